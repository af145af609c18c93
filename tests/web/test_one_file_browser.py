"""The one-file HTML puzzle (render/html.py) in real Chromium, opened from file:// with every
network request refused: each kind plays (a letter typed shows, check marks a wrong one,
reveal solves), keeps its game through a reload, passes axe, and plays inside an iframe."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.formats.test_kinds import acrostic_ipuz, coded_ipuz, diagramless_ipuz
from tests.formats.test_other_tools import save
from tests.formats.test_puz_variety import rebus_puz
from tests.formats.test_variety import BARRED, JPZ
from tests.web.conftest import accessibility_problems, big_crossword, crossword
from tests.wordsearch.making import made
from wordgrid.batch import examples_folder
from wordgrid.formats import read
from wordgrid.model import Document, Placement
from wordgrid.render.html import html_page, played
from wordgrid.solver import solve


def sample_fill_in(folder: Path) -> Document:
    outcome = solve(read(examples_folder() / "sample_puzzle.txt"))  # type: ignore[arg-type]
    assert outcome.solution is not None
    return outcome.solution


def _file(folder: Path, name: str, text: str) -> Document:
    (folder / name).write_text(text, encoding="utf-8")
    return read(folder / name)


# Each kind of grid the player plays, as a document that holds its answer.
GRID_KINDS: dict[str, Callable[[Path], Document]] = {
    "fill-in": sample_fill_in,
    "crossword": lambda folder: crossword(),
    "rebus": lambda folder: read(save(rebus_puz(), folder / "rebus.puz")),
    "circles": lambda folder: _file(folder, "c.jpz", JPZ.replace(' solve-state="R"', "")),
    "bars": lambda folder: _file(folder, "bars.ipuz", json.dumps(BARRED)),
    "diagramless": lambda folder: read(diagramless_ipuz(folder / "blind.ipuz")),
    "coded": lambda folder: read(coded_ipuz(folder / "code.ipuz")),
    "acrostic": lambda folder: read(acrostic_ipuz(folder / "quote.ipuz")),
}
WORDS = ("CAT", "DOG", "BIRD", "FISH", "OWL")


@contextlib.contextmanager
def offline_tab(browser: Any, path: Path, **options: Any) -> Iterator[Any]:
    """A fresh tab on `path` from file://, every other request refused and recorded: the
    test fails if the page asked for anything, or raised."""
    options.setdefault("viewport", {"width": 1000, "height": 800})
    context = browser.new_context(**options)
    context.set_default_timeout(10_000)
    asked: list[str] = []
    own = path.as_uri()

    def refuse(route: Any) -> None:
        url = route.request.url
        if url.split("#")[0] in (own, *(p.as_uri() for p in path.parent.glob("*.html"))):
            route.continue_()
            return
        asked.append(url)
        route.abort()

    context.route("**/*", refuse)
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda e: errors.append(str(e)))
    tab.goto(own)
    yield tab
    context.close()
    assert not asked, f"the page asked the network for {asked}"
    assert not errors, f"the page raised: {errors}"


def write_page(
    folder: Path, doc: Document | list[Document], name: str = "puzzle.html", **kw: Any
) -> Path:
    path = folder / name
    path.write_bytes(html_page(doc, **kw))
    return path


def cell(page: Any, r: int, c: int) -> Any:
    return page.locator(f'#grid-wrap input[data-r="{r}"][data-c="{c}"]')


def status(page: Any) -> Any:
    return expect(page.locator("#status"))


def wrong_letter(answer: str) -> str:
    return "Q" if not answer.startswith("Q") else "Z"


@pytest.mark.parametrize("kind", GRID_KINDS)
def test_each_kind_plays_from_disk_with_no_network(
    browser: Any, tmp_path: Path, shots: Path, kind: str
) -> None:
    doc = GRID_KINDS[kind](tmp_path)
    puzzle, answer = played(doc)
    path = write_page(tmp_path, doc)
    with offline_tab(browser, path) as tab:
        first = tab.locator("#grid-wrap input:not([readonly])").first
        first.wait_for()
        assert accessibility_problems(tab) == []
        r, c = int(first.get_attribute("data-r")), int(first.get_attribute("data-c"))
        letter = wrong_letter(answer[r][c])
        first.click()
        tab.keyboard.type(letter)
        expect(cell(tab, r, c)).to_have_value(letter)  # a letter typed shows
        tab.get_by_role("button", name="Check puzzle").click()
        expect(cell(tab, r, c).locator("xpath=..")).to_have_class(_word("wrong"))
        status(tab).to_contain_text("wrong")
        tab.reload()
        expect(cell(tab, r, c)).to_have_value(letter)  # kept through the reload
        status(tab).to_have_text("Welcome back: your game is as you left it.")
        tab.get_by_role("button", name="Reveal puzzle").click()
        expect(tab.locator("#solved")).to_be_visible()
        status(tab).to_contain_text("You solved")
        expect(cell(tab, r, c)).not_to_have_value(letter)
        tab.screenshot(path=str(shots / f"file-{kind}.png"), full_page=True)


def _word(name: str) -> Any:
    import re

    return re.compile(rf"\b{name}\b")


def drag(page: Any, p: Placement) -> None:
    cells = p.cells()
    box = [
        page.locator(f"td[data-r='{r}'][data-c='{c}']").bounding_box()
        for r, c in (cells[0], cells[-1])
    ]
    page.mouse.move(box[0]["x"] + box[0]["width"] / 2, box[0]["y"] + box[0]["height"] / 2)
    page.mouse.down()
    page.mouse.move(box[1]["x"] + box[1]["width"] / 2, box[1]["y"] + box[1]["height"] / 2, steps=6)
    page.mouse.up()


@pytest.mark.parametrize("reveal", [True, False], ids=["answers", "no-reveal"])
def test_a_word_search_plays_from_disk(browser: Any, tmp_path: Path, reveal: bool) -> None:
    ws = made(WORDS, rows=7, cols=7, seed=3)
    path = write_page(tmp_path, ws, reveal=reveal)
    with offline_tab(browser, path) as tab:
        first, *rest = ws.placements
        drag(tab, first)
        expect(tab.locator("li.word.done")).to_have_count(1)
        tab.reload()
        expect(tab.locator("li.word.done")).to_have_count(1)  # kept through the reload
        for p in rest:
            drag(tab, p)
        expect(tab.locator("#solved")).to_be_visible()
        expect(tab.locator("svg.bands line.found")).to_have_count(len(WORDS))


def encodings(text: str) -> set[str]:
    """Ways a file might hold `text`: any case, JSON's \\u escapes, base64 at each of the
    three alignments, percent-encoding, reversed."""
    import base64

    forms = {text, text.lower(), text.capitalize(), text[::-1]}
    forms.add("".join(f"\\u{ord(ch):04x}" for ch in text))
    forms.add("".join(f"%{ord(ch):02X}" for ch in text))
    for pad in range(3):
        encoded = base64.b64encode(b"\0" * pad + text.encode()).decode()
        forms.add(encoded[(pad * 4 + 2) // 3 + 1 : -3])  # the part the padding can't change
    return {form for form in forms if len(form) >= 4}


def test_a_no_reveal_file_holds_no_answer_and_still_knows_when_it_is_solved(
    browser: Any, tmp_path: Path, shots: Path
) -> None:
    solution = big_crossword(5, seed=7)  # random letters: no word of them is in the player's code
    path = write_page(tmp_path, solution, reveal=False)
    text = path.read_text(encoding="utf-8")
    answers = {*solution.rows, *(p.word for p in solution.placements), "".join(solution.rows)}
    found = {form for answer in answers for form in encodings(answer) if form in text}
    assert not found, f"the file holds answers: {sorted(found)[:5]}"
    with offline_tab(browser, path) as tab:
        expect(tab.locator("#reveal-group")).to_be_hidden()
        expect(tab.get_by_role("button", name="Check cell")).to_be_hidden()
        tab.locator("#grid-wrap input[tabindex='0']").focus()
        first = solution.rows[0]
        tab.keyboard.type(wrong_letter(first[0]) + first[1:])
        tab.keyboard.press("Home")
        tab.get_by_role("button", name="Check word").click()
        status(tab).to_have_text("This word is not right yet: its squares are marked.")
        cell(tab, 0, 0).click()
        tab.keyboard.type(first[0])
        tab.get_by_role("button", name="Check word").click()
        status(tab).to_have_text("This word is right.")
        for r, row in enumerate(solution.rows[1:], start=1):
            for c, ch in enumerate(row):
                if ch != "#":
                    cell(tab, r, c).click()
                    tab.keyboard.type(ch)
        expect(tab.locator("#solved")).to_be_visible()
        tab.screenshot(path=str(shots / "file-no-reveal.png"), full_page=True)


def type_grid(tab: Any, rows: Sequence[str], *, skip: tuple[int, int] | None = None) -> None:
    """Types every square of `rows` (but `skip`), each with a click on it."""
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch != "#" and (r, c) != skip:
                cell(tab, r, c).click()
                tab.keyboard.type(ch)


def marked(tab: Any) -> list[list[int]]:
    """The squares (from 0) the last check marked wrong."""
    found: list[list[int]] = tab.eval_on_selector_all(
        "#grid-wrap td.wrong input", "els => els.map(e => [+e.dataset.r, +e.dataset.c])"
    )
    return found


def test_a_no_reveal_word_check_judges_that_word_alone(browser: Any, tmp_path: Path) -> None:
    """A right word crossing a wrong one is right: the check hashes the word's own entry,
    and marks nothing of the crossing word (which would show the wrong letter)."""
    solution = big_crossword(5, seed=7)
    rows = solution.rows
    with offline_tab(browser, write_page(tmp_path, solution, reveal=False)) as tab:
        tab.locator("#grid-wrap input").first.wait_for()
        type_grid(tab, rows, skip=(0, 2))
        cell(tab, 0, 2).click()
        tab.keyboard.type(wrong_letter(rows[0][2]))  # 1-Across is wrong at its third letter
        for c in (0, 1):  # 1-Down and 2-Down cross it, and are right
            cell(tab, 1, c).click()
            tab.keyboard.press("ArrowDown")  # turns the cursor down
            tab.get_by_role("button", name="Check word").click()
            status(tab).to_have_text("This word is right.")
            assert marked(tab) == []
        cell(tab, 0, 1).click()
        tab.keyboard.press("ArrowRight")  # 1-Across
        tab.get_by_role("button", name="Check word").click()
        status(tab).to_have_text("This word is not right yet: its squares are marked.")
        assert sorted(marked(tab)) == [[0, c] for c in range(5)]


def test_a_no_reveal_word_that_is_no_entry_cant_be_checked_alone(
    browser: Any, tmp_path: Path
) -> None:
    """An acrostic's grid words are not its clues' answers: the file keeps no hash of them."""
    doc = GRID_KINDS["acrostic"](tmp_path)
    with offline_tab(browser, write_page(tmp_path, doc, reveal=False)) as tab:
        tab.locator("#grid-wrap input:not([readonly])").first.click()
        tab.get_by_role("button", name="Check word").click()
        status(tab).to_have_text(
            "This word can't be checked alone in this puzzle: "
            "Check puzzle checks every whole answer."
        )
        assert marked(tab) == []


def test_a_no_reveal_word_search_hides_the_words_its_clues_stand_for(
    browser: Any, tmp_path: Path
) -> None:
    clues = {
        "WOMBAT": "Burrowing marsupial",
        "PLATYPUS": "It lays eggs",
        "KOALA": "Eats gum leaves",
    }
    ws = made(clues, rows=9, cols=9, seed=5, clues=clues)
    path = write_page(tmp_path, ws, reveal=False)
    text = path.read_text(encoding="utf-8")
    for row in ws.rows:  # the grid holds every word, as any word search does: not a key
        text = text.replace(f'"{row}"', "")
    found = {form for word in clues for form in encodings(word) if form in text}
    assert not found, f"the file holds answers: {sorted(found)}"
    with offline_tab(browser, path) as tab:
        for p in ws.placements:
            drag(tab, p)
        expect(tab.locator("#solved")).to_be_visible()


@pytest.mark.parametrize("width", [1000, 375], ids=["desktop", "phone"])
@pytest.mark.parametrize("kind", ["fill-in", "crossword", "word search", "no-reveal"])
def test_every_file_passes_axe(browser: Any, tmp_path: Path, kind: str, width: int) -> None:
    docs: dict[str, Document] = {
        "fill-in": sample_fill_in(tmp_path),
        "crossword": big_crossword(15),
        "word search": made(WORDS, rows=7, cols=7, seed=3),
        "no-reveal": big_crossword(7),
    }
    path = write_page(tmp_path, docs[kind], reveal=kind != "no-reveal")
    with offline_tab(browser, path, viewport={"width": width, "height": 800}) as tab:
        tab.locator("#grid-wrap [role=grid]").wait_for()
        assert accessibility_problems(tab) == []


def test_a_15x15_crossword_file_is_small(tmp_path: Path) -> None:
    assert len(html_page(big_crossword(15))) < 300_000


@pytest.mark.parametrize("sandbox", ["", ' sandbox="allow-scripts"'], ids=["iframe", "sandboxed"])
def test_a_file_plays_inside_an_iframe(browser: Any, tmp_path: Path, sandbox: str) -> None:
    write_page(tmp_path, crossword())
    host = tmp_path / "blog.html"
    host.write_text(
        '<!doctype html><html lang="en"><title>My blog</title><h1>Puzzle of the week</h1>'
        f'<iframe src="puzzle.html" title="Puzzle of the week" width="900" height="600"{sandbox}>'
        "</iframe>",
        encoding="utf-8",
    )
    with offline_tab(browser, host) as tab:
        frame = tab.frame_locator("iframe")
        frame.locator("#grid-wrap input").first.click()
        tab.keyboard.type("CAT")
        expect(frame.locator('#grid-wrap input[data-r="0"][data-c="2"]')).to_have_value("T")
        frame.get_by_role("button", name="Reveal puzzle").click()
        expect(frame.locator("#solved")).to_be_visible()


def test_several_puzzles_in_one_file_each_keep_their_game(browser: Any, tmp_path: Path) -> None:
    ws = made(WORDS, rows=7, cols=7, seed=3)
    path = write_page(tmp_path, [crossword(), ws, big_crossword(5)])
    with offline_tab(browser, path) as tab:
        links = tab.get_by_role("navigation", name="Puzzles in this file").get_by_role("link")
        expect(links).to_have_count(3)
        expect(links.first).to_have_attribute("aria-current", "page")
        cell(tab, 0, 0).click()
        tab.keyboard.type("C")
        links.nth(1).click()
        expect(tab.locator("#grid-wrap table.search")).to_be_visible()
        drag(tab, ws.placements[0])
        expect(tab.locator("li.word.done")).to_have_count(1)
        assert accessibility_problems(tab) == []
        links.first.click()
        expect(cell(tab, 0, 0)).to_have_value("C")
        links.nth(1).click()
        expect(tab.locator("li.word.done")).to_have_count(1)


def test_a_page_of_several_names_each_puzzle_and_keeps_its_own_title(
    browser: Any, tmp_path: Path
) -> None:
    ws = made(WORDS, rows=7, cols=7, seed=3)
    path = write_page(tmp_path, [crossword(), ws, big_crossword(5)], title="This week")
    with offline_tab(browser, path) as tab:
        links = tab.get_by_role("navigation", name="Puzzles in this file").get_by_role("link")
        expect(links).to_have_text(["Crossword", "Word search", "A 5x5 crossword"])
        expect(tab.locator("#title")).to_have_text("Crossword")
        expect(tab).to_have_title("Crossword · This week")
        links.nth(2).click()
        expect(tab.locator("#title")).to_have_text("A 5x5 crossword")
        expect(tab).to_have_title("A 5x5 crossword · This week")
    one = write_page(tmp_path, crossword(), name="one.html", title="Monday")
    with offline_tab(browser, one) as tab:
        expect(tab).to_have_title("Monday: wordgrid")


@pytest.mark.parametrize("width", [375, 320])
def test_nothing_runs_off_the_side_of_a_phone(
    browser: Any, tmp_path: Path, shots: Path, width: int
) -> None:
    kinds: dict[str, Document] = {
        "crossword": big_crossword(15),
        "search": made(WORDS, rows=9, cols=9, seed=3),
    }
    phone = {"viewport": {"width": width, "height": 700}, "is_mobile": True, "has_touch": True}
    for name, doc in kinds.items():
        path = write_page(tmp_path, doc, name=f"{name}.html")
        with offline_tab(browser, path, **phone) as tab:
            tab.locator("#grid-wrap td").first.wait_for()
            tab.screenshot(path=str(shots / f"one-file-{name}-{width}.png"))
            wide = tab.evaluate("document.documentElement.scrollWidth")
            assert wide <= width, f"{name}: the page is {wide} px wide at {width}"
            # Every control of the toolbar in sight, none scrolled or cut off at the side.
            for control in tab.locator(".bar button:visible, .bar a:visible").all():
                at = control.bounding_box()
                assert at["x"] >= 0 and at["x"] + at["width"] <= width, (name, control.inner_text())


def test_the_icon_is_an_image_and_the_console_stays_clean(browser: Any, tmp_path: Path) -> None:
    path = write_page(tmp_path, crossword())
    logged: list[str] = []
    with offline_tab(browser, path, viewport={"width": 800, "height": 600}) as tab:
        tab.on("console", lambda m: logged.append(m.text) if m.type == "error" else None)
        tab.reload()
        cell(tab, 0, 0).wait_for()
        size = tab.evaluate(
            """async () => {
                const img = new Image();
                img.src = document.querySelector('link[rel="icon"]').href;
                await img.decode();
                return [img.naturalWidth, img.naturalHeight];
            }"""
        )
        assert size[0] > 0 and size[0] == size[1]  # decoded: a square icon
    assert logged == []


def test_a_document_without_its_answer_is_refused() -> None:
    from wordgrid.errors import InputError

    with pytest.raises(InputError, match="not solved"):
        html_page(read(examples_folder() / "sample_puzzle.txt"))
    with pytest.raises(InputError, match="keeps no answers"):
        html_page(crossword().puzzle)


def test_print_prints_the_page_without_the_game_around_it(browser: Any, tmp_path: Path) -> None:
    path = write_page(tmp_path, big_crossword(7))
    with offline_tab(browser, path) as tab:
        tab.evaluate("() => { window.printed = 0; window.print = () => { window.printed += 1; }; }")
        tab.get_by_role("button", name="Print").click()
        assert tab.evaluate("window.printed") == 1
        tab.emulate_media(media="print")
        expect(tab.locator(".bar")).to_be_hidden()
        expect(tab.locator("#grid-wrap [role=grid]")).to_be_visible()
        expect(tab.locator("#side")).to_contain_text("Clue 1")


@pytest.mark.parametrize(
    ("kind", "said"),
    [
        ("crossword", "Hint: 1 across: CAT."),
        ("fill-in", "goes at row 1, column"),
        ("coded", "Hint: 1 is C."),
        ("diagramless", "Hint: 1 across: ABC."),
        ("acrostic", "Hint: Clues A: HA."),
    ],
)
def test_a_hint_fills_the_next_word_as_the_server_does(
    browser: Any, tmp_path: Path, kind: str, said: str
) -> None:
    doc = GRID_KINDS[kind](tmp_path)
    with offline_tab(browser, write_page(tmp_path, doc)) as tab:
        tab.locator("#grid-wrap input").first.wait_for()
        tab.get_by_role("button", name="Hint").click()
        status(tab).to_contain_text(said)
        filled = tab.eval_on_selector_all(
            "#grid-wrap input", "els => els.filter(e => e.value).length"
        )
        assert filled >= 2


def test_a_hint_with_wrong_letters_on_the_grid_marks_them(browser: Any, tmp_path: Path) -> None:
    doc = sample_fill_in(tmp_path)
    _, answer = played(doc)
    with offline_tab(browser, write_page(tmp_path, doc)) as tab:
        first = tab.locator("#grid-wrap input:not([readonly])").first
        first.click()
        r, c = int(first.get_attribute("data-r")), int(first.get_attribute("data-c"))
        tab.keyboard.type(wrong_letter(answer[r][c]))
        tab.get_by_role("button", name="Hint").click()
        status(tab).to_have_text(
            f"Hint: No solution keeps the letters on the grid: the letter at row {r + 1}, "
            f"column {c + 1} is wrong (marked)."
        )
        expect(cell(tab, r, c).locator("xpath=..")).to_have_class(_word("wrong"))
