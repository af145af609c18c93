"""The library page on a folder of 10,000 puzzles, in real Chromium: paging, searching,
filtering and sorting, at desktop and at phone width.

The folder holds four puzzles (an easy fill-in, a harder one, a crossword, a word search),
each under 2,500 names: the index reads and hashes 10,000 files, and solves four.
"""

from __future__ import annotations

import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.web.conftest import (
    CROSSWORD,
    FILL_IN,
    WORD_SEARCH,
    browser_tab,
    delay_records,
    make_library,
    serving,
)
from wordgrid.batch import examples_folder

COPIES = 2_500
KINDS = {
    FILL_IN: "Fill in",  # sample_puzzle.txt: a fill-in, rated
    "fillin_13x13.txt": "Big fill in",
    CROSSWORD: "Crossword",
    WORD_SEARCH: "Word search",
}


@pytest.fixture(scope="module")
def big_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    source = make_library(tmp_path_factory.mktemp("four"))
    shutil.copy(examples_folder() / "fillin_13x13.txt", source)
    folder = tmp_path_factory.mktemp("ten_thousand")
    for name, title in KINDS.items():
        data = (source / name).read_bytes()
        suffix = Path(name).suffix
        for k in range(1, COPIES + 1):
            (folder / f"{title} {k:04d}{suffix}").write_bytes(data)
    return folder


@pytest.fixture(scope="module")
def big_server(big_folder: Path) -> Iterator[str]:
    with serving(big_folder) as url:
        yield url


@pytest.fixture
def big_page(browser: Any, big_server: str) -> Iterator[Any]:
    with browser_tab(browser, big_server, timeout=60_000) as tab:  # the index may be filling
        yield tab


def titles(page: Any) -> list[str]:
    texts: list[str] = page.locator("#library a").all_inner_texts()
    return texts


def wait_ready(page: Any) -> None:
    expect(page.locator("#status")).to_have_text(re.compile(r"of 10,000 puzzles"))
    expect(page.locator("#indexing")).to_be_hidden()


def test_pages_through_ten_thousand(big_page: Any, shots: Path) -> None:
    page = big_page
    page.goto("/")
    wait_ready(page)
    assert page.locator("#library li").count() == 100  # a page, not the whole folder
    expect(page.locator("#status")).to_have_text("1–100 of 10,000 puzzles")
    expect(page.locator("#where")).to_have_text("Page 1 of 100")
    assert titles(page)[0] == "Big fill in 0001"  # the folder's natural order
    expect(page.locator("#previous")).to_be_disabled()
    expect(page.locator("#sort")).to_have_value("name")
    page.screenshot(path=str(shots / "library-10000.png"), full_page=False)

    page.click("#next")
    expect(page.locator("#status")).to_have_text("101–200 of 10,000 puzzles")
    assert titles(page)[0] == "Big fill in 0101"
    assert "page=2" in page.url
    page.click("#last")
    expect(page.locator("#where")).to_have_text("Page 100 of 100")
    assert titles(page)[-1] == "Word search 2500"
    expect(page.locator("#next")).to_be_disabled()
    page.go_back()  # the address keeps the place
    expect(page.locator("#where")).to_have_text("Page 2 of 100")


def test_search_filter_and_sort(big_page: Any, shots: Path) -> None:
    page = big_page
    page.goto("/")
    wait_ready(page)
    page.fill("#q", "crossword 1234")
    expect(page.locator("#status")).to_have_text("1 puzzle")
    expect(page.locator("#library a")).to_have_text(["Crossword 1234"])
    page.fill("#q", "CROSS")  # words anywhere in the title or the author, case aside
    expect(page.locator("#status")).to_have_text("1–100 of 2,500 puzzles")
    page.fill("#q", "")
    page.select_option("#kind", "word search")
    # The crosswords' page said "1–100 of 2,500 puzzles" too: wait for the new page itself.
    expect(page.locator("#library a").first).to_have_text(re.compile("^Word search"))
    expect(page.locator("#status")).to_have_text("1–100 of 2,500 puzzles")
    assert all(t.startswith("Word search") for t in titles(page))
    page.select_option("#kind", "")
    page.select_option("#rating", "easy")
    expect(page.locator("#status")).to_have_text(re.compile(r" of 5,000 puzzles"))
    page.select_option("#rating", "")
    page.select_option("#sort", "-size")
    expect(page.locator("#library .facts").first).to_contain_text("13×13")
    page.select_option("#sort", "-title")
    expect(page.locator("#library a").first).to_have_text("Word search 2500")
    assert "sort=-title" in page.url
    page.reload()  # the choices come back from the address
    expect(page.locator("#sort")).to_have_value("-title")
    expect(page.locator("#library a").first).to_have_text("Word search 2500")
    page.fill("#q", "nothing of the kind")
    expect(page.locator("#status")).to_have_text("No puzzle matches. Try other words or filters.")
    expect(page.locator("#pager")).to_be_hidden()


def test_a_link_opens_the_puzzle(big_page: Any) -> None:
    page = big_page
    page.goto("/?q=crossword+0042")
    expect(page.locator("#library a")).to_have_count(1)
    page.click("#library a")
    page.locator("#grid-wrap [role=grid]").wait_for()
    assert "Crossword%200042.json" in page.url or "Crossword 0042.json" in page.url


def test_phone_width(browser: Any, big_server: str, shots: Path) -> None:
    context = browser.new_context(
        base_url=big_server, viewport={"width": 375, "height": 740}, device_scale_factor=2
    )
    context.set_default_timeout(60_000)
    page = context.new_page()
    page.goto("/?kind=fill-in&sort=no-such-order")
    expect(page.locator("#status")).to_have_text("1–100 of 5,000 puzzles")
    expect(page.locator("#sort")).to_have_value("name")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 375, f"the page is {width} px wide at 375"
    for control in ("#q", "#kind", "#rating", "#sort", "#next"):
        box = page.locator(control).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 375
        assert box["height"] >= 32, f"{control} is too small to tap"
    page.screenshot(path=str(shots / "library-375.png"), full_page=False)
    page.locator("#pager").scroll_into_view_if_needed()
    page.screenshot(path=str(shots / "library-375-pager.png"), full_page=False)
    context.close()


def test_the_page_says_how_far_the_index_has_got(
    page: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, shots: Path
) -> None:
    delay_records(monkeypatch, lambda name: time.sleep(0.02))  # puzzles slow to solve
    folder = tmp_path / "slow"
    folder.mkdir()
    for k in range(1, 301):
        word = "".join(chr(ord("A") + int(digit)) for digit in f"{k:03d}")  # each file its own
        (folder / f"p{k}.txt").write_text(f"{word}\n\n...\n", encoding="utf-8")
    with serving(folder) as url:
        page.goto(url + "/")
        expect(page.locator("#indexing")).to_have_text(
            re.compile(r"Reading the folder: [\d,]+ of 300 files so far\.")
        )
        # The rows indexed so far are there to play while the rest are read.
        expect(page.locator("#library li").first).to_contain_text("1 word ·")
        expect(page.locator("#status")).to_have_text(re.compile(r"puzzles so far$"))
        page.screenshot(path=str(shots / "library-indexing.png"))
        expect(page.locator("#status")).to_have_text("1–100 of 300 puzzles", timeout=60_000)
        expect(page.locator("#indexing")).to_be_hidden()
