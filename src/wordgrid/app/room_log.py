"""The rooms' event log: one SQLite file, `rooms.sqlite`, in wordgrid's data folder.

It keeps three things, each as it was last written:
- `shares`: the token of each shared folder, made the first time the folder is shared, so
  that its link lasts across restarts;
- `rooms`: each room of a folder, with its token (the join link's) and the puzzle it plays,
  kept whole, so a room outlives a change to the file it was opened from;
- `events`: every move a room accepted, in the server's order (`seq`), as JSON.

A row is committed before the move is acknowledged. The log runs in WAL mode with
`synchronous=NORMAL`: a server killed at any moment (SIGKILL) keeps every committed row; only
a power cut may lose the last moments, which a room then replays without.
"""

from __future__ import annotations

import json
import secrets
import sqlite3
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wordgrid.errors import WordgridError

ROOMS_FILE = "rooms.sqlite"
# Waits this long for another server writing to the same data folder, then gives up.
BUSY_SECONDS = 5.0
# Random bytes in a folder's token and in a room's: 192 and 128 bits, past any guessing.
SHARE_TOKEN_BYTES = 24
ROOM_TOKEN_BYTES = 16
ROOM_ID_BYTES = 6  # 8 characters in a link; a clash is refused by the key, then retried

SCHEMA = """
CREATE TABLE IF NOT EXISTS shares (
    folder TEXT PRIMARY KEY,
    token TEXT NOT NULL,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS rooms (
    room TEXT PRIMARY KEY,
    token TEXT NOT NULL,
    folder TEXT NOT NULL,
    puzzle TEXT NOT NULL,
    kind TEXT NOT NULL,
    title TEXT NOT NULL,
    document BLOB NOT NULL,
    answer TEXT NOT NULL,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
    room TEXT NOT NULL,
    seq INTEGER NOT NULL,
    at REAL NOT NULL,
    player TEXT NOT NULL,
    move INTEGER NOT NULL,
    kind TEXT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (room, seq)
) WITHOUT ROWID;
"""


class LogUnavailable(WordgridError):
    """The data folder can't hold the log (not writable, a damaged file): rooms are off."""


@dataclass(frozen=True)
class RoomRecord:
    """A room as the log keeps it: who may join (`token`), and the puzzle it plays."""

    room: str  # the id in its links
    token: str  # admits to this room only
    folder: str  # the served folder it belongs to
    puzzle: str  # the puzzle's id in that folder (its file name)
    kind: str  # fill-in, crossword or word search
    title: str
    document: bytes  # the puzzle as wordgrid JSON, answer and all
    answer: tuple[str, ...]  # the filled grid the room checks against
    created: float


@dataclass(frozen=True)
class Row:
    """One logged event: what the room accepted, from whom, answering which of their moves."""

    seq: int
    at: float
    player: str
    move: int
    kind: str
    body: dict[str, Any]


class RoomLog:
    """The log file. One connection, shared by the server's threads under a lock."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(path, timeout=BUSY_SECONDS, check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(SCHEMA)
        except (OSError, sqlite3.Error) as e:
            raise LogUnavailable(f"can't keep rooms in {path}: {e}") from None

    def _write(self, sql: str, values: tuple[Any, ...]) -> None:
        try:
            with self._lock, self._db:  # one transaction, committed on leaving
                self._db.execute(sql, values)
        except sqlite3.Error as e:
            raise LogUnavailable(f"can't write to {self.path}: {e}") from None

    def _read(self, sql: str, values: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        try:
            with self._lock:
                return self._db.execute(sql, values).fetchall()
        except sqlite3.Error as e:
            raise LogUnavailable(f"can't read {self.path}: {e}") from None

    def share_token(self, folder: str) -> str:
        """The folder's token: made the first time it is shared, the same ever after."""
        made = secrets.token_urlsafe(SHARE_TOKEN_BYTES)
        self._write("INSERT OR IGNORE INTO shares VALUES (?, ?, ?)", (folder, made, time.time()))
        ((token,),) = self._read("SELECT token FROM shares WHERE folder = ?", (folder,))
        return str(token)

    def add_room(
        self,
        folder: str,
        puzzle: str,
        kind: str,
        title: str,
        document: bytes,
        answer: tuple[str, ...],
    ) -> RoomRecord:
        """A new room for a puzzle of `folder`, with an id and a token of its own."""
        for _ in range(10):
            record = RoomRecord(
                room=secrets.token_urlsafe(ROOM_ID_BYTES),
                token=secrets.token_urlsafe(ROOM_TOKEN_BYTES),
                folder=folder,
                puzzle=puzzle,
                kind=kind,
                title=title,
                document=document,
                answer=answer,
                created=time.time(),
            )
            try:
                with self._lock, self._db:
                    self._db.execute(
                        "INSERT INTO rooms VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (
                            record.room,
                            record.token,
                            folder,
                            puzzle,
                            kind,
                            title,
                            document,
                            json.dumps(list(answer)),
                            record.created,
                        ),
                    )
                return record
            except sqlite3.IntegrityError:
                continue  # the id is taken: draw another
            except sqlite3.Error as e:
                raise LogUnavailable(f"can't write to {self.path}: {e}") from None
        raise LogUnavailable("can't find a free room id")  # 48 random bits, ten times over

    def room(self, folder: str, room: str) -> RoomRecord | None:
        """The room `room` of `folder`, or None."""
        rows = self._read(
            "SELECT room, token, folder, puzzle, kind, title, document, answer, created "
            "FROM rooms WHERE room = ? AND folder = ?",
            (room, folder),
        )
        if not rows:
            return None
        room_id, token, folder, puzzle, kind, title, document, answer, created = rows[0]
        return RoomRecord(
            room_id,
            token,
            folder,
            puzzle,
            kind,
            title,
            bytes(document),
            tuple(json.loads(answer)),
            created,
        )

    def events(self, room: str) -> Iterator[Row]:
        """The room's events in the server's order."""
        rows = self._read(
            "SELECT seq, at, player, move, kind, body FROM events WHERE room = ? ORDER BY seq",
            (room,),
        )
        for seq, at, player, move, kind, body in rows:
            yield Row(seq, at, player, move, kind, json.loads(body))

    def append(self, room: str, row: Row) -> None:
        """Keeps one event for good: committed when this returns."""
        self._write(
            "INSERT INTO events VALUES (?, ?, ?, ?, ?, ?, ?)",
            (room, row.seq, row.at, row.player, row.move, row.kind, json.dumps(row.body)),
        )

    def close(self) -> None:
        with self._lock:
            self._db.close()
