"""The make page's "Crossword from your words": its API, and the panel in real Chromium."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from wordgrid.definitions import holds_answer
from wordgrid.formats import parse
from wordgrid.model import Solution
from wordgrid.render.playable import INLINE_ID

LIST = """\
ATOM: The smallest unit of a chemical element
MOLECULE: Atoms held together by bonds
ELECTRON: A negatively charged particle
PROTON
ICE CREAM: A frozen dessert
CATALYST
"""


def made(client: TestClient, **body: Any) -> dict[str, Any]:
    answer = client.post("/api/make/crossword", json={"text": LIST, "suggest": True, **body})
    assert answer.status_code == 200, answer.text
    found: dict[str, Any] = answer.json()
    return found


def test_a_list_becomes_a_numbered_crossword_with_suggestions(client: TestClient) -> None:
    result = made(client, seed=4, title="Science")
    clues = {c["answer"]: c for c in result["clues"]}
    assert set(clues) == {"ATOM", "MOLECULE", "ELECTRON", "PROTON", "ICE CREAM", "CATALYST"}
    assert clues["ICE CREAM"]["clue"] == "A frozen dessert (3,5)"
    assert clues["PROTON"]["suggested"] and not clues["ATOM"]["suggested"]
    for answer, clue in clues.items():
        assert not holds_answer(clue["clue"], answer)
        for s in clue["suggestions"]:
            assert not holds_answer(s["text"], answer)
    assert clues["ATOM"]["suggestions"][0]["source"] == "dictionary"
    assert "letters checked" in result["summary"]


def test_the_same_seed_keeps_the_layout_while_clues_change(client: TestClient) -> None:
    first = made(client, seed=8)
    entries = [
        {"answer": c["answer"], "clue": f"New clue {k}"} for k, c in enumerate(first["clues"])
    ]
    again = client.post("/api/make/crossword", json={"entries": entries, "seed": 8}).json()
    assert again["grid"] == first["grid"]
    assert {c["clue"] for c in again["clues"]} >= {"New clue 0", "New clue 1"}


def test_downloads_play_and_print(client: TestClient) -> None:
    result = made(client, seed=2, title="Science")
    for fmt in ("ipuz", "puz", "jpz", "xd", "json"):
        answer = client.get(f"/api/make/crossword/{result['id']}/{fmt}")
        assert answer.status_code == 200
        doc = parse(answer.content, f"x.{fmt}")
        assert isinstance(doc, Solution) and len(doc.puzzle.clues) == 6
    pdf = client.get(f"/api/make/crossword/{result['id']}/pdf?lang=fr&word_bank=true")
    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF")
    puzzle = client.get(f"/api/puzzles/{result['id']}").json()
    assert puzzle["kind"] == "crossword"


def test_bad_lists_are_422_with_the_line(client: TestClient) -> None:
    answer = client.post("/api/make/crossword", json={"text": "ATOM: a\n: clue alone\n"})
    assert answer.status_code == 422 and answer.json()["error"].startswith("text:2:")
    answer = client.post("/api/make/crossword", json={"text": "ATOM: a\nMOAT: b\nATOM: c\n"})
    assert answer.status_code == 422 and "listed twice" in answer.json()["error"]


def test_a_missing_clue_or_a_giveaway_is_a_warning_not_a_refusal(client: TestClient) -> None:
    answer = client.post("/api/make/crossword", json={"text": "ATOM: An atom is small\nTOMB\n"})
    assert answer.status_code == 200
    warnings = answer.json()["warnings"]
    assert any("TOMB (line 2) has no clue" in w for w in warnings)
    assert any("the clue of ATOM (line 1) gives away its own answer" in w for w in warnings)


def test_suggestions_for_answers(client: TestClient) -> None:
    found = client.post(
        "/api/make/crossword/suggestions", json={"answers": ["VOLCANO"], "lang": "en"}
    ).json()
    assert found["dictionary"] and found["suggestions"]["VOLCANO"]
    other = client.post("/api/make/crossword/suggestions", json={"answers": ["CASA"], "lang": "pt"})
    assert other.json() == {"dictionary": False, "suggestions": {"CASA": []}}


def test_the_panel_lays_out_edits_and_links(page: Any, shots: Path) -> None:
    page.goto("/make.html#crossword")
    page.fill("#cw-list", LIST)
    page.fill("#cw-title", "Science")
    page.click("#cw-make")
    page.wait_for_selector("#cw-result:not([hidden])")
    assert page.locator("#cw-grid td:not(.block)").count() > 20
    assert page.locator(".cw-clue input").count() == 6
    page.screenshot(path=str(shots / "crossword-panel.png"), full_page=True)
    first = page.locator(".cw-clue").first
    first.locator("button").click()
    pick = page.locator(".cw-picks:not([hidden]) button").first
    text = pick.text_content()
    pick.click()
    assert first.locator("input").input_value() == text
    page.locator("#cw-status", has_text="Clues saved").wait_for()
    href = page.get_attribute("#cw-print", "href")
    assert href and href.endswith("/pdf?lang=en&word_bank=false")
    assert (page.get_attribute("#cw-play", "href") or "").startswith("play.html?id=made-crossword-")
    page.set_viewport_size({"width": 375, "height": 700})
    page.screenshot(path=str(shots / "crossword-panel-375.png"), full_page=True)
    overflow = page.evaluate("document.documentElement.scrollWidth > window.innerWidth + 1")
    assert not overflow


def test_editing_clues_keeps_the_grid_the_preview_shows(page: Any) -> None:
    """Print, the downloads and "Play it" are the preview's grid, before and after edits."""
    page.goto("/make.html#crossword")
    page.fill("#cw-list", LIST)
    page.click("#cw-make")
    page.wait_for_selector("#cw-result:not([hidden])")
    read_grid = """[...document.querySelectorAll('#cw-grid tr')].map((tr) =>
        [...tr.cells].map((td) => td.classList.contains('block') ? '#' : td.lastChild.textContent)
        .join(''))"""
    preview = page.evaluate(read_grid)
    inputs = page.locator(".cw-clue input")
    for k in range(inputs.count()):
        inputs.nth(k).fill(f"Edited clue {k + 1}")
    page.locator("#cw-status", has_text="Clues saved").wait_for()
    assert page.evaluate(read_grid) == preview
    made_id = (page.get_attribute("#cw-play", "href") or "").removeprefix("play.html?id=")
    assert made_id and f"/{made_id}/pdf" in (page.get_attribute("#cw-print", "href") or "")
    for link in page.locator("#cw-downloads a").all():
        href = link.get_attribute("href") or ""
        assert f"/{made_id}/" in href
        fmt = href.rsplit("/", 1)[1]
        body = page.request.get(href).body()
        if fmt == "html":  # a page that plays it: its inlined puzzle and key
            [inlined] = json.loads(body.decode().split(f'id="{INLINE_ID}">')[1].split("<")[0])
            played_rows = [
                "".join("#" if ch in "#." else ch for ch in row) for row in inlined["key"]["rows"]
            ]
            assert played_rows == preview, fmt
            played_texts = {c["text"].split(" (")[0] for c in inlined["puzzle"]["clues"]}
            assert played_texts == {f"Edited clue {k + 1}" for k in range(inputs.count())}
            continue
        doc = parse(body, f"made.{fmt}")
        assert isinstance(doc, Solution)
        rows = ["".join("#" if ch in "#." else ch for ch in row) for row in doc.rows]
        assert rows == preview, fmt
        texts = {c.text.split(" (")[0] for c in doc.puzzle.clues}
        assert texts == {f"Edited clue {k + 1}" for k in range(inputs.count())}, fmt
    played = page.request.get(f"/api/puzzles/{made_id}").json()
    assert played["kind"] == "crossword"


def test_editing_clues_through_the_api_keeps_the_grid(client: TestClient) -> None:
    result = made(client, seed=4)
    first = result["clues"][0]
    edit = {"number": first["number"], "direction": first["direction"]}
    text = f"Not {first['answer'].lower()} again"
    again = client.post(
        "/api/make/crossword/clues",
        json={"id": result["id"], "clues": [{**edit, "clue": text}]},
    )
    assert again.status_code == 200, again.text
    body = again.json()
    assert body["grid"] == result["grid"] and body["id"] != result["id"]
    assert body["clues"][0]["clue"] == text
    others = [c["clue"] for c in body["clues"][1:]]
    assert others == [c["clue"] for c in result["clues"][1:]]  # the rest as they were
    assert any(f"gives away its own answer: {text!r}" in w for w in body["warnings"])
    unknown = client.post(
        "/api/make/crossword/clues",
        json={"id": result["id"], "clues": [{"number": 99, "direction": "down", "clue": "x"}]},
    )
    assert unknown.status_code in (400, 422) and "no clue 99 down" in unknown.json()["error"]
