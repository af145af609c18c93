"""The bundled examples: every command finds one by its bare name, `examples` lists them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import run
from wordgrid.formats import examples_folder, folder_files

Capsys = pytest.CaptureFixture[str]


@pytest.fixture
def elsewhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty folder of the user's, as the current folder."""
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize(
    "argv",
    [
        ["solve", "sample_puzzle.txt"],
        ["solve", "seed003_lua.txt", "--count", "--json"],
        ["render", "sample_puzzle.txt", "-o", "sample.svg"],
        ["convert", "fillin_13x13.txt", "fillin.ipuz"],
        ["convert", "test_puzzle.txt", "-", "--solve", "--to", "xd"],
        ["fill", "seed003_lua.txt"],
    ],
)
def test_every_command_finds_a_bundled_example_by_its_name(
    capsys: Capsys, elsewhere: Path, argv: list[str]
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    assert out or err.startswith("wrote ")  # the file was found, read and written


def test_findwords_and_the_game_find_them_the_same_way(capsys: Capsys, elsewhere: Path) -> None:
    code, _, err = run(capsys, "findwords", "sample_puzzle.txt")
    assert code == 2 and "holds a fill-in puzzle, not a word search" in err  # found, and read
    game = subprocess.run(
        [sys.executable, "-m", "wordgrid", "play", "--lines", "fillin_15x15.txt"],
        input="q\n",
        capture_output=True,
        text=True,
        cwd=elsewhere,
        timeout=60,
    )
    assert game.returncode == 0 and "W78 " in game.stdout


def test_a_file_of_that_name_here_comes_first(capsys: Capsys, elsewhere: Path) -> None:
    (elsewhere / "sample_puzzle.txt").write_text("AB\nCD\nAC\nBD\n\n11\n11\n", encoding="utf-8")
    code, out, _ = run(capsys, "solve", "sample_puzzle.txt")
    assert code == 0 and out.startswith("AB\nCD\n")


def test_a_missing_file_says_where_it_was_looked_for(capsys: Capsys, elsewhere: Path) -> None:
    code, _, err = run(capsys, "solve", "sample_puzle.txt")
    assert code == 2
    assert err.strip() == (
        "wordgrid: error: sample_puzle.txt: no such file: not in this folder, nor among the "
        "bundled examples; `wordgrid examples` lists them"
    )
    # A path names one place only: the examples are not looked for there.
    code, _, err = run(capsys, "render", "puzzles/sample_puzzle.txt")
    assert code == 2 and err.strip().endswith("puzzles/sample_puzzle.txt: no such file")


def test_examples_lists_every_bundled_file(capsys: Capsys) -> None:
    code, out, _ = run(capsys, "examples")
    lines = out.splitlines()
    assert code == 0 and lines[0].split() == ["file", "format", "size", "words"]
    rows = {line.split()[0]: line.split()[1:] for line in lines[1 : lines.index("")]}
    assert set(rows) == {p.name for p in folder_files(examples_folder())}
    assert rows["sample_puzzle.txt"] == ["words-grid", "11x9", "10"]
    assert rows["seed003_lua.txt"] == ["numeric", "5x4", "10"]
    # A crossword with its clues, and a crossword grid without words, for `fill`.
    assert rows["crossword_7x7.ipuz"] == ["ipuz", "7x7", "22"]
    assert rows["grid_15x15.txt"] == ["grid", "15x15", "76", "to", "fill"]
    assert "wordgrid fill grid_15x15.txt" in out
    assert str(examples_folder()) in out


def test_the_crossword_examples_are_what_their_script_writes() -> None:
    import subprocess
    import sys
    from pathlib import Path

    script = Path(__file__).resolve().parents[2] / "scripts" / "build_crossword_examples.py"
    done = subprocess.run(
        [sys.executable, str(script), "--check"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr


def test_the_bundled_crossword_reads_and_its_grid_fills(capsys: Capsys) -> None:
    from wordgrid.formats import read
    from wordgrid.model import Solution

    mini = read(examples_folder() / "crossword_7x7.ipuz")
    assert isinstance(mini, Solution) and len(mini.puzzle.clues) == 22
    assert all(c.text and "Clue for" not in c.text for c in mini.puzzle.clues)
    # The grid fills from the built-in list, blocks kept (the fill is checked by verify.py).
    code, out, _ = run(capsys, "fill", "grid_15x15.txt", "--first", "--timeout", "60")
    grid = (examples_folder() / "grid_15x15.txt").read_text(encoding="utf-8").split()
    filled = [line.replace(" ", "") for line in out.splitlines()[: len(grid)]]
    assert code == 0
    for row, done in zip(grid, filled, strict=True):
        assert [ch == "#" for ch in row] == [ch == "#" for ch in done], (row, done)
        assert all(ch.isalpha() for ch in done.replace("#", ""))


def test_examples_copy_to_a_folder_of_ones_own(capsys: Capsys, elsewhere: Path) -> None:
    code, out, _ = run(capsys, "examples", "--copy", "puzzles")
    names = sorted(p.name for p in (elsewhere / "puzzles").iterdir())
    assert code == 0 and out.startswith(f"copied {len(names)} examples to puzzles")
    assert names == sorted(p.name for p in folder_files(examples_folder()))
    code, out, _ = run(capsys, "examples", "--copy", "puzzles")  # again: nothing to do
    assert code == 0 and "copied 0 examples" in out
    mine = elsewhere / "puzzles" / "sample_puzzle.txt"
    mine.write_text("my own\n", encoding="utf-8")
    (elsewhere / "puzzles" / "test_puzzle.txt").unlink()
    code, _, err = run(capsys, "examples", "--copy", "puzzles")
    assert code == 2 and "sample_puzzle.txt: is already there" in err
    assert mine.read_text(encoding="utf-8") == "my own\n"  # never overwritten
    assert not (elsewhere / "puzzles" / "test_puzzle.txt").exists()  # nothing copied at all
