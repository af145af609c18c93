"""Clue suggestions in the right sense, whole, and fair (issue 46): 10 themed lists of 12.

Runs `wordgrid crossword LIST --suggest-clues`'s suggestion step (`suggest`, with no clue
library) on the ten lists of `data/themed_lists.txt`, words chosen for their several
senses, and writes the 120 (list, answer, suggestion) rows to a CSV that says nothing of
how they were made, for a judge to rate blind: is the clue in the sense the list is about,
is it whole (not cut mid-phrase), and does it give nothing away (no answer of the list, or
a form of one). A judgments file (`data/clue_quality_judged.csv`: list, answer, right,
whole, fair, each 1 or 0) is read when present and the table gives the share that pass all
three; rows without a suggestion count as failures. The target is 95% at least.

`--test` does the same on the ten held-out lists of `data/test_lists.txt` (family,
health, art, money, celebrations, insects, earth, theatre, sailing, castles), written
before the suggestions were tuned and judged once, at the end: rows to
`data/clue_quality_test_rows.csv`, judgments in `data/clue_quality_test_judged.csv`.

`--dev` scores instead how often the sense chosen first is one a teacher means, on the
themed lists of `data/sense_dev_lists.txt` and `data/dev_lists.txt`, each word labelled
with the senses meant: the lists the sense choice and the clue shaping were tuned on.

Run: python benchmarks/clue_quality_bench.py [--test] [--rows OUT.csv] [--judged FILE] [--dev]
"""

from __future__ import annotations

import argparse
import csv
import tempfile
from pathlib import Path

from wordgrid.app.suggestions import suggest
from wordgrid.definitions import Giveaways
from wordgrid.senses import ranked_senses

HERE = Path(__file__).resolve().parent
DATA = HERE / "data"
# The lists judged: (lists, rows written, judgments read).
BENCHMARK = (DATA / "themed_lists.txt", "clue_quality_rows.csv", "clue_quality_judged.csv")
TEST = (DATA / "test_lists.txt", "clue_quality_test_rows.csv", "clue_quality_test_judged.csv")
DEV = (DATA / "sense_dev_lists.txt", DATA / "dev_lists.txt")
TARGET = 0.95


def themed_lists(path: Path = BENCHMARK[0]) -> dict[str, list[str]]:
    found = {}
    for line in path.read_text("utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            theme, _, words = line.partition(":")
            found[theme.strip()] = [w.strip() for w in words.split(",")]
    return found


def rows(path: Path = BENCHMARK[0]) -> list[tuple[str, str, str]]:
    """(list, answer, suggestion) for every word of every list; "" where none is made."""
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        for theme, words in themed_lists(path).items():
            found = suggest(words, "en", Path(tmp) / "none.sqlite", limit=1)
            for word in words:
                picks = [s for s in found[word] if s.fits]
                out.append((theme, word, picks[0].text if picks else ""))
    return out


def dev_score() -> None:
    """How often the first sense is one the dev lists' teacher means."""
    chosen = right = 0
    wrong = []
    lines = [line for path in DEV for line in path.read_text("utf-8").splitlines()]
    for line in lines:
        if not line.strip() or line.startswith("#"):
            continue
        theme, _, rest = line.partition(":")
        meant = {}
        for item in rest.split(";"):
            word, ids = item.split()
            meant[word] = set(ids.split(","))
        ranked = ranked_senses(list(meant))
        for word, ids in meant.items():
            if ids == {"-"} or len(ranked.get(word, ())) < 2:
                continue  # no sense meant, or only one to choose
            chosen += 1
            first = ranked[word][0]
            if first.synset in ids:
                right += 1
            else:
                wrong.append(f"{theme.strip()}/{word}")
    print(f"dev lists: the first sense is one meant for {right} of {chosen} words with several")
    print(f"  ({right / chosen:.1%}); wrong: {', '.join(wrong)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--test", action="store_true", help="the held-out test lists")
    parser.add_argument("--rows", type=Path, help="where the rows go")
    parser.add_argument("--judged", type=Path, help="the judgments to read")
    parser.add_argument(
        "--dev", action="store_true", help="score the sense choice on the dev lists"
    )
    args = parser.parse_args()
    if args.dev:
        dev_score()
        return
    path, rows_name, judged_name = TEST if args.test else BENCHMARK
    args.rows = args.rows or DATA / rows_name
    args.judged = args.judged or DATA / judged_name
    made = rows(path)
    with args.rows.open("w", encoding="utf-8", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["list", "answer", "suggestion"])
        writer.writerows(made)
    print(f"wrote {len(made)} rows to {args.rows}, to be judged blind")
    lists = themed_lists(path)
    giving = sum(1 for theme, _, text in made if text and Giveaways(lists[theme]).given_away(text))
    print(f"suggestions made: {sum(1 for r in made if r[2])} of {len(made)}")
    print(f"suggestions holding an answer of their list (must be 0): {giving}")
    if not args.judged.is_file():
        print(f"no judgments in {args.judged}: rate the rows, then run again")
        return
    with args.judged.open(encoding="utf-8", newline="") as f:
        judged = {(r["list"], r["answer"]): r for r in csv.DictReader(f)}
    table = []
    for theme in lists:
        mine = [(t, a, s) for t, a, s in made if t == theme]
        ok = unjudged = 0
        for t, a, s in mine:
            j = judged.get((t, a))
            if j is None or j.get("suggestion", s) != s:
                unjudged += bool(s)  # the suggestion changed since it was judged
                continue
            ok += bool(s and all(j[k] == "1" for k in ("right", "whole", "fair")))
        table.append((theme, len(mine), ok, unjudged))
    print(f"\n{'list':<13} {'words':>5} {'right, whole and fair':>22} {'not judged':>11}")
    for theme, n, ok, unjudged in table:
        print(f"{theme:<13} {n:>5} {ok:>15} ({ok / n:.0%}) {unjudged:>11}")
    total, good = sum(t[1] for t in table), sum(t[2] for t in table)
    stale = sum(t[3] for t in table)
    verdict = "met" if good / total >= TARGET else "NOT met"
    print(f"{'all':<13} {total:>5} {good:>15} ({good / total:.1%}) {stale:>11}")
    print(f"target {TARGET:.0%}: {verdict}")
    if stale:
        # A row judged for another suggestion counts as failed: judge the new ones.
        print(
            f"{stale} suggestions have changed since {args.judged.name} was judged: they "
            "count as failed until they are judged again"
        )


if __name__ == "__main__":
    main()
