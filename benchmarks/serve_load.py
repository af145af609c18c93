"""Load on `wordgrid serve`: simulated players checking and asking hints on a 21x21 fill-in.

    python benchmarks/serve_load.py [--players 50] [--seconds 30] [--seed 1]

Starts `wordgrid serve` on 127.0.0.1 (a child process: a server sharing one GIL with its
own load would measure the load generator), then runs PLAYERS simulated players for SECONDS.
Each player fills the answer in a few letters at a time, sometimes a wrong one, thinks for
0.5 to 1.5 s, then sends the grid to /api/check (four times in five) or /api/hint. Prints
p50/p95/p99 latency by request and the errors, and, as the yardstick measured in the same
run, the same check and hint called directly in this process (no HTTP, no queue).
Target: p95 under 100 ms and no errors.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import statistics
import subprocess
import sys
import time

import httpx2

from wordgrid.batch import examples_folder
from wordgrid.errors import WordgridError
from wordgrid.formats import read
from wordgrid.model import BLOCK, Puzzle
from wordgrid.web.library import Library
from wordgrid.web.play import check_grid, fill_in_hint

PUZZLE = "fillin_21x21.txt"
TARGET_P95 = 0.100  # seconds
THINK = (0.5, 1.5)  # seconds a player thinks between two requests
HINT_SHARE = 0.2  # of requests; the rest are checks
LETTERS_PER_TURN = (2, 6)  # letters a player writes between two requests
WRONG_LETTER = 0.1  # chance that a written letter is wrong


def start_server() -> tuple[subprocess.Popen[str], str]:
    server = subprocess.Popen(
        [sys.executable, "-m", "wordgrid", "serve", str(examples_folder()), "--port", "0"],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert server.stdout is not None
    line = server.stdout.readline()
    return server, line.split(" at ")[1].split()[0].rstrip("/")


class Player:
    """One player's grid, filled in a few letters at a time in a random order."""

    def __init__(self, answer: tuple[str, ...], rng: random.Random) -> None:
        self.answer = answer
        self.rng = rng
        self.grid: list[list[str]] = []
        self.todo: list[tuple[int, int]] = []

    def start(self) -> None:
        """An empty grid, its cells to write in a random order."""
        self.grid = [[BLOCK if ch == BLOCK else "." for ch in row] for row in self.answer]
        self.todo = [
            (r, c) for r, row in enumerate(self.answer) for c, ch in enumerate(row) if ch != BLOCK
        ]
        self.rng.shuffle(self.todo)

    def write(self) -> list[str]:
        if not self.todo:  # finished (or not begun): start a game
            self.start()
        for _ in range(self.rng.randint(*LETTERS_PER_TURN)):
            if not self.todo:
                break
            r, c = self.todo.pop()
            right = self.answer[r][c]
            self.grid[r][c] = "Q" if self.rng.random() < WRONG_LETTER and right != "Q" else right
        return ["".join(row) for row in self.grid]


async def play(
    client: httpx2.AsyncClient,
    player: Player,
    until: float,
    times: dict[str, list[float]],
    errors: list[str],
) -> None:
    rng = player.rng
    await asyncio.sleep(rng.uniform(*THINK))  # players don't all arrive at once
    while time.monotonic() < until:
        grid = player.write()
        kind = "hint" if rng.random() < HINT_SHARE else "check"
        start = time.perf_counter()
        try:
            response = await client.post(f"/api/{kind}", json={"id": PUZZLE, "grid": grid})
            ok = response.status_code == 200 or (kind == "hint" and response.status_code == 422)
            if not ok:
                errors.append(f"{kind}: HTTP {response.status_code} {response.text[:80]}")
        except httpx2.HTTPError as e:
            errors.append(f"{kind}: {type(e).__name__}: {e}")
        times[kind].append(time.perf_counter() - start)
        await asyncio.sleep(rng.uniform(*THINK))


Times = dict[str, list[float]]  # seconds each request took, by kind


async def load(
    url: str, players: int, seconds: float, answer: tuple[str, ...], seed: int
) -> tuple[Times, list[str]]:
    times: dict[str, list[float]] = {"check": [], "hint": []}
    errors: list[str] = []
    limits = httpx2.Limits(max_connections=players, max_keepalive_connections=players)
    async with httpx2.AsyncClient(base_url=url, limits=limits, timeout=30) as client:
        await client.get("/api/puzzles")  # the library solves its puzzles once, up front
        until = time.monotonic() + seconds
        await asyncio.gather(
            *(
                play(client, Player(answer, random.Random(seed * 1000 + k)), until, times, errors)
                for k in range(players)
            )
        )
    return times, errors


def direct(answer: tuple[str, ...], seed: int) -> dict[str, list[float]]:
    """The yardstick: the same check and hint as plain calls, no server in between."""
    entry = Library(examples_folder()).get(PUZZLE)
    player = Player(answer, random.Random(seed))
    times: dict[str, list[float]] = {"check": [], "hint": []}
    for _ in range(40):
        rows = tuple(player.write())
        for kind in times:
            start = time.perf_counter()
            if kind == "check":
                check_grid(entry, rows)
            else:
                # A grid with every word on it has no hint left: timed all the same.
                with contextlib.suppress(WordgridError):
                    fill_in_hint(entry, rows, time.monotonic() + 10)
            times[kind].append(time.perf_counter() - start)
    return times


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    puzzle = read(examples_folder() / PUZZLE)
    assert isinstance(puzzle, Puzzle)
    entry = Library(examples_folder()).get(PUZZLE)
    answer = entry.answer
    yardstick = direct(answer, args.seed)
    server, url = start_server()
    try:
        times, errors = asyncio.run(load(url, args.players, args.seconds, answer, args.seed))
    finally:
        server.terminate()
        server.wait(timeout=30)
    total = sum(len(t) for t in times.values())
    print(
        f"{args.players} players, {args.seconds:g} s, {PUZZLE} "
        f"({puzzle.grid.height}x{puzzle.grid.width}): {total} requests, "
        f"{total / args.seconds:.1f} a second, {len(errors)} errors"
    )
    print(
        f"{'request':<9}{'count':>7}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}{'max ms':>9}"
        f"{'direct ms':>11}{'p50/direct':>12}"
    )
    every: list[float] = []
    for kind, values in times.items():
        every += values
        base = statistics.median(yardstick[kind])
        p50 = quantile(values, 0.5)
        print(
            f"{kind:<9}{len(values):>7}{p50 * 1000:>9.1f}{quantile(values, 0.95) * 1000:>9.1f}"
            f"{quantile(values, 0.99) * 1000:>9.1f}{max(values) * 1000:>9.1f}"
            f"{base * 1000:>11.2f}{p50 / base:>12.1f}"
        )
    p95 = quantile(every, 0.95)
    print(
        f"{'all':<9}{len(every):>7}{quantile(every, 0.5) * 1000:>9.1f}{p95 * 1000:>9.1f}"
        f"{quantile(every, 0.99) * 1000:>9.1f}{max(every) * 1000:>9.1f}"
    )
    met = p95 < TARGET_P95 and not errors
    print(f"target p95 < {TARGET_P95 * 1000:.0f} ms and no errors: {'met' if met else 'MISSED'}")
    for error in sorted(set(errors))[:10]:
        print(f"  error: {error}")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
