"""A constructor's filled grid made into a fill-in with exactly one solution."""

from __future__ import annotations

from wordgrid.generate.maker import FROM_FILL, from_fill
from wordgrid.model import Grid, Puzzle, Solution, WordBank
from wordgrid.solver import solve

ROWS = ("#MARK", "SEDAN", "WROTE", "AGREE", "NEED#")


def filled() -> Solution:
    puzzle = Puzzle(Grid(ROWS), WordBank.from_words([]))
    words = tuple("".join(ROWS[r][c] for r, c in slot.cells) for slot in puzzle.slots)
    return Solution(puzzle, words)


def test_the_fill_is_the_only_solution() -> None:
    g = from_fill(filled(), seed=3, timeout=30)
    assert g.style == FROM_FILL and g.solution.rows == ROWS
    assert sorted(g.puzzle.bank.listed) == sorted(filled().words)
    outcome = solve(g.puzzle, limit=2)
    assert outcome.exhausted and len(outcome.solutions) == 1
    assert outcome.solutions[0].rows == ROWS
    givens = g.puzzle.grid.givens()
    assert all(ROWS[r][c] == ch for (r, c), ch in givens.items())
    assert bool(givens) == any("given letter" in r for r in g.repairs)


def test_the_same_seed_makes_the_same_puzzle() -> None:
    assert from_fill(filled(), 5, 30).puzzle == from_fill(filled(), 5, 30).puzzle


def test_a_watcher_sees_each_grid_proved() -> None:
    seen: list[tuple[str, tuple[str, ...]]] = []
    g = from_fill(filled(), 3, 30, watch=lambda message, grid: seen.append((message, grid)))
    assert seen and all("one solution" in message for message, _ in seen)
    assert seen[0][1] == ROWS  # the fill being proved, letters and all
    assert g.solution.rows == ROWS
