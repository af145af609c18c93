"""Throw thousands of fresh hostile inputs at wordgrid and count how it answers.

    python benchmarks/fuzz.py [--cases 10000] [--seed 1] [--jobs 2]

Each case is one hostile input to one door (a mutated file to a command, a word list, a
command line, a game dialogue, the seed API), checked against the rules in
tests/fuzz/harness.py: exit 0-3, no traceback or internal error, no hang, one clear line
naming the file on exit 2, no file left behind on failure. Prints a table by door and exit
code, every broken rule (with the seed that repeats it), and a summary line.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.fuzz import harness  # noqa: E402

# How the cases are shared among the doors: files matter most, then command lines.
SHARES = (("file", 0.45), ("words", 0.1), ("argv", 0.25), ("game", 0.05), ("api", 0.15))


def one(door: str, seed: int, folder: Path, seeds: dict[str, bytes]) -> list[harness.Case]:
    rng = random.Random(seed)
    if door == "file":
        name = rng.choice(sorted(n for n in seeds if not n.endswith(".dict")))
        return harness.file_case(
            harness.mutate(seeds[name], rng), name, folder, pick=rng.randrange(6)
        )
    if door == "words":
        pick = rng.randrange(4)
        source = seeds["words.dict"] if pick == 0 else seeds["words-grid.txt"]
        return [harness.word_list_case(harness.mutate(source, rng), folder, pick)]
    if door == "argv":
        return [harness.argv_case(rng, folder)]
    if door == "game":
        return [harness.game_case(rng, folder)]
    return [harness.api_case(rng)]


def worker(tasks: list[tuple[str, int]]) -> tuple[Counter[tuple[str, int]], list[str]]:
    """Run `tasks` in a folder of their own; count the exit codes, keep every failure."""
    counts: Counter[tuple[str, int]] = Counter()
    broken: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        seeds = harness.seeds(Path(tmp) / "seeds")
        for door, seed in tasks:
            folder = Path(tmp) / "case"
            folder.mkdir(exist_ok=True)
            try:
                for case in one(door, seed, folder, seeds):
                    counts[(door, case.code)] += 1
            except (harness.Broken, harness.Hang) as e:
                counts[(door, -1)] += 1
                broken.append(f"{door} seed {seed}: {str(e)[:400]}")
            for p in folder.iterdir():
                if p.is_file():
                    p.unlink()
    return counts, broken


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    # `wordgrid clues` without --db adds to the user's own clue library: keep it out of reach.
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="wordgrid-fuzz-data-")
    rng = random.Random(args.seed)
    doors = [door for door, _ in SHARES]
    weights = [share for _, share in SHARES]
    tasks = [(rng.choices(doors, weights)[0], rng.randrange(2**32)) for _ in range(args.cases)]
    chunks = [tasks[k :: args.jobs] for k in range(args.jobs)]
    start = time.monotonic()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(worker, chunks))
    seconds = time.monotonic() - start
    counts: Counter[tuple[str, int]] = Counter()
    broken: list[str] = []
    for c, b in results:
        counts.update(c)
        broken += b
    print(
        f"{'door':<8}{'cases':>8}{'exit 0':>8}{'exit 1':>8}{'exit 2':>8}{'exit 3':>8}{'broken':>8}"
    )
    for door in doors:
        row = [counts[(door, code)] for code in (0, 1, 2, 3, -1)]
        print(f"{door:<8}{sum(row):>8}" + "".join(f"{n:>8}" for n in row))
    for line in broken[:50]:
        print("BROKEN", line)
    total = sum(counts.values())
    print(
        f"fuzz: {total} cases from {args.cases} inputs in {seconds:.0f} s, "
        f"{len(broken)} broke a rule (seed {args.seed})"
    )
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
