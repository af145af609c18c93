"""A server shared on the network (`wordgrid serve --share`): its link, its QR code, and the
guard that lets in only those who hold the link.

With `--share` every request and WebSocket needs a token, from any address, loopback too:
- the folder's token (the host's link, `/?token=…`) opens everything but the make page's
  work, which `--share-make` opens too;
- a room's token (its join link, `/play.html?room=ROOM&token=…`) opens that room only.
The token comes as `?token=`, as `Authorization: Bearer TOKEN`, or as the cookie set when a
page is opened with the link. Tokens are compared in constant time. No token is 401, a wrong
one or one for elsewhere 403. The token is checked first, then the rate limit (`limits.py`):
per token and address for a request with a good one, per address for the rest, so that a
stranger's refused requests never use up a player's. Too many is 429, with `Retry-After`.

Two checks hold on every server, shared or not: a request addressed by a name that is not
this computer's own (DNS rebinding) is refused, and a browser's request sent from another
site's page (its Origin) may not change anything or open a room's WebSocket.
"""

from __future__ import annotations

import hmac
import ipaddress
import logging
import socket
from collections.abc import Iterable
from dataclasses import dataclass
from http.cookies import SimpleCookie
from typing import Any, Protocol
from urllib.parse import parse_qs, quote, urlsplit

from starlette.datastructures import Headers
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket

from wordgrid.web.http import RETRY_AFTER
from wordgrid.web.limits import CLIENT, Clients, address_of

log = logging.getLogger(__name__)

HOST_COOKIE = "wordgrid_token"
ROOM_COOKIE = "wordgrid_room_"  # + the room's id
# How long a browser keeps the cookie: a school week, across reloads and restarts.
COOKIE_SECONDS = 7 * 24 * 3600
# The make page's work: uploads and jobs that take the engine for seconds.
MAKING_PATHS = ("/api/make", "/api/solve")
ROOM_PATH = "/api/rooms/"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
# The names a browser on this computer may use for it.
LOCAL_NAMES = frozenset({"localhost", "localhost.localdomain"})


@dataclass(frozen=True)
class Share:
    """How a shared server is reached: its address (`base`, `http://ADDRESS:PORT/`), the
    folder's token, and whether guests may make puzzles."""

    base: str
    token: str
    making: bool = False

    @property
    def link(self) -> str:
        """The host's link: the library, with the token."""
        return f"{self.base}?token={self.token}"


# How the OpenAPI document of a shared server says a request carries its token.
SECURITY_SCHEMES = {
    "token": {"type": "apiKey", "in": "query", "name": "token"},
    "bearer": {"type": "http", "scheme": "bearer"},
    "cookie": {"type": "apiKey", "in": "cookie", "name": HOST_COOKIE},
}
REFUSALS = {
    "401": "no token: open the link the host gave",
    "403": "a token that does not open this (a room's opens that room only)",
    "429": "too many requests: wait the seconds `Retry-After` says",
}


def document_share(document: dict[str, Any]) -> dict[str, Any]:
    """The OpenAPI document of a shared server: every operation needs the token, and may
    be refused for the want of it."""
    document.setdefault("components", {}).setdefault("securitySchemes", {}).update(SECURITY_SCHEMES)
    document["security"] = [{name: []} for name in SECURITY_SCHEMES]
    error = {"$ref": "#/components/schemas/ErrorBody"}
    for operations in document.get("paths", {}).values():
        for operation in operations.values():
            for status, why in REFUSALS.items():
                answer = {"description": why, "content": {"application/json": {"schema": error}}}
                if status == "429":
                    answer["headers"] = RETRY_AFTER
                operation["responses"].setdefault(status, answer)
    return document


def room_link(base: str, room: str, token: str | None) -> str:
    """A room's join link: its page, with the room's token when the server is shared."""
    link = f"{base}play.html?room={room}"
    return f"{link}&token={token}" if token else link


def qr_svg(text: str) -> str:
    """`text` as a QR code, an SVG data URI for an <img> (the page's CSP allows data:)."""
    import segno

    return str(segno.make(text, error="m").svg_data_uri(scale=4, border=2))


def qr_text(text: str) -> str:
    """`text` as a QR code drawn with block characters, for the terminal."""
    import io

    import segno

    out = io.StringIO()
    segno.make(text, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()


def own_names() -> frozenset[str]:
    """The names this computer goes by on the network, besides its addresses."""
    name = socket.gethostname().lower()
    return LOCAL_NAMES | {name, f"{name}.local", socket.getfqdn().lower()}


def host_name(host: str) -> str:
    """A Host header without its port: `[::1]:8765` is `::1`, `pc.local:80` is `pc.local`."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[1 : host.find("]")] if "]" in host else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def is_address(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def same_origin(headers: Headers) -> bool:
    """False for a browser's request from another site's page: its Origin names another
    host than the one the request is addressed to. Scripts (curl) send no Origin."""
    origin = headers.get("origin")
    if origin is None:
        return True
    return urlsplit(origin).netloc.lower() == headers.get("host", "").lower()


def _refusal(scope: Scope, status: int, message: str, headers: dict[str, str]) -> Response:
    if status == 401:
        headers = {**headers, "www-authenticate": "Bearer"}
    if scope["path"].startswith("/api/") or scope["type"] == "websocket":
        return JSONResponse({"error": message}, status_code=status, headers=headers)
    page = f"<!doctype html><title>wordgrid</title><p>{message}</p>"
    return HTMLResponse(page, status_code=status, headers=headers)


async def refuse(
    scope: Scope,
    receive: Receive,
    send: Send,
    status: int,
    message: str,
    headers: dict[str, str] | None = None,
) -> None:
    """An HTTP error, or a WebSocket handshake refused with one (403 where the server can't
    send a status of its own), logged once at info with its reason."""
    response = _refusal(scope, status, message, headers or {})
    if scope["type"] != "websocket":
        await response(scope, receive, send)
        return
    # The path as uvicorn logs it, quoted: a line break in it can't forge a line of the log.
    where = f"{address_of(scope)} - WebSocket {quote(scope['path'])}"
    log.info("%s refused: %d %s", where, status, message)
    websocket = WebSocket(scope, receive, send)
    if "websocket.http.response" in scope.get("extensions", {}):
        await websocket.send_denial_response(response)
    else:
        await websocket.close(code=1008, reason=message[:120])


def _equal(given: str, secret: str) -> bool:
    return hmac.compare_digest(given.encode("utf-8", "replace"), secret.encode())


class SameSite:
    """The checks every server keeps against other sites' pages.

    - The Host header must name this computer: one of `names`, or (`addresses`) any IP
      address, as DNS rebinding needs a name the attacker controls. `names` None takes any
      Host (a server open to the network without a token, as before).
    - A browser's request that changes something, or opens a WebSocket, must come from the
      server's own pages (its Origin names the same host).
    """

    def __init__(
        self, app: ASGIApp, names: Iterable[str] | None, *, addresses: bool = False
    ) -> None:
        self.app = app
        self.names = None if names is None else frozenset(host_name(n) for n in names)
        self.addresses = addresses

    def own(self, host: str) -> bool:
        if self.names is None:
            return True
        name = host_name(host)
        return name in self.names or (self.addresses and is_address(name))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        if not self.own(headers.get("host", "")):
            await refuse(scope, receive, send, 400, "Invalid host header")
            return
        changes = scope["type"] == "websocket" or scope["method"] not in SAFE_METHODS
        if changes and not same_origin(headers):
            await refuse(scope, receive, send, 403, "a page of another site may not do this")
            return
        await self.app(scope, receive, send)


@dataclass(frozen=True)
class Admitted:
    """A request let through for `who` ("host", "room ID", "guest": whose limits it counts
    against); `cookie` names the cookie to set when the link's token came in the address
    (a page opened with the link)."""

    who: str
    cookie: str = ""
    secret: str = ""


@dataclass(frozen=True)
class Refused:
    status: int
    message: str


MAKING_OFF = "making puzzles is off while this server is shared; the host can turn it on"


class Keys(Protocol):
    """What the guard asks of the rooms: a room's token, and the clients' limits."""

    clients: Clients

    def room_token(self, room_id: str) -> str | None: ...


class ShareGuard:
    """Lets in only the holders of a token (module docstring), within the rate limits."""

    def __init__(self, app: ASGIApp, share: Share, hub: Keys) -> None:
        self.app = app
        self.share = share
        self.room_token = hub.room_token
        self.clients = hub.clients

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        verdict = self.admit(scope)
        address = address_of(scope)
        client = address if isinstance(verdict, Refused) else f"{verdict.who} {address}"
        # A WebSocket's own limits (connections, moves) are the room's to count.
        counted = scope["type"] == "http" or isinstance(verdict, Refused)
        bucket = self.clients[client].requests
        if counted and not bucket.take():
            retry = {"retry-after": str(bucket.wait())}
            await refuse(scope, receive, send, 429, "too many requests: wait a moment", retry)
        elif isinstance(verdict, Refused):
            await refuse(scope, receive, send, verdict.status, verdict.message)
        else:
            scope.setdefault("state", {})[CLIENT] = client
            if verdict.cookie and scope["type"] == "http":
                send = _setting_cookie(send, verdict.cookie, verdict.secret)
            await self.app(scope, receive, send)

    def admit(self, scope: Scope) -> Admitted | Refused:
        """Who the request's token makes it: the host, a room's guest, or no one."""
        path: str = scope["path"]
        query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
        given = query.get("token", [""])[-1]
        headers = Headers(scope=scope)
        bearer = headers.get("authorization", "")
        bearer = bearer[7:].strip() if bearer[:7].lower() == "bearer " else ""
        cookies = _cookies(headers)
        host = self.share.token
        if any(t and _equal(t, host) for t in (given, bearer, cookies.get(HOST_COOKIE, ""))):
            if not self.share.making and path.startswith(MAKING_PATHS):
                return Refused(403, MAKING_OFF)
            return Admitted("host", HOST_COOKIE if given and _equal(given, host) else "", host)
        room = _room_of(path) or query.get("room", [""])[-1]
        secret = self.room_token(room) if room else None
        if secret is not None:
            offered = (given, bearer, cookies.get(ROOM_COOKIE + room, ""))
            if any(t and _equal(t, secret) for t in offered):
                if path.startswith("/api/") and _room_of(path) != room:
                    return Refused(403, "this link opens one room only")
                cookie = ROOM_COOKIE + room if given and _equal(given, secret) else ""
                return Admitted(f"room {room}", cookie, secret)
        if not path.startswith("/api/") and self._guest_anywhere(cookies):
            return Admitted("guest")  # the page's own files, for a room's guest
        ours = HOST_COOKIE in cookies or any(k.startswith(ROOM_COOKIE) for k in cookies)
        if not (given or bearer or ours):
            return Refused(401, "this server is shared with a link: open the link you were given")
        return Refused(403, "this link does not open this page")

    def _guest_anywhere(self, cookies: dict[str, str]) -> bool:
        """True when a cookie holds a room's token: its guest may load the page's files."""
        for name, value in cookies.items():
            if name.startswith(ROOM_COOKIE):
                secret = self.room_token(name[len(ROOM_COOKIE) :])
                if secret is not None and _equal(value, secret):
                    return True
        return False


def _setting_cookie(send: Send, cookie: str, secret: str) -> Send:
    """`send`, with the cookie that keeps the token for the page's later requests."""
    value = f"{cookie}={secret}; Path=/; Max-Age={COOKIE_SECONDS}; HttpOnly; SameSite=Strict"

    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            message["headers"] = [*message.get("headers", []), (b"set-cookie", value.encode())]
        await send(message)

    return sending


def _room_of(path: str) -> str:
    """The room a path of the rooms' API is about, or ""."""
    if not path.startswith(ROOM_PATH):
        return ""
    return path[len(ROOM_PATH) :].split("/", 1)[0]


def _cookies(headers: Headers) -> dict[str, str]:
    jar: SimpleCookie = SimpleCookie()
    try:
        jar.load(headers.get("cookie", ""))
    except Exception:  # a malformed Cookie header is no credential, not an error
        return {}
    return {name: morsel.value for name, morsel in jar.items()}
