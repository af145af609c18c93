"""xd, the plain-text crossword format of Saul Pwanson's xd corpus: read and write.

An xd file is UTF-8 text in sections separated by two or more blank lines:

    Title: Alpha-Bits                  headers, `Key: value`, one a line
    Author: Drew Hodson


    AHAB#CUD                           the grid, one line a row
    MADAM#ANY


    A1. Captain of fiction ~ AHAB      across clues, `~ ANSWER` optional
    A5. ...

    D1. ...                            a blank line, then the down clues


    Free-text notes.

In the grid `#` is a block, a letter an answer (lower case marks a circled or shaded cell), `.`
an open cell whose answer is unknown and `_` a cell outside the grid's shape. Digits and other
symbols are rebus cells that the `Rebus:` header spells out (`Rebus: 1=HEART 2=ACE`). Version 2
files may name their sections instead (`## Metadata`, `## Grid`, `## Clues`, `## Notes`).

How it maps onto the model:
- Title, Author, Copyright, Publisher, Date and Difficulty are Metadata fields; the Notes header
  and the notes section are `notes`. Editor and any other header go into `notes` as lines
  `Editor: X` at the top, so nothing is lost; the writer turns leading `Editor: X` lines of
  the notes back into headers, so an xd file keeps its Editor header through a round trip.
- Lower-case cells are folded to upper case and `Special:` (what they mark) is dropped: the model
  has no circles. `_` is a block. Rebus cells are refused.
- A grid with a `.` in a slot is a Puzzle with clues and no answers; otherwise a Solution.
- wordgrid adds two headers of its own, which other xd readers ignore: `Words:` holds a fill-in's
  word list, and `Given:` names the cells of a filled grid that the puzzle gives (`R1C3 R2C5`).
- A backslash in a clue is a line break (the xd convention); `A1 ^Key: value` clue metadata is
  skipped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from wordgrid.errors import InputError, warn_file
from wordgrid.formats._crossword import (
    Marks,
    check_numbering,
    crossword_document,
    fill_in_words,
    format_given,
    join_notes,
    lift_labelled,
    listed_clues,
    no_place,
    one_line,
    parse_given,
    parse_words,
    shape_of,
)
from wordgrid.formats._marks import split_rebus
from wordgrid.formats._text import Line, numbered_lines, strip_blank_edges
from wordgrid.formats.xd_cells import (
    design_bars,
    design_section,
    parse_rebus,
    read_design,
    read_grid,
    read_style,
    rebus_header,
    rebus_keys,
)
from wordgrid.formats.xd_sniff import SECTION, header
from wordgrid.model import (
    ACROSS,
    BLOCK,
    DOWN,
    JOINERS,
    OPEN,
    SHADE,
    Cell,
    CellStyle,
    Clue,
    Direction,
    Grid,
    Kind,
    Metadata,
    Puzzle,
    Solution,
    fold,
    is_letter,
)

# Header keys (compared in lower case) and the Metadata field each fills.
FIELD_HEADERS = {
    "title": "title",
    "author": "author",
    "copyright": "copyright",
    "publisher": "publisher",
    "date": "date",
    "difficulty": "difficulty",
}
NOTES_HEADER = "notes"
WORDS_HEADER = "Words"  # wordgrid's own: a fill-in's word list
GIVEN_HEADER = "Given"  # wordgrid's own: the given cells of a filled grid
KIND_HEADER = "Kind"  # wordgrid's own: `Kind: diagramless`
REBUS_HEADER = "rebus"
SPECIAL_HEADER = "special"  # `Special: circle` or `shaded`: what lower-case cells mark
DROPPED_HEADERS: frozenset[str] = frozenset()
# Standard xd headers the model has no field for: kept as notes lines, written back as headers.
LIFTED_HEADERS = ("Editor",)
BYLINE_FIELDS = ("title", "author")  # the headers written before Editor

XD_BLOCKS = "#_"  # `_` is a cell outside the grid's shape: nothing goes there, as in a block
XD_UNKNOWN = "."
CLUE_LINE_BREAK = "\\"  # xd's line separator inside a clue
DIRECTION_LETTERS = {"A": ACROSS, "D": DOWN}
REPEATABLE = ("metadata",)  # Puzzmo's files add a second Metadata section after the clues

_CLUE = re.compile(r"^([A-Za-z])([0-9]{1,9})\s*\.(.*)$")
_CLUE_META = re.compile(r"^[A-Za-z][0-9]{1,9}\s*\^")  # `A1 ^Refs: A2 D4`
# An across or down clue's start without the rest of its shape (`D1 Feline`, `D8NG`): after
# the clues' blank line it would otherwise start the notes, and the clues after it with them.
_BROKEN_CLUE = re.compile(r"^[AD]\s*[0-9]{1,9}", re.IGNORECASE)
CLUE_SHAPE = "expected a clue like 'A1. Clue text ~ ANSWER'"
# The tilde between clue and answer stands alone; `~5` inside a clue is text.
_TILDE = re.compile(r"(?<!\S)~(?!\S)")


# --- reading ------------------------------------------------------------------------------


@dataclass
class _Sections:
    headers: list[Line] = field(default_factory=list)
    grid: list[Line] = field(default_factory=list)
    clues: list[Line] = field(default_factory=list)
    notes: list[Line] = field(default_factory=list)
    design: list[Line] = field(default_factory=list)
    style: list[Line] = field(default_factory=list)


def _is_clue_line(text: str) -> bool:
    stripped = text.strip()
    return bool(_CLUE.match(stripped) or _CLUE_META.match(stripped))


def _is_broken_clue(text: str, after: list[Line]) -> bool:
    """Whether a line where the notes could start is a damaged clue instead: it starts as an
    across or down clue does, or a clue with its answer follows it."""
    if _BROKEN_CLUE.match(text.strip()):
        return True
    return any(_CLUE.match(t.strip()) and _TILDE.search(t) for _, t in after)


def _split_implicit(lines: list[Line]) -> _Sections:
    """Sections by position: headers, grid, clues, notes.

    Real files put one blank line or none between headers and grid, and some between the across
    and down clues, so headers are told by their `Key: value` shape and clues by theirs.
    """
    out = _Sections()
    n, i = len(lines), 0
    while i < n and not lines[i][1].strip():
        i += 1
    while i < n and lines[i][1].strip() and header(lines[i][1]) is not None:
        out.headers.append(lines[i])
        i += 1
    while i < n and not lines[i][1].strip():
        i += 1
    while i < n and lines[i][1].strip():
        out.grid.append(lines[i])
        i += 1
    after_blank = True
    while i < n:
        number, text = lines[i]
        if not text.strip():
            after_blank = True
        elif _is_clue_line(text):
            out.clues.append(lines[i])
            after_blank = False
        elif after_blank and not _is_broken_clue(text, lines[i + 1 :]):
            out.notes = lines[i:]  # free text after the clues: the notes, to the end
            break
        else:
            _check_header_block(out)  # a header without its colon, read as the grid, comes first
            raise InputError(CLUE_SHAPE, line=number)
        i += 1
    return out


def _split_named(lines: list[Line]) -> _Sections:
    """Sections under `## Name` lines (xd version 2); sections of other names are ignored.

    The caller has checked that the first non-blank line names a section.
    """
    out = _Sections()
    targets = {
        "metadata": out.headers,
        "grid": out.grid,
        "clues": out.clues,
        "notes": out.notes,
        "design": out.design,
        "style": out.style,
    }
    seen: dict[str, int] = {}
    target: list[Line] | None = None  # None in a section of another name: ignored
    for number, text in lines:
        m = SECTION.match(text.strip())
        if m:
            name = m.group(1).strip().lower()
            if name in seen and name in targets and name not in REPEATABLE:
                raise InputError(
                    f"a second '## {m.group(1).strip()}' section (the first is on "
                    f"line {seen[name]})",
                    line=number,
                )
            seen[name] = number
            target = targets.get(name)
        elif target is not None:
            target.append((number, text))
    out.headers = _without_comments([line for line in out.headers if line[1].strip()])
    out.grid = strip_blank_edges(out.grid)
    for number, text in out.grid:
        if not text.strip():
            raise InputError("blank line inside the grid", line=number)
    for number, text in out.clues:
        if text.strip() and not _is_clue_line(text):
            raise InputError(CLUE_SHAPE, line=number)
    out.clues = [line for line in out.clues if line[1].strip()]
    return out


def _without_comments(lines: list[Line]) -> list[Line]:
    """Header lines without `<!-- ... -->` comments, which may span lines."""
    out, inside = [], False
    for number, text in lines:
        stripped = text.strip()
        if not inside and stripped.startswith("<!--"):
            inside = True
        if not inside:
            out.append((number, text))
        elif stripped.endswith("-->"):
            inside = False
    return out


def _split_answer(body: str) -> tuple[str, str]:
    """Clue text and answer (empty when missing) of what follows `A1.`."""
    tildes = list(_TILDE.finditer(body))
    if not tildes:
        return body, ""
    return body[: tildes[-1].start()].strip(), body[tildes[-1].end() :].strip()


def _spelled(answer: str) -> str:
    """A clue line's answer as the grid spells it: folded, spaces and joiners left out."""
    return fold("".join(answer.split()).translate(JOINERS))


def _check_answer(
    answer: str, clue: Clue, cells: Sequence[Cell], answers: Sequence[Sequence[str]], line: int
) -> str:
    """The answer must spell out in the grid, rebus cells in full. Where the grid knows every
    letter of the slot it is the answer: a clue's answer that reads otherwise (kotwords writes
    TUVWX across a bar its Design puts before U) gives a note to warn with, and the grid is
    read. Where the answer must fill unknown cells, a mismatch means a damaged file."""
    word = _spelled(answer)
    parts = [answers[r][c] for r, c in cells]
    shown = "".join("?" if part == OPEN else part for part in parts)
    if _spells(word, cells, answers):
        return ""
    if OPEN not in parts:
        return (
            f"line {line}: the answer {answer} to {clue.name} does not match the grid, "
            f"which reads {shown}; read as the grid has it"
        )
    if len(word) != len(shown) and len(shown) == len(cells):
        raise InputError(
            f"the answer {answer} to {clue.name} has {len(word)} letters but its "
            f"slot has {len(cells)} cells",
            line=line,
        )
    raise InputError(
        f"the answer {answer} to {clue.name} does not match the grid, which reads {shown}",
        line=line,
    )


def _missing_answer(
    clue: Clue, cells: Sequence[Cell], answers: Sequence[Sequence[str]], line: int
) -> str:
    """A note when a clue line has no answer in a grid with every letter known: its line was
    cut or damaged. (A grid with unknown squares is an unsolved puzzle: no answer is usual.)"""
    if any(OPEN in row for row in answers):
        return ""
    parts = [answers[r][c] for r, c in cells]
    return (
        f"line {line}: {clue.name} has no answer after a ' ~ '; read as the grid has it, "
        f"{''.join(parts)}"
    )


class _ClueLine(NamedTuple):
    line: int
    clue: Clue
    answer: str  # as the line gives it ("" for none)


def _clue_lines(lines: list[Line], split: str) -> list[_ClueLine]:
    """The across and down clue lines, with their answers, in file order."""
    found = []
    for number, text in lines:
        stripped = text.strip()
        if _CLUE_META.match(stripped):
            continue  # clue metadata (`A1 ^Refs: A2 D4`): the model has nowhere to keep it
        m = _CLUE.match(stripped)
        if m is None:
            raise InputError(CLUE_SHAPE, line=number)
        direction = DIRECTION_LETTERS.get(m.group(1).upper())
        if direction is None:
            raise InputError(
                f"clue group {m.group(1)!r} is neither A (across) nor D (down); "
                "wordgrid reads across and down clues only",
                line=number,
            )
        body, answer = _split_answer(m.group(3).strip())
        answer = answer.replace(split, "") if split else answer
        clue = Clue(int(m.group(2)), direction, body.replace(CLUE_LINE_BREAK, "\n"))
        found.append(_ClueLine(number, clue, answer))
    return found


def _renumbered(
    read: _ClueLine,
    shape: Puzzle,
    answers: Sequence[Sequence[str]],
    taken: set[tuple[int, Direction | None]],
    notes: list[str],
) -> Clue:
    """The clue at the one other slot of its direction whose letters the grid knows and
    spell its answer, when its own number's slot reads otherwise (`A21. ... ~ GAT` with GAT
    at 22 across) and no line of the file is numbered for that slot (`taken`): the clue is
    misnumbered, not its answer wrong. As it is, else."""
    clue, answer = read.clue, _spelled(read.answer)
    own = shape.clue_slot(clue)
    if not answer or own is None or _spells(answer, own.cells, answers):
        return clue
    found = [
        slot
        for slot in shape.slots
        if slot.direction is clue.direction
        and slot is not own
        and (shape.slot_number(slot), slot.direction) not in taken
        and _spells(answer, slot.cells, answers, known=True)
    ]
    if len(found) != 1:
        return clue
    moved = replace(clue, number=shape.slot_number(found[0]))
    notes.append(
        f"line {read.line}: the answer {read.answer} to {clue.name} is at {moved.name} in "
        f"the grid; the clue is read as {moved.name}'s"
    )
    return moved


def _spells(
    answer: str, cells: Sequence[Cell], answers: Sequence[Sequence[str]], known: bool = False
) -> bool:
    """Whether the grid's cells read `answer` (an unknown cell reads any letter, unless
    `known`), a rebus cell in full."""
    parts = [answers[r][c] for r, c in cells]
    if known and OPEN in parts:
        return False
    pattern = "".join("." if part == OPEN else re.escape(part) for part in parts)
    return re.fullmatch(pattern, answer) is not None


def _parse_clues(
    lines: list[Line],
    shape: Puzzle,
    answers: Sequence[Sequence[str]],
    split: str,
    notes: list[str],
) -> list[Clue]:
    """The clues, each at the slot its answer is; what to warn of adds to `notes` (see
    _renumbered and _check_answer)."""
    clues: list[Clue] = []
    seen: dict[tuple[int, Direction], int] = {}
    found = _clue_lines(lines, split)
    taken = {(read.clue.number, read.clue.direction) for read in found}
    for read in found:
        number, answer = read.line, read.answer
        clue = _renumbered(read, shape, answers, taken, notes)
        assert clue.direction is not None
        key = (clue.number, clue.direction)
        if key in seen:
            raise InputError(
                f"a second clue for {clue.name} (the first is on line {seen[key]})", line=number
            )
        seen[key] = number
        slot = shape.clue_slot(clue)
        if slot is None:
            raise InputError(
                f"clue {clue.name} belongs to no slot: no {clue.direction.label} word "
                f"starts at square {clue.number}",
                line=number,
            )
        if answer:
            note = _check_answer(answer, clue, slot.cells, answers, number)
        else:
            note = _missing_answer(clue, slot.cells, answers, number)
        if note:
            notes.append(note)
        clues.append(clue)
    return sorted(clues, key=lambda c: (c.direction is not ACROSS, c.number))


@dataclass
class _Headers:
    fields: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    words: tuple[int, str] | None = None
    given: tuple[int, str] | None = None
    rebus: dict[str, str] = field(default_factory=dict)
    special: str = "circle"  # what lower-case cells mark: `Special: shaded` makes them shades
    split: str = ""  # Puzzmo's `SplitCharacter: |` parts a rebus answer from its neighbours
    kind: Kind = Kind.PLAIN  # wordgrid's `Kind: diagramless`, which xd has no header for


def _parse_headers(lines: list[Line]) -> _Headers:
    out = _Headers()
    seen: dict[str, int] = {}
    for number, text in lines:
        parsed = header(text)
        if parsed is None:
            raise _no_colon(text, number)
        key, value = parsed
        low = key.lower()
        if low in seen and (low in FIELD_HEADERS or low in ("words", "given")):
            raise InputError(
                f"a second {key} header (the first is on line {seen[low]})", line=number
            )
        seen[low] = number
        if low in FIELD_HEADERS:
            out.fields[FIELD_HEADERS[low]] = value
        elif low == REBUS_HEADER:
            out.rebus |= parse_rebus(value, number)
        elif low == SPECIAL_HEADER:
            out.special = value.strip().lower()
        elif low == "splitcharacter":
            out.split = value.strip()
            out.notes.append(f"{key}: {value}")
        elif low == KIND_HEADER.lower() and value.strip().lower() == Kind.DIAGRAMLESS.value:
            out.kind = Kind.DIAGRAMLESS
        elif low == WORDS_HEADER.lower():
            out.words = (number, value)
        elif low == GIVEN_HEADER.lower():
            out.given = (number, value)
        elif low == NOTES_HEADER:
            if value:
                out.notes.append(value)
        elif low not in DROPPED_HEADERS and value:
            out.notes.append(f"{key}: {value}")
    return out


def _no_colon(text: str, line: int) -> InputError:
    return InputError(
        f"the header {text.strip()!r} has no colon: headers look like 'Title: ...'", line=line
    )


def _check_header_block(sections: _Sections) -> None:
    """A header line without its colon is read as the grid's first row when no blank line
    parts them: say so, rather than blame the grid."""
    if not sections.grid or not sections.headers:
        return
    number, text = sections.grid[0]
    if number == sections.headers[-1][0] + 1 and any(ch.isspace() for ch in text.strip()):
        raise _no_colon(text, number)


@dataclass
class _Grid:
    """The grid as read: blocks and bars, the answers (None when unknown), and the marks."""

    grid: Grid
    answers: list[list[str]]
    marks: Marks


def _read_cells(sections: _Sections, headers: _Headers, dotted: bool) -> _Grid:
    """The grid with `.` an unknown cell, or a block when `dotted` (as Puzzmo's and
    kotwords' files have it)."""
    read = read_grid(
        sections.grid, headers.rebus, "" if dotted else XD_UNKNOWN, XD_BLOCKS + "." * dotted
    )
    height, width = len(read.answers), len(read.answers[0])
    design = read_design(sections.design, height, width)
    style = read_style(sections.style, read.answers)  # makes its empty cells blocks
    rows, rebus = split_rebus(read.answers)
    lower = {
        cell: CellStyle(
            circle=headers.special != "shaded", shade="" if headers.special != "shaded" else SHADE
        )
        for cell in read.lower
    }
    void = {cell: CellStyle(void=True) for cell in read.void}
    styles = lower | design.styles | style | void
    grid = Grid(tuple(rows), design_bars(design, height, width))
    return _Grid(grid, read.answers, Marks(styles, rebus))


def _grid_and_clues(
    sections: _Sections, headers: _Headers, notes: list[str]
) -> tuple[_Grid, list[Clue]]:
    """The grid and the clues; what to warn of adds to `notes` (from the reading kept)."""
    cells = _read_cells(sections, headers, dotted=False)
    said: list[str] = []
    try:
        clues = _parse_clues(
            sections.clues, shape_of(cells.grid), cells.answers, headers.split, said
        )
        notes += said
        return cells, clues
    except InputError as first:
        # Some tools (Puzzmo's, kotwords) write `.` for a block, not for an unknown cell. In a
        # grid with no `#` whose clues don't fit otherwise, that is what `.` must mean.
        rows = cells.grid.rows
        if any(BLOCK in row for row in rows) or not any(OPEN in row for row in rows):
            raise
        try:
            dotted = _read_cells(sections, headers, dotted=True)
            shape = shape_of(dotted.grid)
            clues = _parse_clues(sections.clues, shape, dotted.answers, headers.split, notes)
            return dotted, clues
        except InputError as second:
            # Blame the reading that got further through the clues.
            raise (second if (second.line or 0) > (first.line or 0) else first) from None


def parse_xd(text: str, *, name: str = "") -> Puzzle | Solution:
    """The crossword an xd file holds: a Solution when the grid is filled, else a Puzzle."""
    lines = numbered_lines(text.removeprefix("\ufeff"))
    body = [line for line in lines if line[1].strip()]
    if not body:
        raise InputError("the file is empty")
    named = SECTION.match(body[0][1].strip()) is not None
    sections = _split_named(lines) if named else _split_implicit(lines)
    _check_header_block(sections)
    headers = _parse_headers(sections.headers)
    if not sections.grid:
        where = sections.headers[-1][0] if sections.headers else body[-1][0]
        raise InputError("the file has no grid: is it cut short?", line=where)
    if _CLUE.match(sections.grid[0][1].strip()):
        raise InputError(
            "the file has no grid: expected grid rows before the clues", line=sections.grid[0][0]
        )
    said: list[str] = []
    cells, clues = _grid_and_clues(sections, headers, said)
    rows = cells.grid.rows
    shape = shape_of(cells.grid)
    given_line = headers.given[0] if headers.given else None
    given = parse_given(headers.given[1], rows, given_line) if headers.given else set()
    words_line = headers.words[0] if headers.words else None
    words = parse_words(headers.words[1], words_line) if headers.words else None
    unknown = any(rows[r][c] == OPEN for slot in shape.slots for r, c in slot.cells)
    grid, filled = cells.grid, None
    if not unknown:  # a full fill: the answers; otherwise its letters are the givens
        kept = tuple(
            "".join(ch if ch == BLOCK or (r, c) in given else OPEN for c, ch in enumerate(row))
            for r, row in enumerate(rows)
        )
        grid, filled = replace(cells.grid, rows=kept), list(rows)
    notes = join_notes(headers.notes, [t for _, t in sections.notes])
    meta = Metadata(**headers.fields, notes=notes)
    try:
        doc = crossword_document(
            grid,
            filled=filled,
            clues=clues,
            meta=meta,
            name=name,
            words=words,
            marks=cells.marks,
            kind=headers.kind,
        )
    except InputError as e:
        raise e.at(None, words_line) from None
    for note in said:
        warn_file(note, name)
    return doc


# --- writing ------------------------------------------------------------------------------


def _grid_rows(puzzle: Puzzle, rows: Sequence[str]) -> list[str]:
    """The grid as xd writes it: rebus cells as their keys, void cells as `_`."""
    if not rows or not rows[0]:
        raise InputError("the grid is empty")
    keys = rebus_keys(puzzle)
    out = []
    for r, row in enumerate(rows):
        cells = []
        for c, ch in enumerate(row):
            if ch == BLOCK and puzzle.styles.get((r, c), CellStyle()).void:
                ch = "_"
            elif (r, c) in keys:
                ch = keys[(r, c)]
            elif ch not in (BLOCK, OPEN) and (not is_letter(ch) or fold(ch) != ch):
                raise InputError(
                    f"an xd grid cell holds one letter, and R{r + 1}C{c + 1} holds {ch!r}"
                )
            cells.append(ch)
        out.append("".join(cells))
    return out


def _lower_case_circles(puzzle: Puzzle, rows: Sequence[str]) -> bool:
    """Whether the puzzle's only marks are circles on letters, which the xd corpus writes
    as lower case (`Special: circle`); anything more needs a Design section."""
    marked = {cell: style for cell, style in puzzle.styles.items() if not style.void}
    return (
        bool(marked)
        and not puzzle.grid.bars
        and all(
            style == CellStyle(circle=True) and is_letter(rows[r][c]) and (r, c) not in puzzle.rebus
            for (r, c), style in marked.items()
        )
    )


def _check_holds(puzzle: Puzzle) -> None:
    check_numbering(puzzle, "xd")
    no_place(puzzle, "xd")
    if puzzle.labels:
        raise InputError(
            "xd numbers its grid the usual way and has no place for cell labels: use ipuz or jpz"
        )
    if puzzle.corners:
        raise InputError("xd has no place for text in a cell's corners: use ipuz or jpz")
    odd = next((c for c in puzzle.clues if c.cells or c.direction is None), None)
    if odd is not None:
        raise InputError(
            f"xd holds numbered across and down clues only, not {odd.name}: use ipuz or jpz"
        )


def _clue_line(clue: Clue, rows: Sequence[str], puzzle: Puzzle) -> str:
    letter = next((k for k, d in DIRECTION_LETTERS.items() if d is clue.direction), None)
    if letter is None:
        raise InputError(f"xd holds across and down clues only, not {clue.name}")
    text = clue.text.replace("\r\n", "\n").replace("\r", "\n").replace("\n", CLUE_LINE_BREAK)
    line = f"{letter}{clue.number}. {text}"
    slot = puzzle.clue_slot(clue)
    answer = "" if slot is None else puzzle.answer_text(rows, slot.cells)
    if answer and OPEN not in answer:
        return f"{line} ~ {answer}"
    # A lone ~ in the text would be read as the answer's tilde: a closing one keeps it text.
    return f"{line} ~" if _TILDE.search(text) else line


def _notes_read_as_clues(lines: list[str]) -> bool:
    """Whether notes after the clues, in a file without named sections, would read back as
    clues or as a damaged one (see _split_implicit): they then need their own section."""
    numbered = [(0, line) for line in lines if line.strip()]
    if not numbered:
        return False
    first = numbered[0][1]
    return _is_clue_line(first) or _is_broken_clue(first, numbered[1:])


def format_xd(doc: Puzzle | Solution) -> str:
    """The document as xd text; parse_xd reads it back to an equal document."""
    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    _check_holds(puzzle)
    rows = doc.rows if isinstance(doc, Solution) else puzzle.grid.rows
    grid_rows = _grid_rows(puzzle, rows)
    meta = puzzle.meta
    pairs, notes = lift_labelled(meta.notes, LIFTED_HEADERS)
    if any("\n" in value for _label, value in pairs):
        pairs, notes = [], meta.notes  # an xd header holds one line: keep them as notes
    lifted = [f"{label}: {value}" for label, value in pairs]
    fields = [(key, one_line(value)) for key, value in meta.items() if key != "notes"]
    # Editor after Title and Author, where xd files have it.
    headers = [
        f"{key.capitalize()}: {value}" for key, value in fields if value and key in BYLINE_FIELDS
    ]
    headers += lifted
    headers += [
        f"{key.capitalize()}: {value}"
        for key, value in fields
        if value and key not in BYLINE_FIELDS
    ]
    if puzzle.kind is Kind.DIAGRAMLESS:
        headers.append(f"{KIND_HEADER}: {puzzle.kind.value}")
    if puzzle.grid.has_givens():
        headers.append(f"{GIVEN_HEADER}: {format_given(puzzle)}")
    words = fill_in_words(doc)
    if words:
        headers.append(f"{WORDS_HEADER}: {' '.join(words)}")
    keys = rebus_header(puzzle, rebus_keys(puzzle)) if puzzle.rebus else ""
    if keys:  # a square whose answer is one sign (+, 4) stands for itself in the grid
        headers.append(f"Rebus: {keys}")
    # xd leaves out the line of an entry a crossword has no clue for.
    clues = listed_clues(doc)
    across = [_clue_line(c, rows, puzzle) for c in clues if c.direction is ACROSS]
    down = [_clue_line(c, rows, puzzle) for c in clues if c.direction is not ACROSS]
    clue_block = [*across, *([""] if across and down else []), *down]
    note_lines = notes.split("\n") if notes.strip() else []
    if _lower_case_circles(puzzle, rows):
        headers.append("Special: circle")
        grid_rows = [
            "".join(ch.lower() if puzzle.styles.get((r, c)) else ch for c, ch in enumerate(row))
            for r, row in enumerate(grid_rows)
        ]
    design = [] if _lower_case_circles(puzzle, rows) else design_section(puzzle)
    if not design and not _notes_read_as_clues(note_lines):
        sections = [headers, grid_rows, clue_block, note_lines]
        return "\n\n\n".join("\n".join(s) for s in sections if s) + "\n"
    # Circles, shades and bars need the Design section, which only named sections have.
    named = [("Metadata", headers), ("Grid", grid_rows), ("Clues", clue_block)]
    named += [("Notes", note_lines), ("Design", design)]
    return (
        "\n\n".join(f"## {title}\n\n" + "\n".join(lines) for title, lines in named if lines) + "\n"
    )
