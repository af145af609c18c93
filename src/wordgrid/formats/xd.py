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
from dataclasses import dataclass, field

from wordgrid.errors import InputError
from wordgrid.formats._crossword import (
    check_numbering,
    clues_for,
    crossword_document,
    fill_in_words,
    format_given,
    join_notes,
    letter_grid,
    lift_labelled,
    one_line,
    parse_given,
    parse_words,
    shape_of,
)
from wordgrid.formats._text import Line, numbered_lines, strip_blank_edges
from wordgrid.model import (
    ACROSS,
    BLOCK,
    DOWN,
    JOINERS,
    OPEN,
    Clue,
    Direction,
    Grid,
    Metadata,
    Puzzle,
    Slot,
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
REBUS_HEADER = "rebus"
# `Special: circle` says what lower-case cells mean; once they are folded it describes nothing.
DROPPED_HEADERS = frozenset({"special"})
# Standard xd headers the model has no field for: kept as notes lines, written back as headers.
LIFTED_HEADERS = ("Editor",)
BYLINE_FIELDS = ("title", "author")  # the headers written before Editor

XD_BLOCKS = "#_"  # `_` is a cell outside the grid's shape: nothing goes there, as in a block
XD_UNKNOWN = "."
CLUE_LINE_BREAK = "\\"  # xd's line separator inside a clue
DIRECTION_LETTERS = {"A": ACROSS, "D": DOWN}
SECTION_NAMES = ("metadata", "grid", "clues", "notes")  # v2 `## Name` sections we read

_CLUE = re.compile(r"^([A-Za-z])([0-9]{1,9})\s*\.(.*)$")
_CLUE_META = re.compile(r"^[A-Za-z][0-9]{1,9}\s*\^")  # `A1 ^Refs: A2 D4`
_DETECT_CLUE = re.compile(r"^[AD][0-9]+\. ", re.MULTILINE)
_HEADER_KEY = re.compile(r"^[A-Za-z][A-Za-z0-9 _/-]*$")
_SECTION = re.compile(r"^##\s+(\S.*)$")  # a space after ##: a grid row may start with blocks
# The tilde between clue and answer stands alone; `~5` inside a clue is text.
_TILDE = re.compile(r"(?<!\S)~(?!\S)")


# --- shared with the Across Lite text format ---------------------------------------------


# --- detection ----------------------------------------------------------------------------


def _header(text: str) -> tuple[str, str] | None:
    """`(key, value)` when `text` is a `Key: value` line."""
    key, colon, value = text.partition(":")
    key = key.strip()
    if not colon or not _HEADER_KEY.match(key):
        return None
    return key, value.strip()


def _grid_like(text: str) -> bool:
    row = text.strip()
    return bool(row) and ":" not in row and not any(ch.isspace() for ch in row)


def looks_like_xd(text: str) -> bool:
    """True when `text` has xd's shape: headers then a grid, or `A1. ` clue lines."""
    lines = text.removeprefix("\ufeff").splitlines()
    body = [line for line in lines if line.strip()]
    if not body or body[0].lstrip().startswith(("{", "[", "<")):  # JSON, Across Lite text
        return False
    first = body[0].strip()
    m = _SECTION.match(first)
    if m and m.group(1).strip().lower() in SECTION_NAMES:
        return True
    if _DETECT_CLUE.search(text):
        return True
    i = 0
    while not lines[i].strip():
        i += 1
    headers = 0
    while i < len(lines) and lines[i].strip() and _header(lines[i]) is not None:
        headers += 1
        i += 1
    while i < len(lines) and not lines[i].strip():
        i += 1
    return headers > 0 and i < len(lines) and _grid_like(lines[i])


# --- reading ------------------------------------------------------------------------------


@dataclass
class _Sections:
    headers: list[Line] = field(default_factory=list)
    grid: list[Line] = field(default_factory=list)
    clues: list[Line] = field(default_factory=list)
    notes: list[Line] = field(default_factory=list)


def _is_clue_line(text: str) -> bool:
    stripped = text.strip()
    return bool(_CLUE.match(stripped) or _CLUE_META.match(stripped))


def _split_implicit(lines: list[Line]) -> _Sections:
    """Sections by position: headers, grid, clues, notes.

    Real files put one blank line or none between headers and grid, and some between the across
    and down clues, so headers are told by their `Key: value` shape and clues by theirs.
    """
    out = _Sections()
    n, i = len(lines), 0
    while i < n and not lines[i][1].strip():
        i += 1
    while i < n and lines[i][1].strip() and _header(lines[i][1]) is not None:
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
        elif after_blank:  # free text after the clues: the notes, to the end of the file
            out.notes = lines[i:]
            break
        else:
            raise InputError("expected a clue like 'A1. Clue text ~ ANSWER'", line=number)
        i += 1
    return out


def _split_named(lines: list[Line]) -> _Sections:
    """Sections under `## Name` lines (xd version 2); sections of other names are ignored.

    The caller has checked that the first non-blank line names a section.
    """
    out = _Sections()
    targets = {"metadata": out.headers, "grid": out.grid, "clues": out.clues, "notes": out.notes}
    seen: dict[str, int] = {}
    target: list[Line] | None = None  # None in a section of another name: ignored
    for number, text in lines:
        m = _SECTION.match(text.strip())
        if m:
            name = m.group(1).strip().lower()
            if name in seen and name in targets:
                raise InputError(
                    f"a second '## {m.group(1).strip()}' section (the first is on "
                    f"line {seen[name]})",
                    line=number,
                )
            seen[name] = number
            target = targets.get(name)
        elif target is not None:
            target.append((number, text))
    out.headers = [line for line in out.headers if line[1].strip()]
    out.grid = strip_blank_edges(out.grid)
    for number, text in out.grid:
        if not text.strip():
            raise InputError("blank line inside the grid", line=number)
    for number, text in out.clues:
        if text.strip() and not _is_clue_line(text):
            raise InputError("expected a clue like 'A1. Clue text ~ ANSWER'", line=number)
    out.clues = [line for line in out.clues if line[1].strip()]
    return out


def _rebus_error(line: int) -> InputError:
    return InputError(
        "the puzzle has a Rebus header: rebus cells (several letters in one "
        "cell) are not supported",
        line=line,
    )


def _parse_grid(lines: list[Line]) -> list[str]:
    """Rows of model cells: BLOCK, OPEN for an unknown cell, or a folded letter."""
    marks = dict.fromkeys(XD_BLOCKS, BLOCK) | {XD_UNKNOWN: OPEN}
    return letter_grid(lines, marks, "# _ or .")


def _split_answer(body: str) -> tuple[str, str]:
    """Clue text and answer (empty when missing) of what follows `A1.`."""
    tildes = list(_TILDE.finditer(body))
    if not tildes:
        return body, ""
    return body[: tildes[-1].start()].strip(), body[tildes[-1].end() :].strip()


def _check_answer(answer: str, clue: Clue, slot: Slot, cells: Sequence[str], line: int) -> None:
    """The answer must spell out in the grid; a mismatch means a damaged or rebus file."""
    word = fold("".join(answer.split()).translate(JOINERS))
    if len(word) != slot.length:
        raise InputError(
            f"the answer {answer} to {clue.name} has {len(word)} letters but its "
            f"slot has {slot.length} cells",
            line=line,
        )
    grid_word = "".join(cells[r][c] for r, c in slot.cells)
    if any(g not in (OPEN, w) for g, w in zip(grid_word, word, strict=True)):
        shown = grid_word.replace(OPEN, "?")
        raise InputError(
            f"the answer {answer} to {clue.name} does not match the grid, which reads {shown}",
            line=line,
        )


def _parse_clues(lines: list[Line], shape: Puzzle, cells: Sequence[str]) -> list[Clue]:
    clues: list[Clue] = []
    seen: dict[tuple[int, Direction], int] = {}
    for number, text in lines:
        stripped = text.strip()
        if _CLUE_META.match(stripped):
            continue  # clue metadata (`A1 ^Refs: A2 D4`): the model has nowhere to keep it
        m = _CLUE.match(stripped)
        if m is None:
            raise InputError("expected a clue like 'A1. Clue text ~ ANSWER'", line=number)
        direction = DIRECTION_LETTERS.get(m.group(1).upper())
        if direction is None:
            raise InputError(
                f"clue group {m.group(1)!r} is neither A (across) nor D (down); "
                "wordgrid reads across and down clues only",
                line=number,
            )
        body, answer = _split_answer(m.group(3).strip())
        clue = Clue(int(m.group(2)), direction, body.replace(CLUE_LINE_BREAK, "\n"))
        key = (clue.number, direction)
        if key in seen:
            raise InputError(
                f"a second clue for {clue.name} (the first is on line {seen[key]})", line=number
            )
        seen[key] = number
        slot = shape.clue_slot(clue)
        if slot is None:
            raise InputError(
                f"clue {clue.name} belongs to no slot: no {direction.label} word "
                f"starts at square {clue.number}",
                line=number,
            )
        if answer:
            _check_answer(answer, clue, slot, cells, number)
        clues.append(clue)
    return sorted(clues, key=lambda c: (c.direction is not ACROSS, c.number))


@dataclass
class _Headers:
    fields: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    words: tuple[int, str] | None = None
    given: tuple[int, str] | None = None


def _parse_headers(lines: list[Line]) -> _Headers:
    out = _Headers()
    seen: dict[str, int] = {}
    for number, text in lines:
        parsed = _header(text)
        if parsed is None:
            raise InputError("expected a header like 'Title: ...'", line=number)
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
            if value:
                raise _rebus_error(number)
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


def parse_xd(text: str, *, name: str = "") -> Puzzle | Solution:
    """The crossword an xd file holds: a Solution when the grid is filled, else a Puzzle."""
    lines = numbered_lines(text.removeprefix("\ufeff"))
    body = [line for line in lines if line[1].strip()]
    if not body:
        raise InputError("the file is empty")
    named = _SECTION.match(body[0][1].strip()) is not None
    sections = _split_named(lines) if named else _split_implicit(lines)
    headers = _parse_headers(sections.headers)
    if not sections.grid:
        where = sections.headers[-1][0] if sections.headers else body[-1][0]
        raise InputError("the file has no grid: is it cut short?", line=where)
    if _CLUE.match(sections.grid[0][1].strip()):
        raise InputError(
            "the file has no grid: expected grid rows before the clues", line=sections.grid[0][0]
        )
    cells = _parse_grid(sections.grid)
    try:
        clues = _parse_clues(sections.clues, shape_of(cells), cells)
    except InputError as first:
        # Some tools (Puzzmo's, kotwords) write `.` for a block, not for an unknown cell. In a
        # grid with no `#` whose clues don't fit otherwise, that is what `.` must mean.
        if any(BLOCK in row for row in cells) or not any(OPEN in row for row in cells):
            raise
        dotted = [row.replace(OPEN, BLOCK) for row in cells]
        try:
            clues = _parse_clues(sections.clues, shape_of(dotted), dotted)
        except InputError:
            raise first from None
        cells = dotted
    shape = shape_of(cells)
    given_line = headers.given[0] if headers.given else None
    given = parse_given(headers.given[1], cells, given_line) if headers.given else set()
    words_line = headers.words[0] if headers.words else None
    words = parse_words(headers.words[1], words_line) if headers.words else None
    unknown = any(cells[r][c] == OPEN for slot in shape.slots for r, c in slot.cells)
    if unknown:  # a partial fill: its letters are the givens, and there are no answers
        grid, filled = Grid(tuple(cells)), None
    else:
        grid = Grid(
            tuple(
                "".join(ch if ch == BLOCK or (r, c) in given else OPEN for c, ch in enumerate(row))
                for r, row in enumerate(cells)
            )
        )
        filled = cells
    notes = join_notes(headers.notes, [t for _, t in sections.notes])
    meta = Metadata(**headers.fields, notes=notes)
    try:
        return crossword_document(
            grid, filled=filled, clues=clues, meta=meta, name=name, words=words
        )
    except InputError as e:
        raise e.at(None, words_line) from None


# --- writing ------------------------------------------------------------------------------


def _check_cells(rows: Sequence[str]) -> None:
    if not rows or not rows[0]:
        raise InputError("the grid is empty")
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch not in (BLOCK, OPEN) and (not is_letter(ch) or fold(ch) != ch):
                raise InputError(
                    f"an xd grid cell holds one letter, and R{r + 1}C{c + 1} holds {ch!r}"
                )


def _clue_line(clue: Clue, rows: Sequence[str], puzzle: Puzzle) -> str:
    letter = next((k for k, d in DIRECTION_LETTERS.items() if d is clue.direction), None)
    if letter is None:
        raise InputError(f"xd holds across and down clues only, not {clue.name}")
    text = clue.text.replace("\r\n", "\n").replace("\r", "\n").replace("\n", CLUE_LINE_BREAK)
    line = f"{letter}{clue.number}. {text}"
    slot = puzzle.clue_slot(clue)
    answer = "" if slot is None else "".join(rows[r][c] for r, c in slot.cells)
    if answer and OPEN not in answer:
        return f"{line} ~ {answer}"
    # A lone ~ in the text would be read as the answer's tilde: a closing one keeps it text.
    return f"{line} ~" if _TILDE.search(text) else line


def format_xd(doc: Puzzle | Solution) -> str:
    """The document as xd text; parse_xd reads it back to an equal document."""
    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    check_numbering(puzzle, "xd")
    rows = doc.rows if isinstance(doc, Solution) else puzzle.grid.rows
    _check_cells(rows)
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
    if puzzle.grid.has_givens():
        headers.append(f"{GIVEN_HEADER}: {format_given(puzzle)}")
    words = fill_in_words(doc)
    if words:
        headers.append(f"{WORDS_HEADER}: {' '.join(words)}")
    clues = clues_for(doc)
    across = [_clue_line(c, rows, puzzle) for c in clues if c.direction is ACROSS]
    down = [_clue_line(c, rows, puzzle) for c in clues if c.direction is not ACROSS]
    clue_block = [*across, *([""] if across and down else []), *down]
    sections = [headers, list(rows), clue_block, notes.split("\n") if notes.strip() else []]
    return "\n\n\n".join("\n".join(s) for s in sections if s) + "\n"
