"""A small library (a fill-in, a crossword, a word search), the app over it, a real server on
127.0.0.1, and Chromium driven by Playwright for the browser tests."""

from __future__ import annotations

import contextlib
import shutil
import socket
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest
from starlette.testclient import TestClient

from tests.web.openapi import CheckedClient
from tests.wordsearch.making import made
from wordgrid.batch import examples_folder
from wordgrid.formats import dumps
from wordgrid.model import ACROSS, DOWN, Clue, Grid, Puzzle, Solution, WordBank
from wordgrid.web.app import create_app

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
FILL_IN = "sample_puzzle.txt"
CROSSWORD = "pets.json"
WORD_SEARCH = "animals.json"
WORD_SEARCH_WORDS = ("CAT", "DOG", "BIRD", "FISH", "OWL")


def crossword() -> Solution:
    """A 3x3 crossword with clues: CAT and BOW across, CAB and TOW down."""
    puzzle = Puzzle(
        Grid(("...", ".#.", "...")),
        WordBank.from_words(["BOW", "CAB", "CAT", "TOW"]),
        clues=(
            Clue(1, ACROSS, "Purring pet"),
            Clue(3, ACROSS, "Ribbon tied in a loop"),
            Clue(1, DOWN, "Taxi"),
            Clue(2, DOWN, "Pull behind a truck"),
        ),
    )
    return Solution(puzzle, ("CAT", "BOW", "CAB", "TOW"))


def big_crossword(side: int, title: str = "", seed: int = 1) -> Solution:
    """A side x side crossword with a clue for every word and circled cells, some of them
    numbered: blocks where row and column are both 3 mod 4, other cells random letters."""
    import random

    from wordgrid.model import CellStyle, Metadata, spelled_words

    rng = random.Random(seed)
    pattern = tuple(
        "".join("#" if r % 4 == 3 and c % 4 == 3 else "." for c in range(side)) for r in range(side)
    )
    shape = Puzzle(Grid(pattern), WordBank.from_words([]))
    rows = tuple(
        "".join(ch if ch == "#" else rng.choice("ABCDEFGHIKLMNOPRSTUW") for ch in row)
        for row in pattern
    )
    words = spelled_words(shape, rows)
    clues = tuple(
        Clue(shape.slot_number(slot), slot.direction, f"Clue {k + 1}, a few words long")
        for k, slot in enumerate(shape.slots)
    )
    circles = {(r, c): CellStyle(circle=True) for r in (0, 1, 4) for c in range(side) if c % 2 == 0}
    puzzle = Puzzle(
        Grid(pattern),
        WordBank.from_words(words),
        meta=Metadata(title=title or f"A {side}x{side} crossword"),
        clues=clues,
        styles=circles,
    )
    return Solution(puzzle, words)


def make_library(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(examples_folder() / FILL_IN, folder / FILL_IN)
    (folder / CROSSWORD).write_bytes(dumps(crossword(), "json"))
    ws = made(WORD_SEARCH_WORDS, rows=7, cols=7, seed=3)
    (folder / WORD_SEARCH).write_bytes(dumps(ws, "json"))
    (folder / "notes.txt").write_text("not a puzzle\n", encoding="utf-8")
    return folder


@pytest.fixture(scope="session", autouse=True)
def record_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The libraries' record cache in a folder of the test run, not the user's cache."""
    from wordgrid.web import records

    path = tmp_path_factory.mktemp("cache") / "library.sqlite3"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(records, "default_cache_path", lambda: path)
        yield path


def indexed(client: TestClient) -> TestClient:
    """The client, once its server has indexed the whole folder."""
    assert client.app.state.context.library.wait(60), "the folder was not indexed in 60 s"  # type: ignore[attr-defined]
    return client


T = TypeVar("T")


def until(ask: Callable[[], T], ok: Callable[[T], bool] = bool, seconds: float = 20) -> T:
    """ask() again until ok(answer): what a client sees once the index has caught up with a
    change in the folder. Fails after `seconds`."""
    deadline = time.monotonic() + seconds
    while True:
        answer = ask()
        if ok(answer):
            return answer
        if time.monotonic() > deadline:
            pytest.fail(f"still {answer!r} after {seconds} s")
        time.sleep(0.05)


@pytest.fixture(scope="session")
def library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_library(tmp_path_factory.mktemp("library"))


@pytest.fixture(scope="session")
def clue_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The test servers' clue library (none until a test adds crosswords to it)."""
    return tmp_path_factory.mktemp("clues") / "clues.sqlite"


@pytest.fixture(scope="session")
def client(library: Path, clue_db: Path) -> Iterator[TestClient]:
    app = create_app(library, clue_library=clue_db)
    with CheckedClient(app, raise_server_exceptions=False) as test_client:
        yield indexed(test_client)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@contextlib.contextmanager
def serving(folder: Path, clue_library: Path | None = None) -> Iterator[str]:
    """A real uvicorn server on 127.0.0.1 in a thread, for `folder`; its base URL."""
    import uvicorn

    from wordgrid.cli.serve import listen

    sock = listen("127.0.0.1", 0)
    port = sock.getsockname()[1]
    app = create_app(folder, clue_library=clue_library)
    config = uvicorn.Config(app, log_level="warning", lifespan="on")
    uv = uvicorn.Server(config)
    thread = threading.Thread(target=uv.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not uv.started:
        if time.monotonic() > deadline:
            pytest.fail("the test server did not start within 10 s")
        time.sleep(0.01)
    yield f"http://127.0.0.1:{port}"
    uv.should_exit = True
    thread.join(timeout=10)


@pytest.fixture(scope="session")
def server(library: Path, clue_db: Path) -> Iterator[str]:
    with serving(library, clue_db) as url:
        yield url


# Per module: Playwright's sync API keeps an event loop running in the test thread while it
# is open, and tests after the browser's own may start loops of their own.
@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.skip(f"Chromium is not installed at {CHROMIUM} (apt-get install -y chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        yield chromium
        chromium.close()


@contextlib.contextmanager
def browser_tab(
    browser: Any, base_url: str, timeout: float = 10_000, **options: Any
) -> Iterator[Any]:
    """A tab in a fresh browser context (empty storage), 1000x800 unless `options` (Playwright's
    context options) say otherwise; fails the test if the page raised."""
    options.setdefault("viewport", {"width": 1000, "height": 800})
    context = browser.new_context(base_url=base_url, **options)
    context.set_default_timeout(timeout)
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda e: errors.append(str(e)))
    yield tab
    context.close()
    assert not errors, f"the page raised: {errors}"


@pytest.fixture
def page(browser: Any, server: str, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A fresh browser context (empty storage) on the test server, 1000x800."""
    with browser_tab(browser, server) as tab:
        yield tab


def delay_records(monkeypatch: pytest.MonkeyPatch, wait: Callable[[str], object]) -> None:
    """Have this process's libraries call wait(file name) before each file's record: an index
    that takes its time. Every file is then worked on in the index's own thread."""
    from wordgrid.web import library
    from wordgrid.web.entries import record_of
    from wordgrid.web.records import Record

    def slow(name: str, data: bytes) -> Record:
        wait(name)
        return record_of(name, data)

    monkeypatch.setattr(library, "SOLVE_IN_THREAD_MAX", 10_000)
    monkeypatch.setattr(library, "record_of", slow)


def accessibility_problems(page: Any) -> list[str]:
    """What axe-core (4.x, carried by axe-playwright-python) finds wrong on the page as it
    is now, one line a rule; empty when it finds nothing."""
    from axe_playwright_python.sync_playwright import Axe

    found = Axe().run(page).response["violations"]
    return [f"{v['id']}: {v['help']} at {[n['target'] for n in v['nodes']][:3]}" for v in found]


@pytest.fixture(scope="session")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the browser tests save their screenshots, to look at after a run."""
    return tmp_path_factory.mktemp("screenshots")
