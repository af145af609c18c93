"""The static puzzle: grid, slots, crossings and word bank, all frozen.

Search state lives in `wordgrid.solver`; nothing here changes while a puzzle is solved.
Coordinates are 0-based inside the library and 1-based only where users see them.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import cached_property
from typing import Any

from wordgrid.errors import InputError

Cell = tuple[int, int]  # (row, col), 0-based, e.g. (0, 3) is R1C4 to a user
SlotId = int  # index into Puzzle.slots, across slots first
WordId = int  # index into the words of one length in the solver's index

BLOCK = "#"
OPEN = "."


class Direction(Enum):
    """A step on the grid, `(row_delta, col_delta)`; across is E and down is S."""

    N = (-1, 0)
    NE = (-1, 1)
    E = (0, 1)
    SE = (1, 1)
    S = (1, 0)
    SW = (1, -1)
    W = (0, -1)
    NW = (-1, -1)

    # Plain attributes, set once the members exist, not properties over `value`: the
    # generators read them in hot loops, where an Enum property costs ten times as much.
    dr: int
    dc: int
    opposite: Direction  # the direction reading the same cells backwards: N for S

    # Members are singletons, so identity is equality; Enum's own hash (of the name) is a
    # Python call, and placements keyed by (row, col, direction) hash one per lookup.
    __hash__ = object.__hash__

    @property
    def label(self) -> str:
        """'across' and 'down' for the two crossword directions, else the compass name."""
        return {Direction.E: "across", Direction.S: "down"}.get(self, self.name)


for _d in Direction:
    _d.dr, _d.dc = _d.value
    _d.opposite = Direction((-_d.dr, -_d.dc))
del _d

ACROSS = Direction.E
DOWN = Direction.S

Bar = tuple[Cell, Direction]  # a bar after a cell: ((0, 2), ACROSS) is on R1C3's right edge


# Letters whose upper() is two letters but which have a one-letter capital of their own.
_ONE_LETTER_CAPITAL = {"ß": "ẞ"}


def _fold_char(ch: str) -> str:
    # upper() can turn one letter into two (ß -> SS); a cell holds one letter, so those keep
    # their own capital (ẞ) or stay as they are.
    up = ch.upper()
    return up if len(up) == 1 else _ONE_LETTER_CAPITAL.get(ch, ch)


def is_letter(ch: str) -> bool:
    """True for a Unicode letter: what one grid cell holds.

    A combining mark is not one. NFKC folds a mark into its letter where a composed form
    exists (e + U+0301 is É); one left over can't fill a cell of its own, so scripts whose
    vowel signs are marks (Devanagari, Thai) are not supported.
    """
    return unicodedata.category(ch)[0] == "L"


def fold(text: str) -> str:
    """The canonical form of a word or given letter: NFKC, upper case letter by letter.

    NFKC rather than NFC, so that ligatures (ﬁ) and full-width letters (Ａ) become the
    letters a grid shows; accented letters stay single composed letters (É).
    """
    if text.isascii():  # NFKC leaves ASCII as it is, and its capitals are one letter each
        return text.upper()
    return "".join(_fold_char(ch) for ch in unicodedata.normalize("NFKC", text))


def grid_letters(text: str, *, accents: bool = True) -> str:
    """The letters `text` puts in a grid, one a cell, as `fold` writes them: spaces, digits
    and punctuation dropped (`New York` -> NEWYORK, a hidden message's letters).

    `accents=False` drops their accents too (É -> E, ß -> SS), as crossword lists write
    their entries and as the blocklists compare words: one spelling for every way of
    writing the same cells. A grid that shows accents (a Polish fill-in) keeps them.
    """
    if text.isascii():  # most entries: cheap, as 300k of them load in well under 1 s
        return text.upper() if text.isalpha() else "".join(filter(str.isalpha, text)).upper()
    if accents:
        return "".join(
            _fold_char(ch) for ch in unicodedata.normalize("NFKC", text) if is_letter(ch)
        )
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if is_letter(ch)).upper()


# Joiners inside an entry (E-MAIL, N'T) are dropped, as crossword grids never show them.
JOINERS = str.maketrans("", "", "-'\u2019")


def normalize_word(raw: str) -> str:
    """Fold `raw` and check that it is one word of letters; raises InputError otherwise."""
    plain = raw.strip().translate(JOINERS)
    if plain.isascii() and plain.isalpha():  # most words: nothing to check letter by letter
        return plain.upper()
    word = fold(plain)
    if not word:
        raise InputError("empty word")
    marks = [ch for ch in word if unicodedata.category(ch).startswith("M")]
    if marks:
        raise InputError(
            f"word {raw.strip()!r} has a combining mark U+{ord(marks[0]):04X} "
            "that can't sit in a cell of its own"
        )
    bad = [ch for ch in word if not is_letter(ch)]
    if bad:
        raise InputError(f"word {raw.strip()!r} has a non-letter {bad[0]!r}")
    return word


@dataclass(frozen=True, slots=True)
class Slot:
    """A maximal run of open cells that takes one word, e.g. across slot h0 at (0, 1)."""

    id: SlotId
    direction: Direction
    number: int  # index among the slots of this direction, as in seed 003's h0, v1
    cells: tuple[Cell, ...]

    @property
    def length(self) -> int:
        return len(self.cells)

    @property
    def start(self) -> Cell:
        return self.cells[0]

    @property
    def name(self) -> str:
        """Seed 003's notation: h3 is the fourth across slot, v0 the first down slot."""
        return f"{'h' if self.direction is ACROSS else 'v'}{self.number}"


@dataclass(frozen=True, slots=True)
class Crossing:
    """Slot `a` at position `i` shares a cell with slot `b` at position `j`."""

    a: SlotId
    i: int
    b: SlotId
    j: int


@dataclass(frozen=True, slots=True)
class Grid:
    """Rows of cells: `#` a block, `.` an open cell, any other character a given letter.

    `bars` are the walls of a barred grid: a word ends at a bar as it ends at a block. Each
    is kept once, on the right edge (ACROSS) or the bottom edge (DOWN) of the cell before it.
    """

    rows: tuple[str, ...]
    bars: frozenset[Bar] = frozenset()

    def __post_init__(self) -> None:
        widths = {len(r) for r in self.rows}
        if len(widths) > 1:
            raise InputError("rows have different lengths")
        for (r, c), direction in self.bars:
            if direction not in (ACROSS, DOWN):
                raise InputError(f"a bar runs across or down, not {direction.name}")
            if not (0 <= r < self.height and 0 <= c < self.width):
                raise InputError(f"a bar at R{r + 1}C{c + 1} is outside the grid")

    def barred(self, cell: Cell, direction: Direction) -> bool:
        """Whether a bar stops a word that runs on from `cell` in `direction`."""
        return (cell, direction) in self.bars

    @property
    def height(self) -> int:
        return len(self.rows)

    @property
    def width(self) -> int:
        return len(self.rows[0]) if self.rows else 0

    def __getitem__(self, cell: Cell) -> str:
        return self.rows[cell[0]][cell[1]]

    def is_open(self, cell: Cell) -> bool:
        r, c = cell
        return 0 <= r < self.height and 0 <= c < self.width and self.rows[r][c] != BLOCK

    def without_letters(self) -> Grid:
        """The blocks alone, every other cell open: the grid's shape, slots and numbering."""
        return Grid(
            tuple("".join(BLOCK if ch == BLOCK else OPEN for ch in row) for row in self.rows),
            self.bars,
        )

    def has_givens(self) -> bool:
        """Whether any cell holds a given letter: a set of the rows' text, built in C."""
        return not set("".join(self.rows)) <= {BLOCK, OPEN}

    def givens(self) -> dict[Cell, str]:
        return {
            (r, c): ch
            for r, row in enumerate(self.rows)
            for c, ch in enumerate(row)
            if ch not in (BLOCK, OPEN)
        }


@dataclass(frozen=True)
class WordBank:
    """The words a puzzle may use: each at most `counts[word]` times, best `scores` first."""

    listed: tuple[str, ...]  # folded, in file order, duplicates kept (seed 003 indexes these)
    counts: Mapping[str, int]
    scores: Mapping[str, float] = field(default_factory=dict)

    @classmethod
    def from_words(
        cls, words: Iterable[str], scores: Mapping[str, float] | None = None
    ) -> WordBank:
        listed = tuple(normalize_word(w) for w in words)
        counts: dict[str, int] = {}
        for w in listed:
            counts[w] = counts.get(w, 0) + 1
        return cls(listed, counts, dict(scores or {}))

    def __len__(self) -> int:
        return len(self.listed)

    def index_of(self, word: str) -> int:
        """Position of `word`'s first listing, for seed 003's `h0:6` notation."""
        return self._first_index[word]

    @cached_property
    def _first_index(self) -> dict[str, int]:
        first: dict[str, int] = {}
        for i, w in enumerate(self.listed):
            first.setdefault(w, i)
        return first


_RUN = re.compile(f"[^{re.escape(BLOCK)}]+")  # a run of open cells in a row or column


def find_slots(grid: Grid, min_length: int = 2) -> tuple[Slot, ...]:
    """Maximal runs of open cells of at least `min_length`, across (reading order) then down;
    a bar ends a run as a block does."""
    slots: list[Slot] = []
    bars = grid.bars
    columns = ["".join(column) for column in zip(*grid.rows, strict=True)]
    for direction, lines in ((ACROSS, grid.rows), (DOWN, columns)):
        number = 0
        for o, line in enumerate(lines):
            # The runs of each row (column) are found by one regex scan in C, not cell by cell.
            for run in _RUN.finditer(line):
                start, end = run.span()
                if end - start < min_length:
                    continue
                cells = [(o, k) if direction is ACROSS else (k, o) for k in range(start, end)]
                # Split at bars only in a barred grid: the engine's grids pay nothing for them.
                for piece in _at_bars(cells, direction, bars) if bars else (cells,):
                    if len(piece) >= min_length:
                        slots.append(Slot(len(slots), direction, number, tuple(piece)))
                        number += 1
    # Down slots come column by column, top to bottom: seed 003 numbers v0, v1, ... so.
    return tuple(slots)


def _at_bars(run: list[Cell], direction: Direction, bars: frozenset[Bar]) -> list[list[Cell]]:
    """A run of open cells cut after each cell a bar closes that way."""
    pieces: list[list[Cell]] = [[]]
    for cell in run:
        pieces[-1].append(cell)
        if (cell, direction) in bars:
            pieces.append([])
    return pieces


def connected(cells: Collection[Cell]) -> bool:
    """Whether the cells form one piece, stepping across and down (none: not a piece)."""
    if not cells:
        return False
    start = next(iter(cells))
    seen = {start}
    stack = [start]
    while stack:
        r, c = stack.pop()
        for nxt in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if nxt in cells and nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return len(seen) == len(cells)


def find_crossings(slots: Sequence[Slot]) -> tuple[Crossing, ...]:
    at: dict[Cell, tuple[SlotId, int]] = {}
    crossings: list[Crossing] = []
    for slot in slots:
        for pos, cell in enumerate(slot.cells):
            if cell in at:
                a, i = at[cell]
                crossings.append(Crossing(a, i, slot.id, pos))
            else:
                at[cell] = (slot.id, pos)
    return tuple(crossings)


@dataclass(frozen=True, slots=True)
class Metadata:
    """What a user writes about a puzzle beside its grid; every format keeps what it can hold.

    Free text, kept as written: `date` is whatever the source says (`2026-11-23`, `Nov 23`).
    `lang` is the language of the puzzle's words (`pl`, `pt-BR`; "" when unknown), which its
    printed pages follow. It is no text a user reads, so it is not one of `items()`: a format
    with no place for it (plain text, .puz) drops it rather than refuse the puzzle.
    """

    title: str = ""
    author: str = ""
    copyright: str = ""
    publisher: str = ""
    date: str = ""
    difficulty: str = ""
    notes: str = ""
    lang: str = ""

    def items(self) -> list[tuple[str, str]]:
        """The fields that are set, in the order above: what a writer has to keep."""
        return [(name, getattr(self, name)) for name in METADATA_FIELDS if getattr(self, name)]


METADATA_FIELDS = ("title", "author", "copyright", "publisher", "date", "difficulty", "notes")


@dataclass(frozen=True, slots=True)
class Clue:
    """A crossword clue: for the slot that starts at cell `number` (the grid's numbering),
    running `direction`.

    Variety puzzles have more: a clue of another group (Rows Garden's "Rows" and "Blooms",
    Marching Bands' "Bands", a "Clues" list) has `direction` None, its `group` name and the
    `cells` its answer fills, in order; `number` is then its place in the group. `label` is how
    the file names a clue when that isn't its number ("2-3" in the first crossword, "A", "L1").
    An across or down clue has `cells` only when its answer is not the slot at its number.
    An unnumbered clue (a list whose solver finds where each clue goes, in its file's order)
    has number 0, direction None and its list's name as its group ("Down").
    """

    number: int
    direction: Direction | None  # ACROSS or DOWN; None for a clue of another group
    text: str
    group: str = ""
    label: str = ""
    cells: tuple[Cell, ...] = ()

    @property
    def group_name(self) -> str:
        """`Across`, `Down` or the clue's own group, as printed above its list."""
        return self.group or (self.direction.label.capitalize() if self.direction else "Clues")

    @property
    def shown(self) -> str:
        """The clue's label as printed before its text: `4`, `2-3`, `L1`; an unnumbered
        clue's (number 0) as written, which may be nothing."""
        return self.label or (str(self.number) if self.number else "")

    @property
    def name(self) -> str:
        """`4 across`, `Rows A`: how the clue is named to a user in a message."""
        if self.direction is not None and not self.group:
            return f"{self.shown} {self.direction.label}"
        return f"{self.group_name} {self.shown or repr(self.text[:30])}"


def clue_order(clues: Iterable[Clue]) -> tuple[Clue, ...]:
    """Across, then down, each by number; then the other groups in the order they first come,
    each by number (its place in the group)."""
    groups: dict[str, int] = {}
    for clue in clues:
        if clue.direction is None or clue.group:
            groups.setdefault(clue.group_name, len(groups) + 2)

    def key(clue: Clue) -> tuple[int, int]:
        if clue.direction is not None and not clue.group:
            return (0 if clue.direction is ACROSS else 1, clue.number)
        return (groups[clue.group_name], clue.number)

    return tuple(sorted(clues, key=key))


def stand_in(answer: str) -> str:
    """The one letter a rebus cell holds in the grid and the words: the answer's first letter,
    or X for an answer with no letter (`7`, `&`)."""
    return next((fold(ch) for ch in answer if is_letter(ch)), "X")


SHADE = "#c0c0c0"  # a shaded cell's colour when its file names none


@dataclass(frozen=True, slots=True)
class CellStyle:
    """How a cell is marked: a circle, a shade (`#rrggbb`), or `void` for a block that isn't
    drawn at all (a cell outside a shaped grid, as the first crossword's diamond has)."""

    circle: bool = False
    shade: str = ""
    void: bool = False

    def __bool__(self) -> bool:
        return self.circle or bool(self.shade) or self.void


# Where a cell may hold text besides its letter and its number, as ipuz names the places (T
# the middle of the top edge, TR the top right corner, C the centre, and so on round the
# cell), each with its name for messages. The top left corner is the number's (`Puzzle.labels`).
PLACE_NAMES = {
    "T": "top edge",
    "TR": "top right corner",
    "L": "left edge",
    "C": "centre",
    "R": "right edge",
    "BL": "bottom left corner",
    "B": "bottom edge",
    "BR": "bottom right corner",
}
MARK_PLACES = tuple(PLACE_NAMES)  # in reading order, as files and pages list them


class Kind(Enum):
    """What sort of crossword a puzzle is beyond its grid and clues: how it is printed and
    played, and what a file must keep to stay that puzzle."""

    PLAIN = "plain"  # a fill-in or crossword as its grid shows it
    DIAGRAMLESS = "diagramless"  # the player finds the blocks: printed without blocks or numbers
    CODED = "coded"  # no clues: each cell's label is a number, and each number one letter
    ACROSTIC = "acrostic"  # a quote whose letters the clues' answers share (their `cells`)


def numbering(slots: Iterable[Slot]) -> dict[Cell, int]:
    """Crossword clue numbers: 1, 2, ... for each cell that starts a slot, in reading order."""
    starts = sorted({slot.start for slot in slots})
    return {cell: n for n, cell in enumerate(starts, start=1)}


@dataclass(frozen=True)
class Puzzle:
    """A grid and a word bank: every slot takes a word, crossing letters agree.

    A crossword is a puzzle with `clues`; its bank is its answers, sorted, and empty when the
    file that held it kept no answers (it can then be printed or converted, not solved).

    What a crossword marks on its cells:
    - `styles`: circled, shaded and void cells;
    - `rebus`: the answer of each cell that holds more than one letter, or a character that
      is no letter (`HEART`, `7`); the grid, the answers and the words hold its first letter
      (or `X` when it has none) in its place, as .puz files do, so the engine fills such a
      cell like any other and crossing words still agree on it;
    - `labels`: the file's own cell labels, when they are not the usual numbering (the first
      crossword's clues run from label to label, `2-3`); a coded crossword's cipher numbers;
    - `corners`: text a cell holds in another corner (or on an edge), by place (MARK_PLACES):
      a second number, top right, where two answers start (Crossword Compiler's
      `top-right-number`, ipuz's `mark`).

    `kind` says what sort of crossword it is (see Kind): a coded one is a crossword though it
    has no clues, and an acrostic's grid is its quote, each clue naming the quote's cells its
    answer shares.
    """

    grid: Grid
    bank: WordBank
    min_length: int = 2
    name: str = ""  # where it came from (a file name), for messages; `meta.title` is its title
    meta: Metadata = Metadata()
    clues: tuple[Clue, ...] = ()
    styles: Mapping[Cell, CellStyle] = field(default_factory=dict)
    rebus: Mapping[Cell, str] = field(default_factory=dict)
    labels: Mapping[Cell, str] = field(default_factory=dict)
    kind: Kind = Kind.PLAIN
    corners: Mapping[Cell, Mapping[str, str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # One order whatever the file's: across before down, each by number, as printed.
        object.__setattr__(self, "clues", clue_order(self.clues))

    @cached_property
    def slots(self) -> tuple[Slot, ...]:
        return find_slots(self.grid, self.min_length)

    @property
    def is_crossword(self) -> bool:
        """Whether it is a crossword (clued, coded or any other kind), not a fill-in."""
        return bool(self.clues) or self.kind is not Kind.PLAIN

    @cached_property
    def outside(self) -> frozenset[Cell]:
        """The cells outside a shaped grid's shape: blocks marked void, which every page,
        player and writer shows as nothing (and the engine fills like any other block)."""
        return frozenset(cell for cell, look in self.styles.items() if look.void)

    @property
    def is_blank(self) -> bool:
        """Whether it is a blank grid, with no words and no clues: a template a constructor
        fills or clues, and prints empty."""
        return not self.bank.listed and not self.is_crossword

    @cached_property
    def crossings(self) -> tuple[Crossing, ...]:
        return find_crossings(self.slots)

    @cached_property
    def numbers(self) -> dict[Cell, int]:
        return numbering(self.slots)

    def clue_slot(self, clue: Clue) -> Slot | None:
        """The slot `clue` belongs to, or None when no slot starts at its number that way (or
        the clue names cells of its own)."""
        if clue.cells or clue.direction is None:
            return None
        return self._slot_at.get((clue.number, clue.direction))

    def clue_cells(self, clue: Clue) -> tuple[Cell, ...]:
        """The cells `clue`'s answer fills, in order: its own, or its slot's."""
        if clue.cells:
            return clue.cells
        slot = self.clue_slot(clue)
        return slot.cells if slot is not None else ()

    def label(self, cell: Cell) -> str:
        """The number or label printed in a cell's corner ("" for none)."""
        if self.labels:
            return self.labels.get(cell, "")
        if self.kind is Kind.ACROSTIC:
            number = self.quote_numbers.get(cell)
            return "" if number is None else f"{number}{self.quote_clue.get(cell, '')}"
        number = self.numbers.get(cell)
        return "" if number is None else str(number)

    @cached_property
    def quote_numbers(self) -> dict[Cell, int]:
        """An acrostic's letters numbered in reading order (given punctuation has none): the
        numbers its clues' answer blanks show."""
        cells = [
            (r, c) for r, row in enumerate(self.grid.rows) for c, ch in enumerate(row) if ch == OPEN
        ]
        return {cell: n for n, cell in enumerate(cells, start=1)}

    @cached_property
    def quote_clue(self) -> dict[Cell, str]:
        """Which clue's answer shares each of an acrostic's letters, by the clue's label."""
        return {cell: clue.shown for clue in self.clues for cell in clue.cells}

    def answer_text(self, rows: Sequence[str], cells: Iterable[Cell]) -> str:
        """The answer `rows` spell over `cells`, each rebus cell as its whole answer."""
        return "".join(self.rebus.get(cell) or rows[cell[0]][cell[1]] for cell in cells)

    def slot_number(self, slot: Slot) -> int:
        return self.numbers[slot.start]

    @cached_property
    def _slot_at(self) -> dict[tuple[int, Direction], Slot]:
        return {(self.numbers[s.start], s.direction): s for s in self.slots}

    def pattern(self, slot: Slot) -> str:
        """The slot as the grid gives it, `?` for an empty cell: e.g. `?A?E??S`."""
        return "".join("?" if self.grid[c] == OPEN else self.grid[c] for c in slot.cells)


@dataclass(frozen=True, slots=True)
class Placement:
    """A word in a slot; `row` and `col` are 0-based, `user_row`/`user_col` 1-based."""

    word: str
    row: int
    col: int
    direction: Direction

    @property
    def user_row(self) -> int:
        return self.row + 1

    @property
    def user_col(self) -> int:
        return self.col + 1

    def cells(self) -> tuple[Cell, ...]:
        """The cells the word covers, first letter first."""
        dr, dc = self.direction.dr, self.direction.dc
        return tuple((self.row + k * dr, self.col + k * dc) for k in range(len(self.word)))


def fill_rows(puzzle: Puzzle, words: Sequence[str | None]) -> tuple[str, ...]:
    """The grid with each slot's word written in; a slot whose word is None stays as it is."""
    cells = [list(row) for row in puzzle.grid.rows]
    for slot, word in zip(puzzle.slots, words, strict=True):
        if word is not None:
            for (r, c), ch in zip(slot.cells, word, strict=True):
                cells[r][c] = ch
    return tuple("".join(row) for row in cells)


def lone_letters(puzzle: Puzzle, rows: Sequence[str]) -> dict[Cell, str]:
    """The letters `rows` put in open cells that no slot covers (see Solution.lone)."""
    covered = {cell for slot in puzzle.slots for cell in slot.cells}
    return {
        (r, c): rows[r][c]
        for r, row in enumerate(puzzle.grid.rows)
        for c, ch in enumerate(row)
        if ch == OPEN and rows[r][c] not in (BLOCK, OPEN) and (r, c) not in covered
    }


def spelled_words(puzzle: Puzzle, rows: Sequence[str]) -> tuple[str, ...]:
    """The word each slot of `puzzle` reads in the filled `rows`, in slot order: the inverse
    of fill_rows."""
    return tuple("".join(rows[r][c] for r, c in slot.cells) for slot in puzzle.slots)


@dataclass(frozen=True)
class Solution:
    """One word per slot of `puzzle`, in slot order; `lone` the letters of open cells that
    are in no slot (an unclued one-cell square, a one-letter word of an acrostic's quote),
    which no word spells but the file's answers have."""

    puzzle: Puzzle
    words: tuple[str, ...]
    lone: Mapping[Cell, str] = field(default_factory=dict)

    @cached_property
    def rows(self) -> tuple[str, ...]:
        rows = fill_rows(self.puzzle, self.words)
        if not self.lone:
            return rows
        cells = [list(row) for row in rows]
        for (r, c), ch in self.lone.items():
            cells[r][c] = ch
        return tuple("".join(row) for row in cells)

    @property
    def placements(self) -> tuple[Placement, ...]:
        return tuple(
            Placement(word, slot.start[0], slot.start[1], slot.direction)
            for slot, word in zip(self.puzzle.slots, self.words, strict=True)
        )


def list_order(words: Iterable[str]) -> list[str]:
    """Words as a printed word list has them: shortest first, then alphabetically.

    Never the order of the grid's slots, which would tell a solver where each word goes.
    """
    return sorted(words, key=lambda w: (len(w), w))


def own_words(solution: Solution) -> Solution:
    """The filled grid as a fill-in of its own answers, listed shortest first, then A to Z.

    What an autofill becomes once filled: its word list is what it used, not the dictionary.
    """
    words = list_order(solution.words)
    puzzle = solution.puzzle
    own = replace(puzzle, bank=WordBank.from_words(words))
    return Solution(own, solution.words, solution.lone)


def hidden_form(answer: str) -> str:
    """How a word-search answer hides in the grid: `ice cream` -> ICECREAM, as books do."""
    return normalize_word("".join(answer.split()))


def written_form(answer: str) -> str:
    """How a word-search answer is listed: folded, its spaces and hyphens kept (ICE CREAM)."""
    return fold(" ".join(answer.split()))


_ENUMERATION_AT_END = re.compile(r"\((\d+(?:[,-]\d+)+)\)\s*$")


def written_answer(answer: str, clue: str) -> str:
    """`answer` split as the enumeration ending `clue` says: ICECREAM, (3,5) -> ICE CREAM;
    as it is when the clue gives none, or one that doesn't add up to it."""
    found = _ENUMERATION_AT_END.search(clue)
    if not found:
        return answer
    parts = re.split(r"([,-])", found.group(1))
    if sum(int(p) for p in parts[::2]) != len(answer):
        return answer
    out, at = [], 0
    for k, part in enumerate(parts):
        if k % 2:
            out.append(" " if part == "," else "-")
        else:
            out.append(answer[at : at + int(part)])
            at += int(part)
    return "".join(out)


# Letters that no accent-stripping decomposes, read as the letters they are sorted with.
_FOLD_EXTRA = str.maketrans(
    {
        "Ł": "L",
        "Ø": "O",
        "Đ": "D",
        "Æ": "AE",
        "Œ": "OE",
        "ß": "SS",
        "ł": "l",
        "ø": "o",
        "đ": "d",
        "æ": "ae",
        "œ": "oe",
    }
)


def alphabetical_key(word: str) -> tuple[str, str]:
    """Alphabetical as a reader expects: by the letters without accents, then by the word
    (so E < É < F, and Ø sorts with O, not after Z)."""
    base = unicodedata.normalize("NFD", word.translate(_FOLD_EXTRA))
    return "".join(ch for ch in base if not unicodedata.combining(ch)).upper(), word


# A word-search cell outside the puzzle's shape: never a letter, so no word reads across it.
OUTSIDE = " "


def shape_mask(rows: Sequence[str]) -> tuple[str, ...]:
    """A word-search grid's shape as files write it: `#` a cell inside, `.` one outside."""
    return tuple("".join("." if ch == OUTSIDE else "#" for ch in row) for row in rows)


LIST_ORDERS = ("alpha", "given", "length")  # how a word search's list may be printed


def list_order_problem(order: str) -> str | None:
    """Why `order` is not a list order, or None when it is one."""
    if order in LIST_ORDERS:
        return None
    return f"unknown list order {order!r}; expected {', '.join(LIST_ORDERS)}"


@dataclass(frozen=True, slots=True)
class Listing:
    """How a hidden word shows in the printed list, when not as itself.

    `answer` is the word as written (`ICE CREAM`, hidden as ICECREAM); `clue`, when set, is
    printed instead of the answer (a vocabulary search lists "a cold dessert").
    """

    word: str
    answer: str
    clue: str = ""

    @property
    def shown(self) -> str:
        return self.clue or self.answer


def listing(answer: str, clue: str = "") -> Listing | None:
    """How `answer` shows in a printed list when not as its hidden word: with its clue, or
    with its spaces and hyphens (ICE CREAM); None when it shows as itself."""
    word, written, clue = hidden_form(answer), written_form(answer), clue.strip()
    return Listing(word, written, clue) if clue or written != word else None


@dataclass(frozen=True)
class WordSearch:
    """A finished word search: letter rows and where each hidden word starts and runs.

    Placements use all eight directions; `row`/`col` are 0-based like everywhere inside.
    A shaped grid has OUTSIDE in the cells beyond its shape. `message` is the hidden message
    as given: its letters fill the cells no word uses, read row by row. `secrets` are hidden
    exactly once like the words but left off the list. `listings` say how words with a clue
    or a written form of their own are listed; `order` is the list's order (LIST_ORDERS).
    """

    rows: tuple[str, ...]
    placements: tuple[Placement, ...]
    seed: int | None = None
    meta: Metadata = Metadata()
    message: str = ""
    secrets: tuple[Placement, ...] = ()
    listings: tuple[Listing, ...] = ()
    order: str = "alpha"

    @property
    def shaped(self) -> bool:
        """True when some cells lie outside the puzzle's shape."""
        return any(OUTSIDE in row for row in self.rows)

    def inside(self, cell: Cell) -> bool:
        r, c = cell
        return self.rows[r][c] != OUTSIDE

    @property
    def shape(self) -> tuple[str, ...]:
        """The shape as a mask: `#` a cell inside, `.` one outside."""
        return shape_mask(self.rows)

    @property
    def message_letters(self) -> str:
        return grid_letters(self.message)

    def leftover(self) -> str:
        """The letters of the cells inside the shape that no word or secret uses, row by row."""
        used = {cell for p in (*self.placements, *self.secrets) for cell in p.cells()}
        return "".join(
            ch
            for r, row in enumerate(self.rows)
            for c, ch in enumerate(row)
            if ch != OUTSIDE and (r, c) not in used
        )

    def shown(self, word: str) -> str:
        """What the printed list shows for `word`: its clue, its written form, or itself."""
        for listing in self.listings:
            if listing.word == word:
                return listing.shown
        return word

    def listed(self) -> list[tuple[str, str]]:
        """(word, what the list shows for it) for each listed word (never a secret), in
        `order`."""
        pairs = [(p.word, self.shown(p.word)) for p in self.placements]
        if self.order == "given":
            return pairs
        if self.order == "length":
            return sorted(pairs, key=lambda pair: (len(pair[1]), alphabetical_key(pair[1])))
        return sorted(pairs, key=lambda pair: alphabetical_key(pair[1]))

    def word_list(self) -> list[str]:
        """The list as printed: what each word shows (never a secret), in `order`."""
        return [shown for _, shown in self.listed()]


@dataclass(frozen=True)
class GameSave:
    """A game in progress: the puzzle, the board as the player left it, and their moves.

    `state` is the terminal game's own record (its full undo history), kept as it is so a
    resumed game can still take moves back; files from other programs have none.
    """

    puzzle: Puzzle
    board: tuple[str, ...]  # the grid as the player has it: # block, . empty, letters
    placements: tuple[Placement, ...] = ()  # the words the player placed, oldest first
    hints: int = 0
    seconds: float = 0.0  # time played so far
    state: Mapping[str, Any] | None = None
    solution: Solution | None = None  # the answers, when the file that held the game has them
    entries: Mapping[Cell, str] = field(default_factory=dict)  # the player's rebus entries


# Every kind of file wordgrid reads and writes holds one of these.
Document = Puzzle | Solution | WordSearch | GameSave


def answer_of(doc: Document) -> Solution | None:
    """The filled grid a document carries, if any: a solution, or a game's stored answers."""
    if isinstance(doc, Solution):
        return doc
    return doc.solution if isinstance(doc, GameSave) else None


def meta_of(doc: Document) -> Metadata:
    """The title, author and the rest of any document."""
    if isinstance(doc, WordSearch | Puzzle):
        return doc.meta
    return doc.puzzle.meta
