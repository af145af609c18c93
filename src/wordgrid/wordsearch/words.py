"""Word lists for word searches: folded, de-duplicated, and refused when a word can't be unique.

A word search promises that each listed word appears exactly once, reading in any of the 8
directions. Two kinds of word break that promise whatever the grid looks like, so they are
refused before any placement: a palindrome reads the same backwards (so it is found twice on
the same cells), and a word inside another word, forwards or backwards, is found again inside
that word.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from wordgrid.errors import InputError
from wordgrid.model import Direction, fold, hidden_form, is_letter

# How many clashing pairs an error message names before it says "and N more": enough to see
# the pattern, short enough to stay one readable line.
MAX_CLASHES_NAMED = 12

LEVELS: dict[int, tuple[Direction, ...]] = {
    1: (Direction.E, Direction.S),
    # "adds the diagonals down": both diagonals that run down the page, SE and SW.
    2: (Direction.E, Direction.S, Direction.SE, Direction.SW),
    3: tuple(Direction),
}
ALL_DIRECTIONS: tuple[Direction, ...] = LEVELS[3]


def parse_directions(text: str) -> tuple[Direction, ...]:
    """`"n, NE,e"` -> (N, NE, E), in compass order, each once; unknown names are an InputError."""
    names = [part.strip().upper() for part in text.split(",") if part.strip()]
    if not names:
        raise InputError("no directions given: name some of N, NE, E, SE, S, SW, W, NW")
    unknown = [n for n in names if n not in Direction.__members__]
    if unknown:
        raise InputError(f"unknown direction {unknown[0]!r}: use N, NE, E, SE, S, SW, W or NW")
    chosen = {Direction[n] for n in names}
    return tuple(d for d in Direction if d in chosen)


def prepare_words(raw: Iterable[str]) -> tuple[str, ...]:
    """Fold each word, drop repeats (first one wins) and refuse words that can't be unique.

    An answer of several words (`ICE CREAM`) is hidden without its spaces and hyphens.
    Raises InputError for an empty list, a non-letter, a palindrome or a word inside another.
    """
    words: dict[str, None] = {}  # a dict keeps first-seen order, which the output follows
    for text in raw:
        words.setdefault(hidden_form(text), None)
    if not words:
        raise InputError(
            "the word list is empty: give words to hide", cli="as arguments or with --words FILE"
        )
    result = tuple(words)
    problems = clashes(result)
    if problems:
        shown = "; ".join(problems[:MAX_CLASHES_NAMED])
        more = len(problems) - MAX_CLASHES_NAMED
        if more > 0:
            shown += f"; and {more} more"
        raise InputError(f"each word must appear exactly once, but {shown}")
    return result


def clashes(words: Sequence[str]) -> list[str]:
    """Why some words would always be found twice, one phrase each; empty when none are."""
    problems = []
    for word in words:
        if len(word) == 1:
            problems.append(f"{word} is a single letter, which reads the same in every direction")
        elif word == word[::-1]:
            problems.append(f"{word} is a palindrome (it reads the same backwards)")
    # Compare each word only with words at least as long: a shorter one can't contain it.
    by_length = sorted(words, key=len)
    for i, short in enumerate(by_length):
        backwards = short[::-1]
        for long in by_length[i + 1 :]:
            if short in long:
                problems.append(f"{short} is inside {long}")
            elif backwards in long:
                where = "is" if len(short) == len(long) else "is inside"
                problems.append(f"{short} read backwards {where} {long}")
    return problems


def search_words(pool: Sequence[str], count: int, rng: random.Random) -> list[str]:
    """`count` words of `pool` a word search can hold together: no palindrome, and no word
    inside another, forwards or backwards (it would be found twice)."""
    chosen: list[str] = []
    for word in rng.sample(list(pool), len(pool)):
        if clashes([*chosen, word]):
            continue
        chosen.append(word)
        if len(chosen) == count:
            return chosen
    raise InputError(f"the word list has too few words for word searches of {count} words")


def alphabet_of(words: Iterable[str]) -> str:
    """The distinct letters of `words` in code point order, the default filler."""
    return "".join(sorted({ch for word in words for ch in word}))


def parse_alphabet(text: str) -> str:
    """Filler letters from a user: folded, spaces and commas ignored, each letter once."""
    letters: dict[str, None] = {}
    for ch in fold(text):
        if ch in " ,\t":
            continue
        if not is_letter(ch):
            raise InputError(f"--alphabet has a non-letter {ch!r}")
        letters.setdefault(ch, None)
    if not letters:
        raise InputError("--alphabet is empty: give the filler letters, e.g. ABCDEFG")
    return "".join(letters)
