"""Conflict learning: a learned nogood never removes a solution."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings

from tests.bruteforce import brute_force
from tests.solver.strategies import puzzles
from wordgrid.model import Grid, Puzzle, WordBank
from wordgrid.solver import Network, Status, search, solve
from wordgrid.solver.learning import Nogoods
from wordgrid.solver.slotqueue import SlotQueue
from wordgrid.verify import check

SETTINGS = settings(
    max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)


@pytest.fixture(autouse=True)
def restart_often(monkeypatch: pytest.MonkeyPatch) -> None:
    # A budget of one failure per Luby unit: small puzzles restart, and so learn, often.
    monkeypatch.setattr(search, "RESTART_BASE", 1)


@SETTINGS
@given(puzzles(max_side=5))
def test_solutions_found_with_learning_are_solutions_of_a_plain_run(puzzle: Puzzle) -> None:
    plain = solve(puzzle, limit=10**6, learning=False)
    assert plain.exhausted
    every = {s.rows for s in plain.solutions}
    learned = solve(puzzle, learning=True)
    assert learned.status is plain.status
    if learned.solution is None:
        assert learned.exhausted  # "unsolvable" is still a proof
    else:
        assert learned.solution.rows in every
        check(learned.solution)


@SETTINGS
@given(puzzles())
def test_learning_agrees_with_brute_force(puzzle: Puzzle) -> None:
    expected = brute_force(puzzle, cap=1)
    outcome = solve(puzzle, learning=True)
    assert (outcome.status is Status.SOLVED) == bool(expected)
    assert outcome.exhausted or outcome.solution is not None


def test_an_unsolvable_puzzle_is_still_proven_with_nogoods(monkeypatch: pytest.MonkeyPatch) -> None:
    # An open 5x5 square and 60 random words over five letters: no fill, found only by
    # searching, with many restarts at this budget.
    rng = random.Random(5)
    words = ["".join(rng.choice("ABCDE") for _ in range(5)) for _ in range(60)]
    p = Puzzle(Grid((".....",) * 5), WordBank.from_words(words))
    made: list[Nogoods] = []

    class Spy(Nogoods):
        def __init__(self) -> None:
            super().__init__()
            made.append(self)

    monkeypatch.setattr(search, "Nogoods", Spy)
    learned = solve(p, learning=True)
    assert learned.stats.restarts > 0 and made and made[0].recorded > 0
    assert learned.status is Status.UNSOLVABLE and learned.exhausted
    plain = solve(p, learning=False, restarts=False)
    assert plain.status is Status.UNSOLVABLE and plain.exhausted


def test_nogood_unit_propagation() -> None:
    p = Puzzle(Grid(("..#", "###", "..#")), WordBank.from_words(["AB", "CD", "EF"]))
    net = Network.build(p)
    state = net.initial_state()
    learned = Nogoods()
    # slot 0 = AB and slot 1 = CD never both hold
    ab, cd = (net.classes[0].ids[w] for w in ("AB", "CD"))  # type: ignore[union-attr]
    assert learned.add([(0, ab), (1, cd)], state.doms) is None
    assert learned.recorded == 1
    queue = SlotQueue(len(state.doms))
    state.doms[0] = 1 << ab
    assert learned.fixed(state.doms, 0, ab, queue) is None
    assert not state.doms[1] >> cd & 1
    assert queue.take() == 1 and queue.take() is None
    # Both fixed to the forbidden pair: a conflict.
    state.doms[1] = 1 << cd
    assert learned.fixed(state.doms, 1, cd, SlotQueue(len(state.doms))) == 0
    # A nogood with one literal left open at the root is returned to be removed there.
    root = net.initial_state()
    root.doms[0] = 1 << ab
    assert learned.add([(0, ab), (1, cd)], root.doms) == (1, cd)


def test_a_root_that_fails_after_learning_is_no_solution() -> None:
    # A nogood learned at a restart empties the root here. That root is not a fill, even if
    # propagation had settled every slot before it failed: the answer is a proof that there
    # is none.
    rows = ("...#", "##..", "..##", "...#", "#..#", ".##.")
    words = ["BCB", "CB", "BB", "BCA", "AA", "BB", "BCC", "BC", "AA"]
    puzzle = Puzzle(Grid(rows), WordBank.from_words(words))
    assert not brute_force(puzzle)
    outcome = solve(puzzle)
    assert outcome.status is Status.UNSOLVABLE and outcome.exhausted
    assert outcome.solution is None
