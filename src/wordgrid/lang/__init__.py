"""One home for each language wordgrid offers: its facts in one module each, read from here.

A language's module (`lang/pl.py`) holds its `Language`: its name and alphabet, its spelling
dictionaries, where its obscenities come from, the words of its printed pages and of its
game, its definitions and the words its teachers head a list with. Every command, page and
engine asks here: adding a language is one module, named in the list below, and its data.

A door (a command's `--lang`, a web form, a book spec, a request of the library's API) turns
what it is given into a code with `normalise`, once: `pt-BR`, `pt_br` and `PT` are all
`pt`. Below the doors a language is its code, and `language(code)` its facts. A document
read from a file keeps the language it records; its pages and its game speak it when it is
offered (`spoken`), English otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from wordgrid.errors import InputError
from wordgrid.lang import de, en, es, fr, it, nl, pl, pt
from wordgrid.lang.language import Language, ListHeaders, NounCapitals
from wordgrid.lang.texts import GameText, PageText

__all__ = [
    "CODES",
    "DEFAULT",
    "LANGUAGES",
    "GameText",
    "Language",
    "ListHeaders",
    "NounCapitals",
    "PageText",
    "language",
    "list_headers",
    "names",
    "normalise",
    "offered",
    "spoken",
]

LANGUAGES: Mapping[str, Language] = MappingProxyType(
    {m.LANGUAGE.code: m.LANGUAGE for m in (de, en, es, fr, it, nl, pl, pt)}
)
CODES: tuple[str, ...] = tuple(sorted(LANGUAGES))  # the languages offered, A to Z by code
DEFAULT = "en"  # a request that names no language


def normalise(tag: str) -> str:
    """The code a door keeps of the language it was given: `pt-BR`, `pt_br` and ` PT ` are
    all `pt`, as wordgrid's lists are per language, not per country."""
    return tag.strip().lower().replace("_", "-").split("-")[0]


def offered(code: str) -> bool:
    """Whether wordgrid offers the language of a normalised code."""
    return code in LANGUAGES


def language(code: str) -> Language:
    """The language of a normalised code; InputError for one wordgrid doesn't offer,
    naming those it does."""
    found = LANGUAGES.get(code)
    if found is None:
        raise InputError(f"wordgrid offers no language {code!r}: choose one of {', '.join(CODES)}")
    return found


def spoken(tag: str) -> Language:
    """The language a document records (`pt-BR`, `pl`, or anything), when wordgrid speaks
    it; English otherwise, as pages and the game then are."""
    return LANGUAGES.get(normalise(tag)) or LANGUAGES[DEFAULT]


def names() -> dict[str, str]:
    """Code -> English name of every language offered, by name: what a menu lists."""
    return {lang.code: lang.name for lang in sorted(LANGUAGES.values(), key=lambda x: x.name)}


def list_headers(code: str | None = None) -> ListHeaders:
    """The words a list's header row names its answer and clue columns with, in `code`, or
    (None) in any language offered: a list read from a file says no language."""
    if code is not None:
        return language(code).headers
    every = LANGUAGES.values()
    return ListHeaders(
        answer=tuple(dict.fromkeys(w for lang in every for w in lang.headers.answer)),
        clue=tuple(dict.fromkeys(w for lang in every for w in lang.headers.clue)),
    )
