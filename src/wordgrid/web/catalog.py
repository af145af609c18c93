"""The library's catalog: one row per playable puzzle, and pages of it, sorted and filtered.

A Catalog is a snapshot: the index makes a new one when the folder changes and requests
read whichever is current, without a lock and without touching the disk. Each sort order is
computed once per snapshot, and the matches of the last few queries are kept, so paging
through a search of 50,000 puzzles costs a slice per page.
"""

from __future__ import annotations

import threading
import unicodedata
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, NamedTuple

from wordgrid.formats.folder import natural_key
from wordgrid.render.playable import CROSSWORD, FILL_IN, KINDS, WORD_SEARCH

__all__ = ["CROSSWORD", "FILL_IN", "KINDS", "WORD_SEARCH"]  # with the catalog's own names
RATINGS = ("easy", "medium", "hard")  # the rater's labels, easiest first
# `name` is the folder's own order (puzzle-2 before puzzle-10); `size` counts cells.
SORTS = ("name", "title", "kind", "size", "difficulty")
# Where the index has got: listing the folder, reading its files, or following its changes.
IndexState = Literal["starting", "indexing", "ready"]
PAGE_SIZE = 100  # rows a page has unless the request asks for another number
MAX_PAGE_SIZE = 1000  # a page past this would be slow to send and to draw
# Queries whose matches each snapshot keeps: a few players paging through their searches.
QUERIES_KEPT = 64


def display_title(title: str, puzzle_id: str) -> str:
    """The title a player sees: the file's own, else its name without the extension."""
    return title or Path(puzzle_id).stem.replace("_", " ")


def searchable(text: str) -> str:
    """Text as a search compares it: case and accents aside (`Café` is found by `cafe`)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


class Row(NamedTuple):
    """One playable puzzle as the library lists it.

    The index and the catalog keep rows as plain tuples (`tuple(row)`): Python's garbage
    collector stops tracking a tuple of plain values, so a full collection in a server of
    50,000 puzzles doesn't walk 50,000 rows (it took 150 to 850 ms when they were objects).
    """

    id: str  # the file name
    key: str  # the content key of the file as indexed (records.content_key)
    kind: str  # one of KINDS
    title: str  # as displayed: display_title
    author: str
    rows: int
    cols: int
    words: int
    rating: str  # one of RATINGS, or "" when there is none
    haystack: str  # the title and author, searchable
    title_key: tuple[Any, ...]  # natural order of titles: Puzzle 2 before Puzzle 10

    @classmethod
    def of(cls, puzzle_id: str, key: str, record: dict[str, Any]) -> Row:
        """The row of a playable file's record (see entries.record_of)."""
        title = display_title(record["title"], puzzle_id)
        return cls(
            puzzle_id,
            key,
            record["kind"],
            title,
            record["author"],
            record["rows"],
            record["cols"],
            record["words"],
            record["rating"],
            searchable(f"{title}\n{record['author']}"),
            tuple(natural_key(title)),
        )

    def summary(self) -> dict[str, Any]:
        """The row as the API sends it."""
        return {
            "id": self.id,
            "title": self.title,
            "author": self.author,
            "kind": self.kind,
            "rows": self.rows,
            "cols": self.cols,
            "words": self.words,
            "rating": self.rating or None,
        }


PlainRow = tuple[Any, ...]  # tuple(row): a Row as the index and the catalog keep it
_FIELD = {name: k for k, name in enumerate(Row._fields)}


@dataclass(frozen=True)
class Query:
    """Which rows a request asks for: filters, an order, and a slice of the result."""

    offset: int = 0
    limit: int = PAGE_SIZE
    sort: str = "name"  # one of SORTS
    descending: bool = False
    kind: str | None = None  # one of KINDS
    rating: str | None = None  # one of RATINGS
    q: str = ""  # words that must all be in the title or the author

    def matching_key(self) -> tuple[Any, ...]:
        """What the matches depend on: the query without its slice."""
        return self.sort, self.descending, self.kind, self.rating, tuple(searchable(self.q).split())


@dataclass(frozen=True)
class Progress:
    """How far the index of the folder has got."""

    state: IndexState
    done: int = 0  # files looked at
    total: int = 0  # puzzle files in the folder
    left_out: int = 0  # files looked at that are not puzzles a player can use
    error: str = ""  # why the folder can't be read, when it can't
    # Those files, in the folder's order, each with why: no answers kept, no solution, ...
    left_out_files: tuple[tuple[str, str], ...] = ()

    def summary(self) -> dict[str, Any]:
        """How far it has got, as the API sends it with a page of the library."""
        return {
            "state": self.state,
            "done": self.done,
            "total": self.total,
            "left_out": self.left_out,
            "error": self.error or None,
        }

    def left_out_page(self, offset: int, limit: int) -> dict[str, Any]:
        """A page of the files left out, each with why, as GET /api/left-out sends it."""
        shown = self.left_out_files[offset : offset + limit]
        # The reader's messages name the file first; the list names it already.
        files = [{"id": name, "reason": why.removeprefix(f"{name}: ")} for name, why in shown]
        return {"files": files, "total": len(self.left_out_files)}


@dataclass(frozen=True)
class Page:
    """A slice of the rows that match a query, and how many match in all."""

    rows: tuple[Row, ...]
    total: int
    query: Query
    progress: Progress

    def summary(self) -> dict[str, Any]:
        """The page as GET /api/puzzles sends it (a static site writes its first one)."""
        return {
            "puzzles": [row.summary() for row in self.rows],
            "total": self.total,
            "offset": self.query.offset,
            "limit": self.query.limit,
            "index": self.progress.summary(),
        }


class Catalog:
    """The playable puzzles of the folder at one moment, in the folder's order."""

    def __init__(self, rows: Iterable[PlainRow] = ()) -> None:
        self._rows = tuple(tuple(row) for row in rows)
        self._by_id = {row[_FIELD["id"]]: k for k, row in enumerate(self._rows)}
        # Computed when first asked for, then kept as long as the snapshot. Tuples of plain
        # values, not lists: the garbage collector stops looking into them.
        self._orders: dict[tuple[str, bool], Sequence[int]] = {}
        self._columns: dict[str, tuple[Any, ...]] = {}
        self._matches: OrderedDict[tuple[Any, ...], Sequence[int]] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._rows)

    @property
    def plain(self) -> tuple[PlainRow, ...]:
        """Every row, as kept: what a new catalog of the same rows is made from."""
        return self._rows

    def find(self, puzzle_id: str) -> Row | None:
        k = self._by_id.get(puzzle_id)
        return None if k is None else Row._make(self._rows[k])

    def page(self, query: Query, progress: Progress) -> Page:
        matches = self._matching(query)
        chosen = matches[query.offset : query.offset + query.limit]
        return Page(tuple(Row._make(self._rows[i]) for i in chosen), len(matches), query, progress)

    def _matching(self, query: Query) -> Sequence[int]:
        key = query.matching_key()
        with self._lock:
            if key in self._matches:
                self._matches.move_to_end(key)
                return self._matches[key]
        sort, descending, kind, rating, terms = key
        found: Sequence[int] = self._order(sort, descending)
        # Each filter is one pass over a column of plain values: a few ms at 50,000 rows.
        if kind is not None:
            kinds = self._column("kind")
            found = tuple(i for i in found if kinds[i] == kind)
        if rating is not None:
            ratings = self._column("rating")
            found = tuple(i for i in found if ratings[i] == rating)
        for term in terms:
            haystacks = self._column("haystack")
            found = tuple(i for i in found if term in haystacks[i])
        with self._lock:
            self._matches[key] = found
            while len(self._matches) > QUERIES_KEPT:
                self._matches.popitem(last=False)
        return found

    def _column(self, name: str) -> tuple[Any, ...]:
        """One field of every row, in row order."""
        with self._lock:
            if name not in self._columns:
                k = _FIELD[name]
                self._columns[name] = tuple(row[k] for row in self._rows)
            return self._columns[name]

    def _sort_values(self, sort: str) -> Sequence[Any]:
        """What `sort` compares, row by row; None puts a row after all the others whichever
        the direction."""
        if sort == "title":
            return self._column("title_key")
        if sort == "kind":
            return [KINDS.index(kind) for kind in self._column("kind")]
        if sort == "size":  # cells, then rows
            pairs = zip(self._column("rows"), self._column("cols"), strict=True)
            return [(rows * cols, rows) for rows, cols in pairs]
        return [RATINGS.index(r) if r in RATINGS else None for r in self._column("rating")]

    def _order(self, sort: str, descending: bool) -> Sequence[int]:
        """Row numbers in the order of `sort`; ties keep the folder's order."""
        with self._lock:
            if (sort, descending) in self._orders:
                return self._orders[sort, descending]
        every = range(len(self._rows))
        order: Sequence[int]
        if sort == "name":
            order = every[::-1] if descending else every
        else:
            values = self._sort_values(sort)
            known = [i for i in every if values[i] is not None]
            # sorted() is stable, and reverse=True keeps equal rows in their first order too.
            known.sort(key=values.__getitem__, reverse=descending)
            order = (*known, *(i for i in every if values[i] is None))
        with self._lock:
            self._orders[sort, descending] = order
        return order
