"""The engine stops when its cancel flag says so, as it does at a deadline."""

from __future__ import annotations

import threading

from wordgrid.budget import Budget
from wordgrid.model import Grid, Puzzle, WordBank
from wordgrid.solver import Status, solve


def open_grid_puzzle() -> Puzzle:
    # Every 4-letter string of A and B: a 4x4 open grid has many fills, and no word may be
    # used twice, so counting them all is a long search.
    words = [f"{k:04b}".translate(str.maketrans("01", "AB")) for k in range(16)]
    return Puzzle(Grid(("....",) * 4), WordBank.from_words(words))


class CountingFlag:
    """A cancel flag raised after it has been asked `after` times."""

    def __init__(self, after: int) -> None:
        self.after = after
        self.asked = 0

    def is_set(self) -> bool:
        self.asked += 1
        return self.asked > self.after


def test_cancel_stops_the_search_like_a_timeout() -> None:
    flag = CountingFlag(3)
    puzzle = open_grid_puzzle()
    outcome = solve(puzzle, limit=10**6, budget=Budget(cancel=flag))
    assert outcome.timed_out and not outcome.exhausted
    assert flag.asked == 4  # it stopped at the first look after the flag went up
    assert len(outcome.solutions) < len(solve(puzzle, limit=10**6).solutions)


def test_cancel_before_any_fill_is_a_timeout() -> None:
    raised = threading.Event()
    raised.set()
    outcome = solve(open_grid_puzzle(), limit=10**6, budget=Budget(cancel=raised))
    assert outcome.status is Status.TIMEOUT and not outcome.solutions


def test_a_flag_never_raised_changes_nothing() -> None:
    puzzle = open_grid_puzzle()
    plain = solve(puzzle, limit=3)
    flagged = solve(puzzle, limit=3, budget=Budget(cancel=threading.Event()))
    assert [s.words for s in plain.solutions] == [s.words for s in flagged.solutions]
