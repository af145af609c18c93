"""Load on `wordgrid serve`: simulated players checking and asking hints on a 21x21 fill-in.

    python benchmarks/serve_load.py [--players 50] [--seconds 30] [--seed 1] [--heavy]

Starts `wordgrid serve` on 127.0.0.1 (a child process: a server sharing one GIL with its
own load would measure the load generator), then runs PLAYERS simulated players for SECONDS.
Each player fills the answer in a few letters at a time, sometimes a wrong one, thinks for
0.5 to 1.5 s, then sends the grid to /api/check (four times in five) or /api/hint. Prints
p50/p95/p99 latency by request and the errors, and, as the yardstick measured in the same
run, the same check and hint called directly in this process (no HTTP, no queue).
Target: p95 under 100 ms and no errors.

With --heavy, one more client uploads a puzzle the engine can't finish (classic grid 15.04
of the shared corpus, to be filled from SCOWL-55: 27,000 words, 200 KB) to /api/solve again
and again, each upload running to the server's time limit: the players' figures then show
what one heavy request costs everyone else.
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
from pathlib import Path

import httpx2

from wordgrid.app.playing import check_grid, fill_in_hint
from wordgrid.batch import examples_folder
from wordgrid.budget import Budget
from wordgrid.errors import WordgridError
from wordgrid.formats import read
from wordgrid.model import BLOCK, Puzzle
from wordgrid.web.library import Library

PUZZLE = "fillin_21x21.txt"
CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "autofill"
HEAVY_GRID = "15.04"  # filled from SCOWL-55, it runs past any time limit the server sets
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


def heavy_upload() -> bytes:
    """Grid HEAVY_GRID with every SCOWL-55 word of its slot lengths, as one words-grid file."""
    rows = (CORPUS / "grids" / f"{HEAVY_GRID}.txt").read_text(encoding="utf-8").split()
    lines = rows + ["".join(column) for column in zip(*rows, strict=True)]
    lengths = {len(run) for line in lines for run in line.split("#") if len(run) >= 2}
    words = [
        word
        for line in (CORPUS / "scowl55.dict").read_text(encoding="utf-8").splitlines()
        if (word := line.split(";")[0].strip().upper()).isalpha() and len(word) in lengths
    ]
    return ("\n".join(words) + "\n\n" + "\n".join(rows) + "\n").encode("utf-8")


async def upload(
    client: httpx2.AsyncClient, data: bytes, until: float, times: list[float], errors: list[str]
) -> None:
    """Uploads `data` to /api/solve back to back until `until`."""
    while time.monotonic() < until:
        start = time.perf_counter()
        response = await client.post("/api/solve", content=data, timeout=60)
        times.append(time.perf_counter() - start)
        if response.status_code != 200 or response.json().get("status") != "timeout":
            errors.append(f"solve: HTTP {response.status_code} {response.text[:80]}")


async def play(
    client: httpx2.AsyncClient,
    player: Player,
    until: float,
    times: dict[str, list[float]],
    errors: list[str],
    puzzle_id: str = PUZZLE,
) -> None:
    rng = player.rng
    await asyncio.sleep(rng.uniform(*THINK))  # players don't all arrive at once
    while time.monotonic() < until:
        grid = player.write()
        kind = "hint" if rng.random() < HINT_SHARE else "check"
        start = time.perf_counter()
        try:
            response = await client.post(f"/api/{kind}", json={"id": puzzle_id, "grid": grid})
            ok = response.status_code == 200 or (kind == "hint" and response.status_code == 422)
            if not ok:
                errors.append(f"{kind}: HTTP {response.status_code} {response.text[:80]}")
        except httpx2.HTTPError as e:
            errors.append(f"{kind}: {type(e).__name__}: {e}")
        times[kind].append(time.perf_counter() - start)
        await asyncio.sleep(rng.uniform(*THINK))


Times = dict[str, list[float]]  # seconds each request took, by kind


async def load(
    url: str,
    players: int,
    seconds: float,
    answer: tuple[str, ...],
    seed: int,
    heavy: bytes | None,
) -> tuple[Times, list[str]]:
    times: dict[str, list[float]] = {"check": [], "hint": []}
    if heavy is not None:
        times["solve"] = []
    errors: list[str] = []
    # Idle connections are dropped before uvicorn's 5 s keep-alive ends, as browsers retry
    # a request the server closed under them and this client doesn't.
    limits = httpx2.Limits(
        max_connections=players, max_keepalive_connections=players, keepalive_expiry=4.0
    )
    async with httpx2.AsyncClient(base_url=url, limits=limits, timeout=30) as client:
        await client.get("/api/puzzles")  # the library solves its puzzles once, up front
        until = time.monotonic() + seconds
        uploads = [] if heavy is None else [upload(client, heavy, until, times["solve"], errors)]
        await asyncio.gather(
            *(
                play(client, Player(answer, random.Random(seed * 1000 + k)), until, times, errors)
                for k in range(players)
            ),
            *uploads,
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
                check_grid(entry.puzzle, entry.answer, rows)
            else:
                # A grid with every word on it has no hint left: timed all the same.
                with contextlib.suppress(WordgridError):
                    fill_in_hint(entry.puzzle, rows, Budget.seconds(10))
            times[kind].append(time.perf_counter() - start)
    return times


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def row(kind: str, values: list[float]) -> str:
    if not values:
        return f"{kind:<9}{0:>7}"
    ms = [quantile(values, q) * 1000 for q in (0.5, 0.95, 0.99)] + [max(values) * 1000]
    return f"{kind:<9}{len(values):>7}" + "".join(f"{v:>9.1f}" for v in ms)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--heavy", action="store_true", help="one more client uploads a puzzle too hard to solve"
    )
    args = parser.parse_args()
    if args.heavy and not CORPUS.is_dir():
        parser.error(f"--heavy needs the shared corpus at {CORPUS}")
    heavy = heavy_upload() if args.heavy else None
    puzzle = read(examples_folder() / PUZZLE)
    assert isinstance(puzzle, Puzzle)
    entry = Library(examples_folder()).get(PUZZLE)
    answer = entry.answer
    yardstick = direct(answer, args.seed)
    server, url = start_server()
    try:
        times, errors = asyncio.run(load(url, args.players, args.seconds, answer, args.seed, heavy))
    finally:
        server.terminate()
        server.wait(timeout=30)
    total = len(times["check"]) + len(times["hint"])
    print(
        f"{args.players} players, {args.seconds:g} s, {PUZZLE} "
        f"({puzzle.grid.height}x{puzzle.grid.width}): {total} requests, "
        f"{total / args.seconds:.1f} a second, {len(errors)} errors"
    )
    print(
        f"{'request':<9}{'count':>7}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}{'max ms':>9}"
        f"{'direct ms':>11}{'p50/direct':>12}"
    )
    for kind, values in times.items():
        line = row(kind, values)
        if kind in yardstick:
            base = statistics.median(yardstick[kind])
            line += f"{base * 1000:>11.2f}{quantile(values, 0.5) / base:>12.1f}"
        print(line)
    every = times["check"] + times["hint"]
    print(row("players", every))
    p95 = quantile(every, 0.95)
    met = p95 < TARGET_P95 and not errors
    print(f"target p95 < {TARGET_P95 * 1000:.0f} ms and no errors: {'met' if met else 'MISSED'}")
    for error in sorted(set(errors))[:10]:
        print(f"  error: {error}")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
