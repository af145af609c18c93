"""The seeds' own algorithm, written faithfully as the slow yardstick (seeds 000 and 003).

Chronological backtracking: slots in reading order (by start cell, row by row; across before
down at the same cell), each tried with the unused word-list entries of its length in list
order, a word placed only when it agrees with the letters already on the board. No
propagation, no look-ahead, no variable ordering: a dead end is found only when the search
reaches the slot that cannot be filled.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from wordgrid.model import ACROSS, Puzzle, Solution

# Nodes between two looks at the clock.
CLOCK_EVERY = 1024


@dataclass
class BaselineResult:
    """`status` is "solved", "unsolvable" or "timeout"; nodes are words placed."""

    status: str
    solution: Solution | None
    nodes: int
    seconds: float


class _Timeout(Exception):
    pass


def reading_order(puzzle: Puzzle) -> list[int]:
    """Slot ids by start cell, row-major; across first when two slots start in one cell."""
    return sorted(
        range(len(puzzle.slots)),
        key=lambda s: (*puzzle.slots[s].start, puzzle.slots[s].direction is not ACROSS),
    )


def solve_baseline(puzzle: Puzzle, timeout: float = 10.0) -> BaselineResult:
    """Find the first solution by chronological backtracking, or give up after `timeout`."""
    start = time.perf_counter()
    deadline = start + timeout
    order = reading_order(puzzle)
    slots = puzzle.slots
    entries = puzzle.bank.listed  # list order, duplicates kept: each entry is used once
    used = [False] * len(entries)
    board: dict[tuple[int, int], str] = {cell: ch for cell, ch in puzzle.grid.givens().items()}
    by_length: dict[int, list[int]] = {}
    for k, word in enumerate(entries):
        by_length.setdefault(len(word), []).append(k)
    chosen: list[int] = [-1] * len(slots)
    nodes = 0

    def place(depth: int) -> bool:
        nonlocal nodes
        if depth == len(order):
            return True
        slot = slots[order[depth]]
        for k in by_length.get(slot.length, ()):
            if used[k]:
                continue
            word = entries[k]
            if any(board.get(cell, ch) != ch for cell, ch in zip(slot.cells, word, strict=True)):
                continue  # seed 000's Place Word: a letter on the board disagrees
            nodes += 1
            if nodes % CLOCK_EVERY == 0 and time.perf_counter() > deadline:
                raise _Timeout
            new_cells = [cell for cell in slot.cells if cell not in board]
            for cell, ch in zip(slot.cells, word, strict=True):
                board.setdefault(cell, ch)
            used[k] = True
            chosen[slot.id] = k
            if place(depth + 1):
                return True
            used[k] = False
            for cell in new_cells:
                del board[cell]
        return False

    try:
        found = place(0)
    except _Timeout:
        return BaselineResult("timeout", None, nodes, time.perf_counter() - start)
    seconds = time.perf_counter() - start
    if not found:
        return BaselineResult("unsolvable", None, nodes, seconds)
    words = tuple(entries[k] for k in chosen)
    return BaselineResult("solved", Solution(puzzle, words), nodes, seconds)
