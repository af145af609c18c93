"""wordgrid's own JSON: puzzles, solutions, word searches and game saves (schema version 1).

Every document is an object with `"wordgrid": 1` and a `"type"`; data/schema/wordgrid.schema.json
is the contract. The `--json` output of `solve` and `fill` is a document too (a solution, or
the puzzle when none was found), with the search's status and statistics beside it, so it can
be handed to any other command. Row and column numbers are counted from 1, as users see them.
"""

from __future__ import annotations

import sys
from typing import Any

from wordgrid.errors import InputError
from wordgrid.formats._crossword import Marks, check_clue, solution_from_rows, stored_words
from wordgrid.formats._json import (
    JsonPath,
    bad,
    child,
    describe,
    expect_int,
    expect_list,
    expect_object,
    expect_str,
    expect_word,
    parse_json,
    parse_rows,
    pretty_json,
    require,
)
from wordgrid.formats._marks import answer_cell, colour
from wordgrid.formats.wordsearch_text import spells
from wordgrid.model import (
    ACROSS,
    BLOCK,
    DOWN,
    MARK_PLACES,
    METADATA_FIELDS,
    OPEN,
    OUTSIDE,
    Bar,
    Cell,
    CellStyle,
    Clue,
    Direction,
    Document,
    GameSave,
    Grid,
    Kind,
    Listing,
    Metadata,
    Placement,
    Puzzle,
    Solution,
    WordBank,
    WordSearch,
    list_order_problem,
    shape_mask,
)

SCHEMA_VERSION = 1  # bump only for a change that readers of version 1 can't take
MAGIC = "wordgrid"  # the key that marks our documents: {"wordgrid": 1, "type": ...}
TYPES = ("puzzle", "solution", "wordsearch", "game")
# The terminal game's own record of a save (its undo history), beside the document.
GAME_STATE = "org.wordgrid.game"

# A cell outside a shaped word search, in JSON rows: a dot, as an outside cell is nothing.
OUTSIDE_CELL = "."

_DIRECTIONS = {d.label: d for d in Direction} | {d.name: d for d in Direction}


# --- writing ------------------------------------------------------------------------------


def placement_dict(p: Placement) -> dict[str, Any]:
    """The placement as `--json` prints it: row and column counted from 1."""
    return {"word": p.word, "row": p.user_row, "col": p.user_col, "direction": p.direction.label}


def meta_dict(meta: Metadata) -> dict[str, str]:
    """The fields that are set, the puzzle's language among them."""
    return dict(meta.items()) | ({"lang": meta.lang} if meta.lang else {})


def puzzle_dict(doc: Puzzle | Solution) -> dict[str, Any]:
    """The puzzle part of a document: grid, words, and the clues and metadata it has."""
    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    out: dict[str, Any] = {
        "grid": list(puzzle.grid.rows),
        "words": stored_words(doc),
        "min_length": puzzle.min_length,
    }
    if puzzle.clues:
        out["clues"] = [clue_dict(c) for c in puzzle.clues]
    if meta_dict(puzzle.meta):
        out["meta"] = meta_dict(puzzle.meta)
    if puzzle.kind is not Kind.PLAIN:
        out["kind"] = puzzle.kind.value
    return out | marks_dict(puzzle)


def clue_dict(clue: Clue) -> dict[str, Any]:
    """A clue as JSON has it: its number and direction, or its group; cells counted from 1."""
    out: dict[str, Any] = {"number": clue.number}
    if clue.direction is not None:
        out["direction"] = clue.direction.label
    if clue.group:
        out["group"] = clue.group
    if clue.label:
        out["label"] = clue.label
    if clue.cells:
        out["cells"] = [[r + 1, c + 1] for r, c in clue.cells]
    return out | {"text": clue.text}


def marks_dict(puzzle: Puzzle) -> dict[str, Any]:
    """Bars, cell styles, rebus answers and cell labels, each only when the puzzle has them."""
    out: dict[str, Any] = {}
    if puzzle.grid.bars:
        out["bars"] = [
            {"row": r + 1, "col": c + 1, "side": "right" if d is ACROSS else "bottom"}
            for (r, c), d in sorted(puzzle.grid.bars, key=lambda bar: (bar[0], bar[1].name))
        ]
    if puzzle.styles:
        out["styles"] = [
            {"row": r + 1, "col": c + 1}
            | ({"circle": True} if style.circle else {})
            | ({"shade": style.shade} if style.shade else {})
            | ({"void": True} if style.void else {})
            for (r, c), style in sorted(puzzle.styles.items())
        ]
    if puzzle.rebus:
        out["rebus"] = [
            cell_text(cell, text, "answer") for cell, text in sorted(puzzle.rebus.items())
        ]
    if puzzle.labels:
        out["labels"] = [
            cell_text(cell, text, "label") for cell, text in sorted(puzzle.labels.items())
        ]
    if puzzle.corners:
        out["corners"] = [
            cell_text(cell, text, "text") | {"place": place}
            for cell, places in sorted(puzzle.corners.items())
            for place, text in sorted(places.items(), key=lambda item: MARK_PLACES.index(item[0]))
        ]
    return out


def cell_text(cell: Cell, text: str, key: str) -> dict[str, Any]:
    return {"row": cell[0] + 1, "col": cell[1] + 1, key: text}


def header(kind: str, name: str) -> dict[str, Any]:
    out: dict[str, Any] = {MAGIC: SCHEMA_VERSION, "type": kind}
    if name:
        out["name"] = name
    return out


def solution_fields(solution: Solution) -> dict[str, Any]:
    return {
        "puzzle": puzzle_dict(solution),
        "grid": list(solution.rows),
        "placements": [placement_dict(p) for p in solution.placements],
    }


def to_json_dict(doc: Document) -> dict[str, Any]:
    """The document as our JSON schema has it."""
    if isinstance(doc, Puzzle):
        return header("puzzle", doc.name) | puzzle_dict(doc)
    if isinstance(doc, Solution):
        return header("solution", doc.puzzle.name) | solution_fields(doc)
    if isinstance(doc, WordSearch):
        return header("wordsearch", "") | wordsearch_fields(doc)
    out = header("game", doc.puzzle.name) | {
        "puzzle": puzzle_dict(doc.puzzle),
        "board": list(doc.board),
        "placements": [placement_dict(p) for p in doc.placements],
        "hints": doc.hints,
        "seconds": doc.seconds,
    }
    if doc.solution is not None:
        out["solution"] = list(doc.solution.rows)
    if doc.entries:
        out["entries"] = [
            cell_text(cell, text, "text") for cell, text in sorted(doc.entries.items())
        ]
    return out | ({GAME_STATE: dict(doc.state)} if doc.state is not None else {})


def json_rows(ws: WordSearch) -> list[str]:
    """The grid as JSON has it: OUTSIDE_CELL where the shape has no cell."""
    return [row.replace(OUTSIDE, OUTSIDE_CELL) for row in ws.rows]


def variant_fields(ws: WordSearch) -> dict[str, Any]:
    """What a shaped, messaged, secret or clued word search adds, each only when set.

    `shape` is the mask a browser draws (`#` a cell inside, `.` one outside), beside the
    grid, whose outside cells are `.` too.
    """
    out: dict[str, Any] = {}
    if ws.shaped:
        out["shape"] = list(ws.shape)
    if ws.message:
        out["message"] = ws.message
    if ws.secrets:
        out["secrets"] = [placement_dict(p) for p in ws.secrets]
    if ws.listings:
        out["clues"] = [
            {"word": x.word, "answer": x.answer} | ({"clue": x.clue} if x.clue else {})
            for x in ws.listings
        ]
    if ws.order != "alpha":
        out["list_order"] = ws.order
    return out


def wordsearch_fields(ws: WordSearch) -> dict[str, Any]:
    out = {
        "grid": json_rows(ws),
        "placements": [placement_dict(p) for p in ws.placements],
        "seed": ws.seed,
    } | variant_fields(ws)
    return out | ({"meta": meta_dict(ws.meta)} if meta_dict(ws.meta) else {})


def short_wordsearch_dict(ws: WordSearch) -> dict[str, Any]:
    """The short shape `wordsearch --json` prints, `{"grid", "words", "seed"}` (and the
    variant fields and `meta` a puzzle has): compass directions, rows and columns counted
    from 1. Reading it gives the word search back."""
    meta = {"meta": meta_dict(ws.meta)} if ws.meta.items() else {}
    return (
        {
            "grid": json_rows(ws),
            "words": [placement_dict(p) | {"direction": p.direction.name} for p in ws.placements],
            "seed": ws.seed,
        }
        | variant_fields(ws)
        | meta
    )


def dumps(doc: Document) -> str:
    return pretty_json(to_json_dict(doc)) + "\n"


# --- reading ------------------------------------------------------------------------------


def _direction(value: Any, path: JsonPath, *, crossword: bool = False) -> Direction:
    name = expect_str(value, path)
    direction = _DIRECTIONS.get(name) or _DIRECTIONS.get(name.upper())
    if crossword and direction not in (ACROSS, DOWN):
        raise bad(path, f"unknown clue direction {name!r}; expected across or down")
    if direction is None:
        raise bad(
            path,
            f"unknown direction {name!r}; expected across, down or a compass "
            "point (N, NE, E, SE, S, SW, W, NW)",
        )
    return direction


def _meta(obj: dict[str, Any], path: JsonPath) -> Metadata:
    if "meta" not in obj:
        return Metadata()
    at = child(path, "meta")
    fields = expect_object(obj["meta"], at)
    known = (*METADATA_FIELDS, "lang")
    unknown = sorted(set(fields) - set(known))
    if unknown:
        raise bad(child(at, unknown[0]), f"unknown field; expected {', '.join(known)}")
    return Metadata(**{k: expect_str(v, child(at, k)) for k, v in fields.items()})


def _clues(obj: dict[str, Any], path: JsonPath) -> tuple[Clue, ...]:
    if "clues" not in obj:
        return ()
    at = child(path, "clues")
    return tuple(
        _clue(value, child(at, k)) for k, value in enumerate(expect_list(obj["clues"], at))
    )


def _clue(value: Any, here: JsonPath) -> Clue:
    clue = expect_object(value, here)
    group = expect_str(clue.get("group", ""), child(here, "group"))
    direction = None
    if "direction" in clue or not group:
        at = child(here, "direction")
        direction = _direction(require(clue, "direction", here), at, crossword=True)
    cells: list[Cell] = []
    for k, pair in enumerate(expect_list(clue.get("cells", []), child(here, "cells"))):
        where = child(child(here, "cells"), k)
        row_col = expect_list(pair, where)
        if len(row_col) != 2:
            raise bad(where, "expected a cell [row, col]")
        r, c = (expect_int(v, child(where, i), minimum=1) - 1 for i, v in enumerate(row_col))
        cells.append((r, c))
    return Clue(
        expect_int(require(clue, "number", here), child(here, "number"), minimum=0),
        direction,
        expect_str(require(clue, "text", here), child(here, "text")),
        group,
        expect_str(clue.get("label", ""), child(here, "label")),
        tuple(cells),
    )


def _cell_at(entry: dict[str, Any], where: JsonPath, rows: tuple[str, ...]) -> Cell:
    r = expect_int(require(entry, "row", where), child(where, "row"), minimum=1) - 1
    c = expect_int(require(entry, "col", where), child(where, "col"), minimum=1) - 1
    if r >= len(rows) or c >= len(rows[0]):
        raise bad(where, f"R{r + 1}C{c + 1} is outside the grid")
    return r, c


def _entries(
    obj: dict[str, Any], path: JsonPath, key: str, rows: tuple[str, ...]
) -> list[tuple[Cell, dict[str, Any], JsonPath]]:
    """The `{"row", "col", ...}` entries under `key`, each with its cell and path."""
    at = child(path, key)
    found = []
    for k, value in enumerate(expect_list(obj.get(key, []), at)):
        where = child(at, k)
        entry = expect_object(value, where)
        found.append((_cell_at(entry, where, rows), entry, where))
    return found


_SIDES = {"right": ACROSS, "bottom": DOWN}


def _marks(
    obj: dict[str, Any], path: JsonPath, rows: tuple[str, ...]
) -> tuple[frozenset[Bar], Marks]:
    bars = set()
    for cell, entry, where in _entries(obj, path, "bars", rows):
        side = expect_str(require(entry, "side", where), child(where, "side"))
        if side not in _SIDES:
            raise bad(child(where, "side"), f"unknown side {side!r}; expected right or bottom")
        bars.add((cell, _SIDES[side]))
    styles = {
        cell: CellStyle(
            entry.get("circle") is True,
            colour(expect_str(entry.get("shade", ""), child(where, "shade"))),
            entry.get("void") is True,
        )
        for cell, entry, where in _entries(obj, path, "styles", rows)
    }
    rebus = {}
    for cell, entry, where in _entries(obj, path, "rebus", rows):
        rebus[cell] = answer_cell(
            expect_str(require(entry, "answer", where), child(where, "answer"))
        )
        if not rebus[cell]:
            raise bad(child(where, "answer"), "a rebus answer can't be empty")
    labels = {
        cell: expect_str(require(entry, "label", where), child(where, "label"))
        for cell, entry, where in _entries(obj, path, "labels", rows)
    }
    styled = {c: s for c, s in styles.items() if s}
    return frozenset(bars), Marks(styled, rebus, labels, _corners(obj, path, rows))


def _corners(
    obj: dict[str, Any], path: JsonPath, rows: tuple[str, ...]
) -> dict[Cell, dict[str, str]]:
    """`corners`: `{"row", "col", "place", "text"}`, the place one of MARK_PLACES."""
    corners: dict[Cell, dict[str, str]] = {}
    for cell, entry, where in _entries(obj, path, "corners", rows):
        place = expect_str(require(entry, "place", where), child(where, "place"))
        if place not in MARK_PLACES:
            raise bad(
                child(where, "place"), f"unknown place {place!r}; expected {', '.join(MARK_PLACES)}"
            )
        text = expect_str(require(entry, "text", where), child(where, "text"))
        if not text.strip():
            raise bad(child(where, "text"), "a corner's text can't be empty")
        corners.setdefault(cell, {})[place] = text
    return corners


def _kind(obj: dict[str, Any], path: JsonPath) -> Kind:
    if "kind" not in obj:
        return Kind.PLAIN
    value = expect_str(obj["kind"], child(path, "kind"))
    try:
        return Kind(value)
    except ValueError:
        names = ", ".join(k.value for k in Kind)
        raise bad(child(path, "kind"), f"unknown kind {value!r}; expected one of {names}") from None


def _puzzle(obj: dict[str, Any], path: JsonPath, name: str) -> Puzzle:
    rows = parse_rows(require(obj, "grid", path), child(path, "grid"))
    clues = _clues(obj, path)
    words_at = child(path, "words")
    # No words and no clues is a blank grid (Puzzle.is_blank), not a damaged file.
    listed = expect_list(require(obj, "words", path), words_at)
    words = [expect_word(w, child(words_at, k)) for k, w in enumerate(listed)]
    min_length = 2
    if "min_length" in obj:
        min_length = expect_int(obj["min_length"], child(path, "min_length"), minimum=1)
    bars, marks = _marks(obj, path, rows)
    try:
        grid = Grid(rows, bars)
    except InputError as e:
        raise bad(child(path, "bars"), e.message) from None
    puzzle = Puzzle(
        grid,
        WordBank.from_words(words),
        min_length,
        name,
        _meta(obj, path),
        clues,
        styles=marks.styles,
        rebus=marks.rebus,
        labels=marks.labels,
        kind=_kind(obj, path),
        corners=marks.corners,
    )
    for k, clue in enumerate(clues):
        try:
            check_clue(puzzle, clue)
        except InputError as e:
            raise bad(child(child(path, "clues"), k), e.message) from None
    return puzzle


def _placement(value: Any, path: JsonPath) -> Placement:
    obj = expect_object(value, path)
    word = expect_word(require(obj, "word", path), child(path, "word"))
    row = expect_int(require(obj, "row", path), child(path, "row"), minimum=1)
    col = expect_int(require(obj, "col", path), child(path, "col"), minimum=1)
    direction = _direction(require(obj, "direction", path), child(path, "direction"))
    return Placement(word, row - 1, col - 1, direction)


def _placements(
    obj: dict[str, Any], path: JsonPath, key: str = "placements"
) -> tuple[Placement, ...]:
    at = child(path, key)
    return tuple(
        _placement(v, child(at, k)) for k, v in enumerate(expect_list(require(obj, key, path), at))
    )


def _nested_puzzle(obj: dict[str, Any], name: str) -> Puzzle:
    return _puzzle(expect_object(require(obj, "puzzle", "$"), "$.puzzle"), "$.puzzle", name)


def _solution(obj: dict[str, Any], name: str) -> Solution:
    puzzle = _nested_puzzle(obj, name)
    rows = parse_rows(require(obj, "grid", "$"), "$.grid")
    try:
        solution = solution_from_rows(puzzle, rows)
    except InputError as e:
        raise bad("$.grid", e.message) from None
    # The placements repeat what the grid says; optional, but they must agree.
    if "placements" in obj and set(_placements(obj, "$")) != set(solution.placements):
        raise bad("$.placements", "the placements do not match the filled grid")
    return solution


def letter_grid(obj: dict[str, Any]) -> tuple[str, ...]:
    """A word search's rows: letters, and OUTSIDE_CELL beyond its shape, which `shape`
    (when given) must agree with."""
    cells = parse_rows(require(obj, "grid", "$"), "$.grid")
    for r, row in enumerate(cells):
        if BLOCK in row:
            raise bad(
                child("$.grid", r),
                f"character {row.index(BLOCK) + 1} is {BLOCK!r}; expected a letter "
                f"(or {OUTSIDE_CELL} outside the shape)",
            )
    rows = tuple(row.replace(OUTSIDE_CELL, OUTSIDE) for row in cells)
    if all(set(row) == {OUTSIDE} for row in rows):
        raise bad("$.grid", "every cell is outside the shape")
    if "shape" in obj:
        at = "$.shape"
        shape = [expect_str(v, child(at, k)) for k, v in enumerate(expect_list(obj["shape"], at))]
        if tuple(shape) != shape_mask(rows):
            raise bad(at, "the shape does not match the grid's cells (# inside, . outside)")
    return rows


def _listings(obj: dict[str, Any]) -> tuple[Listing, ...]:
    if "clues" not in obj:
        return ()
    at = "$.clues"
    found = []
    for k, value in enumerate(expect_list(obj["clues"], at)):
        here = child(at, k)
        entry = expect_object(value, here)
        answer = expect_str(require(entry, "answer", here), child(here, "answer"))
        word = expect_word(entry.get("word", "".join(answer.split())), child(here, "word"))
        clue = expect_str(entry.get("clue", ""), child(here, "clue"))
        found.append(Listing(word, answer, clue))
    return tuple(found)


def _wordsearch(obj: dict[str, Any], key: str = "placements") -> WordSearch:
    rows = letter_grid(obj)
    placements = _placements(obj, "$", key)
    secrets = _placements(obj, "$", "secrets") if "secrets" in obj else ()
    for where, found in ((key, placements), ("secrets", secrets)):
        for k, p in enumerate(found):
            if not spells(rows, p):
                raise bad(
                    f"$.{where}[{k}]",
                    f"{p.word} does not read from R{p.user_row}"
                    f"C{p.user_col} going {p.direction.label} in the grid",
                )
    seed = obj.get("seed")
    if seed is not None:
        seed = expect_int(seed, "$.seed")
    message = expect_str(obj.get("message", ""), "$.message")
    order = expect_str(obj.get("list_order", "alpha"), "$.list_order")
    problem = list_order_problem(order)
    if problem is not None:
        raise bad("$.list_order", problem)
    return WordSearch(
        rows, placements, seed, _meta(obj, "$"), message, secrets, _listings(obj), order
    )


def _game(obj: dict[str, Any], name: str) -> GameSave:
    puzzle = _nested_puzzle(obj, name)
    board = parse_rows(require(obj, "board", "$"), "$.board")
    grid = puzzle.grid
    if len(board) != grid.height or len(board[0]) != grid.width:
        raise bad(
            "$.board",
            f"the board is {len(board)}x{len(board[0])} but the puzzle grid "
            f"is {grid.height}x{grid.width}",
        )
    # A diagramless player's blocks are their own guesses, wherever they are.
    finding = puzzle.kind is Kind.DIAGRAMLESS
    for r, (want, got) in enumerate(zip(grid.rows, board, strict=True)):
        for c, (w, g) in enumerate(zip(want, got, strict=True)):
            moved = (w == BLOCK) != (g == BLOCK) and not finding
            if moved or (w not in (BLOCK, OPEN) and g != w):
                raise bad(
                    child("$.board", r), f"cell {c + 1} is {g!r} but the puzzle has {w!r} there"
                )
    hints = expect_int(obj.get("hints", 0), "$.hints", minimum=0)
    seconds = obj.get("seconds", 0.0)
    if (
        isinstance(seconds, bool)
        or not isinstance(seconds, int | float)
        # An int past the largest float (a number of hundreds of digits) is no clock either.
        or not (0 <= seconds <= sys.float_info.max)
    ):
        raise bad("$.seconds", f"expected a number of seconds, found {describe(seconds)}")
    state = obj.get(GAME_STATE)
    if state is not None:
        state = expect_object(state, f"$[{GAME_STATE!r}]")
    answer = None
    if obj.get("solution") is not None:
        try:
            answer = solution_from_rows(puzzle, parse_rows(obj["solution"], "$.solution"))
        except InputError as e:
            raise bad("$.solution", e.message) from None
    entries = {
        cell: answer_cell(expect_str(require(entry, "text", where), child(where, "text")))
        for cell, entry, where in _entries(obj, "$", "entries", board)
    }
    return GameSave(
        puzzle, board, _placements(obj, "$"), hints, float(seconds), state, answer, entries
    )


def from_json_dict(data: Any, name: str = "") -> Document:
    """A document from parsed wordgrid JSON; bad values raise InputError with their path."""
    obj = expect_object(data, "$")
    if MAGIC not in obj and "grid" in obj and "words" in obj:
        # The short shape `wordgrid wordsearch --json` printed before documents had a type.
        return _wordsearch(obj, "words")
    if MAGIC not in obj and {"seed", "rating", "proof"} <= obj.keys():
        raise bad(
            "$",
            "this is the record `generate` keeps of how a puzzle was made (its "
            "seed, rating and proof), not a puzzle: the puzzle is the file beside it",
        )
    if MAGIC not in obj and "status" in obj:
        raise bad(
            "$",
            f"this is the JSON answer of a search that ended {obj['status']!r} "
            "without a solution, so it holds no puzzle to read",
        )
    version = expect_int(require(obj, MAGIC, "$"), f"$.{MAGIC}", minimum=1)
    if version > SCHEMA_VERSION:
        raise bad(
            f"$.{MAGIC}",
            f"this file is wordgrid JSON version {version}; this wordgrid "
            f"reads version {SCHEMA_VERSION}: upgrade wordgrid",
        )
    kind = expect_str(require(obj, "type", "$"), "$.type")
    if "name" in obj:
        name = expect_str(obj["name"], "$.name")
    if kind == "puzzle":
        # `solve --json` without a solution keeps the puzzle under "puzzle", as a solution does.
        return _nested_puzzle(obj, name) if "puzzle" in obj else _puzzle(obj, "$", name)
    if kind == "solution":
        return _solution(obj, name)
    if kind == "wordsearch":
        return _wordsearch(obj)
    if kind == "game":
        return _game(obj, name)
    raise bad("$.type", f"unknown type {kind!r}; expected one of {', '.join(TYPES)}")


def grid_and_words(data: Any) -> tuple[tuple[str, ...], tuple[str, ...], str]:
    """A word search's rows, words (secret ones last) and message in the short shape,
    `{"grid": [...], "words": [...]}`, whose words may be missing or not in the grid: the
    finder checks them itself."""
    obj = expect_object(data, "$")
    rows = letter_grid(obj)
    words = []
    for k, entry in enumerate(expect_list(obj.get("words", []), "$.words")):
        at = child("$.words", k)
        word = (
            require(expect_object(entry, at), "word", at) if not isinstance(entry, str) else entry
        )
        words.append(expect_word(word, child(at, "word") if not isinstance(entry, str) else at))
    for k, entry in enumerate(expect_list(obj.get("secrets", []), "$.secrets")):
        at = child("$.secrets", k)
        words.append(expect_word(require(expect_object(entry, at), "word", at), at))
    return rows, tuple(words), expect_str(obj.get("message", ""), "$.message")


def answers(data: Any) -> list[tuple[str, str]]:
    """A word search's answers and clues from JSON: `["CAT", ...]`, `[{"answer", "clue"}]`
    (either bare or under "words"), or `{"CAT": "a pet", ...}`."""
    if isinstance(data, dict) and "words" in data:
        data, at = data["words"], "$.words"
    else:
        at = "$"
    if isinstance(data, dict):
        return [(k, expect_str(v, child(at, k))) for k, v in data.items()]
    found = []
    for k, entry in enumerate(expect_list(data, at)):
        here = child(at, k)
        if isinstance(entry, str):
            found.append((entry, ""))
            continue
        obj = expect_object(entry, here)
        answer = expect_str(require(obj, "answer", here), child(here, "answer"))
        found.append((answer, expect_str(obj.get("clue", ""), child(here, "clue"))))
    return found


def loads(text: str, name: str = "") -> Document:
    return from_json_dict(parse_json(text), name)
