"""Words by length, with a bitset for every (position, letter): the engine's only word data.

A set of candidate words for a slot is a Python int whose bit k stands for word k of that
length. Intersections and unions are then single C-level operations on big ints, which is
where pure Python finds its speed.

Word ids follow preference: best score first, and among equal scores the words made of
letters that are common at their positions ("easy fill") first, so iterating a bitset from
its low end tries the likeliest words first.
"""

from __future__ import annotations

import math
import sys
from array import array
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from itertools import groupby
from operator import itemgetter

from wordgrid.model import WordBank

Bitset = int  # bit k set: word k of the length class is still possible
LetterMask = int  # bit c set: letter code c is still possible in a cell

# Easy-fill quality per (position, letter) is log(count) scaled to 0..255 so that a word's
# sum of up to 255 positions fits the 16-bit fields of the big-int summation below.
_QUALITY_SCALE = 16


@dataclass(frozen=True, slots=True)
class LengthClass:
    """The words of one length, best first, and their positional letter index."""

    words: tuple[str, ...]
    ids: Mapping[str, int]
    alphabet: Mapping[str, int]  # letter -> code, shared by every class of an index
    all: Bitset
    # columns[p][code] = bitset of the words with that letter at p, as a list over every
    # code of the alphabet (0 if none), so the hot loops index a list, not a dict.
    columns: tuple[list[Bitset], ...] = ()
    # codes[p][w] = chr(letter code of word w at p), for cheap lookups in small domains
    codes: tuple[str, ...] = ()
    # present[p]: mask of the letter codes that occur at position p in some word
    present: tuple[LetterMask, ...] = ()
    # pairs[p]: (1 << code, bitset) for each letter at p: the letter loop's fastest form, for
    # domains over SMALL_DOMAIN words (empty in classes that small)
    pairs: tuple[tuple[tuple[LetterMask, Bitset], ...], ...] = ()
    # letter_masks[p][w] = 1 << (code of word w's letter at p): a small domain's letters are
    # then one OR per word. Empty for classes over BIG_CLASS words, whose tables would cost
    # more to build than the lookups they save.
    letter_masks: tuple[tuple[LetterMask, ...], ...] = ()
    # char_bit[chr(code)] = 1 << code (shared by the index's classes): a big class's letters
    # at a position, for a few words, are then summed from `codes` in C
    char_bit: Mapping[str, LetterMask] = field(default_factory=dict)

    def with_letter(self, pos: int, letter: str) -> Bitset:
        """The words that have `letter` at `pos`."""
        code = self.alphabet.get(letter)
        return 0 if code is None else self.columns[pos][code]

    def matching(self, pattern: Mapping[int, str]) -> Bitset:
        """Words that have letter `pattern[p]` at each position p."""
        bits = self.all
        for p, letter in pattern.items():
            bits &= self.with_letter(p, letter)
        return bits


# A domain of at most this many words finds its letters word by word; larger ones test each
# letter's bitset (one big-int AND per letter, cheaper than walking thousands of bits).
SMALL_DOMAIN = 24


def letters_at(cls_: LengthClass, pos: int, dom: Bitset, among: LetterMask) -> LetterMask:
    """The codes in `among` that some word of `dom` has at `pos`."""
    if dom == cls_.all:  # every word still there, as in most slots' first revision
        return cls_.present[pos] & among
    if dom.bit_count() <= SMALL_DOMAIN:
        codes = cls_.codes[pos]
        mask = 0
        while dom:
            low = dom & -dom
            mask |= 1 << ord(codes[low.bit_length() - 1])
            dom ^= low
        return mask & among
    mask = 0
    for low, bits in cls_.pairs[pos]:
        if among & low and dom & bits:
            mask |= low
    return mask


def iter_bits(bits: Bitset) -> Iterator[int]:
    """Set bit positions, lowest (best word) first."""
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low


def _quality(columns: list[str]) -> list[int]:
    """Per word, the sum over positions of log(how many words share its letter there).

    Done with big-int arithmetic in C: each position's values become one integer with a
    16-bit field per word, and the fields of all positions add up in place.
    """
    n = len(columns[0])
    total = 0
    for column in columns:
        table = {}
        for ch in set(column):
            value = min(255, int(_QUALITY_SCALE * math.log(column.count(ch))))
            table[ord(ch)] = "\x00" + chr(value)
        total += int.from_bytes(column.translate(table).encode("latin-1"), "big")
    values = array("H")
    values.frombytes(total.to_bytes(2 * n, "big"))
    if sys.byteorder == "little":
        values.byteswap()
    return values.tolist()


def _columns(words: list[str]) -> list[str]:
    """The letters at each position, one string per position (strided slices, all in C)."""
    length = len(words[0])
    text = "".join(words)
    return [text[p::length] for p in range(length)]


def _order(words: list[str], scores: Mapping[str, float]) -> list[str]:
    """The words best score first, ties broken by easy-fill quality.

    A bank without scores (a fill-in word list) keeps its listing order, which is the order
    seed 003's traces show words being tried in.
    """
    if not scores or len(words) < 2:
        return words
    quality = _quality(_columns(words)) if len(words[0]) <= 255 else [0] * len(words)
    # One float key per word sorts faster than tuples: quality < 2**16 breaks score ties.
    keys = [
        -s * 65536.0 - q
        for s, q in zip(map(scores.get, words, [0.0] * len(words)), quality, strict=True)
    ]
    order = sorted(range(len(words)), key=keys.__getitem__)
    return list(itemgetter(*order)(words))  # reorders in C


# Up to this many words, a class's letter bitsets are built by a plain loop over the words:
# for a fill-in's few words per length that beats one translate per letter.
SMALL_CLASS = 64
# Classes of more words than this have no per-word letter masks (LengthClass.letter_masks).
BIG_CLASS = 128


@dataclass(frozen=True, slots=True)
class _Codes:
    """An index's alphabet in the forms its classes are built from, made once per index."""

    alphabet: Mapping[str, int]  # letter -> code
    to_code: Mapping[int, str]  # str.translate table: letter -> chr(its code)
    bit: tuple[LetterMask, ...]  # code -> 1 << code
    char_bit: Mapping[str, LetterMask]  # chr(code) -> 1 << code

    @classmethod
    def of(cls, alphabet: Mapping[str, int]) -> _Codes:
        return cls(
            alphabet,
            {ord(ch): chr(k) for ch, k in alphabet.items()},
            tuple(1 << k for k in range(len(alphabet))),
            {chr(k): 1 << k for k in range(len(alphabet))},
        )


def _build_class(words: list[str], alpha: _Codes) -> LengthClass:
    n, length = len(words), len(words[0])
    bit = alpha.bit
    # The class's letters coded once, word after word; each position is then a strided
    # slice. Few C-level calls per class rather than per position, which a fill-in's many
    # short classes notice.
    coded = "".join(words).translate(alpha.to_code)
    codes = tuple(coded[p::length] for p in range(length))
    letter_masks: tuple[tuple[LetterMask, ...], ...] = ()
    if n <= BIG_CLASS:
        every = tuple(map(bit.__getitem__, map(ord, coded)))
        letter_masks = tuple(every[p::length] for p in range(length))
    columns = []
    present = []
    pairs: list[tuple[tuple[LetterMask, Bitset], ...]] = []
    shifts = [1 << w for w in range(n)] if n <= SMALL_CLASS else []
    for p, at in enumerate(codes):
        by_code = [0] * len(bit)
        if shifts:
            for one, code in zip(shifts, map(ord, at), strict=True):
                by_code[code] |= one
            # A small class has its letter masks (SMALL_CLASS < BIG_CLASS): the distinct bits
            # of a position's masks sum to their OR, with no pass over the letters in Python.
            present.append(sum(set(letter_masks[p])))
        else:
            found = list(map(ord, set(at)))  # the codes that occur at this position
            # str.translate and int(..., 2) make each letter's bitset in C, which keeps a
            # 300k-word index well under a second.
            column = at[::-1]
            zeros = dict.fromkeys(found, "0")
            for code in found:
                table = dict(zeros)
                table[code] = "1"
                by_code[code] = int(column.translate(table), 2)
            present.append(sum(map(bit.__getitem__, found)))  # distinct bits: sum is an OR
        columns.append(by_code)
        if n > SMALL_DOMAIN:  # smaller classes never have a domain big enough to use them
            pairs.append(tuple([(bit[code], bits) for code, bits in enumerate(by_code) if bits]))
    return LengthClass(
        tuple(words),
        dict(zip(words, range(n), strict=True)),
        alpha.alphabet,
        (1 << n) - 1,
        tuple(columns),
        codes,
        tuple(present),
        tuple(pairs),
        letter_masks,
        alpha.char_bit,
    )


@dataclass(frozen=True, slots=True)
class WordIndex:
    """Every length class a puzzle needs, over one shared alphabet of letter codes."""

    classes: Mapping[int, LengthClass]
    alphabet: Mapping[str, int]

    @classmethod
    def build(cls, bank: WordBank, lengths: Iterable[int] | None = None) -> WordIndex:
        wanted = None if lengths is None else set(lengths)
        grouped: dict[int, list[str]] = {}
        # A stable sort by length groups the words in C and keeps listing order inside.
        for n, group in groupby(sorted(bank.counts, key=len), key=len):
            if wanted is None or n in wanted:
                grouped[n] = list(group)
        # Letter codes in sorted order, so that the same letters get the same codes in
        # every solve; the set of the joined text is built in C.
        text = "".join("".join(ws) for ws in grouped.values())
        alphabet = {ch: k for k, ch in enumerate(sorted(set(text)))}
        alpha = _Codes.of(alphabet)
        classes = {n: _build_class(_order(ws, bank.scores), alpha) for n, ws in grouped.items()}
        return cls(classes, alphabet)

    def get(self, length: int) -> LengthClass | None:
        return self.classes.get(length)
