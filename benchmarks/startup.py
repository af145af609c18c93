"""How long the command line takes to start, against Python itself, in one run.

    python benchmarks/startup.py [--runs 20]

Times `python -c pass`, `wordgrid --version`, `wordgrid solve` of a 2x2 puzzle and
`wordgrid --help`, each as a fresh process, and prints the median and best of each with its
excess over bare Python. The target: --version and a small solve under 0.1 s.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET = 0.1  # seconds, for --version and a small solve


def timed(argv: list[str], runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(argv, check=False, capture_output=True)
        times.append(time.perf_counter() - start)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    command = [sys.executable, "-m", "wordgrid"]
    script = Path(sys.executable).with_name("wordgrid")
    if script.exists():
        command = [str(script)]  # the installed entry point, as users run it
    with tempfile.TemporaryDirectory() as tmp:
        puzzle = Path(tmp) / "tiny.txt"
        puzzle.write_text("AB\nCD\nAC\nBD\n\n11\n11\n", encoding="utf-8")
        cases = [
            ("python -c pass", [sys.executable, "-c", "pass"]),
            ("wordgrid --version", [*command, "--version"]),
            ("wordgrid solve tiny.txt", [*command, "solve", str(puzzle)]),
            ("wordgrid --help", [*command, "--help"]),
        ]
        results = [(name, timed(argv, args.runs)) for name, argv in cases]
    base = statistics.median(results[0][1])
    print(f"{'command':<26}{'median s':>10}{'best s':>10}{'over python':>13}{'target':>9}")
    for name, times in results:
        median = statistics.median(times)
        target = (
            ""
            if name.startswith(("python", "wordgrid --help"))
            else ("ok" if median < TARGET else "MISSED")
        )
        print(f"{name:<26}{median:>10.3f}{min(times):>10.3f}{median - base:>13.3f}{target:>9}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
