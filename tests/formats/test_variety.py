"""Variety crosswords built here, as other tools write them: a .jpz with circles, a barred
ipuz, clue groups with their cells, labels that aren't the usual numbering. Each goes
through read, every format that holds it, and back."""

from __future__ import annotations

import io
import json
import zipfile
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import run
from wordgrid.errors import InputError
from wordgrid.formats import read, write
from wordgrid.formats.json_io import to_json_dict
from wordgrid.model import ACROSS, DOWN, CellStyle, Clue, Document, GameSave, Puzzle, Solution

# A 3x3 with one block and every kind of cell mark: 1A ANT, 3A END, 1D ARE, 2D TED;
# R1C1 circled, R3C3 shaded, R2C2 a void block, R1C3 a rebus (TEA for the T of ANT/TED).
JPZ = """<?xml version="1.0" encoding="UTF-8"?>
<crossword-compiler-applet xmlns="http://crossword.info/xml/crossword-compiler-applet">
<rectangular-puzzle xmlns="http://crossword.info/xml/rectangular-puzzle">
<metadata><title>Tiny</title><creator>Ann Author</creator><copyright>2026 Ann</copyright>
<description>Publisher: Pub
Have fun.</description></metadata>
<crossword><grid width="3" height="3"><grid-look numbering-scheme="normal"/>
<cell x="1" y="1" solution="A" number="1" background-shape="circle"/>
<cell x="2" y="1" solution="N" hint="true"/>
<cell x="3" y="1" solution="TEA" number="2"/>
<cell x="1" y="2" solution="R" solve-state="R"/>
<cell x="2" y="2" type="void"/>
<cell x="3" y="2" solution="E"/>
<cell x="1" y="3" solution="E" number="3"/>
<cell x="2" y="3" solution="N"/>
<cell x="3" y="3" solution="D" background-color="#C0C0C0"/>
</grid>
<word id="1" x="1-3" y="1"/><word id="2" x="1-3" y="3"/>
<word id="3" x="1" y="1-3"/><word id="4" x="3" y="1-3"/>
<clues><title><b>Across</b></title>
<clue word="1" number="1">Insect, <i>and</i> a drink</clue>
<clue word="2" number="3">Finish</clue></clues>
<clues><title><b>Down</b></title>
<clue word="3" number="1">Exist</clue>
<clue word="4" number="2" format="5">A drink, then a teddy</clue></clues>
</crossword></rectangular-puzzle></crossword-compiler-applet>
"""


def same(a: Document, b: Document) -> bool:
    """Equal documents, whatever files they were read from: wordgrid JSON holds all of a
    document, so the two must write the same JSON but for the file name."""
    left, right = to_json_dict(a), to_json_dict(b)
    left.pop("name", None)
    right.pop("name", None)
    return bool(left == right)


def _zipped(xml: str) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("puzzle.xml", xml)
    return out.getvalue()


@pytest.mark.parametrize("zipped", [False, True], ids=["plain", "zipped"])
def test_a_jpz_keeps_everything_it_marks(tmp_path: Path, zipped: bool) -> None:
    path = tmp_path / "tiny.jpz"
    path.write_bytes(_zipped(JPZ) if zipped else JPZ.encode())
    doc = read(path)
    assert isinstance(doc, GameSave)  # R2C1 holds the player's R
    assert doc.board == (".N.", "R#.", "...")
    assert doc.solution is not None
    puzzle = doc.puzzle
    assert puzzle.grid.rows == (".N.", ".#.", "...")  # the hint is a given letter
    assert puzzle.rebus == {(0, 2): "TEA"}
    assert puzzle.styles == {
        (0, 0): CellStyle(circle=True),
        (1, 1): CellStyle(void=True),
        (2, 2): CellStyle(shade="#c0c0c0"),
    }
    assert puzzle.meta.publisher == "Pub" and puzzle.meta.notes == "Have fun."
    assert puzzle.clues == (
        Clue(1, ACROSS, "Insect, and a drink"),
        Clue(3, ACROSS, "Finish"),
        Clue(1, DOWN, "Exist"),
        Clue(2, DOWN, "A drink, then a teddy (5)"),
    )
    assert puzzle.answer_text(doc.solution.rows, puzzle.slots[0].cells) == "ANTEA"


def test_a_jpz_goes_to_every_format_that_holds_it_and_back(tmp_path: Path) -> None:
    (tmp_path / "tiny.jpz").write_text(JPZ, encoding="utf-8")
    game = read(tmp_path / "tiny.jpz")
    assert isinstance(game, GameSave) and game.solution is not None
    for name, fmt in (("a.json", None), ("b.ipuz", None), ("c.jpz", None), ("d.jpz", "jpz-zip")):
        write(game, tmp_path / name, fmt)
        back = read(tmp_path / name)
        assert same(back, game), name
    # Without the player's letters, to the formats that hold the shade and the void cell.
    solution = game.solution
    for name in ("e.xd", "f.ipuz", "g.jpz", "h.json"):
        write(solution, tmp_path / name)
        assert same(read(tmp_path / name), solution), name


def test_xml_that_is_not_crossword_compiler_is_named(tmp_path: Path) -> None:
    path = tmp_path / "other.xml"
    path.write_text('<?xml version="1.0"?><crossword><Title v="x"/></crossword>')
    with pytest.raises(InputError, match="root is <crossword>, not a Crossword Compiler puzzle"):
        read(path)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (JPZ[:300].encode(), "the XML is damaged"),
        (b"PK\x03\x04 not really a zip", "the zip archive is damaged"),
        (
            b'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>',
            "declares XML entities",
        ),
    ],
)
def test_damaged_jpz_is_one_line(tmp_path: Path, data: bytes, message: str) -> None:
    path = tmp_path / "bad.jpz"
    path.write_bytes(data)
    with pytest.raises(InputError, match=message):
        read(path)


def _damaged_zip(damage: str) -> bytes:
    """The tiny jpz zipped, then damaged in one part of the archive as `damage` names."""
    if damage == "empty name":
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr(zipfile.ZipInfo(""), JPZ)
        return out.getvalue()
    data = bytearray(_zipped(JPZ))
    local_end = 30 + int.from_bytes(data[26:28], "little")  # the compressed bytes start here
    size = int.from_bytes(data[18:22], "little")
    central = data.rindex(b"PK\x01\x02")
    if damage == "deflate stream":
        data[local_end : local_end + size] = b"\xff" * size  # no valid deflate block type
    elif damage == "encrypted flag":
        data[6] |= 1
        data[central + 8] |= 1
    elif damage == "unknown method":
        data[8:10] = data[central + 10 : central + 12] = (99).to_bytes(2, "little")
    elif damage == "truncated directory":
        del data[central + 20 : data.rindex(b"PK\x05\x06")]
    return bytes(data)


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        ("deflate stream", "the zip archive is damaged"),
        ("encrypted flag", "the zip archive is password-protected"),
        ("unknown method", "compressed in a way wordgrid can't read"),
        ("truncated directory", "the zip archive is damaged"),
    ],
)
def test_a_damaged_zipped_jpz_is_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: str, message: str
) -> None:
    path = tmp_path / "bad.jpz"
    path.write_bytes(_damaged_zip(damage))
    with pytest.raises(InputError, match=message):
        read(path)
    code, _, err = run(capsys, "solve", str(path))
    assert code == 2 and err.count("\n") == 1 and "bad.jpz" in err


def test_a_zipped_jpz_whose_entry_has_no_name_is_read(tmp_path: Path) -> None:
    path = tmp_path / "nameless.jpz"
    path.write_bytes(_damaged_zip("empty name"))
    doc = read(path)
    assert isinstance(doc, GameSave) and doc.puzzle.meta.title == "Tiny"


# --- a barred cryptic ----------------------------------------------------------------------

# A 3x3 with no blocks: bars under R2C1 and R2C3 end 1 down and 3 down after two letters.
BARRED: dict[str, Any] = {
    "version": "http://ipuz.org/v2",
    "kind": ["http://ipuz.org/crossword#1"],
    "title": "Barred",
    "dimensions": {"width": 3, "height": 3},
    "puzzle": [
        [1, 2, 3],
        [{"cell": 4, "style": {"barred": "B"}}, 0, {"cell": 0, "style": {"barred": "B"}}],
        [5, 0, 0],
    ],
    "solution": [["A", "N", "T"], ["R", "O", "E"], ["E", "N", "D"]],
    "clues": {
        "Across": [[1, "Insect"], [4, "Oar, roughly"], [5, "Finish"]],
        "Down": [[1, "Exists, partly"], [2, "Not on"], [3, "Bear, briefly"]],
    },
}


def test_bars_end_words_like_blocks(tmp_path: Path) -> None:
    path = tmp_path / "barred.ipuz"
    path.write_text(json.dumps(BARRED))
    doc = read(path)
    assert isinstance(doc, Solution)
    puzzle = doc.puzzle
    # The bars under R2C1 and R2C3 cut 1 down and 3 down to two letters each.
    assert sorted(doc.words) == sorted(["ANT", "ROE", "END", "AR", "NON", "TE"])
    assert len(puzzle.grid.bars) == 2
    for name, fmt in (("a.json", None), ("b.ipuz", None), ("c.jpz", None), ("d.xd", None)):
        write(doc, tmp_path / name, fmt)
        assert same(read(tmp_path / name), doc), name
    with pytest.raises(InputError, match="no place for bars: use ipuz, jpz or xd"):
        write(doc, tmp_path / "e.puz")


def test_a_barred_grid_is_solved_from_its_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "barred.ipuz"
    path.write_text(json.dumps(BARRED))
    code, out, err = run(capsys, "solve", str(path))
    assert code == 0, err
    assert out.startswith("ANT\nROE\nEND\n")


# --- clue groups and labels ---------------------------------------------------------------

GARDEN: dict[str, Any] = {
    "version": "http://ipuz.org/v2",
    "kind": ["http://ipuz.org/crossword#1"],
    "title": "Tiny garden",
    "dimensions": {"width": 3, "height": 2},
    "puzzle": [["A", 0, 0], ["B", 0, 0]],
    "solution": [["C", "A", "T"], ["D", "O", "G"]],
    "clues": {
        "Rows": [
            {"number": "A", "clue": "Pet that purrs", "cells": [[1, 1], [2, 1], [3, 1]]},
            {"number": "B", "clue": "Pet that barks", "cells": [[1, 2], [2, 2], [3, 2]]},
        ],
        "Blooms": [
            {"number": "L1", "clue": "Ring", "cells": [[1, 1], [2, 1], [2, 2], [1, 2]]},
        ],
    },
}


def test_clue_groups_keep_their_cells_and_labels(tmp_path: Path) -> None:
    path = tmp_path / "garden.ipuz"
    path.write_text(json.dumps(GARDEN))
    doc = read(path)
    assert isinstance(doc, Solution)
    puzzle = doc.puzzle
    bloom = puzzle.clues[-1]
    assert (bloom.group, bloom.label, bloom.cells) == (
        "Blooms",
        "L1",
        ((0, 0), (0, 1), (1, 1), (1, 0)),
    )
    assert puzzle.answer_text(doc.rows, bloom.cells) == "CAOD"
    assert puzzle.labels == {(0, 0): "A", (1, 0): "B"}
    for name in ("a.json", "b.ipuz", "c.jpz"):
        write(doc, tmp_path / name)
        assert same(read(tmp_path / name), doc), name
    with pytest.raises(InputError, match="xd .*(labels|clues)"):
        write(doc, tmp_path / "d.xd")


def test_the_first_crosswords_clues_run_from_label_to_label(tmp_path: Path) -> None:
    # As the ipuz spec's own example of Wynne's 1913 puzzle: "2-3" runs from 2 to 3.
    data = {
        "version": "http://ipuz.org/v1",
        "kind": ["http://ipuz.org/crossword#1"],
        "dimensions": {"width": 3, "height": 3},
        "puzzle": [
            [None, 1, None],
            [2, 0, {"cell": 0, "style": {"mark": {"TR": "3"}}}],
            [None, {"cell": 0, "style": {"mark": {"BR": "4"}}}, None],
        ],
        "solution": [[None, "A", None], ["O", "N", "E"], [None, "T", None]],
        "clues": {"Across": [["2-3", "Single"]], "Down": [["1-4", "Insect"]]},
    }
    path = tmp_path / "first.ipuz"
    path.write_text(json.dumps(data))
    doc = read(path)
    assert isinstance(doc, Solution)
    assert [(c.label, c.text) for c in doc.puzzle.clues] == [("2-3", "Single"), ("1-4", "Insect")]
    # 1 and 2 are the usual numbers; 3 and 4 stay in the corners the file puts them in.
    assert doc.puzzle.labels == {}
    assert doc.puzzle.corners == {(1, 2): {"TR": "3"}, (2, 1): {"BR": "4"}}
    assert all(s.void for s in doc.puzzle.styles.values())
    for name in ("a.json", "b.ipuz"):
        write(doc, tmp_path / name)
        assert same(read(tmp_path / name), doc), name
    # jpz has a cell's top right corner for a second number, and no place for the 4.
    with pytest.raises(InputError, match="R3C2's text in its bottom right corner"):
        write(doc, tmp_path / "c.jpz")


def test_a_puzzle_of_other_groups_is_not_a_puzzle_of_numbered_slots(tmp_path: Path) -> None:
    path = tmp_path / "garden.ipuz"
    path.write_text(json.dumps(GARDEN))
    doc = read(path)
    assert isinstance(doc, Solution) and isinstance(doc.puzzle, Puzzle)
    assert {c.group for c in doc.puzzle.clues} == {"Rows", "Blooms"}


def test_every_mark_matches_the_json_schema(tmp_path: Path) -> None:
    from tests.formats.test_json_io import VALIDATOR

    docs = []
    for name, text in (
        ("tiny.jpz", JPZ),
        ("barred.ipuz", json.dumps(BARRED)),
        ("garden.ipuz", json.dumps(GARDEN)),
    ):
        (tmp_path / name).write_text(text, encoding="utf-8")
        docs.append(read(tmp_path / name))
    for doc in docs:
        VALIDATOR.validate(to_json_dict(doc))
    game = docs[0]
    assert isinstance(game, GameSave)
    with_entry = replace(game, entries={(0, 2): "TEA"})
    VALIDATOR.validate(to_json_dict(with_entry))
