"""Arguments shared by subcommands; a bad value is an argparse usage error (exit 2).

The same option means the same thing on every command: `-o/--output FILE` where a command
writes a file, `--to FORMAT` for its format, `--from FORMAT` to force the input's format.
Older spellings (`--format`, `--out`) stay as hidden aliases for one release.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from wordgrid.errors import EXIT_OK, EXIT_TIMEOUT, EXIT_UNSOLVABLE
from wordgrid.solver import Status

EXIT_BY_STATUS = {
    Status.SOLVED: EXIT_OK,
    Status.UNSOLVABLE: EXIT_UNSOLVABLE,
    Status.TIMEOUT: EXIT_TIMEOUT,
}


def positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds: {text!r}")
    return value


def finite_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value != value or value in (float("inf"), float("-inf")):
        raise argparse.ArgumentTypeError(f"must be a finite number: {text!r}")
    return value


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {text!r}")
    return value


def add_alias(parser: argparse.ArgumentParser, old: str, dest: str, **kwargs: object) -> None:
    """An old spelling of an option that still works but no longer shows in --help."""
    parser.add_argument(old, dest=dest, help=argparse.SUPPRESS, **kwargs)  # type: ignore[arg-type]


def add_input_options(parser: argparse.ArgumentParser, *, words: bool = True,
                      min_length: bool = True) -> None:
    """`--from`, `--words` and `--min-length`: how a command reads its puzzle file."""
    from wordgrid.formats import FORMATS

    parser.add_argument("--from", dest="source_format", choices=FORMATS, metavar="FORMAT",
                        help=f"force the input format: {', '.join(FORMATS)} (default: detect)")
    add_alias(parser, "--format", "source_format", choices=FORMATS)
    if words:
        parser.add_argument("--words", metavar="FILE", help="word file for a grid-only puzzle")
    if min_length:
        parser.add_argument("--min-length", type=positive_int, default=2, metavar="N",
                            help="shortest run of open cells that is a slot (default 2)")


def add_output_options(parser: argparse.ArgumentParser, formats: Sequence[str], what: str,
                       *, old_format: bool = False) -> None:
    """`-o/--output FILE` and `--to FORMAT`; `old_format` keeps `--format` as `--to`."""
    parser.add_argument("-o", "--output", metavar="FILE", help=f"write {what} to FILE")
    parser.add_argument("--to", choices=formats, metavar="FORMAT",
                        help=f"output format: {', '.join(formats)} (default: from the "
                             "extension of FILE)")
    if old_format:
        add_alias(parser, "--format", "to", choices=formats)


def add_timeout(parser: argparse.ArgumentParser, what: str = "give up") -> None:
    parser.add_argument("--timeout", type=positive_float, metavar="S",
                        help=f"{what} after S seconds (exit 3), counted from the start")


def deadline(args: argparse.Namespace) -> float | None:
    """When `--timeout` runs out, as a time.monotonic() value counted from the command's start."""
    return None if args.timeout is None else float(args.started) + args.timeout
