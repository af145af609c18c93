"""A constructor's filled grid made into a fill-in with exactly one solution."""

from __future__ import annotations

from wordgrid.budget import Budget
from wordgrid.generate.maker import FROM_FILL, from_fill
from wordgrid.model import Grid, Puzzle, Solution, WordBank
from wordgrid.solver import solve

ROWS = ("#MARK", "SEDAN", "WROTE", "AGREE", "NEED#")
# A fill whose words alone already allow no other: it needs no given letters.
ALONE = ("BOAT", "A#NO", "DEER")


def filled(rows: tuple[str, ...] = ROWS) -> Solution:
    puzzle = Puzzle(Grid(rows), WordBank.from_words([]))
    words = tuple("".join(rows[r][c] for r, c in slot.cells) for slot in puzzle.slots)
    return Solution(puzzle, words)


def test_the_fill_is_the_only_solution() -> None:
    g = from_fill(filled(), seed=3, budget=Budget.seconds(30))
    assert g.style == FROM_FILL and g.solution.rows == ROWS
    assert sorted(g.puzzle.bank.listed) == sorted(filled().words)
    outcome = solve(g.puzzle, limit=2)
    assert outcome.exhausted and len(outcome.solutions) == 1
    assert outcome.solutions[0].rows == ROWS
    givens = g.puzzle.grid.givens()
    assert all(ROWS[r][c] == ch for (r, c), ch in givens.items())
    assert bool(givens) == any("given letter" in r for r in g.repairs)


def test_the_same_seed_makes_the_same_puzzle() -> None:
    assert from_fill(filled(), 5).puzzle == from_fill(filled(), 5).puzzle


def test_a_watcher_sees_each_grid_proved() -> None:
    seen: list[tuple[str, tuple[str, ...]]] = []
    g = from_fill(filled(), 3, watch=lambda message, grid: seen.append((message, grid)))
    assert seen and all("one solution" in message for message, _ in seen)
    assert seen[0][1] == ROWS  # the fill being proved, letters and all
    assert g.solution.rows == ROWS


def test_a_proof_that_ends_past_the_limit_still_counts() -> None:
    # The clock reads 0 while the proof is given its time, and jumps past the limit
    # once it is done: a puzzle proven unique is kept, not thrown away as a timeout.
    readings = iter([0.0, 0.0])
    g = from_fill(filled(ALONE), 3, Budget.seconds(30, clock=lambda: next(readings, 100.0)))
    assert g.solution.rows == ALONE and not g.puzzle.grid.givens()
