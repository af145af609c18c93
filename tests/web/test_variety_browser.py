"""Variety crosswords in the browser player (real Chromium): a rebus typed with its key,
circles and shades drawn, a barred grid's words ending at its bars, clue groups listed."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.formats.test_other_tools import save
from tests.formats.test_puz_variety import rebus_puz
from tests.formats.test_variety import BARRED, GARDEN, JPZ
from tests.web.conftest import browser_tab, serving
from wordgrid.web.app import create_app

REBUS, CIRCLES, BARS, GROUPS = "rebus.puz", "circles.jpz", "barred.ipuz", "garden.ipuz"
SHAPED, CORNERS = "diamond.ipuz", "corners.jpz"  # of the files the format tests keep
KEPT = Path(__file__).parents[1] / "formats" / "files"


@pytest.fixture(scope="module")
def variety(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("variety")
    save(rebus_puz(), folder / REBUS)
    # The jpz of the format tests without the player's letter: a fresh puzzle.
    (folder / CIRCLES).write_text(JPZ.replace(' solve-state="R"', ""), encoding="utf-8")
    (folder / BARS).write_text(json.dumps(BARRED), encoding="utf-8")
    (folder / GROUPS).write_text(json.dumps(GARDEN), encoding="utf-8")
    for name in (SHAPED, CORNERS):
        (folder / name).write_bytes((KEPT / name).read_bytes())
    return folder


@pytest.fixture(scope="module")
def variety_server(variety: Path) -> Iterator[str]:
    with serving(variety) as url:
        yield url


@pytest.fixture
def tab(browser: Any, variety_server: str) -> Iterator[Any]:
    with browser_tab(browser, variety_server) as page:
        yield page


def _open(page: Any, puzzle_id: str) -> None:
    page.goto(f"/play.html?id={puzzle_id}")
    page.locator("#grid-wrap [role=grid]").wait_for()


def _cell(page: Any, r: int, c: int) -> Any:
    return page.locator(f'#grid-wrap input[data-r="{r}"][data-c="{c}"]')


def test_a_rebus_is_typed_with_its_key_and_checks_right(tab: Any, shots: Path) -> None:
    _open(tab, REBUS)
    _cell(tab, 0, 0).click()
    tab.keyboard.press("Escape")  # the rebus key: this square takes several letters
    expect_status(tab, "Rebus: type the letters")
    tab.keyboard.type("heart")
    tab.keyboard.press("Enter")
    assert _cell(tab, 0, 0).input_value() == "HEART"
    assert tab.inner_text("#status") == ""  # the square is closed: its hint goes too
    assert "multi" in (_cell(tab, 0, 0).locator("xpath=..").get_attribute("class") or "")
    tab.keyboard.type("NT")  # the rest of 1 across
    tab.get_by_role("button", name="Check word").click()
    expect_status(tab, "No wrong letters in this word.")
    assert tab.locator("#grid-wrap td.circle").count() == 1  # R1C3 is circled
    tab.screenshot(path=str(shots / "rebus-browser.png"), full_page=True)
    # Only the first letter is not the answer: Check marks the square.
    _cell(tab, 0, 0).click()
    tab.keyboard.press("Insert")
    tab.keyboard.press("Backspace")
    tab.keyboard.press("Backspace")
    tab.keyboard.press("Backspace")
    tab.keyboard.press("Backspace")
    tab.keyboard.press("Enter")
    assert _cell(tab, 0, 0).input_value() == "H"
    tab.get_by_role("button", name="Check puzzle").click()
    expect_status(tab, "1 wrong letter in the puzzle, marked.")


def test_reveal_puts_a_rebus_answer_in_full(tab: Any) -> None:
    _open(tab, REBUS)
    _cell(tab, 0, 0).click()
    tab.get_by_role("button", name="Reveal cell").click()
    expect_status(tab, "Revealed the cell.")
    assert _cell(tab, 0, 0).input_value() == "HEART"


def test_circles_shades_and_void_squares_are_drawn(tab: Any, shots: Path) -> None:
    _open(tab, CIRCLES)
    assert tab.locator("#grid-wrap td.circle").count() == 1
    assert tab.locator("#grid-wrap td.shaded").count() == 1
    assert tab.locator("#grid-wrap td.void").count() == 1
    assert tab.locator("#grid-wrap td.block").count() == 0
    # A given rebus is not: TEA is the answer of R1C3, and stays hidden.
    assert _cell(tab, 0, 2).input_value() == ""
    tab.screenshot(path=str(shots / "circles-browser.png"), full_page=True)


def test_a_barred_grids_words_end_at_its_bars(tab: Any, shots: Path) -> None:
    _open(tab, BARS)
    assert tab.locator("#grid-wrap td.bar-bottom").count() == 2
    _cell(tab, 0, 0).click()
    tab.keyboard.press("Space")  # down
    tab.keyboard.type("AR")
    # The bar under R2C1 ends 1 down: the cursor stays on its last letter, R3C1 stays empty.
    assert _cell(tab, 2, 0).input_value() == ""
    assert "1 down, 2 letters" in tab.locator("#current-clue").inner_text()
    tab.screenshot(path=str(shots / "barred-browser.png"), full_page=True)


def test_a_shaped_grid_shows_nothing_outside_it_and_the_cursor_skips_it(
    tab: Any, shots: Path
) -> None:
    _open(tab, SHAPED)
    assert tab.locator("#grid-wrap td.void").count() == 24  # the diamond's corners
    assert tab.locator("#grid-wrap td.block").count() == 0
    assert tab.locator("#grid-wrap td.void input").count() == 0  # nothing to type there
    _cell(tab, 2, 1).click()  # F of 4 across, FINES
    tab.keyboard.type("fines")
    assert [_cell(tab, 2, c).input_value() for c in range(1, 6)] == list("FINES")
    # Down from F: E, D, then only cells outside the shape, which the cursor never enters.
    _cell(tab, 2, 1).click()
    for _ in range(4):
        tab.keyboard.press("ArrowDown")
    focused = tab.evaluate("[document.activeElement.dataset.r, document.activeElement.dataset.c]")
    assert focused == ["4", "1"]
    tab.screenshot(path=str(shots / "shaped-browser.png"), full_page=True)


def test_a_second_number_shows_in_its_cells_top_right_corner(tab: Any, shots: Path) -> None:
    _open(tab, CORNERS)
    corner = tab.locator("#grid-wrap td .corner.at-tr")
    assert corner.count() == 1 and corner.inner_text() == "4"
    # In R3C1, beside its own number 3.
    assert corner.locator("xpath=..").locator(".number").inner_text() == "3"
    box, cell = corner.bounding_box(), corner.locator("xpath=..").bounding_box()
    assert box["x"] + box["width"] > cell["x"] + cell["width"] * 0.7  # on the right
    assert box["y"] < cell["y"] + cell["height"] * 0.4  # at the top
    tab.screenshot(path=str(shots / "corners-browser.png"), full_page=True)


def test_clue_groups_are_listed_and_played(tab: Any) -> None:
    _open(tab, GROUPS)
    headings = tab.locator("#side h2").all_inner_texts()
    assert headings == ["Rows", "Blooms"]
    tab.get_by_role("button", name="L1 Ring (4)").click()
    assert "Blooms L1, 4 letters: Ring" in tab.locator("#current-clue").inner_text()
    tab.keyboard.type("CAOD")
    assert [_cell(tab, r, c).input_value() for r, c in ((0, 0), (0, 1), (1, 1), (1, 0))] == list(
        "CAOD"
    )


def expect_status(page: Any, text: str) -> None:
    from playwright.sync_api import expect

    expect(page.locator("#status")).to_contain_text(text)


def test_the_api_checks_a_rebus_in_full_and_hides_its_answer(variety: Path) -> None:
    from tests.web.openapi import CheckedClient

    with CheckedClient(create_app(variety)) as client:
        doc = client.get(f"/api/puzzles/{REBUS}").json()
        assert "rebus" not in doc and "HEART" not in json.dumps(doc)  # no answer in the page
        assert doc["styles"] == [{"row": 1, "col": 3, "circle": True}]
        grid = ["HNT", "R#E", "END"]
        full = [{"row": 1, "col": 1, "text": "HEART"}]
        right = client.post("/api/check", json={"id": REBUS, "grid": grid, "entries": full})
        assert right.json() == {"wrong": [], "empty": 0, "solved": True}
        first = client.post("/api/check", json={"id": REBUS, "grid": grid})
        assert first.json()["wrong"] == [[1, 1]] and not first.json()["solved"]
        revealed = client.post("/api/reveal", json={"id": REBUS, "cells": [[1, 1], [1, 2]]})
        assert revealed.json() == {"letters": ["HEART", "N"]}
