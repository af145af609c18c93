"""Propagation: the consistency rules that shrink candidate sets without guessing.

Three named rules run to a fixed point:
- `revise` (arc consistency on a crossing): a word stays only if the crossing slot still has a
  word with the same letter in the shared cell;
- `commit` (word use): a slot down to one word uses a copy of it, and a word with no copies
  left leaves every other slot of its length;
- `count_copies` (all-different by length class, Hall's condition): the open slots of one
  length need at least as many word copies as there are slots; when there are exactly as many,
  every copy must be used, so a word that fits only one slot goes there.

Search talks to this module through `Network.initial_state`, `State.copy` and `propagate`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from wordgrid.model import OPEN, Puzzle, SlotId
from wordgrid.solver.index import Bitset, LengthClass, WordIndex, iter_bits

Failure = SlotId | None  # the slot whose candidates ran out, or None when consistent


@dataclass(frozen=True, slots=True)
class Network:
    """The static constraint network of one puzzle: slots, their crossings and words."""

    puzzle: Puzzle
    index: WordIndex
    lengths: tuple[int, ...]  # per slot
    classes: tuple[LengthClass | None, ...]  # per slot; None when no word has that length
    neighbors: tuple[tuple[tuple[int, SlotId, int], ...], ...]  # per slot: (i, other, j)
    same_length: Mapping[int, tuple[SlotId, ...]]
    repeated: Mapping[int, tuple[int, ...]]  # length -> ids of words listed more than once

    @classmethod
    def build(cls, puzzle: Puzzle, index: WordIndex | None = None) -> Network:
        slots = puzzle.slots
        lengths = tuple(s.length for s in slots)
        if index is None:
            index = WordIndex.build(puzzle.bank, set(lengths))
        neighbors: list[list[tuple[int, SlotId, int]]] = [[] for _ in slots]
        for x in puzzle.crossings:
            neighbors[x.a].append((x.i, x.b, x.j))
            neighbors[x.b].append((x.j, x.a, x.i))
        same_length: dict[int, list[SlotId]] = {}
        for s in slots:
            same_length.setdefault(s.length, []).append(s.id)
        repeated: dict[int, list[int]] = {}
        for word, count in puzzle.bank.counts.items():
            cls_ = index.get(len(word))
            if count > 1 and cls_ is not None and len(word) in same_length:
                repeated.setdefault(len(word), []).append(cls_.ids[word])
        return cls(
            puzzle,
            index,
            lengths,
            tuple(index.get(n) for n in lengths),
            tuple(tuple(n) for n in neighbors),
            {k: tuple(v) for k, v in same_length.items()},
            {k: tuple(v) for k, v in repeated.items()},
        )

    def word(self, slot: SlotId, wid: int) -> str:
        cls_ = self.classes[slot]
        assert cls_ is not None
        return cls_.words[wid]

    def initial_state(self) -> State:
        """Candidates from lengths and given letters alone, before any propagation."""
        grid = self.puzzle.grid
        doms = []
        for slot, cls_ in zip(self.puzzle.slots, self.classes, strict=True):
            if cls_ is None:
                doms.append(0)
                continue
            pattern = {p: grid[c] for p, c in enumerate(slot.cells) if grid[c] != OPEN}
            doms.append(cls_.matching(pattern))
        avail = {n: c.all for n, c in self.index.classes.items()}
        copies = {}
        for n, wids in self.repeated.items():
            words = self.index.classes[n].words
            for w in wids:
                copies[(n, w)] = self.puzzle.bank.counts[words[w]]
        return State(doms, [False] * len(doms), avail, copies)


class State:
    """The mutable part of a search: candidates per slot and the word copies left.

    Undo is copy-on-branch: a child copies four flat containers (C-speed list and dict
    copies), which in Python beats replaying a trail of removals.
    """

    __slots__ = ("doms", "fixed", "avail", "copies")

    def __init__(
        self,
        doms: list[Bitset],
        fixed: list[bool],
        avail: dict[int, Bitset],
        copies: dict[tuple[int, int], int],
    ) -> None:
        self.doms = doms  # per slot: candidate words
        self.fixed = fixed  # per slot: its single word has been counted against the bank
        self.avail = avail  # per length: words with a copy left
        self.copies = copies  # (length, word id) -> copies left, for words listed twice or more

    def copy(self) -> State:
        return State(list(self.doms), list(self.fixed), dict(self.avail), dict(self.copies))

    def solved(self) -> bool:
        return all(self.fixed)


def _letters(cls_: LengthClass, pos: int, dom: Bitset) -> int:
    """Bitmask of the letter codes that some candidate in `dom` has at `pos`."""
    mask = 0
    for code, bits in cls_.positions[pos].items():
        if dom & bits:
            mask |= 1 << code
    return mask


def revise(net: Network, state: State, a: SlotId, i: int, b: SlotId, j: int) -> Bitset:
    """Slot b's candidates that agree with some candidate of slot a on their shared cell."""
    da, db = state.doms[a], state.doms[b]
    cls_a, cls_b = net.classes[a], net.classes[b]
    assert cls_a is not None and cls_b is not None
    at_j = cls_b.positions[j]
    if da & (da - 1) == 0:  # one word left: its letter decides
        code = net.index.alphabet[cls_a.words[da.bit_length() - 1][i]]
        return db & at_j.get(code, 0)
    letters = _letters(cls_a, i, da)
    allowed = 0
    for code, bits in at_j.items():
        if letters >> code & 1:
            allowed |= bits
    return db & allowed


def commit(net: Network, state: State, a: SlotId, queue: deque[SlotId]) -> Failure:
    """Slot a is down to one word: use a copy, and when none is left take it from the rest."""
    doms, fixed = state.doms, state.fixed
    bit = doms[a]
    wid = bit.bit_length() - 1
    n = net.lengths[a]
    fixed[a] = True
    key = (n, wid)
    if key in state.copies:
        left = state.copies[key] - 1
        if left < 0:
            return a
        state.copies[key] = left
        if left:
            return None
    elif not state.avail[n] & bit:
        return a
    state.avail[n] &= ~bit
    for s in net.same_length[n]:
        if not fixed[s] and doms[s] & bit:
            doms[s] &= ~bit
            if not doms[s]:
                return s
            queue.append(s)
    return None


def count_copies(net: Network, state: State, n: int, queue: deque[SlotId]) -> Failure:
    """Hall's condition for the open slots of length n; fixes hidden singles when tight."""
    doms, fixed = state.doms, state.fixed
    open_slots = [s for s in net.same_length[n] if not fixed[s]]
    if len(open_slots) < 2:
        return None
    union = 0
    for s in open_slots:
        union |= doms[s]
    capacity = union.bit_count()
    for wid in net.repeated.get(n, ()):
        if union >> wid & 1:
            capacity += state.copies[(n, wid)] - 1
    if capacity < len(open_slots):
        return open_slots[0]
    if capacity > len(open_slots):
        return None
    # Tight: every copy must be used, so a word needs as many slots as it has copies.
    for wid in iter_bits(union):
        holders = [s for s in open_slots if doms[s] >> wid & 1]
        need = state.copies.get((n, wid), 1)
        if len(holders) < need:
            return holders[0] if holders else open_slots[0]
        if len(holders) == need:
            for s in holders:
                if doms[s] != 1 << wid:
                    doms[s] = 1 << wid
                    queue.append(s)
    return None


def propagate(net: Network, state: State, changed: Iterable[SlotId]) -> Failure:
    """Run the rules from the `changed` slots until nothing changes or a slot runs out."""
    doms, fixed = state.doms, state.fixed
    queue = deque(changed)
    for s in queue:
        if not doms[s]:
            return s
    while queue:
        touched = set()
        while queue:
            a = queue.popleft()
            da = doms[a]
            touched.add(net.lengths[a])
            if not fixed[a] and da & (da - 1) == 0:
                failed = commit(net, state, a, queue)
                if failed is not None:
                    return failed
            for i, b, j in net.neighbors[a]:
                db = doms[b]
                new = revise(net, state, a, i, b, j)
                if new != db:
                    if not new:
                        return b
                    doms[b] = new
                    queue.append(b)
        for n in touched:
            failed = count_copies(net, state, n, queue)
            if failed is not None:
                return failed
    return None
