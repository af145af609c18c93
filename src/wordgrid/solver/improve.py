"""Quality search: after a first fill, replace its weakest entries with better-scored ones.

A complete search finds a fill; this makes it read better. Large-neighbourhood search:
- take the lowest-scored entry that has not been tried yet (`_weakest`);
- free its slot and the slots up to 1, then 2, then 3 crossings away (`RINGS`), keeping the
  rest of the fill as it is;
- refill the freed slots with the engine's own search (`refill`, a capped depth-first run),
  asking the weak slot for a word scored above its own and each freed neighbour first for a
  word at least as good as its own ("strict"), then, for neighbours scored above the weak
  entry, only for one above the weak entry's score;
- on success start over from the new fill; on failure mark the entry as tried.

An accepted refill lifts the weak entry, lowers no entry that was at or under its score and
keeps every other freed entry above it: the fill's scores, sorted from the worst, grow
lexicographically (leximin), so the search must end. A strict refill raises the mean too.
It stops at the deadline, when the caller cancels, or when no entry can be lifted by
freeing its neighbours (a local optimum).

The words of a length class are indexed best score first (index.py), so "scored above x" is
a prefix of the class: one mask per floor, no pass over the words.
"""

from __future__ import annotations

import time
from bisect import bisect_left, bisect_right
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.model import Puzzle, SlotId
from wordgrid.solver.index import Bitset, WordIndex
from wordgrid.solver.propagate import Network, State, propagate, smallest_first
from wordgrid.solver.search import refill

# Words tried in one refill before it is given up: a neighbourhood that is not refilled
# within a few hundred words rarely is within thousands, and a 15x15 has 78 entries to try.
REFILL_NODES = 200
# How long a quality search may run when its caller gives no deadline.
IMPROVE_SECONDS = 10.0
# Neighbourhoods tried in turn: the slots up to 1, 2, then 3 crossings away. The crossers
# alone are pinned by their own crossers and can often change one letter only; on the
# classic grids three rings took the mean score from 52.7 to 56.0 against two.
RINGS = (1, 2, 3)


@dataclass(frozen=True)
class Improvement:
    """The improved fill (one word per slot) and what the quality search did."""

    words: tuple[str, ...]
    tries: int  # neighbourhoods the search tried to refill
    improved: int  # refills accepted
    seconds: float
    optimum: bool  # stopped because no entry could be lifted, not for lack of time


@dataclass
class _Fill:
    """The current fill as word ids, with each slot's score and the class score tables."""

    net: Network
    wids: list[int]
    negated: dict[int, list[float]]  # length -> minus the scores of its words, best first

    top: float  # the list's best score: an entry scored so can't be lifted

    def score(self, slot: SlotId) -> float:
        return -self.negated[self.net.lengths[slot]][self.wids[slot]]

    def above(self, slot: SlotId, floor: float, strictly: bool) -> Bitset:
        """The words of the slot's length scored above `floor` (or at least, not strictly)."""
        negated = self.negated[self.net.lengths[slot]]  # ascending: best word first
        count = (bisect_left if strictly else bisect_right)(negated, -floor)
        return (1 << count) - 1


def improve(
    puzzle: Puzzle,
    words: Sequence[str],
    index: WordIndex | None = None,
    *,
    frozen: Collection[SlotId] = (),
    budget: Budget = NO_LIMIT,
) -> Improvement:
    """Lift the weakest entries of a complete fill of `puzzle`; see the module's notes.

    `frozen` slots keep their words (outside a region being filled); so do slots whose
    letters are all given. The result is a fill of the same puzzle, as valid as the input.
    Without a time limit in `budget` the search stops after `IMPROVE_SECONDS`.
    """
    start = time.monotonic()
    if budget.at is None:
        budget = budget.within(IMPROVE_SECONDS)
    net = Network.build(puzzle, index)
    root = net.initial_state()
    scores = puzzle.bank.scores
    negated = {
        n: [-scores.get(w, 0.0) for w in cls_.words]
        for n, cls_ in net.index.classes.items()
        if n in net.same_length
    }
    wids = []
    for cls_, word in zip(net.classes, words, strict=True):
        assert cls_ is not None
        wids.append(cls_.ids[word])
    fill = _Fill(net, wids, negated, max(scores.values(), default=0.0))
    if propagate(net, root, smallest_first(root.doms)) is not None:
        return Improvement(tuple(words), 0, 0, time.monotonic() - start, True)
    fixed = set(frozen) | {s for s, d in enumerate(root.doms) if d & (d - 1) == 0}
    tried: set[tuple[SlotId, int]] = set()  # (slot, word) whose neighbourhood did not refill
    tries = improved = 0
    optimum = False
    while not budget.expired():
        slot = _weakest(fill, fixed, tried)
        if slot is None:
            optimum = True
            break
        tries += 1
        if _lift(fill, root, slot, fixed, budget):
            improved += 1
            tried.clear()  # a changed fill gives earlier failures new neighbours
        else:
            tried.add((slot, fill.wids[slot]))
    out = tuple(net.word(s, w) for s, w in enumerate(fill.wids))
    return Improvement(out, tries, improved, time.monotonic() - start, optimum)


def _weakest(fill: _Fill, fixed: set[SlotId], tried: set[tuple[SlotId, int]]) -> SlotId | None:
    """The open slot with the lowest-scored word not yet tried, longest first on ties."""
    best: SlotId | None = None
    key = (0.0, 0)
    for s, wid in enumerate(fill.wids):
        if s in fixed or (s, wid) in tried or fill.score(s) >= fill.top:
            continue
        k = (fill.score(s), -fill.net.lengths[s])
        if best is None or k < key:
            best, key = s, k
    return best


def _lift(
    fill: _Fill,
    root: State,
    slot: SlotId,
    fixed: set[SlotId],
    budget: Budget,
) -> bool:
    """Refill `slot` and its open crossers with better words; True (and `fill` changed) if so."""
    return any(_refill_around(fill, root, slot, fixed, n, budget) for n in RINGS)


def _around(net: Network, slot: SlotId, fixed: set[SlotId], rings: int) -> set[SlotId]:
    """The open slots within `rings` crossings of `slot`, itself left out."""
    seen, frontier = {slot}, [slot]
    for _ring in range(rings):
        frontier = [b for s in frontier for _i, b, _j, _m, _k in net.links[s] if b not in fixed]
        frontier = [b for b in dict.fromkeys(frontier) if b not in seen]
        seen.update(frontier)
    return seen - {slot}


def _refill_around(
    fill: _Fill,
    root: State,
    slot: SlotId,
    fixed: set[SlotId],
    rings: int,
    budget: Budget,
) -> bool:
    net = fill.net
    around = _around(net, slot, fixed, rings)
    region = (slot, *sorted(around))
    weak = fill.score(slot)
    for strict in (True, False):
        if not strict and all(fill.score(b) <= weak for b in around):
            break  # the relaxed floors are the strict ones: nothing new to ask
        state = root.copy()
        doms = state.doms
        for s, wid in enumerate(fill.wids):
            if s == slot:
                doms[s] &= fill.above(s, weak, strictly=True)
            elif s in around:
                # A neighbour no better than the weak entry must not get worse; a better one
                # may drop to just above the weak score unless `strict`.
                keep = strict or fill.score(s) <= weak
                doms[s] &= fill.above(s, fill.score(s) if keep else weak, strictly=not keep)
            else:
                doms[s] &= 1 << wid
        if propagate(net, state, smallest_first(doms)) is not None:
            continue
        found = refill(net, state, region, budget.with_nodes(REFILL_NODES))
        if found is not None:
            for s in region:
                fill.wids[s] = found[s].bit_length() - 1
            return True
    return False
