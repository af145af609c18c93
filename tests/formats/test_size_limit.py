"""One size limit for every reader: a grid wider or taller than LARGEST_SIDE is refused by
its size and the limit, before a cell is read, so that a damaged or hostile size can't make
reading slow (a .jpz declaring 1000x1000 took seconds)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import run
from wordgrid.errors import InputError
from wordgrid.formats import read
from wordgrid.formats._io import LARGEST_SIDE
from wordgrid.model import Puzzle

TOO_BIG = LARGEST_SIDE + 1
LIMIT = f"at most {LARGEST_SIDE} by {LARGEST_SIDE}"

JPZ = """<?xml version="1.0" encoding="UTF-8"?>
<crossword-compiler-applet xmlns="http://crossword.info/xml/crossword-compiler-applet">
<rectangular-puzzle xmlns="http://crossword.info/xml/rectangular-puzzle">
<crossword><grid width="{width}" height="{height}">
<cell x="1" y="1" solution="A" number="1"/><cell x="2" y="1" solution="T"/>
</grid>
<word id="1" x="1-2" y="1"/>
<clues><title>Across</title><clue word="1" number="1">Where</clue></clues>
</crossword></rectangular-puzzle></crossword-compiler-applet>
"""


def _ipuz(width: int, height: int) -> str:
    return json.dumps(
        {
            "version": "http://ipuz.org/v2",
            "kind": ["http://ipuz.org/crossword#1"],
            "dimensions": {"width": width, "height": height},
            "puzzle": [[1, 0]],
            "solution": [["A", "T"]],
            "clues": {"Across": [[1, "Where"]]},
        }
    )


def _files(tmp_path: Path) -> dict[str, Path]:
    """One file of each kind that is too big: by what it declares, or by its rows."""
    made = {
        "jpz.jpz": JPZ.format(width=2, height=100_000),
        "wide.jpz": JPZ.format(width=TOO_BIG, height=1),
        "tall.ipuz": _ipuz(2, 10**9),
        "wide.ipuz": _ipuz(TOO_BIG, 1),
        "grid.txt": "\n".join(["." * TOO_BIG] * 2),
        "tall.txt": "\n".join(["..#"] * TOO_BIG),
        "wide.xd": "Title: Wide\n\n\n" + "A" * TOO_BIG + "\n\n\nA1. Long ~ " + "A" * TOO_BIG,
    }
    for name, text in made.items():
        (tmp_path / name).write_text(text)
    return {name: tmp_path / name for name in made}


def test_every_reader_refuses_a_grid_past_the_limit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for name, path in _files(tmp_path).items():
        with pytest.raises(InputError, match=LIMIT) as refused:
            read(path)
        assert name in str(refused.value)
        code, out, err = run(capsys, "convert", str(path), str(tmp_path / "out.ipuz"))
        assert (code, out) == (2, "")
        assert err.count("\n") == 1 and name in err and LIMIT in err, err


def test_a_declared_size_is_refused_by_its_json_path(tmp_path: Path) -> None:
    path = tmp_path / "tall.ipuz"
    path.write_text(_ipuz(2, 10**9))
    with pytest.raises(InputError, match=r"\$\.dimensions: the grid is 2 columns by 1000000000"):
        read(path)


def test_a_grid_at_the_limit_is_read(tmp_path: Path) -> None:
    path = tmp_path / "edge.txt"
    path.write_text("\n".join(["." * LARGEST_SIDE] * 2) + "\n")
    doc = read(path)
    assert isinstance(doc, Puzzle) and doc.grid.width == LARGEST_SIDE
