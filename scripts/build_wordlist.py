"""Build wordgrid's default crossword list, `src/wordgrid/data/words/en.dict`, from open data.

It also writes `en.phrases`: how each multi-word entry of the list is written (`ice cream`
for ICECREAM), one a line, so that a crossword's clue can give its enumeration, (3,5).

    apt-get install scowl wordnet-base        # Debian: scowl 2020.12.07-2, wordnet-base 3.0-37
    python scripts/build_wordlist.py [--check]

Sources (both licences allow shipping the result beside MIT code; see
`src/wordgrid/data/words/LICENSE`):
- SCOWL (Kevin Atkinson), as Debian's `scowl` package ships it in /usr/share/dict/scowl: words
  sorted by commonness into size levels 10 (most common) to 95, with proper names,
  capitalised words, abbreviations and contractions in lists of their own;
- WordNet 3.0 (Princeton), Debian's `wordnet-base` in /usr/share/wordnet: its multi-word
  entries (ICE CREAM, GIVE UP, ACID TEST) become one-word entries (ICECREAM, GIVEUP).

Every entry gets one score on the 0-60 scale of constructors' lists (the table `SCORES`
below and docs/fill.md): 50 and up is fill to use without hesitation, 30-45 is fine when it
helps, 25 and under is a name, an abbreviation or a rare word that a fill uses only when
nothing better fits. Words on better-profanity's list are left out. An entry listed by
several sources keeps its best score. The output is sorted, one `WORD;score` a line, so the
same inputs always give the same bytes; `--check` compares with the shipped file instead of
writing it (exit 1 when they differ). The same goes for `en.phrases`: the WordNet phrases whose
grid form is an entry of the list and no single SCOWL word (SETUP stays one word, not
`set up`); where two phrases have one grid form, the better scored, then the one of fewer
words, then the first A to Z.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import unicodedata
from importlib import resources
from pathlib import Path

SCOWL = Path("/usr/share/dict/scowl")
WORDNET = Path("/usr/share/wordnet")
OUT = Path(__file__).resolve().parents[1] / "src" / "wordgrid" / "data" / "words" / "en.dict"
PHRASES = "en.phrases"  # beside the list
SPELLINGS = ("english", "american")  # common to all spellings, then US-only spellings

# (SCOWL list, size level) -> score. Levels missing here are left out: level 80 and 95 words
# are rare or archaic (UMBRIFEROUS), and names past 50 are mostly people nobody knows.
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
    ("upper", 10): 45,  # capitalised words everyone knows: AMERICAN, MONDAY, CHRISTMAS
    ("upper", 35): 45,
    ("upper", 40): 40,
    ("upper", 50): 30,  # places and famous people: UTRECHT, NIMITZ
    ("abbreviations", 10): 30,  # FBI, DNA, TNT
    ("abbreviations", 20): 30,
    ("abbreviations", 35): 30,
    ("abbreviations", 40): 30,
    ("abbreviations", 50): 25,
    ("proper-names", 35): 25,  # given names and surnames
    ("proper-names", 40): 25,
    ("proper-names", 50): 25,
}
# A WordNet phrase scores by its rarest word's SCOWL level, and higher when it occurs in
# WordNet's sense-tagged corpus (cntlist.rev: GIVE UP, ICE CREAM, BY HAND), the one sign of
# use WordNet has. Phrases with a rarer word, a capital (a name) or more than PHRASE_WORDS
# words are left out, and so are untagged names of plants and animals (SMUT GRASS, STILT
# PLOVER): WordNet lists thousands that nobody says.
PHRASE_SCORES = {10: 40, 20: 40, 35: 40, 40: 35, 50: 35}
TAGGED_PHRASE = 55
PHRASE_WORDS = 3
TAXONOMY = {"05", "20"}  # WordNet's lexicographer files noun.animal and noun.plant
MIN_LENGTH, MAX_LENGTH = 2, 21  # a slot has two letters or more
WORDNET_FILES = ("data.noun", "data.verb", "data.adj", "data.adv")


def grid_form(raw: str) -> str:
    """Letters only, accents folded, upper case: how an entry sits in a grid."""
    folded = unicodedata.normalize("NFKD", raw)
    return "".join(ch for ch in folded if unicodedata.category(ch)[0] == "L").upper()


def scowl_levels(kind: str) -> dict[int, list[str]]:
    """The raw entries of one SCOWL list kind by size level, both spellings merged."""
    out: dict[int, list[str]] = {}
    for spelling in SPELLINGS:
        for path in sorted(SCOWL.glob(f"{spelling}-{kind}.*")):
            level = int(path.suffix[1:])
            out.setdefault(level, []).extend(path.read_text("utf-8").split("\n"))
    return out


# The plural of a blocked word is blocked too (DONGS): the list names base forms mostly.
# Only for bases this long: HE, ASS and the like would take HES, ASSES and ASSESS with them.
PLURAL_BASE = 4


def is_blocked(word: str, blocked: frozenset[str]) -> bool:
    base = word[:-1]
    return word in blocked or (word.endswith("S") and len(base) >= PLURAL_BASE and base in blocked)


def add(scores: dict[str, int], entry: str, score: int, blocked: frozenset[str]) -> None:
    word = grid_form(entry)
    if not MIN_LENGTH <= len(word) <= MAX_LENGTH or not word.isascii():
        return
    if is_blocked(word, blocked):
        return
    if scores.get(word, -1) < score:
        scores[word] = score


def scowl_entries(scores: dict[str, int], blocked: frozenset[str]) -> dict[str, int]:
    """Score the SCOWL lists into `scores`; returns each lower-case word's lowest level."""
    level_of: dict[str, int] = {}
    for kind in ("words", "contractions", "upper", "abbreviations", "proper-names"):
        for level, entries in sorted(scowl_levels(kind).items()):
            score = SCORES.get((kind, level))
            for entry in entries:
                # Possessives (LUCY'S) are not entries; contractions (DON'T) are.
                if not entry or (entry.endswith("'s") and kind != "contractions"):
                    continue
                if kind == "words":
                    level_of.setdefault(entry, level)
                if score is not None:
                    add(scores, entry, score, blocked)
    return level_of


def wordnet_phrases(level_of: dict[str, int]) -> dict[str, int]:
    """WordNet's multi-word entries of common lower-case words, scored by the rarest word."""
    tagged = {
        line.split("%")[0] for line in (WORDNET / "cntlist.rev").read_text("utf-8").split("\n")
    }
    found: dict[str, int] = {}
    for name in WORDNET_FILES:
        for line in (WORDNET / name).read_text("utf-8").split("\n"):
            if not line or line.startswith(" "):  # the licence at the top of each file
                continue
            fields = line.split(" ")
            count = int(fields[3], 16)
            for k in range(count):
                lemma = fields[4 + 2 * k].split("(")[0]  # adjectives carry a marker: (a)
                parts = lemma.split("_")
                if not 2 <= len(parts) <= PHRASE_WORDS or lemma != lemma.lower():
                    continue
                levels = [level_of.get(p) for p in parts]
                if any(v is None for v in levels):
                    continue
                score = PHRASE_SCORES.get(max(v for v in levels if v is not None))
                if score is None or (fields[1] in TAXONOMY and lemma not in tagged):
                    continue
                phrase = " ".join(parts)
                score = TAGGED_PHRASE if lemma in tagged else score
                found[phrase] = max(score, found.get(phrase, 0))
    return found


def profanity() -> frozenset[str]:
    import better_profanity

    text = (resources.files(better_profanity) / "profanity_wordlist.txt").read_text("utf-8")
    return frozenset(grid_form(line) for line in text.splitlines() if line.strip())


def build() -> tuple[str, str]:
    """The list's text (`WORD;score` lines) and its phrases' (one written form a line)."""
    blocked = profanity()
    scores: dict[str, int] = {}
    level_of = scowl_entries(scores, blocked)
    single_words = set(scores)
    written: dict[str, tuple[int, int, str]] = {}  # grid form -> (-score, words, phrase)
    for phrase, score in sorted(wordnet_phrases(level_of).items()):
        add(scores, phrase, score, blocked)
        word = grid_form(phrase)
        if word not in single_words:
            key = (-score, phrase.count(" "), phrase)
            written[word] = min(written.get(word, key), key)
    listed = "".join(f"{word};{scores[word]}\n" for word in sorted(scores))
    phrases = "".join(f"{written[word][2]}\n" for word in sorted(written) if word in scores)
    return listed, phrases


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped list")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    if not SCOWL.is_dir() or not WORDNET.is_dir():
        print("needs Debian's scowl and wordnet-base packages (apt-get install)", file=sys.stderr)
        return 2
    outputs = dict(zip((args.out, args.out.with_name(PHRASES)), build(), strict=True))
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
