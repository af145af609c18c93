"""Why a grid can't be filled: the slot with no candidates, or a small conflicting set.

Propagation alone (before any guess) often proves a grid unfillable. To name the cause, a
deletion filter drops slots one at a time from a failing set and keeps each drop that still
fails: what remains is an irreducible set of slots whose crossings and word uses already
clash. Checks run propagation on a sub-network that ignores the dropped slots, so each costs
one propagation; the filter starts from the failed slot's neighbourhood, not the whole grid.
"""

from __future__ import annotations

import dataclasses
from collections import deque
from dataclasses import dataclass

from wordgrid.model import OPEN, Puzzle, SlotId
from wordgrid.solver.index import WordIndex
from wordgrid.solver.propagate import Network, propagate

# Grow the starting neighbourhood of the failed slot this many crossing steps at most before
# falling back to the whole grid.
NEIGHBOURHOOD_STEPS = 3


@dataclass(frozen=True, slots=True)
class Conflict:
    """Slots that can't be filled together; `alone` when one slot has no word on its own."""

    slots: tuple[SlotId, ...]
    alone: bool


def _fails(net: Network, subset: set[SlotId]) -> bool:
    """Does propagation fail on the slots in `subset`, ignoring every other slot?"""
    links = tuple(
        tuple(link for link in net.links[s] if link[1] in subset)  # link[1]: the other slot
        if s in subset
        else ()
        for s in range(len(net.lengths))
    )
    same = {n: tuple(s for s in slots if s in subset) for n, slots in net.same_length.items()}
    sub = dataclasses.replace(net, links=links, same_length=same)
    state = sub.initial_state()
    for s in range(len(state.fixed)):
        if s not in subset:
            state.fixed[s] = True  # outside the subset: never counted, never revised
    return propagate(sub, state, sorted(subset)) is not None


def _around(net: Network, slot: SlotId, steps: int) -> dict[SlotId, int]:
    """The slots within `steps` crossings of `slot`, with their distance from it."""
    seen = {slot: 0}
    frontier = deque([slot])
    while frontier:
        s = frontier.popleft()
        if seen[s] == steps:
            continue
        for _i, b, _j, _m, _k in net.links[s]:
            if b not in seen:
                seen[b] = seen[s] + 1
                frontier.append(b)
    return seen


def root_failure(puzzle: Puzzle, index: WordIndex | None = None) -> SlotId | None:
    """The slot that propagation leaves without a word before any guess, or None."""
    net = Network.build(puzzle, index)
    state = net.initial_state()
    # propagate names a slot that set-up already left empty: it checks its `changed` first
    return propagate(net, state, range(len(state.doms)))


def _unmatched(net: Network) -> SlotId | None:
    """The first slot whose own pattern (length and given letters) no entry matches."""
    grid = net.puzzle.grid
    for slot, cls_ in zip(net.puzzle.slots, net.classes, strict=True):
        if cls_ is None:
            return slot.id
        pattern = {p: grid[c] for p, c in enumerate(slot.cells) if grid[c] != OPEN}
        if pattern and not cls_.matching(pattern):
            return slot.id
    return None


def find_conflict(puzzle: Puzzle, index: WordIndex | None = None) -> Conflict | None:
    """A minimal set of slots that propagation proves unfillable, or None if it can't."""
    net = Network.build(puzzle, index)
    unmatched = _unmatched(net)
    if unmatched is not None:
        return Conflict((unmatched,), True)
    # A slot that its crossings' letters empty before any propagation still has entries of
    # its own: what clashes is the slot and its crossings, which the filter below names.
    state = net.initial_state()
    failed = next((s for s, dom in enumerate(state.doms) if not dom), None)
    if failed is None:
        failed = propagate(net, state, range(len(state.doms)))
    if failed is None:
        return None
    distance = _around(net, failed, len(net.lengths))
    start = set(distance) | {s for s in range(len(net.lengths))}
    for steps in range(1, NEIGHBOURHOOD_STEPS + 1):
        near = {s for s, d in distance.items() if d <= steps}
        if _fails(net, near):
            start = near
            break
    # Drop the farthest slots first, so what stays is centred on the slot that ran out.
    kept = set(start)
    for s in sorted(start, key=lambda s: -distance.get(s, len(net.lengths))):
        if len(kept) > 1 and _fails(net, kept - {s}):
            kept.discard(s)
    return Conflict(tuple(sorted(kept)), False)
