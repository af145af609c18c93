"""ipuz, the open JSON puzzle format: read and write fill-in, crossword and word-search kinds.

Written by hand rather than with the PyPI `ipuz` package, which rejects valid files.

What we write:
- a fill-in Puzzle or Solution: kind `http://ipuz.org/fill#1`; `puzzle` has `#` blocks, `0`
  empty cells and `{"cell": 0, "value": "A"}` for given letters; a Solution adds `solution`;
  the word list goes under the extension key `org.wordgrid.words`;
- the same as kind `http://ipuz.org/crossword#1` (`kind="crossword"`), for crossword apps:
  numbered cells, and one clue per slot that lists the words of its length;
- a WordSearch: kind `http://ipuz.org/wordsearch#1`, `solution` maps each word to its cells.

Coordinates are written counted from 0 as `[col, row]`, and `org.wordgrid.coordinates` says
so. Files from elsewhere count from 0 or 1 and some put the row first; on reading we try the
four conventions in turn and keep the first under which every listed word spells out in the
grid. A shift or swap that still spells every word is vanishingly rare, and then the grid
can't tell the conventions apart anyway.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any, Literal

from wordgrid.errors import InputError
from wordgrid.formats._text import Line
from wordgrid.formats.json_io import (
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
    pretty_json,
    require,
    solution_from_rows,
    spells,
    write_atomic,
)
from wordgrid.model import (
    ACROSS,
    BLOCK,
    OPEN,
    Cell,
    Direction,
    Grid,
    Placement,
    Puzzle,
    Solution,
    WordBank,
    WordSearch,
    fold,
    is_letter,
)

VERSION = "http://ipuz.org/v2"
FILL = "http://ipuz.org/fill#1"
CROSSWORD = "http://ipuz.org/crossword#1"
WORDSEARCH = "http://ipuz.org/wordsearch#1"
SUPPORTED = ("fill", "crossword", "wordsearch")  # kind families we read

# Extension keys: ipuz asks that fields outside the spec carry a namespace.
EXT_WORDS = "org.wordgrid.words"
EXT_MIN_LENGTH = "org.wordgrid.min_length"
EXT_COORDINATES = "org.wordgrid.coordinates"
EXT_SEED = "org.wordgrid.seed"
COORDINATES = "0-based [col, row]"

# A clue lists the words of its length only while they fit in a clue; an autofill dictionary
# has thousands of 5-letter words, and then the clue just gives the length.
CLUE_WORDS_MAX = 40
# A filled grid from a big dictionary stores only its own answers as the word list, as the
# dictionary would make the file huge and isn't part of the grid.
STORED_WORDS_MAX = 2000

IpuzKind = Literal["fill", "crossword"]
Convention = tuple[int, bool]  # (first index, True when [col, row]) for ipuz coordinates
CONVENTIONS: tuple[Convention, ...] = ((0, True), (1, True), (0, False), (1, False))


# --- writing -----------------------------------------------------------------------------


def numbering(puzzle: Puzzle) -> dict[Cell, int]:
    """Crossword clue numbers: each cell that starts a slot, in reading order."""
    starts = sorted({slot.start for slot in puzzle.slots})
    return {cell: n for n, cell in enumerate(starts, start=1)}


def _stored_words(puzzle: Puzzle, solution: Solution | None) -> list[str]:
    if solution is not None and len(puzzle.bank.listed) > STORED_WORDS_MAX:
        return list(solution.words)
    return list(puzzle.bank.listed)


def _puzzle_cells(puzzle: Puzzle, numbers: dict[Cell, int] | None) -> list[list[Any]]:
    rows: list[list[Any]] = []
    for r, row in enumerate(puzzle.grid.rows):
        cells: list[Any] = []
        for c, ch in enumerate(row):
            label = numbers.get((r, c), 0) if numbers is not None else 0
            if ch == BLOCK:
                cells.append(BLOCK)
            elif ch == OPEN:
                cells.append(label)
            else:
                cells.append({"cell": label, "value": ch})
        rows.append(cells)
    return rows


def clue_text(length: int, words: list[str]) -> str:
    if len(words) > CLUE_WORDS_MAX:
        return f"{length} letters"
    return f"{length} letters: " + ", ".join(words)


def _clues(puzzle: Puzzle, solution: Solution | None, numbers: dict[Cell, int]) -> Any:
    by_length: dict[int, list[str]] = {}
    for word in sorted(puzzle.bank.listed):
        by_length.setdefault(len(word), []).append(word)
    groups: dict[str, list[dict[str, Any]]] = {"Across": [], "Down": []}
    answers = solution.words if solution is not None else (None,) * len(puzzle.slots)
    for slot, answer in zip(puzzle.slots, answers, strict=True):
        clue: dict[str, Any] = {
            "number": numbers[slot.start],
            "clue": clue_text(slot.length, by_length.get(slot.length, [])),
            "enumeration": str(slot.length),
        }
        if answer is not None:
            clue["answer"] = answer
        groups["Across" if slot.direction is ACROSS else "Down"].append(clue)
    for clues in groups.values():
        clues.sort(key=lambda clue: clue["number"])
    return groups


def _grid_dict(doc: Puzzle | Solution, kind: IpuzKind) -> dict[str, Any]:
    solution = doc if isinstance(doc, Solution) else None
    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    numbers = numbering(puzzle) if kind == "crossword" else None
    out: dict[str, Any] = {
        "version": VERSION,
        "kind": [CROSSWORD if kind == "crossword" else FILL],
        "title": puzzle.name or "Fill-in puzzle",
        "origin": "wordgrid",
        "block": BLOCK,
        "empty": 0,
        "dimensions": {"width": puzzle.grid.width, "height": puzzle.grid.height},
        "puzzle": _puzzle_cells(puzzle, numbers),
    }
    if solution is not None:
        # A lone open cell outside every slot stays empty even in a solved grid.
        out["solution"] = [[0 if ch == OPEN else ch for ch in row] for row in solution.rows]
    if numbers is not None:
        out["showenumerations"] = True
        out["clues"] = _clues(puzzle, solution, numbers)
    out[EXT_WORDS] = _stored_words(puzzle, solution)
    out[EXT_MIN_LENGTH] = puzzle.min_length
    return out


def _wordsearch_dict(ws: WordSearch) -> dict[str, Any]:
    repeated = [w for w, n in Counter(p.word for p in ws.placements).items() if n > 1]
    if repeated:
        raise InputError(f"an ipuz word search names each word once, but {repeated[0]} is "
                         "hidden more than once")
    solution = {
        p.word: [[p.col + k * p.direction.dc, p.row + k * p.direction.dr]
                 for k in range(len(p.word))]
        for p in ws.placements
    }
    out: dict[str, Any] = {
        "version": VERSION,
        "kind": [WORDSEARCH],
        "title": "Word search",
        "origin": "wordgrid",
        "dimensions": {"width": len(ws.rows[0]), "height": len(ws.rows)},
        "puzzle": [list(row) for row in ws.rows],
        "solution": solution,
        "dictionary": False,
        EXT_COORDINATES: COORDINATES,
    }
    if ws.seed is not None:
        out[EXT_SEED] = ws.seed
    return out


def to_ipuz_dict(doc: Puzzle | Solution | WordSearch, kind: IpuzKind = "fill") -> dict[str, Any]:
    """The document as an ipuz object; `kind` picks fill or crossword for grids."""
    if isinstance(doc, WordSearch):
        return _wordsearch_dict(doc)
    return _grid_dict(doc, kind)


def dumps(doc: Puzzle | Solution | WordSearch, kind: IpuzKind = "fill") -> str:
    return pretty_json(to_ipuz_dict(doc, kind)) + "\n"


def write_ipuz(doc: Puzzle | Solution | WordSearch, path: str | Path,
               kind: IpuzKind = "fill") -> None:
    """Write a puzzle, a solution (fill or crossword kind) or a word search as ipuz."""
    write_atomic(path, dumps(doc, kind).encode("utf-8"))


# --- reading: kinds and cells --------------------------------------------------------------


def _family(kinds: list[Any]) -> str:
    names = [expect_str(k, f"$.kind[{i}]") for i, k in enumerate(kinds)]
    for name in names:
        base = name.split("#", 1)[0].rstrip("/")
        for family in SUPPORTED:
            # Sub-kinds (http://ipuz.org/crossword/diagramless) refine a family we know.
            if base == f"http://ipuz.org/{family}" or base.startswith(
                    f"http://ipuz.org/{family}/"):
                return family
    raise bad("$.kind", f"unsupported ipuz kind {', '.join(names)}: wordgrid reads the "
              "fill, crossword and wordsearch kinds")


def _letter(text: str, path: JsonPath) -> str:
    if len(text) != 1:
        raise bad(path, f"the cell holds {text!r}; cells of several letters (rebus) are "
                  "not supported")
    if not is_letter(text):
        raise bad(path, f"expected a letter, found {text!r}")
    return fold(text)


def _puzzle_cell(value: Any, path: JsonPath, block: Any, empty: Any, letters: bool) -> str:
    """One `puzzle` cell as BLOCK, OPEN or a given letter."""
    if value is None:  # an omitted cell: outside the grid's shape, so nothing goes there
        return BLOCK
    if isinstance(value, dict):
        inner = value.get("cell", empty)
        if inner == block or inner is None:
            return BLOCK
        given = value.get("value")
        if given is None or given == "" or given == empty:
            return OPEN
        return _letter(expect_str(given, child(path, "value")), child(path, "value"))
    if value == block:
        return BLOCK
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise bad(path, f"expected a cell (a number, a label, {json.dumps(block)} or an "
                  f"object), found {describe(value)}")
    # In a fill puzzle a lone letter is a given letter; in a crossword a string is a label.
    if letters and isinstance(value, str) and len(value) == 1 and is_letter(value):
        return fold(value)
    return OPEN


def _solution_cell(value: Any, path: JsonPath, block: Any) -> str | None:
    """One `solution` cell as BLOCK or a letter; None when the cell is left blank."""
    if value is None or value == block:
        return BLOCK
    if isinstance(value, dict):
        inner = value.get("value")
        if inner is None or inner == "":
            return BLOCK if value.get("cell") == block else None
        value, path = inner, child(path, "value")
    if isinstance(value, int) and not isinstance(value, bool) and value == 0:
        return None
    text = expect_str(value, path)
    return None if text in ("", " ") else _letter(text, path)


def _matrix(obj: dict[str, Any], key: str) -> list[list[Any]]:
    path = child("$", key)
    rows = expect_list(require(obj, key, "$"), path, nonempty=True)
    out: list[list[Any]] = []
    for r, row in enumerate(rows):
        at = child(path, r)
        # Row strings ("CAT") are a common shorthand in word searches; take them too.
        cells = list(row) if isinstance(row, str) else expect_list(row, at, nonempty=True)
        if len(cells) != len(out[0] if out else cells):
            raise bad(at, f"row has {len(cells)} cells but the first row has {len(out[0])}")
        out.append(cells)
    return out


def _check_dimensions(obj: dict[str, Any], cells: list[list[Any]], key: str) -> None:
    if "dimensions" not in obj:
        return
    dims = expect_object(obj["dimensions"], "$.dimensions")
    width = expect_int(require(dims, "width", "$.dimensions"), "$.dimensions.width", minimum=1)
    height = expect_int(require(dims, "height", "$.dimensions"), "$.dimensions.height",
                        minimum=1)
    if len(cells) != height:
        raise bad(f"$.{key}", f"has {len(cells)} rows but $.dimensions.height is {height}")
    if len(cells[0]) != width:
        raise bad(f"$.{key}[0]", f"has {len(cells[0])} cells but $.dimensions.width is {width}")


def _words(value: Any, path: JsonPath) -> list[str]:
    return [expect_word(w, child(path, k))
            for k, w in enumerate(expect_list(value, path, nonempty=True))]


# --- reading: fill-in and crossword grids -----------------------------------------------------


def _read_grid(obj: dict[str, Any], family: str, name: str, min_length: int) -> Puzzle | Solution:
    block = obj.get("block", BLOCK)
    empty = obj.get("empty", 0)
    cells = _matrix(obj, "puzzle")
    _check_dimensions(obj, cells, "puzzle")
    letters = family == "fill"
    rows = tuple(
        "".join(_puzzle_cell(v, f"$.puzzle[{r}][{c}]", block, empty, letters)
                for c, v in enumerate(row))
        for r, row in enumerate(cells)
    )
    filled: tuple[str, ...] | None = None
    if obj.get("solution") is not None:
        sol = _matrix(obj, "solution")
        if len(sol) != len(rows) or len(sol[0]) != len(rows[0]):
            raise bad("$.solution", f"is {len(sol)}x{len(sol[0])} but the puzzle is "
                      f"{len(rows)}x{len(rows[0])}")
        got = [[_solution_cell(v, f"$.solution[{r}][{c}]", block) for c, v in enumerate(row)]
               for r, row in enumerate(sol)]
        for r, row in enumerate(got):
            for c, ch in enumerate(row):
                if (ch == BLOCK) != (rows[r][c] == BLOCK):
                    raise bad(f"$.solution[{r}][{c}]", "a block in only one of puzzle and "
                              "solution")
    if EXT_MIN_LENGTH in obj:
        min_length = expect_int(obj[EXT_MIN_LENGTH], f"$[{json.dumps(EXT_MIN_LENGTH)}]",
                                minimum=1)
    grid = Grid(rows)
    if obj.get("solution") is not None:
        in_slot = {cell for slot in Puzzle(grid, WordBank.from_words([]), min_length).slots
                   for cell in slot.cells}
        # A blank cell in a slot makes a partial grid (a saved game): keep the puzzle only.
        if all(ch is not None or (r, c) not in in_slot
               for r, row in enumerate(got) for c, ch in enumerate(row)):
            filled = tuple("".join(ch or rows[r][c] for c, ch in enumerate(row))
                           for r, row in enumerate(got))
    if EXT_WORDS in obj:
        words = _words(obj[EXT_WORDS], f"$[{json.dumps(EXT_WORDS)}]")
    elif filled is not None:
        # A crossword from elsewhere: its own answers are the words to place.
        words = ["".join(filled[r][c] for r, c in slot.cells)
                 for slot in Puzzle(grid, WordBank.from_words([]), min_length).slots]
        if not words:
            raise bad("$.puzzle", "the grid has no slot to fill")
    else:
        raise bad("$", f"no word list: the file has neither a full solution nor the "
                  f"{json.dumps(EXT_WORDS)} list")
    puzzle = Puzzle(grid, WordBank.from_words(words), min_length, name)
    if filled is None:
        return puzzle
    return solution_from_rows(puzzle, filled, "$.solution")


# --- reading: word searches ------------------------------------------------------------------


def _step(a: Cell, b: Cell) -> Direction | None:
    delta = (b[0] - a[0], b[1] - a[1])
    return next((d for d in Direction if d.value == delta), None)


def _placement(word: str, cells: list[Cell]) -> Placement | None:
    """The placement whose cells are `cells`, or None when they are no straight run."""
    if len(cells) != len(word):
        return None
    if len(cells) == 1:
        return Placement(word, cells[0][0], cells[0][1], Direction.E)
    direction = _step(cells[0], cells[1])
    if direction is None or any(_step(a, b) is not direction
                                for a, b in zip(cells, cells[1:], strict=False)):
        return None
    return Placement(word, cells[0][0], cells[0][1], direction)


def _pair(value: Any, path: JsonPath) -> tuple[int, int]:
    pair = expect_list(value, path)
    if len(pair) != 2:
        raise bad(path, f"expected a coordinate [col, row], found a list of {len(pair)}")
    return expect_int(pair[0], child(path, 0)), expect_int(pair[1], child(path, 1))


def _raw_cells(value: Any, path: JsonPath) -> list[tuple[int, int]]:
    """The coordinates a word-search answer names, before choosing a convention."""
    if isinstance(value, dict):
        if "cells" in value:
            return _raw_cells(value["cells"], child(path, "cells"))
        if "start" in value and "end" in value:
            start = _pair(value["start"], child(path, "start"))
            end = _pair(value["end"], child(path, "end"))
            da, db = end[0] - start[0], end[1] - start[1]
            n = max(abs(da), abs(db))
            if da and db and abs(da) != abs(db):
                return []  # not a straight line: no convention will fit, which is reported
            return [(start[0] + k * (da // max(n, 1)), start[1] + k * (db // max(n, 1)))
                    for k in range(n + 1)]
        raise bad(path, "expected a list of cells, {\"cells\": [...]} or "
                  "{\"start\": [...], \"end\": [...]}")
    cells = expect_list(value, path, nonempty=True)
    return [_pair(v, child(path, k)) for k, v in enumerate(cells)]


def _to_cell(raw: tuple[int, int], convention: Convention) -> Cell:
    base, col_first = convention
    a, b = raw[0] - base, raw[1] - base
    return (b, a) if col_first else (a, b)


def _fits(rows: tuple[str, ...], word: str, raw: list[tuple[int, int]],
          convention: Convention) -> Placement | None:
    p = _placement(word, [_to_cell(cell, convention) for cell in raw])
    return p if p is not None and spells(rows, p) else None


def find_word(rows: tuple[str, ...], word: str) -> Placement | None:
    """The first place `word` reads in `rows`, in any of the eight directions."""
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch != word[0]:
                continue
            for d in Direction:
                p = Placement(word, r, c, d)
                if spells(rows, p):
                    return p
    return None


def _read_wordsearch(obj: dict[str, Any]) -> WordSearch:
    cells = _matrix(obj, "puzzle")
    _check_dimensions(obj, cells, "puzzle")
    rows = tuple(
        "".join(_letter(expect_str(v, f"$.puzzle[{r}][{c}]"), f"$.puzzle[{r}][{c}]")
                for c, v in enumerate(row))
        for r, row in enumerate(cells)
    )
    solution = require(obj, "solution", "$")
    seed = None
    if EXT_SEED in obj:
        seed = expect_int(obj[EXT_SEED], f"$[{json.dumps(EXT_SEED)}]")
    if isinstance(solution, list):  # only the words: find them ourselves
        placements = []
        for k, value in enumerate(solution):
            word = expect_word(value, f"$.solution[{k}]").replace(" ", "")
            found = find_word(rows, word)
            if found is None:
                raise bad(f"$.solution[{k}]", f"{word} is not in the grid")
            placements.append(found)
        return WordSearch(rows, tuple(placements), seed)
    answers = expect_object(solution, "$.solution")
    entries = []
    for key, value in answers.items():
        path = child("$.solution", key)
        word = expect_word(key.replace(" ", ""), path)
        entries.append((path, word, _raw_cells(value, path)))
    conventions = CONVENTIONS
    if obj.get(EXT_COORDINATES) == COORDINATES:
        conventions = CONVENTIONS[:1]
    for convention in conventions:
        fitted = [_fits(rows, word, raw, convention) for _, word, raw in entries]
        if all(p is not None for p in fitted):
            return WordSearch(rows, tuple(p for p in fitted if p is not None), seed)
    # No convention fits every word: blame the first word that fits none.
    for path, word, raw in entries:
        if not any(_fits(rows, word, raw, c) for c in conventions):
            raise bad(path, f"the cells do not spell {word} in a straight line in the grid "
                      "(tried [col, row] and [row, col], counted from 0 and from 1)")
    raise bad("$.solution", "the words' cells fit the grid only under different coordinate "
              "conventions")


# --- reading: entry points ---------------------------------------------------------------------


def _unwrap(text: str) -> str:
    # ipuz 1 files were sometimes JSONP: ipuz({...})
    stripped = text.strip()
    if stripped.startswith("ipuz(") and stripped.endswith(")"):
        return stripped[5:-1]
    return text


def from_ipuz_dict(data: Any, name: str = "", min_length: int = 2
                   ) -> Puzzle | Solution | WordSearch:
    """The puzzle, solution or word search an ipuz object holds."""
    obj = expect_object(data, "$")
    family = _family(expect_list(require(obj, "kind", "$"), "$.kind", nonempty=True))
    if "version" in obj:
        expect_str(obj["version"], "$.version")
    if family == "wordsearch":
        return _read_wordsearch(obj)
    return _read_grid(obj, family, name, min_length)


def loads(text: str, name: str = "", min_length: int = 2) -> Puzzle | Solution | WordSearch:
    return from_ipuz_dict(parse_json(_unwrap(text)), name, min_length)


def looks_like_ipuz(text: str) -> bool:
    """True for a JSON object with a `kind` list: how detection tells ipuz from our JSON."""
    try:
        data = json.loads(_unwrap(text))
    except (json.JSONDecodeError, RecursionError):
        return False
    return isinstance(data, dict) and "kind" in data


def parse_ipuz(lines: list[Line], *, min_length: int = 2, name: str = "") -> Puzzle:
    """The puzzle in an ipuz file, for `read_puzzle`; a solved grid gives its puzzle."""
    doc = loads("\n".join(text for _, text in lines), name, min_length)
    if isinstance(doc, WordSearch):
        raise InputError("this ipuz file is a word search, not a fill-in puzzle")
    return doc.puzzle if isinstance(doc, Solution) else doc

