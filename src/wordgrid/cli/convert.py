"""`wordgrid convert IN OUT`: move a puzzle, solution, crossword or word search between formats."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from wordgrid.cli._args import add_input_options, add_timeout, budget
from wordgrid.errors import InputError
from wordgrid.formats import OUTPUT_FORMATS, output_format, read, write
from wordgrid.formats.wordsearch_text import key_holds_more
from wordgrid.model import GameSave, Puzzle, Solution, WordSearch

KINDS = {
    Puzzle: "puzzle",
    Solution: "solution",
    WordSearch: "word search",
    GameSave: "game in progress",
}


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "convert",
        help="convert a puzzle between file formats (ipuz, .puz, .xd, JSON, text)",
        description="Read IN in any format wordgrid knows and write OUT in the format its "
        "extension names (.txt, .json, .ipuz, .puz, .xd) or --to gives. Clues, "
        "title, author and the other metadata go along; a format that has no "
        "place for something the puzzle has is refused rather than lose it.",
    )
    p.add_argument("input", metavar="IN", help="puzzle, solution, crossword or word search file")
    p.add_argument("output", metavar="OUT", help="file to write (- for standard output)")
    p.add_argument(
        "--to",
        choices=OUTPUT_FORMATS,
        metavar="FORMAT",
        help=f"output format: {', '.join(OUTPUT_FORMATS)} (default: from OUT's "
        "extension); ipuz-crossword is the crossword kind crossword apps open",
    )
    add_input_options(p)
    p.add_argument(
        "--solve",
        action="store_true",
        help="solve a puzzle first and write the filled grid (needed for .puz)",
    )
    add_timeout(p, "with --solve: give up")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.output != "-" and Path(args.input).resolve() == Path(args.output).resolve():
        raise InputError(
            "IN and OUT are the same file: write to another name, so the input is never lost",
            path=args.output,
        )
    doc = read(args.input, words=args.words, fmt=args.source_format, min_length=args.min_length)
    # A name that can't be used fails now, not after a long solve.
    output_format(args.output, args.to, word_search=isinstance(doc, WordSearch))
    if args.solve and isinstance(doc, Puzzle):
        from wordgrid.app.solving import first_solution

        doc = first_solution(doc, budget(args))
    # A word search's secret words, message and clues live in the text form's answer key.
    key = isinstance(doc, WordSearch) and key_holds_more(doc)
    fmt = write(doc, args.output, args.to, key=key)
    if args.output != "-":
        print(f"wrote {args.output} ({fmt}, {KINDS[type(doc)]})")
    return 0
