"""The player on a phone and from the keyboard, in real Chromium, and axe-core on every page.

A phone is 375x700 with touch: a 15x15 crossword with a long title is whole on the first
screen with cells of 22 px or more, and the focus view draws the current word in 28 px cells
at least. At 320, 375 and 390 px, a 15x15's and a 21x21's numbers stay clear of their letters
(compared pixel by pixel); a 21x21 keeps readable cells and pans to the current word. From
the keyboard the grid is one Tab stop, and the shortcuts (never a letter) reach check,
reveal, the clue list and the toolbar, listed in the keys dialog.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops
from playwright.sync_api import expect

from tests.web.conftest import (
    CROSSWORD,
    FILL_IN,
    WORD_SEARCH,
    accessibility_problems,
    big_crossword,
    browser_tab,
    make_library,
    serving,
)
from wordgrid.formats import dumps

BIG = "big15.json"
HUGE = "big21.json"
LONG_TITLE = "The Saturday Stumper of the twenty-seventh of November, with a title that runs on"
PHONE: dict[str, Any] = {
    "viewport": {"width": 375, "height": 700},
    "is_mobile": True,
    "has_touch": True,
}


@pytest.fixture(scope="module")
def big_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = make_library(tmp_path_factory.mktemp("big"))
    (folder / BIG).write_bytes(dumps(big_crossword(15, LONG_TITLE), "json"))
    (folder / HUGE).write_bytes(dumps(big_crossword(21), "json"))
    with serving(folder) as url:
        yield url


@contextlib.contextmanager
def opened(browser: Any, url: str, puzzle: str, **options: Any) -> Iterator[Any]:
    with browser_tab(browser, url, **options) as tab:
        tab.goto(f"/play.html?id={puzzle}")
        tab.locator("#grid-wrap [role=grid] input, #grid-wrap [role=grid] td").first.wait_for()
        yield tab


def box(tab: Any, selector: str) -> dict[str, float]:
    found: dict[str, float] = tab.locator(selector).first.bounding_box()
    return found


def active(tab: Any) -> dict[str, Any]:
    """Where the focus is: the element's tag, id, class, and its cell when it is one."""
    found: dict[str, Any] = tab.evaluate(
        """() => { const e = document.activeElement;
        return {tag: e.tagName, id: e.id, cls: e.className, inGrid: !!e.closest('[role=grid]'),
                r: e.dataset.r, c: e.dataset.c}; }"""
    )
    return found


def test_a_15x15_with_a_long_title_is_whole_on_a_phone(browser: Any, big_server: str) -> None:
    with opened(browser, big_server, BIG, **PHONE) as tab:
        grid = box(tab, "#grid-wrap table")
        cell = box(tab, "#grid-wrap td")
        assert grid["y"] + grid["height"] <= 700, grid  # no scrolling to see its last row
        assert grid["x"] >= 0 and grid["x"] + grid["width"] <= 375, grid
        assert cell["width"] >= 22 and cell["height"] >= 22, cell
        assert box(tab, "header.top")["height"] <= 48  # the long title: one line, cut short
        assert tab.get_attribute("#heading", "title") == LONG_TITLE
        assert accessibility_problems(tab) == []


def test_the_focus_view_draws_the_word_large_and_taps_go_to_the_grid(
    browser: Any, big_server: str, shots: Path
) -> None:
    with opened(browser, big_server, BIG, **PHONE) as tab:
        tab.locator("#grid-wrap input").first.tap()
        cells = tab.locator("#word-strip .strip-cell")
        assert cells.count() == 15  # 1 across
        assert all(cells.nth(k).bounding_box()["width"] >= 28 for k in range(3))
        cells.nth(2).tap()  # the third letter of the word, in the grid
        assert active(tab) | {"tag": "INPUT", "r": "0", "c": "2"} == active(tab)
        tab.keyboard.type("Q")  # the phone's keyboard still types into the grid
        assert tab.input_value('#grid-wrap input[data-r="0"][data-c="2"]') == "Q"
        assert cells.nth(2).inner_text() == "Q" and "current" in cells.nth(3).get_attribute("class")
        tab.get_by_role("button", name="Next word").tap()
        assert tab.inner_text("#current-clue").startswith("16 across")
        assert active(tab)["inGrid"]
        tab.screenshot(path=str(shots / "phone-15x15.png"))


# The widths of the phones people play on: iPhone SE, iPhone 8 to 13 mini, iPhone 12 to 14.
PHONE_WIDTHS = (320, 375, 390)
READABLE = 20  # px: the smallest cell the player draws (style.css's --readable)


def on_phone(width: int, height: int = 700) -> dict[str, Any]:
    return PHONE | {"viewport": {"width": width, "height": height}}


Box = tuple[int, int, int, int]  # left, top, right, bottom in screenshot pixels


def ink_box(shown: Image.Image, without: Image.Image, box: Box) -> Box | None:
    """Where two screenshots differ inside `box`: the bounding box (left, top, right, bottom,
    the last two exclusive) of what one element draws there, or None."""
    diff = ImageChops.difference(shown.crop(box), without.crop(box)).convert("L")
    return diff.point(lambda v: 255 if v > 24 else 0).getbbox()


# Sets (or with no value, removes) one style property on every element a selector finds.
STYLE_ALL = """([selector, property, value]) => document.querySelectorAll(selector)
    .forEach((e) => value ? e.style.setProperty(property, value, 'important')
                          : e.style.removeProperty(property))"""
# The frame's scroll positions that show every column of the grid, overlapping a little.
PANS = """(w) => { const most = w.scrollWidth - w.clientWidth, step = w.clientWidth - 60;
    const count = Math.ceil(most / step) + 1;
    return Array.from({length: count}, (_, k) => Math.min(k * step, most)); }"""
# The numbered squares wholly inside the frame: "r,c" and their box on the page.
NUMBERED = """() => { const frame = document.getElementById('grid-wrap').getBoundingClientRect();
    return [...document.querySelectorAll('#grid-wrap td:has(.number)')].flatMap((td) => {
        const b = td.getBoundingClientRect(), {r, c} = td.querySelector('input').dataset;
        if (b.left < frame.left - 0.5 || b.right > frame.right + 0.5) return [];
        const box = [b.left + scrollX, b.top + scrollY, b.right + scrollX, b.bottom + scrollY];
        return [{key: `${r},${c}`, box}]; }); }"""


def screenshot_without(tab: Any, selector: str = "", prop: str = "", value: str = "") -> Any:
    """The whole page, with `prop: value` on every `selector` while it is taken."""
    if selector:
        tab.evaluate(STYLE_ALL, [selector, prop, value])
    shot = Image.open(io.BytesIO(tab.screenshot(full_page=True))).convert("RGB")
    if selector:
        tab.evaluate(STYLE_ALL, [selector, prop, ""])
    return shot


def numbers_and_letters(tab: Any) -> dict[str, tuple[Box | None, Box | None]]:
    """Each numbered cell's number and letter, as ink boxes in its cell (pixels where the page
    differs without the number, and without the letters), over every pan of the grid."""
    found: dict[str, tuple[Box | None, Box | None]] = {}
    wrap = tab.locator("#grid-wrap")
    scale = tab.evaluate("devicePixelRatio")
    for left in wrap.evaluate(PANS):
        wrap.evaluate("(w, left) => { w.scrollLeft = left; }", left)
        cells = tab.evaluate(NUMBERED)
        shown = screenshot_without(tab)
        no_letters = screenshot_without(tab, "#grid-wrap input", "color", "transparent")
        no_numbers = screenshot_without(tab, "#grid-wrap .number", "visibility", "hidden")
        for cell in cells:
            left, top, right, bottom = (round(v * scale) for v in cell["box"])
            box = (left, top, right, bottom)
            found[cell["key"]] = (ink_box(shown, no_numbers, box), ink_box(shown, no_letters, box))
    return found


def overlap(a: Box | None, b: Box | None) -> bool:
    assert a and b
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("width", PHONE_WIDTHS)
@pytest.mark.parametrize("puzzle", [BIG, HUGE])
def test_numbers_stay_clear_of_letters_on_a_phone(
    browser: Any, big_server: str, shots: Path, puzzle: str, width: int
) -> None:
    with opened(browser, big_server, puzzle, **on_phone(width)) as tab:
        tab.click('[data-reveal="puzzle"]')  # every square's letter
        tab.locator("#solved").wait_for(state="visible")
        tab.click("#solved-close")
        tab.screenshot(path=str(shots / f"phone-{width}-{puzzle}.png"), full_page=True)
        frame = box(tab, "#grid-wrap")
        assert frame["x"] >= 0 and frame["x"] + frame["width"] <= width  # the grid pans inside
        assert box(tab, "#grid-wrap td")["width"] >= READABLE - 0.5
        sizes = tab.evaluate(
            """() => { const px = (e) => parseFloat(getComputedStyle(e).fontSize);
            return {number: px(document.querySelector('#grid-wrap .number')),
                    letter: px(document.querySelector('#grid-wrap input'))}; }"""
        )
        assert sizes["number"] >= 7 and sizes["letter"] >= 11, sizes
        found = numbers_and_letters(tab)
        assert len(found) == tab.locator("#grid-wrap .number").count()  # every number seen
        boxes = {key: pair for key, pair in found.items() if None not in pair}
        assert boxes.keys() == found.keys()  # each number and letter left ink to compare
        assert [key for key, (number, letter) in boxes.items() if overlap(number, letter)] == []


def test_a_21x21_pans_to_the_current_word_on_a_small_phone(
    browser: Any, big_server: str, shots: Path
) -> None:
    """On a 320x480 screen (an iPhone SE with its keyboard up) a 21x21's readable cells make it
    wider than the screen: the grid pans sideways to the current word, and the page scrolls it
    out from under the sticky clue bar."""
    with opened(browser, big_server, HUGE, **on_phone(320, 480)) as tab:
        wrap = tab.locator("#grid-wrap")
        assert wrap.evaluate("w => w.scrollWidth > w.clientWidth")  # it pans
        tab.locator('#grid-wrap input[data-r="0"][data-c="0"]').tap()
        for _ in range(7):  # 1, 22, 23 across, then row 4's five words: the last, R4C17-R4C19
            tab.get_by_role("button", name="Next word").tap()
        assert wrap.evaluate("w => w.scrollLeft") > 0
        assert word_in_sight(tab), tab.inner_text("#current-clue")
        tab.screenshot(path=str(shots / "phone-320-panned.png"))
        clues = tab.locator("#side button.clue")
        clues.nth(40).tap()  # the last across clue, far below: row 21's word
        assert tab.inner_text("#current-clue").startswith(clues.nth(40).inner_text().split()[0])
        assert word_in_sight(tab)
        assert active(tab) | {"r": "20", "c": "0"} == active(tab)
        # A tap on R20C17, at the frame's right edge: the grid stays under the finger, though
        # the rest of its word (R20C17-R20C19) is out of sight. Typing moves on, and pans.
        square = tab.locator('#grid-wrap input[data-r="19"][data-c="16"]')
        wrap.evaluate(
            "(w, td) => { w.scrollLeft += td.getBoundingClientRect().right"
            " - w.getBoundingClientRect().right; }",
            square.element_handle(),
        )
        before = wrap.evaluate("w => w.scrollLeft")
        square.tap()
        assert wrap.evaluate("w => w.scrollLeft") == before and not word_in_sight(tab)
        tab.keyboard.type("A")
        assert word_in_sight(tab) and wrap.evaluate("w => w.scrollLeft") > before


def test_a_tap_whose_focus_comes_late_leaves_the_grid_where_it_is(
    browser: Any, big_server: str
) -> None:
    """A busy phone may run the page's timers between the finger's lift and the mouse events
    that follow it, which move the focus: the grid still doesn't pan under the finger. The
    tap's events are sent by hand, in that order, with a pause after the lift."""
    with opened(browser, big_server, HUGE, **on_phone(320, 480)) as tab:
        wrap = tab.locator("#grid-wrap")
        square = tab.locator('#grid-wrap input[data-r="19"][data-c="16"]')
        tab.locator('#grid-wrap input[data-r="0"][data-c="0"]').tap()
        wrap.evaluate(
            "(w, td) => { w.scrollLeft += td.getBoundingClientRect().right"
            " - w.getBoundingClientRect().right; }",
            square.element_handle(),
        )
        before = wrap.evaluate("w => w.scrollLeft")
        square.evaluate(
            """async (input) => {
            const send = (type) => input.dispatchEvent(new PointerEvent(type,
                {bubbles: true, pointerType: "touch", isPrimary: true}));
            send("pointerdown");
            send("pointerup");
            await new Promise((done) => setTimeout(done, 50));
            input.focus();
            input.dispatchEvent(new MouseEvent("click", {bubbles: true}));
        }"""
        )
        assert active(tab) | {"r": "19", "c": "16"} == active(tab)
        assert wrap.evaluate("w => w.scrollLeft") == before and not word_in_sight(tab)
        tab.keyboard.type("A")  # typing moves on, and pans
        assert word_in_sight(tab) and wrap.evaluate("w => w.scrollLeft") > before


# Whether the current word is in sight: inside the grid's frame (the cursor's square, for a
# word wider than the frame), below the clue bar and above the screen's bottom.
IN_SIGHT = """() => { const box = (e) => e.getBoundingClientRect();
    const word = [...document.querySelectorAll('#grid-wrap td.in-word')].map(box);
    const here = box(document.querySelector('#grid-wrap td.current'));
    const frame = box(document.getElementById('grid-wrap'));
    const bar = box(document.querySelector('.focus'));
    const inside = (b) => b.left >= frame.left - 0.5 && b.right <= frame.right + 0.5;
    const least = (side) => Math.min(...word.map((b) => b[side]));
    const most = (side) => Math.max(...word.map((b) => b[side]));
    const [left, right] = [least('left'), most('right')];
    const across = right - left <= frame.width ? inside({left, right}) : inside(here);
    const down = least('top') >= bar.bottom - 0.5 && most('bottom') <= innerHeight;
    return across && inside(here) && down; }"""


def word_in_sight(tab: Any) -> bool:
    found: bool = tab.evaluate(IN_SIGHT)
    return found


def test_one_tab_leaves_a_15x15_grid(browser: Any, big_server: str) -> None:
    with opened(browser, big_server, BIG) as tab:
        tab.locator('#grid-wrap input[data-r="4"][data-c="6"]').click()
        tab.keyboard.press("Tab")
        assert not active(tab)["inGrid"]  # one Tab, whatever the number of words
        tab.keyboard.press("Shift+Tab")
        assert active(tab) | {"r": "4", "c": "6"} == active(tab)  # back to the same cell
        assert tab.inner_text("#current-clue").startswith("22 across")
        tab.keyboard.press("PageDown")  # word to word is Page Down (or ])
        assert tab.inner_text("#current-clue").startswith("26 across")
        tab.keyboard.press("[")
        assert tab.inner_text("#current-clue").startswith("22 across")


def test_shortcuts_reach_check_reveal_the_clues_and_the_toolbar(
    browser: Any, big_server: str, shots: Path
) -> None:
    with opened(browser, big_server, BIG) as tab:
        first = tab.locator('#grid-wrap input[data-r="0"][data-c="0"]')
        first.click()
        tab.keyboard.press("?")
        assert tab.evaluate("document.getElementById('keys').open")
        dialog = tab.inner_text("#keys")
        for said in ("check the current word", "reveal the current letter", "leave the grid"):
            assert said in dialog
        assert accessibility_problems(tab) == []
        tab.screenshot(path=str(shots / "keys-dialog.png"))
        tab.keyboard.press("Escape")
        assert not tab.evaluate("document.getElementById('keys').open")
        assert active(tab) | {"r": "0", "c": "0"} == active(tab)  # the focus came back
        tab.keyboard.type("AB")  # letters are typed, never taken for a shortcut
        assert tab.input_value('#grid-wrap input[data-r="0"][data-c="1"]') == "B"
        tab.keyboard.press("!")
        expect(tab.locator("#status")).to_contain_text("in this word")
        tab.keyboard.press("*")  # the cursor's letter, after AB: R1C3
        expect(tab.locator("#status")).to_contain_text("Revealed the cell")
        assert tab.input_value('#grid-wrap input[data-r="0"][data-c="2"]') != ""
        tab.keyboard.press("/")
        assert "clue" in active(tab)["cls"] and tab.get_attribute(":focus", "aria-current")
        tab.keyboard.press("Escape")
        assert active(tab)["inGrid"]
        tab.keyboard.press("\\")
        assert active(tab)["tag"] == "BUTTON" and tab.inner_text(":focus") == "Check cell"
        tab.keyboard.press("Escape")
        assert active(tab)["inGrid"]


def test_a_ring_leaves_its_number_clear_on_screen(browser: Any, big_server: str) -> None:
    """The pixels round a circled cell's number are those of the same cell without its
    circle: the ring passes behind the number."""
    with opened(browser, big_server, BIG) as tab:
        cell = tab.locator("#grid-wrap td.circle:has(.number)").nth(3)  # 7 across, R1C7
        number = cell.locator(".number").bounding_box()
        whole = cell.bounding_box()
        clips = [{k: b[k] for k in ("x", "y", "width", "height")} for b in (number, whole)]
        ringed = [tab.screenshot(clip=clip) for clip in clips]
        cell.evaluate("td => td.classList.remove('circle')")
        plain = [tab.screenshot(clip=clip) for clip in clips]
        assert plain[0] == ringed[0]  # round the number: the same
        assert plain[1] != ringed[1]  # the cell: the ring is there to see


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_every_page_passes_axe(browser: Any, big_server: str, size: str) -> None:
    options: dict[str, Any] = PHONE if size == "phone" else {}
    problems: dict[str, list[str]] = {}
    with browser_tab(browser, big_server, **options) as tab:
        tab.goto("/")
        tab.locator("#library a").first.wait_for()
        tab.click("#left-out summary")  # the files that can't be played, and why
        tab.locator("#left-out-files li").first.wait_for()
        assert tab.inner_text("#left-out-files").startswith("notes.txt: this file is a grid")
        problems["library"] = accessibility_problems(tab)
        for puzzle in (FILL_IN, CROSSWORD, WORD_SEARCH, BIG):
            tab.goto(f"/play.html?id={puzzle}")
            tab.locator("#grid-wrap [role=grid]").wait_for()
            problems[puzzle] = accessibility_problems(tab)
        for part in ("fill-in", "wordsearch", "construct"):
            tab.goto(f"/make.html#{part}")
            tab.locator("main").wait_for()
            problems[f"make#{part}"] = accessibility_problems(tab)
    assert {page: found for page, found in problems.items() if found} == {}
