"""`wordgrid play [FILE] [--load SAVE]`: seed 004's word placement game in the terminal."""

from __future__ import annotations

import argparse
from typing import Any


def register(sub: Any) -> None:
    from wordgrid.game.options import add_play_arguments

    p: argparse.ArgumentParser = sub.add_parser(
        "play",
        help="play the word placement game in the terminal",
        description="Place the words on the board move by move, e.g. W1R2C3DV: word 1 "
        "at row 2, column 3, going down (V; H: across). Options in the game: cb clear, "
        "b move back, h hint, s solve, sv save, p the next page of the word list (when it "
        "has more than one), q quit.",
    )
    add_play_arguments(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from wordgrid.game import play

    return play(file=args.file, load=args.load, screen=not args.lines, lang=args.lang or "")
