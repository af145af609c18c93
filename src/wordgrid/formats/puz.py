"""Across Lite `.puz`: crosswords and filled fill-ins, through puzpy, both ways.

A .puz file holds a grid's answers (unless scrambled or left out), the player's fill, one clue
per slot in numbering order, and a title, author, copyright and notes in Latin-1.

Reading:
- a crossword: its clues, metadata and answers; scrambled (locked) or left-out answers give a
  crossword that can be printed or converted but not solved;
- letters in the player's fill are progress: the file is a game in progress;
- a diagramless grid (`:` its block) reads like any other; rebus cells are refused.

Writing: a filled grid. What .puz has no field for (publisher, date, difficulty, which cells
are given letters, and a fill-in's word list in its own order) goes on lines after a
`[wordgrid]` marker at the end of the notes: `Date: 2026-11-23`, `Given: R1C3`, `Words: ...`.
Given letters are also the pre-entered fill. Reading gives all of it back; other files'
notes are left as they are.

The format counts every run of two or more open cells as an entry, stores a side in one byte
and a cell in one Latin-1 byte: other minimum slot lengths, grids over 255 cells a side and
letters outside Latin-1 (Polish Ł, for one) get a clear error pointing to ipuz.
"""

from __future__ import annotations

import puz

from wordgrid.errors import InputError
from wordgrid.formats._crossword import (
    check_numbering,
    clues_for,
    crossword_document,
    format_given,
    parse_given,
    stored_words,
)
from wordgrid.formats._io import is_puz
from wordgrid.model import (
    ACROSS,
    BLOCK,
    OPEN,
    Clue,
    GameSave,
    Grid,
    Metadata,
    Puzzle,
    Solution,
    WordBank,
    fold,
    is_letter,
)

PUZ_BLOCKS = ".:"  # a block, and a diagramless grid's block
PUZ_EMPTY = "-"  # an empty square of the player's fill
ENCODING = "ISO-8859-1"  # .puz 1.3, what Across Lite reads
MAX_SIDE = 255  # the header stores width and height in one byte each
# What .puz has no field for goes on lines after this marker, at the end of the notes.
MARKER = "[wordgrid]"
TRAILER_KEYS = ("Publisher", "Date", "Difficulty", "Given", "Words")


def _check_encodable(text: str, what: str) -> None:
    try:
        text.encode(ENCODING)
    except UnicodeEncodeError as e:
        raise InputError(
            f"the .puz format stores {what} in Latin-1, which has no "
            f"{text[e.start]!r}: use ipuz instead"
        ) from None


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
    if not puzzle.clues:
        trailer.append("Words: " + " ".join(stored_words(solution)))
    if not trailer:
        return meta.notes
    return "\n\n".join(part for part in (meta.notes, "\n".join([MARKER, *trailer])) if part)


def _clue_order(puzzle: Puzzle, clues: tuple[Clue, ...]) -> list[Clue]:
    # .puz (like Across Lite) takes clues in reading order, across before down in a cell.
    return sorted(clues, key=lambda c: (c.number, c.direction is not ACROSS))


def to_puz(solution: Solution) -> puz.Puzzle:
    """The solution as a puzpy Puzzle, ready to save."""
    puzzle = solution.puzzle
    check_numbering(puzzle, ".puz")
    grid = puzzle.grid
    if grid.width > MAX_SIDE or grid.height > MAX_SIDE:
        raise InputError(
            f".puz holds grids of at most {MAX_SIDE}x{MAX_SIDE} cells; this one is "
            f"{grid.height}x{grid.width}: use ipuz instead"
        )
    if any(OPEN in row for row in solution.rows):
        raise InputError(
            ".puz has no way to leave a cell empty in the solution, and this grid "
            "has an open cell outside every slot: use ipuz instead"
        )
    answer = "".join(solution.rows).replace(BLOCK, PUZ_BLOCKS[0])
    _check_encodable(answer, "the grid")
    p = puz.Puzzle()
    meta = puzzle.meta
    p.title, p.author, p.copyright = meta.title, meta.author, meta.copyright
    p.width, p.height = grid.width, grid.height
    p.solution = answer
    p.fill = "".join(
        PUZ_BLOCKS[0] if ch == BLOCK else PUZ_EMPTY if ch == OPEN else ch
        for row in grid.rows
        for ch in row
    )
    p.clues = [c.text for c in _clue_order(puzzle, clues_for(solution))]
    p.notes = _notes(solution)
    for text, what in (
        ("\n".join(p.clues), "the clues"),
        (p.notes, "the notes"),
        (p.title + p.author + p.copyright, "the title"),
    ):
        _check_encodable(text, what)
    return p


def puz_bytes(doc: Puzzle | Solution) -> bytes:
    """A filled grid as .puz bytes; a puzzle that isn't solved yet can't be one."""
    if not isinstance(doc, Solution):
        raise InputError(
            ".puz holds a filled grid: solve the puzzle first (wordgrid "
            "convert IN OUT.puz --solve, or wordgrid solve IN -o OUT.puz)"
        )
    return bytes(to_puz(doc).tobytes())


# --- reading --------------------------------------------------------------------------------


def _cell(ch: str, where: str) -> str:
    if ch in PUZ_BLOCKS:
        return BLOCK
    if not is_letter(ch):
        raise InputError(f"{where} holds {ch!r}; wordgrid reads grids of letters and blocks only")
    return fold(ch)


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


def _load(data: bytes) -> puz.Puzzle:
    if not is_puz(data):
        raise InputError("not a readable .puz file: it has no Across Lite header (ACROSS&DOWN)")
    try:
        return puz.load(data)
    except puz.PuzzleFormatError as e:
        message = str(e.message or "")
        # puzpy's own words: a checksum that doesn't match is worth naming; a short read shows
        # a struct format, which is no use to a reader.
        reason = message if "checksum" in message else "it is cut short or damaged"
        raise InputError(f"not a readable .puz file: {reason}") from None
    except Exception:  # puzpy fails on damaged files with whatever its parsing hits
        raise InputError("not a readable .puz file: its header or sections are damaged") from None


def load_puz(data: bytes, name: str = "") -> Puzzle | Solution | GameSave:
    """The crossword, filled fill-in or game in progress a .puz file holds."""
    p = _load(data)
    if p.has_rebus():
        raise InputError(
            "the .puz file has rebus cells (several letters in one cell), "
            "which wordgrid does not support"
        )
    width, height = p.width, p.height
    size = width * height
    if width < 1 or height < 1 or len(p.solution) != size or len(p.fill) != size:
        raise InputError("the .puz grid size does not match its solution")
    # Across Lite writes all X's when a puzzle's answers are left out of the file.
    left_out = set(p.solution) - set(PUZ_BLOCKS) == {"X"}
    known = p.solution_state == puz.SolutionState.Unlocked and not left_out
    cells = [[p.solution[r * width + c] for c in range(width)] for r in range(height)]
    if known:
        filled = [
            "".join(_cell(ch, f"R{r + 1}C{c + 1}") for c, ch in enumerate(row))
            for r, row in enumerate(cells)
        ]
        blocks = [[ch == BLOCK for ch in row] for row in filled]
    else:
        filled, blocks = None, [[ch in PUZ_BLOCKS for ch in row] for row in cells]
    fill = [[p.fill[r * width + c] for c in range(width)] for r in range(height)]
    notes, trailer = _split_notes(p.notes or "")
    fill_in = "Words" in trailer
    letters = [
        [
            ""
            if blocks[r][c] or ch in PUZ_BLOCKS + PUZ_EMPTY
            else _cell(ch, f"the fill at R{r + 1}C{c + 1}")
            for c, ch in enumerate(row)
        ]
        for r, row in enumerate(fill)
    ]
    # Only the cells the trailer names are given letters; any other letter of the fill is
    # the player's, however it came there.
    rows = ["".join(ch or OPEN for ch in row) for row in letters]
    given = parse_given(trailer["Given"], rows, None) if "Given" in trailer else set()
    grid = Grid(
        tuple(
            "".join(
                BLOCK if blocks[r][c] else letters[r][c] if (r, c) in given else OPEN
                for c in range(width)
            )
            for r in range(height)
        )
    )
    slots = Puzzle(grid, WordBank.from_words([])).slots
    numbers = Puzzle(grid, WordBank.from_words([])).numbers
    entries = sorted(
        ((numbers[s.start], s.direction is not ACROSS, s) for s in slots),
        key=lambda e: (e[0], e[1]),
    )
    if len(p.clues) != len(entries):
        raise InputError(
            f"the .puz file has {len(p.clues)} clues but its grid has {len(entries)} entries"
        )
    clues = [Clue(n, s.direction, text) for (n, _, s), text in zip(entries, p.clues, strict=True)]
    meta = Metadata(
        title=p.title or "",
        author=p.author or "",
        copyright=p.copyright or "",
        publisher=trailer.get("Publisher", ""),
        date=trailer.get("Date", ""),
        difficulty=trailer.get("Difficulty", ""),
        notes=notes,
    )
    words = trailer["Words"].split() if fill_in else None
    doc = crossword_document(grid, filled=filled, clues=clues, meta=meta, name=name, words=words)
    progress = any(
        ch and (r, c) not in given for r, row in enumerate(letters) for c, ch in enumerate(row)
    )
    if not progress:
        return doc
    board = tuple(
        "".join(BLOCK if blocks[r][c] else letters[r][c] or OPEN for c in range(width))
        for r in range(height)
    )
    try:
        seconds = float(p.timer().elapsed_seconds) if p.has_timer() else 0.0
    except ValueError:  # a damaged timer is no reason to lose the game
        seconds = 0.0
    if isinstance(doc, Solution):
        return GameSave(doc.puzzle, board, seconds=seconds, solution=doc)
    return GameSave(doc, board, seconds=seconds)
