"""Saved games: one JSON file that holds the puzzle itself and the progress on it.

The save carries the words and the empty board, not just the puzzle's file name, so it
loads even when the puzzle file has moved; and it keeps the whole move history, so `b`
still works after loading. Everything read back is checked before it becomes a Game:
a hand-edited or truncated save gets a message, never a traceback.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from wordgrid.errors import InputError
from wordgrid.game.session import CLEAR_MARK, Game, puzzle_problem
from wordgrid.word_puzzle import EMPTY, FORBIDDEN, Board, Move

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


def looks_like_save(text: str) -> bool:
    """Puzzle files start with a word; saves are JSON objects."""
    return text.lstrip().startswith("{")


def game_dict(game: Game) -> dict[str, Any]:
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "source": game.source,
        "words": game.words,
        "layout": game.layout,
        "board": game.board,
        "wstatus": game.wstatus,
        "history": [[list(coords), wordno, direction, board, wstatus]
                    for coords, wordno, direction, board, wstatus in game.history],
    }


def save_game(game: Game, path: str | Path) -> Path:
    """Write the game to `path` (replacing it whole, so a crash never leaves half a save)."""
    target = Path(path).expanduser()
    temporary = target.with_name(target.name + ".tmp")
    temporary.write_text(json.dumps(game_dict(game), ensure_ascii=False, indent=1) + "\n",
                         encoding="utf-8")
    os.replace(temporary, target)
    game.unsaved = False
    return target


class _Bad(Exception):
    pass


def _expect(condition: bool, reason: str) -> None:
    if not condition:
        raise _Bad(reason)


def _board(value: object, layout: list[str], what: str) -> Board:
    _expect(isinstance(value, list) and len(value) == len(layout), f"{what} has the wrong shape")
    assert isinstance(value, list)
    board: Board = []
    for row, pattern in zip(value, layout, strict=True):
        _expect(isinstance(row, list) and len(row) == len(pattern),
                f"{what} has the wrong shape")
        assert isinstance(row, list)
        cells: list[int | str] = []
        for cell, kind in zip(row, pattern, strict=True):
            if kind == "0":
                _expect(cell == FORBIDDEN and not isinstance(cell, bool),
                        f"{what} moves a forbidden cell")
            else:
                _expect((cell == EMPTY and not isinstance(cell, bool))
                        or (isinstance(cell, str) and len(cell) == 1 and cell.isalpha()),
                        f"{what} has a cell that is neither empty nor a letter")
            cells.append(cell)
        board.append(cells)
    return board


def _wstatus(value: object, words: list[str], what: str) -> list[bool]:
    _expect(isinstance(value, list) and len(value) == len(words)
            and all(isinstance(v, bool) for v in value), f"{what} is not one true/false a word")
    assert isinstance(value, list)
    return list(value)


def _move(value: object, game: Game, n: int) -> Move:
    what = f"move {n}"
    _expect(isinstance(value, list) and len(value) == 5, f"{what} is not a list of five")
    assert isinstance(value, list)
    coords, wordno, direction, board, wstatus = value
    _expect(isinstance(coords, list) and len(coords) in (0, 2)
            and all(isinstance(v, int) and not isinstance(v, bool) for v in coords),
            f"{what} has bad coordinates")
    _expect(isinstance(wordno, int) and not isinstance(wordno, bool)
            and 0 <= wordno <= len(game.words), f"{what} has a bad word number")
    _expect(direction in ("H", "V", CLEAR_MARK), f"{what} has a bad direction")
    return (list(coords), wordno, direction, _board(board, game.layout, what),
            _wstatus(wstatus, game.words, what))


def game_from_dict(data: object) -> Game:
    """The game a save holds; raises InputError (without a path) naming what is wrong."""
    try:
        _expect(isinstance(data, dict) and data.get("format") == SAVE_FORMAT,
                "it is not a wordgrid word puzzle save")
        assert isinstance(data, dict)
        _expect(data.get("version") == SAVE_VERSION,
                f"it is version {data.get('version')!r}; this wordgrid reads {SAVE_VERSION}")
        source, words, layout = data.get("source"), data.get("words"), data.get("layout")
        _expect(isinstance(source, str), "the puzzle name is missing")
        _expect(isinstance(words, list) and all(isinstance(w, str) for w in words),
                "the word list is missing")
        _expect(isinstance(layout, list) and all(isinstance(r, str) for r in layout),
                "the board layout is missing")
        assert isinstance(source, str) and isinstance(words, list) and isinstance(layout, list)
        problem = puzzle_problem(words, layout)
        _expect(problem is None, f"its puzzle is not usable: {problem and problem[1]}")
        game = Game.new(source, words, layout)
        board = _board(data.get("board"), layout, "the board")
        wstatus = _wstatus(data.get("wstatus"), words, "the word status")
        history = data.get("history", [])
        _expect(isinstance(history, list), "the move history is not a list")
        assert isinstance(history, list)
        game.history = [_move(entry, game, n) for n, entry in enumerate(history, start=1)]
    except _Bad as e:
        raise InputError(str(e)) from None
    game.moves = len(game.history)
    for row, saved in zip(game.board, board, strict=True):
        row[:] = saved
    game.wstatus[:] = wstatus
    return game


def load_game(path: str | Path) -> Game:
    """Read a save; raises InputError naming the file, OSError when it can't be read."""
    target = Path(path).expanduser()
    try:
        data = json.loads(target.read_text(encoding="utf-8-sig"))
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise InputError(f"not a readable save: {e}", path=target) from None
    try:
        return game_from_dict(data)
    except InputError as e:
        raise e.at(target) from None
