"""What the game says: the seed's prompts, and one explanation per refused move.

The first line of each problem is the seed's message word for word, so a player of the
original game recognises it; the second line says what exactly is wrong with this move.
One deliberate change: the seed's "does not start form a valid cell" reads "from".
"""

from __future__ import annotations

from collections.abc import Sequence

from wordgrid.app.playing import EngineAnswer
from wordgrid.game.moves import LocationProblem, Move, MoveCheck, MoveProblem, clash
from wordgrid.model import DOWN, Grid

YES_NO = "y:yes, n:no: "
MENU = """Please choose a word from word list,
       choose a row and a column, and
       direction of the word, V: Vertical H:Horizontal
       enter your move as in the format: (WXRYCZDT)
Other options:
 cb - clear board
 q - quit game
 s - solve puzzle
 b - move back
 h - hint
 sv - save progress"""
MOVE_PROMPT = "Your move: "

NOT_VALID_CELL = "Coordinate does not point a valid cell!"
NOT_START_CELL = "Coordinate does not start from a valid cell!"
EXCEEDS = "Word exceeds the board!"
NO_FIT = "Word does not fit to the space!"
NO_FIT_DOWN = "Word does not fit to the space vertically!"

_HEADLINES = {
    LocationProblem.FORBIDDEN_START: NOT_VALID_CELL,
    LocationProblem.OPEN_ABOVE: NOT_START_CELL,
    LocationProblem.OPEN_LEFT: NOT_START_CELL,
    LocationProblem.OFF_BOARD_ACROSS: EXCEEDS,
    LocationProblem.OFF_BOARD_DOWN: EXCEEDS,
    LocationProblem.BLOCKED_ACROSS: NO_FIT,
    LocationProblem.LONGER_ACROSS: NO_FIT,
    LocationProblem.BLOCKED_DOWN: NO_FIT_DOWN,
    LocationProblem.LONGER_DOWN: NO_FIT_DOWN,
}


def _where(r: int, c: int) -> str:
    return f"R{r}C{c}"


def _location_detail(code: LocationProblem, word: str, row: int, col: int) -> str:
    n = len(word)
    details = {
        LocationProblem.FORBIDDEN_START: f"{_where(row, col)} is a forbidden (+) cell.",
        LocationProblem.OPEN_ABOVE: f"{_where(row - 1, col)} above is open, so a vertical "
        f"word can't start at {_where(row, col)}.",
        LocationProblem.OPEN_LEFT: f"{_where(row, col - 1)} on the left is open, so a "
        f"horizontal word can't start at {_where(row, col)}.",
        LocationProblem.OFF_BOARD_ACROSS: f"{word} has {n} letters and runs off the right "
        f"edge from {_where(row, col)}.",
        LocationProblem.OFF_BOARD_DOWN: f"{word} has {n} letters and runs off the bottom "
        f"edge from {_where(row, col)}.",
        LocationProblem.BLOCKED_ACROSS: f"A + cell cuts the space before {word} ends.",
        LocationProblem.BLOCKED_DOWN: f"A + cell cuts the space before {word} ends.",
        LocationProblem.LONGER_ACROSS: f"The space goes on past the end of {word}.",
        LocationProblem.LONGER_DOWN: f"The space goes on past the end of {word}.",
    }
    return details[code]


def explain(problem: MoveProblem, board: Grid, words: Sequence[str], move: Move) -> list[str]:
    """The lines that tell the player why the move was refused."""
    check, code = problem
    if check is MoveCheck.COORDINATES:
        return [
            "Coordinate is out of the board!",
            f"Rows go from R1 to R{board.height} and columns from C1 to C{board.width}.",
        ]
    if check is MoveCheck.WORD_NUMBER:
        return ["Word number is not in the word list!", f"Choose a word from W1 to W{len(words)}."]
    word = words[move.wordno - 1]
    row, col = move.row + 1, move.col + 1
    if check is MoveCheck.LOCATION:
        location = LocationProblem(code)
        return [_HEADLINES[location], _location_detail(location, word, row, col)]
    if check is MoveCheck.FITS:
        headline = NO_FIT_DOWN if move.direction is DOWN else NO_FIT
        spot = clash(board, move.placement(words))
        if spot is None:  # not reachable: the move's check found a clash a moment ago
            return [headline]
        r, c = spot
        k = max(abs(r - move.row), abs(c - move.col))
        return [
            headline,
            f"{word}'s letter {word[k]} meets {board[r, c]} at {_where(r + 1, c + 1)}.",
        ]
    return [
        "The word is already used!",
        f"W{move.wordno} {word} is on the board already; b moves back, cb clears the board.",
    ]


def no_solution(reason: object) -> str:
    return f"No solution: {reason}!"


def found_solution(answer: EngineAnswer) -> list[str]:
    """What the game says when the engine fills the board."""
    lines = []
    if not answer.kept_letters:
        lines.append("The letters on the board are not part of any solution; solving from scratch.")
    # The original game printed its own step count here; ours is the engine's search nodes,
    # often 0 because propagation alone fills a well-made puzzle.
    lines.append(f"Found the solution (search nodes: {answer.stats.nodes})")
    return lines


def unknown_command(text: str, example: Move) -> list[str]:
    """What the game says to a command it can't read, with an example move the board takes."""
    shown = text if len(text) <= 30 else text[:27] + "..."
    return [
        f"Unknown command {shown!r}!",
        f"Enter a move such as {example.command} (word, row, column, direction), or an option.",
    ]
