"""wordgrid's own JSON: puzzles, solutions, word searches and game saves (schema version 1).

The shape grows out of what `--json` prints (render/json.py): a solution document is the
`solution_dict` of the answer, with the puzzle it answers beside it. Every document is an
object with `"wordgrid": 1` and a `"type"`; data/schema/wordgrid.schema.json is the contract.
Row and column numbers are counted from 1, as users see them everywhere else.

This module also holds what the JSON-based readers (this one and ipuz) share: checks that name
the JSON path of a bad value (`$.puzzle[3][2]`), and writing a file all at once or not at all.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wordgrid.errors import InputError
from wordgrid.model import (
    BLOCK,
    OPEN,
    Direction,
    Grid,
    Placement,
    Puzzle,
    Solution,
    WordBank,
    WordSearch,
    fold,
    is_letter,
    normalize_word,
)
from wordgrid.verify import problems

SCHEMA_VERSION = 1  # bump only for a change that readers of version 1 can't take
MAGIC = "wordgrid"  # the key that marks our documents: {"wordgrid": 1, "type": ...}
TYPES = ("puzzle", "solution", "wordsearch", "game")

JsonPath = str  # e.g. "$.puzzle[3][2]": where a value sits in a document, for messages

_IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


# --- checks with JSON paths, shared with the ipuz reader -------------------------------------


def child(path: JsonPath, key: str | int) -> JsonPath:
    """The path of `key` inside `path`: `$.a`, `$[3]`, or `$["odd key"]`."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    if _IDENTIFIER.match(key):
        return f"{path}.{key}"
    return f"{path}[{json.dumps(key, ensure_ascii=False)}]"


def bad(path: JsonPath, message: str) -> InputError:
    return InputError(f"{path}: {message}")


def describe(value: Any) -> str:
    """A JSON value's type as a message names it: `a string "x"`, `a number 3`, `null`."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"{'true' if value else 'false'}"
    if isinstance(value, int | float):
        return f"the number {value}"
    if isinstance(value, str):
        shown = value if len(value) <= 20 else value[:17] + "..."
        return f"the string {json.dumps(shown, ensure_ascii=False)}"
    if isinstance(value, list):
        return f"a list of {len(value)}"
    return "an object"


def expect_object(value: Any, path: JsonPath) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise bad(path, f"expected an object, found {describe(value)}")
    return value


def expect_list(value: Any, path: JsonPath, *, nonempty: bool = False) -> list[Any]:
    if not isinstance(value, list):
        raise bad(path, f"expected a list, found {describe(value)}")
    if nonempty and not value:
        raise bad(path, "expected a non-empty list")
    return value


def expect_str(value: Any, path: JsonPath) -> str:
    if not isinstance(value, str):
        raise bad(path, f"expected a string, found {describe(value)}")
    return value


def expect_int(value: Any, path: JsonPath, *, minimum: int | None = None) -> int:
    # JSON true is a Python bool, which is an int; a count of `true` is a mistake.
    if isinstance(value, bool) or not isinstance(value, int):
        raise bad(path, f"expected a whole number, found {describe(value)}")
    if minimum is not None and value < minimum:
        raise bad(path, f"expected a whole number of at least {minimum}, found {value}")
    return value


def require(obj: dict[str, Any], key: str, path: JsonPath) -> Any:
    if key not in obj:
        raise bad(path, f"missing the field {json.dumps(key)}")
    return obj[key]


def expect_word(value: Any, path: JsonPath) -> str:
    text = expect_str(value, path)
    try:
        return normalize_word(text)
    except InputError as e:
        raise bad(path, e.message) from None


def parse_json(text: str) -> Any:
    """Parse JSON text; a syntax error becomes an InputError naming the line."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise InputError(f"not valid JSON: {e.msg} (column {e.colno})", line=e.lineno) from None
    except RecursionError:
        raise InputError("not valid JSON: nested too deeply") from None


def _is_scalar(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float | bool)


def _one_line(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def pretty_json(value: Any, indent: int = 0) -> str:
    """JSON a person can read: each grid row, cell list or placement on one line."""
    pad, inner = " " * indent, " " * (indent + 2)
    flat = _one_line(value)
    if _is_scalar(value) or len(flat) + indent <= 96 and (
        isinstance(value, list) and all(_is_scalar(v) or isinstance(v, dict | list)
                                        and len(_one_line(v)) < 48 for v in value)
        or isinstance(value, dict) and all(_is_scalar(v) for v in value.values())
    ):
        return flat
    if isinstance(value, list):
        if not value:
            return "[]"
        return "[\n" + ",\n".join(inner + pretty_json(v, indent + 2) for v in value) + \
            "\n" + pad + "]"
    items = [f"{inner}{json.dumps(k, ensure_ascii=False)}: {pretty_json(v, indent + 2)}"
             for k, v in value.items()]
    return "{\n" + ",\n".join(items) + "\n" + pad + "}" if items else "{}"


# --- writing files all at once ------------------------------------------------------------


def write_atomic(path: str | Path, data: bytes) -> None:
    """Write `data` to `path` through a temporary file, so an error never leaves half a file."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except FileNotFoundError:
        raise InputError("the folder does not exist", path=folder) from None
    except OSError as e:
        raise InputError(f"can't write here: {e.strerror}", path=folder) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        # mkstemp makes the file private (0600); a written puzzle should be like any other file.
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, target)
    except OSError as e:
        Path(tmp).unlink(missing_ok=True)
        raise InputError(f"can't write: {e.strerror}", path=target) from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


# --- reading grids -----------------------------------------------------------------------------


def parse_row(text: str, path: JsonPath, *, letters_only: bool = False) -> str:
    """One grid row of `#` blocks, `.` open cells and letters, folded like every grid."""
    cells = []
    for k, ch in enumerate(text):
        if ch in (BLOCK, OPEN) and not letters_only:
            cells.append(ch)
        elif is_letter(ch):
            cells.append(fold(ch))
        else:
            want = "a letter" if letters_only else "# (block), . (open) or a letter"
            raise bad(path, f"character {k + 1} is {ch!r}; expected {want}")
    return "".join(cells)


def parse_rows(value: Any, path: JsonPath, *, letters_only: bool = False) -> tuple[str, ...]:
    rows = expect_list(value, path, nonempty=True)
    parsed = []
    for r, row in enumerate(rows):
        at = child(path, r)
        parsed.append(parse_row(expect_str(row, at), at, letters_only=letters_only))
        if not parsed[-1]:
            raise bad(at, "a grid row can't be empty")
        if len(parsed[-1]) != len(parsed[0]):
            raise bad(at, f"row has {len(parsed[-1])} cells but the first row has "
                          f"{len(parsed[0])}")
    return tuple(parsed)


# --- documents ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class GameSave:
    """A game in progress: the puzzle, the board as the player left it, and their moves."""

    puzzle: Puzzle
    board: tuple[str, ...]  # the grid as the player has it: # block, . empty, letters
    placements: tuple[Placement, ...] = ()  # the words the player placed, oldest first
    hints: int = 0
    seconds: float = 0.0  # time played so far


Document = Puzzle | Solution | WordSearch | GameSave


def _direction_name(direction: Direction) -> str:
    return direction.label


_DIRECTIONS = {d.label: d for d in Direction} | {d.name: d for d in Direction}


def placement_dict(p: Placement) -> dict[str, Any]:
    """The placement as `--json` prints it: row and column counted from 1."""
    return {"word": p.word, "row": p.user_row, "col": p.user_col,
            "direction": _direction_name(p.direction)}


def puzzle_dict(puzzle: Puzzle) -> dict[str, Any]:
    return {"grid": list(puzzle.grid.rows), "words": list(puzzle.bank.listed),
            "min_length": puzzle.min_length}


def _header(kind: str, name: str) -> dict[str, Any]:
    out: dict[str, Any] = {MAGIC: SCHEMA_VERSION, "type": kind}
    if name:
        out["name"] = name
    return out


def to_json_dict(doc: Document) -> dict[str, Any]:
    """The document as our JSON schema has it."""
    if isinstance(doc, Puzzle):
        return _header("puzzle", doc.name) | puzzle_dict(doc)
    if isinstance(doc, Solution):
        return _header("solution", doc.puzzle.name) | {
            "puzzle": puzzle_dict(doc.puzzle),
            "grid": list(doc.rows),
            "placements": [placement_dict(p) for p in doc.placements],
        }
    if isinstance(doc, WordSearch):
        return _header("wordsearch", "") | {
            "grid": list(doc.rows),
            "placements": [placement_dict(p) for p in doc.placements],
            "seed": doc.seed,
        }
    return _header("game", doc.puzzle.name) | {
        "puzzle": puzzle_dict(doc.puzzle),
        "board": list(doc.board),
        "placements": [placement_dict(p) for p in doc.placements],
        "hints": doc.hints,
        "seconds": doc.seconds,
    }


def dumps(doc: Document) -> str:
    return pretty_json(to_json_dict(doc)) + "\n"


def write_json(doc: Document, path: str | Path) -> None:
    """Write any document as wordgrid JSON, all at once."""
    write_atomic(path, dumps(doc).encode("utf-8"))


def _puzzle(obj: dict[str, Any], path: JsonPath, name: str) -> Puzzle:
    rows = parse_rows(require(obj, "grid", path), child(path, "grid"))
    words_at = child(path, "words")
    words = [expect_word(w, child(words_at, k))
             for k, w in enumerate(expect_list(require(obj, "words", path), words_at,
                                               nonempty=True))]
    min_length = 2
    if "min_length" in obj:
        min_length = expect_int(obj["min_length"], child(path, "min_length"), minimum=1)
    return Puzzle(Grid(rows), WordBank.from_words(words), min_length, name)


def _placement(value: Any, path: JsonPath) -> Placement:
    obj = expect_object(value, path)
    word = expect_word(require(obj, "word", path), child(path, "word"))
    row = expect_int(require(obj, "row", path), child(path, "row"), minimum=1)
    col = expect_int(require(obj, "col", path), child(path, "col"), minimum=1)
    name = expect_str(require(obj, "direction", path), child(path, "direction"))
    direction = _DIRECTIONS.get(name) or _DIRECTIONS.get(name.upper())
    if direction is None:
        raise bad(child(path, "direction"), f"unknown direction {name!r}; expected across, "
                  "down or a compass point (N, NE, E, SE, S, SW, W, NW)")
    return Placement(word, row - 1, col - 1, direction)


def _placements(obj: dict[str, Any], path: JsonPath) -> tuple[Placement, ...]:
    at = child(path, "placements")
    return tuple(_placement(v, child(at, k))
                 for k, v in enumerate(expect_list(require(obj, "placements", path), at)))


def solution_from_rows(puzzle: Puzzle, rows: tuple[str, ...], path: JsonPath) -> Solution:
    """The Solution whose filled grid is `rows`; raises InputError when it doesn't fit."""
    issues = problems(puzzle, rows)
    if issues:
        raise bad(path, "the filled grid does not solve the puzzle: " + "; ".join(issues[:3]))
    words = tuple("".join(rows[r][c] for r, c in slot.cells) for slot in puzzle.slots)
    return Solution(puzzle, words)


def spells(rows: tuple[str, ...], p: Placement) -> bool:
    """True when `p.word` reads from its start cell along its direction inside `rows`."""
    for k, ch in enumerate(p.word):
        r, c = p.row + k * p.direction.dr, p.col + k * p.direction.dc
        if not (0 <= r < len(rows) and 0 <= c < len(rows[0])) or rows[r][c] != ch:
            return False
    return True


def _game(obj: dict[str, Any], name: str) -> GameSave:
    puzzle = _puzzle(expect_object(require(obj, "puzzle", "$"), "$.puzzle"), "$.puzzle", name)
    board = parse_rows(require(obj, "board", "$"), "$.board")
    grid = puzzle.grid
    if len(board) != grid.height or len(board[0]) != grid.width:
        raise bad("$.board", f"the board is {len(board)}x{len(board[0])} but the puzzle grid "
                  f"is {grid.height}x{grid.width}")
    for r, (want, got) in enumerate(zip(grid.rows, board, strict=True)):
        for c, (w, g) in enumerate(zip(want, got, strict=True)):
            if (w == BLOCK) != (g == BLOCK) or (w not in (BLOCK, OPEN) and g != w):
                raise bad(child("$.board", r), f"cell {c + 1} is {g!r} but the puzzle has "
                          f"{w!r} there")
    hints = expect_int(obj.get("hints", 0), "$.hints", minimum=0)
    seconds = obj.get("seconds", 0.0)
    if isinstance(seconds, bool) or not isinstance(seconds, int | float) or seconds < 0:
        raise bad("$.seconds", f"expected a number of seconds, found {describe(seconds)}")
    return GameSave(puzzle, board, _placements(obj, "$"), hints, float(seconds))


def from_json_dict(data: Any, name: str = "") -> Document:
    """A document from parsed wordgrid JSON; bad values raise InputError with their path."""
    obj = expect_object(data, "$")
    if MAGIC not in obj and "grid" in obj and "words" in obj:
        # `wordgrid wordsearch --json` prints the issue's short shape: read it as well.
        obj = {MAGIC: SCHEMA_VERSION, "type": "wordsearch", "grid": obj["grid"],
               "placements": obj["words"], **({"seed": obj["seed"]} if "seed" in obj else {})}
    version = expect_int(require(obj, MAGIC, "$"), f"$.{MAGIC}", minimum=1)
    if version > SCHEMA_VERSION:
        raise bad(f"$.{MAGIC}", f"this file is wordgrid JSON version {version}; this wordgrid "
                  f"reads version {SCHEMA_VERSION}: upgrade wordgrid")
    kind = expect_str(require(obj, "type", "$"), "$.type")
    if "name" in obj:
        name = expect_str(obj["name"], "$.name")
    if kind == "puzzle":
        return _puzzle(obj, "$", name)
    if kind == "solution":
        puzzle = _puzzle(expect_object(require(obj, "puzzle", "$"), "$.puzzle"), "$.puzzle",
                         name)
        rows = parse_rows(require(obj, "grid", "$"), "$.grid")
        solution = solution_from_rows(puzzle, rows, "$.grid")
        # The placements repeat what the grid says; optional, but they must agree.
        if "placements" in obj and set(_placements(obj, "$")) != set(solution.placements):
            raise bad("$.placements", "the placements do not match the filled grid")
        return solution
    if kind == "wordsearch":
        rows = parse_rows(require(obj, "grid", "$"), "$.grid", letters_only=True)
        placements = _placements(obj, "$")
        for k, p in enumerate(placements):
            if not spells(rows, p):
                raise bad(f"$.placements[{k}]", f"{p.word} does not read from R{p.user_row}"
                          f"C{p.user_col} going {p.direction.label} in the grid")
        seed = obj.get("seed")
        if seed is not None:
            seed = expect_int(seed, "$.seed")
        return WordSearch(rows, placements, seed)
    if kind == "game":
        return _game(obj, name)
    raise bad("$.type", f"unknown type {kind!r}; expected one of {', '.join(TYPES)}")


def loads(text: str, name: str = "") -> Document:
    return from_json_dict(parse_json(text), name)


def is_wordgrid_json(data: Any) -> bool:
    return isinstance(data, dict) and MAGIC in data


def parse_wordgrid_json(lines: list[tuple[int, str]], *, min_length: int = 2,
                        name: str = "") -> Puzzle:
    """The puzzle in a wordgrid JSON file, for `read_puzzle`; the file keeps its min length."""
    doc = loads("\n".join(text for _, text in lines), name)
    if isinstance(doc, WordSearch):
        raise InputError("this file is a word search, not a fill-in puzzle")
    return doc if isinstance(doc, Puzzle) else doc.puzzle
