"""The ASGI application: the route modules' routes, the static page, and one error shape."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from pathlib import Path

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Mount
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from wordgrid.errors import EXIT_BAD_INPUT, EXIT_INTERNAL, WordgridError
from wordgrid.web import make, play, solve
from wordgrid.web.engine import Busy
from wordgrid.web.http import Context, HttpError, error_response, one_line
from wordgrid.web.library import Library

STATIC = Path(__file__).parent / "static"
# The route modules whose routes every server has, in the order they are matched.
ROUTE_MODULES: tuple[Callable[[], list[BaseRoute]], ...] = (
    play.routes,
    solve.routes,
    make.routes,
)
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


async def _starlette_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    return error_response(exc.status_code, str(exc.detail))


async def _wordgrid_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, WordgridError)
    # As the command line's exit codes: bad input 400, a bug 500, the rest (no solution,
    # time out) a valid request the engine refuses, 422; a busy engine asks to come back.
    status = {EXIT_BAD_INPUT: 400, EXIT_INTERNAL: 500}.get(exc.exit_code, 422)
    return error_response(503 if isinstance(exc, Busy) else status, one_line(exc))


async def _internal_error(request: Request, exc: Exception) -> Response:
    return error_response(500, f"internal error: {type(exc).__name__}: {one_line(exc)}")


def create_app(
    folder: Path,
    *,
    context: Context | None = None,
    extra_routes: Iterable[BaseRoute] = (),
    hosts: Sequence[str] | None = None,
) -> Starlette:
    """The server for the puzzles in `folder`: the API under /api, the page at /.

    `context` replaces the default engines (tests use small limits); `extra_routes` adds
    route modules' routes beside the built-in ones; `hosts`, when given, are the only names
    a request may address the server by.
    """
    routes: list[BaseRoute] = [route for make in ROUTE_MODULES for route in make()]
    routes += extra_routes
    routes.append(Mount("/", StaticFiles(directory=STATIC, html=True), name="static"))
    server = context or Context(Library(folder))

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        server.close()  # the upload workers stop with the server
        make.close(app)  # and the make page's job workers

    app = Starlette(
        lifespan=lifespan,
        routes=routes,
        middleware=[
            # A web page elsewhere can't reach a local server through a name of its own
            # that resolves to 127.0.0.1 (DNS rebinding): only the server's own names pass.
            *([Middleware(TrustedHostMiddleware, allowed_hosts=list(hosts))] if hosts else []),
            Middleware(SecurityHeaders),
        ],
        exception_handlers={
            HttpError: _http_error,
            HTTPException: _starlette_error,
            WordgridError: _wordgrid_error,
            Exception: _internal_error,
        },
    )
    app.state.context = server
    return app
