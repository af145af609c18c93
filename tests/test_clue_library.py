"""The clue library: the clues of a folder of crosswords, by answer, most recent first."""

from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import replace
from functools import partial
from pathlib import Path

import pytest

from tests.crosswords import FIVE, FOUR, SEVEN, THREE, clued
from wordgrid.app.clues import (
    add_crosswords,
    crossword_clues,
    crossword_date,
    default_library,
    library_size,
    past_clues,
)
from wordgrid.clue_library import SCHEMA_VERSION
from wordgrid.errors import InputError
from wordgrid.formats import dumps
from wordgrid.model import Metadata, Slot, Solution

# One crossword per format wordgrid writes with clues, each dated its own day (file name,
# format, date in the crossword). Each has CAT or CARD and its own clues.
FILES = (
    ("a.puz", "puz", "2024-01-01"),
    ("b.ipuz", "ipuz", "2024-01-02"),
    ("c.jpz", "jpz", "2024-01-03"),
    ("d.xd", "xd", "2024-01-04"),
    ("e.json", "json", "2024-01-05"),
    ("f.txt", "across-lite", "2024-01-06"),
)


def dated(rows: tuple[str, ...], day: str, tag: str) -> Solution:
    meta = Metadata(title=f"Puzzle {tag}", author="Ann Author", date=day)
    return clued(rows, lambda word, slot: f"{tag}: {word.lower()} clue", meta)


def write_folder(folder: Path) -> None:
    folder.mkdir()
    for k, (name, fmt, day) in enumerate(FILES):
        rows = THREE if k % 2 == 0 else FOUR
        (folder / name).write_bytes(dumps(dated(rows, day, name), fmt))
    (folder / "fill-in.txt").write_text("CAT\nAT\n\nCAT\nA..\n", encoding="utf-8")
    (folder / "README.md").write_text("my crosswords\n", encoding="utf-8")
    (folder / "broken.puz").write_bytes(b"not a puzzle")


def test_a_folder_in_every_format_is_added(tmp_path: Path) -> None:
    folder = tmp_path / "crosswords"
    write_folder(folder)
    library = tmp_path / "clues.sqlite"
    report = add_crosswords([folder], library)
    assert (report.added, report.without_clues, report.other_files) == (6, 1, 1)
    assert [Path(f).name for f, _ in report.problems] == ["broken.puz"]
    assert report.clues == 3 * 4 + 3 * 8
    assert library_size(library) == (6, 36)
    cat = past_clues("cat", library)
    # Most recent first, by the crossword's own date (see below for one without).
    assert [c.clue for c in cat.clues] == ["e.json: cat clue", "c.jpz: cat clue", "a.puz: cat clue"]
    assert [c.date for c in cat.clues] == ["2024-01-05", "2024-01-03", "2024-01-01"]
    assert cat.total == 3 and cat.answer == "CAT"
    first = cat.clues[0]
    assert (first.title, first.author) == ("Puzzle e.json", "Ann Author")
    assert first.source == "Puzzle e.json (Ann Author), e.json"
    card = past_clues("Card", library, limit=2)
    assert card.total == 6 and len(card.clues) == 2  # across and down, in three crosswords
    assert {c.clue for c in card.clues} == {"f.txt: card clue"}


def test_adding_the_same_file_twice_adds_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "crosswords"
    write_folder(folder)
    library = tmp_path / "clues.sqlite"
    add_crosswords([folder], library)
    before = library_size(library)
    again = add_crosswords([folder], library)
    assert (again.added, again.updated, again.same_file, again.clues) == (0, 0, 6, 0)
    assert library_size(library) == before
    assert past_clues("CAT", library).total == 3


def test_the_same_crossword_in_another_format_adds_nothing(tmp_path: Path) -> None:
    crossword = dated(FIVE, "2024-02-02", "five")
    folder = tmp_path / "same"
    folder.mkdir()
    (folder / "five.ipuz").write_bytes(dumps(crossword, "ipuz"))
    (folder / "five.puz").write_bytes(dumps(crossword, "puz"))
    report = add_crosswords([folder], tmp_path / "clues.sqlite")
    assert (report.added, report.same_crossword) == (1, 1)
    assert past_clues("HEART", tmp_path / "clues.sqlite").total == 2  # across and down


def test_a_file_changed_since_replaces_its_clues(tmp_path: Path) -> None:
    library = tmp_path / "clues.sqlite"
    path = tmp_path / "mine.ipuz"
    path.write_bytes(dumps(dated(SEVEN, "2024-03-01", "old"), "ipuz"))
    add_crosswords([path], library)
    path.write_bytes(dumps(dated(SEVEN, "2024-03-02", "new"), "ipuz"))
    report = add_crosswords([path], library)
    assert (report.added, report.updated) == (0, 1)
    assert [c.clue for c in past_clues("SCAB", library).clues] == ["new: scab clue"]
    assert library_size(library)[0] == 1


def test_a_rebus_answer_is_filed_whole(tmp_path: Path) -> None:
    crossword = dated(THREE, "2024-04-01", "rebus")
    puzzle = replace(crossword.puzzle, rebus={(0, 0): "CAR"})  # CAT reads CARAT, CAB CARAB
    assert ("CARAT", "rebus: cat clue") in crossword_clues(Solution(puzzle, crossword.words))


def test_a_reader_makes_no_library(tmp_path: Path) -> None:
    library = tmp_path / "none" / "clues.sqlite"
    assert past_clues("CAT", library).total == 0
    assert library_size(library) == (0, 0)
    assert not library.parent.exists()


def test_a_file_that_is_no_clue_library_is_refused(tmp_path: Path) -> None:
    text = tmp_path / "notes.sqlite"
    text.write_text("hello, this is text\n" * 100, encoding="utf-8")
    with pytest.raises(InputError, match="is not a clue library"):
        past_clues("CAT", text)
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE recipes (name TEXT)")
    with pytest.raises(InputError, match="an SQLite database, but not a clue library"):
        add_crosswords([], other)
    newer = tmp_path / "newer.sqlite"
    with sqlite3.connect(newer) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(InputError, match="written by a newer wordgrid"):
        past_clues("CAT", newer)


def test_an_entry_without_letters_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="has no letter"):
        past_clues("123", tmp_path / "clues.sqlite")


@pytest.mark.parametrize(
    ("written", "iso"),
    [
        ("2024-01-05", "2024-01-05"),
        ("01/05/2024", "2024-01-05"),
        ("1/5/24", "2024-01-05"),
        ("January 5, 2024", "2024-01-05"),
        ("Jan. 5, 2024", "2024-01-05"),
        ("Friday, January 5, 2024", "2024-01-05"),
        ("5 January 2024", "2024-01-05"),
    ],
)
def test_dates_as_crossword_files_write_them(written: str, iso: str, tmp_path: Path) -> None:
    assert crossword_date(Metadata(date=written), tmp_path) == iso


def test_a_date_that_cant_be_read_is_the_files(tmp_path: Path) -> None:
    path = tmp_path / "x.puz"
    path.write_bytes(b"")
    when = time.mktime((2022, 6, 7, 12, 0, 0, 0, 0, -1))
    os.utime(path, (when, when))
    assert crossword_date(Metadata(date="the first Monday"), path) == "2022-06-07"


def test_the_default_library_is_the_users_data_folder() -> None:
    # The tests' conftest points XDG_DATA_HOME at a folder of their own.
    assert default_library() == Path(os.environ["XDG_DATA_HOME"]) / "wordgrid" / "clues.sqlite"


def test_files_read_in_worker_processes_make_the_same_library(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import wordgrid.app.clues as clues

    folder = tmp_path / "crosswords"
    write_folder(folder)
    one = add_crosswords([folder], tmp_path / "one.sqlite")
    monkeypatch.setattr(clues, "PARALLEL_FROM", 1)  # a pool even for this small folder
    two = add_crosswords([folder], tmp_path / "two.sqlite", jobs=2)
    assert (two.added, two.clues, two.without_clues) == (one.added, one.clues, one.without_clues)
    assert [Path(f).name for f, _ in two.problems] == ["broken.puz"]
    for word in ("CAT", "CARD", "BOW"):
        assert past_clues(word, tmp_path / "two.sqlite") == past_clues(
            word, tmp_path / "one.sqlite"
        )


def _cat_clue(text: str, k: int, word: str, _slot: Slot) -> str:
    return text if word == "CAT" else f"{word} {k}"


def test_distinct_clues_come_once_with_their_latest_use(tmp_path: Path) -> None:
    folder = tmp_path / "same-clue"
    folder.mkdir()
    for k, day in enumerate(("2021-01-01", "2023-01-01", "2022-01-01")):
        meta = Metadata(title=f"Issue {k + 1}", date=day)
        text = "Feline" if k != 1 else "Pet"
        doc = clued(THREE, partial(_cat_clue, text, k), meta)
        (folder / f"issue{k + 1}.ipuz").write_bytes(dumps(doc, "ipuz"))
    library = tmp_path / "clues.sqlite"
    add_crosswords([folder], library)
    every = past_clues("CAT", library)
    assert [(c.clue, c.date) for c in every.clues] == [
        ("Pet", "2023-01-01"),
        ("Feline", "2022-01-01"),
        ("Feline", "2021-01-01"),
    ]
    once = past_clues("CAT", library, distinct=True)
    assert once.total == 2
    assert [(c.clue, c.date, c.uses, c.title) for c in once.clues] == [
        ("Pet", "2023-01-01", 1, "Issue 2"),
        ("Feline", "2022-01-01", 2, "Issue 3"),
    ]
