"""Speed of the core fill-in solver against issue 2's targets, in one process.

    python benchmarks/core_bench.py            # full run (about 3 minutes, mostly the baseline)
    python benchmarks/core_bench.py --quick    # a short run: fewer instances and repeats

Every answer is verified by `wordgrid.verify.check`, and every status is compared with the
expected one (solved, or unsolvable for the swapped variants): a wrong answer stops the run.
Times are wall-clock `time.perf_counter`, best of several runs, around `solve(puzzle)`,
which includes building the word index and the constraint network from the Puzzle.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parent))  # run as a script from anywhere

import instances  # noqa: E402
from baseline import solve_baseline  # noqa: E402
from wordgrid.formats import read_puzzle  # noqa: E402
from wordgrid.model import Puzzle  # noqa: E402
from wordgrid.solver import Outcome, Status  # noqa: E402
from wordgrid.verify import check  # noqa: E402

if TYPE_CHECKING:
    from cpsat import CpSatResult

CORPUS = Path("/work/shared/corpus")
# ingrid_core's times from issue 2, on this machine class: exact for puzzle3 and puzzle4,
# only a range "1-12 ms" for the derived puzzles.
INGRID_MS: dict[str, tuple[float, float]] = {
    "puzzle3": (3.0, 3.0),
    "puzzle4": (3.0, 3.0),
    "15.01": (1.0, 12.0),
    "19.01": (1.0, 12.0),
    "21.05": (1.0, 12.0),
    "23.04": (1.0, 12.0),
}
# Targets of issue 2.
INGRID_FACTOR = 2.0  # at most 2x ingrid_core's time
CPSAT_FACTOR = 5.0  # at least 5x faster than CP-SAT
BASELINE_FACTOR = 1000.0  # at least 1000x faster than the seed baseline
BIG_SIZE, BIG_WORDS, BIG_SECONDS = 61, 400, 1.0  # a 61x61 with 400+ words in under 1 s
SCALING_SIZES = (13, 21, 31, 41, 61)


@dataclass(frozen=True)
class Config:
    repeats: int  # best of at least this many runs (more for fast ones: keep_timing)
    seeds: int  # generated instances per size
    baseline_cap: float  # seconds
    cpsat_cap: float  # seconds


FULL = Config(repeats=5, seeds=3, baseline_cap=10.0, cpsat_cap=60.0)
QUICK = Config(repeats=3, seeds=1, baseline_cap=2.0, cpsat_cap=20.0)


# Seconds any single wordgrid solve may take in the benchmark: a regression shows as a
# timeout row instead of a run that never ends.
SOLVE_CAP = 10.0


# Fast runs are repeated until this much time has been measured (at most MAX_RUNS runs), for
# both engines alike: the best of five sub-millisecond runs still moves by a third from one
# benchmark run to the next.
MIN_MEASURED = 0.25
MAX_RUNS = 50


def keep_timing(runs: int, measured: float, repeats: int) -> bool:
    """Whether another timed run is due, after `runs` runs that took `measured` seconds."""
    return runs < repeats or (measured < MIN_MEASURED and runs < MAX_RUNS)


def best_of(puzzle: Puzzle, repeats: int) -> tuple[float, Outcome]:
    """Best wall time of `repeats` or more solves and the last outcome, verified."""
    best, outcome, runs, measured = float("inf"), None, 0, 0.0
    while keep_timing(runs, measured, repeats):
        t0 = time.perf_counter()
        outcome = instances.solve_within(puzzle, SOLVE_CAP)
        seconds = time.perf_counter() - t0
        best, runs, measured = min(best, seconds), runs + 1, measured + seconds
        if outcome.status is Status.TIMEOUT:
            break  # no point timing a timeout again
    assert outcome is not None
    if outcome.solution is not None:
        check(outcome.solution)
    return best, outcome


def best_cpsat(puzzle: Puzzle, repeats: int, cap: float) -> CpSatResult:
    """CP-SAT with 1 worker, timed as `best_of` times wordgrid (solve time only)."""
    from cpsat import solve_cpsat  # ortools is a bench-only extra

    runs: list[CpSatResult] = []
    while keep_timing(len(runs), sum(r.solve_seconds for r in runs), repeats):
        runs.append(solve_cpsat(puzzle, 1, cap))
        if runs[-1].status == "timeout":
            break
    return min(runs, key=lambda r: r.solve_seconds)


def expect(ok: bool, what: str) -> None:
    if not ok:
        raise SystemExit(f"benchmark expectation failed: {what}")


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f}" if seconds < 0.1 else f"{seconds * 1000:.0f}"


def mark(ok: bool) -> str:
    return "[green]yes[/]" if ok else "[red]NO[/]"


def corpus_items() -> list[tuple[str, str, Path, Path]]:
    """(folder, name, grid file, words file) for every shared corpus fill-in puzzle."""
    items = []
    for k in range(5):
        fill = CORPUS / "fill-in"
        items.append(("fill-in", f"puzzle{k}", fill / f"puzzle{k}", fill / f"words{k}"))
    for grid in sorted((CORPUS / "fill-in-derived").glob("*.grid")):
        items.append(("fill-in-derived", grid.stem, grid, grid.with_suffix(".words")))
    for k in range(3):
        cs50 = CORPUS / "cs50"
        items.append(("cs50", f"structure{k}", cs50 / f"structure{k}.txt", cs50 / f"words{k}.txt"))
    return items


NodeRow = tuple[str, int, int]  # (puzzle, slots, nodes) for the nodes-per-slot summary


def corpus_table(console: Console, cfg: Config, nodes_log: list[NodeRow]) -> None:
    table = Table(title=f"1. Shared corpus: wordgrid vs ingrid_core (best of {cfg.repeats}+ runs)")
    for col in (
        "folder",
        "puzzle",
        "size",
        "slots",
        "words",
        "status",
        "wordgrid ms",
        "nodes",
        "nodes/slot",
        "ingrid ms",
        "ratio",
        f"<= {INGRID_FACTOR:g}x",
    ):
        table.add_column(col, justify="left" if col in ("folder", "puzzle") else "right")
    for folder, name, grid, words in corpus_items():
        puzzle = read_puzzle(grid, words=words)
        seconds, out = best_of(puzzle, cfg.repeats)
        expect(out.status is Status.SOLVED, f"{name} solved")
        slots = len(puzzle.slots)
        nodes_log.append((name, slots, out.stats.nodes))
        ref = INGRID_MS.get(name)
        if ref is None:
            ref_s, ratio, ok = "-", "-", "-"
        else:
            lo, hi = ref
            ref_s = f"{lo:g}" if lo == hi else f"{lo:g}-{hi:g} (range)"
            ours = seconds * 1000
            ratio = f"{ours / lo:.2f}" if lo == hi else f"{ours / hi:.2f}-{ours / lo:.2f}"
            ok = mark(ours <= INGRID_FACTOR * hi)
            if lo != hi:
                ok += " vs 12" if ours <= INGRID_FACTOR * hi else ""
        table.add_row(
            folder,
            name,
            f"{puzzle.grid.height}x{puzzle.grid.width}",
            str(slots),
            str(len(puzzle.bank)),
            out.status.value,
            ms(seconds),
            str(out.stats.nodes),
            f"{out.stats.nodes / slots:.2f}",
            ref_s,
            ratio,
            ok,
        )
    console.print(table)
    console.print(
        "ratio = wordgrid time / ingrid_core time. The issue gives the derived "
        "puzzles only as a range, so their ratio is a range too (against 12 ms and "
        "against 1 ms); the check uses 12 ms, the per-puzzle figure being unknown.\n"
    )


def timed(fn: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def yardstick_table(console: Console, cfg: Config, nodes_log: list[NodeRow]) -> None:
    from cpsat import solve_cpsat  # ortools is a bench-only extra

    table = Table(
        title=f"2. Yardsticks on generated puzzles (best of {cfg.repeats}+ runs; "
        f"baseline capped at {cfg.baseline_cap:g} s)"
    )
    for col in (
        "puzzle",
        "slots",
        "expect",
        "wordgrid ms",
        "nodes",
        "CP-SAT build ms",
        "CP-SAT 1w ms",
        "CP-SAT default ms",
        "CP-SAT 1w / wg",
        f">= {CPSAT_FACTOR:g}x",
        "baseline s",
        "baseline nodes",
        "baseline / wg",
        f">= {BASELINE_FACTOR:g}x",
    ):
        table.add_column(col, justify="left" if col == "puzzle" else "right")
    cp_ratios, base_ratios = [], []
    solvable_cp: list[float] = []
    for size in (15, 21):
        for seed in range(cfg.seeds):
            for unsat in (False, True):
                puzzle = instances.cached(size, seed, unsat)
                want = Status.UNSOLVABLE if unsat else Status.SOLVED
                seconds, out = best_of(puzzle, cfg.repeats)
                expect(out.status is want, f"{puzzle.name}: wordgrid {out.status.value}")
                expect(out.exhausted or not unsat, f"{puzzle.name}: unsolvable is proven")
                nodes_log.append((puzzle.name, len(puzzle.slots), out.stats.nodes))
                # CP-SAT: best solve time of a few runs with 1 worker, one run with defaults.
                cp = best_cpsat(puzzle, cfg.repeats, cfg.cpsat_cap)
                cp_default = solve_cpsat(puzzle, None, cfg.cpsat_cap)
                for r in (cp, cp_default):
                    expect(r.status == want.value, f"{puzzle.name}: CP-SAT {r.status}")
                    if r.solution is not None:
                        check(r.solution)
                base = solve_baseline(puzzle, cfg.baseline_cap)
                expect(
                    base.status in (want.value, "timeout"), f"{puzzle.name}: baseline {base.status}"
                )
                if base.solution is not None:
                    check(base.solution)
                cp_ratio = cp.solve_seconds / seconds
                base_ratio = base.seconds / seconds
                capped = base.status == "timeout"
                cp_ratios.append(cp_ratio)
                base_ratios.append(base_ratio)
                if not unsat:
                    solvable_cp.append(cp_ratio)
                table.add_row(
                    puzzle.name,
                    str(len(puzzle.slots)),
                    want.value,
                    ms(seconds),
                    str(out.stats.nodes),
                    ms(cp.build_seconds),
                    ms(cp.solve_seconds),
                    ms(cp_default.solve_seconds),
                    f"{cp_ratio:.1f}",
                    mark(cp_ratio >= CPSAT_FACTOR),
                    f"> {base.seconds:.1f}" if capped else f"{base.seconds:.3f}",
                    str(base.nodes),
                    f"> {base_ratio:,.0f}" if capped else f"{base_ratio:,.0f}",
                    mark(base_ratio >= BASELINE_FACTOR),
                )
    console.print(table)
    console.print(
        "CP-SAT times are CpSolver.solve wall time alone (1 worker, best of as many runs as "
        f"wordgrid gets: at least {cfg.repeats}, more until {MIN_MEASURED:g} s are measured, at "
        f"most {MAX_RUNS}; one run "
        "with the default worker count); model building in Python is the separate column and "
        "is not counted in the ratio. wordgrid's time includes building its index and network. "
        f"Geometric-mean ratios: CP-SAT 1w / wordgrid {statistics.geometric_mean(cp_ratios):.1f}, "
        f"baseline / wordgrid {statistics.geometric_mean(base_ratios):,.0f} (capped runs count "
        "at the cap). The unsolvable ones swap one word for another, which breaks the letter "
        "tally (solver/tally.py): wordgrid refuses them before building anything, so the "
        "mean over the solvable ones alone, CP-SAT 1w / wordgrid "
        f"{statistics.geometric_mean(solvable_cp):.1f}, is the one that measures the engine "
        "(frontier_bench.py also times unsolvable ones that only propagation refutes).\n"
    )


def scaling_table(console: Console, cfg: Config, nodes_log: list[NodeRow]) -> None:
    table = Table(
        title=f"3. Time vs size on generated fill-ins (best of {cfg.repeats}+ runs; CP-SAT 1+)"
    )
    for col in (
        "size",
        "pattern",
        "seed",
        "variant",
        "slots",
        "givens",
        "wordgrid ms",
        "ms per slot",
        "nodes",
        "nodes/slot",
        "CP-SAT 1w ms",
        "target",
    ):
        table.add_column(col, justify="right")
    for size in SCALING_SIZES:
        for seed in range(cfg.seeds if size == BIG_SIZE else 1):
            for unique in (True, False):
                puzzle = instances.cached(size, seed, unique=unique)
                seconds, out = best_of(puzzle, cfg.repeats)
                expect(out.status in (Status.SOLVED, Status.TIMEOUT), f"{puzzle.name} solved")
                slots = len(puzzle.slots)
                nodes_log.append((puzzle.name, slots, out.stats.nodes))
                givens = len(puzzle.grid.givens())
                cp = best_cpsat(puzzle, 1, cfg.cpsat_cap)
                expect(cp.status in ("solved", "timeout"), f"{puzzle.name}: CP-SAT {cp.status}")
                if cp.solution is not None:
                    check(cp.solution)
                target = "-"
                if size == BIG_SIZE and unique:
                    ok = (
                        out.status is Status.SOLVED
                        and seconds < BIG_SECONDS
                        and len(puzzle.bank) >= BIG_WORDS
                    )
                    target = f"{mark(ok)} (< {BIG_SECONDS:g} s, >= {BIG_WORDS} words)"
                table.add_row(
                    str(size),
                    instances.default_style(size).kind,
                    str(seed),
                    "unique" if unique else "as filled",
                    str(slots),
                    str(givens),
                    ms(seconds)
                    if out.status is Status.SOLVED
                    else f"[red]timeout {ms(seconds)}[/]",
                    f"{seconds * 1000 / slots:.3f}",
                    str(out.stats.nodes),
                    f"{out.stats.nodes / slots:.2f}",
                    ms(cp.solve_seconds)
                    if cp.status == "solved"
                    else f"timeout {ms(cp.solve_seconds)}",
                    target,
                )
    console.print(table)
    console.print(
        "13 and 21 use dense (all letters checked) patterns; 31, 41 and 61 use lattice "
        "patterns (blocks on every odd-odd cell, about half the letters checked), see "
        "benchmarks/instances.py. 'as filled' lists the dictionary fill's words and nothing "
        "else: a lattice fill is ambiguous (words that agree on their checked letters trade "
        "places). 'unique' is the same fill with the fewest given letters that let the "
        "propagation rules settle every slot, which proves it has one solution, as a "
        "published fill-in has. Target 3 is judged on the unique 61x61 puzzles.\n"
    )


def nodes_table(console: Console, nodes_log: list[NodeRow]) -> None:
    table = Table(title="4. Search nodes per slot (words tried / slots; 0 = propagation alone)")
    for col in (
        "puzzles",
        "solved without search",
        "mean nodes/slot",
        "max nodes/slot",
        "worst puzzle",
    ):
        table.add_column(col, justify="right")
    per_slot = [(nodes / slots, name) for name, slots, nodes in nodes_log]
    worst = max(per_slot)
    table.add_row(
        str(len(per_slot)),
        str(sum(n == 0 for _, _, n in nodes_log)),
        f"{statistics.mean(v for v, _ in per_slot):.3f}",
        f"{worst[0]:.3f}",
        worst[1],
    )
    console.print(table)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer instances and repeats")
    parser.add_argument(
        "--regenerate",
        action="store_true",
        help="rebuild the generated puzzles in benchmarks/puzzles/ first",
    )
    args = parser.parse_args(argv)
    cfg = QUICK if args.quick else FULL
    console = Console(width=220)  # wide tables: no truncated cells when piped
    if args.regenerate:
        for size in (15, 21):
            for seed in range(FULL.seeds):
                for unsat in (False, True):
                    instances.cached(size, seed, unsat, regenerate=True)
        for size in SCALING_SIZES:
            for seed in range(FULL.seeds if size == BIG_SIZE else 1):
                instances.cached(size, seed, regenerate=True)
                instances.cached(size, seed, regenerate=True, unique=True)
    load = os.getloadavg()
    console.print(
        f"wordgrid core benchmark, {'quick' if args.quick else 'full'} run, "
        f"{time.strftime('%Y-%m-%d %H:%M')}; load average {load[0]:.2f} "
        f"{load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores\n"
    )
    nodes_log: list[NodeRow] = []
    corpus_table(console, cfg, nodes_log)
    yardstick_table(console, cfg, nodes_log)
    scaling_table(console, cfg, nodes_log)
    nodes_table(console, nodes_log)
    load = os.getloadavg()
    console.print(f"\nload average at the end {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
