"""The JSON API through Starlette's test client: library, puzzle, check, hint, reveal, solve."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.testclient import TestClient

from tests.conftest import run
from tests.formats.test_kinds import acrostic_ipuz
from tests.formats.test_size_limit import JPZ as JPZ_SIZED
from tests.web.conftest import (
    CROSSWORD,
    FILL_IN,
    WORD_SEARCH,
    WORD_SEARCH_WORDS,
    crossword,
    indexed,
    until,
)
from wordgrid.batch import examples_folder
from wordgrid.cli import main
from wordgrid.formats import as_puzzle, parse, read
from wordgrid.formats._io import LARGEST_SIDE
from wordgrid.model import WordSearch, fold
from wordgrid.solver import solve
from wordgrid.verify import problems
from wordgrid.web.http import MAX_BODY


def answer(library: Path, name: str) -> tuple[str, ...]:
    """The filled grid of a library puzzle, found here independently of the server."""
    outcome = solve(as_puzzle(read(library / name)))
    assert outcome.solution is not None
    return outcome.solution.rows


def blank(rows: tuple[str, ...]) -> list[str]:
    return ["".join("#" if ch == "#" else "." for ch in row) for row in rows]


def test_library_lists_playable_puzzles(client: TestClient) -> None:
    got = client.get("/api/puzzles")
    assert got.status_code == 200
    rows = {p["id"]: p for p in got.json()["puzzles"]}
    assert set(rows) == {FILL_IN, CROSSWORD, WORD_SEARCH}  # notes.txt is not a puzzle
    assert got.json()["total"] == 3
    assert got.json()["index"] == {
        "state": "ready",
        "done": 4,
        "total": 4,
        "left_out": 1,
        "error": None,
    }
    assert rows[FILL_IN]["kind"] == "fill-in" and rows[FILL_IN]["words"] == 10
    assert (rows[FILL_IN]["rows"], rows[FILL_IN]["cols"]) == (11, 9)
    assert rows[FILL_IN]["rating"] in ("easy", "medium", "hard")
    assert rows[CROSSWORD]["kind"] == "crossword" and rows[WORD_SEARCH]["kind"] == "word search"


def test_the_library_is_paged_sorted_and_filtered(client: TestClient) -> None:
    page = client.get("/api/puzzles", params={"limit": 1, "offset": 1, "sort": "-size"}).json()
    assert [p["id"] for p in page["puzzles"]] == [WORD_SEARCH]  # 11x9, then 7x7, then 3x3
    assert (page["total"], page["offset"], page["limit"]) == (3, 1, 1)
    ws = client.get("/api/puzzles", params={"kind": "word search"}).json()
    assert [p["id"] for p in ws["puzzles"]] == [WORD_SEARCH] and ws["total"] == 1
    rating = client.get("/api/puzzles", params={"kind": "fill-in"}).json()["puzzles"][0]["rating"]
    found = client.get("/api/puzzles", params={"q": "SAMPLE puz", "rating": rating}).json()
    assert [p["id"] for p in found["puzzles"]] == [FILL_IN]
    other = next(r for r in ("easy", "medium", "hard") if r != rating)
    assert client.get("/api/puzzles", params={"rating": other}).json()["total"] == 0
    by_title = client.get("/api/puzzles", params={"sort": "title"}).json()
    assert [p["title"] for p in by_title["puzzles"]] == ["animals", "pets", "sample puzzle"]


@pytest.mark.parametrize(
    ("params", "says"),
    [
        ({"limit": "-1"}, "limit: input should be greater than or equal to 0"),
        ({"limit": "1001"}, "limit: input should be less than or equal to 1000"),
        ({"offset": "x"}, "offset: input should be a valid integer"),
        ({"sort": "colour"}, "sort: input should be 'name', 'title'"),
        ({"kind": "sudoku"}, "kind: input should be 'fill-in', 'crossword' or 'word search'"),
        ({"rating": "fiendish"}, "rating: input should be 'easy', 'medium' or 'hard'"),
        ({"q": "x" * 201}, "q: string should have at most 200 characters"),
    ],
)
def test_a_bad_library_query_is_one_line(
    client: TestClient, params: dict[str, str], says: str
) -> None:
    got = client.get("/api/puzzles", params=params)
    assert got.status_code == 400
    assert got.json()["error"].startswith(says)


def test_the_library_page_is_in_the_openapi_document(client: TestClient) -> None:
    from typing import get_args

    from wordgrid.web import catalog, documents, play

    document = client.get("/api/openapi.json").json()
    operation = document["paths"]["/api/puzzles"]["get"]
    assert {p["name"] for p in operation["parameters"]} == {
        "limit",
        "offset",
        "sort",
        "kind",
        "rating",
        "q",
    }
    schema = operation["responses"]["200"]["content"]["application/json"]["schema"]
    page = document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    assert set(page["required"]) == {"puzzles", "total", "offset", "limit", "index"}
    # The documented choices are the catalog's own.
    assert get_args(documents.Kind) == catalog.KINDS and get_args(play.Rating) == catalog.RATINGS
    assert get_args(play.Sort) == (*catalog.SORTS, *(f"-{s}" for s in catalog.SORTS))


def test_puzzle_is_wordgrid_json_without_answers(client: TestClient, library: Path) -> None:
    fill_in = client.get(f"/api/puzzles/{FILL_IN}").json()
    assert fill_in["wordgrid"] == 1 and fill_in["type"] == "puzzle"
    assert "placements" not in fill_in and len(fill_in["words"]) == 10
    cross = client.get(f"/api/puzzles/{CROSSWORD}").json()
    assert cross["words"] == [] and len(cross["clues"]) == 4  # the answers stay on the server
    assert all(set(row) <= {".", "#"} for row in cross["grid"])
    ws = client.get(f"/api/puzzles/{WORD_SEARCH}").json()
    assert ws["type"] == "wordsearch" and ws["placements"] == []
    assert sorted(ws["words"]) == sorted(WORD_SEARCH_WORDS)


@pytest.mark.parametrize(
    "path",
    [
        "/api/puzzles/..%2f..%2fetc%2fpasswd",
        "/api/puzzles/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
        "/api/puzzles/../../etc/passwd",
        "/api/puzzles/%2fetc%2fpasswd",
        "/../../etc/passwd",
        "/..%2f..%2fetc%2fpasswd",
        "/api/puzzles/..",
        "/api/puzzles/notes.txt",
    ],
)
def test_nothing_outside_the_folder(client: TestClient, path: str) -> None:
    got = client.get(path)
    assert got.status_code == 404
    assert "root:" not in got.text
    assert set(got.json()) == {"error"}


def test_check_names_wrong_cells_never_answers(client: TestClient, library: Path) -> None:
    rows = answer(library, FILL_IN)
    grid = blank(rows)
    r, c = next((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "#")
    wrong = "Q" if rows[r][c] != "Q" else "Z"
    grid[r] = grid[r][:c] + wrong + grid[r][c + 1 :]
    got = client.post("/api/check", json={"id": FILL_IN, "grid": grid})
    assert got.status_code == 200
    assert got.json() == {
        "wrong": [[r + 1, c + 1]],
        "empty": sum(g.count(".") for g in grid),
        "solved": False,
    }
    full = client.post("/api/check", json={"id": FILL_IN, "grid": list(rows)}).json()
    assert full == {"wrong": [], "empty": 0, "solved": True}


def test_check_word_search_selection(client: TestClient, library: Path) -> None:
    ws = read(library / WORD_SEARCH)
    assert isinstance(ws, WordSearch)
    for p in ws.placements:
        first, last = p.cells()[0], p.cells()[-1]
        for a, b in ((first, last), (last, first)):
            got = client.post(
                "/api/check",
                json={"id": WORD_SEARCH, "from": [a[0] + 1, a[1] + 1], "to": [b[0] + 1, b[1] + 1]},
            ).json()
            assert got["found"]["word"] == p.word
    miss = client.post("/api/check", json={"id": WORD_SEARCH, "from": [1, 1], "to": [1, 1]})
    assert miss.json() == {"found": None, "secret": False}


def test_hint_is_the_terminal_games_hint(client: TestClient, library: Path) -> None:
    from wordgrid.game.session import Game
    from wordgrid.word_puzzle import read_file

    rows = answer(library, FILL_IN)
    got = client.post("/api/hint", json={"id": FILL_IN, "grid": blank(rows)})
    assert got.status_code == 200
    tip = got.json()
    words, layout = read_file(str(library / FILL_IN))
    game = Game.from_layout(FILL_IN, words, layout)
    terminal = game.hint().move
    assert (tip["row"], tip["col"]) == (terminal.row + 1, terminal.col + 1)
    assert tip["word"] == words[terminal.wordno - 1] and tip["kept"]
    assert tip["direction"] == terminal.direction.label
    assert tip["word"] in tip["message"] and f"row {tip['row']}" in tip["message"]
    # The hinted word is the answer's, where the hint says.
    dr, dc = (1, 0) if tip["direction"] == "down" else (0, 1)
    r, c = tip["row"] - 1, tip["col"] - 1
    assert "".join(rows[r + k * dr][c + k * dc] for k in range(len(tip["word"]))) == tip["word"]


def test_hint_with_wrong_letters_says_so(client: TestClient, library: Path) -> None:
    rows = answer(library, FILL_IN)
    grid = blank(rows)
    r, c = next((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "#")
    grid[r] = grid[r][:c] + ("Q" if rows[r][c] != "Q" else "Z") + grid[r][c + 1 :]
    tip = client.post("/api/hint", json={"id": FILL_IN, "grid": grid}).json()
    # It points at the wrong letter, as Check would, and names no word (one may be placed).
    assert tip["kept"] is False and tip["word"] is None
    assert tip["wrong"] == [[r + 1, c + 1]]
    assert tip["message"] == (
        "No solution keeps the letters on the grid: the letter at "
        f"row {r + 1}, column {c + 1} is wrong (marked)."
    )


def test_hint_with_wrong_letters_among_right_ones_names_only_the_wrong(
    client: TestClient, library: Path
) -> None:
    """A grid mostly filled in right, with three wrong letters: the hint names those three,
    never a word that is on the grid already."""
    rows = answer(library, FILL_IN)
    grid = [list(row) for row in rows]
    letters = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "#"]
    spoiled = letters[::7][:3]
    for r, c in spoiled:
        grid[r][c] = "Q" if rows[r][c] != "Q" else "Z"
    tip = client.post("/api/hint", json={"id": FILL_IN, "grid": ["".join(g) for g in grid]})
    got = tip.json()
    assert got["kept"] is False and got["word"] is None
    assert got["wrong"] == [[r + 1, c + 1] for r, c in spoiled]
    assert "3 letters are wrong (marked)" in got["message"]
    checked = client.post("/api/check", json={"id": FILL_IN, "grid": ["".join(g) for g in grid]})
    assert checked.json()["wrong"] == got["wrong"]  # the same cells Check marks


def test_crossword_check_hint_reveal(client: TestClient) -> None:
    rows = crossword().rows
    empty = blank(rows)
    tip = client.post("/api/hint", json={"id": CROSSWORD, "grid": empty}).json()
    assert tip["message"] == "1 across: CAT." and (tip["row"], tip["col"]) == (1, 1)
    got = client.post("/api/reveal", json={"id": CROSSWORD, "cells": [[3, 1], [3, 3]]})
    assert got.json() == {"letters": [rows[2][0], rows[2][2]]}
    assert client.post("/api/check", json={"id": CROSSWORD, "grid": list(rows)}).json()["solved"]


def test_reveal_refuses_blocks(client: TestClient) -> None:
    got = client.post("/api/reveal", json={"id": CROSSWORD, "cells": [[2, 2]]})
    assert got.status_code == 422 and "row 2, column 2" in got.json()["error"]


@pytest.mark.parametrize(
    ("body", "status", "says"),
    [
        (b"", 400, "not JSON"),
        (b"[1]", 400, "JSON object"),
        (b"\xff\xfe", 400, "UTF-8"),
        (b"[" * 100_000 + b"]" * 100_000, 400, "JSON"),
        (json.dumps({"grid": []}).encode(), 400, "id"),
        (json.dumps({"id": "nope.txt", "grid": ["."]}).encode(), 404, "no puzzle"),
        (json.dumps({"id": FILL_IN, "grid": "ab"}).encode(), 400, "grid"),
        (json.dumps({"id": FILL_IN, "grid": []}).encode(), 400, "grid"),
        # What the document can't say, as it depends on the puzzle: 422.
        (json.dumps({"id": FILL_IN, "grid": ["x"] * 11}).encode(), 422, "grid[0]"),
        (json.dumps({"id": FILL_IN, "grid": ["#########"] * 11}).encode(), 422, "blocks"),
        (json.dumps({"id": FILL_IN, "grid": ["001111100"] * 11}).encode(), 422, "grid[0]"),
        (json.dumps({"id": WORD_SEARCH, "from": [1], "to": [1, 1]}).encode(), 400, "from"),
        (json.dumps({"id": WORD_SEARCH, "grid": ["."]}).encode(), 422, "from"),
    ],
)
def test_bad_check_requests(client: TestClient, body: bytes, status: int, says: str) -> None:
    got = client.post("/api/check", content=body)
    assert got.status_code == status, got.text
    message = got.json()["error"]
    assert says in message and "\n" not in message


def test_json_sent_as_a_form_is_told_what_to_send(client: TestClient) -> None:
    # `curl --data '{...}'` says application/x-www-form-urlencoded: not read as JSON.
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    got = client.post("/api/make/words", content=b'{"pattern": "C?T"}', headers=form)
    assert got.status_code == 400
    assert "application/json" in got.json()["error"] and "x-www-form" in got.json()["error"]
    got = client.post("/api/make/words", content=b'{"pattern": "C?T"}')  # no type: JSON
    assert got.status_code == 200 and got.json()["total"] > 0


def test_hint_on_a_word_search_is_refused(client: TestClient) -> None:
    got = client.post("/api/hint", json={"id": WORD_SEARCH, "grid": ["."]})
    assert got.status_code == 422 and "selection" in got.json()["error"]


def test_body_over_a_megabyte_is_refused(client: TestClient) -> None:
    got = client.post("/api/solve", content=b"A" * (MAX_BODY + 1))
    assert got.status_code == 413 and "1 MB" in got.json()["error"]


@pytest.mark.parametrize("path", ["/api/solve", "/api/rooms", "/api/make/words"])
def test_a_chunked_body_over_a_megabyte_is_refused_alike(client: TestClient, path: str) -> None:
    # No Content-Length to refuse it by: it is counted as it is read, by the route itself
    # (an upload) or by the framework parsing JSON.
    def chunks() -> Iterator[bytes]:
        yield b'{"words": "'
        for _ in range(11):
            yield b"A" * 100_000

    got = client.post(path, content=chunks(), headers={"content-type": "application/json"})
    assert got.status_code == 413 and "1 MB" in got.json()["error"]


def test_solve_matches_the_command_line(
    client: TestClient, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    for name in ("sample_puzzle.txt", "seed003_impossible.txt", "fillin_13x13.txt"):
        path = examples_folder() / name
        code, out, _ = run(capsys, "solve", str(path), "--json", "--count")
        got = client.post("/api/solve?count=true", content=path.read_bytes())
        assert got.status_code == 200
        cli, web = json.loads(out), got.json()
        for doc in (cli, web):
            doc.pop("name", None)
            doc.get("puzzle", {}).pop("name", None)
            doc["stats"].pop("seconds")
        assert web == cli
        assert web["status"] == ("unsolvable" if code == 1 else "solved")
        assert ("reason" in web) == (code == 1)
        if web["status"] == "solved":
            assert not problems(as_puzzle(parse(path.read_bytes(), name)), web["grid"])


@pytest.mark.parametrize(
    ("content", "status"),
    [
        (b"CAT\n\n1111\n0x\n", 422),  # a file that can't be read: the CLI's exit 2
        (b'{"wordgrid": 1, "type": "puzzle"', 422),
        (b"\x00\x01\x02", 422),
    ],
)
def test_solve_bad_files_get_the_cli_message(
    client: TestClient,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    content: bytes,
    status: int,
) -> None:
    path = tmp_path / "upload"
    path.write_bytes(content)
    code, _, err = run(capsys, "solve", str(path), "--json")
    got = client.post("/api/solve", content=content)
    assert code == 2 and got.status_code == status
    assert err.strip().replace(str(path), "upload") == f"wordgrid: error: {got.json()['error']}"


def test_a_grid_past_the_size_limit_gets_422_naming_the_limit(client: TestClient) -> None:
    jpz = JPZ_SIZED.format(width=LARGEST_SIDE + 1, height=2)
    got = client.post("/api/solve", content=jpz.encode())
    limit = f"at most {LARGEST_SIDE} by {LARGEST_SIDE}"
    assert got.status_code == 422 and limit in got.json()["error"]


def test_solve_refuses_a_word_search_with_422(client: TestClient, library: Path) -> None:
    got = client.post("/api/solve", content=(library / WORD_SEARCH).read_bytes())
    assert got.status_code == 422 and "word search" in got.json()["error"]


def test_an_acrostic_is_no_fill_in_to_solve_at_any_door(
    client: TestClient, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Its quote's runs across and down are pieces of sentences, not words of a list.
    path = acrostic_ipuz(tmp_path / "quote.ipuz")
    got = client.post("/api/solve", content=path.read_bytes())
    assert got.status_code == 422 and "acrostic" in got.json()["error"]
    code, out, err = run(capsys, "solve", str(path))
    assert code == 2 and out == "" and len(err.splitlines()) == 1 and "acrostic" in err
    code, _, err = run(capsys, "batch", str(tmp_path))
    assert code == 2 and "not a fill-in" in err


def test_print_is_the_pdf_render_makes(
    client: TestClient, library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from io import BytesIO

    from pypdf import PdfReader

    def text(pdf: bytes) -> list[str]:
        return [page.extract_text() for page in PdfReader(BytesIO(pdf)).pages]

    for name in (FILL_IN, CROSSWORD, WORD_SEARCH):
        got = client.get(f"/api/puzzles/{name}/pdf")
        assert got.status_code == 200 and got.headers["content-type"] == "application/pdf"
        out = tmp_path / f"{name}.pdf"
        assert run(capsys, "render", str(library / name), "-o", str(out))[0] == 0
        assert text(got.content) == text(out.read_bytes())


def test_pages_are_served_with_a_strict_policy(client: TestClient) -> None:
    got = client.get("/")
    assert got.status_code == 200 and "<title>" in got.text
    assert "default-src 'self'" in got.headers["content-security-policy"]


def test_fold_is_applied_to_the_players_letters(client: TestClient) -> None:
    rows = crossword().rows
    lower = [row.lower() for row in rows]
    got = client.post("/api/check", json={"id": CROSSWORD, "grid": lower}).json()
    assert got["solved"] and fold(lower[0]) == rows[0]


def test_a_local_server_answers_only_to_local_names(library: Path) -> None:
    from wordgrid.cli.serve import LOCAL_HOSTS
    from wordgrid.web.app import create_app

    with TestClient(create_app(library, hosts=LOCAL_HOSTS), base_url="http://127.0.0.1") as local:
        assert local.get("/api/puzzles").status_code == 200
        assert local.get("/api/puzzles", headers={"host": "localhost:8765"}).status_code == 200
        assert local.get("/api/puzzles", headers={"host": "evil.example"}).status_code == 400


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=12) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=40,
)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    path=st.sampled_from(["/api/check", "/api/hint", "/api/reveal"]),
    puzzle_id=st.sampled_from([FILL_IN, CROSSWORD, WORD_SEARCH, "nope", "../x"]),
    fields=st.dictionaries(st.sampled_from(["grid", "cells", "from", "to"]), JSON, max_size=3),
)
def test_no_request_gets_a_500(
    client: TestClient, path: str, puzzle_id: str, fields: dict[str, object]
) -> None:
    got = client.post(path, json={"id": puzzle_id, **fields})
    assert got.status_code in (200, 400, 404, 422), got.text
    if got.status_code != 200:
        assert list(got.json()) == ["error"] and "\n" not in got.json()["error"]


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_any_grid_of_the_right_shape_is_checked_and_hinted(
    client: TestClient, library: Path, data: st.DataObject
) -> None:
    rows = answer(library, FILL_IN)
    cell = st.sampled_from(".AEQZ") | st.sampled_from(sorted(set("".join(rows)) - {"#"}))
    grid = ["".join("#" if ch == "#" else data.draw(cell) for ch in row) for row in rows]
    checked = client.post("/api/check", json={"id": FILL_IN, "grid": grid})
    assert checked.status_code == 200
    wrong = {tuple(rc) for rc in checked.json()["wrong"]}
    assert (
        wrong
        == {
            (r + 1, c + 1)
            for r, row in enumerate(grid)
            for c, ch in enumerate(row)
            if ch not in "#." and ch != rows[r][c]
        }
        or checked.json()["solved"]
    )
    hinted = client.post("/api/hint", json={"id": FILL_IN, "grid": grid})
    assert hinted.status_code in (200, 422), hinted.text


def test_a_file_added_to_the_folder_is_listed(tmp_path: Path) -> None:
    from tests.web.conftest import make_library
    from wordgrid.web.app import create_app

    folder = make_library(tmp_path / "library")
    with TestClient(create_app(folder)) as fresh:
        indexed(fresh)
        assert fresh.get("/api/puzzles/test_puzzle.txt").status_code == 404
        shutil.copy(examples_folder() / "test_puzzle.txt", folder)
        listed = until(
            lambda: fresh.get("/api/puzzles", params={"q": "test puzzle"}).json(),
            lambda page: page["total"] > 0,
        )
        assert [p["id"] for p in listed["puzzles"]] == ["test_puzzle.txt"]
        assert fresh.get("/api/puzzles/test_puzzle.txt").status_code == 200


@pytest.mark.parametrize("fmt", ["puz", "ipuz"])
def test_crosswords_from_other_tools_are_played(tmp_path: Path, fmt: str) -> None:
    from wordgrid.formats import dumps
    from wordgrid.web.app import create_app

    (tmp_path / f"pets.{fmt}").write_bytes(dumps(crossword(), fmt))
    with TestClient(create_app(tmp_path)) as other:
        (row,) = indexed(other).get("/api/puzzles").json()["puzzles"]
        assert row["kind"] == "crossword" and (row["rows"], row["cols"]) == (3, 3)
        doc = other.get(f"/api/puzzles/pets.{fmt}").json()
        assert [c["text"] for c in doc["clues"]][:2] == ["Purring pet", "Ribbon tied in a loop"]
        grid = list(crossword().rows)
        assert other.post("/api/check", json={"id": f"pets.{fmt}", "grid": grid}).json()["solved"]


def test_a_cell_in_no_word_needs_no_letter(tmp_path: Path) -> None:
    from wordgrid.formats import dumps
    from wordgrid.model import Grid, Puzzle, WordBank
    from wordgrid.web.app import create_app

    lone = Puzzle(Grid(("..#.", "####", "..##")), WordBank.from_words(["AB", "CD"]))
    (tmp_path / "lone.json").write_bytes(dumps(lone, "json"))
    with TestClient(create_app(tmp_path)) as other:
        got = other.post("/api/check", json={"id": "lone.json", "grid": ["AB#.", "####", "CD##"]})
        assert got.json() == {"wrong": [], "empty": 0, "solved": True}


@pytest.mark.parametrize(
    "path",
    [
        "/api/puzzles/..%2f..%2fetc%2fpasswd",
        "/api/puzzles/..%2F..%2F..%2F..%2Fetc%2Fpasswd/pdf",
        "/../../../../etc/passwd",
        "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
        "/..%2f..%2f..%2fetc%2fpasswd",
        "/static/..%2f..%2f__init__.py",
    ],
)
def test_nothing_outside_the_folder_through_a_real_server(server: str, path: str) -> None:
    import http.client

    host, port = server.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=30)
    try:
        connection.request("GET", path)  # sent as written, not tidied by a client library
        response = connection.getresponse()
        body = response.read().decode("utf-8", "replace")
    finally:
        connection.close()
    assert response.status in (400, 404)
    assert "root:" not in body and "import" not in body


@pytest.mark.parametrize(
    ("path", "body", "json_body"),
    [
        ("/api/solve?from=grid", b"...\n.#.\n...\n", None),
        ("/api/make/fill-in", None, {"lang": "zh", "random": 5}),
        ("/api/make/fill-in", None, {"lang": "xx", "random": 5}),
    ],
)
def test_web_errors_name_no_command_line_flag(
    client: TestClient, path: str, body: bytes | None, json_body: dict[str, object] | None
) -> None:
    got = client.post(path, content=body) if body is not None else client.post(path, json=json_body)
    assert got.status_code == 422, got.text
    message = got.json()["error"]
    assert "--" not in message and message


def test_the_command_line_keeps_its_advice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    grid = tmp_path / "bare.grid"
    grid.write_text("...\n.#.\n...\n", encoding="utf-8")
    assert main(["solve", str(grid), "--from", "grid"]) == 2
    assert "--dict FILE" in capsys.readouterr().err


def test_a_declared_length_of_thousands_of_digits_is_refused(client: TestClient) -> None:
    # int() refuses past 4,300 digits: a length that long is too large, not a crash (500).
    got = client.post("/api/solve", content=b"AB\n", headers={"content-length": "9" * 5000})
    assert got.status_code == 413 and "1 MB" in got.json()["error"]


def test_files_left_out_are_listed_with_why(client: TestClient) -> None:
    """The library's notes.txt is no puzzle: the page lists it, and why, without its name."""
    assert client.get("/api/puzzles").json()["index"]["left_out"] == 1
    got = client.get("/api/left-out").json()
    assert got["total"] == 1 and [f["id"] for f in got["files"]] == ["notes.txt"]
    assert got["files"][0]["reason"].startswith("this file is a grid without words")
    assert client.get("/api/left-out?offset=1").json() == {"files": [], "total": 1}
    assert client.get("/api/left-out?limit=-1").status_code == 400
