"""How the definitions build turns a WordNet sense into clues a teacher can hand out.

Each sense gets several candidate clues, each with a quality (0-99) that says how well it
reads to a class: its definition whole, the same with its rare modifiers left out
("Large gallinaceous bird with fan-shaped tail" -> "Large bird with fan-shaped tail"),
shorter heads of it cut where they stay whole, its one-word synonyms, and "A kind of X"
where X is a common word for a narrow class. The runtime (`wordgrid.app.suggestions`)
weighs this quality against how well the sense fits the puzzle, and takes the best clue
that gives no answer away and no other answer has.

Reading level is measured with wordfreq's Zipf frequency of each content word: below 3
(a few uses in a million words) a word is one a class may not know (thorax 2.9,
calcareous 2.6, cetacean 2.2).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

# A clue's quality starts from what it is...
WHOLE = 70  # a definition, whole
CUT_COST = 8  # less for a definition cut short...
CUT_SHARE = 12  # ... and as much again for the share of its words cut off
SECOND_PART = 6  # less for a definition's second part ("...; secretes bile")
PLAINER_COST = 2  # less for a definition with its rare modifiers left out
PLAINER_WORDS = 3  # words such a definition keeps at least
SYNONYM = 34  # a one-word synonym, common (Zipf 4); rarer ones less
KIND = 30  # "A kind of bird", the category common and narrow
VERB_KIND = 2  # "Cook in a certain way": only when there is nothing else
# ... then loses for what makes it hard to read or hand out.
SHORT_WORDS = 2  # fewer words than this say too little ("Pump"; "Young goat" is fine)
SHORT_COST = 18
FEW_WORDS = 5  # a cut head of fewer words than this is often vague ("An output device")
FEW_COST = 8
LONG = 100  # characters: longer clues lose a point every LONG_STEP characters
LONG_STEP = 4
MAX_LENGTH = 150  # characters: longer is a dictionary article, not a clue
# Zipf frequency below which a word costs the clue so many points, rarest first.
RARE_COSTS = ((2.0, 14), (2.5, 10), (3.0, 5), (3.3, 1))
MAX_RARE_COST = 40
RARE_MODIFIER = 2.8  # a modifier this rare may be left out of a definition
SENSITIVE_COST = 45  # words a parent would rather not see in a child's crossword
DATED_COST = 15  # "formerly", "archaic": out of date
MIN_KIND_ZIPF = 3.4  # "A kind of cetacean" says nothing to a class
MIN_KIND_INFO = 48  # information content (0-99): "A kind of device" (40) is too broad
# Categories too broad to clue anything, however common the word (the information
# content of some is high enough, as WordNet files many things under them).
_VAGUE_TEXT = """artifact, object, thing, structure, device, display, collection, area,
    tract, region, building, organ, internal organ, body part, part, unit, instrumentality,
    container, covering, material, substance, matter, group, person, people, organism,
    animal, plant, celestial body, phenomenon, act, activity, event, state, condition,
    quality, property, attribute, shape, form, way, means, system, equipment, implement,
    facility, location, point, place, position, line, relation, measure, amount, quantity,
    process, change, action, motion, movement, communication, message, abstraction, entity,
    whole, electronic device, electronic equipment, natural object, geological formation,
    topographic point, written communication, social group, causal agent"""
VAGUE_KINDS = frozenset(" ".join(w.split()) for w in _VAGUE_TEXT.split(","))
_SENSITIVE_TEXT = """castrated uncastrated castrate testes testicle testicles sexual sexually sex
    genital genitals genitalia buttocks arse anus rectum urination urinate urine
    defecation defecate feces faeces excrement copulation copulate intercourse erotic
    penis vagina vulva nipple nipples horny masturbation prostitute prostitution whore
    brothel semen sperm ejaculate ejaculated orgasm pubic lust
    lustful obscene slang marijuana narcotic narcotics"""
SENSITIVE = frozenset(_SENSITIVE_TEXT.split())
DATED = re.compile(r"\b(?:archaic|obsolete|old-fashioned|antiquated)\b", re.I)
# Words every definition uses, never rare however wordfreq counts them.
_STOP_TEXT = """the and for that which with from into than this those these their there where
    when what who whom whose its not are was were been being has have had any all one some
    such other another used usually often especially"""
_STOP = frozenset(_STOP_TEXT.split())
_TOKEN = re.compile(r"[A-Za-z]+")
# Words after which no modifier is left out: what follows them is no noun phrase's head.
_NOT_HEAD_TEXT = """of that which who whose or and to in on at by with for as from into onto over
    under near about than between through like having being"""
_NOT_HEAD = frozenset(_NOT_HEAD_TEXT.split())


@functools.cache
def zipf(word: str) -> float:
    """How common `word` is in English: wordfreq's Zipf frequency (0 for unknown)."""
    from wordfreq import zipf_frequency

    return float(zipf_frequency(word.lower(), "en"))


def rare_cost(text: str) -> int:
    """What the rare words of `text` cost it, in quality points."""
    cost = 0
    for m in _TOKEN.finditer(text):
        low = m.group().lower()
        if len(low) < 3 or low in _STOP or m.group()[0].isupper() and m.start():
            continue  # a name (Rosa, Jesus) is no hard word
        z = zipf(low)
        cost += next((c for limit, c in RARE_COSTS if z < limit), 0)
    return min(cost, MAX_RARE_COST)


def fit_costs(text: str, short: bool = True) -> int:
    """What any clue loses for its length (`short`: too few words too), sensitive words
    and dated words."""
    words = text.split()
    cost = 0
    if short and len(words) < SHORT_WORDS:
        cost += SHORT_COST
    if len(text) > LONG:
        cost += (len(text) - LONG) // LONG_STEP
    if any(w.lower() in SENSITIVE for w in _TOKEN.findall(text)):
        cost += SENSITIVE_COST
    if DATED.search(text):
        cost += DATED_COST
    return cost


def gloss_quality(text: str, cut: float, second: bool = False, plainer: bool = False) -> int:
    """The quality of a definition, or of its head with the share `cut` of its words cut
    off."""
    q = WHOLE - SECOND_PART * second - PLAINER_COST * plainer
    if cut:
        q -= CUT_COST + CUT_SHARE * cut
    if cut and len(text.split()) < FEW_WORDS:
        q -= FEW_COST
    return _clamp(q - rare_cost(text) - fit_costs(text))


def synonym_quality(word: str) -> int:
    """A one-word synonym's quality: the commoner, the better, and never as good as a
    definition (Thorax for CHEST says little to a class)."""
    z = min((zipf(w) for w in _TOKEN.findall(word)), default=0.0)
    return _clamp(SYNONYM + round(min(max((z - 4) * 8, -30), 4)) - fit_costs(word, short=False))


def kind_quality(word: str, information: int, level: int) -> int:
    """The quality of "A kind of `word`" named `level` steps above the sense; 0 when the
    kind is too broad or too rare to say anything (then it is kept as a last resort)."""
    z = min((zipf(w) for w in word.split()), default=0.0)
    if word in VAGUE_KINDS or z < MIN_KIND_ZIPF or information < MIN_KIND_INFO:
        return 0
    specific = min(10, (information - MIN_KIND_INFO) // 3)
    return _clamp(KIND + specific - 6 * level + round(min(z - 4, 1) * 4))


def _clamp(q: int | float) -> int:
    return max(1, min(99, round(q)))


@dataclass(frozen=True)
class Lexicon:
    """What the shaping needs to know of English words: which are adjectives (that may be
    left out of a noun phrase) and which are nouns."""

    adjectives: frozenset[str]
    nouns: frozenset[str]

    def word(self, word: str) -> bool:
        """Whether `word` is a noun (or a plural one) or an adjective, and no preposition."""
        if word in _NOT_HEAD:
            return False
        singular = {word, word[:-1], word[:-2], word[:-3] + "y"} if word.endswith("s") else {word}
        return bool(singular & self.nouns) or word in self.adjectives

    def rare_modifier(self, word: str) -> bool:
        """Whether `word` is an adjective rare enough to leave out ("gallinaceous"), or one
        a parent would rather not see ("horny plate")."""
        low = word.lower().rstrip(",")
        if low in SENSITIVE and low in self.adjectives:
            return True
        if not low.replace("-", "").isalpha() or zipf(low) >= RARE_MODIFIER:
            return False
        suffix = low.endswith(("like", "ous", "al", "ic", "ine", "ate", "ed", "ive", "oid"))
        return low in self.adjectives or (suffix and low not in self.nouns)


def plainer(text: str, lexicon: Lexicon) -> str:
    """`text` with its rare modifiers left out, where the phrase stays whole ("Massive
    plantigrade carnivorous or omnivorous mammals" -> "Massive carnivorous mammals");
    `text` itself when none can go."""
    tokens = text.split(" ")
    drop: set[int] = set()
    for k, token in enumerate(tokens):
        following = tokens[k + 1].lower().rstrip(",") if k + 1 < len(tokens) else ""
        if following not in ("or", "and") and not lexicon.word(following):
            continue  # only what comes before a noun or another modifier may go
        if not lexicon.rare_modifier(token):
            continue
        before = tokens[k - 1].lower() if k else ""
        if before in ("or", "and") and k - 2 >= 0 and k - 2 not in drop:
            drop |= {k - 1, k}  # "carnivorous or omnivorous mammals"
        elif following in ("or", "and") and k + 2 < len(tokens):
            drop |= {k, k + 1}  # "omnivorous or carnivorous mammals"
        elif not token.endswith(","):
            drop.add(k)
    if not drop:
        return text
    kept = [t for k, t in enumerate(tokens) if k not in drop]
    out = " ".join(kept).replace(", ,", ",")
    if len(kept) < PLAINER_WORDS or out.endswith(","):
        return text
    return out[0].upper() + out[1:]
