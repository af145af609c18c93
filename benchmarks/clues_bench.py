"""The clue library at 10,000 crosswords: how fast they are added, how fast an entry is looked up.

    python benchmarks/clues_bench.py [--crosswords 10000] [--fills 20] [--seed 1] [--keep DIR]

The crosswords are made here: grids 15.01-15.10 of the autofill corpus (../shared/corpus)
filled from the default list by `app.fill_grid` (`--fills` fills, different seeds), then
each fill written again and again as a crossword of its own, with a title, an author, a date
(one day apart) and its own synthetic clues, in turn as .puz, ipuz, .jpz, .xd and wordgrid
JSON (the formats the constructor exports). Then, in one process:

- adding: `app.clues.add_crosswords` over the folder into a fresh library, in files a
  second (target: at least 200), in one process and in `--jobs` processes (the default of
  `wordgrid clues add`: the machine's cores), against reading and parsing the same files in
  one process (what any indexer pays); then adding the folder again (every file known);
- looking up: `app.clues.past_clues` (the library opened, the latest 20 clues and the
  count) for entries common and rare, in ms (target: under 50), against the same query
  with SQLite told not to use the index (a table scan);
- the whole command `wordgrid clues WORD --db FILE`, a fresh process.
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from datetime import date, timedelta
from pathlib import Path

from wordgrid.app.clues import add_crosswords, past_clues
from wordgrid.app.constructing import Draft, EntryClue, crossword_solution
from wordgrid.cli.clues import DEFAULT_JOBS
from wordgrid.formats import dumps, parse, read_bytes
from wordgrid.model import Grid, Metadata, Solution, find_slots

LOOKUP_TARGET_MS = 50.0
ADD_TARGET = 200.0  # files a second
GRIDS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "autofill" / "grids"
FORMATS = ("puz", "ipuz", "jpz", "xd", "json")
AUTHORS = [f"Setter {chr(65 + k)}" for k in range(20)]
LOOKUPS = 200  # entries looked up


def fills(count: int, seed: int) -> list[tuple[str, ...]]:
    """`count` filled 15x15 grids: the corpus's ten grids, filled with varying seeds."""
    from wordgrid.app.filling import FillRequest, fill_grid
    from wordgrid.budget import Budget
    from wordgrid.dictionary import default_dictionary
    from wordgrid.formats import read_grid

    words = default_dictionary()
    done: list[tuple[str, ...]] = []
    k = 0
    while len(done) < count:
        grid = read_grid(GRIDS / f"15.{k % 10 + 1:02d}.txt")[0]
        request = FillRequest(seed=seed + k, quality=False)
        report = fill_grid(grid, words, request, budget=Budget.seconds(20))
        if report.outcome.solution is not None:
            done.append(report.outcome.solution.rows)
        k += 1
    return done


def crossword(rows: tuple[str, ...], k: int, rng: random.Random) -> Solution:
    """Crossword number k: the fill with a title, an author, a date and its own clues."""
    day = date(2000, 1, 1) + timedelta(days=k)
    meta = Metadata(title=f"Crossword {k + 1}", author=rng.choice(AUTHORS), date=day.isoformat())
    clues = tuple(
        EntryClue(
            s.start,
            s.direction,
            f"{''.join(rows[r][c] for r, c in s.cells).capitalize()}, as clued "
            f"in number {k + 1} (take {rng.randrange(1000)})",
        )
        for s in find_slots(Grid(rows))
    )
    return crossword_solution(Draft(rows, clues, meta, enumerations=False))


def write_folder(folder: Path, count: int, grids: list[tuple[str, ...]], seed: int) -> Counter[str]:
    """The crosswords as files; returns how often each answer appears in them."""
    rng = random.Random(seed)
    answers: Counter[str] = Counter()
    for k in range(count):
        doc = crossword(grids[k % len(grids)], k, rng)
        fmt = FORMATS[k % len(FORMATS)]
        (folder / f"crossword-{k + 1:05d}.{fmt}").write_bytes(dumps(doc, fmt))
        answers.update(doc.words)
    return answers


def timed_ms(call: object, runs: list[str]) -> list[float]:
    out = []
    for word in runs:
        start = time.perf_counter()
        call(word)  # type: ignore[operator]
        out.append((time.perf_counter() - start) * 1000)
    return out


def scan_lookup(library: Path, word: str) -> None:
    """The yardstick: the lookup's query with the index forbidden (a table scan)."""
    with sqlite3.connect(library) as db:
        db.execute("SELECT count(*) FROM clues NOT INDEXED WHERE answer = ?", (word,)).fetchone()
        db.execute(
            "SELECT c.clue, c.date, f.title FROM clues AS c NOT INDEXED JOIN files AS f "
            "ON f.id = c.file WHERE c.answer = ? ORDER BY c.date DESC LIMIT 20",
            (word,),
        ).fetchall()


def row(name: str, ms: list[float], yardstick: float | None = None) -> str:
    median = statistics.median(ms)
    p95 = sorted(ms)[int(0.95 * (len(ms) - 1))]
    ratio = f"{median / yardstick:.3f}" if yardstick else "1.000"
    verdict = "yes" if p95 < LOOKUP_TARGET_MS else "NO"
    return f"| {name} | {median:.2f} | {p95:.2f} | {max(ms):.2f} | {ratio} | {verdict} |"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--crosswords", type=int, default=10_000)
    parser.add_argument("--fills", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", type=Path, help="make the folder and library here, and keep them")
    parser.add_argument("--jobs", type=int, default=DEFAULT_JOBS, help="processes that read files")
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="clues-bench-"))
    folder = work / "crosswords"
    folder.mkdir(parents=True, exist_ok=True)
    library = work / "clues.sqlite"
    library.unlink(missing_ok=True)

    start = time.perf_counter()
    grids = fills(args.fills, args.seed)
    filled = time.perf_counter() - start
    start = time.perf_counter()
    answers = write_folder(folder, args.crosswords, grids, args.seed)
    written = time.perf_counter() - start
    files = sorted(folder.iterdir())
    print(
        f"{len(files):,} crosswords ({', '.join(FORMATS)}) from {len(grids)} fills of 15x15 "
        f"grids: filled in {filled:.1f} s, written in {written:.1f} s\n"
    )

    start = time.perf_counter()
    for path in files:
        parse(read_bytes(path), str(path))
    parsing = time.perf_counter() - start
    serial = add_crosswords([folder], work / "serial.sqlite")
    report = add_crosswords([folder], library, jobs=args.jobs)
    start = time.perf_counter()
    again = add_crosswords([folder], library, jobs=args.jobs)
    known = time.perf_counter() - start
    assert report.added == serial.added == len(files), (report, serial)
    assert again.same_file == len(files), again
    rate = len(files) / report.seconds
    print("| adding | seconds | files a second | x parsing alone | at least 200 a second |")
    print("|---|---|---|---|---|")
    print(
        f"| read and parse every file, one process (yardstick) | {parsing:.1f} | "
        f"{len(files) / parsing:,.0f} | 1.00 | |"
    )
    print(
        f"| add to a new library, one process | {serial.seconds:.1f} | "
        f"{len(files) / serial.seconds:,.0f} | {serial.seconds / parsing:.2f} | "
        f"{'yes' if len(files) / serial.seconds >= ADD_TARGET else 'NO'} |"
    )
    print(
        f"| add to a new library, {args.jobs} processes (the default here; "
        f"{report.clues:,} clues) | {report.seconds:.1f} | {rate:,.0f} | "
        f"{report.seconds / parsing:.2f} | {'yes' if rate >= ADD_TARGET else 'NO'} |"
    )
    print(
        f"| add the same folder again (all known) | {known:.1f} | {len(files) / known:,.0f} | "
        f"{known / parsing:.2f} | |"
    )

    rng = random.Random(args.seed)
    common = [w for w, _ in answers.most_common(LOOKUPS // 2)]
    rare = rng.sample(
        [w for w, n in answers.items() if n <= 2 * len(files) // len(grids)], LOOKUPS // 2
    )
    asked = common + rare + ["NOSUCHENTRY"]
    sizes = [past_clues(w, library, 20).total for w in common[:3]]
    indexed = timed_ms(lambda w: past_clues(w, library, 20), asked)
    scanned = timed_ms(lambda w: scan_lookup(library, w), asked[:20])
    yard = statistics.median(scanned)
    print(
        f"\nlookups: {len(asked)} entries, the commonest with {sizes[0]:,} clues; "
        f"the latest 20 and the count each\n"
    )
    print("| lookup | median ms | p95 ms | worst ms | x table scan | p95 under 50 ms |")
    print("|---|---|---|---|---|---|")
    print(row("SQLite, no index (yardstick, 20 entries)", scanned))
    print(row("past_clues: the library opened, indexed query", indexed, yard))
    print(row("  the commonest entries only", indexed[: len(common)], yard))

    commands = []
    for word in common[:5]:
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "wordgrid", "clues", word, "--db", str(library)],
            check=True,
            capture_output=True,
        )
        commands.append((time.perf_counter() - start) * 1000)
    median = statistics.median(commands)
    print(f"\nthe whole command `wordgrid clues WORD --db FILE`: median {median:.0f} ms")
    if args.keep is None:
        import shutil

        shutil.rmtree(work, ignore_errors=True)
    good = rate >= ADD_TARGET and sorted(indexed)[int(0.95 * (len(indexed) - 1))] < LOOKUP_TARGET_MS
    return 0 if good else 1


if __name__ == "__main__":
    raise SystemExit(main())
