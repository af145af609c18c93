"""`wordgrid batch [DIR]` (seed 000) and `wordgrid demo`: solve a folder of puzzles."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordgrid.cli._args import add_input_options, add_scheduler, add_timeout, positive_int
from wordgrid.errors import (
    EXIT_BAD_INPUT,
    EXIT_INTERNAL,
    EXIT_OK,
    EXIT_TIMEOUT,
    EXIT_UNSOLVABLE,
)
from wordgrid.plural import counted

if TYPE_CHECKING:
    from wordgrid.batch import Job

# Exit code of a whole batch: the most serious outcome among its files.
# wordgrid.batch.TO_FILL, spelt out: that module loads the engine, and --help shouldn't.
TO_FILL = "to fill"
SEVERITY = {
    TO_FILL: EXIT_OK,  # a grid to fill, not a puzzle: said, and no failure
    "solved": EXIT_OK,
    "unsolvable": EXIT_UNSOLVABLE,
    "timeout": EXIT_TIMEOUT,
    "error": EXIT_BAD_INPUT,
}
RANK = (TO_FILL, "solved", "unsolvable", "timeout", "error")


def register(sub: Any) -> None:
    for name, text, description in (
        (
            "batch",
            "solve every puzzle in a folder, with times",
            "Solve every puzzle file in FOLDER in name order: each one's grid, then a "
            "table of results with times. A grid-only file finds its word file by name "
            "(X.grid with X.words, puzzleN with wordsN); a bad file is reported and the "
            "batch goes on.",
        ),
        (
            "demo",
            "solve the bundled example puzzles",
            "Solve the example puzzles that come with wordgrid, as `wordgrid batch` "
            "would, and show the times (`wordgrid examples` lists them). One of them has "
            "no solution on purpose, so the demo exits 0 unless a file is bad.",
        ),
    ):
        p: argparse.ArgumentParser = sub.add_parser(name, help=text, description=description)
        if name == "batch":
            p.add_argument(
                "folder",
                nargs="?",
                metavar="FOLDER",
                help="folder of puzzle files (default: the bundled examples)",
            )
        add_input_options(p, words=False)
        add_timeout(p, "give up on a file", "counted from when that file is begun")
        p.add_argument("--json", action="store_true", help="one JSON object per file")
        p.add_argument(
            "--jobs", type=positive_int, default=1, metavar="N", help="solve in N processes"
        )
        if name == "batch":
            add_scheduler(p, "solve the files (the workers must see the same folder)")
        p.set_defaults(run=run)


def _results(jobs: list[Job], args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    from concurrent.futures import ProcessPoolExecutor

    from wordgrid.batch import run_job

    n = len(jobs)
    if getattr(args, "scheduler", None):
        from functools import partial

        from wordgrid.generate.cluster import cluster_map

        solve_one = partial(
            run_job, timeout=args.timeout, min_length=args.min_length, fmt=args.source_format
        )
        yield from _in_order(
            cluster_map(_numbered(solve_one), list(enumerate(jobs)), args.scheduler, args.jobs)
        )
        return
    if args.jobs == 1 or n < 2:
        for job in jobs:
            yield run_job(job, args.timeout, args.min_length, args.source_format)
        return
    # More processes than files or cores only costs start-up time.
    workers = min(args.jobs, n, os.cpu_count() or 1)
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(
            run_job, jobs, [args.timeout] * n, [args.min_length] * n, [args.source_format] * n
        )


class _numbered:
    """A picklable wrapper that keeps each file's place, as cluster results come in any order."""

    def __init__(self, fn: Callable[[Job], dict[str, Any]]) -> None:
        self.fn = fn

    def __call__(self, item: tuple[int, Job]) -> tuple[int, dict[str, Any]]:
        return item[0], self.fn(item[1])


def _in_order(results: Iterator[tuple[int, dict[str, Any]]]) -> Iterator[dict[str, Any]]:
    """Results in file order, each printed as soon as those before it are in."""
    waiting: dict[int, dict[str, Any]] = {}
    nxt = 0
    for k, result in results:
        waiting[k] = result
        while nxt in waiting:
            yield waiting.pop(nxt)
            nxt += 1


def run(args: argparse.Namespace) -> int:
    # Loaded here, not at start-up: `--help` and other commands don't need them.
    from rich.console import Console
    from rich.progress import MofNCompleteColumn, Progress

    from wordgrid.batch import examples_folder, find_jobs
    from wordgrid.render.text import batch_table, format_batch_result

    folder = Path(args.folder) if getattr(args, "folder", None) else examples_folder()
    jobs = find_jobs(folder, args.source_format)
    results: list[dict[str, Any]] = []
    err = Console(stderr=True)
    # The bar lives on stderr. When stdout is the same terminal, rich prints the grids above
    # it; when stdout is a file, the grids go to the file untouched. JSON lines on the
    # terminal are left alone: rich would wrap them.
    to_terminal = sys.stdout.isatty()
    show_progress = sys.stderr.isatty() and not (args.json and to_terminal)
    # Off a terminal there is no bar at all: a disabled rich Progress still prints an empty
    # line when it stops (rich 14).
    progress = (
        Progress(
            *Progress.get_default_columns(),
            MofNCompleteColumn(),
            console=err,
            transient=True,
            redirect_stdout=to_terminal,
            redirect_stderr=False,
        )
        if show_progress
        else None
    )
    with progress or contextlib.nullcontext():
        task = progress.add_task("solving", total=len(jobs)) if progress else None
        for result in _results(jobs, args):
            results.append(result)
            if args.json:
                print(json.dumps(result, ensure_ascii=False), flush=True)
            else:
                print(format_batch_result(result))
            if progress and task is not None:
                progress.advance(task)
    if not args.json:
        where = "bundled examples" if folder == examples_folder() else folder.resolve().name
        Console(width=100).print(batch_table(results, where))
    internal = [r for r in results if r.get("exit_code") == EXIT_INTERNAL]
    if internal:
        return EXIT_INTERNAL  # the checker rejected an answer: a bug, reported as such
    worst = max((r["status"] for r in results), key=RANK.index)
    bad = [r for r in results if r["status"] == "error"]
    if bad:  # the table says which; stderr says that something went wrong, for scripts
        print(
            f"wordgrid: error: {len(bad):,} of {counted(len(results), 'file')} could not be "
            "read; the "
            f"first: {bad[0]['error']}",
            file=sys.stderr,
        )
    if args.command == "demo" and worst != "error":
        return EXIT_OK  # the demo's impossible puzzle is there on purpose
    return SEVERITY[worst]
