"""Acrostics in Crossword Compiler's `.jpz`: its layout to the model's quote, and back.

Crossword Compiler lays an acrostic out in one grid: the quote on top, its letters numbered
1, 2, ... (each with its clue's letter in the top-right corner), and below it each clue's
answer, one row of squares a clue, every square numbered with the quote letter it shares.
The model keeps the quote alone as the grid, and each clue's `cells` are the quote's cells
its answer fills, in order (see Puzzle.kind), so a letter typed once is in both places.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from xml.etree.ElementTree import Element, SubElement

from wordgrid.errors import InputError
from wordgrid.model import BLOCK, OPEN, Cell, CellStyle, Clue, Puzzle

QUOTE_WORD = "1000"  # the quote's own word, as Crossword Compiler numbers it
QUOTE_CLUE = "[QUOTE]"


@dataclass(frozen=True)
class Quote:
    """Where the quote is in a jpz acrostic's grid, and each clue's cells in the quote."""

    height: int
    width: int
    clues: list[tuple[Cell, ...]]


def _empty(value: str) -> bool:
    return value == BLOCK


def quote_of(
    answers: Sequence[Sequence[str]],
    numbers: Mapping[Cell, str],
    clue_cells: Sequence[tuple[Cell, ...]],
) -> Quote:
    """The quote's part of the grid (the rows above the first answer square, without empty
    rows and columns at its edges) and each clue's cells moved onto the quote's squares of
    the same numbers."""
    first: dict[str, Cell] = {}
    lower: list[Cell] = []
    for cell in sorted(numbers):
        if numbers[cell] in first:
            lower.append(cell)  # the same number again: an answer square below the quote
        else:
            first[numbers[cell]] = cell
    height = min((r for r, _ in lower), default=len(answers))
    while height > 1 and all(_empty(v) for v in answers[height - 1]):
        height -= 1
    width = len(answers[0])
    while width > 1 and all(_empty(row[width - 1]) for row in answers[:height]):
        width -= 1

    def moved(cell: Cell) -> Cell:
        r, c = cell
        if r < height and c < width:
            return cell
        at = first.get(numbers.get(cell, ""))
        if at is None or at[0] >= height:
            raise InputError(
                f"the acrostic's answer square at R{r + 1}C{c + 1} has no number that a "
                "square of the quote has"
            )
        return at

    return Quote(height, width, [tuple(moved(cell) for cell in cells) for cells in clue_cells])


def _quote_cell(grid: Element, puzzle: Puzzle, cell: Cell, answer: str) -> None:
    r, c = cell
    element = SubElement(grid, "cell", x=str(c + 1), y=str(r + 1))
    ch = puzzle.grid[cell]
    if ch == BLOCK:
        void = puzzle.styles.get(cell, CellStyle()).void
        element.set("type", "void" if void else "block")
        return
    if ch != OPEN:  # given punctuation
        element.set("solution", answer)
        element.set("type", "clue")
        element.set("solve-state", answer)
        return
    if answer != OPEN:
        element.set("solution", answer)
    element.set("number", str(puzzle.quote_numbers[cell]))
    if cell in puzzle.quote_clue:
        element.set("top-right-number", puzzle.quote_clue[cell])


def write_acrostic(body: Element, puzzle: Puzzle, answers: Sequence[Sequence[str]]) -> None:
    """The grid, words and clue list of an acrostic, laid out as Crossword Compiler does."""
    height, width = puzzle.grid.height, puzzle.grid.width
    clues = list(puzzle.clues)
    total_width = max([width, *(1 + len(puzzle.clue_cells(c)) for c in clues)])
    total_height = height + 1 + len(clues)
    grid = SubElement(body, "grid", width=str(total_width), height=str(total_height))
    SubElement(grid, "grid-look", {"numbering-scheme": "normal"})
    for r in range(height):
        for c in range(width):
            _quote_cell(grid, puzzle, (r, c), answers[r][c])
    words: list[tuple[str, list[Cell]]] = []
    for k, clue in enumerate(clues):
        r = height + 1 + k
        label = SubElement(grid, "cell", x="1", y=str(r + 1), type="clue")
        label.set("solution", clue.shown)
        label.set("solve-state", clue.shown)
        placed = []
        for i, cell in enumerate(puzzle.clue_cells(clue)):
            square = SubElement(grid, "cell", x=str(i + 2), y=str(r + 1))
            if answers[cell[0]][cell[1]] != OPEN:
                square.set("solution", answers[cell[0]][cell[1]])
            square.set("number", str(puzzle.quote_numbers.get(cell, "")))
            placed.append((r, i + 1))
        words.append((str(k + 1), placed))
    _voids(grid, puzzle, total_width, total_height, clues)
    _words_and_clues(body, puzzle, clues, words)


def _voids(grid: Element, puzzle: Puzzle, width: int, height: int, clues: list[Clue]) -> None:
    """Void cells wherever the layout has nothing: beside the quote, the gap, each answer's
    row past its end."""
    for r in range(height):
        if r < puzzle.grid.height:
            taken = puzzle.grid.width
        elif r == puzzle.grid.height:
            taken = 0
        else:
            taken = 1 + len(puzzle.clue_cells(clues[r - puzzle.grid.height - 1]))
        for c in range(taken, width):
            SubElement(grid, "cell", x=str(c + 1), y=str(r + 1), type="void")


def _words_and_clues(
    body: Element, puzzle: Puzzle, clues: list[Clue], words: list[tuple[str, list[Cell]]]
) -> None:
    for word_id, cells in words:
        word = SubElement(body, "word", id=word_id)
        for r, c in cells:
            SubElement(word, "cells", x=str(c + 1), y=str(r + 1))
    quote = SubElement(body, "word", id=QUOTE_WORD)
    for r, c in sorted(puzzle.quote_numbers, key=puzzle.quote_numbers.__getitem__):
        SubElement(quote, "cells", x=str(c + 1), y=str(r + 1))
    element = SubElement(body, "clues", ordering="normal")
    title = clues[0].group_name if clues else "Clues"
    SubElement(SubElement(element, "title"), "b").text = title
    for (word_id, _), clue in zip(words, clues, strict=True):
        SubElement(element, "clue", word=word_id, number=clue.shown).text = clue.text
    SubElement(element, "clue", word=QUOTE_WORD, number="").text = QUOTE_CLUE
