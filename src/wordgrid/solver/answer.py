"""One checked answer, for commands that need a filled grid rather than a search report."""

from __future__ import annotations

from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.errors import NoSolution, TimedOut
from wordgrid.model import Puzzle, Solution
from wordgrid.solver.search import solve
from wordgrid.verify import check


def first_solution(puzzle: Puzzle, budget: Budget = NO_LIMIT) -> Solution:
    """The first solution of `puzzle`, checked; NoSolution (exit 1) or TimedOut (exit 3)."""
    outcome = solve(puzzle, limit=1, budget=budget)
    if outcome.solution is not None:
        return check(outcome.solution)
    what = puzzle.meta.title or puzzle.name or "the puzzle"
    if outcome.timed_out:
        raise TimedOut(f"{what}: no solution within the time limit")
    raise NoSolution(f"{what}: no solution, so there is no filled grid")
