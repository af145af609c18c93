"""Long engine work as background jobs: an id to ask about, a time limit, a stop button.

Making a puzzle or filling a grid can take seconds, longer than a request should wait. A
job starts at once and answers with its id; the page then asks for its progress until it
ends. The work runs in a worker thread behind the same cap as every other engine call
(the play routes' engine), so jobs can't take the cores from the players. A thread can't be
stopped from outside, so the work is handed a `Stop`: the deadline and the cancel flag that
the engine itself looks at between search steps.
"""

from __future__ import annotations

import asyncio
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from wordgrid.errors import EXIT_TIMEOUT, WordgridError
from wordgrid.web.engine import Busy, Engine
from wordgrid.web.http import one_line

# The longest a job may run, waiting for a worker included: generate's own default limit.
JOB_SECONDS = 60.0
# Jobs remembered after they end, so a page can still read a result; the oldest go first.
KEPT_JOBS = 64
# Jobs queued or running at once: past this a new one is refused (503), so a page that
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


@dataclass(frozen=True)
class Stop:
    """When a job's work must stop: its deadline (a time.monotonic() value) or a cancel;
    and where the work says how it is getting on."""

    deadline: float
    event: threading.Event
    tell: Callable[[str, tuple[str, ...]], None] = lambda _message, _grid: None

    def cancelled(self) -> bool:
        return self.event.is_set()

    def clock(self) -> float:
        """time.monotonic(), but past every deadline once cancelled: for the generator,
        whose steps look at their deadline on a clock they are given."""
        return float("inf") if self.event.is_set() else time.monotonic()


# The work: given its Stop, returns the result document, or raises WordgridError (an error
# with the timeout exit code ends the job as a timeout). A result whose "status" is
# "timeout" (a fill that ran out of time, with its best partial grid) does too.
Work = Callable[[Stop], dict[str, Any]]


@dataclass
class Job:
    """One piece of background work and, once it ends, its result or its error."""

    id: str
    kind: str
    seconds: float
    started: float = field(default_factory=time.monotonic)
    state: str = QUEUED
    result: dict[str, Any] | None = None
    error: str | None = None
    ended: float | None = None
    # what the work said last, and the grid it was on: shown while it runs
    note: tuple[str, tuple[str, ...]] | None = None
    cancel: threading.Event = field(default_factory=threading.Event)
    task: asyncio.Task[None] | None = field(default=None, repr=False)

    def told(self, message: str, grid: tuple[str, ...]) -> None:
        self.note = (message, grid)  # one assignment: safe to read from the event loop

    def progress(self) -> dict[str, Any]:
        """What the page shows while it waits, and the result or error at the end."""
        now = self.ended if self.ended is not None else time.monotonic()
        out: dict[str, Any] = {
            "id": self.id,
            "kind": self.kind,
            "state": self.state,
            "seconds": round(now - self.started, 3),
            "limit": self.seconds,
        }
        if self.note is not None and self.state not in ENDED:
            out["note"] = {"message": self.note[0], "grid": list(self.note[1])}
        if self.result is not None:
            out["result"] = self.result
        if self.error is not None:
            out["error"] = self.error
        return out


@dataclass
class Jobs:
    """The jobs of one server; each runs behind `engine`'s cap, for `seconds` at most."""

    engine: Engine
    seconds: float = JOB_SECONDS
    _jobs: OrderedDict[str, Job] = field(default_factory=OrderedDict)

    def start(self, kind: str, work: Work) -> Job:
        """Start `work` now (on the running event loop) and return its job; Busy when
        ACTIVE_JOBS are already queued or running."""
        if sum(job.state not in ENDED for job in self._jobs.values()) >= ACTIVE_JOBS:
            raise Busy(f"the server is busy: {ACTIVE_JOBS} jobs are waiting; try again soon")
        job = Job(secrets.token_hex(8), kind, self.seconds)
        self._jobs[job.id] = job
        while len(self._jobs) > KEPT_JOBS:
            oldest = next(iter(self._jobs.values()))
            if oldest.state not in ENDED:
                break  # never forget a running job: its page is still asking about it
            self._jobs.popitem(last=False)
        job.task = asyncio.get_running_loop().create_task(self._run(job, work))
        return job

    def get(self, job_id: str) -> Job | None:
        return self._jobs.get(job_id)

    async def _run(self, job: Job, work: Work) -> None:
        engine = Engine(job.seconds, self.engine.workers, _limiter=self.engine.limiter)

        def call(deadline: float) -> dict[str, Any]:
            job.state = RUNNING
            return work(Stop(deadline, job.cancel, job.told))

        try:
            job.result = await engine.run(call)
            if job.cancel.is_set():
                job.state = CANCELLED
            else:
                job.state = TIMEOUT if job.result.get("status") == TIMEOUT else DONE
        except Busy as e:
            job.state, job.error = FAILED, one_line(e)
        except WordgridError as e:
            if job.cancel.is_set():
                job.state, job.error = CANCELLED, "stopped before the end"
            else:
                job.state = TIMEOUT if e.exit_code == EXIT_TIMEOUT else FAILED
                job.error = one_line(e)
        except Exception as e:  # a bug: the page shows one line, never a hanging job
            job.state, job.error = FAILED, f"internal error: {type(e).__name__}: {one_line(e)}"
        job.ended = time.monotonic()
