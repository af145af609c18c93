"""Argument types shared by subcommands; a bad value is an argparse usage error (exit 2)."""

from __future__ import annotations

import argparse

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


def add_puzzle_options(parser: argparse.ArgumentParser) -> None:
    """Options every command that reads puzzle files shares."""
    from wordgrid.formats import FORMATS

    parser.add_argument("--format", choices=FORMATS, help="force a file format (default: detect)")
    parser.add_argument("--min-length", type=positive_int, default=2, metavar="N",
                        help="shortest run of open cells that is a slot (default 2)")
    parser.add_argument("--timeout", type=positive_float, metavar="S",
                        help="give up after S seconds (exit 3)")
