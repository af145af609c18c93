"""`wordgrid site FOLDER -o DIR`: the library of a folder as a static site (web/site.py)."""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from wordgrid.cli._args import positive_int
from wordgrid.plural import counted


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "site",
        help="the puzzles of a folder as a static web site: library, players, PDFs",
        description="Build a static web site of the puzzles in FOLDER, which any web server "
        "serves as it is (a school's server, a cloud bucket, python -m http.server): the "
        "library page of `wordgrid serve`, with its search box, filters and paging; a "
        "player for every puzzle, with check, reveal, the clock and the game saved in the "
        "browser; and each puzzle's PDF. Run it again after the folder changes: only the "
        "puzzles that changed are built again, and only the files that changed are written.",
    )
    p.add_argument("folder", metavar="FOLDER", help="the folder of puzzle files")
    p.add_argument(
        "-o",
        "--output",
        metavar="DIR",
        required=True,
        help="the folder to build the site in (made if missing; a site built there before "
        "is brought up to date)",
    )
    p.add_argument(
        "--no-reveal",
        action="store_true",
        help="leave the answers out: entries and grids are checked against salted hashes, "
        "and reveal is off (for a test or a contest)",
    )
    p.add_argument("--title", default="", help="the library's heading (default: wordgrid)")
    p.add_argument(
        "--jobs",
        type=positive_int,
        metavar="N",
        help="processes that build puzzles at once (default: one a core)",
    )
    p.set_defaults(run=run)


@contextlib.contextmanager
def _bar() -> Iterator[Callable[[int, int], None]]:
    """A progress bar that starts once the build says how many puzzles it has to make."""
    from wordgrid.cli._args import progress_bar

    with contextlib.ExitStack() as stack:
        shown = {"done": 0}
        advance: Callable[[], None] | None = None

        def tell(done: int, total: int) -> None:
            nonlocal advance
            if advance is None:
                advance = stack.enter_context(progress_bar("building", total))
            for _ in range(done - shown["done"]):
                advance()
            shown["done"] = done

        yield tell


def run(args: argparse.Namespace) -> int:
    from wordgrid.web.site import build_site

    out = Path(args.output)
    with _bar() as progress:
        report = build_site(
            Path(args.folder),
            out,
            reveal=not args.no_reveal,
            title=args.title,
            workers=args.jobs,
            progress=progress,
        )
    said = f"{counted(report.puzzles, 'puzzle')} in {out}"
    if report.left_out:
        said += f", {counted(report.left_out, 'file')} left out (listed on the library page)"
    changed = (
        f"{counted(report.built, 'puzzle')} built, {counted(len(report.written), 'file')} written"
    )
    if report.removed:
        changed += f", {counted(len(report.removed), 'file')} removed"
    print(f"{said}; {changed}", file=sys.stderr)
    print(
        f"open {out / 'index.html'} on a web server (python -m http.server -d {out})",
        file=sys.stderr,
    )
    return 0
