"""Word caps on dense runs (issue 31): the same bytes serially and on Dask, and what the cap costs.

First asks for the issue's 200 dense 9x9 puzzles with --no-repeat, which the English list
can't support (it has 621 words of 3 letters, about 11 a puzzle): the run must stop at once
saying how many it can make. Then makes that many (`--count`, default 24) through the
command line's own code (`wordgrid.cli.main`), four ways in one process: uncapped serially,
with --no-repeat serially, with --no-repeat on a Dask LocalCluster of 2 workers, and
uncapped on the same cluster. It checks that the two capped folders are the same byte for
byte and that no word is in two puzzles, and prints each run's time, the capped time
against the uncapped one, and the words used.

Run: python benchmarks/wordcap_bench.py [--count 24] [--size 9]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import tempfile
import time
from collections import Counter
from pathlib import Path

from wordgrid.cli import main as wordgrid
from wordgrid.formats import read_puzzle
from wordgrid.generate.words import dictionary


def files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def uses(folder: Path) -> Counter[str]:
    return Counter(
        w for p in sorted(folder.glob("puzzle-*[0-9].txt")) for w in set(read_puzzle(p).bank.listed)
    )


def run(argv: list[str]) -> tuple[float, int, str]:
    err = io.StringIO()
    start = time.perf_counter()
    with contextlib.redirect_stderr(err):
        code = wordgrid(argv)
    return time.perf_counter() - start, code, err.getvalue().strip().splitlines()[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=24)
    parser.add_argument("--size", type=int, default=9)
    args = parser.parse_args()
    dictionary("en")  # load the word list once, as a long-running process would
    with tempfile.TemporaryDirectory() as tmp:
        asked = ["generate", "--style", "dense", "--size", str(args.size), str(args.size)]
        asked += ["--count", "200", "--no-repeat", "-o", str(Path(tmp) / "refused")]
        seconds, code, last = run(asked)
    print(f"200 dense {args.size}x{args.size} with --no-repeat: exit {code} in {seconds:.2f} s:")
    print(f"  {last}\n")
    base = [
        "generate",
        "--style",
        "dense",
        "--size",
        str(args.size),
        str(args.size),
        "--seed",
        "1",
        "--count",
        str(args.count),
    ]
    cluster = ["--scheduler", "local", "--jobs", "2"]
    runs = {
        "uncapped, serial": [],
        "--no-repeat, serial": ["--no-repeat"],
        "--no-repeat, Dask 2 workers": ["--no-repeat", *cluster],
        "uncapped, Dask 2 workers": cluster,
    }
    with tempfile.TemporaryDirectory() as tmp:
        times: dict[str, float] = {}
        print(f"{args.count} dense {args.size}x{args.size} puzzles")
        print(f"{'run':<28} {'seconds':>8} {'exit':>4} {'words':>6} {'most uses':>9}  result")
        folder = {name: Path(tmp) / f"run{k}" for k, name in enumerate(runs)}
        for name, extra in runs.items():
            out = folder[name]
            seconds, code, last = run([*base, *extra, "-o", str(out)])
            times[name] = seconds
            used = uses(out)
            print(
                f"{name:<28} {seconds:>8.1f} {code:>4} {len(used):>6} "
                f"{max(used.values(), default=0):>9}  {last.split(' to ')[0]}"
            )
        same = files(folder["--no-repeat, serial"]) == files(folder["--no-repeat, Dask 2 workers"])
        same_free = files(folder["uncapped, serial"]) == files(folder["uncapped, Dask 2 workers"])
    print(f"\n--no-repeat: serial and Dask folders byte for byte the same: {same}")
    print(f"uncapped: serial and Dask folders byte for byte the same: {same_free}")
    print(
        "--no-repeat against uncapped: "
        f"serial {times['--no-repeat, serial'] / times['uncapped, serial']:.2f}x, "
        f"Dask {times['--no-repeat, Dask 2 workers'] / times['uncapped, Dask 2 workers']:.2f}x"
    )


if __name__ == "__main__":
    main()
