"""The files we keep as other tools write them (tests/formats/files, see its README): each
reads whole, as benchmarks/crossword_files.py judges real files, and keeps what it marks
(issue 48: shaped grids, corner numbers, pictures named, blank templates, misnumbered clues)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from benchmarks.crossword_files import SUFFIXES, check

from tests.conftest import run
from wordgrid.errors import FileWarning, InputError
from wordgrid.formats import dumps, read, write
from wordgrid.model import ACROSS, Clue, Puzzle, Solution

FILES = Path(__file__).parent / "files"
KEPT = sorted(p.name for p in FILES.iterdir() if p.suffix in SUFFIXES)
DIAMONDS = ("diamond.ipuz", "diamond.jpz", "diamond.xd", "diamond-style.xd")
DIAMOND_ROWS = ("###D###", "##PER##", "#FINES#", "DEPOSIT", "#DETER#", "##SET##", "###S###")


@pytest.mark.parametrize("name", KEPT)
def test_every_kept_file_reads_whole(name: str, tmp_path: Path) -> None:
    path = FILES / name
    outcome, said = check(path, SUFFIXES[path.suffix], tmp_path)
    assert outcome == "whole", said
    # Only what a file can't keep, or a mistake read past, is said (tested below).
    assert bool(said) == (name in ("pictures.jpz", "misnumbered.xd")), said


@pytest.mark.parametrize("name", DIAMONDS)
def test_a_shaped_grid_is_the_same_diamond_from_every_tool(name: str) -> None:
    doc = read(FILES / name)
    assert isinstance(doc, Solution) and doc.rows == DIAMOND_ROWS
    puzzle = doc.puzzle
    rows = DIAMOND_ROWS
    outside = {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "#"}
    assert puzzle.outside == outside  # none of them a block drawn black
    assert puzzle.styles[(3, 3)].circle and len(puzzle.clues) == 10


@pytest.mark.parametrize("fmt", ["puz", "across-lite"])
def test_a_format_without_cells_outside_a_shape_refuses_it_by_name(fmt: str) -> None:
    doc = read(FILES / "diamond.ipuz")
    with pytest.raises(InputError, match="cells outside a shaped grid"):
        dumps(doc, fmt)


def test_a_second_number_top_right_goes_to_the_formats_that_hold_it(tmp_path: Path) -> None:
    doc = read(FILES / "corners.jpz")
    assert isinstance(doc, Solution) and doc.puzzle.corners == {(2, 0): {"TR": "4"}}
    for fmt in ("ipuz", "json", "jpz"):
        write(doc, tmp_path / f"x.{fmt}")
        back = read(tmp_path / f"x.{fmt}")
        assert isinstance(back, Solution) and back.puzzle.corners == doc.puzzle.corners, fmt
    for fmt in ("xd", "puz", "across-lite"):
        with pytest.raises(InputError, match="corners|clues other than"):
            dumps(doc, fmt)


def test_ipuz_marks_in_other_corners_are_kept_and_jpz_refuses_what_it_cannot_hold() -> None:
    doc = read(FILES / "corners.ipuz")
    assert isinstance(doc, Solution)
    assert doc.puzzle.corners == {(2, 0): {"TR": "4", "BR": "*"}}
    style = json.loads(dumps(doc, "ipuz"))["puzzle"][2][0]["style"]
    assert style["mark"] == {"TR": "4", "BR": "*"}
    with pytest.raises(InputError, match="R3C1's text in its bottom right corner"):
        dumps(doc, "jpz")


def test_pictures_are_named_in_one_line_not_dropped_silently() -> None:
    with pytest.warns(FileWarning) as said:
        doc = read(FILES / "pictures.jpz")
    assert [str(w.message) for w in said] == [
        "pictures.jpz: the pictures in 2 cells (R2C2, R3C3) are not kept: wordgrid has no "
        "place for pictures"
    ]
    assert isinstance(doc, Solution) and doc.puzzle.corners == {(2, 0): {"TR": "4"}}


def test_a_misnumbered_xd_clue_is_read_where_its_answer_is() -> None:
    with pytest.warns(FileWarning, match="SET to 7 across is at 8 across in the grid"):
        doc = read(FILES / "misnumbered.xd")
    assert isinstance(doc, Solution)
    assert Clue(8, ACROSS, "Ready, ___, go") in doc.puzzle.clues
    assert not any(c.number == 7 and c.direction is ACROSS for c in doc.puzzle.clues)


@pytest.mark.parametrize("name", ["template-barred.ipuz", "template.xd"])
def test_a_blank_template_opens_in_convert_and_render(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = read(FILES / name)
    assert isinstance(doc, Puzzle) and doc.is_blank and doc.slots
    for out in ("t.json", "t.ipuz", "t.xd", "t.jpz"):
        code, _, err = run(capsys, "convert", str(FILES / name), str(tmp_path / out))
        assert code == 0, err
        back = read(tmp_path / out)
        assert isinstance(back, Puzzle) and back.is_blank and back.grid == doc.grid, out
    code, _, err = run(capsys, "render", str(FILES / name), "-o", str(tmp_path / "t.svg"))
    assert code == 0, err
    code, _, err = run(capsys, "solve", str(FILES / name))
    assert code == 2 and "blank grid, with no words and no clues" in err


def test_ipuz_rows_that_stop_short_leave_their_last_cells_out(tmp_path: Path) -> None:
    # The ipuz spec's omitted cells, written as rows shorter than the grid is wide.
    data = json.loads((FILES / "diamond.ipuz").read_text(encoding="utf-8"))
    for key in ("puzzle", "solution"):
        for row in data[key]:
            while row and row[-1] is None:
                row.pop()
    (tmp_path / "short.ipuz").write_text(json.dumps(data), encoding="utf-8")
    short, whole = read(tmp_path / "short.ipuz"), read(FILES / "diamond.ipuz")
    assert isinstance(short, Solution) and isinstance(whole, Solution)
    assert short.rows == whole.rows and short.puzzle.outside == whole.puzzle.outside
