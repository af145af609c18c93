"""Which drawn words may go into a puzzle a teacher hands to a class.

Every language the built-in lists offer has a maintained list of obscenities: the
`glin-profanity` package's dictionaries (about twenty languages), and for English also
`better-profanity`'s list. A language without such a list is refused rather than served
unfiltered. Given names (JUAN, RITA, EMILY, KELLY) are left out in every language: they are
the 5,500 first names of the US census lists shipped by the `names` package, which also
hold many Spanish, French and Italian names. Some names are everyday words too (WILL, MAY,
JUNE, FRANK); they go as well: a word list for children loses little by being strict.
"""

from __future__ import annotations

import json
import unicodedata
from functools import cache
from importlib import resources

from wordgrid.errors import InputError

# wordfreq language code -> the glin-profanity dictionary for it. Only these are offered.
PROFANITY_LISTS = {
    "ar": "arabic",
    "cs": "czech",
    "da": "danish",
    "de": "german",
    "en": "english",
    "es": "spanish",
    "fa": "persian",
    "fi": "finnish",
    "fr": "french",
    "hi": "hindi",
    "hu": "hungarian",
    "it": "italian",
    "nb": "norwegian",
    "nl": "dutch",
    "pl": "polish",
    "pt": "portuguese",
    "ru": "russian",
    "sv": "swedish",
    "tr": "turkish",
}
# Languages whose wordfreq lists need a word splitter (jieba, MeCab) that wordgrid does not
# install; their words are also not written one letter to a cell as our grids are.
NEEDS_SPLITTER = {"zh": "Chinese", "ja": "Japanese", "ko": "Korean"}


def base_language(lang: str) -> str:
    """`pt-BR` -> `pt`: the lists are per language, not per country."""
    return lang.lower().split("-")[0].split("_")[0]


def check_language(lang: str) -> None:
    """Raise InputError (exit 2) for a language the built-in word lists can't serve safely."""
    base = base_language(lang)
    if base in NEEDS_SPLITTER:
        raise InputError(
            f"wordgrid has no built-in {NEEDS_SPLITTER[base]} word list "
            "(wordfreq needs a word splitter for it); give your own words",
            cli="as arguments or with --words FILE",
        )
    if base not in PROFANITY_LISTS:
        raise InputError(
            f"no built-in word list for language {lang!r}: drawn words must pass a "
            "list of obscenities, and there is none for it; give your own words "
            f"(languages offered: {', '.join(sorted(PROFANITY_LISTS))})",
            cli="as arguments or with --words FILE",
        )


def plain(word: str) -> str:
    """Lower case without accents: how lists and words are compared (BOURRÉ = bourre)."""
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@cache
def blocked(lang: str) -> frozenset[str]:
    """The obscenities of `lang`, each one word, in `plain` form."""
    import glin_profanity

    base = base_language(lang)
    folder = resources.files(glin_profanity) / "data" / "dictionaries"
    data = json.loads((folder / f"{PROFANITY_LISTS[base]}.json").read_text("utf-8"))
    words = {plain(w) for w in data["words"] if " " not in w.strip()}
    if base == "en":
        from wordgrid.dictionary import english_word_lists

        words |= english_word_lists()[1]
    return frozenset(words)


@cache
def given_names() -> frozenset[str]:
    """First names of the US census lists, in `plain` form."""
    import names

    out: set[str] = set()
    for kind in ("dist.male.first", "dist.female.first"):
        text = (resources.files(names) / kind).read_text("utf-8")
        out.update(plain(line.split()[0]) for line in text.splitlines() if line.strip())
    return frozenset(out)


def classroom_safe(word: str, lang: str) -> bool:
    """Whether a word may be drawn: neither an obscenity of `lang` nor a given name."""
    p = plain(word)
    return p not in blocked(lang) and p not in given_names()
