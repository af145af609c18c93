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
from dataclasses import dataclass
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
    # letter_bits[p][letter] = bitset of the words with that letter at p
    letter_bits: tuple[Mapping[str, Bitset], ...]
    all: Bitset
    # columns[p][code]: letter_bits[p] as a list over every code of the alphabet (0 if none),
    # so the hot loops index a list instead of probing a dict.
    columns: tuple[list[Bitset], ...] = ()
    # codes[p][w] = chr(letter code of word w at p), for cheap lookups in small domains
    codes: tuple[str, ...] = ()
    # present[p]: mask of the letter codes that occur at position p in some word
    present: tuple[LetterMask, ...] = ()
    # pairs[p]: (1 << code, bitset) for each letter at p: the letter loop's fastest form
    pairs: tuple[tuple[tuple[LetterMask, Bitset], ...], ...] = ()
    # letter_masks[p][w] = 1 << (code of word w's letter at p): a small domain's letters are
    # then one OR per word. Empty for classes over BIG_CLASS words, whose tables would cost
    # more to build than the lookups they save.
    letter_masks: tuple[tuple[LetterMask, ...], ...] = ()

    def matching(self, pattern: Mapping[int, str]) -> Bitset:
        """Words that have letter `pattern[p]` at each position p."""
        bits = self.all
        for p, letter in pattern.items():
            bits &= self.letter_bits[p].get(letter, 0)
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


def _order(words: list[str], scores: Mapping[str, float]) -> tuple[list[str], list[str]]:
    """The words best score first, ties broken by easy-fill quality, and their columns.

    A bank without scores (a fill-in word list) keeps its listing order, which is the order
    seed 003's traces show words being tried in.
    """
    columns = _columns(words)
    if not scores or len(words) < 2:
        return words, columns
    quality = _quality(columns) if len(words[0]) <= 255 else [0] * len(words)
    # One float key per word sorts faster than tuples: quality < 2**16 breaks score ties.
    keys = [
        -s * 65536.0 - q
        for s, q in zip(map(scores.get, words, [0.0] * len(words)), quality, strict=True)
    ]
    order = sorted(range(len(words)), key=keys.__getitem__)
    ordered = list(itemgetter(*order)(words))  # reorders in C
    return ordered, _columns(ordered)


# Up to this many words, a class's letter bitsets are built by a plain loop over the words:
# for a fill-in's few words per length that beats one translate per letter.
SMALL_CLASS = 64
# Classes of more words than this have no per-word letter masks (LengthClass.letter_masks).
BIG_CLASS = 4096


def _build_class(words: list[str], forwards: list[str], alphabet: Mapping[str, int]) -> LengthClass:
    n = len(words)
    size = len(alphabet)
    letters = sorted(alphabet, key=alphabet.__getitem__)  # code -> letter
    bit = [1 << k for k in range(size)]
    letter_masks = []
    to_code = {ord(ch): chr(k) for ch, k in alphabet.items()}
    letter_bits = []
    columns = []
    present = []
    codes = []
    pairs: list[tuple[tuple[LetterMask, Bitset], ...]] = []
    for forward in forwards:
        coded = forward.translate(to_code)
        by_code = [0] * size
        if n <= SMALL_CLASS:
            for wid, code in enumerate(map(ord, coded)):
                by_code[code] |= 1 << wid
        else:
            # One string of the letters at p; str.translate and int(..., 2) make each
            # letter's bitset in C, which keeps a 300k-word index well under a second.
            column = coded[::-1]
            zeros = dict.fromkeys(map(ord, set(column)), "0")
            for code in zeros:
                table = dict(zeros)
                table[code] = "1"
                by_code[code] = int(column.translate(table), 2)
        mask = 0
        pair = []
        by_letter = {}
        for code, bits in enumerate(by_code):
            if bits:
                mask |= 1 << code
                pair.append((1 << code, bits))
                by_letter[letters[code]] = bits
        pairs.append(tuple(pair))
        letter_bits.append(by_letter)
        columns.append(by_code)
        present.append(mask)
        codes.append(coded)
        if n <= BIG_CLASS:
            letter_masks.append(tuple(map(bit.__getitem__, map(ord, coded))))
    return LengthClass(
        tuple(words),
        dict(zip(words, range(n), strict=True)),
        tuple(letter_bits),
        (1 << n) - 1,
        tuple(columns),
        tuple(codes),
        tuple(present),
        tuple(pairs),
        tuple(letter_masks),
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
        # Letter codes in order of first use: a set of the joined text is built in C.
        text = "".join("".join(ws) for ws in grouped.values())
        alphabet = {ch: k for k, ch in enumerate(sorted(set(text)))}
        ordered = {n: _order(ws, bank.scores) for n, ws in grouped.items()}
        classes = {n: _build_class(ws, cols, alphabet) for n, (ws, cols) in ordered.items()}
        return cls(classes, alphabet)

    def get(self, length: int) -> LengthClass | None:
        return self.classes.get(length)
