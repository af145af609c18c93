"""Saved games: one JSON file that holds the puzzle itself and the progress on it.

The save carries the words and the empty board, not just the puzzle's file name, so it
loads even when the puzzle file has moved; and it keeps the whole move history, so `b`
still works after loading. Everything read back is checked before it becomes a Game:
a hand-edited or truncated save gets a message, never a traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from wordgrid.errors import InputError
from wordgrid.formats import as_puzzle, dumps, read, write_atomic
from wordgrid.game.board import EMPTY, FORBIDDEN, Board, Move, board_grid
from wordgrid.game.session import CLEAR_MARK, Game, puzzle_problem
from wordgrid.model import (
    ACROSS,
    BLOCK,
    DOWN,
    OPEN,
    Document,
    GameSave,
    Grid,
    Placement,
    Puzzle,
    WordBank,
    answer_of,
)

SAVE_FORMAT = "wordgrid-word-puzzle-save"
SAVE_VERSION = 1
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
        Grid(tuple(row.replace("0", BLOCK).replace("1", OPEN) for row in game.layout)),
        WordBank.from_words(game.words),
        name=Path(game.source).name,
    )
    board = board_grid(game.board).rows
    placed: list[Placement] = []
    for coords, wordno, direction, _board, _status in game.history:
        if direction == CLEAR_MARK:
            placed = []
        else:
            placed.append(
                Placement(
                    game.words[wordno - 1],
                    coords[0] - 1,
                    coords[1] - 1,
                    DOWN if direction == "V" else ACROSS,
                )
            )
    return GameSave(
        puzzle,
        board,
        tuple(placed),
        hints=game.hints,
        seconds=round(game.seconds, 1),
        state=_state(game),
        solution=game.answer,
    )


def _state(game: Game) -> dict[str, Any]:
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "source": game.source,
        "words": game.words,
        "layout": game.layout,
        "board": game.board,
        "wstatus": game.wstatus,
        "history": [
            [list(coords), wordno, direction, board, wstatus]
            for coords, wordno, direction, board, wstatus in game.history
        ],
    }


def save_game(game: Game, path: str | Path) -> Path:
    """Write the game to `path` (replacing it whole, so a crash never leaves half a save)."""
    target = Path(path).expanduser()
    # Always wordgrid JSON, whatever name the player types at the prompt.
    write_atomic(target, dumps(document(game), "json"))
    game.unsaved = False
    return target


class _Bad(Exception):
    """One thing wrong with a save; game_from_dict turns it into an InputError."""


def _list(value: object, what: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        raise _Bad(f"{what} has the wrong shape")
    return value


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _cell(value: object, kind: str, what: str) -> int | str:
    if kind == "0":
        if not (_is_int(value) and value == FORBIDDEN):
            raise _Bad(f"{what} moves a forbidden cell")
        return FORBIDDEN
    if _is_int(value) and value == EMPTY:
        return EMPTY
    if isinstance(value, str) and len(value) == 1 and value.isalpha():
        return value
    raise _Bad(f"{what} has a cell that is neither empty nor a letter")


def _board(value: object, layout: list[str], what: str) -> Board:
    rows = _list(value, what, len(layout))
    return [
        [
            _cell(cell, kind, what)
            for cell, kind in zip(_list(row, what, len(pattern)), pattern, strict=True)
        ]
        for row, pattern in zip(rows, layout, strict=True)
    ]


def _wstatus(value: object, words: list[str], what: str) -> list[bool]:
    status = _list(value, what, len(words))
    if not all(isinstance(v, bool) for v in status):
        raise _Bad(f"{what} is not one true or false a word")
    return list(status)


def _move(value: object, game: Game, n: int) -> Move:
    what = f"move {n}"
    coords, wordno, direction, board, wstatus = _list(value, what, 5)
    coords = _list(coords, f"{what}'s coordinates")
    if len(coords) not in (0, 2) or not all(_is_int(v) for v in coords):
        raise _Bad(f"{what} has bad coordinates")
    if not (_is_int(wordno) and 0 <= wordno <= len(game.words)):
        raise _Bad(f"{what} has a bad word number")
    if direction not in ("H", "V", CLEAR_MARK):
        raise _Bad(f"{what} has a bad direction")
    return (
        list(coords),
        wordno,
        direction,
        _board(board, game.layout, what),
        _wstatus(wstatus, game.words, what),
    )


def _strings(value: object, what: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _Bad(f"{what} is missing")
    return value


def _game(data: object) -> Game:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise _Bad("it is not a wordgrid word puzzle save")
    if data.get("version") != SAVE_VERSION:
        raise _Bad(f"it is version {data.get('version')!r}; this wordgrid reads {SAVE_VERSION}")
    source = data.get("source")
    if not isinstance(source, str):
        raise _Bad("the puzzle name is missing")
    words = _strings(data.get("words"), "the word list")
    layout = _strings(data.get("layout"), "the board layout")
    problem = puzzle_problem(words, layout)
    if problem is not None:
        raise _Bad(f"its puzzle is not usable: {problem[1]}")
    game = Game.new(source, words, layout)
    board = _board(data.get("board"), layout, "the board")
    wstatus = _wstatus(data.get("wstatus"), words, "the word status")
    history = _list(data.get("history", []), "the move history")
    game.history = [_move(entry, game, n) for n, entry in enumerate(history, start=1)]
    game.moves = len(game.history)
    for row, saved in zip(game.board, board, strict=True):
        row[:] = saved
    game.wstatus[:] = wstatus
    return game


def game_from_dict(data: object) -> Game:
    """The game a save holds; raises InputError (without a path) naming what is wrong."""
    try:
        return _game(data)
    except _Bad as e:
        raise InputError(str(e)) from None


def _placed(words: list[str], placements: tuple[Placement, ...]) -> list[bool]:
    """Which listed words the placements use, each listing once."""
    status = [False] * len(words)
    for p in placements:
        k = next((i for i, w in enumerate(words) if w == p.word and not status[i]), None)
        if k is not None:
            status[k] = True
    return status


def game_from_document(doc: Document, source: str) -> Game:
    """The game any document holds: a save resumes, any puzzle starts fresh.

    A save from this game keeps its undo history; a game in progress from another program
    (a partly solved .puz) starts from its board, with the given letters in place.
    """
    if isinstance(doc, GameSave) and doc.state is not None:
        game = game_from_dict(doc.state)
        game.document, game.answer = doc.puzzle, doc.solution
        game.hints, game.seconds_before = doc.hints, doc.seconds
        return game
    puzzle = as_puzzle(doc)
    words = list(puzzle.bank.listed)
    layout = ["".join("0" if ch == BLOCK else "1" for ch in row) for row in puzzle.grid.rows]
    problem = puzzle_problem(words, layout)
    if problem is not None:
        raise InputError(f"it can't be played: {problem[1]}")
    game = Game.new(source, words, layout)
    letters = doc.board if isinstance(doc, GameSave) else puzzle.grid.rows
    for r, row in enumerate(letters):
        for c, ch in enumerate(row):
            if ch not in (BLOCK, OPEN):
                game.board[r][c] = ch
    if isinstance(doc, GameSave):
        game.wstatus[:] = _placed(words, doc.placements)
        game.hints, game.seconds_before = doc.hints, doc.seconds
    game.document, game.answer = puzzle, answer_of(doc)
    return game


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
