"""`wordgrid book SPEC.toml -o book.pdf`: a print-ready puzzle book from a spec."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from wordgrid.cli._args import add_scheduler, positive_int, progress_bar
from wordgrid.errors import EXIT_OK, InputError
from wordgrid.plural import counted


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "book",
        help="make a print-ready puzzle book (PDF) from a TOML spec",
        description="Generate every section of the book the spec describes (title, trim "
        "size, sections of puzzles with their counts, sizes, words and seeds), then lay it "
        "out as one PDF: title page, contents, puzzles with page numbers, answer keys at "
        "the back.",
    )
    p.add_argument("spec", metavar="SPEC", help="the book's TOML spec (see docs/book.md)")
    p.add_argument("-o", "--output", metavar="FILE", help="the PDF (default: SPEC's name.pdf)")
    p.add_argument(
        "--jobs", type=positive_int, default=1, metavar="N", help="make puzzles in N processes"
    )
    add_scheduler(p, "make the puzzles")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from wordgrid.book.make import make_book
    from wordgrid.book.spec import read_spec

    spec_path = Path(args.spec)
    spec = read_spec(spec_path)  # first: a folder or an empty name has no name to take
    out = Path(args.output) if args.output else Path(spec_path.with_suffix(".pdf").name)
    if out.suffix.lower() != ".pdf":
        raise InputError("a book is written as a PDF: name the file .pdf", path=out)
    total = sum(s.count for s in spec.sections)
    with progress_bar("making puzzles", total) as advance:
        pages = make_book(spec, out, args.jobs, args.scheduler, advance)
    print(
        f"wrote {out}: {counted(total, 'puzzle')} on {counted(pages, 'page')} ({spec.trim})",
        file=sys.stderr,
    )
    return EXIT_OK
