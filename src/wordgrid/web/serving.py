"""The app under uvicorn, as `wordgrid serve` runs it: its logs, its WebSockets, its stop.

- **Stopping.** Ctrl-C or SIGTERM stops the server the same way: it stops listening,
  closes the WebSockets (1012, "server restarting"), lets requests in flight finish for
  GRACE_SECONDS, then cancels the rest, and stops the engine's worker processes. Whatever
  still holds it after STOP_SECONDS (a thread deep in a search, a stuck worker) is ended
  there: the workers are killed and the process exits. Nothing is lost by that: every
  move of a room is in its log before anyone hears of it. A request the stop cancels before
  its answer began is answered 503 (`Retry-After`), not the 500 of an error.
- **Logs.** Warnings only, unless `verbose`: then each request, and each refused WebSocket
  once, with why (`share.refuse`), where uvicorn would log the status alone and an error
  besides (a WebSocket refused with an HTTP answer counts as an unfinished handshake to it:
  https://github.com/Kludex/uvicorn/pull/3138). A link's token, which uvicorn logs with the
  address it came in, is left out (`token=***`, its name read as the server reads it, and
  any parameter named like a secret too): a log kept or shared lets no one in.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import re
import signal
import sys
import threading
import time
from copy import deepcopy
from types import FrameType
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote_plus

import uvicorn
from uvicorn.config import LOGGING_CONFIG
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

if TYPE_CHECKING:
    import socket

    from starlette.types import ASGIApp, Message, Receive, Scope, Send
    from uvicorn._types import ASGISendEvent

# Requests in flight when a stop is asked for may finish within this; then they are cancelled.
GRACE_SECONDS = 2
# A stop that has not ended by this ends the worker processes and the process. With
# WORKER_SECONDS for the workers to go, it stays inside 5 s on a busy machine too.
STOP_SECONDS = 3.0
# What a request the stop cancels is told to wait before it asks again: a restart's time.
RESTART_SECONDS = 5
# Worker processes asked to end that are still there after this are killed.
WORKER_SECONDS = 0.5
# uvicorn's and websockets' lines for a WebSocket refused with an HTTP answer: the status,
# without the reason. Those with the statuses the app refuses with (share.refuse logs them)
# are dropped; websockets' own refusals of a malformed handshake are kept.
BARE_DENIALS = ('%s - "WebSocket %s" %d', "connection rejected (%d %s)")
APP_REFUSALS = frozenset({401, 403, 404, 429})
# uvicorn's line when the grace runs out: an error to it, the normal end of a stop to us.
CANCELLED = "Cancel %s running task(s), timeout graceful shutdown exceeded"
# A query's parameters (in a log line: up to a space or a quote), and the names of those
# whose value is a secret: `token`, and any name like it.
QUERY_PARAMETER = re.compile(r"(?P<name>[?&][^&=#\s\"]*)=(?P<value>[^&#\s\"]*)")
SECRET_NAME = re.compile(r"token|secret|key|password|auth", re.IGNORECASE)


class Denials(WebSocketsSansIOProtocol):
    """uvicorn's WebSocket protocol, with a refusal sent as an HTTP answer counted as the end
    of the handshake (as its wsproto protocol does), not as a handshake never finished."""

    async def send(self, message: ASGISendEvent) -> None:
        await super().send(message)
        if message["type"] == "websocket.http.response.body" and not message.get("more_body"):
            self.handshake_complete = True


class Quieter(logging.Filter):
    """uvicorn's logs, less alarming: a refused WebSocket is logged by `share.refuse`, with
    why; the requests a stop cancels are a warning, with no traceback each."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.msg in BARE_DENIALS and isinstance(record.args, tuple):
            return not any(arg in APP_REFUSALS for arg in record.args if isinstance(arg, int))
        if record.exc_info and isinstance(record.exc_info[1], asyncio.CancelledError):
            return False
        if record.msg == CANCELLED:
            record.msg = f"stopping: %s request(s) still running after {GRACE_SECONDS} s cancelled"
            record.levelno, record.levelname = logging.WARNING, "WARNING"
        return True


def redacted(text: str) -> str:
    """`text` with the value of every secret-like query parameter written as `***` (its name
    read as the server reads it: `to%6Ben` is `token`)."""

    def hidden(m: re.Match[str]) -> str:
        secret = SECRET_NAME.search(unquote_plus(m["name"]))
        return f"{m['name']}=***" if secret else m[0]

    return QUERY_PARAMETER.sub(hidden, text) if "=" in text else text


class NoTokens(logging.Filter):
    """uvicorn's lines with the tokens of the addresses they name left out: each request's
    and each WebSocket's address is logged whole, query and all."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.args, tuple):
            record.args = tuple(redacted(a) if isinstance(a, str) else a for a in record.args)
        if isinstance(record.msg, str):
            record.msg = redacted(record.msg)
        return True


def log_config(verbose: bool) -> dict[str, Any]:
    """uvicorn's logging, with wordgrid's own logger beside it."""
    config = deepcopy(LOGGING_CONFIG)
    config["filters"] = {"quieter": {"()": Quieter}, "no_tokens": {"()": NoTokens}}
    config["loggers"]["uvicorn.error"]["filters"] = ["no_tokens", "quieter"]
    config["loggers"]["uvicorn.access"]["filters"] = ["no_tokens"]
    level = "INFO" if verbose else "WARNING"
    config["loggers"]["wordgrid"] = {
        "handlers": ["default"],
        "level": level,
        "propagate": False,
        "filters": ["no_tokens"],
    }
    return config


class Server(uvicorn.Server):
    """A uvicorn server whose stop, once asked for, ends the process within STOP_SECONDS."""

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        if not self.should_exit:
            timer = threading.Timer(STOP_SECONDS, _end_now)
            timer.daemon = True  # a stop that finishes in time takes it with it
            timer.start()
        super().handle_exit(sig, frame)


class Stopping:
    """The app, with a request that the stop cancels answered 503, "the server is stopping",
    when its answer hasn't begun: uvicorn would answer (and log) it as an internal error. A
    request is cancelled only by a stop (a client that goes away is told so, not cancelled)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def sending(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, receive, sending)
        except asyncio.CancelledError:
            if not started:
                await _stopping(send)
            raise


async def _stopping(send: Send) -> None:
    body = b'{"error":"the server is stopping: try again in a moment"}'
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        (b"retry-after", str(RESTART_SECONDS).encode()),
        (b"connection", b"close"),
    ]
    await send({"type": "http.response.start", "status": 503, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def _end_now() -> None:
    """The stop ran out of time: end the worker processes, then this one."""
    print(f"still stopping after {STOP_SECONDS:g} s: ending it now", file=sys.stderr, flush=True)
    workers = multiprocessing.active_children()
    for worker in workers:
        worker.terminate()
    deadline = time.monotonic() + WORKER_SECONDS
    for worker in workers:
        worker.join(max(0.0, deadline - time.monotonic()))
    for worker in workers:
        if worker.is_alive():
            worker.kill()
    print("stopped", file=sys.stderr, flush=True)
    os._exit(0)


def _interrupted(sig: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt  # SIGTERM ends the server as Ctrl-C does


def serve(app: ASGIApp, sock: socket.socket, *, message_bytes: int, verbose: bool) -> None:
    """Runs `app` on the listening socket `sock` until Ctrl-C or SIGTERM."""
    config = uvicorn.Config(
        Stopping(app),
        log_level="info" if verbose else "warning",
        log_config=log_config(verbose),
        lifespan="on",
        ws=Denials,
        ws_max_size=message_bytes,
        timeout_graceful_shutdown=GRACE_SECONDS,
    )
    # uvicorn stops cleanly on either signal, then passes it on to the handler it found.
    was = signal.signal(signal.SIGTERM, _interrupted)
    try:
        with contextlib.suppress(KeyboardInterrupt):
            Server(config).run(sockets=[sock])
    finally:
        signal.signal(signal.SIGTERM, was)
