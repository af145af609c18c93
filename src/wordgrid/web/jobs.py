"""Long engine work as background jobs: an id to ask about, a time limit, a stop button.

Making a puzzle or filling a grid can take seconds, longer than a request should wait. A
job starts at once and answers with its id; the page then asks for its progress until it
ends. The work runs in a worker process (a search that runs for seconds in a thread would
take the interpreter lock from every player's request) behind the same cap as every other
engine call (the play routes' engine), so jobs can't take the cores from the players. A
worker can't be stopped from outside, so the work is handed a `Budget`: the deadline and the
cancel flag that the engine itself looks at between search steps, and a `Watch` to say how
it is getting on.
"""

from __future__ import annotations

import asyncio
import math
import multiprocessing
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import partial
from multiprocessing.managers import SyncManager
from typing import TYPE_CHECKING, Any

import anyio.to_thread

from wordgrid.budget import Budget
from wordgrid.errors import EXIT_TIMEOUT, WordgridError, one_line
from wordgrid.web.engine import Busy, Engine, TooManyJobs

if TYPE_CHECKING:  # the workers that run jobs import this module, and need no pydantic
    from pydantic import BaseModel

# The longest a job may run, waiting for a worker included: generate's own default limit.
JOB_SECONDS = 60.0
# Jobs remembered after they end, so a page can still read a result; the oldest go first.
KEPT_JOBS = 64
# How often a job's work asks whether it was cancelled, at most: in a worker process each
# question is a message to the flag's manager.
ASK_EVERY = 0.05
# Jobs queued or running at once: past this a new one is refused (429), so a page that
# floods the server can't pile up work for minutes.
ACTIVE_JOBS = 16

QUEUED, RUNNING, DONE, FAILED, CANCELLED, TIMEOUT = (
    "queued",
    "running",
    "done",
    "failed",
    "cancelled",
    "timeout",
)
ENDED = (DONE, FAILED, CANCELLED, TIMEOUT)


@dataclass
class Throttled:
    """A job's cancel flag as its work sees it: a threading.Event, or a proxy of one when the
    work runs in another process. Asking a proxy costs a message to the manager, so the
    answer is kept ASK_EVERY seconds."""

    flag: Any  # has is_set()
    _asked: float = -math.inf
    _cancelled: bool = False

    def is_set(self) -> bool:
        now = time.monotonic()
        if now - self._asked >= ASK_EVERY:
            self._asked, self._cancelled = now, bool(self.flag.is_set())
        return self._cancelled


# Told what the work is doing and the grid it is working on; the page shows both.
Watch = Callable[[str, tuple[str, ...]], None]
# The work, given its budget and watch: returns what `finish` turns into the result
# document, or raises WordgridError (an error with the timeout exit code ends the job as a
# timeout). In worker processes it must pickle: a module-level function, or a partial of one.
Work = Callable[[Budget, Watch], Any]
# Runs on the server with the work's answer: the result. A result whose `status` is
# "timeout" (a fill that ran out of time, with its best partial grid) ends as a timeout.
Finish = Callable[[Any], "BaseModel"]


def _tell(notes: Any, message: str, grid: tuple[str, ...]) -> None:
    notes["note"] = (message, grid)


def _call(work: Work, flag: Any, notes: Any, budget: Budget) -> Any:
    """In the worker: say the work has started, then do it."""
    notes["started"] = True
    return work(replace(budget, cancel=Throttled(flag)), partial(_tell, notes))


@dataclass
class Job:
    """One piece of background work and, once it ends, its result or its error."""

    id: str
    kind: str
    seconds: float
    started: float = field(default_factory=time.monotonic)
    state: str = QUEUED
    result: BaseModel | None = None
    error: str | None = None
    ended: float | None = None
    cancel: threading.Event = field(default_factory=threading.Event)
    flag: Any = None  # the cancel flag the work sees (`cancel` itself, or a proxy of one)
    notes: Any = None  # what the work says while it runs: "started", "note" (see _tell)
    task: asyncio.Task[None] | None = field(default=None, repr=False)

    def stop(self) -> None:
        self.cancel.set()
        if self.flag is not None and self.flag is not self.cancel:
            self.flag.set()

    def progress(self) -> dict[str, Any]:
        """What the page shows while it waits, and the result or error at the end."""
        now = self.ended if self.ended is not None else time.monotonic()
        # copy(): one round trip to a manager's dict proxy, where dict() makes several
        notes = self.notes.copy() if self.notes is not None and self.state not in ENDED else {}
        out: dict[str, Any] = {
            "id": self.id,
            "kind": self.kind,
            "state": RUNNING if self.state == QUEUED and notes.get("started") else self.state,
            "seconds": round(now - self.started, 3),
            "limit": self.seconds,
        }
        if "note" in notes:
            message, grid = notes["note"]
            out["note"] = {"message": message, "grid": list(grid)}
        if self.result is not None:
            out["result"] = self.result.model_dump(mode="json", exclude_none=True, by_alias=True)
        if self.error is not None:
            out["error"] = self.error
        return out


@dataclass
class Jobs:
    """The jobs of one server: each behind `engine`'s cap, for `seconds` at most, and in a
    worker process with `processes` (a thread otherwise, for work that can't be pickled)."""

    engine: Engine
    seconds: float = JOB_SECONDS
    processes: bool = False
    _jobs: OrderedDict[str, Job] = field(default_factory=OrderedDict)
    _runner: Engine | None = None
    _manager: SyncManager | None = None

    def start(self, kind: str, work: Work, finish: Finish) -> Job:
        """Start `work` now (on the running event loop) and return its job; Busy when
        ACTIVE_JOBS are already queued or running."""
        if sum(job.state not in ENDED for job in self._jobs.values()) >= ACTIVE_JOBS:
            raise TooManyJobs(f"{ACTIVE_JOBS} jobs are already waiting; try again soon")
        job = Job(secrets.token_hex(8), kind, self.seconds)
        self._jobs[job.id] = job
        while len(self._jobs) > KEPT_JOBS:
            oldest = next(iter(self._jobs.values()))
            if oldest.state not in ENDED:
                break  # never forget a running job: its page is still asking about it
            self._jobs.popitem(last=False)
        job.task = asyncio.get_running_loop().create_task(self._run(job, work, finish))
        return job

    def get(self, job_id: str) -> Job | None:
        return self._jobs.get(job_id)

    def close(self) -> None:
        """Stop the worker processes and the manager of their flags."""
        if self._runner is not None:
            self._runner.close()
        if self._manager is not None:
            self._manager.shutdown()
            self._manager = None

    def _signals(self, job: Job) -> tuple[Any, Any]:
        """The cancel flag and notes the job's work will see (in a thread: blocking)."""
        if not self.processes:
            return job.cancel, {}
        if self._manager is None:
            self._manager = multiprocessing.get_context("spawn").Manager()
        return self._manager.Event(), self._manager.dict()

    async def _run(self, job: Job, work: Work, finish: Finish) -> None:
        if self._runner is None:
            # The play engine's limiter: a job takes one of the same workers as a check.
            self._runner = Engine(
                self.seconds, self.engine.workers, self.processes, _limiter=self.engine.limiter
            )
        try:
            job.flag, job.notes = await anyio.to_thread.run_sync(self._signals, job)
            if job.cancel.is_set():
                job.flag.set()  # stopped before its flag existed
            answer = await self._runner.run(partial(_call, work, job.flag, job.notes))
            job.result = finish(answer)
            if job.cancel.is_set():
                job.state = CANCELLED
            else:
                timed_out = getattr(job.result, "status", None) == TIMEOUT
                job.state = TIMEOUT if timed_out else DONE
        except Busy as e:
            job.state, job.error = FAILED, one_line(e, web=True)
        except WordgridError as e:
            if job.cancel.is_set():
                job.state, job.error = CANCELLED, "stopped before the end"
            else:
                job.state = TIMEOUT if e.exit_code == EXIT_TIMEOUT else FAILED
                job.error = one_line(e, web=True)
        except Exception as e:  # a bug: the page shows one line, never a hanging job
            job.state, job.error = (
                FAILED,
                f"internal error: {type(e).__name__}: {one_line(e, web=True)}",
            )
        job.ended = time.monotonic()
        job.flag = job.notes = None  # the manager's objects go with them
