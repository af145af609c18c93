"""Solving a word search: every reading of every word, in all 8 directions.

This is the independent checker of the generator, so it shares none of its machinery: it reads
each line of the grid as a string and lets `str.find` look for each word.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from wordgrid.errors import InputError
from wordgrid.formats._text import numbered_lines, read_text
from wordgrid.model import Direction, Placement, WordSearch, fold, is_letter, normalize_word


@dataclass(frozen=True, slots=True)
class Found:
    """Every reading of one word; a palindrome reads twice on the same cells."""

    word: str
    placements: tuple[Placement, ...]

    @property
    def count(self) -> int:
        return len(self.placements)


@dataclass(frozen=True)
class FindResult:
    """What a search of one grid found, word by word in the order asked."""

    found: tuple[Found, ...]

    @property
    def missing(self) -> tuple[str, ...]:
        return tuple(f.word for f in self.found if f.count == 0)

    @property
    def repeated(self) -> tuple[str, ...]:
        return tuple(f.word for f in self.found if f.count > 1)

    @property
    def ok(self) -> bool:
        """True when every word is found exactly once."""
        return all(f.count == 1 for f in self.found)


def _lines(rows: Sequence[str], direction: Direction) -> tuple[str, list[tuple[int, int]]]:
    """All lines of the grid reading in `direction`, joined by newlines, and where each
    character of that text sits; a newline's place is (-1, -1)."""
    height, width = len(rows), len(rows[0])
    dr, dc = direction.value
    text: list[str] = []
    where: list[tuple[int, int]] = []
    for r in range(height):
        for c in range(width):
            if 0 <= r - dr < height and 0 <= c - dc < width:
                continue  # a line starts only where the step backwards leaves the grid
            rr, cc = r, c
            while 0 <= rr < height and 0 <= cc < width:
                text.append(rows[rr][cc])
                where.append((rr, cc))
                rr, cc = rr + dr, cc + dc
            text.append("\n")
            where.append((-1, -1))
    return "".join(text), where


def find_words(rows: Sequence[str], words: Iterable[str]) -> FindResult:
    """Every reading of each word in the grid `rows`; words are folded, repeats dropped."""
    grid = [fold(row) for row in rows]
    if not grid or not grid[0]:
        raise InputError("the grid is empty")
    if len({len(row) for row in grid}) > 1:
        raise InputError("the grid's rows have different lengths")
    asked = list(dict.fromkeys(normalize_word(w) for w in words))
    if not asked:
        raise InputError("no words to find")
    lines = {d: _lines(grid, d) for d in Direction}
    found = []
    for word in asked:
        hits = []
        for direction, (text, where) in lines.items():
            at = text.find(word)
            while at >= 0:
                r, c = where[at]
                hits.append(Placement(word, r, c, direction))
                at = text.find(word, at + 1)  # +1, not +len: readings may overlap (AAA in AAAA)
        order = list(Direction)
        hits.sort(key=lambda p: (p.row, p.col, order.index(p.direction)))
        found.append(Found(word, tuple(hits)))
    return FindResult(tuple(found))


def check_word_search(puzzle: WordSearch) -> list[str]:
    """What is wrong with a generated word search, one phrase per problem; empty if nothing.

    Each placement must read back its word, and each word must be found exactly once.
    """
    problems = []
    rows = puzzle.rows
    if not rows or len({len(row) for row in rows}) != 1:
        return ["the rows are missing or have different lengths"]
    height, width = len(rows), len(rows[0])
    for p in puzzle.placements:
        cells = [(p.row + i * p.direction.dr, p.col + i * p.direction.dc)
                 for i in range(len(p.word))]
        if not all(0 <= r < height and 0 <= c < width for r, c in cells):
            problems.append(f"{p.word} runs off the grid")
        elif "".join(rows[r][c] for r, c in cells) != p.word:
            problems.append(f"{p.word} does not read back from R{p.user_row}C{p.user_col} "
                            f"{p.direction.name}")
    result = find_words(rows, [p.word for p in puzzle.placements])
    for f in result.found:
        if f.count != 1:
            problems.append(f"{f.word} is found {f.count} times")
    return problems


def read_word_search(path: str | Path) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The grid rows and any word list of a word search file, as `wordsearch` writes them.

    A text file holds the grid (spaces between letters are ignored), then after a blank line
    the words, whitespace-separated; anything after the next blank line is ignored. A JSON
    file is the object `wordsearch --json` prints, an ipuz word search, or a wordgrid JSON
    word-search document.
    """
    text = read_text(path)
    try:
        if text.lstrip().startswith("{"):
            return _read_json(text)
        return _read_text(text)
    except InputError as e:
        raise e.at(path) from None


def _read_document(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """An ipuz word search or a wordgrid JSON document: its rows and its words only.

    The placements the file states are dropped: the finder looks for every word itself.
    """
    from wordgrid.formats import ipuz, json_io
    from wordgrid.model import WordSearch

    doc = ipuz.loads(text) if ipuz.looks_like_ipuz(text) else json_io.loads(text)
    if not isinstance(doc, WordSearch):
        raise InputError("this file holds a fill-in puzzle, not a word search")
    return doc.rows, tuple(p.word for p in doc.placements)


def _read_json(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise InputError(f"not valid JSON: {e.msg}", line=e.lineno) from None
    if isinstance(data, dict) and ("kind" in data or "wordgrid" in data):
        return _read_document(text)
    grid = data.get("grid") if isinstance(data, dict) else None
    if not isinstance(grid, list) or not all(isinstance(row, str) for row in grid):
        raise InputError('the JSON object needs a "grid": a list of row strings')
    words = []
    for entry in data.get("words", []):
        word = entry.get("word") if isinstance(entry, dict) else entry
        if not isinstance(word, str):
            raise InputError('each of "words" must be a string or an object with a "word"')
        words.append(word)
    rows = tuple(_grid_row("".join(row.split()), None) for row in grid)
    _check_rows(rows, [None] * len(rows))
    return rows, tuple(words)


def _read_text(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    blocks: list[list[tuple[int, str]]] = [[]]
    for number, line in numbered_lines(text):
        if line.strip():
            blocks[-1].append((number, line))
        elif blocks[-1]:
            blocks.append([])
    if not blocks[0]:
        raise InputError("the file has no grid")
    rows = tuple(_grid_row("".join(line.split()), number) for number, line in blocks[0])
    _check_rows(rows, [number for number, _ in blocks[0]])
    words = tuple(w for _, line in (blocks[1] if len(blocks) > 1 else []) for w in line.split())
    return rows, words


def _grid_row(row: str, number: int | None) -> str:
    folded = fold(row)
    bad = [ch for ch in folded if not is_letter(ch)]
    if bad:
        raise InputError(f"the grid has a non-letter {bad[0]!r}", line=number)
    return folded


def _check_rows(rows: Sequence[str], numbers: Sequence[int | None]) -> None:
    if not rows or not rows[0]:
        raise InputError("the grid is empty")
    for row, number in zip(rows, numbers, strict=True):
        if len(row) != len(rows[0]):
            raise InputError(f"this row has {len(row)} letters but the first has "
                             f"{len(rows[0])}", line=number)
