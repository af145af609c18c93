"""`wordgrid serve --share`: the link on a line of its own, a token kept per folder in the data
folder, the QR code on a terminal, and the local network by default."""

from __future__ import annotations

import os
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import pexpect
import pytest

from tests.conftest import run
from wordgrid.cli import serve


class Listening:
    """Stands in for the listening socket: nothing is opened on the network."""

    def __init__(self, host: str) -> None:
        self.host = host

    def getsockname(self) -> tuple[str, int]:
        return self.host, 8765


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[Any]:
    """The servers `serve` would run (their uvicorn.Server), with a data folder of the
    test's own and no network."""
    import uvicorn

    monkeypatch.setenv("WORDGRID_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("WORDGRID_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(serve, "listen", lambda host, port: Listening(host))
    monkeypatch.setattr(serve, "lan_address", lambda: "192.0.2.10")
    servers: list[Any] = []
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets: servers.append(self))
    return servers


def served_hub(server: Any) -> Any:
    """The rooms hub of the app a server was given (inside the layer that answers a
    request the stop cancels)."""
    return server.config.app.app.state.hub


def test_share_prints_the_link_and_keeps_the_folders_token(
    capsys: pytest.CaptureFixture[str], started: list[Any], examples: Path, tmp_path: Path
) -> None:
    code, out, err = run(capsys, "serve", str(examples), "--share")
    lines = out.splitlines()
    assert code == 0 and lines[0].startswith("serving ") and "anyone" not in err
    assert lines[1].startswith("http://192.0.2.10:8765/?token=")  # the local network's address
    token = lines[1].split("token=")[1]
    assert (tmp_path / "data" / "rooms.sqlite").is_file()
    share = served_hub(started[0]).share
    assert (share.token, share.making) == (token, False)
    _, again, _ = run(capsys, "serve", str(examples), "--share")
    assert again.splitlines()[1] == lines[1]  # the same link after a restart
    other = tmp_path / "other"
    other.mkdir()
    _, elsewhere, _ = run(capsys, "serve", str(other), "--share-make")
    assert elsewhere.splitlines()[1].split("token=")[1] != token  # each folder its own
    assert served_hub(started[2]).share.making is True


def test_share_listens_on_the_local_network_unless_told(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    started: list[Any],
    examples: Path,
) -> None:
    hosts: list[str] = []

    def listen(host: str, port: int) -> Listening:
        hosts.append(host)
        return Listening(host)

    monkeypatch.setattr(serve, "listen", listen)
    run(capsys, "serve", str(examples), "--share")
    _, out, _ = run(capsys, "serve", str(examples), "--share", "--host", "127.0.0.1")
    run(capsys, "serve", str(examples))
    assert hosts == ["0.0.0.0", "127.0.0.1", "127.0.0.1"]
    assert out.splitlines()[1].startswith("http://127.0.0.1:8765/?token=")


def test_a_data_folder_that_cant_keep_the_token_is_one_line(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    started: list[Any],
    examples: Path,
    tmp_path: Path,
) -> None:
    (tmp_path / "a-file").write_text("")
    monkeypatch.setenv("WORDGRID_DATA", str(tmp_path / "a-file" / "data"))
    code, _, err = run(capsys, "serve", str(examples), "--share")
    assert code == 2 and "can't share: can't keep rooms in" in err and len(err.splitlines()) == 1
    assert started == []


def served(link: str) -> None:
    """Waits until the server answers the link."""
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(link, timeout=10) as answer:
                assert answer.status == 200
                return
        except OSError:
            assert time.monotonic() < deadline, "the server did not answer in 30 s"
            time.sleep(0.05)


def test_the_link_shows_as_a_qr_code_on_a_terminal(examples: Path, tmp_path: Path) -> None:
    env = {**os.environ, "WORDGRID_DATA": str(tmp_path / "d"), "WORDGRID_CACHE": str(tmp_path)}
    argv = ["-m", "wordgrid", "serve", str(examples), "--share", "--host", "127.0.0.1"]
    child = pexpect.spawn(
        sys.executable, [*argv, "--port", "0"], env=env, timeout=60, encoding="utf-8"
    )
    try:
        child.expect(r"http://127\.0\.0\.1:\d+/\?token=[\w-]+\r\n")
        link = child.after.strip()
        child.expect("[█▀▄]{7}")  # a finder pattern's edge, in half blocks
        served(link)
        child.sendintr()  # once it serves: Ctrl-C is then the normal end
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert child.exitstatus == 0
