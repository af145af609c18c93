"""The independent checker: re-reads a filled grid from scratch and lists what is wrong.

It shares nothing with the solver but the Puzzle it was given: it finds the runs of letters
in the filled rows itself and counts words itself.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from collections.abc import Set as AbstractSet

from wordgrid.errors import EXIT_INTERNAL, WordgridError
from wordgrid.model import ACROSS, BLOCK, DOWN, OPEN, Bar, Cell, Direction, Kind, Puzzle, Solution


class VerificationError(WordgridError):
    """An answer failed the independent check; it is never printed as a solution."""

    exit_code = EXIT_INTERNAL


def runs(rows: Sequence[str], min_length: int, bars: AbstractSet[Bar] = frozenset()) -> list[str]:
    """The runs of at least `min_length` cells between blocks and bars, across then down."""
    height, width = len(rows), len(rows[0]) if rows else 0
    lines = [_walled(rows[r], [(r, c) for c in range(width)], ACROSS, bars) for r in range(height)]
    lines += [
        _walled(
            "".join(rows[r][c] for r in range(height)), [(r, c) for r in range(height)], DOWN, bars
        )
        for c in range(width)
    ]
    return [run for line in lines for run in line.split(BLOCK) if len(run) >= min_length]


def _walled(line: str, cells: Sequence[Cell], direction: Direction, bars: AbstractSet[Bar]) -> str:
    """`line` with a block put after each cell a bar closes, so splitting at blocks ends the
    runs there too."""
    if not bars:
        return line
    return "".join(
        ch + (BLOCK if (cell, direction) in bars else "")
        for ch, cell in zip(line, cells, strict=True)
    )


def problems(puzzle: Puzzle, rows: Sequence[str]) -> list[str]:
    """Everything wrong with `rows` as a filled grid of `puzzle`; empty when it is correct."""
    grid = puzzle.grid
    found: list[str] = []
    if len(rows) != grid.height or any(len(r) != grid.width for r in rows):
        return ["the filled grid has a different shape from the puzzle"]
    for r, (given_row, row) in enumerate(zip(grid.rows, rows, strict=True)):
        for c, (want, got) in enumerate(zip(given_row, row, strict=True)):
            if (want == BLOCK) != (got == BLOCK):
                found.append(f"R{r + 1}C{c + 1}: a block was moved")
            elif want not in (BLOCK, OPEN) and got != want:
                found.append(f"R{r + 1}C{c + 1}: given letter {want} was changed to {got}")
    spaces = runs(rows, puzzle.min_length, grid.bars)
    for run in spaces:
        if OPEN in run:
            found.append(f"a slot is not filled: {run}")
    used = Counter(run for run in spaces if OPEN not in run)
    for word, n in sorted(used.items()):
        allowed = puzzle.bank.counts.get(word, 0)
        if allowed == 0:
            found.append(f"{word} is not in the word list")
        elif n > allowed:
            found.append(f"{word} is used {n} times but listed {allowed}")
    if puzzle.kind is Kind.CODED:
        found += cipher_problems(puzzle, rows)
    return found


def cipher_problems(puzzle: Puzzle, rows: Sequence[str]) -> list[str]:
    """A coded crossword's rule: every square of a number holds one letter, and no two
    numbers share one."""
    letter_of: dict[str, str] = {}
    number_of: dict[str, str] = {}
    found = []
    for (r, c), number in sorted(puzzle.labels.items()):
        ch = rows[r][c]
        if ch in (BLOCK, OPEN):
            continue
        if letter_of.setdefault(number, ch) != ch:
            found.append(f"R{r + 1}C{c + 1}: number {number} is {letter_of[number]} elsewhere")
        elif number_of.setdefault(ch, number) != number:
            found.append(f"R{r + 1}C{c + 1}: {ch} is number {number_of[ch]}'s letter")
    return found


def misplaced(solution: Solution) -> list[str]:
    """Placements that don't read back from the filled rows, stepping from their start."""
    rows = solution.rows
    found = []
    for p in solution.placements:
        r, c = p.row, p.col
        read = ""
        for _ in p.word:
            inside = 0 <= r < len(rows) and 0 <= c < len(rows[r])
            read += rows[r][c] if inside else "?"
            r, c = r + p.direction.dr, c + p.direction.dc
        if read != p.word:
            found.append(
                f"{p.word} at R{p.user_row}C{p.user_col} {p.direction.label} reads "
                f"{read} in the grid"
            )
    return found


def check(solution: Solution) -> Solution:
    """Return `solution` if the checker accepts it; raise VerificationError otherwise."""
    issues = problems(solution.puzzle, solution.rows) + misplaced(solution)
    if issues:
        raise VerificationError(
            "internal error: the solver's answer failed the check: " + "; ".join(issues)
        )
    return solution
