"""The crossword constructor's calls: a grid and its clues as a crossword, a crossword file
opened to edit, and the entries that fit the slot being filled.

The constructor keeps a clue by where its entry starts and the way it runs, not by its
number: a block drawn elsewhere renumbers the grid, and an entry retyped changes its
answer, but neither moves the start of every other entry, so every other clue stays.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import compress

from wordgrid.dictionary import Dictionary, enumeration
from wordgrid.errors import InputError
from wordgrid.model import (
    OPEN,
    Bar,
    Cell,
    CellStyle,
    Clue,
    Direction,
    Document,
    GameSave,
    Grid,
    Metadata,
    Puzzle,
    Slot,
    Solution,
    WordBank,
    WordSearch,
    find_slots,
    own_words,
    spelled_words,
    stand_in,
)
from wordgrid.solver.lookahead import LookAhead
from wordgrid.verify import check

MAX_SIDE = 30  # the constructor's largest grid, rows and columns
# An enumeration at the end of a clue: (5), (3,5), (4-3), (2'1), (3, 5).
_ENUMERATION = re.compile(r"\(\s*\d+(?:\s*[-,'\s]\s*\d+)*\s*\)\s*$")


@dataclass(frozen=True, slots=True)
class EntryClue:
    """A clue as the constructor keeps it: the cell its entry starts at, the way it runs."""

    cell: Cell
    direction: Direction
    text: str


@dataclass(frozen=True)
class Draft:
    """A crossword as the constructor edits it.

    `rows` are `#` for a block, `.` for an empty cell, or a letter; a rebus cell holds its
    answer's stand-in letter (see `Puzzle.rebus`). `styles` and `rebus` are carried from a
    file opened to edit: the constructor shows circles and rebus answers but doesn't make
    them, and drops those whose cell became a block or took another letter.
    `enumerations`: whether a multi-word entry's clue gets its enumeration, (3,5) for ICE
    CREAM, on export; a file opened to edit keeps its own habit (see `enumerated`).
    """

    rows: tuple[str, ...]
    clues: tuple[EntryClue, ...] = ()
    meta: Metadata = Metadata()
    styles: Mapping[Cell, CellStyle] = field(default_factory=dict)
    rebus: Mapping[Cell, str] = field(default_factory=dict)
    enumerations: bool = True
    bars: frozenset[Bar] = frozenset()  # a barred grid's: an entry ends at one as at a block


def has_enumeration(text: str) -> bool:
    """Whether a clue ends with its enumeration already: `Frozen treat (3,5)`."""
    return _ENUMERATION.search(text) is not None


def clue_text(text: str, answer: str, enumerate_entries: bool) -> str:
    """A clue as exported: with the enumeration of a multi-word entry, `(3,5)` for ICECREAM,
    when asked and when the clue has text and no enumeration of its own."""
    text = " ".join(text.split())
    if not enumerate_entries or not text or has_enumeration(text):
        return text
    lengths = enumeration(answer)
    return f"{text} ({lengths})" if lengths else text


def filled_shape(grid: Grid, meta: Metadata | None = None) -> Puzzle:
    """A filled grid's blocks and slots, as a puzzle with no words yet; InputError when a
    cell is still empty or the grid has no entry."""
    if any(OPEN in row for row in grid.rows):
        raise InputError("grid: fill every cell first (autofill can)")
    shape = Puzzle(grid.without_letters(), WordBank.from_words([]), meta=meta or Metadata())
    if not shape.slots:
        raise InputError("grid: there is no entry (an entry is 2 or more cells in a row)")
    return shape


def crossword_solution(draft: Draft) -> Solution:
    """The draft as a crossword file holds it, checked: its filled grid, a clue for every
    entry (empty for an entry the maker has not clued yet) and its metadata.

    Raises InputError when a cell is still empty, the grid has no entry, or a clue names
    no entry's start (with the clue's place in `draft.clues`).
    """
    shape = filled_shape(Grid(draft.rows, draft.bars))
    texts = _clue_texts(shape, draft.clues)
    words = spelled_words(shape, draft.rows)
    rebus = {
        cell: text
        for cell, text in draft.rebus.items()
        if shape.grid.is_open(cell) and draft.rows[cell[0]][cell[1]] == stand_in(text)
    }
    clues = tuple(
        Clue(
            shape.slot_number(slot),
            slot.direction,
            clue_text(
                texts.get((slot.start, slot.direction), ""),
                "".join(rebus.get(cell) or draft.rows[cell[0]][cell[1]] for cell in slot.cells),
                draft.enumerations,
            ),
        )
        for slot in shape.slots
    )
    # A mark stays on a cell still of its kind: a circle or shade on a letter, a void (outside
    # a shaped grid) on a block.
    grid = shape.grid
    styles = {
        (r, c): look
        for (r, c), look in draft.styles.items()
        if 0 <= r < grid.height and 0 <= c < grid.width and grid.is_open((r, c)) != look.void
    }
    filled = own_words(Solution(shape, words))
    puzzle = replace(filled.puzzle, meta=draft.meta, clues=clues, styles=styles, rebus=rebus)
    return check(Solution(puzzle, words))


def _clue_texts(shape: Puzzle, clues: Sequence[EntryClue]) -> dict[tuple[Cell, Direction], str]:
    starts = {(s.start, s.direction) for s in shape.slots}
    texts: dict[tuple[Cell, Direction], str] = {}
    for k, clue in enumerate(clues):
        key = (clue.cell, clue.direction)
        (r, c), way = clue.cell, clue.direction.label
        if key not in starts:
            raise InputError(f"clues[{k}]: no {way} entry starts at row {r + 1}, column {c + 1}")
        if key in texts:
            raise InputError(f"clues[{k}]: a second clue for the {way} entry at R{r + 1}C{c + 1}")
        texts[key] = clue.text
    return texts


def draft_of(doc: Document, where: str = "") -> Draft:
    """A crossword file's crossword, to edit in the constructor: its grid (its answers, or
    the letters it gives when it keeps none), its clues and metadata.

    Raises InputError for what the constructor can't edit: word searches, clue groups
    other than Across and Down, cell labels of its own, grids over MAX_SIDE.
    """
    if isinstance(doc, WordSearch):
        raise InputError("this file is a word search; the constructor makes crosswords", path=where)
    from wordgrid.formats import as_puzzle

    solution = doc.solution if isinstance(doc, GameSave) else doc
    puzzle = solution.puzzle if isinstance(solution, Solution) else as_puzzle(doc)
    refusal = _cannot_edit(puzzle)
    if refusal:
        raise InputError(f"the constructor can't edit {refusal}", path=where)
    rows = solution.rows if isinstance(solution, Solution) else puzzle.grid.rows
    clues = tuple(
        EntryClue(slot.start, slot.direction, clue.text)
        for clue in puzzle.clues
        if (slot := puzzle.clue_slot(clue)) is not None
    )
    return Draft(
        tuple(rows),
        clues,
        puzzle.meta,
        puzzle.styles,
        puzzle.rebus,
        enumerated(puzzle),
        puzzle.grid.bars,
    )


def _cannot_edit(puzzle: Puzzle) -> str:
    """What of a crossword the constructor can't edit, in words; "" when it can."""
    grid = puzzle.grid
    if not 2 <= grid.height <= MAX_SIDE or not 2 <= grid.width <= MAX_SIDE:
        return f"a grid of {grid.height}x{grid.width}: it makes grids of 2 to {MAX_SIDE} a side"
    if puzzle.min_length != 2:
        return f"slots of {puzzle.min_length}+ cells: it counts every run of 2 as an entry"
    if puzzle.labels:
        return "cell labels other than the usual numbering"
    if puzzle.corners:
        return "text in a cell's corners"
    for clue in puzzle.clues:
        if clue.direction is None or clue.group or clue.cells:
            return f"clue {clue.name}: it keeps Across and Down clues of the grid's entries"
    if not puzzle.slots:
        return "a grid without entries"
    return ""


def enumerated(puzzle: Puzzle) -> bool:
    """Whether a crossword gives enumerations in its clues (a British one does): the
    constructor then adds them to the maker's new clues too."""
    return any(has_enumeration(c.text) for c in puzzle.clues)


@dataclass(frozen=True, slots=True)
class Candidate:
    """An entry the pattern search found for a slot: whether it can go there (its length,
    and the letters the slot has), and with it in place the fewest entries that still fit
    one of the slot's crossing entries through an empty cell (None when it crosses none)."""

    word: str
    score: float
    fits: bool
    crossings: int | None

    @property
    def viable(self) -> bool:
        """It fits, and leaves every crossing through an empty cell an entry."""
        return self.fits and self.crossings != 0


@dataclass(frozen=True)
class SlotSearch:
    """The pattern search on the slot being filled: how many entries match, how many of
    them are viable (None when too many matched to rate them all), and the best."""

    pattern: str
    total: int
    viable: int | None
    candidates: tuple[Candidate, ...]


def slot_candidates(
    look: LookAhead,
    words: Dictionary,
    grid: Grid,
    start: Cell,
    direction: Direction,
    pattern: str,
    limit: int,
) -> SlotSearch:
    """The best `limit` entries of `words` (whose index `look` holds) that match `pattern`
    for the slot at `start`, the viable ones (see Candidate) first, then by score: the maker
    picks an entry by hand and sees which choices starve a crossing.

    Raises InputError when no entry of the grid starts at `start` that way, or the pattern
    can't be read.
    """
    from wordgrid.app.words import ranked
    from wordgrid.patterns import parse_pattern, search

    slots = find_slots(grid)
    slot = next((s for s in slots if s.start == start and s.direction is direction), None)
    if slot is None:
        (r, c), way = start, direction.label
        raise InputError(f"slot: no {way} entry starts at row {r + 1}, column {c + 1}")
    found = search(look.index, parse_pattern(pattern)).words
    fitting, least = _Ratings(look, grid, slot, slots).rate(found)
    viable = [w for w in fitting if least[w] != 0]
    scores = words.scores
    best = list(ranked(viable, scores, limit))
    if len(best) < limit:  # then the rest, those that fit first
        kept = set(viable)
        fits_only = [w for w in fitting if w not in kept]
        best += ranked(fits_only, scores, limit - len(best))
    if len(best) < limit:
        fit = set(fitting)
        best += ranked([w for w in found if w not in fit], scores, limit - len(best))
    candidates = tuple(Candidate(m.word, m.score, m.word in least, least.get(m.word)) for m in best)
    return SlotSearch(pattern, len(found), len(viable), candidates)


class _Ratings:
    """What each entry would leave the slot's crossings, for thousands of entries at once.

    Each crossing through an empty cell of the slot is asked of the look-ahead once per
    letter that the entries have there; an entry's rating is then the least of a few table
    lookups, done column by column with map (in C), not entry by entry in Python.
    """

    def __init__(self, look: LookAhead, grid: Grid, slot: Slot, slots: Sequence[Slot]) -> None:
        self.look, self.grid, self.slot = look, grid, slot
        self.crossing_at = {
            cell: (other, k)
            for other in slots
            if other.direction is not slot.direction
            for k, cell in enumerate(other.cells)
        }

    def rate(self, found: Sequence[str]) -> tuple[list[str], dict[str, int | None]]:
        """The entries that fit the slot (its length and letters), and for each the fewest
        entries it leaves a crossing through an empty cell (None when it crosses none)."""
        cells = self.slot.cells
        length = len(cells)
        fitting = [w for w in found if len(w) == length]
        text = "".join(fitting)
        columns = [text[p::length] for p in range(length)]  # position p's letters, in C
        keep = [True] * len(fitting)
        counts = []
        for p, cell in enumerate(cells):
            letter = self.grid[cell]
            if letter != OPEN:  # a letter of the grid: the entry must have it
                keep = list(map(bool.__and__, keep, map(letter.__eq__, columns[p])))
                continue
            table = self.crossing_table(cell, set(columns[p]))
            if table is not None:
                counts.append(list(map(table.__getitem__, columns[p])))
        fitting = list(compress(fitting, keep))
        if not counts:
            return fitting, dict.fromkeys(fitting)
        least = compress(map(min, *counts) if len(counts) > 1 else counts[0], keep)
        return fitting, dict(zip(fitting, least, strict=True))

    def crossing_table(self, cell: Cell, letters: set[str]) -> dict[str, int] | None:
        """For each of `letters`: how many entries fit the crossing through `cell` with that
        letter there; None when no crossing runs through it."""
        if cell not in self.crossing_at:
            return None
        other, k = self.crossing_at[cell]
        shown = ["?" if self.grid[x] == OPEN else self.grid[x] for x in other.cells]
        table = {}
        for letter in letters:
            shown[k] = letter
            table[letter] = self.look.count("".join(shown))
        return table
