"""`wordgrid convert` and `solve --output` in-process: chains of formats and clean failures."""

from __future__ import annotations

from pathlib import Path

import puz
import pytest
from pypdf import PdfReader

from tests.conftest import run
from wordgrid.formats import read as read_document
from wordgrid.formats import read_puzzle
from wordgrid.model import Puzzle, Solution


def test_a_puzzle_survives_every_format(
    capsys: pytest.CaptureFixture[str], examples: Path, tmp_path: Path
) -> None:
    source = examples / "sample_puzzle.txt"
    original = read_puzzle(source)
    previous = str(source)
    for name in ("a.ipuz", "b.json", "c.ipuz", "d.txt"):
        fmt = ["--to", "ipuz-crossword"] if name == "c.ipuz" else []
        code, out, err = run(capsys, "convert", previous, str(tmp_path / name), *fmt)
        assert (code, out) == (0, ""), out
        assert err.startswith(f"wrote {tmp_path / name}")
        again = read_puzzle(tmp_path / name)  # solve and friends read every format too
        assert (again.grid, again.bank.listed) == (original.grid, original.bank.listed)
        previous = str(tmp_path / name)


def test_solved_grids_go_to_puz_and_back(
    capsys: pytest.CaptureFixture[str], examples: Path, tmp_path: Path
) -> None:
    source = str(examples / "sample_puzzle.txt")
    out = tmp_path / "s.puz"
    code, _, err = run(capsys, "convert", source, str(out))
    assert code == 2 and "solve the puzzle first" in err and not out.exists()
    assert run(capsys, "convert", source, str(out), "--solve")[0] == 0
    assert puz.read(str(out)).solution.startswith("..TEACH..")
    assert run(capsys, "convert", str(out), str(tmp_path / "s.json"))[0] == 0
    back = read_document(tmp_path / "s.json")
    assert isinstance(back, Solution) and back.rows[0] == "##TEACH##"


def test_solve_output_writes_the_solution(
    capsys: pytest.CaptureFixture[str], examples: Path, tmp_path: Path
) -> None:
    out = tmp_path / "s.ipuz"
    code, stdout, err = run(
        capsys, "solve", str(examples / "sample_puzzle.txt"), "--output", str(out)
    )
    assert code == 0 and "TEACH" in stdout and f"wrote {out}" in err
    doc = read_document(out)
    assert isinstance(doc, Solution) and doc.rows[2] == "####STUDY"
    code, _, _ = run(
        capsys,
        "solve",
        str(examples / "seed003_impossible.txt"),
        "--output",
        str(tmp_path / "none.ipuz"),
    )
    assert code == 1 and not (tmp_path / "none.ipuz").exists()


def test_unsolvable_with_solve_exits_1(
    capsys: pytest.CaptureFixture[str], examples: Path, tmp_path: Path
) -> None:
    code, _, err = run(
        capsys,
        "convert",
        str(examples / "seed003_impossible.txt"),
        str(tmp_path / "x.puz"),
        "--solve",
    )
    assert code == 1 and "no solution" in err


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            '{"kind": ["http://ipuz.org/fill#1"], "puzzle": [[0, "#"], [0, null, 3.5]]}',
            "bad.ipuz: $.puzzle[1]: row has 3 cells but the first row has 2",
        ),
        (
            '{"kind": ["http://ipuz.org/fill#1"], "puzzle": [[0, []]]}',
            "bad.ipuz: $.puzzle[0][1]: expected a cell",
        ),
        (
            '{"kind": ["http://ipuz.org/sudoku#1"], "puzzle": []}',
            "bad.ipuz: $.kind: unsupported ipuz kind http://ipuz.org/sudoku#1",
        ),
        ('{"kind": ["http://ipuz.org/fill#1"],\n "puzzle": [[0, 0]]', "bad.ipuz:2: not valid JSON"),
        (
            '{"wordgrid": 1, "type": "puzzle", "grid": [".."], "words": [1]}',
            "bad.ipuz: $.words[0]: expected a string, found the number 1",
        ),
    ],
)
def test_bad_files_exit_2_with_the_json_path(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, expected: str
) -> None:
    bad = tmp_path / "bad.ipuz"
    bad.write_text(text)
    for command in (
        ["convert", str(bad), str(tmp_path / "o.json")],
        ["solve", str(bad)],
        ["render", str(bad), "-o", str(tmp_path / "o.pdf")],
    ):
        code, _, err = run(capsys, *command)
        assert code == 2, command
        assert err.startswith(f"wordgrid: error: {tmp_path}/{expected}"), err
        assert "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.ipuz"]


def test_unknown_extension_and_word_search_to_text(
    capsys: pytest.CaptureFixture[str], examples: Path, tmp_path: Path
) -> None:
    code, _, err = run(
        capsys, "convert", str(examples / "sample_puzzle.txt"), str(tmp_path / "x.docx")
    )
    assert code == 2 and "--to" in err
    ws = tmp_path / "ws.json"
    ws.write_text(
        '{"wordgrid": 1, "type": "wordsearch", "grid": ["CAT"], "placements": '
        '[{"word": "CAT", "row": 1, "col": 1, "direction": "across"}]}'
    )
    assert run(capsys, "convert", str(ws), str(tmp_path / "ws.ipuz"))[0] == 0
    assert run(capsys, "convert", str(ws), str(tmp_path / "ws.txt"))[0] == 0
    assert read_document(tmp_path / "ws.txt") == read_document(ws)
    code, _, err = run(capsys, "convert", str(ws), str(tmp_path / "ws.puz"))
    assert code == 2 and "the puz format can't hold this word search" in err


def test_a_grid_without_words_is_a_blank_template(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, examples: Path
) -> None:
    """A bare grid, as bundled grid_15x15.txt, prints as an empty numbered grid, converts to
    a template, and goes into a folder's book; solving it says what it lacks."""
    grid = examples / "grid_15x15.txt"
    code, _, err = run(capsys, "convert", str(grid), str(tmp_path / "g.ipuz"))
    assert code == 0, err
    blank = read_document(tmp_path / "g.ipuz")
    assert isinstance(blank, Puzzle) and blank.is_blank and len(blank.slots) == 76
    code, _, err = run(capsys, "render", str(grid), "-o", str(tmp_path / "g.pdf"))
    assert code == 0 and PdfReader(tmp_path / "g.pdf").pages[0].extract_text().count("\n") > 10
    code, _, err = run(capsys, "render", str(examples), "-o", str(tmp_path / "all.pdf"))
    assert code == 0, err
    code, _, err = run(capsys, "solve", str(grid))
    assert code == 2 and "blank grid" in err and "--dict FILE" in err
