"""`POST /api/solve`: any puzzle file in the body, the answer as `wordgrid solve --json` has it.

The body is the file's bytes, held in memory only. Query parameters: `from` forces the
format (as `--from`), `count=true` counts solutions up to 2 (as `--count`). A file that can't
be read gets 400 and the command line's message; a file read fine that can't be solved (a
word search, a crossword without answers, a grid without slots) gets 422.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import BaseRoute, Route

from wordgrid.budget import Budget
from wordgrid.errors import InputError
from wordgrid.web.http import HttpError, body, context, wordgrid_error

UPLOAD_NAME = "upload"  # how messages name the uploaded file


def solve_upload(data: bytes, fmt: str | None, count: bool, budget: Budget) -> dict[str, Any]:
    """What `wordgrid solve FILE --json [--count]` prints for a file holding `data`."""
    from wordgrid.app.solving import solve_document
    from wordgrid.formats import parse

    try:
        doc = parse(data, UPLOAD_NAME, fmt=fmt)
    except InputError as e:
        raise wordgrid_error(e, 400) from None
    try:
        report = solve_document(doc, UPLOAD_NAME, budget=budget, limit=2 if count else 1)
    except InputError as e:  # read fine, but nothing in it to solve
        raise wordgrid_error(e, 422) from None
    return report.document(count=count)


async def solve_route(request: Request) -> JSONResponse:
    fmt = request.query_params.get("from") or None
    count = request.query_params.get("count", "false").lower() in ("1", "true", "yes")
    data = await body(request)
    if not data:
        raise HttpError(400, "the request body is empty: send the puzzle file's bytes")
    result = await context(request).uploads.run(partial(solve_upload, data, fmt, count))
    return JSONResponse(result)


def routes() -> list[BaseRoute]:
    return [Route("/api/solve", solve_route, methods=["POST"])]
