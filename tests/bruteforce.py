"""An exhaustive reference solver for tests: no propagation, no heuristics, nothing shared.

It tries every word of the right length in every slot, in order, and checks the crossing
cells and the word counts directly on a grid of characters.
"""

from __future__ import annotations

from collections import Counter

from wordgrid.model import OPEN, Puzzle


def brute_force(puzzle: Puzzle, cap: int = 10_000) -> set[tuple[str, ...]]:
    """Every solution (the words per slot, slot order), up to `cap` of them."""
    slots = puzzle.slots
    cells = {(r, c): ch for r, row in enumerate(puzzle.grid.rows) for c, ch in enumerate(row)}
    words = sorted(puzzle.bank.counts)
    left = Counter(puzzle.bank.counts)
    found: set[tuple[str, ...]] = set()
    chosen: list[str] = []

    def place(k: int) -> None:
        if len(found) >= cap:
            return
        if k == len(slots):
            found.add(tuple(chosen))
            return
        slot = slots[k]
        for word in words:
            if len(word) != slot.length or left[word] == 0:
                continue
            if any(cells[c] not in (OPEN, ch) for c, ch in zip(slot.cells, word, strict=True)):
                continue
            saved = [cells[c] for c in slot.cells]
            for c, ch in zip(slot.cells, word, strict=True):
                cells[c] = ch
            left[word] -= 1
            chosen.append(word)
            place(k + 1)
            chosen.pop()
            left[word] += 1
            for c, ch in zip(slot.cells, saved, strict=False):
                cells[c] = ch

    place(0)
    return found
