"""Entries by pattern (`wordgrid words`, the constructor's search): the matches best first.

The command line searches a dictionary it has just read, so it scans the entries' text once;
the constructor has the engine's index of its dictionary built already (its look-ahead
uses it), so it searches the index's bitsets. `patterns.py` has both; the answer is the same.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import compress, repeat

from wordgrid.dictionary import Dictionary
from wordgrid.patterns import parse_pattern, scan, search
from wordgrid.solver.index import WordIndex


@dataclass(frozen=True, slots=True)
class WordMatch:
    word: str
    score: float


@dataclass(frozen=True)
class WordMatches:
    """What a pattern found: how many entries match, and the best of them (all of them when
    no limit was asked), highest score first, then A to Z."""

    pattern: str
    total: int
    best: tuple[WordMatch, ...]

    def as_dict(self) -> dict[str, object]:
        return {
            "pattern": self.pattern,
            "total": self.total,
            "entries": [{"word": m.word, "score": m.score} for m in self.best],
        }


def find_words(
    pattern: str,
    words: Dictionary,
    *,
    index: WordIndex | None = None,
    limit: int | None = None,
) -> WordMatches:
    """The entries of `words` that match `pattern` (see `wordgrid.patterns`), best first.

    `index` is the engine's index of the same entries, when the caller has one built;
    `limit` keeps that many of the best (through an index, entries tied at the limit's score
    are picked in the index's order, easy fill first, where a scan picks them A to Z).
    Raises InputError for a pattern that can't be read.
    """
    parsed = parse_pattern(pattern)
    if index is None:
        found = scan(words.scores, parsed)
        return WordMatches(pattern, len(found), ranked(found, words.scores, limit))
    matched = search(index, parsed, limit)
    return WordMatches(pattern, matched.total, ranked(matched.words, words.scores, limit))


def find_in_default_list(
    pattern: str, min_score: float | None = None, limit: int | None = None
) -> WordMatches:
    """`find_words` over the default list, straight from its file's text.

    The shipped list is in grid form already, one `WORD;score` a line (its build script
    writes it so), so one regular expression over the text finds the matches and their
    scores without reading 223,000 entries into a Dictionary first: a tenth of the time of a
    `wordgrid words` run. Other lists can hold any spelling and go through `find_words`.
    """
    from wordgrid.dictionary import default_path

    parsed = parse_pattern(pattern)
    text = "\n" + default_path().read_text("ascii").replace("\r\n", "\n") + "\n"
    scores = {
        word: float(score)
        for word, score in re.findall(f"\n({parsed.regex()});([0-9.]+)(?=\n)", text)
        if min_score is None or float(score) >= min_score
    }
    return WordMatches(pattern, len(scores), ranked(list(scores), scores, limit))


def find_in_pool(pattern: str, lang: str, limit: int | None = None) -> WordMatches:
    """`find_words` over the words `generate --random` and word searches of `lang` draw
    from (wordgrid.generate.words.random_pool), each scored by how common it is (wordfreq's
    Zipf scale: 6 is a word of every page, 3 of a few a million). A word matches without
    its accents (Z?LW finds ŻÓŁW) and is shown with them."""
    from wordgrid.dictionary import normalize_entry
    from wordgrid.generate.words import dictionary, random_pool

    parsed = parse_pattern(pattern)
    pool = random_pool(lang)
    plain = {normalize_entry(word): word for word in pool}
    used = dict(dictionary(lang))
    found = [plain[key] for key in scan(plain, parsed)]
    scores = {word: used.get(word, 0.0) for word in found}
    return WordMatches(pattern, len(found), ranked(found, scores, limit))


def ranked(
    found: Sequence[str], scores: Mapping[str, float], limit: int | None = None
) -> tuple[WordMatch, ...]:
    """`found` highest score first, then A to Z; only the best `limit` when given.

    A pattern can match most of a list (`*E*`), and lists have few distinct scores: the
    scores of the best `limit` set a floor, and only the entries at or over it are sorted.
    Every step is a C-level call (map, Counter, compress, sort), none a Python key function.
    """
    values = list(map(scores.get, found, repeat(0.0)))
    if limit is not None and len(found) > limit:
        counts = Counter(values)
        kept, floor = 0, 0.0
        for value in sorted(counts, reverse=True):
            kept, floor = kept + counts[value], value
            if kept >= limit:
                break
        found = list(compress(found, map(floor.__le__, values)))
    best = sorted(found)
    best.sort(key=scores.__getitem__, reverse=True)  # stable: A to Z within a score
    return tuple(WordMatch(w, scores.get(w, 0.0)) for w in best[:limit])
