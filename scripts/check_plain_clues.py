"""Check wordgrid's table of plain clues, `data/definitions/plain_en.tsv`, and measure it.

    python scripts/check_plain_clues.py [--table FILE] [--show N] [--themes FILE]

The table holds clues a teacher can hand to a class as they are, written by hand for the
common senses of the commonest English words: one line a clue, `ANSWER<TAB>synset<TAB>
clue<TAB>note`, the answer in grid form and the synset as `en.tsv.xz` names that sense of
it. Every line must keep these rules (exit 1 naming each line that breaks one):

- it parses: four fields (the note may be empty), the answer in grid form;
- the answer has that sense in the shipped definitions (`wordgrid.definitions.senses`); a
  sense may have several lines (another clue, for a puzzle whose answers the first names),
  but no clue of it is listed twice;
- the clue is short (MAX_CLUE characters), starts with a capital, ends without a full stop;
- it gives nothing away: no form of the answer (`holds_answer`, and any word sharing its
  first STEM letters), nor of either word of a compound answer (SCREW and DRIVER of
  SCREWDRIVER: "screws"), nor such a word inside a longer one (BALL in "baseball" for
  SOFTBALL), nor the answer at either end of a longer word ("caravan" for VAN);
- it holds no blocklisted word (`data/words/blocklist.tsv`, every language's), no English
  obscenity (`obscene.tsv`) nor word editors avoid (`last_resort.tsv`), but for the words
  those lists keep (`obscene_kept.tsv`) and the innocent words of INNOCENT;
- a .puz file can hold it: Latin-1, or a character with a close Latin-1 match.

Then it prints how many of the most common English words have a plain clue. With
`--themes FILE` (`benchmarks/data/plain_themes.txt`), it names each common sense whose
every plain clue names another word of a themed list, so that a puzzle of that list is
offered a vaguer clue: the senses to write another plain clue for.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from wordgrid.blocklist import blocked_keys, innocent_keys, last_resort_keys, obscene_keys
from wordgrid.definitions import (
    FUNCTION_WORDS,
    PLAIN_QUALITY,
    Giveaways,
    holds_answer,
    senses,
    stem,
)
from wordgrid.dictionary import normalize_entry
from wordgrid.formats.puz import NEAREST_LATIN_1
from wordgrid.senses import sense_odds

ROOT = Path(__file__).resolve().parents[1]
TABLE = ROOT / "src" / "wordgrid" / "data" / "definitions" / "plain_en.tsv"
HEADER = ("answer", "synset", "clue", "note")
MAX_CLUE = 60  # characters: a clue fits a line or two of a printed clue list
STEM = 5  # a clue word sharing this many first letters with the answer gives it away
MIN_PART = 3  # letters of each word of a compound answer (HOT + DOG)
# Grammar words are no word of a compound: FORUM is no FOR + UM, COMPARE no COMP + ARE.
NOT_PARTS = FUNCTION_WORDS | frozenset(
    [
        "FOR",
        "ARE",
        "THE",
        "AND",
        "BUT",
        "NOT",
        "YOU",
        "HER",
        "HIS",
        "WAS",
        "CAN",
        "HAS",
        "HAD",
        "ITS",
        "OUR",
        "OFF",
        "OUT",
        "ALL",
        "ANY",
        "HOW",
        "WHO",
        "WHY",
        "NOR",
        "YET",
    ]
)
# A compound's word of this many letters gives it away inside a longer clue word too
# (BALL in "baseball" for SOFTBALL, BOOK in "guidebook" for HANDBOOK), unless it is an
# ending that merely looks like a word (NESS, LESS, SHIP: "sickness" for ILLNESS).
INNER_PART = 4
SUFFIX_PARTS = frozenset(
    [
        "ABILITY",
        "ABLE",
        "ALLY",
        "COMING",
        "FULLY",
        "GAGE",
        "IONS",
        "KING",
        "LESS",
        "LING",
        "NESS",
        "RANT",
        "RING",
        "SHIP",
        "TING",
        "WARD",
    ]
)
TOPS = (1000, 5000, 10000)
LIKELY = -2.5  # log odds below the likeliest at which a sense is no longer its list's
# Everyday words the obscenity lists name (they list whole words a grid may not hold, and
# some are harmless in a clue): each allowed here is used in its plain sense only.
INNOCENT = {
    "POT": "a cooking pot, a plant pot",
    "ORGAN": "a body organ, the instrument",
    "SLOPE": "the side of a hill",
    "STRIP": "a long narrow piece",
    "STROKE": "a swimming or painting stroke",
    "KNOB": "a door knob",
    "SCREW": "the fastener",
    "WEED": "the garden plant",
    "FAT": "the food substance",
    "KILL": "hunting and animals' prey",
}
_WORD = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*")
_LATIN_1 = str.maketrans(NEAREST_LATIN_1)


@dataclass(frozen=True)
class Row:
    line: int
    answer: str
    synset: str
    clue: str
    note: str


def parse(text: str, name: str) -> tuple[list[Row], list[str]]:
    """The rows of the table's text, and a problem for each line that doesn't parse."""
    rows, problems = [], []
    header_seen = False
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if not header_seen:
            header_seen = True
            if tuple(fields) != HEADER:
                problems.append(f"{name}:{number}: expected the header {' '.join(HEADER)}")
            continue
        if len(fields) != len(HEADER):
            problems.append(f"{name}:{number}: expected {len(HEADER)} tab-separated fields")
            continue
        answer, synset, clue, note = fields
        if not answer or answer != normalize_entry(answer) or not answer.isascii():
            problems.append(f"{name}:{number}: {answer!r} is not in grid form (HOTDOG)")
            continue
        rows.append(Row(number, answer, synset, clue, note))
    if not header_seen:
        problems.append(f"{name}: no header line")
    return rows, problems


def compound_parts(answer: str) -> list[str]:
    """The words an answer is made of, when it splits into two words of the shipped
    definitions (SCREW + DRIVER, HOT + DOG; CAR + PET too, to be safe)."""
    out = []
    for at in range(MIN_PART, len(answer) - MIN_PART + 1):
        head, tail = answer[:at], answer[at:]
        if head not in NOT_PARTS and tail not in NOT_PARTS and senses(head) and senses(tail):
            out += [head, tail]
    return out


def _shares_stem(word: str, answer: str) -> bool:
    return len(word) >= STEM and len(answer) >= STEM and word[:STEM] == answer[:STEM]


def _part_form(word: str, part: str) -> bool:
    """Whether `word` is a compound's word `part` or a form of it (SCREWS for SCREW):
    stricter than `holds_answer`, whose shared starts would find HAN in HANDS."""
    return stem(word) in (part, stem(part)) or _shares_stem(word, part)


def _ends_word(word: str, answer: str) -> bool:
    """Whether a short answer begins or ends a longer clue word whose rest is a word's worth
    of letters too: BAG in "handbag", VAN in "caravan", but not EAR in "hear"."""
    if len(answer) < MIN_PART or len(word) < len(answer) + MIN_PART:
        return False
    return word.startswith(answer) or word.endswith(answer)


def giveaway(clue: str, answer: str) -> str:
    """The word of `clue` that gives `answer` away, or "" for none."""
    parts = compound_parts(answer)
    whole = normalize_entry(answer)
    for raw in _WORD.findall(clue):
        word = normalize_entry(raw)
        if holds_answer(raw, answer) or _shares_stem(word, answer):
            return raw
        if any(_part_form(word, part) for part in parts):
            return raw
        inner = [part for part in parts if len(part) >= INNER_PART]
        if any(part in word for part in inner if part not in SUFFIX_PARTS):
            return raw
        if _ends_word(word, whole):
            return raw
    return ""


def unsafe_words(clue: str, unsafe: frozenset[str]) -> list[str]:
    return [w for w in _WORD.findall(clue) if normalize_entry(w) in unsafe]


def clue_problems(row: Row, unsafe: frozenset[str]) -> list[str]:
    """What is wrong with one row's clue."""
    clue, out = row.clue, []
    if not clue or clue != clue.strip() or "  " in clue:
        out.append("an empty clue, or one with stray spaces")
        return out
    if len(clue) > MAX_CLUE:
        out.append(f"the clue is {len(clue)} characters long (at most {MAX_CLUE})")
    first = next((ch for ch in clue if ch.isalpha()), "")
    if not first.isupper() or clue.endswith("."):
        out.append("a clue starts with a capital and ends without a full stop")
    if word := giveaway(clue, row.answer):
        out.append(f"the clue gives the answer away: {word!r}")
    if bad := unsafe_words(clue, unsafe):
        out.append(f"the clue holds a word of the blocklist or obscenity lists: {bad[0]!r}")
    try:
        clue.translate(_LATIN_1).encode("latin-1")
    except UnicodeEncodeError:
        out.append("a .puz file can't hold the clue (no Latin-1 match)")
    return out


def unsafe_keys() -> frozenset[str]:
    """The grid keys no clue may hold (see the module's docstring)."""
    listed = blocked_keys() | obscene_keys("en") | last_resort_keys("en")
    return listed - innocent_keys("en") - frozenset(INNOCENT)


def problems(rows: Iterable[Row], name: str) -> list[str]:
    """Every broken rule of the table's rows, one line each, naming the line."""
    unsafe = unsafe_keys()
    out, seen = [], {}
    for row in rows:
        where = f"{name}:{row.line}: {row.answer}"
        ids = {s.synset for s in senses(row.answer)}
        if not ids:
            out.append(f"{where} is not in the shipped definitions")
        elif row.synset not in ids:
            out.append(f"{where} has no sense {row.synset!r} in the shipped definitions")
        key = (row.answer, row.synset, row.clue.casefold())
        if key in seen:
            out.append(f"{where} {row.synset}'s clue is listed twice (first on line {seen[key]})")
        seen.setdefault(key, row.line)
        out += [f"{where}: {problem}" for problem in clue_problems(row, unsafe)]
    return out


def read(path: Path) -> tuple[list[Row], list[str]]:
    return parse(path.read_text("utf-8"), path.name)


def coverage(rows: list[Row], show: int) -> None:
    """How many of the most common English content words (as benchmarks/suggest_bench.py
    counts them) have a plain clue."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from suggest_bench import content_words

    clued = {row.answer for row in rows}
    words = content_words(max(TOPS))
    print(f"{len(rows):,} plain clues for {len(clued):,} answers")
    print(f"{'most common':>12} {'content words':>14} {'plain clue':>11} {'share':>7}")
    for top in TOPS:
        among = {normalize_entry(w) for w in content_words(top)}
        have = len(among & clued)
        print(f"{top:>12,} {len(among):>14,} {have:>11,} {have / max(1, len(among)):>7.1%}")
    if show:
        missing = [w for w in words if normalize_entry(w) not in clued][:show]
        print("the most common without one:", " ".join(missing))


def themes(text: str) -> dict[str, list[str]]:
    """Themed lists (`name: WORD WORD ...` a line, `#` comments) by name."""
    found = {}
    for line in text.splitlines():
        name, _, words = line.partition(":")
        if words.strip() and not line.startswith("#"):
            found[name.strip()] = words.split()
    return found


def blocked(lists: dict[str, list[str]]) -> list[tuple[str, str, str, str]]:
    """(list, answer, synset, first clue) for each sense its list makes likely (within
    LIKELY of the answer's likeliest) whose every plain clue gives another word of the
    list away, so that a puzzle of it is offered a vaguer clue; each sense once."""
    out: list[tuple[str, str, str, str]] = []
    seen: set[tuple[str, str]] = set()
    for name, words in lists.items():
        odds = sense_odds(words)
        guard = Giveaways(odds)
        for answer, found in odds.items():
            for sense, likely in found[:2]:
                plain = [c.text for c in sense.clues if c.quality >= PLAIN_QUALITY]
                key = (answer, sense.synset)
                if likely < LIKELY or not plain or key in seen:
                    continue
                if all(guard.given_away(text, answer) for text in plain):
                    seen.add(key)
                    out.append((name, answer, sense.synset, plain[0]))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--table", type=Path, default=TABLE)
    parser.add_argument("--show", type=int, default=0, help="name this many words without one")
    parser.add_argument(
        "--themes", type=Path, help="name the senses whose plain clues these lists block"
    )
    args = parser.parse_args()
    rows, found = read(args.table)
    found += problems(rows, args.table.name)
    for problem in found:
        print(problem)
    coverage(rows, args.show)
    if args.themes:
        lists = themes(args.themes.read_text("utf-8"))
        needing = blocked(lists)
        for name, answer, synset, clue in needing:
            print(f"{name}: {answer} {synset} {clue!r} names another word of its list")
        print(f"{len(needing)} senses in {len(lists)} lists need another plain clue")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
