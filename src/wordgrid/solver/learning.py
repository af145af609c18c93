"""Conflict learning: reduced nld-nogoods recorded at restarts (Lecoutre et al. 2007).

When a run is cut off by its restart budget, its branch is a list of decisions: in each open
frame, the words already refuted there (slot != word, each proven to lead nowhere), then the
word being explored (slot = word). For every refuted word, the positive decisions above it
plus "slot = that word" can never all hold: a nogood. Later runs propagate these nogoods
with two watched literals, so they never walk a refuted subtree again.

A nogood only removes assignments that lead to no solution, so "unsolvable" stays a proof
and a solution found with learning is a solution of the puzzle.

Watches are kept across copied states and need no undo: going back to an earlier state only
turns true literals back into open ones, which keeps every watch valid.
"""

from __future__ import annotations

from collections.abc import Sequence

from wordgrid.model import SlotId
from wordgrid.solver.index import Bitset
from wordgrid.solver.slotqueue import SlotQueue

Literal = tuple[SlotId, int]  # slot = word id
Failure = SlotId | None


class Nogoods:
    """Learned nogoods: sets of literals that never all hold, watched by two of them."""

    __slots__ = ("lits", "watched", "watch", "recorded")

    def __init__(self) -> None:
        self.lits: list[tuple[Literal, ...]] = []
        self.watched: list[list[int]] = []  # per nogood: the indices of its two watches
        self.watch: dict[Literal, list[int]] = {}  # literal -> nogoods watching it
        self.recorded = 0

    def add(self, lits: Sequence[Literal], doms: list[Bitset]) -> Literal | None:
        """Record a nogood against the root candidates `doms`.

        Returns the literal to remove from the root when only one of them can still hold
        there (the caller propagates it); nogoods already satisfied at the root are dropped.
        """
        live = []
        for s, w in lits:
            d = doms[s]
            if not d >> w & 1:
                return None  # false at the root: can never be violated
            if d != 1 << w:
                live.append((s, w))
        if len(live) <= 1:
            return live[0] if live else (lits[0] if lits else None)
        k = len(self.lits)
        self.lits.append(tuple(live))
        self.watched.append([0, 1])
        self.watch.setdefault(live[0], []).append(k)
        self.watch.setdefault(live[1], []).append(k)
        self.recorded += 1
        return None

    def fixed(self, doms: list[Bitset], slot: SlotId, wid: int, queue: SlotQueue) -> Failure:
        """`slot` now holds `wid`: visit the nogoods watching that, as unit propagation does,
        and queue the slots that lose a word."""
        key = (slot, wid)
        ids = self.watch.get(key)
        if not ids:
            return None
        keep: list[int] = []
        for n, k in enumerate(ids):
            lits, w = self.lits[k], self.watched[k]
            me = 0 if lits[w[0]] == key else 1
            os_, ow = lits[w[1 - me]]
            od = doms[os_]
            if not od >> ow & 1:
                keep.append(k)  # the other watch is false: satisfied
                continue
            for idx, (s, x) in enumerate(lits):
                if idx != w[0] and idx != w[1] and doms[s] != 1 << x:
                    w[me] = idx  # a literal that does not hold yet takes over the watch
                    self.watch.setdefault((s, x), []).append(k)
                    break
            else:
                keep.append(k)
                if od == 1 << ow:
                    self.watch[key] = keep + ids[n + 1 :]
                    return os_  # every literal holds: a conflict
                doms[os_] = od & ~(1 << ow)
                queue.push(os_)
        self.watch[key] = keep
        return None
