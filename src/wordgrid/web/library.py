"""The puzzle folder a server plays from: an index of its puzzles, and each with its answer.

The index is built once, in a thread of its own, when the server starts: the folder is
listed with one scan, each file read and hashed, and its record (kind, title, size, rating
and answer) taken from the disk cache, or computed (a solve, for a fill-in) in worker
processes and cached. Requests are answered all the while from the catalog built so far.
After that a watcher (watchfiles: inotify and its like, polling where there are none) tells
the index which files changed; only those are read again, and no request lists the folder.

A puzzle's id is its file name. Requests name a puzzle only by an id that the index holds;
no path is ever built from a request, so nothing outside the folder can be read
(`../../etc/passwd` is simply not an id in the index).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
import time
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path

from wordgrid.errors import InputError, WordgridError
from wordgrid.formats import Listing, parse, read_bytes
from wordgrid.web import records
from wordgrid.web.catalog import (
    Catalog,
    IndexState,
    Page,
    PlainRow,
    Progress,
    Query,
    Row,
)
from wordgrid.web.entries import Entry, load_entry, record_of
from wordgrid.web.records import Record, RecordCache, content_key

__all__ = ["Library", "NotFound"]

# Files larger than this are left out of the library: the same limit as an upload.
MAX_BYTES = 1_000_000
# Puzzles made on the make page that stay playable (in memory only, the oldest go first).
MADE_KEPT = 100
# Parsed puzzles kept in memory for players: the ones being played, not the whole folder.
ENTRIES_KEPT = 256
# Files read, hashed and looked up in the cache together.
CHUNK = 64
# Solving more files than this at once goes to worker processes, which keep the server's
# own process (and its GIL) free for requests; fewer are solved in the index's thread.
SOLVE_IN_THREAD_MAX = 8
# Worker processes for a big index: every core, at a lower priority than the server.
INDEX_WORKERS = min(4, os.cpu_count() or 1)
NICE = 10
# How often the catalog being built is handed to requests.
PUBLISH_SECONDS = 0.5
# Where the watcher can't start, the folder is checked this often instead.
POLL_SECONDS = 5.0
# The watcher wakes this often with or without a change: its first wake-up says it is on.
WATCH_TICK_MS = 200
# The longest the index waits for the watcher to start before its last look at the folder.
WATCH_START = 10.0
# The longest a request for one puzzle waits for the folder's first listing (milliseconds
# for 10,000 files; a slow network share may take longer).
LISTING_WAIT = 5.0


class NotFound(WordgridError):
    """No puzzle in the library has this id."""


def _records(names: list[str], data: list[bytes], pool: Executor | None) -> list[Record]:
    """record_of each file, in the worker processes when there are some and they work."""
    if pool is not None and len(names) > SOLVE_IN_THREAD_MAX:
        try:
            return list(pool.map(record_of, names, data, chunksize=4))
        except (BrokenProcessPool, RuntimeError, OSError):
            pass  # workers that can't start (a script without a main guard): solve here
    return [record_of(name, d) for name, d in zip(names, data, strict=True)]


# What the index holds of one file: (stamp, key, row). The stamp is its size and modification
# time (ns) when read, the key records.content_key of its bytes, the row its line of the
# library as a plain tuple (see catalog.Row), or why it is not a puzzle to play (a str).
_File = tuple[tuple[int, int], str, PlainRow | str]


def _nice() -> None:
    with contextlib.suppress(OSError):
        os.nice(NICE)


@dataclass
class Library:
    """The puzzles of one folder: a catalog kept up to date in the background, and entries
    to play loaded on demand. `start` begins the index; `close` stops it."""

    folder: Path
    cache: RecordCache | None = None  # default: the user's cache (records.default_cache_path)
    watch: bool = True  # follow the folder's changes once it is indexed
    _catalog: Catalog = field(default_factory=Catalog)
    _progress: Progress = field(default_factory=lambda: Progress("starting"))
    _files: dict[str, _File] = field(default_factory=dict)  # the index thread's own
    _entries: OrderedDict[str, tuple[str, Entry]] = field(default_factory=OrderedDict)
    # Puzzles made on the server's make page, playable by id but not in the folder's list.
    _made: dict[str, Entry] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _changed: set[str] | None = field(default_factory=set)  # None: check every file
    _wake: threading.Event = field(default_factory=threading.Event)
    _stop: threading.Event = field(default_factory=threading.Event)
    _ready: threading.Event = field(default_factory=threading.Event)
    _scanned: threading.Event = field(default_factory=threading.Event)  # listed once
    _watching: threading.Event = field(default_factory=threading.Event)  # the watcher is on
    _listed: frozenset[str] = frozenset()  # the puzzle files of the last listing
    _threads: list[threading.Thread] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._own_cache = self.cache is None  # closed with the library; a given one is not
        if self.cache is None:
            self.cache = RecordCache(records.default_cache_path())

    # --- what requests ask ---------------------------------------------------------------

    def page(self, query: Query) -> Page:
        """A page of the catalog as it is now, with how far the index has got."""
        self.start()
        return self._catalog.page(query, self._progress)

    @property
    def progress(self) -> Progress:
        return self._progress

    def cached(self, puzzle_id: str) -> Entry | None:
        """The entry for this id if it is in memory and its file unchanged; no disk I/O."""
        made = self.made(puzzle_id)
        if made is not None:
            return made
        with self._lock:
            row = self._catalog.find(puzzle_id)
            held = self._entries.get(puzzle_id)
            if row is None or held is None or held[0] != row.key:
                return None
            self._entries.move_to_end(puzzle_id)
            return held[1]

    def get(self, puzzle_id: str) -> Entry:
        """The entry with this id; NotFound for anything else, a path included."""
        self.start()
        entry = self.cached(puzzle_id)
        if entry is not None:
            return entry
        row = self._catalog.find(puzzle_id)
        if row is None:
            # A puzzle the index has listed but not reached yet is read now: a player
            # doesn't wait for the other 9,999 to open the one they were playing.
            self._scanned.wait(LISTING_WAIT)
            if self._progress.state == "ready" or puzzle_id not in self._listed:
                raise NotFound(f"no puzzle {puzzle_id[:100]!r} in this library")
        name = puzzle_id if row is None else row.id  # an id the folder's listing holds
        key, entry = self._load(name)
        with self._lock:
            self._entries[name] = (key, entry)
            while len(self._entries) > ENTRIES_KEPT:
                self._entries.popitem(last=False)
        return entry

    def made(self, puzzle_id: str) -> Entry | None:
        """A puzzle made on this server, by its id, while it is kept."""
        with self._lock:
            return self._made.get(puzzle_id)

    def add_made(self, entry: Entry) -> None:
        """Make `entry` playable by its id until MADE_KEPT newer ones push it out."""
        with self._lock:
            self._made[entry.id] = entry
            while len(self._made) > MADE_KEPT:
                del self._made[next(iter(self._made))]

    def _load(self, name: str) -> tuple[str, Entry]:
        """The file's entry as it is on disk now, from its cached record where there is one."""
        assert self.cache is not None
        try:
            data = read_bytes(self.folder / name)
            key = content_key(name, data)
            known = self.cache.get_many([key]).get(key)
            entry = load_entry(name, parse(data, name), known)
        except (WordgridError, OSError) as e:
            raise NotFound(f"the puzzle {name[:100]!r} can't be played now: {e}") from None
        if known is None or known.get("answer") != list(entry.answer):
            self.cache.put_many({key: entry.record()})
        return key, entry

    # --- the index -----------------------------------------------------------------------

    def start(self) -> None:
        """Begin indexing the folder in the background (once; later calls do nothing)."""
        with self._lock:
            if self._threads or self._stop.is_set():
                return
            self._threads.append(threading.Thread(target=self._index, daemon=True))
            if self.watch:
                self._threads.append(threading.Thread(target=self._follow, daemon=True))
        for thread in self._threads:
            thread.start()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until the whole folder is indexed; False if `timeout` passed first."""
        self.start()
        return self._ready.wait(timeout)

    def close(self) -> None:
        """Stop indexing and watching; the catalog stays as it is."""
        self._stop.set()
        for waiting in (self._wake, self._watching, self._scanned):
            waiting.set()  # nothing waits on a library that is closing
        for thread in self._threads:
            thread.join(timeout=10)
        if self._own_cache and self.cache is not None:
            self.cache.close()

    def _index(self) -> None:
        self._guarded(None)
        if self.watch:
            # What changed before the watcher was watching: by size and time, no reads.
            self._watching.wait(WATCH_START)
            if self._stop.is_set():
                return
            self._guarded(None)
        self._ready.set()
        while not self._stop.is_set():
            self._wake.wait()
            with self._lock:
                self._wake.clear()
                changed, self._changed = self._changed, set()
            if not self._stop.is_set():
                self._guarded(changed)

    def _guarded(self, changed: set[str] | None) -> None:
        """_refresh, with a bug reported on the page rather than ending the index."""
        try:
            self._refresh(changed)
        except Exception as e:
            error = f"internal error while indexing: {type(e).__name__}: {e}"
            self._publish(list(self._catalog.plain), Progress("ready", error=error))

    def _changes(self, names: set[str] | None) -> None:
        """Tell the index these files changed (None: any may have)."""
        with self._lock:
            if names is None or self._changed is None:
                self._changed = None
            else:
                self._changed |= names
        self._wake.set()

    def _follow(self) -> None:
        """Watch the folder and pass on the names that change; poll where that fails."""
        try:
            import watchfiles

            for changes in watchfiles.watch(
                self.folder,
                watch_filter=None,
                stop_event=self._stop,
                recursive=False,
                raise_interrupt=False,
                rust_timeout=WATCH_TICK_MS,
                yield_on_timeout=True,  # the first tick says the watcher is watching
            ):
                self._watching.set()
                if changes:
                    self._changes({Path(path).name for _, path in changes})
        except Exception:  # no watcher on this system or folder: look every POLL_SECONDS
            self._watching.set()
            while not self._stop.wait(POLL_SECONDS):
                self._changes(None)

    def _refresh(self, changed: set[str] | None) -> None:
        """Bring the index up to date: list the folder once; read only the files that are new,
        changed (`changed`, or, when None, a size or time that differs), or not yet read."""
        try:
            names = Listing.scan(self.folder).puzzles
        except InputError as e:
            self._files, self._listed = {}, frozenset()
            self._publish([], Progress("ready", error=str(e)))
            return
        finally:
            self._scanned.set()
        self._listed = frozenset(names)
        kept: dict[str, _File] = {}
        todo: list[str] = []
        for name in names:
            known = self._files.get(name)
            if known is not None and changed is not None and name not in changed:
                kept[name] = known
            else:
                todo.append(name)
        if not self._ready.is_set():  # the page can say how many files there are at once
            with self._lock:
                self._progress = Progress("indexing", len(kept), len(names))
        with self._workers(len(todo)) as pool:
            due = time.monotonic() + PUBLISH_SECONDS
            for start in range(0, len(todo), CHUNK):
                if self._stop.is_set():
                    return
                kept.update(self._read(todo[start : start + CHUNK], pool))
                if time.monotonic() > due:
                    began = time.monotonic()
                    self._publish_files(names, kept, "indexing")
                    # A catalog of 50,000 rows takes a while to make: never more than a
                    # twentieth of the index's time, however big the folder.
                    due = time.monotonic() + max(PUBLISH_SECONDS, 20 * (time.monotonic() - began))
        self._files = kept
        self._publish_files(names, kept, "ready")

    @contextlib.contextmanager
    def _workers(self, files: int) -> Iterator[Executor | None]:
        """Worker processes while many files may need a solve; none for a few."""
        if files <= SOLVE_IN_THREAD_MAX:
            yield None
            return
        # spawn, not fork: a fork of a server with threads may copy a lock held mid-use.
        pool = ProcessPoolExecutor(
            INDEX_WORKERS, mp_context=multiprocessing.get_context("spawn"), initializer=_nice
        )
        try:
            yield pool
        finally:
            # Done, the workers are idle: wait for them to go, which frees their queues. A
            # server stopping mid-index doesn't wait for the solves still running.
            pool.shutdown(wait=not self._stop.is_set(), cancel_futures=True)

    def _read(self, names: Sequence[str], pool: Executor | None) -> dict[str, _File]:
        """The index's view of these files, reading only those whose stamp has changed."""
        assert self.cache is not None
        found: dict[str, _File] = {}
        fresh: dict[str, tuple[tuple[int, int], str, bytes]] = {}
        for name in names:
            path = self.folder / name
            try:
                stat = path.stat()
                stamp = (stat.st_size, stat.st_mtime_ns)
                known = self._files.get(name)
                if known is not None and known[0] == stamp:
                    found[name] = known
                    continue
                if stat.st_size > MAX_BYTES:
                    found[name] = (stamp, "", f"larger than {MAX_BYTES // 1_000_000} MB")
                    continue
                data = read_bytes(path)
            except OSError:
                continue  # gone since the listing: not in the library
            except WordgridError as e:  # there, but not to be read (no permission)
                found[name] = (stamp, "", " ".join(str(e).splitlines()))
                continue
            fresh[name] = (stamp, content_key(name, data), data)
        cached = self.cache.get_many(key for _, key, _ in fresh.values())
        missing = [name for name, (_, key, _) in fresh.items() if key not in cached]
        datas = [fresh[n][2] for n in missing]
        computed = dict(zip(missing, _records(missing, datas, pool), strict=True))
        self.cache.put_many({fresh[name][1]: record for name, record in computed.items()})
        for name, (stamp, key, _) in fresh.items():
            record = cached.get(key) or computed[name]
            left_out = record.get("left_out")
            found[name] = (stamp, key, left_out or tuple(Row.of(name, key, record)))
        return found

    def _publish_files(
        self, names: Sequence[str], files: dict[str, _File], state: IndexState
    ) -> None:
        rows, left_out = [], []
        for name in names:
            if (found := files.get(name)) is not None:
                row = found[2]
                if isinstance(row, str):
                    left_out.append((name, row))
                else:
                    rows.append(row)
        looked_at = len(rows) + len(left_out)
        progress = Progress(state, looked_at, len(names), len(left_out), "", tuple(left_out))
        self._publish(rows, progress)

    def _publish(self, rows: list[PlainRow], progress: Progress) -> None:
        catalog = Catalog(rows)
        with self._lock:
            self._catalog, self._progress = catalog, progress
