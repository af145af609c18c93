"""Across Lite `.puz`: crosswords and filled fill-ins, through puzpy, both ways.

A .puz file holds a grid's answers (unless scrambled or left out), the player's fill, one clue
per slot in numbering order, and a title, author, copyright and notes in Latin-1.

Reading:
- a crossword: its clues, metadata and answers; scrambled (locked) or left-out answers give a
  crossword that can be printed or converted but not solved;
- rebus cells (the GRBS and RTBL sections) and circled cells (GEXT) are kept; so is a cell
  whose answer is a digit or a symbol, as a rebus of one character;
- letters in the player's fill are progress: the file is a game in progress, and the
  player's rebus entries (RUSR) go with it;
- a diagramless grid (`:` its block) reads like any other;
- a file whose checksums are wrong but whose sections all read is read, with a warning, as
  Crosshare's converter does; a file cut short is refused;
- .puz 1.3 text is Latin-1 by the spec, but files written on a Mac or Windows hold Mac Roman
  or Windows-1252 (and some UTF-8): the encoding is decided from the bytes, so that no
  control character (`Ana\x95s` for Anaïs) reaches a page.

Writing: a filled grid, with its rebus cells and circles (and a game in progress with the
player's fill). What .puz has no field for (publisher, date, difficulty, which cells
are given letters, and a fill-in's word list in its own order) goes on lines after a
`[wordgrid]` marker at the end of the notes: `Date: 2026-11-23`, `Given: R1C3`, `Words: ...`.
Given letters are also the pre-entered fill. Reading gives all of it back; other files'
notes are left as they are.

The format counts every run of two or more open cells as an entry, stores a side in one byte
and a cell in one Latin-1 byte: other minimum slot lengths, grids over 255 cells a side and
letters outside Latin-1 (Polish Ł, for one) get a clear error pointing to ipuz. So do what
.puz can't hold at all: shading, bars, cells outside a shaped grid, cell labels and clue
groups other than Across and Down.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple

import puz

from wordgrid.errors import InputError, warn_file
from wordgrid.formats._crossword import (
    Marks,
    across_lite_lacks,
    check_numbering,
    clues_for,
    crossword_document,
    format_given,
    no_place,
    parse_given,
    shape_of,
    stored_words,
)
from wordgrid.formats._io import LARGEST_SIDE, is_puz
from wordgrid.formats._marks import answer_cell, split_rebus, styled
from wordgrid.formats.puz_lock import (
    MOST_LETTERS,
    chosen_by,
    find_keys,
    likeliest,
    reads_as_words,
)
from wordgrid.model import (
    ACROSS,
    BLOCK,
    OPEN,
    Cell,
    Clue,
    GameSave,
    Grid,
    Kind,
    Metadata,
    Puzzle,
    Solution,
    WordBank,
    find_slots,
    fold,
    is_letter,
    spelled_words,
)

PUZ_BLOCKS = ".:"  # a block, and a diagramless grid's block
PUZ_EMPTY = "-"  # an empty square of the player's fill
LATIN_1_LAST = 0xFF  # the last code point a .puz square (version 1.3) holds
ENCODING = "ISO-8859-1"  # .puz 1.3, what Across Lite reads
CIRCLED = 0x80  # GEXT: the square is circled (the other bits are the player's checks)
# What .puz has no field for goes on lines after this marker, at the end of the notes.
MARKER = "[wordgrid]"
TRAILER_KEYS = ("Publisher", "Date", "Difficulty", "Given", "Words")
# Encodings .puz 1.x text turns up in besides Latin-1, tried when Latin-1 gives control
# characters (U+0080-U+009F), which no real text holds.
LEGACY_ENCODINGS = ("cp1252", "mac_roman")
# The extension sections, by what they hold, for messages.
SECTIONS = {
    "GRBS": "its rebus squares",
    "RTBL": "its rebus answers",
    "GEXT": "its circled squares",
    "LTIM": "its timer",
    "RUSR": "the player's rebus entries",
}
_SECTION_CODE = re.compile(rb"^[A-Z][A-Z0-9]{3}$")  # GEXT, RTBL, LTIM...: an extension's name


# What a word processor pastes that Latin-1 lacks, and the nearest text Latin-1 has: curly
# quotes, dashes, an ellipsis, the narrow and other no-break spaces.
NEAREST_LATIN_1 = {
    **dict.fromkeys("\u2018\u2019\u201a\u201b\u2032", "'"),
    **dict.fromkeys("\u201c\u201d\u201e\u201f\u2033", '"'),
    **dict.fromkeys("\u2010\u2011\u2012\u2013\u2212", "-"),
    **dict.fromkeys("\u2014\u2015", "--"),
    "\u2026": "...",
    **dict.fromkeys("\u2002\u2003\u2007\u2009\u200a\u202f\u205f", " "),
    **dict.fromkeys("\u200b\u2060\ufeff", ""),
}
_NEAREST = str.maketrans(NEAREST_LATIN_1)


# --- writing --------------------------------------------------------------------------------


def latin1_solution(solution: Solution) -> tuple[Solution, list[str]]:
    """A crossword's clues and metadata with each character Latin-1 lacks written as its
    nearest match, and the characters so written; InputError naming, all at once, the
    characters (in its text or its grid) that have no match."""
    puzzle = solution.puzzle
    matched: list[str] = []
    unmatched: list[str] = []

    def fixed(text: str) -> str:
        out, near, none = nearest_latin1(text)
        matched.extend(near)
        unmatched.extend(none)
        return out

    for word in solution.words:
        fixed(latin1_letters(word))
    clues = tuple(replace(c, text=fixed(c.text)) for c in puzzle.clues)
    meta = replace(puzzle.meta, **{key: fixed(value) for key, value in puzzle.meta.items()})
    if unmatched:
        named = ", ".join(repr(ch) for ch in dict.fromkeys(unmatched))
        raise InputError(
            f".puz holds text in Latin-1, which has no {named}: write .ipuz, .jpz, .xd or "
            ".json instead"
        )
    fitted = replace(solution, puzzle=replace(puzzle, clues=clues, meta=meta))
    return fitted, list(dict.fromkeys(matched))


def nearest_latin1(text: str) -> tuple[str, list[str], list[str]]:
    """`text` with each character Latin-1 lacks written as its nearest match (NEAREST_LATIN_1),
    the characters so written, and those with no match, each once, in order."""
    if text.isascii():
        return text, [], []
    odd = [ch for ch in dict.fromkeys(text) if ord(ch) > LATIN_1_LAST]
    matched = [ch for ch in odd if ch in NEAREST_LATIN_1]
    return text.translate(_NEAREST), matched, [ch for ch in odd if ch not in NEAREST_LATIN_1]


def _check_encodable(text: str, what: str, encoding: str = ENCODING) -> None:
    try:
        text.encode(encoding)
    except UnicodeEncodeError as e:
        raise InputError(
            f"the .puz format stores {what} in Latin-1, which has no "
            f"{text[e.start]!r}: use ipuz instead"
        ) from None


def _text_version(p: puz.Puzzle) -> None:
    """Version 2.0 (UTF-8 text) for clues or notes that Latin-1 can't hold, when the grid is
    plain ASCII: a square is one byte, in either version."""
    text = "\n".join([p.title, p.author, p.copyright, p.notes, *p.clues])
    try:
        text.encode(ENCODING)
    except UnicodeEncodeError:
        if (p.solution + p.fill).isascii():
            p.set_version("2.0")


def _notes(solution: Solution) -> str:
    """The notes a person wrote, then, after a marker line, what .puz has no field for."""
    puzzle = solution.puzzle
    meta = puzzle.meta
    trailer = [
        f"{key}: {' '.join(value.split())}"
        for key, value in (
            ("Publisher", meta.publisher),
            ("Date", meta.date),
            ("Difficulty", meta.difficulty),
        )
        if value
    ]
    if puzzle.grid.has_givens():
        trailer.append(f"Given: {format_given(puzzle)}")
    if not puzzle.clues and not puzzle.is_blank:
        trailer.append("Words: " + " ".join(stored_words(solution)))
    if not trailer:
        return meta.notes
    return "\n\n".join(part for part in (meta.notes, "\n".join([MARKER, *trailer])) if part)


def _clue_order(clues: tuple[Clue, ...]) -> list[Clue]:
    # .puz (like Across Lite) takes clues in reading order, across before down in a cell.
    return sorted(clues, key=lambda c: (c.number, c.direction is not ACROSS))


def _check_holds(puzzle: Puzzle) -> None:
    """Refuse what .puz has no place for, rather than drop it."""
    check_numbering(puzzle, ".puz")
    grid = puzzle.grid
    if grid.width > LARGEST_SIDE or grid.height > LARGEST_SIDE:
        raise InputError(
            f".puz holds grids of at most {LARGEST_SIDE}x{LARGEST_SIDE} cells; this one is "
            f"{grid.height}x{grid.width}: use ipuz instead"
        )
    no_place(puzzle, ".puz")
    lost = across_lite_lacks(puzzle)
    if lost:
        raise InputError(f"the .puz format has no place for {lost}: use ipuz, jpz or xd")


def _board_fill(grid: Grid, board: Sequence[str]) -> str:
    return latin1_letters(
        "".join(
            PUZ_BLOCKS[0] if ch == BLOCK else PUZ_EMPTY if ch == OPEN else ch
            for row in board
            for ch in row
        )
    )


def latin1_letters(letters: str) -> str:
    """`letters` as .puz squares hold them: a capital Latin-1 lacks whose small letter it
    has (ẞ, Ÿ) is written small (ß, ÿ), which reading folds back to the capital."""
    if letters.isascii():
        return letters
    return "".join(_latin1_letter(ch) for ch in letters)


def _latin1_letter(ch: str) -> str:
    if ord(ch) > LATIN_1_LAST:
        small = ch.lower()
        if len(small) == 1 and ord(small) <= LATIN_1_LAST and fold(small) == ch:
            return small
    return ch


def _add_marks(p: puz.Puzzle, puzzle: Puzzle, entries: dict[Cell, str]) -> None:
    """Rebus cells (GRBS, RTBL and the player's RUSR) and circles (GEXT)."""
    width = puzzle.grid.width
    if puzzle.rebus or entries:
        rebus = p.rebus()
        for (r, c), answer in sorted(puzzle.rebus.items()):
            rebus.add_rebus_squares(r * width + c, answer)
        # A player may type several letters into any square, a rebus square or not
        # (set_rebus_fill keeps them in rebus squares only); an all-zero GRBS carries the
        # RUSR of a grid with no rebus squares.
        for (r, c), text in entries.items():
            rebus.fill[r * width + c] = text
        if not puzzle.rebus:
            p.extensions[puz.Extensions.Rebus] = bytes(len(rebus.table))
        rebus.save()
    circles = [r * width + c for (r, c), style in puzzle.styles.items() if style.circle]
    if circles:
        markup = p.markup()
        markup.set_markup_squares(circles, puz.GridMarkup.Circled)
        markup.save()


def to_puz(solution: Solution, board: Sequence[str] | None = None) -> puz.Puzzle:
    """The solution as a puzpy Puzzle, ready to save; `board` is a player's fill, if any."""
    puzzle = solution.puzzle
    _check_holds(puzzle)
    grid = puzzle.grid
    if any(OPEN in row for row in solution.rows):
        raise InputError(
            ".puz has no way to leave a cell empty in the solution, and this grid "
            "has an open cell outside every slot: use ipuz instead"
        )
    # A rebus square's solution letter is the answer's first character, as Across Lite has it.
    answer = "".join(
        BLOCK if ch == BLOCK else puzzle.rebus[(r, c)][0] if (r, c) in puzzle.rebus else ch
        for r, row in enumerate(solution.rows)
        for c, ch in enumerate(row)
    ).replace(BLOCK, PUZ_BLOCKS[0])
    answer = latin1_letters(answer)
    _check_encodable(answer + "".join(puzzle.rebus.values()), "the grid")
    p = puz.Puzzle()
    meta = puzzle.meta
    p.title, p.author, p.copyright = meta.title, meta.author, meta.copyright
    p.width, p.height = grid.width, grid.height
    p.solution = answer
    p.fill = _board_fill(grid, board if board is not None else grid.rows)
    if puzzle.kind is Kind.DIAGRAMLESS:
        # Across Lite's diagramless type, whose blocks are `:` in the answers and the fill.
        p.puzzletype = puz.PuzzleType.Diagramless
        p.solution = p.solution.replace(PUZ_BLOCKS[0], PUZ_BLOCKS[1])
        p.fill = p.fill.replace(PUZ_BLOCKS[0], PUZ_BLOCKS[1])
    _check_encodable(p.fill, "the player's letters")
    p.clues = [c.text for c in _clue_order(clues_for(solution))]
    p.notes = _notes(solution)
    _text_version(p)
    for text, what in (
        ("\n".join(p.clues), "the clues"),
        (p.notes, "the notes"),
        (p.title + p.author + p.copyright, "the title"),
    ):
        _check_encodable(text, what, p.encoding)
    return p


def puz_bytes(doc: Puzzle | Solution | GameSave) -> bytes:
    """A filled grid (or a game whose answers the file keeps) as .puz bytes."""
    if isinstance(doc, GameSave):
        if doc.solution is None:
            raise InputError(
                ".puz holds a filled grid, and this game keeps no answers: save it as "
                "ipuz or JSON, or drop the progress with --no-progress"
            )
        p = to_puz(doc.solution, doc.board)
        _add_marks(p, doc.puzzle, dict(doc.entries))
        _check_encodable("".join(doc.entries.values()), "the player's letters")
        if doc.seconds:
            timer = p.timer()
            timer.elapsed_seconds = int(doc.seconds)
            timer.save()
        return bytes(p.tobytes())
    if isinstance(doc, Puzzle) and (doc.clues or doc.is_blank) and not doc.bank.listed:
        doc = _unknown_answers(doc)
    if not isinstance(doc, Solution):
        raise InputError(
            ".puz holds a filled grid: solve the puzzle first (wordgrid "
            "convert IN OUT.puz --solve, or wordgrid solve IN -o OUT.puz)"
        )
    p = to_puz(doc)
    _add_marks(p, doc.puzzle, {})
    return bytes(p.tobytes())


def _unknown_answers(puzzle: Puzzle) -> Solution:
    """A crossword whose answers were never known (or a blank grid), as Across Lite leaves
    them out: an X in every square (the reader takes all X's for no answers)."""
    rows = tuple("".join(BLOCK if ch == BLOCK else "X" for ch in row) for row in puzzle.grid.rows)
    words = spelled_words(puzzle, rows)
    # A crossword's word list is its answers; a blank grid has none to write.
    bank = puzzle.bank if puzzle.is_blank else WordBank.from_words(words)
    return Solution(replace(puzzle, bank=bank), words)


# --- reading: the file ------------------------------------------------------------------------


def _load(data: bytes, notes: list[str]) -> puz.Puzzle:
    """puzpy's reading of `data`; wrong checksums only add to `notes` (warnings, given once
    the whole file has read), as every section was read."""
    if not is_puz(data):
        raise InputError("not a readable .puz file: it has no Across Lite header (ACROSS&DOWN)")
    data, versionless = _with_version(data)
    data, trailing = _without_trailer(data)
    data, miscounted = _with_clue_count(data)
    p = puz.Puzzle()
    try:
        p.load(data)
    except puz.PuzzleFormatError as e:
        message = str(e.message or "")
        # puzpy checks the checksums after reading every section, so such a file is whole;
        # a short read shows a struct format, which is no use to a reader.
        short = _cut_short(data)
        if "checksum" not in message or short:
            reason = short or "it is cut short or damaged"
            raise InputError(f"not a readable .puz file: {reason}") from None
        notes.append(f"the .puz file's {message}; read anyway, so check what it holds")
    except Exception:  # puzpy fails on damaged files with whatever its parsing hits
        raise InputError("not a readable .puz file: its header or sections are damaged") from None
    if versionless:
        notes.append("the .puz file has no version number; read as version 1.3")
    if trailing:
        notes.append(trailing)
    if miscounted:
        notes.append(miscounted)
    return p


VERSION_AT = 0x18 - 2  # the version string, from two bytes before the ACROSS&DOWN magic


def _with_version(data: bytes) -> tuple[bytes, bool]:
    """`data` with a version number where some writers leave the field blank (NUL bytes),
    which puzpy can't read: 1.3, the version such files are; and whether it had none."""
    start = data.find(b"ACROSS&DOWN") + VERSION_AT
    field = data[start : start + 3]
    if len(field) < 3 or field[:1].isdigit():
        return data, False
    return data[:start] + b"1.3\0" + data[start + 4 :], True


class _Header(NamedTuple):
    """What the .puz header says of the sections after it; `at` is where the grid starts."""

    at: int
    width: int
    height: int
    clues: int

    @property
    def strings_at(self) -> int:
        """Where the strings start: after the solution and the player's fill."""
        return self.at + 2 * self.width * self.height


def _header(data: bytes) -> _Header | None:
    """The header's sizes, or None when the file ends inside the header."""
    start = data.find(b"ACROSS&DOWN") - 2
    header = data[start : start + 0x34]
    if len(header) < 0x34:
        return None
    count = int.from_bytes(header[0x2E:0x30], "little")
    return _Header(start + 0x34, header[0x2C], header[0x2D], count)


def _with_clue_count(data: bytes) -> tuple[bytes, str]:
    """`data` with the clue count its grid has, where the header's count can't be right (the
    file holds fewer strings) and the grid's can: some writers put the count's two bytes in
    the wrong order. Returns the note to give when it was replaced ("" when not)."""
    header = _header(data)
    if header is None:
        return data, ""
    strings = data[header.strings_at :].count(b"\0")
    solution = data[header.at : header.at + header.width * header.height].decode("latin-1")
    if len(solution) < header.width * header.height or strings >= header.clues + 4:
        return data, ""
    shape = "".join(BLOCK if ch in PUZ_BLOCKS else OPEN for ch in solution)
    rows = [shape[r * header.width : (r + 1) * header.width] for r in range(header.height)]
    entries = len(find_slots(Grid(tuple(rows))))  # .puz has a clue for every one
    if strings < entries + 4:
        return data, ""  # cut short, not miscounted: _cut_short says so
    at = header.at - 0x34 + 0x2E
    fixed = data[:at] + entries.to_bytes(2, "little") + data[at + 2 :]
    return fixed, (
        f"the .puz file's header counts {header.clues} clues, but its grid has {entries} "
        f"entries; read as {entries}"
    )


def _sections_at(data: bytes) -> int | None:
    """Where the extension sections start, after the strings (None when the file ends first)."""
    header = _header(data)
    if header is None or len(data) < header.strings_at:
        return None
    at = header.strings_at
    for _ in range(header.clues + 4):  # title, author, copyright, the clues, the notes
        end = data.find(b"\0", at)
        if end < 0:
            return None
        at = end + 1
    return at


def _without_trailer(data: bytes) -> tuple[bytes, str]:
    """`data` without text after its last section, which some sites append ("Thanks for
    playing"); and the note saying so ("" when there was none)."""
    at = _sections_at(data)
    if at is None:
        return data, ""
    while len(data) - at >= 8 and _SECTION_CODE.match(data[at : at + 4]):
        at += 8 + int.from_bytes(data[at + 4 : at + 6], "little") + 1
    rest = data[at:]
    if at >= len(data) or not rest.strip(b"\0"):
        return data, ""
    text = " ".join(rest.decode("latin-1").split())[:40]
    shown = f" ({text!r})" if text.isprintable() and text else ""
    return data[:at], (
        f"the .puz file ends in {len(rest)} bytes that are no part of a puzzle{shown}; "
        "read without them"
    )


def _cut_short(data: bytes) -> str:
    """Why the file ends inside a section ("" when it doesn't): puzpy reads a string cut short
    up to the end and blames only the checksum, which would pass a truncated file for an
    edited one."""
    header = _header(data)
    if header is None:
        return "its header is cut short"
    at = header.strings_at
    if len(data) < at:
        return f"its {header.width}x{header.height} grid is cut short"
    strings = data[at:].count(b"\0")
    if strings < header.clues + 4:  # title, author, copyright, the clues, the notes
        held = max(strings - 4, 0)
        return f"its header counts {header.clues} clues, but the file holds at most {held}"
    at = _sections_at(data) or len(data)
    while len(data) - at >= 8:  # extension sections: code, length, checksum, data, NUL
        length = int.from_bytes(data[at + 4 : at + 6], "little")
        if len(data) < at + 8 + length + 1:
            code = data[at : at + 4].decode("latin-1")
            what = SECTIONS.get(code, "an extra section")
            return f"the part that holds {what} ({code}) is cut short"
        at += 8 + length + 1
    return ""


# Typographic punctuation, and where each reads as text: after (open) or before (close) a
# space, or inside a word (an apostrophe); Windows-1252 puts these at 0x91-0x97.
_OPENING, _CLOSING, _INSIDE = "‘“", "’”…", "’–—"


def _legacy_score(text: str) -> int:
    """How much a decoding of non-ASCII bytes reads like text: typographic punctuation where
    it belongs scores 2, a letter inside a word 1 (Mac Roman's letters stand where
    Windows-1252 has quotes, so punctuation in its place counts for more)."""
    score = 0
    for k, ch in enumerate(text):
        if ord(ch) < 0x80:
            continue
        before = text[k - 1] if k else " "
        after = text[k + 1] if k + 1 < len(text) else " "
        if (
            ch in _OPENING
            and not before.isalnum()
            or ch in _CLOSING
            and not after.isalnum()
            or ch in _INSIDE
            and before.isalnum()
            and after.isalnum()
        ):
            score += 2
        elif is_letter(ch) and is_letter(before) and is_letter(after):
            score += 1
    return score


def text_encoding(raw: bytes) -> str:
    """The encoding of a .puz 1.x file's text, decided from its bytes: Latin-1 unless that
    gives control characters; then UTF-8 if the bytes are UTF-8, else whichever of
    Windows-1252 and Mac Roman reads most like text."""
    if not any(0x80 <= b < 0xA0 for b in raw):
        return ENCODING
    try:
        raw.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError:
        pass
    scores = {enc: _legacy_score(raw.decode(enc, errors="replace")) for enc in LEGACY_ENCODINGS}
    return max(LEGACY_ENCODINGS, key=lambda enc: scores[enc])  # a tie: Windows-1252


def _redecode(p: puz.Puzzle) -> None:
    """Decode a Latin-1 file's text again in the encoding its bytes are really in."""
    if p.encoding.upper() not in (ENCODING, "LATIN-1", "LATIN1"):
        return
    fields = [p.title, p.author, p.copyright, p.notes, *p.clues]
    raw = "\0".join(fields).encode(ENCODING)
    encoding = text_encoding(raw)
    if encoding == ENCODING:
        return
    again = raw.decode(encoding, errors="replace").split("\0")
    p.title, p.author, p.copyright, p.notes = again[:4]
    p.clues = again[4:]
    p.encoding = encoding


# --- reading: the grid ------------------------------------------------------------------------


@dataclass
class _Squares:
    """A .puz grid, square by square: blocks, each answer in full (None when the file keeps
    no answers), and the player's entry in each square ("" for none)."""

    width: int
    height: int
    blocks: list[list[bool]]
    answers: list[list[str]] | None
    fill: list[list[str]]

    def rows_of(self, values: list[list[str]]) -> list[list[str]]:
        return [
            [BLOCK if self.blocks[r][c] else v for c, v in enumerate(row)]
            for r, row in enumerate(values)
        ]


def _check_size(p: puz.Puzzle) -> None:
    """Refuse a header whose size is not its grid's, before anything reads squares by it (as
    unlocking does, column by column: a width of 0 stopped it)."""
    size = p.width * p.height
    if p.width < 1 or p.height < 1 or len(p.solution) != size or len(p.fill) != size:
        raise InputError("the .puz grid size does not match its solution")


def _squares(p: puz.Puzzle) -> _Squares:
    """The squares of a grid `_check_size` passed."""
    width, height = p.width, p.height
    size = width * height
    rebus = _rebus(p, size)

    def square(i: int) -> str:
        return rebus.answers.get(i) or p.solution[i]

    def entry(i: int) -> str:
        typed = rebus.fill[i] if i < len(rebus.fill) else ""
        ch = p.fill[i]
        return typed or ("" if ch in PUZ_BLOCKS + PUZ_EMPTY else ch)

    grid = [[i + c for c in range(width)] for i in range(0, size, width)]
    # Across Lite writes all X's when a puzzle's answers are left out of the file; other
    # writers leave spaces (or nothing) there. Rebus squares with answers of their own
    # (forkyz's test_rebus.puz: REBUS in three squares, X elsewhere) mean the answers are
    # there, whatever the letters are.
    letters = set(p.solution) - set(PUZ_BLOCKS)
    rebus_answers = bool(rebus.answers)
    left_out = (letters == {"X"} and not rebus_answers) or letters <= {" ", "\0", PUZ_EMPTY}
    known = p.solution_state == puz.SolutionState.Unlocked and not left_out
    blocks = [[p.solution[i] in PUZ_BLOCKS for i in row] for row in grid]
    answers = [[square(i) for i in row] for row in grid] if known else None
    fill = [
        ["" if blocks[r][c] else entry(i) for c, i in enumerate(row)] for r, row in enumerate(grid)
    ]
    return _Squares(width, height, blocks, answers, fill)


class _Rebus(NamedTuple):
    """A .puz file's rebus squares: the answer of each by its index in the grid, and the
    player's entries ("" for none)."""

    answers: dict[int, str]
    fill: list[str]


def _rebus(p: puz.Puzzle, size: int) -> _Rebus:
    """The rebus sections (GRBS, RTBL, RUSR) of a grid of `size` squares, checked: puzpy
    takes them as they come, and a damaged table would fail later, deep inside it."""
    damaged = "not a readable .puz file: its rebus {} damaged"
    try:
        if not p.has_rebus():
            return _Rebus({}, [])
        rebus = p.rebus()
    except ValueError:  # puzpy turns RTBL's keys into ints as it reads them
        raise InputError(damaged.format("answers (RTBL) are")) from None
    if len(rebus.table) != size:
        raise InputError(damaged.format("table (GRBS) is") + ": it does not cover the grid")
    unknown = sorted({k for k in rebus.table if k and k - 1 not in rebus.solutions})
    if unknown:
        raise InputError(
            damaged.format("table (GRBS) is")
            + f": it names answer {unknown[0] - 1}, which its answers (RTBL) leave out"
        )
    answers = {i: rebus.solutions[k - 1] for i, k in enumerate(rebus.table) if k}
    return _Rebus(answers, rebus.fill)


def _checked(values: list[list[str]], what: str) -> list[list[str]]:
    """Each square's text folded; one that isn't printable text is refused by name."""
    out = []
    for r, row in enumerate(values):
        cells = []
        for c, value in enumerate(row):
            if value in (BLOCK, ""):
                cells.append(value)
                continue
            text = answer_cell(value)
            if not text or not text.isprintable():
                raise InputError(
                    f"{what} at R{r + 1}C{c + 1} holds {value!r}, which is no letter or symbol"
                )
            cells.append(text)
        out.append(cells)
    return out


def _split_notes(notes: str) -> tuple[str, dict[str, str]]:
    """The notes a person wrote, and the lines wordgrid adds after its marker line.

    Only what follows the marker counts: notes of other files that happen to end in
    `Date: ...` or `Words: 76` stay notes.
    """
    lines = notes.replace("\r\n", "\n").rstrip().split("\n")
    if MARKER not in lines:
        return notes.rstrip(), {}
    at = len(lines) - 1 - lines[::-1].index(MARKER)
    trailer: dict[str, str] = {}
    for line in lines[at + 1 :]:
        key, _, value = line.partition(": ")
        if key in TRAILER_KEYS:
            trailer[key] = value
    return "\n".join(lines[:at]).rstrip(), trailer


def _clues(p: puz.Puzzle, grid: Grid) -> list[Clue]:
    """The clues in file order matched to the grid's entries, in reading order."""
    shape = shape_of(grid.rows)
    entries = sorted(
        ((shape.slot_number(s), s.direction is not ACROSS, s) for s in shape.slots),
        key=lambda e: (e[0], e[1]),
    )
    if len(p.clues) != len(entries):
        raise InputError(
            f"the .puz file has {len(p.clues)} clues but its grid has {len(entries)} entries"
        )
    return [Clue(n, s.direction, text) for (n, _, s), text in zip(entries, p.clues, strict=True)]


def _circles(p: puz.Puzzle) -> list[Cell]:
    if not p.has_markup():
        return []
    marked = p.markup().markup
    return [divmod(i, p.width) for i, bits in enumerate(marked) if bits & CIRCLED]


def _meta(p: puz.Puzzle, notes: str, trailer: dict[str, str]) -> Metadata:
    return Metadata(
        title=p.title or "",
        author=p.author or "",
        copyright=p.copyright or "",
        publisher=trailer.get("Publisher", ""),
        date=trailer.get("Date", ""),
        difficulty=trailer.get("Difficulty", ""),
        notes=notes,
    )


def _seconds(p: puz.Puzzle) -> float:
    try:
        return float(p.timer().elapsed_seconds) if p.has_timer() else 0.0
    except ValueError:  # a damaged timer is no reason to lose the game
        return 0.0


def _unlock(p: puz.Puzzle) -> str:
    """Unscramble a locked solution with the key its checksum picks out of the 10,000; what
    to tell the user ("" for a file that isn't locked)."""
    if not p.is_solution_locked():
        return ""
    # The answers column by column, blocks left out: what Across Lite scrambles.
    letters = puz.replace_chars(puz.square(p.solution, p.width, p.height), p.blacksquare())
    keys = find_keys(letters, p.scrambled_cksum)
    if keys is None and len(letters) > MOST_LETTERS:
        return (
            f"the .puz file's answers are locked (scrambled), and its {len(letters)} letters "
            "are too many to try every key: read without its answers"
        )
    key = likeliest(letters, keys) if keys else None
    if key is not None and not reads_as_words(puz.unscramble_string(letters, key)):
        return (
            "the .puz file's answers are locked (scrambled) and damaged: the keys that fit "
            "their checksum unlock them to random letters, not words; read without its answers"
        )
    if keys is None or key is None or not p.unlock_solution(key):
        return (
            "the .puz file's answers are locked (scrambled) and no key from 0000 to 9999 "
            "unlocks them: read without its answers"
        )
    told = f"the .puz file's answers were locked; unlocked with key {key:04d}"
    if len(keys) > 1:  # the checksum is 16 bits: another key may fit it by chance
        told += f" (of {len(keys)} keys that fit its checksum, {chosen_by(letters)})"
    return told


def load_puz(data: bytes, name: str = "") -> Puzzle | Solution | GameSave:
    """The crossword, filled fill-in or game in progress a .puz file holds."""
    damage: list[str] = []
    p = _load(data, damage)
    _check_size(p)
    unlocked = _unlock(p)
    if unlocked:
        damage.append(unlocked)
    _redecode(p)
    squares = _squares(p)
    fill_rows, entries = split_rebus(
        [[v or OPEN for v in row] for row in squares.rows_of(_checked(squares.fill, "the fill"))]
    )
    notes, trailer = _split_notes(p.notes or "")
    given = parse_given(trailer["Given"], fill_rows, None) if "Given" in trailer else set()
    # Only the cells the trailer names are given letters; any other letter of the fill is
    # the player's, however it came there.
    grid = Grid(
        tuple(
            "".join(ch if ch == BLOCK or (r, c) in given else OPEN for c, ch in enumerate(row))
            for r, row in enumerate(fill_rows)
        )
    )
    filled: list[str] | None = None
    rebus: dict[Cell, str] = {}
    if squares.answers is not None:
        filled, rebus = split_rebus(squares.rows_of(_checked(squares.answers, "the solution")))
    doc = crossword_document(
        grid,
        filled=filled,
        clues=_clues(p, grid),
        meta=_meta(p, notes, trailer),
        name=name,
        words=trailer["Words"].split() if "Words" in trailer else None,
        marks=Marks(styled(_circles(p)), rebus),
        kind=Kind.DIAGRAMLESS if p.puzzletype == puz.PuzzleType.Diagramless else Kind.PLAIN,
    )
    for note in damage:  # only for a file that reads: a refusal is one line
        warn_file(note, name)
    return _with_progress(doc, p, fill_rows, given, entries)


def _with_progress(
    doc: Puzzle | Solution,
    p: puz.Puzzle,
    fill_rows: list[str],
    given: set[Cell],
    entries: dict[Cell, str],
) -> Puzzle | Solution | GameSave:
    """The document, or the game in progress when the player's fill has letters."""
    progress = any(
        ch not in (BLOCK, OPEN) and (r, c) not in given
        for r, row in enumerate(fill_rows)
        for c, ch in enumerate(row)
    )
    if not progress:
        return doc
    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    solution = doc if isinstance(doc, Solution) else None
    return GameSave(
        puzzle, tuple(fill_rows), seconds=_seconds(p), solution=solution, entries=entries
    )
