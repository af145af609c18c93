"""Printed crosswords show what their files mark: circles, shades, bars, void cells, labels,
rebus answers in small letters, and clue groups under their own headings."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from tests.formats.test_variety import BARRED, GARDEN, JPZ
from wordgrid.formats import read
from wordgrid.model import CellStyle, Clue, GameSave, Grid, Metadata, Puzzle, Solution, WordBank
from wordgrid.render.layout import fill_in_key, fill_in_pages
from wordgrid.render.page import Box, Label, Line, Ring, Style, copyright_line
from wordgrid.render.png import page_image


def _doc(tmp_path: Path, name: str, text: str) -> Solution:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    doc = read(path)
    if isinstance(doc, GameSave):
        assert doc.solution is not None
        return doc.solution
    assert isinstance(doc, Solution)
    return doc


def test_circles_shades_and_void_cells_are_drawn(tmp_path: Path) -> None:
    doc = _doc(tmp_path, "tiny.jpz", JPZ)
    page = fill_in_pages(doc.puzzle, "Tiny", Style())[0]
    rings = [s for s in page.shapes if isinstance(s, Ring)]
    cells = [s for s in page.shapes if isinstance(s, Box) and s.cell]
    assert len(rings) == 1  # R1C1
    assert len(cells) == 8  # the void R2C2 is not drawn at all
    shaded = [b for b in cells if b.fill not in ((1.0, 1.0, 1.0), None)]
    assert len(shaded) == 1  # R3C3, lightened for print
    texts = [s.text for s in page.shapes if isinstance(s, Label)]
    assert "N" in texts and "TEA" not in texts  # the given letter, not the rebus answer


def test_the_key_prints_a_rebus_in_full_and_smaller(tmp_path: Path) -> None:
    doc = _doc(tmp_path, "tiny.jpz", JPZ)
    key = fill_in_key(doc, "Tiny", Style())
    letters = {s.text: s.size for s in key.shapes if isinstance(s, Label) and s.anchor == "middle"}
    assert "TEA" in letters and letters["TEA"] < letters["A"]


def test_bars_are_thick_lines_inside_the_grid(tmp_path: Path) -> None:
    doc = _doc(tmp_path, "barred.ipuz", json.dumps(BARRED))
    page = fill_in_pages(doc.puzzle, "Barred", Style())[0]
    thick = [s for s in page.shapes if isinstance(s, Line) and s.width > 2]
    assert len(thick) == 2
    assert all(s.y1 == s.y2 for s in thick)  # both under a cell: horizontal


def test_clue_groups_and_labels_are_printed(tmp_path: Path) -> None:
    doc = _doc(tmp_path, "garden.ipuz", json.dumps(GARDEN))
    page = fill_in_pages(doc.puzzle, "Garden", Style())[0]
    texts = [s.text for s in page.shapes if isinstance(s, Label)]
    assert "Rows" in texts and "Blooms" in texts
    assert "A Pet that purrs" in texts and "L1 Ring" in texts
    assert "A" in texts and "B" in texts  # the cell labels


def _circled(circle: bool, side: int = 11) -> Puzzle:
    """A side x side open crossword, every cell circled (or none): numbers up to 2*side-1."""
    rows = tuple("." * side for _ in range(side))
    styles = {(r, c): CellStyle(circle=True) for r in range(side) for c in range(side)}
    shape = Puzzle(Grid(rows), WordBank.from_words([]))
    clues = tuple(Clue(shape.slot_number(s), s.direction, "A clue") for s in shape.slots)
    return replace(shape, clues=clues, styles=styles if circle else {})


def test_a_ring_leaves_its_cell_number_whole() -> None:
    """Circled or not, every pixel around a number is the same: the ring runs behind it."""
    plain = fill_in_pages(_circled(False), "Rings", Style())[0]
    ringed = fill_in_pages(_circled(True), "Rings", Style())[0]
    boxes = [s for s in ringed.shapes if isinstance(s, Box) and not s.cell and s.stroke is None]
    numbers = [s for s in ringed.shapes if isinstance(s, Label) and s.text.isdigit()]
    assert len(boxes) == len(numbers) == 21  # 1 to 11 across the top, 12 to 21 down the side
    with_rings, without = page_image(ringed, 150), page_image(plain, 150)
    k = 150 / 72
    for box in boxes:
        area = (box.x * k, box.y * k, (box.x + box.w) * k, (box.y + box.h) * k)
        assert with_rings.crop(area).tobytes() == without.crop(area).tobytes()
    rings = [s for s in ringed.shapes if isinstance(s, Ring)]
    assert len(rings) == 121 and with_rings.tobytes() != without.tobytes()


@pytest.mark.parametrize(
    ("written", "printed"),
    [
        ("© (c) 2023", "© 2023"),
        ("(c) 2023 Ann Smith", "© 2023 Ann Smith"),
        ("(C)2023", "© 2023"),
        ("Copyright © 2023 The Paper", "© 2023 The Paper"),
        ("copyright: 2023", "© 2023"),
        ("© 2023", "© 2023"),
        ("2023 The Paper", "© 2023 The Paper"),
        ("©", ""),
    ],
)
def test_the_footer_has_one_copyright_sign(written: str, printed: str) -> None:
    puzzle = replace(_circled(False, 3), meta=Metadata(copyright=written))
    page = fill_in_pages(puzzle, "Signed", Style())[0]
    footer = [s.text for s in page.shapes if isinstance(s, Label) and "2023" in s.text]
    assert footer == ([printed] if printed else [])
    assert copyright_line(written) == printed
