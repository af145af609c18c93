"""Short definitions shipped with wordgrid, to suggest a clue for an entry without one.

The table (`data/definitions/en.tsv.xz`, built by scripts/build_definitions.py from
Princeton WordNet 3.1; its notice is in `data/definitions/LICENSE`) maps an entry's grid
form (ICECREAM) to up to three definitions, most used sense first. It loads on first use:
about a second, once per process.

`holds_answer` is the rule every suggestion keeps, from here or from the clue library: a
clue never holds its answer or a form of it ("a river" does not clue RIVERS).
"""

from __future__ import annotations

import functools
import lzma
import re
from importlib import resources

from wordgrid.dictionary import normalize_entry
from wordgrid.lang import LANGUAGES

# A word shares a stem with the answer when their common start is this long at least...
MIN_STEM = 3
# ... and reaches within this many letters of the shorter word's end (RIVER, RIVERS; HAPPY,
# HAPPINESS): the usual English endings change a letter or two before they add theirs.
STEM_SLACK = 1
# An answer of this many letters is also found inside a longer word (MAGNET in MAGNETIC),
# and a word of WORD_INSIDE letters inside a longer answer (SYNTHESIS in PHOTOSYNTHESIS;
# LAND is no form of ISLAND).
MIN_INSIDE = 4
WORD_INSIDE = 5
# Endings that make a two-letter answer into another form of it (GO, GOES).
SHORT_ENDINGS = ("S", "ES", "ED", "ING", "ER", "EN", "NE")
# Endings stripped before two words are compared (TEACHER and TEACHING share TEACH), the
# longest first; a stem keeps MIN_STEM letters at least.
_ENDINGS_TEXT = "INGS ING ERS ER EST ED IES IED IER ES S LY NESS MENTS MENT IONS ION"
ENDINGS = tuple(sorted(_ENDINGS_TEXT.split(), key=len, reverse=True))
_WORD = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*")


def _related(word: str, answer: str) -> bool:
    """Whether `word` is `answer` or a form of it (both in grid form)."""
    if word == answer:
        return True
    short, long = sorted((word, answer), key=len)
    if len(short) < MIN_STEM:  # one letter is no form of anything
        return len(short) == 2 and long in {short + end for end in SHORT_ENDINGS}
    if short in long and len(short) >= (MIN_INSIDE if short == answer else WORD_INSIDE):
        return True
    common = 0
    for a, b in zip(short, long, strict=False):
        if a != b:
            break
        common += 1
    return common >= MIN_STEM and common >= len(short) - STEM_SLACK or stem(word) == stem(answer)


def stem(word: str) -> str:
    """`word` without its first ending of ENDINGS (TEACHING -> TEACH)."""
    for end in ENDINGS:
        if word.endswith(end) and len(word) - len(end) >= MIN_STEM:
            return word[: -len(end)]
    return word


def holds_answer(text: str, answer: str) -> bool:
    """Whether clue `text` holds `answer` (as written: ICE CREAM, o'clock) or a form of it,
    or of one of its words of three letters or more."""
    whole = normalize_entry(answer)
    parts = {normalize_entry(p) for p in re.split(r"[\s\-]+", answer)}
    targets = {whole} | {p for p in parts if len(p) >= MIN_STEM}
    for raw in _WORD.findall(text):
        word = normalize_entry(raw)
        if word and any(_related(word, t) for t in targets if t):
            return True
    return False


def has_definitions(lang: str) -> bool:
    """Whether wordgrid ships definitions in `lang` (its `Language.definitions`); other
    languages suggest from the clue library only."""
    return lang in LANGUAGES and LANGUAGES[lang].definitions is not None


@functools.cache
def _table(lang: str) -> dict[str, tuple[str, ...]]:
    folder = resources.files("wordgrid") / "data" / "definitions"
    data = lzma.decompress((folder / str(LANGUAGES[lang].definitions)).read_bytes()).decode("utf-8")
    table = {}
    for line in data.splitlines():
        entry, *texts = line.split("\t")
        table[entry] = tuple(texts)
    return table


def definitions(answer: str, lang: str = "en") -> tuple[str, ...]:
    """The shipped definitions of `answer` (as written), most used sense first; none for a
    language without a table, an unknown word, or a definition that holds the answer."""
    if not has_definitions(lang):
        return ()
    found = _table(lang).get(normalize_entry(answer), ())
    return tuple(text for text in found if not holds_answer(text, answer))
