"""Puzzle file formats: detect one from the content, read it into a Puzzle, write it back.

| name         | layout                                                   | origin    |
|--------------|----------------------------------------------------------|-----------|
| `words-grid` | words one a line, an empty line, grid rows (0/1, #/., letters) | seed 004 |
| `numeric`    | `R C`, R rows of -1/0, K, K words                        | seed 003  |
| `grid`       | grid rows only; words come from `--words FILE`           | corpora   |
| `ipuz`       | ipuz JSON, fill or crossword kind (formats/ipuz.py)      | ipuz.org  |
| `json`       | wordgrid's own JSON (formats/json_io.py)                 | wordgrid  |
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from wordgrid.errors import InputError
from wordgrid.formats._text import (
    Line,
    is_stdin,
    label,
    numbered_lines,
    parse_grid,
    read_text,
    split_words,
    strip_blank_edges,
)
from wordgrid.formats.ipuz import looks_like_ipuz, parse_ipuz
from wordgrid.formats.json_io import parse_wordgrid_json
from wordgrid.formats.numeric import format_numeric, parse_numeric
from wordgrid.formats.words_grid import format_words_grid, parse_words_grid, split_blocks
from wordgrid.model import Puzzle, WordBank, normalize_word

__all__ = [
    "FORMATS",
    "detect_format",
    "format_numeric",
    "format_words_grid",
    "read_puzzle",
    "read_word_list",
]

FORMATS = ("words-grid", "numeric", "grid", "ipuz", "json")

_NUMERIC_HEADER = re.compile(r"^\s*\d+\s+\d+\s*$")
_INTEGER = re.compile(r"^-?\d+$")


def _numeric_header(body: list[Line]) -> bool:
    """`R C` followed by a row of C numbers: a header, even when a cell is wrong (`0 1`), so
    that the numeric reader names that cell and line. A grid row written with spaces (`1 1`,
    `11 11`) is not a header: the row after it does not hold C numbers."""
    header = body[0][1]
    if not _NUMERIC_HEADER.match(header):
        return False
    if len(body) < 2:
        return True
    cells = body[1][1].split()
    return set(cells) <= {"-1", "0"} or (
        len(cells) == int(header.split()[1]) and all(_INTEGER.match(c) for c in cells))


def detect_format(lines: list[Line]) -> str:
    """Which text format `lines` are in, from their shape alone."""
    body = strip_blank_edges(lines)
    if not body:
        raise InputError("the file is empty")
    if body[0][1].lstrip().startswith(("{", "ipuz(")):  # JSON: an ipuz object has a `kind`
        return "ipuz" if looks_like_ipuz("\n".join(text for _, text in body)) else "json"
    if _numeric_header(body):
        return "numeric"
    if split_blocks(body) is not None:
        return "words-grid"
    return "grid"


def read_word_list(path: str | Path) -> list[str]:
    """Words from a file, one a line or whitespace-separated, folded; empty is an error."""
    words = []
    for number, raw in split_words(numbered_lines(read_text(path))):
        try:
            words.append(normalize_word(raw))
        except InputError as e:
            raise e.at(label(path), number) from None
    if not words:
        raise InputError("the word list is empty", path=label(path))
    return words


Parser = Callable[..., Puzzle]
_PARSERS: dict[str, Parser] = {"words-grid": parse_words_grid, "numeric": parse_numeric,
                               "ipuz": parse_ipuz, "json": parse_wordgrid_json}


def read_puzzle(
    path: str | Path,
    *,
    words: str | Path | None = None,
    fmt: str | None = None,
    min_length: int = 2,
) -> Puzzle:
    """Read a puzzle file; `words` names a separate word file for grid-only puzzles."""
    if min_length < 1:
        raise InputError("the minimum slot length must be at least 1")
    if words is not None and is_stdin(words) and is_stdin(path):
        raise InputError("standard input (-) can hold the puzzle or its words, not both")
    lines = numbered_lines(read_text(path))
    where = label(path)
    name = Path(where).name
    try:
        kind = fmt or detect_format(lines)
        if kind not in FORMATS:
            raise InputError(f"unknown format {kind!r}; choose one of {', '.join(FORMATS)}")
        if kind == "grid":
            grid = parse_grid(strip_blank_edges(lines))
            if words is None:
                raise InputError("this file is a grid without words: name a word file with "
                                 "--words FILE")
            bank = WordBank.from_words(read_word_list(words))
            puzzle = Puzzle(grid, bank, min_length, name)
        else:
            if words is not None:
                raise InputError(f"this {kind} file has its own word list; drop --words")
            puzzle = _PARSERS[kind](lines, min_length=min_length, name=name)
    except InputError as e:
        raise e.at(where) from None
    if not puzzle.bank.listed:
        raise InputError("the word list is empty", path=where)
    if not puzzle.slots:
        raise InputError(f"the grid has no run of {min_length} or more open cells, so no word "
                         "can be placed", path=where)
    return puzzle
