"""`wordgrid serve FOLDER --share --host 127.0.0.1` as a user runs it: its own process, data
and cache folders of its own, the link read from its output. The browser tests of rooms and
the rooms benchmark both drive one."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

READY_SECONDS = 60  # for the server to read its folder


class SharedServer:
    """A shared server in a child process; `start()` again after `kill()` keeps its port."""

    def __init__(self, folder: Path, data: Path) -> None:
        self.folder = folder
        self.env = {**os.environ, "WORDGRID_DATA": str(data / "data")}
        self.env["WORDGRID_CACHE"] = str(data / "cache")
        self.port = 0
        self.link = ""
        self.proc: subprocess.Popen[str] | None = None

    def start(self) -> None:
        argv = ["serve", str(self.folder), "--share", "--host", "127.0.0.1"]
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "wordgrid", *argv, "--port", str(self.port)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=self.env,
        )
        assert self.proc.stdout is not None
        first = self.proc.stdout.readline()
        self.link = self.proc.stdout.readline().strip()
        assert first.startswith("serving ") and self.link.startswith("http://127.0.0.1:"), first
        self.port = int(self.link.split(":")[2].split("/")[0])  # the same port on a restart
        deadline = time.monotonic() + READY_SECONDS
        while self.ask(f"api/puzzles?token={self.token}")["index"]["state"] != "ready":
            assert time.monotonic() < deadline, f"the folder was not read in {READY_SECONDS} s"
            time.sleep(0.05)

    @property
    def base(self) -> str:
        return self.link.split("?")[0]

    @property
    def token(self) -> str:
        return self.link.split("token=")[1]

    def ask(self, path: str, body: dict[str, Any] | None = None) -> Any:
        """The JSON answer to a GET (or, with a body, a POST) of `path`."""
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            self.base + path.lstrip("/"), data, {"content-type": "application/json"}
        )
        with urllib.request.urlopen(request, timeout=30) as answer:
            return json.load(answer)

    def status(self, path: str) -> int:
        try:
            with urllib.request.urlopen(self.base + path.lstrip("/"), timeout=30) as answer:
                return int(answer.status)
        except urllib.error.HTTPError as e:
            return e.code

    def room(self, puzzle: str) -> str:
        """A new room on `puzzle`: its join link."""
        made = self.ask(f"api/rooms?token={self.token}", {"puzzle": puzzle})
        return str(made["join_url"])

    def kill(self) -> None:
        """SIGKILL: no chance to close anything."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=30)
        for stream in (self.proc.stdout, self.proc.stderr):
            if stream is not None:
                stream.close()

    def stop(self) -> str:
        """Ctrl-C, as a user stops it; what it wrote on stderr."""
        assert self.proc is not None and self.proc.stderr is not None
        self.proc.send_signal(signal.SIGINT)
        self.proc.wait(timeout=30)
        err = self.proc.stderr.read()
        self.kill()
        return err
