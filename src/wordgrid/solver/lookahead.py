"""Look-ahead for a grid being built: how many entries still fit each slot, and which cells
no entry can fill.

A constructor edits one cell at a time, and most slots keep their pattern (`C??T`) from one
edit to the next. So the work per pattern (one AND of letter bitsets per given letter, and
the letters each position can still take) is remembered by pattern: an edit recomputes only
the two slots through the edited cell. This is deliberately no more than pattern matching
(no propagation), which is what a constructor reads as "how many words fit here".

A complete entry that the list lacks (a theme entry, a name) is the maker's choice, not a
dead end: it stands as written, its letters fixed and its slot filled, and the report names
it as not in the word list. Otherwise one such entry would mark all its cells, and every
crossing's, as cells no entry can fill.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, field

from wordgrid.model import OPEN, Cell, Grid, Slot, find_slots
from wordgrid.solver.index import LengthClass, LetterMask, WordIndex, letters_at

# Patterns remembered per look-ahead: a 21x21 grid has about 150 slots, so this holds the
# patterns of many edits back (undo, retyping) without growing without bound.
PATTERN_CACHE = 4096
EVERY_LETTER: LetterMask = -1  # all bits set: `among` for letters_at when anything goes


@dataclass(frozen=True, slots=True)
class SlotCount:
    """One slot and how many dictionary entries match its pattern."""

    slot: Slot
    pattern: str  # `?` for an empty cell
    count: int


@dataclass(frozen=True, slots=True)
class Report:
    """What the look-ahead found for one grid."""

    slots: tuple[SlotCount, ...]
    dead: tuple[Cell, ...]  # open cells that no entry of a slot through them can fill
    duplicates: tuple[str, ...]  # complete entries that appear more than once, A to Z
    unlisted: tuple[str, ...] = ()  # complete entries that are not in the word list, A to Z


@dataclass
class LookAhead:
    """Counts for grids filled from one dictionary's index, remembering recent patterns."""

    index: WordIndex
    # (pattern) -> (count, letter mask per position): the pattern's length picks the class
    _cache: OrderedDict[str, tuple[int, tuple[LetterMask, ...]]] = field(
        default_factory=OrderedDict
    )
    # One report at a time: a server asks from several threads, and the cache is shared.
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def _pattern(self, pattern: str) -> tuple[int, tuple[LetterMask, ...]]:
        known = self._cache.get(pattern)
        if known is not None:
            self._cache.move_to_end(pattern)
            return known
        cls_ = self.index.get(len(pattern))
        result = (0, (0,) * len(pattern)) if cls_ is None else _match(cls_, self.index, pattern)
        self._cache[pattern] = result
        if len(self._cache) > PATTERN_CACHE:
            self._cache.popitem(last=False)
        return result

    def count(self, pattern: str) -> int:
        """How many entries fit `pattern` (`?` for an empty cell): the remembered count, or
        one AND per given letter (the letters per position, which a report needs and a
        count doesn't, are left out)."""
        with self._lock:
            known = self._cache.get(pattern)
        if known is not None:
            return known[0]
        cls_ = self.index.get(len(pattern))
        given = {p: ch for p, ch in enumerate(pattern) if ch != "?"}
        if cls_ is None or any(ch not in self.index.alphabet for ch in given.values()):
            return 0
        return cls_.matching(given).bit_count()

    def report(self, grid: Grid) -> Report:
        """Counts per slot (across, then down), dead cells in reading order, duplicates,
        and the complete entries the list lacks (each taken as itself)."""
        with self._lock:
            return self._report(grid)

    def _report(self, grid: Grid) -> Report:
        slots = find_slots(grid)
        counts = []
        allowed: dict[Cell, LetterMask] = {}
        seen: dict[str, int] = {}
        unlisted: set[str] = set()
        for slot in slots:
            pattern = "".join("?" if grid[c] == OPEN else grid[c] for c in slot.cells)
            count, masks = self._pattern(pattern)
            counts.append(SlotCount(slot, pattern, count))
            if count == 0 and "?" not in pattern:
                unlisted.add(pattern)
                masks = self._as_written(pattern)
            for cell, mask in zip(slot.cells, masks, strict=True):
                allowed[cell] = allowed.get(cell, EVERY_LETTER) & mask
            if "?" not in pattern:
                seen[pattern] = seen.get(pattern, 0) + 1
        dead = tuple(sorted(cell for cell, mask in allowed.items() if not mask))
        duplicates = tuple(sorted(w for w, n in seen.items() if n > 1))
        return Report(tuple(counts), dead, duplicates, tuple(sorted(unlisted)))

    def _as_written(self, entry: str) -> tuple[LetterMask, ...]:
        """The letters a complete entry allows: its own (any letter where the alphabet has
        no bit for it, as the crossing's pattern holds the same letter)."""
        alphabet = self.index.alphabet
        return tuple(1 << alphabet[ch] if ch in alphabet else EVERY_LETTER for ch in entry)


def _match(cls_: LengthClass, index: WordIndex, pattern: str) -> tuple[int, tuple[LetterMask, ...]]:
    """How many words of the class fit `pattern`, and the letters each position can take."""
    given = {p: ch for p, ch in enumerate(pattern) if ch != "?"}
    if any(ch not in index.alphabet for ch in given.values()):
        return 0, (0,) * len(pattern)
    bits = cls_.matching(given)
    if not bits:
        return 0, (0,) * len(pattern)
    masks = tuple(
        1 << index.alphabet[given[p]] if p in given else letters_at(cls_, p, bits, EVERY_LETTER)
        for p in range(len(pattern))
    )
    return bits.bit_count(), masks
