"""The pages of each kind of puzzle, and books of them, from the pieces of page.py.

Fill-in pages look like puzzle books: the grid with shaded blocks and given letters, then the
word list grouped by length, each group sorted alphabetically. Crosswords print their clues
under Across and Down. Word-search pages show the letter grid and the sorted word list; their
keys highlight each word with a band. Coded crosswords and acrostics have pages of their own
(kinds.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from wordgrid.errors import InputError
from wordgrid.model import (
    ACROSS,
    OUTSIDE,
    Clue,
    Direction,
    Kind,
    Puzzle,
    Solution,
    WordSearch,
    alphabetical_key,
    written_answer,
)
from wordgrid.render import kinds
from wordgrid.render.page import (
    BAND_COLORS,
    BLACK,
    GRAY,
    LARGE_GAIN,
    MARGIN,
    MESSAGE_COLOR,
    SECRET_BAND,
    Band,
    Box,
    Entry,
    Label,
    Line,
    Page,
    Shape,
    Style,
    byline,
    cell_labels,
    cell_letter,
    crossword_letters,
    fill_in_words,
    fit_cell,
    frame_lines,
    grid_shapes,
    grouped_entries,
    list_height,
    list_pages,
    page_footer,
    page_heading,
    text_width,
    wrapped,
)
from wordgrid.render.strings import ENGLISH, PageText


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
            said = clue.text or _write_on(f"{clue.shown}  ", column, size)
            lines = wrapped(f"{clue.shown}  {said}", column, size, "     ")
            entries += [Entry(line, joined=k < len(lines) - 1) for k, line in enumerate(lines)]
    return entries


def _write_on(before: str, column: float, size: float) -> str:
    """A line to write a clue on, to the column's end: the clue was left for the user."""
    room = column - text_width(before, size)
    return "_" * max(8, int(room / max(text_width("_", size), 0.1)) - 1)


def fill_in_pages(doc: Puzzle | Solution, title: str, style: Style) -> list[Page]:
    """The puzzle page (or pages, when the list runs over) of a fill-in or a crossword."""
    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    if puzzle.kind in (Kind.CODED, Kind.ACROSTIC):
        return kinds.kind_pages(doc, title, style)
    width, height = style.size
    text = style.text
    drawn = kinds.printed_rows(puzzle)
    if puzzle.is_blank:  # a template: its numbered grid alone, to fill or to clue
        instructions, entries, heading, numbers = "", [], text.clues, cell_labels(puzzle)
    elif puzzle.is_crossword:
        instructions = kinds.instructions(puzzle, text)
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
    shapes, top = page_heading(style, title, byline(puzzle.meta), instructions)
    if style.worksheet and puzzle.clues:
        line, top = name_and_date(style, top)
        shapes += line
    shapes += page_footer(style, puzzle.meta)
    grid = puzzle.grid
    room = height - MARGIN - top
    list_h = list_height(entries, width - 2 * MARGIN, style.text_size)
    cell = fit_cell(style, grid.width, grid.height, room - list_h - style.text_size * 2)

    def cell_for(st: Style, list_h: float) -> float:
        return fit_cell(
            st, grid.width, grid.height, room - list_h - st.text_size * 2 * bool(list_h)
        )

    def centred_grid(size: float) -> list[Shape]:
        x = (width - size * grid.width) / 2
        letters = crossword_letters(puzzle, drawn, True)
        kriss_kross = style.kriss_kross(drawn)
        return grid_shapes(drawn, x, top, size, letters, numbers, kriss_kross, puzzle)

    if _list_apart(style, entries, cell_for):
        # Large print: the list would shrink the grid to normal print's size, so the grid
        # takes this page and the list the next (the facing page, in a book).
        shapes += centred_grid(cell_for(style, 0.0))
        return _grid_then_list(style, title, shapes, entries, heading)
    if cell < style.min_cell:  # the list would squeeze the grid: let the list run over
        cell = fit_cell(style, grid.width, grid.height, room * 0.62)
    shapes += centred_grid(cell)
    list_top = top + cell * grid.height + style.text_size * 1.5
    return list_pages(style, title, shapes, entries, list_top, heading)


CellFor = Callable[["Style", float], float]  # (style, list height) -> the grid's cell size


def _list_apart(style: Style, entries: Sequence[Entry], cell_for: CellFor) -> bool:
    """Large print only: whether the list must leave the grid's page, because beside it the
    grid's cells would not be LARGE_GAIN times normal print's (which undoes large print)."""
    if not style.large or not entries:
        return False
    normal = replace(style, large=False)
    width = style.size[0] - 2 * MARGIN
    normal_cell = cell_for(normal, list_height(entries, width, normal.text_size))
    beside = cell_for(style, list_height(entries, width, style.text_size))
    return beside < normal_cell * LARGE_GAIN and cell_for(style, 0.0) > beside


def _grid_then_list(
    style: Style, title: str, shapes: list[Shape], entries: list[Entry], heading: str
) -> list[Page]:
    """The grid's page as it is, then the list from the top of the next page."""
    width, height = style.size
    first = Page(width, height, title, tuple(shapes))
    head, top = page_heading(style, f"{title}: {heading.lower()}", "")
    return [first, *list_pages(style, title, head, entries, top, "")]


def fill_in_key(solution: Solution, title: str, style: Style) -> Page:
    """The answer page: the filled grid alone, as large as the page allows."""
    shapes, top = page_heading(style, style.text.answers_for.format(title=title), "")
    width, height = style.size
    grid = solution.puzzle.grid
    cell = fit_cell(style, grid.width, grid.height, height - MARGIN - top)
    x = (width - cell * grid.width) / 2
    puzzle = solution.puzzle
    letters = crossword_letters(puzzle, solution.rows, False)
    numbers = cell_labels(puzzle) if style.worksheet and puzzle.clues else None
    shapes += grid_shapes(
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
                shapes.append(cell_letter(x + c * cell, y + r * cell, cell, letter, color))
    height, width = len(ws.rows), len(ws.rows[0])
    if ws.shaped:
        return shapes + _outline(ws, x, y, cell, 1.2)
    return shapes + frame_lines(
        x - cell * 0.25, y - cell * 0.25, (width + 0.5) * cell, (height + 0.5) * cell, 1.2
    )


def wordsearch_pages(ws: WordSearch, title: str, style: Style) -> list[Page]:
    # The message's hint gets a line of its own: beside the directions it runs off the page.
    text = style.text
    message = text.message_left if ws.message else ""
    shapes, top = page_heading(style, title, byline(ws.meta), _directions_hint(ws, text), message)
    shapes += page_footer(style, ws.meta)
    entries = [Entry(w) for w in ws.word_list()]
    width, height = style.size
    h, w = len(ws.rows), len(ws.rows[0])
    room = height - MARGIN - top
    list_h = list_height(entries, width - 2 * MARGIN, style.text_size) if entries else 0

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
    return list_pages(
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
    shapes, top = page_heading(style, style.text.answers_for.format(title=title), "")
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
