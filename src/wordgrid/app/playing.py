"""A player's questions to the engine: a solution for the board, a hint, a check.

The terminal game, the `word_puzzle` API and the browser player all ask here. Nothing here
searches: the board becomes a `model.Puzzle` and the one engine, `wordgrid.solver.solve`,
answers; every answer passes the independent checker first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from wordgrid.budget import Budget
from wordgrid.errors import WordgridError
from wordgrid.model import (
    BLOCK,
    OPEN,
    Cell,
    Clue,
    Grid,
    Kind,
    Placement,
    Puzzle,
    Solution,
    WordBank,
    WordSearch,
)
from wordgrid.solver import Statistics, Status, solve
from wordgrid.verify import check, problems, runs

# The time limit of a solve or hint: the sample takes milliseconds, but a hand-made 20x20
# board with a big word list might not, and the game must never hang on `s` or `h`.
SOLVE_SECONDS = 20.0


@dataclass(frozen=True)
class EngineAnswer:
    """A solution from the engine, and whether it keeps the letters already on the board."""

    solution: Solution
    stats: Statistics
    kept_letters: bool


class NoAnswer(WordgridError):
    """The engine found no solution (or the board can't be turned into a puzzle)."""


def _budget(budget: Budget | None) -> Budget:
    return Budget.seconds(SOLVE_SECONDS) if budget is None else budget


def find_solution(
    board: Grid,
    words: Sequence[str],
    budget: Budget | None = None,
    min_length: int = 2,
    start: Grid | None = None,
) -> EngineAnswer:
    """Ask the engine, keeping the letters on the board when some solution does; else start
    over from `start`, the puzzle's own board with its given letters (by default, `board`
    without any letter). The budget defaults to SOLVE_SECONDS.

    Raises NoAnswer with the reason when neither way finds a solution, and InputError
    when a word is not made of letters.
    """
    budget = _budget(budget)
    empty = board.without_letters() if start is None else start
    # Keeping the letters of a board without any is the same as starting over: one try.
    attempts = (board, empty) if board != empty else (board,)
    status = Status.UNSOLVABLE
    for grid in attempts:
        puzzle = Puzzle(grid, WordBank.from_words(words), min_length)
        outcome = solve(puzzle, budget=budget)
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
        raise NoAnswer("no solution found within the time limit")
    raise NoAnswer("the puzzle has no solution")


@dataclass(frozen=True)
class Suggestion:
    """A word of a solution and where it goes: `wordno` is its number in the list, from 1;
    `fits` says whether it goes with the letters on the board (when no solution keeps them,
    it comes from a solution from scratch)."""

    wordno: int
    placement: Placement
    fits: bool

    def message(self) -> str:
        """The hint as a sentence, rows and columns counted from 1."""
        tip = self.placement
        where = (
            f"{tip.word} goes at row {tip.user_row}, column {tip.user_col}, {tip.direction.label}"
        )
        if self.fits:
            return f"{where}."
        return f"No solution keeps the letters on the grid; in a solution from scratch, {where}."


def suggest(
    board: Grid,
    words: Sequence[str],
    used: Sequence[bool],
    budget: Budget | None = None,
    min_length: int = 2,
    start: Grid | None = None,
) -> Suggestion:
    """One word the player has not placed yet, where a solution puts it: the terminal game's
    hint, and the browser's, without playing it.

    Raises NoAnswer when the engine finds no solution at all, and WordgridError when every
    word of the solution is on the board already.
    """
    answer = find_solution(board, words, budget, min_length, start)
    if not answer.kept_letters:
        # Placing a word from a fresh solution would clash; name one as advice instead.
        first = answer.solution.placements[0]
        return Suggestion(words.index(first.word) + 1, first, fits=False)
    return _next_word(answer.solution, board, words, used)


def _next_word(
    solution: Solution, board: Grid, words: Sequence[str], used: Sequence[bool]
) -> Suggestion:
    """The first word of `solution` (which keeps the board's letters) not on the board yet."""
    for placement in solution.placements:
        wordno = _unused_wordno(words, used, placement.word)
        filled = all(board[cell] not in (OPEN, BLOCK) for cell in placement.cells())
        if wordno is None or filled:
            continue  # on the board already, placed or spelled by crossings
        return Suggestion(wordno, placement, fits=True)
    raise WordgridError("every word of the solution is on the board already")


def words_on_board(words: Sequence[str], board: Grid) -> tuple[bool, ...]:
    """For each listed word, whether a run of letters on the board spells it (each run once)."""
    spelled_runs = Counter(runs(board.rows, 2, board.bars))  # the words the board spells
    spelled = []
    for word in words:
        spelled.append(spelled_runs[word] > 0)
        spelled_runs[word] -= 1
    return tuple(spelled)


def _unused_wordno(words: Sequence[str], used: Sequence[bool], word: str) -> int | None:
    for i, (listed, is_used) in enumerate(zip(words, used, strict=True)):
        if listed == word and not is_used:
            return i + 1
    return None


@dataclass(frozen=True)
class GridCheck:
    """A player's grid against the answer: the wrong cells (0-based), the empty ones, and
    whether it is solved."""

    wrong: tuple[tuple[int, int], ...]
    empty: int
    solved: bool


def check_grid(puzzle: Puzzle, answer: Sequence[str], rows: Sequence[str]) -> GridCheck:
    """Which filled cells of `rows` differ from `answer`, and whether the grid is solved.

    Any grid the independent checker accepts is solved, even one that isn't the answer. A
    diagramless player's blocks are checked as letters are; a block they have not typed yet
    counts as found once every letter is right.
    """
    wrong = tuple(
        (r, c)
        for r, row in enumerate(rows)
        for c, ch in enumerate(row)
        if ch != OPEN and ch != answer[r][c]
    )
    # A cell in no word (the answer leaves it open) never needs a letter.
    empty = sum(
        ch == OPEN and want not in (OPEN, BLOCK)
        for row, answer_row in zip(rows, answer, strict=True)
        for ch, want in zip(row, answer_row, strict=True)
    )
    blocked = tuple(
        "".join(BLOCK if want == BLOCK else ch for ch, want in zip(row, answer_row, strict=True))
        for row, answer_row in zip(rows, answer, strict=True)
    )
    solved = empty == 0 and not wrong_blocks(rows, answer) and not problems(puzzle, blocked)
    return GridCheck(() if solved else wrong, empty, solved)


def wrong_blocks(rows: Sequence[str], answer: Sequence[str]) -> bool:
    """Whether a (diagramless) player put a block where the answer has a letter."""
    return any(
        ch == BLOCK and want != BLOCK
        for row, answer_row in zip(rows, answer, strict=True)
        for ch, want in zip(row, answer_row, strict=True)
    )


def rebus_wrong(puzzle: Puzzle, rows: Sequence[str], typed: Mapping[Cell, str]) -> set[Cell]:
    """Filled cells whose text is not their whole answer: a rebus square with only some of
    its letters, or several letters where the answer is one. `typed` holds the squares the
    player gave several letters (or a symbol), folded as the model folds answers; `rows`
    hold one letter a cell, so `check_grid` alone can't see these."""
    wrong = {cell for cell, text in typed.items() if cell not in puzzle.rebus and len(text) > 1}
    for (r, c), want in puzzle.rebus.items():
        given = puzzle.grid[r, c] != OPEN  # the puzzle's own (an acrostic's punctuation)
        if not given and rows[r][c] not in (BLOCK, OPEN) and typed.get((r, c), rows[r][c]) != want:
            wrong.add((r, c))
    return wrong


def word_between(ws: WordSearch, start: Cell, end: Cell) -> tuple[Placement, bool] | None:
    """The hidden word running between two cells, either way round, and whether it is one
    of the secret words."""
    for p in (*ws.placements, *ws.secrets):
        cells = p.cells()
        if (cells[0], cells[-1]) in ((start, end), (end, start)):
            return p, p in ws.secrets
    return None


@dataclass(frozen=True)
class Hint:
    """A word of the answer and where it goes, with the sentence that explains it; or, when
    no solution keeps the letters on the grid (`kept` false), the letters that are wrong
    (0-based cells, in reading order) and no word."""

    placement: Placement | None
    kept: bool
    message: str
    wrong: tuple[Cell, ...] = ()
    # The cells the hint fills and what each takes, in order: the word's (an acrostic's
    # scattered squares, a coded crossword's every square of one number) and, on a
    # diagramless grid, the blocks at its ends. Empty for a hint with no word.
    cells: tuple[tuple[Cell, str], ...] = ()


# Wrong letters a hint names one by one; it counts the rest.
NAMED_WRONG = 3


def hint(
    puzzle: Puzzle, answer: Sequence[str], rows: Sequence[str], budget: Budget | None = None
) -> Hint:
    """A hint for a player's grid: a crossword's first unsolved clue, or a fill-in's next
    word from a solution (see `fill_in_hint`).

    Raises WordgridError when there is nothing left to hint, or no solution at all.
    """
    if puzzle.kind is Kind.CODED:
        return coded_hint(puzzle, answer, rows)
    if puzzle.is_crossword:
        return crossword_hint(puzzle, answer, rows)
    tip = fill_in_hint(puzzle, rows, budget, answer)
    return replace(tip, cells=_filled(puzzle, tip.placement))


def _filled(puzzle: Puzzle, placement: Placement | None) -> tuple[tuple[Cell, str], ...]:
    """What a hint's word (from a solution that keeps the player's letters, which need not
    be the file's) puts in each of its cells, a rebus square's answer in full."""
    if placement is None:
        return ()
    return tuple(
        (cell, puzzle.rebus.get(cell) or ch)
        for cell, ch in zip(placement.cells(), placement.word, strict=True)
    )


def crossword_hint(puzzle: Puzzle, answer: Sequence[str], rows: Sequence[str]) -> Hint:
    """The first clue, in print order, whose answer isn't on the grid yet (on a diagramless
    grid, with its end blocks)."""
    for clue in puzzle.clues:
        cells = puzzle.clue_cells(clue)
        done = all(rows[r][c] == answer[r][c] for r, c in cells)
        if not cells or (done and not _ends_missing(puzzle, rows, clue)):
            continue
        word = "".join(answer[r][c] for r, c in cells)
        slot = puzzle.clue_slot(clue)
        placement = None if slot is None else Placement(word, *slot.start, slot.direction)
        fill = tuple((cell, puzzle.rebus.get(cell) or answer[cell[0]][cell[1]]) for cell in cells)
        if puzzle.kind is Kind.DIAGRAMLESS and slot is not None:
            fill += tuple((cell, BLOCK) for cell in _ends(puzzle, slot.cells))
        shown = puzzle.answer_text(answer, cells)  # a rebus cell's answer in full
        return Hint(placement, True, f"{clue.name}: {shown}.", (), fill)
    raise WordgridError("every answer is on the grid already")


def _ends(puzzle: Puzzle, cells: Sequence[Cell]) -> list[Cell]:
    """The blocks just before and after a word's cells, inside the grid."""
    (r0, c0), (r1, c1) = cells[0], cells[-1]
    dr, dc = (1, 0) if c0 == c1 and len(cells) > 1 else (0, 1)
    around = [(r0 - dr, c0 - dc), (r1 + dr, c1 + dc)]
    return [(r, c) for r, c in around if 0 <= r < puzzle.grid.height and 0 <= c < puzzle.grid.width]


def _ends_missing(puzzle: Puzzle, rows: Sequence[str], clue: Clue) -> bool:
    """Whether a diagramless word on the grid still lacks a block the player must find."""
    slot = puzzle.clue_slot(clue)
    if puzzle.kind is not Kind.DIAGRAMLESS or slot is None:
        return False
    return any(rows[r][c] != BLOCK for r, c in _ends(puzzle, slot.cells))


def coded_hint(puzzle: Puzzle, answer: Sequence[str], rows: Sequence[str]) -> Hint:
    """A coded crossword's first number, in order, whose squares aren't all right yet: its
    letter, in every square of it."""
    by_number: dict[str, list[Cell]] = {}
    for cell, label in puzzle.labels.items():
        by_number.setdefault(label, []).append(cell)
    for label in sorted(by_number, key=lambda x: (len(x), x)):
        cells = sorted(by_number[label])
        if all(rows[r][c] == answer[r][c] for r, c in cells):
            continue
        letter = puzzle.rebus.get(cells[0]) or answer[cells[0][0]][cells[0][1]]
        fill = tuple((cell, letter) for cell in cells)
        return Hint(None, True, f"{label} is {letter}.", (), fill)
    raise WordgridError("every number's letter is on the grid already")


def fill_in_hint(
    puzzle: Puzzle,
    rows: Sequence[str],
    budget: Budget | None = None,
    answer: Sequence[str] | None = None,
) -> Hint:
    """The terminal game's hint for a player's grid of the fill-in `puzzle`: the next word of
    a solution that keeps the player's letters. When none keeps them, the hint names the
    player's letters that are wrong: against `answer` (the puzzle's own, as Check marks
    them) when given, else against a solution from scratch (the puzzle's given letters
    kept)."""
    words = puzzle.bank.listed
    board = Grid(tuple(rows))
    found = find_solution(board, words, budget, puzzle.min_length, puzzle.grid)
    if not found.kept_letters:
        wrong = wrong_letters(puzzle.grid, rows, answer or found.solution.rows)
        return Hint(None, False, wrong_message(wrong), wrong)
    tip = _next_word(found.solution, board, words, words_on_board(words, board))
    return Hint(tip.placement, True, tip.message(), ())


def wrong_letters(
    puzzle_grid: Grid, rows: Sequence[str], answer: Sequence[str]
) -> tuple[Cell, ...]:
    """The cells where the player wrote a letter that is not the answer's (given letters
    are the puzzle's own and never wrong), in reading order."""
    return tuple(
        (r, c)
        for r, row in enumerate(rows)
        for c, ch in enumerate(row)
        if ch not in (BLOCK, OPEN) and puzzle_grid[r, c] == OPEN and ch != answer[r][c]
    )


def wrong_message(wrong: Sequence[Cell]) -> str:
    """What a hint says when no solution keeps the letters on the grid: where they are wrong."""
    lead = "No solution keeps the letters on the grid"
    if not wrong:
        return f"{lead}; clear some of them and ask again."
    places = [f"row {r + 1}, column {c + 1}" for r, c in wrong[:NAMED_WRONG]]
    if len(wrong) == 1:
        return f"{lead}: the letter at {places[0]} is wrong (marked)."
    more = len(wrong) - len(places)
    named = "; ".join(places) + (f" and {more} more" if more else "")
    return f"{lead}: {len(wrong)} letters are wrong (marked), at {named}."
