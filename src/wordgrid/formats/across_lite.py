"""Across Lite text, the `.txt` crossword that Across Lite imports: read and write.

Tags on their own lines, each followed by its content, usually indented by a tab:

    <ACROSS PUZZLE>            or <ACROSS PUZZLE V2>, which may have a <REBUS> section
    <TITLE>
        Alpha-Bits
    <AUTHOR>
        Drew Hodson
    <COPYRIGHT>
        2021 Drew Hodson
    <SIZE>
        4x3                    columns x rows
    <GRID>
        CAT.                   letters, `.` a block: always the filled grid
        ...
    <ACROSS>
        Pet                    one clue a line, in numbering order
    <DOWN>
        ...
    <NOTEPAD>
        Free text.

The clues carry no numbers: the n-th across clue belongs to the n-th across word of the grid's
standard numbering, so the count has to match. Lower-case letters (circled squares in V2) are
folded; rebus squares are refused.

The format has no place for a publisher, date or difficulty, for a fill-in's word list, or for
the letters a puzzle gives: we write them as lines `Publisher: X`, `Date: X`, `Difficulty: X`,
`Given: R1C3` and `Words: A B C` at the top of the notepad (as the .puz writer does with
`Words:`), and read them back from there, so a round trip loses nothing.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Mapping, Sequence

from wordgrid.errors import InputError
from wordgrid.formats._crossword import (
    Marks,
    across_lite_lacks,
    check_numbering,
    clues_for,
    crossword_document,
    fill_in_words,
    format_given,
    join_notes,
    no_place,
    one_line,
    parse_given,
    parse_words,
    shape_of,
)
from wordgrid.formats._marks import split_rebus, styled
from wordgrid.formats._text import Line, numbered_lines, strip_blank_edges
from wordgrid.model import (
    ACROSS,
    BLOCK,
    DOWN,
    OPEN,
    Clue,
    Direction,
    Grid,
    Kind,
    Metadata,
    Puzzle,
    Slot,
    Solution,
    fold,
    is_letter,
)

PUZZLE_TAGS = ("ACROSS PUZZLE", "ACROSS PUZZLE V2")  # the first line: which version
TAGS = ("TITLE", "AUTHOR", "COPYRIGHT", "SIZE", "GRID", "REBUS", "ACROSS", "DOWN", "NOTEPAD")
REQUIRED_TAGS = ("GRID", "ACROSS", "DOWN")
AL_BLOCK = "."
AL_BLOCKS = ".:"  # a block, and a diagramless grid's block
INDENT = "\t"
# V2's <REBUS> line saying that lower-case grid letters mark circled squares: harmless to us.
MARK_LINE = "MARK;"
# Notepad lines that carry what the format has no tag for, in the order we write them.
NOTE_FIELDS = ("publisher", "date", "difficulty", "lang")  # the language: its pages print in it
GIVEN_KEY = "given"
WORDS_KEY = "words"
NOTE_KEYS = (*NOTE_FIELDS, GIVEN_KEY, WORDS_KEY)

_SIZE = re.compile(r"^([0-9]{1,5})\s*[xX×]\s*([0-9]{1,5})$")


def _tag(text: str) -> str | None:
    """The tag a line holds (`<grid >` is GRID), or None."""
    stripped = text.strip()
    if len(stripped) < 3 or stripped[0] != "<" or stripped[-1] != ">":
        return None
    return " ".join(stripped[1:-1].split()).upper()


def looks_like_across_lite(text: str) -> bool:
    """True when the first non-blank line is `<ACROSS PUZZLE>` or `<ACROSS PUZZLE V2>`."""
    for line in text.removeprefix("\ufeff").split("\n"):
        if line.strip():
            return _tag(line) in PUZZLE_TAGS
    return False


# --- reading ------------------------------------------------------------------------------

Section = tuple[int, list[Line]]  # the tag's line number and its content lines


def _sections(lines: list[Line]) -> dict[str, Section]:
    body = [line for line in lines if line[1].strip()]
    if not body:
        raise InputError("the file is empty")
    first, first_text = body[0]
    if _tag(first_text) not in PUZZLE_TAGS:
        raise InputError(
            "not Across Lite text: the first line should be <ACROSS PUZZLE>", line=first
        )
    sections: dict[str, Section] = {}
    current: list[Line] | None = None
    for number, text in lines:
        if number <= first:
            continue
        tag = _tag(text)
        if tag in PUZZLE_TAGS:
            raise InputError(f"a second <{tag}> line", line=number)
        if tag is not None and tag in TAGS:
            if tag in sections:
                raise InputError(
                    f"a second <{tag}> section (the first is on line {sections[tag][0]})",
                    line=number,
                )
            current = []
            sections[tag] = (number, current)
        elif current is not None:
            current.append((number, text))
        elif text.strip():
            raise InputError("expected a tag such as <TITLE> or <GRID>", line=number)
    last = lines[-1][0]
    for tag in REQUIRED_TAGS:
        if tag not in sections:
            raise InputError(f"the file has no <{tag}> section: is it cut short?", line=last)
    return sections


def _content(section: Section | None) -> list[Line]:
    """The non-blank lines of a section, stripped of their indentation."""
    if section is None:
        return []
    return [(number, text.strip()) for number, text in section[1] if text.strip()]


def _text(section: Section | None) -> str:
    return "\n".join(text for _, text in _content(section))


def _parse_grid(section: Section, rebus: Mapping[str, str], mark: bool) -> tuple[list[str], Marks]:
    """The answer rows (rebus squares by their stand-ins), and the rebus and circled
    squares (lower case, when the <REBUS> section says MARK;)."""
    lines = strip_blank_edges(section[1])
    if not lines:
        raise InputError("the <GRID> section is empty", line=section[0])
    blank = next((number for number, text in lines if not text.strip()), None)
    if blank is not None:
        raise InputError("blank line inside the grid", line=blank)
    # xd's cell reader, loaded here: `read` tests every text file for this format's shape
    from wordgrid.formats.xd_cells import read_grid

    read = read_grid(lines, rebus, "", AL_BLOCKS)
    rows, answers = split_rebus(read.answers)
    circles = styled(read.lower) if mark else {}
    return rows, Marks(circles, answers)


def _check_size(section: Section | None, rows: Sequence[str]) -> None:
    if section is None:  # Across Lite wants it, but the grid says the same: no need to insist
        return
    content = _content(section)
    if len(content) != 1:
        raise InputError("<SIZE> should hold one line, COLUMNSxROWS such as 15x15", line=section[0])
    number, text = content[0]
    m = _SIZE.match(text)
    if m is None:
        raise InputError(f"<SIZE> should be COLUMNSxROWS such as 15x15, not {text!r}", line=number)
    columns, height = int(m.group(1)), int(m.group(2))
    if (columns, height) != (len(rows[0]), len(rows)):
        raise InputError(
            f"<SIZE> says {columns}x{height} ({columns} columns, {height} rows) but "
            f"the grid has {len(rows[0])} columns and {len(rows)} rows",
            line=number,
        )


def _rebus(section: Section | None) -> tuple[dict[str, str], bool]:
    """The <REBUS> section's squares (`1:HEART:H`, key to answer), and whether it says
    MARK; (lower-case letters are circled squares)."""
    found: dict[str, str] = {}
    mark = False
    for number, text in _content(section):
        line = text.strip()
        if line.upper() == MARK_LINE:
            mark = True
            continue
        parts = line.split(":")
        if len(parts) < 2 or len(parts[0]) != 1 or not parts[1]:
            raise InputError(
                f"a <REBUS> line should look like 1:HEART:H (key, answer, its first letter), "
                f"not {line!r}",
                line=number,
            )
        found[parts[0]] = parts[1]
    return found, mark


def _ordered_slots(shape: Puzzle, direction: Direction) -> list[Slot]:
    """The slots of one direction in clue order (down slots come column by column)."""
    return sorted((s for s in shape.slots if s.direction is direction), key=shape.slot_number)


def _clues(sections: dict[str, Section], shape: Puzzle) -> list[Clue]:
    clues: list[Clue] = []
    for tag, direction in (("ACROSS", ACROSS), ("DOWN", DOWN)):
        texts = [text for _, text in _content(sections[tag])]
        slots = _ordered_slots(shape, direction)
        if len(texts) != len(slots):
            raise InputError(
                f"the grid needs {len(slots)} {direction.label} clues but <{tag}> has {len(texts)}",
                line=sections[tag][0],
            )
        clues += [
            Clue(shape.slot_number(s), direction, t) for s, t in zip(slots, texts, strict=True)
        ]
    return clues


def _notepad(section: Section | None) -> tuple[dict[str, Line], list[str]]:
    """The wordgrid lines at the top of the notepad (by key), and the notes after them."""
    if section is None:
        return {}, []
    lines = section[1]
    texts = [text for _, text in lines]
    if all(t.startswith(INDENT) for t in texts if t.strip()):
        texts = [t.removeprefix(INDENT) for t in texts]  # what we write: one tab, no more
    else:
        texts = textwrap.dedent("\n".join(texts)).split("\n")
    keyed: dict[str, Line] = {}
    start = 0
    while start < len(texts) and not texts[start].strip():
        start += 1
    for k in range(start, len(texts)):
        key, colon, value = texts[k].partition(":")
        key = key.strip().lower()
        if not colon or key not in NOTE_KEYS or key in keyed:
            break
        keyed[key] = (lines[k][0], value.strip())
        start = k + 1
    return keyed, texts[start:]


def _has_colon_blocks(section: Section) -> bool:
    return any(AL_BLOCKS[1] in text for _, text in section[1])


def parse_across_lite(text: str, *, name: str = "") -> Puzzle | Solution:
    """The filled crossword an Across Lite text file holds."""
    lines = numbered_lines(text.removeprefix("\ufeff"))
    sections = _sections(lines)
    rebus, mark = _rebus(sections.get("REBUS"))
    cells, marks = _parse_grid(sections["GRID"], rebus, mark)
    _check_size(sections.get("SIZE"), cells)
    shape = shape_of(cells)
    clues = _clues(sections, shape)
    keyed, notes = _notepad(sections.get("NOTEPAD"))
    given_line, given_text = keyed.get(GIVEN_KEY, (None, ""))
    given = parse_given(given_text, cells, given_line)
    words_line, words_text = keyed.get(WORDS_KEY, (None, ""))
    words = parse_words(words_text, words_line) if WORDS_KEY in keyed else None
    grid = Grid(
        tuple(
            "".join(ch if ch == BLOCK or (r, c) in given else OPEN for c, ch in enumerate(row))
            for r, row in enumerate(cells)
        )
    )
    meta = Metadata(
        title=_text(sections.get("TITLE")),
        author=_text(sections.get("AUTHOR")),
        copyright=_text(sections.get("COPYRIGHT")),
        notes=join_notes([], notes),
        **{key: keyed[key][1] for key in NOTE_FIELDS if key in keyed},
    )
    try:
        return crossword_document(
            grid,
            filled=cells,
            clues=clues,
            meta=meta,
            name=name,
            words=words,
            marks=marks,
            # Across Lite's diagramless grids have `:` for their blocks.
            kind=Kind.DIAGRAMLESS if _has_colon_blocks(sections["GRID"]) else Kind.PLAIN,
        )
    except InputError as e:
        raise e.at(None, words_line) from None


# --- writing ------------------------------------------------------------------------------


def _lines(what: str, text: str) -> list[str]:
    """`text` as indented content lines; a line that reads as a tag would break the file."""
    out = []
    for line in text.split("\n"):
        if _tag(line) in (*TAGS, *PUZZLE_TAGS):
            raise InputError(
                f"the {what} has a line {line.strip()!r} that Across Lite would read as a tag"
            )
        out.append(INDENT + line if line.strip() else "")
    return out


def _clue_texts(doc: Solution) -> dict[tuple[int, Direction | None], str]:
    """A crossword's own clues (the writer gives an entry without one a length clue, which
    the reader drops again: Across Lite text can't leave a clue empty), or a fill-in's."""
    return {(c.number, c.direction): c.text for c in doc.puzzle.clues or clues_for(doc)}


def _check_holds(puzzle: Puzzle) -> None:
    check_numbering(puzzle, "Across Lite text")
    no_place(puzzle, "Across Lite text")
    lost = across_lite_lacks(puzzle)
    if lost:
        raise InputError(f"Across Lite text has no place for {lost}: use ipuz, jpz or xd")
    # A circle is a lower-case letter, and a rebus square holds its key, which has no case.
    circled = sorted(c for c, style in puzzle.styles.items() if style.circle and c in puzzle.rebus)
    if circled:
        r, c = circled[0]
        raise InputError(
            f"Across Lite text can't circle a rebus square, and R{r + 1}C{c + 1} is both: "
            "use .puz, ipuz, jpz or xd"
        )


def _grid_lines(puzzle: Puzzle, rows: Sequence[str]) -> tuple[list[str], list[str]]:
    """The <GRID> lines, and the V2 <REBUS> section when the grid has rebus squares or
    circles (lower-case letters, which MARK; announces)."""
    from wordgrid.formats.xd_cells import rebus_keys

    keys = rebus_keys(puzzle)
    circled = {cell for cell, style in puzzle.styles.items() if style.circle}
    block = AL_BLOCKS[1] if puzzle.kind is Kind.DIAGRAMLESS else AL_BLOCK
    grid = [
        INDENT
        + "".join(
            block
            if ch == BLOCK
            else keys[(r, c)]
            if (r, c) in keys
            else ch.lower()
            if (r, c) in circled
            else ch
            for c, ch in enumerate(row)
        )
        for r, row in enumerate(rows)
    ]
    if not keys and not circled:
        return grid, []
    lines = [INDENT + MARK_LINE] if circled else []
    answers = {keys[cell]: answer for cell, answer in puzzle.rebus.items()}
    lines += [f"{INDENT}{key}:{answer}:{answer[0]}" for key, answer in sorted(answers.items())]
    return grid, ["<REBUS>", *lines]


def format_across_lite(doc: Solution) -> str:
    """The filled crossword as Across Lite text (V1); parse_across_lite reads it back."""
    if not isinstance(doc, Solution):
        raise InputError("Across Lite text holds a filled grid: solve the puzzle first")
    puzzle = doc.puzzle
    _check_holds(puzzle)
    rows = doc.rows
    if not rows or not rows[0]:
        raise InputError("the grid is empty")
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if (r, c) in puzzle.rebus:
                continue
            if ch == OPEN:
                raise InputError(
                    "Across Lite text has no way to leave a square empty, and "
                    f"R{r + 1}C{c + 1} is an open cell outside every word: use "
                    "ipuz instead"
                )
            if ch != BLOCK and (not is_letter(ch) or fold(ch) != ch):
                raise InputError(
                    f"an Across Lite square holds one letter, and R{r + 1}C{c + 1} holds {ch!r}"
                )
    texts = _clue_texts(doc)
    clue_lines: dict[str, list[str]] = {}
    for tag, direction in (("ACROSS", ACROSS), ("DOWN", DOWN)):
        clue_lines[tag] = []
        for slot in _ordered_slots(puzzle, direction):
            number = puzzle.slot_number(slot)
            # A word without a clue gets a length clue, which the reader drops again.
            text = one_line(texts.get((number, direction), f"{slot.length} letters"))
            if not text:
                raise InputError(
                    f"clue {number} {direction.label} is empty, and Across Lite "
                    "text needs text for every clue"
                )
            clue_lines[tag] += _lines(f"clue {number} {direction.label}", text)
    meta = puzzle.meta
    notepad = [
        f"{key.capitalize()}: {one_line(getattr(meta, key))}"
        for key in NOTE_FIELDS
        if one_line(getattr(meta, key))
    ]
    if puzzle.grid.has_givens():
        notepad.append(f"{GIVEN_KEY.capitalize()}: {format_given(puzzle)}")
    words = fill_in_words(doc)
    if words:
        notepad.append(f"{WORDS_KEY.capitalize()}: {' '.join(words)}")
    if meta.notes.strip():
        notepad += meta.notes.split("\n")
    grid, rebus = _grid_lines(puzzle, rows)
    out = [
        "<ACROSS PUZZLE V2>" if rebus else "<ACROSS PUZZLE>",
        "<TITLE>",
        *_lines("title", meta.title),
        "<AUTHOR>",
        *_lines("author", meta.author),
        "<COPYRIGHT>",
        *_lines("copyright", meta.copyright),
        "<SIZE>",
        f"{INDENT}{len(rows[0])}x{len(rows)}",
        "<GRID>",
        *grid,
        *rebus,
        "<ACROSS>",
        *clue_lines["ACROSS"],
        "<DOWN>",
        *clue_lines["DOWN"],
    ]
    if notepad:
        out += ["<NOTEPAD>", *_lines("notepad", "\n".join(notepad))]
    return "\n".join(out) + "\n"
