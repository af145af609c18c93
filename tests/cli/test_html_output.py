"""`-o x.html` from every command that makes or reads a puzzle: one page that plays it, with
its answers, or with `--no-reveal` their hashes only (tests/web/test_one_file_browser.py
plays such pages in Chromium)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.cli.test_output_door import CROSSWORD, SAMPLE, _commands
from tests.conftest import run
from wordgrid.formats import examples_folder, read, write
from wordgrid.model import GameSave, Puzzle, Solution
from wordgrid.render.playable import INLINE_ID

Capsys = pytest.CaptureFixture[str]


def puzzles_in(path: Path) -> list[dict[str, Any]]:
    text = path.read_text(encoding="utf-8")
    found = re.search(rf'<script type="application/json" id="{INLINE_ID}">(.*?)</script>', text)
    assert found is not None, path
    data: list[dict[str, Any]] = json.loads(found[1])
    return data


@pytest.mark.parametrize("reveal", [True, False], ids=["answers", "no-reveal"])
def test_every_command_writes_a_page_that_plays_its_puzzle(
    capsys: Capsys, tmp_path: Path, reveal: bool
) -> None:
    kinds = {
        "wordsearch": "word search",
        "fill": "fill-in",
        "solve": "fill-in",
        "generate": "fill-in",
    }
    for name, argv in _commands(tmp_path, "x.html").items():
        out = tmp_path / "x.html"
        code, _, err = run(capsys, *argv, *([] if reveal else ["--no-reveal"]))
        assert code == 0, (name, err)
        [page] = puzzles_in(out)
        assert page["puzzle"]["kind"] == kinds.get(name, "crossword"), name
        key = page["key"]
        if page["puzzle"]["kind"] == "word search":
            assert ("salt" in key) is not reveal, name
        else:
            assert ("rows" in key) is reveal and ("grid" in key) is not reveal, name
        out.unlink()


def test_a_fill_in_is_solved_first_and_its_page_plays_to_the_answer(
    capsys: Capsys, tmp_path: Path
) -> None:
    out = tmp_path / "sample.html"
    code, _, err = run(capsys, "convert", SAMPLE, str(out))
    assert code == 0, err
    assert "(html, solution)" in err
    [page] = puzzles_in(out)
    rows = page["key"]["rows"]
    assert all("." not in row for row in rows)  # every cell of a word has its letter


def test_a_game_that_kept_no_answer_plays_to_its_solved_puzzle(
    capsys: Capsys, tmp_path: Path
) -> None:
    """convert and render make the same page of a fill-in game saved without its answer:
    the puzzle is solved first, as for the puzzle itself."""
    puzzle = read(SAMPLE)
    assert isinstance(puzzle, Puzzle)
    game = tmp_path / "game.json"
    write(GameSave(puzzle, puzzle.grid.rows), game, "json")
    pages = []
    for argv in (["convert", str(game)], ["render", str(game), "-o"]):
        out = tmp_path / f"{argv[0]}.html"
        code, _, err = run(capsys, *argv, str(out))
        assert code == 0, (argv, err)
        pages.append(out.read_bytes())
        [page] = puzzles_in(out)
        assert page["puzzle"]["kind"] == "fill-in"
        assert all("." not in row for row in page["key"]["rows"])
    assert pages[0] == pages[1]


def test_a_page_written_is_refused_as_a_page_when_read(capsys: Capsys, tmp_path: Path) -> None:
    """A page that plays (or prints) a puzzle is no puzzle file: reading one says so, not
    that it is damaged XML or text."""
    for suffix in (".html", ".pdf"):
        page = tmp_path / f"x{suffix}"
        code, _, err = run(capsys, "convert", CROSSWORD, str(page))
        assert code == 0, err
        code, _, err = run(capsys, "convert", str(page), str(tmp_path / "x.ipuz"))
        assert code == 2
        assert f"writes {suffix} files but does not read them back" in err, err
        assert not (tmp_path / "x.ipuz").exists()


def test_no_reveal_is_for_a_page_only(capsys: Capsys, tmp_path: Path) -> None:
    code, _, err = run(capsys, "convert", CROSSWORD, str(tmp_path / "x.pdf"), "--no-reveal")
    assert code == 2
    assert "--no-reveal leaves the answers out of a page that plays the puzzle (.html)" in err
    assert not (tmp_path / "x.pdf").exists()


def test_a_folder_renders_as_one_page_of_all_its_puzzles(capsys: Capsys, tmp_path: Path) -> None:
    folder = tmp_path / "week"
    folder.mkdir()
    for name in ("crossword_7x7.ipuz", "sample_puzzle.txt", "test_puzzle.txt"):
        (folder / name).write_bytes((examples_folder() / name).read_bytes())
    out = tmp_path / "week.html"
    code, _, err = run(capsys, "render", str(folder), "-o", str(out), "--title", "This week")
    assert code == 0, err
    assert [p["puzzle"]["kind"] for p in puzzles_in(out)] == ["crossword", "fill-in", "fill-in"]
    assert "<title>This week</title>" in out.read_text(encoding="utf-8")


def test_a_crossword_without_its_answers_has_no_page_to_play(
    capsys: Capsys, tmp_path: Path
) -> None:
    doc = read(CROSSWORD)
    assert isinstance(doc, Solution)
    bare = tmp_path / "bare.ipuz"
    code, _, err = run(capsys, "convert", CROSSWORD, str(bare), "--no-progress")
    assert code == 0, err
    text = bare.read_text(encoding="utf-8")
    data = json.loads(text)
    data.pop("solution", None)
    bare.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(capsys, "render", str(bare), "-o", str(tmp_path / "bare.html"))
    assert code == 2
    assert "keeps no answers" in err
