"""Folders of 1,000, 10,000 and 50,000 generated puzzles (issue 32): list, batch, serve.

    python benchmarks/library_bench.py [--sizes 1000 10000 50000] [--pool 200]
        [--players 50] [--browsers 10] [--seconds 20] [--work DIR]

Each folder is laid out as `wordgrid generate --count N -o DIR` leaves it: puzzle-NNNNN.txt
with its answer (puzzle-NNNNN.solution.txt), its notes (puzzle-NNNNN.meta.json) and the run's
hidden manifest. Generating 50,000 puzzles takes hours on two cores, so a pool of real ones
is generated once (three `generate --count` runs: 20 and 30 common words laid out sparse, and
dense 9x9 fills; kept in WORK/pool) and each folder holds them and enciphered copies: copy k
of a puzzle has its letters swapped by a random one-to-one map (and every other copy its grid
transposed). A copy has the puzzle's structure, so the same work to solve and rate, and
bytes of its own, so the server's cache can't share its answer with the original.

For each size it measures, in this one process:
- listing: `formats.folder_files`, best of 3, and the directory scans it makes; the
  yardstick is the listing before issue 32 (a glob of the folder for every side file),
  timed on the 1,000 folder only (it takes minutes at 10,000);
- `wordgrid batch --json DIR`, the whole command, checking one solved line per puzzle;
- `wordgrid serve DIR`: time from start to the first answer of `GET /api/puzzles`, and to
  the whole folder indexed, with an empty record cache (cold) and again with the cache
  the first run left (warm, a restart);
- on the warm server, PLAYERS players of benchmarks/serve_load.py (checks and hints on one
  puzzle) and BROWSERS readers paging through the library (random pages, orders, filters and
  searches), for SECONDS: p50/p95/p99 of the paged requests and of the players';
- peak memory of the server (VmHWM), and of the server with its index workers (sampled).

Then µs per puzzle at each size over the smallest size's, to show the cost grows linearly,
and the targets of issue 32 at 10,000: listing < 1 s, batch < 60 s, answering < 5 s after
start, paged p95 < 50 ms, memory < 500 MB.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx2

from old_listing import listing_before
from serve_load import Player, play, quantile
from wordgrid.formats import as_puzzle, dumps, folder_files, read
from wordgrid.model import Grid, Puzzle, Solution, WordBank
from wordgrid.solver import solve

# The pool: (name, `generate` arguments, share of the pool).
POOL_RUNS = (
    ("sparse20", ["--random", "20"], 0.5),
    ("sparse30", ["--random", "30"], 0.25),
    ("dense9", ["--style", "dense", "--size", "9", "9"], 0.25),
)
TARGETS = {  # at 10,000 puzzles
    "listing": 1.0,
    "batch": 60.0,
    "answering": 5.0,
    "page p95": 0.050,
    "memory MB": 500.0,
}
BROWSE_THINK = (0.5, 1.5)  # seconds a reader looks at a page before the next
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


# --- the folders --------------------------------------------------------------------------


def make_pool(work: Path, size: int) -> list[Path]:
    """The pool's puzzle files, generating the runs not made yet (`generate --resume` keeps
    a stopped run's finished puzzles)."""
    files: list[Path] = []
    for name, args, share in POOL_RUNS:
        count = max(1, round(size * share))
        out = work / "pool" / f"{name}-{count}"
        done = out.is_dir() and len(folder_files(out)) == count
        if not done:
            print(f"generating {count} puzzles ({' '.join(args)}) into {out}", flush=True)
            resume = ["--resume"] if (out / ".wordgrid-manifest.jsonl").exists() else []
            command = [sys.executable, "-m", "wordgrid", "generate", *args, "--count", str(count)]
            command += ["--seed", "1", "-o", str(out), "--jobs", "2", *resume]
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        files += folder_files(out)
    return files


@dataclass(frozen=True)
class Source:
    """A pool puzzle: its answer rows, and its three files' bytes."""

    answer: tuple[str, ...]
    given: tuple[str, ...]  # the puzzle's grid as the file gives it: #, . and given letters
    meta: bytes


def load_pool(files: list[Path]) -> list[Source]:
    sources = []
    for path in files:
        puzzle = as_puzzle(read(path))
        # A solution in the words-grid format reads as a puzzle whose letters are all given.
        answer = as_puzzle(read(path.with_name(path.name.replace(".txt", ".solution.txt"))))
        meta = path.with_name(path.name.replace(".txt", ".meta.json")).read_bytes()
        sources.append(Source(answer.grid.rows, puzzle.grid.rows, meta))
    return sources


def variant(source: Source, copy: int, rng: random.Random) -> tuple[Puzzle, Solution]:
    """Copy `copy` of a pool puzzle: letters enciphered, every other copy transposed."""
    shuffled = list(LETTERS)
    rng.shuffle(shuffled)
    key = str.maketrans(LETTERS, "".join(shuffled)) if copy else {}
    answer = [row.translate(key) for row in source.answer]
    given = [row.translate(key) for row in source.given]
    if copy % 2:
        answer = ["".join(col) for col in zip(*answer, strict=True)]
        given = ["".join(col) for col in zip(*given, strict=True)]
    grid = Grid(tuple(given))
    words = []
    probe = Puzzle(grid, WordBank.from_words(["A"]))
    for slot in probe.slots:
        words.append("".join(answer[r][c] for r, c in slot.cells))
    puzzle = Puzzle(grid, WordBank.from_words(words))
    return puzzle, Solution(puzzle, tuple(words))


def build_folder(sources: list[Source], count: int, folder: Path) -> Path:
    """`count` puzzles laid out as `generate --count` leaves them."""
    if folder.is_dir() and len(folder_files(folder)) == count:
        return folder
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    rng = random.Random(count)
    manifest = [json.dumps({"manifest": 1, "count": count, "seed": 1, "format": "words-grid"})]
    width = max(4, len(str(count)))
    for k in range(count):
        source = sources[k % len(sources)]
        puzzle, solution = variant(source, k // len(sources), rng)
        stem = f"puzzle-{k + 1:0{width}d}"
        (folder / f"{stem}.txt").write_bytes(dumps(puzzle, "words-grid"))
        (folder / f"{stem}.solution.txt").write_bytes(dumps(solution, "words-grid"))
        (folder / f"{stem}.meta.json").write_bytes(source.meta)
        files = [f"{stem}.txt", f"{stem}.solution.txt", f"{stem}.meta.json"]
        manifest.append(json.dumps({"puzzle": k + 1, "seed": k + 1, "files": files}))
    (folder / ".wordgrid-manifest.jsonl").write_text("\n".join(manifest) + "\n", "utf-8")
    return folder


# --- listing ------------------------------------------------------------------------------


def time_listing(folder: Path) -> tuple[float, int, int]:
    """Best of 3 seconds of folder_files, the files it found, and its directory scans."""
    scans = 0
    real = os.scandir

    def counted(path: Any) -> Any:
        nonlocal scans
        scans += 1
        return real(path)

    best = float("inf")
    os.scandir = counted  # type: ignore[assignment]
    try:
        for _ in range(3):
            start = time.perf_counter()
            files = folder_files(folder)
            best = min(best, time.perf_counter() - start)
    finally:
        os.scandir = real
    return best, len(files), scans // 3


# --- batch --------------------------------------------------------------------------------


def child_cpu() -> float:
    """CPU seconds of this process's finished children."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_batch(folder: Path, count: int) -> tuple[float, float]:
    """Seconds `batch --json` took, wall clock and CPU."""
    cpu = child_cpu()
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "wordgrid", "batch", "--json", str(folder)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        check=False,
    )
    seconds, cpu = time.perf_counter() - start, child_cpu() - cpu
    results = [json.loads(line) for line in done.stdout.splitlines()]
    solved = sum(r["status"] == "solved" for r in results)
    if len(results) != count or solved != count:
        raise SystemExit(f"batch: {solved} of {len(results)} solved, {count} expected")
    return seconds, cpu


# --- the server ---------------------------------------------------------------------------


def rss(pid: int, field_name: str = "VmRSS") -> int:
    """A process's memory in kB (VmRSS now, VmHWM its peak); 0 once it is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field_name + ":"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def cpu_seconds(pid: int) -> float:
    """CPU seconds of a process and of its children that have ended (the index workers)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return sum(int(f) for f in fields[11:15]) / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(c) for c in text.split()]


@dataclass
class Served:
    answering: float = 0.0  # seconds from start to the first answer of the library
    indexed: float = 0.0  # seconds from start to the whole folder indexed
    indexed_cpu: float = 0.0  # CPU seconds the server and its workers had spent by then
    peak_kb: int = 0  # the server's VmHWM
    peak_all_kb: int = 0  # the server and its index workers, sampled
    pages: list[float] = field(default_factory=list)
    players: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def start_server(folder: Path, cache: Path) -> tuple[subprocess.Popen[str], str, float]:
    env = {**os.environ, "WORDGRID_CACHE": str(cache)}
    started = time.perf_counter()
    server = subprocess.Popen(
        [sys.executable, "-m", "wordgrid", "serve", str(folder), "--port", "0"],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert server.stdout is not None
    line = server.stdout.readline()
    return server, line.split(" at ")[1].split()[0].rstrip("/"), started


def wait_indexed(url: str, server: subprocess.Popen[str], started: float, served: Served) -> None:
    with httpx2.Client(base_url=url, timeout=30) as client:
        while True:
            try:
                got = client.get("/api/puzzles", params={"limit": 100})
            except httpx2.HTTPError:
                time.sleep(0.01)
                continue
            if got.status_code == 200:
                served.answering = served.answering or time.perf_counter() - started
                if got.json()["index"]["state"] == "ready":
                    served.indexed = time.perf_counter() - started
                    served.indexed_cpu = cpu_seconds(server.pid) + sum(
                        cpu_seconds(c) for c in children(server.pid)
                    )
                    return
            total = rss(server.pid) + sum(rss(c) for c in children(server.pid))
            served.peak_all_kb = max(served.peak_all_kb, total)
            time.sleep(0.1)


async def browse(
    client: httpx2.AsyncClient,
    rng: random.Random,
    count: int,
    until: float,
    times: list[float],
    errors: list[str],
) -> None:
    """A reader of the library page: a page, a look, another page, another order, a search."""
    await asyncio.sleep(rng.uniform(*BROWSE_THINK))
    while time.monotonic() < until:
        params: dict[str, Any] = {"limit": 100}
        pick = rng.random()
        if pick < 0.4:
            params["offset"] = 100 * rng.randrange(max(1, count // 100))
        elif pick < 0.6:
            params["sort"] = rng.choice(["title", "size", "difficulty", "kind"])
            params["sort"] = rng.choice(["", "-"]) + params["sort"]
            params["offset"] = 100 * rng.randrange(5)
        elif pick < 0.8:
            params["kind"] = "fill-in"
            params["rating"] = rng.choice(["easy", "medium", "hard"])
        else:
            params["q"] = f"puzzle-{rng.randrange(10)}{rng.randrange(10)}"
        start = time.perf_counter()
        try:
            got = await client.get("/api/puzzles", params=params)
            if got.status_code != 200:
                errors.append(f"page: HTTP {got.status_code} {got.text[:80]}")
        except httpx2.HTTPError as e:
            errors.append(f"page: {type(e).__name__}: {e}")
        times.append(time.perf_counter() - start)
        await asyncio.sleep(rng.uniform(*BROWSE_THINK))


async def load(url: str, count: int, puzzle_id: str, answer: tuple[str, ...], args: Any) -> Served:
    served = Served()
    times: dict[str, list[float]] = {"check": [], "hint": []}
    limits = httpx2.Limits(
        max_connections=args.players + args.browsers,
        max_keepalive_connections=args.players + args.browsers,
        keepalive_expiry=4.0,
    )
    async with httpx2.AsyncClient(base_url=url, limits=limits, timeout=30) as client:
        until = time.monotonic() + args.seconds
        await asyncio.gather(
            *(
                play(
                    client,
                    Player(answer, random.Random(1000 + k)),
                    until,
                    times,
                    served.errors,
                    puzzle_id,
                )
                for k in range(args.players)
            ),
            *(
                browse(client, random.Random(k), count, until, served.pages, served.errors)
                for k in range(args.browsers)
            ),
        )
    served.players = times["check"] + times["hint"]
    return served


def serve(folder: Path, count: int, cache: Path, args: Any) -> tuple[Served, Served]:
    """The server on `folder` from an empty cache, then restarted with it, under load."""
    shutil.rmtree(cache, ignore_errors=True)
    first = folder_files(folder)[0]
    outcome = solve(as_puzzle(read(first)))
    assert outcome.solution is not None
    results = []
    for restart in (False, True):
        server, url, started = start_server(folder, cache)
        try:
            served = Served()
            wait_indexed(url, server, started, served)
            if restart:
                loaded = asyncio.run(load(url, count, first.name, outcome.solution.rows, args))
                served.pages, served.players = loaded.pages, loaded.players
                served.errors = loaded.errors
            served.peak_kb = rss(server.pid, "VmHWM")
            served.peak_all_kb = max(served.peak_all_kb, served.peak_kb)
        finally:
            server.terminate()
            server.wait(timeout=60)
        results.append(served)
    return results[0], results[1]


# --- the report ---------------------------------------------------------------------------


@dataclass
class Figures:
    count: int
    listing: float
    scans: int
    batch: float
    batch_cpu: float
    cold: Served
    warm: Served


def ms(values: list[float], q: float) -> str:
    return f"{quantile(values, q) * 1000:.1f}" if values else "-"


def report(figures: list[Figures], before: tuple[int, float] | None, args: Any) -> int:
    print("\nlisting, batch and serve (s; CPU s in brackets: the machine is shared)")
    print(
        f"{'puzzles':>8} {'listing':>8} {'scans':>6} {'batch --json':>16} {'answer':>7}"
        f" {'indexed cold':>17} {'answer':>7} {'indexed restart':>16} {'MB':>5} {'MB+workers':>11}"
    )
    for f in figures:
        c, w = f.cold, f.warm
        print(
            f"{f.count:>8,} {f.listing:>8.3f} {f.scans:>6} {f.batch:>7.1f} ({f.batch_cpu:>6.1f})"
            f" {c.answering:>7.2f} {c.indexed:>7.1f} ({c.indexed_cpu:>7.1f})"
            f" {w.answering:>7.2f} {w.indexed:>6.1f} ({w.indexed_cpu:>6.1f})"
            f" {w.peak_kb / 1024:>5.0f} {c.peak_all_kb / 1024:>11.0f}"
        )
    print(
        "answer: from start to the first answer of GET /api/puzzles; indexed: to the whole "
        "folder read; cold: an empty record cache; restart: with the cache the cold run left. "
        "MB: the restarted server's peak (VmHWM); MB+workers: the cold server and its index "
        "workers, sampled."
    )
    print(
        f"\non the restarted server: {args.players} players (checks, hints) and "
        f"{args.browsers} readers paging the library, {args.seconds:g} s (ms)"
    )
    print(
        f"{'puzzles':>8} {'pages':>6} {'p50':>6} {'p95':>6} {'p99':>6}"
        f" {'player requests':>16} {'p50':>6} {'p95':>6} {'errors':>7}"
    )
    for f in figures:
        w = f.warm
        print(
            f"{f.count:>8,} {len(w.pages):>6} {ms(w.pages, 0.5):>6} {ms(w.pages, 0.95):>6}"
            f" {ms(w.pages, 0.99):>6} {len(w.players):>16} {ms(w.players, 0.5):>6}"
            f" {ms(w.players, 0.95):>6} {len(w.errors):>7}"
        )
    base = figures[0]
    costs = {
        "listing": lambda f: f.listing,
        "batch": lambda f: f.batch,
        "batch CPU": lambda f: f.batch_cpu,
        "index CPU": lambda f: f.cold.indexed_cpu,
        "restart CPU": lambda f: f.warm.indexed_cpu,
    }
    print(f"\nµs per puzzle, and over the {base.count:,}-puzzle folder's (1.00: linear)")
    print(f"{'puzzles':>8}" + "".join(f" {name:>17}" for name in costs))
    for f in figures:
        cells = []
        for cost in costs.values():
            per, per_base = cost(f) / f.count * 1e6, cost(base) / base.count * 1e6
            cells.append(f"{per:>10.1f} {per / per_base:>5.2f}")
        print(f"{f.count:>8,}" + "".join(f" {c:>17}" for c in cells))
    if before is not None:
        count, seconds = before
        mine = next((f.listing for f in figures if f.count == count), None)
        if mine is not None:
            print(
                f"\nyardstick: the listing before issue 32 takes {seconds:.2f} s at {count:,}, "
                f"{seconds / mine:,.0f} times the listing now"
            )
    return judge(figures)


def judge(figures: list[Figures]) -> int:
    errors = [e for f in figures for e in (*f.warm.errors, *f.cold.errors)]
    ten = next((f for f in figures if f.count == 10_000), None)
    if ten is None:
        print("\n(no 10,000 folder: the targets are not judged)")
        return 1 if errors else 0
    got = {
        "listing": ten.listing,
        "batch": ten.batch,
        "answering": max(ten.cold.answering, ten.warm.answering),
        "page p95": quantile(ten.warm.pages, 0.95),
        "memory MB": max(ten.warm.peak_kb, ten.cold.peak_kb) / 1024,
    }
    print("\ntargets at 10,000:")
    met = not errors
    for name, target in TARGETS.items():
        ok = got[name] < target
        met &= ok
        print(f"  {name:<10} {got[name]:>10.3f} < {target:<8g} {'met' if ok else 'MISSED'}")
    print(f"errors: {len(errors)}")
    for error in sorted(set(errors))[:10]:
        print(f"  {error}")
    return 0 if met else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1_000, 10_000, 50_000])
    parser.add_argument("--pool", type=int, default=200, help="real puzzles to generate")
    parser.add_argument("--players", type=int, default=50)
    parser.add_argument("--browsers", type=int, default=10, help="readers paging the library")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "wg-library")
    args = parser.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    sources = load_pool(make_pool(args.work, args.pool))
    print(f"pool: {len(sources)} generated puzzles", flush=True)
    figures = []
    before = None
    for count in sorted(args.sizes):
        folder = build_folder(sources, count, args.work / f"folder-{count}")
        listing, found, scans = time_listing(folder)
        assert found == count, f"listed {found} of {count}"
        if count <= 1_000:
            start = time.perf_counter()
            assert len(listing_before(folder)) == count
            before = (count, time.perf_counter() - start)
        print(f"{count:,}: listed in {listing:.3f} s; batch...", flush=True)
        batch, batch_cpu = time_batch(folder, count)
        print(f"{count:,}: batch {batch:.1f} s ({batch_cpu:.1f} s CPU); serving...", flush=True)
        cold, warm = serve(folder, count, args.work / f"cache-{count}", args)
        figures.append(Figures(count, listing, scans, batch, batch_cpu, cold, warm))
        print(
            f"{count:,}: answering after {cold.answering:.2f} s, indexed after "
            f"{cold.indexed:.1f} s cold, {warm.indexed:.1f} s warm; "
            f"page p95 {quantile(warm.pages, 0.95) * 1000:.1f} ms",
            flush=True,
        )
    print(f"\n{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the end")
    return report(figures, before, args)


if __name__ == "__main__":
    raise SystemExit(main())
