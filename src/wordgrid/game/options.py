"""The game's command-line arguments, apart from the game so that building the command line
(for `wordgrid --version` too) doesn't load it."""

from __future__ import annotations

import argparse

from wordgrid.lang import CODES, normalise

DEFAULT_GAME_FILE = "sample_puzzle.txt"  # the original game offers its 11x9 sample on Enter


def add_play_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of `wordgrid play` and `python -m wordgrid.word_puzzle`."""
    parser.add_argument(
        "file",
        nargs="?",
        metavar="FILE",
        help="puzzle file or saved game, or a bundled example by its name (default: ask; "
        f"Enter takes {DEFAULT_GAME_FILE})",
    )
    parser.add_argument("--load", metavar="SAVE", help="continue a saved game")
    parser.add_argument(
        "--lines",
        action="store_true",
        help="the line-by-line dialogue even on a terminal (the full-screen "
        "view is the default there)",
    )
    parser.add_argument(
        "--lang",
        type=normalise,
        choices=CODES,
        metavar="LANG",
        help=f"the language the game speaks: {', '.join(CODES)} (default: the "
        "puzzle file's own, else en)",
    )
