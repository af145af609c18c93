"""Playing together under load: `wordgrid serve --share` with players typing in rooms.

    python benchmarks/rooms_load.py [--seconds 30] [--seed 1] [--only load|reconnects|crash]

Starts `wordgrid serve FOLDER --share --host 127.0.0.1` as a user would (a child process,
with a data folder of its own) on the bundled 21x21 fill-in, then:

1. **Load.** 30 players in 6 rooms, then 200 in 40, each typing a letter every 2 s (and
   moving its cursor, as the page does) for SECONDS. A keystroke's latency is from the
   moment its player sends it to the moment each other player of the room has the event;
   every delivery counts. Prints p50/p95/p99/max, the deliveries missing, and the server's
   CPU (its share of one core) and peak memory. Target: p95 under 100 ms.
2. **Reconnects.** One player types a letter every 100 ms while its connection is cut (the
   TCP connection aborted) and restored 20 times; it keeps its moves as the page does and
   sends again those the server had not taken. No move may be lost or taken twice.
3. **Crash.** 6 rooms of 5 players type; the server is killed with SIGKILL mid-typing and
   started again on the same folders and port. Every room must be as at its last
   acknowledged move: each square holds the letter of its last acknowledged write or of a
   later one the server took before it died.

The yardstick measured in the same run: the room's own work for one move (validate, append
to the log, fold), called directly in this process.

Each player connects from an address of its own on the loopback range (127.0.0.2 and on),
as phones on a network would: the server's limits per client apply as they would there.
All traffic goes to 127.0.0.1.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil
import websockets
from websockets.asyncio.client import ClientConnection

from wordgrid.app.rooms import RoomPuzzle, Rooms, Write
from wordgrid.batch import examples_folder
from wordgrid.formats import read
from wordgrid.model import OPEN

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.web.shared_server import SharedServer  # noqa: E402

PUZZLE = "fillin_21x21.txt"
TARGET_P95 = 0.100  # seconds, keystroke to every other player
LOADS = ((30, 6), (200, 40))  # (players, rooms)
TYPE_EVERY = 2.0  # seconds between a player's letters
CUTS = 20  # connections cut in the reconnect test
FAST_TYPING = 0.1  # seconds between a fast typist's letters (the server allows 20 a second)
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@dataclass
class Stats:
    """What the players measured."""

    sent: dict[tuple[str, int], float] = field(default_factory=dict)  # (player, move): time
    latencies: list[float] = field(default_factory=list)
    deliveries: int = 0
    duplicates: int = 0  # events seen twice for one move
    refused: int = 0  # moves the server refused (the rate limit, say)
    seen: set[tuple[str, str, int]] = field(default_factory=set)  # (receiver, player, move)


class Player:
    """A player's page, as rooms.js is: numbered moves, kept until the server answers them,
    sent again after a reconnect."""

    def __init__(self, port: int, room: str, token: str, address: str, stats: Stats) -> None:
        self.url = f"ws://127.0.0.1:{port}/api/rooms/{room}/socket?token={token}"
        self.address = address
        self.stats = stats
        self.me: str | None = None
        self.secret = ""  # the room's proof that this page is `me`
        self.moves = 0
        self.pending: dict[int, dict[str, Any]] = {}
        self.acked: dict[tuple[int, int], str] = {}  # square: letter of its last answered write
        self.acked_move: dict[tuple[int, int], int] = {}
        self.written: dict[tuple[int, int], list[tuple[int, str]]] = {}  # square: (move, letter)
        self.ws: ClientConnection | None = None
        self.welcomed = asyncio.Event()
        self.squares: dict[tuple[int, int], str] = {}  # the room's grid as this page has it
        self.up = True  # False while the network is cut
        self.made = 0  # events this player's moves made (a letter over itself makes none)

    async def connect(self) -> None:
        self.welcomed.clear()
        self.ws = await websockets.connect(
            self.url, local_addr=(self.address, 0), max_size=2**20, open_timeout=30
        )
        await self.ws.send(json.dumps({"type": "hello", "player": self.me, "secret": self.secret}))

    async def read(self) -> None:
        """Handles the server's messages until the connection ends."""
        assert self.ws is not None
        with contextlib.suppress(websockets.ConnectionClosed):
            async for text in self.ws:
                self.handle(json.loads(text), time.perf_counter())

    def handle(self, message: dict[str, Any], now: float) -> None:
        kind = message["type"]
        if kind == "welcome":
            self.me, self.secret = message["you"], message["secret"]
            self.squares = {(s["row"], s["col"]): s["text"] for s in message["squares"]}
            self.answered(message["last_move"])
            self.welcomed.set()
        elif kind == "written":
            for s in message["cells"]:
                self.squares[s["row"], s["col"]] = s["text"]
            key = (message["player"], message["move"])
            if message["player"] == self.me:
                self.made += 1
                self.answered(message["move"])
            elif key in self.stats.sent:
                seen = (self.me or "", *key)
                if seen in self.stats.seen:
                    self.stats.duplicates += 1
                self.stats.seen.add(seen)
                self.stats.latencies.append(now - self.stats.sent[key])
                self.stats.deliveries += 1
        elif kind == "ack":
            self.answered(message["move"])
            self.stats.refused += message["error"] is not None

    def answered(self, number: int) -> None:
        for move in sorted(m for m in self.pending if m <= number):
            message = self.pending.pop(move)
            for s in message["cells"]:
                square = (s["row"], s["col"])
                if self.acked_move.get(square, 0) < move:
                    self.acked[square], self.acked_move[square] = s["text"], move

    async def write(self, square: tuple[int, int], letter: str) -> None:
        self.moves += 1
        message = {
            "type": "write",
            "move": self.moves,
            "cells": [{"row": square[0], "col": square[1], "text": letter}],
        }
        self.pending[self.moves] = message
        self.written.setdefault(square, []).append((self.moves, letter))
        if self.me is not None:
            self.stats.sent[self.me, self.moves] = time.perf_counter()
        if self.up and self.ws is not None and self.welcomed.is_set():
            with contextlib.suppress(websockets.ConnectionClosed):
                await self.ws.send(json.dumps(message))
                cursor = {"type": "cursor", "row": square[0], "col": square[1], "cells": []}
                await self.ws.send(json.dumps(cursor))

    async def resend(self) -> int:
        """Sends again the moves the server has not answered; how many."""
        assert self.ws is not None
        for move in sorted(self.pending):
            await self.ws.send(json.dumps(self.pending[move]))
        return len(self.pending)


def open_squares() -> list[tuple[int, int]]:
    """The squares to type in (from 1), as the page counts them."""
    doc = read(examples_folder() / PUZZLE)
    rows = doc.grid.rows  # type: ignore[union-attr]
    return [(r + 1, c + 1) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == OPEN]


def address(k: int) -> str:
    """The k-th player's own loopback address: 127.0.0.2 and on (the server is 127.0.0.1)."""
    return f"127.0.{k // 250}.{k % 250 + 2}"


async def seated(
    server: SharedServer, rooms: int, per_room: int, stats: Stats, start: int = 0
) -> list[list[Player]]:
    """`rooms` rooms of `per_room` connected players each."""
    groups = []
    for g in range(rooms):
        link = server.room(PUZZLE)
        room, token = link.split("room=")[1].split("&")[0], link.split("token=")[1]
        group = [
            Player(server.port, room, token, address(start + g * per_room + k), stats)
            for k in range(per_room)
        ]
        for player in group:
            await player.connect()
        groups.append(group)
    return groups


class Usage:
    """The server process's CPU (share of one core) and peak memory over a stretch."""

    def __init__(self, pid: int) -> None:
        self.process = psutil.Process(pid)
        self.peak = 0
        self.sampler: asyncio.Task[None] | None = None

    async def sample(self) -> None:
        while True:
            self.peak = max(self.peak, self.process.memory_info().rss)
            await asyncio.sleep(0.25)

    def __enter__(self) -> Usage:
        times = self.process.cpu_times()
        self.cpu0, self.wall0 = times.user + times.system, time.monotonic()
        self.sampler = asyncio.get_running_loop().create_task(self.sample())
        return self

    def __exit__(self, *exc: object) -> None:
        assert self.sampler is not None
        self.sampler.cancel()
        times = self.process.cpu_times()
        self.cpu = (times.user + times.system - self.cpu0) / (time.monotonic() - self.wall0)


async def typing(
    player: Player, squares: list[tuple[int, int]], until: float, rng: random.Random
) -> None:
    await asyncio.sleep(rng.uniform(0, TYPE_EVERY))  # players don't type in step
    nxt = time.monotonic()
    while nxt < until:
        await player.write(rng.choice(squares), rng.choice(LETTERS))
        nxt += TYPE_EVERY
        await asyncio.sleep(max(0.0, nxt - time.monotonic()))


async def load(
    server: SharedServer, players: int, rooms: int, seconds: float, seed: int
) -> dict[str, Any]:
    stats = Stats()
    groups = await seated(server, rooms, players // rooms, stats)
    everyone = [p for group in groups for p in group]
    readers = [asyncio.create_task(p.read()) for p in everyone]
    await asyncio.gather(*(p.welcomed.wait() for p in everyone))
    squares = open_squares()
    assert server.proc is not None
    with Usage(server.proc.pid) as usage:
        until = time.monotonic() + seconds
        rng = random.Random(seed)
        await asyncio.gather(
            *(typing(p, squares, until, random.Random(rng.random())) for p in everyone)
        )
        await asyncio.sleep(1.0)  # the last letters arrive
    for p in everyone:
        assert p.ws is not None
        await p.ws.close()
    await asyncio.gather(*readers)
    expected = sum((len(g) - 1) * p.made for g in groups for p in g)
    return {
        "players": players,
        "rooms": rooms,
        "letters": sum(p.moves for p in everyone),
        "deliveries": stats.deliveries,
        "missing": expected - stats.deliveries,
        "duplicates": stats.duplicates,
        "latencies": stats.latencies,
        "cpu": usage.cpu,
        "rss": usage.peak,
    }


async def reconnects(server: SharedServer, seed: int) -> dict[str, Any]:
    """One typist whose connection is cut CUTS times, and an observer."""
    rng = random.Random(seed)
    stats = Stats()
    ((typist, observer),) = await seated(server, 1, 2, stats, start=500)
    reader = asyncio.create_task(observer.read())
    squares = open_squares()
    resent = 0

    async def cut_and_restore() -> None:
        nonlocal resent
        for _ in range(CUTS):
            await asyncio.sleep(rng.uniform(0.1, 0.4))
            assert typist.ws is not None and typist.ws.transport is not None
            typist.up = False
            typist.ws.transport.abort()  # as a dropped network: no close handshake
            await asyncio.sleep(rng.uniform(0.05, 0.3))
            await typist.connect()
            task = asyncio.create_task(typist.read())
            await typist.welcomed.wait()
            resent += await typist.resend()
            typist.up = True
            typist_readers.append(task)

    typist_readers = [asyncio.create_task(typist.read())]
    await typist.welcomed.wait()
    cutter = asyncio.create_task(cut_and_restore())
    while not cutter.done():
        await typist.write(rng.choice(squares), rng.choice(LETTERS))
        await asyncio.sleep(FAST_TYPING)
    await cutter
    for _ in range(200):  # every move answered
        if not typist.pending:
            break
        await asyncio.sleep(0.05)
    last = {square: moves[-1][1] for square, moves in typist.written.items()}
    check = Player(server.port, "", "", address(600), stats)
    check.url = typist.url
    await check.connect()
    checker = asyncio.create_task(check.read())
    await check.welcomed.wait()
    lost = sum(check.squares.get(square, "") != letter for square, letter in last.items())
    for p in (typist, observer, check):
        assert p.ws is not None
        await p.ws.close()
    await asyncio.gather(reader, checker, *typist_readers)
    return {
        "cuts": CUTS,
        "moves": typist.moves,
        "resent": resent,
        "unanswered": len(typist.pending),
        "lost": lost,
        "observer differs": sum(observer.squares.get(s, "") != t for s, t in last.items()),
        "duplicates": stats.duplicates,
        "refused": stats.refused,
    }


async def crash(server: SharedServer, seed: int) -> dict[str, Any]:
    """Rooms typing when the server is killed; each as at its last acknowledged move after."""
    rng = random.Random(seed)
    stats = Stats()
    groups = await seated(server, 6, 5, stats, start=700)
    squares = open_squares()
    everyone = [p for g in groups for p in g]
    readers = [asyncio.create_task(p.read()) for p in everyone]
    await asyncio.gather(*(p.welcomed.wait() for p in everyone))
    own = {id(p): squares[k::5] for g in groups for k, p in enumerate(g)}  # apart per room

    async def type_fast(p: Player) -> None:
        while p.up:
            await p.write(rng.choice(own[id(p)]), rng.choice(LETTERS))
            await asyncio.sleep(FAST_TYPING)

    typists = [asyncio.create_task(type_fast(p)) for p in everyone]
    await asyncio.sleep(rng.uniform(2.0, 3.0))
    for p in everyone:
        p.up = False
    server.kill()  # mid-typing: some moves sent and not answered, some on their way
    await asyncio.gather(*typists, *readers)
    acked = sum(len(p.acked_move) for p in everyone)
    server.start()
    wrong_rooms = 0
    wrong_squares = 0
    for g, group in enumerate(groups):
        check = Player(server.port, "", "", address(900 + g), stats)
        check.url = group[0].url
        await check.connect()
        reader = asyncio.create_task(check.read())
        await check.welcomed.wait()
        bad = 0
        for p in group:
            for square, moves in p.written.items():
                # The letter of its last answered write, or of a later write the server
                # took before it died (its answer lost with the connection).
                allowed = {t for m, t in moves if m >= p.acked_move.get(square, 0)}
                if square not in p.acked_move:
                    allowed.add("")
                if check.squares.get(square, "") not in allowed:
                    bad += 1
        wrong_rooms += bad > 0
        wrong_squares += bad
        assert check.ws is not None
        await check.ws.close()
        await reader
    return {
        "rooms": len(groups),
        "players": len(everyone),
        "moves sent": sum(p.moves for p in everyone),
        "squares acknowledged": acked,
        "rooms not as acknowledged": wrong_rooms,
        "squares lost": wrong_squares,
    }


def yardstick(folder: Path, data: Path) -> float:
    """The room's own work for one move (validate, append, fold), in seconds."""
    from wordgrid.web.library import Library

    entry = Library(folder).get(PUZZLE)
    answer = entry.answer
    rooms = Rooms(folder, data / "yardstick.sqlite")
    room = rooms.create(PUZZLE, RoomPuzzle("fill-in", "21x21", entry.puzzle, answer))
    player, _ = room.join(None)
    squares = [(r - 1, c - 1) for r, c in open_squares()]
    rng = random.Random(0)
    n = 2000
    start = time.perf_counter()
    for k in range(1, n + 1):
        room.move(player, k, Write(((rng.choice(squares), rng.choice(LETTERS)),)))
    took = (time.perf_counter() - start) / n
    rooms.close()
    return took


def table(title: str, figures: dict[str, Any]) -> None:
    print(f"## {title}\n")
    print("| " + " | ".join(figures) + " |")
    print("|" + "---|" * len(figures))
    print("| " + " | ".join(str(v) for v in figures.values()) + " |\n", flush=True)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f}"


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


async def main_async(args: argparse.Namespace) -> None:
    work = Path(tempfile.mkdtemp(prefix="wordgrid-rooms-"))
    try:
        folder = work / "puzzles"
        folder.mkdir()
        shutil.copy(examples_folder() / PUZZLE, folder / PUZZLE)
        server = SharedServer(folder, work)
        server.start()
        print(f"load average before: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
        per_move = yardstick(folder, work)
        print(f"yardstick: one move in the room, called directly: {per_move * 1e6:.0f} µs\n")
        if args.only in (None, "load"):
            print(f"## Load: a letter every {TYPE_EVERY:g} s a player, {args.seconds:g} s\n")
            print(
                "| players | rooms | letters | deliveries | missing | p50 | p95 | p99 | max "
                "| p95 / target | server CPU | server memory |"
            )
            print("|---|---|---|---|---|---|---|---|---|---|---|---|")
            for players, rooms in LOADS:
                got = await load(server, players, rooms, args.seconds, args.seed)
                lat = got["latencies"]
                print(
                    f"| {players} | {rooms} | {got['letters']} | {got['deliveries']} "
                    f"| {got['missing']} | {ms(statistics.median(lat))} ms "
                    f"| {ms(quantile(lat, 0.95))} ms | {ms(quantile(lat, 0.99))} ms "
                    f"| {ms(max(lat))} ms | {quantile(lat, 0.95) / TARGET_P95:.2f} "
                    f"| {got['cpu'] * 100:.0f}% | {got['rss'] / 2**20:.0f} MB |",
                    flush=True,
                )
            print()
        if args.only in (None, "reconnects"):
            table("Reconnects", await reconnects(server, args.seed))
        if args.only in (None, "crash"):
            table("Crash (SIGKILL, then a restart)", await crash(server, args.seed))
        server.stop()
        print(f"load average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", choices=("load", "reconnects", "crash"))
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
