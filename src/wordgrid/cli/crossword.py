"""`wordgrid crossword LIST`: a numbered crossword from your own answers and clues.

OUT's extension picks what is written: a crossword file (.ipuz, .puz, .jpz, .xd, .json), a
printable page (.pdf with its answer key, .svg, .png), or with no OUT the grid and clues as
text. The summary (size, checked letters, seed) goes to stderr.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordgrid.cli._args import add_timeout, budget, positive_int, same_file, working
from wordgrid.errors import EXIT_OK, InputError

if TYPE_CHECKING:
    from wordgrid.app.crossword import CrosswordReport, CrosswordRequest
    from wordgrid.model import Solution

FILES = {".ipuz": "ipuz", ".puz": "puz", ".jpz": "jpz", ".xd": "xd", ".json": "json"}
PAGES = (".pdf", ".svg", ".png")


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
        help="the file to write: .ipuz, .puz, .jpz, .xd, .json, .pdf (with the key), .svg, "
        ".png or .txt (default: the grid and clues as text)",
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
    p.add_argument(
        "--lang",
        default="en",
        help="the answers' language, which the file records: of the page's fixed words "
        "(Across, Down, Name, ...) and of the suggested clues; en, de, es, fr, it, nl, pl "
        "or pt (default en)",
    )
    add_timeout(p, "give up laying it out")
    p.set_defaults(run=run, timeout=None)


def _target(output: str | None) -> str:
    """What OUT's extension asks for: a file format, a page format, or text."""
    if output is None:
        return "text"
    suffix = Path(output).suffix.lower()
    if suffix in FILES:
        return FILES[suffix]
    if suffix in PAGES or suffix == ".txt":
        return suffix.lstrip(".")
    raise InputError(
        f"can't tell what to write from the extension {suffix or '(none)'}: use .ipuz, .puz, "
        ".jpz, .xd, .json, .pdf, .svg, .png or .txt",
        path=output,
    )


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
    from wordgrid.app.crossword import crossword_language, make_crossword, notes_before

    target = _target(args.output)
    if same_file(args.list, args.output):  # the answers and clues would be lost
        raise InputError(
            "the crossword would be written over its own list: give another OUT",
            path=args.output,
        )
    crossword_language(args.lang)  # an unknown language is said before the list is read
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
    from wordgrid.formats import write
    from wordgrid.render.strings import page_text
    from wordgrid.render.text import format_crossword

    if target in ("text", "txt"):
        text = format_crossword(report.solution, page_text(args.lang), args.word_bank)
        if args.output is None:
            sys.stdout.write(text)
            return
        from wordgrid.formats import write_atomic

        write_atomic(args.output, text.encode("utf-8"))
    elif target in FILES.values():
        solution = _latin1(report, args.output) if target == "puz" else report.solution
        write(solution, args.output, target)
    else:
        _write_pages(report, target, args)
        return
    print(f"wrote {args.output}", file=sys.stderr)


def _write_pages(report: CrosswordReport, target: str, args: argparse.Namespace) -> None:
    from wordgrid.render.layout import book, kind_name
    from wordgrid.render.output import write_pages
    from wordgrid.render.page import Style

    style = Style(lang=args.lang, worksheet=True, word_bank=args.word_bank)
    title = args.title or kind_name(report.solution.puzzle, style.text)
    # The puzzle page gets the filled grid too: its word bank writes ICE CREAM, not ICECREAM.
    pages = book([(title, report.solution, report.solution)], style, keys=True)
    for path in write_pages(pages, Path(args.output), target, title):
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
