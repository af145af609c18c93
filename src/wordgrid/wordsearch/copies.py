"""Spotting words the grid spells by accident: a trie of every word, forwards and backwards.

The generator asks one question, after every letter it writes: does a line through this cell
now spell a listed word, other than the placement that wrote it? Any new reading must use the
cell just written, so checking every written cell, placed or filler, checks the whole grid.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from wordgrid.model import Direction
from wordgrid.wordsearch.geometry import AXES, Geometry, Index

WordId = int  # index into the generator's word tuple

_END = ""  # trie key that marks a whole word; never a letter, so it can't clash with one
# Shorter forbidden words are left to chance: two letters spell too many innocent pairs.
MIN_FORBIDDEN = 3
# ... and longer ones too: random letters spell eight given letters once in 10^11 tries.
MAX_FORBIDDEN = 7


@dataclass(frozen=True, slots=True)
class Reading:
    """Word `word` read from cell `start` in `direction`: one occurrence in the grid."""

    word: WordId
    start: Index
    direction: Direction


class Lexicon:
    """Every word and its reversal in one trie, so a walk along an axis finds both readings.

    `forbidden` words (a language's obscenities and slurs) join it, so a line that spells
    one by chance, through filler letters or crossing words, is refused as a copy is. One
    that a listed word holds (ASS in CLASS) is left out: the list says the word is wanted,
    and it could never be placed. Readings of a forbidden word carry an id past the words'."""

    def __init__(
        self, words: Sequence[str], geometry: Geometry, forbidden: Iterable[str] = ()
    ) -> None:
        self.geometry = geometry
        inside = [*words, *(w[::-1] for w in words)]
        barred = sorted(
            w
            for w in set(forbidden)
            if MIN_FORBIDDEN <= len(w) <= MAX_FORBIDDEN and not any(w in x for x in inside)
        )
        self.longest = max(len(w) for w in (*words, *barred))
        self.entries = (*words, *barred)  # a reading's word id indexes this
        self.trie: dict[str, Any] = {}
        for word_id, word in enumerate(words):
            # Palindromes and reversed pairs are refused earlier, so each key is one reading.
            self._add(word, (word_id, False))
            self._add(word[::-1], (word_id, True))
        for word_id, word in enumerate(barred, start=len(words)):
            self._add(word[::-1], (word_id, True))  # a barred palindrome reads forwards too
            self._add(word, (word_id, False))

    def _add(self, key: str, value: tuple[WordId, bool]) -> None:
        node = self.trie
        for ch in key:
            node = node.setdefault(ch, {})
        node[_END] = value

    def copy_through(
        self, letters: Sequence[str], index: Index, own: Reading | None = None
    ) -> Reading | None:
        """A reading of any word that uses cell `index`, other than `own`; None if none."""
        reach = self.longest - 1
        for axis, where in zip(AXES, self.geometry.through, strict=True):
            line, pos = where[index]
            lo = max(0, pos - reach)
            hi = min(len(line), pos + reach + 1)
            for s in range(lo, pos + 1):
                node = self.trie
                for j in range(s, hi):
                    child = node.get(letters[line[j]])
                    if child is None:
                        break
                    node = child
                    if j >= pos and _END in node:
                        word_id, backwards = node[_END]
                        found = (
                            Reading(word_id, line[j], axis.opposite)
                            if backwards
                            else Reading(word_id, line[s], axis)
                        )
                        if found != own:
                            return found
        return None
