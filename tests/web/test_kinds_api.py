"""Diagramless, coded and acrostic puzzles through the player's API (issue 40): what is
served hides what the player must find, and check, reveal and hint answer each kind by its
rules, every answer agreeing with the file's."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from tests.formats.test_kinds import acrostic_ipuz, coded_ipuz, diagramless_ipuz
from tests.web.conftest import indexed
from tests.web.openapi import CheckedClient
from wordgrid.formats import read
from wordgrid.model import Kind, Puzzle, Solution
from wordgrid.verify import problems
from wordgrid.web.app import create_app

BLIND, CODE, QUOTE = "blind.ipuz", "code.ipuz", "quote.ipuz"


@pytest.fixture(scope="module")
def kinds(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("kinds")
    diagramless_ipuz(folder / BLIND)
    coded_ipuz(folder / CODE)
    acrostic_ipuz(folder / QUOTE)
    return folder


@pytest.fixture(scope="module")
def api(kinds: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    app = create_app(kinds, clue_library=tmp_path_factory.mktemp("clues") / "c.sqlite")
    with CheckedClient(app, raise_server_exceptions=False) as client:
        yield indexed(client)


def _post(api: TestClient, path: str, **body: Any) -> Any:
    got = api.post(path, json=body)
    assert got.status_code == 200, got.text
    return got.json()


def _answer(kinds: Path, name: str) -> tuple[str, ...]:
    doc = read(kinds / name)
    assert isinstance(doc, Solution)
    return doc.rows


def test_each_kind_is_listed_as_a_crossword_and_no_answer_is_served(api: TestClient) -> None:
    listed = {p["id"]: p["kind"] for p in api.get("/api/puzzles").json()["puzzles"]}
    assert listed == {BLIND: "crossword", CODE: "crossword", QUOTE: "crossword"}
    blind = api.get(f"/api/puzzles/{BLIND}").json()
    assert blind["variety"] == "diagramless" and blind["grid"] == ["....", "....", "...."]
    code = api.get(f"/api/puzzles/{CODE}").json()
    assert code["variety"] == "coded" and code["words"] == [] and len(code["labels"]) == 8
    assert code["grid"] == [".A.", ".#.", "..."]  # the given A only
    assert api.get(f"/api/puzzles/{QUOTE}").json()["variety"] == "acrostic"


def test_a_diagramless_grid_takes_blocks_and_checks_them(api: TestClient, kinds: Path) -> None:
    wrong = _post(api, "/api/check", id=BLIND, grid=["ABC#", "D#..", "...."])
    assert wrong == {"wrong": [[2, 2]], "empty": 4, "solved": False}  # a block on E
    # Letters all right: the blocks not typed yet count as found.
    assert _post(api, "/api/check", id=BLIND, grid=["ABC#", "DEF.", "GHI."])["solved"]
    assert _post(api, "/api/reveal", id=BLIND, cells=[[1, 4], [2, 2]])["letters"] == ["#", "E"]
    tip = _post(api, "/api/hint", id=BLIND, grid=["ABC#", "....", "...."])
    answer = _answer(kinds, BLIND)
    filled = {(c["row"], c["col"]): c["text"] for c in tip["cells"]}
    assert tip["message"] == "4 across: DEF." and filled[(2, 4)] == "#"  # the end block too
    assert all(answer[r - 1][c - 1] == text for (r, c), text in filled.items())


def test_a_coded_grid_is_one_letter_a_number(api: TestClient, kinds: Path) -> None:
    assert _post(api, "/api/check", id=CODE, grid=["CAT", "A#A", "TAN"])["solved"]
    # TAE: N's square wrong; and a grid that breaks the code is never solved.
    assert _post(api, "/api/check", id=CODE, grid=["CAT", "A#A", "TAE"])["wrong"] == [[3, 3]]
    tip = _post(api, "/api/hint", id=CODE, grid=["CA.", "A#A", ".A."])
    assert tip["message"] == "3 is T."
    assert [(c["row"], c["col"], c["text"]) for c in tip["cells"]] == [(1, 3, "T"), (3, 1, "T")]
    doc = read(kinds / CODE)
    assert isinstance(doc, Solution) and doc.puzzle.kind is Kind.CODED
    assert problems(doc.puzzle, doc.rows) == []
    swapped = ("CAT", "A#A", "TAC")  # a word list can't tell it; the code can: 4 is not 1
    assert any("number 1's letter" in p for p in problems(doc.puzzle, swapped))


def test_an_acrostics_clue_hints_its_scattered_squares(api: TestClient, kinds: Path) -> None:
    tip = _post(api, "/api/hint", id=QUOTE, grid=["..#.", ".X##"])
    assert [(c["row"], c["col"], c["text"]) for c in tip["cells"]] == [(1, 1, "H"), (1, 4, "A")]
    assert tip["message"] == "Clues A: HA."
    # The given punctuation square is the puzzle's: the player's grid is right without it.
    assert _post(api, "/api/check", id=QUOTE, grid=["HI#A", "MX##"])["solved"]
    doc = read(kinds / QUOTE)
    assert isinstance(doc, Solution) and isinstance(doc.puzzle, Puzzle)


def test_a_diagramless_answer_is_not_given_away_by_a_refusal(api: TestClient) -> None:
    # A block anywhere is the player's guess: the grid is taken, not refused for its blocks.
    got = api.post("/api/check", json={"id": BLIND, "grid": ["#...", "....", "...."]})
    assert got.status_code == 200 and got.json()["wrong"] == [[1, 1]]
    plain = api.post("/api/check", json={"id": CODE, "grid": ["#A.", ".#.", "..."]})
    assert plain.status_code == 422 and "blocks must stay" in plain.json()["error"]
