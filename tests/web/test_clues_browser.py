"""Clues in the constructor, in real Chromium: write them, open a file to edit them, past
clues from the clue library, and the pattern search that fills a slot."""

from __future__ import annotations

import random
import re
from functools import cache, partial
from pathlib import Path
from typing import Any

import puz
from playwright.sync_api import expect

from tests.crosswords import FIVE, clued, entries
from tests.web.test_make_browser import draw_five_by_five, page_grid
from wordgrid.app.clues import add_crosswords
from wordgrid.formats import dumps, read
from wordgrid.model import ACROSS, Metadata, Slot, Solution, numbering

# A clue for each entry of FIVE (a word square: the same words down), as a maker types them.
TYPED = {
    "HEART": "Organ that pumps",
    "EMBER": "",  # from the clue library, below
    "ABUSE": "Misuse",
    "RESIN": "Pine product",
    "TREND": "Fashion",
}
PAST = "Glowing coal"  # EMBER's clue in the maker's past crossword


def key(slot: Slot) -> str:
    (r, c), way = slot.start, slot.direction.label
    return f"{r},{c},{way}"


def go_to(page: Any, slot: Slot) -> None:
    """Click the entry in the clue list: the cursor goes there, the clue field takes focus."""
    page.click(f"#cg-slots li[data-slot='{key(slot)}'] button")
    expect(page.locator("#cg-clue")).to_be_focused()


def type_grid(page: Any, rows: tuple[str, ...]) -> None:
    """Type each row from its first cell (a first click on a cell selects it: typing goes
    across)."""
    for r, row in enumerate(rows):
        page.click(f"#cg-wrap tr:nth-child({r + 1}) td:nth-child(1)")
        page.keyboard.type(row)
    assert page_grid(page) == list(rows)


def list_clues(page: Any) -> dict[str, str]:
    texts: dict[str, str] = page.eval_on_selector_all(
        "#cg-slots li.slot",
        """items => Object.fromEntries(items.map(li => [li.dataset.slot,
            li.querySelector('.entry-clue.missing') ? '' :
            li.querySelector('.entry-clue').textContent]))""",
    )
    return texts


def test_write_clues_for_a_5x5_export_ipuz_and_open_it_afresh(
    page: Any, browser: Any, server: str, clue_db: Path, tmp_path: Path, shots: Path
) -> None:
    past = tmp_path / "past"
    past.mkdir()
    old = clued(FIVE, lambda w, s: PAST if w == "EMBER" else "Old clue", Metadata(title="Old"))
    (past / "old.puz").write_bytes(dumps(old, "puz"))
    add_crosswords([past], clue_db)

    page.goto("/make.html#construct")
    page.fill("#cg-rows", "5")
    page.fill("#cg-cols", "5")
    page.click("#cg-new")
    type_grid(page, FIVE)
    wanted = {}
    for slot, word in entries(FIVE):
        go_to(page, slot)
        if word == "EMBER":  # its past clue, from the library: a click puts it in
            page.locator("#cg-past button.past-clue", has_text=PAST).click()
            wanted[key(slot)] = PAST
            continue
        text = TYPED[word] + (" (across)" if slot.direction.label == "across" else "")
        page.keyboard.type(text)
        page.keyboard.press("Enter")  # back to the grid
        wanted[key(slot)] = text
    page.fill("#cg-title", "Five Alive")
    assert list_clues(page) == wanted
    # The current entry's clue is in focus in the list and in the clue field.
    go_to(page, entries(FIVE)[0][0])
    assert page.input_value("#cg-clue") == "Organ that pumps (across)"
    assert page.locator("#cg-slots li.current").count() == 1
    page.screenshot(path=str(shots / "make-clues-5x5.png"), full_page=True)

    with page.expect_download() as info:
        page.click('[data-export="ipuz"]')
    assert info.value.suggested_filename == "five-alive.ipuz"
    path = tmp_path / info.value.suggested_filename
    info.value.save_as(path)
    doc = read(path)
    assert isinstance(doc, Solution) and doc.rows == FIVE
    assert file_clues(doc) == wanted

    # A fresh browser session (no storage): open the file, and the clues are there.
    context = browser.new_context(base_url=server, viewport={"width": 1100, "height": 900})
    fresh = context.new_page()
    fresh.goto("/make.html#construct")
    fresh.set_input_files("#cg-open", str(path))
    fresh.locator("#cg-status", has_text="Opened five-alive.ipuz").wait_for()
    assert page_grid(fresh) == list(FIVE)
    assert list_clues(fresh) == wanted
    assert fresh.input_value("#cg-title") == "Five Alive"
    fresh.click(f"#cg-slots li[data-slot='{key(entries(FIVE)[6][0])}'] button")
    assert fresh.input_value("#cg-clue") == wanted[key(entries(FIVE)[6][0])]
    context.close()


def file_clues(doc: Solution) -> dict[str, str]:
    """A crossword file's clues, by where their entries start, as the page keys them."""
    found = {}
    for clue in doc.puzzle.clues:
        slot = doc.puzzle.clue_slot(clue)
        assert slot is not None
        found[key(slot)] = clue.text
    return found


def test_changing_an_entry_keeps_every_other_clue(page: Any) -> None:
    page.goto("/make.html#construct")
    page.fill("#cg-rows", "5")
    page.fill("#cg-cols", "5")
    page.click("#cg-new")
    type_grid(page, FIVE)
    for slot, word in entries(FIVE):
        go_to(page, slot)
        page.keyboard.type(f"{word.lower()} {slot.direction.label}")
    before = list_clues(page)
    page.click("#cg-wrap tr:nth-child(3) td:nth-child(3)")  # ABUSE's U (and down, too)
    page.keyboard.type("X")
    expect(page.locator("#cg-wrap tr:nth-child(3)")).to_have_text(re.compile("ABXSE"))
    assert list_clues(page) == before  # every clue stays with its entry
    go_to(page, entries(FIVE)[2][0])  # ABXSE now: its clue says what it was written for
    assert page.inner_text("#cg-clue-note") == "written for ABUSE"
    # A block elsewhere renumbers the grid; the clues of the entries left stay theirs.
    page.click("#cg-wrap tr:nth-child(1) td:nth-child(5)")
    page.keyboard.press("#")  # and R5C1, its twin
    after = list_clues(page)
    kept = {k: v for k, v in after.items() if k in before}
    assert kept == {k: before[k] for k in kept} and len(kept) >= 6


@cache
def fifteen() -> Solution:
    """A 15x15 crossword: a block pattern filled from the default list, each entry clued."""
    from wordgrid.app.filling import FillRequest, fill_grid
    from wordgrid.dictionary import default_dictionary
    from wordgrid.generate.pattern import make_pattern

    pattern = None
    seed = 0
    while pattern is None:
        seed += 1
        pattern = make_pattern(15, 15, random.Random(seed))
    words = default_dictionary(min_score=50)
    report = fill_grid(pattern, words, FillRequest(seed=1, quality=False))
    assert report.outcome.solution is not None
    rows = report.outcome.solution.rows
    meta = Metadata(title="Sunday Stroll", author="A. Setter", copyright="© 2026 A. Setter")
    return clued(rows, lambda w, s: f"{w.capitalize()}, as a {s.direction.label} entry", meta)


def puzpy_file(doc: Solution, path: Path) -> None:
    """`doc` written by puzpy itself, as another program would write it."""
    p = puz.Puzzle()
    p.height, p.width = len(doc.rows), len(doc.rows[0])
    p.solution = "".join(doc.rows).replace("#", ".")
    p.fill = "".join("." if ch == "#" else "-" for ch in "".join(doc.rows))
    meta = doc.puzzle.meta
    p.title, p.author, p.copyright = meta.title, meta.author, meta.copyright
    p.notes = "Made for the test."
    # .puz lists the clues by number, the across clue of a number before its down clue.
    by_number = sorted(doc.puzzle.clues, key=lambda c: (c.number, c.direction is not ACROSS))
    p.clues = [c.text for c in by_number]
    p.save(str(path))


def test_open_a_puz_change_one_clue_and_export_puz(page: Any, tmp_path: Path, shots: Path) -> None:
    doc = fifteen()
    source = tmp_path / "sunday.puz"
    puzpy_file(doc, source)
    before = puz.read(str(source))
    page.set_viewport_size({"width": 1280, "height": 1000})
    page.goto("/make.html#construct")
    page.set_input_files("#cg-open", str(source))
    page.locator("#cg-status", has_text="Opened sunday.puz: 15x15").wait_for()
    assert page_grid(page) == list(doc.rows)
    # Its clues are American style, with no enumeration: none is added to the new one.
    assert not page.is_checked("#cg-enumerations")
    slot, word = entries(doc.rows)[5]
    go_to(page, slot)
    page.fill("#cg-clue", "")
    page.keyboard.type("A brand-new clue")
    page.keyboard.press("Enter")
    page.screenshot(path=str(shots / "make-clues-15x15.png"), full_page=True)
    with page.expect_download() as info:
        page.click('[data-export="puz"]')
    assert info.value.suggested_filename == "sunday-stroll.puz"
    out = tmp_path / "out.puz"
    info.value.save_as(out)
    after = puz.read(str(out))
    changed = before.clue_numbering()
    numbered = after.clue_numbering()
    old = {(c["num"], way): c["clue"] for way in ("across", "down") for c in getattr(changed, way)}
    new = {(c["num"], way): c["clue"] for way in ("across", "down") for c in getattr(numbered, way)}
    number = numbering(doc.puzzle.slots)[slot.start]
    assert new.pop((number, slot.direction.label)) == "A brand-new clue"
    way = slot.direction.label
    assert old.pop((number, way)) == f"{word.capitalize()}, as a {way} entry"
    assert new == old  # every other clue unchanged
    assert after.solution == before.solution
    assert (after.title, after.author, after.copyright) == (
        before.title,
        before.author,
        before.copyright,
    )
    assert after.notes == before.notes


def test_the_pattern_search_fills_a_slot(page: Any, shots: Path) -> None:
    draw_five_by_five(page)  # "#....", ".....", ..., "....#", and small.dict chosen
    page.click("#cg-wrap tr:nth-child(2) td:nth-child(1)")  # 5 across, all empty
    assert page.input_value("#cg-pattern") == "?????"
    page.locator("#cg-found button.candidate").first.wait_for()
    page.fill("#cg-pattern", "e????")
    page.locator("#cg-found-note", has_text="2 entries match E????").wait_for()
    words = page.locator("#cg-found button.candidate .word").all_inner_texts()
    assert sorted(words) == ["EAGLE", "ENDED"]
    eagle = page.locator("#cg-found button.candidate", has_text="EAGLE")
    fewest = int(re.findall(r"crossing keeps: (\d+)", eagle.get_attribute("title") or "")[0])
    eagle.hover()  # on trial: shown in the grid, and the counts are of the grid with it
    expect(page.locator("#cg-wrap td.trial")).to_have_count(5)
    page.mouse.move(0, 0)
    expect(page.locator("#cg-wrap td.trial")).to_have_count(0)
    eagle.click()
    page.locator("#cg-status", has_text="EAGLE is in 5 across").wait_for()
    assert page_grid(page)[1] == "EAGLE"
    # The look-ahead now counts the down entries through EAGLE's letters; the fewest is
    # what the search said the word would leave its crossings.
    counted = "/".join(["#....", "EAGLE", ".....", ".....", "....#"])
    page.locator(f"#cg-slots[data-grid='{counted}']").wait_for()
    downs = page.locator("#cg-slots li.slot[data-slot$=',down'] .entry-head").all_inner_texts()
    counts = [int(re.findall(r"\((\d+)\)", head)[0]) for head in downs]
    assert len(counts) == 5 and min(counts) == fewest
    page.screenshot(path=str(shots / "make-pattern.png"), full_page=True)


MINI = ("#THUS", "SHAPE", "TENSE", "URGES", "NEST#")
MINI_CLUES = {
    "THUS": "Therefore",
    "SHAPE": "Form",
    "TENSE": "On edge",
    "URGES": "",
    "NEST": "Robin's home",
    "THERE": "Over yonder",
    "HANGS": "Dangles",
    "UPSET": "",
    "SEES": "Notices",
    "STUN": "Amaze",
}
UPSET_BEFORE = (  # the maker's past crosswords' clues for UPSET, by date
    ("2024-11-02", "Knock over"),
    ("2025-01-20", "Bothered"),
    ("2025-03-08", "Bothered"),
    ("2025-06-14", "Surprise win"),
)


def _mini_clue(text: str, k: int, word: str, _slot: Slot) -> str:
    return text if word == "UPSET" else f"{word.title()}, take {k}"


def test_the_constructor_as_the_docs_show_it(
    page: Any, clue_db: Path, tmp_path: Path, shots: Path
) -> None:
    """A mini with most of its clues, its past clues for UPSET and the pattern search on a
    cleared entry: the pictures in docs/make.md."""
    past = tmp_path / "minis"
    past.mkdir()
    for k, (day, text) in enumerate(UPSET_BEFORE):
        meta = Metadata(title=f"Mini {k + 1}", author="Jo Maker", date=day)
        doc = clued(MINI, partial(_mini_clue, text, k), meta)
        (past / f"mini-{k + 1}.puz").write_bytes(dumps(doc, "puz"))
    add_crosswords([past], clue_db)
    mine = tmp_path / "tuesday-mini.ipuz"
    meta = Metadata(title="Tuesday Mini", author="Jo Maker")
    mine.write_bytes(dumps(clued(MINI, lambda w, s: MINI_CLUES[w], meta), "ipuz"))

    page.set_viewport_size({"width": 1180, "height": 860})
    page.goto("/make.html#construct")
    page.set_input_files("#cg-open", str(mine))
    page.locator("#cg-status", has_text="Opened tuesday-mini.ipuz: 5x5, 8 clues.").wait_for()
    page.click("#cg-slots li[data-slot='0,3,down'] button")  # 3 down, UPSET: no clue yet
    past_clues = page.locator("#cg-past li")
    past_clues.nth(2).wait_for()
    assert past_clues.all_inner_texts() == [
        "Surprise win\n2025-06-14, Mini 4 (Jo Maker), mini-4.puz",
        "Bothered\n2025-03-08, Mini 3 (Jo Maker), mini-3.puz, 2 times",
        "Knock over\n2024-11-02, Mini 1 (Jo Maker), mini-1.puz",
    ]
    page.keyboard.type("Surprise w")
    page.locator("#cg-slots li.current .entry-clue", has_text="Surprise w").wait_for()
    page.screenshot(path=str(shots / "make-clues.png"))

    for c in range(4):  # clear 8 across, NEST, and try entries in it
        page.click(f"#cg-wrap tr:nth-child(5) td:nth-child({c + 1})")
        page.keyboard.press("Delete")
    page.click("#cg-slots li[data-slot='4,0,across'] button")
    page.keyboard.press("Enter")
    note = page.locator("#cg-found-note", has_text="entries match ????, ")
    note.wait_for()
    viable = int(re.findall(r", (\d+) of them fit", note.inner_text())[0])
    assert viable >= 1
    first = page.locator("#cg-found button.candidate").first
    assert "crossings 0" not in first.inner_text()  # the viable ones come first
    assert page.input_value("#cg-clue") == "Robin's home"
    assert page.inner_text("#cg-clue-note") == "written for NEST"
    word = first.locator(".word").inner_text()
    first.hover()
    page.locator("#cg-current", has_text=f"(trying {word})").wait_for()
    assert page.locator("#cg-wrap td.trial").count() == 4
    # The counts come for the grid with it: it leaves every crossing an entry.
    page.locator(f"#cg-slots[data-grid='{'/'.join([*MINI[:4], word + '#'])}']").wait_for()
    assert page.locator("#cg-slots li.slot.none").count() == 0
    assert page.locator("#cg-wrap td.dead").count() == 0
    page.screenshot(path=str(shots / "make-pattern.png"))
