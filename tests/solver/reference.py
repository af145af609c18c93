"""The engine's full count of a puzzle, held against the brute force (tests/bruteforce.py)."""

from __future__ import annotations

from tests.bruteforce import brute_force
from wordgrid.model import Puzzle
from wordgrid.solver import Outcome, Status, solve


def assert_finds_every_solution(puzzle: Puzzle) -> tuple[set[tuple[str, ...]], Outcome]:
    """Count every solution and compare with brute force; returns both answers."""
    expected = brute_force(puzzle)
    outcome = solve(puzzle, limit=10**6)
    assert outcome.exhausted
    assert (outcome.status is Status.SOLVED) == bool(expected)
    assert {s.rows for s in outcome.solutions} == expected
    assert len(outcome.solutions) == len(expected)  # and no solution twice
    return expected, outcome
