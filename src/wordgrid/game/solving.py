"""The game's questions to the engine: a solution for the board, and a hint.

Nothing here searches: the board becomes a `model.Puzzle` and the one engine,
`wordgrid.solver.solve`, answers; every answer passes the independent checker first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wordgrid.errors import WordgridError
from wordgrid.game.moves import Move
from wordgrid.model import BLOCK, OPEN, Grid, Placement, Puzzle, Solution, WordBank
from wordgrid.solver import Statistics, Status, solve
from wordgrid.verify import check

# The deadline of a solve or hint: the sample takes milliseconds, but a hand-made 20x20 board
# with a big word list might not, and the game must never hang on `s` or `h`.
SOLVE_SECONDS = 20.0


@dataclass(frozen=True)
class EngineAnswer:
    """A solution from the engine, and whether it keeps the letters already on the board."""

    solution: Solution
    stats: Statistics
    kept_letters: bool


class NoAnswer(WordgridError):
    """The engine found no solution (or the board can't be turned into a puzzle)."""


def find_solution(
    board: Grid,
    words: Sequence[str],
    timeout: float = SOLVE_SECONDS,
    min_length: int = 2,
    start: Grid | None = None,
) -> EngineAnswer:
    """Ask the engine, keeping the letters on the board when some solution does; else start
    over from `start`, the puzzle's own board with its given letters (by default, `board`
    without any letter).

    Raises NoAnswer with the reason when neither way finds a solution, and InputError
    when a word is not made of letters.
    """
    empty = board.without_letters() if start is None else start
    # Keeping the letters of a board without any is the same as starting over: one try.
    attempts = (board, empty) if board != empty else (board,)
    status = Status.UNSOLVABLE
    for grid in attempts:
        puzzle = Puzzle(grid, WordBank.from_words(words), min_length)
        outcome = solve(puzzle, timeout=timeout)
        status = outcome.status
        if outcome.solution is not None:
            if OPEN in "".join(outcome.solution.rows):
                # An open cell outside every run of two or more: no word can reach it.
                raise NoAnswer("an open cell is not part of any word's space")
            # Every answer the game shows or hints from passes the independent checker.
            return EngineAnswer(check(outcome.solution), outcome.stats, kept_letters=grid is board)
        if status is Status.TIMEOUT:
            break
    if status is Status.TIMEOUT:
        raise NoAnswer(f"no solution found within {timeout:g} seconds")
    raise NoAnswer("the puzzle has no solution")


@dataclass(frozen=True)
class Suggestion:
    """A word of a solution and where it goes; `fits` says whether it goes with the letters
    on the board (when no solution keeps them, it comes from a solution from scratch)."""

    move: Move
    placement: Placement
    fits: bool


def suggest(
    board: Grid,
    words: Sequence[str],
    used: Sequence[bool],
    timeout: float = SOLVE_SECONDS,
    min_length: int = 2,
    start: Grid | None = None,
) -> Suggestion:
    """One word the player has not placed yet, where a solution puts it: the terminal game's
    hint, and the browser's, without playing it.

    Raises NoAnswer when the engine finds no solution at all, and WordgridError when every
    word of the solution is on the board already.
    """
    answer = find_solution(board, words, timeout, min_length, start)
    placements = answer.solution.placements
    if not answer.kept_letters:
        # Placing a word from a fresh solution would clash; name one as advice instead.
        first = placements[0]
        return Suggestion(_move(first, words.index(first.word) + 1), first, fits=False)
    for placement in placements:
        wordno = _unused_wordno(words, used, placement.word)
        filled = all(board[cell] not in (OPEN, BLOCK) for cell in placement.cells())
        if wordno is None or filled:
            continue  # on the board already, placed or spelled by crossings
        return Suggestion(_move(placement, wordno), placement, fits=True)
    raise WordgridError("every word of the solution is on the board already")


def _move(placement: Placement, wordno: int) -> Move:
    return Move(wordno, placement.row, placement.col, placement.direction)


def _unused_wordno(words: Sequence[str], used: Sequence[bool], word: str) -> int | None:
    for i, (listed, is_used) in enumerate(zip(words, used, strict=True)):
        if listed == word and not is_used:
            return i + 1
    return None
