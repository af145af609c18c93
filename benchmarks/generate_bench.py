"""Generator benchmark (issue 5): one process, prints a table.

1. A 15x15 sparse puzzle of 30 words with its uniqueness proof, for several seeds: the target
   is under 1 s each (the word list is loaded once, before timing).
2. 100 puzzles (`--random 25`, default size) with --jobs 1 and with --jobs 2, through the
   same batch code the CLI uses.

Run: python benchmarks/generate_bench.py [--count 100] [--seeds 10]
"""

from __future__ import annotations

import argparse
import statistics
import time

from wordgrid.generate import Request, generate, make_batch
from wordgrid.generate.maker import _pool_index
from wordgrid.generate.words import dictionary


def sparse_15x15(seeds: int) -> list[tuple[int, float, int, str]]:
    rows = []
    for seed in range(seeds):
        start = time.perf_counter()
        g = generate(Request(random_count=30, size=(15, 15)), seed)
        rows.append((seed, time.perf_counter() - start, len(g.puzzle.bank), g.rating.label))
    return rows


def batch(count: int, jobs: int) -> tuple[float, int]:
    start = time.perf_counter()
    made = sum(
        r.puzzle is not None for r in make_batch(Request(random_count=25), 1000, count, jobs)
    )
    return time.perf_counter() - start, made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seeds", type=int, default=10)
    args = parser.parse_args()
    dictionary("en")  # load the word list once, as a long-running process would
    _pool_index("en")

    rows = sparse_15x15(args.seeds)
    times = [t for _, t, _, _ in rows]
    print("15x15 sparse, 30 words, with uniqueness proof (target < 1 s each)")
    print(f"{'seed':>4}  {'seconds':>8}  {'words':>5}  rating")
    for seed, t, n, label in rows:
        print(f"{seed:>4}  {t:>8.3f}  {n:>5}  {label}")
    print(
        f"median {statistics.median(times):.3f} s, max {max(times):.3f} s, "
        f"under 1 s: {sum(t < 1 for t in times)}/{len(times)}"
    )
    print()
    print(f"{args.count} puzzles, --random 25 (each process loads the word list itself)")
    print(f"{'jobs':>4}  {'seconds':>8}  {'made':>5}  {'per puzzle':>10}")
    for jobs in (1, 2):
        t, made = batch(args.count, jobs)
        print(f"{jobs:>4}  {t:>8.2f}  {made:>5}  {t / args.count:>10.3f}")


if __name__ == "__main__":
    main()
