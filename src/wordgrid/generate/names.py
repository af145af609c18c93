"""Names and places a language's frequency list holds as if they were words.

wordfreq counts words without their capitals, so JACKA (of Jacek), RUI, KRAKÓW and CESARE
come out as common as everyday words, and the spelling dictionaries often know them in
lower case too (jacka is a form of jack, a plug; rui of ruir, to collapse). The names come
from Faker (MIT), whose locales of each language (`Language.name_locales`) list given
names, surnames, cities, regions and countries. A word is one when the dictionary knows its
capitalised spelling as such a name, or as a form of a given name or place that is no rarer
than the form (Jacka -> Jacek, Gdańsku -> Gdańsk; IDĄ, they go, is far commoner than Ida).

Many everyday words are names too (ROSA, COSTA, PASSOS), so a word is taken for its name
only when its ordinary reading doesn't explain how common it is (`name_driven`). A few
everyday words fail that test as mass nouns and particles do: `data/words/common.tsv`
keeps them, reviewed by hand, and `junk.tsv` names the few names it keeps.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping
from functools import cache

from wordgrid.lang import language

# How much more often (Zipf points) a name may be used than a lemma it is also a form of
# before it is taken for the name (RUI, 4.3, against ruir, to collapse, 3.0).
NAME_MARGIN = 1.0
# ... and how much more often than its other forms a word that is its own lemma (MACHADO,
# PAOLO) may be: nouns are used in the plural too, but a name is not.
OWN_LEMMA_MARGIN = 2.0
# Faker's attributes that list names and places; a surname counts only as itself (its
# forms are too many everyday words: TYLKO is no form of Tylka).
GIVEN_NAMES = ("first_name",)
SURNAMES = ("last_name",)
PLACES = ("cities", "states", "province", "regions", "countries", "departments", "estados")


def _listed(provider: type, attributes: Iterable[str]) -> set[str]:
    out: set[str] = set()
    for attribute in dir(provider):
        if attribute.startswith("_") or "format" in attribute or "code" in attribute:
            continue
        if not any(part in attribute for part in attributes):
            continue
        value = getattr(provider, attribute)
        for item in value if isinstance(value, (list, tuple, dict)) else ():
            name = item[-1] if isinstance(item, tuple) and item else item  # (code, name)
            if isinstance(name, str) and name.isalpha():
                out.add(name.lower())
    return out


@cache
def _faker(lang: str, kinds: tuple[str, ...]) -> frozenset[str]:
    """The names Faker's locales of `lang` list under attributes like `kinds`, lower case."""
    out: set[str] = set()
    for locale in language(lang).name_locales:
        for kind in ("person", "address"):
            try:
                module = importlib.import_module(f"faker.providers.{kind}.{locale}")
            except ImportError:  # Faker has no such provider for the locale
                continue
            out |= _listed(module.Provider, kinds)
    return frozenset(out)


def names(lang: str) -> frozenset[str]:
    """The given names, surnames and places of `lang`, in lower case."""
    return _faker(lang, GIVEN_NAMES + SURNAMES + PLACES)


def inflected_names(lang: str) -> frozenset[str]:
    """The names whose forms count too: given names and places."""
    return _faker(lang, GIVEN_NAMES + PLACES)


def name_reading(
    word: str, name_stems: Iterable[str], zipf: Callable[[str], float], lang: str
) -> str | None:
    """The name or place the dictionary knows `word` (lower case) as, capitalised: the
    word itself (RUI, KRAKÓW) or the given name or place it is a form of (JACKA of Jacek,
    GDAŃSKU of Gdańsk; a form is rarer than its name, so IDĄ is no form of Ida); None when
    it is none. `name_stems` are the stems the dictionary gives its capitalised spelling."""
    for stem in name_stems:
        name = stem.lower()
        if not stem[:1].isupper():
            continue
        if name == word and name in names(lang):
            return name
        if name != word and name in inflected_names(lang) and zipf(name) >= zipf(word):
            return name
    return None


def name_driven(
    word: str,
    name: str,
    lemmas: Iterable[str],
    zipf: Callable[[str], float],
    forms_of: Mapping[str, list[str]],
) -> bool:
    """Whether `word`, which is `name` or a form of it, is on the list for the name: its
    ordinary readings don't explain how common it is.

    A form of a name is the name's when its lemmas are rarer than the name (JACKA: Jacek
    against jack). The name itself is when a lemma it is a form of is used NAME_MARGIN
    less (RUI against ruir), or, where it is its own lemma, when no other form of it comes
    within OWN_LEMMA_MARGIN (MACHADO, where machados is rare; not ROSA, nor COSTA).
    """
    used = zipf(word)
    for lemma in lemmas:
        if lemma == word:
            others = [zipf(form) for form in forms_of.get(lemma, ()) if form != word]
            if name == word and max(others, default=0.0) >= used - OWN_LEMMA_MARGIN:
                return False
        elif zipf(lemma) >= (zipf(name) if name != word else used - NAME_MARGIN):
            return False
    return True
