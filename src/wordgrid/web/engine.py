"""Engine calls off the event loop, each with a time limit, a few at a time.

The engine is plain Python and holds the GIL while it searches, so a request never runs it
on the event loop: it goes to a worker thread, and a cap on those threads keeps one heavy
request from taking every core. Each call gets a deadline (a time.monotonic() value) that
the engine itself honours, because a thread can't be stopped from outside.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TypeVar

import anyio
import anyio.to_thread

from wordgrid.errors import EXIT_TIMEOUT, WordgridError

T = TypeVar("T")

# The longest an engine call may take, waiting for a worker included. A well-made puzzle
# takes milliseconds; the limit is for uploads built to be hard.
CALL_SECONDS = 10.0
# Engine calls running at once. More than the machine's cores would only share them out.
WORKERS = 2


class Busy(WordgridError):
    """Every worker stayed busy until the call's time limit: try again later."""

    exit_code = EXIT_TIMEOUT


@dataclass
class Engine:
    """Runs engine calls in worker threads: at most `workers` at once, `seconds` each."""

    seconds: float = CALL_SECONDS
    workers: int = WORKERS
    _limiter: anyio.CapacityLimiter | None = field(default=None, repr=False)

    @property
    def limiter(self) -> anyio.CapacityLimiter:
        # Made on first use: a limiter belongs to the event loop that runs the server.
        if self._limiter is None:
            self._limiter = anyio.CapacityLimiter(self.workers)
        return self._limiter

    async def run(self, call: Callable[[float], T]) -> T:
        """`call(deadline)` in a worker; Busy when no worker was free before the deadline."""
        deadline = time.monotonic() + self.seconds
        with anyio.move_on_after(self.seconds) as waiting:
            await self.limiter.acquire()
        if waiting.cancelled_caught:
            raise Busy("the server is busy: every engine worker is taken; try again soon")
        try:
            # anyio's default thread pool: the limiter above already caps the engine's share.
            return await anyio.to_thread.run_sync(partial(call, deadline))
        finally:
            self.limiter.release()
