"""Many puzzles at once, over local processes or a Dask cluster, the same on any of them.

Puzzle k of a batch uses seed `seed + k`, and every word it may use is planned up front (see
`plan`), or, for dense puzzles under a word cap, follows from the puzzles before it (see
`capped`), so nothing depends on which process or worker makes it or in what order: a batch
is byte for byte the same serially, with --jobs 2 and on a cluster of any size.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from wordgrid.errors import EXIT_TIMEOUT, InputError, WordgridError
from wordgrid.generate.caps import Cap, as_cap, deal_hands, spent_out
from wordgrid.generate.maker import DENSE_SIZE, Generated, Request, Watch, generate
from wordgrid.generate.options import MOST_PUZZLES
from wordgrid.generate.pattern import MIN_ENTRY, make_pattern
from wordgrid.generate.words import dictionary, random_pool
from wordgrid.model import find_slots

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor

# The words a capped run deals each puzzle: its drawn words and this many times as many
# spares (at least MIN_SPARES), for the swaps that repair ambiguity and for words that find
# no place in the grid. With fewer, one layout in four of 24 words in 15x15 fails.
SPARE_SHARE = 1.5
MIN_SPARES = 12
DENSE_SAMPLE = 12  # block patterns made to tell how many words of each length a puzzle takes
# Share of a length's words a capped dense run can use before the ones left are too awkward
# to cross: --no-repeat runs of 9x9 puzzles made 27 of 40 and 26 of 27, with the 621 words
# of 3 letters (about 11 a puzzle) the first to run out.
USABLE_SHARE = 0.45


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


MakeMany = Callable[[list["Task"]], Iterable["Result"]]  # tasks in, results as they finish


def make_one(task: Task, watch: Watch | None = None) -> Result:
    """Top-level (picklable) worker: one puzzle, with failures as values, not exceptions;
    `watch` is told what the run is doing (a terminal's progress line)."""
    try:
        return Result(task.index, task.seed, generate(task.request, task.seed, watch=watch))
    except WordgridError as e:
        return Result(task.index, task.seed, None, str(e), e.exit_code)


def plan(
    request: Request, seed: int, count: int, max_word_uses: Cap | int | None = None
) -> list[Task]:
    """The batch's tasks; under a cap on drawn words, each puzzle gets its own allowance.

    The allowance is dealt from the copies the cap allows of every word of the list
    (`request.allowed`, else the default list), shuffled by `seed` (caps.deal_hands), so no
    word goes over the cap whichever worker makes which puzzle. Raises InputError when the
    list is too short for the cap. Dense puzzles under a cap are made one after another
    instead (`capped`): their tasks here carry no allowance.
    """
    if count > MOST_PUZZLES:
        raise InputError(
            f"a run makes at most {MOST_PUZZLES:,} puzzles, not {count:,}: "
            "split it into several runs"
        )
    cap = as_cap(max_word_uses)
    tasks = [Task(k, request, seed + k) for k in range(count)]
    if not cap:
        return tasks
    if request.style == "dense":
        _check_dense_cap(request, count, cap)
        return tasks
    if request.words:
        raise InputError(
            "--max-word-uses and --no-repeat work with drawn words (--random N) and dense "
            "puzzles: a list of your own words is used whole by every puzzle"
        )
    pool = request.allowed or random_pool(request.lang)
    each = request.random_count + max(MIN_SPARES, math.ceil(request.random_count * SPARE_SHARE))
    hands = deal_hands(
        pool,
        cap,
        count,
        each,
        request.random_count + 2,
        seed,
        f"puzzles of {request.random_count} words",
    )
    return [
        replace(t, request=replace(request, allowed=h)) for t, h in zip(tasks, hands, strict=True)
    ]


def _check_dense_cap(request: Request, count: int, cap: Cap) -> None:
    """InputError, saying how many puzzles it can make, when some word length runs short:
    `count` dense puzzles of the size take more words of it than the cap leaves usable."""
    rows, cols = request.size or DENSE_SIZE
    rng = random.Random(0)
    patterns = [p for p in (make_pattern(rows, cols, rng) for _ in range(DENSE_SAMPLE)) if p]
    if not patterns:
        return  # no pattern to judge by: the run itself will say it can't fill the size
    demand = Counter(len(s.cells) for p in patterns for s in find_slots(p, MIN_ENTRY))
    supply = Counter({n: 0 for n in demand})
    for w in dense_words(request):
        if len(w) in supply:
            supply[len(w)] += cap.copies(w)
    most, short = min(
        (math.floor(supply[n] * USABLE_SHARE * len(patterns) / demand[n]), n) for n in demand
    )
    if count > most:
        source = "your word list" if request.words else "the dictionary"
        each = demand[short] / len(patterns)
        raise InputError(
            f"{source} has too few words of {short} letters for {count} dense {rows}x{cols} "
            f"puzzles with {cap.say()}: each takes about {each:.0f} of them, and it allows "
            f"{supply[short]} uses, about half of them usable (it can make at most {most} "
            "such puzzles)"
        )


def windowed(request: Request, cap: Cap | int | None) -> bool:
    """Whether a run is made one puzzle after another (dense puzzles under a word cap)."""
    return request.style == "dense" and bool(as_cap(cap))


def dense_words(request: Request) -> tuple[str, ...]:
    """The words a dense fill may take: the user's list, else the dictionary."""
    if request.words:
        return tuple(dict.fromkeys(request.words))
    return tuple(w for w, _ in dictionary(request.lang))


def capped(
    request: Request,
    seed: int,
    count: int,
    max_word_uses: Cap | int,
    make: MakeMany,
    known: Mapping[int, Sequence[str]] | None = None,
) -> Iterator[Result]:
    """Dense puzzles under a word cap, one after another, in index order: each avoids the
    words the puzzles before it used up. The puzzles in `known` (index -> its words, made
    by an earlier run) are not made again.

    So each puzzle depends only on its seed and the puzzles before it: the same on one
    process and on any cluster. When the time limit stops a puzzle, the run stops there
    (the rest depend on it; --resume goes on).
    """
    cap = as_cap(max_word_uses)
    known = known or {}
    uses: Counter[str] = Counter()
    for k in range(count):
        if k in known:
            uses.update(set(known[k]))
            continue
        [result] = make([Task(k, replace(request, banned=spent_out(uses, cap)), seed + k)])
        uses.update(_used(result))
        yield result
        if result.exit_code == EXIT_TIMEOUT:
            return  # later puzzles depend on the words of one the time limit stopped


def _used(result: Result) -> set[str]:
    return set(result.puzzle.solution.words) if result.puzzle is not None else set()


def _local(tasks: list[Task], pool: ProcessPoolExecutor, jobs: int) -> Iterator[Result]:
    from concurrent.futures import FIRST_COMPLETED, wait

    # A few tasks ahead per worker, not all at once: memory stays flat for 10 000 puzzles,
    # and Ctrl-C waits only for the puzzles being made.
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


@contextmanager
def workers(jobs: int = 1, scheduler: str | None = None) -> Iterator[MakeMany]:
    """A way to make many tasks, results as they finish (any order), open for several
    calls: in `jobs` local processes, or on `scheduler` ("local" for a Dask LocalCluster
    of `jobs` workers, or a tcp://host:port address)."""
    if scheduler is not None:
        from wordgrid.generate.cluster import cluster_session

        with cluster_session(scheduler, jobs) as cluster:
            yield lambda tasks: cluster(make_one, tasks)
    elif jobs <= 1:
        yield lambda tasks: map(make_one, tasks)
    else:
        from concurrent.futures import ProcessPoolExecutor  # not loaded for one puzzle

        pool = ProcessPoolExecutor(max_workers=jobs)
        try:
            yield lambda tasks: _local(list(tasks), pool, jobs)
        finally:
            pool.shutdown(wait=True, cancel_futures=True)


def run_tasks(
    tasks: Iterable[Task],
    jobs: int = 1,
    scheduler: str | None = None,
) -> Iterator[Result]:
    """Results as they finish (any order); see `workers`."""
    todo = list(tasks)
    if len(todo) <= 1:
        jobs = 1  # no pool to start for one puzzle
    with workers(jobs, scheduler) as make:
        yield from make(todo)


def run_batch(
    request: Request,
    seed: int,
    count: int,
    max_word_uses: Cap | int | None,
    make: MakeMany,
    known: Mapping[int, Sequence[str]] | None = None,
) -> Iterator[Result]:
    """The puzzles of a batch not in `known` (index -> its words, from an earlier run), as
    they finish: planned up front (`plan`), or one after another (`capped`)."""
    if windowed(request, max_word_uses):
        assert max_word_uses is not None
        yield from capped(request, seed, count, max_word_uses, make, known)
        return
    done = known or {}
    yield from make([t for t in plan(request, seed, count, max_word_uses) if t.index not in done])


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
