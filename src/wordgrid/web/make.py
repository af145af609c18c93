"""The make page's API: fill-ins and word searches from a form, and a crossword constructor.

Every route here calls the library (generate, wordsearch, the solver's fill, its look-ahead
and explanations, formats and render); nothing of the engine is done again here. Long work
(making a fill-in, filling a grid, a fill-in from a fill) runs as a job (jobs.py): the route
answers with the job at once, and the page asks `GET /api/make/jobs/{id}` until it ends.
Rows and columns in requests and answers count from 1.
"""

from __future__ import annotations

import json
import random
import re
import secrets
import unicodedata
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import partial
from importlib import resources
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

import anyio.to_thread
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from wordgrid.budget import Budget
from wordgrid.dictionary import Dictionary
from wordgrid.errors import InputError
from wordgrid.generate.options import STYLES
from wordgrid.model import BLOCK, OPEN, Grid, Puzzle, Solution, WordSearch, is_letter
from wordgrid.web.dictionaries import DEFAULT, MAX_UPLOAD, Dictionaries
from wordgrid.web.http import (
    HttpError,
    body,
    context,
    folded_cells,
    json_object,
    wordgrid_error,
)
from wordgrid.web.jobs import TIMEOUT, Job, Jobs, Watch, Work
from wordgrid.web.library import FILL_IN, MADE_KEPT, WORD_SEARCH, Entry, Library

if TYPE_CHECKING:
    from wordgrid.generate import Generated
    from wordgrid.generate import Request as Wanted

# The largest grid the constructor and the forms take: bigger than any printed crossword.
MAX_SIDE = 30
# Words in a list typed or pasted into a form.
MAX_WORDS = 200
# Random words a fill-in may draw.
MAX_RANDOM = 100
# Languages offered for random words (wordfreq codes); generate --lang takes any it knows.
LANGUAGES = {
    "en": "English",
    "de": "German",
    "es": "Spanish",
    "fr": "French",
    "it": "Italian",
    "nl": "Dutch",
    "pl": "Polish",
    "pt": "Portuguese",
    "sv": "Swedish",
}
# What a made puzzle or a filled grid can be downloaded as, by the name in the address.
EXPORTS = {
    "ipuz": ("application/json", ".ipuz"),
    "puz": ("application/octet-stream", ".puz"),
    "json": ("application/json", ".json"),
    "pdf": ("application/pdf", ".pdf"),
    "text": ("text/plain; charset=utf-8", ".txt"),
}
_SPLIT = re.compile(r"[\s,;]+")


@dataclass
class Make:
    """What the make routes keep while the server runs: jobs, dictionaries, made puzzles."""

    jobs: Jobs
    library: Library  # where made puzzles go to be played
    dictionaries: Dictionaries = field(default_factory=Dictionaries)
    # id -> the made document: its title, the puzzle as printed, and its answer; downloadable
    # as long as the library keeps it playable (MADE_KEPT)
    made: OrderedDict[str, tuple[str, Puzzle | WordSearch, Solution | WordSearch]] = field(
        default_factory=OrderedDict
    )

    def remember(
        self,
        kind: str,
        title: str,
        doc: Puzzle | WordSearch,
        answer: Solution | WordSearch,
        rating: str = "",
    ) -> str:
        """Keep a made puzzle for its downloads and make it playable; returns its id."""
        puzzle_id = f"made-{kind}-{secrets.token_hex(6)}"
        self.made[puzzle_id] = (title, doc, answer)
        while len(self.made) > MADE_KEPT:
            self.made.popitem(last=False)
        if isinstance(doc, WordSearch):
            self.library.add_made(Entry(puzzle_id, WORD_SEARCH, doc, doc.rows))
        else:
            assert isinstance(answer, Solution)
            self.library.add_made(Entry(puzzle_id, FILL_IN, doc, answer.rows, rating))
        return puzzle_id


def close(app: Starlette) -> None:
    """Stop the job workers of the server's Make, if it has made one."""
    made: Make | None = getattr(app.state, "make", None)
    if made is not None:
        made.jobs.close()


def make_state(request: Request) -> Make:
    """The server's Make, created on first use (tests may set `app.state.make` first)."""
    state = request.app.state
    if not hasattr(state, "make"):
        server = context(request)
        # Jobs search for seconds: in worker processes, so the players' requests keep the GIL.
        state.make = Make(Jobs(server.engine, processes=True), server.library)
    made: Make = state.make
    return made


# --- reading requests ---------------------------------------------------------------------


def _int(obj: dict[str, Any], key: str, low: int, high: int, default: int | None) -> int | None:
    value = obj.get(key, default)
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise HttpError(400, f"{key}: expected a whole number from {low} to {high}")
    return value


def _seed(obj: dict[str, Any]) -> int:
    seed = _int(obj, "seed", 0, 2**31 - 1, None)
    return random.randrange(2**31) if seed is None else seed


def _number(obj: dict[str, Any], key: str) -> float | None:
    value = obj.get(key)
    if value is None or value == "":
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value:
        raise HttpError(400, f"{key}: expected a number")
    return float(value)


def _words(obj: dict[str, Any], key: str) -> list[str]:
    """A word list: a JSON list of words, or text with one word a line (or comma-separated)."""
    value = obj.get(key, [])
    if isinstance(value, str):
        value = [w for w in _SPLIT.split(value) if w]
    if not isinstance(value, list) or not all(isinstance(w, str) for w in value):
        raise HttpError(400, f"{key}: expected a list of words, or text with one word a line")
    if len(value) > MAX_WORDS:
        raise HttpError(400, f"{key}: at most {MAX_WORDS} words")
    return value


def _size(obj: dict[str, Any]) -> tuple[int, int] | None:
    rows = _int(obj, "rows", 2, MAX_SIDE, None)
    cols = _int(obj, "cols", 2, MAX_SIDE, None)
    if rows is None and cols is None:
        return None
    return (rows or cols or 0, cols or rows or 0)


def grid_field(obj: dict[str, Any], key: str = "grid") -> Grid:
    """A constructor's grid: rows of `#` (block), `.` (empty) or a letter, all one width."""
    rows = obj.get(key)
    if not isinstance(rows, list) or not 1 <= len(rows) <= MAX_SIDE:
        raise HttpError(400, f"{key}: expected a list of 1 to {MAX_SIDE} rows")
    out: list[str] = []
    for r, row in enumerate(rows):
        if not isinstance(row, str):
            raise HttpError(400, f"{key}[{r}]: expected a string")
        cells = unicodedata.normalize("NFC", row)
        if len(cells) != len(out[0] if out else cells) or not 1 <= len(cells) <= MAX_SIDE:
            raise HttpError(400, f"{key}[{r}]: every row needs the same 1 to {MAX_SIDE} cells")
        for c, ch in enumerate(cells):
            if ch not in (BLOCK, OPEN) and not is_letter(ch):
                raise HttpError(400, f"{key}[{r}][{c}]: {ch!r} is not #, . or a letter")
        out.append(folded_cells(cells, f"{key}[{r}]"))
    return Grid(tuple(out))


def _region(obj: dict[str, Any], grid: Grid) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """The corners of the selected rectangle, 0-based and inclusive, or None for the grid."""
    value = obj.get("region")
    if value is None:
        return None
    ok = (
        isinstance(value, list)
        and len(value) == 2
        and all(
            isinstance(p, list)
            and len(p) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in p)
            for p in value
        )
    )
    if not ok:
        raise HttpError(400, "region: expected [[row, column], [row, column]], counted from 1")
    (r1, c1), (r2, c2) = value
    if not (1 <= r1 <= r2 <= grid.height and 1 <= c1 <= c2 <= grid.width):
        raise HttpError(400, "region: the corners must lie on the grid, top left first")
    return (r1 - 1, c1 - 1), (r2 - 1, c2 - 1)


# --- jobs ------------------------------------------------------------------------------------


def _job_response(job: Job) -> JSONResponse:
    return JSONResponse(job.progress(), status_code=202)


def _job(request: Request) -> Job:
    job = make_state(request).jobs.get(request.path_params["id"])
    if job is None:
        raise HttpError(404, "no such job (finished jobs are kept for a while only)")
    return job


async def job_progress(request: Request) -> JSONResponse:
    return JSONResponse(_job(request).progress())


async def job_cancel(request: Request) -> JSONResponse:
    job = _job(request)
    job.stop()
    return JSONResponse(job.progress())


# --- fill-ins and word searches ----------------------------------------------------------------


def themes() -> dict[str, list[str]]:
    """The bundled theme lists, by name."""
    folder = resources.files("wordgrid") / "data" / "themes"
    return {
        item.name.removesuffix(".txt"): item.read_text("utf-8").split()
        for item in sorted(folder.iterdir(), key=lambda i: i.name)
        if item.name.endswith(".txt")
    }


async def options(request: Request) -> JSONResponse:
    from wordgrid.wordsearch.words import LEVELS

    return JSONResponse(
        {
            "styles": list(STYLES),
            "languages": LANGUAGES,
            "themes": themes(),
            "directions": [d.name for d in LEVELS[3]],
            "dictionaries": [{"id": DEFAULT, "name": "the default list (English)"}],
            "exports": list(EXPORTS),
        }
    )


def _fill_in_request(obj: dict[str, Any]) -> Wanted:
    from wordgrid.generate import Request, check_words, validate

    style = obj.get("style", "sparse")
    if style not in STYLES:
        raise HttpError(400, f"style: choose {' or '.join(STYLES)}")
    theme = obj.get("theme")
    words = _words(obj, "words")
    if theme is not None:
        known = themes()
        if theme not in known:
            raise HttpError(400, f"theme: choose one of {', '.join(known)}")
        words = known[theme]
    random_count = _int(obj, "random", 2, MAX_RANDOM, None)
    if words and random_count is not None:
        raise HttpError(400, "give words or a number of random words, not both")
    lang = obj.get("lang", "en")
    if not isinstance(lang, str):
        raise HttpError(400, "lang: expected a language code such as en")
    try:
        wanted = Request(
            style=style,
            words=check_words(words) if words else (),
            random_count=random_count if random_count is not None else Request.random_count,
            size=_size(obj),
            allow_givens=obj.get("givens", True) is not False,
            lang=lang,
        )
        validate(wanted)
    except InputError as e:
        raise wordgrid_error(e) from None
    return wanted


def fill_in_result(make: Make, g: Generated) -> dict[str, Any]:
    """A made fill-in as the page shows it, kept to be played and downloaded."""
    from wordgrid.generate.output import meta_dict, puzzle_text

    title = f"Fill-in, {g.puzzle.grid.height}x{g.puzzle.grid.width}"
    puzzle_id = make.remember("fill-in", title, g.puzzle, g.solution, g.rating.label)
    return {
        "id": puzzle_id,
        "title": title,
        "document": json.loads(puzzle_text(g, "json")),
        "solution": list(g.solution.rows),
        "generated": meta_dict(g),
        "rating": g.rating.describe(),
        "words": list(g.puzzle.bank.listed),
    }


def make_fill_in(wanted: Wanted, seed: int, budget: Budget, watch: Watch) -> Generated:
    """What `wordgrid generate` makes for these options and seed (in a job's worker)."""
    from wordgrid.app.making import make_fill_in as make

    return make(wanted, seed, budget, watch)


async def fill_in(request: Request) -> JSONResponse:
    obj = await json_object(request)
    wanted, seed = _fill_in_request(obj), _seed(obj)
    return _fill_in_job(request, partial(make_fill_in, wanted, seed))


def _fill_in_job(request: Request, work: Work) -> JSONResponse:
    """Start a job whose work makes a fill-in, shown as `fill_in_result` has it."""
    make = make_state(request)
    return _job_response(make.jobs.start("fill-in", work, partial(fill_in_result, make)))


def make_word_search(
    make: Make, words: list[str], size: tuple[int, int] | None, obj: dict[str, Any]
) -> dict[str, Any]:
    """A word search as `wordgrid wordsearch` makes it, and the finder's proof that it holds
    every word exactly once."""
    from wordgrid.app.making import make_word_search as make_search
    from wordgrid.formats import dumps
    from wordgrid.render.text import result_dict
    from wordgrid.wordsearch import ALL_DIRECTIONS, parse_directions

    directions = obj.get("directions", "")
    if not isinstance(directions, str | list):
        raise HttpError(400, "directions: expected compass names such as N,NE,E")
    names = ",".join(directions) if isinstance(directions, list) else directions
    chosen = parse_directions(names) if names else ALL_DIRECTIONS
    made = make_search(words, size=size, directions=chosen, seed=_seed(obj))
    ws, found = made.puzzle, made.found
    title = f"Word search, {len(ws.rows)}x{len(ws.rows[0])}"
    puzzle_id = make.remember("word-search", title, ws, ws)
    return {
        "id": puzzle_id,
        "title": title,
        "document": json.loads(dumps(ws, "json")),
        "guarantees": result_dict(found),
    }


async def word_search(request: Request) -> JSONResponse:
    obj = await json_object(request)
    words, size = _words(obj, "words"), _size(obj)
    if not words:
        raise HttpError(400, "words: give the words to hide")
    make = make_state(request)
    result = await context(request).engine.run(
        lambda _budget: make_word_search(make, words, size, obj)
    )
    return JSONResponse(result)


# --- the constructor ---------------------------------------------------------------------------


async def lookahead(request: Request) -> JSONResponse:
    """Per slot how many entries fit, the cells no entry fills, and repeated entries."""
    from wordgrid.dictionary import dictionary_form

    obj = await json_object(request)
    grid = dictionary_form(grid_field(obj))
    dict_id, floor = _dict_id(obj), _number(obj, "min_score")
    dictionaries = make_state(request).dictionaries

    def count(_budget: Budget) -> dict[str, Any]:
        report = dictionaries.lookahead(dict_id, floor).report(grid)
        return {
            "slots": [
                {
                    "row": s.slot.start[0] + 1,
                    "col": s.slot.start[1] + 1,
                    "direction": s.slot.direction.label,
                    "length": s.slot.length,
                    "pattern": s.pattern,
                    "count": s.count,
                }
                for s in report.slots
            ],
            "dead": [[r + 1, c + 1] for r, c in report.dead],
            "duplicates": list(report.duplicates),
        }

    return JSONResponse(await context(request).engine.run(count))


def _dict_id(obj: dict[str, Any]) -> str:
    value = obj.get("dictionary", DEFAULT)
    if not isinstance(value, str):
        raise HttpError(400, "dictionary: expected a dictionary id")
    return value


@dataclass(frozen=True)
class FillOptions:
    """What the constructor asked autofill for."""

    dictionary: str
    min_score: float | None
    preferred: tuple[str, ...]
    banned: frozenset[str]
    region: tuple[tuple[int, int], tuple[int, int]] | None
    seed: int | None


def fill_grid(
    words: Dictionary, grid: Grid, o: FillOptions, budget: Budget, _watch: Watch
) -> dict[str, Any]:
    """`wordgrid fill --explain` on the constructor's grid, with its options, in a job's
    worker."""
    from wordgrid.app.filling import FillRequest
    from wordgrid.app.filling import fill_grid as fill
    from wordgrid.solver import Status

    request = FillRequest(o.preferred, o.banned, o.region, o.seed)
    try:
        report = fill(grid, words.filtered(o.min_score), request, budget=budget)
    except InputError as e:
        raise InputError(f"grid: {e.message}") from None
    outcome = report.outcome
    out: dict[str, Any] = {"status": outcome.status.value, "stats": outcome.stats.as_dict()}
    if report.rows is not None:
        out["grid"] = list(report.rows)
    elif outcome.status is Status.UNSOLVABLE:
        out["explain"] = list(report.explain)
    else:
        out["status"] = TIMEOUT
        if report.partial is not None:
            out["partial"] = list(report.partial)
    return out


def _fill_options(obj: dict[str, Any], grid: Grid) -> FillOptions:
    from wordgrid.dictionary import normalize_entry

    def entries(key: str) -> list[str]:
        return [w for w in (normalize_entry(x) for x in _words(obj, key)) if w]

    seed = _int(obj, "seed", 0, 2**31 - 1, None)
    return FillOptions(
        _dict_id(obj),
        _number(obj, "min_score"),
        tuple(entries("preferred")),
        frozenset(entries("banned")),
        _region(obj, grid),
        seed,
    )


async def fill(request: Request) -> JSONResponse:
    obj = await json_object(request)
    grid = grid_field(obj)
    options = _fill_options(obj, grid)
    make = make_state(request)
    # An unknown upload is a bad request, not a failed job; the default list loads once.
    words = await anyio.to_thread.run_sync(make.dictionaries.get, options.dictionary)
    job = make.jobs.start("fill", partial(fill_grid, words, grid, options))
    return _job_response(job)


async def upload_dictionary(request: Request) -> JSONResponse:
    name = request.query_params.get("name", "upload.dict")[:100] or "upload.dict"
    data = await body(request, MAX_UPLOAD)
    if not data:
        raise HttpError(400, "the request body is empty: send the dictionary file's bytes")
    upload = await context(request).engine.run(
        lambda _budget: make_state(request).dictionaries.upload(name, data)
    )
    return JSONResponse(
        {
            "id": upload.id,
            "name": upload.name,
            "entries": upload.entries,
            "skipped": upload.skipped,
            "problems": list(upload.problems),
        }
    )


# --- exports ---------------------------------------------------------------------------------


def export_bytes(
    title: str,
    doc: Puzzle | WordSearch,
    answer: Solution | WordSearch,
    fmt: str,
    crossword: bool = False,
) -> bytes:
    """The file for a made puzzle or a filled grid (`crossword`: ipuz of the crossword
    kind), as `convert` and `render` write it."""
    from wordgrid.formats import dumps

    if fmt == "pdf":
        from wordgrid.render.layout import Style, book
        from wordgrid.render.pdf import pdf_bytes

        return pdf_bytes(book([(title, doc, answer)], Style(), keys=True), title)
    if isinstance(doc, WordSearch):
        if fmt == "puz":
            raise InputError(".puz holds crosswords and fill-ins, not word searches")
        return dumps(doc, "wordsearch" if fmt == "text" else fmt, key=fmt == "text")
    # .puz and ipuz carry the answers, so that other apps can check a player's grid.
    if fmt == "ipuz":
        return dumps(answer, "ipuz-crossword" if crossword else "ipuz")
    if fmt == "puz":
        return dumps(answer, "puz")
    return dumps(doc if fmt == "text" else answer, "words-grid" if fmt == "text" else fmt)


def _download(data: bytes, fmt: str, stem: str) -> Response:
    media, suffix = EXPORTS[fmt]
    name = quote(stem + suffix)
    return Response(
        data,
        media_type=media,
        headers={"Content-Disposition": f"attachment; filename*=UTF-8''{name}"},
    )


def _format(request: Request) -> str:
    fmt = str(request.path_params["format"])
    if fmt not in EXPORTS:
        raise HttpError(404, f"no such download: choose {', '.join(EXPORTS)}")
    return fmt


async def export_made(request: Request) -> Response:
    fmt = _format(request)
    found = make_state(request).made.get(request.path_params["id"])
    if found is None:
        raise HttpError(404, "no such puzzle made on this server (they last while it runs)")
    title, doc, answer = found
    data = await context(request).engine.run(lambda _budget: export_bytes(title, doc, answer, fmt))
    return _download(data, fmt, title.replace(",", "").replace(" ", "-").lower())


async def export_grid(request: Request) -> Response:
    """A filled constructor grid as a crossword file (its entries are the answers)."""
    fmt = _format(request)
    obj = await json_object(request)
    grid = grid_field(obj)
    title = obj.get("title", "")
    if not isinstance(title, str):
        raise HttpError(400, "title: expected a string")

    def write(_budget: Budget) -> bytes:
        from wordgrid.app.making import grid_solution

        solution = grid_solution(grid, title[:200])
        return export_bytes(title or "Crossword", solution.puzzle, solution, fmt, crossword=True)

    data = await context(request).engine.run(write)
    return _download(data, fmt, "crossword")


def fill_in_from_grid(grid: Grid, seed: int, budget: Budget, watch: Watch) -> Generated:
    """The filled grid as a fill-in (app.making), in a job's worker."""
    from wordgrid.app.making import fill_in_from_grid as make

    return make(grid, seed, budget, watch)


async def grid_as_fill_in(request: Request) -> JSONResponse:
    obj = await json_object(request)
    grid, seed = grid_field(obj), _seed(obj)
    return _fill_in_job(request, partial(fill_in_from_grid, grid, seed))


def routes() -> list[BaseRoute]:
    return [
        Route("/api/make/options", options, methods=["GET"]),
        Route("/api/make/fill-in", fill_in, methods=["POST"]),
        Route("/api/make/wordsearch", word_search, methods=["POST"]),
        Route("/api/make/jobs/{id}", job_progress, methods=["GET"]),
        Route("/api/make/jobs/{id}", job_cancel, methods=["DELETE"]),
        Route("/api/make/jobs/{id}/cancel", job_cancel, methods=["POST"]),
        Route("/api/make/made/{id}/{format}", export_made, methods=["GET"]),
        Route("/api/make/lookahead", lookahead, methods=["POST"]),
        Route("/api/make/fill", fill, methods=["POST"]),
        Route("/api/make/dictionaries", upload_dictionary, methods=["POST"]),
        Route("/api/make/export/{format}", export_grid, methods=["POST"]),
        Route("/api/make/grid-fill-in", grid_as_fill_in, methods=["POST"]),
    ]
