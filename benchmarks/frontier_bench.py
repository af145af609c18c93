"""Issue 15's targets: today's engine (main) and this one side by side, in one run.

    python benchmarks/frontier_bench.py                  # easy instances, lattices, CP-SAT
    python benchmarks/frontier_bench.py --generate 300   # + generate --random 300, 3 seeds
    python benchmarks/frontier_bench.py --classic 15.    # + classic grids whose name starts so
    python benchmarks/frontier_bench.py --compiled       # this tree, pure vs mypyc-compiled

Two worker processes answer the same questions: one imports wordgrid from a checkout of
`main` (a temporary `git worktree`, or `--base DIR`), the other from this tree. They are asked
in turn, instance by instance, so both see the same machine load. Every solution is checked
by `wordgrid.verify.check` in the worker that found it. Times are best-of, as in
core_bench.py (`best_of`). CP-SAT (1 worker) runs once, in this process, as the yardstick
for both.

`--compiled` compares this tree with itself: the second worker imports a temporary copy whose
solver modules mypyc has compiled to C extensions (needs mypyc, which comes with mypy, and a
C compiler). It measures what a compiled engine would bring; the package stays pure Python.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
CORPUS = Path("/work/shared/corpus")
SLOWER = 1.10  # an easy instance may be at most 10% slower than today
LATTICE_CAP = 10.0  # seconds per as-filled 61x61 lattice, as the "today"
INGRID_PUZZLE4_MS = 3.0  # ingrid_core on Jolka puzzle4, from issue 2
CPSAT_CAP = 60.0

Task = dict[str, Any]


# --- the worker: runs inside a process that imports one engine --------------------------


def _corpus_puzzle(name: str) -> Any:
    from wordgrid.formats import read_puzzle

    if name.startswith("puzzle"):
        k = name.removeprefix("puzzle")
        return read_puzzle(CORPUS / "fill-in" / name, words=CORPUS / "fill-in" / f"words{k}")
    if name.startswith("structure"):
        k = name.removeprefix("structure")
        cs50 = CORPUS / "cs50"
        return read_puzzle(cs50 / f"{name}.txt", words=cs50 / f"words{k}.txt")
    grid = CORPUS / "fill-in-derived" / f"{name}.grid"
    return read_puzzle(grid, words=grid.with_suffix(".words"))


def _puzzle(spec: str) -> Any:
    """`corpus:NAME` or `gen:SIZE:SEED:VARIANT` (sat, unsat, unsat-even, unique, asfilled)."""
    import instances

    kind, _, rest = spec.partition(":")
    if kind == "corpus":
        return _corpus_puzzle(rest)
    size, seed, variant = rest.split(":")
    return instances.cached(
        int(size),
        int(seed),
        unsolvable=variant.startswith("unsat"),
        unique=variant == "unique",
        even=variant == "unsat-even",
    )


_CLASSIC_BANK: list[tuple[Any, Any]] = []  # SCOWL-55 and its index, loaded once


def _classic(name: str) -> tuple[Any, Any]:
    from wordgrid import dictionary
    from wordgrid.formats._text import numbered_lines, parse_grid, read_text, strip_blank_edges
    from wordgrid.model import Puzzle
    from wordgrid.solver import WordIndex

    if not _CLASSIC_BANK:
        bank = dictionary.load([CORPUS / "autofill" / "scowl55.dict"]).bank()
        _CLASSIC_BANK.append((bank, WordIndex.build(bank)))
    bank, index = _CLASSIC_BANK[0]
    path = CORPUS / "autofill" / "grids" / f"{name}.txt"
    grid = parse_grid(strip_blank_edges(numbered_lines(read_text(path))))
    return Puzzle(grid, bank, 2, name), index


def answer(task: Task) -> Task:
    """One measurement for the engine this process imports."""
    from core_bench import best_of
    from instances import solve_within
    from wordgrid.verify import check

    what = task["what"]
    if what == "time":
        seconds, out = best_of(_puzzle(task["spec"]), task["repeats"])
        return {"seconds": seconds, "status": out.status.value, "nodes": out.stats.nodes}
    if what == "once":
        out = solve_within(_puzzle(task["spec"]), task["cap"])
        if out.solution is not None:
            check(out.solution)
        filled = sum(w is not None for w in out.partial) if out.partial else None
        return {
            "seconds": out.stats.seconds,
            "status": out.status.value,
            "nodes": out.stats.nodes,
            "filled": filled,
        }
    if what == "classic":
        puzzle, index = _classic(task["grid"])
        cpu = time.thread_time()
        out = solve_within(puzzle, task["cap"], task.get("nodes"), index=index)
        cpu = time.thread_time() - cpu
        if out.solution is not None:
            check(out.solution)
        return {
            "seconds": out.stats.seconds,
            "cpu": cpu,
            "status": out.status.value,
            "nodes": out.stats.nodes,
        }
    if what == "generate":
        from wordgrid.errors import WordgridError
        from wordgrid.generate import Request, generate

        start = time.perf_counter()
        try:
            made = generate(Request(random_count=task["words"], timeout=task["cap"]), task["seed"])
        except WordgridError as err:
            return {"seconds": time.perf_counter() - start, "status": "failed", "note": str(err)}
        check(made.solution)
        note = f"{len(made.puzzle.bank)} words, {made.puzzle.grid.height}x{made.puzzle.grid.width}"
        return {"seconds": time.perf_counter() - start, "status": "unique", "note": note}
    raise ValueError(f"unknown task {what!r}")


def worker() -> int:
    """Answer one JSON task per line of stdin with one JSON line on stdout."""
    import wordgrid

    print(json.dumps({"engine": str(Path(wordgrid.__file__).resolve().parent)}), flush=True)
    for line in sys.stdin:
        print(json.dumps(answer(json.loads(line))), flush=True)
    return 0


# --- the parent: two workers, asked in turn -------------------------------------------------


class Engine:
    """A worker process importing wordgrid from `src`."""

    def __init__(self, label: str, src: Path) -> None:
        self.label = label
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(src), str(HERE)]))
        self.proc = subprocess.Popen(
            [sys.executable, __file__, "--worker"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            text=True,
            cwd=HERE,
        )
        self.where = self._read()["engine"]
        if Path(self.where).parent != src.resolve():
            raise SystemExit(f"{label}: imported wordgrid from {self.where}, not {src}")

    def _read(self) -> Task:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit(f"{self.label} worker stopped")
        result: Task = json.loads(line)
        return result

    def ask(self, task: Task) -> Task:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(task) + "\n")
        self.proc.stdin.flush()
        return self._read()

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


@contextmanager
def main_checkout(base: Path | None) -> Iterator[Path]:
    """`base`, or a temporary detached worktree of `main`, removed afterwards."""
    if base is not None:
        yield base
        return
    with tempfile.TemporaryDirectory(prefix="wordgrid-main-") as tmp:
        where = Path(tmp) / "main"
        subprocess.run(
            ["git", "-C", str(REPO), "worktree", "add", "--detach", "-q", str(where), "main"],
            check=True,
        )
        try:
            yield where
        finally:
            subprocess.run(
                ["git", "-C", str(REPO), "worktree", "remove", "--force", str(where)], check=True
            )


# The modules `--compiled` builds with mypyc: the engine's whole hot path.
COMPILED = ("index", "propagate", "learning", "search", "classes", "regions")


@contextmanager
def compiled_copy() -> Iterator[Path]:
    """This tree's src/ in a temporary folder, its solver modules compiled by mypyc.

    The issue asks for figures before any compiled part is considered; this measures one
    without touching the package (pip install stays pure Python).
    """
    if importlib.util.find_spec("mypyc") is None:
        raise SystemExit("--compiled needs mypyc, which comes with mypy: pip install -e '.[dev]'")
    with tempfile.TemporaryDirectory(prefix="wordgrid-compiled-") as tmp:
        src = Path(tmp) / "src"
        shutil.copytree(REPO / "src", src, ignore=shutil.ignore_patterns("__pycache__", "*.so"))
        modules = [f"wordgrid/solver/{name}.py" for name in COMPILED]
        done = subprocess.run(
            [sys.executable, "-m", "mypyc", *modules], cwd=src, capture_output=True, text=True
        )
        if done.returncode != 0:
            raise SystemExit(f"mypyc failed:\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
        yield src


@contextmanager
def engines(base: Path | None, compiled: bool) -> Iterator[tuple[Engine, Engine]]:
    """The two engines to compare: main and this tree, or this tree pure and compiled."""
    with contextlib.ExitStack() as stack:
        if compiled:
            pair = (
                Engine("pure", REPO / "src"),
                Engine("compiled", stack.enter_context(compiled_copy())),
            )
        else:
            checkout = stack.enter_context(main_checkout(base))
            pair = (Engine("today", checkout / "src"), Engine("new", REPO / "src"))
        try:
            yield pair
        finally:
            for engine in pair:
                engine.close()


def both(old: Engine, new: Engine, task: Task, turn: int) -> tuple[Task, Task]:
    """Ask both engines, alternating which goes first, so drift in load hits both alike."""
    if turn % 2:
        b = new.ask(task)
        return old.ask(task), b
    a = old.ask(task)
    return a, new.ask(task)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f}" if seconds < 0.1 else f"{seconds * 1000:.0f}"


# The generated 15x15 and 21x21 fill-ins of core_bench.py's yardstick table.
GENERATED = [
    f"gen:{size}:{seed}:{v}" for size in (15, 21) for seed in range(3) for v in ("sat", "unsat")
]
# Unsolvable ones whose letter counts stay even: the letter tally (solver/tally.py) refuses
# the ones above before any search, these only propagation or search can refute.
EVEN_UNSAT = [f"gen:{size}:{seed}:unsat-even" for size in (15, 21) for seed in range(3)]
EASY = [
    *(f"corpus:puzzle{k}" for k in range(5)),
    *(f"corpus:{n}" for n in ("15.01", "19.01", "21.05", "23.04")),
    *(f"corpus:structure{k}" for k in range(3)),
    *GENERATED,
    *EVEN_UNSAT,
    "gen:13:0:sat",
    *(f"gen:{size}:0:unique" for size in (21, 31, 41)),
    *(f"gen:61:{seed}:unique" for seed in range(3)),
    "gen:31:0:asfilled",
    "gen:41:0:asfilled",
]


Times = dict[str, tuple[float, float]]  # instance -> (the old engine's seconds, the new's)


def easy_table(console: Console, old: Engine, new: Engine, repeats: int, rounds: int) -> Times:
    """Each instance timed `rounds` times per engine, the rounds taken one after another over
    the whole list, so a burst of load hits every instance and both engines alike."""
    o, n = old.label, new.label
    per: dict[str, list[tuple[Task, Task]]] = {spec: [] for spec in EASY}
    turn = 0
    for _ in range(rounds):
        for spec in EASY:
            a, b = both(old, new, {"what": "time", "spec": spec, "repeats": repeats}, turn)
            turn += 1
            if a["status"] != b["status"]:
                raise SystemExit(f"{spec}: {o} {a['status']}, {n} {b['status']}")
            per[spec].append((a, b))
    what = f"best of {repeats}+ runs" + (f", median of {rounds} rounds" if rounds > 1 else "")
    table = Table(title=f"Easy instances: {what}, {o} vs {n}")
    for col in ("instance", "status", f"{o} ms", f"{n} ms", f"{n} / {o}", "<= 1.10", "nodes"):
        table.add_column(col, justify="left" if col == "instance" else "right")
    times: Times = {}
    slower, ratios = [], []
    for spec, pairs in per.items():
        old_s = statistics.median(a["seconds"] for a, _b in pairs)
        new_s = statistics.median(b["seconds"] for _a, b in pairs)
        ratio = statistics.median(b["seconds"] / a["seconds"] for a, b in pairs)
        ratios.append(ratio)
        ok = ratio <= SLOWER
        if not ok:
            slower.append(spec)
        times[spec] = (old_s, new_s)
        a, b = pairs[-1]
        table.add_row(
            spec,
            b["status"],
            ms(old_s),
            ms(new_s),
            f"{ratio:.2f}",
            "[green]yes[/]" if ok else "[red]NO[/]",
            f"{a['nodes']} -> {b['nodes']}",
        )
    console.print(table)
    console.print(
        f"{len(EASY) - len(slower)} of {len(EASY)} within {SLOWER:.2f}x of {o}"
        + (f"; slower: {', '.join(slower)}" if slower else "")
        + f"; {n} / {o}: geometric mean {statistics.geometric_mean(ratios):.3f}, "
        f"median {statistics.median(ratios):.3f}, from {min(ratios):.2f} to {max(ratios):.2f}\n"
    )
    return times


def lattice_table(console: Console, old: Engine, new: Engine) -> None:
    o, n = old.label, new.label
    table = Table(title=f"As-filled 61x61 lattices, {LATTICE_CAP:g} s each (target: < 1 s)")
    for col in ("seed", o, n, f"{o} nodes", f"{n} nodes", f"{n}: slots filled at best"):
        table.add_column(col, justify="right")
    for seed in range(3):
        task = {"what": "once", "spec": f"gen:61:{seed}:asfilled", "cap": LATTICE_CAP}
        a, b = both(old, new, task, seed)

        def shown(r: Task) -> str:
            return f"{r['status']} {r['seconds']:.2f} s"

        table.add_row(
            str(seed),
            shown(a),
            shown(b),
            str(a["nodes"]),
            str(b["nodes"]),
            "-" if b["filled"] is None else str(b["filled"]),
        )
    console.print(table)


def cpsat_table(console: Console, labels: tuple[str, str], times: Times, repeats: int) -> None:
    from core_bench import best_cpsat

    o, n = labels
    table = Table(title="Generated 15x15/21x21 fill-ins: CP-SAT (1 worker) / wordgrid")
    for col in ("instance", "CP-SAT ms", f"{o} ms", f"{n} ms", f"{o} ratio", f"{n} ratio"):
        table.add_column(col, justify="left" if col == "instance" else "right")
    old_r, new_r = [], []
    for spec in GENERATED + EVEN_UNSAT:
        cp = best_cpsat(_puzzle(spec), repeats, CPSAT_CAP)
        old, new = times[spec]
        old_r.append(cp.solve_seconds / old)
        new_r.append(cp.solve_seconds / new)
        table.add_row(
            spec, ms(cp.solve_seconds), ms(old), ms(new), f"{old_r[-1]:.1f}", f"{new_r[-1]:.1f}"
        )
    console.print(table)
    specs = GENERATED + EVEN_UNSAT

    def mean(ratios: list[float], ends: str) -> str:
        picked = [r for r, spec in zip(ratios, specs, strict=True) if spec.endswith(ends)]
        return f"{statistics.geometric_mean(picked):.1f}x"

    target = len(GENERATED)
    console.print(
        "Geometric mean CP-SAT / wordgrid over the issue's 12 (its 6 unsolvable ones break "
        f"the letter tally): {o} {statistics.geometric_mean(old_r[:target]):.1f}x, "
        f"{n} {statistics.geometric_mean(new_r[:target]):.1f}x (target >= 20x)\n"
        # The unsolvable ones above break the letter tally, which refuses them before any
        # search; the solvable ones and the even swaps say how fast propagation and search are.
        f"  solvable ones alone: {o} {mean(old_r, ':sat')}, {n} {mean(new_r, ':sat')}\n"
        f"  unsolvable with even letter counts: {o} {mean(old_r, ':unsat-even')}, "
        f"{n} {mean(new_r, ':unsat-even')}\n"
    )


def generate_table(console: Console, old: Engine, new: Engine, words: int, cap: float) -> None:
    o, n = old.label, new.label
    table = Table(title=f"generate --random {words}, time limit {cap:g} s (target: unique < 30 s)")
    for col in ("seed", o, n, f"{o}: how far", f"{n}: made / how far"):
        table.add_column(col, justify="left" if ":" in col else "right")
    for seed in range(1, 4):
        task = {"what": "generate", "words": words, "seed": seed, "cap": cap}
        a, b = both(old, new, task, seed)
        table.add_row(
            str(seed),
            f"{a['status']} {a['seconds']:.1f} s",
            f"{b['status']} {b['seconds']:.1f} s",
            a.get("note", ""),
            b.get("note", ""),
        )
    console.print(table)


def classic_table(
    console: Console,
    old: Engine,
    new: Engine,
    prefix: str,
    cap: float,
    nodes: int | None = None,
    rounds: int = 1,
) -> None:
    """The classic grids, `rounds` times each; with a node cap both engines that search
    alike do the same work, so their times compare directly."""
    o, n = old.label, new.label
    grids = sorted(p.stem for p in (CORPUS / "autofill" / "grids").glob(f"{prefix}*.txt"))
    per: dict[str, list[tuple[Task, Task]]] = {grid: [] for grid in grids}
    task: Task = {"what": "classic", "cap": cap, "nodes": nodes}
    turn = 0
    for _ in range(rounds):
        for grid in grids:
            per[grid].append(both(old, new, {**task, "grid": grid}, turn))
            turn += 1
    limit = f"{cap:g} s" + ("" if nodes is None else f" or {nodes:,} nodes")
    what = "" if rounds == 1 else f", median of {rounds} rounds"
    table = Table(title=f"Classic grids with SCOWL-55, {limit} each ({len(grids)} grids{what})")
    for col in ("grid", o, n, f"{n} / {o} CPU", f"{o} nodes", f"{n} nodes"):
        table.add_column(col, justify="left" if col == "grid" else "right")
    done, wall, cpu, same = [0, 0], [0.0, 0.0], [0.0, 0.0], 0
    for grid, pairs in per.items():
        a, b = pairs[-1]
        for k, r in enumerate((a, b)):
            done[k] += r["status"] != "timeout"
            wall[k] += statistics.median(p[k]["seconds"] for p in pairs)
            cpu[k] += statistics.median(p[k]["cpu"] for p in pairs)
        same += all(x["nodes"] == y["nodes"] for x, y in pairs)
        table.add_row(
            grid,
            f"{a['status']} {statistics.median(p[0]['seconds'] for p in pairs):.2f} s",
            f"{b['status']} {statistics.median(p[1]['seconds'] for p in pairs):.2f} s",
            f"{statistics.median(y['cpu'] / x['cpu'] for x, y in pairs):.2f}",
            str(a["nodes"]),
            str(b["nodes"]),
        )
    console.print(table)
    console.print(
        f"solved or proven: {o} {done[0]}, {n} {done[1]} of {len(grids)}; total time {o} "
        f"{wall[0]:.1f} s, {n} {wall[1]:.1f} s ({wall[1] / wall[0]:.3f}x); CPU time (this "
        f"thread's, which other load on the machine hardly moves) {o} {cpu[0]:.1f} s, {n} "
        f"{cpu[1]:.1f} s ({cpu[1] / cpu[0]:.3f}x); the same node count on {same} of "
        f"{len(grids)} grids\n"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--base", type=Path, help="a checkout of main (default: a temporary one)")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument(
        "--rounds", type=int, default=1, help="time the easy and classic ones N times, alternating"
    )
    parser.add_argument("--no-easy", action="store_true", help="skip the easy instances and CP-SAT")
    parser.add_argument("--no-lattices", action="store_true")
    parser.add_argument("--no-cpsat", action="store_true")
    parser.add_argument("--generate", type=int, metavar="N", help="also generate --random N")
    parser.add_argument("--generate-cap", type=float, default=60.0)
    parser.add_argument("--classic", metavar="PREFIX", help="also the classic grids so named")
    parser.add_argument("--classic-cap", type=float, default=30.0)
    parser.add_argument(
        "--classic-nodes", type=int, metavar="N", help="also stop each classic grid after N nodes"
    )
    parser.add_argument(
        "--compiled",
        action="store_true",
        help="compare this tree with a mypyc-compiled copy of its solver, instead of main",
    )
    args = parser.parse_args(argv)
    if args.worker:
        return worker()
    console = Console(width=200)
    load = os.getloadavg()
    console.print(
        f"frontier benchmark {time.strftime('%Y-%m-%d %H:%M')}, load average "
        f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores\n"
    )
    with engines(args.base, args.compiled) as (old, new):
        if not args.no_easy:
            times = easy_table(console, old, new, args.repeats, args.rounds)
            old4, new4 = times["corpus:puzzle4"]
            console.print(
                f"Jolka puzzle4: {old.label} {old4 * 1000:.2f} ms, {new.label} {new4 * 1000:.2f} "
                f"ms, ingrid_core {INGRID_PUZZLE4_MS:g} ms (target <= 1.5 ms)\n"
            )
            if not args.no_cpsat:
                cpsat_table(console, (old.label, new.label), times, args.repeats)
        if not args.no_lattices:
            lattice_table(console, old, new)
        if args.generate:
            generate_table(console, old, new, args.generate, args.generate_cap)
        if args.classic is not None:
            classic_table(
                console,
                old,
                new,
                args.classic,
                args.classic_cap,
                args.classic_nodes,
                args.rounds,
            )
    load = os.getloadavg()
    console.print(f"load average at the end {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
