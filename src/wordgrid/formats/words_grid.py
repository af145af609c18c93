"""Seed 004's format: one word a line, an empty line, then the grid rows."""

from __future__ import annotations

from wordgrid.errors import InputError
from wordgrid.formats._crossword import stored_words
from wordgrid.formats._text import Line, folded_words, parse_grid, strip_blank_edges
from wordgrid.model import BLOCK, OPEN, Puzzle, Solution, WordBank


def split_blocks(lines: list[Line]) -> tuple[list[Line], list[Line]] | None:
    """The words block and the grid block, or None when no blank line separates two blocks."""
    body = strip_blank_edges(lines)
    for k, (_, text) in enumerate(body):
        if not text.strip():
            return body[:k], strip_blank_edges(body[k + 1 :])
    return None


def parse_words_grid(lines: list[Line], *, min_length: int = 2, name: str = "") -> Puzzle:
    blocks = split_blocks(lines)
    if blocks is None:
        raise InputError("expected the words, an empty line, then the grid")
    word_lines, grid_lines = blocks
    words = folded_words(word_lines)
    return Puzzle(parse_grid(grid_lines), WordBank.from_words(words), min_length, name)


def format_words_grid(doc: Puzzle | Solution) -> str:
    """The puzzle in seed 004's layout: 0 block, 1 open, given letters as themselves.

    A solution is its word list and its filled grid: a puzzle whose letters are all given.
    """
    cell = {BLOCK: "0", OPEN: "1"}
    grid = doc.rows if isinstance(doc, Solution) else doc.grid.rows
    rows = ["".join(cell.get(ch, ch) for ch in row) for row in grid]
    return "\n".join([*stored_words(doc), "", *rows]) + "\n"
