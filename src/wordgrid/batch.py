"""Seed 000's batch job: every puzzle in a folder, solved in name order, with its time.

Grid-only puzzles find their word file by name: `X.grid` with `X.words`, `puzzleN` with
`wordsN`, `structureN.txt` with `wordsN.txt`. A file claimed as a word list is not a puzzle.
"""

from __future__ import annotations

import re
import time
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wordgrid.app.solving import solve_document
from wordgrid.budget import Budget
from wordgrid.errors import InputError, WordgridError
from wordgrid.formats import Listing, detect_file, folder_files, read
from wordgrid.formats import examples_folder as examples_folder  # where it was before
from wordgrid.render.json import outcome_dict, solution_dict

GRID = "grid"  # the format of a bare grid, which needs a word file to be solved
TO_FILL = "to fill"  # the status of a bare grid without one: it is filled, not solved


@dataclass(frozen=True, slots=True)
class Job:
    """One puzzle file of a batch, with the word file it needs when it is a bare grid."""

    path: Path
    words: Path | None = None


_WORD_FILE_NAMES = (
    (re.compile(r"^(.*)\.grid$"), r"\1.words"),
    (re.compile(r"^puzzle(.*)$"), r"words\1"),
    (re.compile(r"^structure(.*)$"), r"words\1"),
    (re.compile(r"^(.*?)(\.[^.]*)?$"), r"\1.words\2"),
)


def _partner_names(name: str) -> list[str]:
    """The names the word file of the grid file `name` may have, most specific first."""
    names = []
    for pattern, replacement in _WORD_FILE_NAMES:
        if pattern.match(name):
            candidate = pattern.sub(replacement, name)
            if candidate != name:
                names.append(candidate)
    return names


def partner_word_file(path: Path, names: Collection[str] | None = None) -> Path | None:
    """The word file that goes with the grid file `path`, if one is there: one of `names`
    (the folder's listing) when given, else a file on disk."""
    for candidate in _partner_names(path.name):
        there = candidate in names if names is not None else path.with_name(candidate).is_file()
        if there:
            return path.with_name(candidate)
    return None


def find_jobs(folder: Path, fmt: str | None = None) -> list[Job]:
    """The puzzles in `folder`, in natural name order (puzzle-2 before puzzle-10).

    Word files of grid puzzles are not puzzles, nor the answers and notes `generate` writes
    beside each puzzle it makes. One scan of the folder; a file is read here only when a
    word file of its name is beside it, to tell whether it is a bare grid.
    """
    if folder.is_file():
        raise InputError("is a file, not a folder: use `wordgrid solve`", path=folder)
    listing = Listing.scan(folder)
    files = folder_files(folder, listing)
    jobs: list[Job] = []
    claimed: set[Path] = set()
    for path in files:
        words = partner_word_file(path, listing.names)
        if words is not None and (fmt or detect_file(path)) == GRID:
            claimed.add(words)
            jobs.append(Job(path, words))
        else:
            jobs.append(Job(path))
    return [job for job in jobs if job.path not in claimed]


def run_job(
    job: Job, timeout: float | None = None, min_length: int = 2, fmt: str | None = None
) -> dict[str, Any]:
    """Solve one file; the result is plain data so that it can cross a process boundary."""
    start = time.monotonic()
    try:
        doc = read(job.path, words=job.words, fmt=fmt, min_length=min_length)
        report = solve_document(doc, str(job.path), budget=Budget.seconds(timeout))
    except WordgridError as e:
        stats = {"nodes": 0, "backtracks": 0, "seconds": round(time.monotonic() - start, 6)}
        if job.words is None and fmt in (None, GRID) and detect_file(job.path) == GRID:
            # No puzzle to solve but a crossword grid to fill, as bundled grid_15x15.txt.
            note = (
                f"a grid without words, to fill from a dictionary (wordgrid fill "
                f"{job.path.name}), or to solve with its word list beside it "
                f"({_partner_names(job.path.name)[-1]})"
            )
            return {"file": job.path.name, "status": TO_FILL, "note": note, "stats": stats}
        return {
            "file": job.path.name,
            "status": "error",
            "error": str(e),
            "exit_code": e.exit_code,
            "stats": stats,
        }
    result = outcome_dict(report.outcome)
    if report.shown is not None:  # a crossword's own answer, when its words fit two ways
        result.update(solution_dict(report.shown))
    result["file"] = job.path.name
    return result
