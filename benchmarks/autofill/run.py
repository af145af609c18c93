"""Autofill benchmark: the 72 classic grids with SCOWL-55, one process, a time limit per grid.

    python benchmarks/autofill/run.py [--timeout 30] [--only 15.] [--seed N] [--json FILE]

Prints one line per grid as it goes, then a table per size class (05, 15, 19, 21, 23, puzzle):
solved, proven unfillable, timed out, and the median and max search time of the solved and
proven grids, next to the reference engines measured on the same machine class.
Search time is `solve`'s own clock (network build + search), as for the references; the
dictionary and its index are loaded once before the first grid.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

from wordgrid import dictionary
from wordgrid.budget import Budget
from wordgrid.formats._text import numbered_lines, parse_grid, read_text, strip_blank_edges
from wordgrid.model import Puzzle
from wordgrid.solver import Status, WordIndex, solve
from wordgrid.verify import check

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "autofill"
if not CORPUS.exists():  # a checkout beside shared/ (the usual layout)
    CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "autofill"
CLASSES = ("05", "15", "19", "21", "23", "puzzle")
REFERENCES = (("ingrid_core (Rust)", 62, 1, 9), ("Gecode crossword (C++)", 63, 1, 8))


def size_class(name: str) -> str:
    return "puzzle" if name.startswith("puzzle") else name[:2]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("--only", default="", help="run the grids whose name starts so")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--json", type=Path, help="also write the per-grid results here")
    args = parser.parse_args()
    grids = sorted((args.corpus / "grids").glob(f"{args.only}*.txt"))
    t0 = time.monotonic()
    words = dictionary.load([args.corpus / "scowl55.dict"])
    bank = words.bank()
    index = WordIndex.build(bank)
    load = time.monotonic() - t0
    print(
        f"dictionary: {len(words)} entries, load + index {load:.2f} s; "
        f"{len(grids)} grids, {args.timeout:g} s each; load average "
        f"{os.getloadavg()[0]:.2f} on {os.cpu_count()} cores",
        flush=True,
    )
    results = []
    for path in grids:
        name = path.stem
        grid = parse_grid(strip_blank_edges(numbered_lines(read_text(path))))
        puzzle = Puzzle(grid, bank, 2, name)
        out = solve(puzzle, budget=Budget.seconds(args.timeout), index=index, seed=args.seed)
        if out.solution is not None:
            check(out.solution)
        s = out.stats
        results.append(
            {
                "grid": name,
                "status": out.status.value,
                "seconds": s.seconds,
                "nodes": s.nodes,
                "backtracks": s.backtracks,
                "restarts": s.restarts,
            }
        )
        print(
            f"{name:10} {out.status.value:10} {s.seconds:8.3f} s  nodes {s.nodes:7}  "
            f"backtracks {s.backtracks:7}  restarts {s.restarts:4}",
            flush=True,
        )
    print_table(results, args.timeout)
    print(f"load average at the end: {os.getloadavg()[0]:.2f}")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    return 0


def print_table(results: list[dict[str, object]], timeout: float) -> None:
    print()
    print(
        f"{'class':8} {'grids':>5} {'solved':>6} {'proven':>6} {'timeout':>7} "
        f"{'median s':>9} {'max s':>8}"
    )
    totals = [0, 0, 0, 0]
    for cls in CLASSES:
        rows = [r for r in results if size_class(str(r["grid"])) == cls]
        if not rows:
            continue
        solved = sum(r["status"] == Status.SOLVED.value for r in rows)
        proven = sum(r["status"] == Status.UNSOLVABLE.value for r in rows)
        timed = sum(r["status"] == Status.TIMEOUT.value for r in rows)
        times = [
            float(r["seconds"])
            for r in rows  # type: ignore[arg-type]
            if r["status"] != Status.TIMEOUT.value
        ]
        med = f"{statistics.median(times):.3f}" if times else "-"
        top = f"{max(times):.3f}" if times else "-"
        print(f"{cls:8} {len(rows):5} {solved:6} {proven:6} {timed:7} {med:>9} {top:>8}")
        for k, v in enumerate((len(rows), solved, proven, timed)):
            totals[k] += v
    print(f"{'all':8} {totals[0]:5} {totals[1]:6} {totals[2]:6} {totals[3]:7}")
    print()
    print(
        f"wordgrid: {totals[1]} solved + {totals[2]} proven = {totals[1] + totals[2]}, "
        f"{totals[3]} timed out ({timeout:g} s per grid)"
    )
    for name, solved, proven, timed in REFERENCES:
        print(
            f"{name}: {solved} solved + {proven} proven = {solved + proven}, "
            f"{timed} timed out (30 s per grid)"
        )


if __name__ == "__main__":
    sys.exit(main())
