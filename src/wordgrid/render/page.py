"""Printable pages as plain shapes, and the pieces every page is built of.

A page is a list of boxes, lines, highlight bands and labels in points (1/72 inch) with the
origin at the top left, so each back end (PDF, SVG, PNG) only translates shapes and never
decides layout. Text is measured with the bundled DejaVu Sans, the font the PDF embeds and
the PNG draws. This module has the shapes, the print style, text measuring and wrapping,
word lists in columns, a page's heading and footer, and the grid; layout.py and kinds.py
put them together into the pages of each kind of puzzle.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from PIL import ImageFont

from wordgrid.errors import InputError
from wordgrid.model import (
    ACROSS,
    BLOCK,
    OPEN,
    Bar,
    Cell,
    CellStyle,
    Metadata,
    Puzzle,
    Solution,
    alphabetical_key,
)
from wordgrid.render.glyphs import BUNDLED_FALLBACKS, FONT_BOLD, FONT_REGULAR, runs
from wordgrid.render.sizes import GRID_STYLES, PAGE_SIZES
from wordgrid.render.strings import ENGLISH, PageText, page_text

Color = tuple[float, float, float]  # RGB, each 0..1
Anchor = Literal["start", "middle", "end"]

BLACK: Color = (0.0, 0.0, 0.0)
WHITE: Color = (1.0, 1.0, 1.0)
BLOCK_SHADE: Color = (0.22, 0.22, 0.22)  # dark enough to read as a block, light enough for toner
GRAY: Color = (0.35, 0.35, 0.35)
# Pastel bands for word-search keys; neighbours differ so crossing words stay apart.
BAND_COLORS: tuple[Color, ...] = (
    (1.0, 0.85, 0.2),
    (0.45, 0.8, 1.0),
    (0.55, 0.9, 0.5),
    (1.0, 0.6, 0.7),
    (0.75, 0.65, 1.0),
    (1.0, 0.7, 0.4),
)
MESSAGE_COLOR: Color = (0.75, 0.1, 0.1)  # a hidden message's letters in a key: dark red
SECRET_BAND: Color = (0.6, 0.6, 0.6)  # secret words: gray, apart from the listed ones
BAND_OPACITY = 0.55  # letters under two crossing bands must still be readable

# auto: a grid with more blocks than this share is a sparse fill-in, printed Kriss Kross.
SPARSE_SHARE = 0.5
# Large print's grid cells are at least this much bigger than normal print's, or the word
# list moves to the next page to make room.
LARGE_GAIN = 1.25
MARGIN = 42.5  # 15 mm: inside every printer's unprintable border
BAR_WIDTH = 3.2  # a barred grid's bar: five times a cell's line, to read as a wall
LIST_COLUMNS = 3  # a word search's list: two or three columns, by the page's width
# The most words a page lists; a bigger bank is an autofill dictionary, not a word list.
MAX_LISTED_WORDS = 800

CAP_HEIGHT = 0.73  # DejaVu Sans capitals, as a fraction of the font size: centres letters
KNOCKOUT_PAD = 0.15  # white around a circled cell's number, as a fraction of its size


@dataclass(frozen=True, slots=True)
class Box:
    """A rectangle; `cell` marks the one box each grid cell gets."""

    x: float
    y: float
    w: float
    h: float
    fill: Color | None
    stroke: Color | None
    line: float = 0.6
    cell: bool = False


@dataclass(frozen=True, slots=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    width: float
    color: Color = BLACK


@dataclass(frozen=True, slots=True)
class Band:
    """A thick translucent stroke with round ends: a word highlighted in a word-search key."""

    x1: float
    y1: float
    x2: float
    y2: float
    width: float
    color: Color
    opacity: float = BAND_OPACITY


@dataclass(frozen=True, slots=True)
class Label:
    """Text whose baseline starts, centres or ends at (x, y)."""

    x: float
    y: float
    text: str
    size: float
    anchor: Anchor = "start"
    bold: bool = False
    color: Color = BLACK


@dataclass(frozen=True, slots=True)
class Ring:
    """A circle's outline around (cx, cy): a crossword's circled cell."""

    cx: float
    cy: float
    r: float
    width: float
    color: Color = BLACK


Shape = Box | Line | Band | Label | Ring


@dataclass(frozen=True)
class Page:
    width: float
    height: float
    title: str
    shapes: tuple[Shape, ...]
    key: bool = False  # an answer page


@dataclass(frozen=True)
class Style:
    """Page size and print size; large print scales text and cells for low vision.

    `grid` is how fill-in grids are drawn: kriss-kross draws only the cells of words, as
    puzzle books print sparse fill-ins; shaded draws every cell with the blocks shaded; auto
    picks kriss-kross for sparse grids. `frame`, when set, is the page size the layout works
    in: a book lays pages out in its text area and moves them between its margins.
    """

    page: str = "a4"
    large: bool = False
    grid: str = "auto"
    frame: tuple[float, float] | None = None
    heading: float = 18.0  # title size in normal print; a book's answer keys take less
    lang: str = "en"  # the language of the page's fixed words (its PageText, wordgrid/lang/)
    # A crossword for a class: a line for the solver's name and the date under the title,
    # and the clue numbers in the key's grid.
    worksheet: bool = False
    word_bank: bool = False  # a crossword lists its answers below the clues (easier)

    def __post_init__(self) -> None:
        if self.page not in PAGE_SIZES:
            raise InputError(f"unknown page size {self.page!r}; choose {', '.join(PAGE_SIZES)}")
        if self.grid not in GRID_STYLES:
            raise InputError(f"unknown grid style {self.grid!r}; choose {', '.join(GRID_STYLES)}")

    @property
    def size(self) -> tuple[float, float]:
        return self.frame or PAGE_SIZES[self.page]

    @property
    def text(self) -> PageText:
        """The page's fixed words in its language."""
        return page_text(self.lang)

    def kriss_kross(self, rows: Sequence[str]) -> bool:
        if self.grid != "auto":
            return self.grid == "kriss-kross"
        blocks = sum(row.count(BLOCK) for row in rows)
        return blocks > SPARSE_SHARE * len(rows) * len(rows[0])

    @property
    def scale(self) -> float:
        return 1.5 if self.large else 1.0

    @property
    def title_size(self) -> float:
        return self.heading * self.scale

    @property
    def text_size(self) -> float:
        return 10.5 * self.scale

    @property
    def max_cell(self) -> float:
        return 30 * self.scale  # ~11 mm, ~16 mm large: room to write a letter by hand

    @property
    def min_cell(self) -> float:
        return 14 * self.scale  # below this a handwritten letter won't fit


# --- text --------------------------------------------------------------------------------------


@cache
def _font(path: Path) -> ImageFont.FreeTypeFont:
    # Measured at 1000 units per em so widths scale linearly to any size.
    return ImageFont.truetype(str(path), 1000)


def print_fonts(bold: bool) -> tuple[Path, ...]:
    """DejaVu Sans, then the bundled fonts for what it lacks (see render/glyphs.py)."""
    return (FONT_BOLD if bold else FONT_REGULAR, *BUNDLED_FALLBACKS)


def text_width(text: str, size: float, bold: bool = False) -> float:
    """How wide `text` prints, each character in the font that draws it; one no bundled font
    has (a system font's or a placeholder) counts as a whole em, the widest they come."""
    fonts = print_fonts(bold)
    width = sum(
        1000 * len(part) if k is None else _font(fonts[k]).getlength(part)
        for k, part in runs(text, fonts)
    )
    return float(width) * size / 1000


def listed_words(words: Sequence[str]) -> list[str]:
    """Each word once, sorted; a word listed n > 1 times shows as `WORD ×n`."""
    counts = Counter(words)
    ordered = sorted(counts, key=alphabetical_key)
    return [w if counts[w] == 1 else f"{w} ×{counts[w]}" for w in ordered]


# --- word lists in columns ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Entry:
    text: str
    header: bool = False  # a group heading such as "5 letters"
    gap: bool = False  # an empty line between groups
    joined: bool = False  # goes on in the next entry (a clue's wrapped line): kept together


def grouped_entries(words: Sequence[str], text: PageText = ENGLISH) -> list[Entry]:
    """The fill-in word list: a heading per length, shortest first, words alphabetical."""
    by_length: dict[int, list[str]] = {}
    for w in words:
        by_length.setdefault(len(w), []).append(w)
    entries: list[Entry] = []
    for length in sorted(by_length):
        if entries:
            entries.append(Entry("", gap=True))
        entries.append(Entry(text.letters(length), header=True))
        entries += [Entry(w) for w in listed_words(by_length[length])]
    return entries


def _per_column(entries: Sequence[Entry], columns: int) -> int:
    """Lines per column: balanced, and long enough to keep a short length group together."""
    longest_group, run = 0, 0
    for e in entries:
        run = 0 if e.gap else run + 1
        longest_group = max(longest_group, run)
    if not any(e.header for e in entries):  # a word search's list: one group, balanced
        longest_group = 0
    # The slack leaves room for a heading, or a clue's lines, pushed down to keep them
    # together in one column.
    slack = max(_held_together(entries, k) for k in range(len(entries)))
    return max(
        4, longest_group if longest_group < 16 else 0, math.ceil(len(entries) / columns) + slack
    )


def _held_together(entries: Sequence[Entry], k: int) -> int:
    """How many lines from entry k must share a column: a clue's wrapped lines, and a
    heading with the whole first clue under it."""
    end = k
    if entries[end].header and end + 1 < len(entries):
        end += 1
    while entries[end].joined and end + 1 < len(entries):
        end += 1
    return end - k + 1


def _columns(entries: Sequence[Entry], width: float, column: float, gap: float) -> int:
    """As many columns as fit; a list without headings (a word search's) takes at most
    LIST_COLUMNS, as puzzle books print one."""
    fit = max(1, int((width + gap) // column))
    return fit if any(e.header for e in entries) else min(fit, LIST_COLUMNS)


def _column_width(entries: Sequence[Entry], size: float) -> float:
    return max(text_width(e.text, size, e.header) for e in entries) + 1.6 * size


def flow(
    entries: Sequence[Entry],
    x: float,
    y: float,
    width: float,
    height: float,
    size: float,
    heading: str = "",
) -> tuple[list[Shape], list[Entry]]:
    """Lay entries out top to bottom in balanced columns; return the ones that did not fit.

    The block of columns is centred under the grid, with `heading` over its left edge.
    """
    if not entries:  # a grid with no word to list (a crossword without clues, say)
        return [], []
    line_h = size * 1.45
    gap = 1.6 * size
    col_w = _column_width(entries, size)
    columns = _columns(entries, width, col_w, gap)
    if heading:
        y += size * 2.2
        height -= size * 2.2
    capacity = int(height // line_h)
    if capacity < 2:
        return [], list(entries)
    # Balanced columns read better than one long column and a page of white space.
    per_column = min(capacity, _per_column(entries, columns))
    placed: list[tuple[int, int, Entry]] = []
    k, column = 0, 0
    while k < len(entries) and column < columns:
        row = 0
        while k < len(entries) and row < per_column:
            e = entries[k]
            if e.gap and row == 0:  # a gap at a column's top is wasted space
                k += 1
                continue
            # A heading is never left at a column's foot, nor a clue split between two
            # columns (or pages): what doesn't fit whole starts the next column.
            held = _held_together(entries, k)
            if row and row + held > per_column:
                break
            if not e.gap:
                placed.append((column, row, e))
            row += 1
            k += 1
        column += 1
    used = max((c for c, _, _ in placed), default=0) + 1
    left = x + max(0.0, (width - (used * col_w - gap)) / 2)
    shapes: list[Shape] = []
    if heading and placed:
        shapes.append(Label(left, y - size * 2.2 + size * 1.15, heading, size * 1.15, bold=True))
    shapes += [
        Label(
            left + c * col_w,
            y + r * line_h + size,
            e.text,
            size,
            bold=e.header,
            color=GRAY if e.header else BLACK,
        )
        for c, r, e in placed
    ]
    return shapes, list(entries[k:])


def list_height(entries: Sequence[Entry], width: float, size: float) -> float:
    """The height `flow` needs for the entries across `width`, with their heading."""
    if not entries:
        return 0.0
    columns = _columns(entries, width, _column_width(entries, size), 1.6 * size)
    return (_per_column(entries, columns) + 1) * size * 1.45 + size * 2.2


# --- pages ----------------------------------------------------------------------------------


def page_heading(style: Style, title: str, *subtitles: str) -> tuple[list[Shape], float]:
    """The title and subtitles, centred and wrapped to the text width; returns the y below."""
    width, _ = style.size
    room = width - 2 * MARGIN
    big = style.title_size
    shapes: list[Shape] = []
    y = MARGIN
    for line in wrapped(title, room, big, "", bold=True):
        shapes.append(Label(width / 2, y + big, line, big, "middle", bold=True))
        y += big * 1.25
    y += big * 0.25
    small = style.text_size
    for subtitle in filter(None, subtitles):
        for line in wrapped(subtitle, room, small, ""):
            shapes.append(Label(width / 2, y + small, line, small, "middle", color=GRAY))
            y += small * 1.45
        y += small * 0.15
    return shapes, y + style.text_size


def byline(meta: Metadata) -> str:
    return f"by {meta.author}" if meta.author else ""


def page_footer(style: Style, meta: Metadata) -> list[Shape]:
    """The copyright line at the foot of a puzzle page, where books print it."""
    text = copyright_line(meta.copyright)
    if not text:
        return []
    width, height = style.size
    return [Label(MARGIN, height - MARGIN / 2, text, style.text_size * 0.75, color=GRAY)]


# The ways a file writes that a line is a copyright, any of them, any number of times.
BREAKS = re.compile(r"[ \t\r\n]+")  # where `wrapped` may break a line
COPYRIGHT_SIGNS = re.compile(r"^(?:\s*(?:©|\(c\)|copyright\b)[\s.:,]*)+", re.IGNORECASE)


def copyright_line(text: str) -> str:
    """A copyright as a page prints it: one © before the holder, whichever sign the file
    used ("(c) 2023", "Copyright © 2023", "© 2023" are all "© 2023"); "" for none."""
    holder = COPYRIGHT_SIGNS.sub("", text.strip()).strip()
    return f"© {holder}" if holder else ""


def cell_letter(x: float, y: float, cell: float, letter: str, color: Color = BLACK) -> Label:
    # A rebus cell's answer is printed smaller, to fit its cell.
    size = cell * 0.6 * min(1.0, 1.9 / max(1, len(letter)))
    return Label(
        x + cell / 2, y + cell / 2 + size * CAP_HEIGHT / 2, letter, size, "middle", color=color
    )


def frame_lines(x: float, y: float, w: float, h: float, width: float) -> list[Shape]:
    return [
        Line(x, y, x + w, y, width),
        Line(x + w, y, x + w, y + h, width),
        Line(x + w, y + h, x, y + h, width),
        Line(x, y + h, x, y, width),
    ]


def grid_shapes(
    rows: Sequence[str],
    x: float,
    y: float,
    cell: float,
    letters: Sequence[Sequence[str]] | None = None,
    numbers: Mapping[Cell, str] | None = None,
    kriss_kross: bool = False,
    marks: Puzzle | None = None,
) -> list[Shape]:
    """Fill-in grid: a box per cell, blocks shaded, letters from `letters` (or the givens),
    and a crossword's clue numbers in the top left corners; `marks`' circles, shades, bars
    and void cells when a crossword has them. Kriss Kross draws the cells of words only,
    with a firmer line, and no blocks or frame."""
    shapes: list[Shape] = []
    shown = letters if letters is not None else rows
    small = cell * 0.3
    styles = marks.styles if marks is not None else {}
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            cx, cy = x + c * cell, y + r * cell
            is_block = ch == BLOCK
            look = styles.get((r, c))
            if look is not None and look.void:
                continue  # outside the grid's shape: nothing is drawn
            if kriss_kross:
                if not is_block:
                    shapes.append(Box(cx, cy, cell, cell, WHITE, BLACK, 1.0, cell=True))
            else:
                fill = BLOCK_SHADE if is_block else shade_color(look) or WHITE
                shapes.append(Box(cx, cy, cell, cell, fill, BLACK, 0.6, cell=True))
            circled = look is not None and look.circle
            if circled:
                shapes.append(Ring(cx + cell / 2, cy + cell / 2, cell * 0.47, 0.6))
            if numbers and numbers.get((r, c)):
                label = numbers[(r, c)]
                size = small * min(1.0, 2.5 / max(2, len(label)))
                number = Label(cx + cell * 0.08, cy + size * 1.05, label, size)
                if circled:  # the ring runs behind the number, not through it
                    shapes.append(knockout(number, shade_color(look) or WHITE))
                shapes.append(number)
            letter = shown[r][c]
            if not is_block and letter not in (BLOCK, OPEN):
                shapes.append(cell_letter(cx, cy, cell, letter))
            if marks is not None and (r, c) in marks.corners:
                shapes += corner_texts(marks.corners[(r, c)], cx, cy, cell)
    if marks is not None:
        shapes += bar_lines(marks.grid.bars, x, y, cell)
    if kriss_kross:
        return shapes
    height, width = len(rows), len(rows[0])
    if any(s.void for s in styles.values()):
        return shapes  # a shaped grid has no square frame
    return shapes + frame_lines(x, y, width * cell, height * cell, 1.6)


# Where each place's text sits in a cell: (x, y) of its anchor as shares of the cell, before
# the text's own height is allowed for, and how the text hangs from it.
_PLACES: dict[str, tuple[float, float, Anchor]] = {
    "T": (0.5, 0.0, "middle"),
    "TR": (0.92, 0.0, "end"),
    "L": (0.08, 0.5, "start"),
    "C": (0.5, 0.5, "middle"),
    "R": (0.92, 0.5, "end"),
    "BL": (0.08, 1.0, "start"),
    "B": (0.5, 1.0, "middle"),
    "BR": (0.92, 1.0, "end"),
}


def corner_texts(places: Mapping[str, str], x: float, y: float, cell: float) -> list[Label]:
    """A cell's text in its corners and on its edges (a second number top right), as small
    as its number."""
    labels = []
    for place, text in places.items():
        size = cell * 0.3 * min(1.0, 2.5 / max(2, len(text)))
        fx, fy, anchor = _PLACES[place]
        # From the top edge the text hangs down; from the bottom it sits up; else centred.
        baseline = {0.0: size * 1.05, 0.5: cell / 2 + size * CAP_HEIGHT / 2}.get(
            fy, cell - size * 0.3
        )
        labels.append(Label(x + fx * cell, y + baseline, text, size, anchor))
    return labels


def knockout(label: Label, fill: Color) -> Box:
    """A box of the cell's colour under a start-anchored label, a little larger than its
    text: a circled cell's number stays whole where the ring passes."""
    pad = label.size * KNOCKOUT_PAD
    width = text_width(label.text, label.size, label.bold)
    top = label.y - label.size * CAP_HEIGHT - pad
    return Box(label.x - pad, top, width + 2 * pad, label.size * CAP_HEIGHT + 2 * pad, fill, None)


def shade_color(look: CellStyle | None) -> Color | None:
    """A shaded cell's colour, lightened so that a letter on it stays readable in print."""
    if look is None or not look.shade:
        return None
    r, g, b = (int(look.shade[k : k + 2], 16) / 255 for k in (1, 3, 5))
    return (0.4 + 0.6 * r, 0.4 + 0.6 * g, 0.4 + 0.6 * b)


def bar_lines(bars: Iterable[Bar], x: float, y: float, cell: float) -> list[Shape]:
    """A barred grid's bars: thick lines on the right or bottom edge of their cells."""
    lines: list[Shape] = []
    for (r, c), direction in sorted(bars, key=lambda bar: (bar[0], bar[1].name)):
        if direction is ACROSS:
            x0 = x + (c + 1) * cell
            lines.append(Line(x0, y + r * cell, x0, y + (r + 1) * cell, BAR_WIDTH))
        else:
            y0 = y + (r + 1) * cell
            lines.append(Line(x + c * cell, y0, x + (c + 1) * cell, y0, BAR_WIDTH))
    return lines


def crossword_letters(puzzle: Puzzle, rows: Sequence[str], given_only: bool) -> list[list[str]]:
    """What each cell shows: its letter, or a rebus cell's whole answer (on a puzzle page,
    only for the cells the puzzle gives)."""
    return [
        [
            puzzle.rebus.get((r, c), ch)
            if ch not in (BLOCK, OPEN) and (not given_only or puzzle.grid[(r, c)] != OPEN)
            else ch
            for c, ch in enumerate(row)
        ]
        for r, row in enumerate(rows)
    ]


def cell_labels(puzzle: Puzzle) -> dict[Cell, str]:
    """The number or label in each cell's corner: the file's own labels, or the numbering."""
    if puzzle.labels:
        return dict(puzzle.labels)
    return {cell: str(n) for cell, n in puzzle.numbers.items()}


def fit_cell(style: Style, columns: int, rows: int, height: float) -> float:
    width = style.size[0] - 2 * MARGIN
    return max(1.0, min(style.max_cell, width / columns, height / rows))


def fill_in_words(doc: Puzzle | Solution) -> list[str]:
    """The words a fill-in page lists: the bank, or a filled grid's own words if it is huge."""
    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    if len(puzzle.bank.listed) <= MAX_LISTED_WORDS:
        return list(puzzle.bank.listed)
    if isinstance(doc, Solution):
        return list(doc.words)
    raise InputError(
        f"{puzzle.name or 'the puzzle'}: its word list has "
        f"{len(puzzle.bank.listed)} words, too many to print (at most "
        f"{MAX_LISTED_WORDS}); solve it and print the solution instead"
    )


def list_pages(
    style: Style, title: str, first: list[Shape], entries: list[Entry], top: float, heading: str
) -> list[Page]:
    """The first page's shapes plus the word list from `top`, continued on more pages."""
    width, height = style.size
    size = style.text_size
    bottom = height - MARGIN
    pages: list[Page] = []
    shapes = first
    listed = entries
    while True:
        placed, rest = flow(
            entries,
            MARGIN,
            top,
            width - 2 * MARGIN,
            bottom - top,
            size,
            heading if not pages else "",
        )
        if not placed and pages:  # a whole continuation page took nothing: stop, don't loop
            raise InputError(f"{title}: the word list does not fit on a page")
        pages.append(Page(width, height, title, tuple(shapes + placed)))
        if not rest:
            return pages
        entries = _continued(listed, rest, style.text.continued)
        shapes, top = page_heading(style, style.text.continued.format(title=title), "")


def _continued(listed: Sequence[Entry], rest: list[Entry], continued: str) -> list[Entry]:
    """`rest`, the end of the list `listed` a page left over, headed again when it starts
    inside a group: a page must not open on words whose heading (`7 letters`, `Down`) is on
    the page before. `continued` is the page's words for it, "{title} (continued)"."""
    if not rest or rest[0].header or rest[0].gap:
        return rest
    done = listed[: len(listed) - len(rest)]  # a page takes one entry at least
    heading = next((e for e in reversed(done) if e.header), None)
    if heading is None:  # a list without groups (a word search's)
        return rest
    return [Entry(continued.format(title=heading.text), header=True), *rest]


def wrapped(
    text: str, width: float, size: float, indent: str = "", bold: bool = False
) -> list[str]:
    """`text` broken at spaces into lines no wider than `width`; later lines start `indent`.

    Only ordinary spaces break: a no-break space (French puts one before a colon) holds its
    neighbours together, as it does in print.
    """
    lines: list[str] = []
    line = ""
    for word in BREAKS.split(text):
        if not word:
            continue
        trial = f"{line} {word}" if line else word
        if line and text_width(trial, size, bold) > width:
            lines.append(line)
            line = indent + word
        else:
            line = trial
    return [*lines, line] if line else lines
