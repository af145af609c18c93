"""`wordgrid generate`: make fill-in puzzles with exactly one solution.

One puzzle goes to stdout as a pure puzzle file (so `> p.txt` then `wordgrid solve p.txt`
works) and its summary (rating, repairs, seed) to stderr. `--out DIR` writes each puzzle with
its solution and metadata instead; see wordgrid.generate.output for the files.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

from wordgrid.cli._args import positive_int
from wordgrid.errors import EXIT_OK, EXIT_UNSOLVABLE, InputError
from wordgrid.formats import read_word_list
from wordgrid.generate import STYLES, Request, check_words, make_batch, validate
from wordgrid.generate.batch import Result
from wordgrid.generate.output import OUTPUT_FORMATS, puzzle_text, summary, write


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "generate",
        help="make fill-in puzzles with exactly one solution",
        description="Lay out your words (or common English words) as a fill-in puzzle, "
                    "prove it has exactly one solution, and rate its difficulty.",
        epilog="exit codes: 0 written, 1 no unique puzzle within the effort limit, "
               "2 bad input",
    )
    source = p.add_mutually_exclusive_group()
    p.add_argument("words", nargs="*", metavar="WORD", help="the words to lay out")
    source.add_argument("--words", dest="word_file", metavar="FILE",
                        help="read the words from FILE (one a line or space-separated)")
    source.add_argument("--random", type=positive_int, metavar="N",
                        help="draw N common words from the built-in list (wordfreq)")
    p.add_argument("--size", type=positive_int, nargs=2, metavar=("R", "C"),
                   help="sparse: the largest grid allowed; dense: the grid size (default "
                        "15 15)")
    p.add_argument("--style", choices=STYLES, default="sparse",
                   help="sparse: a crossword-style layout of the words (default); dense: a "
                        "block pattern filled from the dictionary")
    p.add_argument("--seed", type=int, help="make the same puzzle again (default: random, "
                   "printed in the summary)")
    p.add_argument("--count", type=positive_int, default=1, metavar="K",
                   help="make K puzzles, seeds SEED..SEED+K-1 (needs --out)")
    p.add_argument("--out", metavar="DIR", help="write puzzles, solutions and metadata here")
    p.add_argument("--jobs", type=positive_int, default=1, metavar="N",
                   help="make puzzles in N processes")
    p.add_argument("--format", choices=OUTPUT_FORMATS, default="words-grid",
                   help="puzzle file format (default words-grid)")
    p.add_argument("--no-givens", action="store_true",
                   help="never show given letters to make a puzzle unique")
    p.add_argument("--lang", default="en", help="language of the built-in word list "
                   "(a wordfreq code, default en)")
    p.set_defaults(run=run)


def request_from(args: argparse.Namespace) -> Request:
    """The generation request, checked: bad input raises InputError (exit 2)."""
    if args.word_file is not None and args.words:
        raise InputError("give words on the command line or with --words FILE, not both")
    if args.random is not None and args.words:
        raise InputError("give words or --random N, not both")
    words: tuple[str, ...] = ()
    if args.word_file is not None:
        words = check_words(read_word_list(args.word_file))
    elif args.words:
        words = check_words(args.words)
    if args.style == "dense" and args.random is not None:
        raise InputError("--random N is for sparse puzzles; a dense puzzle takes its words "
                         "from the dictionary (or --words FILE)")
    request = Request(
        style=args.style,
        words=words,
        random_count=args.random if args.random is not None else Request.random_count,
        size=tuple(args.size) if args.size else None,
        # The numeric format has no way to show a given letter.
        allow_givens=not args.no_givens and args.format != "numeric",
        lang=args.lang,
    )
    validate(request)
    return request


def run(args: argparse.Namespace) -> int:
    request = request_from(args)
    if args.count > 1 and args.out is None:
        raise InputError("--count needs --out DIR to write the puzzles to")
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    folder = None
    if args.out is not None:
        folder = Path(args.out)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise InputError(f"can't make the folder: {e.strerror}", path=folder) from None
    if folder is None:
        result = next(make_batch(request, seed, 1))
        if result.puzzle is None:
            print(f"wordgrid: error: {result.error}", file=sys.stderr)
            return result.exit_code
        sys.stdout.write(puzzle_text(result.puzzle, args.format))
        print(summary(result.puzzle), file=sys.stderr)
        return EXIT_OK
    return _write_batch(request, seed, args, folder)


def _write_batch(request: Request, seed: int, args: argparse.Namespace, folder: Path) -> int:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

    console = Console(stderr=True)
    digits = max(4, len(str(args.count)))
    failures: list[Result] = []
    with Progress("[progress.description]{task.description}", BarColumn(),
                  MofNCompleteColumn(), TimeElapsedColumn(), console=console,
                  disable=not console.is_terminal, transient=False) as bar:
        task = bar.add_task("generating", total=args.count)
        for result in make_batch(request, seed, args.count, args.jobs,
                                 progress=lambda _: bar.advance(task)):
            if result.puzzle is None:
                failures.append(result)
                continue
            stem = f"puzzle-{result.index + 1:0{digits}d}"
            write(result.puzzle, folder, stem, args.format)
            if args.count == 1:
                print(summary(result.puzzle), file=sys.stderr)
    made = args.count - len(failures)
    for f in failures:
        print(f"wordgrid: puzzle {f.index + 1} (seed {f.seed}): {f.error}", file=sys.stderr)
    print(f"wrote {made} of {args.count} puzzles to {folder}", file=sys.stderr)
    if failures:
        return max(f.exit_code for f in failures) if made == 0 else EXIT_UNSOLVABLE
    return EXIT_OK
