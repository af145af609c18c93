"""Engine calls in workers: results, errors, the cap, and stopping a worker mid-call."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

import anyio
import pytest

from wordgrid.budget import Budget
from wordgrid.web.engine import NICE, Busy, Engine
from wordgrid.web.http import HttpError

T = TypeVar("T")


def run(call: Callable[..., Awaitable[T]], *args: Any) -> T:
    """anyio.run in a thread of its own: the test's thread may hold another event loop."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(anyio.run, call, *args).result()


def remaining(budget: Budget) -> float:
    return budget.left()


def refuse(status: int, budget: Budget) -> None:
    raise HttpError(status, "refused")


def priority(budget: Budget) -> int:
    return os.nice(0)


def forever(started: Path, budget: Budget) -> None:
    started.touch()
    time.sleep(600)


def test_a_process_worker_runs_the_call_with_its_budget() -> None:
    engine = Engine(seconds=5.0, workers=1, processes=True)
    try:
        left = run(engine.run, remaining)
        assert 0 < left <= 5.0
        # A worker runs below the server's priority, so quick requests come first.
        assert run(engine.run, priority) == os.nice(0) + NICE
        with pytest.raises(HttpError) as refused:
            run(engine.run, partial(refuse, 422))
        assert refused.value.status == 422 and str(refused.value) == "refused"
    finally:
        engine.close()


def test_close_stops_a_call_that_runs_on(tmp_path: Path) -> None:
    engine = Engine(seconds=600.0, workers=1, processes=True)
    started = tmp_path / "started"

    async def start_then_close() -> None:
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(engine.run, partial(forever, started))
            with anyio.fail_after(60):
                while not started.exists():  # the worker has the call
                    await anyio.sleep(0.05)
            stopping = time.monotonic()
            engine.close()
            assert time.monotonic() - stopping < 30
            tasks.cancel_scope.cancel()

    run(start_then_close)


def test_a_call_that_finds_no_free_worker_is_busy() -> None:
    engine = Engine(seconds=0.2, workers=1)
    release = threading.Event()

    def hold(budget: Budget) -> str:
        release.wait(30)
        return "held"

    async def two_calls() -> None:
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(engine.run, hold)
            await anyio.sleep(0)
            with pytest.raises(Busy):
                await engine.run(remaining)  # the only worker is held past the limit
            release.set()

    run(two_calls)
