"""Typing in every kind of puzzle the browser player plays (real Chromium): where each key
puts its letter and where the cursor goes next.

A crossword's cursor runs along the current word and stops at its end (a bar, a block, a void
square, the edge); a diagramless's runs along the row, over the blocks its player types, and on
to the next row, as apps that play diagramless puzzles do; a coded crossword's letter fills its
number; an acrostic's quotation and clue blanks share their squares; a word search is picked
with the arrows and Enter.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.formats.test_kinds import acrostic_ipuz, coded_ipuz, ipuz_file
from tests.formats.test_other_tools import save
from tests.formats.test_puz_variety import rebus_puz
from tests.formats.test_variety import BARRED, JPZ
from tests.web.conftest import accessibility_problems, browser_tab, crossword, serving
from tests.web.test_variety_browser import _cell, _open, expect_status
from tests.wordsearch.making import made
from wordgrid.formats import dumps
from wordgrid.model import Puzzle, WordSearch

FILL_IN, CROSSWORD, REBUS, CIRCLES = "fill.json", "pets.json", "rebus.puz", "circles.jpz"
BARS, DIAGRAMLESS, CODED, ACROSTIC = "barred.ipuz", "blind5.ipuz", "code.ipuz", "quote.ipuz"
WORD_SEARCH = "search.json"
# A 5x5 diagramless: CAT, ARE, BEAST, SEE, ETA across; CAB, ARE, TEASE, SET, TEA down.
DIAGRAMLESS_ROWS = ("CAT##", "ARE##", "BEAST", "##SEE", "##ETA")


def diagramless_5x5(path: Path) -> Path:
    return ipuz_file(
        path,
        kind=["http://ipuz.org/crossword/diagramless#1"],
        title="Blind five",
        dimensions={"width": 5, "height": 5},
        puzzle=[[0] * 5 for _ in DIAGRAMLESS_ROWS],
        solution=[list(row) for row in DIAGRAMLESS_ROWS],
        clues={
            "Across": [[1, "Pet"], [4, "Exist"], [5, "Animal"], [8, "Notice"], [9, "Greek letter"]],
            "Down": [[1, "Taxi"], [2, "Exist"], [3, "Tantalize"], [6, "Put"], [7, "Brew"]],
        },
    )


def word_search() -> WordSearch:
    found = made(("CAT", "DOG", "OWL"), rows=5, cols=5, seed=2)
    assert isinstance(found, WordSearch)
    return found


@pytest.fixture(scope="module")
def typing_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("typing")
    pets = crossword()
    (folder / FILL_IN).write_bytes(dumps(Puzzle(pets.puzzle.grid, pets.puzzle.bank), "json"))
    (folder / CROSSWORD).write_bytes(dumps(pets, "json"))
    save(rebus_puz(), folder / REBUS)
    (folder / CIRCLES).write_text(JPZ.replace(' solve-state="R"', ""), encoding="utf-8")
    (folder / BARS).write_text(json.dumps(BARRED), encoding="utf-8")
    diagramless_5x5(folder / DIAGRAMLESS)
    coded_ipuz(folder / CODED)
    acrostic_ipuz(folder / ACROSTIC)
    (folder / WORD_SEARCH).write_bytes(dumps(word_search(), "json"))
    with serving(folder) as url:
        yield url


@pytest.fixture
def tab(browser: Any, typing_server: str) -> Iterator[Any]:
    with browser_tab(browser, typing_server) as page:
        yield page


def cursor(page: Any) -> tuple[int, int]:
    """The square that has the focus: the cursor, where the next key goes."""
    at: list[str] = page.evaluate("() => ['r', 'c'].map((k) => document.activeElement.dataset[k])")
    return int(at[0]), int(at[1])


def rows(page: Any) -> list[str]:
    """The grid as the player shows it: `#` a block (the puzzle's or a diagramless
    player's), `.` an empty square, else its letters."""
    found: list[str] = page.evaluate(
        """() => [...document.querySelectorAll('#grid-wrap tr')].map((tr) =>
            [...tr.querySelectorAll('td')].map((td) => {
                const input = td.querySelector('input');
                if (!input || td.classList.contains('block')) return '#';
                return input.value || '.';
            }).join(''))"""
    )
    return found


def clue_bar(page: Any) -> str:
    text: str = page.inner_text("#current-clue")
    return text


def test_a_fill_in_types_along_the_word_and_backspace_steps_back(tab: Any) -> None:
    _open(tab, FILL_IN)
    _cell(tab, 0, 0).click()
    tab.keyboard.type("CA")
    assert cursor(tab) == (0, 2)
    tab.keyboard.type("TX")  # the word's last square: the cursor stays, X replaces T
    assert (rows(tab)[0], cursor(tab)) == ("CAX", (0, 2))
    tab.keyboard.press("Space")  # down, through the same square
    tab.keyboard.type("TOW")
    assert [row[2] for row in rows(tab)] == list("TOW") and cursor(tab) == (2, 2)
    tab.keyboard.press("Backspace")  # clears W, stays
    tab.keyboard.press("Backspace")  # an empty square: back to O, and clears it
    assert ([row[2] for row in rows(tab)], cursor(tab)) == (["T", ".", "."], (1, 2))


def test_a_crossword_types_along_its_words_and_turns_where_a_square_has_one(tab: Any) -> None:
    _open(tab, CROSSWORD)
    _cell(tab, 0, 0).click()
    tab.keyboard.type("CAT")
    assert cursor(tab) == (0, 2) and clue_bar(tab).startswith("1 across")
    tab.keyboard.press("PageDown")  # 3 across
    tab.keyboard.type("BOW")
    _cell(tab, 1, 0).click()  # only 1 down runs through it: the cursor turns down
    assert clue_bar(tab).startswith("1 down")
    tab.keyboard.type("A")
    assert cursor(tab) == (2, 0)
    _cell(tab, 1, 2).click()
    tab.keyboard.type("O")
    assert rows(tab) == ["CAT", "A#O", "BOW"]
    expect_status(tab, "You solved")


def test_a_rebus_square_takes_several_letters_then_the_cursor_moves_on(tab: Any) -> None:
    _open(tab, REBUS)
    _cell(tab, 0, 0).click()
    tab.keyboard.press("Escape")  # the square opens for several letters
    tab.keyboard.type("heart")
    assert cursor(tab) == (0, 0)  # still the rebus square while it is open
    tab.keyboard.press("Enter")
    assert cursor(tab) == (0, 1)
    tab.keyboard.type("NT")
    assert (rows(tab)[0], cursor(tab)) == ("HEARTNT", (0, 2))
    tab.get_by_role("button", name="Check word").click()
    expect_status(tab, "No wrong letters in this word.")


def test_a_circled_grid_types_through_circles_and_steps_over_a_void_square(tab: Any) -> None:
    _open(tab, CIRCLES)
    _cell(tab, 2, 0).click()  # 3 across
    tab.keyboard.type("END")
    assert (rows(tab)[2], cursor(tab)) == ("END", (2, 2))
    _cell(tab, 0, 0).click()  # circled
    tab.keyboard.type("A")
    assert cursor(tab) == (0, 1)  # N is given: typing it moves on
    tab.keyboard.type("N")
    assert cursor(tab) == (0, 2)
    _cell(tab, 1, 0).click()
    tab.keyboard.press("ArrowRight")  # the void square R2C2 is not a square to stop on
    assert cursor(tab) == (1, 2)


def test_a_barred_grid_stops_the_cursor_at_a_bar(tab: Any) -> None:
    _open(tab, BARS)
    _cell(tab, 0, 0).click()
    tab.keyboard.type("ANT")
    assert (rows(tab)[0], cursor(tab)) == ("ANT", (0, 2))
    _cell(tab, 0, 0).click()
    tab.keyboard.press("Space")  # 1 down: two letters, a bar under R2C1
    tab.keyboard.type("ARX")  # X lands on R2C1 again: the bar ends the word
    assert ([row[0] for row in rows(tab)], cursor(tab)) == (["A", "X", "."], (1, 0))


def test_a_diagramless_is_typed_row_by_row(tab: Any, shots: Path) -> None:
    _open(tab, DIAGRAMLESS)
    _cell(tab, 0, 0).click()
    tab.keyboard.type("CAT#")
    # The last column has no word across yet: the cursor stays across, on it.
    assert cursor(tab) == (0, 4) and "typing across" in clue_bar(tab)
    tab.keyboard.type("#ARE##")  # over the row's end, on to the next
    assert rows(tab)[:2] == ["CAT##", "ARE##"] and cursor(tab) == (2, 0)
    tab.keyboard.type("BEAST.")  # . types a block as # does
    assert cursor(tab) == (3, 1)
    tab.keyboard.type("#SEE##ETA")
    assert rows(tab) == list(DIAGRAMLESS_ROWS)
    expect_status(tab, "You solved")
    tab.screenshot(path=str(shots / "diagramless-typed.png"), full_page=True)


def test_a_diagramless_types_down_its_columns_and_backspace_goes_back(tab: Any) -> None:
    _open(tab, DIAGRAMLESS)
    _cell(tab, 0, 0).click()
    tab.keyboard.press("Space")  # down: any square may turn
    tab.keyboard.type("CAB##A")  # down the first column, then the top of the second
    assert [row[0] for row in rows(tab)] == list("CAB##") and rows(tab)[0][1] == "A"
    assert cursor(tab) == (1, 1) and clue_bar(tab).startswith("2 down")
    tab.keyboard.press("Backspace")  # an empty square: back to A and clears it
    tab.keyboard.press("Backspace")  # back over the column's top, to its last block
    assert cursor(tab) == (4, 0) and rows(tab)[4][0] == "."
    tab.keyboard.press("ArrowRight")  # the first press across turns, as elsewhere
    assert clue_bar(tab).startswith("9 across, 5 squares") and cursor(tab) == (4, 0)
    assert accessibility_problems(tab) == []


def test_a_coded_letter_fills_its_number_and_the_cursor_goes_along(tab: Any) -> None:
    _open(tab, CODED)
    _cell(tab, 0, 0).click()
    tab.keyboard.type("C")
    assert cursor(tab) == (0, 1)  # A is given: typing over it moves on
    tab.keyboard.type("AT")
    assert rows(tab) == ["CAT", "A#A", "TA."]  # T is 3: R1C3 and R3C1
    assert cursor(tab) == (0, 2)


def test_an_acrostic_types_along_the_quotation_and_into_its_clues(tab: Any) -> None:
    _open(tab, ACROSTIC)
    _cell(tab, 0, 0).click()
    tab.keyboard.type("HI")
    assert rows(tab)[0] == "HI#." and cursor(tab) == (0, 1)
    blanks = tab.locator("#side .blanks input")
    assert [blanks.nth(k).input_value() for k in range(4)] == ["H", "", "I", ""]
    blanks.nth(1).click()  # A's second blank: square 3
    tab.keyboard.type("A")
    assert rows(tab)[0] == "HI#A"


def test_a_word_search_is_picked_with_the_arrows_and_enter(tab: Any) -> None:
    ws = word_search()
    _open(tab, WORD_SEARCH)
    placed = ws.placements[0]
    (r0, c0), (r1, c1) = placed.cells()[0], placed.cells()[-1]
    tab.focus("#grid-wrap td[tabindex='0']")
    where = tab.locator("#grid-wrap td[tabindex='0']")

    def go(r: int, c: int) -> None:
        row, col = int(where.get_attribute("data-r")), int(where.get_attribute("data-c"))
        for _ in range(abs(r - row)):
            tab.keyboard.press("ArrowDown" if r > row else "ArrowUp")
        for _ in range(abs(c - col)):
            tab.keyboard.press("ArrowRight" if c > col else "ArrowLeft")
        assert (int(where.get_attribute("data-r")), int(where.get_attribute("data-c"))) == (r, c)

    go(r0, c0)
    tab.keyboard.press("Enter")
    tab.keyboard.type("Q")  # a letter is no move in a word search: the pick stays
    go(r1, c1)
    tab.keyboard.press("Enter")
    expect(tab.locator(f"li.word.done[aria-label='{placed.word}, found']")).to_have_count(1)
