"""When a long job must stop: a point on a clock that tests can replace with a fake one.

Generation checks it between its steps (a word placed, a layout tried, a proof run) and hands
what is left of it to each proof, so a run stops within one step of its limit and says how far
it got. A fake clock makes a test of that independent of the machine's speed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

Clock = Callable[[], float]  # seconds, only differences matter: time.monotonic by default

# A proof handed an already spent budget still gets this long, so it can report a timeout
# rather than be asked to finish in no time at all.
MIN_SLICE = 0.001


@dataclass(frozen=True)
class Deadline:
    """Stop at `at` on `clock`; `at` None means never."""

    at: float | None = None
    clock: Clock = field(default=time.monotonic, compare=False)

    @classmethod
    def after(cls, seconds: float | None, clock: Clock = time.monotonic) -> Deadline:
        return cls(None if seconds is None else clock() + seconds, clock)

    def expired(self) -> bool:
        return self.at is not None and self.clock() >= self.at

    def cap(self, seconds: float) -> float:
        """`seconds`, or what is left if that is less: the timeout for one step."""
        if self.at is None:
            return seconds
        return max(MIN_SLICE, min(seconds, self.at - self.clock()))


NEVER = Deadline()
