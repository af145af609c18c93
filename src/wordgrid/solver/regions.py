"""Decomposition: the open slots in regions that can be solved and counted one at a time.

Two open slots depend on each other when they cross, or when they compete for a word: it is a
candidate of both and it has fewer copies left than open slots that could take it. Slots
settled by givens or propagation cut a puzzle apart; so does a word list where each region
has words of its own. Between regions nothing is shared, so any solution of one goes with any
solution of another: a puzzle is unsolvable when one region is, and its solution count is the
product of the regions' counts.
"""

from __future__ import annotations

from wordgrid.model import SlotId
from wordgrid.solver.propagate import Network, State


def regions(net: Network, state: State) -> list[tuple[SlotId, ...]]:
    """The open slots of a consistent `state` in independent groups, by their first slot."""
    doms, fixed = state.doms, state.fixed
    parent = list(range(len(doms)))

    def find(s: SlotId) -> SlotId:
        while parent[s] != s:
            parent[s] = parent[parent[s]]
            s = parent[s]
        return s

    def union(a: SlotId, b: SlotId) -> None:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)

    for s, links in enumerate(net.links):
        if not fixed[s]:
            for _i, b, _j, _m, _k in links:
                if not fixed[b]:
                    union(s, b)
    for n, same in net.same_length.items():
        open_slots = [s for s in same if not fixed[s]]
        once = contested = 0  # words seen in one open slot, words seen in two or more
        for s in open_slots:
            contested |= once & doms[s]
            once |= doms[s]
        for wid in net.repeated.get(n, ()):
            bit = 1 << wid
            if contested & bit:
                holders = sum(1 for s in open_slots if doms[s] & bit)
                if holders <= state.copies[(n, wid)]:
                    contested ^= bit  # enough copies for every slot that could take it
        # Slots sharing a contested word join; `groups` keeps each group's contested words.
        groups: list[tuple[int, SlotId]] = []
        for s in open_slots:
            hits = doms[s] & contested
            if not hits:
                continue
            merged, rest = hits, []
            for bits, t in groups:
                if bits & hits:
                    union(s, t)
                    merged |= bits
                else:
                    rest.append((bits, t))
            groups = [*rest, (merged, s)]
    found: dict[SlotId, list[SlotId]] = {}
    for s, done in enumerate(fixed):
        if not done:
            found.setdefault(find(s), []).append(s)
    return [tuple(slots) for slots in found.values()]
