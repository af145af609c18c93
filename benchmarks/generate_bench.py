"""How long `wordgrid generate` takes, as a user runs it, against an earlier wordgrid.

    python benchmarks/generate_bench.py --base /path/to/old/venv/bin/wordgrid [--repeat 3]

Each workload of issue 39 (dense 5x5 to 15x15; sparse `--random` 20 to 1,000) runs with
seeds 1-3 as a fresh process, start-up included, with this checkout's `wordgrid` and with
`--base` (another install, e.g. a worktree of 2a1ecf1 with its own venv). The two are
interleaved, each pair in alternating order, so a busy machine slows both alike; compare the
ratios, not the seconds. Both installs are compiled first, as pip leaves them, and the
word lists are cached (one cold run is timed on its own), as they are for a user after
their first run.

For each workload: the median and worst seconds of both, the speed-up of the medians, the
largest memory (peak RSS) of a run, whether each run proved one solution (exit 0), and
whether the puzzles are byte for byte the ones the base made. Then the targets of the
issue, and the size of the cache.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

WORKLOADS = {
    "dense 5x5": ["--style", "dense", "--size", "5", "5"],
    "dense 7x7": ["--style", "dense", "--size", "7", "7"],
    "dense 9x9": ["--style", "dense", "--size", "9", "9"],
    "dense 11x11": ["--style", "dense", "--size", "11", "11"],
    "dense 15x15": ["--style", "dense", "--size", "15", "15"],
    "--random 20": ["--random", "20"],
    "--random 100": ["--random", "100"],
    "--random 300": ["--random", "300"],
    "--random 1000": ["--random", "1000"],
}
# Runs too long to repeat: once per seed.
ONCE = {"--random 1000"}
# The targets: the speed-up of the medians, and seconds for --random 1000.
SPEEDUPS = {"dense 7x7": 10.0, "dense 11x11": 3.0, "--random 100": 3.0, "--random 300": 2.0}
SECONDS = {"--random 1000": 60.0}
RUN_LIMIT = 300  # seconds before a run is killed and counted as a hang


@dataclass
class Run:
    seconds: float
    exit_code: int
    peak_mb: float
    puzzle: bytes


@dataclass
class Tally:
    runs: dict[str, list[Run]] = field(default_factory=dict)  # "base" / "now" -> runs


def run(command: list[str], env: dict[str, str]) -> Run:
    """One run as a fresh process: wall time, exit code, peak memory, the puzzle printed."""
    with tempfile.TemporaryFile() as out:
        start = time.perf_counter()
        child = subprocess.Popen(command, stdout=out, stderr=subprocess.DEVNULL, env=env)
        deadline = start + RUN_LIMIT
        while True:
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() > deadline:
                child.kill()
                pid, status, usage = os.wait4(child.pid, 0)
                break
            time.sleep(0.005)
        seconds = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        return Run(seconds, child.returncode, usage.ru_maxrss / 1024, out.read())


def line(name: str, tally: Tally) -> str:
    """One row of the table, in Markdown."""
    base, now = tally.runs.get("base", []), tally.runs["now"]
    cells = [name]
    for runs in (base, now):
        times = [r.seconds for r in runs]
        cells += [f"{statistics.median(times):.2f}", f"{max(times):.2f}"] if runs else ["-", "-"]
    cells.append(f"{_median(base) / _median(now):.1f}x" if base else "-")
    cells.append(
        " / ".join(f"{max((r.peak_mb for r in runs), default=0):.0f}" for runs in (base, now))
    )
    cells.append(
        " / ".join(
            ",".join(map(str, sorted({r.exit_code for r in runs}))) or "-" for runs in (base, now)
        )
    )
    same = sum(b.puzzle == n.puzzle for b, n in zip(base, now, strict=False))
    cells.append(f"{same}/{min(len(base), len(now))}" if base else "-")
    return "| " + " | ".join(cells) + " |"


def _median(runs: list[Run]) -> float:
    return statistics.median(r.seconds for r in runs)


HEADER = (
    "| workload | base median s | base worst s | now median s | now worst s | speed-up "
    "| peak MB base / now | exit base / now | same puzzle |\n|---|---|---|---|---|---|---|---|---|"
)


def compiled(wordgrid: str) -> None:
    """Compile the install's package, as pip does: with PYTHONDONTWRITEBYTECODE set (as on
    some shared machines) every start would otherwise compile it again, 0.1 s or more."""
    python = str(Path(wordgrid).with_name("python"))
    where = subprocess.run(
        [python, "-c", "import os, wordgrid; print(os.path.dirname(wordgrid.__file__))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    subprocess.run([python, "-m", "compileall", "-q", where], check=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", help="the wordgrid command of the earlier install")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each seed (default 3)")
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--only", nargs="+", choices=sorted(WORKLOADS), metavar="WORKLOAD")
    args = parser.parse_args()
    now = str(Path(sys.executable).with_name("wordgrid"))
    commands = {"now": [now, "generate"]}
    if args.base:
        commands["base"] = [args.base, "generate"]
    names = args.only or list(WORKLOADS)
    for command in commands.values():
        compiled(command[0])
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "WORDGRID_CACHE": cache}
        cold = run([now, "generate", "--random", "20", "--seed", "1"], env)
        warm = run([now, "generate", "--random", "20", "--seed", "1"], env)
        words = Path(cache) / "words"
        cached = sorted((p.name, p.stat().st_size) for p in words.iterdir())
        tallies = {name: Tally() for name in names}
        for rep in range(args.repeat):
            for name in names:
                if name in ONCE and rep:
                    continue
                for seed in args.seeds:
                    order = list(commands) if rep % 2 == 0 else list(reversed(commands))
                    for who in order:
                        argv = [*commands[who], *WORKLOADS[name], "--seed", str(seed)]
                        tallies[name].runs.setdefault(who, []).append(run(argv, env))
            print(f"  round {rep + 1} of {args.repeat} done", file=sys.stderr)
    print(
        f"cold cache: --random 20 took {cold.seconds:.2f} s ({cold.peak_mb:.0f} MB), warm "
        f"{warm.seconds:.2f} s ({warm.peak_mb:.0f} MB)"
    )
    total = sum(size for _, size in cached)
    print(
        f"cache: {', '.join(f'{n} ({s / 1024:.0f} KB)' for n, s in cached)}; "
        f"{total / 1024:.0f} KB in all"
    )
    print()
    print(HEADER)
    for name in names:
        print(line(name, tallies[name]))
    print()
    return verdict(tallies)


def verdict(tallies: dict[str, Tally]) -> int:
    """The issue's targets, met or missed; 1 when one is missed or a run failed."""
    missed = 0
    for name, tally in tallies.items():
        now = tally.runs["now"]
        failed = [r for r in now if r.exit_code != 0]
        if failed:
            print(f"{name}: {len(failed)} run(s) exited {failed[0].exit_code}: MISSED")
            missed += 1
        base = tally.runs.get("base")
        if name in SPEEDUPS and base:
            ratio = _median(base) / _median(now)
            ok = ratio >= SPEEDUPS[name]
            missed += not ok
            print(f"{name}: {ratio:.1f}x (target {SPEEDUPS[name]:.0f}x) {'ok' if ok else 'MISSED'}")
        if name in SECONDS:
            worst = max(r.seconds for r in now)
            ok = worst < SECONDS[name]
            missed += not ok
            print(
                f"{name}: worst {worst:.1f} s (target < {SECONDS[name]:.0f} s) "
                f"{'ok' if ok else 'MISSED'}"
            )
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
