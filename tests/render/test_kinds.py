"""Diagramless, coded and acrostic pages print what their kind shows, and a letter the
bundled font lacks never stops a print (issue 40)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import run
from tests.formats.test_kinds import acrostic_ipuz, coded_ipuz, diagramless_ipuz
from wordgrid.errors import FileWarning
from wordgrid.formats import read
from wordgrid.model import ACROSS, Clue, Grid, Puzzle, Solution, WordBank
from wordgrid.render.fonts import PLACEHOLDER, missing_letters, plan_fonts, system_font_for
from wordgrid.render.layout import fill_in_key, fill_in_pages
from wordgrid.render.page import BLOCK_SHADE, Box, Label, Page, Style

MATH_A = "\U0001d400"  # 𝐀: DejaVu Sans lacks it, Debian's DejaVu Math TeX Gyre has it


def _texts(page: Page) -> list[str]:
    return [s.text for s in page.shapes if isinstance(s, Label)]


def _blocks(page: Page) -> int:
    return len([s for s in page.shapes if isinstance(s, Box) and s.cell and s.fill == BLOCK_SHADE])


def test_a_diagramless_prints_no_blocks_or_numbers_and_its_key_does(tmp_path: Path) -> None:
    doc = read(diagramless_ipuz(tmp_path / "d.ipuz"))
    assert isinstance(doc, Solution)
    page = fill_in_pages(doc.puzzle, "Blind", Style())[0]
    assert _blocks(page) == 0 and "1" not in _texts(page)
    assert "First" in " ".join(_texts(page)) and any("4 squares wide" in t for t in _texts(page))
    assert _blocks(fill_in_key(doc, "Blind", Style())) == 3


def test_a_coded_page_numbers_every_cell_and_keys_the_numbers(tmp_path: Path) -> None:
    doc = read(coded_ipuz(tmp_path / "c.ipuz"))
    assert isinstance(doc, Solution)
    texts = _texts(fill_in_pages(doc.puzzle, "Code", Style())[0])
    assert texts.count("2") == 4 + 1  # four cells of 2 and its place in the key
    assert "Key" in texts and texts.count("A") == 2  # the given A: in the grid and the key
    assert "CAT" not in " ".join(texts) and "T" not in texts  # no answers, no word list


def test_an_acrostic_prints_its_quote_and_numbered_blanks(tmp_path: Path) -> None:
    doc = read(acrostic_ipuz(tmp_path / "a.ipuz"))
    assert isinstance(doc, Solution)
    texts = _texts(fill_in_pages(doc.puzzle, "Quote", Style())[0])
    assert "1A" in texts and "4B" in texts  # the quote squares
    assert "B. Me and I" in texts and texts.count("4") == 1  # B's blank for square 4


@pytest.mark.parametrize("lang", ["de", "pl", "fr"])
def test_the_kinds_pages_speak_the_puzzles_language(tmp_path: Path, lang: str) -> None:
    style = Style(lang=lang)
    blind = read(diagramless_ipuz(tmp_path / "d.ipuz"))
    coded = read(coded_ipuz(tmp_path / "c.ipuz"))
    quote = read(acrostic_ipuz(tmp_path / "a.ipuz"))
    assert isinstance(blind, Solution) and isinstance(coded, Solution)
    assert isinstance(quote, Solution)
    shown = {
        "diagramless": " ".join(_texts(fill_in_pages(blind.puzzle, "T", style)[0])),
        "coded": " ".join(_texts(fill_in_pages(coded.puzzle, "T", style)[0])),
        "acrostic": " ".join(_texts(fill_in_pages(quote.puzzle, "T", style)[0])),
    }
    text = style.text
    assert text.diagramless.format(width=4, height=3)[:20] in shown["diagramless"]
    assert text.coded[:20] in shown["coded"] and text.code_key in shown["coded"].split()
    assert text.acrostic[:20] in shown["acrostic"]
    english = Style().text
    for instructions in (english.diagramless[:20], english.coded[:20], english.acrostic[:20]):
        assert instructions not in " ".join(shown.values())


def test_a_letter_no_font_has_prints_as_a_box_with_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "e.ipuz"
    data = json.loads(diagramless_ipuz(tmp_path / "d.ipuz").read_text(encoding="utf-8"))
    data["clues"]["Across"][0] = [1, "Fox \U0001f98a\U000e0001"]  # an emoji, a tag no font has
    path.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(capsys, "render", str(path), "-o", str(tmp_path / "e.png"))
    assert code == 0 and "U+E0001" in err and f"printed as {PLACEHOLDER}" in err
    assert (tmp_path / "e.png").stat().st_size > 0


@pytest.mark.skipif(system_font_for(MATH_A) is None, reason="no system font has 𝐀")
def test_a_letter_dejavu_lacks_is_drawn_with_a_system_font() -> None:
    page = fill_in_pages(_tiny(), "T", Style())[0]
    assert MATH_A in "".join(_texts(page)) and missing_letters([page]) == [MATH_A]
    with pytest.warns(FileWarning, match=r"U\+1D400\) drawn with DejaVuMathTeXGyre"):
        plan = plan_fonts([page])
    assert plan.fallbacks and MATH_A in "".join(_texts(plan.pages[0]))


def _tiny() -> Puzzle:
    return Puzzle(Grid(("AT",)), WordBank.from_words(["AT"]), clues=(Clue(1, ACROSS, MATH_A),))
