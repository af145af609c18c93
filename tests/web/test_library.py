"""The library's index: built in the background, cached by content, kept up to date by the
watcher, and paged, sorted and filtered from memory."""

from __future__ import annotations

import shutil
import sqlite3
import threading
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import Scans
from tests.web.conftest import crossword, delay_records, until
from wordgrid.batch import examples_folder
from wordgrid.formats import dumps, read_bytes
from wordgrid.model import Grid, Metadata, Puzzle, WordBank
from wordgrid.web import library as library_module
from wordgrid.web.catalog import Catalog, Progress, Query, Row, searchable
from wordgrid.web.library import Library, NotFound
from wordgrid.web.records import RECORD_VERSION, RecordCache, content_key

WORDS = ["CAT", "DOG", "EMU", "GNU", "YAK", "APE", "BAT", "COW", "ELK", "FOX", "HEN", "OWL"]


def tiny(word: str, title: str = "", author: str = "") -> bytes:
    """A one-slot fill-in as wordgrid JSON: distinct bytes for each word and title."""
    puzzle = Puzzle(
        Grid(("." * len(word),)),
        WordBank.from_words([word]),
        meta=Metadata(title=title, author=author),
    )
    return dumps(puzzle, "json")


def tiny_folder(folder: Path, count: int) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for k in range(count):
        word = WORDS[k % len(WORDS)]
        (folder / f"p{k + 1}.json").write_bytes(tiny(word, f"Puzzle {k + 1}", f"Author {k % 3}"))
    return folder


@pytest.fixture
def cache(tmp_path: Path) -> Iterator[RecordCache]:
    records = RecordCache(tmp_path / "cache" / "library.sqlite3")
    yield records
    records.close()


@pytest.fixture
def solves(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How many times each puzzle was solved to find its answer."""
    from wordgrid.app import solving

    seen: Counter[str] = Counter()
    real = solving.playable_answer

    def counted(doc: Any, where: str, budget: Any) -> Any:
        seen[where] += 1
        return real(doc, where, budget)

    monkeypatch.setattr(solving, "playable_answer", counted)
    return seen


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How many times the index read each file."""
    seen: Counter[str] = Counter()
    real = read_bytes  # what the library module reads with

    def counted(path: str | Path) -> bytes:
        seen[Path(path).name] += 1
        return real(path)

    monkeypatch.setattr(library_module, "read_bytes", counted)
    return seen


def open_library(folder: Path, cache: RecordCache, *, watch: bool = False) -> Library:
    library = Library(folder, cache, watch=watch)
    assert library.wait(60), "the folder was not indexed in 60 s"
    return library


def ids(library: Library, **query: Any) -> list[str]:
    return [row.id for row in library.page(Query(**query)).rows]


# --- the catalog --------------------------------------------------------------------------


def row(puzzle_id: str, **fields: Any) -> Row:
    record = {"kind": "fill-in", "title": "", "author": "", "rows": 5, "cols": 5}
    record |= {"words": 4, "rating": ""} | fields
    return Row.of(puzzle_id, "key", record)


CATALOG = Catalog(
    [
        row("a.txt", title="Puzzle 10", rating="hard", rows=9, cols=9),
        row("b.txt", title="Puzzle 2", rating="easy", kind="crossword"),
        row("c.txt", title="Café au lait", author="Zoë", rating="medium", rows=3, cols=4),
        row("d.txt", kind="word search", rows=12, cols=12),
        row("e.txt", title="puzzle 1", rating="easy", author="Ann Lee", rows=3, cols=4),
    ]
)
READY = Progress("ready", 5, 5)


def listed(**query: Any) -> list[str]:
    return [r.id for r in CATALOG.page(Query(**query), READY).rows]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ({}, ["a.txt", "b.txt", "c.txt", "d.txt", "e.txt"]),
        ({"descending": True}, ["e.txt", "d.txt", "c.txt", "b.txt", "a.txt"]),
        # Natural order of titles, case aside; the untitled file is titled by its name.
        ({"sort": "title"}, ["c.txt", "d.txt", "e.txt", "b.txt", "a.txt"]),
        ({"sort": "kind"}, ["a.txt", "c.txt", "e.txt", "b.txt", "d.txt"]),
        # Cells, then rows; equal sizes keep the folder's order in both directions.
        ({"sort": "size"}, ["c.txt", "e.txt", "b.txt", "a.txt", "d.txt"]),
        ({"sort": "size", "descending": True}, ["d.txt", "a.txt", "b.txt", "c.txt", "e.txt"]),
        # Unrated puzzles come last whichever the direction.
        ({"sort": "difficulty"}, ["b.txt", "e.txt", "c.txt", "a.txt", "d.txt"]),
        ({"sort": "difficulty", "descending": True}, ["a.txt", "c.txt", "b.txt", "e.txt", "d.txt"]),
    ],
)
def test_the_catalog_sorts(query: dict[str, Any], expected: list[str]) -> None:
    assert listed(**query) == expected


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ({"kind": "crossword"}, ["b.txt"]),
        ({"rating": "easy"}, ["b.txt", "e.txt"]),
        ({"q": "cafe"}, ["c.txt"]),  # accents and case aside
        ({"q": "ZOE"}, ["c.txt"]),  # the author too
        ({"q": "puzzle"}, ["a.txt", "b.txt", "e.txt"]),
        ({"q": "lee puzzle"}, ["e.txt"]),  # every word, in the title or the author
        ({"q": "  "}, ["a.txt", "b.txt", "c.txt", "d.txt", "e.txt"]),
        ({"q": "puzzle", "rating": "easy", "sort": "title"}, ["e.txt", "b.txt"]),
        ({"q": "nothing like it"}, []),
    ],
)
def test_the_catalog_filters(query: dict[str, Any], expected: list[str]) -> None:
    assert listed(**query) == expected


def test_a_page_is_a_slice_with_the_total_of_all_that_match() -> None:
    page = CATALOG.page(Query(offset=1, limit=2, q="puzzle"), READY)
    assert [r.id for r in page.rows] == ["b.txt", "e.txt"] and page.total == 3
    past = CATALOG.page(Query(offset=10, limit=2), READY)
    assert past.rows == () and past.total == 5
    assert page.progress == READY


def test_searchable_keeps_other_alphabets() -> None:
    assert searchable("Ωμέγα ÉTÉ") == "ωμεγα ete"


# --- building the index -------------------------------------------------------------------


def test_the_index_lists_every_playable_file(tmp_path: Path, cache: RecordCache) -> None:
    folder = tiny_folder(tmp_path / "lib", 5)
    (folder / "pets.json").write_bytes(dumps(crossword(), "json"))
    (folder / "bad.txt").write_text("not a puzzle\n", encoding="utf-8")
    (folder / "p1.solution.json").write_text("{}", encoding="utf-8")  # a side file
    library = open_library(folder, cache)
    progress = library.progress
    assert (progress.state, progress.done, progress.total, progress.left_out) == ("ready", 7, 7, 1)
    [(name, why)] = progress.left_out_files
    assert name == "bad.txt" and "this file is a grid without words" in why
    assert ids(library) == ["p1.json", "p2.json", "p3.json", "p4.json", "p5.json", "pets.json"]
    page = library.page(Query(kind="crossword"))
    assert [r.summary() for r in page.rows] == [
        {
            "id": "pets.json",
            "title": "pets",
            "author": "",
            "kind": "crossword",
            "rows": 3,
            "cols": 3,
            "words": 4,
            "rating": None,
        }
    ]
    first = library.page(Query(limit=1)).rows[0]
    assert (first.title, first.author, first.rating) == ("Puzzle 1", "Author 0", "easy")
    library.close()


def test_an_answer_is_solved_once_and_cached_by_content(
    tmp_path: Path, cache: RecordCache, solves: Counter[str]
) -> None:
    folder = tiny_folder(tmp_path / "lib", 4)
    open_library(folder, cache).close()
    assert sum(solves.values()) == 4
    # A restart solves nothing; a copy under another name has the same content.
    shutil.copy(folder / "p1.json", folder / "copy.json")
    again = open_library(folder, RecordCache(cache.path))
    assert sum(solves.values()) == 4
    assert again.page(Query()).total == 5
    entry = again.get("copy.json")
    assert entry.answer == ("CAT",) and sum(solves.values()) == 4
    again.close()
    # New content is solved once.
    (folder / "p2.json").write_bytes(tiny("GNU", "Puzzle 2, again"))
    open_library(folder, RecordCache(cache.path)).close()
    assert sum(solves.values()) == 5


def test_a_cached_answer_is_checked_before_it_is_served(tmp_path: Path, cache: RecordCache) -> None:
    folder = tiny_folder(tmp_path / "lib", 1)
    open_library(folder, cache).close()
    key = content_key("p1.json", (folder / "p1.json").read_bytes())
    record = cache.get_many([key])[key]
    cache.put_many({key: record | {"answer": ["DOG"]}})  # damaged, or from an older solver
    library = open_library(folder, RecordCache(cache.path))
    assert library.get("p1.json").answer == ("CAT",)
    library.close()


def test_the_index_lists_once_and_requests_never(
    tmp_path: Path, cache: RecordCache, scans: Scans
) -> None:
    folder = tiny_folder(tmp_path / "lib", 6)
    scans.count = 0
    library = open_library(folder, cache)
    assert scans.count == 1
    for k in range(50):
        library.page(Query(offset=k % 6, limit=2, sort="title", q="puzzle"))
        library.get(f"p{k % 6 + 1}.json")
    assert scans.count == 1
    library.close()


def test_a_puzzle_not_yet_indexed_is_played_at_once(
    tmp_path: Path, cache: RecordCache, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tiny_folder(tmp_path / "lib", 3)
    held = threading.Event()
    delay_records(monkeypatch, lambda name: name == "p1.json" and held.wait(30))  # stuck
    library = Library(folder, cache, watch=False)
    library.start()
    try:
        assert library.get("p3.json").answer == ("EMU",)
        assert library.progress.state != "ready"
        with pytest.raises(NotFound):
            library.get("p9.json")  # not in the folder's listing
    finally:
        held.set()
    assert library.wait(30) and library.page(Query()).total == 3
    library.close()


def test_many_files_are_solved_in_worker_processes(
    tmp_path: Path, cache: RecordCache, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tiny_folder(tmp_path / "lib", 12)
    pooled = open_library(folder, cache)
    assert pooled.progress.done == 12 and library_module.SOLVE_IN_THREAD_MAX < 12
    in_thread = open_library(folder, RecordCache(None))
    for page in (pooled.page(Query()), in_thread.page(Query())):
        assert [r.summary()["title"] for r in page.rows] == [f"Puzzle {k}" for k in range(1, 13)]
    assert pooled.page(Query()).rows == in_thread.page(Query()).rows
    pooled.close()
    in_thread.close()


def test_an_unreadable_folder_is_said_on_the_page(tmp_path: Path, cache: RecordCache) -> None:
    library = open_library(tmp_path / "missing", cache)
    assert library.page(Query()).total == 0
    assert "no such folder" in library.progress.error
    library.close()


# --- following the folder -----------------------------------------------------------------


def test_the_watcher_follows_added_changed_and_removed_files(
    tmp_path: Path, cache: RecordCache, reads: Counter[str]
) -> None:
    folder = tiny_folder(tmp_path / "lib", 5)
    library = open_library(folder, cache, watch=True)
    assert all(reads[f"p{k}.json"] == 1 for k in range(1, 6))
    reads.clear()

    shutil.copy(examples_folder() / "sample_puzzle.txt", folder / "new.txt")
    until(lambda: ids(library, q="new"), lambda got: got == ["new.txt"])
    (folder / "p2.json").write_bytes(tiny("DOG", "Renamed"))
    until(lambda: ids(library, q="renamed"), lambda got: got == ["p2.json"])
    (folder / "p3.json").unlink()
    until(lambda: "p3.json" not in ids(library), bool)

    assert set(reads) <= {"new.txt", "p2.json"}  # the unchanged files were not read again
    assert library.page(Query()).total == 5
    with pytest.raises(NotFound):
        library.get("p3.json")
    library.close()


def test_a_new_puzzle_owns_its_side_files(tmp_path: Path, cache: RecordCache) -> None:
    folder = tmp_path / "lib"
    folder.mkdir()
    (folder / "x.solution.json").write_bytes(tiny("CAT", "Orphan"))
    library = open_library(folder, cache, watch=True)
    assert ids(library) == ["x.solution.json"]  # a puzzle while no x.* is beside it
    (folder / "x.json").write_bytes(tiny("CAT", "Owner"))
    until(lambda: ids(library), lambda got: got == ["x.json"])
    library.close()


# --- the record cache ---------------------------------------------------------------------


def test_files_left_out_are_listed_with_why(tmp_path: Path, cache: RecordCache) -> None:
    """A .puz without its answers, a fill-in with no solution and a damaged file are not
    played, and the library says why, in the web's words (never a command-line option)."""
    import puz

    from tests.formats.test_other_tools import across_lite, save

    folder = tiny_folder(tmp_path / "lib", 1)
    hidden = across_lite(solution="XXXX.XXXX", solution_state=puz.SolutionState.NotProvided)
    save(hidden, folder / "hidden.puz")
    (folder / "impossible.txt").write_text("CAT\nDOG\n\n...\n...\n", encoding="utf-8")
    (folder / "damaged.puz").write_bytes(b"\x00\x01 not a puz file")
    library = open_library(folder, cache)
    progress = library.progress
    assert (progress.done, progress.total, progress.left_out) == (4, 4, 3)
    why = dict(progress.left_out_files)
    assert list(why) == ["damaged.puz", "hidden.puz", "impossible.txt"]  # the folder's order
    assert "not a readable .puz file" in why["damaged.puz"]
    assert why["impossible.txt"] == "its words fit the grid in no way: the puzzle has no solution"
    assert why["hidden.puz"].startswith("a crossword whose file keeps no answers")
    assert not any("--" in reason for reason in why.values())
    assert ids(library) == ["p1.json"]
    library.close()


def test_the_cache_starts_afresh_for_a_new_record_version(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    first = RecordCache(path)
    first.put_many({"k": {"left_out": "x"}})
    first.close()
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version={RECORD_VERSION + 1}")
    second = RecordCache(path)
    assert second.get_many(["k"]) == {}
    second.close()


def test_a_cache_that_cant_be_written_lives_in_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    records = RecordCache(blocker / "sub" / "library.sqlite3")  # a folder under a file
    records.put_many({"k": {"left_out": "x"}, "r": {"left_out": "y", "retry": True}})
    assert records.get_many(["k", "r", "z"]) == {
        "k": {"left_out": "x"},
        "r": {"left_out": "y", "retry": True},
    }


def test_a_timed_out_solve_is_not_kept_on_disk(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    records = RecordCache(path)
    records.put_many({"k": {"left_out": "slow", "retry": True}})
    assert records.get_many(["k"])  # this run remembers it
    records.close()
    assert RecordCache(path).get_many(["k"]) == {}  # the next run tries again
