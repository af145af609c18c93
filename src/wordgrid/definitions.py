"""Short definitions shipped with wordgrid, to suggest a clue for an entry without one.

The table (`data/definitions/en.tsv.xz`, built by scripts/build_definitions.py from
Princeton WordNet 3.1; its notice is in `data/definitions/LICENSE`) maps an entry's grid
form (ICECREAM) to its senses, most used first, each with whole clues, and keeps where
each sense sits in WordNet (`Synset`), so that `senses.py` can choose the sense that fits
the puzzle. It loads on first use: about a second, once per process.

`holds_answer` is the rule every suggestion keeps, from here or from the clue library: a
clue never holds its answer or a form of it ("a river" does not clue RIVERS).
"""

from __future__ import annotations

import functools
import lzma
import re
from collections.abc import Container, Iterable
from dataclasses import dataclass
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
    if common >= MIN_STEM and common == len(short):
        return True  # SHIP, SHIPPING
    # One letter of slack, where an ending changes the last letter: HAPPY, HAPPINESS; TAKE,
    # TAKING. Not TRAM and TRANSPORT, nor FROM and FRONT.
    slack = common >= MIN_STEM and common == len(short) - STEM_SLACK and short[-1] in "EY"
    return slack or stem(word) == stem(answer)


def stem(word: str) -> str:
    """`word` without its first ending of ENDINGS (TEACHING -> TEACH)."""
    for end in ENDINGS:
        if word.endswith(end) and len(word) - len(end) >= MIN_STEM:
            return word[: -len(end)]
    return word


# Words that are never a form of an answer, however alike they look (FROM and FRONT).
_FUNCTION_WORDS_TEXT = """FROM WITH INTO ONTO THAN THEN THAT THIS THEM THEY THERE THESE THOSE
    WHAT WHEN WHERE WHICH WERE WILL WOULD SHOULD COULD HAVE BEEN BEING SOME SUCH ONLY ALSO OVER
    UPON"""
FUNCTION_WORDS = frozenset(_FUNCTION_WORDS_TEXT.split())


def holds_answer(text: str, answer: str) -> bool:
    """Whether clue `text` holds `answer` (as written: ICE CREAM, o'clock) or a form of it,
    or of one of its words of three letters or more."""
    whole = normalize_entry(answer)
    parts = {normalize_entry(p) for p in re.split(r"[\s\-]+", answer)}
    targets = {whole} | {p for p in parts if len(p) >= MIN_STEM}
    for raw in _WORD.findall(text):
        word = normalize_entry(raw)
        if word in FUNCTION_WORDS and word not in targets:
            continue
        if word and any(_related(word, t) for t in targets if t):
            return True
    return False


# In the table, a sense's clues are split by SYNONYM (the definition, then a one-word
# synonym), and a definition is marked with CUT where it may be cut and stay whole.
CUT, SYNONYM = "|", ";"


@dataclass(frozen=True, slots=True)
class Sense:
    """One sense of an entry: its synset (an id into `synset`), how often WordNet's corpus
    used it, and its clues, best first, each a whole phrase."""

    synset: str
    count: int
    clues: tuple[str, ...]

    def fitting(self, answers: Iterable[str] = (), taken: Container[str] = ()) -> str:
        """The first of the clues, as long as it can be, that holds none of `answers`
        (the puzzle's) and is not `taken` (by another answer of the puzzle): a definition
        is cut only where it stays whole; "" for none."""
        for clue in self.clues:
            for head in heads(clue):
                if head in taken or any(holds_answer(head, a) for a in answers):
                    continue
                return head
        return ""


@dataclass(frozen=True, slots=True)
class Synset:
    """What places a sense among others: its lexicographer file (noun.food, verb.weather),
    its parents (hypernyms), its topics ((chemistry), (cooking)) and how specific it is
    (information content, 0-99)."""

    lexfile: int
    parents: tuple[str, ...]
    topics: tuple[str, ...]
    information: int


def heads(clue: str) -> list[str]:
    """A marked clue's whole phrases, longest first: "A device that attracts iron|
    and produces..." gives the whole text, then "A device that attracts iron"."""
    pieces = clue.split(CUT)
    return ["".join(pieces[:k]) for k in range(len(pieces), 0, -1)]


@dataclass(frozen=True)
class _Table:
    entries: dict[str, str]  # entry -> its line's senses, parsed on use
    synsets: dict[str, str]  # synset id -> its line's fields, parsed on use


def has_definitions(lang: str) -> bool:
    """Whether wordgrid ships definitions in `lang` (its `Language.definitions`); other
    languages suggest from the clue library only."""
    return lang in LANGUAGES and LANGUAGES[lang].definitions is not None


@functools.cache
def _table(lang: str) -> _Table:
    folder = resources.files("wordgrid") / "data" / "definitions"
    data = lzma.decompress((folder / str(LANGUAGES[lang].definitions)).read_bytes()).decode("utf-8")
    entries, synsets = {}, {}
    for line in data.splitlines():
        key, _, rest = line.partition("\t")
        if key.startswith("@"):
            synsets[key[1:]] = rest
        else:
            entries[key] = rest
    return _Table(entries, synsets)


def senses(answer: str, lang: str = "en") -> tuple[Sense, ...]:
    """The senses of `answer` (as written) in the shipped table, most used first; none for
    a language without a table or an unknown word."""
    if not has_definitions(lang):
        return ()
    line = _table(lang).entries.get(normalize_entry(answer))
    if not line:
        return ()
    found = []
    for field in line.split("\t"):
        synset, count, clues = field.split(",", 2)
        found.append(Sense(synset, int(count), tuple(c for c in clues.split(SYNONYM) if c)))
    return tuple(found)


@functools.cache
def synset(synset_id: str, lang: str = "en") -> Synset:
    """A synset of the shipped table, by its id."""
    lexfile, parents, topics, information = _table(lang).synsets[synset_id].split("\t")
    return Synset(
        int(lexfile),
        tuple(parents.split(",")) if parents else (),
        tuple(topics.split(",")) if topics else (),
        int(information),
    )


def definitions(answer: str, lang: str = "en") -> tuple[str, ...]:
    """The shipped definitions of `answer` (as written), most used sense first, each
    whole and holding no form of the answer; none for a language without a table or an
    unknown word."""
    found = (s.fitting([answer]) for s in senses(answer, lang))
    return tuple(dict.fromkeys(text for text in found if text))
