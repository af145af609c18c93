"""Clue suggestions (issue 37): how many common English words get a clue, and none its answer.

The words: the 5,000 most common English words (wordfreq), less what is not a content word
(noun, verb, adjective or adverb): the closed classes below (pronouns, determiners,
prepositions, conjunctions, auxiliaries, interjections), contractions, numbers, single
letters, and whatever the default crossword list scores as a name or abbreviation (25 or
less) or doesn't list at all (brands, slang, spellings like "dont"). For each content word
the table gives the share with a shipped definition (`wordgrid.definitions`, what
`crossword --suggest-clues` offers after the user's clue library) and counts the
suggestions that hold their answer, a form or a relative of it (`gives_away`: must be
0). The target is 95% at least.

Run: python benchmarks/suggest_bench.py [--top 5000] [--show 40]
"""

from __future__ import annotations

import argparse
import time

from wordfreq import top_n_list

from wordgrid.definitions import definitions, gives_away
from wordgrid.dictionary import default_dictionary, normalize_entry

TARGET = 0.95
NAME_SCORE = 25  # the default list's score for names, abbreviations and rare words
CLOSED_CLASS_TEXT = """
    a an the this that these those my your his her its our their mine yours hers ours theirs
    i me you he him she it we us they them myself yourself himself herself itself ourselves
    yourselves themselves who whom whose which what whatever whoever whichever whomever
    someone somebody something anyone anybody anything everyone everybody everything no none
    nobody nothing each every either neither both all any some few many much more most less
    least several such own other another
    of in on at by for with from to into onto upon about above below under over after before
    between among amongst through throughout during without within against toward towards
    across along alongside around behind beyond beside besides despite except inside outside
    near off out up down via per than like unlike since until till versus vs amid whilst
    and or but nor so yet if because although though while whereas unless whether once
    when where why how then there here
    am is are was were be been being have has had having do does did doing done
    can could may might must shall should will would ought
    not yes oh ah ha hey hi hello ok okay yeah yep nah wow lol gonna wanna gotta ya yo huh
"""
CLOSED_CLASS = frozenset(CLOSED_CLASS_TEXT.split())


def content_words(top: int) -> list[str]:
    """The content words among the `top` most common English words, most common first."""
    scores = default_dictionary().scores
    out = []
    for word in top_n_list("en", top):
        if not word.isalpha() or len(word) < 2 or word in CLOSED_CLASS:
            continue
        if scores.get(normalize_entry(word), 0) <= NAME_SCORE:
            continue
        out.append(word)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=5000)
    parser.add_argument("--show", type=int, default=40, help="list this many words without one")
    args = parser.parse_args()
    words = content_words(args.top)
    start = time.perf_counter()
    definitions("loading")  # the table loads once, on first use
    load = time.perf_counter() - start
    missing, holding, offered = [], [], 0
    start = time.perf_counter()
    for word in words:
        found = definitions(word)
        offered += len(found)
        if not found:
            missing.append(word)
        holding += [(word, text) for text in found if gives_away(text, word)]
    each = (time.perf_counter() - start) / max(1, len(words))
    covered = 1 - len(missing) / len(words)
    print(f"\ncontent words among the {args.top:,} most common English words: {len(words):,}")
    print(f"{'with a suggestion':<34} {len(words) - len(missing):>6,} {covered:>7.1%}")
    print(f"{'suggestions offered':<34} {offered:>6,}")
    print(f"{'suggestions holding their answer':<34} {len(holding):>6,}")
    print(f"{'table load (s)':<34} {load:>6.2f}")
    print(f"{'lookup (µs a word)':<34} {each * 1e6:>6.1f}")
    verdict = "met" if covered >= TARGET and not holding else "NOT met"
    print(f"target: {TARGET:.0%} covered and none holding its answer: {verdict}")
    if missing:
        print(f"\nwithout one (first {args.show}): {', '.join(missing[: args.show])}")


if __name__ == "__main__":
    main()
