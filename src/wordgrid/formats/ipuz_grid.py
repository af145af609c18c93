"""ipuz fill-in and crossword grids: cells with their styles, labels and bars, and the clues.

What a cell may say, and where it goes in the model:
- `#` (or the file's `block`) a block, `null` an omitted cell (a void block, drawn as
  nothing), a number or a label string (`"A"`, `"M1"`) an open cell with that label;
- an object: `cell` its label, `value` a given letter, `style` with `shapebg: "circle"`
  (a circle), `color` or `highlight` (a shade), `barred: "TRBL"` (bars on those sides) and
  `mark: {"TL": "3", "TR": "4"}` (a label in the number's corner, as the first crossword has
  them, and text in the cell's other corners and edges); a picture (`imagebg`, `image`) is
  not kept, and reading says so;
- `solution` and `saved` cells of several characters are rebus cells.

Clue groups: `Across` and `Down` (also `Across:Rows`-style names) are numbered clues; any
other group (`Rows`, `Blooms`, `Bands`, `Clues`, `Diagonal:Southeast`) lists each clue's
cells. A clue's `number` is the label of the square it starts at, `"2-3"` (from label 2 to
label 3), or any label when it lists its cells; files count `cells` from 1 as `[col, row]`
as the spec does, and the other three conventions are tried when that one doesn't fit.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from wordgrid.errors import InputError, warn_file
from wordgrid.formats._crossword import (
    Marks,
    crossword_document,
    fill_in_words,
    listed_clues,
    pictures_dropped,
    quote_dropped,
    standard_labels,
    unnumbered,
)
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
)
from wordgrid.formats._marks import (
    bars_from_sides,
    colour,
    shade_of,
    sides_of,
    split_rebus,
)
from wordgrid.formats._text import whole_number
from wordgrid.model import (
    ACROSS,
    BLOCK,
    DOWN,
    MARK_PLACES,
    OPEN,
    Cell,
    CellStyle,
    Clue,
    Direction,
    GameSave,
    Grid,
    Kind,
    Puzzle,
    Solution,
    WordBank,
    fold,
    is_letter,
)

EXT_WORDS = "org.wordgrid.words"
EXT_MIN_LENGTH = "org.wordgrid.min_length"
DIRECTIONS = {"across": ACROSS, "down": DOWN}
_RANGE = re.compile(r"^\s*(\S+?)\s*-\s*(\S+)\s*$")  # "2-3": from label 2 to label 3
_ISO_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
_IPUZ_DATE = re.compile(r"^(\d{1,2})/(\d{1,2})/(\d{4})$")

Convention = tuple[int, bool]  # (first index, True when [col, row]) for ipuz coordinates
# The spec's own first: [col, row] counted from 1.
CLUE_CONVENTIONS: tuple[Convention, ...] = ((1, True), (0, True), (1, False), (0, False))


def to_html(text: str) -> str:
    """Plain text as ipuz's HTML-capable text fields hold it."""
    return html.escape(text, quote=False).replace("\n", "<br>")


def from_html(text: str) -> str:
    """The plain text of an ipuz text field: tags dropped (<br> a line break), &amp; decoded."""
    return html.unescape(_TAG.sub("", _BREAK.sub("\n", text)))


_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)
_TAG = re.compile(r"<[^>]*>")


def ipuz_date(date: str) -> str:
    """A date as ipuz writes it (mm/dd/yyyy) when the model holds it as yyyy-mm-dd."""
    m = _ISO_DATE.match(date.strip())
    return f"{m.group(2)}/{m.group(3)}/{m.group(1)}" if m else date


def model_date(date: str) -> str:
    """An ipuz date (mm/dd/yyyy) as the model keeps a date it can tell (yyyy-mm-dd)."""
    m = _IPUZ_DATE.match(date.strip())
    if m is None:
        return date
    month, day = int(m.group(1)), int(m.group(2))
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return date
    return f"{m.group(3)}-{month:02d}-{day:02d}"


# --- writing -----------------------------------------------------------------------------


def _style(puzzle: Puzzle, cell: Cell, sides: Mapping[Cell, str]) -> dict[str, Any]:
    style: dict[str, Any] = {}
    look = puzzle.styles.get(cell, CellStyle())
    if look.circle:
        style["shapebg"] = "circle"
    if look.shade:
        style["color"] = look.shade.removeprefix("#")
    if cell in sides:
        style["barred"] = sides[cell]
    if cell in puzzle.corners:
        style["mark"] = dict(puzzle.corners[cell])
    return style


def _number_or(label: str, other: Any) -> Any:
    """`label` as a number when it is a short run of decimal digits, else `other`: labels
    such as `2-3`, `²` or a thousand digits are not numbers."""
    number = whole_number(label)
    return other if number is None or number < 0 else number


def _label_value(puzzle: Puzzle, cell: Cell, numbered: bool) -> Any:
    label = puzzle.label(cell) if numbered else ""
    return _number_or(label, label or 0)


def puzzle_cells(puzzle: Puzzle, numbered: bool) -> list[list[Any]]:
    """The `puzzle` grid: blocks, labels, given letters, and each cell's style."""
    sides = sides_of(puzzle.grid)
    rows: list[list[Any]] = []
    for r, row in enumerate(puzzle.grid.rows):
        cells: list[Any] = []
        for c, ch in enumerate(row):
            style = _style(puzzle, (r, c), sides)
            if ch == BLOCK and puzzle.styles.get((r, c), CellStyle()).void:
                cells.append(None)  # the spec's omitted cell
                continue
            value: Any = BLOCK if ch == BLOCK else _label_value(puzzle, (r, c), numbered)
            given = puzzle.rebus.get((r, c)) or ch
            if ch not in (BLOCK, OPEN) or style:
                value = {"cell": value} | ({"value": given} if ch not in (BLOCK, OPEN) else {})
                value |= {"style": style} if style else {}
            cells.append(value)
        rows.append(cells)
    return rows


def _clue_entry(puzzle: Puzzle, clue: Clue, answers: Sequence[str] | None) -> dict[str, Any]:
    cells = puzzle.clue_cells(clue)
    slot_clue = puzzle.clue_slot(clue) is not None
    label = clue.label or (puzzle.label(cells[0]) if slot_clue else "")
    number: Any = label or clue.number or ""
    entry: dict[str, Any] = {"number": _number_or(str(number), number)}
    entry["clue"] = to_html(clue.text)
    # Cells name the clue's place when its number can't (a grid labelled its own way).
    if cells and (clue.cells or clue.direction is None or puzzle.labels):
        entry["cells"] = [[c + 1, r + 1] for r, c in cells]
    if answers is not None and cells:
        text = puzzle.answer_text(answers, cells)
        if OPEN not in text:
            entry["answer"] = text
    return entry


def clue_groups(doc: Puzzle | Solution) -> dict[str, list[dict[str, Any]]]:
    """The clues by group, each as a CrosswordClue object."""
    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    rows = doc.rows if isinstance(doc, Solution) else None
    # A coded crossword has no clues, and an acrostic only its own group.
    plain = puzzle.kind in (Kind.PLAIN, Kind.DIAGRAMLESS)
    groups: dict[str, list[dict[str, Any]]] = {}
    # A crossword's lists keep their order (Route 66 lists its unnumbered Down clues first).
    clues = listed_clues(doc)
    for clue in clues:
        groups.setdefault(clue.group_name, []).append(_clue_entry(puzzle, clue, rows))
    if plain:
        groups.setdefault("Across", [])
        groups.setdefault("Down", [])
    return groups


def unnumbered_groups(puzzle: Puzzle) -> list[str]:
    """The clue lists whose clues are unnumbered (`fakecluegroups`, see Clue)."""
    return list(dict.fromkeys(c.group_name for c in puzzle.clues if not c.number))


def answer_grid(puzzle: Puzzle, rows: Sequence[str]) -> list[list[Any]]:
    """`solution` or `saved`: each cell's whole answer; 0 for a cell left empty."""
    return _answer_values(rows, puzzle.rebus)


def _answer_values(rows: Sequence[str], rebus: Mapping[Cell, str]) -> list[list[Any]]:
    """Each cell's whole answer (a rebus cell's in full, even `.`), 0 for an empty one."""
    return [
        [rebus.get((r, c)) or (0 if ch == OPEN else ch) for c, ch in enumerate(row)]
        for r, row in enumerate(rows)
    ]


def grid_dict(doc: Puzzle | Solution | GameSave, crossword: bool) -> dict[str, Any]:
    """The grid, answers, clues and word list of a fill-in or crossword document."""
    answer = doc.solution if isinstance(doc, GameSave) else doc
    puzzle = doc.puzzle if isinstance(doc, Solution | GameSave) else doc
    out: dict[str, Any] = {
        "block": BLOCK,
        "empty": 0,
        "dimensions": {"width": puzzle.grid.width, "height": puzzle.grid.height},
        "puzzle": puzzle_cells(puzzle, crossword),
    }
    if isinstance(answer, Solution):
        # A lone open cell outside every slot stays empty even in a solved grid.
        out["solution"] = answer_grid(puzzle, answer.rows)
    if isinstance(doc, GameSave):
        out["saved"] = _answer_values(doc.board, doc.entries)
    if crossword:
        out["clues"] = clue_groups(answer if answer is not None else puzzle)
        if unnumbered_groups(puzzle):
            out["fakecluegroups"] = unnumbered_groups(puzzle)
    words = fill_in_words(answer if answer is not None else puzzle)
    if words:  # a fill-in's list is what the player gets; a solved crossword's is its answers
        out[EXT_WORDS] = words
    out[EXT_MIN_LENGTH] = puzzle.min_length
    return out


# --- reading: cells ----------------------------------------------------------------------


@dataclass
class Cells:
    """The `puzzle` grid as read: one character a cell, and what the cells mark."""

    rows: tuple[str, ...]
    labels: dict[Cell, str] = field(default_factory=dict)
    sides: dict[Cell, str] = field(default_factory=dict)
    styles: dict[Cell, CellStyle] = field(default_factory=dict)
    given: dict[Cell, str] = field(default_factory=dict)  # a given cell's whole text
    rebus: dict[Cell, str] = field(default_factory=dict)  # given cells of several characters
    corners: dict[Cell, dict[str, str]] = field(default_factory=dict)  # text by MARK_PLACES
    pictures: list[Cell] = field(default_factory=list)  # `imagebg`, `image`: not kept


def _letter(text: str, path: JsonPath) -> str:
    if not text.strip() or not text.isprintable():
        raise bad(path, f"expected a letter, found {text!r}")
    return text


def _label_of(value: Any, empty: Any) -> str:
    """The label a `cell` value shows ("" for none)."""
    if value is None or isinstance(value, bool) or value == empty:
        return ""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return "" if value == 0 else str(value)
    text = str(value).strip()
    return "" if text in ("", "0") else text


def _read_style(style: Any, cells: Cells, cell: Cell) -> None:
    if not isinstance(style, dict):
        return
    if isinstance(style.get("barred"), str):
        cells.sides[cell] = style["barred"]
    shade = ""
    if isinstance(style.get("color"), str):
        shade = shade_of(style["color"])
    elif style.get("highlight") is True:
        shade = colour("gray")
    look = CellStyle(style.get("shapebg") == "circle", shade)
    if look:
        cells.styles[cell] = look
    if style.get("imagebg") or style.get("image"):
        cells.pictures.append(cell)
    mark = style.get("mark")
    if not isinstance(mark, dict):
        return
    texts = {
        place: str(text).strip()
        for place, text in mark.items()
        if isinstance(text, str | int) and not isinstance(text, bool) and str(text).strip()
    }
    # The top left is the number's corner (the first crossword labels its cells there).
    if "TL" in texts and cell not in cells.labels:
        cells.labels[cell] = texts["TL"]
    corners = {place: texts[place] for place in MARK_PLACES if place in texts}
    if corners:
        cells.corners[cell] = corners


def _one_cell(
    value: Any, path: JsonPath, cell: Cell, cells: Cells, spec: tuple[Any, Any, bool]
) -> str:
    """One `puzzle` cell as BLOCK, OPEN or a given letter, its marks noted in `cells`."""
    block, empty, letters = spec
    if value is None:  # an omitted cell: outside the grid's shape, so nothing goes there
        cells.styles[cell] = CellStyle(void=True)
        return BLOCK
    if isinstance(value, dict):
        _read_style(value.get("style"), cells, cell)
        inner = value.get("cell", empty)
        if inner == block or inner is None:
            return BLOCK
        if _label_of(inner, empty):
            cells.labels.setdefault(cell, _label_of(inner, empty))
        given = value.get("value")
        if given is None or given == "" or given == empty:
            return OPEN
        cells.given[cell] = _letter(expect_str(given, child(path, "value")), child(path, "value"))
        return cells.given[cell]
    if value == block:
        return BLOCK
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise bad(
            path,
            f"expected a cell (a number, a label, {json.dumps(block)} or an "
            f"object), found {describe(value)}",
        )
    # In a fill puzzle a lone letter is a given letter; in a crossword a string is a label.
    if letters and isinstance(value, str) and len(value) == 1 and is_letter(value):
        return fold(value)
    if _label_of(value, empty):
        cells.labels[cell] = _label_of(value, empty)
    return OPEN


def read_cells(matrix: list[list[Any]], block: Any, empty: Any, letters: bool) -> Cells:
    cells = Cells(())
    raw = [
        [
            _one_cell(v, f"$.puzzle[{r}][{c}]", (r, c), cells, (block, empty, letters))
            for c, v in enumerate(row)
        ]
        for r, row in enumerate(matrix)
    ]
    stood, cells.rebus = split_rebus(raw, cells.given)
    cells.rows = tuple(stood)
    return cells


def answer_cell_value(value: Any, path: JsonPath, block: Any) -> str | None:
    """One `solution` (or `saved`) cell as BLOCK or its text; None when the cell is blank."""
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
    return None if text.strip() in ("", "0") else _letter(text, path)


# --- reading: clues ----------------------------------------------------------------------


def _pair(value: Any, path: JsonPath) -> tuple[int, int]:
    pair = expect_list(value, path)
    if len(pair) != 2:
        raise bad(path, f"expected a coordinate [col, row], found a list of {len(pair)}")
    return expect_int(pair[0], child(path, 0)), expect_int(pair[1], child(path, 1))


def _to_cell(raw: tuple[int, int], convention: Convention) -> Cell:
    base, col_first = convention
    a, b = raw[0] - base, raw[1] - base
    return (b, a) if col_first else (a, b)


@dataclass(frozen=True)
class _RawClue:
    title: str  # the group's name as the file has it: "Across", "Down:Rows", "Clues"
    group: str
    direction: Direction | None
    number: str  # as the file has it: "4", "2-3", "A"
    text: str
    cells: tuple[tuple[int, int], ...]  # as the file counts them
    path: JsonPath


def _raw_clue(
    value: Any, path: JsonPath, title: str, group: str, direction: Direction | None
) -> _RawClue:
    """A ClueSpec: [number, "text"], "text", or {"number", "clue", "cells", ...}."""
    cells: Any = None
    if isinstance(value, list) and len(value) == 2:
        number, text = value
    elif isinstance(value, str):
        number, text = "", value
    elif isinstance(value, dict):
        number, text = value.get("number", value.get("label", "")), value.get("clue", "")
        cells = value.get("cells")
    else:
        raise bad(path, f"expected a clue ([number, text] or an object), found {describe(value)}")
    if isinstance(text, dict | list):
        text = json.dumps(text, ensure_ascii=False)
    text = from_html("" if text is None else str(text))
    pairs: tuple[tuple[int, int], ...] = ()
    if isinstance(cells, list) and cells:
        at = child(path, "cells")
        pairs = tuple(_pair(cell, child(at, k)) for k, cell in enumerate(cells))
    label = "" if number is None or isinstance(number, bool) else str(number).strip()
    return _RawClue(title, group, direction, label, text, pairs, path)


def _group_direction(name: str) -> Direction | None:
    return DIRECTIONS.get(name.split(":", 1)[0].strip().lower())


def raw_clues(obj: dict[str, Any]) -> list[_RawClue]:
    groups = obj.get("clues")
    if groups is None:
        return []
    found = []
    for group, values in expect_object(groups, "$.clues").items():
        at = child("$.clues", group)
        direction = _group_direction(group)
        name = "" if direction is not None else group.split(":", 1)[-1].strip() or group
        for k, value in enumerate(expect_list(values, at)):
            found.append(_raw_clue(value, child(at, k), group, name, direction))
    return found


class _Resolver:
    """Finds each clue's cells from its number, its label range or its listed cells."""

    def __init__(self, shape: Puzzle, cells: Cells, diagramless: bool):
        self.shape = shape
        self.at: dict[str, Cell] = {}
        labels = {} if diagramless else cells.labels
        for cell, text in cells.given.items():  # the first crossword's "F-7" starts at its F
            self.at.setdefault(text, cell)
        for cell, label in labels.items():
            self.at[label] = cell
        if not labels:
            self.at |= {str(n): cell for cell, n in shape.numbers.items()}
        # The first crossword puts some of its numbers in other corners ("2-3": 3 is top right).
        for cell, places in cells.corners.items():
            for text in places.values():
                self.at.setdefault(text, cell)
        self.convention: Convention | None = None

    def listed(self, raw: _RawClue) -> tuple[Cell, ...]:
        """The cells a clue lists, under the first convention that puts them all on open
        cells (and keeps to it for the clues after)."""
        order = CLUE_CONVENTIONS if self.convention is None else (self.convention,)
        for convention in order:
            cells = tuple(_to_cell(pair, convention) for pair in raw.cells)
            if all(self.shape.grid.is_open(cell) for cell in cells):
                self.convention = convention
                return cells
        raise bad(child(raw.path, "cells"), "the cells are not open cells of the grid")

    def ranged(self, raw: _RawClue) -> tuple[Cell, ...]:
        """The cells from one label to another, in a straight line: `2-3`."""
        m = _RANGE.match(raw.number)
        if m is None or m.group(1) not in self.at or m.group(2) not in self.at:
            return ()
        (r1, c1), (r2, c2) = self.at[m.group(1)], self.at[m.group(2)]
        if r1 != r2 and c1 != c2:
            return ()
        n = max(abs(r2 - r1), abs(c2 - c1))
        dr, dc = (r2 > r1) - (r2 < r1), (c2 > c1) - (c2 < c1)
        return tuple((r1 + k * dr, c1 + k * dc) for k in range(n + 1))

    def started(self, raw: _RawClue) -> tuple[Cell, ...]:
        """The cells of the slot that starts at the clue's square."""
        cell = self.at.get(raw.number)
        if cell is None or raw.direction is None:
            return ()
        slot = next(
            (s for s in self.shape.slots if s.start == cell and s.direction is raw.direction), None
        )
        return slot.cells if slot is not None else ()

    def clue(self, raw: _RawClue, place: int, fake: bool = False) -> Clue:
        cells = self.listed(raw) if raw.cells else self.ranged(raw) or self.started(raw)
        if raw.direction is not None and (fake or not cells and unnumbered(raw.number)):
            # An unnumbered clue ("", "•"): the solver finds where it goes.
            group = raw.direction.label.capitalize()
            return Clue(0, None, raw.text, group, raw.number, cells)
        if not cells and raw.direction is not None:
            raise bad(
                raw.path,
                f"clue {raw.number or place} starts at no word and lists no cells",
            )
        label = raw.number
        if raw.direction is None:
            number = _number_or(label, place)
            return Clue(
                number, None, raw.text, raw.group, "" if label == str(number) else label, cells
            )
        slot = next((s for s in self.shape.slots if s.cells == cells), None)
        if slot is not None and slot.direction is raw.direction:
            number = self.shape.slot_number(slot)
            shown = "" if label == str(number) else label
            return Clue(number, raw.direction, raw.text, label=shown)
        number = _number_or(label, place)
        return Clue(
            number,
            raw.direction,
            raw.text,
            label="" if label == str(number) else label,
            cells=cells,
        )


def read_clues(obj: dict[str, Any], cells: Cells, shape: Puzzle, diagramless: bool) -> list[Clue]:
    """Every clue, placed on the grid; the numbers of a diagramless grid are the usual ones."""
    resolver = _Resolver(shape, cells, diagramless)
    places: dict[str, int] = {}
    found = []
    fake = fake_groups(obj)
    for raw in raw_clues(obj):
        key = raw.group or str(raw.direction)
        places[key] = places.get(key, 0) + 1
        found.append(resolver.clue(raw, places[key], raw.title in fake))
    return found


def fake_groups(obj: dict[str, Any]) -> set[str]:
    """The clue groups whose clues are not where they go (the solver must find where):
    `fakecluegroups`, or every group when `fakeclues` is true."""
    groups = obj.get("clues")
    if obj.get("fakeclues") is True and isinstance(groups, dict):
        return set(groups)
    listed = obj.get("fakecluegroups")
    return {g for g in listed if isinstance(g, str)} if isinstance(listed, list) else set()


# --- reading: the document ---------------------------------------------------------------


def _answers(
    matrix: list[list[Any]], key: str, rows: tuple[str, ...], block: Any
) -> list[list[str | None]]:
    if len(matrix) != len(rows) or len(matrix[0]) != len(rows[0]):
        raise bad(
            f"$.{key}",
            f"is {len(matrix)}x{len(matrix[0])} but the puzzle is {len(rows)}x{len(rows[0])}",
        )
    got = [
        [answer_cell_value(v, f"$.{key}[{r}][{c}]", block) for c, v in enumerate(row)]
        for r, row in enumerate(matrix)
    ]
    for r, row in enumerate(got):
        for c, ch in enumerate(row):
            if (ch == BLOCK) != (rows[r][c] == BLOCK):
                raise bad(f"$.{key}[{r}][{c}]", f"a block in only one of puzzle and {key}")
    return got


def _filled(
    got: list[list[str | None]], rows: tuple[str, ...], shape: Puzzle, given: Mapping[Cell, str]
) -> tuple[list[str], dict[Cell, str]] | None:
    """The answer rows and rebus cells, or None when a slot has a blank: no answer key."""
    in_slot = {cell for slot in shape.slots for cell in slot.cells}
    if any(
        ch is None and (r, c) in in_slot for r, row in enumerate(got) for c, ch in enumerate(row)
    ):
        return None
    return split_rebus(
        [
            [ch or given.get((r, c)) or rows[r][c] for c, ch in enumerate(row)]
            for r, row in enumerate(got)
        ],
        given,
    )


def _words(value: Any, path: JsonPath) -> list[str]:
    return [
        expect_word(w, child(path, k))
        for k, w in enumerate(expect_list(value, path, nonempty=True))
    ]


@dataclass
class GridFile:
    """What the reader took from an ipuz grid file, for `read_grid` to assemble."""

    obj: dict[str, Any]
    family: str
    name: str
    min_length: int
    matrix: list[list[Any]]
    solution: list[list[Any]] | None
    saved: list[list[Any]] | None


def _diagramless_rows(
    rows: tuple[str, ...], solution: list[list[Any]] | None, block: Any
) -> tuple[str, ...]:
    """A diagramless puzzle hides its blocks from the player: only the answers have them."""
    if solution is None or len(solution) != len(rows) or len(solution[0]) != len(rows[0]):
        return rows
    return tuple(
        "".join(
            BLOCK if answer_cell_value(solution[r][c], "$.solution", block) == BLOCK else ch
            for c, ch in enumerate(row)
        )
        for r, row in enumerate(rows)
    )


def kind_of(kinds: Sequence[Any], family: str) -> Kind:
    """The sort of crossword an ipuz `kind` list names: the spec's diagramless and acrostic,
    and the coded kind Crossword Nexus writes beside the crossword one."""
    names = [k.split("#", 1)[0].rstrip("/").lower() for k in kinds if isinstance(k, str)]
    if family == "acrostic":
        return Kind.ACROSTIC
    if any(name.endswith("/diagramless") for name in names):
        return Kind.DIAGRAMLESS
    if any(name.endswith("/coded") for name in names):
        return Kind.CODED
    return Kind.PLAIN


def read_grid(f: GridFile, meta: Any) -> Puzzle | Solution | GameSave:
    obj = f.obj
    block, empty = obj.get("block", BLOCK), obj.get("empty", 0)
    cells = read_cells(f.matrix, block, empty, f.family == "fill")
    kind = kind_of(obj["kind"], f.family)
    diagramless = kind is Kind.DIAGRAMLESS
    rows = _diagramless_rows(cells.rows, f.solution, block) if diagramless else cells.rows
    min_length = f.min_length
    if EXT_MIN_LENGTH in obj:
        min_length = expect_int(obj[EXT_MIN_LENGTH], f"$[{json.dumps(EXT_MIN_LENGTH)}]", minimum=1)
    height, width = len(rows), len(rows[0])
    grid = Grid(rows, bars_from_sides(cells.sides, height, width))
    shape = Puzzle(grid.without_letters(), WordBank.from_words([]), min_length)
    filled = None
    rebus: dict[Cell, str] = dict(cells.rebus)
    if f.solution is not None:
        got = _filled(_answers(f.solution, "solution", rows, block), rows, shape, cells.given)
        if got is not None:
            filled, rebus = got[0], {**cells.rebus, **got[1]}
    words = _words(obj[EXT_WORDS], f"$[{json.dumps(EXT_WORDS)}]") if EXT_WORDS in obj else None
    # No clues, no full solution and no word list: a blank grid (see Puzzle.is_blank).
    clues = read_clues(obj, cells, shape, diagramless)
    labels = cells.labels
    if kind in (Kind.DIAGRAMLESS, Kind.ACROSTIC) or standard_labels(grid, labels, min_length):
        labels = {}  # the usual numbering, or the one the kind gives (see Puzzle.label)
    if kind is Kind.ACROSTIC:
        clues = quote_dropped(clues, grid)
    marks = Marks(cells.styles, rebus, labels, cells.corners)
    try:
        doc = crossword_document(
            grid,
            filled=filled,
            clues=clues,
            meta=meta,
            name=f.name,
            words=words,
            min_length=min_length,
            marks=marks,
            kind=kind,
        )
    except InputError as e:
        raise bad("$.solution" if filled is not None else "$.clues", e.message) from None
    if cells.pictures:
        warn_file(pictures_dropped(cells.pictures), f.name)
    return _with_saved(doc, f, rows, block)


def _with_saved(
    doc: Puzzle | Solution, f: GridFile, rows: tuple[str, ...], block: Any
) -> Puzzle | Solution | GameSave:
    """The player's progress: a game in progress, not given letters."""
    if f.saved is None:
        return doc
    got = _answers(f.saved, "saved", rows, block)
    board, entries = split_rebus(
        [[ch or rows[r][c] for c, ch in enumerate(row)] for r, row in enumerate(got)]
    )
    if isinstance(doc, Solution):
        return GameSave(doc.puzzle, tuple(board), solution=doc, entries=entries)
    return GameSave(doc, tuple(board), entries=entries)
