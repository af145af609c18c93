"""Look-ahead latency for the constructor: a 15x15 grid, a 300,000-entry dictionary.

    python benchmarks/lookahead_bench.py [--edits 100] [--seed 1]

The dictionary is every entry of wordfreq's large English list (about 299,000 after folding
to grid form, scored Zipf x 10), so nothing needs downloading. A constructor's session is
simulated on grid 15.01 of the autofill corpus (../shared/corpus): the letters of a real
fill (found by autofill with the same dictionary) are typed in a random order, and every
tenth edit clears a cell typed before. After each edit the look-ahead is asked for the
whole grid, as the page does: once through the library (`LookAhead.report`) and once
through the HTTP route
(`POST /api/make/lookahead` via Starlette's test client, JSON both ways).

It prints the median, 95th percentile and worst time per edit of each, against the target
(50 ms) and against a yardstick measured in the same run: the same edits with the pattern
cache emptied before each one (what every edit would cost without it).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from wordgrid.dictionary import Dictionary, normalize_entry
from wordgrid.model import BLOCK, OPEN, Grid
from wordgrid.solver import WordIndex
from wordgrid.solver.lookahead import LookAhead

TARGET_MS = 50.0
# Herald Tribune grid 15.01 of the autofill corpus: 15x15, rotational symmetry, 78 entries.
GRID_FILE = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "autofill" / "grids"
GRID_NAME = "15.01.txt"


def big_dictionary() -> Dictionary:
    """wordfreq's whole large English list in grid form, most frequent first."""
    import wordfreq

    scores: dict[str, float] = {}
    for raw in wordfreq.iter_wordlist("en", wordlist="large"):
        word = normalize_entry(raw)
        if 2 <= len(word) <= 21 and word.isascii() and word not in scores:
            scores[word] = round(wordfreq.zipf_frequency(raw, "en", wordlist="large") * 10, 1)
    return Dictionary(scores)


def edits(pattern: Grid, fill: tuple[str, ...], count: int, seed: int) -> list[Grid]:
    """The grid after each edit: letters of `fill` typed in a random order, some cleared."""
    rng = random.Random(seed)
    cells = [(r, c) for r, row in enumerate(fill) for c, ch in enumerate(row) if ch != BLOCK]
    rng.shuffle(cells)
    rows = [list(row) for row in pattern.rows]
    typed: list[tuple[int, int]] = []
    grids = []
    for k in range(count):
        if k % 10 == 9 and typed:
            r, c = typed.pop(rng.randrange(len(typed)))
            rows[r][c] = OPEN
        else:
            r, c = cells[len(typed) % len(cells)]
            rows[r][c] = fill[r][c]
            typed.append((r, c))
        grids.append(Grid(tuple("".join(row) for row in rows)))
    return grids


def timed(
    grids: list[Grid], ask: Callable[[Grid], object], before: Callable[[], None]
) -> list[float]:
    out = []
    for grid in grids:
        before()
        start = time.perf_counter()
        ask(grid)
        out.append((time.perf_counter() - start) * 1000)
    return out


def row(name: str, ms: list[float], yardstick: float | None) -> str:
    median = statistics.median(ms)
    p95 = sorted(ms)[int(0.95 * (len(ms) - 1))]
    ratio = f"{median / yardstick:.2f}" if yardstick else "1.00"
    verdict = "yes" if median < TARGET_MS else "NO"
    return (
        f"| {name} | {median:.2f} | {p95:.2f} | {max(ms):.2f} | {ratio} | "
        f"{median / TARGET_MS:.3f} | {verdict} |"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--grid", type=Path, default=GRID_FILE / GRID_NAME)
    args = parser.parse_args()
    from wordgrid.formats import read_grid

    pattern = read_grid(args.grid)[0]

    from starlette.testclient import TestClient

    from wordgrid.autofill import FillRequest, autofill
    from wordgrid.batch import examples_folder
    from wordgrid.budget import Budget
    from wordgrid.web.app import create_app
    from wordgrid.web.context import Context
    from wordgrid.web.dictionaries import DEFAULT, Dictionaries
    from wordgrid.web.library import Library

    start = time.perf_counter()
    words = big_dictionary()
    read = time.perf_counter() - start
    start = time.perf_counter()
    look = LookAhead(WordIndex.build(words.bank()))
    built = time.perf_counter() - start
    done = autofill(pattern, words, FillRequest(seed=args.seed), Budget.seconds(60))
    if done.rows is None:
        print("autofill found no fill of the pattern within 60 s: no edits to replay")
        return 1
    grids = edits(pattern, done.rows, args.edits, args.seed)
    print(
        f"dictionary: {len(words)} entries (read in {read:.2f} s, indexed in {built:.2f} s); "
        f"grid {args.grid.name} ({pattern.height}x{pattern.width}), {args.edits} edits\n"
    )

    def cold() -> None:
        look._cache.clear()

    uncached = timed(grids, look.report, cold)
    cached = timed(grids, look.report, lambda: None)

    # The same through HTTP, with the server holding the big list as its default dictionary.
    dictionaries = Dictionaries(_default=words)
    dictionaries._lookaheads[(DEFAULT, None)] = LookAhead(look.index)
    folder = examples_folder()
    app = create_app(folder, context=Context(Library(folder), dictionaries=dictionaries))
    with TestClient(app) as client:

        def ask(grid: Grid) -> object:
            got = client.post("/api/make/lookahead", json={"grid": list(grid.rows)})
            assert got.status_code == 200, got.text
            return got.json()

        http = timed(grids, ask, lambda: None)

    yard = statistics.median(uncached)
    print("| per edit | median ms | p95 ms | worst ms | x no-cache | x target | under 50 ms |")
    print("|---|---|---|---|---|---|---|")
    print(row("library, no pattern cache (yardstick)", uncached, None))
    print(row("library, pattern cache (as served)", cached, yard))
    print(row("HTTP route, JSON both ways", http, yard))
    return 0 if statistics.median(http) < TARGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
