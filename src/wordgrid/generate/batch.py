"""Many puzzles at once, over local processes or a Dask cluster, the same on any of them.

Puzzle k of a batch uses seed `seed + k`, and every word it may use is planned up front (see
`plan`), so nothing depends on which process or worker makes it or in what order: a batch is
byte for byte the same serially, with --jobs 2 and on a cluster of any size, and any one
puzzle can be made again alone with its seed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass, replace

from wordgrid.errors import InputError, WordgridError
from wordgrid.generate.maker import Generated, Request, generate
from wordgrid.generate.words import random_pool

# The words a capped run deals each puzzle: its drawn words and this many times as many
# spares (at least MIN_SPARES), for the swaps that repair ambiguity and for words that find
# no place in the grid. With fewer, one layout in four of 24 words in 15x15 fails.
SPARE_SHARE = 1.5
MIN_SPARES = 12


@dataclass(frozen=True)
class Task:
    """One puzzle to make: its index in the batch, what to make and its seed."""

    index: int
    request: Request
    seed: int


@dataclass(frozen=True)
class Result:
    """One batch entry: the puzzle, or the one-line reason there is none."""

    index: int
    seed: int
    puzzle: Generated | None
    error: str | None = None
    exit_code: int = 0


def make_one(task: Task) -> Result:
    """Top-level (picklable) worker: one puzzle, with failures as values, not exceptions."""
    try:
        return Result(task.index, task.seed, generate(task.request, task.seed))
    except WordgridError as e:
        return Result(task.index, task.seed, None, str(e), e.exit_code)


def plan(request: Request, seed: int, count: int, max_word_uses: int | None = None) -> list[Task]:
    """The batch's tasks; with `max_word_uses` K, each puzzle gets its own allowance of words.

    The allowance is dealt from K copies of every word of the list (`request.allowed`, else
    the default list), shuffled by `seed`, so no word can appear more than K times in the
    batch whichever worker makes which puzzle. Raises InputError when the list is too short
    for the cap.
    """
    tasks = [Task(k, request, seed + k) for k in range(count)]
    if max_word_uses is None:
        return tasks
    if request.words or request.style != "sparse":
        raise InputError(
            "--max-word-uses and --no-repeat work with drawn words (--random N): a list of "
            "your own words is used whole by every puzzle"
        )
    pool = request.allowed or random_pool(request.lang)
    each = request.random_count + max(MIN_SPARES, math.ceil(request.random_count * SPARE_SHARE))
    need = count * each
    if len(pool) * max_word_uses < need:
        most = len(pool) * max_word_uses // each
        raise InputError(
            f"the word list has {len(pool)} words: {count} puzzles of {request.random_count} "
            f"words with each word at most {max_word_uses} time"
            f"{'s' if max_word_uses != 1 else ''} need about {need // max_word_uses} "
            f"(it can make at most {most} such puzzles)"
        )
    # A word is in a puzzle at most once, so a cap past the number of puzzles caps nothing
    # (and the deck would only grow with it).
    deck = [w for w in pool for _ in range(min(max_word_uses, count))]
    random.Random(seed).shuffle(deck)
    hands: list[list[str]] = [[] for _ in range(count)]
    # Deal card by card, skipping a hand that already holds the word, so a puzzle never
    # wastes a copy and every hand fills up evenly.
    k = 0
    for word in deck:
        for _ in range(count):
            hand = hands[k]
            k = (k + 1) % count
            if len(hand) < each and word not in hand:
                hand.append(word)
                break
    short = next((h for h in hands if len(h) < request.random_count + 2), None)
    if short is not None:  # so few words that dealing could not avoid doubles in a hand
        raise InputError(
            f"the word list is too short for {count} puzzles with each word at most "
            f"{max_word_uses} times"
        )
    return [
        replace(t, request=replace(request, allowed=tuple(h)))
        for t, h in zip(tasks, hands, strict=True)
    ]


def _local(tasks: list[Task], jobs: int) -> Iterator[Result]:
    if jobs <= 1 or len(tasks) <= 1:
        yield from map(make_one, tasks)
        return
    pool = ProcessPoolExecutor(max_workers=jobs)
    try:
        # A few tasks ahead per worker, not all at once: memory stays flat for 10 000
        # puzzles, and Ctrl-C waits only for the puzzles being made.
        pending = set()
        queue = iter(tasks)
        for task in queue:
            pending.add(pool.submit(make_one, task))
            if len(pending) >= jobs * 2:
                break
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                yield future.result()
                nxt = next(queue, None)
                if nxt is not None:
                    pending.add(pool.submit(make_one, nxt))
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def run_tasks(
    tasks: Iterable[Task],
    jobs: int = 1,
    scheduler: str | None = None,
) -> Iterator[Result]:
    """Results as they finish (any order): in `jobs` local processes, or on `scheduler`
    ("local" for a Dask LocalCluster, or a tcp://host:port address)."""
    todo = list(tasks)
    if scheduler is not None:
        from wordgrid.generate.cluster import cluster_map

        yield from cluster_map(make_one, todo, scheduler, jobs)
    else:
        yield from _local(todo, jobs)


def make_batch(
    request: Request,
    seed: int,
    count: int,
    jobs: int = 1,
    scheduler: str | None = None,
) -> list[Result]:
    """Puzzles `seed`, `seed + 1`, ... in index order."""
    results = run_tasks(plan(request, seed, count), jobs, scheduler)
    return sorted(results, key=lambda r: r.index)
