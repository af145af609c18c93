"""The seed 004 API beyond the example session: every problem code, parsing, files, solving."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from wordgrid.word_puzzle import (
    Board,
    LocationProblem,
    MoveCheck,
    check_consistency,
    check_entries,
    check_location,
    check_word_fits,
    copy_board,
    create_board,
    decompose_command,
    identifier,
    move_problem,
    read_file,
    solve_board,
    word_it,
)

# The seed's 11x9 sample as its session solves it (rows with '#' for forbidden cells).
SEED_SOLUTION = [
    "##TEACH##",
    "####N####",
    "####STUDY",
    "####W##O#",
    "#G##E##N#",
    "#LEARN#E#",
    "#U#######",
    "TEST#W###",
    "###A#O###",
    "###P#R###",
    "##DESK###",
]


def make_board(rows: list[str]) -> Board:
    board: list[Any] = list(rows)
    create_board(board)
    return board


def as_rows(board: Board) -> list[str]:
    return ["".join("#" if v == 0 else "." if v == 1 else str(v) for v in row) for row in board]


# A 4x4 board where each problem code has a move that triggers it and nothing earlier.
CODES_BOARD = ["1101", "1111", "0111", "1110"]
CODES_WORDS = ["ABC", "AB", "ABCD"]


@pytest.mark.parametrize(
    ("wordno", "coordinates", "direction", "expected"),
    [
        (1, [1, 3], "H", LocationProblem.FORBIDDEN_START),
        (1, [1, 3], "V", LocationProblem.FORBIDDEN_START),
        (2, [2, 2], "V", LocationProblem.OPEN_ABOVE),
        (2, [2, 2], "H", LocationProblem.OPEN_LEFT),
        (2, [1, 4], "H", LocationProblem.OFF_BOARD_ACROSS),
        (1, [1, 1], "H", LocationProblem.BLOCKED_ACROSS),
        (2, [2, 1], "H", LocationProblem.LONGER_ACROSS),
        (2, [4, 1], "V", LocationProblem.OFF_BOARD_DOWN),
        (1, [1, 1], "V", LocationProblem.BLOCKED_DOWN),
        (2, [1, 2], "V", LocationProblem.LONGER_DOWN),
    ],
)
def test_every_location_problem_code(
    wordno: int, coordinates: list[int], direction: str, expected: LocationProblem
) -> None:
    board = make_board(CODES_BOARD)
    assert check_location(board, CODES_WORDS, coordinates, wordno, direction) == (
        False,
        expected.value,
    )
    assert move_problem(board, CODES_WORDS, [False] * 3, coordinates, wordno, direction) == (
        MoveCheck.LOCATION,
        expected.value,
    )


def test_location_codes_are_the_seeds_numbers() -> None:
    assert [p.value for p in LocationProblem] == list(range(1, 10))


def test_location_accepts_an_exact_space_and_defaults_to_horizontal() -> None:
    board = make_board(CODES_BOARD)
    assert check_location(board, CODES_WORDS, [2, 1], 3) == (True, 0)
    assert check_location(board, CODES_WORDS, [1, 4], 1, "v") == (True, 0)  # lower case V


def test_location_checks_in_the_seeds_order() -> None:
    board = make_board(CODES_BOARD)
    # Starts on a forbidden cell and would also run off the board: 1 wins.
    assert check_location(board, CODES_WORDS, [3, 1], 3, "V") == (False, 1)
    # Open cell above and off the board: 2 wins over 7.
    assert check_location(board, CODES_WORDS, [3, 2], 3, "V") == (False, 2)


def test_word_fits_reports_clashes_by_direction() -> None:
    words = ["GTU", "TECH", "GXU", "AECH"]
    board = make_board(["111", "010", "010", "010"])
    assert word_it(board, words, [False] * 4, [1, 2], 2, "V")
    assert check_word_fits(board, words, [1, 1], 1, "H") == (True, 0)  # T meets T
    assert check_word_fits(board, words, [1, 1], 3, "H") == (False, 1)  # X meets T
    assert check_word_fits(board, words, [1, 2], 4, "V") == (False, 2)  # A meets T


def test_check_entries() -> None:
    board = make_board(["111", "010"])
    words = ["GTU", "TE"]
    assert check_entries([1, 1], 1, board, words) == (True, True)
    assert check_entries([2, 3], 2, board, words) == (True, True)
    assert check_entries([0, 1], 0, board, words) == (False, False)
    assert check_entries([3, 1], 3, board, words) == (False, False)
    assert check_entries([1, 4], -1, board, words) == (False, False)
    assert check_entries([1], 1, board, words) == (False, True)
    assert check_entries([True, 1], True, board, words) == (False, False)


def test_check_location_refuses_unchecked_entries() -> None:
    board = make_board(["11"])
    with pytest.raises(ValueError, match="check_entries"):
        check_location(board, ["AB"], [1, 3], 1)


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        ("W1R2C4DV", (0, 1, [2, 4], "V")),
        (" R2W1C4DV", (0, 1, [2, 4], "V")),
        ("dVr2C4W1", (0, 1, [2, 4], "V")),
        (" C4W1DvR2  ", (0, 1, [2, 4], "V")),
        ("W12R18C10DH", (0, 12, [18, 10], "H")),
        ("w1 r2 c3 dv", (0, 1, [2, 3], "V")),
        ("W001R02C3DV", (0, 1, [2, 3], "V")),
        ("w1r2c3dk", (0, 1, [2, 3], "H")),
        ("W1R2C3D1", (0, 1, [2, 3], "H")),
        ("W1R1C1", (-1, None, None, None)),
        ("R1C1DH", (-1, None, None, None)),
        ("W1C1DH", (-1, None, None, None)),
        ("W1R1DH", (-1, None, None, None)),
        ("W1R1C1D", (-1, None, None, None)),
        ("WR1C1DH", (-1, None, None, None)),
        ("W1W2R1C1DH", (-1, None, None, None)),
        ("W1R1C1DHX", (-1, None, None, None)),
        ("W1R1C1DHDV", (-1, None, None, None)),
        ("W-1R1C1DH", (-1, None, None, None)),
        ("", (-1, None, None, None)),
        ("   ", (-1, None, None, None)),
        ("cb", (-1, None, None, None)),
    ],
)
def test_decompose_command(command: str, expected: tuple[Any, ...]) -> None:
    assert decompose_command(command) == expected


def test_word_it_refusals_leave_everything_unchanged() -> None:
    words = ["GTU", "TECH", "GXU"]
    board = make_board(["111", "010", "010", "010"])
    wstatus = identifier(words)
    assert word_it(board, words, wstatus, [1, 1], 1, "H")
    before, status_before = copy_board(board), list(wstatus)
    refused = [
        ([0, 1], 2, "V"),  # coordinates off the board
        ([1, 2], 9, "V"),  # no such word
        ([2, 1], 2, "V"),  # forbidden start
        ([1, 1], 3, "H"),  # clash: X meets T
        ([1, 1], 1, "H"),  # GTU is used already
    ]
    expected = [
        MoveCheck.COORDINATES,
        MoveCheck.WORD_NUMBER,
        MoveCheck.LOCATION,
        MoveCheck.FITS,
        MoveCheck.USED,
    ]
    for (coordinates, wordno, direction), check in zip(refused, expected, strict=True):
        problem = move_problem(board, words, wstatus, coordinates, wordno, direction)
        assert problem is not None and problem[0] is check
        assert word_it(board, words, wstatus, coordinates, wordno, direction) is False
        assert board == before and wstatus == status_before


def test_read_file_prefers_the_current_folder(play_dir: Path) -> None:
    (play_dir / "test_puzzle.txt").write_text("ab\r\ncd  \r\n\r\n11\r\n11\r\n", encoding="utf-8")
    assert read_file() == (["AB", "CD"], ["11", "11"])


def test_read_file_tolerates_bom_and_extra_blank_lines(play_dir: Path) -> None:
    (play_dir / "p.txt").write_text("\ufeff\nGTU\n\n\n111\n\n", encoding="utf-8")
    assert read_file("p.txt") == (["GTU"], ["111"])


def test_read_file_without_a_board_gives_an_empty_board(play_dir: Path) -> None:
    (play_dir / "words.txt").write_text("GTU\nTECH\n", encoding="utf-8")
    words, board = read_file("words.txt")
    assert words == ["GTU", "TECH"] and board == []
    assert check_consistency(board) is False


def test_read_file_missing(play_dir: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_file("nowhere.txt")
    with pytest.raises(FileNotFoundError):
        read_file("./sample_puzzle.txt")  # a path, not a bare name: no fallback


def test_check_consistency() -> None:
    assert check_consistency(["111", "010"]) is True
    assert check_consistency([]) is False
    assert check_consistency(["", ""]) is False
    assert check_consistency(["111", "01"]) is False
    assert check_consistency(["121"]) is False
    assert check_consistency([[1, "A", 0], [0, 1, 0]]) is True
    assert check_consistency([[1, "AB"]]) is False
    assert check_consistency([[1, 2]]) is False


def test_solve_board_uses_the_engine(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from wordgrid.solver import solve as engine

    calls: list[object] = []

    def spy(puzzle: Any, **kwargs: Any) -> Any:
        calls.append(puzzle)
        return engine(puzzle, **kwargs)

    monkeypatch.setattr("wordgrid.app.playing.solve", spy)  # where the game asks the engine
    words, raw = read_file("sample_puzzle.txt")
    board = make_board(raw)
    assert solve_board(board, words) is True
    assert len(calls) == 1
    assert as_rows(board) == SEED_SOLUTION
    assert capsys.readouterr().out.startswith("Found the solution (search nodes: ")


def test_solve_board_after_a_wrong_move_starts_over(capsys: pytest.CaptureFixture[str]) -> None:
    # The seed's session: ANSWER down at R1C5, then LEARN across at R1C3, then solve.
    words, raw = read_file("sample_puzzle.txt")
    board = make_board(raw)
    wstatus = identifier(words)
    assert word_it(board, words, wstatus, [1, 5], 1, "V")
    assert check_word_fits(board, words, [1, 3], 6, "H") == (False, 1)  # STUDY: U meets A
    assert word_it(board, words, wstatus, [1, 3], 5, "H")
    assert solve_board(board, words) is True
    assert as_rows(board) == SEED_SOLUTION
    assert "solving from scratch" in capsys.readouterr().out


def test_solve_board_keeps_correct_letters(capsys: pytest.CaptureFixture[str]) -> None:
    words, raw = read_file("sample_puzzle.txt")
    board = make_board(raw)
    assert word_it(board, words, identifier(words), [1, 3], 8, "H")  # TEACH, as in the answer
    assert solve_board(board, words) is True
    assert as_rows(board) == SEED_SOLUTION
    assert "from scratch" not in capsys.readouterr().out


@pytest.mark.parametrize(
    ("rows", "words", "reason"),
    [
        (["11"], ["ABC"], "no solution"),
        (["1"], ["A"], "not part of any word's space"),
        (["11"], ["B2"], "non-letter"),
        (["11", "1"], ["AB"], "not consistent"),
    ],
)
def test_solve_board_failures_leave_the_board(
    rows: list[str], words: list[str], reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    board = make_board(rows)
    before = copy_board(board)
    assert solve_board(board, words) is False
    assert board == before
    assert reason in capsys.readouterr().out
