"""Pages of the crosswords that print their own way (see model.Kind).

- a diagramless grid is printed empty: its size, no blocks and no numbers (the key shows
  them), with the clues;
- a coded crossword prints a number in every cell, its given letters, and a key of the
  numbers with a box for each letter, and never its answers;
- an acrostic prints its quote grid (each square numbered, with its clue's letter), then
  each clue with a numbered blank for each letter of its answer, the number of the quote
  square the letter goes to.
"""

from __future__ import annotations

from dataclasses import replace

from wordgrid.model import BLOCK, OPEN, Cell, Clue, Kind, Puzzle, Solution
from wordgrid.render.page import (
    BLACK,
    MARGIN,
    WHITE,
    Box,
    Label,
    Page,
    Shape,
    Style,
    byline,
    crossword_letters,
    fit_cell,
    grid_shapes,
    page_footer,
    page_heading,
    wrapped,
)
from wordgrid.render.strings import PageText

KEY_PER_ROW = 13  # a coded crossword's key: two rows of 13 for the alphabet
BLANK_MAX = 22.0  # an acrostic's answer blank: room for a letter, smaller than the grid's
COLUMNS = 2  # an acrostic's clues: two columns, as puzzle books set them


def printed_rows(puzzle: Puzzle) -> tuple[str, ...]:
    """The grid a puzzle page draws: a diagramless one without its blocks."""
    if puzzle.kind is not Kind.DIAGRAMLESS:
        return puzzle.grid.rows
    return tuple(OPEN * puzzle.grid.width for _ in puzzle.grid.rows)


def instructions(puzzle: Puzzle, text: PageText) -> str:
    """A crossword page's instructions, in the page's language."""
    if puzzle.kind is Kind.DIAGRAMLESS:
        return text.diagramless.format(width=puzzle.grid.width, height=puzzle.grid.height)
    return text.solve_clues


def kind_pages(doc: Puzzle | Solution, title: str, style: Style) -> list[Page]:
    """The puzzle pages of a coded crossword or an acrostic."""
    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    if puzzle.kind is Kind.CODED:
        return [_coded_page(puzzle, title, style)]
    return _acrostic_pages(puzzle, title, style)


# --- coded ------------------------------------------------------------------------------


def _cipher(puzzle: Puzzle) -> dict[str, str]:
    """Each number of a coded grid, and its letter when a cell of that number is given."""
    key: dict[str, str] = {}
    for cell, number in puzzle.labels.items():
        given = puzzle.grid[cell]
        key.setdefault(number, "")
        if given not in (BLOCK, OPEN):
            key[number] = puzzle.rebus.get(cell, given)
    return dict(sorted(key.items(), key=lambda item: (len(item[0]), item[0])))


def _coded_page(puzzle: Puzzle, title: str, style: Style) -> Page:
    width, height = style.size
    shapes, top = page_heading(style, title, byline(puzzle.meta), style.text.coded)
    shapes += page_footer(style, puzzle.meta)
    key = _cipher(puzzle)
    key_rows = -(-len(key) // KEY_PER_ROW)
    key_cell = min(style.max_cell, (width - 2 * MARGIN) / KEY_PER_ROW)
    room = height - MARGIN - top - key_rows * key_cell - style.text_size * 3
    grid = puzzle.grid
    cell = fit_cell(style, grid.width, grid.height, room)
    x = (width - cell * grid.width) / 2
    letters = crossword_letters(puzzle, grid.rows, True)
    labels = dict(puzzle.labels)
    shapes += grid_shapes(grid.rows, x, top, cell, letters, labels, False, puzzle)
    y = top + cell * grid.height + style.text_size * 2
    shapes.append(Label(MARGIN, y, style.text.code_key, style.text_size, bold=True))
    y += style.text_size * 0.6
    numbers = list(key)
    rows = [numbers[k : k + KEY_PER_ROW] for k in range(0, len(numbers), KEY_PER_ROW)]
    for r, row in enumerate(rows):
        x0 = (width - key_cell * len(row)) / 2
        cells = "".join(OPEN for _ in row)
        shown = [[key[n] or OPEN for n in row]]
        marks = {(0, c): n for c, n in enumerate(row)}
        shapes += grid_shapes((cells,), x0, y + r * key_cell, key_cell, shown, marks)
    return Page(width, height, title, tuple(shapes))


# --- acrostic ---------------------------------------------------------------------------


def _acrostic_pages(puzzle: Puzzle, title: str, style: Style) -> list[Page]:
    width, height = style.size
    shapes, top = page_heading(style, title, byline(puzzle.meta), style.text.acrostic)
    shapes += page_footer(style, puzzle.meta)
    grid = puzzle.grid
    cell = fit_cell(style, grid.width, grid.height, (height - MARGIN - top) * 0.45)
    x = (width - cell * grid.width) / 2
    letters = crossword_letters(puzzle, grid.rows, True)
    labels = {c: puzzle.label(c) for c in puzzle.quote_numbers}
    shapes += grid_shapes(grid.rows, x, top, cell, letters, labels, False, puzzle)
    y = top + cell * grid.height + style.text_size * 2
    pages: list[Page] = []
    column_width = (width - 2 * MARGIN - style.text_size * 2) / COLUMNS
    blocks = [_clue_block(puzzle, clue, column_width, style) for clue in puzzle.clues]
    column, col_y = 0, y
    for block_height, block in blocks:
        if col_y + block_height > height - MARGIN:
            column += 1
            col_y = y
            if column == COLUMNS:
                pages.append(Page(width, height, title, tuple(shapes)))
                shapes, y = page_heading(style, style.text.continued.format(title=title), "")
                column, col_y = 0, y
        x0 = MARGIN + column * (column_width + style.text_size * 2)
        shapes += [_moved(shape, x0, col_y) for shape in block]
        col_y += block_height
    pages.append(Page(width, height, title, tuple(shapes)))
    return pages


def _clue_block(
    puzzle: Puzzle, clue: Clue, width: float, style: Style
) -> tuple[float, list[Shape]]:
    """A clue's text and its numbered answer blanks, at (0, 0): its height and shapes."""
    size = style.text_size
    shapes: list[Shape] = []
    y = 0.0
    for line in wrapped(f"{clue.shown}. {clue.text}", width, size, "     "):
        y += size * 1.3
        shapes.append(Label(0, y, line, size))
    cells = puzzle.clue_cells(clue)
    blank = min(BLANK_MAX * style.scale, width / max(1, len(cells)))
    y += size * 0.5
    for i, cell in enumerate(cells):
        shapes += _blank(i * blank, y, blank, cell, puzzle)
    return y + blank + size, shapes


def _blank(x: float, y: float, size: float, cell: Cell, puzzle: Puzzle) -> list[Shape]:
    number = str(puzzle.quote_numbers.get(cell, ""))
    small = size * 0.3
    return [
        Box(x, y, size, size, WHITE, BLACK, 0.6, cell=True),
        Label(x + size * 0.08, y + small * 1.05, number, small * min(1.0, 2.5 / len(number))),
    ]


def _moved(shape: Shape, dx: float, dy: float) -> Shape:
    if isinstance(shape, Box | Label):
        return replace(shape, x=shape.x + dx, y=shape.y + dy)
    return shape
