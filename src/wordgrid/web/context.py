"""The server's shared state, which every route reaches as a FastAPI dependency."""

from __future__ import annotations

from dataclasses import dataclass, field

from fastapi import Request

from wordgrid.web.dictionaries import Dictionaries
from wordgrid.web.engine import Engine
from wordgrid.web.jobs import Jobs
from wordgrid.web.library import Library


@dataclass
class Context:
    """What the routes share: the library, the engines their calls run on, the make page's
    jobs and dictionaries."""

    library: Library
    # Checks and hints on library puzzles: quick, so a few workers with a short limit.
    engine: Engine = field(default_factory=lambda: Engine(seconds=10.0, workers=2))
    # Uploaded puzzles can be built to be slow: one at a time, in a process of its own, so
    # that the players' requests keep the GIL.
    uploads: Engine = field(default_factory=lambda: Engine(seconds=10.0, workers=1, processes=True))
    # Long making work (fill-ins, autofill, word searches) behind the engine's cap. Jobs search
    # for seconds: in worker processes, so the players' requests keep the GIL.
    jobs: Jobs | None = None
    dictionaries: Dictionaries = field(default_factory=Dictionaries)

    def __post_init__(self) -> None:
        if self.jobs is None:
            self.jobs = Jobs(self.engine, processes=True)

    @property
    def maker(self) -> Jobs:
        assert self.jobs is not None
        return self.jobs

    def close(self) -> None:
        self.library.close()
        self.uploads.close()
        self.maker.close()


def context(request: Request) -> Context:
    """The server's context: a FastAPI dependency of every route."""
    server: Context = request.app.state.context
    return server
