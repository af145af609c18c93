"""Diagramless, coded and acrostic puzzles in the browser player (real Chromium), and a digit
typed where the answer is one (issue 40)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.formats.test_kinds import acrostic_ipuz, coded_ipuz, diagramless_ipuz, ipuz_file
from tests.web.conftest import browser_tab, serving
from tests.web.test_variety_browser import _cell, _open, expect_status

BLIND, CODE, QUOTE, DIGIT = "blind.ipuz", "code.ipuz", "quote.ipuz", "digit.ipuz"


@pytest.fixture(scope="module")
def kinds_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("kinds-browser")
    diagramless_ipuz(folder / BLIND)
    coded_ipuz(folder / CODE)
    acrostic_ipuz(folder / QUOTE)
    ipuz_file(  # 3 across is T7E: a digit in a square
        folder / DIGIT,
        kind=["http://ipuz.org/crossword#1"],
        dimensions={"width": 3, "height": 3},
        puzzle=[[1, 0, 2], [0, "#", 0], [3, 0, 0]],
        solution=[["C", "A", "T"], ["A", "#", "O"], ["T", "7", "E"]],
        clues={"Across": [[1, "Pet"], [3, "T-seven-E"]], "Down": [[1, "Pet"], [2, "Digit"]]},
    )
    with serving(folder) as url:
        yield url


@pytest.fixture
def tab(browser: Any, kinds_server: str) -> Iterator[Any]:
    with browser_tab(browser, kinds_server) as page:
        yield page


def _values(page: Any, cells: list[tuple[int, int]]) -> list[str]:
    return [_cell(page, r, c).input_value() for r, c in cells]


def test_a_diagramless_shows_no_blocks_until_typed(tab: Any, shots: Path) -> None:
    _open(tab, BLIND)
    assert tab.locator("#grid-wrap td.block").count() == 0
    assert tab.locator("#grid-wrap .number").count() == 0  # no numbers either
    _cell(tab, 0, 0).click()
    tab.keyboard.type("ABD.")  # a wrong letter, then a block: the cursor goes on to row 2
    assert tab.locator("#grid-wrap td.block").count() == 1
    assert tab.locator("#grid-wrap .number").all_inner_texts() == ["1", "2", "3"]
    tab.keyboard.type("DEF#")
    tab.get_by_role("button", name="Check puzzle").click()
    expect_status(tab, "1 wrong letter in the puzzle, marked.")  # D for C
    _cell(tab, 2, 3).click()
    tab.get_by_role("button", name="Reveal cell").click()  # the answer has a block there
    expect(_cell(tab, 2, 3).locator("xpath=..")).to_have_class(re.compile(r"\bblock\b"))
    tab.screenshot(path=str(shots / "diagramless-browser.png"), full_page=True)
    _cell(tab, 0, 2).click()
    tab.keyboard.type("C")
    _cell(tab, 2, 0).click()
    tab.keyboard.type("GHI")
    expect_status(tab, "You solved")


def test_a_coded_letter_fills_every_square_of_its_number(tab: Any, shots: Path) -> None:
    _open(tab, CODE)
    # The given A is 2's letter: every square of 2 shows it, and the key says so.
    assert _values(tab, [(0, 1), (1, 0), (1, 2), (2, 1)]) == ["A"] * 4
    assert "2 = A" in tab.locator("#side").inner_text().replace("\u2009", " ")
    _cell(tab, 0, 0).click()
    tab.keyboard.type("C")  # number 1
    assert _cell(tab, 0, 0).input_value() == "C"
    _cell(tab, 0, 2).click()
    tab.keyboard.type("T")  # number 3: R1C3 and R3C1
    assert _values(tab, [(0, 2), (2, 0)]) == ["T", "T"]
    tab.screenshot(path=str(shots / "coded-browser.png"), full_page=True)
    tab.get_by_role("button", name="Hint").click()  # 4 is N, the last number: solved
    expect_status(tab, "You solved")
    assert _cell(tab, 2, 2).input_value() == "N"


def test_an_acrostics_letters_are_shared_by_the_quote_and_its_clues(tab: Any, shots: Path) -> None:
    _open(tab, QUOTE)
    assert tab.locator("#grid-wrap .number").all_inner_texts() == ["1A", "2B", "3A", "4B"]
    blanks = tab.locator("#side .blanks input")
    assert blanks.count() == 4
    blanks.nth(0).click()  # A's first blank is square 1
    tab.keyboard.type("HA")
    assert _values(tab, [(0, 0), (0, 3)]) == ["H", "A"]
    _cell(tab, 0, 1).click()  # square 2, in the grid: B's first blank
    tab.keyboard.type("I")
    assert blanks.nth(2).input_value() == "I"
    tab.screenshot(path=str(shots / "acrostic-browser.png"), full_page=True)
    blanks.nth(3).click()  # square 4
    tab.keyboard.type("N")  # M is right
    assert _cell(tab, 1, 0).input_value() == "N"
    tab.get_by_role("button", name="Check puzzle").click()
    expect_status(tab, "1 wrong letter in the puzzle, marked.")
    blanks.nth(3).click()
    tab.keyboard.type("M")
    expect_status(tab, "You solved")


def test_a_digit_typed_in_a_square_whose_answer_is_one_stays(tab: Any) -> None:
    _open(tab, DIGIT)
    _cell(tab, 2, 0).click()  # 3 across
    tab.keyboard.type("T7E")
    assert _values(tab, [(2, 0), (2, 1), (2, 2)]) == ["T", "7", "E"]
    tab.get_by_role("button", name="Check word").click()
    expect_status(tab, "No wrong letters in this word.")
