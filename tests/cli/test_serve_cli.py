"""`wordgrid serve`: prints its address, serves the folder, stops cleanly on Ctrl-C."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
import webbrowser
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import run
from wordgrid.cli import serve


def test_serves_the_folder_and_stops_on_ctrl_c(examples: Path, tmp_path: Path) -> None:
    with subprocess.Popen(
        [sys.executable, "-m", "wordgrid", "serve", str(examples), "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "WORDGRID_CACHE": str(tmp_path)},  # the record cache
    ) as proc:
        try:
            assert proc.stdout is not None and proc.stderr is not None
            line = proc.stdout.readline()
            assert line.startswith("serving ") and "http://127.0.0.1:" in line
            url = line.split(" at ")[1].split()[0]
            deadline = time.monotonic() + 60
            while True:  # the folder is read in the background
                with urllib.request.urlopen(url + "api/puzzles", timeout=30) as response:
                    page = json.load(response)
                if page["index"]["state"] == "ready" or time.monotonic() > deadline:
                    break
                time.sleep(0.05)
            assert "sample_puzzle.txt" in {p["id"] for p in page["puzzles"]}
            assert (tmp_path / "library.sqlite3").is_file()
            upload = urllib.request.Request(
                url + "api/solve", data=(examples / "sample_puzzle.txt").read_bytes()
            )
            with urllib.request.urlopen(upload, timeout=60) as response:
                assert json.load(response)["status"] == "solved"  # in a worker process
            proc.send_signal(signal.SIGINT)
            assert proc.wait(timeout=30) == 0
            assert "Traceback" not in proc.stderr.read()
        finally:
            proc.kill()


def test_a_taken_port_is_one_line(capsys: pytest.CaptureFixture[str], examples: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code, out, err = run(capsys, "serve", str(examples), "--port", str(port))
    assert code == 2 and f"can't listen on 127.0.0.1:{port}" in err and len(err.splitlines()) == 1


def test_missing_folder(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "serve", str(tmp_path / "nope"))
    assert code == 2 and "no such folder" in err


@pytest.mark.parametrize("port", ["-1", "70000", "x"])
def test_bad_port(capsys: pytest.CaptureFixture[str], port: str) -> None:
    code, _, err = run(capsys, "serve", "--port", port)
    assert code == 2 and "--port" in err


@pytest.mark.parametrize(
    ("argv", "warned", "opened"),
    [(["--host", "0.0.0.0"], True, False), (["--open"], False, True)],
)
def test_warning_and_open(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    examples: Path,
    argv: list[str],
    warned: bool,
    opened: bool,
) -> None:
    # No socket is opened on the network and no browser starts: both are stood in for.
    local = socket.socket()
    local.bind(("127.0.0.1", 0))
    monkeypatch.setattr(serve, "listen", lambda host, port: local)
    import uvicorn

    ran: list[Any] = []
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets: ran.append(sockets))
    urls: list[str] = []
    monkeypatch.setattr(webbrowser, "open", urls.append)
    code, out, err = run(capsys, "serve", str(examples), *argv)
    local.close()
    assert code == 0 and ran == [[local]] and out.startswith("serving ")
    assert ("anyone on the network" in err) is warned
    assert urls == ([out.split(" at ")[1].split()[0]] if opened else [])
