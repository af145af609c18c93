"""One game in progress, on the model's types, and the actions a player can take on it.
No input or output here; the dialogue is in loop.py.

The state is the board when the game began and the player's history of steps (moves and
cleared boards); the board now is that history played from the start. Undo drops the last
step and plays the rest again, so `b` also brings back a board cleared by mistake.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

from wordgrid.app.playing import EngineAnswer, find_solution, suggest, words_on_board
from wordgrid.game.moves import (
    ClearBoard,
    Move,
    MoveProblem,
    Step,
    is_full,
    move_problem,
    place,
)
from wordgrid.game.puzzle_file import layout_grid
from wordgrid.model import ACROSS, BLOCK, DOWN, OPEN, Grid, Puzzle, Slot, Solution, WordBank
from wordgrid.verify import problems, runs

SHORTEST_MOVE = len("W1R1C1DH")  # no move is typed in fewer characters


class Progress(Enum):
    OPEN = "open"  # empty cells remain
    SOLVED = "solved"
    STUCK = "stuck"  # every cell is filled, but some run of letters is not a listed word


@dataclass(frozen=True)
class Hint:
    """A word the solver suggests; `placed` says whether the game put it on the board."""

    move: Move
    placed: bool


@dataclass
class Game:
    """A puzzle being played: where it began, the player's steps, and the board they make."""

    source: str  # the file name the player gave, for messages and the default save name
    words: tuple[str, ...]
    empty: Grid  # the board with no word placed: blocks, open cells and any given letters
    start: Grid = field(init=False)  # the board when the game began (a partly filled game)
    start_used: tuple[bool, ...] = field(init=False)
    board: Grid = field(init=False)  # the board now
    used: tuple[bool, ...] = field(init=False)  # which listed words are placed
    history: list[Step] = field(init=False)  # set by begin_at
    unsaved: bool = False
    # The puzzle as its file had it (title, clues) and the file's answers, so that a save
    # keeps them; None for a plain 0/1 board, which has nothing more.
    document: Puzzle | None = None
    answer: Solution | None = None
    # A diagramless crossword's grid, whose blocks the player finds: `empty` shows none, and
    # a placed word puts a block at each end. None for every other game.
    hidden: Grid | None = None
    hints: int = 0  # hints taken, kept in saves
    seconds_before: float = 0.0  # time played in earlier sessions of this game
    # When this session began; looked up at each call, so a test's clock is the one used.
    started: float = field(default_factory=lambda: time.monotonic())

    def __post_init__(self) -> None:
        self.begin_at(self.empty, (False,) * len(self.words))

    @classmethod
    def from_layout(cls, source: str, words: Sequence[str], layout: Sequence[str]) -> Game:
        """A new game of the plain file: words, and rows of 0 and 1 (checked already)."""
        return cls(source, tuple(words), layout_grid(layout))

    def begin_at(self, board: Grid, used: Sequence[bool]) -> None:
        """Start from this board (letters a partly played file holds) with no history."""
        self.start, self.start_used = board, tuple(used)
        self.history = []
        self.board, self.used = board, self.start_used

    @property
    def moves(self) -> int:
        return len(self.history)

    @property
    def lang(self) -> str:
        """The language the puzzle's file says it is in ("" when it says none)."""
        return self.document.meta.lang if self.document is not None else ""

    @property
    def seconds(self) -> float:
        """Time played so far, this session included: the game's clock, saved with it."""
        return self.seconds_before + time.monotonic() - self.started

    @property
    def puzzle(self) -> Puzzle:
        """The empty board and the words as a model puzzle, for the independent checker
        (a diagramless game's hidden grid)."""
        grid = self.hidden or self.empty  # bars come with the grid
        return Puzzle(grid, WordBank.from_words(self.words))

    @property
    def diagramless(self) -> bool:
        return self.hidden is not None

    def problem(self, move: Move) -> MoveProblem | None:
        return move_problem(self.board, self.words, self.used, move, diagramless=self.diagramless)

    def example_move(self) -> Move:
        """A move to show as an example: one the board takes now, so that typing it works
        (the shortest to type, as a menu line has little room; the first word still to place
        and the first slot in reading order among equals); else one of the right shape, when
        no word fits anywhere."""
        if self.diagramless:  # its slots are the player's to find: no move gives one away
            return self._diagramless_example()
        best: Move | None = None
        shaped: Move | None = None
        for number, (word, used) in enumerate(zip(self.words, self.used, strict=True), 1):
            if used:
                continue
            for slot in self.slots:
                if slot.length != len(word):
                    continue
                move = Move(number, *slot.cells[0], slot.direction)
                shaped = shaped or move
                shorter = best is None or len(move.command) < len(best.command)
                if shorter and self.problem(move) is None:
                    best = move
                    if len(move.command) == SHORTEST_MOVE:
                        return best
        return best or shaped or Move(1, 0, 0, ACROSS)

    def _diagramless_example(self) -> Move:
        """The first word still to place at the first cell, in reading order, where the
        board takes it: a legal move, which need not be where the answer has it."""
        number = self.used.index(False) + 1 if False in self.used else 1
        for r in range(self.board.height):
            for c in range(self.board.width):
                for direction in (ACROSS, DOWN):
                    move = Move(number, r, c, direction)
                    if self.problem(move) is None:
                        return move
        return Move(number, 0, 0, ACROSS)

    @functools.cached_property
    def slots(self) -> tuple[Slot, ...]:
        """The board's slots, in reading order: its blocks and bars don't change in a game."""
        return tuple(sorted(self.puzzle.slots, key=lambda s: s.cells[0]))

    def move(self, move: Move) -> MoveProblem | None:
        """Place a word; the problem, with the board untouched, when it can't go there."""
        problem = self.problem(move)
        if problem is None:
            self._apply(move)
            self.history.append(move)
            self.unsaved = True
        return problem

    def clear(self) -> None:
        self._apply(ClearBoard())
        self.history.append(ClearBoard())
        self.unsaved = True

    def _apply(self, step: Step) -> None:
        if isinstance(step, ClearBoard):
            self.board, self.used = self.empty, (False,) * len(self.words)
            return
        self.board = place(self.board, step.placement(self.words), diagramless=self.diagramless)
        self.used = tuple(u or k == step.wordno - 1 for k, u in enumerate(self.used))

    def replay(self, steps: Sequence[Step]) -> int | None:
        """Play saved steps from the start; the number (from 1) of the first one that can't
        be played, with the game left before it, or None when all are played."""
        for n, step in enumerate(steps, start=1):
            if isinstance(step, Move) and self.problem(step) is not None:
                return n
            self._apply(step)
            self.history.append(step)
        return None

    def undo(self) -> Step | None:
        """Take back the last step; the step taken back, None if there was none."""
        if not self.history:
            return None
        *kept, last = self.history
        self.board, self.used, self.history = self.start, self.start_used, []
        self.replay(kept)  # every one of them was played before, so all play again
        self.unsaved = True
        return last

    def placed(self) -> list[Move]:
        """The moves that made the board now: the history since the last cleared board."""
        cleared = [k for k, step in enumerate(self.history) if isinstance(step, ClearBoard)]
        since = self.history[cleared[-1] + 1 :] if cleared else self.history
        return [step for step in since if isinstance(step, Move)]

    def progress(self) -> Progress:
        if self.diagramless:
            return self._diagramless_progress()
        if not is_full(self.board):
            return Progress.OPEN
        return Progress.STUCK if self._problems() else Progress.SOLVED

    def _diagramless_progress(self) -> Progress:
        """Solved once the board spells every word as often as listed and nothing more, the
        cells no word reached being blocks (the independent checker agreeing); stuck when
        every cell is a letter or a block and it doesn't."""
        if not self._problems() and len(runs(self._found(), 2)) == len(self.words):
            return Progress.SOLVED
        return Progress.OPEN if not is_full(self.board) else Progress.STUCK

    def stuck_reason(self) -> str:
        found = self._problems()
        if not found and self.diagramless:
            return "some words are not on the board"
        return found[0] if found else ""

    def _found(self) -> tuple[str, ...]:
        """A diagramless board with its empty cells taken for blocks."""
        return tuple(row.replace(OPEN, BLOCK) for row in self.board.rows)

    def _problems(self) -> list[str]:
        """What the independent checker finds wrong with the board (a diagramless board's,
        as _found has it)."""
        if not self.diagramless:
            return problems(self.puzzle, self.board.rows)
        rows = self._found()
        return problems(Puzzle(Grid(rows).without_letters(), self.puzzle.bank), rows)

    def _on_hidden(self) -> Grid:
        """The board the engine works on: a diagramless game's letters on its hidden grid
        (a letter where the grid has a block is left out); any other game's own board."""
        if self.hidden is None:
            return self.board
        rows = tuple(
            "".join(
                mine if want == OPEN and mine not in (BLOCK, OPEN) else want
                for want, mine in zip(grid_row, board_row, strict=True)
            )
            for grid_row, board_row in zip(self.hidden.rows, self.board.rows, strict=True)
        )
        return Grid(rows, self.hidden.bars)

    def mark_words_on_board(self) -> None:
        """Mark as used every word the filled board spells, such as crossings that
        spelled a listed word without being placed."""
        spelled = words_on_board(self.words, self.board)
        self.used = tuple(was or now for was, now in zip(self.used, spelled, strict=True))

    def solve(self) -> EngineAnswer:
        """Fill the board with the engine's answer.

        Raises WordgridError (NoAnswer, or a word the engine can't use) when there is none.
        """
        start = self.hidden or self.empty
        answer = find_solution(self._on_hidden(), self.words, start=start)
        self.board = Grid(answer.solution.rows, self.empty.bars)
        self.mark_words_on_board()
        self.unsaved = True
        return answer

    def hint(self) -> Hint:
        """One word of a solution, placed when the solution keeps the player's letters.

        Raises WordgridError (NoAnswer) when the engine finds no solution at all.
        """
        start = self.hidden or self.empty
        tip = suggest(self._on_hidden(), self.words, self.used, start=start)
        self.hints += 1
        self.unsaved = True
        p = tip.placement
        move = Move(tip.wordno, p.row, p.col, p.direction)
        if not tip.fits:
            return Hint(move, placed=False)
        return Hint(move, placed=self.move(move) is None)
