"""`wordgrid serve` as a process: SIGTERM ends it within 5 s whatever jobs and sockets are
open, and `--verbose` logs each refused WebSocket once, with why, and no error."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import signal
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path
from typing import Any

import psutil
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from tests.cli.test_serve_share import served
from wordgrid.web.serving import NoTokens, redacted

# Generous, for a machine shared with other work: the server's own bound is 5 s.
ENDED_WITHIN = 15.0


def post(base: str, path: str, body: dict[str, Any], token: str) -> Any:
    request = urllib.request.Request(
        f"{base}{path}?token={token}",
        json.dumps(body).encode(),
        {"content-type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.load(answer)


def test_sigterm_ends_the_server_whatever_jobs_and_sockets_are_open(
    examples: Path, tmp_path: Path
) -> None:
    env = {**os.environ, "WORDGRID_DATA": str(tmp_path / "d"), "WORDGRID_CACHE": str(tmp_path)}
    argv = ["serve", str(examples), "--share-make", "--host", "127.0.0.1", "--port", "0"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "wordgrid", *argv, "--verbose"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    with contextlib.ExitStack() as held:
        token = open_and_stop(proc, held)
    out, err = proc.communicate()
    assert proc.returncode == 0 and err.rstrip().endswith("stopped"), err
    # Every request and WebSocket is logged, its link's token left out.
    assert re.search(r'"WebSocket /api/rooms/[^/]+/socket\?token=\*\*\*" \[accepted\]', err), err
    assert '"POST /api/rooms?token=*** HTTP/1.1" 200' in out, out
    assert not re.search(r"token=(?!\*\*\*)", out + err), out + err
    assert token not in out + err
    # The request still reading its body when the stop came is answered 503, not 500.
    assert '"POST /api/rooms?token=*** HTTP/1.1" 503' in out, out
    assert "500 Internal Server Error" not in out and "Exception in ASGI" not in err, out + err
    refusals = [line for line in err.splitlines() if "WebSocket" in line and "accepted" not in line]
    assert len(refusals) == 2, err  # each refusal once, with why
    assert "refused: 401 this server is shared with a link" in refusals[0]
    assert "refused: 404 no room 'x'" in refusals[1]
    assert "ERROR" not in err and "Traceback" not in err and "rejected" not in err, err


def open_and_stop(proc: subprocess.Popen[str], held: contextlib.ExitStack) -> str:
    """Opens jobs and sockets on the server, then stops it with SIGTERM: it must end, and
    its worker processes with it, within ENDED_WITHIN. The server's token."""
    try:
        assert proc.stdout is not None and proc.stdout.readline().startswith("serving ")
        link = proc.stdout.readline().strip()
        served(link)
        base, token = link.split("?token=")
        ws_base = base.replace("http://", "ws://")
        room = post(base, "api/rooms", {"puzzle": "sample_puzzle.txt"}, token)["room"]
        # Engine work in worker processes: autofills of an empty grid, seconds each.
        for _ in range(2):
            assert post(base, "api/make/fill", {"grid": ["." * 15] * 15}, token)["id"]
        for refused in (f"{ws_base}api/rooms/{room}/socket", f"{ws_base}api/rooms/x/socket"):
            try:
                connect(
                    refused if refused.endswith(f"{room}/socket") else f"{refused}?token={token}"
                )
            except InvalidStatus as e:
                assert e.response.status_code in (401, 404)
        player = held.enter_context(connect(f"{ws_base}api/rooms/{room}/socket?token={token}"))
        player.send(json.dumps({"type": "hello"}))
        assert json.loads(player.recv(timeout=30))["type"] == "welcome"
        held.enter_context(connect(f"{ws_base}api/rooms/{room}/socket?token={token}"))  # silent
        # A client that stops halfway through a request's body: uvicorn waits for it.
        host, port = base.removeprefix("http://").rstrip("/").rsplit(":", 1)
        stalled = held.enter_context(socket.create_connection((host, int(port))))
        stalled.sendall(
            b"POST /api/rooms?token=" + token.encode() + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            b'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"puz'
        )
        workers = psutil.Process(proc.pid).children(recursive=True)
        assert workers  # the jobs' and the manager's processes
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=ENDED_WITHIN)
        _, alive = psutil.wait_procs(workers, timeout=ENDED_WITHIN)  # no worker left behind
        assert not [w for w in alive if w.status() != psutil.STATUS_ZOMBIE]
    finally:
        proc.kill()
    return token


def test_no_log_line_shows_a_token() -> None:
    # uvicorn's access line and WebSocket line, as it makes them: the path with its query.
    lines = [
        ('%s - "%s %s HTTP/%s" %d', ("1.2.3.4:5", "GET", "/play.html?room=R&token=T1", "1.1", 200)),
        ('%s - "WebSocket %s" [accepted]', ("1.2.3.4:5", "/api/rooms/R/socket?token=T2")),
        (
            '%s - "%s %s HTTP/%s" %d',
            ("1.2.3.4:5", "GET", "/?x=1&to%6Ben=T3&api_key=T4", "1.1", 200),
        ),
    ]
    shown = []
    for msg, args in lines:
        record = logging.LogRecord("uvicorn.access", logging.INFO, "", 0, msg, args, None)
        assert NoTokens().filter(record)
        shown.append(record.getMessage())
    assert shown == [
        '1.2.3.4:5 - "GET /play.html?room=R&token=*** HTTP/1.1" 200',
        '1.2.3.4:5 - "WebSocket /api/rooms/R/socket?token=***" [accepted]',
        '1.2.3.4:5 - "GET /?x=1&to%6Ben=***&api_key=*** HTTP/1.1" 200',
    ]
    assert redacted("/api/rooms?room=R") == "/api/rooms?room=R"  # nothing secret: as it was


# A server whose one request waits on a thread that never ends, beside a worker process
# that ignores SIGTERM: what no graceful stop can end.
STUCK = """
import multiprocessing, signal, socket, sys, time
import anyio.to_thread
from wordgrid.web.serving import serve

def stubborn():
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    time.sleep(600)

async def app(scope, receive, send):
    if scope["type"] == "lifespan":
        while (await receive())["type"] != "lifespan.shutdown":
            await send({"type": "lifespan.startup.complete"})
        await send({"type": "lifespan.shutdown.complete"})
        return
    print("busy", flush=True)
    await anyio.to_thread.run_sync(time.sleep, 600)

if __name__ == "__main__":
    multiprocessing.get_context("spawn").Process(target=stubborn).start()
    sock = socket.create_server(("127.0.0.1", 0))
    print(sock.getsockname()[1], flush=True)
    serve(app, sock, message_bytes=1000, verbose=False)
"""


def test_a_stop_that_cant_end_gracefully_ends_the_process_and_its_workers(
    tmp_path: Path,
) -> None:
    script = tmp_path / "stuck.py"
    script.write_text(STUCK)
    proc = subprocess.Popen(
        [sys.executable, str(script)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout is not None
        port = int(proc.stdout.readline())
        workers = psutil.Process(proc.pid).children(recursive=True)
        assert workers  # the stubborn one, and multiprocessing's resource tracker
        with socket.create_connection(("127.0.0.1", port)) as client:
            client.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            assert proc.stdout.readline() == "busy\n"
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=ENDED_WITHIN)
        _, alive = psutil.wait_procs(workers, timeout=ENDED_WITHIN)
        assert not [w for w in alive if w.status() != psutil.STATUS_ZOMBIE]
    finally:
        proc.kill()
    _, err = proc.communicate()
    assert proc.returncode == 0 and "ending it now" in err and err.rstrip().endswith("stopped")
