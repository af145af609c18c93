"""The puzzle folder a server plays from: what is in it, and each puzzle with its answer.

A puzzle's id is its file name. Requests name a puzzle only by an id that the folder's own
listing holds; no path is ever built from a request, so nothing outside the folder can be
read (`../../etc/passwd` is simply not an id in the listing).
"""

from __future__ import annotations

import math
import threading
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from wordgrid.budget import Budget
from wordgrid.errors import InputError, WordgridError
from wordgrid.formats import folder_files, parse, read_bytes
from wordgrid.model import (
    OPEN,
    Document,
    Puzzle,
    WordBank,
    WordSearch,
    list_order,
    meta_of,
)

# Files larger than this are left out of the library: the same limit as an upload.
MAX_BYTES = 1_000_000
# A check or hint within this long of the last listing of the folder trusts that listing:
# a class of players asks many times a second, and a changed file waits this long at most.
RECENT_SECONDS = 2.0
# Time to find (and prove unique) each library puzzle's answer when it is first listed.
ANSWER_SECONDS = 10.0
# Puzzles made on the make page that stay playable (in memory only, the oldest go first).
MADE_KEPT = 100

FILL_IN = "fill-in"
CROSSWORD = "crossword"
WORD_SEARCH = "word search"


class NotFound(WordgridError):
    """No puzzle in the library has this id."""


@dataclass(frozen=True)
class Entry:
    """One playable puzzle of the folder, with the answer the server checks against."""

    id: str  # the file name
    kind: str  # FILL_IN, CROSSWORD or WORD_SEARCH
    document: Puzzle | WordSearch  # the puzzle as played: a word search carries its answer
    answer: tuple[str, ...]  # the filled grid, rows of letters and #
    rating: str = ""  # easy, medium or hard, for a fill-in with one solution

    @property
    def puzzle(self) -> Puzzle:
        if isinstance(self.document, WordSearch):
            raise InputError("a word search has no fill-in puzzle")
        return self.document

    @property
    def words(self) -> list[str]:
        """The listed words, shortest first, then A to Z: never in slot order."""
        if isinstance(self.document, WordSearch):
            return list_order(p.word for p in self.document.placements)
        return list_order(self.document.bank.listed)

    @property
    def title(self) -> str:
        return meta_of(self.document).title or Path(self.id).stem.replace("_", " ")

    def summary(self) -> dict[str, Any]:
        """The library row: id, title, kind, size, word count, rating."""
        rows = self.answer
        return {
            "id": self.id,
            "title": self.title,
            "kind": self.kind,
            "rows": len(rows),
            "cols": len(rows[0]) if rows else 0,
            "words": len(self.words),
            "rating": self.rating or None,
        }

    def blank(self) -> Puzzle | WordSearch:
        """The puzzle without its solution: what a player may see."""
        doc = self.document
        if isinstance(doc, WordSearch):
            return WordSearch(doc.rows, (), None, doc.meta)
        # A rebus square's answer is shown only where the puzzle gives it.
        given = {cell: text for cell, text in doc.rebus.items() if doc.grid[cell] != OPEN}
        if doc.clues:  # a crossword's word list is its answers
            return replace(doc, bank=WordBank.from_words([]), rebus=given)
        return replace(doc, rebus=given)


def load_entry(name: str, doc: Document) -> Entry | None:
    """The playable entry for a document, or None when it has no answer to play to."""
    if isinstance(doc, WordSearch):
        return Entry(name, WORD_SEARCH, doc, doc.rows)
    from wordgrid.app.solving import playable_answer

    found = playable_answer(doc, name, Budget.seconds(ANSWER_SECONDS))
    if found is None:
        return None
    kind = CROSSWORD if found.puzzle.clues else FILL_IN
    return Entry(name, kind, found.puzzle, found.answer.rows, found.rating)


@dataclass
class Library:
    """The puzzles of one folder, read again when a file changes (by size and time)."""

    folder: Path
    _entries: dict[str, tuple[tuple[int, int], Entry | None]] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _read_at: float = -math.inf  # when the folder was last listed (time.monotonic())
    # Puzzles made on the server's make page, playable by id but not in the folder's list.
    _made: dict[str, Entry] = field(default_factory=dict)

    def recent(self, puzzle_id: str) -> Entry | None:
        """The entry as the folder was listed less than RECENT_SECONDS ago, without touching
        the disk; None when that listing is older or has no such puzzle."""
        if time.monotonic() - self._read_at >= RECENT_SECONDS:
            return None
        cached = self._entries.get(puzzle_id)
        return None if cached is None else cached[1]

    def add_made(self, entry: Entry) -> None:
        """Make `entry` playable by its id until MADE_KEPT newer ones push it out."""
        with self._lock:
            self._made[entry.id] = entry
            while len(self._made) > MADE_KEPT:
                del self._made[next(iter(self._made))]

    def made(self, puzzle_id: str) -> Entry | None:
        """A puzzle made on this server, by its id, while it is kept."""
        with self._lock:
            return self._made.get(puzzle_id)

    def entries(self) -> list[Entry]:
        """Every playable puzzle, in the folder's natural order; unreadable files left out."""
        with self._lock:
            self._read_at = time.monotonic()
            try:
                files = folder_files(self.folder)
            except InputError:
                return []  # an empty folder is an empty library
            seen: dict[str, tuple[tuple[int, int], Entry | None]] = {}
            for path in files:
                try:
                    stat = path.stat()
                except OSError:
                    continue
                stamp = (stat.st_size, stat.st_mtime_ns)
                cached = self._entries.get(path.name)
                if cached is not None and cached[0] == stamp:
                    seen[path.name] = cached
                    continue
                seen[path.name] = (stamp, self._load(path, stat.st_size))
            self._entries = seen
            return [entry for _, entry in seen.values() if entry is not None]

    def get(self, puzzle_id: str) -> Entry:
        """The entry with this id; NotFound for anything else, a path included."""
        made = self.made(puzzle_id)
        if made is not None:
            return made
        for entry in self.entries():
            if entry.id == puzzle_id:
                return entry
        raise NotFound(f"no puzzle {puzzle_id[:100]!r} in this library")

    @staticmethod
    def _load(path: Path, size: int) -> Entry | None:
        if size > MAX_BYTES:
            return None
        try:
            return load_entry(path.name, parse(read_bytes(path), path.name))
        except (WordgridError, OSError):
            return None  # not a puzzle a player can use: left out of the list
