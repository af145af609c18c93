"""The game's board and moves: the function-by-function API of the original game.

It works on plain lists and mutates them in place, by design: a board is a list
of rows, each a list of cells, where 0 is a forbidden cell, 1 an open empty cell and a
one-letter string a placed letter. Coordinates are `[row, column]`, counted from 1 as the
player sees them; they become 0-based only inside the helpers here.

Nothing here searches: `solve_board` (and the game's hint) turn the board into a
`model.Puzzle` at the edge and ask the one engine, `wordgrid.solver.solve`.

`wordgrid.word_puzzle` presents these functions under the original names, and the terminal
game (game/loop.py) plays with them; nothing here imports either, so there is no loop.
"""

from __future__ import annotations

import errno
import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum, IntEnum
from pathlib import Path
from typing import Any

from wordgrid.errors import WordgridError
from wordgrid.model import BLOCK, DOWN, OPEN, Grid, Puzzle, Solution, WordBank, fold
from wordgrid.solver import Statistics, Status, solve
from wordgrid.verify import check

CellValue = int | str  # 0 forbidden, 1 open and empty, else a placed letter such as 'T'
Board = list[list[CellValue]]  # e.g. [[1, 'T', 1], [0, 'E', 0]]
Coordinates = list[int]  # [row, column], counted from 1, e.g. [1, 2] is R1C2
Move = tuple[Coordinates, int, str, Board, list[bool]]  # one track_move entry, board after it

FORBIDDEN = 0
EMPTY = 1
ACROSS_MARK = "H"
DOWN_MARK = "V"

# solve_board's deadline: the sample takes milliseconds, but a hand-made 20x20 board with a
# big word list might not, and the game must never hang on `s` or `h`.
SOLVE_SECONDS = 20.0


class LocationProblem(IntEnum):
    """check_location's problem numbers, in the order the seed checks them."""

    FORBIDDEN_START = 1
    OPEN_ABOVE = 2  # down: the cell above is open, so this is not the start of a space
    OPEN_LEFT = 3  # across: the cell to the left is open
    OFF_BOARD_ACROSS = 4
    BLOCKED_ACROSS = 5  # a forbidden cell comes before the word ends
    LONGER_ACROSS = 6  # the space goes on past the word's end
    OFF_BOARD_DOWN = 7
    BLOCKED_DOWN = 8
    LONGER_DOWN = 9


class MoveCheck(Enum):
    """Which of word_it's checks refused a move, in the order word_it runs them."""

    COORDINATES = "coordinates"
    WORD_NUMBER = "word number"
    LOCATION = "location"
    FITS = "fits"
    USED = "used"


MoveProblem = tuple[MoveCheck, int]  # the check, and its problem number (0 when it has none)


# ---------------------------------------------------------------------------- files


def find_puzzle_file(filename: str) -> Path:
    """`filename` as given when it exists; a bare name missing here falls back to the
    bundled examples, so the defaults work from any folder.

    Raises OSError (EINVAL) for a name with a NUL character, which no file can have.
    """
    if "\0" in filename:
        raise OSError(errno.EINVAL, "a file name can't hold a NUL character", filename)
    path = Path(filename).expanduser()
    if path.exists() or path.name != filename:
        return path
    from wordgrid.batch import examples_folder  # imported late: only bare names need it

    bundled = examples_folder() / filename
    return bundled if bundled.is_file() else path


def split_puzzle_text(text: str) -> tuple[list[str], list[str]]:
    """The words (upper case) before the first empty line, and the board rows after it."""
    lines = [line.strip() for line in text.splitlines()]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    gap = lines.index("") if "" in lines else len(lines)
    words = [fold(line) for line in lines[:gap]]
    board = lines[gap + 1 :]
    while board and not board[0]:  # tolerate more than one empty line between the blocks
        board.pop(0)
    return words, board


def read_file(filename: str = "test_puzzle.txt") -> tuple[list[str], list[str]]:
    """The words and the board rows (strings of 0 and 1) of a seed 004 puzzle file.

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
    seed asks: `['010']` becomes `[[0, 1, 0]]`.
    """
    for i, row in enumerate(board):
        board[i] = [_cell_value(ch) for ch in row]


def identifier(words: Sequence[str]) -> list[bool]:
    """One False per word: no word is used yet."""
    return [False for _ in words]


def _show_cell(cell: CellValue) -> str:
    if cell == FORBIDDEN:
        return "+"
    if cell == EMPTY:
        return " "
    return str(cell)


def format_board(board: Board, *, coordinates: bool = False) -> str:
    """The board as text: '+' forbidden, blank empty; with R/C labels when asked."""
    columns = max((len(row) for row in board), default=0)
    # Every column is as wide as its widest label (C10 needs 3), so rows line up past C9.
    width = len(f"C{columns}") if coordinates else 1
    label_width = len(f"R{len(board)}")
    lines = []
    if coordinates:
        header = " ".join(f"{'C' + str(c + 1):<{width}}" for c in range(columns))
        lines.append(f"{'':<{label_width}} {header}")
    for r, row in enumerate(board):
        cells = " ".join(f"{_show_cell(cell):<{width}}" for cell in row)
        prefix = f"{'R' + str(r + 1):<{label_width}} " if coordinates else ""
        lines.append((prefix + cells).rstrip())
    return "\n".join(lines)


def print_board(board: Board) -> None:
    """Print the board: '+' for a forbidden cell, a blank for an empty one."""
    print(format_board(board))


def print_board_w_c(board: Board) -> None:
    """Print the board with row labels R1, R2, ... and column labels C1, C2, ..."""
    print(format_board(board, coordinates=True))


def format_wordlist(words: Sequence[str], wstatus: Sequence[bool]) -> str:
    labels = [f"W{i} {word}" for i, word in enumerate(words, start=1)]
    width = max([len("Word List"), *map(len, labels)]) + 4
    lines = [f"{'Word List':<{width}}Status"]
    lines += [
        f"{label:<{width}}{'USED' if used else 'NOT USED'}"
        for label, used in zip(labels, wstatus, strict=True)
    ]
    return "\n".join(lines)


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


def _step(direction: str) -> tuple[int, int]:
    # The seed: anything but V is horizontal.
    return (1, 0) if str(direction).upper() == DOWN_MARK else (0, 1)


def _require_entries(
    coordinates: Sequence[int], wordno: int, board: Board, words: Sequence[str]
) -> None:
    if check_entries(coordinates, wordno, board, words) != (True, True):
        raise ValueError(
            f"coordinates {list(coordinates)} or word number {wordno} are not "
            f"on this board and word list; call check_entries first"
        )


def check_location(
    board: Board,
    words: Sequence[str],
    coordinates: Sequence[int],
    wordno: int,
    direction: str = "H",
) -> tuple[bool, int]:
    """(True, 0) when the word's space starts here and is exactly as long as the word,
    else (False, n) with n the first LocationProblem found, in the seed's order."""
    _require_entries(coordinates, wordno, board, words)
    r, c = coordinates[0] - 1, coordinates[1] - 1
    dr, dc = _step(direction)
    across = dr == 0
    n = len(words[wordno - 1])
    height, width = len(board), len(board[r])
    if board[r][c] == FORBIDDEN:
        return False, LocationProblem.FORBIDDEN_START.value
    if not across and r > 0 and board[r - 1][c] != FORBIDDEN:
        return False, LocationProblem.OPEN_ABOVE.value
    if across and c > 0 and board[r][c - 1] != FORBIDDEN:
        return False, LocationProblem.OPEN_LEFT.value
    if r + dr * (n - 1) >= height or c + dc * (n - 1) >= width:
        problem = LocationProblem.OFF_BOARD_ACROSS if across else LocationProblem.OFF_BOARD_DOWN
        return False, problem.value
    if any(board[r + dr * k][c + dc * k] == FORBIDDEN for k in range(n)):
        problem = LocationProblem.BLOCKED_ACROSS if across else LocationProblem.BLOCKED_DOWN
        return False, problem.value
    after_r, after_c = r + dr * n, c + dc * n
    if after_r < height and after_c < width and board[after_r][after_c] != FORBIDDEN:
        problem = LocationProblem.LONGER_ACROSS if across else LocationProblem.LONGER_DOWN
        return False, problem.value
    return True, 0


def clash(
    board: Board, word: str, coordinates: Sequence[int], direction: str
) -> tuple[int, int] | None:
    """The 0-based (row, col) of the first cell that can't take the word's letter, if any."""
    r, c = coordinates[0] - 1, coordinates[1] - 1
    dr, dc = _step(direction)
    for k, letter in enumerate(word):
        rr, cc = r + dr * k, c + dc * k
        if not (0 <= rr < len(board) and 0 <= cc < len(board[rr])):
            return rr, cc
        cell = board[rr][cc]
        if cell == EMPTY or (isinstance(cell, str) and fold(cell) == fold(letter)):
            continue
        return rr, cc
    return None


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
    return False, 2 if _step(direction)[0] else 1


_FIELD = re.compile(r"([WRC])([0-9]+)|D(.)", re.DOTALL)
# No board or word list reaches a billion; longer numbers are unreadable, not huge ints (Python
# refuses to convert over 4,300 digits, and nobody means them).
MAX_DIGITS = 9


def _command_fields(text: str) -> dict[str, str] | None:
    """The fields of a move such as 'dVr2C4W1' as {'D': 'V', 'R': '2', ...}; None if any
    part of the text is not a field or a field comes twice."""
    compact = "".join(text.split()).upper()
    fields: dict[str, str] = {}
    pos = 0
    while pos < len(compact):
        match = _FIELD.match(compact, pos)
        if match is None:
            return None
        key, value = ("D", match[3]) if match[3] is not None else (match[1], match[2])
        if key in fields or len(value) > MAX_DIGITS:  # 'W1W2' is ambiguous: refuse, not guess
            return None
        fields[key] = value
        pos = match.end()
    return fields


def decompose_command(str1: str) -> tuple[int, int | None, list[int] | None, str | None]:
    """(0, word number, [row, column], 'V' or 'H') from a move such as 'W1R2C4DV' in any
    field order and case; (-1, None, None, None) when a field is missing or unreadable."""
    fields = _command_fields(str1)
    if fields is None or fields.keys() != {"W", "R", "C", "D"}:
        return -1, None, None, None
    direction = DOWN_MARK if fields["D"] == DOWN_MARK else ACROSS_MARK
    return 0, int(fields["W"]), [int(fields["R"]), int(fields["C"])], direction


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
    ok, code = check_location(board, words, coordinates, wordno, direction)
    if not ok:
        return MoveCheck.LOCATION, code
    ok, code = check_word_fits(board, words, coordinates, wordno, direction)
    if not ok:
        return MoveCheck.FITS, code
    if wstatus[wordno - 1]:
        return MoveCheck.USED, 0
    return None


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
    r, c = coordinates[0] - 1, coordinates[1] - 1
    dr, dc = _step(direction)
    for k, letter in enumerate(words[wordno - 1]):
        board[r + dr * k][c + dc * k] = fold(letter)
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


@dataclass(frozen=True)
class EngineAnswer:
    """A solution from the engine, and whether it keeps the letters already on the board."""

    solution: Solution
    stats: Statistics
    kept_letters: bool


class NoAnswer(WordgridError):
    """The engine found no solution (or the board can't be turned into a puzzle)."""


def board_grid(board: Board, *, keep_letters: bool = True) -> Grid:
    """The board as a model grid: '#' forbidden, '.' empty, placed letters as givens."""

    def cell(value: CellValue) -> str:
        if value == FORBIDDEN:
            return BLOCK
        if value == EMPTY or not keep_letters:
            return OPEN
        return fold(str(value))

    return Grid(tuple("".join(cell(v) for v in row) for row in board))


def find_solution(
    board: Board, words: Sequence[str], timeout: float = SOLVE_SECONDS
) -> EngineAnswer:
    """Ask the engine, keeping the placed letters when some solution does; else start over.

    Raises NoAnswer with the reason when neither way finds a solution, and InputError
    when a word is not made of letters.
    """
    if not check_consistency(board):
        raise NoAnswer("the board is not consistent")
    has_letters = any(isinstance(cell, str) for row in board for cell in row)
    # Keeping the letters of a board without any is the same as starting over: one try.
    attempts = (True, False) if has_letters else (True,)
    status = Status.UNSOLVABLE
    for keep in attempts:
        puzzle = Puzzle(board_grid(board, keep_letters=keep), WordBank.from_words(words))
        outcome = solve(puzzle, timeout=timeout)
        status = outcome.status
        if outcome.solution is not None:
            if OPEN in "".join(outcome.solution.rows):
                # An open cell outside every run of two or more: no word can reach it.
                raise NoAnswer("an open cell is not part of any word's space")
            # Every answer the game shows or hints from passes the independent checker.
            return EngineAnswer(check(outcome.solution), outcome.stats, kept_letters=keep)
        if status is Status.TIMEOUT:
            break
    if status is Status.TIMEOUT:
        raise NoAnswer(f"no solution found within {timeout:g} seconds")
    raise NoAnswer("the puzzle has no solution")


def fill_board(board: Board, solution: Solution) -> None:
    """Write the solution's letters into the board, in place."""
    for row, letters in zip(board, solution.rows, strict=True):
        for c, letter in enumerate(letters):
            if row[c] != FORBIDDEN:
                row[c] = letter


def solve_board(board: Board, words: Sequence[str]) -> bool:
    """Fill the board with the words, in place, using the engine; False (board unchanged)
    when there is no solution.

    Letters already placed are kept when some solution has them; otherwise the board is
    solved from scratch, as the seed's session does after a wrong move.
    """
    try:
        answer = find_solution(board, words)
    except WordgridError as e:  # NoAnswer, or a word the engine can't use such as 'B2B'
        print(f"No solution: {e}!")
        return False
    if not answer.kept_letters:
        print("The letters on the board are not part of any solution; solving from scratch.")
    # The seed printed its own step count here; ours is the engine's search nodes, often 0
    # because propagation alone fills a well-made puzzle.
    print(f"Found the solution (search nodes: {answer.stats.nodes})")
    fill_board(board, answer.solution)
    return True


def placement_move(solution: Solution, index: int) -> tuple[Coordinates, str, str]:
    """The solution's `index`-th word as ([row, col] from 1, 'V' or 'H', word)."""
    p = solution.placements[index]
    mark = DOWN_MARK if p.direction is DOWN else ACROSS_MARK
    return [p.user_row, p.user_col], mark, p.word
