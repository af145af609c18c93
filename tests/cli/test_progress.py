"""A long run says how far it got on a terminal (laying out, proving, repairing); a quick
one, or one whose stderr is not a terminal, shows nothing extra."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from tests.conftest import run
from wordgrid.cli import _args


@pytest.fixture
def terminal(monkeypatch: pytest.MonkeyPatch) -> io.StringIO:
    """stderr as a terminal of 100 columns, whose every byte the test can read."""
    screen = io.StringIO()
    console = Console(file=screen, force_terminal=True, width=100)
    monkeypatch.setattr(_args, "stderr_console", lambda: console)
    return screen


def test_the_line_shows_the_news_once_the_work_takes_long_enough(terminal: io.StringIO) -> None:
    with _args.progress_line("making a puzzle", after=0.0) as tell:
        tell("laying out 20 words in 13x13")
        tell("repair: swapped " + "ABC, " * 40)
    shown = terminal.getvalue()
    assert "making a puzzle" in shown
    assert "laying out 20 words in 13x13" in shown or "swapped" in shown
    assert "ABC, " * 15 not in shown  # long news is cut to fit the line


def test_quick_work_shows_nothing(terminal: io.StringIO) -> None:
    with _args.progress_line("making a puzzle", after=60.0) as tell:
        tell("laying out 20 words in 13x13")
    assert terminal.getvalue() == ""


def test_a_pipe_gets_nothing_extra(capsys: pytest.CaptureFixture[str]) -> None:
    # pytest's captured stderr is not a terminal
    with _args.progress_line("making a puzzle", after=0.0) as tell:
        tell("laying out 20 words in 13x13")
    assert capsys.readouterr() == ("", "")


def test_generate_tells_what_it_is_doing(
    terminal: io.StringIO, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_args, "PROGRESS_AFTER", 0.0)  # as if the run took long
    code, out, err = run(capsys, "generate", "--random", "12", "--seed", "5")
    assert code == 0 and out.strip()
    shown = terminal.getvalue()
    # the last news before the puzzle was done: its proof
    assert "making a puzzle: proving that a" in shown
    assert "exactly one solution" in err and "making a puzzle" not in out + err
