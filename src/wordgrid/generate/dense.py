"""Dense style: fill a block pattern from a dictionary with the engine, then make a fill-in.

The dictionary goes to the engine in bank mode: a WordBank listing each word once, so the
fill uses each word at most once, with scores that put common words first. A little random
noise on the scores (from the seed) makes each seed's fill different.

The fill-in must have one solution, and that is built into the fill's search: the engine
asks the caller about each fill it finds (`accept`), and backs up past one whose words could
trade places to the choice that settled them, instead of the caller refilling from scratch.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.model import Grid, Puzzle, WordBank
from wordgrid.solver import Accept, Outcome, solve

# Word scores are Zipf frequencies (about 1 to 7); noise of this size reorders words of
# similar frequency between seeds but still keeps rare words at the back.
SCORE_NOISE = 1.5
# A fill that needs more search nodes than this is abandoned for a fresh pattern. Fill
# effort is heavy-tailed: of 59 patterns from 7x7 to 15x15, 34 filled in under 100 nodes
# and some took thousands, so many short tries beat a few long ones. Counting nodes rather
# than seconds keeps a seed's result the same on a slow or busy machine.
FILL_NODE_BUDGET = 150
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


def fill(
    pattern: Grid, bank: WordBank, budget: Budget = NO_LIMIT, accept: Accept | None = None
) -> Outcome | None:
    """One fill of `pattern` from `bank` that `accept` takes, or None when there is none or
    it is over budget.

    The fill gets FILL_NODE_BUDGET nodes and FILL_TIMEOUT seconds at most, within `budget`.
    """
    within = budget.within(FILL_TIMEOUT).with_nodes(FILL_NODE_BUDGET)
    outcome = solve(Puzzle(pattern, bank), limit=1, budget=within, accept=accept)
    return outcome if outcome.solutions else None
