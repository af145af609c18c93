"""How long a piece of work may run, and when it must stop: one type for every caller.

A `Budget` is a deadline on a clock, a cancel flag and a node cap. The command line makes one
from `--timeout` (counted from the command's start), a web job from its time limit and its
Stop button, a cluster worker from the seconds a puzzle may take. The solver, the
generators, the game and the web's engine pool all take it and look at it between steps, so
each of them stops the same way: within a step of its limit, saying how far it got.

A fake clock makes a test of a time limit independent of the machine's speed.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Protocol

Clock = Callable[[], float]  # seconds; only differences matter: time.monotonic by default

# A step handed an already spent budget still gets this long, so it can report a timeout
# rather than be asked to finish in no time at all.
MIN_SLICE = 0.001


class Cancel(Protocol):
    """A flag another thread or process sets to stop the work: threading.Event has the shape,
    and so has a multiprocessing manager's proxy of one."""

    def is_set(self) -> bool: ...


@dataclass(frozen=True)
class Budget:
    """Stop at `at` on `clock` (None: no time limit), when `cancel` is set, and, in each
    search, after `nodes` words tried (None: no cap).

    A node cap stops a search at the same point on any machine, so generators that must
    make the same puzzle everywhere use it rather than time alone.
    """

    at: float | None = None
    clock: Clock = field(default=time.monotonic, compare=False)
    cancel: Cancel | None = field(default=None, compare=False)
    nodes: int | None = None

    @classmethod
    def seconds(
        cls,
        seconds: float | None,
        *,
        clock: Clock = time.monotonic,
        start: float | None = None,
        cancel: Cancel | None = None,
        nodes: int | None = None,
    ) -> Budget:
        """`seconds` from `start` (default: now on `clock`); None means no time limit."""
        if seconds is None:
            return cls(None, clock, cancel, nodes)
        return cls((clock() if start is None else start) + seconds, clock, cancel, nodes)

    def cancelled(self) -> bool:
        return self.cancel is not None and self.cancel.is_set()

    def expired(self) -> bool:
        """The deadline has passed or the work was cancelled."""
        return (self.at is not None and self.clock() >= self.at) or self.cancelled()

    def left(self) -> float:
        """Seconds left (math.inf without a limit, 0 once cancelled or past the deadline)."""
        if self.cancelled():
            return 0.0
        return math.inf if self.at is None else max(0.0, self.at - self.clock())

    def cap(self, seconds: float) -> float:
        """`seconds`, or what is left if that is less: the time limit of one step."""
        return max(MIN_SLICE, min(seconds, self.left()))

    def within(self, seconds: float | None) -> Budget:
        """This budget, ending no later than `seconds` from now: one step's share of it."""
        if seconds is None:
            return self
        end = self.clock() + seconds
        return replace(self, at=end if self.at is None else min(self.at, end))

    def with_nodes(self, nodes: int | None) -> Budget:
        return replace(self, nodes=nodes)


NO_LIMIT = Budget()
