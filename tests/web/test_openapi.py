"""The OpenAPI document: served, valid, and true of every operation's answers.

Every test client of the web tests checks each answer against the document (openapi.py);
this module makes sure that each documented operation is asked at least once, so none of
them is described without being checked.
"""

from __future__ import annotations

from typing import Any

from openapi_spec_validator import validate

from tests.web.conftest import CROSSWORD, FILL_IN, WORD_SEARCH, crossword
from tests.web.openapi import CheckedClient, operations
from tests.web.test_make_api import OPEN_5, WORDS, started, upload, wait

FILLED = ["CAT", "A#O", "BOW"]


def test_the_document_is_served_and_valid(client: CheckedClient) -> None:
    got = client.get("/api/openapi.json")
    assert got.status_code == 200
    document = got.json()
    validate(document)  # raises on a document that breaks the OpenAPI 3.1 schema
    assert document["info"]["title"] == "wordgrid"


def test_every_operation_answers_as_documented(client: CheckedClient) -> None:
    """One request of each operation, through the checking client; then none is left."""
    asked: set[tuple[str, str]] = set()

    def ask(method: str, path: str, template: str, **kwargs: Any) -> Any:
        got = client.request(method, path, **kwargs)
        assert got.status_code < 300, f"{method} {path}: {got.text}"
        asked.add((method, template))
        return got

    rows = crossword().rows
    ask("GET", "/api/puzzles", "/api/puzzles")
    ask("GET", f"/api/puzzles/{FILL_IN}", "/api/puzzles/{puzzle_id}")
    ask("GET", f"/api/puzzles/{FILL_IN}/pdf", "/api/puzzles/{puzzle_id}/pdf")
    ask("POST", "/api/check", "/api/check", json={"id": CROSSWORD, "grid": list(rows)})
    ask("POST", "/api/check", "/api/check", json={"id": WORD_SEARCH, "from": [1, 1], "to": [1, 2]})
    ask("POST", "/api/hint", "/api/hint", json={"id": CROSSWORD, "grid": ["...", ".#.", "..."]})
    ask("POST", "/api/reveal", "/api/reveal", json={"id": CROSSWORD, "cells": [[1, 1]]})
    ask("POST", "/api/solve?count=true", "/api/solve", content=b"CAT\nAT\n\n111\n110\n")
    ask("GET", "/api/make/options", "/api/make/options")
    dict_id = upload(client)
    asked.add(("POST", "/api/make/dictionaries"))
    ask("POST", "/api/make/lookahead", "/api/make/lookahead", json={"grid": OPEN_5})
    fill = ask(
        "POST", "/api/make/fill", "/api/make/fill", json={"grid": OPEN_5, "dictionary": dict_id}
    )
    assert wait(client, fill.json())["state"] == "done"
    asked.add(("GET", "/api/make/jobs/{job_id}"))
    made = ask("POST", "/api/make/fill-in", "/api/make/fill-in", json={"words": WORDS, "seed": 4})
    made_id = wait(client, made.json())["result"]["id"]
    ask("GET", f"/api/make/made/{made_id}/ipuz", "/api/make/made/{puzzle_id}/{fmt}")
    search = ask("POST", "/api/make/wordsearch", "/api/make/wordsearch", json={"words": "cat dog"})
    assert wait(client, search.json())["state"] == "done"
    exported = ask(
        "POST",
        "/api/make/export/ipuz",
        "/api/make/export/{fmt}",
        json={
            "grid": FILLED,
            "clues": [{"row": 1, "col": 1, "direction": "across", "text": "Pet"}],
        },
    )
    ask("POST", "/api/make/open?name=cat.ipuz", "/api/make/open", content=exported.content)
    ask("GET", "/api/make/clues?answer=CAT", "/api/make/clues")
    ask("POST", "/api/make/words", "/api/make/words", json={"pattern": "C?T"})
    slot = {"row": 1, "col": 1, "direction": "across"}
    words = {"pattern": "???", "grid": ["...", ".#.", "..."], "slot": slot}
    ask("POST", "/api/make/words", "/api/make/words", json=words)
    job = started(client, "/api/make/grid-fill-in", {"grid": FILLED})
    asked.add(("POST", "/api/make/grid-fill-in"))
    ask("POST", f"/api/make/jobs/{job['id']}/cancel", "/api/make/jobs/{job_id}/cancel")
    ask("DELETE", f"/api/make/jobs/{job['id']}", "/api/make/jobs/{job_id}")
    room = ask("POST", "/api/rooms", "/api/rooms", json={"puzzle": CROSSWORD}).json()["room"]
    ask("GET", f"/api/rooms/{room}", "/api/rooms/{room_id}")
    ask("GET", f"/api/rooms/{room}/pdf", "/api/rooms/{room_id}/pdf")
    ask("GET", "/api/share", "/api/share")
    documented = {(m, p.pattern) for m, p, _ in operations(client.app.openapi())}  # type: ignore[attr-defined]
    templates = {(m, _pattern(t)) for m, t in asked}
    assert documented - templates == set(), "operations never asked"


def _pattern(template: str) -> str:
    import re

    return "^" + re.sub(r"\{[^}]+\}", "[^/]+", template) + "$"


def test_errors_are_documented_too(client: CheckedClient) -> None:
    """A refusal of each kind, each checked against its operation's documented answers."""
    assert client.post("/api/check", json={"id": FILL_IN, "grid": "ab"}).status_code == 400
    assert client.get("/api/puzzles/nothing.txt").status_code == 404
    assert client.post("/api/hint", json={"id": WORD_SEARCH, "grid": []}).status_code == 422
    assert client.post("/api/solve", content=b"A" * 1_000_001).status_code == 413
    assert client.get("/api/make/jobs/nothing").status_code == 404
    assert client.get("/api/rooms/nothing").status_code == 404
    assert client.post("/api/rooms", json={"puzzle": "nothing.txt"}).status_code == 404
    assert client.post("/api/rooms", json={"puzzle": 5}).status_code == 400
