"""Seed 003's numeric format: `R C`, R rows of -1 (block) / 0 (open), K, then K words."""

from __future__ import annotations

from wordgrid.errors import InputError
from wordgrid.formats._text import (
    Line,
    folded_words,
    split_words,
    strip_blank_edges,
    whole_number,
)
from wordgrid.model import BLOCK, OPEN, Grid, Puzzle, WordBank

CELL = {"-1": BLOCK, "0": OPEN}


def _int(text: str, what: str, number: int) -> int:
    value = whole_number(text)
    if value is None:
        raise InputError(f"expected {what}, found {text!r}", line=number)
    if value < 0:
        raise InputError(f"{what} can't be negative", line=number)
    return value


def parse_numeric(lines: list[Line], *, min_length: int = 2, name: str = "") -> Puzzle:
    body = [(n, t) for n, t in strip_blank_edges(lines) if t.strip()]
    if not body:
        raise InputError("the file is empty")
    number, header = body[0]
    fields = header.split()
    if len(fields) != 2:
        raise InputError("the first line should be `ROWS COLUMNS`", line=number)
    height = _int(fields[0], "a number of rows", number)
    width = _int(fields[1], "a number of columns", number)
    if height == 0 or width == 0:
        raise InputError("the grid needs at least one row and one column", line=number)
    if len(body) < height + 2:
        last = body[-1][0]
        raise InputError(f"expected {height} grid rows and then the word count", line=last)
    rows = []
    for number, text in body[1 : height + 1]:
        cells = text.split()
        if len(cells) != width:
            raise InputError(
                f"row has {len(cells)} cells but the header says {width}: "
                "the grid is not consistent",
                line=number,
            )
        unknown = [c for c in cells if c not in CELL]
        if unknown:
            raise InputError(f"unknown cell {unknown[0]!r} (use -1 block, 0 open)", line=number)
        rows.append("".join(CELL[c] for c in cells))
    number, count_text = body[height + 1]
    count = _int(count_text.strip(), "the number of words", number)
    words = split_words(body[height + 2 :])
    if len(words) != count:
        where = words[-1][0] if words else number
        raise InputError(f"line {number} says {count} words but {len(words)} follow", line=where)
    if count == 0:
        raise InputError("the word list is empty", line=number)
    return Puzzle(Grid(tuple(rows)), WordBank.from_words(folded_words(words)), min_length, name)


def format_numeric(puzzle: Puzzle) -> str:
    grid = puzzle.grid
    if grid.has_givens():
        raise InputError("the numeric format can't hold given letters")
    lines = [f"{grid.height} {grid.width}"]
    lines += [" ".join("-1" if ch == BLOCK else "0" for ch in row) for row in grid.rows]
    lines.append(str(len(puzzle.bank.listed)))
    # As folded: lower-casing would not come back the same (Turkish İ has no one-letter
    # lower case).
    lines += list(puzzle.bank.listed)
    return "\n".join(lines) + "\n"
