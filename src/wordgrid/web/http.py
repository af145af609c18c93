"""What every route module shares: the server's context, request bodies, one-line errors.

An error reaches the client as `{"error": "one line"}` with its status: 400 for a request
that can't be read, 404 for an unknown puzzle, 413 for a body over the limit, 422 for a
valid request the engine refuses, 503 when the engine is busy. Never a traceback.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse

from wordgrid.errors import WordgridError
from wordgrid.web.engine import Engine
from wordgrid.web.library import MAX_BYTES, Library

# The largest request body, the same as the largest library file: an upload is held in
# memory only, never written to disk.
MAX_BODY = MAX_BYTES


class HttpError(Exception):
    """A request refused with `status` and a one-line message."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(status, message)  # both in args: it is pickled back from a worker
        self.status = status
        self.message = message

    def __str__(self) -> str:
        return self.message


@dataclass
class Context:
    """What the routes share: the library, and the engines their calls run on."""

    library: Library
    # Checks and hints on library puzzles: quick, so a few workers with a short limit.
    engine: Engine = field(default_factory=lambda: Engine(seconds=10.0, workers=2))
    # Uploaded puzzles can be built to be slow: one at a time, in a process of its own, so
    # that the players' requests keep the GIL.
    uploads: Engine = field(default_factory=lambda: Engine(seconds=10.0, workers=1, processes=True))

    def close(self) -> None:
        self.uploads.close()


def context(request: Request) -> Context:
    server: Context = request.app.state.context
    return server


def one_line(error: BaseException) -> str:
    """The message as the command line prints it: one line, whatever the text inside."""
    return " ".join(str(error).splitlines())


def error_response(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


async def body(request: Request, limit: int = MAX_BODY) -> bytes:
    """The request body, refused with 413 past `limit` bytes without reading the rest."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise HttpError(413, f"the request is larger than {limit // 1_000_000} MB")
    data = bytearray()
    async for chunk in request.stream():
        data += chunk
        if len(data) > limit:
            raise HttpError(413, f"the request is larger than {limit // 1_000_000} MB")
    return bytes(data)


async def json_object(request: Request) -> dict[str, Any]:
    """The body as a JSON object; 400 naming what is wrong otherwise."""
    data = await body(request)
    try:
        obj = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise HttpError(400, "the request body is not UTF-8 text") from None
    except (json.JSONDecodeError, RecursionError) as e:
        why = e.msg if isinstance(e, json.JSONDecodeError) else "nested too deeply"
        raise HttpError(400, f"the request body is not JSON: {why}") from None
    if not isinstance(obj, dict):
        raise HttpError(400, "the request body must be a JSON object")
    return obj


def text_field(obj: dict[str, Any], key: str) -> str:
    value = obj.get(key)
    if not isinstance(value, str):
        raise HttpError(400, f"{key}: expected a string")
    return value


def cell_field(value: Any, path: str) -> tuple[int, int]:
    """A `[row, col]` pair counted from 1, as 0-based (row, col)."""
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise HttpError(400, f"{path}: expected [row, column], counted from 1")
    return value[0] - 1, value[1] - 1


def rows_field(obj: dict[str, Any], key: str, shape: tuple[str, ...]) -> tuple[str, ...]:
    """The player's grid: rows of `shape`'s size, # where it has blocks, `.` or a letter
    elsewhere; letters folded as the puzzle's are."""
    from wordgrid.model import BLOCK, OPEN, is_letter

    rows = obj.get(key)
    if not isinstance(rows, list) or len(rows) != len(shape):
        raise HttpError(400, f"{key}: expected a list of {len(shape)} rows")
    out = []
    for r, (row, want) in enumerate(zip(rows, shape, strict=True)):
        if not isinstance(row, str):
            raise HttpError(400, f"{key}[{r}]: expected a string")
        cells = unicodedata.normalize("NFC", row)
        if len(cells) != len(want):
            raise HttpError(400, f"{key}[{r}]: expected {len(want)} cells, got {len(cells)}")
        for c, (got, block) in enumerate(zip(cells, want, strict=True)):
            if (got == BLOCK) != (block == BLOCK):
                raise HttpError(400, f"{key}[{r}][{c}]: blocks must stay where the puzzle has them")
            if got not in (BLOCK, OPEN) and not is_letter(got):
                raise HttpError(400, f"{key}[{r}][{c}]: {got!r} is not a letter")
        out.append(folded_cells(cells, f"{key}[{r}]"))
    return tuple(out)


def folded_cells(cells: str, path: str) -> str:
    """A row of cells with its letters folded as the puzzles' are (ß to ẞ, not SS)."""
    from wordgrid.model import fold

    folded = fold(cells)
    if len(folded) != len(cells):  # a ligature such as ﬁ is two letters, not one cell
        raise HttpError(400, f"{path}: a cell holds one letter")
    return folded


def wordgrid_error(error: WordgridError, status: int = 400) -> HttpError:
    return HttpError(status, one_line(error))
