"""`wordgrid clues` and `wordgrid words`: what they print, their JSON and their exit codes."""

from __future__ import annotations

import json
import os
from functools import partial
from pathlib import Path

import pytest

from tests.conftest import run
from tests.crosswords import FOUR, THREE, clued
from wordgrid.formats import dumps
from wordgrid.model import Metadata, Slot

Capsys = pytest.CaptureFixture[str]


def _take(k: int, word: str, _slot: Slot) -> str:
    return f"{word.title()}, take {k}"


def folder_of_crosswords(tmp_path: Path) -> Path:
    folder = tmp_path / "mine"
    folder.mkdir()
    for k, (rows, fmt) in enumerate(((THREE, "puz"), (FOUR, "ipuz"), (THREE, "jpz"))):
        meta = Metadata(title=f"Week {k + 1}", author="Jo", date=f"2025-0{k + 1}-10")
        doc = clued(rows, partial(_take, k + 1), meta)
        (folder / f"week{k + 1}.{fmt}").write_bytes(dumps(doc, fmt))
    return folder


def test_add_then_look_up(capsys: Capsys, tmp_path: Path) -> None:
    folder = folder_of_crosswords(tmp_path)
    db = str(tmp_path / "clues.sqlite")
    code, out, err = run(capsys, "clues", "add", str(folder), "--db", db)
    assert code == 0, err
    assert out.splitlines()[0] == f"added 16 clues from 3 crosswords to {db}"
    assert out.splitlines()[-1] == "the library now holds 16 clues from 3 crosswords"
    code, out, err = run(capsys, "clues", "cat", "--db", db)
    assert code == 0
    assert out.splitlines() == [
        "2025-03-10  Cat, take 3  (Week 3 (Jo), week3.jpz)",
        "2025-01-10  Cat, take 1  (Week 1 (Jo), week1.puz)",
    ]
    code, out, err = run(capsys, "clues", "add", str(folder), "--db", db)
    assert code == 0 and "3 files added before" in out


def test_look_up_several_entries_limited_and_as_json(capsys: Capsys, tmp_path: Path) -> None:
    db = str(tmp_path / "clues.sqlite")
    run(capsys, "clues", "add", str(folder_of_crosswords(tmp_path)), "--db", db)
    code, out, err = run(capsys, "clues", "CAT", "card", "--db", db, "--limit", "1")
    assert code == 0
    assert out.splitlines() == [
        "CAT:",
        "2025-03-10  Cat, take 3  (Week 3 (Jo), week3.jpz)",
        "",
        "CARD:",
        "2025-02-10  Card, take 2  (Week 2 (Jo), week2.ipuz)",
    ]
    assert "2 clues for CAT; the latest is shown" in err
    code, out, _ = run(capsys, "clues", "card", "--db", db, "--json")
    found = json.loads(out)
    assert found["answer"] == "CARD" and found["total"] == 2
    assert found["clues"][0] | {"file": ""} == {
        "clue": "Card, take 2",
        "date": "2025-02-10",
        "title": "Week 2",
        "author": "Jo",
        "publisher": "",
        "file": "",
    }


def test_no_clue_is_exit_1_and_says_so(capsys: Capsys, tmp_path: Path) -> None:
    db = str(tmp_path / "clues.sqlite")
    code, out, err = run(capsys, "clues", "oreo", "--db", db)
    assert (code, out) == (1, "")
    assert "no clue for OREO in the library" in err
    assert "is empty: add your crosswords to it with wordgrid clues add FOLDER" in err
    assert not Path(db).exists()  # looking makes nothing


def test_where_the_library_is(capsys: Capsys) -> None:
    code, out, _ = run(capsys, "clues")
    expected = Path(os.environ["XDG_DATA_HOME"]) / "wordgrid" / "clues.sqlite"
    assert code == 0 and out.startswith(f"the clue library is {expected}: 0 crosswords")


def test_an_unreadable_file_is_named_and_the_rest_added(capsys: Capsys, tmp_path: Path) -> None:
    folder = folder_of_crosswords(tmp_path)
    (folder / "torn.ipuz").write_text('{"version": ', encoding="utf-8")
    db = str(tmp_path / "clues.sqlite")
    code, out, err = run(capsys, "clues", "add", str(folder), "--db", db, "--json")
    assert code == 2
    assert err.count("wordgrid: warning: ") == 1 and "torn.ipuz" in err and "not added" in err
    report = json.loads(out)
    assert report["added"] == 3 and report["problems"][0]["file"].endswith("torn.ipuz")


def test_files_of_other_kinds_are_passed_over_and_nothing_stays_beside_the_library(
    capsys: Capsys, tmp_path: Path
) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "week1.puz").write_bytes(dumps(clued(THREE), "puz"))
    (folder / "README.txt").write_text("My crosswords, one a week.\n", encoding="utf-8")
    (folder / "package.json").write_text('{"name": "mine"}', encoding="utf-8")
    (folder / "cover.pdf").write_bytes(b"%PDF-1.4")
    db = tmp_path / "clues.sqlite"
    # Options and folders in any order, as every other command takes them.
    code, out, err = run(capsys, "clues", "add", "--db", str(db), str(folder))
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        f"added 4 clues from 1 crossword to {db}",
        "  3 files passed over: not in a crossword format",
        "the library now holds 4 clues from 1 crossword",
    ]
    code, out, _ = run(capsys, "clues", "cat", "--db", str(db))
    assert code == 0 and out.startswith("2")
    # WAL lets the server read while clues are added; once done, the library is one file,
    # even after a lookup's read-only connection.
    assert sorted(p.name for p in tmp_path.iterdir()) == ["clues.sqlite", "mine"]
    # A damaged crossword is still reported as such: its name says what it is.
    (folder / "torn.puz").write_bytes(dumps(clued(FOUR), "puz")[:60])
    code, _, err = run(capsys, "clues", "add", str(folder), "--db", str(db))
    assert code == 2 and "torn.puz" in err and "README" not in err


def test_clues_add_has_its_own_help(capsys: Capsys) -> None:
    code, out, _ = run(capsys, "clues", "add", "--help")
    assert code == 0 and out.startswith("usage: wordgrid clues add ")
    assert "--jobs N" in out and "--limit" not in out and "passed over" in out
    code, out, _ = run(capsys, "clues", "--help")
    assert code == 0 and "wordgrid clues add --help" in out and "--jobs" not in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["clues", "add"], "the following arguments are required: FOLDER"),
        (["clues", "--db", "x.sqlite", "add"], "name the folders (or files) of crosswords to add"),
        (["clues", "add", "no-such-folder"], "no-such-folder: no such folder or file"),
        (["clues", "123"], "'123' has no letter to look up"),
        (["clues", "cat", "--limit", "-1"], "must be 0 or more"),
    ],
)
def test_bad_usage_is_exit_2(capsys: Capsys, tmp_path: Path, argv: list[str], message: str) -> None:
    code, _, err = run(capsys, *argv, "--db", str(tmp_path / "c.sqlite"))
    assert code == 2 and message in err


def test_words_by_pattern(capsys: Capsys) -> None:
    code, out, err = run(capsys, "words", "C?T", "--min-score", "50")
    assert code == 0 and err == ""
    assert out.splitlines() == ["CAT  60", "CUT  60", "COT  55"]
    code, out, err = run(capsys, "words", "*ING", "--limit", "3", "--min-score", "55")
    lines = out.splitlines()
    assert code == 0 and len(lines) == 3 and all(line.endswith("  60") for line in lines)
    assert "entries match; the best 3 are shown (--limit 0: all)" in err


def test_words_json_and_a_dictionary_of_ones_own(capsys: Capsys, tmp_path: Path) -> None:
    mine = tmp_path / "mine.dict"
    mine.write_text("crème brûlée;70\ncremate;40\nice cream\n", encoding="utf-8")
    code, out, _ = run(capsys, "words", "crem*", "--dict", str(mine), "--json")
    assert code == 0
    assert json.loads(out) == {
        "pattern": "crem*",
        "total": 2,
        "entries": [{"word": "CREMEBRULEE", "score": 70.0}, {"word": "CREMATE", "score": 40.0}],
    }
    code, out, _ = run(capsys, "words", "ice cream", "--dict", str(mine), "--limit", "0")
    assert (code, out) == (0, "ICECREAM  50\n")


def test_words_none_and_bad_patterns(capsys: Capsys) -> None:
    code, out, err = run(capsys, "words", "QQQ?")
    assert (code, out) == (1, "") and "no entry matches QQQ?" in err
    code, _, err = run(capsys, "words", "C[AT")
    assert code == 2
    assert err == "wordgrid: error: pattern 'C[AT', character 2: this [ has no ] to close its set\n"
