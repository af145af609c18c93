"""Line handling shared by the text formats: reading files and turning rows into a Grid."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from wordgrid.errors import InputError
from wordgrid.formats._io import label, read_bytes
from wordgrid.model import BLOCK, OPEN, Grid, fold, is_letter, normalize_word

Line = tuple[int, str]  # (1-based line number, text without its newline)

# Every notation the seeds and corpora use for a cell: 0/1 (seed 004), #/_ (corpora),
# ./# (crossword grids), */- (seed 003's drawings).
BLOCK_CHARS = frozenset("#0*")
OPEN_CHARS = frozenset("1._-")
# No grid side, word count, clue number or row of a key reaches a billion. A longer number is
# a mistake, refused as such: int() would raise past 4,300 digits, and a huge size would
# only fail later and slower.
MAX_DIGITS = 9


def whole_number(text: str) -> int | None:
    """`text` as an int when it is decimal digits (after an optional minus), at most
    MAX_DIGITS of them; None otherwise."""
    digits = text.removeprefix("-")
    return int(text) if digits.isdecimal() and len(digits) <= MAX_DIGITS else None


def decode(data: bytes) -> str:
    """The text of a file's bytes; bytes that are not UTF-8 are an InputError naming the line."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise InputError("not UTF-8 text", line=line) from None


def read_text(path: str | Path) -> str:
    """The file's text; a missing, unreadable or non-UTF-8 file is an InputError."""
    try:
        return decode(read_bytes(path))
    except InputError as e:
        raise e.at(label(path)) from None


def numbered_lines(text: str) -> list[Line]:
    return [(n, line.rstrip("\r")) for n, line in enumerate(text.split("\n"), start=1)]


def strip_blank_edges(lines: Sequence[Line]) -> list[Line]:
    start, end = 0, len(lines)
    while start < end and not lines[start][1].strip():
        start += 1
    while end > start and not lines[end - 1][1].strip():
        end -= 1
    return list(lines[start:end])


def parse_cell(ch: str) -> str:
    """One grid character as the model's cell: BLOCK, OPEN or a folded given letter."""
    if ch in BLOCK_CHARS:
        return BLOCK
    if ch in OPEN_CHARS:
        return OPEN
    if is_letter(ch):
        return fold(ch)
    raise InputError(
        f"unknown grid character {ch!r} (use # or 0 for a block, . _ or 1 "
        "for an open cell, or a letter)"
    )


def parse_grid(lines: Sequence[Line]) -> Grid:
    """Rows of cell characters (spaces between cells are ignored) as a Grid."""
    if not lines:
        raise InputError("the grid is empty")
    rows: list[str] = []
    width = None
    for number, text in lines:
        cells = "".join(text.split())
        if not cells:
            raise InputError("blank line inside the grid", line=number)
        try:
            row = "".join(parse_cell(ch) for ch in cells)
        except InputError as e:
            raise e.at(None, number) from None
        if width is None:
            width = len(row)
        elif len(row) != width:
            raise InputError(
                f"row has {len(row)} cells but the first row has {width}: "
                "the grid is not consistent",
                line=number,
            )
        rows.append(row)
    return Grid(tuple(rows))


def folded_words(numbered: Iterable[tuple[int, str]]) -> list[str]:
    """Words with their line numbers, folded; a bad one is an InputError naming its line."""
    words = []
    for number, raw in numbered:
        try:
            words.append(normalize_word(raw))
        except InputError as e:
            raise e.at(None, number) from None
    return words


def split_words(lines: Sequence[Line]) -> list[tuple[int, str]]:
    """Whitespace-separated words with their line numbers."""
    return [(number, word) for number, text in lines for word in text.split()]
