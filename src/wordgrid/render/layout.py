"""Printable pages as plain shapes: one layout, drawn by the PDF, SVG and PNG back ends.

A page is a list of boxes, lines, highlight bands and labels in points (1/72 inch) with the
origin at the top left, so each back end only translates shapes and never decides layout.
Text is measured with the bundled DejaVu Sans, the font the PDF embeds and the PNG draws.

Fill-in pages look like puzzle books: the grid with shaded blocks and given letters, then the
word list grouped by length, each group sorted alphabetically. Word-search pages show the
letter grid and the sorted word list; their keys highlight each word with a band.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Literal

from PIL import ImageFont

from wordgrid.errors import InputError
from wordgrid.model import (
    ACROSS,
    BLOCK,
    OPEN,
    OUTSIDE,
    Bar,
    Cell,
    CellStyle,
    Clue,
    Direction,
    Kind,
    Metadata,
    Puzzle,
    Solution,
    WordSearch,
    alphabetical_key,
    written_answer,
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
    lang: str = "en"  # the language of the page's fixed words (render/strings.py)
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
    # The +1 leaves room for a heading pushed down to keep it with its words.
    return max(4, longest_group if longest_group < 16 else 0, math.ceil(len(entries) / columns) + 1)


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
            if e.header and row >= per_column - 1:  # never leave a heading at a column's foot
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


def _list_height(entries: Sequence[Entry], width: float, size: float) -> float:
    """The height `flow` needs for the entries across `width`, with their heading."""
    if not entries:
        return 0.0
    columns = _columns(entries, width, _column_width(entries, size), 1.6 * size)
    return (_per_column(entries, columns) + 1) * size * 1.45 + size * 2.2


# --- pages ----------------------------------------------------------------------------------


def _heading(style: Style, title: str, *subtitles: str) -> tuple[list[Shape], float]:
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


def _byline(meta: Metadata) -> str:
    return f"by {meta.author}" if meta.author else ""


def _footer(style: Style, meta: Metadata) -> list[Shape]:
    """The copyright line at the foot of a puzzle page, where books print it."""
    text = copyright_line(meta.copyright)
    if not text:
        return []
    width, height = style.size
    return [Label(MARGIN, height - MARGIN / 2, text, style.text_size * 0.75, color=GRAY)]


# The ways a file writes that a line is a copyright, any of them, any number of times.
COPYRIGHT_SIGNS = re.compile(r"^(?:\s*(?:©|\(c\)|copyright\b)[\s.:,]*)+", re.IGNORECASE)


def copyright_line(text: str) -> str:
    """A copyright as a page prints it: one © before the holder, whichever sign the file
    used ("(c) 2023", "Copyright © 2023", "© 2023" are all "© 2023"); "" for none."""
    holder = COPYRIGHT_SIGNS.sub("", text.strip()).strip()
    return f"© {holder}" if holder else ""


def _cell_letter(x: float, y: float, cell: float, letter: str, color: Color = BLACK) -> Label:
    # A rebus cell's answer is printed smaller, to fit its cell.
    size = cell * 0.6 * min(1.0, 1.9 / max(1, len(letter)))
    return Label(
        x + cell / 2, y + cell / 2 + size * CAP_HEIGHT / 2, letter, size, "middle", color=color
    )


def _frame(x: float, y: float, w: float, h: float, width: float) -> list[Shape]:
    return [
        Line(x, y, x + w, y, width),
        Line(x + w, y, x + w, y + h, width),
        Line(x + w, y + h, x, y + h, width),
        Line(x, y + h, x, y, width),
    ]


def _grid_shapes(
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
                shapes.append(_cell_letter(cx, cy, cell, letter))
    if marks is not None:
        shapes += bar_lines(marks.grid.bars, x, y, cell)
    if kriss_kross:
        return shapes
    height, width = len(rows), len(rows[0])
    if any(s.void for s in styles.values()):
        return shapes  # a shaped grid has no square frame
    return shapes + _frame(x, y, width * cell, height * cell, 1.6)


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


def _fit_cell(style: Style, columns: int, rows: int, height: float) -> float:
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


def _list_pages(
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
        shapes, top = _heading(style, style.text.continued.format(title=title), "")


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
    """`text` broken at spaces into lines no wider than `width`; later lines start `indent`."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if line and text_width(trial, size, bold) > width:
            lines.append(line)
            line = indent + word
        else:
            line = trial
    return [*lines, line] if line else lines


def clue_heading(clue: Clue, text: PageText) -> str:
    """The heading a clue is listed under: Across and Down in the page's language, any other
    group by the file's own name."""
    if clue.group or clue.direction is None:
        return clue.group_name
    return text.across if clue.direction is ACROSS else text.down


def clue_entries(
    puzzle: Puzzle, width: float, size: float, text: PageText = ENGLISH
) -> list[Entry]:
    """A crossword's clues under their headings (Across, Down, then any other group), wrapped
    to two columns' width."""
    column = (width - 1.6 * size) / 2 - 1.6 * size
    entries: list[Entry] = []
    groups: dict[str, list[Clue]] = {}
    for clue in puzzle.clues:  # already in print order
        groups.setdefault(clue_heading(clue, text), []).append(clue)
    for heading, clues in groups.items():
        if entries:
            entries.append(Entry("", gap=True))
        entries.append(Entry(heading, header=True))
        for clue in clues:
            entries += [
                Entry(line) for line in wrapped(f"{clue.shown}  {clue.text}", column, size, "     ")
            ]
    return entries


def fill_in_pages(doc: Puzzle | Solution, title: str, style: Style) -> list[Page]:
    """The puzzle page (or pages, when the list runs over) of a fill-in or a crossword."""
    from wordgrid.render import kinds  # the kinds' own pages, drawn with this module's shapes

    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    if puzzle.kind in (Kind.CODED, Kind.ACROSTIC):
        return kinds.kind_pages(doc, title, style)
    width, height = style.size
    text = style.text
    drawn = kinds.printed_rows(puzzle)
    if puzzle.is_crossword:
        instructions = kinds.instructions(puzzle) or text.solve_clues
        entries = clue_entries(puzzle, width - 2 * MARGIN, style.text_size, text)
        if style.word_bank:
            entries += word_bank_entries(doc, text)
        heading, numbers = text.clues, cell_labels(puzzle)
        if puzzle.kind is Kind.DIAGRAMLESS:
            numbers = {}  # the player finds where each answer starts
    else:
        words = fill_in_words(doc)
        repeats = len(set(words)) < len(words)
        instructions = text.fit_repeats if repeats else text.fit_once
        entries, heading, numbers = grouped_entries(words, text), text.words, None
    shapes, top = _heading(style, title, _byline(puzzle.meta), instructions)
    if style.worksheet and puzzle.clues:
        line, top = name_and_date(style, top)
        shapes += line
    shapes += _footer(style, puzzle.meta)
    grid = puzzle.grid
    room = height - MARGIN - top
    list_h = _list_height(entries, width - 2 * MARGIN, style.text_size)
    cell = _fit_cell(style, grid.width, grid.height, room - list_h - style.text_size * 2)

    def cell_for(st: Style, list_h: float) -> float:
        return _fit_cell(
            st, grid.width, grid.height, room - list_h - st.text_size * 2 * bool(list_h)
        )

    def centred_grid(size: float) -> list[Shape]:
        x = (width - size * grid.width) / 2
        letters = crossword_letters(puzzle, drawn, True)
        kriss_kross = style.kriss_kross(drawn)
        return _grid_shapes(drawn, x, top, size, letters, numbers, kriss_kross, puzzle)

    if _list_apart(style, entries, cell_for):
        # Large print: the list would shrink the grid to normal print's size, so the grid
        # takes this page and the list the next (the facing page, in a book).
        shapes += centred_grid(cell_for(style, 0.0))
        return _grid_then_list(style, title, shapes, entries, heading)
    if cell < style.min_cell:  # the list would squeeze the grid: let the list run over
        cell = _fit_cell(style, grid.width, grid.height, room * 0.62)
    shapes += centred_grid(cell)
    list_top = top + cell * grid.height + style.text_size * 1.5
    return _list_pages(style, title, shapes, entries, list_top, heading)


CellFor = Callable[["Style", float], float]  # (style, list height) -> the grid's cell size


def _list_apart(style: Style, entries: Sequence[Entry], cell_for: CellFor) -> bool:
    """Large print only: whether the list must leave the grid's page, because beside it the
    grid's cells would not be LARGE_GAIN times normal print's (which undoes large print)."""
    if not style.large or not entries:
        return False
    normal = replace(style, large=False)
    width = style.size[0] - 2 * MARGIN
    normal_cell = cell_for(normal, _list_height(entries, width, normal.text_size))
    beside = cell_for(style, _list_height(entries, width, style.text_size))
    return beside < normal_cell * LARGE_GAIN and cell_for(style, 0.0) > beside


def _grid_then_list(
    style: Style, title: str, shapes: list[Shape], entries: list[Entry], heading: str
) -> list[Page]:
    """The grid's page as it is, then the list from the top of the next page."""
    width, height = style.size
    first = Page(width, height, title, tuple(shapes))
    head, top = _heading(style, f"{title}: {heading.lower()}", "")
    return [first, *_list_pages(style, title, head, entries, top, "")]


def fill_in_key(solution: Solution, title: str, style: Style) -> Page:
    """The answer page: the filled grid alone, as large as the page allows."""
    shapes, top = _heading(style, style.text.answers_for.format(title=title), "")
    width, height = style.size
    grid = solution.puzzle.grid
    cell = _fit_cell(style, grid.width, grid.height, height - MARGIN - top)
    x = (width - cell * grid.width) / 2
    puzzle = solution.puzzle
    letters = crossword_letters(puzzle, solution.rows, False)
    numbers = cell_labels(puzzle) if style.worksheet and puzzle.clues else None
    shapes += _grid_shapes(
        grid.rows, x, top, cell, letters, numbers, style.kriss_kross(grid.rows), puzzle
    )
    return Page(width, height, title, tuple(shapes), key=True)


def name_and_date(style: Style, top: float) -> tuple[list[Shape], float]:
    """A line to write one's name on and a shorter one for the date, across the text width;
    returns the y below them."""
    width, _ = style.size
    size = style.text_size
    y = top + size
    name, date = style.text.name, style.text.date
    date_at = MARGIN + (width - 2 * MARGIN) * 0.68
    shapes: list[Shape] = [
        Label(MARGIN, y, name, size),
        Line(MARGIN + text_width(name, size) + size * 0.5, y + 2, date_at - size * 1.5, y + 2, 0.6),
        Label(date_at, y, date, size),
        Line(date_at + text_width(date, size) + size * 0.5, y + 2, width - MARGIN, y + 2, 0.6),
    ]
    return shapes, y + size * 2.2


def word_bank_entries(doc: Puzzle | Solution, text: PageText) -> list[Entry]:
    """A crossword's answers in alphabetical order, under their heading: an easier puzzle.
    With the filled grid at hand, an answer whose clue ends with its enumeration is written
    as the clue gives it: ICE CREAM for (3,5)."""
    if isinstance(doc, Solution):
        puzzle = doc.puzzle
        words = [
            written_answer(puzzle.answer_text(doc.rows, puzzle.clue_cells(c)), c.text)
            for c in puzzle.clues
        ]
    else:
        words = list(doc.bank.listed)
    words = sorted(words, key=alphabetical_key)
    return [Entry("", gap=True), Entry(text.word_bank, header=True), *map(Entry, words)]


def _directions_hint(ws: WordSearch, text: PageText) -> str:
    straight = {p.direction for p in ws.placements} <= {Direction.E, Direction.S}
    if any(x.clue for x in ws.listings):
        return text.find_answers_straight if straight else text.find_answers_any
    return text.find_words_straight if straight else text.find_words_any


def _outline(ws: WordSearch, x: float, y: float, cell: float, width: float) -> list[Shape]:
    """The shape's edge: a line along every side of a cell inside whose neighbour is not."""
    height, cols = len(ws.rows), len(ws.rows[0])

    def inside(r: int, c: int) -> bool:
        return 0 <= r < height and 0 <= c < cols and ws.inside((r, c))

    lines: list[Shape] = []
    for r in range(height):
        for c in range(cols):
            if not inside(r, c):
                continue
            left, top = x + c * cell, y + r * cell
            if not inside(r - 1, c):
                lines.append(Line(left, top, left + cell, top, width))
            if not inside(r + 1, c):
                lines.append(Line(left, top + cell, left + cell, top + cell, width))
            if not inside(r, c - 1):
                lines.append(Line(left, top, left, top + cell, width))
            if not inside(r, c + 1):
                lines.append(Line(left + cell, top, left + cell, top + cell, width))
    return lines


def _letter_grid(ws: WordSearch, x: float, y: float, cell: float, key: bool) -> list[Shape]:
    shapes: list[Shape] = []
    for r, row in enumerate(ws.rows):
        for c, ch in enumerate(row):
            if ch == OUTSIDE:
                continue
            # No lines between letters, as in puzzle books; the box is kept for one-per-cell.
            shapes.append(Box(x + c * cell, y + r * cell, cell, cell, None, None, 0, cell=True))
    if key:
        hidden = [*ws.placements, *ws.secrets]
        for k, p in enumerate(hidden):
            end = len(p.word) - 1
            secret = k >= len(ws.placements)
            shapes.append(
                Band(
                    x + (p.col + 0.5) * cell,
                    y + (p.row + 0.5) * cell,
                    x + (p.col + end * p.direction.dc + 0.5) * cell,
                    y + (p.row + end * p.direction.dr + 0.5) * cell,
                    cell * 0.72,
                    SECRET_BAND if secret else BAND_COLORS[k % len(BAND_COLORS)],
                )
            )
    # The key shows the message where it hides: the cells no word uses, in their own colour.
    used = {cell for p in (*ws.placements, *ws.secrets) for cell in p.cells()}
    for r, row in enumerate(ws.rows):
        for c, letter in enumerate(row):
            if letter != OUTSIDE:
                message = key and bool(ws.message) and (r, c) not in used
                color = MESSAGE_COLOR if message else BLACK
                shapes.append(_cell_letter(x + c * cell, y + r * cell, cell, letter, color))
    height, width = len(ws.rows), len(ws.rows[0])
    if ws.shaped:
        return shapes + _outline(ws, x, y, cell, 1.2)
    return shapes + _frame(
        x - cell * 0.25, y - cell * 0.25, (width + 0.5) * cell, (height + 0.5) * cell, 1.2
    )


def wordsearch_pages(ws: WordSearch, title: str, style: Style) -> list[Page]:
    # The message's hint gets a line of its own: beside the directions it runs off the page.
    text = style.text
    message = text.message_left if ws.message else ""
    shapes, top = _heading(style, title, _byline(ws.meta), _directions_hint(ws, text), message)
    shapes += _footer(style, ws.meta)
    entries = [Entry(w) for w in ws.word_list()]
    width, height = style.size
    h, w = len(ws.rows), len(ws.rows[0])
    room = height - MARGIN - top
    list_h = _list_height(entries, width - 2 * MARGIN, style.text_size) if entries else 0

    def cell_for(st: Style, list_h: float) -> float:
        # Word-search letters sit closer than fill-in cells: nobody writes in them.
        below = st.text_size * 3 if list_h else 0.0
        return min(
            st.max_cell * 0.85,
            (width - 2 * MARGIN) / (w + 0.5),
            (room - list_h - below) / (h + 0.5),
        )

    heading = text.clues if any(x.clue for x in ws.listings) else text.words_to_find
    cell = cell_for(style, list_h)
    if _list_apart(style, entries, cell_for):
        cell = cell_for(style, 0.0)
        x = (width - cell * w) / 2
        shapes += _letter_grid(ws, x, top + cell * 0.25, cell, key=False)
        return _grid_then_list(style, title, shapes, entries, heading)
    if cell < style.min_cell * 0.8:
        cell = min(style.max_cell * 0.85, (width - 2 * MARGIN) / (w + 0.5), room * 0.62 / h)
    x = (width - cell * w) / 2
    top += cell * 0.25
    shapes += _letter_grid(ws, x, top, cell, key=False)
    return _list_pages(
        style,
        title,
        shapes,
        entries,
        top + cell * (h + 0.25) + style.text_size * 1.5,
        heading,
    )


def _key_notes(ws: WordSearch, text: PageText) -> list[str]:
    """What a word-search key says under its grid: the message and the secret words."""
    notes = []
    if ws.message:
        notes.append(text.hidden_message.format(message=ws.message))
    if ws.secrets:
        notes.append(text.secret_words.format(words=", ".join(p.word for p in ws.secrets)))
    clued = [x for x in ws.listings if x.clue]
    notes += [f"{x.clue}: {x.answer}" for x in clued]
    return notes


def wordsearch_key(ws: WordSearch, title: str, style: Style) -> Page:
    shapes, top = _heading(style, style.text.answers_for.format(title=title), "")
    width, height = style.size
    h, w = len(ws.rows), len(ws.rows[0])
    notes = _key_notes(ws, style.text)
    line_h = style.text_size * 1.45
    # Room for the notes, a line each (a long one wraps into the margin's slack).
    room = height - MARGIN - top - (len(notes) * line_h + style.text_size if notes else 0)
    cell = min(style.max_cell, (width - 2 * MARGIN) / (w + 0.5), room / (h + 0.5))
    x = (width - cell * w) / 2
    shapes += _letter_grid(ws, x, top + cell * 0.25, cell, key=True)
    y = top + cell * (h + 0.5) + style.text_size * 1.5
    for note in notes:
        for line in wrapped(note, width - 2 * MARGIN, style.text_size, "    "):
            shapes.append(Label(MARGIN, y, line, style.text_size))
            y += line_h
    return Page(width, height, title, tuple(shapes), key=True)


# --- books --------------------------------------------------------------------------------------

Printable = Puzzle | Solution | WordSearch


def kind_name(doc: Printable | object, text: PageText = ENGLISH) -> str:
    """A plain title for a puzzle that has none of its own: never its file's name."""
    if isinstance(doc, WordSearch):
        return text.word_search
    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    if isinstance(puzzle, Puzzle) and puzzle.clues:
        return text.crossword
    return text.fill_in


def _with_page_numbers(pages: list[Page], style: Style) -> list[Page]:
    if len(pages) < 2:
        return pages
    size = style.text_size * 0.85
    return [
        Page(
            p.width,
            p.height,
            p.title,
            (
                *p.shapes,
                Label(p.width / 2, p.height - MARGIN / 2, str(n), size, "middle", color=GRAY),
            ),
            p.key,
        )
        for n, p in enumerate(pages, start=1)
    ]


def book(
    items: Sequence[tuple[str, Printable, Solution | WordSearch | None]],
    style: Style,
    *,
    keys: bool,
) -> list[Page]:
    """Pages for (title, puzzle, answer) items: every puzzle in order, then the keys.

    With `keys`, each item's answer (a Solution, or the word search itself) gets a page at
    the back, so a reader can't see an answer while solving.
    """
    front: list[Page] = []
    back: list[Page] = []
    for title, doc, answer in items:
        if isinstance(doc, WordSearch):
            front += wordsearch_pages(doc, title, style)
            if keys:
                back.append(wordsearch_key(doc, title, style))
        else:
            front += fill_in_pages(doc, title, style)
            if keys:
                if not isinstance(answer, Solution):
                    raise InputError(f"{title}: no solution to print as the key")
                back.append(fill_in_key(answer, title, style))
    return _with_page_numbers(front + back, style)
