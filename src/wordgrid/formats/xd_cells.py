"""What an xd file says about its cells beyond letters: rebus keys and the Design section.

- `Rebus: 1=HEART 2=ACE` (any symbol may be a key): the grid holds the key, the answer is
  the rebus. A digit or symbol the header doesn't declare is an answer of that character.
- Lower case in the grid marks a circled cell (`Special: shaded` makes it a shaded one).
- `## Design` (as Puzzmo's and kotwords' xd have it): a `<style>` block of rules, one class
  letter each, then a grid of those letters (`.` and `#` for none):

      <style>O { background: circle } S { background: #c0c0c0 } T { bar-top: true }</style>

      O...#
      ..S.#

  `background: circle` circles a cell, a colour (`background`, `background-light`) shades
  it, `bar-top`/`bar-left`/`bar-right`/`bar-bottom` put bars on its sides.
- `## Style`: keys, one a line, then a grid of them (`.` and `#` for none):

      E: empty
      O: circle

      EE.EE
      E.O.E

  `empty` marks a cell outside a shaped grid (as `_` in the grid does), `circle` a circled
  cell, `shaded` or a colour a shaded one.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from wordgrid.errors import InputError
from wordgrid.formats._marks import bars_from_sides, shade_of, sides_of
from wordgrid.formats._text import Line
from wordgrid.model import BLOCK, OPEN, SHADE, Bar, Cell, CellStyle, Puzzle, fold, is_letter

DESIGN_NONE = ".#"  # a Design cell with no class
# Keys the writer gives rebus answers, in order: digits first, as xd files have them.
REBUS_KEYS = "123456789" + "!$%&*+=?@^~" + "".join(chr(0x2460 + k) for k in range(20))
_RULE = re.compile(r"([^\s{}<>]+)\s*\{([^}]*)\}")
_SIDE_PROPERTIES = {"bar-top": "T", "bar-left": "L", "bar-right": "R", "bar-bottom": "B"}


# Keys are parted by spaces or commas: a comma before the next `X=`, so an answer may hold one.
_REBUS_SEPARATOR = re.compile(r"\s*,\s*(?=\S=)|\s+")


def parse_rebus(value: str, line: int) -> dict[str, str]:
    """`1=HEART 2=ACE` (or `1=HEART,2=ACE`, as the xd corpus writes it) as {key: answer}."""
    found: dict[str, str] = {}
    for token in _REBUS_SEPARATOR.split(value.strip()):
        key, eq, answer = token.partition("=")
        if not eq or len(key) != 1 or not answer:
            raise InputError(
                f"the Rebus header's {token!r} should look like 1=HEART (one symbol, =, the "
                "answer)",
                line=line,
            )
        found[key] = fold(answer)
    return found


@dataclass
class XdCells:
    """A grid as read: each cell's answer (BLOCK, OPEN for unknown), and its circled cells."""

    answers: list[list[str]]
    lower: list[Cell] = field(default_factory=list)
    void: list[Cell] = field(default_factory=list)  # `_`: outside the grid's shape


def read_grid(
    lines: Sequence[Line], rebus: Mapping[str, str], unknown: str, blocks: str = "#_"
) -> XdCells:
    """The grid rows: `blocks` (`_` a void one), `unknown` an open cell, letters (lower case
    marked), rebus keys and symbols. Across Lite text's grid reads the same way."""
    out = XdCells([])
    for r, (number, text) in enumerate(lines):
        row: list[str] = []
        for c, ch in enumerate(text.strip()):
            if ch in blocks:
                row.append(BLOCK)
                if ch == "_":
                    out.void.append((r, c))
            elif ch == unknown:
                row.append(OPEN)
            elif ch in rebus:
                row.append(rebus[ch])
            elif ch.isspace():
                raise InputError(
                    f"grid row {r + 1} has a space inside it; grid rows are one character a cell",
                    line=number,
                )
            elif not ch.isprintable():
                raise InputError(
                    f"R{r + 1}C{c + 1} holds {ch!r}, which is no letter or symbol", line=number
                )
            else:
                if is_letter(ch) and ch != fold(ch):
                    out.lower.append((r, c))
                row.append(fold(ch))
        if out.answers and len(row) != len(out.answers[0]):
            raise InputError(
                f"grid row {r + 1} has {len(row)} cells but the first row has "
                f"{len(out.answers[0])}",
                line=number,
            )
        out.answers.append(row)
    return out


@dataclass
class Design:
    """Styles and bar sides by cell, from a Design section."""

    styles: dict[Cell, CellStyle] = field(default_factory=dict)
    sides: dict[Cell, str] = field(default_factory=dict)


def _rules(text: str, line: int) -> dict[str, tuple[bool, str, str]]:
    """Class letter -> (circle, shade, sides) from a `<style>` block's rules."""
    rules = {}
    for m in _RULE.finditer(text):
        circle, shade, sides = False, "", ""
        for item in m.group(2).split(";"):
            key, colon, value = item.partition(":")
            key, value = key.strip().lower(), value.strip()
            if not colon:
                continue
            if key.startswith("background") and value.lower() == "circle":
                circle = True
            elif key in ("background", "background-light", "background-color"):
                shade = shade_of(value)
            elif key in _SIDE_PROPERTIES and value.lower() == "true":
                sides += _SIDE_PROPERTIES[key]
        rules[m.group(1)] = (circle, shade, sides)
    if not rules and text.strip():
        raise InputError(
            "the Design section's <style> has no rule like 'O { background: circle }'", line=line
        )
    return rules


def read_design(lines: Sequence[Line], height: int, width: int) -> Design:
    """The Design section: its `<style>` rules, then a grid of class letters."""
    body = [(n, t) for n, t in lines if t.strip()]
    text = "\n".join(t for _, t in body)
    start, end = text.find("<style>"), text.find("</style>")
    if start < 0 or end < start:
        if body:
            raise InputError(
                "the Design section has no <style> ... </style> block", line=body[0][0]
            )
        return Design()
    rules = _rules(text[start + len("<style>") : end], body[0][0])
    consumed = text[: end + len("</style>")].count("\n") + 1
    design = Design()
    for r, (number, row) in enumerate(body[consumed:]):
        if r >= height or len(row.strip()) != width:
            raise InputError(
                f"the Design grid should be {height} rows of {width} cells, like the grid",
                line=number,
            )
        for c, key in enumerate(row.strip()):
            if key in DESIGN_NONE:
                continue
            if key not in rules:
                raise InputError(f"the Design grid's {key!r} has no <style> rule", line=number)
            circle, shade, sides = rules[key]
            if circle or shade:
                design.styles[(r, c)] = CellStyle(circle, shade)
            if sides:
                design.sides[(r, c)] = sides
    return design


# What a Style section's key may mean: the words other tools write for each mark.
STYLE_WORDS = {
    "empty": "void",
    "void": "void",
    "outside": "void",
    "circle": "circle",
    "circled": "circle",
    "shaded": "shade",
    "shade": "shade",
}
_STYLE_KEY = re.compile(r"^(\S)\s*:\s*(.+)$")  # `E: empty`


def _style_key(meaning: str, line: int) -> CellStyle:
    """The look `E: empty`, `O: circle`, `S: shaded` or `G: #c0c0c0` gives its cells."""
    look = CellStyle()
    for word in (w.strip().lower() for w in meaning.split(",")):
        mark = STYLE_WORDS.get(word)
        if mark == "void":
            look = replace(look, void=True)
        elif mark == "circle":
            look = replace(look, circle=True)
        elif mark == "shade" or word.startswith("#"):
            look = replace(look, shade=SHADE if mark else shade_of(word))
        else:
            raise InputError(
                f"the Style section's {word!r} is no mark wordgrid knows: expected empty, "
                "circle, shaded or a colour like #c0c0c0",
                line=line,
            )
    return look


def read_style(lines: Sequence[Line], answers: list[list[str]]) -> dict[Cell, CellStyle]:
    """A `## Style` section: keys (`E: empty`, `O: circle`), then a grid of them the size
    of the puzzle's (`.` and `#` for no mark). An empty cell is outside a shaped grid: its
    `answers` cell becomes a block, and must hold no letter."""
    height, width = len(answers), len(answers[0])
    body = [(n, t.strip()) for n, t in lines if t.strip()]
    keys: dict[str, CellStyle] = {}
    grid: list[Line] = []
    for number, text in body:
        m = _STYLE_KEY.match(text)
        if m is not None and not grid:
            keys[m.group(1)] = _style_key(m.group(2), number)
        else:
            grid.append((number, text))
    if body and len(grid) != height:
        raise InputError(
            f"the Style grid should be {height} rows of {width} cells, like the grid",
            line=(grid or body)[-1][0],
        )
    styles: dict[Cell, CellStyle] = {}
    for r, (number, row) in enumerate(grid):
        if len(row) != width:
            raise InputError(f"the Style grid's row {r + 1} should have {width} cells", line=number)
        for c, key in enumerate(row):
            if key in DESIGN_NONE:
                continue
            if key not in keys:
                raise InputError(
                    f"the Style grid's {key!r} has no key line like 'E: empty'", line=number
                )
            styles[(r, c)] = keys[key]
            if not keys[key].void:
                continue
            if answers[r][c] not in (BLOCK, OPEN):
                raise InputError(
                    f"R{r + 1}C{c + 1} is empty in the Style section, outside the grid's "
                    f"shape, but the grid has {answers[r][c]!r} there",
                    line=number,
                )
            answers[r][c] = BLOCK
    return styles


def design_bars(design: Design, height: int, width: int) -> frozenset[Bar]:
    return bars_from_sides(design.sides, height, width)


# --- writing ------------------------------------------------------------------------------


def rebus_keys(puzzle: Puzzle) -> dict[Cell, str]:
    """The grid symbol of each rebus cell: a one-character answer that is no letter stands
    for itself; each other answer gets a key no such answer uses."""
    literal = {a for a in puzzle.rebus.values() if len(a) == 1 and not is_letter(a)}
    free = (k for k in REBUS_KEYS if k not in literal)
    key_of: dict[str, str] = {a: a for a in literal}
    for answer in sorted(set(puzzle.rebus.values()) - literal):
        key = next(free, None)
        if key is None:
            raise InputError("the puzzle has more different rebus answers than xd has symbols")
        key_of[answer] = key
    return {cell: key_of[answer] for cell, answer in puzzle.rebus.items()}


def rebus_header(puzzle: Puzzle, keys: Mapping[Cell, str]) -> str:
    pairs = {keys[cell]: answer for cell, answer in puzzle.rebus.items() if keys[cell] != answer}
    return " ".join(f"{key}={answer}" for key, answer in sorted(pairs.items()))


def design_section(puzzle: Puzzle) -> list[str]:
    """The Design section's lines for the puzzle's circles, shades and bars (none if none)."""
    sides = sides_of(puzzle.grid)
    looks: dict[Cell, tuple[bool, str, str]] = {}
    for cell in set(puzzle.styles) | set(sides):
        style = puzzle.styles.get(cell, CellStyle())
        look = (style.circle, style.shade, sides.get(cell, ""))
        if any(look):
            looks[cell] = look
    if not looks:
        return []
    classes = {look: chr(ord("A") + k) for k, look in enumerate(sorted(set(looks.values())))}
    rules = []
    for (circle, shade, bar_sides), key in classes.items():
        props = (["background: circle"] if circle else []) + (
            [f"background-light: {shade}"] if shade else []
        )
        props += [f"{p}: true" for p, s in _SIDE_PROPERTIES.items() if s in bar_sides]
        rules.append(f"{key} {{ {'; '.join(props)} }}")
    grid = [
        "".join(
            classes[looks[(r, c)]] if (r, c) in looks else BLOCK if ch == BLOCK else "."
            for c, ch in enumerate(row)
        )
        for r, row in enumerate(puzzle.grid.rows)
    ]
    return ["<style>", *rules, "</style>", "", *grid]
