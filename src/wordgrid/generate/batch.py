"""Many puzzles at once, optionally over several processes, in a reproducible order.

Puzzle k of a batch uses seed `seed + k`, whatever the number of processes, so a batch is the
same with --jobs 1 and --jobs 4, and any one puzzle can be made again alone with its seed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from wordgrid.errors import WordgridError
from wordgrid.generate.maker import Generated, Request, generate


@dataclass(frozen=True)
class Result:
    """One batch entry: the puzzle, or the one-line reason there is none."""

    index: int
    seed: int
    puzzle: Generated | None
    error: str | None = None
    exit_code: int = 0


def make_one(task: tuple[int, Request, int]) -> Result:
    """Top-level (picklable) worker: one puzzle, with failures as values, not exceptions."""
    index, request, seed = task
    try:
        return Result(index, seed, generate(request, seed))
    except WordgridError as e:
        return Result(index, seed, None, str(e), e.exit_code)


def make_batch(
    request: Request,
    seed: int,
    count: int,
    jobs: int = 1,
    progress: Callable[[Result], None] | None = None,
) -> Iterator[Result]:
    """Puzzles `seed`, `seed + 1`, ... in index order; `progress` sees each as it finishes."""
    tasks = [(k, request, seed + k) for k in range(count)]
    if jobs <= 1 or count <= 1:
        for task in tasks:
            result = make_one(task)
            if progress:
                progress(result)
            yield result
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        # map keeps index order; chunks of one let the progress bar move per puzzle.
        for result in pool.map(make_one, tasks, chunksize=1):
            if progress:
                progress(result)
            yield result
