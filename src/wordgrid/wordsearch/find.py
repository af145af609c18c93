"""Solving a word search: every reading of every word, in all 8 directions.

This is the independent checker of the generator, so it shares none of its machinery: it reads
each line of the grid as a string and lets `str.find` look for each word.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from wordgrid.errors import InputError
from wordgrid.model import (
    OUTSIDE,
    Direction,
    Placement,
    WordSearch,
    fold,
    is_letter,
    normalize_word,
)


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


def leftover(rows: Sequence[str], result: FindResult) -> str:
    """The letters of the cells no found word uses, read row by row: a hidden message.

    Cells outside a shaped grid (anything but a letter) are skipped.
    """
    used = {cell for f in result.found for p in f.placements for cell in p.cells()}
    return "".join(
        ch
        for r, row in enumerate(rows)
        for c, ch in enumerate(row)
        if is_letter(ch) and (r, c) not in used
    )


def check_word_search(puzzle: WordSearch) -> list[str]:
    """What is wrong with a generated word search, one phrase per problem; empty if nothing.

    Each placement (secret words too) must read back its word inside the shape, each word
    must be found exactly once, and the cells left over must spell the message.
    """
    problems = []
    rows = puzzle.rows
    if not rows or len({len(row) for row in rows}) != 1:
        return ["the rows are missing or have different lengths"]
    height, width = len(rows), len(rows[0])
    hidden = (*puzzle.placements, *puzzle.secrets)
    for p in hidden:
        cells = p.cells()
        if not all(0 <= r < height and 0 <= c < width for r, c in cells):
            problems.append(f"{p.word} runs off the grid")
        elif "".join(rows[r][c] for r, c in cells) != p.word:
            problems.append(
                f"{p.word} does not read back from R{p.user_row}C{p.user_col} {p.direction.name}"
            )
    odd = {ch for row in rows for ch in row if ch != OUTSIDE and not is_letter(ch)}
    if odd:
        problems.append(f"the grid holds {sorted(odd)[0]!r}, neither a letter nor outside")
    result = find_words(rows, [p.word for p in hidden])
    for f in result.found:
        if f.count != 1:
            problems.append(f"{f.word} is found {f.count} times")
    if puzzle.message and leftover(rows, result) != puzzle.message_letters:
        problems.append(
            f"the cells left over spell {leftover(rows, result)!r}, not the message "
            f"{puzzle.message_letters!r}"
        )
    return problems
