"""The game in a real pseudo-terminal (pexpect): what a player at a keyboard sees.

The in-process tests cover each branch; these check what only a terminal shows: prompts
flushed before input is read, the exit status, Ctrl-C as a signal, and no traceback ever.
"""

from __future__ import annotations

import io
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

YES_NO = "y:yes, n:no: "
MOVE = "Your move: "
FILE_PROMPT = r"Enter the file name \(default=sample_puzzle.txt\): "


class Player:
    """One game process; every byte it prints is kept to check for tracebacks."""

    def __init__(self, cwd: Path, *args: str) -> None:
        self.log = io.StringIO()
        self.child = pexpect.spawn(
            sys.executable, ["-m", *args], cwd=str(cwd), encoding="utf-8", timeout=10
        )
        self.child.logfile_read = self.log

    def see(self, text: str, *, regex: bool = False) -> None:
        if regex:
            self.child.expect(text)
        else:
            self.child.expect_exact(text)

    def answer(self, prompt: str, line: str, *, regex: bool = False) -> None:
        self.see(prompt, regex=regex)
        self.child.sendline(line)

    def finish(self) -> int:
        self.child.expect(pexpect.EOF)
        self.child.close()
        assert "Traceback" not in self.log.getvalue()
        status: int = self.child.exitstatus
        return status


@pytest.fixture
def players(play_dir: Path) -> Iterator[list[Player]]:
    started: list[Player] = []
    yield started
    for player in started:  # a failed test must not leave a game waiting for input
        if player.child.isalive():
            player.child.terminate(force=True)


def start(players: list[Player], cwd: Path, *args: str) -> Player:
    player = Player(cwd, *args)
    players.append(player)
    return player


def test_seed_session_in_a_terminal(play_dir: Path, players: list[Player]) -> None:
    p = start(players, play_dir, "wordgrid.word_puzzle")
    p.see("Game starts")
    p.answer(FILE_PROMPT, "test_puzzle1.txt", regex=True)
    p.see("The puzzle board of test_puzzle1.txt is not consistent!")
    p.see("Do you want to try a new file?")
    p.answer(YES_NO, "y")
    p.answer(FILE_PROMPT, "test_puzzle.txt", regex=True)
    p.see("W2 TECH      NOT USED")
    p.see(" s - solve puzzle")
    p.answer(MOVE, "W1C2r1dv")
    p.see("Word does not fit to the space vertically!")
    p.see("Do you want to try a new move?")
    p.answer(YES_NO, "y")
    p.answer(MOVE, "w1r2c3dv")
    p.see("Coordinate does not point a valid cell!")
    p.answer(YES_NO, "y")
    p.answer(MOVE, "w1r1c1dh")
    p.see("W1 GTU       USED")
    p.see("R1 G  T  U")
    p.answer(MOVE, "cb")
    p.see("Restarting the game!")
    p.see("W1 GTU       NOT USED")
    p.answer(MOVE, "b")
    p.see("Took back clearing the board.")
    p.see("R1 G  T  U")
    p.answer(MOVE, "w2c2r2dv")
    p.see("Coordinate does not start from a valid cell!")
    p.answer(YES_NO, "y")
    p.answer(MOVE, "h")
    p.see("Hint: TECH goes at R1C2 vertically (W2R1C2DV). Placed it for you.")
    p.see("Congratulations!!!")
    p.see("PUZZLE SOLVED")
    p.see("R4 +  H  +")
    p.see("Would you like to play again?")
    p.answer(YES_NO, "y")
    p.answer(FILE_PROMPT, "", regex=True)  # Enter: the bundled 11x9 sample
    p.see("W10 WORK")
    p.answer(MOVE, "w1r1c5dv")
    p.see("W1 ANSWER    USED")
    p.answer(MOVE, "w6c3r1dh")
    p.see("Word does not fit to the space!")
    p.answer(YES_NO, "y")
    p.answer(MOVE, "w5c3r1dh")
    p.see("R1  +  +  L  E  A  R  N  +  +")
    p.answer(MOVE, "s")
    p.see("Trying to solve the puzzle!!!")
    p.see("Found the solution (search nodes: ")
    p.see("R1  +  +  T  E  A  C  H  +  +")
    p.see("R11 +  +  D  E  S  K  +  +  +")
    p.see("Quitting the game!")
    p.see("Done!")
    assert p.finish() == 0


def test_save_quit_then_load_and_end_input(play_dir: Path, players: list[Player]) -> None:
    p = start(players, play_dir, "wordgrid.word_puzzle", "test_puzzle.txt")
    p.answer(MOVE, "w2r1c2dv")
    p.answer(MOVE, "q")
    p.see("Do you want to save your progress?")
    p.answer(YES_NO, "y")
    p.answer("Save file name (default=test_puzzle.save.json): ", "")
    p.see("Progress saved to ")
    p.see("Quitting the game!")
    assert p.finish() == 0
    assert (play_dir / "test_puzzle.save.json").is_file()

    p = start(players, play_dir, "wordgrid", "play", "--lines", "--load", "test_puzzle.save.json")
    p.see("Loaded the saved game of test_puzzle.txt (1 move).")
    p.see("W2 TECH      USED")
    p.answer(MOVE, "b")
    p.see("Took back W2R1C2DV.")
    p.see("W2 TECH      NOT USED")
    p.see(MOVE)
    p.child.sendeof()
    p.see("End of input: quitting the game!")
    assert p.finish() == 0


def test_resume_offer_and_end_of_input_at_a_yes_no_prompt(
    play_dir: Path, players: list[Player]
) -> None:
    p = start(players, play_dir, "wordgrid.word_puzzle", "test_puzzle.txt")
    p.answer(MOVE, "w1r1c1dh")
    p.answer(MOVE, "sv")
    p.answer("Save file name", "")
    p.see("Progress saved to ")
    p.answer(MOVE, "q")
    p.see("Quitting the game!")  # saved already: no question
    assert p.finish() == 0

    p = start(players, play_dir, "wordgrid", "play", "--lines")
    p.answer(FILE_PROMPT, "test_puzzle.txt", regex=True)
    p.see("There is a saved game of test_puzzle.txt in test_puzzle.save.json.")
    p.see(YES_NO)
    p.child.sendeof()
    p.see("End of input: quitting the game!")
    assert p.finish() == 0


def test_ctrl_c_at_the_file_prompt(play_dir: Path, players: list[Player]) -> None:
    p = start(players, play_dir, "wordgrid.word_puzzle")
    p.see(FILE_PROMPT, regex=True)
    p.child.sendintr()
    p.see("Interrupted: quitting the game!")
    assert p.finish() == 130
