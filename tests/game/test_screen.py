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


class FaintScreen(pyte.Screen):
    """pyte's screen, which keeps bold, colours and the rest but not faint (SGR 2): this one
    also keeps which cells were last drawn faint."""

    def __init__(self, columns: int, lines: int) -> None:
        super().__init__(columns, lines)
        self.faint_now = False
        self.faint: set[tuple[int, int]] = set()

    def select_graphic_rendition(self, *attrs: int, **kwargs: object) -> None:
        for attr in attrs or (0,):
            if attr in (0, 22):  # reset all, or normal intensity
                self.faint_now = False
            elif attr == 2:
                self.faint_now = True
        super().select_graphic_rendition(*attrs, **kwargs)

    def draw(self, data: str) -> None:
        for ch in data:
            at = (self.cursor.y, self.cursor.x)
            (self.faint.add if self.faint_now else self.faint.discard)(at)
            super().draw(ch)

    def styles(self, row: int, text: str) -> tuple[set[bool], set[bool]]:
        """The faintness and boldness of the cells of `text` on screen row `row`."""
        line = "".join(self.buffer[row][x].data for x in range(self.columns))
        start = line.index(text)
        cells = range(start, start + len(text))
        return {(row, x) in self.faint for x in cells}, {self.buffer[row][x].bold for x in cells}


class Terminal:
    """A game process on an emulated 80x24 terminal."""

    def __init__(self, cwd: Path, *args: str, env: dict[str, str] | None = None) -> None:
        self.screen = FaintScreen(COLUMNS, ROWS)
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

    def quit(self) -> None:
        """`q`, and no to saving the progress: the game ends."""
        self.send("q")
        self.wait_for("save your progress")
        self.send("n")
        self.child.expect(pexpect.EOF)


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
        menu = next(row for row in rows if row.startswith("move "))
        assert menu.endswith(" · b back · cb clear · h hint · s solve · sv save · p page · q quit")
        example = menu.split()[1]  # a move the board takes: typed, it is played
        assert any("page 1 of 2: p shows more" in row for row in rows)
        term.send("W1R1C1DH")  # R1C1 is a block
        # Redrawn in place with the message: nothing scrolled, no question asked.
        rows = term.wait_for("forbidden", "Your move:", "moves 0", top="fillin_15x15.txt")
        assert any(row.startswith("R15 ") for row in rows)
        assert "Do you want to try a new move?" not in "\n".join(rows)
        term.send("p")
        rows = term.wait_for("page 2 of 2", "Your move:")
        assert any("W72" in row or "W60" in row for row in rows)
        # The last page has no more to show: p goes back to the first.
        assert any("page 2 of 2: p goes back to page 1" in row for row in rows)
        term.send(example)
        rows = term.wait_for("moves 1", "Your move:", top="fillin_15x15.txt")
        assert not any(row.startswith(f"move {example} ") for row in rows)  # the next example
        term.quit()
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
        term.quit()
    finally:
        term.child.terminate(force=True)


def test_a_placed_word_looks_different_from_one_still_to_place(game_dir: Path) -> None:
    term = Terminal(game_dir, "fillin_15x15.txt", env={"TERM": "xterm-256color"})
    try:
        term.wait_for("Your move:")
        term.send("W41R1C12DH")  # STUN, where the answer has it
        rows = term.wait_for("moves 1", "Your move:", top="fillin_15x15.txt")
        used = next(k for k, row in enumerate(rows) if "W41 STUN ✓" in row)
        to_place = next(k for k, row in enumerate(rows) if "W40 SASS" in row)
        # The board stays faint around its letters, and none of that runs into the list.
        assert term.screen.styles(used, rows[used].split()[0])[0] == {True}  # its row label
        assert term.screen.styles(used, "W41 STUN ✓")[0] == {True}
        assert term.screen.styles(to_place, "W40 SASS")[0] == {False}
        letters = next(k for k, row in enumerate(rows) if "S T U N" in row)
        assert term.screen.styles(letters, "S T U N")[0] == {False}  # the letters in full
        term.quit()
    finally:
        term.child.terminate(force=True)


@pytest.mark.parametrize("width", [40, 60, 79, 80, 120])
def test_the_menu_is_whole_at_every_width(width: int) -> None:
    from wordgrid.game.screen import MENU, menu_lines

    for example in ("W1R2C3DV", "W100R21C21DH"):  # the longest a 21x21 of 100 words shows
        for paged in (True, False):
            lines = menu_lines(width, example, paged=paged)
            assert all(len(line) <= width for line in lines)
            items = [item for line in lines for item in line.split(" · ")]
            expected = [f"move {example}", *(i for i in MENU if paged or i != "p page")]
            assert items == expected and items[-1] == "q quit"
    # One line at 80 columns with the shortest moves, which the menu shows while there are any.
    assert len(menu_lines(80, "W9R9C9DV", paged=True)) == 1


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
