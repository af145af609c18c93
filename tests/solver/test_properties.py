"""Hypothesis: the engine agrees with a brute-force enumerator on small random grids.

The enumerator (tests/bruteforce.py) shares nothing with the engine: it tries every word in
every slot, in reading order, on a grid of characters, and counts word uses itself.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.bruteforce import brute_force
from wordgrid.model import BLOCK, OPEN, Grid, Puzzle, WordBank
from wordgrid.solver import Status, search, solve
from wordgrid.verify import check

LETTERS = "ABC"  # few letters: crossings agree often enough for both answers to show up


@st.composite
def grids(draw: st.DrawFn) -> Grid:
    height = draw(st.integers(1, 4))
    width = draw(st.integers(2, 4))
    rows = []
    for _ in range(height):
        row = ""
        for _ in range(width):
            kind = draw(st.integers(0, 9))
            row += BLOCK if kind == 0 else (draw(st.sampled_from(LETTERS)) if kind == 1 else OPEN)
        rows.append(row)
    return Grid(tuple(rows))


@st.composite
def puzzles(draw: st.DrawFn, repeats: bool) -> Puzzle:
    grid = draw(grids())
    words = draw(st.lists(st.text(LETTERS, min_size=2, max_size=4), min_size=1, max_size=14))
    if repeats:  # fill-in multiset mode: a word listed twice may be used twice
        words += draw(st.lists(st.sampled_from(words), max_size=3))
        return Puzzle(grid, WordBank.from_words(words))
    unique = sorted(set(words))
    scores = {w: float(draw(st.integers(0, 3))) for w in unique}  # autofill: scored, once each
    return Puzzle(grid, WordBank.from_words(unique, scores))


SETTINGS = settings(
    max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)


def agree(puzzle: Puzzle, seed: int | None) -> None:
    fills = brute_force(puzzle)
    out = solve(puzzle, seed=seed)
    if fills:
        assert out.status is Status.SOLVED
        assert out.solution is not None
        check(out.solution)
        assert out.solution.rows in fills
    else:
        assert out.status is Status.UNSOLVABLE and out.exhausted
    for limit in (2, 3):
        counted = solve(puzzle, limit=limit)
        assert len(counted.solutions) == min(limit, len(fills))
        assert {s.rows for s in counted.solutions} <= fills
        assert counted.exhausted == (len(fills) < limit)


@SETTINGS
@given(puzzles(repeats=False), st.one_of(st.none(), st.integers(0, 5)))
def test_bank_mode_agrees_with_brute_force(puzzle: Puzzle, seed: int | None) -> None:
    agree(puzzle, seed)


@SETTINGS
@given(puzzles(repeats=True))
def test_multiset_mode_agrees_with_brute_force(puzzle: Puzzle) -> None:
    agree(puzzle, None)


@pytest.fixture
def eager_restarts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "RESTART_BASE", 1)  # restart after nearly every failure


@settings(
    max_examples=100,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(puzzles(repeats=False), st.integers(0, 5))
def test_restarts_never_lose_answers(eager_restarts: None, puzzle: Puzzle, seed: int) -> None:
    agree(puzzle, seed)
