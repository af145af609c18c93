"""Words no list wordgrid ships or derives may hold, read from reviewable tables.

`data/words/blocklist.tsv` lists slurs and hateful terms, one a line with its language and
the reason it is blocked. The crossword list, the generator's lists, word search draws and
the bundled themes leave them out; a user's own list is used as given, but `fill --stats`
and the constructor name a blocklisted entry. `data/words/junk.tsv`, in the same format,
lists what a classroom list leaves out although it is no slur: interjections, informal
spellings, brands. `obscene.tsv` lists the obscenities of every language offered, each with
the open lists that name it (scripts/build_obscenities.py builds it), and `common.tsv` the
everyday words that are also names, which the classroom lists keep.

Entries are compared in grid form: letters only, case-folded and without accents, so one
line covers every spelling that fills the same cells (NÈGRE, Negre, NEGRE). A line may also
name a root, with a hyphen after it (`kurw-`): every word that begins with it is listed
too (KURWY, KURWICA); or a part, between hyphens (`-pierdal-`): every word that holds it
anywhere (SPIERDALAJ, WYPIERDALAĆ). Roots and parts keep their accents (`coñ-` is no `con-`),
as a language's words are compared with them as the language spells them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources

from wordgrid.dictionary import normalize_entry
from wordgrid.errors import InputError
from wordgrid.model import grid_letters

EVERY_LANGUAGE = "*"  # an entry whose language is this applies to every language
ALL_BUT = "*-"  # ... and "*-en" to every language but English (English web words elsewhere)
HEADER = ("word", "lang", "reason")
MARK = "-"  # after a root (`kurw-`), around a part (`-pierdal-`)


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of a table: the word as written, its language, why it is listed."""

    word: str
    lang: str
    reason: str

    @property
    def key(self) -> str:
        return normalize_entry(self.word)

    @property
    def is_word(self) -> bool:
        """A word (and its forms), not a root or a part."""
        return not self.word.endswith(MARK)

    @property
    def letters(self) -> str:
        """A root's or a part's letters as the language spells them, accents kept: KURW."""
        return grid_letters(self.word)


def parse_table(text: str, name: str) -> tuple[Entry, ...]:
    """The entries of a table's text; raises InputError naming the line of a bad one."""
    out: list[Entry] = []
    header_seen = False
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if not header_seen:
            if tuple(fields) != HEADER:
                raise InputError("expected the header word, lang, reason", path=name, line=number)
            header_seen = True
            continue
        if len(fields) != 3 or not all(f.strip() for f in fields) or not normalize_entry(fields[0]):
            raise InputError(
                "expected a word, its language and a reason, separated by tabs",
                path=name,
                line=number,
            )
        out.append(Entry(fields[0].strip(), fields[1].strip().lower(), fields[2].strip()))
    return tuple(out)


@cache
def table(name: str) -> tuple[Entry, ...]:
    """The entries of a table shipped in `data/words` (`blocklist.tsv`, `junk.tsv`)."""
    text = (resources.files("wordgrid") / "data" / "words" / name).read_text("utf-8")
    return parse_table(text, name)


def applies(entry_lang: str, lang: str) -> bool:
    """Whether an entry of language `entry_lang` (a code, "*" or "*-en") applies to `lang`."""
    if entry_lang.startswith(ALL_BUT):
        return entry_lang.removeprefix(ALL_BUT) != lang
    return entry_lang in (lang, EVERY_LANGUAGE)


@cache
def _reasons(name: str, lang: str | None) -> dict[str, str]:
    """Grid key -> reason, for one language (with the every-language entries) or all."""
    out: dict[str, str] = {}
    for entry in table(name):
        if entry.is_word and (lang is None or applies(entry.lang, lang)):
            shown = entry.reason if lang is not None else f"{entry.lang}: {entry.reason}"
            out.setdefault(entry.key, shown)
    return out


def blocked_reason(word: str, lang: str | None = None) -> str | None:
    """Why `word` is blocklisted in `lang` (None: in any language), or None when it isn't."""
    return _reasons("blocklist.tsv", lang).get(normalize_entry(word))


def blocklisted(words: Iterable[str], lang: str | None = None) -> tuple[tuple[str, str], ...]:
    """The blocklisted words of `words`, each once with its reason, in their order."""
    return tuple(
        (w, reason) for w in dict.fromkeys(words) if (reason := blocked_reason(w, lang)) is not None
    )


def is_blocked(word: str, lang: str | None = None) -> bool:
    return blocked_reason(word, lang) is not None


@cache
def blocked_keys(lang: str | None = None) -> frozenset[str]:
    """The grid keys blocklisted in `lang` (None: in any language)."""
    return frozenset(_reasons("blocklist.tsv", lang))


@cache
def junk_keys(lang: str) -> frozenset[str]:
    """The grid keys a classroom list of `lang` leaves out as junk."""
    return frozenset(_reasons("junk.tsv", lang))


@cache
def obscene_keys(lang: str) -> frozenset[str]:
    """The grid keys of `lang`'s obscenities (`obscene.tsv`)."""
    return frozenset(_reasons("obscene.tsv", lang))


@cache
def adult_keys(lang: str) -> frozenset[str]:
    """The grid keys of `lang`'s words for grown-ups (`adult.tsv`: sex, sexual violence,
    drugs, suicide), which classroom lists leave out."""
    return frozenset(_reasons("adult.tsv", lang))


@cache
def innocent_keys(lang: str) -> frozenset[str]:
    """The grid keys of words of `lang` an obscenity list names although their everyday
    sense is innocent (`obscene_kept.tsv`): kept, and so are their forms."""
    return frozenset(_reasons("obscene_kept.tsv", lang))


@cache
def last_resort_keys(lang: str) -> frozenset[str]:
    """The grid keys of `lang`'s words editors avoid for one of their senses
    (`last_resort.tsv`): the crossword list scores them last-resort, classroom lists leave
    them out."""
    return frozenset(_reasons("last_resort.tsv", lang))


@cache
def common_keys(lang: str) -> frozenset[str]:
    """The grid keys of everyday words of `lang` that are also names (`common.tsv`), which
    the classroom lists keep."""
    return frozenset(_reasons("common.tsv", lang))


@dataclass(frozen=True)
class Roots:
    """The roots (`kurw-`) and parts (`-pierdal-`) a table names for a language: a word
    that begins with a root, or holds a part anywhere, is listed too, unless the letters
    are those of a word `root_kept.tsv` names (COÑAC is no word of `coñ-`)."""

    pattern: re.Pattern[str] | None  # one alternation, so a word is tested in one pass
    kept: re.Pattern[str] | None = None  # the innocent words, read as no root or part

    def find(self, letters: str) -> str | None:
        """The root or part `letters` (a word as its language spells it, folded) holds."""
        if self.pattern is None:
            return None
        found = self.pattern.search(without_kept(letters, self.kept))
        return found.group() if found else None


def without_kept(letters: str, kept: re.Pattern[str] | None) -> str:
    """`letters` with the letters of each innocent word in them blanked out (MISHITTING
    -> ·TING), so that no root or part is read inside one."""
    return kept.sub("·", letters) if kept is not None else letters


@cache
def kept_from_roots(lang: str) -> re.Pattern[str] | None:
    """The words of `lang` that `root_kept.tsv` keeps from the roots and parts: innocent
    words a root takes by its letters alone (COÑAC, MISHIT, WANKEL), accents kept."""
    words = {e.letters for e in table("root_kept.tsv") if applies(e.lang, lang)}
    if not words:
        return None
    return re.compile("|".join(map(re.escape, sorted(words, key=len, reverse=True))))


@cache
def roots(name: str, lang: str) -> Roots:
    """The roots and parts table `name` names for `lang`."""
    starts: set[str] = set()
    parts: set[str] = set()
    for entry in table(name):
        if not entry.is_word and applies(entry.lang, lang):
            (parts if entry.word.startswith(MARK) else starts).add(re.escape(entry.letters))
    if not starts and not parts:
        return Roots(None)
    # Longest first, so the root a word is reported under is the one that names most of it.
    ordered = sorted(starts, key=len, reverse=True)
    alternatives = [f"^(?:{'|'.join(ordered)})"] if ordered else []
    alternatives += sorted(parts, key=len, reverse=True)
    return Roots(re.compile("|".join(alternatives)), kept_from_roots(lang))


# The tables whose words no grid may spell, even by chance (a word search's filler letters).
UNSPEAKABLE = ("obscene.tsv", "adult.tsv", "blocklist.tsv")


@cache
def unspeakable(lang: str | None) -> frozenset[str]:
    """The letters of every word, root and part that the obscenity, adult and slur tables
    name for `lang` (every language when None), as a grid may spell them: with their
    accents and without (DUPĘ and DUPE). A root's letters stand for every word made of it:
    a line that spells KURW is one too many."""
    out: set[str] = set()
    for name in UNSPEAKABLE:
        for entry in table(name):
            if lang is None or applies(entry.lang, lang):
                out.update((entry.letters, grid_letters(entry.word, accents=False)))
    out.discard("")
    return frozenset(out)
