"""Short definitions shipped with wordgrid, to suggest a clue for an entry without one.

The table (`data/definitions/en.tsv.xz`, built by scripts/build_definitions.py from
Princeton WordNet 3.1; its notice is in `data/definitions/LICENSE`) maps an entry's grid
form (ICECREAM) to its senses, most used first, each with whole clues scored for how well
they read to a class (`Clue`), and to the words related to it (`relatives`); it keeps
where each sense sits in WordNet (`Synset`), so that `senses.py` can choose the sense that
fits the puzzle. Hand-written plain clues (`plain_clues`) come first where shipped. It
loads on first use: about a second, once per process.

`holds_answer` is the rule every suggestion keeps, from here or from the clue library: a
clue never holds its answer or a form of it ("a river" does not clue RIVERS); `Giveaways`
adds the related words (ANGER for ANGRY) and a compound's words for its own clue.
"""

from __future__ import annotations

import functools
import lzma
import re
from collections.abc import Iterable
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
        # SHIP for SHIPPING, RIVER for RIVERS; but a word an answer only starts with is no
        # form of it: SEA is none of SEAWEED, PEN of PENCIL, CAR of CARPET.
        return short == answer or _is_ending(long[len(short) :], short)
    # One letter of slack, where an ending changes the last letter: HAPPY, HAPPINESS; TAKE,
    # TAKING. Not TRAM and TRANSPORT, nor FROM and FRONT.
    slack = common >= MIN_STEM and common == len(short) - STEM_SLACK and short[-1] in "EY"
    return slack or stem(word) == stem(answer)


_FORM_ENDINGS_TEXT = """S ES D ED ING INGS ER ERS R RS EST ST Y LY ILY NESS MENT MENTS ION
    IONS AL ISH FUL LESS ABLE IBLE ISM IST ISTS ITY IES IED IER ANCE ENCE"""
FORM_ENDINGS = frozenset(_FORM_ENDINGS_TEXT.split())


def _is_ending(rest: str, base: str) -> bool:
    """Whether `rest` makes `base` another form of it: an ending, maybe after the last
    letter doubled (SHIP, SHIPPING)."""
    doubled = len(rest) > 1 and rest[0] == base[-1] and rest[1:] in FORM_ENDINGS
    return rest in FORM_ENDINGS or doubled


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
    targets = _targets(answer)
    return any(_word_holds(normalize_entry(raw), targets) for raw in _WORD.findall(text))


def _targets(answer: str) -> frozenset[str]:
    """What a clue of `answer` must hold no form of: the answer in grid form, and each of
    its words of MIN_STEM letters or more (ICE CREAM: ICECREAM, ICE, CREAM)."""
    whole = normalize_entry(answer)
    parts = {normalize_entry(p) for p in re.split(r"[\s\-]+", answer)}
    return frozenset(t for t in {whole} | {p for p in parts if len(p) >= MIN_STEM} if t)


def _word_holds(word: str, targets: Iterable[str]) -> bool:
    """Whether `word` (in grid form) is one of `targets` or a form of one."""
    if not word or word in FUNCTION_WORDS and word not in targets:
        return False
    return any(_related(word, t) for t in targets)


class Giveaways:
    """The answers of one puzzle a clue gives away: each answer, its forms and its
    `relatives` (ANGER gives ANGRY away), and for the answer's own clue the words of a
    compound ("driving screws" gives SCREWDRIVER away; "the sea" no other answer's
    SEAWEED). Each word of the clues asked about is looked at once."""

    def __init__(self, answers: Iterable[str], lang: str = "en") -> None:
        self._lang = lang
        self._targets = {a: _targets(a) for a in answers}
        self._relatives = {a: relatives(a, lang) for a in self._targets}
        self._words: dict[str, tuple[str, ...]] = {}
        self._parts: dict[tuple[str, str], bool] = {}

    def given_away(self, text: str, own: str = "") -> tuple[str, ...]:
        """The answers `text` holds, or a form or relative of; for `own`, the answer it
        clues, the words of a compound too."""
        found: dict[str, None] = {}
        for raw in _WORD.findall(text):
            word = normalize_entry(raw)
            if word not in self._words:
                self._words[word] = tuple(a for a in self._targets if self._holds(word, a))
            found.update(dict.fromkeys(self._words[word]))
            if own in self._relatives and (word, own) not in self._parts:
                parts = self._relatives[own][1]
                self._parts[(word, own)] = any(_relative_form(word, p, self._lang) for p in parts)
            if own and self._parts.get((word, own)):
                found[own] = None
        return tuple(found)

    def _holds(self, word: str, answer: str) -> bool:
        if _word_holds(word, self._targets[answer]):
            return True
        return any(_relative_form(word, r, self._lang) for r in self._relatives[answer][0])


# Endings that make a related word into another form of it (SCREW, SCREWS; DRIVE, DRIVING).
_RELATIVE_ENDINGS_TEXT = "S ES ED D ING ER ERS R RS Y LY"
RELATIVE_ENDINGS = frozenset(_RELATIVE_ENDINGS_TEXT.split())


def _relative_form(word: str, relative: str, lang: str) -> bool:
    """Whether `word` is `relative`, a form of it (DRIVING of DRIVER), or a compound
    sharing it (WORKTABLE of WORK): stricter than `_related`, as a relative of three
    letters (CAR of CARPET) would otherwise stand for every word it starts (CARE)."""
    if word == relative or stem(word) == stem(relative) and len(stem(word)) > MIN_STEM:
        return True
    if word.startswith(relative):
        rest = word[len(relative) :]
        return rest in RELATIVE_ENDINGS or len(rest) >= MIN_STEM and _is_entry(rest, lang)
    return word.endswith(relative) and _is_entry(word[: -len(relative)], lang)


def _is_entry(word: str, lang: str) -> bool:
    return len(word) >= MIN_STEM and has_definitions(lang) and word in _table(lang).entries


# In the table, a sense's clues are split by SYNONYM, each `quality:text`, and a kind
# clue ("A kind of bird") ends with KIND and the synset it names; RELATIVES starts an
# entry's field of related words.
SYNONYM, KIND, RELATIVES, PARTS = ";", "^", "~", "|"
# A plain clue from the hand-written table (PLAIN_TABLE) is worth more than any shaped
# definition (0-80), but not so much more that a sense far less likely wins by it (a cake
# of soap's "Bar, as of soap" over a birthday cake's definition).
PLAIN_QUALITY = 85
PLAIN_TABLE = "plain_{lang}.tsv"


@dataclass(frozen=True, slots=True)
class Clue:
    """One clue for a sense: its text, how well it reads to a class (0-99: its definition
    whole and in common words scores high, a rare synonym or "A kind of thing" low; 100 a
    plain clue written by hand), and for "A kind of X" the synset X."""

    text: str
    quality: int
    kind: str = ""


@dataclass(frozen=True, slots=True)
class Sense:
    """One sense of an entry: its synset (an id into `synset`), how often WordNet's corpus
    used it, and its clues, best first, each a whole phrase."""

    synset: str
    count: int
    clues: tuple[Clue, ...]

    def fitting(self, guard: Giveaways, own: str) -> str:
        """The best of the clues for `own` that gives none of `guard`'s answers away; ""
        for none."""
        return next((c.text for c in self.clues if not guard.given_away(c.text, own)), "")


@dataclass(frozen=True, slots=True)
class Synset:
    """What places a sense among others: its lexicographer file (noun.food, verb.weather),
    its parents (hypernyms), its topics ((chemistry), (cooking)) and how specific it is
    (information content, 0-99)."""

    lexfile: int
    parents: tuple[str, ...]
    topics: tuple[str, ...]
    information: int


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
        if field.startswith(RELATIVES):
            continue
        synset_id, count, clues = field.split(",", 2)
        plain = plain_clues(lang).get((normalize_entry(answer), synset_id), ())
        found.append(Sense(synset_id, int(count), _clues(clues, plain)))
    return tuple(found)


def _clues(field: str, plain: tuple[str, ...]) -> tuple[Clue, ...]:
    found = [Clue(text, PLAIN_QUALITY) for text in plain]
    for item in field.split(SYNONYM):
        if item:
            quality, _, rest = item.partition(":")
            text, _, kind = rest.partition(KIND)
            found.append(Clue(text, int(quality), kind))
    return tuple(found)


def relatives(answer: str, lang: str = "en") -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The words no clue may hold beside `answer`'s own forms, in grid form: WordNet's
    other forms of it (ANGER for ANGRY), and the words of a closed compound (SCREW, DRIVER
    of SCREWDRIVER), which only its own clue may not hold."""
    if not has_definitions(lang):
        return (), ()
    line = _table(lang).entries.get(normalize_entry(answer), "")
    field = line.partition("\t")[0]
    if not field.startswith(RELATIVES):
        return (), ()
    near, _, parts = field[1:].partition(PARTS)
    return tuple(filter(None, near.split(","))), tuple(filter(None, parts.split(",")))


def gives_away(text: str, answer: str, lang: str = "en") -> bool:
    """Whether clue `text` holds `answer`, a form of it or a word related to it (`relatives`):
    "Feeling anger" gives ANGRY away, "A tool for driving screws" SCREWDRIVER."""
    return bool(Giveaways([answer], lang).given_away(text, own=answer))


@functools.cache
def plain_clues(lang: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """The hand-written plain clues of `lang` (`data/definitions/plain_<lang>.tsv`), by
    (answer in grid form, synset id), as listed; none when the table is not shipped."""
    path = resources.files("wordgrid") / "data" / "definitions" / PLAIN_TABLE.format(lang=lang)
    return parse_plain_clues(path.read_text("utf-8")) if path.is_file() else {}


def parse_plain_clues(text: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """A plain clue table's lines (`answer<TAB>synset<TAB>clue<TAB>note`, a header and `#`
    comments), by (answer in grid form, synset id): a sense may have several lines, its
    clues kept in their order, so that one naming a word its puzzle has (BREAD in DOUGH's
    "Mix of flour and water for bread") has another beside it. A line with a field
    missing is left out (scripts/check_plain_clues.py names it)."""
    found: dict[tuple[str, str], tuple[str, ...]] = {}
    for line in text.splitlines():
        fields = [f.strip() for f in line.split("\t")]
        if len(fields) < 3 or line.startswith("#") or fields[:2] == ["answer", "synset"]:
            continue
        answer, synset_id, clue = normalize_entry(fields[0]), fields[1], fields[2]
        key = (answer, synset_id)
        if answer and synset_id and clue and clue not in found.get(key, ()):
            found[key] = (*found.get(key, ()), clue)
    return found


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
    """The shipped definitions of `answer` (as written), most used sense first: each
    sense's best clue that gives it away in no form (`Giveaways`); none for a language
    without a table or an unknown word."""
    guard = Giveaways([answer], lang)
    found = (s.fitting(guard, answer) for s in senses(answer, lang))
    return tuple(dict.fromkeys(text for text in found if text))
