"""What the game says: its menu and prompts in the puzzle's language (each language's
`GameText` is in its module of wordgrid/lang/), the seed's prompts, and one explanation per
refused move.

The first line of each problem is the seed's message word for word, so a player of the
original game recognises it; the second line says what exactly is wrong with this move.
One deliberate change: the seed's "does not start form a valid cell" reads "from".
"""

from __future__ import annotations

from collections.abc import Sequence

from wordgrid.app.playing import EngineAnswer
from wordgrid.game.moves import EndProblem, LocationProblem, Move, MoveCheck, MoveProblem, clash
from wordgrid.lang import LANGUAGES, GameText, spoken
from wordgrid.model import DOWN, Grid

GAME_TEXTS: dict[str, GameText] = {code: lang.game for code, lang in LANGUAGES.items()}
ENGLISH = GAME_TEXTS["en"]


def game_text(lang: str) -> GameText:
    """The game's words for the language a puzzle records ('pt', 'pt-BR' alike); English
    for any other."""
    return spoken(lang).game


# The seed's own prompts, kept for callers that print them.
YES_NO = ENGLISH.yes_no
MENU = ENGLISH.menu
MOVE_PROMPT = ENGLISH.move_prompt

# The headline of each refused location: the seed's message (in English, word for word).
_HEADLINES = {
    LocationProblem.FORBIDDEN_START: "not_valid_cell",
    LocationProblem.OPEN_ABOVE: "not_start_cell",
    LocationProblem.OPEN_LEFT: "not_start_cell",
    LocationProblem.OFF_BOARD_ACROSS: "exceeds",
    LocationProblem.OFF_BOARD_DOWN: "exceeds",
    LocationProblem.BLOCKED_ACROSS: "no_fit",
    LocationProblem.LONGER_ACROSS: "no_fit",
    LocationProblem.BLOCKED_DOWN: "no_fit_down",
    LocationProblem.LONGER_DOWN: "no_fit_down",
}
# ... and the sentence that says what exactly is wrong.
_DETAILS = {
    LocationProblem.FORBIDDEN_START: "forbidden",
    LocationProblem.OPEN_ABOVE: "open_above",
    LocationProblem.OPEN_LEFT: "open_left",
    LocationProblem.OFF_BOARD_ACROSS: "off_right",
    LocationProblem.OFF_BOARD_DOWN: "off_bottom",
    LocationProblem.BLOCKED_ACROSS: "cut",
    LocationProblem.BLOCKED_DOWN: "cut",
    LocationProblem.LONGER_ACROSS: "longer",
    LocationProblem.LONGER_DOWN: "longer",
}


def _where(r: int, c: int) -> str:
    return f"R{r}C{c}"


def explain(
    problem: MoveProblem, board: Grid, words: Sequence[str], move: Move, t: GameText = ENGLISH
) -> list[str]:
    """The lines that tell the player why the move was refused."""
    check, code = problem
    if check is MoveCheck.COORDINATES:
        return [t.say("off_board"), t.say("board_size", rows=board.height, cols=board.width)]
    if check is MoveCheck.WORD_NUMBER:
        return [t.say("no_word"), t.say("word_range", count=len(words))]
    word = words[move.wordno - 1]
    row, col = move.row + 1, move.col + 1
    if check is MoveCheck.LOCATION:
        location = LocationProblem(code)
        detail = t.say(
            _DETAILS[location],
            cell=_where(row, col),
            above=_where(row - 1, col),
            left=_where(row, col - 1),
            word=word,
            n=len(word),
        )
        return [t.say(_HEADLINES[location]), detail]
    if check is MoveCheck.FITS:
        headline = t.say("no_fit_down" if move.direction is DOWN else "no_fit")
        spot = clash(board, move.placement(words))
        if spot is None:  # not reachable: the move's check found a clash a moment ago
            return [headline]
        r, c = spot
        k = max(abs(r - move.row), abs(c - move.col))
        return [
            headline,
            t.say("clash", word=word, letter=word[k], other=board[r, c], cell=_where(r + 1, c + 1)),
        ]
    if check is MoveCheck.ENDS:  # a diagramless word whose end meets a letter
        before = EndProblem(code) is EndProblem.LETTER_BEFORE
        headline = t.say(
            "not_start_cell" if before else "no_fit_down" if move.direction is DOWN else "no_fit"
        )
        detail = "letter_before" if before else "letter_after"
        return [headline, t.say(detail, cell=_where(row, col), word=word)]
    return [t.say("used"), t.say("used_detail", number=move.wordno, word=word)]


def no_solution(reason: object, t: GameText = ENGLISH) -> str:
    return t.say("no_solution", reason=reason)


def found_solution(answer: EngineAnswer, t: GameText = ENGLISH) -> list[str]:
    """What the game says when the engine fills the board."""
    lines = []
    if not answer.kept_letters:
        lines.append(t.say("fresh"))
    # The original game printed its own step count here; ours is the engine's search nodes,
    # often 0 because propagation alone fills a well-made puzzle.
    lines.append(t.say("found", nodes=answer.stats.nodes))
    return lines


def unknown_command(text: str, example: Move, t: GameText = ENGLISH) -> list[str]:
    """What the game says to a command it can't read, with an example move the board takes."""
    shown = text if len(text) <= 30 else text[:27] + "..."
    return [t.say("unknown", command=repr(shown)), t.say("unknown_help", example=example.command)]
