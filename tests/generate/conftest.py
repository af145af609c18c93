"""Helpers shared by the generator tests: the checks every generated puzzle must pass."""

from __future__ import annotations

from pathlib import Path

from tests.bruteforce import brute_force
from wordgrid.formats import read_puzzle
from wordgrid.generate import Generated
from wordgrid.generate.output import puzzle_text
from wordgrid.model import BLOCK, find_slots
from wordgrid.solver import solve
from wordgrid.verify import check

# The brute-force reference solver is exponential: use it only on puzzles this small.
BRUTE_FORCE_MAX_SLOTS = 12


def assert_sound(g: Generated, folder: Path, fmt: str = "words-grid") -> None:
    """Re-read, solve, check, and count: exactly one solution, the generator's own."""
    path = folder / f"p.{fmt}"
    path.write_text(puzzle_text(g, fmt), encoding="utf-8")
    puzzle = read_puzzle(path)
    assert puzzle.grid == g.puzzle.grid
    assert sorted(puzzle.bank.listed) == sorted(g.puzzle.bank.listed)
    outcome = solve(puzzle, limit=10**6)
    assert outcome.exhausted
    assert len(outcome.solutions) == 1
    check(outcome.solutions[0])
    assert outcome.solutions[0].rows == g.solution.rows
    if len(puzzle.slots) <= BRUTE_FORCE_MAX_SLOTS:
        assert len(brute_force(puzzle, cap=3)) == 1


def assert_runs_are_words(g: Generated) -> None:
    """Every maximal run of 2+ cells in the solved grid is one of the listed words."""
    rows = g.solution.rows
    runs = [r for line in rows for r in line.split(BLOCK) if len(r) >= 2]
    runs += [
        r
        for c in range(len(rows[0]))
        for r in "".join(row[c] for row in rows).split(BLOCK)
        if len(r) >= 2
    ]
    assert sorted(runs) == sorted(g.puzzle.bank.listed)
    assert len(find_slots(g.puzzle.grid, 2)) == len(g.puzzle.bank.listed)
