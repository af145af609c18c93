"""PDF through fpdf2: the layout pages in one document, with DejaVu Sans embedded.

The embedded (subset) TrueType font is what lets Polish, French or Greek words print; fpdf2
also writes a ToUnicode map, so the text can be searched and extracted from the file.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import StrokeCapStyle

from wordgrid.formats import write_atomic
from wordgrid.render.fonts import plan_fonts
from wordgrid.render.glyphs import FONT_BOLD, FONT_REGULAR, runs
from wordgrid.render.page import Band, Box, Color, Label, Line, Page, Ring

FAMILY = "DejaVu"
FALLBACK = "Fallback"  # the fonts a page needs for letters DejaVu lacks
LAST_EPOCH = 253_402_300_800  # 10000-01-01 UTC: the first time a PDF date can't hold


def _rgb(color: Color) -> tuple[int, int, int]:
    r, g, b = (round(v * 255) for v in color)
    return r, g, b


def _draw(pdf: FPDF, shape: Box | Line | Band | Label | Ring, fallbacks: Sequence[Path]) -> None:
    if isinstance(shape, Ring):
        pdf.set_draw_color(*_rgb(shape.color))
        pdf.set_line_width(shape.width)
        pdf.ellipse(shape.cx - shape.r, shape.cy - shape.r, 2 * shape.r, 2 * shape.r, style="D")
    elif isinstance(shape, Box):
        style = ("F" if shape.fill is not None else "") + ("D" if shape.stroke is not None else "")
        if not style:
            return
        if shape.fill is not None:
            pdf.set_fill_color(*_rgb(shape.fill))
        if shape.stroke is not None:
            pdf.set_draw_color(*_rgb(shape.stroke))
            pdf.set_line_width(shape.line)
        pdf.rect(shape.x, shape.y, shape.w, shape.h, style=style)
    elif isinstance(shape, Line):
        pdf.set_draw_color(*_rgb(shape.color))
        pdf.set_line_width(shape.width)
        pdf.line(shape.x1, shape.y1, shape.x2, shape.y2)
    elif isinstance(shape, Band):
        with pdf.local_context(stroke_opacity=shape.opacity, stroke_cap_style=StrokeCapStyle.ROUND):
            pdf.set_draw_color(*_rgb(shape.color))
            pdf.set_line_width(shape.width)
            pdf.line(shape.x1, shape.y1, shape.x2, shape.y2)
    else:
        _label(pdf, shape, fallbacks)


def _label(pdf: FPDF, label: Label, fallbacks: Sequence[Path]) -> None:
    """A label drawn run by run, each in the font that has its characters: fpdf2's own
    fallback fonts serve cell() and write(), not the text() that places a label exactly."""
    style = "B" if label.bold else ""
    fonts = (FONT_BOLD if label.bold else FONT_REGULAR, *fallbacks)
    families = [FAMILY, *(f"{FALLBACK}{k}" for k in range(len(fallbacks)))]
    # A character no font has was replaced by a placeholder, which DejaVu draws.
    parts = [(families[k or 0], text) for k, text in runs(label.text, fonts)]
    widths = []
    for family, text in parts:
        pdf.set_font(family, style, label.size)
        widths.append(pdf.get_string_width(text))
    x = label.x - {"start": 0.0, "middle": sum(widths) / 2, "end": sum(widths)}[label.anchor]
    pdf.set_text_color(*_rgb(label.color))
    for (family, text), width in zip(parts, widths, strict=True):
        pdf.set_font(family, style, label.size)
        pdf.text(x, label.y, text)
        x += width


def pdf_bytes(pages: Sequence[Page], title: str = "") -> bytes:
    """All pages in one PDF document; letters DejaVu lacks in a bundled or system font that
    has them, or as a placeholder (see render/fonts.py)."""
    plan = plan_fonts(pages)
    pages = plan.pages
    pdf = FPDF(unit="pt")
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    pdf.add_font(FAMILY, "", str(FONT_REGULAR))
    pdf.add_font(FAMILY, "B", str(FONT_BOLD))
    for k, path in enumerate(plan.fallbacks):
        pdf.add_font(f"{FALLBACK}{k}", "", str(path))
        pdf.add_font(f"{FALLBACK}{k}", "B", str(path))  # no bold of its own: the regular serves
    pdf.set_title(title or (pages[0].title if pages else "wordgrid"))
    pdf.set_creator("wordgrid")
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "")
    # Reproducible builds: the same pages, the same bytes. A value that is no date before
    # the year 10000 (a typo, thousands of digits) is ignored, as other tools ignore it.
    if epoch.isascii() and epoch.isdigit() and len(epoch) <= 12 and int(epoch) < LAST_EPOCH:
        pdf.set_creation_date(datetime.fromtimestamp(int(epoch), UTC))
    for page in pages:
        pdf.add_page(format=(page.width, page.height))
        for shape in page.shapes:
            _draw(pdf, shape, plan.fallbacks)
    return bytes(pdf.output())


def write_pdf(pages: Sequence[Page], path: str | Path, title: str = "") -> None:
    write_atomic(path, pdf_bytes(pages, title))
