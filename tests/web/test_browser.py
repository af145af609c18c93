"""The pages in real Chromium (Debian's, driven by Playwright): what a player does and sees."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.web.conftest import CROSSWORD, FILL_IN, WORD_SEARCH


def test_library_page_lists_every_puzzle(page: Any, shots: Path) -> None:
    page.goto("/")
    links = page.locator("#library a")
    links.first.wait_for()
    assert links.count() == 3
    titles = links.all_inner_texts()
    assert any("sample puzzle" in t for t in titles)
    hrefs = [links.nth(k).get_attribute("href") for k in range(3)]
    assert {h.split("id=")[1] for h in hrefs} == {FILL_IN, CROSSWORD, WORD_SEARCH}
    page.screenshot(path=str(shots / "library.png"), full_page=True)
