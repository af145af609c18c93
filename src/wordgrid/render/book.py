"""A print-ready puzzle book: trim size, mirrored margins, front matter, keys at the back.

Every page is laid out by the single-page code (layout.py) in the book's text area, then
moved between its margins: the inside margin (the gutter, on the left of a right-hand page
and the right of a left-hand one) grows with the page count as KDP's table asks, so the
layout runs again when the count crosses a step of the table. Page 1 is the title page and
a right-hand page; then the contents; then the puzzles, a puzzle that needs two pages
starting on a left-hand page so both face the reader at once; then the answer keys,
several to a page, each labelled with its puzzle's number and page.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from wordgrid.errors import InputError
from wordgrid.model import Solution, WordSearch
from wordgrid.render.layout import (
    Printable,
    fill_in_key,
    fill_in_pages,
    wordsearch_key,
    wordsearch_pages,
)
from wordgrid.render.page import (
    GRAY,
    MARGIN,
    Band,
    Label,
    Line,
    Page,
    Ring,
    Shape,
    Style,
    text_width,
    wrapped,
)
from wordgrid.render.sizes import (
    MAX_PAGES,
    PAGE_SIZES,
    POINTS_PER_INCH,
    SMALL_TRIM_WIDTH,
    gutter,
    outer_margin,
)

# Answer keys per page: a 2x2 grid of keys on big pages, two above each other on small ones.
KEYS_LARGE = (2, 2)
KEYS_SMALL = (1, 2)
KEY_GAP = 14.0  # points between keys on a page
FOLIO_SIZE = 9.0  # page numbers
KEY_HEADING = 11.0  # an answer key's label: small, as several share a page
# A wider gutter never shortens a book, so the layout settles within the table's steps.
GUTTER_STEPS = 6


@dataclass(frozen=True)
class BookItem:
    """One puzzle of a book, with the answer its key shows and its section's name."""

    title: str
    puzzle: Printable
    answer: Solution | WordSearch
    section: str
    word_bank: bool = False  # a crossword: list its answers below the clues


@dataclass(frozen=True)
class BookSetup:
    """What a book looks like: its title lines, trim size, print size and grid style."""

    title: str
    trim: str = "8.5x11"
    subtitle: str = ""
    author: str = ""
    large: bool = False
    grid: str = "auto"
    lang: str = "en"  # the language of its fixed words: contents, answers, headings

    def __post_init__(self) -> None:
        if self.trim not in PAGE_SIZES:
            raise InputError(f"unknown trim size {self.trim!r}; choose {', '.join(PAGE_SIZES)}")


@dataclass(frozen=True)
class Margins:
    """In points: the inside (binding) edge, the outside edge, top and bottom."""

    inside: float
    outside: float
    top: float
    bottom: float

    @classmethod
    def for_book(cls, trim: str, pages: int) -> Margins:
        outer = outer_margin(trim) * POINTS_PER_INCH
        return cls(gutter(pages) * POINTS_PER_INCH, outer, outer, outer)

    def left(self, number: int) -> float:
        """The left margin of page `number`: odd pages are right-hand pages, bound on the left."""
        return self.inside if number % 2 else self.outside


def _moved(shape: Shape, dx: float, dy: float) -> Shape:
    if isinstance(shape, Line | Band):
        return replace(
            shape, x1=shape.x1 + dx, y1=shape.y1 + dy, x2=shape.x2 + dx, y2=shape.y2 + dy
        )
    if isinstance(shape, Ring):
        return replace(shape, cx=shape.cx + dx, cy=shape.cy + dy)
    return replace(shape, x=shape.x + dx, y=shape.y + dy)


class _Book:
    """Book pages laid out for one page count's margins."""

    def __init__(self, setup: BookSetup, margins: Margins) -> None:
        self.setup = setup
        self.margins = margins
        self.trim = PAGE_SIZES[setup.trim]
        width, height = self.trim
        self.text_w = width - margins.inside - margins.outside
        self.text_h = height - margins.top - margins.bottom
        # The single-page layout keeps MARGIN on every side of its page: give it a page that
        # is the text area plus those margins, and take them off again when moving it.
        self.style = Style(
            setup.trim,
            setup.large,
            setup.grid,
            frame=(self.text_w + 2 * MARGIN, self.text_h + 2 * MARGIN),
            lang=setup.lang,
        )
        self.pages: list[Page | None] = []  # None: a blank page, no folio
        self.numbered: set[int] = set()  # pages (from 1) that print their number

    def add(self, page: Page | None, dx: float, dy: float, folio: bool = True) -> int:
        number = len(self.pages) + 1
        if page is not None:
            left = self.margins.left(number)
            shapes = tuple(_moved(s, left + dx, self.margins.top + dy) for s in page.shapes)
            page = Page(*self.trim, page.title, shapes, page.key)
            if folio:
                self.numbered.add(number)
        self.pages.append(page)
        return number

    def add_laid_out(self, page: Page) -> int:
        """A page laid out by layout.py in `self.style`'s frame."""
        return self.add(page, -MARGIN, -MARGIN)

    def blank_until(self, parity: int) -> None:
        """Blank pages until the next page number has the parity asked (1 odd, 0 even)."""
        while (len(self.pages) + 1) % 2 != parity:
            self.add(None, 0, 0)

    def finish(self) -> list[Page]:
        width, height = self.trim
        out: list[Page] = []
        for number, page in enumerate(self.pages, start=1):
            if page is None:
                out.append(Page(width, height, "", ()))
                continue
            if number in self.numbered:
                # Page numbers sit in the bottom margin's outside corner, as in printed books.
                inside_right = number % 2 == 1
                x = width - self.margins.outside if inside_right else self.margins.outside
                folio = Label(
                    x,
                    height - self.margins.bottom / 2,
                    str(number),
                    FOLIO_SIZE,
                    "end" if inside_right else "start",
                    color=GRAY,
                )
                page = replace(page, shapes=(*page.shapes, folio))
            out.append(page)
        return out


def _title_page(book: _Book) -> Page:
    setup = book.setup
    w, h = book.text_w, book.text_h
    big = min(40.0, w / 9)
    shapes: list[Shape] = []
    y = h * 0.3
    for line in wrapped(setup.title, w, big, bold=True):
        shapes.append(Label(w / 2, y, line, big, "middle", bold=True))
        y += big * 1.25
    for text, size in ((setup.subtitle, big * 0.5), (setup.author, big * 0.45)):
        if text:
            y += size
            for line in wrapped(text, w, size):
                shapes.append(Label(w / 2, y, line, size, "middle", color=GRAY))
                y += size * 1.3
    return Page(w, h, setup.title, tuple(shapes))


def _contents_page(book: _Book, entries: Sequence[tuple[str, int]]) -> Page:
    w = book.text_w
    size = 12.0 * (1.4 if book.setup.large else 1.0)
    contents = book.style.text.contents
    shapes: list[Shape] = [Label(w / 2, size * 2, contents, size * 1.6, "middle", bold=True)]
    y = size * 5
    for name, number in entries:
        page = str(number)
        room = w - text_width(page, size) - size * 2
        lines = wrapped(name, room, size)
        for line in lines[:-1]:
            shapes.append(Label(0, y, line, size))
            y += size * 1.4
        shapes.append(Label(0, y, lines[-1], size))
        dots_from = text_width(lines[-1], size) + size * 0.5
        dots_to = w - text_width(page, size) - size * 0.5
        if dots_to > dots_from:  # a dotted leader from the name to its page number
            dot = text_width(". ", size)
            leader = ". " * int((dots_to - dots_from) / dot)
            shapes.append(Label(dots_to, y, leader.rstrip(), size, "end", color=GRAY))
        shapes.append(Label(w, y, page, size, "end"))
        y += size * 1.8
    if y - size * 1.8 > book.text_h:
        raise InputError(
            f"the contents of {len(entries) - 1} sections do not fit on one page: "
            "make fewer, bigger sections"
        )
    return Page(w, book.text_h, contents, tuple(shapes))


def _puzzle_pages(item: BookItem, style: Style) -> list[Page]:
    if isinstance(item.puzzle, WordSearch):
        return wordsearch_pages(item.puzzle, item.title, style)
    return fill_in_pages(item.puzzle, item.title, style)


def _key_page(item: BookItem, label: str, style: Style) -> Page:
    if isinstance(item.answer, WordSearch):
        return wordsearch_key(item.answer, label, style)
    return fill_in_key(item.answer, label, style)


def _lay_out(setup: BookSetup, items: Sequence[BookItem], margins: Margins) -> _Book:
    book = _Book(setup, margins)
    book.add(_title_page(book), 0, 0, folio=False)
    book.add(None, 0, 0)  # the title page's back stays blank
    puzzle_pages = [
        _puzzle_pages(item, replace(book.style, word_bank=item.word_bank)) for item in items
    ]
    # Contents on page 3; it lists sections, so one page holds it for any sensible book.
    contents_at = len(book.pages)
    book.add(None, 0, 0)
    sections: list[tuple[str, int]] = []
    starts: list[int] = []
    for item, pages in zip(items, puzzle_pages, strict=True):
        if len(pages) == 2:
            book.blank_until(0)  # a two-page puzzle opens on a left-hand page: both in view
        first = book.add_laid_out(pages[0])
        for page in pages[1:]:
            book.add_laid_out(page)
        starts.append(first)
        if not sections or sections[-1][0] != item.section:
            sections.append((item.section, first))
    book.blank_until(1)
    keys_at = len(book.pages) + 1
    _add_keys(book, items, starts)
    sections.append((book.style.text.answers, keys_at))
    contents = _contents_page(book, sections)
    left = book.margins.left(contents_at + 1)
    book.pages[contents_at] = Page(
        *book.trim,
        contents.title,
        tuple(_moved(s, left, book.margins.top) for s in contents.shapes),
    )
    book.numbered.add(contents_at + 1)
    return book


def _add_keys(book: _Book, items: Sequence[BookItem], starts: Sequence[int]) -> None:
    width_in = book.trim[0] / POINTS_PER_INCH
    columns, rows = KEYS_SMALL if width_in < SMALL_TRIM_WIDTH else KEYS_LARGE
    if book.setup.large:  # keys in large print too: half as many to a page
        columns, rows = (1, 1) if width_in < SMALL_TRIM_WIDTH else (1, 2)
    slot_w = (book.text_w - KEY_GAP * (columns - 1)) / columns
    slot_h = (book.text_h - KEY_GAP * (rows - 1)) / rows
    key_style = Style(
        book.setup.trim,
        book.setup.large,
        book.setup.grid,
        frame=(slot_w + 2 * MARGIN, slot_h + 2 * MARGIN),
        heading=KEY_HEADING,
        lang=book.setup.lang,
    )
    text = key_style.text
    per_page = columns * rows
    for first in range(0, len(items), per_page):
        shapes: list[Shape] = []
        for k, (item, start) in enumerate(
            zip(items[first : first + per_page], starts[first : first + per_page], strict=True)
        ):
            row, column = divmod(k, columns)
            label = text.on_page.format(title=item.title, page=start)
            key = _key_page(item, label, key_style)
            dx = column * (slot_w + KEY_GAP) - MARGIN
            dy = row * (slot_h + KEY_GAP) - MARGIN
            shapes += [_moved(s, dx, dy) for s in key.shapes]
        book.add(Page(book.text_w, book.text_h, text.answers, tuple(shapes), key=True), 0, 0)


def book_pages(setup: BookSetup, items: Sequence[BookItem]) -> list[Page]:
    """Every page of the book, title page first; raises InputError past KDP's page limit."""
    if not items:
        raise InputError("a book needs at least one puzzle")
    pages = 0
    margins = Margins.for_book(setup.trim, pages)
    for _ in range(GUTTER_STEPS):
        book = _lay_out(setup, items, margins)
        pages = len(book.pages)
        if pages > MAX_PAGES:
            raise InputError(
                f"the book would have {pages} pages; print books bind at most {MAX_PAGES}: "
                "split it into volumes"
            )
        wanted = Margins.for_book(setup.trim, pages)
        if wanted == margins:
            return book.finish()
        margins = wanted  # a wider gutter: lay out again (the count only grows with it)
    return _lay_out(setup, items, margins).finish()
