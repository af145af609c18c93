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
    doms, fixed, links = state.doms, state.fixed, net.links
    # Crossings first, by a flood over open slots: most puzzles are one piece, and then
    # the words they share can't split them further.
    part = [-1] * len(doms)
    pieces: list[list[SlotId]] = []
    for start, done in enumerate(fixed):
        if done or part[start] >= 0:
            continue
        k = len(pieces)
        part[start] = k
        piece, todo = [start], [start]
        while todo:
            for _i, b, _j, _m, _k in links[todo.pop()]:
                if part[b] < 0 and not fixed[b]:
                    part[b] = k
                    piece.append(b)
                    todo.append(b)
        pieces.append(piece)
    if len(pieces) < 2:
        return [tuple(sorted(p)) for p in pieces]
    # Pieces that compete for a word join (union-find over the few pieces).
    parent = list(range(len(pieces)))

    def find(k: int) -> int:
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

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
        groups: list[tuple[int, int]] = []  # (contested words, piece)
        for s in open_slots:
            hits = doms[s] & contested
            if not hits:
                continue
            merged, rest, mine = hits, [], find(part[s])
            for bits, k in groups:
                if bits & hits:
                    parent[find(k)] = mine
                    merged |= bits
                else:
                    rest.append((bits, k))
            groups = [*rest, (merged, mine)]
    joined: dict[int, list[SlotId]] = {}
    for k, piece in enumerate(pieces):
        joined.setdefault(find(k), []).extend(piece)
    return [tuple(sorted(slots)) for slots in joined.values()]
