"""`wordgrid wordsearch WORD...` makes a word search; `wordgrid findwords FILE` solves one."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from wordgrid.cli._args import add_output_options
from wordgrid.errors import EXIT_OK, EXIT_UNSOLVABLE, InputError
from wordgrid.formats import (
    dumps,
    output_format,
    read_word_list,
    read_word_search,
    write,
    write_stdout,
)
from wordgrid.formats.json_io import short_wordsearch_dict
from wordgrid.wordsearch.words import ALL_DIRECTIONS, LEVELS, parse_directions

WORDSEARCH_FORMATS = ("text", "json", "ipuz")


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "wordsearch",
        help="make a word search puzzle",
        description=(
            "Hide every word exactly once in a grid of letters, reading in any allowed "
            "direction, and fill the other cells with letters that spell no word a second "
            "time. Prints the grid, then the word list."
        ),
        epilog=(
            "levels: 1 = E,S; 2 = E,S,SE,SW; 3 = all eight (the default). Without --seed a "
            "random seed is drawn and printed on stderr. Exit 2 on bad input, or when the "
            "words don't fit (the message names them)."
        ),
    )
    p.add_argument("words", nargs="*", metavar="WORD", help="words to hide")
    p.add_argument(
        "--words",
        dest="word_file",
        metavar="FILE",
        help="also hide the words in FILE, one a line or space-separated",
    )
    p.add_argument(
        "--size",
        type=int,
        metavar="N",
        help="an N x N grid (default: from the words, about twice as many cells as letters)",
    )
    p.add_argument("--rows", type=int, metavar="R", help="grid rows (alone: a square)")
    p.add_argument("--cols", type=int, metavar="C", help="grid columns (alone: a square)")
    way = p.add_mutually_exclusive_group()
    way.add_argument(
        "--directions",
        metavar="LIST",
        help="directions words may read in, e.g. N,NE,E (compass names)",
    )
    way.add_argument(
        "--level",
        type=int,
        choices=sorted(LEVELS),
        help="1: E,S; 2: E,S,SE,SW; 3: all eight (default)",
    )
    p.add_argument("--seed", type=int, metavar="N", help="make the same puzzle as before")
    p.add_argument(
        "--alphabet", metavar="LETTERS", help="filler letters (default: the letters of the words)"
    )
    p.add_argument(
        "--solution",
        action="store_true",
        help="also print the answer key: the words alone in the grid, and each "
        "word's row and column (from 1) and direction",
    )
    p.add_argument(
        "--json", action="store_true", help='print one JSON object: {"grid", "words", "seed"}'
    )
    add_output_options(
        p,
        WORDSEARCH_FORMATS,
        "the puzzle (instead of standard output), once it is made",
        old_format=True,
    )
    p.set_defaults(run=run_wordsearch)

    f: argparse.ArgumentParser = sub.add_parser(
        "findwords",
        help="solve a word search",
        description=(
            "Find every reading of each word in a grid of letters, in all 8 directions. "
            "Exit 0 when every word is found exactly once, 1 when a word is missing or "
            "found more than once, 2 on bad input."
        ),
        epilog=(
            "GRID_FILE holds the grid rows (spaces between letters are ignored), or a "
            "`wordsearch --json` object. Without WORD or --words, the words come from the "
            "file: the block after the grid's blank line, as `wordsearch` prints it."
        ),
    )
    f.add_argument("grid_file", metavar="GRID_FILE", help="the grid, as `wordsearch` prints it")
    f.add_argument("words", nargs="*", metavar="WORD", help="words to look for")
    f.add_argument(
        "--words", dest="word_file", metavar="FILE", help="also look for the words in FILE"
    )
    f.add_argument("--json", action="store_true", help="print one JSON object")
    f.set_defaults(run=run_findwords)


def _size(args: argparse.Namespace) -> tuple[int | None, int | None]:
    if args.size is not None:
        if args.rows is not None or args.cols is not None:
            raise InputError("give either --size or --rows/--cols, not both")
        return args.size, args.size
    return args.rows, args.cols


def _words(args: argparse.Namespace) -> list[str]:
    words = list(args.words)
    if args.word_file is not None:
        words += read_word_list(args.word_file)
    return words


def run_wordsearch(args: argparse.Namespace) -> int:
    from wordgrid.wordsearch.generator import generate  # loaded here, not at start-up

    if args.json and (args.to is not None or args.output is not None):
        raise InputError(
            "--json prints the short JSON shape to standard output; for a file "
            "use -o FILE (and --to json for wordgrid JSON), not both"
        )
    if args.output is not None:
        fmt = output_format(args.output, args.to, word_search=True)
    else:
        fmt = "json" if args.json else output_format("-", args.to or "text", word_search=True)
    rows, cols = _size(args)
    if args.directions is not None:
        directions = parse_directions(args.directions)
    elif args.level is not None:
        directions = LEVELS[args.level]
    else:
        directions = ALL_DIRECTIONS
    try:
        puzzle = generate(
            _words(args),
            rows=rows,
            cols=cols,
            directions=directions,
            seed=args.seed,
            alphabet=args.alphabet,
        )
    except InputError as e:  # words that can't make a puzzle: name the file they came from
        raise e.at(args.word_file) from None
    if args.seed is None and fmt == "wordsearch":
        print(
            f"wordgrid: seed {puzzle.seed} (--seed {puzzle.seed} makes this puzzle again)",
            file=sys.stderr,
        )
    if args.output is not None:
        write(puzzle, args.output, fmt, key=args.solution)
    elif args.json:
        print(json.dumps(short_wordsearch_dict(puzzle), ensure_ascii=False))
    else:
        write_stdout(dumps(puzzle, fmt, key=args.solution))
    return EXIT_OK


def run_findwords(args: argparse.Namespace) -> int:
    from wordgrid.render.text import format_result, result_dict
    from wordgrid.wordsearch.find import find_words

    rows, listed = read_word_search(args.grid_file)
    words = _words(args) or list(listed)
    if not words:
        raise InputError(
            "no words to find: give them as arguments, with --words FILE, or "
            "after the grid in the file",
            path=args.grid_file,
        )
    result = find_words(rows, words)
    if args.json:
        print(json.dumps(result_dict(result), ensure_ascii=False))
    else:
        print(format_result(result))
    return EXIT_OK if result.ok else EXIT_UNSOLVABLE
