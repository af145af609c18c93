"""A word search run stops within a step of its budget: a deadline on a fake clock, a cancel
flag or a node cap, never the machine's speed. The error says how far the run got."""

from __future__ import annotations

import itertools
import time

import pytest

from tests.conftest import run
from tests.solver.test_cancel import CountingFlag
from wordgrid.app.making import make_word_search
from wordgrid.budget import Budget
from wordgrid.cli import main
from wordgrid.errors import EXIT_TIMEOUT, TimedOut
from wordgrid.wordsearch import Request, generate

FRUIT = ("APPLE", "BANANA", "CHERRY", "DAMSON", "FIG", "GUAVA", "KIWI", "LEMON", "MANGO")
REQUEST = Request(FRUIT, rows=12)
SEED = 4


def steps_without_limit(request: Request) -> int:
    """How many placement steps the seeded run takes when nothing stops it."""
    return generate(request, SEED)[1].steps


def test_a_cancelled_budget_stops_before_the_first_step() -> None:
    with pytest.raises(TimedOut, match=r"^cancelled with 0 of 9 words placed$"):
        generate(REQUEST, SEED, Budget(cancel=CountingFlag(0)))


def test_a_cancel_during_placement_stops_at_the_next_step() -> None:
    assert steps_without_limit(REQUEST) > 5  # so the flag is set mid-placement
    with pytest.raises(TimedOut, match=r"^cancelled with 5 of 9 words placed$"):
        generate(REQUEST, SEED, Budget(cancel=CountingFlag(5)))


def test_a_cancel_while_filling_stops_at_the_next_cell() -> None:
    # The run looks at the flag before each step and each letter drawn: every step, then
    # three letters, which fill three cells or fewer (a letter that spells a word, a rude
    # one too, is drawn again).
    flag = CountingFlag(steps_without_limit(REQUEST) + 3)
    with pytest.raises(TimedOut, match=r"^cancelled while filling the free cells: [1-3] of \d+"):
        generate(REQUEST, SEED, Budget(cancel=flag))


def test_a_cancel_while_arranging_a_message_stops_at_the_next_move() -> None:
    request = Request(FRUIT, rows=8, message="Well done, you found them all")
    flag = CountingFlag(steps_without_limit(request) + 2)  # every step, then two moves
    with pytest.raises(TimedOut, match=r"^cancelled while arranging the message: \d+ cells"):
        generate(request, SEED, Budget(cancel=flag))


def test_a_deadline_on_a_fake_clock_stops_within_a_step() -> None:
    ticks = itertools.count()  # each look at the clock is one second later
    budget = Budget.seconds(4, clock=lambda: float(next(ticks)), start=0.0)
    with pytest.raises(TimedOut, match=r"^stopped at the time limit with 4 of 9 words placed$"):
        generate(REQUEST, SEED, budget)


def test_a_node_cap_stops_at_the_same_step_on_any_machine() -> None:
    with pytest.raises(TimedOut, match=r"^stopped at the limit of 3 placements with 3 of 9"):
        generate(REQUEST, SEED, Budget(nodes=3))


def test_a_budget_that_lasts_changes_nothing() -> None:
    budget = Budget.seconds(3600, cancel=CountingFlag(10**9), nodes=10**9)
    assert generate(REQUEST, SEED, budget)[0] == generate(REQUEST, SEED)[0]


def test_the_application_call_passes_its_budget_on() -> None:
    with pytest.raises(TimedOut, match="cancelled"):
        make_word_search(REQUEST, SEED, Budget(cancel=CountingFlag(0)))
    made = make_word_search(REQUEST, SEED)
    assert made.found.ok and made.statistics.steps >= len(FRUIT)


def test_the_command_line_timeout_counts_from_the_command_s_start(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Started an hour ago with a minute to run: spent before the first step on any machine.
    code = main(["wordsearch", *FRUIT, "--timeout", "60"], started=time.monotonic() - 3600)
    out, err = capsys.readouterr()
    assert code == EXIT_TIMEOUT and out == ""
    assert "stopped at the time limit with 0 of 9 words placed" in err
    code, out, _ = run(capsys, "wordsearch", *FRUIT, "--timeout", "60", "--seed", "1")
    assert code == 0 and "APPLE" in out
