"""Page sizes, margins and grid styles as plain constants: the command line reads them
without loading the fonts and drawing libraries."""

from __future__ import annotations

POINTS_PER_INCH = 72.0

# Paper and the trim sizes print-on-demand books are made in (KDP's common ones), in points.
PAGE_SIZES = {
    "a4": (595.28, 841.89),
    "letter": (612.0, 792.0),
    "8.5x11": (612.0, 792.0),
    "8x10": (576.0, 720.0),
    "6x9": (432.0, 648.0),
    "5.5x8.5": (396.0, 612.0),
}
TRIM_SIZES = ("8.5x11", "8x10", "6x9", "5.5x8.5", "a4", "letter")
GRID_STYLES = ("auto", "kriss-kross", "shaded")

# KDP's minimum inside margin (the gutter side) by page count, for paperbacks without bleed:
# the thicker the book, the more of the page disappears into the binding.
GUTTER_BY_PAGES = ((150, 0.375), (300, 0.5), (500, 0.625), (700, 0.75), (828, 0.875))
MAX_PAGES = GUTTER_BY_PAGES[-1][0]  # KDP binds no more pages than this
# Outside, top and bottom margins: KDP asks for at least 0.25 in; a book's reader holds it
# by the edges, so wordgrid keeps twice that on big pages and 0.375 in on small ones.
OUTER_MARGIN_LARGE = 0.5
OUTER_MARGIN_SMALL = 0.375
SMALL_TRIM_WIDTH = 6.5  # inches: 6x9 and 5.5x8.5 are small


def gutter(pages: int) -> float:
    """The inside margin in inches that a book of `pages` pages needs."""
    for most, inches in GUTTER_BY_PAGES:
        if pages <= most:
            return inches
    return GUTTER_BY_PAGES[-1][1]


def outer_margin(trim: str) -> float:
    width = PAGE_SIZES[trim][0] / POINTS_PER_INCH
    return OUTER_MARGIN_SMALL if width < SMALL_TRIM_WIDTH else OUTER_MARGIN_LARGE
