"""`wordgrid convert IN OUT`: move a puzzle, solution, crossword or word search between formats."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from wordgrid.cli._args import (
    add_input_options,
    add_reveal_option,
    add_timeout,
    budget,
    reveal,
    same_file,
)
from wordgrid.errors import InputError
from wordgrid.formats import output_format, read, without_progress
from wordgrid.formats.extensions import WRITTEN, kind_name, listing
from wordgrid.formats.wordsearch_text import key_holds_more
from wordgrid.model import GameSave, Puzzle, Solution, WordSearch


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "convert",
        help="convert a puzzle between file formats (ipuz, .puz, .jpz, .xd, JSON, text, PDF)",
        description="Read IN in any format wordgrid knows and write OUT in the format its "
        f"extension names ({listing(WRITTEN)}) "
        "or --to gives. Clues, title, author and the other metadata go along; a format "
        "that has no place for something the puzzle has is refused rather than lose it.",
    )
    p.add_argument(
        "input",
        metavar="IN",
        help="puzzle, solution, crossword or word search file, or a bundled example by its name",
    )
    p.add_argument("output", metavar="OUT", nargs="?", help="file to write (- for standard output)")
    p.add_argument(
        "-o",
        "--output",
        dest="output_option",
        metavar="FILE",
        help="file to write, as every command takes it (the same as OUT)",
    )
    p.add_argument(
        "--to",
        choices=WRITTEN,
        metavar="FORMAT",
        help=f"output format: {', '.join(WRITTEN)} (default: from OUT's "
        "extension); ipuz-crossword is the crossword kind crossword apps open",
    )
    add_input_options(p)
    p.add_argument(
        "--solve",
        action="store_true",
        help="solve a puzzle first and write the filled grid (needed for .puz; pages: "
        "with the answer key at the back)",
    )
    add_timeout(p, "with --solve: give up")
    add_reveal_option(p)
    p.add_argument(
        "--no-progress",
        action="store_true",
        help="leave out a game's player letters (needed for formats with no place for them: "
        "xd, Across Lite text, the plain-text forms)",
    )
    p.set_defaults(run=run)


def _target(args: argparse.Namespace) -> str:
    if args.output and args.output_option and args.output != args.output_option:
        raise InputError(
            f"two files to write ({args.output} and -o {args.output_option}): name one"
        )
    target: str | None = args.output_option or args.output
    if not target:
        raise InputError("name the file to write: wordgrid convert IN OUT, or -o FILE")
    return target


def run(args: argparse.Namespace) -> int:
    from wordgrid.render.output import Options, write_document

    args.output = _target(args)
    if same_file(args.input, args.output):
        raise InputError(
            "IN and OUT are the same file: write to another name, so the input is never lost",
            path=args.output,
        )
    doc = read(args.input, words=args.words, fmt=args.source_format, min_length=args.min_length)
    if args.no_progress and isinstance(doc, GameSave):
        doc = without_progress(doc)
        print("wordgrid: note: the player's letters are left out (--no-progress)", file=sys.stderr)
    solving = args.solve and isinstance(doc, Puzzle)
    # A name that can't be used fails now, not after a long solve.
    holding = (Solution,) if solving else (doc,)
    drop = "drop the player's letters with --no-progress" if isinstance(doc, GameSave) else ""
    fmt = output_format(args.output, args.to, holding=holding, instead=drop)
    answers = reveal(args, fmt)
    if args.solve and isinstance(doc, Puzzle):
        from wordgrid.app.solving import first_solution

        doc = first_solution(doc, budget(args))
    if fmt == "html":  # a page plays to the answer: a fill-in's is found first, as render does
        from wordgrid.app.solving import to_play

        doc = to_play(doc, budget(args))
    # A word search's secret words, message and clues live in the text form's answer key.
    key = isinstance(doc, WordSearch) and key_holds_more(doc)
    options = Options(keys=args.solve, key=key, reveal=answers)
    written = write_document(doc, args.output, fmt, options=options)
    if args.output != "-":
        for path in written:
            print(f"wrote {path} ({fmt}, {kind_name(doc)})", file=sys.stderr)
    return 0
