"""`wordgrid serve [FOLDER]`: play the puzzles of a folder in the browser."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordgrid.cli._args import positive_int
from wordgrid.errors import InputError

if TYPE_CHECKING:
    import socket

    from wordgrid.web.share import Share

LOCAL_HOSTS = ("127.0.0.1", "localhost", "::1")
ANY_ADDRESS = "0.0.0.0"  # every IPv4 address of this computer: the local network


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "serve",
        help="play puzzles in the browser",
        description="Serve the puzzles of FOLDER as a web page to play fill-ins, crosswords "
        "and word searches in a browser, with a JSON API for scripts. Prints the address; "
        "Ctrl-C stops it. With --share, others on the local network play too, together in "
        "rooms: the link it prints (and shows as a QR code) carries the token they need.",
    )
    p.add_argument(
        "folder",
        nargs="?",
        metavar="FOLDER",
        help="folder of puzzle files (default: the bundled examples)",
    )
    p.add_argument(
        "--host",
        metavar="ADDRESS",
        help="address to listen on (default 127.0.0.1: this computer only; with --share, "
        "0.0.0.0: the local network)",
    )
    p.add_argument(
        "--share",
        action="store_true",
        help="share the server on the local network with a link (and its QR code) that "
        "carries a token: to play together, in a class or a family",
    )
    p.add_argument(
        "--share-make",
        action="store_true",
        help="as --share, and let those with the link make puzzles too (uploads, maker jobs)",
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
        "--verbose",
        action="store_true",
        help="log every request, and each refused WebSocket with why",
    )
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
    # The web stack loads here only: other commands start faster without it.
    from wordgrid.batch import examples_folder
    from wordgrid.web.app import create_app
    from wordgrid.web.limits import Limits
    from wordgrid.web.serving import serve

    if args.folder is None:
        folder = examples_folder()
    else:
        folder = Path(args.folder)
        if not folder.is_dir():
            what = "no such folder" if not folder.exists() else "is a file, not a folder"
            raise InputError(what, path=args.folder)
    shared = args.share or args.share_make
    host = args.host or (ANY_ADDRESS if shared else LOCAL_HOSTS[0])
    sock = listen(host, args.port)
    bound, port = sock.getsockname()[:2]
    address = lan_address() if bound in (ANY_ADDRESS, "::") else bound
    shown = f"[{address}]" if ":" in address else address
    url = f"http://{shown}:{port}/"
    share = _share(folder, url, making=args.share_make) if shared else None
    if share is None:
        print(f"serving {folder} at {url} (Ctrl-C stops)", flush=True)
        if host not in LOCAL_HOSTS:
            print(
                f"warning: listening on {host}: anyone on the network can use this server",
                file=sys.stderr,
            )
    else:
        print(f"serving {folder} at {url} to those with the link (Ctrl-C stops):", flush=True)
        print(share.link, flush=True)
        if sys.stdout.isatty():
            from wordgrid.web.share import qr_text

            print(qr_text(share.link), end="", flush=True)
    if args.open:
        import webbrowser

        webbrowser.open(share.link if share else url)
    # On this computer only, the page must be asked for by a local name (see create_app).
    hosts = list(LOCAL_HOSTS) if host in LOCAL_HOSTS else None
    clue_library = None if args.db is None else Path(args.db)
    limits = Limits()
    app = create_app(folder, hosts=hosts, clue_library=clue_library, share=share, limits=limits)
    # Ctrl-C and SIGTERM stop it: for a server, the normal end.
    serve(app, sock, message_bytes=limits.message_bytes, verbose=args.verbose)
    print("stopped", file=sys.stderr)
    return 0


def lan_address() -> str:
    """This computer's address on the local network: the one its route out starts from.
    Connecting a UDP socket sends nothing; it only picks the route (to a documentation
    address, RFC 5737, that no network uses)."""
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
            return str(probe.getsockname()[0])
        except OSError:  # no network at all: this computer only
            return LOCAL_HOSTS[0]


def _share(folder: Path, url: str, *, making: bool) -> Share:
    """The folder's share: its token, made once and kept in the data folder."""
    from wordgrid.app.room_log import LogUnavailable
    from wordgrid.app.rooms import Rooms
    from wordgrid.web.share import Share

    rooms = Rooms(folder)
    try:
        return Share(url, rooms.share_token(), making=making)
    except LogUnavailable as e:
        raise InputError(f"can't share: {e}") from None
    finally:
        rooms.close()
