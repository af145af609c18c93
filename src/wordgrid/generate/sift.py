"""The rules a word of wordfreq's list passes before a classroom puzzle may draw it.

Each rule has a name, and the first a word fails is why it is left out (benchmarks/pools.py
counts them per language). In order:

1. **not a word**: under two letters, or anything but letters;
2. **abbreviation**: no vowel (MPH, PDF), or a Roman numeral (XIV);
3. **not in the dictionary**: the language's Hunspell dictionary doesn't accept it as
   written in lower case (or, in German, as a capitalised common noun): this leaves out
   words typed without their accents (BYC for BYĆ) and names it knows capitalised only;
4. **English**: a word that is English on the web of another language (TOP, LIKE);
   **English name**: a name or acronym English writes capitalised only, more used on the
   English web than on the language's (LONDON and ENGLAND in German, USA in French);
5. **foreign letters**: a letter the language's own words don't use (Polish VIDEO);
6. **given name**: a first name of the US census lists, spelled exactly so (JUAN, RITA);
7. **obscenity**, **slur**, **junk**: the word, or a stem its dictionary gives it, is in
   `obscene.tsv`, `blocklist.tsv` or `junk.tsv` (wordgrid.generate.safety);
8. **name or place**: a form of one of the language's names or places, far more common
   than its ordinary reading explains (wordgrid.generate.names);
9. **same letters**: the letters of a more common word kept already, without its accents
   (POLICIA after POLÍCIA): a grid shows the accents, so the common spelling stays.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from wordgrid.blocklist import common_keys
from wordgrid.dictionary import normalize_entry
from wordgrid.generate import names
from wordgrid.generate.native import (
    is_english_name,
    is_english_on_the_web,
    is_given_name,
    native_spelling,
    speller,
    zipf,
)
from wordgrid.generate.safety import looks_like_junk, unfit
from wordgrid.lang import language
from wordgrid.model import fold, is_letter

NOT_A_WORD = "not a word"
ABBREVIATION = "abbreviation"
NOT_IN_DICTIONARY = "not in the dictionary"
ENGLISH = "English"
ENGLISH_NAME = "English name"
FOREIGN_LETTERS = "foreign letters"
GIVEN_NAME = "given name"
NAME = "name or place"
SAME_LETTERS = "same letters"


@dataclass(frozen=True, slots=True)
class Verdict:
    """A word of wordfreq's list: how common it is (Zipf), how its language spells it, and
    the rule that left it out ("" when it is kept)."""

    word: str
    used: float
    spelled: str = ""
    left_out: str = ""


def spelled_word(word: str, lang: str, used: float) -> tuple[str, str]:
    """(`word` in its language's spelling, "") when rules 1-6 keep it; ("", the rule)
    when one leaves it out."""
    if len(word) < 2 or not all(is_letter(ch) for ch in word):
        return "", NOT_A_WORD
    if looks_like_junk(normalize_entry(word)):
        return "", ABBREVIATION
    spelled = native_spelling(word, lang)
    if spelled is None:
        return "", NOT_IN_DICTIONARY
    if is_english_on_the_web(word, lang, used):
        return "", ENGLISH
    if is_english_name(word, lang, used):
        return "", ENGLISH_NAME
    if not set(fold(spelled)) <= set(language(lang).alphabet):
        return "", FOREIGN_LETTERS
    if is_given_name(spelled):
        return "", GIVEN_NAME
    return spelled, ""


def sift(words: Sequence[str], lang: str) -> list[Verdict]:
    """A verdict on each of `words` (wordfreq's, lower case, most common first)."""
    speller_ = speller(lang)
    first: list[Verdict] = []
    lemmas: dict[str, set[str]] = {}
    forms_of: dict[str, list[str]] = defaultdict(list)
    for word in words:
        used = zipf(word, lang)
        spelled, why = spelled_word(word, lang, used)
        if not why:
            stems = speller_.stems(spelled)
            why = unfit(spelled, stems, lang) or ""
            lower = spelled.lower()
            lemmas[word] = {s.lower() for s in stems if s[:1].islower()} or {lower}
            for lemma in lemmas[word]:
                forms_of[lemma].append(lower)
        first.append(Verdict(word, used, spelled, why))
    kept = common_keys(lang)
    seen: set[str] = set()
    out = []
    for v in first:
        key = normalize_entry(v.spelled)
        if v.left_out:
            pass
        elif key not in kept and _name_driven(v, lemmas[v.word], forms_of, lang):
            v = Verdict(v.word, v.used, v.spelled, NAME)
        elif key in seen:
            v = Verdict(v.word, v.used, v.spelled, SAME_LETTERS)
        else:
            seen.add(key)
        out.append(v)
    return out


def _name_driven(v: Verdict, lemmas: set[str], forms_of: dict[str, list[str]], lang: str) -> bool:
    """Rule 8. English has its own (an English word must be ordinary fill of the crossword
    list, which scores names low) and so has German (its dictionary marks the names among
    its capitalised nouns: native.py)."""
    if lang == "en" or language(lang).capitalised_nouns is not None:
        return False
    lower = v.spelled.lower()

    def used(word: str) -> float:
        return zipf(word, lang)

    name = names.name_reading(lower, speller(lang).stems(lower[:1].upper() + lower[1:]), used, lang)
    return name is not None and names.name_driven(lower, name, lemmas, used, forms_of)
