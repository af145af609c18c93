"""One game in progress: the seed's lists (board, wstatus, track_move history) and the
actions a player can take on them. No input or output here; the dialogue is in loop.py.

Undo uses the track_move history the seed asks for: each entry holds the board after its
move, so moving back drops the last entry and restores the one before it (or the empty
board). Clearing the board is recorded too, so `b` brings back a board cleared by mistake.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from wordgrid.errors import InputError, WordgridError
from wordgrid.game.board import (
    SOLVE_SECONDS,
    Board,
    Coordinates,
    Move,
    MoveProblem,
    board_grid,
    check_solved,
    clear_board,
    create_board,
    find_solution,
    identifier,
    move_problem,
    placement_move,
    solve_board,
    track_move,
    word_it,
)
from wordgrid.model import Puzzle, Solution, WordBank, normalize_word
from wordgrid.verify import problems

CLEAR_MARK = "CB"  # the direction field of a history entry that records a cleared board


WORDS_PART = "words"
BOARD_PART = "board"


def puzzle_problem(words: Sequence[str], layout: Sequence[str]) -> tuple[str, str] | None:
    """(WORDS_PART or BOARD_PART, why) when these can't make a game; None when they can."""
    if not words:
        return WORDS_PART, "there are no words before the empty line"
    for i, word in enumerate(words, start=1):
        try:
            letters_only = normalize_word(word) == word
        except InputError:
            letters_only = False
        if not letters_only:
            return WORDS_PART, f"word {i} ({word!r}) must be letters only"
    if not layout:
        return BOARD_PART, "there is no board after the word list and an empty line"
    width = len(layout[0])
    for r, row in enumerate(layout, start=1):
        if len(row) != width:
            return BOARD_PART, f"row {r} has {len(row)} cells but row 1 has {width}"
        bad = set(row) - {"0", "1"}
        if bad:
            return BOARD_PART, f"row {r} has {sorted(bad)[0]!r}; a board holds only 0 and 1"
    return None


class Progress(Enum):
    OPEN = "open"  # empty cells remain
    SOLVED = "solved"
    STUCK = "stuck"  # every cell is filled, but some run of letters is not a listed word


@dataclass(frozen=True)
class Hint:
    """A word the solver suggests; `placed` says whether the game put it on the board."""

    wordno: int
    coordinates: Coordinates
    direction: str
    placed: bool

    @property
    def command(self) -> str:
        return f"W{self.wordno}R{self.coordinates[0]}C{self.coordinates[1]}D{self.direction}"


@dataclass
class Game:
    """A puzzle being played: the seed's board, wstatus and move history, kept in sync."""

    source: str  # the file name the player gave, for messages and the default save name
    words: list[str]
    layout: list[str]  # the board as read, rows of 0 and 1: restarts and saves start here
    board: Board
    wstatus: list[bool]
    history: list[Move] = field(default_factory=list)
    moves: int = 0  # track_move's counter; always len(history)
    unsaved: bool = False
    # The puzzle as its file had it (given letters, title, clues) and the file's answers, so
    # that a save keeps them; None for a plain 0/1 board, which has nothing more.
    document: Puzzle | None = None
    answer: Solution | None = None
    hints: int = 0  # hints taken, kept in saves
    seconds_before: float = 0.0  # time played in earlier sessions of this game
    # When this session began; looked up at each call, so a test's clock is the one used.
    started: float = field(default_factory=lambda: time.monotonic())

    @property
    def seconds(self) -> float:
        """Time played so far, this session included: the game's clock, saved with it."""
        return self.seconds_before + time.monotonic() - self.started

    @classmethod
    def new(cls, source: str, words: list[str], layout: list[str]) -> Game:
        board: list[Any] = list(layout)
        create_board(board)
        return cls(source, list(words), list(layout), board, identifier(words))

    def _record(self, coordinates: Coordinates, wordno: int, direction: str) -> None:
        self.moves = track_move(
            self.moves, self.history, coordinates, wordno, direction, self.board, self.wstatus
        )
        self.unsaved = True

    def move(self, coordinates: Coordinates, wordno: int, direction: str) -> MoveProblem | None:
        """Place a word; the problem, with the board untouched, when it can't go there."""
        problem = move_problem(self.board, self.words, self.wstatus, coordinates, wordno, direction)
        if problem is not None:
            return problem
        word_it(self.board, self.words, self.wstatus, coordinates, wordno, direction)
        self._record(coordinates, wordno, direction)
        return None

    def clear(self) -> None:
        clear_board(self.board, self.wstatus)
        self._record([], 0, CLEAR_MARK)

    def _restore(self, board: Board, wstatus: Sequence[bool]) -> None:
        # In place, row by row: callers holding the board or a row see the change.
        for row, saved in zip(self.board, board, strict=True):
            row[:] = saved
        self.wstatus[:] = wstatus

    def undo(self) -> Move | None:
        """Take back the last move (or clear); the entry taken back, None if there was none."""
        if not self.history:
            return None
        last = self.history.pop()
        self.moves = len(self.history)
        if self.history:
            _, _, _, board, wstatus = self.history[-1]
            self._restore(board, wstatus)
        else:
            fresh = Game.new(self.source, self.words, self.layout)
            self._restore(fresh.board, fresh.wstatus)
        self.unsaved = True
        return last

    @property
    def puzzle(self) -> Puzzle:
        """The empty board and the words as a model puzzle, for the independent checker."""
        empty: list[Any] = list(self.layout)
        create_board(empty)
        return Puzzle(board_grid(empty), WordBank.from_words(self.words))

    def progress(self) -> Progress:
        if not check_solved(self.board):
            return Progress.OPEN
        rows = board_grid(self.board).rows
        return Progress.STUCK if problems(self.puzzle, rows) else Progress.SOLVED

    def stuck_reason(self) -> str:
        found = problems(self.puzzle, board_grid(self.board).rows)
        return found[0] if found else ""

    def mark_words_on_board(self) -> None:
        """Mark as used every word the filled board spells, such as crossings that
        spelled a listed word without being placed."""
        spelled = words_on_board(self.words, board_grid(self.board).rows)
        self.wstatus[:] = [was or now for was, now in zip(self.wstatus, spelled, strict=True)]

    def solve(self) -> bool:
        """Fill the board with the engine's answer (solve_board); False if there is none."""
        if not solve_board(self.board, self.words):
            return False
        self.mark_words_on_board()
        self.unsaved = True
        return True

    def hint(self) -> Hint:
        """One word of a solution, placed when the solution keeps the player's letters.

        Raises WordgridError (NoAnswer) when the engine finds no solution at all.
        """
        tip = suggest(self.board, self.words, self.wstatus)
        self.hints += 1
        self.unsaved = True
        if not tip.kept_letters:
            return Hint(tip.wordno, tip.coordinates, tip.direction, placed=False)
        problem = self.move(tip.coordinates, tip.wordno, tip.direction)
        return Hint(tip.wordno, tip.coordinates, tip.direction, placed=problem is None)


@dataclass(frozen=True)
class Suggestion:
    """The hint's word: number `wordno` (from 1) goes at `coordinates` in `direction`."""

    wordno: int
    word: str
    coordinates: Coordinates
    direction: str  # 'H' or 'V'
    kept_letters: bool  # False: no solution keeps the board's letters; this is from scratch


def suggest(
    board: Board, words: Sequence[str], used: Sequence[bool], timeout: float = SOLVE_SECONDS
) -> Suggestion:
    """The hint, without playing it: the first word of a checked solution not on the board.

    `used` marks the listed words already placed. When no solution keeps the board's
    letters, the word comes from a solution from scratch, as advice. Raises WordgridError
    (NoAnswer) when the engine finds no solution, or when every word is on the board.
    """
    answer = find_solution(board, words, timeout)
    solution = answer.solution
    if not answer.kept_letters:
        # Placing a word from a fresh solution would clash; name one as advice instead.
        coordinates, direction, word = placement_move(solution, 0)
        return Suggestion(list(words).index(word) + 1, word, coordinates, direction, False)
    for k in range(len(solution.placements)):
        coordinates, direction, word = placement_move(solution, k)
        wordno = _unused_wordno(words, used, word)
        if wordno is None or _filled(board, coordinates, direction, len(word)):
            continue  # on the board already, placed or spelled by crossings
        return Suggestion(wordno, word, coordinates, direction, True)
    raise WordgridError("every word of the solution is on the board already")


def _filled(board: Board, coordinates: Coordinates, direction: str, n: int) -> bool:
    r, c = coordinates[0] - 1, coordinates[1] - 1
    dr, dc = (1, 0) if direction == "V" else (0, 1)
    return all(isinstance(board[r + dr * k][c + dc * k], str) for k in range(n))


def _unused_wordno(words: Sequence[str], used: Sequence[bool], word: str) -> int | None:
    for i, (listed, taken) in enumerate(zip(words, used, strict=True)):
        if listed == word and not taken:
            return i + 1
    return None


def words_on_board(words: Sequence[str], rows: Sequence[str]) -> list[bool]:
    """For each listed word, whether a run of letters on the board spells it (each run once)."""
    runs = Counter(_runs(rows))
    spelled = []
    for word in words:
        spelled.append(runs[word] > 0)
        runs[word] -= 1
    return spelled


def _runs(rows: Sequence[str]) -> list[str]:
    """Runs of two or more letters, across then down, as the words a board spells."""
    columns = ["".join(col) for col in zip(*rows, strict=True)]
    return [run for line in [*rows, *columns] for run in line.split("#") if len(run) >= 2]
