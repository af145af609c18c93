"""The rooms' event log: one SQLite file, `rooms.sqlite`, in wordgrid's data folder, and
the key its links' tokens are made from, `rooms.key`, beside it.

The log keeps two things, each as it was last written:
- `rooms`: each room of a folder, with the puzzle it plays, kept whole, so a room outlives
  a change to the file it was opened from;
- `events`: every move a room accepted, in the server's order (`seq`), as JSON.

It keeps no token. Every token (a shared folder's, a room's, a player's secret) is an HMAC
of what it opens under the key, worked out again when asked for: a link lasts across
restarts, and a copy of the log lets no one in. Both files, and the folder when it is made
here, are private to the user (0600, 0700).

A row is committed before the move is acknowledged. The log runs in WAL mode with
`synchronous=NORMAL`: a server killed at any moment (SIGKILL) keeps every committed row; only
a power cut may lose the last moments, which a room then replays without.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import hmac
import json
import os
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
KEY_FILE = "rooms.key"
KEY_BYTES = 32  # 256 random bits
# Waits this long for another server writing to the same data folder, then gives up.
BUSY_SECONDS = 5.0
ROOM_ID_BYTES = 6  # 8 characters in a link; a clash is refused by the key, then retried
PRIVATE_FILE, PRIVATE_FOLDER = 0o600, 0o700

SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    room TEXT PRIMARY KEY,
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
    """A room as the log keeps it: the puzzle it plays."""

    room: str  # the id in its links
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
            if not path.parent.is_dir():
                path.parent.mkdir(PRIVATE_FOLDER, parents=True, exist_ok=True)
            self._key = _key(path.with_name(KEY_FILE))
            _private(path)  # SQLite makes its -wal and -shm files with the log's mode
            self._db = sqlite3.connect(path, timeout=BUSY_SECONDS, check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(SCHEMA)
            _forget_tokens(self._db)
        except (OSError, sqlite3.Error) as e:
            raise LogUnavailable(f"can't keep rooms in {path}: {e}") from None

    def token(self, purpose: str, *parts: str, size: int = 16) -> str:
        """The token of `purpose` ("share", "room", "player") for `parts` (a folder, a
        room's id, a player's): `size` bytes of an HMAC under the key, as URL-safe text."""
        message = "\0".join((purpose, *parts)).encode("utf-8", "surrogatepass")
        digest = hmac.new(self._key, message, hashlib.sha256).digest()[:size]
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")

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

    def add_room(
        self,
        folder: str,
        puzzle: str,
        kind: str,
        title: str,
        document: bytes,
        answer: tuple[str, ...],
    ) -> RoomRecord:
        """A new room for a puzzle of `folder`, with an id of its own."""
        for _ in range(10):
            record = RoomRecord(
                room=secrets.token_urlsafe(ROOM_ID_BYTES),
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
                        "INSERT INTO rooms VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        (
                            record.room,
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
            "SELECT room, folder, puzzle, kind, title, document, answer, created "
            "FROM rooms WHERE room = ? AND folder = ?",
            (room, folder),
        )
        if not rows:
            return None
        room_id, folder, puzzle, kind, title, document, answer, created = rows[0]
        return RoomRecord(
            room_id,
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


def _private(path: Path) -> None:
    """Makes `path` a file only its owner can read and write (made empty if missing)."""
    os.close(os.open(path, os.O_WRONLY | os.O_CREAT, PRIVATE_FILE))
    if path.stat().st_mode & 0o777 != PRIVATE_FILE:  # made by an older version: 0644
        os.chmod(path, PRIVATE_FILE)
        for side in ("-wal", "-shm"):
            with contextlib.suppress(FileNotFoundError):
                os.chmod(f"{path}{side}", PRIVATE_FILE)


def _key(path: Path) -> bytes:
    """The key in `path`, made the first time; private (0600) either way."""
    try:
        text = path.read_bytes().strip()
    except FileNotFoundError:
        text = b""
    if text:
        _private(path)
    else:
        _make_key(path)
        text = path.read_bytes().strip()
    try:
        key = bytes.fromhex(text.decode("ascii"))
    except ValueError:  # not hex, or not even ASCII text (UnicodeDecodeError)
        key = b""
    if len(key) != KEY_BYTES:
        raise OSError(f"{path} is damaged: delete it to make new links")
    return key


def _make_key(path: Path) -> None:
    """Writes a new key to `path` whole, or leaves the one another server made first."""
    made = path.with_name(f".{path.name}.{secrets.token_hex(4)}")
    fd = os.open(made, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
    try:
        with os.fdopen(fd, "w", encoding="ascii") as out:
            out.write(secrets.token_hex(KEY_BYTES) + "\n")
            out.flush()
            os.fsync(out.fileno())
        if path.exists():  # empty: cut short as it was written, so nothing was made from it
            os.replace(made, path)
        else:
            try:
                os.link(made, path)
            except FileExistsError:
                pass  # another server made one first: theirs is kept
            except OSError:
                os.replace(made, path)  # a file system without links
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(made)


def _forget_tokens(db: sqlite3.Connection) -> None:
    """Drops the tokens an older version kept in the log: a shared folder's and each room's
    (their links change once; the rooms stay)."""
    columns = {row[1] for row in db.execute("PRAGMA table_info(rooms)")}
    shares = db.execute("SELECT 1 FROM sqlite_master WHERE name = 'shares'").fetchall()
    if "token" not in columns and not shares:
        return
    db.execute("PRAGMA secure_delete=ON")  # what is dropped is overwritten, not left in the file
    with db:
        if "token" in columns:
            db.execute("ALTER TABLE rooms DROP COLUMN token")
        db.execute("DROP TABLE IF EXISTS shares")
    db.execute("PRAGMA secure_delete=OFF")
