"""The engine against an exhaustive brute force on small random puzzles."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from tests.bruteforce import brute_force
from tests.solver.reference import assert_finds_every_solution
from tests.solver.strategies import puzzles
from wordgrid.model import Puzzle
from wordgrid.solver import solve
from wordgrid.verify import problems

SETTINGS = settings(
    max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)


@SETTINGS
@given(puzzles())
def test_every_answer_passes_the_checker(puzzle: Puzzle) -> None:
    outcome = solve(puzzle, limit=3)
    for solution in outcome.solutions:
        assert problems(puzzle, solution.rows) == []


@SETTINGS
@given(puzzles())
def test_solvable_and_solution_count_agree_with_brute_force(puzzle: Puzzle) -> None:
    assert_finds_every_solution(puzzle)


@SETTINGS
@given(puzzles())
def test_limit_two_decides_uniqueness(puzzle: Puzzle) -> None:
    expected = len(brute_force(puzzle, cap=2))
    outcome = solve(puzzle, limit=2)
    assert len(outcome.solutions) == expected
    assert outcome.exhausted == (expected < 2)
