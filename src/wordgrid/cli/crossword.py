"""`wordgrid crossword LIST`: a numbered crossword from your own answers and clues.

OUT's extension (or --to) picks what is written: a crossword file (.ipuz, .puz, .jpz, .xd,
.json, .txt as Across Lite text), printable pages (.pdf, .svg, .png, with the answer key at
the back), a page that plays it (.html), or with no OUT the grid and clues as text, printed.
The summary (size, checked letters, seed) goes to stderr.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordgrid.cli._args import (
    add_lang_option,
    add_reveal_option,
    add_timeout,
    budget,
    positive_int,
    reveal,
    same_file,
    working,
)
from wordgrid.errors import EXIT_OK, InputError
from wordgrid.formats.extensions import BY_NAME, formats_holding, listing, output_format
from wordgrid.model import Solution

if TYPE_CHECKING:
    from wordgrid.app.crossword import CrosswordReport, CrosswordRequest

# What a clued crossword is written as: text is the grid and clues as printed (to standard
# output; a .txt file is Across Lite text), and the plain-text puzzle formats, with no place
# for clues, are left out.
CROSSWORD_FORMATS = tuple(
    f for f in formats_holding((Solution,)) if BY_NAME[f].metadata or f == "text"
)


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "crossword",
        help="make a numbered crossword from your answers and clues",
        description="Lay out your answers as a crossword, every one crossing another, "
        "number it and print it with your clues: a PDF with its answer key, a crossword "
        "file, or text.",
    )
    p.add_argument(
        "list",
        metavar="LIST",
        help="answers and clues: `ANSWER: clue` or `ANSWER<TAB>clue` lines, a CSV with "
        'answer and clue columns, or JSON [{"answer", "clue"}] (- for standard input)',
    )
    p.add_argument(
        "-o",
        "--output",
        metavar="OUT",
        help=f"the file to write: {listing(CROSSWORD_FORMATS, ', with the key at the back')} "
        "(.txt: Across Lite text; default: the grid and clues as text, printed)",
    )
    p.add_argument(
        "--to",
        choices=CROSSWORD_FORMATS,
        metavar="FORMAT",
        help=f"output format: {', '.join(CROSSWORD_FORMATS)} (default: from the extension "
        "of OUT, else text)",
    )
    p.add_argument("--title", default="", help="the crossword's title")
    p.add_argument("--author", default="", help="the crossword's author")
    p.add_argument(
        "--seed",
        type=int,
        metavar="N",
        help="lay it out the same way again (default: random, printed in the summary)",
    )
    p.add_argument(
        "--size",
        type=positive_int,
        nargs=2,
        metavar=("R", "C"),
        help="the largest grid allowed, rows and columns (default: as small as it fits)",
    )
    p.add_argument(
        "--suggest-clues",
        action="store_true",
        help="give an answer without a clue one: from your clue library (wordgrid clues "
        "add), then from the definitions shipped with wordgrid (English)",
    )
    p.add_argument(
        "--strict",
        action="store_true",
        help="refuse a list with an answer left without a clue (default: the crossword "
        "is made, with a line to write the clue on, and a warning names the answer)",
    )
    p.add_argument(
        "--db",
        metavar="FILE",
        help="the clue library to suggest from (default: your own, as `wordgrid clues` has it)",
    )
    p.add_argument(
        "--word-bank",
        action="store_true",
        help="print the answers below the clues, for an easier puzzle",
    )
    add_lang_option(
        p,
        "the answers' language, which the file records: of the page's fixed words (Across, "
        "Down, Name, ...) and of the suggested clues: {codes} (default en)",
        default="en",
    )
    add_timeout(p, "give up laying it out")
    add_reveal_option(p)
    p.set_defaults(run=run, timeout=None)


def _target(args: argparse.Namespace) -> str:
    """What OUT's extension or --to asks for: a file or page format, or text."""
    if args.output is None:
        return args.to or "text"
    if args.output == "-" and args.to in (None, "text"):
        return "text"
    if args.to == "text":
        raise InputError(
            "--to text prints the grid and clues as the screen shows them, which no program "
            "reads back: leave out -o (or redirect it: > FILE), or name the file .txt for "
            "Across Lite text",
            path=args.output,
        )
    fmt = output_format(args.output, args.to, holding=(Solution,), among=CROSSWORD_FORMATS)
    # A crossword's .txt is Across Lite text: its answers and clues, which convert, render
    # and crossword apps read back. words-grid has no place for the clues.
    return "across-lite" if fmt == "words-grid" else fmt


def request_from(args: argparse.Namespace) -> CrosswordRequest:
    from wordgrid.app.crossword import CrosswordRequest
    from wordgrid.formats import read_clue_list
    from wordgrid.model import Metadata

    entries = tuple(read_clue_list(args.list))
    return CrosswordRequest(
        entries,
        size=tuple(args.size) if args.size else None,
        meta=Metadata(title=args.title, author=args.author),
        lang=args.lang,
        suggest=args.suggest_clues,
        library=Path(args.db) if args.db else None,
        strict=args.strict,
    )


def run(args: argparse.Namespace) -> int:
    from wordgrid.app.crossword import make_crossword, notes_before

    target = _target(args)
    reveal(args, target)  # --no-reveal with another format fails before the layout
    if same_file(args.list, args.output):  # the answers and clues would be lost
        raise InputError(
            "the crossword would be written over its own list: give another OUT",
            path=args.output,
        )
    request = request_from(args)
    for note in notes_before(request):  # before any work: no dictionary in this language
        print(f"wordgrid: note: {note}", file=sys.stderr)
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    try:
        with working("laying out the crossword"):
            report = make_crossword(request, seed, budget(args))
    except InputError as e:
        from wordgrid.formats import label

        raise e.at(label(args.list)) from None
    for warning in report.warnings:
        print(f"wordgrid: warning: {warning}", file=sys.stderr)
    _write(report, target, args)
    print(f"{report.summary()}; seed {report.seed}", file=sys.stderr)
    return EXIT_OK


def _write(report: CrosswordReport, target: str, args: argparse.Namespace) -> None:
    from wordgrid.render.output import Options, write_document
    from wordgrid.render.page import Style

    out = "-" if args.output is None else args.output
    if target == "text":  # as printed: to standard output only (see _target)
        from wordgrid.render.strings import page_text
        from wordgrid.render.text import format_crossword

        text = format_crossword(report.solution, page_text(args.lang), args.word_bank)
        sys.stdout.write(text)
        return
    solution = _latin1(report, out) if target == "puz" else report.solution
    # A worksheet: a line for the name and the date, and the key at the back. The puzzle
    # page gets the filled grid too: its word bank writes ICE CREAM, not ICECREAM.
    style = Style(lang=args.lang, worksheet=True, word_bank=args.word_bank)
    options = Options(style=style, reveal=reveal(args, target))
    written = write_document(solution, out, target, options=options)
    for path in written if out != "-" else ():
        print(f"wrote {path}", file=sys.stderr)


def _latin1(report: CrosswordReport, output: str) -> Solution:
    """The crossword as .puz holds it, in Latin-1: curly quotes, dashes and the like written
    as their nearest match, and one line says so."""
    from wordgrid.formats.puz import NEAREST_LATIN_1, latin1_solution

    try:
        solution, matched = latin1_solution(report.solution)
    except InputError as e:
        raise e.at(output) from None
    if matched:
        named = ", ".join(f"{ch!r} as {NEAREST_LATIN_1[ch]!r}" for ch in matched)
        print(f"wordgrid: note: .puz holds text in Latin-1: wrote {named}", file=sys.stderr)
    return solution
