"""Dense puzzles: a block pattern filled from the dictionary, then proven unique."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.generate.conftest import assert_runs_are_words, assert_sound
from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.generate import GenerationFailed, Request, generate, maker
from wordgrid.generate import dense as dense_fill
from wordgrid.generate.dense import dictionary_bank
from wordgrid.generate.pattern import MAX_ENTRY, MIN_ENTRY, make_pattern, mirrored
from wordgrid.generate.unique import is_unique, prove
from wordgrid.generate.words import dictionary
from wordgrid.model import BLOCK, Grid, Puzzle, WordBank, connected, list_order
from wordgrid.solver import Outcome, Statistics, Status


@settings(max_examples=30, derandomize=True, deadline=None)
@given(seed=st.integers(0, 10**6), rows=st.integers(3, 15), cols=st.integers(3, 15))
def test_patterns_follow_the_rules(seed: int, rows: int, cols: int) -> None:
    grid = make_pattern(rows, cols, random.Random(seed))
    if grid is None:
        return  # the caller tries another pattern
    lines = list(grid.rows) + ["".join(r[c] for r in grid.rows) for c in range(cols)]
    for line in lines:
        for run in line.split(BLOCK):
            assert run == "" or MIN_ENTRY <= len(run) <= MAX_ENTRY
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    assert all(grid[cell] == grid[(rows - 1 - cell[0], cols - 1 - cell[1])] for cell in cells)
    open_cells = {cell for cell in cells if grid[cell] != BLOCK}
    assert connected(open_cells)
    # A diagonal's mirror image swaps across and down words: no fill of it can be unique.
    assert not mirrored(grid) or max(rows, cols) <= 5


def test_a_mirror_image_pattern_has_twin_fills() -> None:
    """Why they are left out: the transpose of any fill is another fill of the same words."""
    plus = Grid(("...#...", "...#...", ".......", "##...##", ".......", "...#...", "...#..."))
    assert mirrored(plus)
    filled = dense_fill.fill(
        plus, dictionary_bank(dictionary("en"), random.Random(1), frozenset(), set(range(3, 8)))
    )
    assert filled is not None
    words = filled.solutions[0].words
    outcome = prove(Puzzle(plus, WordBank.from_words(list_order(words))))
    assert not is_unique(outcome)


@pytest.mark.parametrize("side", [5, 7, 9, 11])
def test_small_dense_puzzles_are_unique_by_construction(tmp_path: Path, side: int) -> None:
    """No refill loop, no given letters: the fill's own search keeps only unique fills."""
    for seed in (1, 2, 3):
        g = generate(Request(style="dense", size=(side, side)), seed)
        assert not any(r.startswith("showed") for r in g.repairs), g.repairs
        assert not mirrored(g.puzzle.grid)
        assert_sound(g, tmp_path)


@settings(
    max_examples=6,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(seed=st.integers(0, 10**6))
def test_dense_puzzles_are_sound(tmp_path: Path, seed: int) -> None:
    g = generate(Request(style="dense", size=(5, 5)), seed)
    assert g.style == "dense"
    assert_sound(g, tmp_path)
    assert_runs_are_words(g)
    assert len(set(g.puzzle.bank.listed)) == len(g.puzzle.bank.listed)  # each word once


def test_dense_default_is_fifteen_by_fifteen(tmp_path: Path) -> None:
    g = generate(Request(style="dense"), 2)
    assert (g.puzzle.grid.height, g.puzzle.grid.width) == (15, 15)
    assert_sound(g, tmp_path)


def test_dense_from_the_users_dictionary(tmp_path: Path) -> None:
    words = (
        "CAT",
        "ACE",
        "TEN",
        "ARE",
        "TEA",
        "EAR",
        "NET",
        "ATE",
        "RAT",
        "TAR",
        "ERA",
        "ANT",
        "TAN",
    )
    g = generate(Request(style="dense", words=words, size=(3, 3)), 0)
    assert set(g.puzzle.bank.listed) <= set(words)
    assert_sound(g, tmp_path)


def test_a_dense_fill_that_fails_says_what_would_work() -> None:
    with pytest.raises(GenerationFailed, match="what would work: a smaller grid, or more words"):
        generate(Request(style="dense", words=("CAT", "DOG", "EEL", "OWL"), size=(5, 5)), 1)
    banned = Request(style="dense", words=("CAT", "DOG", "EEL", "OWL"), size=(5, 5))
    with pytest.raises(GenerationFailed, match="less the 1 word the earlier puzzles used up"):
        generate(replace(banned, banned=frozenset({"CAT"})), 1)


def test_a_tiny_grid_reports_its_refused_fills_in_few_lines() -> None:
    # A 4x4 refuses thousands of fills whose words could trade places before one is unique
    # or letters are shown; the report names the first REPAIR_LINES and counts the rest.
    g = generate(Request(style="dense", size=(4, 4)), 1)
    refused = [r for r in g.repairs if r.startswith("filled again")]
    assert len(refused) <= maker.REPAIR_LINES + 1
    assert re.fullmatch(r"filled again [\d,]+ more times", refused[-1])


def test_a_proof_out_of_time_refuses_the_fill_but_not_the_pattern(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # The first proof runs out of time: nothing is known to trade places, so the search
    # goes on to another fill of the same pattern, and the fill is no last resort.
    real, calls = prove, []

    def slow_once(puzzle: Puzzle, budget: Budget = NO_LIMIT) -> Outcome:
        calls.append(puzzle)
        if len(calls) == 1:
            return Outcome(Status.TIMEOUT, [], Statistics(), exhausted=False, timed_out=True)
        return real(puzzle, budget)

    monkeypatch.setattr(maker, "prove", slow_once)
    g = generate(Request(style="dense", size=(5, 5)), 3)
    assert len(calls) > 1
    assert g.repairs[0] == "filled again: the proof of one solution ran out of time"
    assert_sound(g, tmp_path)
