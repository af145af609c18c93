"""Fill quality: the classic 15x15 and 21x21 grids filled as `wordgrid fill` does, judged by
yardsticks the default list was not built from.

    python benchmarks/fill_quality.py --judged DIR [--published DIR] [--timeout 20]
        [--only 15.] [--dict FILE] [--plain] [--show N]

One process. Each grid is filled with `wordgrid.autofill` (the default list unless --dict;
--plain turns the quality search off, to compare), within --timeout seconds, and every fill
is checked by `wordgrid.verify`. Then one table, like issue 29's:

- mean entry score and the share of entries scored 50 or more, on the filling list's scale;
- "judged good" / "judged poor": the share of entries a constructor's hand-sorted lists call
  good or poor (--judged: a folder with approved.json and rejected.json, two JSON lists of
  entries, such as Matt Abate's sorted words; kept outside the repository, used locally only);
- non-words: entries neither sorted there nor answers of any published puzzle (--published:
  a folder of published crosswords in doshea/nyt_crosswords' JSON, also local only);
- names: given names and surnames of the US census lists (the `names` package: every first
  name, the most common surnames) that are not lower-case words of Webster's Second.

With --published, the answers of the newest PANEL 15x15 puzzles there are a row of their own,
measured the same way (and left out of the published answers the fills are checked against),
and a second table says how well the list knows published crosswords: the share of all the
published answers there that are entries of the list (issue 36's coverage), and how many
cells of each panel grid, opened in the constructor, its look-ahead marks as no entry can
fill. --before FILE adds the same figures for another list (the list before a change).
--show N prints the N lowest-scored entries of each fill, to read them by eye.
--only takes name prefixes: `--only 05. 15. 19. 21. 23. puzzle` fills all 72 grids.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from wordgrid import dictionary
from wordgrid.autofill import FillRequest, autofill
from wordgrid.budget import Budget
from wordgrid.dictionary import Dictionary
from wordgrid.formats._text import numbered_lines, parse_grid, read_text, strip_blank_edges
from wordgrid.model import BLOCK, Grid
from wordgrid.solver import WordIndex
from wordgrid.solver.lookahead import LookAhead
from wordgrid.verify import check

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "autofill"
if not CORPUS.exists():  # a checkout beside shared/ (the usual layout)
    CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "autofill"
PANEL = 14  # published puzzles in the comparison row, as in issue 29
SURNAMES = 5000  # the most common census surnames count as names; rarer ones are mostly words
TOP_SCORE = 50.0  # "use without hesitation" on the 0-60 scale


@dataclass(frozen=True)
class Yardstick:
    good: frozenset[str]
    poor: frozenset[str]
    published: frozenset[str]
    names: frozenset[str]


@dataclass(frozen=True)
class Published:
    name: str  # "15:2018/03/09.json": the size, then the file
    answers: tuple[str, ...]
    grid: Grid | None  # the filled grid (None with a rebus: a cell of several letters)


@dataclass(frozen=True)
class Row:
    label: str
    filled: str
    entries: tuple[str, ...]
    seconds: float = 0.0


def census_names() -> frozenset[str]:
    from importlib import resources

    import names
    from english_words import get_english_words_set

    words = {w.upper() for w in get_english_words_set(["web2"], lower=False) if w.islower()}
    found: set[str] = set()
    for kind, limit in (("dist.female.first", None), ("dist.male.first", None)):
        lines = (resources.files(names) / kind).read_text("utf-8").split("\n")
        found.update(line.split()[0] for line in lines[:limit] if line.strip())
    lines = (resources.files(names) / "dist.all.last").read_text("utf-8").split("\n")
    found.update(line.split()[0] for line in lines[:SURNAMES] if line.strip())
    return frozenset(found - words)


def published_puzzles(folder: Path) -> list[Published]:
    """Every puzzle in the folder (doshea/nyt_crosswords' JSON), oldest first."""
    out = []
    for path in sorted(folder.rglob("*.json")):
        try:
            data = json.loads(path.read_text("utf-8"))
            answers = data["answers"]["across"] + data["answers"]["down"]
            rows, cols = data["size"]["rows"], data["size"]["cols"]
            cells = [BLOCK if c == "." else c.upper() for c in data["grid"]]
        except (ValueError, KeyError, TypeError, AttributeError):
            continue
        grid = None
        if len(cells) == rows * cols and all(len(c) == 1 for c in cells):
            grid = Grid(tuple("".join(cells[r * cols : (r + 1) * cols]) for r in range(rows)))
        name = f"{rows}:{path.relative_to(folder)}"
        out.append(Published(name, tuple(a.upper() for a in answers), grid))
    return out


def yardstick(judged: Path | None, puzzles: list[Published]) -> tuple[Yardstick, list[Published]]:
    """The yardstick, and the panel: the newest PANEL 15x15 puzzles, kept out of it."""
    good: frozenset[str] = frozenset()
    poor: frozenset[str] = frozenset()
    if judged is not None:
        good = frozenset(json.loads((judged / "approved.json").read_text("utf-8")))
        poor = frozenset(json.loads((judged / "rejected.json").read_text("utf-8"))) - good
    panel = [p for p in puzzles if p.name.startswith("15:")][-PANEL:]
    chosen = {p.name for p in panel}
    answers = {a for p in puzzles if p.name not in chosen for a in p.answers}
    return Yardstick(good, poor, frozenset(answers), census_names()), panel


def knowledge(
    label: str, words: Dictionary, puzzles: list[Published], panel: list[Published]
) -> None:
    """One line: the share of published answers that are entries, and the cells of the panel's
    grids that the constructor's look-ahead marks as no entry can fill."""
    answers = [a for p in puzzles for a in p.answers]
    known = sum(a in words.scores for a in answers)
    look = LookAhead(WordIndex.build(words.bank()))
    dead = [len(look.report(p.grid).dead) for p in panel if p.grid is not None]
    cells = f"{statistics.fmean(dead):.1f} / {max(dead)}" if dead else "-"
    print(f"{label:34} {len(words):>8,} {100 * known / max(len(answers), 1):>13.1f}% {cells:>19}")


def share(entries: Sequence[str], test: Iterable[str] | frozenset[str]) -> str:
    if not entries:
        return "-"
    pool = test if isinstance(test, frozenset) else frozenset(test)
    return f"{100 * sum(e in pool for e in entries) / len(entries):.1f}%"


def table(rows: list[Row], words: Dictionary, ruler: Yardstick) -> None:
    head = (
        f"{'':34} {'filled':>7} {'mean score':>10} {'score 50+':>9} {'judged good':>11} "
        f"{'judged poor':>11} {'non-words':>9} {'names':>6} {'unlisted':>8}"
    )
    print(head)
    for row in rows:
        es = row.entries
        known = [words.scores[e] for e in es if e in words.scores]
        mean = f"{statistics.fmean(known):.1f}" if known else "-"
        top = share(es, frozenset(e for e in es if words.scores.get(e, 0) >= TOP_SCORE))
        seen = ruler.good | ruler.poor | ruler.published
        unknown = frozenset(e for e in es if e not in seen)
        unlisted = share(es, frozenset(e for e in es if e not in words.scores))
        print(
            f"{row.label:34} {row.filled:>7} {mean:>10} {top:>9} {share(es, ruler.good):>11} "
            f"{share(es, ruler.poor):>11} {share(es, unknown):>9} {share(es, ruler.names):>6} "
            f"{unlisted:>8}"
        )


def fill_all(args: argparse.Namespace, words: Dictionary) -> tuple[Row, list[float]]:
    grids = sorted(p for pre in args.only for p in (args.corpus / "grids").glob(f"{pre}*.txt"))
    entries: list[str] = []
    times: list[float] = []
    filled = 0
    for path in grids:
        grid = parse_grid(strip_blank_edges(numbered_lines(read_text(path))))
        start = time.monotonic()
        request = FillRequest(seed=args.seed, quality=not args.plain)
        done = autofill(grid, words, request, Budget.seconds(args.timeout, start=start))
        took = time.monotonic() - start
        solution = done.outcome.solution
        if solution is None:
            print(f"{path.stem:8} {done.outcome.status.value} after {took:.1f} s", flush=True)
            continue
        check(solution)
        filled += 1
        times.append(took)
        found = list(solution.words)
        entries += found
        scores = sorted((words.scores.get(w, 0.0), w) for w in found)
        mean = statistics.fmean(s for s, _ in scores)
        print(f"{path.stem:8} filled in {took:5.1f} s, mean score {mean:.1f}", flush=True)
        if args.show:
            print("   lowest: " + ", ".join(f"{w} {s:g}" for s, w in scores[: args.show]))
    label = "wordgrid fill" + (" (no quality search)" if args.plain else "")
    return Row(label, f"{filled}/{len(grids)}", tuple(entries)), times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--judged", type=Path, help="folder with approved.json, rejected.json")
    parser.add_argument("--published", type=Path, help="folder of published puzzles (JSON)")
    parser.add_argument("--timeout", type=float, default=20.0)
    parser.add_argument("--only", nargs="*", default=["15.", "21."])
    parser.add_argument("--dict", type=Path, help="fill from this list, not the default")
    parser.add_argument("--before", type=Path, help="another list to compare coverage with")
    parser.add_argument("--plain", action="store_true", help="no quality search")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--show", type=int, default=0, metavar="N")
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    args = parser.parse_args()
    t0 = time.monotonic()
    words = dictionary.load([args.dict]) if args.dict else dictionary.default_dictionary()
    puzzles = published_puzzles(args.published) if args.published else []
    ruler, panel = yardstick(args.judged, puzzles)
    print(
        f"list: {len(words)} entries ({time.monotonic() - t0:.1f} s with the yardsticks); "
        f"{args.timeout:g} s a grid; load average {os.getloadavg()[0]:.2f}",
        flush=True,
    )
    row, times = fill_all(args, words)
    print()
    published = Row(
        f"{len(panel)} published 15x15 puzzles", "", tuple(a for p in panel for a in p.answers)
    )
    table([row] + ([published] if panel else []), words, ruler)
    if times:
        print(f"\nfill time: median {statistics.median(times):.1f} s, max {max(times):.1f} s")
    if puzzles:
        answers = sum(len(p.answers) for p in puzzles)
        grids = f"look-ahead on the {len(panel)} newest 15x15 grids"
        print(f"\n{len(puzzles):,} published puzzles, {answers:,} answers; {grids}")
        print(f"{'list':34} {'entries':>8} {'answers listed':>14} {'dead cells mean/max':>19}")
        lists = [("this list", words)]
        if args.before:
            lists.insert(0, (f"before ({args.before.name})", dictionary.load([args.before])))
        for label, listed in lists:
            knowledge(label, listed, puzzles, panel)
    return 0


if __name__ == "__main__":
    sys.exit(main())
