"""What the library knows of one puzzle file, and the disk cache that keeps it between runs.

A file's record is what its line in the library shows (kind, title, author, size, word
count, rating) and the answer the server checks players against. Finding a fill-in's answer
and rating takes a solve, so each record is computed once per file content and kept in an
SQLite file in the user's cache folder, keyed by a hash of the file's bytes: a restart with
10,000 puzzles reads and hashes the files, and solves none of them again.

A record is plain JSON, so it crosses a process boundary and sits in the cache as it is.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import sqlite3
import threading
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from wordgrid.places import cache_folder

Record = dict[str, Any]  # e.g. {"kind": "fill-in", "title": "", ..., "answer": ["AB#", ...]}

# Bump when a record of the same bytes would come out different (a new rating scale, a new
# field): the cache then starts afresh rather than serve old records.
RECORD_VERSION = 3  # 2: a left-out file's reason in the web's words; 3: coded crosswords
# A record with this key is not kept on disk: it may come out otherwise next time (a solve
# that ran out of time on a busy machine).
RETRY = "retry"


def content_key(name: str, data: bytes) -> str:
    """The cache key of a file: its bytes' hash, and its extension (`.puz` is read by name)."""
    digest = hashlib.blake2b(data, digest_size=20).hexdigest()
    return f"{digest}{Path(name).suffix.lower()}"


class RecordCache:
    """Records by content key in one SQLite file; in memory only when the file can't be used.

    Safe to share between threads; two servers may share the file.
    """

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._memory: dict[str, Record] = {}
        self._db: sqlite3.Connection | None = None
        if path is not None:
            self._db = self._open(path)

    @staticmethod
    def _open(path: Path) -> sqlite3.Connection | None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(path, timeout=10, check_same_thread=False)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            if db.execute("PRAGMA user_version").fetchone()[0] != RECORD_VERSION:
                with db:
                    db.execute("DROP TABLE IF EXISTS records")
                    db.execute(f"PRAGMA user_version={RECORD_VERSION}")
            db.execute("CREATE TABLE IF NOT EXISTS records (key TEXT PRIMARY KEY, record TEXT)")
            return db
        except (OSError, sqlite3.Error):
            return None  # a read-only home or a damaged file: records live in memory only

    def get_many(self, keys: Iterable[str]) -> dict[str, Record]:
        """The records of those keys that the cache holds."""
        wanted = list(keys)
        with self._lock:
            found = {k: self._memory[k] for k in wanted if k in self._memory}
            if self._db is None:
                return found
            missing = [k for k in wanted if k not in found]
            try:
                for start in range(0, len(missing), 500):  # SQLite caps a query's parameters
                    chunk = missing[start : start + 500]
                    marks = ",".join("?" * len(chunk))
                    rows = self._db.execute(
                        f"SELECT key, record FROM records WHERE key IN ({marks})", chunk
                    )
                    found.update((k, json.loads(r)) for k, r in rows)
            except (sqlite3.Error, ValueError):
                pass  # a damaged cache costs a solve, never a wrong record
        return found

    def put_many(self, records: Mapping[str, Record]) -> None:
        """Keep these records; one that asks to be tried again is kept in memory only."""
        with self._lock:
            self._memory.update((k, r) for k, r in records.items() if r.get(RETRY))
            lasting = [(k, json.dumps(r)) for k, r in records.items() if not r.get(RETRY)]
            if self._db is None:
                self._memory.update((k, r) for k, r in records.items() if not r.get(RETRY))
                return
            try:
                with self._db:
                    self._db.executemany("INSERT OR REPLACE INTO records VALUES (?, ?)", lasting)
            except sqlite3.Error:
                self._memory.update((k, r) for k, r in records.items())

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                with contextlib.suppress(sqlite3.Error):
                    self._db.close()
                self._db = None


def default_cache_path() -> Path:
    """The library's record cache: `library.sqlite3` in the user's cache folder."""
    return cache_folder() / "library.sqlite3"
