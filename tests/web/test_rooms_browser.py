"""Play together in real Chromium, against `wordgrid serve DIR --share --host 127.0.0.1` run
as a user runs it: its own process, a private data folder, the link read from its output.

Two browser contexts (two players, storage apart) share one room: a letter typed in one
shows in the other; a dropped connection catches up both ways; a server killed with
SIGKILL and started again keeps the room; a request without the token is refused.
"""

from __future__ import annotations

import contextlib
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.formats.test_kinds import coded_ipuz
from tests.web.conftest import CROSSWORD, WORD_SEARCH, browser_tab, make_library
from tests.web.shared_server import SharedServer
from wordgrid.batch import examples_folder
from wordgrid.formats import read
from wordgrid.model import WordSearch

SHOWN_WITHIN = 3_000  # ms: the acceptance's bound for a letter to reach the other player
CODE = "code.ipuz"  # a coded crossword: CAT / A#A / TAN, its A given
BIG = "fillin_21x21.txt"  # 21 squares a side: at 320 px, cells of the smallest size
CONNECTED_WITHIN = 10_000  # ms: a page loaded and its socket in, on a busy machine too


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SharedServer]:
    folder = make_library(tmp_path_factory.mktemp("shared-library"))
    coded_ipuz(folder / CODE)
    shutil.copy(examples_folder() / BIG, folder / BIG)
    server = SharedServer(folder, tmp_path_factory.mktemp("shared-data"))
    server.start()
    yield server
    if server.proc is not None and server.proc.poll() is None:
        assert "Traceback" not in server.stop()


def square(page: Any, r: int, c: int) -> Any:
    return page.locator(f'#grid-wrap input[data-r="{r}"][data-c="{c}"]')


def joined(page: Any, link: str) -> Any:
    """The room's page, once its socket says it is in."""
    page.goto(link)
    expect(page.locator("#together-state")).to_have_text("connected", timeout=CONNECTED_WITHIN)
    return page


def type_at(page: Any, r: int, c: int, letters: str) -> None:
    square(page, r, c).click()
    page.keyboard.type(letters)


@contextlib.contextmanager
def phone_and_desktop(
    shared: SharedServer, browser: Any, puzzle: str, size: tuple[int, int], name: str
) -> Iterator[tuple[Any, Any]]:
    """Ann on a phone of `size` (width, height) and Bob, named `name`, at a desktop, both
    in one new room of `puzzle`."""
    link = shared.room(puzzle)
    phone = {"width": size[0], "height": size[1]}
    with (
        browser_tab(browser, shared.base, viewport=phone, is_mobile=True, has_touch=True) as ann,
        browser_tab(browser, shared.base) as bob,
    ):
        joined(ann, link)
        joined(bob, link)
        bob.fill("#my-name", name)
        yield ann, bob


def test_two_players_share_a_grid_through_the_link(
    shared: SharedServer, browser: Any, shots: Path
) -> None:
    assert shared.status("/api/puzzles") == 401  # no token: refused
    assert shared.status(f"/api/puzzles?token={shared.token}") == 200
    link = shared.room(CROSSWORD)
    assert link.startswith(shared.base + "play.html?room=")
    with browser_tab(browser, shared.base) as ann, browser_tab(browser, shared.base) as bob:
        joined(ann, link)
        joined(bob, link)
        ann.fill("#my-name", "Ann")
        expect(bob.locator("#players")).to_contain_text("Ann")
        type_at(ann, 0, 0, "C")
        expect(square(bob, 0, 0)).to_have_value("C", timeout=SHOWN_WITHIN)
        square(bob, 2, 0).click()  # Bob's cursor and word show on Ann's grid
        expect(ann.locator("td.peer-at")).to_have_count(1)
        expect(ann.locator("td.peer-word")).to_have_count(3)
        bob.get_by_role("button", name="Check word").click()
        ann.get_by_role("button", name="Reveal cell").click()  # on Ann's cursor: 1 across, 2
        expect(square(bob, 0, 1)).to_have_value("A")
        expect(bob.locator("#status")).to_contain_text("Ann revealed 1 letter")
        ann.screenshot(path=str(shots / "room-ann.png"))
        with browser_tab(browser, shared.base) as newcomer:  # no storage: only the link
            joined(newcomer, link)
            expect(square(newcomer, 0, 0)).to_have_value("C")
            expect(square(newcomer, 0, 1)).to_have_value("A")
            assert newcomer.locator("#players li").count() == 3


def test_a_reload_comes_back_as_the_same_player(shared: SharedServer, browser: Any) -> None:
    # The page keeps the secret the room gave it: without it, a reload would be a new player.
    link = shared.room(CROSSWORD)
    with browser_tab(browser, shared.base) as ann, browser_tab(browser, shared.base) as bob:
        joined(ann, link)
        ann.fill("#my-name", "Ann")
        type_at(ann, 0, 0, "C")
        joined(bob, link)
        expect(square(bob, 0, 0)).to_have_value("C")
        expect(bob.locator("#players")).to_contain_text("Ann")  # her name reached the room
        ann.reload()
        expect(ann.locator("#together-state")).to_have_text("connected", timeout=CONNECTED_WITHIN)
        expect(ann.locator("#players li")).to_have_count(2)
        expect(ann.locator("#players")).to_contain_text("Ann (you)")
        type_at(ann, 0, 1, "A")  # her count of moves goes on where it was
        expect(square(bob, 0, 1)).to_have_value("A", timeout=SHOWN_WITHIN)
        expect(bob.locator("#players li.away")).to_have_count(0)


def test_a_dropped_connection_catches_up_both_ways(shared: SharedServer, browser: Any) -> None:
    link = shared.room(CROSSWORD)
    with browser_tab(browser, shared.base) as ann, browser_tab(browser, shared.base) as bob:
        cut = {"down": False}
        sockets: list[Any] = []

        def network(ws: Any) -> None:  # Bob's network: up, or down (refusing connections)
            if cut["down"]:
                ws.close()
                return
            ws.connect_to_server()
            sockets.append(ws)

        bob.route_web_socket(re.compile(r".*/socket.*"), network)
        joined(ann, link)
        joined(bob, link)
        cut["down"] = True
        sockets[-1].close()
        expect(bob.locator("#together-state")).to_have_text("reconnecting…")
        type_at(ann, 2, 0, "BOW")  # while Bob is away
        type_at(bob, 0, 0, "CAT")  # Bob keeps typing: kept, and sent when back
        expect(square(bob, 2, 0)).to_have_value("")
        cut["down"] = False
        expect(bob.locator("#together-state")).to_have_text("connected", timeout=CONNECTED_WITHIN)
        for page in (ann, bob):
            for c, letter in enumerate("CAT"):
                expect(square(page, 0, c)).to_have_value(letter)
            for c, letter in enumerate("BOW"):
                expect(square(page, 2, c)).to_have_value(letter)


def test_a_word_search_room_shares_the_words_found(shared: SharedServer, browser: Any) -> None:
    link = shared.room(WORD_SEARCH)
    ws = read(shared.folder / WORD_SEARCH)
    assert isinstance(ws, WordSearch)
    word = ws.placements[0]
    (r0, c0), (r1, c1) = word.cells()[0], word.cells()[-1]
    with browser_tab(browser, shared.base) as ann, browser_tab(browser, shared.base) as bob:
        joined(ann, link)
        joined(bob, link)
        ann.locator(f'td[data-r="{r0}"][data-c="{c0}"]').click()
        expect(bob.locator("td.peer-word")).to_have_count(1)  # Ann's first letter, picked
        ann.locator(f'td[data-r="{r1}"][data-c="{c1}"]').click()
        expect(bob.locator("li.word.done")).to_have_count(1)
        expect(bob.locator("#status")).to_contain_text(f"found {word.word}")
        expect(bob.locator(".bands line.by")).to_have_count(1)


def test_a_coded_reveal_fills_every_square_of_its_number(
    shared: SharedServer, browser: Any
) -> None:
    link = shared.room(CODE)
    with browser_tab(browser, shared.base) as ann, browser_tab(browser, shared.base) as bob:
        joined(ann, link)
        joined(bob, link)
        square(ann, 0, 2).click()  # number 3, also at R3C1
        ann.get_by_role("button", name="Reveal cell").click()
        for page in (ann, bob):
            expect(square(page, 0, 2)).to_have_value("T", timeout=SHOWN_WITHIN)
            expect(square(page, 2, 0)).to_have_value("T", timeout=SHOWN_WITHIN)
        expect(bob.locator("#status")).to_contain_text("revealed 2 letters")
        expect(square(bob, 0, 0)).to_have_value("")  # number 1 is not revealed


def test_a_killed_server_comes_back_with_its_rooms(shared: SharedServer, browser: Any) -> None:
    link = shared.room(CROSSWORD)
    with browser_tab(browser, shared.base) as ann:
        joined(ann, link)
        type_at(ann, 0, 0, "C")
        # Acknowledged: a new player sees it, so the server has it in its log.
        with browser_tab(browser, shared.base) as witness:
            expect(square(joined(witness, link), 0, 0)).to_have_value("C")
        shared.kill()
        expect(ann.locator("#together-state")).to_have_text("reconnecting…")
        type_at(ann, 1, 0, "A")  # while the server is down: kept in the page
        shared.start()  # the same folders, the same port
        assert shared.status(f"/api/puzzles?token={shared.token}") == 200  # the same token
        expect(ann.locator("#together-state")).to_have_text("connected", timeout=CONNECTED_WITHIN)
        with browser_tab(browser, shared.base) as newcomer:
            joined(newcomer, link)
            expect(square(newcomer, 0, 0)).to_have_value("C")
            expect(square(newcomer, 1, 0)).to_have_value("A")


def test_nothing_of_the_grid_is_drawn_over_the_sticky_clue_bar(
    shared: SharedServer, browser: Any, shots: Path
) -> None:
    """On a phone the clue bar sticks to the top of the screen as the grid scrolls under it:
    another player's tag in a square under the bar is hidden by it, not drawn on it."""
    with phone_and_desktop(shared, browser, CROSSWORD, (375, 300), "Bob") as (ann, bob):
        square(bob, 0, 2).click()
        tag = ann.locator("#grid-wrap .peer-tag")
        expect(tag).to_have_text("B")
        ann.evaluate(  # the tag's square under the middle of the stuck bar
            """() => { const tag = document.querySelector('.peer-tag').getBoundingClientRect();
            const bar = document.querySelector('.focus').offsetHeight;
            scrollBy(0, (tag.top + tag.bottom) / 2 - bar / 2); }"""
        )
        bar = ann.locator(".focus").bounding_box()
        under = tag.bounding_box()
        assert bar["y"] <= under["y"] and under["y"] + under["height"] <= bar["y"] + bar["height"]
        clip = {k: bar[k] for k in ("x", "y", "width", "height")}
        with_tag = ann.screenshot(clip=clip)
        ann.screenshot(path=str(shots / "room-phone-bar.png"))
        tag.evaluate("t => t.style.setProperty('display', 'none')")
        assert ann.screenshot(clip=clip) == with_tag


# The other player's tag, the square [r, c] it stands in and the tag's type size, read at
# one moment; null while the tag is elsewhere (Bob's cursor passes the next square first)
# or doesn't show his initial yet.
TAG_AND_SQUARE = """([r, c, initial]) => {
    const tag = document.querySelector('#grid-wrap .peer-tag');
    const td = document.querySelector(`#grid-wrap input[data-r="${r}"][data-c="${c}"]`)
        .closest('td');
    if (!tag || !td.contains(tag) || tag.textContent !== initial) return null;
    const box = (e) => { const b = e.getBoundingClientRect();
        return {x: b.x, y: b.y, width: b.width, height: b.height}; };
    return [box(tag), box(td), parseFloat(getComputedStyle(tag).fontSize)];
}"""


def test_another_players_tag_reads_on_a_small_phone(
    shared: SharedServer, browser: Any, shots: Path
) -> None:
    """A 21x21 on a 320 px phone has 20 px cells: another player's initial is on a flag of
    10 px type standing on their square's top edge, over the foot of the square above (on
    the top row, below the square), not a speck on their letter."""
    with phone_and_desktop(shared, browser, BIG, (320, 568), "Zed") as (ann, bob):
        for row in (2, 0):
            type_at(bob, row, 2, "W")
            square(bob, row, 2).click()
            expect(square(ann, row, 2)).to_have_value("W")
            # One look at the page, once the tag stands in the square: the room redraws its
            # tags on every presence message, so a tag found by one call may be gone by the
            # next, and typing moved Bob on a square before the click brought him back.
            seen = ann.wait_for_function(TAG_AND_SQUARE, arg=[row, 2, "Z"])
            box, cell, font = seen.json_value()
            assert 19 <= cell["height"] <= 21  # the smallest cell a phone shows
            assert font >= 10
            assert box["height"] >= 10
            if row:  # on the square's top edge, 3 px of it into the square
                assert box["y"] + box["height"] <= cell["y"] + 4
            else:  # hanging from its bottom edge
                assert box["y"] >= cell["y"] + cell["height"] - 4
            ann.screenshot(path=str(shots / f"room-phone-320-tag-row{row + 1}.png"))
