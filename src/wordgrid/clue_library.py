"""The clue library: the clues of the maker's own crosswords, by answer, in one SQLite file.

A constructor reuses and varies their own past clues, so the library answers one question
fast: the clues an entry has had, most recent first, with where each came from. A file is
known by the SHA-256 of its bytes (adding it again adds nothing), a crossword by the hash of
its answers and clues (the same crossword in another format adds nothing either), and a file
whose bytes changed since it was added replaces its old clues.

SQLite, from the standard library: one file the maker can copy (no -wal or -shm file stays
beside it), readers (the web server) beside a writer (WAL mode while it writes), and an index
on (answer, date) so that a lookup reads only the rows it returns, whatever the library's size.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from wordgrid.errors import InputError

SCHEMA_VERSION = 1  # PRAGMA user_version of a library this code wrote
SCHEMA = """
CREATE TABLE IF NOT EXISTS files (
    id INTEGER PRIMARY KEY,
    sha256 TEXT NOT NULL UNIQUE,    -- of the file's bytes
    crossword TEXT NOT NULL,        -- hash of its grid, answers and clues (see Crossword)
    path TEXT NOT NULL,             -- where it was when added, absolute
    title TEXT NOT NULL,
    author TEXT NOT NULL,
    publisher TEXT NOT NULL,
    date TEXT NOT NULL,             -- yyyy-mm-dd: the crossword's own, else the file's
    added TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX IF NOT EXISTS files_by_crossword ON files (crossword);
CREATE INDEX IF NOT EXISTS files_by_path ON files (path);
CREATE TABLE IF NOT EXISTS clues (
    answer TEXT NOT NULL,           -- letters only, upper case, no accents (ICECREAM)
    clue TEXT NOT NULL,
    date TEXT NOT NULL,             -- the file's, here too: a lookup reads one index
    file INTEGER NOT NULL REFERENCES files (id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS clues_by_answer ON clues (answer, date DESC, file DESC);
"""


@dataclass(frozen=True)
class Crossword:
    """One crossword file as the library keeps it: where it came from and its clues."""

    sha256: str
    fingerprint: str  # the `crossword` column: equal for the same crossword in any format
    path: str
    title: str
    author: str
    publisher: str
    date: str  # yyyy-mm-dd
    clues: tuple[tuple[str, str], ...]  # (answer, clue text)


@dataclass(frozen=True, slots=True)
class PastClue:
    """A clue an answer had, and the crossword it came from (the latest one, when `uses`
    counts several crosswords with the same clue)."""

    clue: str
    date: str
    title: str
    author: str
    publisher: str
    path: str
    uses: int = 1

    @property
    def source(self) -> str:
        """The crossword as a reader names it: `Title (Author), file.puz`."""
        by = ", ".join(x for x in (self.author, self.publisher) if x)
        named = f"{self.title} ({by})" if self.title and by else self.title or by
        file = Path(self.path).name
        return f"{named}, {file}" if named else file


@dataclass(frozen=True)
class Lookup:
    """The clues of one answer: how many the library holds, and the latest of them."""

    answer: str
    total: int
    clues: tuple[PastClue, ...]


ADDED, SAME_FILE, SAME_CROSSWORD, UPDATED = "added", "same file", "same crossword", "updated"


class ClueLibrary:
    """An open clue library; use it as a context manager, which commits and closes it."""

    def __init__(self, path: Path, *, write: bool = False) -> None:
        self.path = path
        self.write = write
        self._db = _connect(path, write)

    def __enter__(self) -> ClueLibrary:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        if self._db is not None:
            if self.write:
                self._db.commit()
                _leave_wal(self._db)
            self._db.close()
            self._db = None

    def commit(self) -> None:
        if self._db is not None:
            self._db.commit()

    def knows(self, sha256: str) -> bool:
        """Whether a file with these bytes was added already."""
        return self._one("SELECT 1 FROM files WHERE sha256 = ?", (sha256,)) is not None

    def add(self, crossword: Crossword) -> str:
        """Add one crossword's clues: ADDED, UPDATED (the file at its path changed since),
        SAME_FILE or SAME_CROSSWORD (nothing added)."""
        db = self._writer()
        if self.knows(crossword.sha256):
            return SAME_FILE
        same = self._one("SELECT path FROM files WHERE crossword = ?", (crossword.fingerprint,))
        if same is not None and same[0] != crossword.path:
            return SAME_CROSSWORD
        # The same path with other bytes: the maker changed the file, so its clues replace
        # those of the version added before.
        replaced = db.execute("DELETE FROM files WHERE path = ?", (crossword.path,)).rowcount
        file_id = db.execute(
            "INSERT INTO files (sha256, crossword, path, title, author, publisher, date) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                crossword.sha256,
                crossword.fingerprint,
                crossword.path,
                crossword.title,
                crossword.author,
                crossword.publisher,
                crossword.date,
            ),
        ).lastrowid
        db.executemany(
            "INSERT INTO clues (answer, clue, date, file) VALUES (?, ?, ?, ?)",
            [(answer, clue, crossword.date, file_id) for answer, clue in crossword.clues],
        )
        return UPDATED if replaced else ADDED

    def lookup(self, answer: str, limit: int | None = None, *, distinct: bool = False) -> Lookup:
        """The clues `answer` (in the library's form: see `wordgrid.app.clues`) has had,
        most recent first; `limit` keeps that many. `distinct` lists each clue text once,
        with its latest use and how many uses it had (the total counts texts then)."""
        if self._db is None:
            return Lookup(answer, 0, ())
        count = "count(DISTINCT clue)" if distinct else "count(*)"
        total = self._count(f"SELECT {count} FROM clues WHERE answer = ?", (answer,))
        # SQLite takes a bare column's value from the row that gave max(): the latest use.
        uses = ", count(*), max(c.date || printf('%012d', c.file))" if distinct else ", 1"
        grouped = "GROUP BY c.clue " if distinct else ""
        rows = self._db.execute(
            f"SELECT c.clue, c.date, f.title, f.author, f.publisher, f.path{uses} "
            "FROM clues AS c JOIN files AS f ON f.id = c.file "
            f"WHERE c.answer = ? {grouped}ORDER BY c.date DESC, c.file DESC LIMIT ?",
            (answer, -1 if limit is None else limit),
        ).fetchall()
        return Lookup(answer, total, tuple(PastClue(*row[:7]) for row in rows))

    def size(self) -> tuple[int, int]:
        """(crosswords, clues) in the library."""
        if self._db is None:
            return 0, 0
        return self._count("SELECT count(*) FROM files", ()), self._count(
            "SELECT count(*) FROM clues", ()
        )

    def _one(self, sql: str, args: Sequence[object]) -> tuple[object, ...] | None:
        assert self._db is not None
        row: tuple[object, ...] | None = self._db.execute(sql, args).fetchone()
        return row

    def _count(self, sql: str, args: Sequence[object]) -> int:
        row = self._one(sql, args)
        return int(row[0]) if row is not None and isinstance(row[0], int) else 0

    def _writer(self) -> sqlite3.Connection:
        assert self.write and self._db is not None, "opened for reading"
        return self._db


def _connect(path: Path, write: bool) -> sqlite3.Connection | None:
    """The library's connection; for reading, None when there is no library yet (nothing is
    made by a reader)."""
    if not write and not path.is_file():
        return None
    if write:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise InputError(f"can't make the folder: {e.strerror}", path=path.parent) from None
    target = str(path) if write else path.resolve().as_uri() + "?mode=ro"
    try:
        db = sqlite3.connect(target, uri=not write, check_same_thread=False)
        _check(db, path, write)
    except sqlite3.DatabaseError as e:
        raise InputError(f"is not a clue library ({e})", path=path) from None
    return db


def _check(db: sqlite3.Connection, path: Path, write: bool) -> None:
    """Refuse a database of another kind or a newer wordgrid; set up a new one."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if version > SCHEMA_VERSION:
        raise InputError(
            f"the clue library was written by a newer wordgrid (schema {version})", path=path
        )
    if tables and not {"files", "clues"} <= tables:
        raise InputError("is an SQLite database, but not a clue library", path=path)
    if write:
        db.execute("PRAGMA journal_mode = WAL")  # readers go on while clues are added
        db.execute("PRAGMA foreign_keys = ON")
        db.executescript(SCHEMA)
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _leave_wal(db: sqlite3.Connection) -> None:
    """Back to a rollback journal once the clues are added. WAL lets readers (the web server)
    read while a writer adds; but the read-only connection of a later lookup brings the -wal
    and -shm files of a WAL library back, and can't remove them as it closes."""
    # When a reader has it open, WAL stays until the next add.
    with contextlib.suppress(sqlite3.OperationalError):
        db.execute("PRAGMA journal_mode = DELETE")


@contextmanager
def opened(path: Path, *, write: bool = False) -> Iterator[ClueLibrary]:
    """The library at `path`, closed (and committed, when written) at the end."""
    library = ClueLibrary(path, write=write)
    try:
        yield library
    finally:
        library.close()
