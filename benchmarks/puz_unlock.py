"""How long a locked (scrambled) .puz takes to unlock, and a damaged one to be refused.

    python benchmarks/puz_unlock.py [--runs 3]

Each file is made here with wordgrid's .puz writer and locked with puzpy: a 15x15 locked
with key 8329, a 21x21 with key 1234, a 15x15 whose header says it is scrambled but whose
checksum no key gives (as damaged files do), and a 5x5 likewise. The yardstick is what
wordgrid did before and other tools do: puzpy's `unlock_solution`, key by key from 0000,
until one fits the checksum (all 10,000 when none does). Against it, wordgrid's whole `read`
of the file, which finds the key from the scrambling's structure
(`wordgrid/formats/puz_lock.py`). Prints the best of `--runs` for each, and the ratio.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
import warnings
from collections.abc import Callable
from pathlib import Path

import puz

from wordgrid.formats import read, write
from wordgrid.model import BLOCK, Grid, Puzzle, Solution, WordBank, find_slots, spelled_words


def filled(size: int, seed: int) -> Solution:
    """A `size` x `size` grid with a block every few squares, filled with random letters: the
    letters don't matter to the scrambling, only how many there are."""
    rng = random.Random(seed)
    rows = [
        "".join(
            BLOCK if (r * 7 + c * 3) % 11 == 0 else rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
            for c in range(size)
        )
        for r in range(size)
    ]
    grid = Grid(tuple(rows))
    slots = find_slots(grid)
    shape = Puzzle(grid.without_letters(), WordBank.from_words([]))
    words = spelled_words(shape, rows)
    assert len(words) == len(slots)
    puzzle = Puzzle(grid.without_letters(), WordBank.from_words(words))
    return Solution(puzzle, words)


def locked(folder: Path, name: str, size: int, key: int, damaged: bool) -> Path:
    path = folder / f"{name}.puz"
    write(filled(size, seed=size + key), path)
    p = puz.read(str(path))
    p.lock_solution(key)
    if damaged:
        p.scrambled_cksum ^= 0x5A5A  # a checksum that, for these letters, no key gives
    path.write_bytes(p.tobytes())
    return path


def key_by_key(path: Path) -> None:
    """The yardstick: every key in turn through puzpy, as wordgrid unlocked before."""
    p = puz.read(str(path))
    for key in range(10_000):
        if p.unlock_solution(key):
            return


def wordgrid_read(path: Path) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        read(path)


def best(action: Callable[[Path], None], path: Path, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action(path)
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    cases = [
        ("15x15 locked, key 8329", 15, 8329, False),
        ("21x21 locked, key 1234", 21, 1234, False),
        ("15x15 damaged, no key fits", 15, 4321, True),
        ("5x5 damaged, no key fits", 5, 1111, True),
    ]
    print(f"{'file':<30}{'bytes':>7}{'key by key s':>14}{'wordgrid s':>12}{'ratio':>8}")
    with tempfile.TemporaryDirectory() as tmp:
        for label, size, key, damaged in cases:
            path = locked(Path(tmp), f"f{size}-{key}", size, key, damaged)
            before = best(key_by_key, path, args.runs)
            after = best(wordgrid_read, path, args.runs)
            size_bytes = path.stat().st_size
            print(f"{label:<30}{size_bytes:>7}{before:>14.3f}{after:>12.3f}{before / after:>8.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
