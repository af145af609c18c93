"""`POST /api/solve`: any puzzle file in the body, the answer as `wordgrid solve --json` has it.

The body is the file's bytes, held in memory only. A file that can't be read gets 400 and the
command line's message; a file read fine that can't be solved (a word search, a crossword
without answers, a grid without slots) gets 422.
"""

from __future__ import annotations

from functools import partial
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request

from wordgrid.budget import Budget
from wordgrid.errors import InputError
from wordgrid.formats import FORMATS
from wordgrid.web.context import Context, context
from wordgrid.web.http import ERRORS, HttpError, wordgrid_error

UPLOAD_NAME = "upload"  # how messages name the uploaded file

router = APIRouter(prefix="/api", tags=["solve"], responses=ERRORS)

FILE_BODY: dict[str, Any] = {
    "requestBody": {
        "required": True,
        "description": "a puzzle file in any format wordgrid reads",
        "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}},
    }
}


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


@router.post("/solve", summary="Solve a puzzle file", openapi_extra=FILE_BODY)
async def solve_route(
    request: Request,
    server: Annotated[Context, Depends(context)],
    fmt: Annotated[
        str | None, Query(alias="from", description=f"the file's format: {', '.join(FORMATS)}")
    ] = None,
    count: Annotated[bool, Query(description="count solutions up to 2")] = False,
) -> dict[str, Any]:
    """The answer `wordgrid solve FILE --json [--count]` prints, with the same `status`, and
    `reason` when there is no solution."""
    if fmt is not None and fmt not in FORMATS:
        raise HttpError(400, f"from: choose one of {', '.join(FORMATS)}")
    data = await request.body()
    if not data:
        raise HttpError(400, "the request body is empty: send the puzzle file's bytes")
    return await server.uploads.run(partial(solve_upload, data, fmt or None, count))
