"""Printed crosswords show what their files mark: circles, shades, bars, void cells, labels,
rebus answers in small letters, and clue groups under their own headings."""

from __future__ import annotations

import json
from pathlib import Path

from tests.formats.test_variety import BARRED, GARDEN, JPZ
from wordgrid.formats import read
from wordgrid.model import GameSave, Solution
from wordgrid.render.layout import Box, Label, Line, Ring, Style, fill_in_key, fill_in_pages


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
