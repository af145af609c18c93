"""Across Lite `.puz`: filled grids out through puzpy, and back in.

A .puz file holds a filled crossword: its solution, the player's fill and one clue per slot.
We write given letters as pre-entered fill, one clue per slot that lists the words of its
length (as in the ipuz crossword variant), and the word list in the notes, as a line
`Words: A B C`, so that reading the file back gives the same puzzle.

The format counts every run of two or more open cells as an entry and stores one byte per
cell in Latin-1, so puzzles with another minimum slot length or letters outside Latin-1
(Polish Ł, for one) can't be stored: those get a clear error pointing to ipuz.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

import puz

from wordgrid.errors import InputError
from wordgrid.formats._text import read_bytes
from wordgrid.formats.ipuz import STORED_WORDS_MAX, clue_text, numbering
from wordgrid.formats.json_io import solution_from_rows, write_atomic
from wordgrid.model import (
    BLOCK,
    OPEN,
    Grid,
    Puzzle,
    Solution,
    WordBank,
    fold,
    is_letter,
    normalize_word,
)

PUZ_BLOCK = "."  # .puz marks a block with a full stop ...
PUZ_EMPTY = "-"  # ... and an empty square of the player's fill with a dash
WORDS_NOTE = "Words: "  # the notes line that carries the word list
ENCODING = "ISO-8859-1"  # .puz 1.3, what Across Lite reads


def _check_encodable(text: str, what: str) -> None:
    try:
        text.encode(ENCODING)
    except UnicodeEncodeError as e:
        raise InputError(f"the .puz format stores {what} in Latin-1, which has no "
                         f"{text[e.start]!r}: use ipuz instead") from None


def _latin1(text: str) -> str:
    """`text` with letters Latin-1 lacks spelt without their accents: a title may lose some."""
    out = []
    for ch in text:
        try:
            ch.encode(ENCODING)
            out.append(ch)
        except UnicodeEncodeError:
            base = unicodedata.normalize("NFKD", ch.translate(_BASE_LETTERS))[0]
            out.append(base if base.encode(ENCODING, "ignore") else "?")
    return "".join(out)


_BASE_LETTERS = str.maketrans("ŁłĐđ", "LlDd")


def to_puz(solution: Solution) -> puz.Puzzle:
    """The solution as a puzpy Puzzle, ready to save."""
    puzzle = solution.puzzle
    if puzzle.min_length != 2:
        raise InputError(".puz counts every run of two or more cells as an entry, so it "
                         f"can't hold a puzzle whose slots are {puzzle.min_length}+ long: "
                         "use ipuz instead")
    grid = puzzle.grid
    if any(OPEN in row for row in solution.rows):
        raise InputError(".puz has no way to leave a cell empty in the solution, and this grid "
                         "has an open cell outside every slot: use ipuz instead")
    answer = "".join(solution.rows).replace(BLOCK, PUZ_BLOCK)
    _check_encodable(answer, "the grid")
    p = puz.Puzzle()
    p.title = _latin1(puzzle.name or "Fill-in puzzle")
    p.author = "wordgrid"
    p.width, p.height = grid.width, grid.height
    p.solution = answer
    p.fill = "".join(
        PUZ_BLOCK if ch == BLOCK else PUZ_EMPTY if ch == OPEN else ch
        for row in grid.rows for ch in row
    )
    by_length: dict[int, list[str]] = {}
    for word in sorted(puzzle.bank.listed):
        by_length.setdefault(len(word), []).append(word)
    numbers = numbering(puzzle)
    # puzpy (like Across Lite) takes clues in reading order, across before down in a cell.
    ordered = sorted(puzzle.slots, key=lambda s: (numbers[s.start], s.direction.name != "E"))
    p.clues = [clue_text(s.length, by_length.get(s.length, [])) for s in ordered]
    words = (solution.words if len(puzzle.bank.listed) > STORED_WORDS_MAX
             else puzzle.bank.listed)
    p.notes = WORDS_NOTE + " ".join(words)
    for text, what in ((" ".join(p.clues), "the clues"), (p.notes, "the word list"),
                       (p.title, "the title")):
        _check_encodable(text, what)
    return p


def puz_bytes(solution: Solution) -> bytes:
    return bytes(to_puz(solution).tobytes())


def write_puz(doc: Puzzle | Solution, path: str | Path) -> None:
    """Write a filled grid as .puz; a puzzle that isn't solved yet can't be one."""
    if not isinstance(doc, Solution):
        raise InputError(".puz holds a filled grid: solve the puzzle first (wordgrid "
                         "convert IN OUT.puz --solve, or wordgrid solve IN --output OUT.puz)")
    write_atomic(path, puz_bytes(doc))


def _cell(ch: str, where: str) -> str:
    if ch == PUZ_BLOCK:
        return BLOCK
    if not is_letter(ch):
        raise InputError(f"{where} holds {ch!r}; wordgrid reads grids of letters and "
                         "blocks only")
    return fold(ch)


def load_puz(data: bytes, name: str = "") -> Solution:
    """The filled grid a .puz file holds, with given letters from its pre-entered fill."""
    try:
        p = puz.load(data)
    except (puz.PuzzleFormatError, ValueError, UnicodeDecodeError) as e:
        message = getattr(e, "message", "") or str(e) or "damaged file"
        raise InputError(f"not a readable .puz file: {message}") from None
    if p.is_solution_locked():
        raise InputError("the .puz solution is scrambled (locked); wordgrid can't read it")
    if p.has_rebus():
        raise InputError("the .puz file has rebus cells (several letters in one cell), "
                         "which wordgrid does not support")
    width, height = p.width, p.height
    if width < 1 or height < 1 or len(p.solution) != width * height:
        raise InputError("the .puz grid size does not match its solution")
    rows = tuple(
        "".join(_cell(p.solution[r * width + c], f"R{r + 1}C{c + 1}") for c in range(width))
        for r in range(height)
    )
    fill = p.fill if len(p.fill) == width * height else PUZ_EMPTY * (width * height)
    given = tuple(
        "".join(
            BLOCK if rows[r][c] == BLOCK
            else rows[r][c] if fold(fill[r * width + c]) == rows[r][c]
            else OPEN
            for c in range(width)
        )
        for r in range(height)
    )
    grid = Grid(given)
    notes = p.notes or ""
    words_line = next((line for line in notes.splitlines() if line.startswith(WORDS_NOTE)), None)
    if words_line is not None:
        try:
            words = [normalize_word(w) for w in words_line[len(WORDS_NOTE):].split()]
        except InputError as e:
            raise InputError(f"the word list in the notes: {e.message}") from None
    else:
        slots = Puzzle(grid, WordBank.from_words([])).slots
        words = ["".join(rows[r][c] for r, c in slot.cells) for slot in slots]
    puzzle = Puzzle(grid, WordBank.from_words(words), 2, name)
    try:
        return solution_from_rows(puzzle, rows, "the grid")
    except InputError as e:
        raise InputError(e.message.removeprefix("the grid: ")) from None


def read_puz(path: str | Path) -> Solution:
    p = Path(path)
    data = read_bytes(p)
    try:
        return load_puz(data, p.name)
    except InputError as e:
        raise e.at(p) from None


def is_puz(data: bytes) -> bool:
    """True when `data` carries the .puz magic string."""
    return b"ACROSS&DOWN\0" in data[:4096]
