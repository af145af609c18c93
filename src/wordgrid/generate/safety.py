"""Which drawn words may go into a puzzle a teacher hands to a class.

Three reviewable tables say what no classroom list holds (see wordgrid.blocklist and
data/words/README.md): `obscene.tsv`, the obscenities of every language offered, each with
the open lists that name it (built by scripts/build_obscenities.py); `blocklist.tsv`, slurs
and hateful terms; and `junk.tsv`, interjections, brands and web words. A word is left out
when it is listed, or when a stem its language's Hunspell dictionary gives it is: a table
names a word once and every inflected form goes with it (DUPA takes DUPY, DUPIE, DUPĘ and
DUPĄ; KURWA all its forms). A language without a spelling dictionary and a list of
obscenities (wordgrid.lang) is refused rather than served unfiltered.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from wordgrid.blocklist import (
    blocked_keys,
    innocent_keys,
    junk_keys,
    last_resort_keys,
    obscene_keys,
    table,
)
from wordgrid.dictionary import normalize_entry
from wordgrid.errors import InputError
from wordgrid.generate import native
from wordgrid.lang import CODES, offered

# Vowels of the languages offered, accents dropped (Y is one in English and Polish).
VOWELS = frozenset("AEIOUY")
ROMAN_DIGITS = frozenset("IVX")
# Languages whose wordfreq lists need a word splitter (jieba, MeCab) that wordgrid does not
# install; their words are also not written one letter to a cell as our grids are.
NEEDS_SPLITTER = {"zh": "Chinese", "ja": "Japanese", "ko": "Korean"}
# What each table leaves out, named as the figures name the rules (benchmarks/pools.py).
OBSCENITY, SLUR, JUNK = "obscenity", "slur", "junk"


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


def unfit(key: str, stems: Iterable[str], lang: str) -> str | None:
    """Which table of `lang` leaves out a word of grid key `key` whose dictionary stems
    have the grid keys `stems`: OBSCENITY, SLUR or JUNK; None when none does.

    An obscenity or a slur takes every word it may be a form of; a word with an innocent
    reading (itself or a stem in `obscene_kept.tsv`: CHIAVI, the keys, is also a form of
    chiavare) is judged as itself only. Junk (names, brands, web words) takes only words
    that are nothing but its forms: TWEETY goes with TWEET, MARKI (brands) stays although
    it is also a form of Marek."""
    stems = frozenset(stems)
    keys = {key} if ({key} | stems) & innocent_keys(lang) else {key} | stems
    if keys & obscene_keys(lang) or key in _obscene_forms(lang):
        return OBSCENITY
    if keys & (blocked_keys(lang) | last_resort_keys(lang)):
        return SLUR
    junk, lemmas = junk_keys(lang), stems - {key}
    if key in junk or (lemmas and lemmas <= junk):
        return JUNK
    return None


@cache
def _obscene_forms(lang: str) -> frozenset[str]:
    """The grid keys of the forms `lang`'s dictionary derives from its obscenities with
    suffixes: a form whose stem the dictionary doesn't give back (Polish CHUJEM)."""
    speller = native.speller(lang)
    words = (entry.word for entry in table("obscene.tsv") if entry.lang == lang)
    forms = {normalize_entry(form) for word in words for form in speller.forms(word)}
    return frozenset(forms - innocent_keys(lang))


def looks_like_junk(key: str) -> bool:
    """A word (in grid form) with no vowel is an abbreviation (MPH, PDF, ITD), and one of
    I, V and X alone a Roman numeral (III, XIV), in every language offered."""
    return not VOWELS.intersection(key) or not set(key) - ROMAN_DIGITS
