"""The constructor's clue routes: export with clues, open a file to edit, past clues, and
entries by pattern for a slot. Every answer is checked against the OpenAPI document."""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any

import puz
import pytest
from starlette.testclient import TestClient

from tests.crosswords import FIVE, THREE, clued
from tests.web.openapi import CheckedClient
from wordgrid.app.clues import add_crosswords
from wordgrid.formats import dumps, parse
from wordgrid.model import ACROSS, DOWN, Metadata, Slot, Solution
from wordgrid.web.app import create_app

FILLED = list(THREE)  # CAT, BOW across; CAB, TOW down
CLUES = [
    {"row": 1, "col": 1, "direction": "across", "text": "Purring pet"},
    {"row": 1, "col": 3, "direction": "down", "text": "Pull behind a truck"},
]


def export(client: TestClient, fmt: str, **body: Any) -> Any:
    got = client.post(f"/api/make/export/{fmt}", json={"grid": FILLED, **body})
    assert got.status_code == 200, got.text
    return got


def read_back(data: bytes, fmt: str) -> Solution:
    doc = parse(data, f"export.{fmt}")
    assert isinstance(doc, Solution)
    return doc


@pytest.mark.parametrize("fmt", ["ipuz", "puz", "jpz", "xd", "json"])
def test_export_carries_the_clues_and_empty_ones(client: TestClient, fmt: str) -> None:
    got = export(client, fmt, clues=CLUES, title="Pets, 3x3!", author="Jo", copyright="© Jo")
    assert got.headers["content-disposition"].endswith(f"''pets-3x3.{fmt}")
    doc = read_back(got.content, fmt)
    clues = {(c.number, c.direction): c.text for c in doc.puzzle.clues}
    # Every entry has its clue; those the maker left are empty, never "3 letters: ...".
    assert clues == {
        (1, ACROSS): "Purring pet",
        (3, ACROSS): "",
        (1, DOWN): "",
        (2, DOWN): "Pull behind a truck",
    }
    assert doc.rows == THREE
    meta = doc.puzzle.meta
    assert (meta.title, meta.author, meta.copyright) == ("Pets, 3x3!", "Jo", "© Jo")


def test_ipuz_export_has_no_placeholder_clue(client: TestClient) -> None:
    data = json.loads(export(client, "ipuz").content)
    texts = [c["clue"] for group in data["clues"].values() for c in group]
    assert texts == ["", "", "", ""]
    assert "crossword" in data["kind"][0]


def test_pdf_export_prints_the_clues(client: TestClient) -> None:
    import io

    from pypdf import PdfReader

    got = export(client, "pdf", clues=CLUES, title="Pets")
    assert got.headers["content-disposition"].endswith("''pets.pdf")
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(got.content)).pages)
    assert "Purring pet" in text and "Pull behind a truck" in text


def test_enumerations_are_added_to_multi_word_entries_when_asked(client: TestClient) -> None:
    grid = ["ICECREAM", "########"]
    clue = [{"row": 1, "col": 1, "direction": "across", "text": "Frozen treat"}]
    on = read_back(export(client, "ipuz", grid=grid, clues=clue).content, "ipuz")
    assert on.puzzle.clues[0].text == "Frozen treat (3,5)"
    off = export(client, "ipuz", grid=grid, clues=clue, enumerations=False)
    assert read_back(off.content, "ipuz").puzzle.clues[0].text == "Frozen treat"
    own = [{**clue[0], "text": "Frozen treat (8)"}]  # the maker's own enumeration stays
    kept = read_back(export(client, "ipuz", grid=grid, clues=own).content, "ipuz")
    assert kept.puzzle.clues[0].text == "Frozen treat (8)"


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"clues": [{"row": 2, "col": 1, "direction": "across", "text": "x"}]}, "clues[0]: no"),
        ({"clues": [CLUES[0], CLUES[0]]}, "clues[1]: a second clue for the across entry at R1C1"),
        ({"grid": ["CA.", "A#O", "BOW"]}, "grid: fill every cell first"),
        ({"clues": [{"row": 1, "col": 1, "direction": "sideways", "text": "x"}]}, "direction"),
        ({"styles": [{"row": 1, "col": 1, "shade": "red"}]}, "shade"),
    ],
)
def test_a_bad_export_is_one_line(client: TestClient, body: dict[str, Any], message: str) -> None:
    got = client.post("/api/make/export/ipuz", json={"grid": FILLED, **body})
    # Against the document (a direction, a shade): 400; against the grid: 422.
    schema = message in ("direction", "shade")
    assert got.status_code == (400 if schema else 422) and message in got.json()["error"]


def test_open_a_file_to_edit_and_export_it_unchanged(client: TestClient) -> None:
    crossword = clued(FIVE, meta=Metadata(title="Five", author="Al", notes="Hello"))
    for fmt in ("puz", "ipuz", "jpz", "xd", "json"):
        got = client.post(f"/api/make/open?name=five.{fmt}", content=dumps(crossword, fmt))
        assert got.status_code == 200, got.text
        opened = got.json()
        assert opened["grid"] == list(FIVE) and opened["solved"]
        assert (opened["title"], opened["author"], opened["notes"]) == ("Five", "Al", "Hello")
        assert len(opened["clues"]) == 10 and opened["clues"][0] == {
            "row": 1,
            "col": 1,
            "direction": "across",
            "text": "Clue for HEART",
        }
        assert opened["enumerations"] is False  # its clues give none: none are added
        keys = ("grid", "clues", "title", "author", "notes", "enumerations")
        again = export(client, fmt, **{k: opened[k] for k in keys})
        assert read_back(again.content, fmt).puzzle.clues == crossword.puzzle.clues


def test_open_keeps_circles_and_rebus_squares(client: TestClient) -> None:
    from dataclasses import replace

    from wordgrid.model import CellStyle

    crossword = clued(THREE)
    puzzle = replace(
        crossword.puzzle, styles={(0, 1): CellStyle(circle=True)}, rebus={(2, 2): "WOW"}
    )
    data = dumps(Solution(puzzle, crossword.words), "ipuz")
    opened = client.post("/api/make/open?name=marked.ipuz", content=data).json()
    assert opened["styles"] == [{"row": 1, "col": 2, "circle": True, "shade": "", "void": False}]
    assert opened["rebus"] == [{"row": 3, "col": 3, "text": "WOW"}]
    body = {k: opened[k] for k in ("grid", "clues", "styles", "rebus")}
    back = read_back(export(client, "ipuz", **body).content, "ipuz").puzzle
    assert back.rebus == {(2, 2): "WOW"} and back.styles == {(0, 1): CellStyle(circle=True)}


def test_a_barred_template_opens_is_counted_and_exports_with_its_bars(client: TestClient) -> None:
    template = Path(__file__).parents[1] / "formats" / "files" / "template-barred.ipuz"
    opened = client.post("/api/make/open?name=t.ipuz", content=template.read_bytes()).json()
    assert opened["grid"] == ["." * 15] * 15 and not opened["solved"] and not opened["clues"]
    bars = opened["bars"]
    assert len(bars) == 66 and {"row": 1, "col": 4, "side": "right"} in bars
    # The look-ahead counts the slots the bars make: row 1 is 4, 6 and 5 cells long.
    counts = client.post("/api/make/lookahead", json={"grid": opened["grid"], "bars": bars})
    row_one = [
        s["length"] for s in counts.json()["slots"] if s["row"] == 1 and s["direction"] == "across"
    ]
    assert row_one == [4, 6, 5]
    # A small barred grid exports with its bars: row 2 is O, then the entry RE.
    small = {"grid": ["CAT", "ORE", "WED"], "bars": [{"row": 2, "col": 1, "side": "right"}]}
    back = read_back(
        client.post("/api/make/export/ipuz", json={**small, "clues": []}).content, "ipuz"
    )
    assert back.puzzle.grid.bars == {((1, 0), ACROSS)} and "RE" in back.words


def test_a_bar_outside_the_grid_is_one_line(client: TestClient) -> None:
    body = {"grid": FILLED, "bars": [{"row": 9, "col": 1, "side": "right"}]}
    got = client.post("/api/make/lookahead", json=body)
    assert (
        got.status_code == 422 and "bars: a bar at R9C1 is outside the grid" in got.json()["error"]
    )


@pytest.mark.parametrize(
    ("name", "data", "message"),
    [
        ("none.txt", b"", "the request body is empty"),
        ("x.puz", b"not a puzzle", "x.puz: not a readable .puz file"),
        ("ws.json", None, "this file is a word search; the constructor makes crosswords"),
    ],
)
def test_open_refuses_in_one_line(
    client: TestClient, name: str, data: bytes | None, message: str
) -> None:
    if data is None:
        from tests.wordsearch.making import made

        data = dumps(made(("CAT", "DOG"), rows=5, cols=5, seed=1), "json")
    got = client.post(f"/api/make/open?name={name}", content=data)
    status = 400 if not data else 422  # the document asks for bytes; what they hold is 422
    assert got.status_code == status and message in got.json()["error"]


def _numbered(k: int, word: str, _slot: Slot) -> str:
    return f"{word.lower()} #{k}"


@pytest.fixture
def clue_client(tmp_path: Path, library: Path) -> Iterator[TestClient]:
    """A server whose clue library holds two crosswords with CAT."""
    folder = tmp_path / "mine"
    folder.mkdir()
    for k, day in enumerate(("2024-05-01", "2025-05-01")):
        meta = Metadata(title=f"Mine {k + 1}", author="Me", date=day)
        doc = clued(THREE, partial(_numbered, k + 1), meta)
        (folder / f"mine{k}.puz").write_bytes(dumps(doc, "puz"))
    db = tmp_path / "clues.sqlite"
    add_crosswords([folder], db)
    app = create_app(library, clue_library=db)
    with CheckedClient(app, raise_server_exceptions=False) as client:
        yield client


def test_past_clues_most_recent_first(clue_client: TestClient) -> None:
    got = clue_client.get("/api/make/clues?answer=cat").json()
    assert got == {
        "answer": "CAT",
        "total": 2,
        "crosswords": 2,
        "clues": [
            {"clue": "cat #2", "date": "2025-05-01", "source": "Mine 2 (Me), mine1.puz", "uses": 1},
            {"clue": "cat #1", "date": "2024-05-01", "source": "Mine 1 (Me), mine0.puz", "uses": 1},
        ],
    }
    one = clue_client.get("/api/make/clues?answer=CAT&limit=1").json()
    assert one["total"] == 2 and len(one["clues"]) == 1
    none = clue_client.get("/api/make/clues?answer=OREO").json()
    assert (none["total"], none["clues"], none["crosswords"]) == (0, [], 2)
    bad = clue_client.get("/api/make/clues?answer=42")
    assert bad.status_code == 422 and "has no letter" in bad.json()["error"]


def test_past_clues_without_a_library(tmp_path: Path, library: Path) -> None:
    app = create_app(library, clue_library=tmp_path / "none.sqlite")
    with CheckedClient(app) as client:
        got = client.get("/api/make/clues?answer=CAT").json()
    assert (got["total"], got["crosswords"]) == (0, 0)
    assert not (tmp_path / "none.sqlite").exists()


def test_words_by_pattern(client: TestClient) -> None:
    got = client.post("/api/make/words", json={"pattern": "C?T", "limit": 3}).json()
    assert got["total"] >= 5  # CAT, CUT, COT, CRT, CST and rarer abbreviations
    assert [e["word"] for e in got["entries"]] == ["CAT", "CUT", "COT"]
    assert all(e["fits"] is None and e["crossings"] is None for e in got["entries"])


def test_words_for_a_slot_say_what_they_leave_the_crossings(client: TestClient) -> None:
    from wordgrid.dictionary import default_dictionary
    from wordgrid.patterns import parse_pattern, scan

    grid = ["..#", "...", "#.."]  # 1 across ??, 3 across ???; 1 down ??, 2 down ???
    slot = {"row": 2, "col": 1, "direction": "across"}
    body = {"pattern": "*", "grid": grid, "slot": slot, "limit": 30, "min_score": 50.0}
    got = client.post("/api/make/words", json=body).json()
    words = default_dictionary(min_score=50.0).scores
    for entry in got["entries"]:
        word = entry["word"]
        assert entry["fits"] == (len(word) == 3)
        if not entry["fits"]:
            assert entry["crossings"] is None
            continue
        # By hand: its letters in the down slots through R2C1 (R1C1-R2C1), R2C2 (R1C2-R3C2)
        # and R2C3 (R2C3-R3C3), counted by a scan of the list.
        crossings = [f"?{word[0]}", f"?{word[1]}?", f"{word[2]}?"]
        fits = [len(scan(words, parse_pattern(p))) for p in crossings]
        assert entry["crossings"] == min(fits), (word, fits)
    viable = [e["fits"] and e["crossings"] != 0 for e in got["entries"]]
    assert viable == sorted(viable, reverse=True)  # the viable ones first
    assert got["viable"] >= sum(viable)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"pattern": "C[AT"}, "pattern 'C[AT', character 2"),
        ({"pattern": "C?T", "grid": ["..."]}, "slot: send the grid and the slot together"),
        (
            {"pattern": "C?T", "grid": ["#.."], "slot": {"row": 1, "col": 1, "direction": "down"}},
            "slot: no down entry starts at row 1, column 1",
        ),
        ({"pattern": "C?T", "dictionary": "nope"}, "no such dictionary on the server"),
        ({"pattern": "C?T", "limit": 0}, "limit"),
    ],
)
def test_a_bad_word_search_is_one_line(
    client: TestClient, body: dict[str, Any], message: str
) -> None:
    got = client.post("/api/make/words", json=body)
    status = 400 if message == "limit" else 422  # the document's range, or what it can't say
    assert got.status_code == status and message in got.json()["error"], got.text


def test_a_puz_from_another_program_opens(client: TestClient) -> None:
    """A .puz written by puzpy itself, not by wordgrid: the constructor reads its clues."""
    p = puz.Puzzle()
    p.width = p.height = 3
    p.solution = "CATA.OBOW"  # . is a block in .puz
    p.fill = "".join("." if ch == "." else "-" for ch in p.solution)
    p.title, p.author = "Tiny", "Someone Else"
    p.clues = ["Feline", "Taxi", "Pull", "Ribbon knot"]  # 1A, 1D, 2D, 3A: by number
    got = client.post("/api/make/open?name=tiny.puz", content=p.tobytes())
    assert got.status_code == 200, got.text
    clues = {(c["row"], c["col"], c["direction"]): c["text"] for c in got.json()["clues"]}
    assert clues == {
        (1, 1, "across"): "Feline",
        (1, 1, "down"): "Taxi",
        (1, 3, "down"): "Pull",
        (3, 1, "across"): "Ribbon knot",
    }


def test_a_made_fill_in_downloads_as_jpz_and_xd_too(client: TestClient) -> None:
    from tests.web.test_make_api import WORDS, wait

    made = client.post("/api/make/fill-in", json={"words": WORDS, "seed": 4})
    made_id = wait(client, made.json())["result"]["id"]
    for fmt in ("jpz", "xd"):
        got = client.get(f"/api/make/made/{made_id}/{fmt}")
        assert got.status_code == 200, got.text
        assert isinstance(parse(got.content, f"made.{fmt}"), Solution)
