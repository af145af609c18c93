"""The sense that fits: which meaning of each answer a puzzle's other answers point to.

A kitchen list wants PAN the cooking vessel and a science list FRICTION the force, not the
quarrel. Each sense of an answer (`definitions.senses`) is described by features of where
it sits in WordNet: every concept above it (weighted by how much more specific it is than
its parents, so that two senses sharing "chemical element" count for more than two sharing
"physical entity"), its topic ((chemistry), (cooking)), its lexicographer file grouped into
fields (noun.food with verb.consumption), and the content words of its definition. The
puzzle's profile is how much of each feature its answers carry, each answer weighted by
how likely each of its senses is; a sense's fit is how much of the other answers' profile
it shares. Likelihood starts from how often WordNet's corpus used the sense, so a list
with no theme gets each word's most common sense, and is refined a few rounds as the
answers' senses settle on each other.

All of it is a sum over features, so a puzzle of n answers costs O(n), not O(n^2).
"""

from __future__ import annotations

import functools
import math
import re
import struct
from collections import defaultdict
from collections.abc import Sequence
from importlib import resources

from wordgrid.definitions import PLAIN_QUALITY, Clue, Sense, has_definitions, senses, synset

Feature = tuple[str, str]  # ("concept", synset id), ("topic", id), ("field", name), ("word", stem)

# How far up the hierarchy a sense's concepts are followed: past this they are so general
# ("entity", "abstraction") that they weigh nothing anyway.
MAX_DEPTH = 12
# A topic domain shared with other answers says as much as a shared, rather specific concept.
TOPIC_WEIGHT = 1.0
# Topics less specific than this ("science", "domain", "cognition") are shared by nearly
# every topic, and say nothing; "natural science" (50) and "sport" (54) count, a little.
GENERAL_TOPIC = 50
TOPIC_DEPTH = 3  # a sense inherits the topics of concepts this close above it
# The same part of speech as the other answers: a list of nouns wants the noun senses.
POS_WEIGHT = 0.6
FIELD_WEIGHT = 0.6  # the same lexicographer field
# Lexicographer files too broad to say anything: all adjectives, adverbs, artifacts, acts,
# the top nouns, and the verbs but those of the body, sport, eating and weather.
BROAD = frozenset({0, 2, 3, 4, 6, 30, 31, 32, 35, 36, 37, 38, 39, 40, 41, 42, 44})
WORD_WEIGHT = 0.5  # a content word of the definition that another answer is, or defines with
# How much the fit counts against the sense's own frequency (log odds a unit of fit buys):
# enough that a themed list overrides a commoner sense, not so much that noise does.
FIT_WEIGHT = 15.0
# How much a sense's corpus frequency counts (its log likelihood is scaled by this): the
# counts come from 1960s prose (SemCor), where BEAR "have" outnumbers the animal 23 to 1.
PRIOR_WEIGHT = 0.6
# A sense with a hand-written plain clue is one of the common ones a class meets: its log
# odds gain this much (on the tuning lists, with the plain table of 2026-11-29, the first
# sense is the one meant for 252 of 265 words, against 243 without the gain).
PLAIN_PRIOR = 3.0
# A sense in a topic domain of its own (a print queue's computing, a boxing glove's boxing,
# a title deed's law) is a specialist's: its log odds lose this much, which the other
# answers' senses in the same domain win back through the topic they share.
DOMAIN_PRIOR = 1.5
# How much less a rarer sense carries its features into the puzzle's profile: 0 is as much
# as the likeliest sense, 1 in proportion to its likelihood.
OPENNESS = 0.5
ROUNDS = 5  # refinements of the answers' sense likelihoods
# The sense vectors (`vector`): how much pointing where the other answers point counts
# (log odds for a cosine of 1), and how many rounds refine it.
EMBED_WEIGHT = 10.0
# How much the WordNet fit counts beside them (its log odds are scaled by this): it knows
# kinds (a swan and a hen are birds), the vectors know topics (a pen and a hen are farm's).
WORDNET_WEIGHT = 0.5
EMBED_ROUNDS = 2
VECTORS = "{lang}-senses.bin"  # beside the definitions table
HEADER = struct.Struct("<4sHI")  # as scripts/build_sense_vectors.py writes it
MAGIC = b"wgsv"
DIMENSIONS = 32
OFFSET = 8  # a component is stored as its value (-7..7) plus OFFSET
# Lexicographer files that belong together across parts of speech, by field name.
FIELDS = {
    13: "food", 34: "food",
    8: "body", 29: "body",
    19: "weather", 43: "weather",
    4: "act", 33: "act",
    22: "change", 27: "change", 30: "change",
    5: "animal", 20: "plant",
}  # fmt: skip
# Words too common in definitions to say anything about a topic.
_STOP_TEXT = """
    that which with from into than then this those these their there where when what
    some such very more most other another used being been have having made make makes
    something someone person people thing things part parts kind kinds form forms state
    usually especially often typically esp various several many much each every either
    whose while within without about above below under over between around also only
    small large great good high away back like become becomes cause causes take takes
    give gives place one two three any all the and for not are was were its his her
    kind certain way
"""
_STOP = frozenset(_STOP_TEXT.split())
_WORD = re.compile(r"[A-Za-z]{4,}")


def word_stem(word: str) -> str:
    """A content word reduced far enough to meet its other forms (ELEMENTS, ELEMENT)."""
    word = word.lower()
    for end in ("ies", "es", "s", "ing", "ed"):
        if word.endswith(end) and len(word) - len(end) >= 4:
            return word[: -len(end)]
    return word


def _concepts(synset_id: str, lang: str) -> dict[str, int]:
    """The synset and every concept above it, each with its distance."""
    found = {synset_id: 0}
    todo = [synset_id]
    while todo:
        here = todo.pop()
        depth = found[here]
        if depth >= MAX_DEPTH:
            continue
        for parent in synset(here, lang).parents:
            if parent not in found or found[parent] > depth + 1:
                found[parent] = depth + 1
                todo.append(parent)
    return found


@functools.cache
def ancestors(synset_id: str, lang: str = "en") -> frozenset[str]:
    """The synset and every concept above it (a dog's: canine, carnivore, mammal...)."""
    return frozenset(_concepts(synset_id, lang))


def _gain(synset_id: str, lang: str) -> float:
    """What a concept adds to a shared chain of concepts: the square of its information
    content (0-1) less its parents'. Summed along the chain it gives the square of the most
    specific one's, so sharing "mammal" or "chemical element" counts for much more than
    sharing "physical entity" or "abstraction", which nearly all senses do."""
    info = synset(synset_id, lang).information
    parents = [synset(p, lang).information for p in synset(synset_id, lang).parents]
    return max(0, info**2 - max(parents, default=0) ** 2) / 100**2


@functools.cache
def _topics(topic: str, lang: str) -> dict[Feature, float]:
    """A topic and the topics above it (tennis, court game, sport), each weighted by how
    specific it is: two senses in tennis and golf share "sport"."""
    found: dict[Feature, float] = {}
    for concept, depth in _concepts(topic, lang).items():
        info = synset(concept, lang).information
        if depth == 0:  # the topic itself, however broad: (music) is
            found[("topic", concept)] = TOPIC_WEIGHT
        elif info >= GENERAL_TOPIC:
            found[("topic", concept)] = TOPIC_WEIGHT * ((info - 40) / 60) ** 2
    return found


def _part_of_speech(lexfile: int) -> str:
    """A lexicographer file's part of speech: WordNet numbers nouns 3-28, verbs 29-43."""
    return "noun" if 3 <= lexfile <= 28 else "verb" if 29 <= lexfile <= 43 else "modifier"


def features(answer: str, sense: Sense, lang: str = "en") -> dict[Feature, float]:
    """What places one sense of `answer` among others, with the weight of each feature."""
    out: dict[Feature, float] = {}
    concepts = _concepts(sense.synset, lang)
    for concept, depth in concepts.items():
        out[("concept", concept)] = _gain(concept, lang)
        if depth <= TOPIC_DEPTH:
            for topic in synset(concept, lang).topics:
                out.update(_topics(topic, lang))
    lexfile = synset(sense.synset, lang).lexfile
    out[("pos", _part_of_speech(lexfile))] = POS_WEIGHT
    if lexfile not in BROAD:
        out[("field", FIELDS.get(lexfile, str(lexfile)))] = FIELD_WEIGHT
    words = {word_stem(w) for w in _WORD.findall(" ".join(c.text for c in _described(sense)))}
    words |= {word_stem(w) for w in _WORD.findall(answer)}
    for word in words - _STOP:
        out[("word", word)] = WORD_WEIGHT
    return out


def _described(sense: Sense) -> list[Clue]:
    """The clues whose words describe a sense: its first plain clue, if any, and its first
    other (WordNet's definition), however many plain clues it has."""
    plain = [c for c in sense.clues if c.quality >= PLAIN_QUALITY][:1]
    return plain + [c for c in sense.clues if c.quality < PLAIN_QUALITY][: 2 - len(plain)]


def ranked_senses(answers: Sequence[str], lang: str = "en") -> dict[str, list[Sense]]:
    """Each answer's senses (as written), the one its puzzle points to first. An answer
    alone, or in a list with no theme, gets its senses most common first."""
    return {a: [s for s, _ in found] for a, found in sense_odds(answers, lang).items()}


def sense_odds(answers: Sequence[str], lang: str = "en") -> dict[str, list[tuple[Sense, float]]]:
    """Each answer's senses (as written) with how likely the puzzle makes each (its log
    probability), likeliest first."""
    found = {a: senses(a, lang) for a in dict.fromkeys(answers)}
    found = {a: s for a, s in found.items() if s}
    feats = {a: [features(a, s, lang) for s in found[a]] for a in found}
    prior = {a: _prior(s, lang) for a, s in found.items()}
    likely = {a: _softmax(p) for a, p in prior.items()}
    score = {a: list(p) for a, p in prior.items()}
    others = len(found) - 1
    for _ in range(ROUNDS if others else 0):
        profile, own = _profile(feats, likely)
        for a in found:
            fits = [
                sum(w * (profile[f] - own[a].get(f, 0.0)) for f, w in fs.items()) / others
                for fs in feats[a]
            ]
            score[a] = [p + FIT_WEIGHT * fit for p, fit in zip(prior[a], fits, strict=True)]
        likely = {a: _softmax(s) for a, s in score.items()}
    if others:
        likely = _embedded(found, likely, lang)
    return {
        a: [
            (s, p)
            for p, _, s in sorted(
                zip(likely[a], range(0, -len(ss), -1), ss, strict=True), reverse=True
            )
        ]
        for a, ss in found.items()
    }


def _embedded(
    found: dict[str, tuple[Sense, ...]], likely: dict[str, list[float]], lang: str
) -> dict[str, list[float]]:
    """The senses' likelihoods refined by their sentence vectors (`vector`): each sense
    gains as far as it points where the other answers' likely senses point together."""
    vectors = {a: [vector(s.synset, lang) for s in ss] for a, ss in found.items()}
    base = {a: [WORDNET_WEIGHT * p for p in ps] for a, ps in likely.items()}
    current = {a: _softmax(ps) for a, ps in base.items()}
    for _ in range(EMBED_ROUNDS):
        expected = {a: _mean(vectors[a], current[a]) for a in found}
        total = [sum(column) for column in zip(*expected.values(), strict=True)]
        new = {}
        for a in found:
            theme = [t - e for t, e in zip(total, expected[a], strict=True)]
            size = math.sqrt(sum(t * t for t in theme)) or 1.0
            fits = [sum(x * t for x, t in zip(v, theme, strict=False)) / size for v in vectors[a]]
            new[a] = _softmax([p + EMBED_WEIGHT * f for p, f in zip(base[a], fits, strict=True)])
        current = new
    return current


def _mean(vectors: list[tuple[float, ...]], likely: list[float]) -> list[float]:
    """The senses' vectors, each weighted by its likelihood, added up."""
    out = [0.0] * DIMENSIONS
    for v, log_p in zip(vectors, likely, strict=True):
        p = math.exp(log_p)
        for k, x in enumerate(v):
            out[k] += p * x
    return out


@functools.cache
def _vector_table(lang: str) -> bytes:
    """The shipped sense vectors of `lang` (scripts/build_sense_vectors.py), b"" if none."""
    if not has_definitions(lang):
        return b""
    path = resources.files("wordgrid") / "data" / "definitions" / VECTORS.format(lang=lang)
    if not path.is_file():
        return b""
    data = path.read_bytes()
    magic, dimensions, _ = HEADER.unpack_from(data)
    return data if magic == MAGIC and dimensions == DIMENSIONS else b""


@functools.cache
def vector(synset_id: str, lang: str = "en") -> tuple[float, ...]:
    """A synset's sentence vector, unit length (its gloss and words embedded by a sentence
    model, reduced to DIMENSIONS components); () when none is shipped."""
    data = _vector_table(lang)
    size = DIMENSIONS // 2
    at = HEADER.size + int(synset_id, 36) * size
    if not data or at + size > len(data):
        return ()
    values = [float(n) - OFFSET for byte in data[at : at + size] for n in (byte & 15, byte >> 4)]
    length = math.sqrt(sum(x * x for x in values)) or 1.0
    return tuple(x / length for x in values)


def _prior(found: Sequence[Sense], lang: str = "en") -> list[float]:
    """Log likelihood of each sense from its corpus count; untagged senses in WordNet's
    order; a sense with a hand-written plain clue (one a class meets: `PLAIN_QUALITY`)
    made likelier, one in a topic domain (`DOMAIN_PRIOR`) less likely."""
    weights = [s.count + 1 / (2 + k) for k, s in enumerate(found)]
    total = sum(weights)
    return [
        PRIOR_WEIGHT * math.log(w / total)
        + PLAIN_PRIOR * _plain(s)
        - DOMAIN_PRIOR * bool(synset(s.synset, lang).topics)
        for w, s in zip(weights, found, strict=True)
    ]


def _plain(sense: Sense) -> bool:
    return any(c.quality >= PLAIN_QUALITY for c in sense.clues)


def _softmax(scores: Sequence[float]) -> list[float]:
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    total = sum(exps)
    return [math.log(e / total) for e in exps]


def _profile(
    feats: dict[str, list[dict[Feature, float]]], likely: dict[str, list[float]]
) -> tuple[dict[Feature, float], dict[str, dict[Feature, float]]]:
    """How much of each feature the answers carry (each at most 1), in all and per answer."""
    profile: dict[Feature, float] = defaultdict(float)
    own: dict[str, dict[Feature, float]] = {}
    for a, sense_feats in feats.items():
        mine: dict[Feature, float] = defaultdict(float)
        top = max(likely[a])
        for fs, log_p in zip(sense_feats, likely[a], strict=True):
            # Each sense carries its features as far as it is likely next to the answer's
            # likeliest, flattened: a theme that only the rarer senses of several answers
            # share (CHARGE, FORCE and ENERGY in physics) can still emerge.
            p = math.exp(OPENNESS * (log_p - top))
            for f in fs:
                mine[f] = max(mine[f], p)
        for f, mass in mine.items():
            profile[f] += mass
        own[a] = mine
    return profile, own
