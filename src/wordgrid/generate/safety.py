"""Which drawn words may go into a puzzle a teacher hands to a class.

Reviewable tables say what no classroom list holds (see wordgrid.blocklist and
data/words/README.md): `obscene.tsv`, the obscenities of every language offered, each with
the open lists that name it (built by scripts/build_obscenities.py); `adult.tsv`, words for
grown-ups (sex, sexual violence, drugs, suicide); `blocklist.tsv`, slurs and hateful terms;
and `junk.tsv`, interjections, brands and web words. A word is left out when it is listed,
when a stem its language's Hunspell dictionary gives it is, when the dictionary derives it
from a listed word, or when it begins with a listed root or holds a listed part: a table
names a word once and every form and derivation goes with it (DUPA takes DUPY, DUPIE, DUPĘ
and DUPĄ; KURWA all its forms; `-kurw-` WKURWIONY and SKURWIEL). A language without a
spelling dictionary and a list of obscenities (wordgrid.lang) is refused rather than served
unfiltered.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from wordgrid.blocklist import applies, innocent_keys, junk_keys, roots, table
from wordgrid.dictionary import normalize_entry
from wordgrid.errors import InputError
from wordgrid.generate import native
from wordgrid.lang import CODES, language, offered
from wordgrid.model import fold

# Vowels of the languages offered, accents dropped (Y is one in English and Polish).
VOWELS = frozenset("AEIOUY")
ROMAN_DIGITS = frozenset("IVX")
# Languages whose wordfreq lists need a word splitter (jieba, MeCab) that wordgrid does not
# install; their words are also not written one letter to a cell as our grids are.
NEEDS_SPLITTER = {"zh": "Chinese", "ja": "Japanese", "ko": "Korean"}
# What each table leaves out, named as the figures name the rules (benchmarks/pools.py).
OBSCENITY, ADULT, SLUR, JUNK = "obscenity", "adult", "slur", "junk"


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


def unfit(word: str, stems: Iterable[str], lang: str) -> str | None:
    """Which table of `lang` leaves out `word` (as its language spells it), whose
    dictionary stems are `stems`: OBSCENITY, ADULT, SLUR or JUNK; None when none does.

    An obscenity, a word for grown-ups or a slur takes every word it may be a form of, the
    forms its dictionary derives from it, and every word that begins with one of its roots
    or holds one of its parts (blocklist.Roots; not the innocent words `root_kept.tsv`
    names, COÑAC and MISHIT, nor their forms). A word with an innocent reading (itself or
    a stem in `obscene_kept.tsv`: CHIAVI, the keys, is also a form of chiavare) is judged
    as itself only, and one listed there is kept. Junk (names, brands, web words) takes
    only words that are nothing but its forms: TWEETY goes with TWEET, MARKI (brands)
    stays although it is also a form of Marek."""
    key = normalize_entry(word)
    stems = tuple(stems)
    stem_keys = {normalize_entry(stem) for stem in stems}
    innocent = innocent_keys(lang)
    readings = [word] if ({key} | stem_keys) & innocent else [word, *stems]
    keys = {normalize_entry(r) for r in readings}
    for name, kind in FAMILIES:
        if key in innocent and kind in (OBSCENITY, ADULT):
            continue  # named by a list, but its everyday sense is innocent
        family = _family(name, lang)
        if keys & family or key in _forms(name, lang):
            return kind
        listed = roots(name, lang)
        if any(listed.find(fold(r)) for r in readings):
            return kind
    junk, lemmas = junk_keys(lang), stem_keys - {key}
    if key in junk or (lemmas and lemmas <= junk):
        return JUNK
    return None


# The tables whose words take their forms and roots, in the order their figures name them.
FAMILIES = (
    ("obscene.tsv", OBSCENITY),
    ("adult.tsv", ADULT),
    ("blocklist.tsv", SLUR),
    ("last_resort.tsv", SLUR),
)


def _listed(name: str, lang: str) -> tuple[str, ...]:
    """The words (not roots) table `name` lists for `lang`, as written."""
    return tuple(e.word for e in table(name) if e.is_word and applies(e.lang, lang))


def _spellings(word: str, lang: str) -> tuple[str, ...]:
    """A table word as the dictionary may hold it: German nouns are capitalised."""
    if language(lang).capitalised_nouns is None:
        return (word,)
    return (word, word[:1].upper() + word[1:])


@cache
def _family(name: str, lang: str) -> frozenset[str]:
    """The grid keys of the words table `name` lists for `lang`."""
    return frozenset(normalize_entry(word) for word in _listed(name, lang)) - innocent_keys(lang)


@cache
def _forms(name: str, lang: str) -> frozenset[str]:
    """The grid keys of the forms `lang`'s dictionary derives with its suffixes from the
    words of table `name`: forms whose stem the dictionary doesn't give back (Polish
    CHUJEM). A listed word's own stems are not followed: Spanish PERRA (a bitch) is a
    form of perro, a dog."""
    speller = native.speller(lang)
    words = _listed(name, lang)
    forms = {
        normalize_entry(form)
        for word in words
        for spelling in _spellings(word, lang)
        for form in speller.forms(spelling)
    }
    return frozenset(forms - innocent_keys(lang))


def looks_like_junk(key: str) -> bool:
    """A word (in grid form) with no vowel is an abbreviation (MPH, PDF, ITD), and one of
    I, V and X alone a Roman numeral (III, XIV), in every language offered."""
    return not VOWELS.intersection(key) or not set(key) - ROMAN_DIGITS
