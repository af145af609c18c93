"""The server's shared state, which every route reaches as a FastAPI dependency."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from fastapi import Request

from wordgrid.web.dictionaries import Dictionaries
from wordgrid.web.engine import Engine
from wordgrid.web.jobs import Jobs
from wordgrid.web.library import Library


@dataclass
class Context:
    """What the routes share: the library, the engines their calls run on, the make page's
    jobs, dictionaries and clue library."""

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
    # The clue library the constructor suggests past clues from (read only, never made).
    clue_library: Path = field(default_factory=lambda: _default_clue_library())

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


def _default_clue_library() -> Path:
    from wordgrid.app.clues import default_library

    return default_library()


def context(request: Request) -> Context:
    """The server's context: a FastAPI dependency of every route."""
    server: Context = request.app.state.context
    return server
