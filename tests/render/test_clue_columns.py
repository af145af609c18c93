"""A clue is never split between two columns or two pages, at any trim size, in large
print too, in a plain or a diagramless crossword (an acrostic's clues are blocks placed
whole): checked on the PDF's own text positions (pypdf)."""

from __future__ import annotations

import io
import random
import re
from dataclasses import replace

import pypdf
import pytest

from wordgrid.app.crossword import CrosswordRequest, make_crossword
from wordgrid.formats.clue_list import ListedClue
from wordgrid.model import Kind
from wordgrid.render.layout import book
from wordgrid.render.page import Style
from wordgrid.render.pdf import pdf_bytes
from wordgrid.render.sizes import TRIM_SIZES

ANSWERS = [
    "ATOM",
    "MOLECULE",
    "ELECTRON",
    "PROTON",
    "NEUTRON",
    "CATALYST",
    "ENZYME",
    "ISOTOPE",
    "PLASMA",
    "NUCLEUS",
    "ORBIT",
    "COMET",
    "GALAXY",
    "NEBULA",
    "QUASAR",
    "METEOR",
    "ASTEROID",
    "CRATER",
    "VOLCANO",
    "MAGMA",
    "LAVA",
    "GLACIER",
]
FILLER = [
    "the",
    "curved",
    "path",
    "of",
    "a",
    "moon",
    "around",
    "a",
    "world",
    "that",
    "runs",
    "long",
    "enough",
    "to",
    "wrap",
]
_LINE_START = 40.0  # points: a clue's later lines are indented less than this


def long_clues(seed: int) -> tuple[ListedClue, ...]:
    """Clues of 3 to 25 words, each with a marker word at its start and its end."""
    rng = random.Random(seed)
    return tuple(
        ListedClue(answer, f"Begin{k} {' '.join(rng.choices(FILLER, k=rng.randint(1, 23)))} End{k}")
        for k, answer in enumerate(ANSWERS)
    )


def line_positions(data: bytes) -> dict[str, tuple[int, float]]:
    """Each marker word -> (page, x where its printed line starts)."""
    found: dict[str, tuple[int, float]] = {}
    for number, page in enumerate(pypdf.PdfReader(io.BytesIO(data)).pages):

        def visit(text: str, cm: object, tm: list[float], *_: object, page: int = number) -> None:
            for marker in re.findall(r"(?:Begin|End)\d+", text):
                found.setdefault(marker, (page, tm[4]))

        page.extract_text(visitor_text=visit)
    return found


@pytest.mark.parametrize("kind", [Kind.PLAIN, Kind.DIAGRAMLESS])
@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("trim", TRIM_SIZES)
def test_no_clue_is_split_across_columns_or_pages(trim: str, large: bool, kind: Kind) -> None:
    solution = make_crossword(CrosswordRequest(long_clues(7)), seed=3).solution
    solution = replace(solution, puzzle=replace(solution.puzzle, kind=kind))
    style = Style(page=trim, large=large, worksheet=True)
    pages = book([("Long clues", solution, solution)], style, keys=False)
    data = pdf_bytes(pages, "x")
    where = line_positions(data)
    for k in range(len(ANSWERS)):
        (page, x), (end_page, end_x) = where[f"Begin{k}"], where[f"End{k}"]
        assert page == end_page and abs(x - end_x) < _LINE_START, (trim, large, k)
