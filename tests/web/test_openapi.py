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
    ask("GET", "/api/left-out", "/api/left-out")
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
    clued = ask(
        "POST", "/api/make/crossword", "/api/make/crossword", json={"text": "CAT: Pet\nTAR: Pitch"}
    )
    ask(
        "GET",
        f"/api/make/crossword/{clued.json()['id']}/ipuz",
        "/api/make/crossword/{puzzle_id}/{fmt}",
    )
    first = clued.json()["clues"][0]
    edit = {"number": first["number"], "direction": first["direction"], "clue": "A pet"}
    ask(
        "POST",
        "/api/make/crossword/clues",
        "/api/make/crossword/clues",
        json={"id": clued.json()["id"], "clues": [edit]},
    )
    ask(
        "POST",
        "/api/make/crossword/suggestions",
        "/api/make/crossword/suggestions",
        json={"answers": ["CAT"]},
    )
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
    assert client.post("/api/hint", json={"id": WORD_SEARCH, "grid": ["."]}).status_code == 422
    assert client.post("/api/solve", content=b"A" * 1_000_001).status_code == 413
    assert client.get("/api/make/jobs/nothing").status_code == 404
    assert client.get("/api/rooms/nothing").status_code == 404
    assert client.post("/api/rooms", json={"puzzle": "nothing.txt"}).status_code == 404
    assert client.post("/api/rooms", json={"puzzle": 5}).status_code == 400


def test_a_wrong_method_gets_405_and_allow(client: CheckedClient) -> None:
    """Allow names every method the document gives the path, whichever route answers."""
    for method, path, allow in [
        ("TRACE", "/api/reveal", "POST"),
        ("GET", "/api/reveal", "POST"),  # not the static files' 404
        ("PUT", "/api/make/jobs/abc", "DELETE, GET, HEAD"),
        ("POST", "/api/puzzles", "GET, HEAD"),
    ]:
        got = client.request(method, path)
        assert (got.status_code, got.headers.get("allow")) == (405, allow), (method, path)
    assert client.get("/api/nothing").status_code == 404


def test_the_document_is_json_schema_throughout(client: CheckedClient) -> None:
    """Every constraint is written as JSON Schema has it (minimum, not pydantic's ge), so
    what a client reads is what the server checks."""
    pydantic_only = {"ge", "le", "gt", "lt"}
    found: list[str] = []

    def walk(node: Any, where: str) -> None:
        if isinstance(node, dict):
            found.extend(f"{where}.{key}" for key in pydantic_only & set(node))
            for key, value in node.items():
                walk(value, f"{where}.{key}")
        elif isinstance(node, list):
            for k, value in enumerate(node):
                walk(value, f"{where}[{k}]")

    walk(client.app.openapi(), "")  # type: ignore[attr-defined]
    assert found == []


def test_a_whole_float_is_an_integer(client: CheckedClient) -> None:
    """JSON Schema's integer takes 2.0; a string or a fraction is still refused."""
    got = client.post("/api/reveal", json={"id": CROSSWORD, "cells": [[1.0, 2.0]]})
    assert got.status_code == 200 and got.json() == {"letters": ["A"]}
    for cell in (["1", 2], [1.5, 2], [True, 2]):
        assert (
            client.post("/api/reveal", json={"id": CROSSWORD, "cells": [cell]}).status_code == 400
        )


def test_every_answer_is_typed(client: CheckedClient) -> None:
    """Each operation's JSON answer names a schema with its fields, the puzzle and the
    solve answer included; solve's formats are the readers'."""
    from typing import get_args

    from wordgrid.formats import FORMATS
    from wordgrid.web.solve import Format

    assert get_args(Format) == FORMATS
    document = client.app.openapi()  # type: ignore[attr-defined]
    schemas = document["components"]["schemas"]
    for path, methods in document["paths"].items():
        for method, operation in methods.items():
            ok = [str(s) for s in operation["responses"] if str(s).startswith("2")]
            for status in ok:
                content = operation["responses"][status].get("content", {})
                schema = content.get("application/json", {}).get("schema")
                if schema is None:
                    continue  # a file: a PDF, a download
                ref = schema.get("$ref") or next(
                    (
                        s["$ref"]
                        for s in schema.get("anyOf", schema.get("oneOf", []))
                        if "$ref" in s
                    ),
                    None,
                )
                assert ref, f"{method} {path}: an untyped answer"
                assert schemas[ref.rsplit("/", 1)[1]].get("properties"), f"{method} {path}"
