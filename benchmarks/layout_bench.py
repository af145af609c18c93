"""Layout success (issue 31): wordgrid against the free layout generators people pick instead.

Every tool gets the same word sets: common English words (8 to 40 of them) and themed lists,
each at a grid size from tight to roomy. For each tool the table gives the share of sets it
laid out with every word, within the size, by the sparse rules (every run of two or more
letters is one listed word, every word crosses another, one connected piece: checked by
`layout_problems` for every tool alike); the density (letters per cell of the layout's
bounding box) of those layouts; and the time per set. wordgrid's time includes proving the
puzzle has exactly one solution, and every wordgrid puzzle is checked by the verifier.

The yardsticks (the `bench` extra):
- genxword 2.2: random restarts for its default 1 s (of CPU time here) per seed, keeping
  the fullest grid;
- pycrossword-generator 0.3: one greedy pass per seed, best density score first;
- crossword-puzzle-generator 0.4: places exactly as many words as its grid is wide (an even
  number), so it can lay out a set only when the set has that many words.
The other tools get several seeds per set (a set counts as laid out when any seed does it);
wordgrid gets one.

With `--crossword` (issue 37) the table compares `wordgrid crossword`'s layout (a clued
crossword: no proof of one solution, so crossings count and rivals don't) with genxword
alone, on 200 sets by default, and adds crossings per word (a crossing counts for both its
words) and the slowest set. The targets: every word placed wherever genxword places them all
and in at least 98% of the sets, denser and more crossed than genxword, under 1 s for 40
words.

Run: python benchmarks/layout_bench.py [--sets 300] [--seeds 5] [--crossword]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from wordgrid.generate import GenerationFailed, GenerationTimeout, Request, generate
from wordgrid.generate.layout import Layout, layout_problems
from wordgrid.generate.words import dictionary
from wordgrid.model import ACROSS, DOWN, Placement
from wordgrid.verify import check

# Themed lists a teacher might bring (our own, written for this benchmark).
THEMES = {
    "garden": "APPLE BASIL CARROT DAISY FENNEL GARLIC LEMON MINT ONION PEAR ROSE TULIP "
    "SPADE HOSE SEED WEED ROOT LEAF STEM SOIL",
    "school": "ANSWER BOOK CHALK DESK ERASER GLUE LEARN LESSON MATH PAPER PENCIL READ RULER "
    "STUDY TEACHER CLASS EXAM NOTE WRITE SPELL",
    "sea": "ANCHOR BOAT CORAL CRAB DOLPHIN FISH KELP OCEAN OYSTER PEARL SAND SHARK SHELL "
    "SQUID TIDE WAVE WHALE REEF SAILOR HARBOR",
    "space": "PLANET STAR COMET MOON ORBIT ROCKET GALAXY NEBULA METEOR ASTEROID SATURN VENUS "
    "MARS EARTH PLUTO JUPITER COSMOS ECLIPSE TELESCOPE ALIEN",
    "kitchen": "SPOON FORK KNIFE PLATE BOWL CUP OVEN STOVE KETTLE PAN POT LADLE WHISK "
    "TOASTER FRIDGE SINK APRON RECIPE FLOUR SUGAR",
    "weather": "RAIN SNOW WIND CLOUD STORM THUNDER SUNNY FOG HAIL SLEET FROST RAINBOW "
    "BREEZE DRIZZLE MIST TORNADO HUMID CLIMATE SEASON WARM",
    "body": "HEAD HAND FOOT KNEE ELBOW SHOULDER NOSE MOUTH EAR EYE TOOTH TONGUE HEART "
    "LUNG BRAIN SKIN FINGER ANKLE WRIST CHIN",
    "music": "PIANO GUITAR DRUM VIOLIN FLUTE TRUMPET SONG MELODY RHYTHM CHORD NOTE TEMPO "
    "BAND CHOIR OPERA HARP CELLO BASS TUNE LYRIC",
    "transport": "CAR BUS TRAIN PLANE BICYCLE TRUCK SHIP FERRY TRAM TAXI SUBWAY ROCKET "
    "SCOOTER WAGON CANOE YACHT JET VAN ENGINE WHEEL",
    "animals": "CAT DOG HORSE RABBIT MOUSE TIGER LION ZEBRA OTTER BEAVER EAGLE OWL SALMON "
    "TURTLE FROG CAMEL DONKEY GOAT SHEEP PARROT",
}
# Grid side = the longest word, or sqrt(letters x factor) if more: tight to roomy.
TIGHTNESS = (1.3, 1.7, 2.2, 3.0)
COMMON_LENGTHS = (3, 10)  # common words of 3 to 10 letters
COMMON_POOL = 4000  # from the most common words of the dictionary
OTHER_SEEDS = 5  # seeds each other tool gets per set
GENXWORD_SEEDS = 2  # genxword restarts by itself within each seed's second
GENXWORD_SECONDS = 1.0  # genxword's own default time per crossword


@dataclass(frozen=True)
class WordSet:
    name: str
    words: tuple[str, ...]
    size: tuple[int, int]


@dataclass(frozen=True)
class Outcome:
    layout: Layout | None
    seconds: float


def word_sets(count: int, seed: int = 31) -> list[WordSet]:
    """`count` sets: half common words (8 to 40), half themed (8 to 20 of a theme)."""
    rng = random.Random(seed)
    common = [
        w
        for w, _ in dictionary("en")[:COMMON_POOL]
        if COMMON_LENGTHS[0] <= len(w) <= COMMON_LENGTHS[1] and w.isascii()
    ]
    themes = {k: v.split() for k, v in THEMES.items()}
    sets = []
    for k in range(count):
        if k % 2 == 0:
            words = rng.sample(common, rng.randint(8, 40))
            name = f"common-{len(words)}"
        else:
            theme = rng.choice(sorted(themes))
            words = rng.sample(themes[theme], rng.randint(8, 20))
            name = f"{theme}-{len(words)}"
        factor = TIGHTNESS[k // 2 % len(TIGHTNESS)]
        letters = sum(map(len, words))
        side = max(max(map(len, words)), math.ceil(math.sqrt(letters * factor)))
        sets.append(WordSet(f"{name}@{side}", tuple(words), (side, side)))
    return sets


def valid(layout: Layout | None, ws: WordSet) -> Layout | None:
    """The layout when it holds every word within the size by the sparse rules."""
    if layout is None or sorted(layout.words()) != sorted(ws.words):
        return None
    if layout.height > ws.size[0] or layout.width > ws.size[1] or layout_problems(layout):
        return None
    return layout


def density(layout: Layout) -> float:
    return len(layout.letters()) / (layout.height * layout.width)


def crossings_per_word(layout: Layout) -> float:
    return 2 * len(layout.crossing_cells()) / len(layout.placements)


# --- the tools --------------------------------------------------------------------------


def run_wordgrid(ws: WordSet, seed: int) -> Layout | None:
    try:
        g = generate(Request(words=ws.words, size=ws.size), seed)
    except (GenerationFailed, GenerationTimeout):
        return None
    check(g.solution)  # the independent checker, again
    placements = []
    for slot, word in zip(g.puzzle.slots, g.solution.words, strict=True):
        (r, c), d = slot.cells[0], slot.direction
        placements.append(Placement(word, r, c, d))
    return Layout.normalized(placements)


def run_crossword(ws: WordSet, seed: int) -> Layout | None:
    """`wordgrid crossword`'s call, each word with a clue; its crossword checked again."""
    from wordgrid.app.crossword import CrosswordRequest, make_crossword
    from wordgrid.formats.clue_list import ListedClue

    entries = tuple(ListedClue(w, f"clue {k}") for k, w in enumerate(ws.words))
    try:
        report = make_crossword(CrosswordRequest(entries, ws.size), seed)
    except GenerationFailed:
        return None
    check(report.solution)
    return Layout.normalized(report.solution.placements)


class _CpuTime:
    """Stands in for the `time` module inside genxword: its 1 s budget is CPU seconds of
    this process, so a busy machine doesn't cut the restarts it gets."""

    @staticmethod
    def time() -> float:
        return time.process_time()


def run_genxword(ws: WordSet, seed: int) -> Layout | None:
    import genxword.calculate
    from genxword.calculate import Crossword

    genxword.calculate.time = _CpuTime  # type: ignore[assignment]
    random.seed(seed)
    rows, cols = ws.size
    words = [[w, ""] for w in sorted(ws.words, key=len, reverse=True)]
    xw = Crossword(rows, cols, "-", words)
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            xw.compute_crossword(GENXWORD_SECONDS)
    except ValueError:  # its first word must be shorter than the grid
        return None
    return Layout.normalized(
        [Placement(w[0], w[2], w[3], DOWN if w[4] else ACROSS) for w in xw.best_wordlist]
    )


def run_pycrossword(ws: WordSet, seed: int) -> Layout | None:
    from pycrossword import generate_crossword

    rows, cols = ws.size
    _, placed = generate_crossword(list(ws.words), cols, rows, seed)
    return Layout.normalized(
        [Placement(w, r, c, ACROSS if across else DOWN) for w, r, c, across in placed]
    )


def run_cwpg(ws: WordSet, seed: int) -> Layout | None:
    from crossword_puzzle_generator import CrossWordPuzzleGenerator, PuzzleQuestion

    n = len(ws.words)
    if n % 2 or n > min(ws.size):  # it places exactly as many words as its grid is wide
        return None
    random.seed(seed)
    questions = [PuzzleQuestion(k, "", w) for k, w in enumerate(ws.words)]
    gen = CrossWordPuzzleGenerator(questions, max_word_length=n)
    try:
        if not gen.generate():
            return None
    except (ValueError, IndexError):
        return None
    return Layout.normalized(
        [
            Placement(w, r, c, DOWN if k % 2 == 0 else ACROSS)
            for k, (w, r, c) in enumerate(
                zip(gen.fitted_words, gen.rIndexes, gen.cIndexes, strict=True)
            )
        ]
    )


Tool = Callable[[WordSet, int], Layout | None]


def attempt(tool: Tool, ws: WordSet, seeds: Sequence[int]) -> Outcome:
    """The tool's first valid layout over `seeds`, and the time it took to find it (or to
    try every seed)."""
    start = time.perf_counter()
    for seed in seeds:
        try:
            found = valid(tool(ws, seed), ws)
        except Exception:  # a yardstick that crashes on a set has not laid it out
            found = None
        if found is not None:
            return Outcome(found, time.perf_counter() - start)
    return Outcome(None, time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", type=int, default=300)
    parser.add_argument("--seeds", type=int, default=OTHER_SEEDS)
    parser.add_argument(
        "--offset", type=int, default=0, help="start at this set of the sequence (to split a run)"
    )
    parser.add_argument(
        "--crossword", action="store_true", help="wordgrid crossword against genxword (200 sets)"
    )
    args = parser.parse_args()
    count = 200 if args.crossword and args.sets == 300 else args.sets
    sets = word_sets(args.offset + count)[args.offset :]
    tools: dict[str, tuple[Tool, list[int]]] = {"wordgrid": (run_wordgrid, [1])}
    others: dict[str, Tool] = {
        "genxword": run_genxword,
        "pycrossword-generator": run_pycrossword,
        "crossword-puzzle-generator": run_cwpg,
    }
    if args.crossword:
        tools = {"wordgrid": (run_crossword, [1])}
        others = {"genxword": run_genxword}
    for name, tool in others.items():
        try:
            tool(sets[0], 1)
        except ImportError as e:
            print(f"{name}: not installed ({e}); left out")
            continue
        seeds = GENXWORD_SEEDS if name == "genxword" else args.seeds
        tools[name] = (tool, list(range(1, seeds + 1)))
    results: dict[str, list[Outcome]] = {name: [] for name in tools}
    for k, ws in enumerate(sets):
        for name, (tool, seeds) in tools.items():
            results[name].append(attempt(tool, ws, seeds))
        if (k + 1) % 25 == 0:
            print(f"  {k + 1} sets", flush=True)
    report(sets, results, args.offset)


def report(sets: list[WordSet], results: dict[str, list[Outcome]], offset: int = 0) -> None:
    n = len(sets)
    print(f"\n{n} word sets (8 to 40 words), sizes from tight to roomy")
    print(
        f"{'tool':<28} {'laid out':>9} {'share':>6} {'density':>8} {'cross/w':>8} {'s/set':>7} "
        f"{'s/set (done)':>12} {'max s, 36+ w':>12}"
    )
    for name, outs in results.items():
        done = [o for o in outs if o.layout is not None]
        dens = statistics.mean(density(o.layout) for o in done if o.layout) if done else 0.0
        cross = (
            statistics.mean(crossings_per_word(o.layout) for o in done if o.layout) if done else 0.0
        )
        mean_t = statistics.mean(o.seconds for o in outs)
        done_t = statistics.mean(o.seconds for o in done) if done else 0.0
        big = [
            o.seconds for ws, o in zip(sets, outs, strict=True) if len(ws.words) >= 36 and o.layout
        ]
        print(
            f"{name:<28} {len(done):>9} {len(done) / n:>6.1%} {dens:>8.3f} {cross:>8.3f} "
            f"{mean_t:>7.3f} {done_t:>12.3f} {max(big, default=0.0):>12.3f}"
        )
    ours = results["wordgrid"]
    print("\nwordgrid against each tool, on the sets both laid out:")
    print(
        f"{'tool':<28} {'both':>5} {'only it':>8} {'only wordgrid':>14} {'density: it':>12} "
        f"{'wordgrid':>9} {'cross/w: it':>12} {'wordgrid':>9}"
    )
    for name, outs in results.items():
        if name == "wordgrid":
            continue
        both = [(o, w) for o, w in zip(outs, ours, strict=True) if o.layout and w.layout]
        only_it = [
            ws.name for ws, o, w in zip(sets, outs, ours, strict=True) if o.layout and not w.layout
        ]
        only_us = sum(1 for o, w in zip(outs, ours, strict=True) if w.layout and not o.layout)
        d_it = statistics.mean(density(o.layout) for o, _ in both if o.layout) if both else 0.0
        d_us = statistics.mean(density(w.layout) for _, w in both if w.layout) if both else 0.0
        c_it = (
            statistics.mean(crossings_per_word(o.layout) for o, _ in both if o.layout)
            if both
            else 0.0
        )
        c_us = (
            statistics.mean(crossings_per_word(w.layout) for _, w in both if w.layout)
            if both
            else 0.0
        )
        print(
            f"{name:<28} {len(both):>5} {len(only_it):>8} {only_us:>14} {d_it:>12.3f} "
            f"{d_us:>9.3f} {c_it:>12.3f} {c_us:>9.3f}"
        )
        if only_it:
            print(f"   laid out by {name} only: {', '.join(only_it)}")
    print("\nsets laid out by tightness (grid cells per letter of the words):")
    print(f"{'tool':<28} " + " ".join(f"{f:>7.1f}" for f in TIGHTNESS))
    for name, outs in results.items():
        cells = []
        for level in range(len(TIGHTNESS)):
            picked = [o for k, o in enumerate(outs, offset) if k // 2 % len(TIGHTNESS) == level]
            cells.append(f"{sum(o.layout is not None for o in picked):>3}/{len(picked):<3}")
        print(f"{name:<28} " + " ".join(cells))


if __name__ == "__main__":
    main()
