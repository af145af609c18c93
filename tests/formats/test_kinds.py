"""Diagramless, coded and acrostic puzzles stay what they are in every format that can hold
them, and the files of other tools' wild sets read whole (issue 40).

Every file here is built by the test: .puz with puzpy, ipuz as JSON, jpz as XML, as the
tools that write such puzzles lay them out.
"""

from __future__ import annotations

import json
import warnings
from pathlib import Path
from typing import Any

import puz
import pytest

from tests.formats.test_other_tools import across_lite, save
from wordgrid.errors import FileWarning, InputError
from wordgrid.formats import dumps, read, write
from wordgrid.formats.json_io import to_json_dict
from wordgrid.model import Kind, Puzzle, Solution

# A 5x5 diagramless: its blocks are the player's to find.
DIAGRAMLESS_ROWS = ("CAT##", "ARE##", "TEN#A", "###AB", "##CAB")


def plain(doc: Any) -> dict[str, Any]:
    out = to_json_dict(doc)
    out.pop("name", None)
    return out


def through(doc: Any, folder: Path, fmt: str) -> Any:
    """The document written in `fmt` and read back."""
    path = folder / f"x.{'txt' if fmt == 'across-lite' else fmt}"
    write(doc, path, fmt)
    return read(path, fmt=fmt)


def ipuz_file(path: Path, **fields: Any) -> Path:
    path.write_text(json.dumps({"version": "http://ipuz.org/v2", **fields}), encoding="utf-8")
    return path


def diagramless_ipuz(path: Path) -> Path:
    rows = ["ABC#", "DEF#", "GHI#"]
    return ipuz_file(
        path,
        kind=["http://ipuz.org/crossword/diagramless#1"],
        title="Blind",
        dimensions={"width": 4, "height": 3},
        puzzle=[[0] * 4 for _ in rows],
        solution=[[ch for ch in row] for row in rows],
        clues={
            "Across": [[1, "First"], [4, "Second"], [5, "Third"]],
            "Down": [[1, "Col 1"], [2, "Col 2"], [3, "Col 3"]],
        },
    )


def coded_ipuz(path: Path) -> Path:
    rows = ["CAT", "A#A", "TAN"]
    number = {"C": 1, "A": 2, "T": 3, "N": 4}
    cells: list[list[Any]] = [["#" if ch == "#" else number[ch] for ch in row] for row in rows]
    cells[0][1] = {"cell": 2, "value": "A"}  # a given letter
    return ipuz_file(
        path,
        kind=["http://ipuz.org/crossword#1", "http://crosswordnexus.com/ipuz/coded#1"],
        title="Code",
        dimensions={"width": 3, "height": 3},
        puzzle=cells,
        solution=[["#" if ch == "#" else ch for ch in row] for row in rows],
        clues={},
    )


def acrostic_ipuz(path: Path) -> Path:
    return ipuz_file(
        path,
        kind=["http://ipuz.org/acrostic#1"],
        title="Quote",
        dimensions={"width": 4, "height": 2},
        puzzle=[["1A", "2B", "#", "3A"], ["4B", {"cell": 0, "value": "."}, "#", "#"]],
        solution=[["H", "I", "#", "A"], ["M", ".", "#", "#"]],
        clues={
            "Clues": [
                {"label": "A", "clue": "Greeting, part", "cells": [[0, 0], [3, 0]]},
                {"label": "B", "clue": "Me and I", "cells": [[1, 0], [0, 1]]},
            ],
            "Clues:Quote": [{"clue": "Quote", "cells": [[0, 0], [1, 0], [3, 0], [0, 1]]}],
        },
    )


# --- the kinds through every format --------------------------------------------------------


@pytest.mark.parametrize("fmt", ["ipuz", "puz", "jpz", "xd", "across-lite", "json"])
def test_a_diagramless_stays_diagramless_in_every_format(tmp_path: Path, fmt: str) -> None:
    doc = read(diagramless_ipuz(tmp_path / "d.ipuz"))
    assert isinstance(doc, Solution) and doc.puzzle.kind is Kind.DIAGRAMLESS
    assert doc.rows == ("ABC#", "DEF#", "GHI#")  # the blocks come from the answers
    assert plain(through(doc, tmp_path, fmt)) == plain(doc)


def test_a_diagramless_puz_has_its_type_and_colon_blocks(tmp_path: Path) -> None:
    doc = read(diagramless_ipuz(tmp_path / "d.ipuz"))
    p = puz.load(dumps(doc, "puz"))
    assert p.puzzletype == puz.PuzzleType.Diagramless and ":" in p.solution


@pytest.mark.parametrize("fmt", ["ipuz", "jpz", "json"])
def test_a_coded_crossword_stays_coded(tmp_path: Path, fmt: str) -> None:
    doc = read(coded_ipuz(tmp_path / "c.ipuz"))
    assert isinstance(doc, Solution) and doc.puzzle.kind is Kind.CODED
    assert not doc.puzzle.clues and doc.puzzle.labels[(0, 0)] == "1"
    assert doc.puzzle.grid.rows[0] == ".A."  # the given letter
    assert plain(through(doc, tmp_path, fmt)) == plain(doc)
    assert b"letters" not in dumps(doc, fmt)  # never a word list


@pytest.mark.parametrize("fmt", ["puz", "xd", "across-lite"])
def test_a_coded_crossword_or_acrostic_is_refused_where_it_has_no_place(
    tmp_path: Path, fmt: str
) -> None:
    for doc, what in (
        (read(coded_ipuz(tmp_path / "c.ipuz")), "coded crossword"),
        (read(acrostic_ipuz(tmp_path / "a.ipuz")), "acrostic"),
    ):
        with pytest.raises(InputError, match=f"no place for an? {what}: use ipuz or jpz"):
            dumps(doc, fmt)


def test_an_acrostic_shares_its_letters_and_converts_between_ipuz_and_jpz(
    tmp_path: Path,
) -> None:
    doc = read(acrostic_ipuz(tmp_path / "a.ipuz"))
    assert isinstance(doc, Solution) and doc.puzzle.kind is Kind.ACROSTIC
    puzzle = doc.puzzle
    assert [c.shown for c in puzzle.clues] == ["A", "B"]  # the quote's own clue is the grid
    assert puzzle.clues[1].cells == ((0, 1), (1, 0))  # the quote squares its answer shares
    assert puzzle.label((0, 0)) == "1A" and puzzle.label((1, 0)) == "4B"
    assert puzzle.rebus[(1, 1)] == "."  # given punctuation, kept as written
    jpz = tmp_path / "a.jpz"
    write(doc, jpz)
    text = jpz.read_text(encoding="utf-8")
    assert "<acrostic>" in text and 'top-right-number="A"' in text
    assert plain(read(jpz)) == plain(doc)
    write(read(jpz), tmp_path / "b.ipuz")
    assert plain(read(tmp_path / "b.ipuz")) == plain(doc)


def test_a_jpz_acrostic_moves_each_answer_onto_the_quote(tmp_path: Path) -> None:
    # Crossword Compiler's layout: the quote on top, a gap, each answer numbered below.
    cells = [
        '<cell x="1" y="1" solution="H" number="1" top-right-number="A"/>',
        '<cell x="2" y="1" solution="." type="clue" solve-state="."/>',
        '<cell x="3" y="1" solution="I" number="2" top-right-number="A"/>',
        '<cell x="1" y="2" type="void"/><cell x="2" y="2" type="void"/>',
        '<cell x="3" y="2" type="void"/>',
        '<cell x="1" y="3" solution="A" type="clue" solve-state="A"/>',
        '<cell x="2" y="3" solution="I" number="2"/><cell x="3" y="3" solution="H" number="1"/>',
    ]
    xml = (
        '<?xml version="1.0"?><crossword-compiler-applet><rectangular-puzzle>'
        "<metadata><title>Hi&nbsp;there</title></metadata><acrostic>"
        f'<grid width="3" height="3">{"".join(cells)}</grid>'
        '<word id="1"><cells x="2" y="3"/><cells x="3" y="3"/></word>'
        '<clues><title>Clues</title><clue word="1" number="A">Greeting, backwards</clue>'
        "</clues></acrostic></rectangular-puzzle></crossword-compiler-applet>"
    )
    path = tmp_path / "q.jpz"
    path.write_text(xml, encoding="utf-8")
    doc = read(path)
    assert isinstance(doc, Solution) and doc.rows == ("HXI",)
    assert doc.puzzle.meta.title == "Hi\u00a0there"  # an HTML entity, read
    assert doc.puzzle.rebus == {(0, 1): "."} and doc.puzzle.clues[0].cells == ((0, 2), (0, 0))


# --- jpz, xd, ipuz and .puz files of the wild ---------------------------------------------


def test_jpz_applet_settings_stand_in_for_empty_metadata(tmp_path: Path) -> None:
    xml = (
        "<crossword-compiler-applet><applet-settings><title>From the applet</title>"
        "<copyright>© Applet</copyright></applet-settings><rectangular-puzzle><metadata>"
        "<title/><creator>Ann</creator><copyright/></metadata><crossword>"
        '<grid width="2" height="1"><cell x="1" y="1" solution="A" number="1"/>'
        '<cell x="2" y="1" solution="T"/></grid><word id="1" x="1-2" y="1"/>'
        '<clues><title>Across</title><clue word="1" number="1">At</clue></clues>'
        "</crossword></rectangular-puzzle></crossword-compiler-applet>"
    )
    (tmp_path / "s.jpz").write_text(xml, encoding="utf-8")
    meta = read(tmp_path / "s.jpz").puzzle.meta  # type: ignore[union-attr]
    assert (meta.title, meta.author, meta.copyright) == ("From the applet", "Ann", "© Applet")


def test_xd_rebus_keys_may_be_parted_by_commas(tmp_path: Path) -> None:
    text = (
        "Title: Cards\nRebus: 1=HEART,2=CLUB\n\n\n1A\nB2\n\n\n"
        "A1. Love ~ HEARTA\nA3. Bat ~ BCLUB\n\nD1. Ha ~ HEARTB\nD2. Ac ~ ACLUB\n"
    )
    (tmp_path / "r.xd").write_text(text, encoding="utf-8")
    doc = read(tmp_path / "r.xd")
    assert isinstance(doc, Solution)
    assert doc.puzzle.rebus == {(0, 0): "HEART", (1, 1): "CLUB"}


def test_unnumbered_ipuz_clues_are_read_in_order_and_shown_as_written(tmp_path: Path) -> None:
    path = ipuz_file(
        tmp_path / "u.ipuz",
        kind=["http://ipuz.org/crossword#1"],
        dimensions={"width": 2, "height": 2},
        puzzle=[[1, 2], [3, 0]],
        solution=[["A", "T"], ["T", "O"]],
        fakecluegroups=["Down"],
        clues={
            "Across": [[1, "At"], [3, "To"]],
            "Down": [{"number": "•", "clue": "Zebra clue"}, {"number": "", "clue": "Apple"}],
        },
    )
    doc = read(path)
    down = [c for c in doc.puzzle.clues if c.group_name == "Down"]  # type: ignore[union-attr]
    assert [(c.shown, c.text) for c in down] == [("•", "Zebra clue"), ("", "Apple")]
    for fmt in ("ipuz", "jpz", "json"):
        assert plain(through(doc, tmp_path, fmt)) == plain(doc)
    with pytest.raises(InputError, match="no place for clues other than numbered"):
        dumps(doc, "puz")


def test_unnumbered_lists_keep_their_order_through_ipuz(tmp_path: Path) -> None:
    # Route 66 (Crossword Nexus) lists its unnumbered Down clues before its Across ones.
    path = ipuz_file(
        tmp_path / "route.ipuz",
        kind=["http://ipuz.org/crossword#1"],
        dimensions={"width": 2, "height": 2},
        puzzle=[[1, 2], [3, 0]],
        solution=[["A", "T"], ["T", "O"]],
        fakeclues=True,
        clues={"Down": [["", "Down one"], ["", "Down two"]], "Across": [["", "Across one"]]},
    )
    doc = read(path)
    assert [c.group_name for c in doc.puzzle.clues] == ["Down", "Down", "Across"]  # type: ignore[union-attr]
    once = through(doc, tmp_path, "ipuz")
    assert plain(once) == plain(doc)
    assert list(json.loads((tmp_path / "x.ipuz").read_text())["clues"]) == ["Down", "Across"]


def test_letters_of_unclued_single_squares_are_kept(tmp_path: Path) -> None:
    path = ipuz_file(
        tmp_path / "lone.ipuz",
        kind=["http://ipuz.org/crossword#1"],
        dimensions={"width": 3, "height": 3},
        puzzle=[[1, 2, "#"], [3, 0, "#"], ["#", "#", 0]],
        solution=[["A", "T", "#"], ["T", "O", "#"], ["#", "#", "Z"]],
        clues={"Across": [[1, "At"], [3, "To"]], "Down": [[1, "At"], [2, "To"]]},
    )
    doc = read(path)
    assert isinstance(doc, Solution) and doc.rows[2] == "##Z"
    for fmt in ("puz", "ipuz", "jpz", "xd", "json"):
        back = through(doc, tmp_path, fmt)
        assert isinstance(back, Solution) and back.rows == doc.rows, fmt


@pytest.mark.parametrize("fmt", ["puz", "xd", "jpz", "across-lite", "json", "ipuz"])
def test_an_entry_without_a_clue_comes_back_without_one(tmp_path: Path, fmt: str) -> None:
    # forkyz's detachedCells.ipuz leaves some entries unclued; .puz needs a string for
    # every entry and gets a length clue its reader drops, xd leaves out the line.
    path = ipuz_file(
        tmp_path / "unclued.ipuz",
        kind=["http://ipuz.org/crossword#1"],
        dimensions={"width": 3, "height": 3},
        puzzle=[[1, 2, 3], [4, 0, 0], [5, 0, 0]],
        solution=[["C", "A", "T"], ["A", "R", "E"], ["T", "E", "N"]],
        clues={"Across": [[1, "Pet"], [5, "Digits"]], "Down": [[1, "Pet"], [3, "Ten"]]},
    )
    doc = read(path)
    assert isinstance(doc, Solution) and len(doc.puzzle.clues) == 4
    assert plain(through(doc, tmp_path, fmt))["puzzle"] == plain(doc)["puzzle"]
    if fmt == "puz":
        assert "3 letters" in puz.read(str(tmp_path / "x.puz")).clues


def test_a_locked_puz_is_unlocked_by_trying_every_key(tmp_path: Path) -> None:
    p = across_lite()
    p.lock_solution(1234)
    with pytest.warns(FileWarning, match="unlocked with key 1234"):
        doc = read(save(p, tmp_path / "locked.puz"))
    assert isinstance(doc, Solution) and doc.rows == ("ANT", "R#E", "END")


def test_a_puz_locked_with_no_key_that_fits_says_its_answers_are_locked(tmp_path: Path) -> None:
    p = across_lite()
    p.lock_solution(1234)
    p.scrambled_cksum ^= 0x5A5A  # a checksum no key's unscrambling gives
    with pytest.warns(FileWarning, match="answers are locked .* no key from 0000 to 9999"):
        doc = read(save(p, tmp_path / "stuck.puz"))
    assert isinstance(doc, Puzzle) and not doc.bank.listed


def test_text_after_a_puz_is_dropped_with_a_warning(tmp_path: Path) -> None:
    path = save(across_lite(), tmp_path / "thanks.puz")
    path.write_bytes(path.read_bytes() + b"\nThanks for playing")
    with pytest.warns(FileWarning, match="ends in 19 bytes that are no part of a puzzle"):
        doc = read(path)
    assert isinstance(doc, Solution)


def test_a_puz_cut_inside_a_section_names_what_it_holds(tmp_path: Path) -> None:
    p = across_lite()
    p.markup().set_markup_squares([0], puz.GridMarkup.Circled)
    p.markup().save()
    data = p.tobytes()
    (tmp_path / "cut.puz").write_bytes(data[:-4])
    with (
        pytest.raises(InputError, match=r"the part that holds its circled squares \(GEXT\)"),
        warnings.catch_warnings(),
    ):
        warnings.simplefilter("ignore", FileWarning)
        read(tmp_path / "cut.puz")
