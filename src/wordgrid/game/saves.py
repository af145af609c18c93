"""Saved games: one JSON file that holds the puzzle itself and the progress on it.

The save carries the words and the empty board, not just the puzzle's file name, so it
loads even when the puzzle file has moved; and it keeps the whole move history, so `b`
still works after loading. Everything read back is checked before it becomes a Game:
a hand-edited or truncated save gets a message, never a traceback.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from wordgrid.errors import InputError
from wordgrid.formats import as_puzzle, dumps, read, write_atomic
from wordgrid.game.moves import CLEAR_MARK, Step, parse_step
from wordgrid.game.puzzle_file import puzzle_problem
from wordgrid.game.session import Game
from wordgrid.model import (
    BLOCK,
    OPEN,
    Document,
    GameSave,
    Grid,
    Kind,
    Placement,
    Puzzle,
    WordBank,
    answer_of,
)

SAVE_FORMAT = "wordgrid-word-puzzle-save"
SAVE_VERSION = 2
SAVE_SUFFIX = ".save.json"


def default_save_path(source: str) -> Path:
    """`sample_puzzle.save.json` in the current folder for `sample_puzzle.txt`.

    The current folder, not the puzzle's: the bundled puzzles sit inside the installed
    package, which may not be writable.
    """
    name = Path(source).name
    stem = name[: -len(SAVE_SUFFIX)] if name.endswith(SAVE_SUFFIX) else Path(name).stem
    return Path.cwd() / f"{stem}{SAVE_SUFFIX}"


def document(game: Game) -> GameSave:
    """The game document for the board as the player has it, with the game's own state.

    A save is a wordgrid JSON "game" document, so `convert` and `render` read it; the full
    undo history rides along as its `state`.
    """
    puzzle = game.document or Puzzle(
        game.empty, WordBank.from_words(game.words), name=Path(game.source).name
    )
    return GameSave(
        puzzle,
        game.board.rows,
        tuple(move.placement(game.words) for move in game.placed()),
        hints=game.hints,
        seconds=round(game.seconds, 1),
        state=_state(game),
        solution=game.answer,
    )


def _state(game: Game) -> dict[str, Any]:
    state: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "source": game.source,
        "history": [step.command for step in game.history],
    }
    if game.start != game.empty:  # a game that began partly played, from another program
        state["start"] = list(game.start.rows)
        state["start_used"] = list(game.start_used)
    return state


def save_game(game: Game, path: str | Path) -> Path:
    """Write the game to `path` (replacing it whole, so a crash never leaves half a save)."""
    target = Path(path).expanduser()
    # Always wordgrid JSON, whatever name the player types at the prompt.
    write_atomic(target, dumps(document(game), "json"))
    game.unsaved = False
    return target


class _Bad(Exception):
    """One thing wrong with a save; _resume turns it into an InputError."""


def _strings(value: object, what: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _Bad(f"{what} is missing or has the wrong shape")
    return value


def _steps(data: Mapping[str, Any]) -> list[Step]:
    """The history of a save: commands such as W1R2C4DV and CB; in the first save version,
    [coordinates, word number, direction, board, status] entries."""
    history = data.get("history", [])
    if not isinstance(history, list):
        raise _Bad("the move history has the wrong shape")
    steps = []
    for n, entry in enumerate(history, start=1):
        if data.get("version") == 1 and isinstance(entry, list) and len(entry) == 5:
            coords, wordno, direction = entry[:3]
            entry = (
                CLEAR_MARK
                if direction == CLEAR_MARK
                else f"W{wordno}R{_at(coords, 0)}C{_at(coords, 1)}D{direction}"
            )
        step = parse_step(entry) if isinstance(entry, str) else None
        if step is None:
            raise _Bad(f"move {n} of the history is not a move")
        steps.append(step)
    return steps


def _at(coords: object, k: int) -> object:
    return coords[k] if isinstance(coords, list) and len(coords) == 2 else "?"


def _start(data: Mapping[str, Any], game: Game) -> None:
    if "start" not in data:
        return
    rows = _strings(data["start"], "the starting board")
    used = data.get("start_used")
    if not (isinstance(used, list) and all(isinstance(u, bool) for u in used)):
        raise _Bad("the starting word status is missing or has the wrong shape")
    try:
        board = Grid(tuple(rows), game.empty.bars)
    except InputError as e:
        raise _Bad(f"the starting board is not a grid: {e.message}") from None
    shape = board.without_letters() if game.hidden is None else _unblocked(board)
    if len(used) != len(game.words) or shape != game.empty.without_letters():
        raise _Bad("the starting board does not match the puzzle")
    game.begin_at(board, used)


def _unblocked(board: Grid) -> Grid:
    """A diagramless board without its letters or the blocks its player found."""
    return Grid(tuple(row.replace(BLOCK, OPEN) for row in board.without_letters().rows))


def _resume(doc: GameSave, source: str) -> Game:
    data = doc.state
    if not isinstance(data, Mapping) or data.get("format") != SAVE_FORMAT:
        raise _Bad("it is not a wordgrid word puzzle save")
    if data.get("version") not in (1, SAVE_VERSION):
        raise _Bad(f"it is version {data.get('version')!r}; this wordgrid reads 1 and 2")
    name = data.get("source", source)
    if not isinstance(name, str):
        raise _Bad("the puzzle name is missing")
    game = _new_game(doc.puzzle, name)
    _start(data, game)
    bad = game.replay(_steps(data))
    if bad is not None:
        raise _Bad(f"move {bad} of the history can't be played on the board before it")
    return game


# The terminal game places words from a list; these kinds have no list a player could be
# given without giving the puzzle away (the browser plays them: `wordgrid serve`).
NOT_HERE = {
    Kind.CODED: "a coded crossword is solved by finding the letter of each number, and its "
    "answers as a word list would give it away",
    Kind.ACROSTIC: "an acrostic is a quotation its clues' answers spell, not words to place",
}


def _new_game(puzzle: Puzzle, source: str) -> Game:
    why = NOT_HERE.get(puzzle.kind)
    if why is not None:
        raise _Bad(f"{why}: play it in the browser with `wordgrid serve`")
    if puzzle.is_blank:
        raise _Bad(
            "it is a blank grid, with no words and no clues: `wordgrid fill` fills it, "
            "and the make page of `wordgrid serve` builds a puzzle on it"
        )
    words = list(puzzle.bank.listed)
    layout = ["".join("0" if ch == BLOCK else "1" for ch in row) for row in puzzle.grid.rows]
    problem = puzzle_problem(words, layout)
    if problem is not None:
        raise _Bad(f"it can't be played: {problem[1]}")
    if puzzle.kind is Kind.DIAGRAMLESS:  # the board shows no blocks: the player finds them
        shown = Grid(tuple(row.replace(BLOCK, OPEN) for row in puzzle.grid.rows))
        return Game(source, tuple(words), shown, hidden=puzzle.grid)
    return Game(source, tuple(words), puzzle.grid)


def _placed(words: Sequence[str], placements: tuple[Placement, ...]) -> list[bool]:
    """Which listed words the placements use, each listing once."""
    status = [False] * len(words)
    for p in placements:
        k = next((i for i, w in enumerate(words) if w == p.word and not status[i]), None)
        if k is not None:
            status[k] = True
    return status


def _game(doc: Document, source: str) -> Game:
    puzzle = as_puzzle(doc)  # a save's own puzzle, or the document's
    if isinstance(doc, GameSave) and doc.state is not None:
        game = _resume(doc, source)
    else:
        game = _new_game(puzzle, source)
        if isinstance(doc, GameSave):
            try:
                board = Grid(doc.board, puzzle.grid.bars)
            except InputError as e:
                raise _Bad(f"its board is not a grid: {e.message}") from None
            game.begin_at(board, _placed(game.words, doc.placements))
    if isinstance(doc, GameSave):
        game.hints, game.seconds_before = doc.hints, doc.seconds
    game.document, game.answer = puzzle, answer_of(doc)
    return game


def game_from_document(doc: Document, source: str) -> Game:
    """The game any document holds: a save resumes, any puzzle starts fresh.

    A save from this game keeps its undo history; a game in progress from another program
    (a partly solved .puz) starts from its board, with the given letters in place.
    Raises InputError (without a path) naming what is wrong.
    """
    try:
        return _game(doc, source)
    except _Bad as e:
        raise InputError(str(e)) from None


def load_game(path: str | Path) -> Game:
    """Read a save; raises InputError naming the file when it is not a saved game."""
    target = Path(path).expanduser()
    doc = read(target, fmt="json")  # a save is always JSON, whatever its name
    if not isinstance(doc, GameSave):
        raise InputError(
            "this file holds a puzzle, not a saved game: open it with `wordgrid play FILE`",
            path=target,
        )
    try:
        return game_from_document(doc, str(target))
    except InputError as e:
        raise e.at(target) from None
