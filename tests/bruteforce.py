"""An exhaustive reference solver for tests: no propagation, no heuristics, nothing shared.

It finds the slots itself (runs of open cells in the rows and columns of the grid), tries
every word of the right length in every slot, in order, and checks the crossing cells and the
word counts directly on a grid of characters. Solutions are compared as filled grids, which
do not depend on how anyone numbers the slots.
"""

from __future__ import annotations

from collections import Counter

from wordgrid.model import BLOCK, OPEN, Puzzle

Cell = tuple[int, int]


def runs(rows: tuple[str, ...], min_length: int) -> list[list[Cell]]:
    """Every maximal run of non-block cells, across and down, at least `min_length` long."""
    height, width = len(rows), len(rows[0]) if rows else 0
    lines = [[(r, c) for c in range(width)] for r in range(height)]
    lines += [[(r, c) for r in range(height)] for c in range(width)]
    found: list[list[Cell]] = []
    for line in lines:
        run: list[Cell] = []
        for r, c in [*line, (-1, -1)]:
            if r >= 0 and rows[r][c] != BLOCK:
                run.append((r, c))
                continue
            if len(run) >= min_length:
                found.append(run)
            run = []
    return found


def brute_force(puzzle: Puzzle, cap: int = 10_000) -> set[tuple[str, ...]]:
    """Every solution as its filled rows, up to `cap` of them."""
    rows = puzzle.grid.rows
    slots = runs(rows, puzzle.min_length)
    cells = {(r, c): ch for r, row in enumerate(rows) for c, ch in enumerate(row)}
    words = sorted(puzzle.bank.counts)
    left = Counter(puzzle.bank.counts)
    found: set[tuple[str, ...]] = set()

    def place(k: int) -> None:
        if len(found) >= cap:
            return
        if k == len(slots):
            found.add(
                tuple("".join(cells[(r, c)] for c in range(len(rows[r]))) for r in range(len(rows)))
            )
            return
        slot = slots[k]
        for word in words:
            if len(word) != len(slot) or left[word] == 0:
                continue
            if any(cells[c] not in (OPEN, ch) for c, ch in zip(slot, word, strict=True)):
                continue
            saved = [cells[c] for c in slot]
            for c, ch in zip(slot, word, strict=True):
                cells[c] = ch
            left[word] -= 1
            place(k + 1)
            left[word] += 1
            for c, ch in zip(slot, saved, strict=True):
                cells[c] = ch

    place(0)
    return found
