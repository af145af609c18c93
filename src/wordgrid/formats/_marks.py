"""What the crossword formats share about marked cells: bars, colours and rebus answers.

Formats name a cell's bars by its sides (`T`, `R`, `B`, `L`: ipuz's `barred`, jpz's
`top-bar`...), colours as `#RRGGBB`, `RRGGBB` or a name, and a rebus as a cell answer of
several characters. The model keeps each bar once (see `Grid.bars`), a shade as `#rrggbb`,
and a rebus as its answer beside a stand-in letter (see `Puzzle.rebus`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection, Iterable, Mapping, Sequence

from wordgrid.model import (
    ACROSS,
    BLOCK,
    DOWN,
    OPEN,
    SHADE,
    Bar,
    Cell,
    CellStyle,
    Grid,
    fold,
    is_letter,
    stand_in,
)

SIDES = "TRBL"
_HEX = re.compile(r"^#?([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$")
# Colour names files use for shading; anything else that isn't hex is shaded grey.
_NAMED = {"gray": SHADE, "grey": SHADE, "black": "#000000", "white": "#ffffff"}


def colour(text: str) -> str:
    """A colour as `#rrggbb`: hex with or without `#`, 3 or 6 digits, or a common name; an
    unknown name is the usual grey shade, and an empty text none."""
    text = text.strip()
    if not text:
        return ""
    m = _HEX.match(text)
    if m is None:
        return _NAMED.get(text.lower(), SHADE)
    digits = m.group(1).lower()
    if len(digits) == 3:
        digits = "".join(ch * 2 for ch in digits)
    return "#" + digits


def shade_of(text: str) -> str:
    """A cell's background colour as a shade: white is no shade at all."""
    found = colour(text)
    return "" if found == "#ffffff" else found


def bars_from_sides(sides: Mapping[Cell, str], height: int, width: int) -> frozenset[Bar]:
    """The bars that cells' side letters name, each kept once; sides on the grid's edge
    are dropped, as a word ends there anyway."""
    bars: set[Bar] = set()
    for (r, c), letters in sides.items():
        for side in letters.upper():
            if side == "T" and r > 0:
                bars.add(((r - 1, c), DOWN))
            elif side == "B" and r < height - 1:
                bars.add(((r, c), DOWN))
            elif side == "L" and c > 0:
                bars.add(((r, c - 1), ACROSS))
            elif side == "R" and c < width - 1:
                bars.add(((r, c), ACROSS))
    return frozenset(bars)


def sides_of(grid: Grid) -> dict[Cell, str]:
    """Each barred cell's sides as a writer names them: `R` and `B`, on the cell before."""
    sides: dict[Cell, str] = {}
    for cell, direction in sorted(grid.bars, key=lambda bar: (bar[0], bar[1].name)):
        sides[cell] = sides.get(cell, "") + ("R" if direction is ACROSS else "B")
    return sides


def answer_cell(text: str) -> str:
    """A cell's answer as the model folds it: NFC, upper case; spaces dropped."""
    return fold(unicodedata.normalize("NFC", "".join(text.split())))


def is_rebus(answer: str) -> bool:
    """True for an answer that one letter can't hold: several characters, or no letter."""
    return len(answer) != 1 or not is_letter(answer)


def split_rebus(
    cells: Sequence[Sequence[str]], literal: Collection[Cell] = ()
) -> tuple[list[str], dict[Cell, str]]:
    """Rows of one character a cell from rows of cell answers (BLOCK, OPEN for unknown, or
    the answer), and the rebus answers their stand-ins replace. A `literal` cell holds text
    even when it is `#` or `.` (a given punctuation mark)."""
    rows: list[str] = []
    rebus: dict[Cell, str] = {}
    for r, row in enumerate(cells):
        out = []
        for c, value in enumerate(row):
            if value in (BLOCK, OPEN) and (r, c) not in literal:
                out.append(value)
                continue
            answer = answer_cell(value)
            if is_rebus(answer):
                rebus[(r, c)] = answer
                out.append(stand_in(answer))
            else:
                out.append(answer)
        rows.append("".join(out))
    return rows, rebus


def cell_answers(rows: Sequence[str], rebus: Mapping[Cell, str]) -> list[list[str]]:
    """The other way: each cell's whole answer, a rebus cell's in full."""
    return [[rebus.get((r, c)) or ch for c, ch in enumerate(row)] for r, row in enumerate(rows)]


def styled(
    circles: Iterable[Cell] = (),
    shades: Mapping[Cell, str] | None = None,
    voids: Iterable[Cell] = (),
) -> dict[Cell, CellStyle]:
    """The styles of a puzzle from its circled, shaded and void cells."""
    shades = shades or {}
    circled, void = set(circles), set(voids)
    return {
        cell: CellStyle(cell in circled, shades.get(cell, ""), cell in void)
        for cell in sorted(circled | set(shades) | void)
        if cell in circled or shades.get(cell) or cell in void
    }
