"""`wordgrid wordsearch WORD...` makes a word search; `wordgrid findwords FILE` solves one."""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from wordgrid.cli._args import (
    add_dictionary_options,
    add_lang_option,
    add_output_options,
    add_reveal_option,
    add_timeout,
    budget,
    drawn_from,
    reveal,
)
from wordgrid.errors import EXIT_OK, EXIT_UNSOLVABLE, InputError
from wordgrid.formats import (
    WORD_SEARCH_FORMATS,
    output_format,
    read_answers,
    read_bytes,
    read_word_list,
    read_word_search,
)
from wordgrid.formats.extensions import formats_holding, listing
from wordgrid.formats.json_io import short_wordsearch_dict
from wordgrid.model import LIST_ORDERS, WordSearch
from wordgrid.wordsearch.shapes import SHAPE_NAMES
from wordgrid.wordsearch.words import ALL_DIRECTIONS, LEVELS, parse_directions, search_words

if TYPE_CHECKING:
    from wordgrid.wordsearch.request import Request
    from wordgrid.wordsearch.shapes import Shape

WORDSEARCH_FORMATS = formats_holding((WordSearch,))  # text, json, ipuz and pages


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
            "random seed is drawn and printed on stderr."
        ),
    )
    p.add_argument("words", nargs="*", metavar="WORD", help="words to hide")
    p.add_argument(
        "--words",
        dest="word_file",
        metavar="FILE",
        help="also hide the words in FILE, one a line or space-separated; lines "
        "`ANSWER: clue` make a clue list (the list shows the clue), and JSON works too",
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
    outline = p.add_mutually_exclusive_group()
    outline.add_argument(
        "--shape",
        choices=SHAPE_NAMES,
        metavar="NAME",
        help=f"letters only inside a shape: {', '.join(SHAPE_NAMES)}",
    )
    outline.add_argument(
        "--mask",
        metavar="FILE",
        help="letters only inside a shape drawn in FILE: a text grid (# inside, . outside), "
        "a black-and-white PNG (black inside) or an SVG silhouette (its filled shapes)",
    )
    p.add_argument(
        "--message",
        metavar="TEXT",
        help="the cells no word uses spell TEXT, read row by row (its letters only)",
    )
    p.add_argument(
        "--secret",
        nargs="+",
        action="extend",
        default=[],
        metavar="WORD",
        help="also hide WORD exactly once, but leave it off the list (in the key only); "
        "give it after the words to hide, which it would take otherwise",
    )
    p.add_argument(
        "--list-order",
        choices=LIST_ORDERS,
        default="alpha",
        help="the list's order: alpha (default), given (as the words came) or length",
    )
    p.add_argument(
        "--random",
        type=int,
        metavar="N",
        help="also hide N words drawn from the built-in list of --lang, filtered for a "
        "classroom, or from --dict FILE (drawn by --seed too)",
    )
    add_dictionary_options(p, "the built-in list of --lang, its commonest words")
    add_lang_option(
        p,
        "the words' language: {codes}; the file records it, printed pages (render) use it, "
        "and --random draws in it (default en)",
    )
    p.add_argument(
        "--seed",
        type=int,
        metavar="N",
        help="make the same puzzle again (default: random, printed on stderr)",
    )
    p.add_argument(
        "--title",
        default="",
        help="the puzzle's title, for render and book pages; every format keeps it (text: "
        "a Title: line)",
    )
    add_timeout(p, "stop")
    p.add_argument(
        "--alphabet", metavar="LETTERS", help="filler letters (default: the letters of the words)"
    )
    p.add_argument(
        "--solution",
        action="store_true",
        help="also print the answer key: the words alone in the grid, each word's row "
        "and column (from 1) and direction, the secret words and the message",
    )
    p.add_argument(
        "--json",
        action="store_true",
        help='print one JSON object: {"grid", "words", "seed"}, and "shape", "message", '
        '"secrets", "clues" when the puzzle has them',
    )
    add_output_options(
        p,
        WORDSEARCH_FORMATS,
        f"the puzzle ({listing(WORDSEARCH_FORMATS, ', with the key at the back')})",
        old_format=True,
        instead=True,
    )
    add_reveal_option(p)
    p.set_defaults(run=run_wordsearch)

    f: argparse.ArgumentParser = sub.add_parser(
        "findwords",
        help="solve a word search",
        description=(
            "Find every reading of each word in a grid of letters, in all 8 directions. "
            "Secret words a file holds are looked for too, and its hidden message is printed."
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
    f.add_argument(
        "--message",
        action="store_true",
        help="also print the letters no word uses, row by row: a hidden message (printed "
        "anyway when the file holds one)",
    )
    f.add_argument("--json", action="store_true", help="print one JSON object")
    f.add_argument(
        "--from",
        dest="source_format",
        choices=WORD_SEARCH_FORMATS,
        metavar="FORMAT",
        help=f"force the input format: {', '.join(WORD_SEARCH_FORMATS)} (default: detect)",
    )
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


def _answers(args: argparse.Namespace) -> tuple[list[str], dict[str, str]]:
    """The answers to hide, and the clue of each answer that has one."""
    answers = list(args.words)
    clues: dict[str, str] = {}
    if args.word_file is not None:
        for answer, clue in read_answers(args.word_file):
            answers.append(answer)
            if clue:
                clues[answer] = clue
    return answers, clues


def _shape(args: argparse.Namespace) -> Shape | None:
    from wordgrid.wordsearch.shapes import built_in, read_mask

    if args.shape is not None:
        return built_in(args.shape)
    if args.mask is None:
        return None
    try:
        return read_mask(args.mask, read_bytes(args.mask))
    except InputError as e:
        raise e.at(args.mask) from None


def _drawn(args: argparse.Namespace, seed: int) -> list[str]:
    """The --random words, drawn by the puzzle's seed from --dict, else from the built-in
    list of --lang."""
    from wordgrid.generate.words import random_pool

    if args.random is None:
        if args.dicts:
            raise InputError("--dict FILE is the list --random N draws from: give --random N")
        return []
    if args.random < 1:
        raise InputError(f"--random takes a number of words of at least 1, not {args.random}")
    pool = drawn_from(args, drawn=True, least=1) if args.dicts else random_pool(args.lang or "en")
    return search_words(pool, args.random, random.Random(seed))


def _request(args: argparse.Namespace, seed: int) -> Request:
    """The word search the options ask for (the words, their clues and the grid)."""
    from wordgrid.wordsearch.request import Request

    rows, cols = _size(args)
    if args.directions is not None:
        directions = parse_directions(args.directions)
    elif args.level is not None:
        directions = LEVELS[args.level]
    else:
        directions = ALL_DIRECTIONS
    answers, clues = _answers(args)
    return Request(
        tuple(answers + _drawn(args, seed)),
        rows=rows,
        cols=cols,
        directions=directions,
        shape=_shape(args),
        message=args.message or "",
        secrets=tuple(args.secret),
        clues=tuple(clues.items()),
        order=args.list_order,
        alphabet=args.alphabet,
        lang=args.lang or ("en" if args.random else ""),
    )


def run_wordsearch(args: argparse.Namespace) -> int:
    # Loaded here, not at start-up.
    from wordgrid.app.making import make_word_search
    from wordgrid.render.output import Options, write_document
    from wordgrid.wordsearch.generator import SEED_LIMIT
    from wordgrid.wordsearch.message import MessageError

    if args.json and (args.to is not None or args.output is not None):
        raise InputError(
            "--json prints the short JSON shape to standard output; for a file "
            "use -o FILE (and --to json for wordgrid JSON), not both"
        )
    # Standard output gets the text form unless --to names another.
    target, asked = ("-", args.to or "text") if args.output is None else (args.output, args.to)
    fmt = "json" if args.json else output_format(target, asked, holding=(WordSearch,))
    answers = reveal(args, fmt)
    seed = random.SystemRandom().randrange(SEED_LIMIT) if args.seed is None else args.seed
    request = _request(args, seed)
    try:
        puzzle = make_word_search(request, seed, budget(args)).puzzle
    except MessageError:  # the message and the grid's room, not the word file, are at issue
        raise
    except InputError as e:  # words that can't make a puzzle: name the file they came from
        raise e.at(args.word_file) from None
    if args.title:
        puzzle = replace(puzzle, meta=replace(puzzle.meta, title=args.title))
    if args.seed is None and fmt == "wordsearch":
        print(
            f"wordgrid: seed {puzzle.seed} (--seed {puzzle.seed} makes this puzzle again)",
            file=sys.stderr,
        )
    if args.json:
        print(json.dumps(short_wordsearch_dict(puzzle), ensure_ascii=False))
        return EXIT_OK
    options = Options(key=args.solution, reveal=answers)
    for written in write_document(puzzle, target, fmt, options=options):
        if args.output is not None:
            print(f"wrote {written}", file=sys.stderr)
    return EXIT_OK


def run_findwords(args: argparse.Namespace) -> int:
    from wordgrid.render.text import format_result, result_dict
    from wordgrid.wordsearch.find import find_words, leftover

    search = read_word_search(args.grid_file, args.source_format)
    words = _words(args) or list(search.words)
    if not words:
        raise InputError(
            "no words to find: give them as arguments, with --words FILE, or "
            "after the grid in the file",
            path=args.grid_file,
        )
    result = find_words(search.rows, words)
    message = leftover(search.rows, result) if args.message or search.message else None
    if args.json:
        out = result_dict(result)
        print(json.dumps(out | ({"message": message} if message is not None else {}),
                         ensure_ascii=False))  # fmt: skip
    else:
        print(format_result(result))
        if message is not None:
            print(f"message: {message}" + (f" ({search.message})" if search.message else ""))
    return EXIT_OK if result.ok else EXIT_UNSOLVABLE
