"""`wordgrid serve [FOLDER]`: play the puzzles of a folder in the browser."""

from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordgrid.cli._args import positive_int
from wordgrid.errors import InputError

if TYPE_CHECKING:
    import socket

LOCAL_HOSTS = ("127.0.0.1", "localhost", "::1")


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "serve",
        help="play puzzles in the browser",
        description="Serve the puzzles of FOLDER as a web page to play fill-ins, crosswords "
        "and word searches in a browser, with a JSON API for scripts. Prints the address; "
        "Ctrl-C stops it.",
    )
    p.add_argument(
        "folder",
        nargs="?",
        metavar="FOLDER",
        help="folder of puzzle files (default: the bundled examples)",
    )
    p.add_argument(
        "--host",
        default="127.0.0.1",
        metavar="ADDRESS",
        help="address to listen on (default 127.0.0.1: this computer only)",
    )
    p.add_argument(
        "--port",
        type=_port,
        default=8765,
        metavar="N",
        help="port to listen on (default 8765; 0: any free)",
    )
    p.add_argument("--open", action="store_true", help="open the page in the web browser")
    p.add_argument(
        "--db",
        metavar="FILE",
        help="the clue library the crossword constructor suggests past clues from (default: "
        "the one wordgrid clues adds to)",
    )
    p.set_defaults(run=run)


def _port(text: str) -> int:
    value = int(positive_int(text)) if text != "0" else 0
    if value > 65535:
        raise argparse.ArgumentTypeError(f"must be at most 65535: {text[:40]!r}")
    return value


def listen(host: str, port: int) -> socket.socket:
    """A listening socket, bound before the server starts: a taken port is one clear line."""
    import socket  # here, not at start-up: the other commands never open one

    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror:
        raise InputError(f"--host {host}: no such address on this computer") from None
    family, kind, proto, _, address = infos[0]
    sock = socket.socket(family, kind, proto)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
    except OSError as e:
        sock.close()
        raise InputError(f"can't listen on {host}:{port}: {e.strerror}") from None
    sock.listen(128)
    return sock


def run(args: argparse.Namespace) -> int:
    import uvicorn  # the web stack loads here only: other commands start faster without it

    from wordgrid.batch import examples_folder
    from wordgrid.web.app import create_app

    if args.folder is None:
        folder = examples_folder()
    else:
        folder = Path(args.folder)
        if not folder.is_dir():
            what = "no such folder" if not folder.exists() else "is a file, not a folder"
            raise InputError(what, path=args.folder)
    sock = listen(args.host, args.port)
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    url = f"http://{shown}:{port}/"
    print(f"serving {folder} at {url} (Ctrl-C stops)", flush=True)
    if args.host not in LOCAL_HOSTS:
        print(
            f"warning: listening on {args.host}: anyone on the network can use this server",
            file=sys.stderr,
        )
    if args.open:
        import webbrowser

        webbrowser.open(url)
    # On this computer only, the page must be asked for by a local name (see create_app).
    hosts = list(LOCAL_HOSTS) if args.host in LOCAL_HOSTS else None
    clue_library = None if args.db is None else Path(args.db)
    app = create_app(folder, hosts=hosts, clue_library=clue_library)
    config = uvicorn.Config(app, log_level="warning", lifespan="on")
    # uvicorn shuts down cleanly on Ctrl-C, then passes it on: for a server, the normal end.
    with contextlib.suppress(KeyboardInterrupt):
        uvicorn.Server(config).run(sockets=[sock])
    print("stopped", file=sys.stderr)
    return 0
