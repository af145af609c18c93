"""The pages in real Chromium (Debian's, driven by Playwright): what a player does and sees.

Each test waits for what it expects on the page, never for a fixed time. Screenshots go to
the session's `shots` folder (printed at the end of a run with -rA), to look at.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.web.conftest import CROSSWORD, FILL_IN, WORD_SEARCH, crossword, until
from tests.wordsearch.making import made
from wordgrid.formats import as_puzzle, dumps, read
from wordgrid.model import ACROSS, OUTSIDE, Placement, Puzzle, WordSearch
from wordgrid.solver import solve
from wordgrid.wordsearch import built_in


def answer_rows(library: Path) -> tuple[str, ...]:
    outcome = solve(as_puzzle(read(library / FILL_IN)))
    assert outcome.solution is not None
    return outcome.solution.rows


def open_puzzle(page: Any, puzzle_id: str) -> None:
    page.goto(f"/play.html?id={puzzle_id}")
    page.locator("#grid-wrap [role=grid]").wait_for()


def expected_label(puzzle: Puzzle, r: int, c: int) -> str:
    parts = [f"row {r + 1}", f"column {c + 1}"]
    for slot in sorted(puzzle.slots, key=lambda s: s.direction is not ACROSS):
        if (r, c) in slot.cells:
            parts += [
                f"{puzzle.slot_number(slot)} {slot.direction.label}",
                f"{slot.cells.index((r, c)) + 1} of {slot.length}",
            ]
    return ", ".join(parts)


def test_library_page_lists_every_puzzle(page: Any, shots: Path) -> None:
    page.goto("/")
    links = page.locator("#library a")
    links.first.wait_for()
    assert links.count() == 3
    assert any("sample puzzle" in t for t in links.all_inner_texts())
    hrefs = [links.nth(k).get_attribute("href") for k in range(3)]
    assert {h.split("id=")[1] for h in hrefs} == {FILL_IN, CROSSWORD, WORD_SEARCH}
    page.screenshot(path=str(shots / "library.png"), full_page=True)


def test_play_a_fill_in_to_the_end_by_keyboard(page: Any, library: Path, shots: Path) -> None:
    rows = answer_rows(library)
    puzzle = as_puzzle(read(library / FILL_IN))
    open_puzzle(page, FILL_IN)
    page.focus("#grid-wrap input[tabindex='0']")
    for k, slot in enumerate(puzzle.slots):
        if k:
            page.keyboard.press("PageDown")  # the next word
        page.keyboard.press("Home")  # its first cell
        page.keyboard.type("".join(rows[r][c] for r, c in slot.cells))
        if k == 3:
            page.screenshot(path=str(shots / "fill-in-playing.png"), full_page=True)
    page.locator("#solved").wait_for(state="visible")
    assert "solved" in page.locator("#solved-text").inner_text().lower()
    assert page.locator("button.word.done").count() == len(puzzle.bank.listed)
    values = page.eval_on_selector_all(
        "#grid-wrap input", "els => els.map(e => [+e.dataset.r, +e.dataset.c, e.value])"
    )
    assert all(rows[r][c] == v for r, c, v in values)
    page.screenshot(path=str(shots / "fill-in-solved.png"), full_page=True, animations="disabled")


def drag_across(page: Any, p: Placement) -> None:
    """A mouse drag from the word's first letter to its last."""
    cells = p.cells()
    first = page.locator(f"td[data-r='{cells[0][0]}'][data-c='{cells[0][1]}']").bounding_box()
    last = page.locator(f"td[data-r='{cells[-1][0]}'][data-c='{cells[-1][1]}']").bounding_box()
    page.mouse.move(first["x"] + first["width"] / 2, first["y"] + first["height"] / 2)
    page.mouse.down()
    page.mouse.move(last["x"] + last["width"] / 2, last["y"] + last["height"] / 2, steps=8)
    page.mouse.up()


def test_find_every_word_by_dragging(page: Any, library: Path, shots: Path) -> None:
    ws = read(library / WORD_SEARCH)
    assert isinstance(ws, WordSearch)
    open_puzzle(page, WORD_SEARCH)
    for p in ws.placements:
        drag_across(page, p)
        page.locator(f"li.word.done[aria-label='{p.word}, found']").wait_for()
    page.locator("#solved").wait_for(state="visible")
    assert page.locator("svg.bands line.found").count() == len(ws.placements)
    page.screenshot(
        path=str(shots / "wordsearch-solved.png"), full_page=True, animations="disabled"
    )


def test_word_search_by_clicking_first_and_last(page: Any, library: Path) -> None:
    ws = read(library / WORD_SEARCH)
    assert isinstance(ws, WordSearch)
    open_puzzle(page, WORD_SEARCH)
    p = ws.placements[0]
    cells = p.cells()
    page.click(f"td[data-r='{cells[-1][0]}'][data-c='{cells[-1][1]}']")  # last letter first
    page.click(f"td[data-r='{cells[0][0]}'][data-c='{cells[0][1]}']")
    page.locator(f"li.word.done[aria-label='{p.word}, found']").wait_for()


def test_autosave_survives_a_reload(page: Any, library: Path) -> None:
    rows = answer_rows(library)
    puzzle = as_puzzle(read(library / FILL_IN))
    open_puzzle(page, FILL_IN)
    slot = puzzle.slots[0]
    page.focus("#grid-wrap input[tabindex='0']")
    page.keyboard.press("Home")
    word = "".join(rows[r][c] for r, c in slot.cells)
    page.keyboard.type(word)
    r, c = slot.cells[-1]
    page.locator(f"input[data-r='{r}'][data-c='{c}']").wait_for()
    page.reload()
    page.locator("#status", has_text="Welcome back").wait_for()
    for (r, c), letter in zip(slot.cells, word, strict=True):
        assert page.locator(f"input[data-r='{r}'][data-c='{c}']").input_value() == letter
    assert page.locator("button.word.done").count() == 1


def test_aria_grid_roles_and_labels(page: Any, library: Path) -> None:
    puzzle = as_puzzle(read(library / FILL_IN))
    open_puzzle(page, FILL_IN)
    grid = page.locator("#grid-wrap table")
    assert grid.get_attribute("role") == "grid"
    assert page.locator("#grid-wrap [role=row]").count() == puzzle.grid.height
    cells = page.locator("#grid-wrap [role=gridcell]")
    assert cells.count() == puzzle.grid.height * puzzle.grid.width
    labels = page.eval_on_selector_all(
        "#grid-wrap input", "els => els.map(e => [+e.dataset.r, +e.dataset.c, e.ariaLabel])"
    )
    assert labels and all(label == expected_label(puzzle, r, c) for r, c, label in labels)
    both = r"row \d+, column \d+, \d+ across, \d+ of \d+, \d+ down, \d+ of \d+"
    assert any(re.fullmatch(both, label) for _, _, label in labels)
    # One cell is in the tab order at a time (a roving tabindex), and it is a real input.
    assert page.locator("#grid-wrap input[tabindex='0']").count() == 1
    assert page.get_by_role("button", name="Check puzzle").is_visible()


def test_check_reveal_undo_redo(page: Any, library: Path) -> None:
    rows = answer_rows(library)
    puzzle = as_puzzle(read(library / FILL_IN))
    open_puzzle(page, FILL_IN)
    slot = puzzle.slots[0]
    r, c = slot.cells[0]
    page.focus("#grid-wrap input[tabindex='0']")
    page.keyboard.press("Home")
    wrong = "Q" if rows[r][c] != "Q" else "Z"
    page.keyboard.type(wrong)
    page.get_by_role("button", name="Check word").click()
    page.locator(f"td.wrong input[data-r='{r}'][data-c='{c}']").wait_for()
    assert page.locator("#status").inner_text().startswith("1 wrong letter")
    cell = page.locator(f"input[data-r='{r}'][data-c='{c}']")
    page.get_by_role("button", name="Undo").click()
    expect(cell).to_have_value("")
    page.get_by_role("button", name="Redo").click()
    expect(cell).to_have_value(wrong)
    page.focus(f"input[data-r='{r}'][data-c='{c}']")
    page.get_by_role("button", name="Reveal word").click()
    page.locator("#status", has_text="Revealed").wait_for()
    for sr, sc in slot.cells:
        assert page.locator(f"input[data-r='{sr}'][data-c='{sc}']").input_value() == rows[sr][sc]


def test_hint_places_a_word_and_explains(page: Any) -> None:
    open_puzzle(page, FILL_IN)
    page.get_by_role("button", name="Hint").click()
    page.locator("#status", has_text="Hint:").wait_for()
    said = page.locator("#status").inner_text()
    assert re.search(r"goes at row \d+, column \d+, (across|down)", said)
    assert page.locator("button.word.done").count() == 1


def test_hint_with_a_wrong_letter_marks_it(page: Any, library: Path) -> None:
    rows = answer_rows(library)
    puzzle = as_puzzle(read(library / FILL_IN))
    open_puzzle(page, FILL_IN)
    r, c = puzzle.slots[0].cells[0]
    page.focus("#grid-wrap input[tabindex='0']")
    page.keyboard.press("Home")
    page.keyboard.type("Q" if rows[r][c] != "Q" else "Z")
    page.get_by_role("button", name="Hint").click()
    page.locator("#status", has_text="Hint:").wait_for()
    said = page.locator("#status").inner_text()
    assert f"the letter at row {r + 1}, column {c + 1} is wrong (marked)" in said
    page.locator(f"td.wrong input[data-r='{r}'][data-c='{c}']").wait_for()
    assert page.locator("td.wrong").count() == 1
    assert page.locator("button.word.done").count() == 0  # no word was placed


def test_crossword_clues(page: Any, shots: Path) -> None:
    open_puzzle(page, CROSSWORD)
    clues = page.locator("button.clue")
    assert clues.count() == 4
    page.get_by_role("button", name=re.compile("Pull behind a truck")).click()
    current = page.locator("button.clue[aria-current='true']")
    assert "Pull behind a truck" in current.inner_text()
    assert page.locator("#current-clue").inner_text().startswith("2 down")
    rows = crossword().rows
    page.keyboard.type("".join(row[2] for row in rows))  # TOW, typed down from the jump
    page.screenshot(path=str(shots / "crossword.png"), full_page=True)
    assert page.locator("input[data-r='2'][data-c='2']").input_value() == rows[2][2]


@pytest.mark.parametrize("puzzle_id", [FILL_IN, CROSSWORD, WORD_SEARCH])
def test_phone_width(browser: Any, server: str, shots: Path, puzzle_id: str) -> None:
    context = browser.new_context(
        base_url=server, viewport={"width": 375, "height": 740}, has_touch=True, is_mobile=True
    )
    page = context.new_page()
    try:
        open_puzzle(page, puzzle_id)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 375, f"the page is {width} px wide at 375"
        grid = page.locator("#grid-wrap table").bounding_box()
        assert grid["x"] >= 0 and grid["x"] + grid["width"] <= 375
        page.screenshot(path=str(shots / f"phone-{puzzle_id.split('.')[0]}.png"), full_page=True)
    finally:
        context.close()


def test_click_a_word_then_a_slot(page: Any, library: Path) -> None:
    puzzle = as_puzzle(read(library / FILL_IN))
    rows = answer_rows(library)
    slot = max(puzzle.slots, key=lambda s: s.length)  # the longest: one word fits it
    word = "".join(rows[r][c] for r, c in slot.cells)
    open_puzzle(page, FILL_IN)
    page.get_by_role("button", name=word, exact=True).click()
    assert page.get_by_role("button", name=word, exact=True).get_attribute("aria-pressed") == "true"
    r, c = slot.cells[1]
    page.click(f"td:has(input[data-r='{r}'][data-c='{c}'])")
    page.get_by_role("button", name=f"{word}, placed").wait_for()
    for (r, c), letter in zip(slot.cells, word, strict=True):
        assert page.locator(f"input[data-r='{r}'][data-c='{c}']").input_value() == letter


def test_one_tab_leaves_the_grid_for_the_word_list(page: Any, library: Path) -> None:
    open_puzzle(page, FILL_IN)
    page.focus("#grid-wrap input[tabindex='0']")
    for _ in range(3):
        page.keyboard.press("PageDown")  # word to word inside the grid: Tab is not for that
    assert page.evaluate("document.activeElement.tagName") == "INPUT"
    page.keyboard.press("Tab")  # the grid is one Tab stop: on to the word list
    assert page.evaluate("document.activeElement.className").startswith("word")
    page.keyboard.press("Enter")  # a word picked from the keyboard
    assert page.locator("button.word[aria-pressed='true']").count() == 1
    page.keyboard.press("Shift+Tab")  # back to the cell the cursor was on
    assert page.evaluate("document.activeElement.tabIndex") == 0


# WCAG AA: 4.5:1 for text. The script finds each text's colour and the first solid background
# behind it, and returns the pairs that fall short.
LOW_CONTRAST = """() => {
  const rgb = (s) => (s.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map((v) => {
    v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }).reduce((sum, v, k) => sum + v * [0.2126, 0.7152, 0.0722][k], 0);
  const background = (el) => {
    for (; el; el = el.parentElement) {
      const c = rgb(getComputedStyle(el).backgroundColor);
      if (c.length === 3 || c[3] === 1) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const short = [];
  for (const el of document.querySelectorAll("body *")) {
    const text = el.tagName === "INPUT" ? el.value
      : [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.data).join("").trim();
    if (!text || !el.getClientRects().length) continue;
    const a = lum(rgb(getComputedStyle(el).color));
    const b = lum(background(el));
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < 4.5) short.push(`${el.tagName}.${el.className} "${text}": ${ratio.toFixed(2)}`);
  }
  return short;
}"""


def test_contrast_passes_wcag_aa(page: Any, library: Path) -> None:
    for puzzle_id in (FILL_IN, CROSSWORD, WORD_SEARCH):
        open_puzzle(page, puzzle_id)
        if puzzle_id == FILL_IN:  # every state a cell can show: typed, wrong, current, placed
            page.focus("#grid-wrap input[tabindex='0']")
            page.keyboard.press("Home")
            page.keyboard.type("QQ")  # wrong letters (no word here has two Qs)
            page.get_by_role("button", name="Check puzzle").click()
            page.locator("td.wrong").first.wait_for()
            page.get_by_role("button", name="Hint").click()
            page.locator("#status", has_text="Hint:").wait_for()
        assert page.evaluate(LOW_CONTRAST) == [], puzzle_id
    page.goto("/")
    page.locator("#library a").first.wait_for()
    assert page.evaluate(LOW_CONTRAST) == []


def test_touch_taps_pick_a_word_on_a_phone(browser: Any, server: str, library: Path) -> None:
    ws = read(library / WORD_SEARCH)
    assert isinstance(ws, WordSearch)
    context = browser.new_context(
        base_url=server, viewport={"width": 375, "height": 740}, has_touch=True, is_mobile=True
    )
    page = context.new_page()
    try:
        open_puzzle(page, WORD_SEARCH)
        p = ws.placements[-1]
        cells = p.cells()
        page.tap(f"td[data-r='{cells[0][0]}'][data-c='{cells[0][1]}']")
        page.locator("td.anchor").wait_for()
        page.tap(f"td[data-r='{cells[-1][0]}'][data-c='{cells[-1][1]}']")
        page.locator(f"li.word.done[aria-label='{p.word}, found']").wait_for()
    finally:
        context.close()


def test_clock_stops_while_the_page_is_hidden(page: Any) -> None:
    page.clock.install()  # the page's clock, moved on by the test: minutes in no time
    open_puzzle(page, FILL_IN)
    timer = page.locator("#timer")
    hide = """(hidden) => {
      Object.defineProperty(document, "hidden", { value: hidden, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }"""

    def seconds() -> int:
        minutes, secs = timer.inner_text().split(":")
        return int(minutes) * 60 + int(secs)

    page.clock.run_for(3_000)
    page.evaluate(hide, True)
    shown = seconds()
    assert shown >= 3
    page.clock.run_for(120_000)  # two minutes hidden
    assert seconds() == shown
    page.evaluate(hide, False)
    page.clock.run_for(60_000)
    # A minute more, give or take the second the display rounds down and ticks at.
    assert 58 <= seconds() - shown <= 61


def test_word_search_by_keyboard_alone(page: Any, library: Path) -> None:
    ws = read(library / WORD_SEARCH)
    assert isinstance(ws, WordSearch)
    open_puzzle(page, WORD_SEARCH)
    p = ws.placements[0]
    (r0, c0), (r1, c1) = p.cells()[0], p.cells()[-1]
    page.focus("td[tabindex='0']")

    def go(r: int, c: int) -> None:
        current = page.locator("td[tabindex='0']")
        row, col = int(current.get_attribute("data-r")), int(current.get_attribute("data-c"))
        for _ in range(abs(r - row)):
            page.keyboard.press("ArrowDown" if r > row else "ArrowUp")
        for _ in range(abs(c - col)):
            page.keyboard.press("ArrowRight" if c > col else "ArrowLeft")

    go(r0, c0)
    page.keyboard.press("Enter")
    go(r1, c1)
    page.keyboard.press("Enter")
    page.locator(f"li.word.done[aria-label='{p.word}, found']").wait_for()


def test_the_current_word_is_read_out(page: Any) -> None:
    open_puzzle(page, CROSSWORD)
    bar = page.locator("#current-clue")
    assert bar.get_attribute("aria-live") == "polite"
    page.focus("#grid-wrap input[tabindex='0']")
    expect(bar).to_have_text("1 across, 3 letters: Purring pet")
    page.keyboard.press("Space")  # turn: the down word through the same cell
    expect(bar).to_have_text("1 down, 3 letters: Taxi")


def test_revealing_the_puzzle_says_so_when_it_is_done(page: Any, library: Path) -> None:
    puzzle = as_puzzle(read(library / FILL_IN))
    open_puzzle(page, FILL_IN)
    page.get_by_role("button", name="Reveal puzzle").click()
    page.locator("#solved").wait_for(state="visible")
    cells = sum(1 for row in puzzle.grid.rows for ch in row if ch == ".")
    assert f"with {cells} letters revealed" in page.locator("#solved-text").inner_text()


def test_letters_are_folded_as_the_server_folds_them(page: Any) -> None:
    open_puzzle(page, CROSSWORD)
    page.focus("#grid-wrap input[tabindex='0']")
    page.keyboard.insert_text("ｃ")  # a full-width c, as some keyboards type it
    expect(page.locator("input[data-r='0'][data-c='0']")).to_have_value("C")
    page.keyboard.insert_text("ß")
    expect(page.locator("input[data-r='0'][data-c='1']")).to_have_value("ẞ")


def test_start_again_forgets_the_saved_game(page: Any) -> None:
    open_puzzle(page, CROSSWORD)
    page.focus("#grid-wrap input[tabindex='0']")
    page.keyboard.type("CA")
    first = page.locator("input[data-r='0'][data-c='0']")
    expect(first).to_have_value("C")
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Start again").click()
    page.wait_for_load_state()
    page.locator("#grid-wrap [role=grid]").wait_for()
    expect(page.locator("input[data-r='0'][data-c='0']")).to_have_value("")
    assert "Welcome back" not in page.locator("#status").inner_text()


def test_found_words_survive_a_reload(page: Any, library: Path) -> None:
    ws = read(library / WORD_SEARCH)
    assert isinstance(ws, WordSearch)
    open_puzzle(page, WORD_SEARCH)
    p = ws.placements[1]
    cells = p.cells()
    page.click(f"td[data-r='{cells[0][0]}'][data-c='{cells[0][1]}']")
    page.click(f"td[data-r='{cells[-1][0]}'][data-c='{cells[-1][1]}']")
    page.locator(f"li.word.done[aria-label='{p.word}, found']").wait_for()
    page.reload()
    page.locator("#status", has_text="Welcome back").wait_for()
    assert page.locator("li.word.done").all_inner_texts() == [p.word]
    assert page.locator("svg.bands line.found").count() == 1


def test_the_pages_words_and_numbers_are_the_models(page: Any) -> None:
    from wordgrid.batch import examples_folder

    page.goto("/")
    page.locator("#library a").first.wait_for()
    for name in ("fillin_21x21.txt", "fillin_15x15.txt", "test_puzzle.txt"):
        puzzle = as_puzzle(read(examples_folder() / name))
        found = page.evaluate(
            """async (rows) => {
              const { findSlots } = await import("/puzzle.js");
              return findSlots(rows, 2).slots.map((s) => [s.direction, s.number, s.cells]);
            }""",
            list(puzzle.grid.rows),
        )
        assert found == [
            [s.direction.label, puzzle.slot_number(s), [list(cell) for cell in s.cells]]
            for s in puzzle.slots
        ], name


def test_a_shaped_search_with_clues_a_secret_and_a_message(
    page: Any, library: Path, shots: Path
) -> None:
    ws = made(
        ["CAT", "DOG", "BIRD", "FISH", "GOAT", "MOUSE"],
        rows=7,
        cols=7,
        seed=5,
        shape=built_in("heart"),
        message="Be kind",
        secrets=["OWL"],
        clues={"CAT": "it purrs", "DOG": "it barks"},
    )
    name = "shaped-search.json"
    (library / name).write_bytes(dumps(ws, "json"))
    # The server hears of a new file from its folder watcher, a moment after it is written.
    until(lambda: page.request.get(f"/api/puzzles/{name}").status, lambda status: status == 200)
    try:
        open_puzzle(page, name)
        outside = sum(row.count(OUTSIDE) for row in ws.rows)
        assert outside > 0
        cells = page.locator("td.outside")
        assert cells.count() == outside
        assert all(text == "" for text in cells.all_inner_texts())
        assert cells.first.get_attribute("aria-label").endswith("outside the shape")
        # The list shows the clues, not the answers, and the secret word is not listed.
        listed = page.locator("li.word").all_inner_texts()
        assert listed == [shown for _, shown in ws.listed()]
        assert "it purrs" in listed and "CAT" not in listed and "OWL" not in listed
        page.get_by_text("1 secret word is hidden too").wait_for()
        drag_across(page, ws.secrets[0])
        page.get_by_text("Found a secret word: OWL!").wait_for()
        for p in ws.placements:
            drag_across(page, p)
            page.locator(f"li.word.done[aria-label='{ws.shown(p.word)}, found']").wait_for()
        page.locator("#solved").wait_for(state="visible")
        page.get_by_text("The hidden message: Be kind").wait_for()
        page.screenshot(path=str(shots / "wordsearch-shaped.png"), full_page=True)
    finally:
        (library / name).unlink()
