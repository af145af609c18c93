"""Word caps: how often a word may appear across a run or a book, and dealing words to match.

A run with `--max-word-uses K` (or a book section with `max_word_uses`) uses no word in more
than K of its puzzles; a book's own `max_word_uses` holds across all its sections. Every
puzzle must come out the same whichever process or Dask worker makes it, so no puzzle may
look at what another worker is doing. Two ways keep that:

- **dealt hands** (drawn fill-ins, word searches): before any puzzle is made, each word's
  allowed copies are shuffled by the seed and dealt out, one hand per puzzle, and a puzzle
  draws only from its hand;
- **one after another** (dense fill-ins, which need most of the dictionary to fill a grid):
  each puzzle avoids the words the puzzles before it used up, so it depends only on its seed
  and those puzzles (see batch.capped).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from wordgrid.errors import InputError


@dataclass(frozen=True)
class Cap:
    """At most `run` uses of a word in this run (None: no cap of its own), and at most
    `book` uses in the whole book, of which earlier sections `spent` some."""

    run: int | None = None
    book: int | None = None
    spent: Mapping[str, int] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return self.run is not None or self.book is not None

    def copies(self, word: str) -> int:
        """How many puzzles of this run may still use `word` (a cap must be set)."""
        most = [n for n in (self.run,) if n is not None]
        if self.book is not None:
            most.append(self.book - self.spent.get(word, 0))
        return max(0, min(most))

    def say(self) -> str:
        """`each word at most 2 times`, for messages."""
        most = min(n for n in (self.run, self.book) if n is not None)
        return f"each word at most {most} time{'s' if most != 1 else ''}"


def as_cap(cap: Cap | int | None) -> Cap:
    return cap if isinstance(cap, Cap) else Cap(run=cap)


def deal_hands(
    pool: Sequence[str],
    cap: Cap,
    count: int,
    each: int,
    least: int,
    seed: int,
    what: str,
    floor: int | None = None,
) -> list[tuple[str, ...]]:
    """`count` hands of up to `each` distinct words of `pool`, no word in more hands than
    the cap allows: its copies shuffled by `seed` and dealt card by card.

    Hands shrink towards `floor` words (default `each`) when the copies run short. Raises
    InputError, saying how many puzzles the list can make, when the copies can't fill
    `count` hands of `floor`, or a hand ends with fewer than `least` words. `what` names a
    puzzle for the message: `puzzles of 20 words`.
    """
    # A word is in a puzzle at most once, so a cap past the number of puzzles caps nothing
    # (and the deck would only grow with it).
    deck = [w for w in dict.fromkeys(pool) for _ in range(min(cap.copies(w), count))]
    floor = each if floor is None else floor
    need = count * floor
    if len(deck) < need:
        raise InputError(
            f"the word list has {len(set(pool))} words: {count} {what} with {cap.say()} "
            f"need {need} uses of them, and it allows {len(deck)} "
            f"(it can make at most {len(deck) // floor} such puzzles)"
        )
    each = max(floor, min(each, len(deck) // count))
    random.Random(seed).shuffle(deck)
    hands: list[list[str]] = [[] for _ in range(count)]
    # Deal card by card, skipping a hand that already holds the word, so a puzzle never
    # wastes a copy and every hand fills up evenly.
    k = 0
    for word in deck:
        for _ in range(count):
            hand = hands[k]
            k = (k + 1) % count
            if len(hand) < each and word not in hand:
                hand.append(word)
                break
    if any(len(h) < least for h in hands):  # so few words that dealing could not avoid doubles
        raise InputError(
            f"the word list is too short for {count} {what} with {cap.say()}: it has "
            f"{len(set(pool))} words"
        )
    return [tuple(h) for h in hands]


def spent_out(uses: Mapping[str, int], cap: Cap) -> frozenset[str]:
    """The words the cap allows no more uses of, after `uses` in this run."""
    return frozenset(w for w, n in uses.items() if n >= cap.copies(w)) | frozenset(
        w for w in cap.spent if not cap.copies(w)
    )


def count_uses(puzzles: Iterable[Iterable[str]]) -> Counter[str]:
    """How many puzzles use each word (a word twice in one puzzle counts once)."""
    return Counter(w for words in puzzles for w in set(words))
