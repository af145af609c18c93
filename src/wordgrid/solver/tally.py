"""Letter tally: a proof that no fill exists, from the letters of the word list alone.

When the list holds exactly as many words as the grid has slots, a fill uses every word, so
the letters of the list are the letters the slots read, no more and no fewer. A cell where
two slots cross is read twice, by both words, and a cell of one slot once. Hence:
- a letter the list holds an odd number of times must sit in an odd number of cells that
  only one slot reads. A grid where every cell is crossed, as in most published fill-ins,
  needs an even count of every letter; a grid with k cells read once allows k odd counts;
- a given letter is read once per slot through its cell, so the list must hold it that often.

Both are counts over the whole grid, which propagation (one crossing at a time) and search
can't see: a list with one mistyped word in a crossed grid has an odd letter, and without
this test only an exhaustive search says that no fill exists. The test costs one pass over
the list's letters, so it runs before anything else is built.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from operator import attrgetter
from string import ascii_uppercase

from wordgrid.model import BLOCK, OPEN, Puzzle

_CELLS = attrgetter("cells")


@dataclass(frozen=True, slots=True)
class LetterShortfall:
    """Why the list's letters can't be the grid's: no fill exists."""

    # letters the list holds an odd number of times, once the given letters are read
    odd: tuple[str, ...]
    # open cells without a given letter that only one slot reads: each can take one odd letter
    single_cells: int
    # (letter, times the slots read it in given cells, times the list holds it), when short
    short: tuple[tuple[str, int, int], ...] = ()


def letter_shortfall(puzzle: Puzzle) -> LetterShortfall | None:
    """The reason the list's letters can't fill the grid, or None when the tally allows it.

    Only a list that every fill uses up is tallied: with spare words, any letter may be left.
    """
    slots = puzzle.slots
    counts = puzzle.bank.counts
    if len(counts) > len(slots):  # a dictionary: said without summing its counts
        return None
    total = sum(counts.values())
    if total != len(slots):
        return None
    text = "".join(counts) if total == len(counts) else "".join(w * n for w, n in counts.items())
    # One str.count per letter runs in C, several times faster than a Counter of the text;
    # folded ASCII words hold only capitals, which spares building a set of the text.
    letters = ascii_uppercase if text.isascii() else set(text)
    held = {x: n for x in letters if (n := text.count(x))}
    # A crossing is one cell that two slots read; every other cell of a slot is read once.
    single = sum(map(len, map(_CELLS, slots))) - 2 * len(puzzle.crossings)
    read: Counter[str] = Counter()  # letter -> times slots read it in given cells
    # Most fill-ins have no given letter: a set of the grid's text, built in C, says so.
    if not set("".join(puzzle.grid.rows)) <= {BLOCK, OPEN}:
        givens = puzzle.grid.givens()
        reads = Counter(cell for slot in slots for cell in slot.cells if cell in givens)
        for cell, letter in givens.items():
            read[letter] += reads[cell]
            if reads[cell] == 1:
                single -= 1
    short = tuple(sorted((x, n, held.get(x, 0)) for x, n in read.items() if n > held.get(x, 0)))
    left = {x: n - read[x] for x, n in held.items()}
    odd = tuple(sorted(x for x, n in left.items() if n % 2))
    if short or len(odd) > single:
        return LetterShortfall(odd, single, short)
    return None
