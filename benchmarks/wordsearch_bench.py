"""Word search benchmark: wordgrid's generator against its targets and word-search-generator.

    python benchmarks/wordsearch_bench.py [--runs N]

Prints two tables. Speed: the issue's targets (20x20 with 40 words under 0.2 s, 50x50 with 200
words under 2 s). Dense grids: wordgrid and word-search-generator (PyPI, the `bench` extra) on
the same word lists, sizes and directions (all 8), as the share of words placed and the median
time, with ratios measured in the same run. Every wordgrid puzzle is checked with the finder.

Words are real English: wordfreq's most frequent words, letters only, 4 to 12 long, with no
word inside another (forwards or backwards) and no palindromes, so neither generator drops a
word for being unplaceable by definition. Not part of the tests: timings are noisy.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

from wordgrid.wordsearch import LEVELS, PlacementError, check_word_search, clashes, generate

SHORTEST, LONGEST = 4, 12  # word lengths kept: a puzzle word, and under the smallest grid
POOL = 40_000  # wordfreq words read; plenty for 400 clean words


def english_words(count: int) -> list[str]:
    """The `count` most frequent clean English words, in frequency order."""
    try:
        from wordfreq import top_n_list

        source = top_n_list("en", POOL)
    except ImportError:  # fall back to the shared corpus word list
        with open("/work/shared/corpus/autofill/scowl55.dict", encoding="utf-8") as f:
            source = [line.split(";")[0] for line in f]
    words: list[str] = []
    for raw in source:
        w = raw.upper()
        if not (w.isascii() and w.isalpha() and SHORTEST <= len(w) <= LONGEST):
            continue
        if w == w[::-1] or clashes([*words, w]):
            continue
        words.append(w)
        if len(words) == count:
            break
    return words


@dataclass(frozen=True)
class Run:
    placed: int
    seconds: float


def ours(words: list[str], size: int, level: int, seed: int) -> Run:
    started = time.perf_counter()
    try:
        puzzle = generate(words, rows=size, seed=seed, directions=LEVELS[level])
    except PlacementError as e:
        return Run(len(words) - len(e.unplaced), time.perf_counter() - started)
    seconds = time.perf_counter() - started
    problems = check_word_search(puzzle)
    assert not problems, problems
    return Run(len(words), seconds)


def theirs(words: list[str], size: int, level: int, seed: int) -> Run:
    from word_search_generator import WordSearch

    class Unlimited(WordSearch):  # its caps (50x50, 100 words) would hide the comparison
        MAX_PUZZLE_SIZE = 1000
        MAX_PUZZLE_WORDS = 10_000

    random.seed(seed)  # it draws from the global generator
    started = time.perf_counter()
    puzzle = Unlimited(" ".join(words), level=level, size=size)  # 1 and 3 mean E,S and all
    seconds = time.perf_counter() - started
    return Run(len(puzzle.placed_words), seconds)


def words_for(pool: list[str], size: int, fill: float) -> list[str]:
    """Words from the pool, in order, until their letters would pass `fill` of the cells."""
    chosen, letters = [], 0
    for w in pool:
        if letters + len(w) > fill * size * size:
            break
        chosen.append(w)
        letters += len(w)
    return chosen


def measure(
    make: Callable[[list[str], int, int, int], Run],
    words: list[str],
    size: int,
    level: int,
    runs: int,
) -> tuple[float, float]:
    """(share of words placed over all runs, median seconds)."""
    results = [make(words, size, level, seed) for seed in range(runs)]
    share = sum(r.placed for r in results) / (len(words) * runs)
    return share, statistics.median(r.seconds for r in results)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="seeds per case (default 5)")
    args = parser.parse_args()
    pool = english_words(600)

    print("Speed targets (wordgrid, all 8 directions, median of", args.runs, "seeds)")
    print(f"{'grid':>7} {'words':>5} {'placed':>7} {'median s':>9} {'max s':>7} {'target':>7}")
    for size, count, target in [(20, 40, 0.2), (50, 200, 2.0)]:
        words = pool[:count]
        results = [ours(words, size, 3, seed) for seed in range(args.runs)]
        share = sum(r.placed for r in results) / (count * args.runs)
        times = [r.seconds for r in results]
        print(
            f"{size:>4}x{size:<2} {count:>5} {share:>7.0%} {statistics.median(times):>9.3f} "
            f"{max(times):>7.3f} {'< ' + str(target):>7}"
        )

    print()
    print("Dense grids: wordgrid vs word-search-generator, same words, sizes and directions")
    print(
        f"{'grid':>7} {'level':>5} {'words':>5} {'fill':>5} | {'ours placed':>11} "
        f"{'ours s':>7} | {'wsg placed':>10} {'wsg s':>7} | {'placed x':>8} {'time x':>7}"
    )
    # (side, level, share of cells the letters fill, or None for a word count)
    cases = [
        (60, 3, None, 118),
        (15, 3, 0.6, 0),
        (15, 3, 0.8, 0),
        (15, 3, 1.0, 0),
        (20, 3, 0.8, 0),
        (20, 3, 1.0, 0),
        (30, 3, 0.8, 0),
        (30, 3, 1.0, 0),
        (50, 3, 0.8, 0),
        (15, 1, 0.8, 0),
        (15, 1, 1.0, 0),
        (30, 1, 0.9, 0),
    ]
    for size, level, fill, count in cases:
        words = pool[:count] if fill is None else words_for(pool, size, fill)
        letters = sum(map(len, words)) / (size * size)
        our_share, our_time = measure(ours, words, size, level, args.runs)
        their_share, their_time = measure(theirs, words, size, level, args.runs)
        placed_ratio = our_share / their_share if their_share else float("inf")
        print(
            f"{size:>4}x{size:<2} {level:>5} {len(words):>5} {letters:>5.0%} | "
            f"{our_share:>11.1%} "
            f"{our_time:>7.3f} | {their_share:>10.1%} {their_time:>7.3f} | "
            f"{placed_ratio:>8.3f} {our_time / their_time:>7.2f}"
        )
    print()
    print("placed x: our share of words placed / theirs (higher is better);")
    print("time x: our median seconds / theirs (lower is faster). fill: letters / cells.")


if __name__ == "__main__":
    main()
