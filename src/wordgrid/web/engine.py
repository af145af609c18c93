"""Engine calls off the event loop, each with a time limit, a few at a time.

The engine is plain Python and holds the GIL while it searches, so a request never runs it
on the event loop. Quick calls (checks and hints on the library's puzzles) go to worker
threads; calls that may run to their limit (uploads) go to worker processes, because a
thread that searches for seconds would take the GIL from every other request. A cap on the
workers keeps one kind of request from taking every core, and each call gets a deadline (a
budget: a time.monotonic() deadline, the same clock in every process) that the engine
itself honours, because a worker can't be stopped from outside.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import multiprocessing.pool
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TypeVar

import anyio
import anyio.to_thread

from wordgrid.budget import Budget
from wordgrid.errors import EXIT_TIMEOUT, WordgridError

T = TypeVar("T")

# The longest an engine call may take, waiting for a worker included. A well-made puzzle
# takes milliseconds; the limit is for uploads built to be hard.
CALL_SECONDS = 10.0
# Engine calls running at once. More than the machine's cores would only share them out.
WORKERS = 2
# How much lower the priority of worker processes is than the server's (see `nice`).
NICE = 10


class Busy(WordgridError):
    """Every worker stayed busy until the call's time limit: try again later."""

    exit_code = EXIT_TIMEOUT


class TooManyJobs(Busy):
    """The client has started more jobs than the server keeps waiting: one must end first."""


@dataclass
class Engine:
    """Runs engine calls in workers: at most `workers` at once, `seconds` each.

    With `processes`, the workers are processes (started on first use, stopped by `close`)
    and a call must be picklable: a module-level function, or a partial of one.
    """

    seconds: float = CALL_SECONDS
    workers: int = WORKERS
    processes: bool = False
    _limiter: anyio.CapacityLimiter | None = field(default=None, repr=False)
    _pool: multiprocessing.pool.Pool | None = field(default=None, repr=False)

    @property
    def limiter(self) -> anyio.CapacityLimiter:
        # Made on first use: a limiter belongs to the event loop that runs the server.
        if self._limiter is None:
            self._limiter = anyio.CapacityLimiter(self.workers)
        return self._limiter

    async def run(self, call: Callable[[Budget], T]) -> T:
        """`call(budget)` in a worker; Busy when no worker was free before the budget ran out."""
        budget = Budget.seconds(self.seconds)
        with anyio.move_on_after(self.seconds) as waiting:
            await self.limiter.acquire()
        if waiting.cancelled_caught:
            raise Busy("the server is busy: every engine worker is taken; try again soon")
        try:
            if self.processes:
                return await self._in_process(partial(call, budget))
            # anyio's default thread pool: the limiter above already caps the engine's share.
            return await anyio.to_thread.run_sync(partial(call, budget))
        finally:
            self.limiter.release()

    async def _in_process(self, call: Callable[[], T]) -> T:
        if self._pool is None:
            # spawn, not fork: a fork of a server with threads may copy a lock held mid-use.
            # The workers run at a lower priority, so a long call yields the CPU to the
            # server's quick ones when the cores are short.
            context = multiprocessing.get_context("spawn")
            self._pool = context.Pool(self.workers, initializer=os.nice, initargs=(NICE,))
        loop = asyncio.get_running_loop()
        done: asyncio.Future[T] = loop.create_future()

        def settle(result: T) -> None:
            if not done.done():
                done.set_result(result)

        def fail(error: BaseException) -> None:
            if not done.done():
                done.set_exception(error)

        self._pool.apply_async(
            call,
            callback=lambda result: loop.call_soon_threadsafe(settle, result),
            error_callback=lambda error: loop.call_soon_threadsafe(fail, error),
        )
        return await done

    def close(self) -> None:
        """Stop the worker processes, a call still running in one included."""
        if self._pool is not None:
            self._pool.terminate()
            self._pool.join()
            self._pool = None
