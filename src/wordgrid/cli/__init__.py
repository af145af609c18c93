"""`wordgrid` command line: `main(argv) -> int`, one module per subcommand.

Each subcommand module has `register(subparsers)`, which adds its parser and sets `run`,
a function from the parsed arguments to an exit code. Errors reach the user as one line on
stderr; their exit codes are in wordgrid.errors.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import time
import traceback
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from wordgrid.cli._args import OLD_SPELLINGS, old_spellings
from wordgrid.errors import (
    EXIT_BAD_INPUT,
    EXIT_BROKEN_PIPE,
    EXIT_INTERNAL,
    EXIT_INTERRUPTED,
    EXIT_OK,
    FileWarning,
    WordgridError,
)

# Subcommand modules under wordgrid.cli, in the order `wordgrid --help` lists them.
COMMANDS = (
    "solve",
    "batch",
    "fill",
    "words",
    "clues",
    "play",
    "wordsearch",
    "convert",
    "render",
    "generate",
    "crossword",
    "serve",
    "site",
    "book",
    "examples",
)


def _version() -> str:
    import wordgrid  # its __version__ reads the package metadata, only when asked

    return str(wordgrid.__version__)


def _print_version() -> None:
    print(f"wordgrid {_version()}")


# Two or three examples at the end of each command's --help (a test parses every one).
EXAMPLES = {
    "solve": [
        "wordgrid solve puzzle.txt",
        "wordgrid solve grid.txt --dict words.txt --count",
        "wordgrid solve crossword.puz -o answer.ipuz",
    ],
    "batch": [
        "wordgrid batch puzzles/",
        "wordgrid batch puzzles/ --json --jobs 2",
        "wordgrid batch puzzles/ --scheduler tcp://10.0.0.5:8786",
    ],
    "demo": ["wordgrid demo"],
    "fill": [
        "wordgrid fill grid.txt",
        "wordgrid fill grid.txt --dict my.dict --explain",
        "wordgrid fill grid.txt -o filled.puz",
    ],
    "words": [
        "wordgrid words 'C?T'",
        "wordgrid words '*ING' --min-score 50 --limit 20",
        "wordgrid words '[AEIOU]??[^S]' --dict my.dict",
    ],
    "clues": [
        "wordgrid clues OREO",
        "wordgrid clues OREO --db club.sqlite --json",
        "wordgrid clues add crosswords/",
    ],
    "clues add": [
        "wordgrid clues add crosswords/",
        "wordgrid clues add --db club.sqlite mine/ theirs/week1.puz",
    ],
    "play": ["wordgrid play", "wordgrid play puzzle.txt", "wordgrid play --load game.save.json"],
    "wordsearch": [
        "wordgrid wordsearch CAT DOG BIRD --size 8",
        'wordgrid wordsearch --words pets.txt --shape heart --message "We love pets"',
        "wordgrid wordsearch --words pets.txt -o pets.ipuz",
    ],
    "findwords": ["wordgrid findwords puzzle.txt", "wordgrid findwords grid.txt CAT DOG"],
    "convert": [
        "wordgrid convert crossword.puz crossword.ipuz",
        "wordgrid convert puzzle.txt puzzle.puz --solve",
    ],
    "render": [
        "wordgrid render puzzle.txt",
        "wordgrid render puzzles/ --solution -o book.pdf",
        'wordgrid render crossword.ipuz --to png --title "Sunday"',
    ],
    "generate": [
        "wordgrid generate --random 25 > puzzle.txt",
        "wordgrid generate APPLE PEAR PLUM GRAPE LEMON -o fruit.ipuz",
        "wordgrid generate --random 20 --seed 7 --count 1000 -o book/ --scheduler local",
    ],
    "crossword": [
        "wordgrid crossword vocab.txt -o vocab.pdf --title 'Chemistry words'",
        "wordgrid crossword vocab.csv -o vocab.ipuz --seed 7",
        "wordgrid crossword words.txt --suggest-clues --word-bank -o quiz.pdf",
    ],
    "book": [
        "wordgrid book book.toml -o book.pdf",
        "wordgrid book book.toml -o book.pdf --scheduler local --jobs 2",
    ],
    "serve": [
        "wordgrid serve --open",
        "wordgrid serve puzzles/",
        "wordgrid serve puzzles/ --share",
    ],
    "site": [
        "wordgrid site puzzles/ -o public/",
        "wordgrid site puzzles/ -o quiz/ --no-reveal --title 'Friday quiz'",
    ],
    "examples": ["wordgrid examples", "wordgrid examples --copy puzzles/"],
}


# What each exit code means for each command, at the end of its --help (README.md has the
# same table). 2 is bad input or usage everywhere; what follows says what else it covers.
BAD = "bad input or usage"
EXIT_CODES: dict[str, tuple[tuple[int, str], ...]] = {
    "solve": (
        (0, "solved (--count: counted to the end)"),
        (1, "no solution"),
        (2, BAD),
        (3, "--timeout passed"),
    ),
    "batch": (
        (0, "every file solved"),
        (1, "a file has no solution"),
        (2, "a file is bad, or bad usage"),
        (3, "a file's --timeout passed"),
    ),
    "demo": ((0, "no file was bad"), (2, "a file is bad, or bad usage")),
    "fill": (
        (0, "filled"),
        (1, "the grid can't be filled from the dictionary"),
        (2, BAD),
        (3, "--timeout passed (the best partial fill is shown)"),
    ),
    "words": ((0, "entries matched"), (1, "no entry matches"), (2, BAD)),
    "clues": (
        (0, "clues found"),
        (1, "no clue for any WORD in the library"),
        (2, BAD),
    ),
    "clues add": (
        (0, "added (files of other kinds passed over)"),
        (2, f"{BAD}, or a file of the folder could not be read (named; the rest are added)"),
    ),
    "play": ((0, "the game ended"), (2, "it ended on a file or save it could not open")),
    "wordsearch": (
        (0, "made"),
        (2, f"{BAD}, or the words don't fit (the message names them)"),
        (3, "--timeout passed"),
    ),
    "findwords": (
        (0, "every word found exactly once"),
        (1, "a word is missing or found more than once"),
        (2, BAD),
    ),
    "convert": (
        (0, "written"),
        (1, "with --solve: no solution"),
        (2, BAD),
        (3, "with --solve: --timeout passed"),
    ),
    "render": (
        (0, "written"),
        (1, "with --solution: a puzzle has no solution"),
        (2, BAD),
        (3, "with --solution: --timeout passed"),
    ),
    "generate": (
        (0, "written"),
        (1, "no unique puzzle within the effort limit"),
        (2, f"{BAD}, or the Dask scheduler can't be reached"),
        (3, "a puzzle's --timeout passed"),
    ),
    "crossword": (
        (0, "written"),
        (1, "the answers don't fit the --size (the message says what would)"),
        (2, f"{BAD}: a missing clue, a repeated answer, an answer that can cross none"),
        (3, "--timeout passed"),
    ),
    "serve": (
        (0, "stopped with Ctrl-C"),
        (2, f"{BAD}: the port is taken, no such FOLDER, no data folder to keep the token in"),
    ),
    "site": ((0, "built (files that can't be played are listed on its library page)"), (2, BAD)),
    "book": ((0, "written"), (1, "a puzzle of the book could not be made (named)"), (2, BAD)),
    "examples": (
        (0, "listed or copied"),
        (2, f"{BAD}: DIR is a file, or holds another file by an example's name"),
    ),
}


def exit_codes_line(name: str) -> str:
    """The `exit codes:` line of a command's --help."""
    return "exit codes: " + "; ".join(f"{code} {what}" for code, what in EXIT_CODES[name])


class _Version(argparse.Action):
    """--version, looked up only when asked: reading package metadata costs start-up time."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        _print_version()
        parser.exit()


class _Help(argparse.HelpFormatter):
    """Wraps prose as argparse does, but keeps indented lines (the examples) as they are."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n".join(
            indent + line
            if line.startswith("  ") or not line.strip()
            else super(_Help, self)._fill_text(line, width, indent)
            for line in text.split("\n")
        )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="wordgrid",
        description="Solve, play and make word-placement puzzles.",
        epilog="exit codes: 0 done, 1 proven impossible, 2 bad input or usage, 3 timeout, "
        "130 interrupted (Ctrl-C)",
    )
    parser.add_argument(
        "--version", action=_Version, nargs=0, help="show the installed version and exit"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS:
        importlib.import_module(f"wordgrid.cli.{name}").register(sub)
    for name, command in _subparsers(parser).items():
        command.formatter_class = _Help
        shown = "\n".join(f"  {line}" for line in EXAMPLES.get(name, []))
        old = old_spellings(command)
        parts = (
            command.epilog,
            old and OLD_SPELLINGS + ", ".join(old),
            exit_codes_line(name),
            shown and "examples:\n" + shown,
        )
        command.epilog = "\n\n".join(part for part in parts if part)
    return parser


def failure(error: BaseException) -> tuple[int, str]:
    """The one table from anything that can reach `main` to the exit code and the line to
    print ("" for none). A WordgridError carries its own code; anything unexpected is a bug
    in wordgrid, reported in one line as such, never as exit 1 (which scripts read as
    "impossible")."""
    if isinstance(error, WordgridError):
        # One line, always: a message may quote a file's text, line breaks and all.
        return error.exit_code, "wordgrid: error: " + " ".join(str(error).splitlines())
    if isinstance(error, KeyboardInterrupt):
        return EXIT_INTERRUPTED, "wordgrid: interrupted"
    if isinstance(error, BrokenPipeError):
        # The reader (e.g. `| head`) went away: stop quietly, as Unix tools do.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_BROKEN_PIPE, ""
    if isinstance(error, OSError) and error.strerror:
        # The system refused a path the user gave (too long, not allowed, ...): bad input.
        named = str(error.filename)[:200] + ": " if error.filename is not None else ""
        return EXIT_BAD_INPUT, f"wordgrid: error: {named}{error.strerror}"
    if isinstance(error, ValueError) and "null byte" in str(error):
        # os and pathlib refuse a path with a NUL character this way, wherever one is used.
        return EXIT_BAD_INPUT, "wordgrid: error: a file name can't hold a NUL character"
    if isinstance(error, MemoryError):
        memory = "out of memory: the input is too large for this machine"
        return EXIT_BAD_INPUT, f"wordgrid: error: {memory}"
    where = traceback.extract_tb(error.__traceback__)[-1] if error.__traceback__ else None
    at = f" at {Path(where.filename).name}:{where.lineno}" if where else ""
    return EXIT_INTERNAL, (
        f"wordgrid: internal error: {type(error).__name__}{at}: {error}. This is a bug in "
        f"wordgrid {_version()}; please report it with the command and the input that "
        "caused it."
    )


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    actions = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(actions[0].choices) if actions else {}


def main(argv: Sequence[str] | None = None, *, started: float | None = None) -> int:
    """Run one command; `started` is when the command began (default: now), for --timeout."""
    started = time.monotonic() if started is None else started
    if list(sys.argv[1:] if argv is None else argv) == ["--version"]:
        # Answered before the parser is built, which imports every subcommand's module.
        _print_version()
        return EXIT_OK
    parser = build_parser()
    try:
        args, extra = parser.parse_known_args(argv)
        if extra:
            # Say it with the command's own usage (`wordgrid solve --jsn`), not the top one.
            command = _subparsers(parser).get(getattr(args, "command", None) or "", parser)
            command.error(f"unrecognized arguments: {' '.join(extra)}")
    except SystemExit as e:  # argparse reports usage errors itself, with exit code 2
        return e.code if isinstance(e.code, int) else EXIT_BAD_INPUT
    if getattr(args, "run", None) is None:
        parser.print_help(sys.stderr)
        return EXIT_BAD_INPUT
    args.started = started
    # A file read anyway is said once the command ends, unless it ends on bad input (exit 2):
    # then its one error line is all it says. A server says each as it happens.
    held = _Warnings(hold=args.command != "serve")
    try:
        with warnings.catch_warnings():  # restores the filters and showwarning after the run
            warnings.simplefilter("always", FileWarning)
            warnings.showwarning = held.show
            code: int = args.run(args)
        sys.stdout.flush()
    except (Exception, KeyboardInterrupt) as e:  # noqa: BLE001 - every error gets its code
        code, message = failure(e)
        held.flush(unless=code == EXIT_BAD_INPUT)
        if message:
            print(message, file=sys.stderr)
        return code
    held.flush(unless=code == EXIT_BAD_INPUT)
    return code


class _Warnings:
    """Warnings during a command: a file read anyway in one line, as errors are; others as
    Python's. Held until the command ends when `hold`."""

    def __init__(self, *, hold: bool) -> None:
        self.hold = hold
        self.lines: list[str] = []

    def show(
        self,
        message: Warning | str,
        category: type[Warning],
        filename: str,
        lineno: int,
        file: TextIO | None = None,
        line: str | None = None,
    ) -> None:
        if issubclass(category, FileWarning):
            text = f"wordgrid: warning: {message}"
        else:
            text = f"{category.__name__}: {message}"
        if self.hold:
            self.lines.append(text)
        else:
            print(text, file=sys.stderr)

    def flush(self, *, unless: bool) -> None:
        """Print the held warnings, unless the command ended on bad input."""
        if not unless:
            for text in self.lines:
                print(text, file=sys.stderr)
        self.lines.clear()


def entry() -> int:
    """The `wordgrid` command: its time limits count from when Python loaded wordgrid."""
    from wordgrid._loaded import LOADED

    return main(started=LOADED)
