"""`convert` for games in progress and the options every command takes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import run
from tests.formats.test_other_tools import across_lite, save
from wordgrid.formats import read
from wordgrid.model import GameSave, Solution


def _game(tmp_path: Path) -> Path:
    return save(across_lite(fill="AN-" + "-.-" + "---"), tmp_path / "game.puz")


def test_convert_takes_dash_o_like_every_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = save(across_lite(), tmp_path / "tiny.puz")
    code, out, err = run(capsys, "convert", str(source), "-o", str(tmp_path / "tiny.ipuz"))
    assert code == 0, err
    assert isinstance(read(tmp_path / "tiny.ipuz"), Solution)
    code, _, err = run(capsys, "convert", str(source))
    assert code == 2 and "name the file to write" in err


def test_a_game_goes_where_its_letters_have_a_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = _game(tmp_path)
    for name in ("g.ipuz", "g.json", "g.jpz", "g2.puz"):
        code, _, err = run(capsys, "convert", str(source), str(tmp_path / name))
        assert code == 0, (name, err)
        back = read(tmp_path / name)
        assert isinstance(back, GameSave) and back.board[0] == "AN.", name


def test_no_progress_drops_the_letters_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = _game(tmp_path)
    code, _, err = run(capsys, "convert", str(source), str(tmp_path / "g.xd"))
    assert code == 2 and "--no-progress" in err and "Traceback" not in err
    code, _, err = run(capsys, "convert", str(source), str(tmp_path / "g.xd"), "--no-progress")
    assert code == 0 and "the player's letters are left out" in err
    assert isinstance(read(tmp_path / "g.xd"), Solution)


def test_findwords_takes_from(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    grid = tmp_path / "ws.txt"
    grid.write_text("CATX\nXXXX\n\nCAT\n", encoding="utf-8")
    code, out, err = run(capsys, "findwords", str(grid), "--from", "wordsearch")
    assert code == 0, err
    assert "CAT" in out
    code, _, err = run(capsys, "findwords", str(grid), "--from", "puz")
    assert code == 2 and "invalid choice" in err
