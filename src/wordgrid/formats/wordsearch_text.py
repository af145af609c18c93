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

A shaped grid leaves its cells outside the shape blank. The key goes on with the secret
words (`secret row col direction`), `message: ...` and `list order: ...` lines, and the
`clues:` block (`ANSWER: clue` lines) that the printed list shows instead of the answers.

Reading takes the placements from the key when there is one, and otherwise finds each word
in the grid (its first reading, in all eight directions).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from wordgrid.errors import InputError
from wordgrid.formats._text import Line, folded_words
from wordgrid.model import (
    METADATA_FIELDS,
    OUTSIDE,
    Direction,
    Listing,
    Metadata,
    Placement,
    WordSearch,
    alphabetical_key,
    fold,
    hidden_form,
    is_letter,
    list_order_problem,
    listing,
    normalize_word,
    written_form,
)

# The printed word list wraps at the grid's width, but at least this wide, so a narrow grid
# still gets a few words a line.
MIN_LIST_WIDTH = 40
# Two or three columns, as puzzle books print a list: more would crowd a clue list.
MAX_LIST_COLUMNS = 3
KEY_HEADING = "solution:"
SECRET_HEADING = "secret"  # the key table of the words hidden but not listed
CLUES_HEADING = "clues:"  # then `ANSWER: clue` lines, as a clue list is written
MESSAGE_LABEL = "message:"
ORDER_LABEL = "list order:"
_META_LINE = re.compile(
    r"^({}|lang|seed):\s?(.*)$".format("|".join(METADATA_FIELDS)), re.IGNORECASE
)
_COLUMN_GAP = re.compile(r"\s{2,}")
# A row or column of more than nine digits is no key line (and int() refuses 4,300 digits).
_KEY_ROW = re.compile(r"^(\S+)\s+(\d{1,9})\s+(\d{1,9})\s+([A-Za-z]+)$")


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


def format_word_list(words: Sequence[str], width: int) -> str:
    """Words in two or three columns (as many as `width` holds), reading down each column."""
    if not words:
        return ""
    cell = max(len(w) for w in words) + 2
    columns = max(1, min(MAX_LIST_COLUMNS, (width + 2) // cell))
    height = math.ceil(len(words) / columns)
    lines = []
    for r in range(height):
        line = "".join(f"{words[i]:<{cell}}" for i in range(r, len(words), height))
        lines.append(line.rstrip())
    return "\n".join(lines)


def answer_rows(puzzle: WordSearch) -> list[str]:
    """The grid with only the hidden words' (and secrets') letters; other cells are dots,
    cells outside the shape stay blank."""
    cells = [["." if ch != OUTSIDE else OUTSIDE for ch in row] for row in puzzle.rows]
    for p in (*puzzle.placements, *puzzle.secrets):
        for r, c in p.cells():
            cells[r][c] = puzzle.rows[r][c]
    return ["".join(row) for row in cells]


def format_key(placements: Sequence[Placement], heading: str = "word") -> str:
    width = max(len(heading), *(len(p.word) for p in placements))
    lines = [f"{heading:<{width}}  row  col  direction"]
    lines += [
        f"{p.word:<{width}}  {p.user_row:>3}  {p.user_col:>3}  {p.direction.name}"
        for p in placements
    ]
    return "\n".join(lines)


def key_holds_more(puzzle: WordSearch) -> bool:
    """True when the text form needs the key to keep the puzzle whole: its secret words,
    message, clues, answers written with spaces and list order are written there only."""
    return bool(puzzle.secrets or puzzle.message or puzzle.listings or puzzle.order != "alpha")


def spaced(row: str) -> str:
    """A grid row as printed: letters one space apart, cells outside the shape blank."""
    return " ".join(row).rstrip()


def format_wordsearch(puzzle: WordSearch, *, solution: bool = False) -> str:
    """Metadata lines, the grid, the word list; with `solution`, the key after them: the
    words alone in the grid, where each starts, the secret words, the message and the clues."""
    grid = [spaced(row) for row in puzzle.rows]
    parts = []
    # One line per line of each field (notes can run to several). The seed is not written:
    # the printout stays the grid and its list, as a book prints them; a `Seed:` line a
    # person adds is read.
    header = [f"{k.capitalize()}: {line}" for k, v in puzzle.meta.items() for line in v.split("\n")]
    if puzzle.meta.lang:  # the language its pages are printed in
        header.append(f"Lang: {puzzle.meta.lang}")
    if header:
        parts.append("\n".join(header))
    width = max(2 * len(puzzle.rows[0]) - 1, MIN_LIST_WIDTH)
    parts += ["\n".join(grid), format_word_list(puzzle.word_list(), width)]
    if solution:
        parts.append(KEY_HEADING + "\n" + "\n".join(spaced(row) for row in answer_rows(puzzle)))
        parts.append(format_key(sorted(puzzle.placements, key=lambda p: alphabetical_key(p.word))))
        if puzzle.secrets:
            parts.append(format_key(puzzle.secrets, SECRET_HEADING))
        settings = []
        if puzzle.message:
            settings.append(f"{MESSAGE_LABEL} {puzzle.message}")
        if puzzle.order != "alpha":
            settings.append(f"{ORDER_LABEL} {puzzle.order}")
        if settings:
            parts.append("\n".join(settings))
        if puzzle.listings:
            parts.append(
                CLUES_HEADING
                + "\n"
                + "\n".join(
                    f"{x.answer}: {x.clue}" if x.clue else x.answer for x in puzzle.listings
                )
            )
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
    """True when the first block (after metadata) is letter rows; a shaped grid's rows may
    hold a single letter (a star's tip), but not all of them unless one is indented, as only
    a shape's row is (a word list's lines are not)."""
    blocks = [b for b in _blocks(lines) if not all(_META_LINE.match(t) for _, t in b)]
    if not blocks:
        return False
    rows = [t for _, t in blocks[0]]
    one_letter = [t for t in rows if len(t.strip()) == 1 and is_letter(t.strip())]
    shaped = any(t.startswith(" ") for t in one_letter)
    return (len(one_letter) < len(rows) or shaped) and all(
        is_letter_row(t) or t in one_letter for t in rows
    )


def _spaced(text: str) -> bool:
    """True for a row as wordgrid prints one: a cell every other character."""
    return all(ch == " " for ch in text.rstrip()[1::2])


def letter_rows(block: Sequence[Line]) -> tuple[str, ...]:
    """A block of lines as grid rows of folded letters.

    Rows printed with a space between letters may have blanks, cells outside the puzzle's
    shape, and may end early where the shape does. Rows from other tools, letters with no
    spaces between them, must all be as long as the first.
    """
    spaced = all(_spaced(text) for _, text in block)
    rows: list[str] = []
    for number, text in block:
        row = fold(text.rstrip()[0::2] if spaced else "".join(text.split()))
        odd = [ch for ch in row if ch != OUTSIDE and not is_letter(ch)]
        if odd:
            raise InputError(f"the grid has a non-letter {odd[0]!r}", line=number)
        if not spaced and rows and len(row) != len(rows[0]):
            raise InputError(
                f"this row has {len(row)} letters but the first has {len(rows[0])}", line=number
            )
        rows.append(row)
    if not rows or not rows[0].strip():
        raise InputError("the grid is empty")
    width = max(len(row) for row in rows)
    return tuple(row.ljust(width, OUTSIDE) for row in rows)


def _key(
    block: Sequence[Line], rows: tuple[str, ...], secret: bool = False
) -> dict[str, Placement]:
    placements = {}
    for number, text in block[1:]:
        m = _KEY_ROW.match(text.strip())
        direction = Direction.__members__.get(m.group(4).upper()) if m else None
        if m is None or direction is None:
            what = "SECRET" if secret else "WORD"
            raise InputError(f"expected a key line: {what} ROW COL DIRECTION", line=number)
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


def parse_listings(block: Sequence[Line]) -> tuple[Listing, ...]:
    """`ANSWER: clue` lines (or a bare `ANSWER`): how each answer is listed."""
    found: dict[str, Listing] = {}
    for number, text in block:
        answer, _, clue = text.partition(":")
        try:
            listed = listing(answer, clue)
        except InputError as e:
            raise e.at(None, number) from None
        if listed is not None:
            found.setdefault(listed.word, listed)
    return tuple(found.values())


@dataclass(frozen=True)
class Parts:
    """What a word-search text file says, before its words are looked for in the grid."""

    rows: tuple[str, ...]
    listed: list[str]
    key: dict[str, Placement]  # the answer key's placements, when the file has one
    meta: Metadata
    seed: int | None
    secrets: dict[str, Placement] = field(default_factory=dict)
    message: str = ""
    order: str = "alpha"
    listings: tuple[Listing, ...] = ()


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
    lang = fields.pop("lang", [""])[-1].strip()
    meta = Metadata(**{k: "\n".join(v) for k, v in fields.items()}, lang=lang)
    if not blocks:
        raise InputError("the file has no grid")
    rows = letter_rows(blocks[0])
    listed: list[Line] = []
    key: dict[str, Placement] = {}
    secrets: dict[str, Placement] = {}
    message, order = "", "alpha"
    listings: tuple[Listing, ...] = ()
    for block in blocks[1:]:
        head = block[0][1].strip()
        if head == KEY_HEADING:
            continue  # the answer grid repeats letters the key lines give exactly
        if head.split() == ["word", "row", "col", "direction"]:
            key = _key(block, rows)
        elif head.split() == [SECRET_HEADING, "row", "col", "direction"]:
            secrets = _key(block, rows, secret=True)
        elif head == CLUES_HEADING:
            listings = parse_listings(block[1:])
        elif all(t.startswith((MESSAGE_LABEL, ORDER_LABEL)) for _, t in block):
            for number, text in block:
                if text.startswith(MESSAGE_LABEL):
                    message = text.removeprefix(MESSAGE_LABEL).strip()
                else:
                    order = text.removeprefix(ORDER_LABEL).strip()
                    problem = list_order_problem(order)
                    if problem is not None:
                        raise InputError(problem, line=number)
        else:
            listed += block
    if listings and key:  # a list of clues names no answer: the key's words are the list
        return Parts(rows, list(key), key, meta, seed, secrets, message, order, listings)
    words, written = list_words(listed, rows)
    return Parts(rows, words, key, meta, seed, secrets, message, order, listings or written)


def list_words(block: Sequence[Line], rows: Sequence[str]) -> tuple[list[str], tuple[Listing, ...]]:
    """The words of a printed list, and the answers in it written with spaces.

    Columns are two or more spaces apart, so `ICE CREAM` between them is one answer when
    ICECREAM reads in the grid; otherwise (a list typed by hand) every word is one.
    """
    words: list[str] = []
    written: dict[str, Listing] = {}
    for number, text in block:
        for chunk in _COLUMN_GAP.split(text.strip()):
            joined = hidden_form(chunk) if " " in chunk and _letters_only(chunk) else ""
            if joined and find_word(rows, joined) is not None:
                words.append(joined)
                written.setdefault(joined, Listing(joined, written_form(chunk)))
            else:
                words += folded_words((number, w) for w in chunk.split())
    return words, tuple(written.values())


def _letters_only(chunk: str) -> bool:
    return all(is_letter(ch) or ch in " -'" for ch in chunk)


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
    return WordSearch(
        rows,
        tuple(placements),
        parts.seed,
        parts.meta,
        parts.message,
        tuple(parts.secrets.values()),
        parts.listings,
        parts.order,
    )
