"""Word lists for the generator: checking the user's words and the default list from wordfreq.

The default list comes from `wordfreq`, which ships its frequency tables inside the package,
so `wordgrid generate --random 25` works offline on a fresh install. Its lists are ordered by
frequency, which lets the generator prefer common words.

Frequency lists from the web are full of English, slang, names, brands, abbreviations,
obscenities and words typed without their accents, and teachers hand these puzzles to
children. So every word passes the rules of `sift.py`: its language's spelling dictionary
must know it, in its proper spelling (native.py); it must not be English on a page of
another language, nor an obscenity, slur or junk in any of its forms (safety.py), nor a
name or place (names.py). wordfreq's data is CC BY-SA 4.0, so the filtered lists are made
at run time and never shipped.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from wordgrid.errors import InputError
from wordgrid.generate.safety import check_language
from wordgrid.generate.sift import sift
from wordgrid.generate.wordcache import stored
from wordgrid.model import normalize_word

# Bump when `sift` keeps other words than before, so cached lists are made anew
# (wordcache.py keys each file by it).
FILTER_VERSION = 4

# Random sparse puzzles draw from the most common words only: a puzzle of everyday words is
# the one a solver enjoys, and 5000 words still give plenty of variety.
RANDOM_POOL_SIZE = 5000
# Swaps and dense fills may reach further down the frequency list, where there are more words
# to fit a given pattern of crossing letters.
DICTIONARY_SIZE = 30000
# Random words are 3 to 7 letters: 2-letter words are mostly function words, and long words
# need long free runs, so a compact grid packs 30 short words where it fits 20 long ones.
RANDOM_MIN_LENGTH = 3
RANDOM_MAX_LENGTH = 7
# A dense fill never uses 1- or 2-letter entries: its patterns have no runs that short.
DENSE_MIN_LENGTH = 3


def check_words(raw: Sequence[str]) -> tuple[str, ...]:
    """The user's words, folded; raises InputError for non-letters or fewer than two words."""
    words = tuple(normalize_word(w) for w in raw)
    short = [w for w in words if len(w) < 2]
    if short:  # a slot is a run of two or more cells: a one-letter word has none
        raise InputError(f"{short[0]} has one letter; every word of a fill-in needs at least 2")
    if len(words) < 2:
        found = "no words" if not words else f"only one word ({words[0]})"
        raise InputError(f"a puzzle needs at least 2 words, got {found}")
    return words


def loners(words: Sequence[str]) -> list[str]:
    """Words that share no letter with any other word, so they can cross nothing."""
    out = []
    for k, word in enumerate(words):
        letters = set(word)
        if not any(letters & set(other) for j, other in enumerate(words) if j != k):
            out.append(word)
    return out


def classroom_word(word: str, lang: str) -> str | None:
    """A lower-case wordfreq word of `lang` in its proper spelling, when a default-list
    puzzle may use it, judged alone by `sift` (how common it is is wordfreq's); None when it
    is left out. A word beside a more common one of the same letters is `dictionary`'s."""
    verdict = sift([word], lang)[0]
    return None if verdict.left_out else verdict.spelled


@lru_cache(maxsize=8)  # one per language offered
@stored("dictionary", FILTER_VERSION)
def dictionary(lang: str = "en", size: int = DICTIONARY_SIZE) -> tuple[tuple[str, float], ...]:
    """Folded words of 2+ letters with their Zipf frequency, most common first: the words
    `classroom_word` keeps of wordfreq's `size` most common in `lang`."""
    try:
        import wordfreq
    except ImportError as e:  # a broken install, not bad input: say what is missing
        raise InputError("the default word list needs the 'wordfreq' package") from e
    check_language(lang)
    try:
        raw = wordfreq.top_n_list(lang, size)
    except (LookupError, ValueError, OSError, ImportError):  # ImportError: a splitter missing
        raw = []
    out = [(normalize_word(v.spelled), v.used) for v in sift(raw, lang) if not v.left_out]
    if not out:
        raise InputError(f"wordfreq has no word list for language {lang!r}")
    return tuple(out)


@lru_cache(maxsize=8)
@stored(
    "pool", FILTER_VERSION, DICTIONARY_SIZE, RANDOM_POOL_SIZE, RANDOM_MIN_LENGTH, RANDOM_MAX_LENGTH
)
def random_pool(lang: str = "en") -> tuple[str, ...]:
    """The common words random puzzles draw from, most common first; cached on its own, so
    a random puzzle that needs no swap never loads the whole dictionary."""
    common = dictionary(lang)[:RANDOM_POOL_SIZE]
    return tuple(w for w, _ in common if RANDOM_MIN_LENGTH <= len(w) <= RANDOM_MAX_LENGTH)


def draw_words(count: int, rng: random.Random, pool: Sequence[str]) -> list[str]:
    """`count` distinct words of `pool`, each sharing a letter with another (so it can cross)."""
    if count < 2:
        raise InputError(f"a puzzle needs at least 2 words, but only {count} is to be drawn")
    if count > len(pool):
        raise InputError(
            f"{count} random words are more than the {len(pool)} words in the list",
            cli=f"ask for fewer with --random (at most {len(pool)})",
            web=f"ask for fewer random words (at most {len(pool)})",
        )
    words = rng.sample(pool, count)
    # A drawn word with no letter in common with the others can't be laid out: redraw it.
    for _ in range(count):
        lonely = loners(words)
        if not lonely:
            break
        spare = [w for w in pool if w not in words]
        if not spare:  # a small allowance (a capped batch): the layout drops what can't cross
            break
        for word in lonely:
            words[words.index(word)] = rng.choice(spare)
    return words
