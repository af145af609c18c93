"""Play anywhere (issue 47): the one-file HTML puzzle and the static site, measured.

    python benchmarks/play_anywhere.py [--site-size 10000] [--runs 7] [--work DIR]

In one process, against `wordgrid serve` in the same run:

1. The size of the HTML file (`render/html.py`, as `-o x.html` writes it), as it is and
   gzipped (as a web server sends it), for a 5x5, a 15x15 and a 21x21 crossword (grids of
   the autofill corpus, filled: 05.01 by `wordgrid fill`, 15.01 and 21.05 as
   corpus/fill-in-derived filled them; each entry clued with its shipped definition), a
   100-word fill-in (`generate --random 100`) and a 20x20 word search; and without the
   answers (`--no-reveal`). Target: a 15x15 crossword's file under 300 KB.
2. The time from opening each file in Chromium (file://, every other request refused, a
   fresh profile each run) to the first typed letter on screen (a word search: the first
   letter picked); the yardstick is the same puzzle in `wordgrid serve`'s player.
3. A site of SITE_SIZE puzzles (`wordgrid site`; the folder as benchmarks/library_bench.py
   lays it out: 200 generated puzzles and enciphered copies): the build's wall and CPU
   time, its size on disk and its files; a rebuild with nothing changed and after one new
   puzzle (time, files written); the time from opening the library page to its first 100
   rows, served by Python's http.server, against `wordgrid serve` on the same folder.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import gzip
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from library_bench import Served as _Served
from library_bench import build_folder, child_cpu, load_pool, make_pool, start_server, wait_indexed
from wordgrid.definitions import definitions
from wordgrid.formats import as_puzzle, dumps, read
from wordgrid.model import Clue, Document, Grid, Metadata, Puzzle, Solution, WordBank, WordSearch
from wordgrid.render.html import html_page
from wordgrid.solver import solve
from wordgrid.wordsearch import Request, generate

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]
FILE_LIMIT = 300_000  # bytes: a 15x15 crossword's file, fonts included
TYPED = "() => [...document.querySelectorAll('#grid-wrap input')].some(i => i.value === 'A')"
WORDS_20 = [
    "ANCHOR",
    "BALLOON",
    "CAMERA",
    "DOLPHIN",
    "ELEPHANT",
    "FEATHER",
    "GIRAFFE",
    "HARBOUR",
    "ISLAND",
    "JUNGLE",
    "KETTLE",
    "LANTERN",
    "MEADOW",
    "NOTEBOOK",
    "ORCHARD",
    "PENGUIN",
    "QUILT",
    "RAINBOW",
    "SADDLE",
    "TRUMPET",
    "UMBRELLA",
    "VIOLIN",
    "WALRUS",
    "YOGURT",
    "ZEBRA",
]


# --- the puzzles ---------------------------------------------------------------------------


def clued(rows: tuple[str, ...], title: str) -> Solution:
    """A crossword of a filled grid, each entry clued with its shipped definition."""
    pattern = tuple("".join("#" if ch == "#" else "." for ch in row) for row in rows)
    shape = Puzzle(Grid(pattern), WordBank.from_words(["A"]))
    words = ["".join(rows[r][c] for r, c in slot.cells) for slot in shape.slots]
    clues = tuple(
        Clue(
            shape.slot_number(slot),
            slot.direction,
            (definitions(word) or (f"A word: {word.lower()}",))[0],
        )
        for slot, word in zip(shape.slots, words, strict=True)
    )
    puzzle = Puzzle(
        Grid(pattern), WordBank.from_words(words), meta=Metadata(title=title), clues=clues
    )
    return Solution(puzzle, tuple(words))


def solved(path: Path, words: Path | None = None) -> Solution:
    outcome = solve(as_puzzle(read(path, words=words)))
    assert outcome.solution is not None, path
    return outcome.solution


def puzzles(work: Path) -> dict[str, Document]:
    grids = CORPUS / "autofill" / "grids"
    derived = CORPUS / "fill-in-derived"
    five = work / "05.01.json"
    if not five.exists():
        command = [sys.executable, "-m", "wordgrid", "fill", str(grids / "05.01.txt"), "--first"]
        subprocess.run([*command, "-o", str(five)], check=True, capture_output=True)
    fill_in = work / "fill100.json"
    if not fill_in.exists():
        command = [sys.executable, "-m", "wordgrid", "generate", "--random", "100", "--seed", "1"]
        subprocess.run([*command, "-o", str(fill_in)], check=True, capture_output=True)
    five_rows = read(five)
    assert isinstance(five_rows, Solution)
    search = generate(Request(tuple(WORDS_20), rows=20, cols=20), 1)[0]
    assert isinstance(search, WordSearch)
    return {
        "5x5 crossword": clued(five_rows.rows, "A 5x5 crossword"),
        "15x15 crossword": clued(
            solved(derived / "15.01.grid", derived / "15.01.words").rows, "15x15"
        ),
        "21x21 crossword": clued(
            solved(derived / "21.05.grid", derived / "21.05.words").rows, "21x21"
        ),
        "100-word fill-in": solved(fill_in),
        "20x20 word search": search,
    }


# --- the browser ---------------------------------------------------------------------------


@contextlib.contextmanager
def chromium() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        yield browser
        browser.close()


def first_letter(browser: Any, url: str, offline: bool) -> float:
    """Seconds from opening `url` in a fresh profile to the first letter typed showing (a
    word search's: the first letter picked)."""
    context = browser.new_context(viewport={"width": 1000, "height": 800})
    if offline:
        own = url.split("#")[0]
        context.route(
            "**/*", lambda route: route.continue_() if route.request.url == own else route.abort()
        )
    page = context.new_page()
    start = time.perf_counter()
    page.goto(url, wait_until="commit")
    cell = page.locator("#grid-wrap input[tabindex='0'], #grid-wrap td[tabindex='0']").first
    cell.wait_for()
    if cell.evaluate("e => e.tagName") == "INPUT":
        cell.focus()
        page.keyboard.type("A")
        page.wait_for_function(TYPED)
    else:
        cell.click()
        page.locator("#grid-wrap td.anchor").wait_for()
    took = time.perf_counter() - start
    context.close()
    return took


def first_page(browser: Any, url: str) -> float:
    """Seconds from opening the library page in a fresh profile to its first 100 rows."""
    context = browser.new_context(viewport={"width": 1000, "height": 800})
    page = context.new_page()
    start = time.perf_counter()
    page.goto(url, wait_until="commit")
    page.locator("#library li:nth-child(100)").wait_for()
    took = time.perf_counter() - start
    context.close()
    return took


def paired(
    first: Callable[[], float], second: Callable[[], float], runs: int
) -> tuple[float, float]:
    """The medians of `runs` runs of each, taken in turns, so that a busy spell of the
    machine falls on both alike; a first run of each warms Chromium and the disk."""
    first(), second()
    a, b = zip(*((first(), second()) for _ in range(runs)), strict=True)
    return statistics.median(a), statistics.median(b)


@contextlib.contextmanager
def static_server(folder: Path) -> Iterator[str]:
    """Python's own static file server: what any web host does."""
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", "0", "--bind", "127.0.0.1", "-d", str(folder)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert server.stdout is not None
    line = server.stdout.readline()  # Serving HTTP on 127.0.0.1 port N (http://...) ...
    port = line.split(" port ")[1].split()[0]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.terminate()
        server.wait()


@contextlib.contextmanager
def served(folder: Path, cache: Path) -> Iterator[str]:
    server, url, started = start_server(folder, cache)
    try:
        wait_indexed(url, server, started, _Served())
        yield url
    finally:
        server.terminate()
        server.wait()


# --- the parts -----------------------------------------------------------------------------


def files_part(work: Path, runs: int) -> None:
    docs = puzzles(work)
    folder = work / "files"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    rows = []
    for k, (name, doc) in enumerate(docs.items()):
        page = html_page(doc)
        hidden = html_page(doc, reveal=False)
        path = folder / f"puzzle-{k}.html"
        path.write_bytes(page)
        (folder / f"puzzle-{k}.json").write_bytes(dumps(doc, "json"))
        rows.append((name, path, len(page), len(gzip.compress(page)), len(hidden)))
    with chromium() as browser, served(folder, work / "cache") as url:
        print("\n| puzzle | HTML file | gzipped | `--no-reveal` | first letter, file:// | serve |")
        print("|---|---|---|---|---|---|")
        for k, (name, path, size, packed, hidden) in enumerate(rows):
            page_url = f"{url}/play.html?id=puzzle-{k}.json"
            offline, online = paired(
                functools.partial(first_letter, browser, path.as_uri(), True),
                functools.partial(first_letter, browser, page_url, False),
                runs,
            )
            sizes = f"{size / 1000:.0f} KB | {packed / 1000:.0f} KB | {hidden / 1000:.0f} KB"
            print(f"| {name} | {sizes} | {offline * 1000:.0f} ms | {online * 1000:.0f} ms |")
    fifteen = rows[1][2]
    print(
        f"\n15x15 crossword: {fifteen / 1000:.0f} KB, target < {FILE_LIMIT / 1000:.0f} KB: "
        f"{'met' if fifteen < FILE_LIMIT else 'NOT met'}"
    )


def disk(folder: Path) -> tuple[int, int]:
    """Bytes and files under `folder`."""
    sizes = [p.stat().st_size for p in folder.rglob("*") if p.is_file()]
    return sum(sizes), len(sizes)


def site_run(folder: Path, out: Path) -> tuple[float, float, str]:
    cpu = child_cpu()
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "wordgrid", "site", str(folder), "-o", str(out)],
        capture_output=True,
        text=True,
        check=True,
    )
    return time.perf_counter() - start, child_cpu() - cpu, done.stderr.splitlines()[0]


def site_part(work: Path, size: int, runs: int) -> None:
    folder = build_folder(load_pool(make_pool(work, 200)), size, work / f"folder-{size}")
    out = work / f"site-{size}"
    shutil.rmtree(out, ignore_errors=True)
    built, cpu, said = site_run(folder, out)
    total, count = disk(out)
    index = (out / "library" / "index.json").stat().st_size
    again, again_cpu, said_again = site_run(folder, out)
    new = folder / "zz-new.txt"
    shutil.copy(next(folder.glob("puzzle-*1.txt")), new)
    try:
        added, _, said_added = site_run(folder, out)
    finally:
        new.unlink()
    print(f"\nA site of {size:,} puzzles ({os.cpu_count()} cores):\n")
    print("| build | wall | CPU | says |")
    print("|---|---|---|---|")
    print(f"| first | {built:.1f} s | {cpu:.1f} s | {said} |")
    print(f"| again, nothing changed | {again:.1f} s | {again_cpu:.1f} s | {said_again} |")
    print(f"| after one new puzzle | {added:.1f} s | | {said_added} |")
    print(
        f"\nsize: {total / 1e6:.1f} MB in {count:,} files ({total / size / 1000:.1f} KB a puzzle); "
        f"library/index.json {index / 1e6:.2f} MB"
    )
    with (
        chromium() as browser,
        static_server(out) as site_url,
        served(folder, work / "cache") as url,
    ):
        site, server = paired(
            lambda: first_page(browser, f"{site_url}/"),
            lambda: first_page(browser, f"{url}/"),
            3 * runs,
        )
    print("\n| the library's first page (100 rows) | median |")
    print("|---|---|")
    print(f"| the site, Python's http.server | {site * 1000:.0f} ms |")
    print(f"| `wordgrid serve` | {server * 1000:.0f} ms |")
    print(f"\nsite / serve: {site / server:.2f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site-size", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument(
        "--work", type=Path, default=Path(tempfile.gettempdir()) / "wg-play-anywhere"
    )
    parser.add_argument("--skip-site", action="store_true", help="measure the files only")
    args = parser.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    files_part(args.work, args.runs)
    if not args.skip_site:
        site_part(args.work, args.site_size, args.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
