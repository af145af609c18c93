"""The player's API: the library, one puzzle without its answers, check, hint, reveal, print.

Rows and columns in requests and answers count from 1, as everywhere users see them.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

import anyio.to_thread
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from wordgrid.budget import Budget
from wordgrid.errors import WordgridError
from wordgrid.formats import dumps
from wordgrid.formats.json_io import placement_dict
from wordgrid.model import Cell, Placement, Puzzle, WordSearch, meta_of
from wordgrid.verify import VerificationError
from wordgrid.web.engine import Busy
from wordgrid.web.http import (
    HttpError,
    cell_field,
    context,
    json_object,
    rows_field,
    text_field,
    wordgrid_error,
)
from wordgrid.web.library import WORD_SEARCH, Entry, NotFound


async def _entry(request: Request, puzzle_id: str) -> Entry:
    library = context(request).library
    recent = library.recent(puzzle_id)
    if recent is not None:
        return recent
    try:  # the folder is read again, in a thread: reading a new file solves its puzzle
        return await anyio.to_thread.run_sync(library.get, puzzle_id)
    except NotFound as e:
        raise HttpError(404, str(e)) from None


async def _requested(request: Request) -> tuple[Entry, dict[str, Any]]:
    obj = await json_object(request)
    return await _entry(request, text_field(obj, "id")), obj


async def list_puzzles(request: Request) -> JSONResponse:
    entries = await anyio.to_thread.run_sync(context(request).library.entries)
    return JSONResponse([entry.summary() for entry in entries])


async def get_puzzle(request: Request) -> Response:
    entry = await _entry(request, request.path_params["id"])
    doc = json.loads(dumps(entry.blank(), "json"))
    doc["kind"] = entry.kind
    doc["title"] = entry.title
    if entry.kind == WORD_SEARCH and isinstance(entry.document, WordSearch):
        ws = entry.document
        doc["words"] = entry.words  # the list to find, without where each word is
        # What the list shows (a clue, a written form) in the puzzle's order; how many words
        # are hidden but not listed; the message the leftover letters spell, shown once every
        # word is found (as a printed key would, the grid's letters hold it anyway).
        doc["list"] = [{"word": word, "shown": shown} for word, shown in ws.listed()]
        doc["secrets"] = len(ws.secrets)
        doc["message"] = ws.message
    return JSONResponse(doc)


def _grid_entry(entry: Entry) -> Puzzle:
    if entry.kind == WORD_SEARCH:
        raise HttpError(
            422,
            "a word search takes no grid to check, hint or reveal: send /api/check a "
            "selection, from and to",
        )
    return entry.puzzle


def check_grid(entry: Entry, rows: tuple[str, ...]) -> dict[str, Any]:
    """Which filled cells differ from the answer, and whether the grid is solved."""
    from wordgrid.app.playing import check_grid as check

    done = check(entry.puzzle, entry.answer, rows)
    wrong = [[r + 1, c + 1] for r, c in done.wrong]
    return {"wrong": wrong, "empty": done.empty, "solved": done.solved}


def _selection(ws: WordSearch, start: Cell, end: Cell) -> tuple[Placement, bool] | None:
    """The hidden word running between two cells, either way round, and whether it is one
    of the secret words."""
    for p in (*ws.placements, *ws.secrets):
        cells = p.cells()
        if (cells[0], cells[-1]) in ((start, end), (end, start)):
            return p, p in ws.secrets
    return None


async def check(request: Request) -> JSONResponse:
    entry, obj = await _requested(request)
    if entry.kind == WORD_SEARCH and isinstance(entry.document, WordSearch):
        start, end = cell_field(obj.get("from"), "from"), cell_field(obj.get("to"), "to")
        found = _selection(entry.document, start, end)
        if found is None:
            return JSONResponse({"found": None})
        placement, secret = found
        return JSONResponse({"found": placement_dict(placement), "secret": secret})
    puzzle = _grid_entry(entry)
    return JSONResponse(check_grid(entry, rows_field(obj, "grid", puzzle.grid.rows)))


def hint_of(entry: Entry, rows: tuple[str, ...], budget: Budget) -> dict[str, Any]:
    """The hint for the player's grid, with the sentence that explains it."""
    from wordgrid.app.playing import hint as hint_for

    tip = hint_for(entry.puzzle, entry.answer, rows, budget)
    p = tip.placement
    return {
        "word": p.word,
        "row": p.user_row,
        "col": p.user_col,
        "direction": p.direction.label,
        "kept": tip.kept,
        "message": tip.message,
    }


async def hint(request: Request) -> JSONResponse:
    entry, obj = await _requested(request)
    puzzle = _grid_entry(entry)
    rows = rows_field(obj, "grid", puzzle.grid.rows)
    try:
        tip = await context(request).engine.run(lambda budget: hint_of(entry, rows, budget))
    except (Busy, VerificationError):
        raise  # a busy server (503) or a bug (500), not the hint's answer
    except WordgridError as e:  # no solution, or none left to hint: a refusal, with why
        raise wordgrid_error(e, 422) from None
    return JSONResponse(tip)


async def reveal(request: Request) -> JSONResponse:
    entry, obj = await _requested(request)
    puzzle = _grid_entry(entry)
    cells = obj.get("cells")
    if not isinstance(cells, list):
        raise HttpError(400, "cells: expected a list of [row, column]")
    letters = []
    for k, value in enumerate(cells):
        r, c = cell_field(value, f"cells[{k}]")
        if not puzzle.grid.is_open((r, c)):
            raise HttpError(400, f"cells[{k}]: row {r + 1}, column {c + 1} is not a letter cell")
        letters.append(entry.answer[r][c])
    return JSONResponse({"letters": letters})


def pdf_of(entry: Entry) -> bytes:
    """The printed puzzle, as `wordgrid render` lays it out."""
    from wordgrid.render.layout import Style, book, kind_name
    from wordgrid.render.pdf import pdf_bytes

    printable = entry.document if entry.kind == WORD_SEARCH else entry.blank()
    # The title `wordgrid render FILE` prints: the file's own, else the kind of puzzle.
    title = meta_of(entry.document).title or kind_name(printable)
    pages = book([(title, printable, None)], Style(), keys=False)
    return pdf_bytes(pages, title)


async def print_puzzle(request: Request) -> Response:
    entry = await _entry(request, request.path_params["id"])
    data = await context(request).engine.run(lambda _budget: pdf_of(entry))
    name = quote(entry.id.rsplit(".", 1)[0] + ".pdf")
    return Response(
        data,
        media_type="application/pdf",
        headers={"Content-Disposition": f"inline; filename*=UTF-8''{name}"},
    )


def routes() -> list[BaseRoute]:
    return [
        Route("/api/puzzles", list_puzzles, methods=["GET"]),
        Route("/api/puzzles/{id}", get_puzzle, methods=["GET"]),
        Route("/api/puzzles/{id}/pdf", print_puzzle, methods=["GET"]),
        Route("/api/check", check, methods=["POST"]),
        Route("/api/hint", hint, methods=["POST"]),
        Route("/api/reveal", reveal, methods=["POST"]),
    ]
