"""Which drawn words may go into a puzzle a teacher hands to a class.

Every language the built-in lists offer (wordgrid.lang) has a maintained list of
obscenities: the `glin-profanity` package's dictionaries, and for English also
`better-profanity`'s list; and a native spelling dictionary (native.py). A language without
both is refused rather than served unfiltered. Slurs of the blocklist and the junk of
`junk.tsv` (interjections, brands, web tokens) are left out too (see wordgrid.blocklist).
Names are the native dictionary's business: it knows them capitalised only.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from wordgrid.blocklist import blocked_keys, junk_keys
from wordgrid.dictionary import normalize_entry
from wordgrid.errors import InputError
from wordgrid.lang import CODES, language, offered

# Vowels of the languages offered, accents dropped (Y is one in English and Polish).
VOWELS = frozenset("AEIOUY")
ROMAN_DIGITS = frozenset("IVX")
# Languages whose wordfreq lists need a word splitter (jieba, MeCab) that wordgrid does not
# install; their words are also not written one letter to a cell as our grids are.
NEEDS_SPLITTER = {"zh": "Chinese", "ja": "Japanese", "ko": "Korean"}


def check_language(lang: str) -> None:
    """Raise InputError (exit 2) for a language the built-in word lists can't serve safely."""
    if lang in NEEDS_SPLITTER:
        raise InputError(
            f"wordgrid has no built-in {NEEDS_SPLITTER[lang]} word list "
            "(wordfreq needs a word splitter for it); give your own words",
            cli="as arguments or with --words FILE",
        )
    if not offered(lang):
        raise InputError(
            f"no built-in word list for language {lang!r}: drawn words must pass a "
            "list of obscenities and a spelling dictionary of the language; give your "
            f"own words (languages offered: {', '.join(CODES)})",
            cli="as arguments or with --words FILE",
        )


@cache
def blocked(lang: str) -> frozenset[str]:
    """The obscenities of `lang`, each one word, in grid form."""
    import glin_profanity

    sources = language(lang).obscenities
    folder = resources.files(glin_profanity) / "data" / "dictionaries"
    data = json.loads((folder / f"{sources['glin-profanity']}.json").read_text("utf-8"))
    words = {normalize_entry(w) for w in data["words"] if " " not in w.strip()}
    if "better-profanity" in sources:
        import better_profanity

        text = (resources.files(better_profanity) / "profanity_wordlist.txt").read_text("utf-8")
        # The list also holds phrases; their single words (THREE, SOME) are harmless.
        words |= {
            normalize_entry(w) for w in text.splitlines() if w.strip() and " " not in w.strip()
        }
    return frozenset(words)


@cache
def _left_out(lang: str) -> frozenset[str]:
    """Obscenities, slurs and junk of `lang`, in grid form."""
    return blocked(lang) | blocked_keys(lang) | junk_keys(lang)


def looks_like_junk(key: str) -> bool:
    """A word (in grid form) with no vowel is an abbreviation (MPH, PDF, ITD), and one of
    I, V and X alone a Roman numeral (III, XIV), in every language offered."""
    return not VOWELS.intersection(key) or not set(key) - ROMAN_DIGITS


def classroom_safe(word: str, lang: str) -> bool:
    """Whether a word may be drawn: no obscenity, slur or junk of `lang`."""
    key = normalize_entry(word)
    return key not in _left_out(lang) and not looks_like_junk(key)
