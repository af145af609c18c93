"""`wordgrid site`: a folder's library as a static site, served by a plain static file server
(Python's http.server) and played in real Chromium; rebuilt, it writes only what changed."""

from __future__ import annotations

import contextlib
import functools
import json
import shutil
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
from playwright.sync_api import expect

from tests.web.conftest import (
    CROSSWORD,
    FILL_IN,
    WORD_SEARCH,
    accessibility_problems,
    browser_tab,
    indexed,
    make_library,
)
from tests.web.openapi import CheckedClient
from wordgrid.batch import examples_folder
from wordgrid.cli import main
from wordgrid.web.app import create_app
from wordgrid.web.site import MANIFEST, build_site

MANY = 1000


class Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextlib.contextmanager
def static_server(folder: Path) -> Iterator[str]:
    """A plain static file server for `folder` on 127.0.0.1: what any web host does."""
    handler = functools.partial(Quiet, directory=str(folder))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def many(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder of 1,000 puzzles: three files (a fill-in, a crossword, a word search), each
    under many names, as a class's folder of weekly copies might be."""
    source = make_library(tmp_path_factory.mktemp("three"))
    folder = tmp_path_factory.mktemp("many")
    kinds = [FILL_IN, CROSSWORD, WORD_SEARCH]
    for k in range(MANY):
        original = kinds[k % 3]
        shutil.copy(source / original, folder / f"week_{k + 1:04d}{Path(original).suffix}")
    return folder


@pytest.fixture(scope="module")
def site(many: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    report = build_site(many, out, workers=1)
    assert (report.puzzles, report.left_out) == (MANY, 0)
    return out


def test_a_site_of_1000_puzzles_lists_searches_and_plays_one(
    browser: Any, site: Path, shots: Path
) -> None:
    with static_server(site) as url, browser_tab(browser, url) as tab:
        tab.goto("/")
        expect(tab.locator("#library li")).to_have_count(100)
        expect(tab.locator("#status")).to_have_text("1–100 of 1,000 puzzles")
        expect(tab.locator("#where")).to_have_text("Page 1 of 10")
        expect(tab.locator("#make-link")).to_be_hidden()  # nothing to make puzzles with
        assert accessibility_problems(tab) == []
        tab.get_by_role("button", name="Last").click()
        expect(tab.locator("#where")).to_have_text("Page 10 of 10")
        expect(tab.locator("#library a").first).to_have_text("week 0901")
        tab.locator("#kind").select_option("word search")
        expect(tab.locator("#status")).to_have_text("1–100 of 333 puzzles")
        tab.locator("#q").fill("0513")
        expect(tab.locator("#status")).to_have_text("1 puzzle")
        tab.screenshot(path=str(shots / "site-library.png"), full_page=True)
        tab.get_by_role("link", name="week 0513").click()
        tab.locator("#grid-wrap [role=grid]").wait_for()
        expect(tab.locator("#title")).to_have_text("week 0513")
        expect(tab.locator("#print")).to_have_attribute("href", "pdf/week_0513.json.pdf")
        pdf = tab.request.get(f"{url}/pdf/week_0513.json.pdf")
        assert pdf.ok and pdf.body().startswith(b"%PDF")
        tab.goto("/play.html?id=week_0002.json")  # a crossword
        tab.locator("#grid-wrap input").first.click()
        tab.keyboard.type("X")
        tab.get_by_role("button", name="Check puzzle").click()
        expect(tab.locator("#status")).to_have_text("1 wrong letter in the puzzle, marked.")
        tab.get_by_role("button", name="Reveal puzzle").click()
        expect(tab.locator("#solved")).to_be_visible()


def test_the_sites_pages_are_the_servers_in_every_order_and_filter(
    browser: Any, tmp_path: Path
) -> None:
    folder = make_library(tmp_path / "puzzles")
    for name in ("fillin_13x13.txt", "test_puzzle.txt", "crossword_7x7.ipuz"):
        shutil.copy(examples_folder() / name, folder / name)
    out = tmp_path / "site"
    build_site(folder, out, workers=1)
    queries = [
        {"sort": sort, "kind": kind, "q": q, "limit": limit, "offset": offset}
        for sort in (
            "name",
            "-name",
            "title",
            "-title",
            "size",
            "-size",
            "difficulty",
            "-difficulty",
            "kind",
        )
        for kind, q, limit, offset in (
            ("", "", 100, 0),
            ("fill-in", "", 2, 1),
            ("", "puzzle", 100, 0),
        )
    ]
    with CheckedClient(create_app(folder)) as client:
        served = [indexed(client).get(f"/api/puzzles?{_query(q)}").json() for q in queries]
    with static_server(out) as url, browser_tab(browser, url) as tab:
        tab.goto("/")
        tab.locator("#library li").first.wait_for()
        pages = tab.evaluate(
            """async (queries) => {
                const { openCatalog } = await import("./catalog.js");
                const catalog = openCatalog();
                return Promise.all(queries.map((q) => catalog.page(new URLSearchParams(q))));
            }""",
            [_query(q) for q in queries],
        )
    for query, want, got in zip(queries, served, pages, strict=True):
        assert [p["id"] for p in got["puzzles"]] == [p["id"] for p in want["puzzles"]], query
        assert got["total"] == want["total"], query
        assert got["puzzles"] == want["puzzles"], query


def _query(q: dict[str, Any]) -> str:
    return urlencode({k: v for k, v in q.items() if v != ""})


def test_a_rebuild_writes_only_what_changed(tmp_path: Path) -> None:
    folder = make_library(tmp_path / "puzzles")
    out = tmp_path / "site"
    first = build_site(folder, out, workers=1)
    assert first.puzzles == 3 and first.left_out == 1  # notes.txt is no puzzle
    again = build_site(folder, out, workers=1)
    assert (again.built, again.written, again.removed) == (0, [], [])
    shutil.copy(examples_folder() / "test_puzzle.txt", folder / "new.txt")
    added = build_site(folder, out, workers=1)
    assert added.built == 1
    written = {p.relative_to(out).as_posix() for p in added.written}
    assert written == {
        "puzzles/new.txt.json",
        "pdf/new.txt.pdf",
        "library/first.json",
        "library/index.json",
        MANIFEST,
    }
    (folder / "new.txt").unlink()
    removed = build_site(folder, out, workers=1)
    assert {p.relative_to(out).as_posix() for p in removed.removed} == {
        "puzzles/new.txt.json",
        "pdf/new.txt.pdf",
    }


def test_a_no_reveal_site_holds_no_answer(tmp_path: Path) -> None:
    folder = tmp_path / "puzzles"
    folder.mkdir()
    shutil.copy(examples_folder() / "crossword_7x7.ipuz", folder / "mini.ipuz")
    out = tmp_path / "site"
    build_site(folder, out, reveal=False, workers=1)
    page = json.loads((out / "puzzles" / "mini.ipuz.json").read_text(encoding="utf-8"))
    assert set(page["key"]) == {"salt", "grid", "entries"}
    text = (out / "puzzles" / "mini.ipuz.json").read_text(encoding="utf-8")
    from wordgrid.formats import read
    from wordgrid.model import Solution

    solution = read(folder / "mini.ipuz")
    assert isinstance(solution, Solution)
    assert not [p.word for p in solution.placements if len(p.word) > 3 and p.word in text]
    assert not [row for row in solution.rows if row in text]


def test_the_site_command_says_what_it_did(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = make_library(tmp_path / "puzzles")
    out = tmp_path / "site"
    assert main(["site", str(folder), "-o", str(out), "--title", "Year 5 & friends"]) == 0
    said = capsys.readouterr().err
    assert "3 puzzles in" in said and "1 file left out" in said
    assert "<h1>Year 5 &amp; friends</h1>" in (out / "index.html").read_text(encoding="utf-8")
    assert '<a href="./">Year 5 &amp; friends</a>' in (out / "play.html").read_text(
        encoding="utf-8"
    )
    assert main(["site", str(folder), "-o", str(folder / "inside")]) == 2
    assert "inside the folder" in capsys.readouterr().err
    assert main(["site", str(folder), "-o", str(tmp_path)]) == 2
    assert "inside the site" in capsys.readouterr().err


def test_a_puzzle_that_cant_load_shows_its_message_and_the_way_back(
    browser: Any, tmp_path: Path, shots: Path
) -> None:
    out = tmp_path / "site"
    build_site(make_library(tmp_path / "lib"), out, workers=1)
    with static_server(out) as url, browser_tab(browser, url) as tab:
        tab.goto("/play.html?id=gone.json")
        expect(tab.locator("#status")).to_have_text("No puzzle gone.json on this site.")
        tab.screenshot(path=str(shots / "site-missing-puzzle.png"))
        assert tab.locator("main button:visible, #print:visible").count() == 0
        expect(tab.locator("#grid-wrap")).to_be_hidden()
        assert accessibility_problems(tab) == []
        tab.get_by_role("link", name="Back to the library").click()
        expect(tab.locator("#library li")).to_have_count(3)
