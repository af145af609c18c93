"""Generated fill-in puzzles for the benchmarks: a block pattern, filled from a dictionary.

Construction, deterministic by seed:
1. `block_pattern` draws a symmetric (180-degree rotation) block pattern. Two styles:
   - `dense`: every letter is checked (American style); random blocks are added in symmetric
     pairs, keeping every run of open cells at 0 or >= `MIN_RUN` letters and cutting runs
     longer than `max_run`.
   - `lattice`: blocks on every (odd, odd) cell, so even rows and even columns carry the
     words and about half the letters are checked (British style); random cuts split the
     long rows and columns into words. Large grids use it: dense 41x41 and 61x61 patterns
     are beyond what a pure-Python filler reaches from a 45k-word dictionary in seconds.
2. `fill_pattern` fills the pattern with wordgrid's own `solve` in bank mode: the WordBank is
   the dictionary (shuffled by the seed, each word at most once), with a timeout and retries
   on fresh patterns.
3. The filled words become the fill-in word list (`fill_in`). The unsolvable variant swaps one
   word for a dictionary word of the same length and keeps it only when `solve` proves the
   result unsolvable (`unsolvable_variant`). Such a swap leaves some letter an odd number of
   times, which the letter tally refuses before any search; the even variant
   (`even_unsolvable_variant`) swaps in a word with the same letters an odd number of times
   (AIRMEN for MARINE), so propagation or search has to refute it.
4. The unique variant (`unique_variant`) reveals letters of the fill as givens until the
   propagation rules alone settle every slot, then drops every given that is not needed for
   that. A published fill-in has exactly one solution; a lattice pattern filled from a
   dictionary does not (SKIDS and STIRS trade places when only S_I_S is checked), and the
   givens are how a puzzle maker would fix that without a new fill.

The dictionary is wordfreq's 100,000 most frequent English words that SCOWL english-55 (the
shared autofill corpus) also lists: real, spelled-out words of 3 letters or more.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from wordgrid.model import BLOCK, OPEN, Grid, Puzzle, Solution, WordBank
from wordgrid.solver import Outcome, Status, solve

SCOWL = Path("/work/shared/corpus/autofill/scowl55.dict")
# wordfreq's top list is ordered by frequency; 100k still holds mostly everyday words.
WORDFREQ_TOP = 100_000
# No 1- or 2-letter slots in generated patterns: real crossword patterns avoid them and the
# dictionary holds few 2-letter words.
MIN_RUN = 3
# Search steps (words tried) one fill attempt may take before a fresh pattern is drawn:
# a successful fill of a dense 21x21 needs a few hundred, a hopeless one would go on for ever.
FILL_NODES = 2_000
# Fresh patterns tried before giving up on a (size, seed).
FILL_ATTEMPTS = 8
# Block patterns drawn before giving up (a draw fails when a long run cannot be cut).
PATTERN_ATTEMPTS = 50
# Swap candidates tried when looking for an unsolvable variant.
SWAP_ATTEMPTS = 40


# The engine's limits as any checkout spells them: side-by-side benchmarks (frontier_bench
# --base) run this code beside an older engine, which took `timeout=` and `max_nodes=`
# keywords before the `Budget` type.


def limited(seconds: float | None = None, nodes: int | None = None) -> dict[str, Any]:
    """The keyword arguments that give `solve` (or `generate`) a time and node limit."""
    try:
        from wordgrid.budget import Budget
    except ImportError:  # an engine from before the Budget type
        return {"timeout": seconds, **({"max_nodes": nodes} if nodes is not None else {})}
    return {"budget": Budget.seconds(seconds, nodes=nodes)}


def solve_within(
    puzzle: Puzzle, seconds: float | None = None, nodes: int | None = None, **kwargs: Any
) -> Outcome:
    """`solve(puzzle, **kwargs)`, stopped after `seconds` or `nodes`."""
    return solve(puzzle, **limited(seconds, nodes), **kwargs)


@dataclass(frozen=True)
class Style:
    """How a block pattern is drawn: `kind` is "dense" or "lattice"."""

    kind: str
    block_ratio: float  # target share of block cells (dense), or of extra cuts (lattice)
    max_run: int  # no word longer than this


def default_style(size: int) -> Style:
    """The pattern style the benchmarks use for a size (see the module docstring)."""
    # Block shares found by trial: denser patterns have too many 3-letter slots for the
    # dictionary's 629 three-letter words, sparser ones rarely fill within the budget.
    if size <= 15:
        return Style("dense", 0.20, 8)
    if size <= 21:
        return Style("dense", 0.24, 8)
    return Style("lattice", 0.0, 9)


@cache
def dictionary() -> tuple[str, ...]:
    """Common English words of 3+ letters, upper case, most frequent first."""
    import wordfreq  # benchmark-only dependency, imported late so tests can skip cleanly

    scowl = set()
    with SCOWL.open(encoding="utf-8") as f:
        for line in f:
            scowl.add(line.split(";", 1)[0].strip())
    words = [
        w
        for w in wordfreq.top_n_list("en", WORDFREQ_TOP)
        if len(w) >= MIN_RUN and w.isascii() and w.isalpha() and w.islower() and w in scowl
    ]
    return tuple(w.upper() for w in words)


def _runs(line: Sequence[bool]) -> list[int]:
    """Lengths of the runs of open cells (True) in one row or column."""
    runs, n = [], 0
    for is_open in line:
        if is_open:
            n += 1
        elif n:
            runs.append(n)
            n = 0
    if n:
        runs.append(n)
    return runs


def _line(cells: list[list[bool]], r: int | None, c: int | None) -> list[bool]:
    return cells[r] if r is not None else [row[c] for row in cells]  # type: ignore[index]


def _connected(cells: list[list[bool]]) -> bool:
    size = len(cells)
    opens = [(r, c) for r in range(size) for c in range(size) if cells[r][c]]
    if not opens:
        return False
    seen = {opens[0]}
    todo = [opens[0]]
    while todo:
        r, c = todo.pop()
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < size and 0 <= nc < size and cells[nr][nc] and (nr, nc) not in seen:
                seen.add((nr, nc))
                todo.append((nr, nc))
    return len(seen) == len(opens)


def _dense_pattern(size: int, style: Style, rng: random.Random) -> list[list[bool]] | None:
    cells = [[True] * size for _ in range(size)]

    def try_block(r: int, c: int) -> bool:
        """Block (r, c) and its mirror unless that leaves a short run or splits the grid."""
        if not cells[r][c]:
            return False
        pair = ((r, c), (size - 1 - r, size - 1 - c))
        for rr, cc in pair:
            cells[rr][cc] = False
        # Only the rows and columns of the pair change; runs of 1-2 would be unchecked
        # letters or 2-letter words, which a dense pattern does not have.
        short = any(
            n < MIN_RUN
            for rr, cc in pair
            for line in (cells[rr], _line(cells, None, cc))
            for n in _runs(line)
        )
        if short or not _connected(cells):
            for rr, cc in pair:
                cells[rr][cc] = True
            return False
        return True

    def long_runs() -> list[tuple[int, int, int, bool]]:
        """(row, col, length, across) of every run longer than max_run."""
        return [
            (r, c, n, True)
            for r in range(size)
            for c, n in _run_starts(cells[r])
            if n > style.max_run
        ] + [
            (r, c, n, False)
            for c in range(size)
            for r, n in _run_starts(_line(cells, None, c))
            if n > style.max_run
        ]

    # First cut every too-long run (so the words stay short enough to fill), then add
    # random blocks up to the target density.
    # A run may be uncuttable now and cuttable after another cut (next to the edge, say).
    while runs := long_runs():
        rng.shuffle(runs)
        for r0, c0, n, across in runs:
            cuts = list(range(MIN_RUN, n - MIN_RUN))
            rng.shuffle(cuts)
            if any(try_block(*((r0, c0 + k) if across else (r0 + k, c0))) for k in cuts):
                break
        else:
            return None  # no run can be cut without a short run: draw again
    target = round(size * size * style.block_ratio)
    cells_left = [(r, c) for r in range(size) for c in range(size)]
    rng.shuffle(cells_left)
    for r, c in cells_left:
        if sum(row.count(False) for row in cells) >= target:
            break
        try_block(r, c)
    return cells


def _run_starts(line: Sequence[bool]) -> list[tuple[int, int]]:
    """(start, length) of every run of open cells in a line."""
    out, start = [], None
    for k, is_open in enumerate([*line, False]):
        if is_open and start is None:
            start = k
        elif not is_open and start is not None:
            out.append((start, k - start))
            start = None
    return out


def _lattice_pattern(size: int, style: Style, rng: random.Random) -> list[list[bool]]:
    # Needs an odd size so that the first and last rows and columns carry words.
    cells = [[not (r % 2 and c % 2) for c in range(size)] for r in range(size)]

    def cut_line(r: int | None, c: int | None) -> None:
        while runs := [(s, n) for s, n in _run_starts(_line(cells, r, c)) if n > style.max_run]:
            s, n = runs[0]
            # Cuts on odd positions touch only this line's words (the crossing line there
            # is a single unchecked cell), so the other direction keeps its runs. Cutting in
            # the first half of the run gives a spread of word lengths.
            choices = [k for k in range(s + MIN_RUN, s + n - MIN_RUN) if k % 2 == 1]
            k = rng.choice(choices[: len(choices) // 2 + 1])
            rr, cc = (r, k) if r is not None else (k, c)
            assert rr is not None and cc is not None
            cells[rr][cc] = False
            cells[size - 1 - rr][size - 1 - cc] = False

    for r in range(0, size, 2):
        cut_line(r, None)
    for c in range(0, size, 2):
        cut_line(None, c)
    return cells


def block_pattern(size: int, seed: int, style: Style | None = None) -> Grid:
    """A symmetric block pattern for a `size` x `size` grid; the same seed gives the same grid."""
    style = style or default_style(size)
    rng = random.Random(f"pattern:{size}:{seed}:{style}")
    if style.kind == "lattice":
        return _grid(_lattice_pattern(size, style, rng))
    for _ in range(PATTERN_ATTEMPTS):
        cells = _dense_pattern(size, style, rng)
        if cells is not None:
            return _grid(cells)
    raise RuntimeError(f"no {size}x{size} block pattern in {PATTERN_ATTEMPTS} attempts")


def _grid(cells: list[list[bool]]) -> Grid:
    return Grid(tuple("".join(OPEN if x else BLOCK for x in row) for row in cells))


@dataclass(frozen=True)
class Generated:
    """A filled pattern and the fill-in puzzles made from it."""

    size: int
    seed: int
    fill: Solution  # the dictionary fill the word list comes from
    attempts: int  # patterns drawn before one filled

    @property
    def grid(self) -> Grid:
        return self.fill.puzzle.grid

    def puzzle(self) -> Puzzle:
        """The fill-in: the filled words as the list, each used exactly once."""
        return Puzzle(
            self.grid,
            WordBank.from_words(published_order(self.fill.words)),
            name=f"gen{self.size}x{self.size}-s{self.seed}",
        )


def published_order(words: Sequence[str]) -> list[str]:
    """Shortest words first, then alphabetical, as fill-in puzzles print their lists.

    The fill's own order (slot by slot) would tell any solver that tries words in list
    order, the seed baseline first of all, which word goes where.
    """
    return sorted(words, key=lambda w: (len(w), w))


def fill_pattern(grid: Grid, seed: int, budget: int = FILL_NODES) -> Solution | None:
    """Fill `grid` from the dictionary, each word at most once; None past `budget` nodes."""
    words = list(dictionary())
    random.Random(f"words:{seed}").shuffle(words)  # a different fill for every seed
    # A node budget instead of a timeout keeps generation deterministic under any load.
    outcome = solve_within(Puzzle(grid, WordBank.from_words(words)), nodes=budget)
    return outcome.solution if outcome.status is Status.SOLVED else None


@cache  # the plain, unsolvable and unique files of one (size, seed) share one fill
def generate(size: int, seed: int, style: Style | None = None) -> Generated:
    """A filled `size` x `size` pattern; raises RuntimeError when no attempt fills in time."""
    for attempt in range(FILL_ATTEMPTS):
        grid = block_pattern(size, seed * 1000 + attempt, style)
        fill = fill_pattern(grid, seed * 1000 + attempt)
        if fill is not None:
            return Generated(size, seed, fill, attempt + 1)
    raise RuntimeError(f"no fill for {size}x{size} seed {seed} in {FILL_ATTEMPTS} attempts")


def fill_in(size: int, seed: int, style: Style | None = None) -> Puzzle:
    """A solvable generated fill-in puzzle."""
    return generate(size, seed, style).puzzle()


def _proven_swap(
    grid: Grid,
    words: list[str],
    name: str,
    partners: Callable[[str], Sequence[str]],
    rng: random.Random,
    attempts: int,
    timeout: float,
) -> Puzzle | None:
    """`words` with one swapped for one of its `partners`, once `solve` proves it has no fill."""
    listed = set(words)
    for _ in range(attempts):
        k = rng.randrange(len(words))
        options = partners(words[k])
        if not options:
            continue
        new = rng.choice(options)
        if new in listed:
            continue
        swapped = [*words[:k], new, *words[k + 1 :]]
        puzzle = Puzzle(grid, WordBank.from_words(published_order(swapped)), name=name)
        outcome = solve_within(puzzle, timeout)
        if outcome.status is Status.UNSOLVABLE and outcome.exhausted:
            return puzzle
    return None


def unsolvable_variant(gen: Generated, timeout: float = 10.0) -> Puzzle:
    """The fill-in with one word swapped for a same-length word; proven unsolvable by `solve`."""
    by_length: dict[int, list[str]] = {}
    for w in dictionary():
        by_length.setdefault(len(w), []).append(w)
    rng = random.Random(f"swap:{gen.size}:{gen.seed}")
    name = f"gen{gen.size}x{gen.size}-s{gen.seed}-unsat"
    words = list(gen.fill.words)
    puzzle = _proven_swap(
        gen.grid, words, name, lambda w: by_length[len(w)], rng, SWAP_ATTEMPTS, timeout
    )
    if puzzle is None:
        raise RuntimeError(f"no proven-unsolvable swap for {gen.size}x{gen.size} seed {gen.seed}")
    return puzzle


def _odd_letters(word: str) -> frozenset[str]:
    return frozenset(ch for ch in set(word) if word.count(ch) % 2)


def even_unsolvable_variant(base: Puzzle, size: int, seed: int, timeout: float = 10.0) -> Puzzle:
    """Like `unsolvable_variant` of the solvable fill-in `base`, but letter counts stay even.

    The new word has the same letters an odd number of times as the word it replaces, so the
    letter tally (wordgrid.solver.tally) can't refuse the list: propagation or search must.
    """
    by_parity: dict[tuple[int, frozenset[str]], list[str]] = {}
    for w in dictionary():
        by_parity.setdefault((len(w), _odd_letters(w)), []).append(w)

    words = list(base.bank.listed)
    listed = set(words)

    def partners(word: str) -> list[str]:
        return [w for w in by_parity.get((len(word), _odd_letters(word)), []) if w not in listed]

    rng = random.Random(f"even-swap:{size}:{seed}")
    name = f"gen{size}x{size}-s{seed}-unsat-even"
    # Ten times the attempts: most words have no partner outside the list.
    puzzle = _proven_swap(base.grid, words, name, partners, rng, SWAP_ATTEMPTS * 10, timeout)
    if puzzle is None:
        raise RuntimeError(f"no proven-unsolvable even swap for {size}x{size} seed {seed}")
    return puzzle


def unique_variant(gen: Generated) -> tuple[Puzzle, int]:
    """The fill-in with as few given letters as propagation needs to settle it; and their count.

    `settling_givens` (the generator's own, wordgrid.generate.unique) picks them: with them
    propagation alone settles every slot, which proves the fill is the one solution.
    """
    from wordgrid.generate.unique import settling_givens

    base = gen.puzzle()
    givens = settling_givens(base, gen.fill.words)
    assert givens is not None  # no deadline was given
    rows = [list(row) for row in base.grid.rows]
    for g in givens:
        r, c = g.cell
        rows[r][c] = g.letter
    grid = Grid(tuple("".join(row) for row in rows))
    return Puzzle(grid, base.bank, name=f"{base.name}-unique"), len(givens)


# Generated puzzles are kept as files, so every benchmark run measures the same fixed corpus
# and starts without minutes of filling; `--regenerate` rebuilds them.
CACHE = Path(__file__).with_name("puzzles")


def cached(
    size: int,
    seed: int,
    unsolvable: bool = False,
    regenerate: bool = False,
    unique: bool = False,
    even: bool = False,
) -> Puzzle:
    """The generated fill-in (or its unsolvable or unique variant), from benchmarks/puzzles/.

    `even` (with `unsolvable`) picks the unsolvable variant whose letter counts stay even.
    """
    from wordgrid.formats import format_words_grid, read_puzzle

    if unsolvable and unique:
        raise ValueError("a puzzle is either the unsolvable or the unique variant")
    if even and not unsolvable:
        raise ValueError("only the unsolvable variant has an even-count version")
    suffix = ("_unsat_even" if even else "_unsat") if unsolvable else "_unique" if unique else ""
    path = CACHE / f"gen{size}x{size}_s{seed}{suffix}.txt"
    if even and unsolvable and (regenerate or not path.exists()):
        # From the stored solvable file: a fresh fill may differ once the engine changes.
        puzzle = even_unsolvable_variant(cached(size, seed), size, seed)
        path.write_text(format_words_grid(puzzle), encoding="utf-8")
    elif regenerate or not path.exists():
        gen = generate(size, seed)
        if unique:
            puzzle, _givens = unique_variant(gen)
        else:
            puzzle = unsolvable_variant(gen) if unsolvable else gen.puzzle()
        CACHE.mkdir(exist_ok=True)
        path.write_text(format_words_grid(puzzle), encoding="utf-8")
    return read_puzzle(path)
