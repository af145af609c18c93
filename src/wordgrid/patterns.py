"""Entries by pattern, as constructors search with OneLook or Qat: `?` one letter, `*` any
run of letters (none too), `[AEIOU]` one letter of a set, `[^AEIOU]` one letter outside it.

`C?T` is CAT, COT, CUT; `*ING` every entry that ends in ING; `[AEIOU]??[^S]`. Letters are
folded as dictionary entries are (é -> E, upper case), and spaces, hyphens and apostrophes
are dropped, as entries have none (`ice cream` finds ICECREAM).

Two ways to search, for two callers:
- `search` over the engine's index (`solver/index.py`): each fixed position is one big-int
  AND (an OR over a set's letters), so a pattern costs a few C-level operations per length
  class, whatever the list's size. The constructor has that index built already, for its
  look-ahead.
- `scan` over the entries' text with one regular expression, which needs no index: a
  one-off search from the command line would spend longer building the index than
  scanning. benchmarks/patterns_bench.py measures both.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import compress

from wordgrid.dictionary import normalize_entry
from wordgrid.errors import InputError
from wordgrid.model import is_letter
from wordgrid.solver.index import Bitset, LengthClass, WordIndex

ANY = "?"  # one letter; `.` means the same (a grid's empty cell)
STAR = "*"  # any run of letters, none included
DROPPED = frozenset(" \t-'\u2019")  # written in phrases, never in an entry
LONGEST_SHOWN = 40  # a message quotes this much of a pattern


@dataclass(frozen=True, slots=True)
class LetterSet:
    """One position: one of `letters`, or (`negated`) any letter but those."""

    letters: frozenset[str]
    negated: bool = False

    def regex(self) -> str:
        body = "".join(sorted(re.escape(ch) for ch in self.letters))
        # A negated class must not match the newline between scanned entries.
        return f"[^{body}\\n]" if self.negated else f"[{body}]"

    def bits(self, cls_: LengthClass, pos: int) -> Bitset:
        """The words of the class with a letter of this set at `pos`."""
        found = 0
        for ch in self.letters:
            found |= cls_.with_letter(pos, ch)
        return cls_.all & ~found if self.negated else found


Position = LetterSet | None  # None: any letter


@dataclass(frozen=True, slots=True)
class Pattern:
    """A parsed pattern: the runs of single positions between its stars.

    `pieces[0]` is anchored at the start of an entry and, when there is a star, `pieces[-1]`
    at its end; pieces in between float. A pattern without a star is one piece.
    """

    text: str
    pieces: tuple[tuple[Position, ...], ...]

    @property
    def stars(self) -> int:
        return len(self.pieces) - 1

    @property
    def fixed(self) -> int:
        """How many single positions the pattern has: the length of its shortest match."""
        return sum(map(len, self.pieces))

    def fits_length(self, length: int) -> bool:
        return length == self.fixed if not self.stars else length >= self.fixed

    def anchored(self, length: int) -> list[tuple[int, LetterSet]]:
        """(position, set) of the sets at a fixed place in an entry of `length` letters."""
        head = self.pieces[0]
        places = [(p, s) for p, s in enumerate(head) if s is not None]
        if self.stars:
            tail = self.pieces[-1]
            start = length - len(tail)
            places += [(start + p, s) for p, s in enumerate(tail) if s is not None]
        return places

    def regex(self) -> str:
        """The pattern as a regular expression over one entry (letters only)."""

        def position(s: Position) -> str:
            return "." if s is None else s.regex()

        return ".*".join("".join(map(position, piece)) for piece in self.pieces)

    def compiled(self) -> re.Pattern[str]:
        return re.compile(self.regex())


def parse_pattern(text: str) -> Pattern:
    """The pattern in `text`; InputError naming the character at fault otherwise."""
    pieces: list[list[Position]] = [[]]
    k = 0
    while k < len(text):
        ch = text[k]
        if ch == STAR:
            if pieces[-1] or len(pieces) == 1:  # `**` is one star
                pieces.append([])
            k += 1
        elif ch in (ANY, "."):
            pieces[-1].append(None)
            k += 1
        elif ch == "[":
            letter_set, k = _letter_set(text, k)
            pieces[-1].append(letter_set)
        elif ch in DROPPED:
            k += 1
        elif is_letter(ch):
            pieces[-1].extend(LetterSet(frozenset(x)) for x in normalize_entry(ch))
            k += 1
        else:
            raise _bad(text, k, f"{ch!r} is no letter, ?, * or [set]")
    # Only the first piece (before a leading star) and the last (after a trailing one) can
    # be empty: a star after an empty piece is part of the star before it (`**`).
    pattern = Pattern(text, tuple(tuple(piece) for piece in pieces))
    if not pattern.fixed and not pattern.stars:
        raise InputError(f"pattern {_shown(text)}: it has no letter, ? or *")
    return pattern


def _letter_set(text: str, start: int) -> tuple[LetterSet, int]:
    """The set that opens at `text[start]` (`[`), and the index just after its `]`."""
    end = text.find("]", start + 1)
    if end < 0:
        raise _bad(text, start, "this [ has no ] to close its set")
    body = text[start + 1 : end]
    negated = body[:1] in ("^", "!")
    if negated:
        body = body[1:]
    at = start + 1 + negated  # where `body` starts in `text`
    letters: set[str] = set()
    k = 0
    while k < len(body):
        ch = body[k]
        if k + 2 < len(body) and body[k + 1] == "-":  # a range, A-E
            low, high = normalize_entry(ch), normalize_entry(body[k + 2])
            if len(low) != 1 or len(high) != 1 or low > high:
                raise _bad(text, at + k, f"{body[k : k + 3]!r} is no range of letters")
            letters.update(chr(c) for c in range(ord(low), ord(high) + 1))
            k += 3
            continue
        if not is_letter(ch):
            raise _bad(text, at + k, f"{ch!r} in a set is no letter")
        letters.update(normalize_entry(ch))
        k += 1
    if not letters:
        raise _bad(text, start, "this set holds no letter")
    return LetterSet(frozenset(letters), negated), end + 1


def _shown(text: str) -> str:
    return repr(text if len(text) <= LONGEST_SHOWN else text[:LONGEST_SHOWN] + "…")


def _bad(text: str, k: int, why: str) -> InputError:
    return InputError(f"pattern {_shown(text)}, character {k + 1}: {why}")


def _words_of(cls_: LengthClass, bits: Bitset) -> list[str]:
    """The words of a bitset, lowest bit (best word) first: the bits as a string of 0s and
    1s, read in C by `compress`, rather than one Python step per set bit."""
    flags = format(bits, "b")[::-1].encode("ascii").translate(_FLAGS)
    return list(compress(cls_.words, flags))


_FLAGS = bytes.maketrans(b"01", b"\x00\x01")


def _first_words(cls_: LengthClass, bits: Bitset, limit: int) -> list[str]:
    """The best `limit` words of a bitset (its lowest bits)."""
    words: list[str] = []
    while bits and len(words) < limit:
        low = bits & -bits
        words.append(cls_.words[low.bit_length() - 1])
        bits ^= low
    return words


@dataclass(frozen=True, slots=True)
class Found:
    """How many words match, and the matches: all of them, or the best `limit` of each
    length (which hold the best `limit` of all, whatever ranks them)."""

    total: int
    words: list[str]


def search(index: WordIndex, pattern: Pattern, limit: int | None = None) -> Found:
    """The words of the index that match, shortest first, each length in the index's order
    (best score first); with `limit`, only the best `limit` of each length are listed.

    Without a floating piece a length's count is its bitset's bit count, so a pattern that
    matches most of the list (`*`) costs no more than one that matches a few.
    """
    floating = pattern.stars > 1  # pieces between stars: the regex checks where they fall
    total = 0
    found: list[str] = []
    for length in sorted(index.classes):
        if not pattern.fits_length(length):
            continue
        cls_ = index.classes[length]
        bits = _anchored_bits(cls_, pattern, length)
        if bits and floating:
            bits = _floating_bits(cls_, pattern, length, bits)
        if not bits:
            continue
        if floating:
            words = scan(_words_of(cls_, bits), pattern)
            total += len(words)
            found.extend(words if limit is None else words[:limit])
        elif limit is None:
            total += bits.bit_count()
            found.extend(_words_of(cls_, bits))
        else:
            total += bits.bit_count()
            found.extend(_first_words(cls_, bits, limit))
    return Found(total, found)


def _anchored_bits(cls_: LengthClass, pattern: Pattern, length: int) -> Bitset:
    """The words whose letters agree with the pattern's sets at fixed places."""
    bits = cls_.all
    for pos, letter_set in pattern.anchored(length):
        bits &= letter_set.bits(cls_, pos)
        if not bits:
            break
    return bits


def _floating_bits(cls_: LengthClass, pattern: Pattern, length: int, bits: Bitset) -> Bitset:
    """`bits` less the words that lack a letter some floating set needs somewhere between
    the anchored ends: a cheap filter before the regex, which rare letters (*Q*Z*) make
    short."""
    lo, hi = len(pattern.pieces[0]), length - len(pattern.pieces[-1])
    for piece in pattern.pieces[1:-1]:
        for letter_set in piece:
            if letter_set is None or letter_set.negated:
                continue
            somewhere = 0
            for pos in range(lo, hi):
                somewhere |= letter_set.bits(cls_, pos)
            bits &= somewhere
            if not bits:
                return 0
    return bits


def scan(words: Iterable[str], pattern: Pattern) -> list[str]:
    """The words that match, in the order given: one regular expression over their text.

    Each word sits between newlines, and the expression starts with one: the regex engine
    then looks for that literal (and the letters after it) at C speed, where `^` in
    MULTILINE mode would try every character of the text.
    """
    text = "\n" + "\n".join(words) + "\n"
    return re.findall(f"\n({pattern.regex()})(?=\n)", text)


def matches(word: str, pattern: Pattern) -> bool:
    """Whether one entry (in dictionary form) matches."""
    return pattern.compiled().fullmatch(word) is not None
