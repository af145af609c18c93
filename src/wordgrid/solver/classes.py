"""Interchangeable words (value interchangeability, Freuder 1991), searched as classes.

Two words of one length can trade places in any solution when they agree at every position
that some slot of that length has checked (crossed by another slot) or given: no crossing,
no given letter and no slot can tell them apart. In a British-style lattice only every other
letter is checked, so SKIDS and STIRS (S_I_S) are such a pair.

The search then runs on a reduced puzzle whose word list holds one representative per class,
listed as often as the class's words are listed together. A solution of the reduced puzzle
stands for every arrangement of the class's words in the slots its representative holds; those
arrangements are all solutions of the real puzzle, and every real solution is one of them for
exactly one reduced solution, so counts stay exact and "unsolvable" stays a proof. The search
no longer walks the many subtrees that only swap such words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import islice
from operator import itemgetter
from typing import TypeVar

from wordgrid.model import OPEN, Puzzle, WordBank

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
    """A puzzle's classes of interchangeable words and the reduced puzzle searched instead."""

    puzzle: Puzzle
    reduced: Puzzle
    # representative -> its class's words, best first (the representative among them); only
    # classes of two or more words are listed
    members: Mapping[str, tuple[str, ...]]

    @classmethod
    def build(cls, puzzle: Puzzle) -> WordClasses | None:
        """The classes of `puzzle`, or None when no two of its words can trade places."""
        positions = checked_positions(puzzle)
        if not positions:
            return None
        bank = puzzle.bank
        # The letters at the told positions, picked in C by itemgetter.
        keys = {n: itemgetter(*at) if at else (lambda _w: ()) for n, at in positions.items()}
        groups: dict[tuple[int, object], list[str]] = {}
        for word in bank.counts:  # first-listing order
            key = keys.get(len(word))
            if key is not None:
                groups.setdefault((len(word), key(word)), []).append(word)
        score = bank.scores.get
        members: dict[str, tuple[str, ...]] = {}
        for words in groups.values():
            if len(words) > 1:
                ordered = tuple(sorted(words, key=lambda w: -score(w, 0.0)))  # stable
                members[ordered[0]] = ordered
        if not members:
            return None
        rep_of = {w: rep for rep, ws in members.items() for w in ws}
        counts: dict[str, int] = {}
        for word, count in bank.counts.items():
            rep = rep_of.get(word, word)
            counts[rep] = counts.get(rep, 0) + count
        listed = tuple(w for w, c in counts.items() for _ in range(c))
        scores = {w: s for w, s in bank.scores.items() if w in counts}
        reduced = Puzzle(
            puzzle.grid, WordBank(listed, counts, scores), puzzle.min_length, puzzle.name
        )
        # The same grid has the same slots and crossings: share them rather than find them
        # again (cached_property keeps them in the instance dict).
        reduced.__dict__.update(slots=puzzle.slots, crossings=puzzle.crossings)
        return cls(puzzle, reduced, members)

    def expand(self, fill: Fill) -> Iterator[tuple[str | None, ...]]:
        """Every real fill that the reduced `fill` stands for, best words first."""
        used: dict[str, list[int]] = {}
        for s, word in enumerate(fill):
            if word is not None and word in self.members:
                used.setdefault(word, []).append(s)
        counts = self.puzzle.bank.counts
        factories = []
        for rep, slots in used.items():
            words = self.members[rep]
            factories.append(partial(_arrangements, words, [counts[w] for w in words], len(slots)))
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
