"""Letter tally: a proof that no fill exists, from the letters of the word list alone.

When the list holds exactly one word per slot, length for length, a fill uses every word,
so the letters of the list are the letters of the filled grid, a cell where two slots cross
counted twice (once for each word) and a cell of one slot once. Hence:
- a given letter must be listed at least as often as words pass through its cell;
- once the given letters are taken off, a letter left an odd number of times needs an
  empty cell of one word alone. A grid where every empty cell is crossed, as in most
  published fill-ins, needs an even count of every letter; k such cells allow k odd counts.

Both are counts over the whole grid. Propagation often refutes such a list too (one
mistyped word in a crossed grid usually leaves some slot without a word), but only once the
index and the network are built; the tally needs one str.count per letter, so it runs before
anything else. A list that does not match the slots' lengths is left to propagation, which
names the slot that no word fits: that says more than a letter count.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from operator import attrgetter
from string import ascii_uppercase

from wordgrid.model import Puzzle

_CELLS = attrgetter("cells")


@dataclass(frozen=True, slots=True)
class LetterShortfall:
    """Why the list's letters can't be the grid's: no fill exists."""

    # letters left an odd number of times, once the given letters are taken off the list
    odd: tuple[str, ...]
    # empty cells (no given letter) of one word alone: each can take one odd letter
    single_cells: int
    # (letter, words through its given cells, times the list holds it), when it holds fewer
    short: tuple[tuple[str, int, int], ...] = ()
    givens: bool = False  # the grid has given letters in its words (taken off before `odd`)


def letter_shortfall(puzzle: Puzzle) -> LetterShortfall | None:
    """The reason the list's letters can't fill the grid, or None when the tally allows it.

    Only a list of one word per slot, length for length, is tallied: with spare words, any
    letter may be left over.
    """
    slots = puzzle.slots
    counts = puzzle.bank.counts
    if len(counts) > len(slots):  # a dictionary: said without summing its counts
        return None
    total = sum(counts.values())
    if total != len(slots):
        return None
    once = total == len(counts)  # every word listed once: the common case, done in C
    text = "".join(counts) if once else "".join(w * n for w, n in counts.items())
    # One str.count per letter runs in C, several times faster than a Counter of the text;
    # folded ASCII words hold only capitals, which spares building a set of the text.
    letters = ascii_uppercase if text.isascii() else set(text)
    held = {x: n for x in letters if (n := text.count(x))}
    # A crossing is one cell that two slots read; every other cell of a slot is read once.
    # The list's letters are the slots' cells when the lengths match, as checked below.
    single = len(text) - 2 * len(puzzle.crossings)
    read: Counter[str] = Counter()  # letter -> words through its given cells
    givens = puzzle.grid.has_givens()  # most fill-ins have none
    if givens:
        given = puzzle.grid.givens()
        reads = Counter(cell for slot in slots for cell in slot.cells if cell in given)
        for cell, letter in given.items():
            read[letter] += reads[cell]
            if reads[cell] == 1:
                single -= 1
        givens = bool(reads)  # a given letter in no word takes nothing off the list
    short = tuple(sorted((x, n, held.get(x, 0)) for x, n in read.items() if n > held.get(x, 0)))
    odd = tuple(sorted(x for x, n in held.items() if (n - read[x]) % 2))
    if not short and len(odd) <= single:
        return None
    # Checked last, as few lists fail: `single` above assumed the lengths match.
    if Counter(map(len, map(_CELLS, slots))) != (
        Counter(map(len, counts)) if once else _lengths(counts)
    ):
        return None
    return LetterShortfall(odd, single, short, givens)


def _lengths(counts: Mapping[str, int]) -> Counter[int]:
    """How many copies the list holds of each length."""
    out: Counter[int] = Counter()
    for word, n in counts.items():
        out[len(word)] += n
    return out
