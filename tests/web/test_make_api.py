"""The make API through Starlette's test client: jobs, fill-ins, word searches, look-ahead,
autofill, dictionaries and exports, with cancel, time limits and the shared cap."""

from __future__ import annotations

import json
import math
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from tests.web.openapi import CheckedClient
from tests.web.test_make_browser import SMALL_DICT, entries, small_words
from wordgrid.budget import Budget
from wordgrid.errors import EXIT_TIMEOUT
from wordgrid.formats import parse
from wordgrid.generate import GenerationTimeout, Request, generate
from wordgrid.generate.output import meta_dict
from wordgrid.lang import CODES
from wordgrid.model import Solution, WordSearch
from wordgrid.verify import problems
from wordgrid.web.app import create_app
from wordgrid.web.context import Context
from wordgrid.web.engine import Engine
from wordgrid.web.jobs import Jobs
from wordgrid.web.library import Library
from wordgrid.web.work import fill_in as make_fill_in
from wordgrid.web.work import word_search as word_search_work
from wordgrid.wordsearch import find_words

OPEN_5 = ["#....", ".....", ".....", ".....", "....#"]
# An open 6x6 grid: the default dictionary can't fill it, and the search takes minutes to
# prove so, which makes it the long job that tests stop or time out.
# An open 7x7: a double word square the default list has no fill for within seconds.
HARD = ["......."] * 7
WORDS = ["PLANET", "ORBIT", "COMET", "STAR", "MOON", "ROCKET", "NEBULA", "MARS"]


def wait(client: TestClient, job: dict[str, Any], seconds: float = 60) -> dict[str, Any]:
    """Poll a job until it ends."""
    end = time.monotonic() + seconds
    while job["state"] in ("queued", "running"):
        assert time.monotonic() < end, f"the job did not end within {seconds} s"
        time.sleep(0.02)
        job = client.get(f"/api/make/jobs/{job['id']}").json()
    return job


def started(client: TestClient, path: str, body: dict[str, Any]) -> dict[str, Any]:
    got = client.post(path, json=body)
    assert got.status_code == 202, got.text
    job: dict[str, Any] = got.json()
    assert job["state"] in ("queued", "running")
    return job


def upload(client: TestClient) -> str:
    got = client.post("/api/make/dictionaries?name=small.dict", content=SMALL_DICT.read_bytes())
    assert got.status_code == 200, got.text
    assert got.json()["entries"] == len(small_words())
    dict_id: str = got.json()["id"]
    return dict_id


@pytest.fixture
def limited(library: Path) -> Iterator[TestClient]:
    """A server with one engine worker that waits at most 0.3 s for it, and 2 s jobs in
    worker processes, as the real server runs them."""
    engine = Engine(seconds=0.3, workers=1)
    jobs = Jobs(engine, 2.0, processes=True)
    app = create_app(library, context=Context(Library(library), engine=engine, jobs=jobs))
    with CheckedClient(app, raise_server_exceptions=False) as test_client:
        yield test_client


def test_options_list_themes_languages_and_exports(client: TestClient) -> None:
    got = client.get("/api/make/options").json()
    assert set(got["styles"]) == {"sparse", "dense"}
    assert set(got["languages"]) == set(CODES) and "animals" in got["themes"]
    assert len(got["directions"]) == 8
    assert {"ipuz", "puz", "pdf", "json"} <= set(got["exports"])


def test_fill_in_is_what_generate_makes(client: TestClient) -> None:
    job = wait(client, started(client, "/api/make/fill-in", {"words": WORDS, "seed": 4}))
    assert job["state"] == "done", job
    result = job["result"]
    g = generate(Request(words=tuple(WORDS)), 4)
    assert result["generated"] == meta_dict(g)
    assert result["document"]["grid"] == list(g.puzzle.grid.rows)
    assert result["document"]["generated"] == meta_dict(g)
    assert result["solution"] == list(g.solution.rows)
    assert result["rating"] == g.rating.describe()
    # ... and it can be played from the library like any puzzle
    played = client.get(f"/api/puzzles/{result['id']}").json()
    assert played["kind"] == "fill-in" and "placements" not in played


def test_fill_in_from_a_theme_and_as_text(client: TestClient) -> None:
    themes = client.get("/api/make/options").json()["themes"]
    job = wait(client, started(client, "/api/make/fill-in", {"theme": "fruit", "seed": 2}))
    assert job["state"] == "done", job
    assert sorted(job["result"]["words"]) == sorted(themes["fruit"])
    typed = wait(client, started(client, "/api/make/fill-in", {"words": "cat, act\ntack"}))
    assert sorted(typed["result"]["words"]) == ["ACT", "CAT", "TACK"]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"words": ["ALONE"]}, "at least 2 words"),
        ({"words": ["ABC", "XYZ"]}, "share no letter"),
        ({"style": "tiny"}, "style"),
        ({"theme": "nothing"}, "theme"),
        ({"words": ["CAT", "ACT"], "random": 5}, "not both"),
        ({"rows": 0}, "rows"),
        ({"seed": "x"}, "seed"),
        ({"lang": "zh", "random": 5}, "Chinese"),
    ],
)
def test_fill_in_bad_requests(client: TestClient, body: dict[str, Any], message: str) -> None:
    got = client.post("/api/make/fill-in", json=body)
    assert got.status_code == (400 if message in ("style", "rows", "seed") else 422)
    assert message in got.json()["error"]


def test_made_fill_in_downloads(client: TestClient, tmp_path: Path) -> None:
    job = wait(client, started(client, "/api/make/fill-in", {"words": WORDS, "seed": 4}))
    made = job["result"]
    for fmt in ("ipuz", "puz", "json", "text"):
        got = client.get(f"/api/make/made/{made['id']}/{fmt}")
        assert got.status_code == 200, got.text
        assert "attachment" in got.headers["content-disposition"]
        doc = parse(got.content, f"made.{fmt}")
        grid = doc.puzzle.grid if isinstance(doc, Solution) else doc.grid  # type: ignore[union-attr]
        assert [ch == "#" for row in grid.rows for ch in row] == [
            ch == "#" for row in made["document"]["grid"] for ch in row
        ]
    pdf = client.get(f"/api/make/made/{made['id']}/pdf")
    assert pdf.content.startswith(b"%PDF")
    (tmp_path / "made.pdf").write_bytes(pdf.content)
    from pypdf import PdfReader

    text = "".join(p.extract_text() for p in PdfReader(tmp_path / "made.pdf").pages)
    assert "PLANET" in text  # the word list, and the key
    page = client.get(f"/api/make/made/{made['id']}/html")  # one page that plays it
    assert page.headers["content-type"].startswith("text/html")
    assert b'id="wordgrid-puzzles"' in page.content and b"<script src=" not in page.content
    assert client.get(f"/api/make/made/{made['id']}/exe").status_code == 404
    assert client.get("/api/make/made/nothing/ipuz").status_code == 404


def test_a_polish_fill_in_downloads_with_polish_pages(client: TestClient, tmp_path: Path) -> None:
    form = {"random": 8, "lang": "pl", "seed": 2}
    made = wait(client, started(client, "/api/make/fill-in", form))["result"]
    assert made["document"]["meta"]["lang"] == "pl"
    (tmp_path / "made.pdf").write_bytes(client.get(f"/api/make/made/{made['id']}/pdf").content)
    from pypdf import PdfReader

    text = "".join(p.extract_text() for p in PdfReader(tmp_path / "made.pdf").pages)
    assert "Wpisz wszystkie wyrazy" in text and "Rozwiązanie" in text


def test_word_search_holds_every_word_once(client: TestClient) -> None:
    body = {"words": "cat dog bird fish owl", "rows": 8, "cols": 9, "seed": 3}
    job = wait(client, started(client, "/api/make/wordsearch", {**body, "directions": ["E", "S"]}))
    assert job["state"] == "done" and job["kind"] == "word search", job
    result = job["result"]
    assert result["guarantees"]["ok"] is True
    doc = parse(json.dumps(result["document"]).encode(), "ws.json")
    assert isinstance(doc, WordSearch)
    assert (len(doc.rows), len(doc.rows[0])) == (8, 9)
    assert {p.direction.name for p in doc.placements} <= {"E", "S"}
    assert find_words(doc.rows, ["CAT", "DOG", "BIRD", "FISH", "OWL"]).ok
    key = client.get(f"/api/make/made/{result['id']}/text")
    assert key.status_code == 200 and b"CAT" in key.content
    assert client.get(f"/api/make/made/{result['id']}/puz").status_code == 422
    assert client.get(f"/api/puzzles/{result['id']}").json()["kind"] == "word search"


def test_a_polish_word_search_records_its_language(client: TestClient, tmp_path: Path) -> None:
    """The form's language reaches the generator, as `wordsearch --lang` does: the puzzle
    records it, and its printed pages speak it."""
    form = {"words": "kot pies ryba sowa", "lang": "pl-PL", "seed": 3}
    made = wait(client, started(client, "/api/make/wordsearch", form))["result"]
    assert made["document"]["meta"]["lang"] == "pl"
    (tmp_path / "made.pdf").write_bytes(client.get(f"/api/make/made/{made['id']}/pdf").content)
    from pypdf import PdfReader

    text = "".join(p.extract_text() for p in PdfReader(tmp_path / "made.pdf").pages)
    assert "Rozwiązanie" in text


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"words": ""}, 422),
        ({"words": "cat", "lang": "zh"}, 422),
        ({"words": "cat", "directions": "UP"}, 422),
        ({"words": "elephant", "rows": 3, "cols": 3}, 422),
        ({"words": "cat", "rows": 1}, 400),
    ],
)
def test_word_search_bad_requests(client: TestClient, body: dict[str, Any], status: int) -> None:
    got = client.post("/api/make/wordsearch", json=body)
    assert got.status_code == status
    assert set(got.json()) == {"error"}


def test_lookahead_counts_dead_cells_and_duplicates(client: TestClient) -> None:
    dict_id = upload(client)
    words = small_words()
    grid = ["#....", "QX...", ".....", ".....", "....#"]
    got = client.post("/api/make/lookahead", json={"grid": grid, "dictionary": dict_id})
    assert got.status_code == 200, got.text
    report = got.json()
    by_start = {(s["row"], s["col"], s["direction"]): s for s in report["slots"]}
    assert by_start[(1, 2, "across")]["count"] == sum(len(w) == 4 for w in words)
    assert by_start[(2, 1, "across")] | {"count": 0} == by_start[(2, 1, "across")]
    assert by_start[(2, 1, "across")]["pattern"] == "QX???"
    assert [2, 1] in report["dead"] and [2, 2] in report["dead"]
    assert [3, 3] not in report["dead"]
    assert report["duplicates"] == []
    twice = {"grid": ["AGREE", "#...#", "AGREE"], "dictionary": dict_id}
    assert client.post("/api/make/lookahead", json=twice).json()["duplicates"] == ["AGREE"]


def test_lookahead_names_a_complete_entry_the_list_lacks(client: TestClient) -> None:
    """A theme entry or a name of a published grid stands as written: not in the word list,
    but none of its cells dead."""
    dict_id = upload(client)
    assert "QZXVW" not in small_words()
    body = {"grid": ["QZXVW", "#####"], "dictionary": dict_id}  # no crossing: nothing stuck
    report = client.post("/api/make/lookahead", json=body).json()
    assert report["unlisted"] == ["QZXVW"]
    assert [s["count"] for s in report["slots"] if s["pattern"] == "QZXVW"] == [0]
    assert report["dead"] == []


def test_lookahead_marks_a_blocklisted_entry(client: TestClient) -> None:
    dict_id = upload(client)
    body = {"grid": ["WOG", "...", "..."], "dictionary": dict_id}
    marked = client.post("/api/make/lookahead", json=body).json()["blocklisted"]
    assert [m["entry"] for m in marked] == ["WOG"] and "slur" in marked[0]["reason"]


def test_lookahead_score_floor(client: TestClient) -> None:
    dict_id = upload(client)
    body = {"grid": OPEN_5, "dictionary": dict_id}
    every = client.post("/api/make/lookahead", json=body).json()["slots"][0]["count"]
    high = client.post("/api/make/lookahead", json=body | {"min_score": 60}).json()
    lines = SMALL_DICT.read_text(encoding="utf-8").splitlines()[1:]
    want = sum(len(w) == 4 and int(s) >= 60 for w, s in (line.split(";") for line in lines))
    assert high["slots"][0]["count"] == want < every


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"grid": "....."}, 400),
        ({"grid": []}, 400),
        ({"grid": ["." * 31]}, 400),
        ({"grid": ["...", "...."]}, 422),
        ({"grid": ["..1"]}, 422),
        ({"grid": ["..."], "dictionary": "unknown"}, 422),
        ({"grid": ["..."], "min_score": "high"}, 400),
    ],
)
def test_lookahead_bad_requests(client: TestClient, body: dict[str, Any], status: int) -> None:
    got = client.post("/api/make/lookahead", json=body)
    assert got.status_code == status
    assert set(got.json()) == {"error"}


def test_autofill_from_an_upload(client: TestClient) -> None:
    dict_id = upload(client)
    job = wait(client, started(client, "/api/make/fill", {"grid": OPEN_5, "dictionary": dict_id}))
    assert job["state"] == "done" and job["result"]["status"] == "solved", job
    rows = job["result"]["grid"]
    assert all("." not in row for row in rows) and rows[0][0] == "#"
    used = entries(rows)
    assert set(used) <= small_words() and len(set(used)) == len(used)
    # the figures `fill --stats` prints, from the upload's scores
    quality = job["result"]["quality"]
    lines = SMALL_DICT.read_text(encoding="utf-8").splitlines()[1:]
    scores = {w.upper(): float(s) for w, s in (line.split(";") for line in lines)}
    mean = sum(scores[w] for w in used) / len(used)
    assert quality["entries"] == len(used) and quality["mean_score"] == round(mean, 2)
    assert quality["under_threshold"] == sum(scores[w] < 50 for w in used)
    assert quality["lowest"][0]["score"] == min(scores[w] for w in used)
    assert quality["summary"][0].startswith(f"quality: {len(used)} entries, mean score")


def test_autofill_preferred_and_banned_words(client: TestClient) -> None:
    dict_id = upload(client)
    first = wait(client, started(client, "/api/make/fill", {"grid": OPEN_5, "dictionary": dict_id}))
    used = entries(first["result"]["grid"])
    body = {"grid": OPEN_5, "dictionary": dict_id, "banned": used[:2]}
    again = wait(client, started(client, "/api/make/fill", body))
    assert again["result"]["status"] == "solved"
    assert not set(used[:2]) & set(entries(again["result"]["grid"]))
    # a preferred word goes in when it can: here one of a fill that bans the first fill
    other = entries(again["result"]["grid"])
    liked = next(w for w in other if w not in used)
    preferred = wait(
        client,
        started(
            client, "/api/make/fill", {"grid": OPEN_5, "dictionary": dict_id, "preferred": [liked]}
        ),
    )
    assert liked in entries(preferred["result"]["grid"])


def test_autofill_keeps_letters_and_fills_only_the_region(client: TestClient) -> None:
    dict_id = upload(client)
    grid = ["#....", ".....", ".....", ".....", "NEED#"]
    body = {"grid": grid, "dictionary": dict_id, "region": [[1, 2], [2, 5]]}
    job = wait(client, started(client, "/api/make/fill", body))
    rows = job["result"]["grid"]
    assert rows[4] == "NEED#"
    assert all(rows[r][c] != "." for r in (0, 1) for c in range(1, 5))
    assert rows[1][0] == "." and rows[2:4] == grid[2:4]  # nothing written outside it


def test_autofill_failure_is_explained(client: TestClient) -> None:
    dict_id = upload(client)
    body = {"grid": ["#....", "QX...", ".....", ".....", "....#"], "dictionary": dict_id}
    job = wait(client, started(client, "/api/make/fill", body))
    assert job["state"] == "done"
    result = job["result"]
    assert result["status"] == "unsolvable"
    assert "no dictionary entry fits" in result["explain"][0] and "QX???" in result["explain"][0]


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"grid": OPEN_5, "region": [[0, 0], [2, 2]]}, 400),
        ({"grid": OPEN_5, "region": [[3, 3], [1, 1]]}, 422),
        ({"grid": OPEN_5, "region": "all"}, 400),
        ({"grid": OPEN_5, "banned": 5}, 400),
        ({"grid": OPEN_5, "dictionary": "gone"}, 422),
    ],
)
def test_autofill_bad_requests(client: TestClient, body: dict[str, Any], status: int) -> None:
    got = client.post("/api/make/fill", json=body)
    assert got.status_code == status
    assert set(got.json()) == {"error"}


def test_autofill_cancel_stops_the_search(client: TestClient) -> None:
    job = started(client, "/api/make/fill", {"grid": HARD})
    stopped = client.delete(f"/api/make/jobs/{job['id']}")
    assert stopped.status_code == 200
    job = wait(client, job, seconds=20)
    assert job["state"] == "cancelled"
    assert job["result"]["status"] == "timeout"  # the engine stopped as if out of time


def test_jobs_cancel_by_post_too(client: TestClient) -> None:
    job = started(client, "/api/make/fill-in", {"style": "dense", "rows": 21, "cols": 21})
    assert client.post(f"/api/make/jobs/{job['id']}/cancel").status_code == 200
    job = wait(client, job, seconds=20)
    assert job["state"] == "cancelled" and job["error"]


def test_unknown_job(client: TestClient) -> None:
    assert client.get("/api/make/jobs/nothing").status_code == 404
    assert client.delete("/api/make/jobs/nothing").status_code == 404


def test_time_limit_ends_a_fill_with_its_partial_grid(limited: TestClient) -> None:
    job = wait(limited, started(limited, "/api/make/fill", {"grid": HARD}), seconds=20)
    assert job["state"] == "timeout"
    assert len(job["result"]["partial"]) == len(HARD)
    assert job["seconds"] < 10


def test_a_fill_in_stops_at_its_time_limit() -> None:
    spent = Budget.seconds(60, clock=lambda: math.inf)  # the time limit has passed
    with pytest.raises(GenerationTimeout, match="time limit") as stopped:
        make_fill_in(Request(words=tuple(WORDS)), 4, spent, lambda message, grid: None)
    assert stopped.value.exit_code == EXIT_TIMEOUT  # which a job reports as a timeout


def test_jobs_share_the_engine_cap(limited: TestClient) -> None:
    job = started(limited, "/api/make/fill", {"grid": HARD})
    while limited.get(f"/api/make/jobs/{job['id']}").json()["state"] == "queued":
        time.sleep(0.01)
    # the only worker is filling: a look-ahead waits its 0.3 s, then is told to come back
    got = limited.post("/api/make/lookahead", json={"grid": OPEN_5})
    assert got.status_code == 503
    assert "busy" in got.json()["error"]
    limited.delete(f"/api/make/jobs/{job['id']}")
    assert wait(limited, job, seconds=20)["state"] == "cancelled"


def test_dictionary_upload_limits(client: TestClient) -> None:
    got = client.post("/api/make/dictionaries", content=b"")
    assert got.status_code == 400
    got = client.post("/api/make/dictionaries", content=b"1234\n;;\n")
    assert got.status_code == 422 and "no entries" in got.json()["error"]
    mixed = client.post("/api/make/dictionaries?name=m.dict", content=b"cat;50\ndog;lots\nowl\n")
    assert mixed.json()["entries"] == 2 and mixed.json()["skipped"] == 1
    assert "m.dict:2" in mixed.json()["problems"][0]
    huge = client.post("/api/make/dictionaries", content=b"a" * 8_000_001)
    assert huge.status_code == 413


def test_export_a_filled_grid(client: TestClient, tmp_path: Path) -> None:
    rows = ["#MARK", "SEDAN", "WROTE", "AGREE", "NEED#"]
    for fmt in ("ipuz", "puz", "json"):
        got = client.post(f"/api/make/export/{fmt}", json={"grid": rows, "title": "Mine"})
        assert got.status_code == 200, got.text
        doc = parse(got.content, f"grid.{fmt}")
        assert isinstance(doc, Solution) and list(doc.rows) == rows
        assert doc.puzzle.meta.title == "Mine"
        assert not problems(doc.puzzle, doc.rows)
    ipuz = client.post("/api/make/export/ipuz", json={"grid": rows}).json()
    assert ipuz["kind"] == ["http://ipuz.org/crossword#1"]
    pdf = client.post("/api/make/export/pdf", json={"grid": rows})
    assert pdf.content.startswith(b"%PDF")
    unfinished = client.post("/api/make/export/ipuz", json={"grid": ["#MAR.", *rows[1:]]})
    assert unfinished.status_code == 422 and "fill every cell" in unfinished.json()["error"]


def test_a_fill_becomes_a_fill_in_with_one_solution(client: TestClient) -> None:
    from wordgrid.solver import solve

    rows = ["#MARK", "SEDAN", "WROTE", "AGREE", "NEED#"]
    job = wait(client, started(client, "/api/make/grid-fill-in", {"grid": rows, "seed": 1}))
    assert job["state"] == "done", job
    result = job["result"]
    doc = parse(json.dumps(result["document"]).encode(), "made.json")
    puzzle = doc if not isinstance(doc, Solution) else doc.puzzle
    assert sorted(puzzle.bank.listed) == sorted(entries(rows))  # type: ignore[union-attr]
    outcome = solve(puzzle, limit=2)  # type: ignore[arg-type]
    assert outcome.exhausted and len(outcome.solutions) == 1
    assert list(outcome.solutions[0].rows) == rows
    assert result["generated"]["proof"]["solutions"] == 1
    assert client.get(f"/api/puzzles/{result['id']}").status_code == 200


def test_a_grid_letter_is_folded_as_puzzles_fold_it(client: TestClient) -> None:
    # ß folds to ẞ, one cell; upper-casing it gave SS, a row one cell too long.
    dict_id = upload(client)
    got = client.post(
        "/api/make/lookahead", json={"grid": ["ß..", "...", "..."], "dictionary": dict_id}
    )
    assert got.status_code == 200, got.text
    assert got.json()["slots"][0]["pattern"] == "ẞ??"
    ligature = {"grid": ["ﬁ..", "...", "..."], "dictionary": dict_id}
    got = client.post("/api/make/lookahead", json=ligature)
    assert got.status_code == 422 and "a cell holds one letter" in got.json()["error"]


def test_a_word_search_job_stops_at_its_budget() -> None:
    """The job's Stop button and time limit reach the word search generator."""
    import threading

    from wordgrid.errors import TimedOut
    from wordgrid.wordsearch import ALL_DIRECTIONS

    stopped = threading.Event()
    stopped.set()
    with pytest.raises(TimedOut) as caught:
        word_search_work(
            WORDS, None, ALL_DIRECTIONS, "en", 3, Budget(cancel=stopped), lambda m, g: None
        )
    assert caught.value.exit_code == EXIT_TIMEOUT  # which a job reports as a timeout
    made = word_search_work(WORDS, None, ALL_DIRECTIONS, "en", 3, Budget(), lambda m, g: None)
    assert made.found.ok
