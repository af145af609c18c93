"""The full-screen game in a real pseudo-terminal of 80x24, read back through a terminal
emulator (pyte): what a player sees must fit, and the game must play."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pexpect
import pyte
import pytest

from wordgrid.batch import examples_folder
from wordgrid.game.screen import Screen

ROWS, COLUMNS = 24, 80


class Terminal:
    """A game process on an emulated 80x24 terminal."""

    def __init__(self, cwd: Path, *args: str, env: dict[str, str] | None = None) -> None:
        self.screen = pyte.Screen(COLUMNS, ROWS)
        self.stream = pyte.Stream(self.screen)
        self.child = pexpect.spawn(
            sys.executable,
            ["-m", "wordgrid", "play", *args],
            cwd=str(cwd),
            encoding="utf-8",
            timeout=15,
            dimensions=(ROWS, COLUMNS),
            env=env,
        )

    def wait_for(self, *texts: str, top: str = "") -> list[str]:
        """Feed the output to the emulator until the screen shows every one of `texts`, with
        a first row starting with `top`: a command's messages show on the old screen before
        the redraw, so a check of the new screen waits for its title."""
        while True:
            rows = [line.rstrip() for line in self.screen.display]
            if rows[0].startswith(top) and all(any(text in row for row in rows) for text in texts):
                return rows
            self.child.expect(r".+")
            self.stream.feed(self.child.after)

    def send(self, line: str) -> None:
        self.child.sendline(line)


@pytest.fixture
def game_dir(tmp_path: Path) -> Path:
    for name in ("fillin_15x15.txt", "sample_puzzle.txt"):
        shutil.copy(examples_folder() / name, tmp_path / name)
    return tmp_path


def test_a_15x15_game_fits_80x24_and_plays(game_dir: Path) -> None:
    term = Terminal(game_dir, "fillin_15x15.txt")
    try:
        rows = term.wait_for("Your move:")
        assert rows[0].startswith("fillin_15x15.txt") and "moves 0" in rows[0]
        assert any(row.startswith("R15 ") for row in rows)  # the whole board
        assert any("W1 ADO" in row for row in rows)  # the word list beside it
        assert any(row.startswith("W1R2C3DV places a word") for row in rows)  # the menu
        assert any("page 1 of 2" in row for row in rows)
        term.send("W1R1C1DH")  # R1C1 is a block
        # Redrawn in place with the message: nothing scrolled, no question asked.
        rows = term.wait_for("forbidden", "Your move:", "moves 0", top="fillin_15x15.txt")
        assert any(row.startswith("R15 ") for row in rows)
        assert "Do you want to try a new move?" not in "\n".join(rows)
        term.send("p")
        rows = term.wait_for("page 2 of 2", "Your move:")
        assert any("W72" in row or "W60" in row for row in rows)
        term.send("q")
        term.child.expect(pexpect.EOF)
    finally:
        term.child.terminate(force=True)


def test_placed_words_show_and_used_words_are_marked(game_dir: Path) -> None:
    term = Terminal(game_dir, "sample_puzzle.txt", env={"NO_COLOR": "1", "TERM": "xterm"})
    try:
        term.wait_for("Your move:")
        term.send("W8R1C3DH")  # TEACH, where the sample's answer has it
        rows = term.wait_for("moves 1", "Your move:")
        assert any("W8 TEACH ✓" in row for row in rows)
        assert any(row.startswith("R1 ") and "T E A C H" in row for row in rows)
        assert any(row.startswith("R2 ") and "·" in row for row in rows)  # empty cells
        term.send("q")
        term.wait_for("save your progress")
        term.send("n")
        term.child.expect(pexpect.EOF)
    finally:
        term.child.terminate(force=True)


def test_no_screen_when_not_a_terminal() -> None:
    import io

    assert Screen.for_terminal(io.StringIO(), io.StringIO()) is None


def test_saves_keep_the_time_played_and_the_hints_taken(
    game_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import itertools
    import time

    from wordgrid.formats import read
    from wordgrid.game import play
    from wordgrid.model import GameSave

    ticks = itertools.count()  # a clock that moves 10 s at every look
    monkeypatch.setattr(time, "monotonic", lambda: 10.0 * next(ticks))
    monkeypatch.chdir(game_dir)
    answers = iter(["sample_puzzle.txt", "h", "sv", "s.json", "q"])
    play(ask=lambda _: next(answers))
    capsys.readouterr()
    saved = read(game_dir / "s.json")
    assert isinstance(saved, GameSave) and saved.hints == 1 and saved.seconds >= 10
    answers = iter(["h", "sv", "t.json", "q"])
    play(load=str(game_dir / "s.json"), ask=lambda _: next(answers))
    again = read(game_dir / "t.json")
    assert isinstance(again, GameSave) and again.hints == 2 and again.seconds > saved.seconds
