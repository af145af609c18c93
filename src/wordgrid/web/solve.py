"""`POST /api/solve`: any puzzle file in the body, the answer as `wordgrid solve --json` has it.

The body is the file's bytes, held in memory only. A file that can't be read, or read fine
but can't be solved (a word search, a crossword without answers, a grid without slots), gets
422 and the command line's message.
"""

from __future__ import annotations

from functools import partial
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Query, Request

from wordgrid.budget import Budget
from wordgrid.errors import InputError
from wordgrid.web.context import Context, context
from wordgrid.web.documents import SolveAnswer
from wordgrid.web.http import BINARY, ERRORS, HttpError, wordgrid_error

UPLOAD_NAME = "upload"  # how messages name the uploaded file
# formats.FORMATS, spelled out for the OpenAPI document (a test keeps them the same).
Format = Literal[
    "words-grid", "numeric", "grid", "wordsearch", "json", "ipuz", "puz", "xd", "across-lite", "jpz"
]

router = APIRouter(prefix="/api", tags=["solve"], responses=ERRORS)

FILE_BODY: dict[str, Any] = {
    "requestBody": {
        "required": True,
        "description": "a puzzle file in any format wordgrid reads",
        "content": {"application/octet-stream": {"schema": BINARY}},
    }
}


def solve_upload(data: bytes, fmt: str | None, count: bool, budget: Budget) -> dict[str, Any]:
    """What `wordgrid solve FILE --json [--count]` prints for a file holding `data`."""
    from wordgrid.app.solving import solve_document
    from wordgrid.formats import parse

    try:  # not a puzzle file, or one with nothing to solve
        doc = parse(data, UPLOAD_NAME, fmt=fmt)
        report = solve_document(doc, UPLOAD_NAME, budget=budget, limit=2 if count else 1)
    except InputError as e:
        raise wordgrid_error(e) from None
    return report.document(count=count)


@router.post(
    "/solve",
    summary="Solve a puzzle file",
    openapi_extra=FILE_BODY,
    response_model=SolveAnswer,
    response_model_exclude_unset=True,
)
async def solve_route(
    request: Request,
    server: Annotated[Context, Depends(context)],
    fmt: Annotated[Format | None, Query(alias="from", description="the file's format")] = None,
    count: Annotated[bool, Query(description="count solutions up to 2")] = False,
) -> SolveAnswer:
    """The answer `wordgrid solve FILE --json [--count]` prints, with the same `status`, and
    `reason` when there is no solution."""
    data = await request.body()
    if not data:
        raise HttpError(400, "the request body is empty: send the puzzle file's bytes")
    found = await server.uploads.run(partial(solve_upload, data, fmt, count))
    return SolveAnswer.model_validate(found)
