"""Uniqueness: prove a puzzle has exactly one solution, and the last-resort repair.

The proof is the engine's own count: `solve(puzzle, limit=2)` explores until it has two
solutions or has exhausted the search space. Only an exhausted search with one solution is a
proof; a timeout proves nothing, so such a puzzle is treated as not unique.

The gentler repairs (swapping a word, laying the words out again, refilling a pattern) belong
to the styles that know how; this module holds what they share: finding the ambiguous slots,
and adding given letters until the proof succeeds.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from wordgrid.deadline import NEVER, Deadline
from wordgrid.model import OPEN, Cell, Grid, Puzzle, SlotId
from wordgrid.solver import Outcome, solve

# A uniqueness proof that takes longer than this is abandoned and the puzzle counts as not
# proven; sparse and dense puzzles of the sizes made here prove in milliseconds.
PROOF_TIMEOUT = 20.0


def prove(puzzle: Puzzle, timeout: float = PROOF_TIMEOUT) -> Outcome:
    """The engine's count up to 2 solutions: enough to prove or refute uniqueness."""
    return solve(puzzle, limit=2, timeout=timeout)


def is_unique(outcome: Outcome) -> bool:
    return outcome.exhausted and len(outcome.solutions) == 1


def ambiguous_slots(outcome: Outcome, intended: Sequence[str]) -> list[SlotId]:
    """Slots where some solution found puts a different word than the intended one."""
    return sorted(
        {
            s
            for sol in outcome.solutions
            for s, (got, want) in enumerate(zip(sol.words, intended, strict=True))
            if got != want
        }
    )


@dataclass(frozen=True)
class Given:
    """A letter shown in the grid to rule out other solutions; `cell` is 0-based."""

    cell: Cell
    letter: str

    def describe(self) -> str:
        return f"{self.letter} at R{self.cell[0] + 1}C{self.cell[1] + 1}"


def with_given(grid: Grid, given: Given) -> Grid:
    r, c = given.cell
    row = grid.rows[r]
    return Grid((*grid.rows[:r], row[:c] + given.letter + row[c + 1 :], *grid.rows[r + 1 :]))


def pick_given(
    puzzle: Puzzle, outcome: Outcome, intended: Sequence[str], rng: random.Random
) -> Given | None:
    """A cell where another solution disagrees with the intended one: show its letter there.

    `most_telling_cell`: a crossing cell is preferred, since its letter narrows two slots.
    """
    crossing_count: dict[Cell, int] = {}
    for slot in puzzle.slots:
        for cell in slot.cells:
            crossing_count[cell] = crossing_count.get(cell, 0) + 1
    options: list[tuple[int, float, Cell, str]] = []
    for sol in outcome.solutions:
        for slot, got, want in zip(puzzle.slots, sol.words, intended, strict=True):
            for cell, g, w in zip(slot.cells, got, want, strict=True):
                if g != w and puzzle.grid[cell] == OPEN:
                    options.append((-crossing_count[cell], rng.random(), cell, w))
    if not options:
        return None
    _, _, cell, letter = min(options)
    return Given(cell, letter)


def add_givens(
    puzzle: Puzzle,
    outcome: Outcome,
    intended: Sequence[str],
    rng: random.Random,
    deadline: Deadline = NEVER,
) -> tuple[Puzzle, Outcome, list[Given]]:
    """Show letters of the intended solution one at a time until the proof succeeds.

    It always ends: with every letter shown, only the intended fill is left. Returns the new
    puzzle, its last proof (check `is_unique`: a timeout can still stop it) and the letters.
    """
    givens: list[Given] = []
    while not is_unique(outcome) and not deadline.expired():
        given = pick_given(puzzle, outcome, intended, rng)
        if given is None:
            break  # only a timeout gets here: nothing distinguishes, the proof ran out
        givens.append(given)
        puzzle = Puzzle(with_given(puzzle.grid, given), puzzle.bank, puzzle.min_length, puzzle.name)
        outcome = prove(puzzle, deadline.cap(PROOF_TIMEOUT))
    return puzzle, outcome, givens
