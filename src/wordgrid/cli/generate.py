"""`wordgrid generate`: make fill-in puzzles with exactly one solution.

One puzzle goes to stdout as a pure puzzle file (so `> p.txt` then `wordgrid solve p.txt`
works) and its summary (rating, repairs, seed) to stderr. `--out DIR` writes each puzzle with
its solution and metadata instead; see wordgrid.generate.output for the files.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordgrid.cli._args import (
    add_alias,
    add_dictionary_options,
    add_lang_option,
    add_reveal_option,
    add_scheduler,
    drawn_from,
    positive_float,
    positive_int,
    progress_bar,
    progress_line,
    reveal,
)
from wordgrid.errors import EXIT_OK, EXIT_UNSOLVABLE, InputError
from wordgrid.formats import output_format, read_word_list
from wordgrid.formats.extensions import BY_NAME, EXTENSIONS, concrete, listing
from wordgrid.generate.options import (
    DEFAULT_TIMEOUT,
    FILE_FORMATS,
    FOLDER_FORMATS,
    STYLES,
)
from wordgrid.model import Puzzle, Solution
from wordgrid.plural import counted

if TYPE_CHECKING:
    from wordgrid.generate import Request
    from wordgrid.generate.folder import Manifest


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "generate",
        help="make fill-in puzzles with exactly one solution",
        description="Lay out your words (or common words of --lang's built-in list) as a "
        "fill-in puzzle, prove it has exactly one solution, and rate its difficulty.",
    )
    source = p.add_mutually_exclusive_group()
    p.add_argument("words", nargs="*", metavar="WORD", help="the words to lay out")
    source.add_argument(
        "--words",
        dest="word_file",
        metavar="FILE",
        help="read the words from FILE (one a line or space-separated)",
    )
    source.add_argument(
        "--random",
        type=positive_int,
        metavar="N",
        help="draw N common words from the built-in list of --lang (wordfreq), or from --dict FILE",
    )
    add_dictionary_options(p, "the built-in list of --lang, its commonest words for --random")
    p.add_argument(
        "--size",
        type=positive_int,
        nargs=2,
        metavar=("R", "C"),
        help="sparse: the largest grid the words may take (default: none, the smallest "
        "square they fit in: about 15x15 for 30 random words, 28x28 for 100); dense: the "
        "grid's size (default 15 15)",
    )
    p.add_argument(
        "--style",
        choices=STYLES,
        default="sparse",
        help="sparse: a crossword-style layout of the words (default); dense: a "
        "block pattern filled from the dictionary",
    )
    p.add_argument(
        "--seed",
        type=int,
        metavar="N",
        help="make the same puzzle again (default: random, printed in the summary)",
    )
    p.add_argument(
        "--count",
        type=positive_int,
        default=1,
        metavar="K",
        help="make K puzzles, seeds N..N+K-1 of --seed N (needs -o DIR)",
    )
    p.add_argument(
        "-o",
        "--output",
        metavar="PATH",
        help=f"a file for the puzzle alone: {listing(FILE_FORMATS, ', with the key at the back')}; "
        "a folder (one that exists, a name ending "
        "in /, or with --count) for puzzle files with their solutions and notes on how each "
        "was made",
    )
    add_alias(p, "--out", "folder", "-o")
    p.add_argument(
        "--jobs",
        type=positive_int,
        default=1,
        metavar="N",
        help="make puzzles in N processes (with --scheduler local: N Dask workers)",
    )
    add_scheduler(p, "make the puzzles")
    p.add_argument(
        "--resume",
        action="store_true",
        help="finish a stopped --count run in the same folder: make only the puzzles missing",
    )
    cap = p.add_mutually_exclusive_group()
    cap.add_argument(
        "--max-word-uses",
        type=positive_int,
        metavar="K",
        help="with --random or --style dense: no word in more than K puzzles of the run",
    )
    cap.add_argument(
        "--no-repeat",
        dest="max_word_uses",
        action="store_const",
        const=1,
        help="with --random or --style dense: no word twice in the run (--max-word-uses 1)",
    )
    p.add_argument(
        "--to",
        choices=FILE_FORMATS,
        metavar="FORMAT",
        help=f"output format: {', '.join(FILE_FORMATS)}; a folder takes "
        f"{', '.join(FOLDER_FORMATS)} (default: from the file's extension, else text, "
        "which is words-grid)",
    )
    add_alias(p, "--format", "to", "--to", choices=FILE_FORMATS)
    add_reveal_option(p)
    p.add_argument(
        "--title",
        default="",
        help="the puzzle's title, for render and book pages (with --count: TITLE 1, "
        "TITLE 2, ...); every format keeps it but words-grid and numeric",
    )
    p.add_argument(
        "--no-givens", action="store_true", help="never show given letters to make a puzzle unique"
    )
    # Not refused here: the generator says why a language has no built-in word list.
    add_lang_option(
        p,
        "the puzzle's language: of the built-in word list (each word checked against the "
        "language's spelling dictionary and filtered for a classroom) and of its printed "
        "pages; the file records it: {codes} (default en)",
        offered_only=False,
        default="en",
    )
    p.add_argument(
        "--timeout",
        type=positive_float,
        default=DEFAULT_TIMEOUT,
        metavar="S",
        help=f"give up on a puzzle after S seconds (default {DEFAULT_TIMEOUT:g}) and "
        "say how far it got (exit 3), counted from when that puzzle is begun",
    )
    p.set_defaults(run=run)


def _drawn_from(args: argparse.Namespace, words: tuple[str, ...]) -> tuple[str, ...]:
    """The words of --dict, highest score first: what a random puzzle draws from (those of
    the random puzzles' lengths) and a dense one fills from; () without --dict."""
    if not args.dicts:
        return ()
    if words:
        raise InputError(
            "give your words or --dict FILE to draw them from, not both: a puzzle lays out "
            "all of its own words"
        )
    return drawn_from(args, drawn=args.style == "sparse", least=2)


def request_from(args: argparse.Namespace) -> Request:
    """The generation request, checked: bad input raises InputError (exit 2)."""
    from wordgrid.generate import Request, check_words, validate

    if args.word_file is not None and args.words:
        raise InputError("give words on the command line or with --words FILE, not both")
    if args.random is not None and args.words:
        raise InputError("give words or --random N, not both")
    words: tuple[str, ...] = ()
    if args.word_file is not None:
        try:
            words = check_words(read_word_list(args.word_file))
        except InputError as e:
            raise e.at(args.word_file) from None
    elif args.words:
        words = check_words(args.words)
    if args.style == "dense" and args.random is not None:
        raise InputError(
            "--random N is for sparse puzzles; a dense puzzle takes its words "
            "from the dictionary (--dict FILE, or --words FILE)"
        )
    drawn = _drawn_from(args, words)
    request = Request(
        style=args.style,
        words=drawn if args.style == "dense" else words,
        allowed=drawn if args.style == "sparse" else (),
        random_count=args.random if args.random is not None else Request.random_count,
        size=tuple(args.size) if args.size else None,
        # The numeric format has no way to show a given letter.
        allow_givens=not args.no_givens and args.to != "numeric",
        lang=args.lang,
        timeout=args.timeout,
    )
    try:
        validate(request)
    except InputError as e:  # a word list that can't make a puzzle: name its file
        raise e.at(args.word_file) from None
    return request


def _destination(args: argparse.Namespace) -> tuple[Path | None, Path | None]:
    """(folder, file): where the puzzles go; both None for standard output."""
    if args.folder is not None:
        return Path(args.folder), None
    if args.output is None:
        return None, None
    path = Path(args.output)
    if args.count > 1 or path.is_dir() or args.output.endswith(("/", os.sep)):
        return path, None
    return None, path


def _format(args: argparse.Namespace, folder: Path | None, file: Path | None) -> str:
    """The format the puzzles are written in, checked before any is made."""
    among = _titled(FOLDER_FORMATS if folder else FILE_FORMATS, args.title)
    if folder is None:
        fmt = args.to or (None if file is not None else "text")
        asked = fmt or (EXTENSIONS.get(file.suffix.lower()) if file is not None else None)
        if asked in FILE_FORMATS and asked not in among:
            _no_title(asked, among)
        return output_format(file or "-", fmt, holding=(Puzzle, Solution), among=among)
    fmt = "words-grid" if args.to in (None, "text") else args.to
    if fmt not in FOLDER_FORMATS:
        raise InputError(
            f"a folder holds puzzle files that wordgrid reads back, not {fmt}: use --to "
            f"{', '.join(FOLDER_FORMATS)}; for pages, run wordgrid render on the folder",
            path=folder,
        )
    if fmt not in among:
        _no_title(fmt, among)
    return fmt


def _titled(formats: tuple[str, ...], title: str) -> tuple[str, ...]:
    """Of `formats`, those that can hold --title (all, without one)."""
    return tuple(f for f in formats if not title or BY_NAME[concrete(f, (Puzzle,))].metadata)


def _no_title(fmt: str, titled: tuple[str, ...]) -> None:
    plain = concrete(fmt, (Puzzle,))
    raise InputError(
        f"the {plain} format has no place for a title: use --to {', '.join(titled)} "
        "(render and book print 'Puzzle N' for untitled puzzles)"
    )


def run(args: argparse.Namespace) -> int:
    from wordgrid.generate.batch import make_one, plan
    from wordgrid.generate.output import summary, write_one

    folder, file = _destination(args)
    if folder is None and (args.resume or args.scheduler or args.max_word_uses):
        raise InputError("--resume, --scheduler and --max-word-uses go with --count K -o DIR")
    args.to = fmt = _format(args, folder, file)
    answers = reveal(args, fmt)
    request = request_from(args)
    if args.count > 1 and folder is None:
        raise InputError("--count needs -o DIR, a folder to write the puzzles to")
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    if folder is not None:
        from wordgrid.generate.folder import Manifest

        resumed = Manifest.read(folder) if args.resume else None
        if resumed is not None and args.seed is None:
            seed = resumed.seed()
        # A run the count or the word cap rules out stops here, before it makes a folder.
        plan(request, seed, args.count, args.max_word_uses)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise InputError(f"can't make the folder: {e.strerror}", path=folder) from None
        return _write_batch(request, seed, args, folder, fmt, resumed)
    with progress_line("making a puzzle") as tell:
        # Past 2 s a terminal shows what the run is doing: laying out, proving, repairing.
        [task] = plan(request, seed, 1)
        result = make_one(task, lambda news, _grid: tell(news))
    if result.puzzle is None:
        print(f"wordgrid: error: {result.error}", file=sys.stderr)
        return result.exit_code
    for written in write_one(result.puzzle, file or "-", fmt, args.title, reveal=answers):
        if file is not None:
            print(f"wrote {written}", file=sys.stderr)
    print(summary(result.puzzle), file=sys.stderr)
    return EXIT_OK


def _write_batch(
    request: Request,
    seed: int,
    args: argparse.Namespace,
    folder: Path,
    fmt: str,
    resumed: Manifest | None,
) -> int:
    from wordgrid.generate.batch import Result, run_batch, windowed, workers
    from wordgrid.generate.folder import RunFolder, settings
    from wordgrid.generate.output import summary

    cap = args.max_word_uses
    run = settings(request, seed, args.count, fmt, cap, args.title)
    out = RunFolder(folder, run, resumed, keep_words=windowed(request, cap))
    known = out.words()
    failures: list[Result] = []
    complete = False
    try:
        with (
            progress_bar("generating", args.count, len(known)) as advance,
            workers(args.jobs, args.scheduler) as make,
        ):
            for result in run_batch(request, seed, args.count, cap, make, known):
                advance()
                if result.puzzle is None:
                    failures.append(result)
                    continue
                title = (
                    f"{args.title} {result.index + 1}"
                    if args.title and args.count > 1
                    else args.title
                )
                out.add(result, fmt, title)
                if args.count == 1:
                    print(summary(result.puzzle), file=sys.stderr)
        complete = not failures
    finally:
        out.close(complete)
    made = len(out.done)
    for f in sorted(failures, key=lambda f: f.index):
        print(f"wordgrid: puzzle {f.index + 1} (seed {f.seed}): {f.error}", file=sys.stderr)
    before = f" ({len(known)} from before)" if args.resume else ""
    print(f"wrote {made:,} of {counted(args.count, 'puzzle')} to {folder}{before}", file=sys.stderr)
    if failures:
        return max(f.exit_code for f in failures) if made == 0 else EXIT_UNSOLVABLE
    return EXIT_OK
