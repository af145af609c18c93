"""The rules of a move, on the model's types.

The board is a `model.Grid`: `#` a forbidden cell, `.` an empty one, a letter a placed (or
given) letter. A move names a word by its number in the list, as the player types it
(`W1R2C4DV`); once checked it becomes a `Placement` of that word.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum, IntEnum

from wordgrid.model import ACROSS, BLOCK, DOWN, OPEN, Cell, Direction, Grid, Placement, fold

ACROSS_MARK = "H"
DOWN_MARK = "V"
CLEAR_MARK = "CB"  # how a cleared board is written in a save's history


class LocationProblem(IntEnum):
    """Why a word's space doesn't start here, in the order the original game checks."""

    FORBIDDEN_START = 1
    OPEN_ABOVE = 2  # down: the cell above is open, so this is not the start of a space
    OPEN_LEFT = 3  # across: the cell to the left is open
    OFF_BOARD_ACROSS = 4
    BLOCKED_ACROSS = 5  # a forbidden cell comes before the word ends
    LONGER_ACROSS = 6  # the space goes on past the word's end
    OFF_BOARD_DOWN = 7
    BLOCKED_DOWN = 8
    LONGER_DOWN = 9


class EndProblem(IntEnum):
    """Why a word can't go here on a diagramless board, whose blocks the player finds: a
    word has a block or the edge at each end, so the cells just around it hold no letter."""

    LETTER_BEFORE = 1
    LETTER_AFTER = 2


class MoveCheck(Enum):
    """Which check refused a move, in the order they run."""

    COORDINATES = "coordinates"
    WORD_NUMBER = "word number"
    LOCATION = "location"
    FITS = "fits"
    ENDS = "ends"  # a diagramless word's ends (EndProblem)
    USED = "used"


MoveProblem = tuple[MoveCheck, int]  # the check, and its problem number (0 when it has none)


@dataclass(frozen=True)
class Move:
    """A word, by its number in the list (from 1), and where it starts (0-based)."""

    wordno: int
    row: int
    col: int
    direction: Direction  # ACROSS or DOWN

    @property
    def mark(self) -> str:
        return DOWN_MARK if self.direction is DOWN else ACROSS_MARK

    @property
    def command(self) -> str:
        """The move as the player types it, e.g. `W1R2C4DV`."""
        return f"W{self.wordno}R{self.row + 1}C{self.col + 1}D{self.mark}"

    def placement(self, words: Sequence[str]) -> Placement:
        return Placement(words[self.wordno - 1], self.row, self.col, self.direction)


@dataclass(frozen=True)
class ClearBoard:
    """The player took every placed word off the board (`cb`)."""

    command = CLEAR_MARK


Step = Move | ClearBoard  # one entry of a game's history


def direction_of(mark: str) -> Direction:
    # As the original game: anything but V is across.
    return DOWN if str(mark).upper() == DOWN_MARK else ACROSS


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


def parse_move(text: str) -> Move | None:
    """The move in text such as 'W1R2C4DV', in any field order and case; None when a field
    is missing or unreadable. Nothing here checks the move against a board."""
    fields = _command_fields(text)
    if fields is None or fields.keys() != {"W", "R", "C", "D"}:
        return None
    direction = DOWN if fields["D"] == DOWN_MARK else ACROSS
    return Move(int(fields["W"]), int(fields["R"]) - 1, int(fields["C"]) - 1, direction)


def parse_step(text: str) -> Step | None:
    """A history entry as a save writes it: a move's command, or `CB`."""
    return ClearBoard() if text == CLEAR_MARK else parse_move(text)


def on_board(board: Grid, row: int, col: int) -> bool:
    return 0 <= row < board.height and 0 <= col < board.width


def location_problem(
    board: Grid, row: int, col: int, length: int, direction: Direction
) -> LocationProblem | None:
    """Why a word of `length` letters can't have its whole space start at (row, col), or None."""
    across = direction is not DOWN
    dr, dc = direction.value
    way = DOWN if not across else ACROSS

    def runs_on(r: int, c: int) -> bool:
        """Whether a word goes on from (r, c) to the next cell: no block, no bar between."""
        nxt = (r + dr, c + dc)
        return (
            board[r, c] != BLOCK
            and on_board(board, *nxt)
            and board[nxt] != BLOCK
            and not board.barred((r, c), way)
        )

    if board[row, col] == BLOCK:
        return LocationProblem.FORBIDDEN_START
    if on_board(board, row - dr, col - dc) and runs_on(row - dr, col - dc):
        return LocationProblem.OPEN_LEFT if across else LocationProblem.OPEN_ABOVE
    if not on_board(board, row + dr * (length - 1), col + dc * (length - 1)):
        return LocationProblem.OFF_BOARD_ACROSS if across else LocationProblem.OFF_BOARD_DOWN
    if not all(runs_on(row + dr * k, col + dc * k) for k in range(length - 1)):
        return LocationProblem.BLOCKED_ACROSS if across else LocationProblem.BLOCKED_DOWN
    if runs_on(row + dr * (length - 1), col + dc * (length - 1)):
        return LocationProblem.LONGER_ACROSS if across else LocationProblem.LONGER_DOWN
    return None


def diagramless_location(
    board: Grid, row: int, col: int, length: int, direction: Direction
) -> LocationProblem | None:
    """As location_problem, on a board whose blocks the player finds (a diagramless): the
    word's cells must be on the board and hold no block."""
    across = direction is not DOWN
    dr, dc = direction.value
    if board[row, col] == BLOCK:
        return LocationProblem.FORBIDDEN_START
    if not on_board(board, row + dr * (length - 1), col + dc * (length - 1)):
        return LocationProblem.OFF_BOARD_ACROSS if across else LocationProblem.OFF_BOARD_DOWN
    if any(board[row + dr * k, col + dc * k] == BLOCK for k in range(length)):
        return LocationProblem.BLOCKED_ACROSS if across else LocationProblem.BLOCKED_DOWN
    return None


def end_problem(board: Grid, placement: Placement) -> EndProblem | None:
    """Whether a letter stands just before or after a diagramless word, where placing it
    puts a block."""
    dr, dc = placement.direction.value
    cells = placement.cells()
    for problem, (r, c) in (
        (EndProblem.LETTER_BEFORE, (cells[0][0] - dr, cells[0][1] - dc)),
        (EndProblem.LETTER_AFTER, (cells[-1][0] + dr, cells[-1][1] + dc)),
    ):
        if on_board(board, r, c) and board[r, c] not in (BLOCK, OPEN):
            return problem
    return None


def word_ends(board: Grid, placement: Placement) -> list[Cell]:
    """The cells just before and after a placed word that are on the board: a diagramless
    board's blocks, which the word puts there."""
    dr, dc = placement.direction.value
    cells = list(placement.cells())
    around = [(cells[0][0] - dr, cells[0][1] - dc), (cells[-1][0] + dr, cells[-1][1] + dc)]
    return [cell for cell in around if on_board(board, *cell)]


def clash(board: Grid, placement: Placement) -> Cell | None:
    """The first cell that can't take the placement's letter (off the board, or holding
    another letter), if any."""
    for (r, c), letter in zip(placement.cells(), placement.word, strict=True):
        if not on_board(board, r, c):
            return r, c
        cell = board[r, c]
        if cell != OPEN and fold(cell) != fold(letter):
            return r, c
    return None


def move_problem(
    board: Grid,
    words: Sequence[str],
    used: Sequence[bool],
    move: Move,
    *,
    diagramless: bool = False,
) -> MoveProblem | None:
    """Why the move can't be played on this board, as (check, problem number); None if it can.
    On a `diagramless` board the player finds the blocks (see diagramless_location)."""
    if not on_board(board, move.row, move.col):
        return MoveCheck.COORDINATES, 0
    if not 1 <= move.wordno <= len(words):
        return MoveCheck.WORD_NUMBER, 0
    word = words[move.wordno - 1]
    where = diagramless_location if diagramless else location_problem
    location = where(board, move.row, move.col, len(word), move.direction)
    if location is not None:
        return MoveCheck.LOCATION, location.value
    if clash(board, move.placement(words)) is not None:
        return MoveCheck.FITS, 2 if move.direction is DOWN else 1
    ends = end_problem(board, move.placement(words)) if diagramless else None
    if ends is not None:
        return MoveCheck.ENDS, ends.value
    if used[move.wordno - 1]:
        return MoveCheck.USED, 0
    return None


def place(board: Grid, placement: Placement, *, diagramless: bool = False) -> Grid:
    """The board with the placement's letters written in (the caller has checked the move);
    on a `diagramless` board, with a block at each end of the word too."""
    rows = [list(row) for row in board.rows]
    for (r, c), letter in zip(placement.cells(), placement.word, strict=True):
        rows[r][c] = fold(letter)
    for r, c in word_ends(board, placement) if diagramless else ():
        rows[r][c] = BLOCK
    return Grid(tuple("".join(row) for row in rows), board.bars)


def is_full(board: Grid) -> bool:
    """True when no empty cell is left."""
    return all(OPEN not in row for row in board.rows)
