"""What the makers' forms share: a word list, a seed, the bundled themes, a job's first answer."""

from __future__ import annotations

import random
import re
from importlib import resources

from starlette.responses import JSONResponse

from wordgrid.web.jobs import Job

_SPLIT = re.compile(r"[\s,;]+")


def word_list(value: list[str] | str) -> list[str]:
    """A form's word list: a JSON list, or text with one word a line (or comma-separated)."""
    return [w for w in _SPLIT.split(value) if w] if isinstance(value, str) else value


def seed_or_random(seed: int | None) -> int:
    """The seed asked for, or a fresh one (the made puzzle records it)."""
    return random.randrange(2**31) if seed is None else seed


def themes() -> dict[str, list[str]]:
    """The bundled theme lists, by name."""
    folder = resources.files("wordgrid") / "data" / "themes"
    return {
        item.name.removesuffix(".txt"): item.read_text("utf-8").split()
        for item in sorted(folder.iterdir(), key=lambda i: i.name)
        if item.name.endswith(".txt")
    }


def job_started(job: Job) -> JSONResponse:
    """A job's first answer: 202, and the job to ask about."""
    return JSONResponse(job.progress(), status_code=202)
