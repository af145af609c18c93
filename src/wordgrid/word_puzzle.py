"""The word placement game's API, function by function, under its original names.

A thin layer: the functions work on plain lists (a board is a list of rows, 0 a forbidden
cell, 1 an open one, a letter a placed letter; coordinates `[row, column]` from 1) and live
in `wordgrid.game.board`, beside the terminal game that plays with them.

Run `python -m wordgrid.word_puzzle [FILE] [--load SAVE]` to play in a terminal.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from wordgrid.game import add_play_arguments, play
from wordgrid.game.board import (
    ACROSS_MARK,
    DOWN_MARK,
    EMPTY,
    FORBIDDEN,
    SOLVE_SECONDS,
    Board,
    CellValue,
    Coordinates,
    EngineAnswer,
    LocationProblem,
    Move,
    MoveCheck,
    MoveProblem,
    NoAnswer,
    board_grid,
    check_consistency,
    check_entries,
    check_location,
    check_solved,
    check_word_fits,
    clash,
    clear_board,
    copy_board,
    create_board,
    decompose_command,
    fill_board,
    find_puzzle_file,
    find_solution,
    format_board,
    format_wordlist,
    identifier,
    move_problem,
    placement_move,
    print_board,
    print_board_w_c,
    print_wordlist,
    read_file,
    solve_board,
    split_puzzle_text,
    track_move,
    word_it,
)

__all__ = [
    "ACROSS_MARK",
    "Board",
    "CellValue",
    "Coordinates",
    "DOWN_MARK",
    "EMPTY",
    "EngineAnswer",
    "FORBIDDEN",
    "LocationProblem",
    "Move",
    "MoveCheck",
    "MoveProblem",
    "NoAnswer",
    "SOLVE_SECONDS",
    "board_grid",
    "check_consistency",
    "check_entries",
    "check_location",
    "check_solved",
    "check_word_fits",
    "clash",
    "clear_board",
    "copy_board",
    "create_board",
    "decompose_command",
    "fill_board",
    "find_puzzle_file",
    "find_solution",
    "format_board",
    "format_wordlist",
    "identifier",
    "move_problem",
    "placement_move",
    "print_board",
    "print_board_w_c",
    "print_wordlist",
    "read_file",
    "solve_board",
    "split_puzzle_text",
    "track_move",
    "word_it",
    "main",
    "word_puzzle",
]


def word_puzzle() -> None:
    """Play the word placement puzzle in the terminal."""
    play(screen=False)


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m wordgrid.word_puzzle [FILE] [--load SAVE]`: the game; 0 on a normal quit."""
    parser = argparse.ArgumentParser(
        prog="python -m wordgrid.word_puzzle", description="Play the word placement puzzle game."
    )
    add_play_arguments(parser)
    args = parser.parse_args(argv)
    # The original program: always its line-by-line dialogue.
    return play(file=args.file, load=args.load, screen=False)


if __name__ == "__main__":
    sys.exit(main())
