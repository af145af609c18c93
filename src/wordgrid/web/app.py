"""The ASGI application: the routers, the static page, one error shape, the OpenAPI document.

FastAPI parses every request into the routers' pydantic models once, at the boundary, and
describes them at `/api/openapi.json`. Its interactive pages are left out: they load their
scripts from elsewhere, and this page loads nothing from the internet.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import AsyncIterator, Sequence
from pathlib import Path

from fastapi import APIRouter, FastAPI
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from wordgrid import __version__
from wordgrid.app.rooms import Rooms
from wordgrid.errors import EXIT_INTERNAL, WordgridError, one_line
from wordgrid.web import (
    constructor,
    crossword_maker,
    editing,
    fill_in_maker,
    make,
    play,
    rooms,
    search_maker,
    solve,
)
from wordgrid.web.context import Context
from wordgrid.web.dictionaries import MAX_UPLOAD
from wordgrid.web.engine import Busy, TooManyJobs
from wordgrid.web.http import (
    MAX_BODY,
    BodyLimit,
    HttpError,
    error_response,
    parse_error,
    validation_message,
)
from wordgrid.web.library import Library
from wordgrid.web.limits import Limits
from wordgrid.web.share import SameSite, Share, ShareGuard, document_share, own_names

STATIC = Path(__file__).parent / "static"
# Every server's routers, in the order they are matched.
ROUTERS: tuple[APIRouter, ...] = (
    play.router,
    solve.router,
    make.router,
    fill_in_maker.router,
    search_maker.router,
    constructor.router,
    editing.router,
    crossword_maker.router,
    rooms.router,
)
# Seconds a client told the server is busy waits before it asks again.
RETRY_AFTER = 2
# The page loads nothing from elsewhere, so the browser may refuse anything that tries.
SECURITY_HEADERS = [
    (b"content-security-policy", b"default-src 'self'; img-src 'self' data:; object-src 'self'"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
]


class SecurityHeaders:
    """Adds SECURITY_HEADERS to every response (plain ASGI: no cost per request body)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = list(message.get("headers", [])) + SECURITY_HEADERS
            await send(message)

        await self.app(scope, receive, send_with_headers)


async def _http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HttpError)
    return error_response(exc.status, exc.message)


def allowed_methods(request: Request) -> str:
    """The methods the OpenAPI document gives the request's path, for a 405's Allow
    header (Starlette names the first route's only, and a path may have several)."""
    methods: set[str] = set()
    for path, operations in request.app.openapi()["paths"].items():
        if re.fullmatch(re.sub(r"\{[^}]+\}", "[^/]+", path), request.url.path):
            methods |= {method.upper() for method in operations}
    if "GET" in methods:
        methods.add("HEAD")  # Starlette answers HEAD wherever it answers GET
    return ", ".join(sorted(methods))


async def _starlette_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    if exc.status_code == 400 and exc.__cause__ is not None:  # a body FastAPI could not parse
        cause = exc.__cause__
        if isinstance(cause, HttpError):  # over the size limit: BodyLimit said so as it read
            return error_response(cause.status, cause.message)
        return error_response(400, parse_error(cause))
    if exc.status_code in (404, 405):  # the static files answer what no route took
        allowed = allowed_methods(request)
        if allowed and request.method not in allowed.split(", "):
            return error_response(405, "Method Not Allowed", {"Allow": allowed})
    return error_response(exc.status_code, str(exc.detail), exc.headers)


async def _validation_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, RequestValidationError)
    try:  # json.loads also takes UTF-16 and UTF-32, which the API does not
        (await request.body()).decode("utf-8")
    except UnicodeDecodeError as e:
        return error_response(400, parse_error(e))
    return error_response(400, validation_message(exc, request.headers.get("content-type", "")))


async def _wordgrid_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, WordgridError)
    # The request passed the document, so what is wrong is what it holds (a file that is
    # not a puzzle, no solution, a time out): 422; a bug 500; a busy engine asks to come back.
    status = 500 if exc.exit_code == EXIT_INTERNAL else 422
    if isinstance(exc, Busy):  # too many jobs started (429), or no worker free (503)
        status = 429 if isinstance(exc, TooManyJobs) else 503
        headers = {"Retry-After": str(RETRY_AFTER)}
        return error_response(status, one_line(exc, web=True), headers)
    return error_response(status, one_line(exc, web=True))


async def _internal_error(request: Request, exc: Exception) -> Response:
    return error_response(500, f"internal error: {type(exc).__name__}: {one_line(exc, web=True)}")


def _names(hosts: Sequence[str] | None, share: Share | None) -> Sequence[str] | None:
    """The Host names a request may use: `hosts`; a shared server's own names (and, see
    SameSite, its addresses); else any (a server open to the network without a token)."""
    if hosts is not None or share is None:
        return hosts
    return sorted(own_names())


def create_app(
    folder: Path,
    *,
    context: Context | None = None,
    extra_routers: Sequence[APIRouter] = (),
    hosts: Sequence[str] | None = None,
    clue_library: Path | None = None,
    share: Share | None = None,
    limits: Limits | None = None,
    rooms_log: Path | None = None,
) -> FastAPI:
    """The server for the puzzles in `folder`: the API under /api, the page at /.

    `context` replaces the default engines (tests use small limits); `extra_routers` adds
    routes beside the built-in ones; `hosts`, when given, are the only names a request may
    address the server by; `clue_library` is the constructor's clue library (default: the
    user's, see `app.clues.default_library`). `share` shares the server on the network
    behind its token (web/share.py), with `limits` per client; `rooms_log` is where rooms
    are kept (default: `rooms.sqlite` in the data folder).
    """
    server = context or Context(Library(folder))
    if clue_library is not None:
        server.clue_library = clue_library
    hub = rooms.Hub(Rooms(folder, rooms_log), limits or Limits(), share)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        server.library.start()  # the index fills in the background; requests don't wait
        yield
        server.close()  # the upload and job workers stop with the server
        hub.close()

    app = FastAPI(
        title="wordgrid",
        version=__version__,
        description="Play, solve and make word puzzles. Rows and columns count from 1.",
        openapi_url="/api/openapi.json",
        docs_url=None,
        redoc_url=None,
        # A script may send JSON without a Content-Type: read it as JSON all the same. One
        # sent as a form (curl --data without -H) is told to say application/json.
        strict_content_type=False,
        lifespan=lifespan,
        middleware=[
            # A web page elsewhere can't reach a local server through a name of its own
            # that resolves to 127.0.0.1 (DNS rebinding): only the server's own names pass
            # (on a shared server, its addresses too), and only its own pages may change
            # anything.
            Middleware(SameSite, names=_names(hosts, share), addresses=share is not None),
            Middleware(SecurityHeaders),
            *([Middleware(ShareGuard, share=share, hub=hub)] if share else []),
            Middleware(BodyLimit, limit=MAX_BODY, larger={constructor.UPLOAD_PATH: MAX_UPLOAD}),
        ],
        exception_handlers={
            HttpError: _http_error,
            HTTPException: _starlette_error,
            RequestValidationError: _validation_error,
            WordgridError: _wordgrid_error,
            Exception: _internal_error,
        },
    )
    for router in (*ROUTERS, *extra_routers):
        app.include_router(router)
    app.mount("/", StaticFiles(directory=STATIC, html=True), name="static")
    app.state.context = server
    app.state.hub = hub
    if share is not None:
        documented = app.openapi
        app.openapi = lambda: document_share(documented())  # type: ignore[method-assign]
    return app
