"""Across Lite's locked (scrambled) answers: the key found from the scrambling's structure.

Across Lite scrambles a solution with a four-digit key `d0 d1 d2 d3` and stores a checksum
of the real answers beside it. Unscrambling (Mike Richards's description, as puzpy has it)
takes the answer letters column by column, blocks left out, and runs four rounds, one per
digit from the last to the first; round r, with its digit k:

1. unshuffle: the letters at odd places, then those at even places (`s[1::2] + s[::2]`);
2. rotate: the last k letters to the front (`s[n-k:] + s[:n-k]`, Python's slicing even
   when k > n);
3. unshift: the letter at place j goes back `d[j % 4]` places in the alphabet, *every*
   digit, not only the round's own.

Trying the 10,000 keys one by one, through puzpy's string code and its Python checksum
loop, took 1.3-14 s a file. Here the keys are a tree: round r's rotation is the r-th digit
from the end, so the keys that share their last r digits share their first r rounds. Each
node of the tree does one round with byte slicing and `bytes.translate`, which run in C. A
shift whose digit isn't chosen yet is carried in the byte itself: a byte is a letter
(0-25) plus 26 times the index of the shifts still owed (how many times each unknown digit
must still be taken off), and it is paid with one translate once the digit is chosen. The
10,000 leaves are then checksummed together: byte by byte, the checksums of all keys live
side by side in the 32-bit lanes of one big integer, so each step of the checksum is a few
big-integer operations for all keys at once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from functools import cache
from itertools import product

import puz

KEY_DIGITS = 4
LETTERS = 26
ALPHABET = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ"
TO_CODES = bytes.maketrans(ALPHABET, bytes(range(LETTERS)))
TO_LETTERS = bytes.maketrans(bytes(range(LETTERS)), ALPHABET)
LANE_BYTES = 4  # a checksum is 16 bits; a 32-bit lane leaves room for each addition's carry
SUBTREE = 1_000  # the keys that end in one digit
# Above this many letters the 10,000 leaves are no longer well under a second's work; such
# a grid (50x50 of letters, bigger than any published crossword) is read without answers.
MOST_LETTERS = 2_500
CHUNK_BYTES = 8_000_000  # the most unscrambled letters held at once
# Below this many letters their repeats say too little to tell words from random letters
# (a 3x3's eight letters can fall either way), so the lowest key that fits is taken.
FEWEST_TO_RANK = 50
# What letters at random don't reach and words do: two letters drawn alike (random 0.038,
# words 0.06-0.09) and the share of vowels, Y with them (random 0.23, words 0.35-0.5). Of
# 50 letters of real words, 1 in 100 falls short; of 50 random letters, 1 in 20 passes, and
# of 120, 1 in 1,000. A damaged file's letters unlock to random ones under any key.
LEAST_COINCIDENCE = 0.042
LEAST_VOWELS = 0.30
VOWELS = frozenset("AEIOUY")

Owed = tuple[int, ...]  # how many times each digit not chosen yet must still be taken off


def _owed_states(level: int) -> tuple[Owed, ...]:
    """The shifts a letter may still owe after `level` rounds: one count for each digit not
    yet chosen (d0 .. d(3-level)), the counts summing to at most `level`."""
    return tuple(
        counts
        for counts in product(range(level + 1), repeat=KEY_DIGITS - level)
        if sum(counts) <= level
    )


@cache
def _index(level: int) -> dict[Owed, int]:
    return {owed: k for k, owed in enumerate(_owed_states(level))}


@cache
def _round_table(level: int, digit: int, position_class: int, shift: int | None) -> bytes:
    """How round `level` changes a byte at a place of one class (place mod 4): it pays what
    the letter owes for `digit`, the digit this round chooses (d3 in round 1), then takes off
    the round's shift for its class: `shift` when that digit is chosen, else owes it."""
    before, after = _index(level - 1), _index(level)
    chosen = KEY_DIGITS - level  # the index of the digit chosen now
    table = bytearray(range(256))
    for owed, k in before.items():
        rest = list(owed[:chosen])  # the digits still unknown after this round
        paid = owed[chosen] * digit + (shift or 0)
        if shift is None:
            rest[position_class] += 1
        code = after[tuple(rest)] * LETTERS
        for letter in range(LETTERS):
            table[k * LETTERS + letter] = code + (letter - paid) % LETTERS
    return bytes(table)


def _round(state: bytes, chosen: tuple[int, ...]) -> bytes:
    """One round of unscrambling: `chosen` are the key's last digits so far, d(4-level) ..
    d3, the first of them this round's rotation."""
    level, digit = len(chosen), chosen[0]
    n = len(state)
    state = state[1::2] + state[::2]
    out = bytearray(state[n - digit :] + state[: n - digit])
    for position_class in range(KEY_DIGITS):
        index = position_class - (KEY_DIGITS - level)
        shift = chosen[index] if index >= 0 else None
        table = _round_table(level, digit, position_class, shift)
        out[position_class::KEY_DIGITS] = out[position_class::KEY_DIGITS].translate(table)
    return bytes(out)


def _leaves(state: bytes, chosen: tuple[int, ...]) -> Iterator[bytes]:
    """The unscrambled letters (0-25) under every key that ends in `chosen`, the key's
    first digit varying fastest."""
    if len(chosen) == KEY_DIGITS:
        yield state
        return
    for digit in range(10):
        digits = (digit, *chosen)
        yield from _leaves(_round(state, digits), digits)


def _key(leaf: int, last: int) -> int:
    """The key of leaf `leaf` among those ending in `last`: leaf 321 of 4 is key 1234."""
    return int(f"{leaf:0{KEY_DIGITS - 1}d}"[::-1]) * 10 + last


def _lanes(column: bytes) -> int:
    """One byte of every key's answers, each in a lane of its own."""
    spread = bytearray(len(column) * LANE_BYTES)
    spread[::LANE_BYTES] = column
    return int.from_bytes(spread, "little")


def _matching(leaves: bytes, n: int, target: int) -> list[int]:
    """The leaves whose letters (`leaves`: every leaf's n letters, one after another) have
    the checksum `target`: Across Lite's, rotate right by one and add the byte, taken for all
    leaves at once, each in its lane."""
    count = len(leaves) // n
    ones = _lanes(b"\x01" * count)
    low15, low16 = ones * 0x7FFF, ones * 0xFFFF
    sums = 0
    for i in range(n):
        carry = sums & ones
        sums = ((sums >> 1) & low15) | (carry << 15)
        sums = (sums + _lanes(leaves[i::n])) & low16
    left = (sums ^ (ones * target)).to_bytes(count * LANE_BYTES, "little")
    return [k for k in range(count) if not any(left[k * LANE_BYTES : (k + 1) * LANE_BYTES])]


def find_keys(scrambled: str, target: int) -> list[int] | None:
    """Every key that unscrambles `scrambled` (the locked letters, column by column, blocks
    left out) to answers whose checksum is `target`, lowest first; None when the letters
    can't be a locked solution (Across Lite scrambles A to Z only) or are too many to try."""
    if len(scrambled) > MOST_LETTERS or not scrambled.isascii():
        return None
    raw = scrambled.encode("ascii")
    if not raw or raw.translate(None, ALPHABET):
        return None
    codes = raw.translate(TO_CODES)
    found = []
    # The keys in groups of those ending in a few digits, as many as keep the leaves of a
    # group under CHUNK_BYTES: one big group checksums fastest, but takes memory by the key.
    step = max(1, min(10, CHUNK_BYTES // (len(raw) * SUBTREE)))
    for first in range(0, 10, step):
        lasts = range(first, min(10, first + step))
        leaves = b"".join(
            leaf for last in lasts for leaf in _leaves(_round(codes, (last,)), (last,))
        )
        for k in _matching(leaves.translate(TO_LETTERS), len(raw), target):
            found.append(_key(k % SUBTREE, lasts[k // SUBTREE]))
    return sorted(found)


def coincidence(letters: str) -> float:
    """The chance that two letters drawn from `letters` are the same: about 0.065 for words
    of English (0.07-0.08 for other languages), 1/26 = 0.038 for letters at random."""
    n = len(letters)
    if n < 2:
        return 0.0
    return sum(k * (k - 1) for k in Counter(letters).values()) / (n * (n - 1))


def reads_as_words(letters: str) -> bool:
    """Whether unlocked answers read as words, not as the random letters a damaged file
    unlocks to; True for a grid of too few letters to tell."""
    if not _ranked(letters):
        return True
    vowels = sum(letter in VOWELS for letter in letters) / len(letters)
    return coincidence(letters) >= LEAST_COINCIDENCE and vowels >= LEAST_VOWELS


def likeliest(scrambled: str, keys: Sequence[int]) -> int:
    """Of several keys that fit the checksum (a 16-bit checksum lets about one wrong key in
    six through), the one whose answers read most like words rather than letters at random;
    the lowest, as other tools take it, for a grid too small to tell words by their letters."""
    if not _ranked(scrambled):
        return min(keys)
    return max(keys, key=lambda key: coincidence(puz.unscramble_string(scrambled, key)))


def chosen_by(scrambled: str) -> str:
    """How `likeliest` chooses among the keys for these letters, as a warning says it."""
    return "the one that gives words" if _ranked(scrambled) else "the lowest"


def _ranked(scrambled: str) -> bool:
    return len(scrambled) >= FEWEST_TO_RANK
