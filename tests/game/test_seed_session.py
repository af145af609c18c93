"""Seed 004's example session, call by call, with the results the seed shows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from wordgrid.word_puzzle import (
    Board,
    Move,
    check_consistency,
    check_entries,
    check_location,
    check_solved,
    check_word_fits,
    clear_board,
    copy_board,
    create_board,
    decompose_command,
    identifier,
    print_board,
    print_board_w_c,
    print_wordlist,
    read_file,
    solve_board,
    track_move,
    word_it,
)

EMPTY_W_C = """\
   C1 C2 C3
R1
R2 +     +
R3 +     +
R4 +     +
"""
SOLVED_W_C = """\
   C1 C2 C3
R1 G  T  U
R2 +  E  +
R3 +  C  +
R4 +  H  +
"""
NONE_USED = """\
Word List    Status
W1 GTU       NOT USED
W2 TECH      NOT USED
"""


def test_seed_session(play_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    def out() -> str:
        return capsys.readouterr().out

    words, ragged = read_file("test_puzzle1.txt")
    assert words == ["GTU", "TECH"]
    assert ragged == ["111", "010", "01", "010"]
    assert check_consistency(ragged) is False

    # Not in the temporary folder: the bundled copy answers, so the default works anywhere.
    words, raw = read_file("test_puzzle.txt")
    assert (words, raw) == read_file()
    assert words == ["GTU", "TECH"]
    assert raw == ["111", "010", "010", "010"]
    assert check_consistency(raw) is True

    board_any: list[Any] = raw
    assert create_board(board_any) is None  # type: ignore[func-returns-value]
    board: Board = board_any
    assert board is raw  # type: ignore[comparison-overlap]  # created in place
    assert board == [[1, 1, 1], [0, 1, 0], [0, 1, 0], [0, 1, 0]]
    print_board(board)
    assert out() == "\n+   +\n+   +\n+   +\n"
    print_board_w_c(board)
    assert out() == EMPTY_W_C

    wstatus = identifier(words)
    assert wstatus == [False, False]
    print_wordlist(words, wstatus)
    assert out() == NONE_USED
    assert check_solved(board) is False

    assert decompose_command("w1r2c3dk") == (0, 1, [2, 3], "H")
    iflag, wordno, coordinates, direction = decompose_command("w1r2c3dk")
    assert (iflag, wordno, coordinates, direction) == (0, 1, [2, 3], "H")
    assert wordno is not None and coordinates is not None and direction is not None
    assert check_entries(coordinates, wordno, board, words) == (True, True)
    assert check_location(board, words, coordinates, wordno, direction) == (False, 1)

    assert decompose_command("W1r1c1") == (-1, None, None, None)

    iflag, wordno, coordinates, direction = decompose_command("W2DHR1C1")
    assert (iflag, wordno, coordinates, direction) == (0, 2, [1, 1], "H")
    assert wordno is not None and coordinates is not None and direction is not None
    assert check_entries(coordinates, wordno, board, words) == (True, True)
    assert check_location(board, words, coordinates, wordno, direction) == (False, 4)

    iflag, wordno, coordinates, direction = decompose_command("dVW2R1C2")
    assert (iflag, wordno, coordinates, direction) == (0, 2, [1, 2], "V")
    assert wordno is not None and coordinates is not None and direction is not None
    assert check_entries(coordinates, wordno, board, words) == (True, True)
    assert check_location(board, words, coordinates, wordno, direction) == (True, 0)
    assert check_word_fits(board, words, coordinates, wordno, direction) == (True, 0)
    rows = list(board)
    assert word_it(board, words, wstatus, coordinates, wordno, direction) is True
    assert all(a is b for a, b in zip(rows, board, strict=True))  # rows mutated, not replaced
    print_board_w_c(board)
    assert out() == "   C1 C2 C3\nR1    T\nR2 +  E  +\nR3 +  C  +\nR4 +  H  +\n"
    print_wordlist(words, wstatus)
    assert out() == "Word List    Status\nW1 GTU       NOT USED\nW2 TECH      USED\n"

    moveno = 0
    trackmoves: list[Move] = []
    moveno = track_move(moveno, trackmoves, coordinates, wordno, direction, board, wstatus)
    assert moveno == 1
    assert trackmoves == [
        ([1, 2], 2, "V", [[1, "T", 1], [0, "E", 0], [0, "C", 0], [0, "H", 0]], [False, True])
    ]
    assert trackmoves[0][3] is not board and trackmoves[0][4] is not wstatus
    assert check_solved(board) is False

    copyofboard = copy_board(board)
    iflag, wordno, coordinates, direction = decompose_command("W1R1C1Dh")
    assert (iflag, wordno, coordinates, direction) == (0, 1, [1, 1], "H")
    assert wordno is not None and coordinates is not None and direction is not None
    assert word_it(board, words, wstatus, coordinates, wordno, direction) is True
    print_board_w_c(board)
    assert out() == SOLVED_W_C
    print_wordlist(words, wstatus)
    assert out() == "Word List    Status\nW1 GTU       USED\nW2 TECH      USED\n"
    moveno = track_move(moveno, trackmoves, coordinates, wordno, direction, board, wstatus)
    assert moveno == 2
    assert trackmoves == [
        ([1, 2], 2, "V", [[1, "T", 1], [0, "E", 0], [0, "C", 0], [0, "H", 0]], [False, True]),
        ([1, 1], 1, "H", [["G", "T", "U"], [0, "E", 0], [0, "C", 0], [0, "H", 0]], [True, True]),
    ]
    assert check_solved(board) is True
    print_board_w_c(copyofboard)
    assert out() == "   C1 C2 C3\nR1    T\nR2 +  E  +\nR3 +  C  +\nR4 +  H  +\n"

    status_before = wstatus
    assert clear_board(board, wstatus) is None  # type: ignore[func-returns-value]
    assert wstatus is status_before
    print_board_w_c(board)
    assert out() == EMPTY_W_C
    print_wordlist(words, wstatus)
    assert out() == NONE_USED

    assert solve_board(board, words) is True
    assert out().startswith("Found the solution")
    print_board_w_c(board)
    assert out() == SOLVED_W_C
