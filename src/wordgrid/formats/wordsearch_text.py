"""Word searches as text, the way `wordgrid wordsearch` prints them and books set them.

    Title: Fruit                      optional metadata lines, `Key: value`
                                      (a blank line after them)
    P E A R X                         the grid, letters separated by spaces
    A P P L E
                                      a blank line
    APPLE  PEAR                       the word list, in columns
                                      then, with --solution, the answer key:
    solution:                         the grid with only the words' letters
    . . . . .
    word   row  col  direction        and where each word starts and runs
    APPLE    2    1  E

Reading takes the placements from the key when there is one, and otherwise finds each word
in the grid (its first reading, in all eight directions).
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from wordgrid.errors import InputError
from wordgrid.formats._text import Line, folded_words, split_words
from wordgrid.model import (
    METADATA_FIELDS,
    Direction,
    Metadata,
    Placement,
    WordSearch,
    fold,
    is_letter,
    normalize_word,
)

# The printed word list wraps at the grid's width, but at least this wide, so a narrow grid
# still gets a few words a line.
MIN_LIST_WIDTH = 40
KEY_HEADING = "solution:"
_META_LINE = re.compile(r"^({}|seed):\s?(.*)$".format("|".join(METADATA_FIELDS)), re.IGNORECASE)
_KEY_ROW = re.compile(r"^(\S+)\s+(\d+)\s+(\d+)\s+([A-Za-z]+)$")


def spells(rows: Sequence[str], p: Placement) -> bool:
    """True when `p.word` reads from its start cell along its direction inside `rows`."""
    height, width = len(rows), len(rows[0])
    return all(
        0 <= r < height and 0 <= c < width and rows[r][c] == ch
        for (r, c), ch in zip(p.cells(), p.word, strict=True)
    )


def find_word(rows: Sequence[str], word: str) -> Placement | None:
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


# --- writing ------------------------------------------------------------------------------


def alphabetical_key(word: str) -> tuple[str, str]:
    """Alphabetical as a reader expects: É sorts with E, not after Z."""
    bare = "".join(ch for ch in unicodedata.normalize("NFD", word) if not unicodedata.combining(ch))
    return bare, word


def format_word_list(words: Sequence[str], width: int) -> str:
    """Words in columns, reading down each column."""
    if not words:
        return ""
    cell = max(len(w) for w in words) + 2
    columns = max(1, (width + 2) // cell)
    height = math.ceil(len(words) / columns)
    lines = []
    for r in range(height):
        line = "".join(f"{words[i]:<{cell}}" for i in range(r, len(words), height))
        lines.append(line.rstrip())
    return "\n".join(lines)


def answer_rows(puzzle: WordSearch) -> list[str]:
    """The grid with only the hidden words' letters; filler cells are dots."""
    cells = [["."] * len(row) for row in puzzle.rows]
    for p in puzzle.placements:
        for r, c in p.cells():
            cells[r][c] = puzzle.rows[r][c]
    return ["".join(row) for row in cells]


def format_key(placements: Sequence[Placement]) -> str:
    width = max(4, *(len(p.word) for p in placements))
    lines = [f"{'word':<{width}}  row  col  direction"]
    lines += [
        f"{p.word:<{width}}  {p.user_row:>3}  {p.user_col:>3}  {p.direction.name}"
        for p in placements
    ]
    return "\n".join(lines)


def format_wordsearch(puzzle: WordSearch, *, solution: bool = False) -> str:
    """Metadata lines, the grid, the word list; with `solution`, the key after them."""
    grid = [" ".join(row) for row in puzzle.rows]
    placements = sorted(puzzle.placements, key=lambda p: alphabetical_key(p.word))
    parts = []
    # One line per line of each field (notes can run to several). The seed is not written:
    # the printout stays the grid and its list, as a book prints them; a `Seed:` line a
    # person adds is read.
    header = [f"{k.capitalize()}: {line}" for k, v in puzzle.meta.items() for line in v.split("\n")]
    if header:
        parts.append("\n".join(header))
    parts += [
        "\n".join(grid),
        format_word_list([p.word for p in placements], max(len(grid[0]), MIN_LIST_WIDTH)),
    ]
    if solution:
        parts.append(KEY_HEADING + "\n" + "\n".join(" ".join(row) for row in answer_rows(puzzle)))
        parts.append(format_key(placements))
    return "\n\n".join(parts) + "\n"


# --- reading ------------------------------------------------------------------------------


def _blocks(lines: Sequence[Line]) -> list[list[Line]]:
    blocks: list[list[Line]] = [[]]
    for number, text in lines:
        if text.strip():
            blocks[-1].append((number, text))
        elif blocks[-1]:
            blocks.append([])
    return [b for b in blocks if b]


def is_letter_row(text: str) -> bool:
    """`A B C`: single letters separated by spaces, as a word-search row is printed."""
    cells = text.split()
    return len(cells) >= 2 and all(len(c) == 1 and is_letter(c) for c in cells)


def looks_like_wordsearch(lines: Sequence[Line]) -> bool:
    blocks = [b for b in _blocks(lines) if not all(_META_LINE.match(t) for _, t in b)]
    return bool(blocks) and all(is_letter_row(t) for _, t in blocks[0])


def letter_rows(block: Sequence[Line]) -> tuple[str, ...]:
    """A block of lines as grid rows of folded letters; spaces between letters are ignored."""
    rows: list[str] = []
    for number, text in block:
        row = fold("".join(text.split()))
        odd = [ch for ch in row if not is_letter(ch)]
        if odd:
            raise InputError(f"the grid has a non-letter {odd[0]!r}", line=number)
        if rows and len(row) != len(rows[0]):
            raise InputError(
                f"this row has {len(row)} letters but the first has {len(rows[0])}", line=number
            )
        rows.append(row)
    if not rows or not rows[0]:
        raise InputError("the grid is empty")
    return tuple(rows)


def _key(block: Sequence[Line], rows: tuple[str, ...]) -> dict[str, Placement]:
    placements = {}
    for number, text in block[1:]:
        m = _KEY_ROW.match(text.strip())
        direction = Direction.__members__.get(m.group(4).upper()) if m else None
        if m is None or direction is None:
            raise InputError("expected a key line: WORD ROW COL DIRECTION", line=number)
        p = Placement(
            normalize_word(m.group(1)), int(m.group(2)) - 1, int(m.group(3)) - 1, direction
        )
        if not spells(rows, p):
            raise InputError(
                f"{p.word} does not read from R{p.user_row}C{p.user_col} going "
                f"{direction.name} in the grid",
                line=number,
            )
        placements[p.word] = p
    return placements


@dataclass(frozen=True)
class Parts:
    """What a word-search text file says, before its words are looked for in the grid."""

    rows: tuple[str, ...]
    listed: list[str]
    key: dict[str, Placement]  # the answer key's placements, when the file has one
    meta: Metadata
    seed: int | None


def parse_parts(lines: Sequence[Line]) -> Parts:
    """The grid rows, the listed words, the key's placements and the metadata of a text file."""
    blocks = _blocks(lines)
    fields: dict[str, list[str]] = {}
    if blocks and all(_META_LINE.match(t) for _, t in blocks[0]):
        for _, text in blocks.pop(0):
            m = _META_LINE.match(text)
            assert m is not None
            fields.setdefault(m.group(1).lower(), []).append(m.group(2).rstrip())
    seed = None
    if "seed" in fields:
        text = fields.pop("seed")[-1].strip()
        if not re.fullmatch(r"-?\d{1,18}", text):
            raise InputError(f"the seed {text[:20]!r} is not a whole number")
        seed = int(text)
    meta = Metadata(**{k: "\n".join(v) for k, v in fields.items()})
    if not blocks:
        raise InputError("the file has no grid")
    rows = letter_rows(blocks[0])
    listed: list[str] = []
    key: dict[str, Placement] = {}
    for block in blocks[1:]:
        head = block[0][1].strip()
        if head == KEY_HEADING:
            continue  # the answer grid repeats letters the key lines give exactly
        if head.split() == ["word", "row", "col", "direction"]:
            key = _key(block, rows)
            continue
        listed += folded_words(split_words(block))
    return Parts(rows, listed, key, meta, seed)


def parse_wordsearch(lines: Sequence[Line]) -> WordSearch:
    """The word search in `lines`: every listed word must read in the grid."""
    parts = parse_parts(lines)
    rows, listed, key = parts.rows, parts.listed, parts.key
    if not listed:
        raise InputError(
            "no word list after the grid: a word search lists its words after a blank line"
        )
    placements = []
    for word in dict.fromkeys(listed):
        found = key.get(word) or find_word(rows, word)
        if found is None:
            raise InputError(f"{word} is not in the grid")
        placements.append(found)
    return WordSearch(rows, tuple(placements), parts.seed, parts.meta)
