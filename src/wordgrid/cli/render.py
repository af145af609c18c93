"""`wordgrid render FILE --to pdf|svg|png`: printable pages of puzzles and their answer keys.

FILE may be a folder (say, the output of `generate --count`): every puzzle in it goes into one
PDF, one puzzle a page, with the answer keys at the back. SVG and PNG hold one page a file, so
several pages become OUT-1.svg, OUT-2.svg, ... in book order.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path
from typing import Any

from wordgrid.cli._args import positive_float, positive_int
from wordgrid.cli.convert import INPUT_FORMATS, read_document, solve_puzzle
from wordgrid.errors import InputError
from wordgrid.formats.json_io import Document, GameSave
from wordgrid.model import Solution, WordSearch
from wordgrid.render.layout import Page, Printable, Style, book, check_glyphs

TARGETS = ("pdf", "svg", "png")
# `generate --out` writes NAME.solution.* and NAME.meta.json beside each puzzle; a key is
# solved afresh (and checked) rather than read from them, so they are skipped.
SIDECAR = re.compile(r"\.(solution|meta)\.[^.]+$")


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "render",
        help="print puzzles to PDF, SVG or PNG",
        description="Lay out puzzles for print: the grid and word list like a puzzle book, "
                    "and with --solution the answer key on a page of its own.",
    )
    p.add_argument("file", help="puzzle, solution or word-search file, or a folder of them")
    p.add_argument("--to", choices=TARGETS, help="output kind (default: from -o, else pdf)")
    p.add_argument("-o", "--output", metavar="OUT",
                   help="file to write (default: FILE's name with the new extension, here)")
    p.add_argument("--solution", action="store_true",
                   help="add answer keys on their own pages (solving puzzles as needed)")
    p.add_argument("--page", choices=("a4", "letter"), default="a4", help="paper size")
    p.add_argument("--large-print", action="store_true", help="bigger cells and letters")
    p.add_argument("--words", metavar="FILE", help="word file for a grid-only puzzle")
    p.add_argument("--format", choices=INPUT_FORMATS, help="force the input format")
    p.add_argument("--min-length", type=positive_int, default=2, metavar="N",
                   help="shortest run of open cells that is a slot (default 2)")
    p.add_argument("--timeout", type=positive_float, metavar="S",
                   help="give up solving a puzzle for its key after S seconds (exit 3)")
    p.set_defaults(run=run)


def _natural(path: Path) -> list[Any]:
    # puzzle-2 before puzzle-10, as `generate --count` numbers them.
    return [int(part) if part.isdigit() else part.lower()
            for part in re.split(r"(\d+)", path.name)]


def puzzle_files(path: Path) -> list[Path]:
    if not path.is_dir():
        return [path]
    files = sorted((p for p in path.iterdir() if p.is_file() and not p.name.startswith(".")
                    and not SIDECAR.search(p.name)), key=_natural)
    if not files:
        raise InputError("the folder has no puzzle files", path=path)
    return files


def _printable(doc: Document, keys: bool, timeout: float | None
               ) -> tuple[Printable, Solution | WordSearch | None]:
    if isinstance(doc, GameSave):
        doc = doc.puzzle
    if isinstance(doc, WordSearch | Solution):
        return doc, doc
    return doc, solve_puzzle(doc, timeout) if keys else None


def output_paths(out: Path, count: int) -> list[Path]:
    """Where each of `count` single-page files goes: OUT itself, or OUT-1, OUT-2, ..."""
    if count == 1:
        return [out]
    width = len(str(count))
    return [out.with_name(f"{out.stem}-{n:0{width}d}{out.suffix}") for n in range(1, count + 1)]


def run(args: argparse.Namespace) -> int:
    source = Path(args.file)
    target = args.to
    if target is None:
        suffix = Path(args.output).suffix.lower().lstrip(".") if args.output else ""
        target = suffix if suffix in TARGETS else "pdf"
    out = Path(args.output) if args.output else Path(f"{source.stem or 'puzzles'}.{target}")
    files = puzzle_files(source)
    if args.words is not None and len(files) > 1:
        raise InputError("--words works with one puzzle file, not a folder")
    items: list[tuple[str, Printable, Solution | WordSearch | None]] = []
    for number, path in enumerate(files, start=1):
        doc = read_document(path, words=args.words, fmt=args.format, min_length=args.min_length)
        title = path.stem if len(files) == 1 else f"{number}. {path.stem}"
        printable, answer = _printable(doc, args.solution, args.timeout)
        items.append((title, printable, answer))
    pages: list[Page] = book(items, Style(args.page, args.large_print), keys=args.solution)
    if target != "svg":
        check_glyphs(pages)
    # The drawing libraries load here, not at start-up: every other command stays quick.
    if target == "pdf":
        from wordgrid.render.pdf import write_pdf

        write_pdf(pages, out, title=source.stem)
        written = [out]
    else:
        from wordgrid.render.png import write_png
        from wordgrid.render.svg import write_svg

        written = output_paths(out, len(pages))
        for page, path in zip(pages, written, strict=True):
            (write_svg if target == "svg" else write_png)(page, path)
    for path in written:
        print(f"wrote {path}")
    return 0

