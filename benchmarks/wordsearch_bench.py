"""Word search benchmark: wordgrid's generator against its targets and word-search-generator.

    python benchmarks/wordsearch_bench.py [--runs N]

Prints four tables. Speed: the issue's targets (20x20 with 40 words under 0.2 s, 50x50 with 200
words under 2 s). Dense grids: wordgrid and word-search-generator (PyPI, the `bench` extra) on
the same word lists, sizes and directions (all 8), as the share of words placed and the median
time, with ratios measured in the same run. Shaped grids: the same, inside word-search-
generator's own masks (wordgrid is given the very same cells as a text mask). Hidden message:
the time to make a 20x20 whose leftover cells spell a 40-letter message. Every wordgrid puzzle
is checked with the finder.

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

from wordgrid.errors import InputError
from wordgrid.wordsearch import (
    LEVELS,
    PlacementError,
    Request,
    check_word_search,
    clashes,
    generate,
)
from wordgrid.wordsearch.shapes import mask_from_text

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
        puzzle, _ = generate(Request(tuple(words), rows=size, directions=LEVELS[level]), seed)
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


def words_for(pool: list[str], size: int, fill: float, cells: int | None = None) -> list[str]:
    """Words from the pool, in order, until their letters would pass `fill` of the cells
    (all `size` x `size` of them, or `cells`), each no longer than `size`."""
    room = fill * (size * size if cells is None else cells)
    chosen, letters = [], 0
    for w in pool:
        if len(w) > size:
            continue
        if letters + len(w) > room:
            break
        chosen.append(w)
        letters += len(w)
    return chosen


def their_mask(shape: str, size: int) -> list[str]:
    """word-search-generator's mask `shape` at `size`, as `#` (a cell) and `.` rows."""
    from word_search_generator import WordSearch
    from word_search_generator.mask import shapes

    mask = getattr(shapes, shape)()
    mask.generate(size)
    return ["".join("#" if ch == WordSearch.ACTIVE else "." for ch in row) for row in mask.mask]


def ours_shaped(words: list[str], mask: list[str], seed: int) -> Run:
    shape = mask_from_text("\n".join(mask))
    started = time.perf_counter()
    try:
        puzzle, _ = generate(Request(tuple(words), shape=shape), seed)
    except PlacementError as e:
        return Run(len(words) - len(e.unplaced), time.perf_counter() - started)
    seconds = time.perf_counter() - started
    assert not check_word_search(puzzle)
    assert list(puzzle.shape) == [row for row in mask if "#" in row] or puzzle.shaped
    return Run(len(words), seconds)


def theirs_shaped(words: list[str], shape: str, size: int, seed: int) -> Run:
    """Their masked puzzle: timed from applying the mask, which places the words again."""
    from word_search_generator import WordSearch
    from word_search_generator.mask import shapes

    random.seed(seed)
    puzzle = WordSearch(" ".join(words), level=3, size=size)
    started = time.perf_counter()
    puzzle.apply_mask(getattr(shapes, shape)())
    seconds = time.perf_counter() - started
    return Run(len(puzzle.placed_words), seconds)


def shaped_table(pool: list[str], runs: int) -> None:
    print("Shaped grids: wordgrid vs word-search-generator, their masks, same words, all 8")
    print(
        f"{'shape':>9} {'grid':>5} {'cells':>5} {'words':>5} {'fill':>5} | "
        f"{'ours placed':>11} {'ours s':>7} | {'wsg placed':>10} {'wsg s':>7} | "
        f"{'placed x':>8} {'time x':>7}"
    )
    for shape in ("Circle", "Heart", "Star5", "Diamond", "Triangle", "Hexagon", "Tree"):
        for size, fill in ((15, 0.6), (20, 0.8)):
            mask = their_mask(shape, size)
            cells = sum(row.count("#") for row in mask)
            longest = max(max(map(len, row.split("."))) for row in mask)
            words = words_for(pool, min(size, longest), fill, cells)
            ours_runs = [ours_shaped(words, mask, seed) for seed in range(runs)]
            their_runs = [theirs_shaped(words, shape, size, seed) for seed in range(runs)]
            our_share = sum(r.placed for r in ours_runs) / (len(words) * runs)
            their_share = sum(r.placed for r in their_runs) / (len(words) * runs)
            our_time = statistics.median(r.seconds for r in ours_runs)
            their_time = statistics.median(r.seconds for r in their_runs)
            letters = sum(map(len, words)) / cells
            print(
                f"{shape:>9} {size:>2}x{size:<2} {cells:>5} {len(words):>5} {letters:>5.0%} | "
                f"{our_share:>11.1%} {our_time:>7.3f} | {their_share:>10.1%} "
                f"{their_time:>7.3f} | "
                f"{our_share / their_share if their_share else float('inf'):>8.3f} "
                f"{our_time / their_time:>7.2f}"
            )
    print("(wsg s: their time to apply the mask and place the words again in it)")


MESSAGE = "Every word you found leaves a letter here"  # 34 letters; padded to 40 below


def message_table(pool: list[str], runs: int) -> None:
    """The time to make a 20x20 whose leftover cells spell a 40-letter message."""
    message = (MESSAGE.replace(" ", "") + "ABCDEFGHIJ")[:40]
    print("Hidden message: 20x20, all 8 directions, a 40-letter message")
    print(f"{'words':>5} {'letters':>7} {'made':>5} {'median s':>9} {'max s':>7} {'moves':>6}")
    for fill in (0.92, 0.94, 0.96):
        words = words_for(pool, 20, fill)
        made, times, moves = 0, [], []
        for seed in range(runs):
            started = time.perf_counter()
            try:
                puzzle, stats = generate(Request(tuple(words), rows=20, message=message), seed)
            except InputError:
                times.append(time.perf_counter() - started)
                continue
            times.append(time.perf_counter() - started)
            assert puzzle.leftover() == message.upper() and not check_word_search(puzzle)
            made += 1
            moves.append(stats.moves)
        print(
            f"{len(words):>5} {sum(map(len, words)):>7} {made:>2}/{runs:<2} "
            f"{statistics.median(times):>9.3f} {max(times):>7.3f} "
            f"{statistics.median(moves) if moves else 0:>6.0f}"
        )


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
    shaped_table(pool, args.runs)
    print()
    message_table(pool, args.runs)
    print()
    print("placed x: our share of words placed / theirs (higher is better);")
    print("time x: our median seconds / theirs (lower is faster). fill: letters / cells.")


if __name__ == "__main__":
    main()
