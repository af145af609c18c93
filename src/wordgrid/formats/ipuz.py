"""ipuz, the open JSON puzzle format: fill-in, crossword and word-search kinds, both ways.

Written by hand rather than with the PyPI `ipuz` package, which rejects valid files.

What we write:
- a fill-in Puzzle or Solution: kind `http://ipuz.org/fill#1`; `puzzle` has `#` blocks, `0`
  empty cells and `{"cell": 0, "value": "A"}` for given letters; a Solution adds `solution`;
  the word list goes under the extension key `org.wordgrid.words`;
- the crossword kind `http://ipuz.org/crossword#1` for a puzzle with clues, and for a fill-in
  when asked (`ipuz-crossword`, for crossword apps): numbered cells and one clue per slot (a
  fill-in's clues list the words of the slot's length, see formats/_crossword.py); a blank
  grid (no words, no clues: a template) as a crossword with empty clue lists, as it is read;
- a WordSearch: kind `http://ipuz.org/wordsearch#1`; `solution` maps each word to a GroupSpec
  `{"cells": [[col, row], ...]}`; a cell outside a shaped grid is `null` (the spec's omitted
  cell); the message, secret words, clues and list order go under `org.wordgrid.*` keys.
Title, author, copyright, publisher, date, difficulty and notes are ipuz fields of their own.
ipuz's other text fields (editor, publication, url, intro, explanation, annotation) have no
Metadata field: they are kept as `Editor: X` lines at the top of the notes, as xd keeps its
Editor header, and written back as ipuz fields.

Coordinates are written counted from 0 as `[col, row]`, and `org.wordgrid.coordinates` says
so. Files from elsewhere count from 0 or 1 and some put the row first; on reading we try the
four conventions in turn and keep the first under which every listed word spells out in the
grid. A shift or swap that still spells every word is vanishingly rare, and then the grid
can't tell the conventions apart anyway.

What we refuse, each with its reason: kinds other than these, and cells or clues the grid
can't place (see ipuz_grid.py for what a cell and a clue may say).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from typing import Any, Literal

from wordgrid.errors import InputError
from wordgrid.formats._crossword import (
    join_notes,
    labelled,
    lift_labelled,
)
from wordgrid.formats._io import LARGEST_SIDE, check_size
from wordgrid.formats._json import (
    JsonPath,
    bad,
    child,
    expect_int,
    expect_list,
    expect_object,
    expect_str,
    expect_word,
    parse_json,
    pretty_json,
    require,
)
from wordgrid.formats.ipuz_grid import EXT_MIN_LENGTH as EXT_MIN_LENGTH
from wordgrid.formats.ipuz_grid import EXT_WORDS as EXT_WORDS
from wordgrid.formats.ipuz_grid import (
    GridFile,
    from_html,
    grid_dict,
    ipuz_date,
    model_date,
    read_grid,
    to_html,
)
from wordgrid.formats.wordsearch_text import find_word, spells
from wordgrid.model import (
    ACROSS,
    DOWN,
    METADATA_FIELDS,
    OUTSIDE,
    Cell,
    Direction,
    GameSave,
    Kind,
    Listing,
    Metadata,
    Placement,
    Puzzle,
    Solution,
    WordSearch,
    fold,
    is_letter,
    list_order_problem,
)

VERSION = "http://ipuz.org/v2"
FILL = "http://ipuz.org/fill#1"
CROSSWORD = "http://ipuz.org/crossword#1"
WORDSEARCH = "http://ipuz.org/wordsearch#1"
# The kinds of crossword wordgrid writes: the spec's diagramless and acrostic, and Crossword
# Nexus's coded kind beside the crossword one, which every crossword app reads.
KIND_URIS = {
    Kind.DIAGRAMLESS: ["http://ipuz.org/crossword/diagramless#1"],
    Kind.CODED: [CROSSWORD, "http://crosswordnexus.com/ipuz/coded#1"],
    Kind.ACROSTIC: ["http://ipuz.org/acrostic#1"],
}
SUPPORTED = ("fill", "crossword", "acrostic", "wordsearch")  # kind families we read

# Extension keys: ipuz asks that fields outside the spec carry a namespace.
EXT_COORDINATES = "org.wordgrid.coordinates"
EXT_SEED = "org.wordgrid.seed"
EXT_MESSAGE = "org.wordgrid.message"  # a word search's hidden message, as given
EXT_SECRETS = "org.wordgrid.secrets"  # its secret words, GroupSpecs like `solution`'s
EXT_CLUES = "org.wordgrid.clues"  # {word: {"answer", "clue"?}}: how the list shows a word
EXT_ORDER = "org.wordgrid.list_order"
COORDINATES = "0-based [col, row]"
CLUE_GROUPS = {"Across": ACROSS, "Down": DOWN}

IpuzKind = Literal["fill", "crossword"]
Convention = tuple[int, bool]  # (first index, True when [col, row]) for ipuz coordinates
CONVENTIONS: tuple[Convention, ...] = ((0, True), (1, True), (0, False), (1, False))


# --- writing -----------------------------------------------------------------------------


# ipuz text fields without a Metadata field, and the label of their notes line.
NOTES_FIELDS = {
    "editor": "Editor",
    "publication": "Publication",
    "url": "URL",
    "intro": "Intro",
    "explanation": "Explanation",
    "annotation": "Annotation",
}
_FIELD_OF_LABEL = {label: key for key, label in NOTES_FIELDS.items()}


def _head(kind: str | list[str], meta: Metadata) -> dict[str, Any]:
    lifted, notes = lift_labelled(meta.notes, _FIELD_OF_LABEL)
    fields = {key: to_html(value) for key, value in meta.items() if key != "notes"}
    if "date" in fields:
        fields["date"] = to_html(ipuz_date(meta.date))
    fields |= {_FIELD_OF_LABEL[label]: to_html(value) for label, value in lifted}
    if notes:
        fields["notes"] = to_html(notes)
    if meta.lang:
        fields["lang"] = meta.lang
    kinds = kind if isinstance(kind, list) else [kind]
    return {"version": VERSION, "kind": kinds, **fields, "origin": "wordgrid"}


def _grid_dict(doc: Puzzle | Solution | GameSave, kind: IpuzKind) -> dict[str, Any]:
    puzzle = doc.puzzle if isinstance(doc, Solution | GameSave) else doc
    # A blank grid is a crossword template to the apps that open one.
    crossword = kind == "crossword" or puzzle.is_crossword or bool(puzzle.labels)
    crossword = crossword or puzzle.is_blank
    uri = KIND_URIS.get(puzzle.kind, CROSSWORD if crossword else FILL)
    return _head(uri, puzzle.meta) | grid_dict(doc, crossword)


def _wordsearch_dict(ws: WordSearch) -> dict[str, Any]:
    repeated = [w for w, n in Counter(p.word for p in ws.placements).items() if n > 1]
    if repeated:
        raise InputError(
            f"an ipuz word search names each word once, but {repeated[0]} is hidden more than once"
        )
    out = _head(WORDSEARCH, ws.meta) | {
        "dimensions": {"width": len(ws.rows[0]), "height": len(ws.rows)},
        # A cell outside a shape is null: the spec's omitted cell.
        "puzzle": [[None if ch == OUTSIDE else ch for ch in row] for row in ws.rows],
        "solution": _groups(ws.placements),
        "dictionary": False,
        EXT_COORDINATES: COORDINATES,
    }
    if ws.seed is not None:
        out[EXT_SEED] = ws.seed
    if ws.message:
        out[EXT_MESSAGE] = ws.message
    if ws.secrets:
        out[EXT_SECRETS] = _groups(ws.secrets)
    if ws.listings:
        out[EXT_CLUES] = {
            x.word: {"answer": x.answer} | ({"clue": x.clue} if x.clue else {}) for x in ws.listings
        }
    if ws.order != "alpha":
        out[EXT_ORDER] = ws.order
    return out


def _groups(placements: Sequence[Placement]) -> dict[str, dict[str, Any]]:
    """Each answer as a GroupSpec, as the spec has it: the cells it covers, [col, row]."""
    return {p.word: {"cells": [[c, r] for r, c in p.cells()]} for p in placements}


def dumps(doc: Puzzle | Solution | WordSearch | GameSave, kind: IpuzKind = "fill") -> str:
    """The document as ipuz text; `kind` picks fill or crossword for a fill-in's grid."""
    data = _wordsearch_dict(doc) if isinstance(doc, WordSearch) else _grid_dict(doc, kind)
    return pretty_json(data) + "\n"


# --- reading: kinds, metadata and cells ----------------------------------------------------


def _family(kinds: list[Any]) -> str:
    names = [expect_str(k, f"$.kind[{i}]") for i, k in enumerate(kinds)]
    for name in names:
        base = name.split("#", 1)[0].rstrip("/")
        for family in SUPPORTED:
            # Sub-kinds (http://ipuz.org/crossword/diagramless) refine a family we know.
            if base == f"http://ipuz.org/{family}" or base.startswith(f"http://ipuz.org/{family}/"):
                return family
    raise bad(
        "$.kind",
        f"unsupported ipuz kind {', '.join(names)}: wordgrid reads the "
        "fill, crossword (diagramless and coded too), acrostic and wordsearch kinds",
    )


def _text(value: Any) -> str:
    return from_html(value) if isinstance(value, str) else json.dumps(value)


def _meta(obj: dict[str, Any]) -> Metadata:
    fields = {key: _text(obj[key]) for key in METADATA_FIELDS if obj.get(key) is not None}
    if "date" in fields:
        fields["date"] = model_date(fields["date"])
    lines = [
        labelled(label, _text(obj[key]).strip())
        for key, label in NOTES_FIELDS.items()
        if obj.get(key) is not None and _text(obj[key]).strip()
    ]
    if lines:
        fields["notes"] = join_notes(lines, fields.get("notes", "").split("\n"))
    if isinstance(obj.get("lang"), str):  # the puzzle's language, which its pages follow
        fields["lang"] = obj["lang"].strip()
    return Metadata(**fields)


def _letter(text: str, path: JsonPath) -> str:
    if len(text) != 1:
        raise bad(
            path, f"the cell holds {text!r}; cells of several letters (rebus) are not supported"
        )
    if not is_letter(text):
        raise bad(path, f"expected a letter, found {text!r}")
    return fold(text)


def _matrix(obj: dict[str, Any], key: str) -> list[list[Any]]:
    path = child("$", key)
    rows = expect_list(require(obj, key, "$"), path, nonempty=True)
    width = _declared_width(obj)
    out: list[list[Any]] = []
    for r, row in enumerate(rows):
        at = child(path, r)
        # Row strings ("CAT") are a common shorthand in word searches; take them too.
        cells = list(row) if isinstance(row, str) else expect_list(row, at)
        # A row that stops short of the declared width leaves its last cells out: omitted
        # cells, as `null` is (outside a shaped grid).
        if width is not None and len(cells) < width:
            cells = cells + [None] * (width - len(cells))
        if not cells:
            raise bad(at, "expected a non-empty list")
        if len(cells) != len(out[0] if out else cells):
            raise bad(at, f"row has {len(cells)} cells but the first row has {len(out[0])}")
        out.append(cells)
    return out


def _declared_width(obj: dict[str, Any]) -> int | None:
    """The width `dimensions` gives, when it gives a usable one (checked in full later)."""
    dims = obj.get("dimensions")
    width = dims.get("width") if isinstance(dims, dict) else None
    if isinstance(width, int) and not isinstance(width, bool) and 0 < width <= LARGEST_SIDE:
        return width
    return None


def _check_declared_size(obj: dict[str, Any]) -> None:
    """Refuse `dimensions` past LARGEST_SIDE before a row is read (the rest is checked once
    the rows are)."""
    dims = obj.get("dimensions")
    if not isinstance(dims, dict):
        return
    width, height = dims.get("width"), dims.get("height")
    sides = [v if isinstance(v, int) and not isinstance(v, bool) else 0 for v in (width, height)]
    try:
        check_size(*sides)
    except InputError as e:
        raise bad("$.dimensions", e.message) from None


def _check_dimensions(obj: dict[str, Any], cells: list[list[Any]], key: str) -> None:
    if "dimensions" not in obj:
        return
    dims = expect_object(obj["dimensions"], "$.dimensions")
    width = expect_int(require(dims, "width", "$.dimensions"), "$.dimensions.width", minimum=1)
    height = expect_int(require(dims, "height", "$.dimensions"), "$.dimensions.height", minimum=1)
    if len(cells) != height:
        raise bad(f"$.{key}", f"has {len(cells)} rows but $.dimensions.height is {height}")
    if len(cells[0]) != width:
        raise bad(f"$.{key}[0]", f"has {len(cells[0])} cells but $.dimensions.width is {width}")


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
    if direction is None or any(
        _step(a, b) is not direction for a, b in zip(cells, cells[1:], strict=False)
    ):
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
            return [
                (start[0] + k * (da // max(n, 1)), start[1] + k * (db // max(n, 1)))
                for k in range(n + 1)
            ]
        raise bad(
            path, 'expected a list of cells, {"cells": [...]} or {"start": [...], "end": [...]}'
        )
    cells = expect_list(value, path, nonempty=True)
    return [_pair(v, child(path, k)) for k, v in enumerate(cells)]


def _to_cell(raw: tuple[int, int], convention: Convention) -> Cell:
    base, col_first = convention
    a, b = raw[0] - base, raw[1] - base
    return (b, a) if col_first else (a, b)


def _fits(
    rows: tuple[str, ...], word: str, raw: list[tuple[int, int]], convention: Convention
) -> Placement | None:
    p = _placement(word, [_to_cell(cell, convention) for cell in raw])
    return p if p is not None and spells(rows, p) else None


def _read_wordsearch(obj: dict[str, Any]) -> WordSearch:
    _check_declared_size(obj)
    cells = _matrix(obj, "puzzle")
    _check_dimensions(obj, cells, "puzzle")
    rows = tuple(
        "".join(
            OUTSIDE
            if v is None
            else _letter(expect_str(v, f"$.puzzle[{r}][{c}]"), f"$.puzzle[{r}][{c}]")
            for c, v in enumerate(row)
        )
        for r, row in enumerate(cells)
    )
    if all(set(row) == {OUTSIDE} for row in rows):
        raise bad("$.puzzle", "every cell is omitted (null)")
    seed = None
    if EXT_SEED in obj:
        seed = expect_int(obj[EXT_SEED], f"$[{json.dumps(EXT_SEED)}]")
    placements = _answers(obj, rows, require(obj, "solution", "$"), "$.solution")
    secrets: tuple[Placement, ...] = ()
    if EXT_SECRETS in obj:
        secrets = _answers(obj, rows, obj[EXT_SECRETS], f"$[{json.dumps(EXT_SECRETS)}]")
    message = expect_str(obj.get(EXT_MESSAGE, ""), f"$[{json.dumps(EXT_MESSAGE)}]")
    order = expect_str(obj.get(EXT_ORDER, "alpha"), f"$[{json.dumps(EXT_ORDER)}]")
    problem = list_order_problem(order)
    if problem is not None:
        raise bad(f"$[{json.dumps(EXT_ORDER)}]", problem)
    return WordSearch(
        rows, placements, seed, _meta(obj), message, secrets, _clue_listings(obj), order
    )


def _clue_listings(obj: dict[str, Any]) -> tuple[Listing, ...]:
    if EXT_CLUES not in obj:
        return ()
    at = f"$[{json.dumps(EXT_CLUES)}]"
    found = []
    for key, value in expect_object(obj[EXT_CLUES], at).items():
        here = child(at, key)
        entry = expect_object(value, here)
        found.append(
            Listing(
                expect_word(key, here),
                expect_str(require(entry, "answer", here), child(here, "answer")),
                expect_str(entry.get("clue", ""), child(here, "clue")),
            )
        )
    return tuple(found)


def _answers(
    obj: dict[str, Any], rows: tuple[str, ...], solution: Any, at: JsonPath
) -> tuple[Placement, ...]:
    """The placements of `solution`: a list of words (found in the grid) or GroupSpecs."""
    if isinstance(solution, list):  # only the words: find them ourselves
        placements = []
        for k, value in enumerate(solution):
            word = expect_word(value, child(at, k)).replace(" ", "")
            found = find_word(rows, word)
            if found is None:
                raise bad(child(at, k), f"{word} is not in the grid")
            placements.append(found)
        return tuple(placements)
    answers = expect_object(solution, at)
    entries = []
    for key, value in answers.items():
        path = child(at, key)
        word = expect_word(key.replace(" ", ""), path)
        entries.append((path, word, _raw_cells(value, path)))
    conventions = CONVENTIONS
    if obj.get(EXT_COORDINATES) == COORDINATES:
        conventions = CONVENTIONS[:1]
    for convention in conventions:
        fitted = [_fits(rows, word, raw, convention) for _, word, raw in entries]
        if all(p is not None for p in fitted):
            return tuple(p for p in fitted if p is not None)
    # No convention fits every word: blame the first word that fits none.
    for path, word, raw in entries:
        if not any(_fits(rows, word, raw, c) for c in conventions):
            raise bad(
                path,
                f"the cells do not spell {word} in a straight line in the grid "
                "(tried [col, row] and [row, col], counted from 0 and from 1)",
            )
    raise bad(at, "the words' cells fit the grid only under different coordinate conventions")


# --- reading: entry points ---------------------------------------------------------------------


def unwrap(text: str) -> str:
    """The JSON inside: ipuz 1 files were sometimes JSONP, `ipuz({...})`."""
    stripped = text.strip()
    if stripped.startswith("ipuz(") and stripped.endswith(")"):
        return stripped[5:-1]
    return text


def from_ipuz_dict(
    data: Any, name: str = "", min_length: int = 2
) -> Puzzle | Solution | WordSearch | GameSave:
    """The puzzle, solution, word search or game in progress an ipuz object holds."""
    obj = expect_object(data, "$")
    family = _family(expect_list(require(obj, "kind", "$"), "$.kind", nonempty=True))
    if "version" in obj:
        expect_str(obj["version"], "$.version")
    if family == "wordsearch":
        return _read_wordsearch(obj)
    _check_declared_size(obj)
    cells = _matrix(obj, "puzzle")
    _check_dimensions(obj, cells, "puzzle")
    solution = _matrix(obj, "solution") if obj.get("solution") is not None else None
    saved = _matrix(obj, "saved") if obj.get("saved") is not None else None
    return read_grid(GridFile(obj, family, name, min_length, cells, solution, saved), _meta(obj))


def loads(
    text: str, name: str = "", min_length: int = 2
) -> Puzzle | Solution | WordSearch | GameSave:
    return from_ipuz_dict(parse_json(unwrap(text)), name, min_length)


def is_ipuz(data: Any) -> bool:
    """True for a JSON object with a `kind` list: how detection tells ipuz from our JSON."""
    return isinstance(data, dict) and "kind" in data
