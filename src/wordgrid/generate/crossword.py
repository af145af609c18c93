"""A clued crossword's layout: every word placed, in one piece, compact and well crossed.

A clued crossword needs no proof that it has one solution (its clues tell the words apart),
so its layout values other things than a fill-in's: crossings and a small box, and never
mind two words that could swap. The machinery is the fill-in's: quick greedy attempts
(`layout.grow`), the search that backs up over placements (`arrange.arrange`) when they all
fail, then ever smaller boxes while a layout is still found (`arrange.compact`).

Everything random comes from the seeded `rng`, and effort is counted in attempts and
placements, so a seed gives the same layout on any machine; a run the budget cuts short
raises GenerationTimeout rather than return a layout that depends on the time.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.generate.arrange import SEARCH_NODES, Arrangement, arrange, compact
from wordgrid.generate.layout import Layout, Size, grow
from wordgrid.generate.maker import GenerationFailed, GenerationTimeout, _no_layout

# Greedy attempts at the final box, the best kept (more crossings, then a smaller box); up
# to MAX_ATTEMPTS while none has placed every word. An attempt costs 5-25 ms for 40 words.
ATTEMPTS = 20
MAX_ATTEMPTS = 40
# Attempts at each smaller box while packing: the first layout found will do.
PACK_ATTEMPTS = 4
# A first guess at the square side, roomy enough that the first box mostly works (packing
# then shrinks it); the side grows one at a time, at most SIZE_STEPS times.
CELLS_PER_LETTER = 2.0
SIZE_STEPS = 12
# The layout search's effort (placements) at a size the user asked for, at each size tried
# when none was asked for, and at each smaller box tried once a layout is found.
FIXED_NODES = SEARCH_NODES
AUTO_NODES = 2_000
COMPACT_NODES = 300


def crossings_key(layout: Layout) -> tuple[int, int]:
    """Sort key, best first: most crossings, then the smallest box."""
    return (-len(layout.crossing_cells()), layout.height * layout.width)


def _sides(words: Sequence[str], size: Size | None) -> list[Size]:
    """The boxes to try, smallest first."""
    if size is not None:
        return [size]
    longest = max(map(len, words))
    side = max(longest, math.ceil(math.sqrt(sum(map(len, words)) * CELLS_PER_LETTER)))
    return [(s, s) for s in range(side, side + SIZE_STEPS + 1)]


class _Layouts:
    """Layout attempts at one box after another, for one list of words and one seed."""

    def __init__(self, words: Sequence[str], rng: random.Random, budget: Budget) -> None:
        self.words = list(words)
        self.rng = rng
        self.budget = budget
        self.urgent: frozenset[str] = frozenset()  # words left out before: placed first

    def greedy(self, bound: Size, best_of: int = 0, most: int = 0) -> Layout | None:
        """The best of `best_of` successful greedy attempts within `bound` (of `most` at
        most), or None when every one failed."""
        found: list[Layout] = []
        for _ in range(most or MAX_ATTEMPTS):
            if len(found) >= (best_of or ATTEMPTS):
                break
            self.check(f"laying out {len(self.words)} words in {bound[0]}x{bound[1]}")
            board, unplaced = grow(self.words, self.rng, bound, urgent=self.urgent, clued=True)
            if unplaced:
                self.urgent = frozenset(unplaced)
            else:
                found.append(Layout.normalized(board.placements))
        return min(found, key=crossings_key) if found else None

    def search(self, bound: Size, nodes: int) -> Arrangement:
        searched = arrange(self.words, bound, self.rng, budget=self.budget, nodes=nodes, clued=True)
        self.check(f"laying out {len(self.words)} words in {bound[0]}x{bound[1]}")
        return searched

    def within(self, bound: Size) -> Layout | None:
        """A layout within a smaller `bound`, from greedy attempts or a short search."""
        found = self.greedy(bound, 1, PACK_ATTEMPTS)
        return found or self.search(bound, COMPACT_NODES).layout

    def check(self, doing: str) -> None:
        if self.budget.expired():
            raise GenerationTimeout(f"stopped at the time limit while {doing}")


def crossword_layout(
    words: Sequence[str], size: Size | None, rng: random.Random, budget: Budget = NO_LIMIT
) -> Layout:
    """Every word of `words` laid out within `size` (any size when None), as compact and
    crossed as the attempts found; GenerationFailed says what would work when there is none."""
    tries = _Layouts(words, rng, budget)
    searched: Arrangement | None = None
    for bound in _sides(words, size):
        found = tries.greedy(bound, 1)  # packing follows; the best is chosen at the end
        if found is None:
            searched = tries.search(bound, FIXED_NODES if size else AUTO_NODES)
            found = searched.layout
        if found is not None:
            packed = compact(found, tries.within)
            if packed is found:
                return found
            # The smallest box found, and the best crossed of a few layouts in it.
            final = (packed.height, packed.width)
            return min([packed, *filter(None, [tries.greedy(final)])], key=crossings_key)
    assert searched is not None
    raise GenerationFailed(_no_layout(words, bound, searched, rng, budget, size is not None))
