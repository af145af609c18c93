"""A caller's test of each solution (`solve(accept=...)`): refused fills are backed out of,
and no fill the test would take is lost on the way."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.bruteforce import brute_force
from tests.solver.strategies import puzzles
from wordgrid.generate.words import dictionary
from wordgrid.model import Grid, Puzzle, SlotId, WordBank
from wordgrid.solver import Status, search, solve


def words_of(puzzle: Puzzle, rows: tuple[str, ...]) -> tuple[str, ...]:
    return tuple("".join(rows[r][c] for r, c in slot.cells) for slot in puzzle.slots)


class Only:
    """Takes one fill; refuses any other, blaming the slots where it differs (one of them
    must change before the search can reach the wanted fill)."""

    def __init__(self, wanted: Sequence[str]) -> None:
        self.wanted = tuple(wanted)
        self.asked = 0

    def __call__(self, words: tuple[str | None, ...]) -> list[SlotId] | None:
        self.asked += 1
        differ = [s for s, (w, t) in enumerate(zip(words, self.wanted, strict=True)) if w != t]
        return differ or None


@settings(
    max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(puzzle=puzzles(), pick=st.integers(0, 10**6))
def test_the_one_fill_taken_is_found_whatever_the_search_refuses_first(
    puzzle: Puzzle, pick: int
) -> None:
    fills = sorted(brute_force(puzzle, cap=50))
    if not fills or not puzzle.slots:
        return
    wanted = words_of(puzzle, fills[pick % len(fills)])
    only = Only(wanted)
    outcome = solve(puzzle, limit=1, accept=only)
    assert outcome.status is Status.SOLVED
    assert outcome.solutions[0].words == wanted
    assert only.asked <= len(fills)  # each fill asked about once at most


@settings(max_examples=60, deadline=None, derandomize=True)
@given(puzzle=puzzles())
def test_refusing_every_fill_proves_there_is_none_to_take(puzzle: Puzzle) -> None:
    every_slot = list(range(len(puzzle.slots)))
    outcome = solve(puzzle, limit=1, accept=lambda words: every_slot)
    assert outcome.status is Status.UNSOLVABLE
    assert outcome.exhausted and not outcome.solutions


def test_a_refusal_backs_up_to_the_choice_that_settled_the_blamed_slot() -> None:
    """Two slots that don't cross: refusing the first slot's word must not make the search
    try every word of the second under it, as backing up one choice at a time would."""
    puzzle = Puzzle(
        Grid(("..#", "###", "#..")), WordBank.from_words(["AB", "AC", "AD", "BA", "BC", "BD"])
    )
    first, _second = range(2)
    asked: list[tuple[str | None, ...]] = []

    def only_bd_first(words: tuple[str | None, ...]) -> list[SlotId] | None:
        asked.append(words)
        return None if words[first] == "BD" else [first]

    outcome = solve(puzzle, limit=1, accept=only_bd_first)
    assert outcome.solutions[0].words[first] == "BD"
    assert len(asked) <= 6  # once per word of the first slot, not 6 x 5 times
    assert len({words[first] for words in asked}) == len(asked)


def test_refusals_hold_through_restarts_and_learned_nogoods(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Restarts record nogoods from failed subtrees; with refusals among the failures they
    must still never cut off the fill the test takes. Restarts are forced early here."""
    monkeypatch.setattr(search, "RESTART_BASE", 1)
    words = sorted(w for w, _ in dictionary("en") if len(w) in (3, 4) and w.isascii())[:3000]
    restarts = found = 0
    for case in range(16):
        rng = random.Random(case)
        grid = Grid(("#...", "....", "....", "...#") if case % 2 else ("....",) * 3)
        puzzle = Puzzle(grid, WordBank.from_words(rng.sample(words, 600)))
        every = solve(puzzle, limit=5000)
        assert every.exhausted
        fills = sorted(s.words for s in every.solutions)
        if not fills:
            continue
        wanted = fills[rng.randrange(len(fills))]
        outcome = solve(puzzle, limit=1, accept=Only(wanted), seed=case)
        assert outcome.solutions and outcome.solutions[0].words == wanted, case
        restarts += outcome.stats.restarts
        found += 1
    assert found >= 4 and restarts > 0  # the cases did reach restarts with refusals
