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
from collections.abc import Sequence

from wordgrid.errors import EXIT_BAD_INPUT, WordgridError

# Subcommand modules under wordgrid.cli, in the order `wordgrid --help` lists them.
COMMANDS = ("solve", "batch", "fill", "play", "wordsearch", "convert", "render", "generate")


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("wordgrid")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "unknown"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="wordgrid",
        description="Solve, play and make word-placement puzzles.",
        epilog="exit codes: 0 done, 1 proven impossible, 2 bad input or usage, 3 timeout",
    )
    parser.add_argument("--version", action="version", version=f"wordgrid {_version()}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS:
        importlib.import_module(f"wordgrid.cli.{name}").register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # argparse reports usage errors itself, with exit code 2
        return e.code if isinstance(e.code, int) else EXIT_BAD_INPUT
    if getattr(args, "run", None) is None:
        parser.print_help(sys.stderr)
        return EXIT_BAD_INPUT
    try:
        code: int = args.run(args)
        sys.stdout.flush()
    except WordgridError as e:
        print(f"wordgrid: error: {e}", file=sys.stderr)
        return e.exit_code
    except KeyboardInterrupt:
        print("wordgrid: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader (e.g. `| head`) went away: stop quietly, as Unix tools do.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141
    return code
