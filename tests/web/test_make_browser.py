"""The make page in real Chromium: construct and autofill a grid, export it, make a fill-in."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import run
from wordgrid.formats import read
from wordgrid.model import BLOCK, Solution

SMALL_DICT = Path(__file__).parent / "small.dict"
FILL_IN_WORDS = ("PLANET", "ORBIT", "COMET", "STAR", "MOON", "ROCKET", "NEBULA", "MARS")


def small_words() -> set[str]:
    lines = SMALL_DICT.read_text(encoding="utf-8").splitlines()
    return {line.split(";")[0].upper() for line in lines if not line.startswith("#")}


def page_grid(page: Any) -> list[str]:
    """The constructor's grid as the page shows it: # for blocks, . for empty cells."""
    rows: list[str] = page.eval_on_selector_all(
        "#cg-wrap tr",
        """rows => rows.map(tr => [...tr.cells].map(td =>
            td.classList.contains('block') ? '#' :
            (td.querySelector('.letter').textContent || '.')).join(''))""",
    )
    return rows


def entries(rows: list[str]) -> list[str]:
    """Every run of 2+ letters across and down."""
    cols = ["".join(row[c] for row in rows) for c in range(len(rows[0]))]
    return [run for line in rows + cols for run in line.split(BLOCK) if len(run) >= 2]


def draw_five_by_five(page: Any) -> None:
    page.goto("/make.html#construct")
    page.fill("#cg-rows", "5")
    page.fill("#cg-cols", "5")
    page.click("#cg-new")
    page.click("#cg-blocks")  # draw blocks by mouse; symmetry puts the opposite one too
    page.click("#cg-wrap tr:nth-child(1) td:nth-child(1)")
    page.click("#cg-blocks")
    page.set_input_files("#cg-upload", str(SMALL_DICT))
    page.wait_for_selector("#cg-status:has-text('entries')")


def autofill(page: Any) -> list[str]:
    page.click("#cg-fill")  # disables the button until the fill job ends
    page.wait_for_selector("#cg-fill:enabled")
    return page_grid(page)


def looks(page: Any, selector: str) -> tuple[str, str, str]:
    """A button's colour, border style and pointer."""
    found: tuple[str, str, str] = page.eval_on_selector(
        selector,
        "b => { const s = getComputedStyle(b); return [s.color, s.borderStyle, s.cursor]; }",
    )
    return found


def test_construct_autofill_and_export_ipuz(page: Any, shots: Path, tmp_path: Path) -> None:
    draw_five_by_five(page)
    assert page_grid(page) == ["#....", ".....", ".....", ".....", "....#"]
    # A button that can't be used now (Stop, with no fill running) looks it.
    assert page.is_disabled("#cg-stop") and page.is_enabled("#cg-fill")
    stop, fill = looks(page, "#cg-stop"), looks(page, "#cg-fill")
    assert stop[1] == "dashed" and stop[2] == "not-allowed"
    assert all(a != b for a, b in zip(stop, fill, strict=True))
    rows = autofill(page)
    assert all("." not in row for row in rows)
    assert set(entries(rows)) <= small_words()
    quality = page.inner_text("#cg-quality")  # what `fill --stats` prints
    assert quality.startswith(f"quality: {len(entries(rows))} entries, mean score")
    assert "weakest: " in quality
    page.screenshot(path=str(shots / "make-construct.png"), full_page=True)
    with page.expect_download() as info:
        page.click('[data-export="ipuz"]')
    path = tmp_path / "grid.ipuz"
    info.value.save_as(path)
    doc = read(path)
    assert isinstance(doc, Solution)
    assert list(doc.rows) == rows
    assert "crossword" in json.loads(path.read_text(encoding="utf-8"))["kind"][0]
    page.set_input_files("#cg-open", str(path))  # another file: the fill's report goes
    page.wait_for_selector("#cg-status:has-text('Opened grid.ipuz')")
    assert page.is_hidden("#cg-quality") and page.is_hidden("#cg-explain")
    page.click("#cg-as-fill-in")  # the fill as a fill-in with one solution
    page.wait_for_selector("#cg-fill-in:not([hidden])")
    assert page.inner_text("#cg-fi-rating").split(":")[0] in ("easy", "medium", "hard")
    assert page.locator("#cg-fi-links a").all_inner_texts()[:2] == ["Play it", "ipuz"]


def test_banned_word_is_avoided(page: Any) -> None:
    draw_five_by_five(page)
    first = autofill(page)
    banned = entries(first)[0]
    page.click("#cg-clear-letters")
    page.fill("#cg-banned", banned.lower())
    second = autofill(page)
    assert all("." not in row for row in second)
    assert banned not in entries(second)
    assert set(entries(second)) <= small_words()


def test_lookahead_marks_dead_cells_and_counts(page: Any, shots: Path) -> None:
    draw_five_by_five(page)
    page.click("#cg-wrap tr:nth-child(2) td:nth-child(1)")
    page.keyboard.type("QX")
    page.wait_for_selector("#cg-wrap td.dead")
    assert "no entry can fill" in page.inner_text("#cg-problems")
    label = page.get_attribute("#cg-wrap tr:nth-child(2) td:nth-child(1)", "aria-label")
    assert label is not None and label.startswith("row 2, column 1, 5 across, 1 of 5")
    assert label.endswith("Q, no entry can fill it")
    assert page.locator("#cg-slots .slot.none").count() >= 1
    page.screenshot(path=str(shots / "make-lookahead.png"), full_page=True)
    # blocks from the keyboard too, with their twins
    page.keyboard.press("ArrowDown")  # to the centre, which is its own twin
    page.keyboard.press("#")
    assert page_grid(page)[2] == "..#.."
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("#")
    assert page_grid(page)[2] == ".###."


def test_an_entry_the_list_lacks_stands_as_written(page: Any, tmp_path: Path) -> None:
    """A published grid opened in the constructor: its names and theme entries are listed
    as not in the word list, and their cells are not marked as no entry can fill."""
    solution = [list("QZXVW"), list("#####"), list("ZQWXV")]
    numbers = [[1, 0, 0, 0, 0], ["#"] * 5, [2, 0, 0, 0, 0]]
    ipuz = {
        "version": "http://ipuz.org/v2",
        "kind": ["http://ipuz.org/crossword#1"],
        "dimensions": {"width": 5, "height": 3},
        "puzzle": numbers,
        "solution": solution,
        "clues": {"Across": [[1, "A name"], [2, "Another"]], "Down": []},
    }
    path = tmp_path / "published.ipuz"
    path.write_text(json.dumps(ipuz), encoding="utf-8")
    page.goto("/make.html#construct")
    page.set_input_files("#cg-upload", str(SMALL_DICT))
    page.wait_for_selector("#cg-status:has-text('entries')")
    page.set_input_files("#cg-open", str(path))
    page.wait_for_selector("#cg-problems:has-text('not in the word list')")
    assert "not in the word list: QZXVW, ZQWXV" in page.inner_text("#cg-problems")
    assert "no entry can fill" not in page.inner_text("#cg-problems")
    assert page.locator("#cg-wrap td.dead").count() == 0
    heads = page.locator("#cg-slots .slot.unlisted .entry-head").all_inner_texts()
    assert heads == ["1. QZXVW not in the word list", "2. ZQWXV not in the word list"]


def test_fill_in_shows_the_cli_rating_and_proof(
    page: Any, shots: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    seed = 11
    page.goto("/make.html")
    page.fill("#fi-words", "\n".join(FILL_IN_WORDS))
    page.fill("#fi-seed", str(seed))
    page.click("#fi-make")
    page.wait_for_selector("#fi-result:not([hidden])")
    page.screenshot(path=str(shots / "make-fill-in.png"), full_page=True)
    out = tmp_path / "p.json"
    run(capsys, "generate", *FILL_IN_WORDS, "--seed", str(seed), "-o", str(out))
    made = json.loads(out.read_text(encoding="utf-8"))["generated"]
    rating = made["rating"]
    shown = page.inner_text("#fi-rating")
    assert shown.startswith(rating["label"])
    assert f"{rating['deduced']}/{rating['slots']} slots" in shown
    proof = page.inner_text("#fi-proof")
    numbers = [int(n) for n in re.findall(r"\d+", proof)]
    assert numbers == [made["proof"]["nodes"], made["proof"]["backtracks"]]
    page.click("#fi-play")
    page.wait_for_selector("#grid-wrap td")
    assert page.locator("#side .word").count() == len(FILL_IN_WORDS)


def test_word_search_form(page: Any, shots: Path) -> None:
    page.goto("/make.html")
    page.click("#tab-wordsearch")
    page.fill("#ws-words", "cat\ndog\nbird\nfish\nowl")
    assert page.input_value("#ws-lang") == "en"  # English first chosen, as the fill-in's
    page.select_option("#ws-lang", "nl")
    page.fill("#ws-rows", "7")
    page.fill("#ws-cols", "7")
    for name in ("N", "NE", "NW", "SW", "W", "SE"):
        page.uncheck(f'#ws-directions input[value="{name}"]')
    page.click("#ws-make")
    page.wait_for_selector("#ws-result:not([hidden])")
    assert "every one of the 5 words reads exactly once" in page.inner_text("#ws-guarantee")
    assert page.locator("#ws-grid td").count() == 49
    page.screenshot(path=str(shots / "make-wordsearch.png"), full_page=True)
    made = page.request.get(page.get_attribute("#ws-downloads a:text('wordgrid JSON')", "href"))
    assert made.json()["meta"]["lang"] == "nl"  # the menu's language reached the maker
    page.click("#ws-play")
    page.wait_for_selector("#grid-wrap td")
    assert page.locator("#grid-wrap td").count() == 49


def test_tabs_work_from_the_keyboard(page: Any) -> None:
    page.goto("/make.html")
    page.focus("#tab-fill-in")
    page.keyboard.press("ArrowRight")
    assert page.locator("#panel-wordsearch").is_visible()
    assert not page.locator("#panel-fill-in").is_visible()
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.id") == "tab-construct"
    page.keyboard.press("Tab")
    assert page.locator("#panel-construct").is_visible()


def test_fill_a_selected_region_and_keep_the_upload_after_a_reload(page: Any) -> None:
    draw_five_by_five(page)
    page.click("#cg-wrap tr:nth-child(1) td:nth-child(2)")
    page.click("#cg-wrap tr:nth-child(1) td:nth-child(5)", modifiers=["Shift"])
    assert page.locator("#cg-wrap td.selected").count() == 4
    page.click("#cg-fill-region")
    page.wait_for_selector("#cg-status:has-text('selection is filled')")
    rows = page_grid(page)
    assert "." not in rows[0] and rows[0][1:] in small_words()
    assert rows[1:] == [".....", ".....", ".....", "....#"]
    page.reload()
    page.click("#tab-construct")
    options = page.locator("#cg-dict option").all_inner_texts()
    assert any(o.startswith("small.dict") for o in options)


def test_the_first_click_on_a_fresh_grid_selects_and_the_second_turns(page: Any) -> None:
    page.goto("/make.html#construct")
    page.fill("#cg-rows", "5")
    page.fill("#cg-cols", "5")
    page.click("#cg-new")
    page.click("#cg-wrap tr:nth-child(1) td:nth-child(1)")  # the cell that is current already
    page.keyboard.type("AB")
    assert page_grid(page)[:2] == ["AB...", "....."]  # still across
    page.click("#cg-wrap tr:nth-child(3) td:nth-child(4)")  # another cell: selects it
    page.keyboard.type("C")
    assert page_grid(page)[2] == "...C."
    page.click("#cg-wrap tr:nth-child(3) td:nth-child(5)")  # typing's next cell: it turns
    page.keyboard.type("DE")
    assert page_grid(page)[2:4] == ["...CD", "....E"]


KEPT = Path(__file__).parents[1] / "formats" / "files"


def test_a_barred_template_opens_with_its_bars_and_takes_new_ones(page: Any, shots: Path) -> None:
    page.goto("/make.html#construct")
    page.set_input_files("#cg-open", str(KEPT / "template-barred.ipuz"))
    page.wait_for_selector("#cg-status:has-text('Opened template-barred.ipuz')")
    right, bottom = "#cg-wrap td.bar-right", "#cg-wrap td.bar-bottom"
    assert (page.locator(right).count(), page.locator(bottom).count()) == (32, 34)
    assert page.locator("#cg-wrap td.block").count() == 0
    # Row 1's entries end at its bars: 1 across is 4 cells, as the file has it.
    assert "1 across, 1 of 4" in page.locator("#cg-wrap td").first.get_attribute("aria-label")
    page.screenshot(path=str(shots / "make-barred.png"), full_page=True)
    # | puts a bar on the current cell's right edge, and its twin opposite (symmetry).
    page.click("#cg-wrap tr:nth-child(2) td:nth-child(2)")
    page.keyboard.press("|")
    assert page.locator(right).count() == 34
    page.keyboard.press("|")
    assert page.locator(right).count() == 32
    page.keyboard.press("_")
    assert page.locator(bottom).count() == 36


def test_a_shaped_grid_opens_as_its_shape(page: Any, shots: Path) -> None:
    page.goto("/make.html#construct")
    page.set_input_files("#cg-open", str(KEPT / "diamond.ipuz"))
    page.wait_for_selector("#cg-status:has-text('Opened diamond.ipuz')")
    assert page.locator("#cg-wrap td.void").count() == 24
    assert page.locator("#cg-wrap td.block").count() == 0
    page.screenshot(path=str(shots / "make-shaped.png"), full_page=True)
