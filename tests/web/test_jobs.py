"""Background jobs on their own: notes while running, how each ending is reported, the cap."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict

from wordgrid.budget import Budget
from wordgrid.errors import EXIT_TIMEOUT, InputError, WordgridError
from wordgrid.web.engine import Engine, TooManyJobs
from wordgrid.web.jobs import ACTIVE_JOBS, ENDED, KEPT_JOBS, Job, Jobs, Watch

T = TypeVar("T")


class Late(WordgridError):
    exit_code = EXIT_TIMEOUT


class Result(BaseModel):
    """Any work's answer, as it is: the jobs here return plain dicts."""

    model_config = ConfigDict(extra="allow")
    status: str | None = None


def as_result(answer: dict[str, Any]) -> Result:
    return Result(**answer)


async def until_ended(job: Job) -> dict[str, Any]:
    while job.state not in ENDED:
        await asyncio.sleep(0.005)
    return job.progress()


def in_thread(main: Callable[[], Coroutine[Any, Any, T]]) -> T:
    """asyncio.run(main()) on a thread of its own: the browser tests' Playwright keeps an
    event loop running on the main thread."""
    out: list[T] = []
    failed: list[BaseException] = []

    def target() -> None:
        try:
            out.append(asyncio.run(main()))
        except BaseException as e:  # handed to the test's thread, to fail there
            failed.append(e)

    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    if failed:
        raise failed[0]
    return out[0]


def run(work: Any, seconds: float = 5.0, watch: Any = None) -> dict[str, Any]:
    async def main() -> dict[str, Any]:
        jobs = Jobs(Engine(seconds=seconds, workers=1), seconds=seconds)
        job = jobs.start("test", work, as_result)
        if watch is not None:
            await watch(job)
        return await until_ended(job)

    return in_thread(main)


def test_a_note_shows_while_running_and_a_cancel_ends_it() -> None:
    told = threading.Event()

    def work(budget: Budget, watch: Watch) -> dict[str, Any]:
        watch("halfway", ("AB", "#C"))
        told.set()
        for _ in range(1000):  # until the page's Stop reaches the budget's flag
            if budget.cancelled():
                break
            time.sleep(0.01)
        return {"status": "stopped" if budget.expired() else "done"}

    async def watch(job: Job) -> None:
        while not told.is_set():
            await asyncio.sleep(0.005)
        seen = job.progress()
        assert seen["state"] == "running"
        assert seen["note"] == {"message": "halfway", "grid": ["AB", "#C"]}
        job.stop()

    ended = run(work, watch=watch)
    assert ended["state"] == "cancelled" and "note" not in ended
    assert ended["result"] == {"status": "stopped"}


def test_how_each_ending_is_reported() -> None:
    def bad(budget: Budget, watch: Watch) -> dict[str, Any]:
        raise InputError("grid: no slot")

    def late(budget: Budget, watch: Watch) -> dict[str, Any]:
        raise Late("stopped at the time limit: made a grid")

    def partial(budget: Budget, watch: Watch) -> dict[str, Any]:
        return {"status": "timeout", "partial": ["A."]}

    def bug(budget: Budget, watch: Watch) -> dict[str, Any]:
        raise KeyError("oops")

    failed = run(bad)
    assert (failed["state"], failed["error"], failed["kind"]) == ("failed", "grid: no slot", "test")
    timed_out = run(late)
    assert timed_out["state"] == "timeout" and "time limit" in timed_out["error"]
    cut = run(partial)
    assert cut["state"] == "timeout" and cut["result"]["partial"] == ["A."]
    got = run(bug)
    assert got["state"] == "failed" and got["error"].startswith("internal error: KeyError")


def test_the_budget_handed_to_the_work_is_the_job_limit() -> None:
    def work(budget: Budget, watch: Watch) -> dict[str, Any]:
        return {"left": budget.left()}

    got = run(work, seconds=3.0)
    assert 0 < got["result"]["left"] <= 3.0


def test_old_ended_jobs_are_forgotten() -> None:
    async def main() -> tuple[int, bool]:
        jobs = Jobs(Engine(seconds=5, workers=1))
        first = jobs.start("test", lambda budget, watch: {}, as_result)
        await until_ended(first)
        for _ in range(KEPT_JOBS):
            await until_ended(jobs.start("test", lambda budget, watch: {}, as_result))
        return len(jobs._jobs), jobs.get(first.id) is None

    kept, forgotten = in_thread(main)
    assert kept == KEPT_JOBS and forgotten


def test_too_many_waiting_jobs_are_refused() -> None:
    release = threading.Event()

    async def main() -> str:
        jobs = Jobs(Engine(seconds=5, workers=1))
        waiting = [
            jobs.start("test", lambda budget, watch: {"ok": release.wait(5)}, as_result)
            for _ in range(ACTIVE_JOBS)
        ]
        try:
            jobs.start("test", lambda budget, watch: {}, as_result)
        except TooManyJobs as e:  # the web answers 429
            refused = str(e)
        else:
            refused = ""
        release.set()
        for job in waiting:
            await until_ended(job)
        jobs.start("test", lambda budget, watch: {}, as_result)  # room again once they ended
        return refused

    assert "jobs are already waiting" in in_thread(main)
