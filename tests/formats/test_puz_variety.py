"""Across Lite files as crossword apps write them: rebus squares, circles, damaged headers and
text in the encodings real files use. Each file is built here with puzpy."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import puz
import pytest

from tests.formats.test_other_tools import across_lite, save
from wordgrid.errors import FileWarning, InputError
from wordgrid.formats import read, write
from wordgrid.formats.puz import text_encoding
from wordgrid.model import CellStyle, GameSave, Solution


def rebus_puz(**changes: object) -> puz.Puzzle:
    """The 3x3 of across_lite with HEART in the top-left square and R1C3 circled:
    1A HEARTNT, 1D HEARTRE; the solution letter there is the rebus's first, as Across Lite
    writes it."""
    p = across_lite(**changes)
    rebus = p.rebus()
    rebus.add_rebus_squares(0, "HEART")
    rebus.save()
    markup = p.markup()
    markup.set_markup_squares([2], puz.GridMarkup.Circled)
    markup.save()
    p.solution = "HNTR.EEND"
    return p


def test_a_rebus_square_and_a_circle_are_kept(tmp_path: Path) -> None:
    doc = read(save(rebus_puz(), tmp_path / "rebus.puz"))
    assert isinstance(doc, Solution)
    puzzle = doc.puzzle
    assert puzzle.rebus == {(0, 0): "HEART"}
    assert puzzle.styles == {(0, 2): CellStyle(circle=True)}
    assert doc.rows[0] == "HNT"  # the stand-in letter the engine fills
    assert puzzle.answer_text(doc.rows, puzzle.slots[0].cells) == "HEARTNT"


def test_rebus_answers_in_a_grid_of_xs_are_answers_not_left_out(tmp_path: Path) -> None:
    # forkyz's test_rebus.puz: X in every square but the rebus ones. The X's alone would
    # mean "answers left out"; the rebus table's answers say the file keeps them.
    p = rebus_puz()
    p.solution = "XXXX.XXXX"
    doc = read(save(p, tmp_path / "xs.puz"))
    assert isinstance(doc, Solution) and doc.puzzle.rebus == {(0, 0): "HEART"}
    assert doc.rows == ("HXX", "X#X", "XXX")  # the rebus square holds its first letter
    write(doc, tmp_path / "again.puz")
    again = read(tmp_path / "again.puz")
    assert isinstance(again, Solution)
    assert (again.rows, again.puzzle.rebus) == (doc.rows, doc.puzzle.rebus)


# Every format that holds a crossword's rebus cells and circles.
FORMATS = [
    ("a.json", None),
    ("b.ipuz", None),
    ("c.xd", None),
    ("d.puz", None),
    ("e.jpz", None),
    ("f.jpz", "jpz-zip"),
    ("g.txt", "across-lite"),
]


def test_rebus_and_circles_survive_every_format(tmp_path: Path) -> None:
    original = read(save(rebus_puz(), tmp_path / "rebus.puz"))
    assert isinstance(original, Solution)
    for name, fmt in FORMATS:
        write(original, tmp_path / name, fmt)
        back = read(tmp_path / name)
        assert isinstance(back, Solution), name
        assert back.rows == original.rows, name
        assert back.puzzle.rebus == original.puzzle.rebus, name
        assert back.puzzle.styles == original.puzzle.styles, name
        assert back.puzzle.clues == original.puzzle.clues, name


def test_a_circled_rebus_square_is_refused_by_across_lite_text(tmp_path: Path) -> None:
    # Across Lite text circles a square by writing its letter in lower case, and a rebus
    # square holds its key (pypuz's 3x.puz circles one).
    p = rebus_puz()
    markup = p.markup()
    markup.set_markup_squares([0, 2], puz.GridMarkup.Circled)
    markup.save()
    doc = read(save(p, tmp_path / "circled.puz"))
    with pytest.raises(InputError, match="can't circle a rebus square, and R1C1 is both"):
        write(doc, tmp_path / "x.txt", "across-lite")


def test_the_players_rebus_entry_is_progress(tmp_path: Path) -> None:
    p = rebus_puz(fill="HN--.----")
    rebus = p.rebus()
    rebus.set_rebus_fill(0, "HEART")
    rebus.save()
    doc = read(save(p, tmp_path / "game.puz"))
    assert isinstance(doc, GameSave)
    assert doc.entries == {(0, 0): "HEART"} and doc.board[0] == "HN."
    write(doc, tmp_path / "back.puz")
    again = read(tmp_path / "back.puz")
    assert isinstance(again, GameSave) and again.entries == doc.entries


@pytest.mark.parametrize("rebus", [True, False])
def test_several_letters_typed_into_a_plain_square_are_kept(tmp_path: Path, rebus: bool) -> None:
    # Across Lite lets a player type a rebus into any square; forkyz's test_rebus.puz has
    # one outside its rebus squares.
    p = (rebus_puz if rebus else across_lite)(fill="AN--.----")
    user = p.rebus()
    user.fill[1] = "NTH"
    if not rebus:
        p.extensions[puz.Extensions.Rebus] = bytes(9)
    user.save()
    doc = read(save(p, tmp_path / "game.puz"))
    assert isinstance(doc, GameSave) and doc.entries == {(0, 1): "NTH"}
    write(doc, tmp_path / "back.puz")
    again = read(tmp_path / "back.puz")
    assert isinstance(again, GameSave) and again.entries == doc.entries


def test_a_digit_in_the_solution_is_a_rebus_of_one_character(tmp_path: Path) -> None:
    doc = read(save(across_lite(solution="1NTR.EEND"), tmp_path / "digit.puz"))
    assert isinstance(doc, Solution)
    assert doc.puzzle.rebus == {(0, 0): "1"} and doc.rows[0] == "XNT"


def test_text_in_mac_roman_or_windows_1252_is_decoded_from_its_bytes(tmp_path: Path) -> None:
    # Crosshare's puz_131202banks.puz has "Diarist Ana\\x95s ___": Mac Roman's ï.
    assert text_encoding("Diarist Anaïs".encode("mac_roman")) == "mac_roman"
    assert text_encoding("It’s “quoted” — so".encode("cp1252")) == "cp1252"
    assert text_encoding("Café".encode("latin-1")) == "ISO-8859-1"
    assert text_encoding("Anaïs ’".encode()) == "utf-8"
    p = across_lite()
    data = p.tobytes().replace(b"Insect", "Anaïs".encode("mac_roman") + b"!")
    path = tmp_path / "mac.puz"
    path.write_bytes(data)
    with pytest.warns(FileWarning, match="checksum"):
        doc = read(path)
    assert isinstance(doc, Solution) and doc.puzzle.clues[0].text == "Anaïs!"


def test_a_puz_without_a_version_number_is_read_as_1_3(tmp_path: Path) -> None:
    data = bytearray(across_lite().tobytes())
    data[0x18:0x1C] = b"\0\0\0\0"
    path = tmp_path / "nover.puz"
    path.write_bytes(bytes(data))
    with pytest.warns(FileWarning, match="no version number"):
        doc = read(path)
    assert isinstance(doc, Solution) and doc.rows == ("ANT", "R#E", "END")


def test_what_puz_cant_hold_is_refused_by_name(tmp_path: Path) -> None:
    doc = read(save(across_lite(), tmp_path / "x.puz"))
    assert isinstance(doc, Solution)
    shaded = Solution(replace(doc.puzzle, styles={(0, 0): CellStyle(shade="#c0c0c0")}), doc.words)
    with pytest.raises(InputError, match="no place for shaded cells: use ipuz, jpz or xd"):
        write(shaded, tmp_path / "y.puz")


def test_a_real_clue_that_reads_like_a_length_clue_is_kept(tmp_path: Path) -> None:
    # Crosshare's incognito.puz has "8 letters" as the clue of a 4-letter answer.
    clues = ["Insect", "8 letters", "A teddy, for short", "Finish"]
    doc = read(save(across_lite(clues=clues), tmp_path / "eight.puz"))
    assert isinstance(doc, Solution)
    assert [c.text for c in doc.puzzle.clues] == [
        "Insect",
        "Finish",
        "8 letters",
        "A teddy, for short",
    ]
    # wordgrid's own placeholder (a slot's length, on a slot of that length) is still dropped.
    clues = ["Insect", "3 letters", "A teddy, for short", "Finish"]
    doc = read(save(across_lite(clues=clues), tmp_path / "three.puz"))
    assert isinstance(doc, Solution) and len(doc.puzzle.clues) == 3
