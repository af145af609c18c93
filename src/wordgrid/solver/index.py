"""Words by length, with a bitset for every (position, letter): the engine's only word data.

A set of candidate words for a slot is a Python int whose bit k stands for word k of that
length. Intersections and unions are then single C-level operations on big ints, which is
where pure Python finds its speed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

from wordgrid.model import WordBank

Bitset = int  # bit k set: word k of the length class is still possible


@dataclass(frozen=True, slots=True)
class LengthClass:
    """The words of one length, best first, and their positional letter index."""

    words: tuple[str, ...]
    ids: Mapping[str, int]
    # positions[p][letter code] = bitset of the words with that letter at p
    positions: tuple[Mapping[int, Bitset], ...]
    letter_bits: tuple[Mapping[str, Bitset], ...]  # positions[p] again, keyed by letter
    all: Bitset

    def matching(self, pattern: Mapping[int, str]) -> Bitset:
        """Words that have letter `pattern[p]` at each position p."""
        bits = self.all
        for p, letter in pattern.items():
            bits &= self.letter_bits[p].get(letter, 0)
        return bits


def iter_bits(bits: Bitset) -> Iterator[int]:
    """Set bit positions, lowest (best word) first."""
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low


def _build_class(words: list[str], alphabet: dict[str, int]) -> LengthClass:
    length = len(words[0])
    n = len(words)
    positions = []
    letter_bits = []
    for p in range(length):
        # One string of the letters at p; str.translate and int(..., 2) make each
        # letter's bitset in C, which keeps a 300k-word index well under a second.
        column = "".join(w[p] for w in words)[::-1]
        letters = sorted(set(column), key=lambda ch: alphabet[ch])
        zeros = {ord(ch): "0" for ch in letters}
        by_letter = {}
        for ch in letters:
            table = dict(zeros)
            table[ord(ch)] = "1"
            by_letter[ch] = int(column.translate(table), 2)
        positions.append({alphabet[ch]: by_letter[ch] for ch in letters})
        letter_bits.append(by_letter)
    return LengthClass(
        tuple(words),
        {w: k for k, w in enumerate(words)},
        tuple(positions),
        tuple(letter_bits),
        (1 << n) - 1,
    )


@dataclass(frozen=True, slots=True)
class WordIndex:
    """Every length class a puzzle needs, over one shared alphabet of letter codes."""

    classes: Mapping[int, LengthClass]
    alphabet: Mapping[str, int]

    @classmethod
    def build(cls, bank: WordBank, lengths: Iterable[int] | None = None) -> WordIndex:
        wanted = None if lengths is None else set(lengths)
        alphabet: dict[str, int] = {}
        grouped: dict[int, list[str]] = {}
        for word in bank.counts:  # dict order: first listing first
            if wanted is not None and len(word) not in wanted:
                continue
            for ch in word:
                alphabet.setdefault(ch, len(alphabet))
            grouped.setdefault(len(word), []).append(word)
        if bank.scores:
            # Best score gets the lowest id, so iterating a bitset tries good words first.
            scores = bank.scores
            for words in grouped.values():
                words.sort(key=lambda w: -scores.get(w, 0.0))
        classes = {length: _build_class(words, alphabet) for length, words in grouped.items()}
        return cls(classes, alphabet)

    def get(self, length: int) -> LengthClass | None:
        return self.classes.get(length)
