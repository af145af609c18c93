"""The word placement game's API, function by function, under its original names.

A thin layer over the game (`wordgrid.game`), which works on the model's types: these
functions take and mutate plain lists, as the original API does. A board is a list of rows,
each a list of cells: 0 a forbidden cell, 1 an open empty cell and a one-letter string a
placed letter. Coordinates are `[row, column]`, counted from 1 as the player sees them.

Run `python -m wordgrid.word_puzzle [FILE] [--load SAVE]` to play in a terminal.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any

from wordgrid.app.playing import SOLVE_SECONDS, EngineAnswer, NoAnswer
from wordgrid.app.playing import find_solution as _find_solution
from wordgrid.budget import Budget
from wordgrid.errors import WordgridError
from wordgrid.game import add_play_arguments, play
from wordgrid.game import messages as say
from wordgrid.game import moves as rules
from wordgrid.game.moves import (
    ACROSS_MARK,
    DOWN_MARK,
    LocationProblem,
    MoveCheck,
    MoveProblem,
    direction_of,
    parse_move,
)
from wordgrid.game.puzzle_file import find_puzzle_file, split_puzzle_text
from wordgrid.game.view import format_board as _format_grid
from wordgrid.game.view import format_wordlist
from wordgrid.model import BLOCK, DOWN, OPEN, Grid, Placement, Solution, fold

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

CellValue = int | str  # 0 forbidden, 1 open and empty, else a placed letter such as 'T'
Board = list[list[CellValue]]  # e.g. [[1, 'T', 1], [0, 'E', 0]]
Coordinates = list[int]  # [row, column], counted from 1, e.g. [1, 2] is R1C2
Move = tuple[Coordinates, int, str, Board, list[bool]]  # one track_move entry, board after it

FORBIDDEN = 0
EMPTY = 1


# ---------------------------------------------------------------------------- files


def read_file(filename: str = "test_puzzle.txt") -> tuple[list[str], list[str]]:
    """The words and the board rows (strings of 0 and 1) of a puzzle file.

    Raises OSError when the file can't be read and UnicodeDecodeError when it isn't text.
    """
    text = find_puzzle_file(filename).read_text(encoding="utf-8-sig")
    return split_puzzle_text(text)


# ---------------------------------------------------------------------------- the board


def _is_cell(value: object, *, from_file: bool) -> bool:
    if from_file:
        return value in ("0", "1")
    if isinstance(value, bool):
        return False
    return value in (FORBIDDEN, EMPTY) or (
        isinstance(value, str) and len(value) == 1 and value.isalpha()
    )


def check_consistency(board: Sequence[str | Sequence[CellValue]]) -> bool:
    """True when the board has rows, all of one non-zero length, of valid cells.

    Rows read from a file may hold only 0 and 1; a created board may also hold letters.
    """
    if not board or not board[0]:
        return False
    width = len(board[0])
    for row in board:
        if len(row) != width:
            return False
        if not all(_is_cell(cell, from_file=isinstance(row, str)) for cell in row):
            return False
    return True


def _cell_value(ch: CellValue) -> CellValue:
    if ch in ("0", "1"):
        return int(ch)
    return fold(ch) if isinstance(ch, str) else ch


def create_board(board: list[Any]) -> None:
    """Turn the list of row strings into a list of rows of cells, in place.

    `board` is `list[Any]` because this function changes its element type in place, as the
    original asks: `['010']` becomes `[[0, 1, 0]]`.
    """
    for i, row in enumerate(board):
        board[i] = [_cell_value(ch) for ch in row]


def identifier(words: Sequence[str]) -> list[bool]:
    """One False per word: no word is used yet."""
    return [False for _ in words]


def _board_grid(board: Board) -> Grid:
    """The board as a model grid: '#' forbidden, '.' empty, placed letters as givens."""

    def cell(value: CellValue) -> str:
        if value == FORBIDDEN:
            return BLOCK
        if value == EMPTY:
            return OPEN
        return fold(str(value))

    return Grid(tuple("".join(cell(v) for v in row) for row in board))


def format_board(board: Board, *, coordinates: bool = False) -> str:
    """The board as text: '+' forbidden, blank empty; with R/C labels when asked."""
    return _format_grid(_board_grid(board), coordinates=coordinates)


def print_board(board: Board) -> None:
    """Print the board: '+' for a forbidden cell, a blank for an empty one."""
    print(format_board(board))


def print_board_w_c(board: Board) -> None:
    """Print the board with row labels R1, R2, ... and column labels C1, C2, ..."""
    print(format_board(board, coordinates=True))


def print_wordlist(words: Sequence[str], wstatus: Sequence[bool]) -> None:
    """Print each word as W1, W2, ... with USED or NOT USED."""
    print(format_wordlist(words, wstatus))


def copy_board(board: Board) -> Board:
    """A copy of the board whose rows can change without touching the original."""
    return [list(row) for row in board]


def check_solved(board: Board) -> bool:
    """True when no empty cell is left: every open cell holds a letter."""
    return all(cell != EMPTY for row in board for cell in row)


def clear_board(board: Board, wstatus: list[bool]) -> None:
    """Take every letter off the board and mark every word unused, in place."""
    for row in board:
        for c, cell in enumerate(row):
            if isinstance(cell, str):
                row[c] = EMPTY
    wstatus[:] = [False] * len(wstatus)


def fill_board(board: Board, solution: Solution) -> None:
    """Write the solution's letters into the board, in place."""
    for row, letters in zip(board, solution.rows, strict=True):
        for c, letter in enumerate(letters):
            if row[c] != FORBIDDEN:
                row[c] = letter


# ---------------------------------------------------------------------------- moves


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_entries(
    coordinates: Sequence[int], wordno: int, board: Board, words: Sequence[str]
) -> tuple[bool, bool]:
    """(the coordinates point inside the board, the word number is in the word list)."""
    coordinates_ok = (
        len(coordinates) == 2
        and all(_is_int(v) for v in coordinates)
        and 1 <= coordinates[0] <= len(board)
        and 1 <= coordinates[1] <= len(board[coordinates[0] - 1])
    )
    wordno_ok = _is_int(wordno) and 1 <= wordno <= len(words)
    return coordinates_ok, wordno_ok


def _require_entries(
    coordinates: Sequence[int], wordno: int, board: Board, words: Sequence[str]
) -> None:
    if check_entries(coordinates, wordno, board, words) != (True, True):
        raise ValueError(
            f"coordinates {list(coordinates)} or word number {wordno} are not "
            f"on this board and word list; call check_entries first"
        )


def _placement(word: str, coordinates: Sequence[int], direction: str) -> Placement:
    return Placement(word, coordinates[0] - 1, coordinates[1] - 1, direction_of(direction))


def check_location(
    board: Board,
    words: Sequence[str],
    coordinates: Sequence[int],
    wordno: int,
    direction: str = "H",
) -> tuple[bool, int]:
    """(True, 0) when the word's space starts here and is exactly as long as the word,
    else (False, n) with n the first LocationProblem found, in the original order."""
    _require_entries(coordinates, wordno, board, words)
    r, c = coordinates[0] - 1, coordinates[1] - 1
    length = len(words[wordno - 1])
    problem = rules.location_problem(_board_grid(board), r, c, length, direction_of(direction))
    return (True, 0) if problem is None else (False, problem.value)


def clash(
    board: Board, word: str, coordinates: Sequence[int], direction: str
) -> tuple[int, int] | None:
    """The 0-based (row, col) of the first cell that can't take the word's letter, if any."""
    return rules.clash(_board_grid(board), _placement(word, coordinates, direction))


def check_word_fits(
    board: Board,
    words: Sequence[str],
    coordinates: Sequence[int],
    wordno: int,
    direction: str = "H",
) -> tuple[bool, int]:
    """(True, 0) when every cell is empty or already holds the word's letter; else
    (False, 1) across or (False, 2) down."""
    _require_entries(coordinates, wordno, board, words)
    if clash(board, words[wordno - 1], coordinates, direction) is None:
        return True, 0
    return False, 2 if direction_of(direction) is DOWN else 1


def decompose_command(str1: str) -> tuple[int, int | None, list[int] | None, str | None]:
    """(0, word number, [row, column], 'V' or 'H') from a move such as 'W1R2C4DV' in any
    field order and case; (-1, None, None, None) when a field is missing or unreadable."""
    move = parse_move(str1)
    if move is None:
        return -1, None, None, None
    return 0, move.wordno, [move.row + 1, move.col + 1], move.mark


def move_problem(
    board: Board,
    words: Sequence[str],
    wstatus: Sequence[bool],
    coordinates: Sequence[int],
    wordno: int,
    direction: str,
) -> MoveProblem | None:
    """Why word_it would refuse this move, as (check, problem number); None if it is fine."""
    coordinates_ok, wordno_ok = check_entries(coordinates, wordno, board, words)
    if not coordinates_ok:
        return MoveCheck.COORDINATES, 0
    if not wordno_ok:
        return MoveCheck.WORD_NUMBER, 0
    move = rules.Move(wordno, coordinates[0] - 1, coordinates[1] - 1, direction_of(direction))
    return rules.move_problem(_board_grid(board), words, wstatus, move)


def word_it(
    board: Board,
    words: Sequence[str],
    wstatus: list[bool],
    coordinates: Sequence[int],
    wordno: int,
    direction: str,
) -> bool:
    """Place the word on the board and mark it used, in place; False (and no change) when
    any check fails."""
    if move_problem(board, words, wstatus, coordinates, wordno, direction) is not None:
        return False
    placement = _placement(words[wordno - 1], coordinates, direction)
    for (r, c), letter in zip(placement.cells(), placement.word, strict=True):
        board[r][c] = fold(letter)
    wstatus[wordno - 1] = True
    return True


def track_move(
    mvn: int,
    trackboard: list[Move],
    coordinates: Coordinates,
    wordno: int,
    direction: str,
    board: Board,
    wstatus: list[bool],
) -> int:
    """Append (coordinates, wordno, direction, board copy, wstatus copy); return mvn + 1."""
    trackboard.append((coordinates, wordno, direction, copy_board(board), list(wstatus)))
    return mvn + 1


# ---------------------------------------------------------------------------- solving


def find_solution(
    board: Board, words: Sequence[str], timeout: float = SOLVE_SECONDS
) -> EngineAnswer:
    """Ask the engine, keeping the placed letters when some solution does; else start over.

    Raises NoAnswer with the reason when neither way finds a solution, and InputError
    when a word is not made of letters.
    """
    if not check_consistency(board):
        raise NoAnswer("the board is not consistent")
    return _find_solution(_board_grid(board), words, Budget.seconds(timeout))


def solve_board(board: Board, words: Sequence[str]) -> bool:
    """Fill the board with the words, in place, using the engine; False (board unchanged)
    when there is no solution.

    Letters already placed are kept when some solution has them; otherwise the board is
    solved from scratch, as the original session does after a wrong move.
    """
    try:
        answer = find_solution(board, words)
    except WordgridError as e:  # NoAnswer, or a word the engine can't use such as 'B2B'
        print(say.no_solution(e))
        return False
    print("\n".join(say.found_solution(answer)))
    fill_board(board, answer.solution)
    return True


# ---------------------------------------------------------------------------- the game


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
