"""Interchangeable words (value interchangeability, Freuder 1991), searched as classes.

Two words of one length can trade places in any solution when they agree at every position
that some slot of that length has checked (crossed by another slot) or given: no crossing,
no given letter and no slot can tell them apart. In a British-style lattice only every other
letter is checked, so SKIDS and STIRS (S_I_S) are such a pair.

After the first propagation, the best-ranked word of each class stands for its class in the
open slots' candidates, with as many copies as the class has left (`merge_classes`). A
solution found so stands for every arrangement of the class's words in the slots its
representative holds; those are all solutions of the real puzzle, and every real solution is
one of them for exactly one reduced solution, so counts stay exact and "unsolvable" stays a
proof. The search no longer walks the many subtrees that only swap such words. No index is
rebuilt: the representatives become repeated words of the same network.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import partial
from itertools import islice
from typing import TypeVar

from wordgrid.model import OPEN, Puzzle, SlotId
from wordgrid.solver.index import Bitset, WordIndex, iter_bits
from wordgrid.solver.propagate import Network, State

Fill = Sequence[str | None]  # one word per slot, None for a slot still open


def checked_positions(puzzle: Puzzle) -> dict[int, tuple[int, ...]]:
    """Per slot length, the positions some slot of that length has crossed or given.

    Only lengths where some position is neither are listed: at the others every word is
    told apart from every other, so they have no class of two or more.
    """
    slots = puzzle.slots
    if 2 * len(puzzle.crossings) == sum(len(s.cells) for s in slots):
        return {}  # every letter is crossed: the common case, told at the cost of a sum
    told = [0] * len(slots)  # per slot, a bit per position that is crossed or given
    for x in puzzle.crossings:
        told[x.a] |= 1 << x.i
        told[x.b] |= 1 << x.j
    rows = puzzle.grid.rows
    by_length: dict[int, int] = {}
    for slot in slots:
        n = slot.length
        mask = by_length.get(n, 0) | told[slot.id]
        untold = ~mask & ((1 << n) - 1)
        while untold:  # only the cells no slot of this length has told yet
            low = untold & -untold
            r, c = slot.cells[low.bit_length() - 1]
            if rows[r][c] != OPEN:
                mask |= low
            untold ^= low
        by_length[n] = mask
    return {
        n: tuple(i for i in range(n) if mask >> i & 1)
        for n, mask in by_length.items()
        if mask != (1 << n) - 1
    }


@dataclass(frozen=True)
class WordClasses:
    """The classes of interchangeable words a search runs on, to expand its solutions."""

    index: WordIndex
    # representative -> (length, bitset of its class's words); classes of two or more only.
    # Word lists are made only for the classes a solution uses.
    classes: Mapping[str, tuple[int, Bitset]]
    copies: Mapping[tuple[int, int], int]  # copies left of words listed more than once
    open_slots: frozenset[SlotId]  # the slots the classes were formed for

    def members(self, rep: str) -> tuple[tuple[str, ...], list[int]]:
        """The words of `rep`'s class, best first, and the copies each has left."""
        n, part = self.classes[rep]
        words = self.index.classes[n].words
        wids = list(iter_bits(part))
        return tuple(words[w] for w in wids), [self.copies.get((n, w), 1) for w in wids]

    def expand(self, fill: Fill) -> Iterator[tuple[str | None, ...]]:
        """Every real fill that the reduced `fill` stands for, best words first."""
        used: dict[str, list[int]] = {}
        for s, word in enumerate(fill):
            if word is not None and word in self.classes and s in self.open_slots:
                used.setdefault(word, []).append(s)
        factories = []
        for rep, slots in used.items():
            factories.append(partial(_arrangements, *self.members(rep), len(slots)))
        places = list(used.values())
        out = list(fill)
        for choice in choices(factories):
            for slots, words in zip(places, choice, strict=True):
                for s, w in zip(slots, words, strict=True):
                    out[s] = w
            yield tuple(out)

    def count(self, fill: Fill, cap: int) -> int:
        """How many real fills the reduced `fill` stands for, counted up to `cap`."""
        return sum(1 for _ in islice(self.expand(fill), cap))


def merge_classes(net: Network, state: State) -> tuple[Network, WordClasses, list[SlotId]] | None:
    """Keep one word per class in the open slots' candidates, with the class's copies.

    Classes are formed among the words still possible in an open slot after propagation
    (the others are in no solution). The best-ranked word of a class stands for it: it gets
    the copies its class has left, and the others leave every candidate set. Returns the
    network with the representatives counted as repeated words, the classes, and the slots
    whose candidates shrank (to propagate); None when no two words can trade places.
    """
    positions = checked_positions(net.puzzle)
    if not positions:
        return None
    doms, fixed = state.doms, state.fixed
    repeated = {n: set(wids) for n, wids in net.repeated.items()}
    copies = dict(state.copies)  # before the representatives take their classes' copies
    classes: dict[str, tuple[int, Bitset]] = {}
    changed: list[SlotId] = []
    for n, at in positions.items():
        open_slots = [s for s in net.same_length.get(n, ()) if not fixed[s]]
        cls_ = net.index.get(n)
        if not open_slots or cls_ is None:
            continue
        union = 0
        for s in open_slots:
            union |= doms[s]
        # Split the candidates by their letter at each told position, with big-int ANDs: a
        # part that is down to one word can't hold a class and is dropped at once.
        parts = [union] if union & (union - 1) else []
        for p in at:
            split = []
            for part in parts:
                for bits in cls_.columns[p]:
                    sub = part & bits
                    if sub:
                        if sub & (sub - 1):
                            split.append(sub)
                        part ^= sub
                        if not part:
                            break
            parts = split
        several = 0  # words listed more than once: their copies count, not just 1
        for w in net.repeated.get(n, ()):
            several |= 1 << w
        drop = 0
        for part in parts:
            rep = (part & -part).bit_length() - 1  # the best-ranked word of the class
            total = part.bit_count()
            for w in iter_bits(part & several):
                total += copies[(n, w)] - 1
            state.copies[(n, rep)] = total
            repeated.setdefault(n, set()).add(rep)
            classes[cls_.words[rep]] = (n, part)
            drop |= part ^ (1 << rep)
        if drop:
            state.avail[n] &= ~drop  # only the representative is placed
            for s in open_slots:
                if doms[s] & drop:
                    doms[s] &= ~drop
                    changed.append(s)
    if not classes:
        return None
    opened = frozenset(s for s, done in enumerate(fixed) if not done)
    merged = replace(net, repeated={n: tuple(sorted(w)) for n, w in repeated.items()})
    return merged, WordClasses(net.index, classes, copies, opened), changed


T = TypeVar("T")
_END = object()


def choices(factories: Sequence[Callable[[], Iterator[T]]]) -> Iterator[list[T]]:
    """Every choice of one item from each factory's iterator, the last varying fastest.

    Iterative rather than recursive: a puzzle may have thousands of classes or regions.
    """
    if not factories:
        yield []
        return
    its = [factories[0]()]
    chosen: list[T] = []
    while its:
        item = next(its[-1], _END)
        if item is _END:
            its.pop()
            if chosen:
                chosen.pop()
            continue
        chosen.append(item)  # type: ignore[arg-type]
        if len(chosen) == len(factories):
            yield list(chosen)
            chosen.pop()
        else:
            its.append(factories[len(chosen)]())


def _arrangements(words: Sequence[str], copies: Sequence[int], k: int) -> Iterator[tuple[str, ...]]:
    """Every sequence of `k` of `words`, each used at most its number of `copies`."""
    left = list(copies)
    pick: list[int] = []
    j = 0  # the next word to try at position len(pick)
    while True:
        if len(pick) == k:
            yield tuple(words[p] for p in pick)
            j = len(words)  # this position is done: back up
        while j < len(words) and not left[j]:
            j += 1
        if j < len(words):
            left[j] -= 1
            pick.append(j)
            j = 0
        elif not pick:
            return
        else:
            j = pick.pop()
            left[j] += 1
            j += 1
