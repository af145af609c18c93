"""Books at scale (issue 18): one process, prints tables.

1. COUNT 15x15 sparse fill-ins of 30 words, each with its uniqueness proof: puzzles per
   second serially, in a local process pool of 2, and on a Dask LocalCluster (127.0.0.1) of
   1 and 2 single-threaded workers; the scaling ratio of 2 workers to 1 (target >= 1.8) and
   Dask's overhead against the process pool on the same run. Every run must make the same
   puzzles (checked).
2. A 6x9 book of about 200 pages, end to end (generate with --jobs 2, lay out, write the
   PDF): time and peak memory.

Run: python benchmarks/book_bench.py [--count 1000] [--book-puzzles 130]
"""

from __future__ import annotations

import argparse
import resource
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

from wordgrid.book.make import make_book
from wordgrid.book.spec import read_spec
from wordgrid.generate import Request
from wordgrid.generate.batch import Result, plan, run_tasks
from wordgrid.generate.cluster import serving
from wordgrid.generate.maker import _pool_index
from wordgrid.generate.output import puzzle_text
from wordgrid.generate.words import dictionary

SEED = 18_000
REQUEST = Request(random_count=30, size=(15, 15))


def timed_run(count: int, jobs: int, scheduler: str | None) -> tuple[float, dict[int, str]]:
    start = time.perf_counter()
    results: list[Result] = list(run_tasks(plan(REQUEST, SEED, count), jobs, scheduler))
    seconds = time.perf_counter() - start
    made = {r.index: puzzle_text(r.puzzle, "words-grid") for r in results if r.puzzle}
    return seconds, made


def warm() -> None:
    """Load the word lists in a worker, as the first puzzle would."""
    dictionary("en")
    _pool_index("en")


@contextmanager
def cluster(workers: int) -> Iterator[tuple[str, float]]:
    """`--scheduler local`'s cluster, warmed: its address and the seconds to start and warm it."""
    from distributed import Client

    start = time.perf_counter()
    with serving("local", workers) as address, Client(address) as client:
        client.run(warm)
        yield address, time.perf_counter() - start


def scaling(count: int) -> None:
    print(f"{count} 15x15 fill-ins of 30 words, each with its uniqueness proof")
    print(f"{'run':<30} {'seconds':>8} {'puzzles/s':>10} {'made':>6} {'start s':>8}")
    times: dict[str, float] = {}
    reference: dict[int, str] | None = None
    for name, jobs, workers in [
        ("serial (1 process)", 1, 0),
        ("process pool, 2", 2, 0),
        ("Dask LocalCluster, 1 worker", 1, 1),
        ("Dask LocalCluster, 2 workers", 2, 2),
    ]:
        with ExitStack() as stack:
            # Clusters start and load the word lists before the clock runs: the table
            # compares steady throughput, and says what starting cost apart.
            scheduler, started = stack.enter_context(cluster(workers)) if workers else (None, 0.0)
            seconds, made = timed_run(count, jobs, scheduler)
        times[name] = seconds
        print(f"{name:<30} {seconds:8.1f} {count / seconds:10.2f} {len(made):6d} {started:8.1f}")
        if reference is None:
            reference = made
        elif made != reference:
            raise SystemExit(f"{name} made different puzzles than the serial run")
    one, two = times["Dask LocalCluster, 1 worker"], times["Dask LocalCluster, 2 workers"]
    print(f"scaling, 2 Dask workers vs 1: {one / two:.2f}x (target >= 1.8x)")
    print(f"2 Dask workers vs serial: {times['serial (1 process)'] / two:.2f}x")
    pool = times["process pool, 2"]
    print(f"Dask overhead vs the process pool (2 each): {two / pool:.3f}x the time")
    serial = times["serial (1 process)"]
    print(f"Dask 1 worker vs serial (transfer, scheduling): {one / serial:.3f}x the time")


BOOK_SPEC = """
title = "Two Hundred Pages of Puzzles"
subtitle = "Fill-ins and word searches"
trim = "6x9"
seed = 7

[[section]]
name = "Fill-ins"
count = {fill_ins}
words = 16
size = [13, 13]
max_word_uses = 12

[[section]]
name = "Word searches"
kind = "word-search"
count = {searches}
words = 14
size = [13, 13]
"""


def book(puzzles: int) -> None:
    fill_ins = puzzles * 3 // 4
    with tempfile.TemporaryDirectory() as tmp:
        spec_path = Path(tmp) / "book.toml"
        spec_path.write_text(
            BOOK_SPEC.format(fill_ins=fill_ins, searches=puzzles - fill_ins), encoding="utf-8"
        )
        spec = read_spec(spec_path)
        out = Path(tmp) / "book.pdf"
        start = time.perf_counter()
        pages = make_book(spec, out, jobs=2)
        seconds = time.perf_counter() - start
        size = out.stat().st_size
    main_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    worker_rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print()
    print(f"6x9 book, {puzzles} puzzles ({fill_ins} fill-ins, {puzzles - fill_ins} word searches)")
    print(
        f"{'pages':>6} {'seconds':>8} {'s/page':>7} {'PDF MB':>7} {'peak MB':>8} {'worker MB':>10}"
    )
    print(
        f"{pages:6d} {seconds:8.1f} {seconds / pages:7.3f} {size / 2**20:7.2f} "
        f"{main_rss:8.0f} {worker_rss:10.0f}"
    )
    print("(peak MB: the whole benchmark process's resident peak; worker MB: the largest child)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--book-puzzles", type=int, default=130)
    args = parser.parse_args()
    dictionary("en")  # load the word list once, as a long-running process would
    _pool_index("en")
    scaling(args.count)
    book(args.book_puzzles)


if __name__ == "__main__":
    main()
