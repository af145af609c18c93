"""Dense style: fill a block pattern from a dictionary with the engine, then make a fill-in.

The dictionary goes to the engine in bank mode: a WordBank listing each word once, so the
fill uses each word at most once, with scores that put common words first. A little random
noise on the scores (from the seed) makes each seed's fill different.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.model import Grid, Puzzle, WordBank
from wordgrid.solver import Outcome, solve

# Word scores are Zipf frequencies (about 1 to 7); noise of this size reorders words of
# similar frequency between seeds but still keeps rare words at the back.
SCORE_NOISE = 1.5
# A fill that needs more search nodes than this is abandoned for a fresh pattern: most
# patterns fill in under 300 nodes, and a stuck one rarely recovers. Counting nodes rather
# than seconds keeps a seed's result the same on a slow or busy machine.
FILL_NODE_BUDGET = 600
FILL_TIMEOUT = 30.0  # a safety net only; the node budget normally ends a stuck fill first


def dictionary_bank(
    words: Sequence[tuple[str, float]],
    rng: random.Random,
    banned: frozenset[str],
    lengths: set[int],
) -> WordBank:
    """The dictionary as a bank of single copies, scored by frequency plus seeded noise."""
    listed = tuple(w for w, _ in words if len(w) in lengths and w not in banned)
    scores = {w: f + SCORE_NOISE * rng.random() for w, f in words if len(w) in lengths}
    return WordBank(listed, dict.fromkeys(listed, 1), scores)


def fill(pattern: Grid, bank: WordBank, budget: Budget = NO_LIMIT) -> Outcome | None:
    """One fill of `pattern` from `bank`, or None when it is impossible or over budget.

    The fill gets FILL_NODE_BUDGET nodes and FILL_TIMEOUT seconds at most, within `budget`.
    """
    within = budget.within(FILL_TIMEOUT).with_nodes(FILL_NODE_BUDGET)
    outcome = solve(Puzzle(pattern, bank), limit=1, budget=within)
    return outcome if outcome.solutions else None
