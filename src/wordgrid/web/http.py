"""What every route module shares: body limits, one-line errors, the grids of requests.

An error reaches the client as `{"error": "one line"}` with its status: 400 for a request
that can't be read (the line names the field as a JSON path), 404 for an unknown puzzle or
job, 413 for a body over the limit, 422 for a valid request the engine refuses, 503 when
the engine is busy. Never a traceback, and never a command-line flag.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any

from fastapi.exceptions import RequestValidationError
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from wordgrid.errors import InputError, WordgridError, one_line
from wordgrid.model import BLOCK, OPEN, Bar, Grid, fold, is_letter
from wordgrid.web.library import MAX_BYTES
from wordgrid.web.models import MAX_SIDE, ErrorBody

# A request body that is a file: bytes, at least one.
BINARY: dict[str, Any] = {"type": "string", "format": "binary", "minLength": 1}
# The largest request body, the same as the largest library file: an upload is held in
# memory only, never written to disk.
MAX_BODY = MAX_BYTES

# The header of a 429 or a 503, as the OpenAPI document describes it.
RETRY_AFTER = {
    "Retry-After": {
        "description": "the seconds to wait before asking again",
        "schema": {"type": "integer", "minimum": 1},
    }
}
# The error answers a route may give, for the OpenAPI document.
ERRORS: dict[int | str, dict[str, Any]] = {
    400: {
        "model": ErrorBody,
        "description": "the request breaks this document (a type, a length, a range, a "
        "pattern); the line names the field",
    },
    413: {"model": ErrorBody, "description": "the body is over the size limit"},
    422: {
        "model": ErrorBody,
        "description": "a request this document allows, refused for what it holds: a file "
        "that is not a puzzle, a grid of another shape than the puzzle's, no solution",
    },
    429: {
        "model": ErrorBody,
        "description": "too many jobs are waiting: try again soon",
        "headers": RETRY_AFTER,
    },
    503: {
        "model": ErrorBody,
        "description": "every engine worker stayed busy: try again",
        "headers": RETRY_AFTER,
    },
}
NOT_FOUND: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorBody, "description": "no such puzzle or job"}
}


class HttpError(Exception):
    """A request refused with `status` and a one-line message."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(status, message)  # both in args: it is pickled back from a worker
        self.status = status
        self.message = message

    def __str__(self) -> str:
        return self.message


def error_response(
    status: int, message: str, headers: Mapping[str, str] | None = None
) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status, headers=headers)


def wordgrid_error(error: WordgridError, status: int = 422) -> HttpError:
    return HttpError(status, one_line(error, web=True))


# --- bodies -------------------------------------------------------------------------------


class BodyLimit:
    """Refuses a body over its limit with 413, without reading the rest (plain ASGI, so it
    holds for JSON bodies that the framework reads itself). `larger` gives some paths a
    larger limit (dictionary uploads)."""

    def __init__(self, app: ASGIApp, limit: int, larger: Mapping[str, int]) -> None:
        self.app, self.limit, self.larger = app, limit, dict(larger)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.larger.get(scope["path"], self.limit)
        headers = dict(scope.get("headers", []))
        declared = headers.get(b"content-length", b"")
        too_big = TooBig(limit)
        # int() refuses thousands of digits; a length of ten digits is too large anyway.
        if declared.isdigit() and (len(declared) > 9 or int(declared) > limit):
            await error_response(413, too_big.message)(scope, receive, send)
            return
        seen = 0

        async def counted() -> Message:
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > limit:  # a body sent in chunks, or longer than it said
                raise too_big
            return message

        try:
            await self.app(scope, counted, send)
        except TooBig:  # read by a route itself, past the error handlers
            await error_response(413, too_big.message)(scope, receive, send)


class TooBig(HttpError):
    """A body over the limit, found while it is read: 413, wherever it is read (the
    framework's JSON parsing wraps it as the cause of its own 400)."""

    def __init__(self, limit: int) -> None:
        super().__init__(413, f"the request is larger than {limit // 1_000_000} MB")


def validation_message(error: RequestValidationError, content_type: str = "") -> str:
    """The first problem of a request that can't be read, as `path: what is wrong`.

    `content_type` is the request's: a JSON body sent as a form (`curl --data` without a
    Content-Type) is not read as JSON, so the message says what to send instead.
    """
    problem = error.errors()[0]
    where = [part for part in problem.get("loc", ()) if part not in ("body", "query", "path")]
    kind = problem.get("type", "")
    if kind == "json_invalid":
        return f"the request body is not JSON: {problem.get('ctx', {}).get('error', 'bad JSON')}"
    if not where:
        if kind == "missing":
            return "the request body is not JSON: expected a JSON object"
        media = content_type.split(";")[0].strip().lower()
        if media and media != "application/json" and not media.endswith("+json"):
            return f"the request body must be JSON, sent as application/json (not {media})"
        return "the request body must be a JSON object"
    path = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in where).lstrip(".")
    message = problem.get("msg", "not valid").removeprefix("Value error, ")
    return f"{path}: {message[0].lower()}{message[1:]}"


def parse_error(error: BaseException) -> str:
    """Why a body the framework could not parse is unreadable."""
    if isinstance(error, UnicodeDecodeError):
        return "the request body is not UTF-8 text"
    if isinstance(error, RecursionError):
        return "the request body is not JSON: nested too deeply"
    if isinstance(error, json.JSONDecodeError):
        return f"the request body is not JSON: {error.msg}"
    return "the request body can't be read"


# --- grids --------------------------------------------------------------------------------


def folded_cells(cells: str, path: str) -> str:
    """A row of cells with its letters folded as the puzzles' are (ß to ẞ, not SS)."""
    folded = fold(cells)
    if len(folded) != len(cells):  # a ligature such as ﬁ is two letters, not one cell
        raise HttpError(422, f"{path}: a cell holds one letter")
    return folded


def player_rows(
    rows: Sequence[str], shape: Sequence[str], key: str = "grid", *, blocks_fixed: bool = True
) -> tuple[str, ...]:
    """The player's grid: rows of `shape`'s size, # where it has blocks, `.` or a letter
    elsewhere; letters folded as the puzzle's are. Without `blocks_fixed` (a diagramless
    grid) a block may be anywhere."""
    if len(rows) != len(shape):
        raise HttpError(422, f"{key}: expected a list of {len(shape)} rows")
    out = []
    for r, (row, want) in enumerate(zip(rows, shape, strict=True)):
        cells = unicodedata.normalize("NFC", row)
        if len(cells) != len(want):
            raise HttpError(422, f"{key}[{r}]: expected {len(want)} cells, got {len(cells)}")
        for c, (got, block) in enumerate(zip(cells, want, strict=True)):
            if blocks_fixed and (got == BLOCK) != (block == BLOCK):
                raise HttpError(422, f"{key}[{r}][{c}]: blocks must stay where the puzzle has them")
            if got not in (BLOCK, OPEN) and not is_letter(got):
                raise HttpError(422, f"{key}[{r}][{c}]: {got!r} is not a letter")
        out.append(folded_cells(cells, f"{key}[{r}]"))
    return tuple(out)


def constructor_grid(
    rows: Sequence[str], key: str = "grid", bars: frozenset[Bar] = frozenset()
) -> Grid:
    """A constructor's grid: rows of `#` (block), `.` (empty) or a letter, all one width
    (the schema has the number of rows and each row's length), and its bars."""
    out: list[str] = []
    for r, row in enumerate(rows):
        cells = unicodedata.normalize("NFC", row)
        if len(cells) != len(out[0] if out else cells) or not 1 <= len(cells) <= MAX_SIDE:
            raise HttpError(422, f"{key}[{r}]: every row needs the same 1 to {MAX_SIDE} cells")
        for c, ch in enumerate(cells):
            if ch not in (BLOCK, OPEN) and not is_letter(ch):
                raise HttpError(422, f"{key}[{r}][{c}]: {ch!r} is not #, . or a letter")
        out.append(folded_cells(cells, f"{key}[{r}]"))
    try:
        return Grid(tuple(out), bars)
    except InputError as e:
        raise HttpError(422, f"bars: {e.message}") from None
