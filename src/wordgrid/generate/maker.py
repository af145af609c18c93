"""Make one fill-in puzzle with exactly one solution, from a request and a seed.

Sparse: lay the words out (layout.py), prove uniqueness, and when the proof finds a second
solution repair in this order, gentlest first:
1. swap: for drawn words only, replace an ambiguous word by a pool word that fits the
   same cells and crossing letters but no other slot;
2. relayout: lay the words out again, weighting the ambiguous ones towards more crossings;
3. givens: show letters of the intended fill until only it is left (not in numeric files).

Dense: fill a block pattern from the dictionary (dense.py), with the uniqueness proof inside
the fill's search (`_FillJudge`): a fill whose words could trade places is refused there and
the search backs up; a pattern that gives no such fill within the effort limit is replaced
by a fresh one; givens are the last resort.

Everything random comes from one `random.Random(seed)`, so a seed reproduces a puzzle.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field, replace
from functools import lru_cache

from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.errors import EXIT_TIMEOUT, EXIT_UNSOLVABLE, InputError, WordgridError
from wordgrid.generate import dense as dense_fill
from wordgrid.generate.arrange import (
    SEARCH_NODES,
    Arrangement,
    arrange,
    compact,
    least_rivals,
)
from wordgrid.generate.layout import (
    Layout,
    PoolIndex,
    Size,
    ambiguity,
    grow,
    layout_problems,
    layout_quality,
    top_up,
)
from wordgrid.generate.options import DEFAULT_RANDOM_WORDS, DEFAULT_TIMEOUT, STYLES
from wordgrid.generate.pattern import MIN_ENTRY, make_pattern
from wordgrid.generate.rating import Rating, rate
from wordgrid.generate.safety import check_language
from wordgrid.generate.unique import (
    Given,
    add_givens,
    ambiguous_slots,
    is_unique,
    prove,
    settling_givens,
)
from wordgrid.generate.words import (
    dictionary,
    draw_words,
    loners,
    random_pool,
)
from wordgrid.lang import normalise
from wordgrid.model import (
    Cell,
    Grid,
    Placement,
    Puzzle,
    SlotId,
    Solution,
    WordBank,
    fill_rows,
    list_order,
)
from wordgrid.solver import Outcome, Statistics
from wordgrid.verify import check

# Layout search effort. Each attempt costs a few milliseconds for 30 words.
LAYOUT_ATTEMPTS = 8  # attempts per grid size; the best by layout_quality is kept
MAX_LAYOUT_ATTEMPTS = 24  # ... and up to this many while none has succeeded yet
# Past SEARCH_PROOF_WORDS, where given letters settle whatever rivals are left and one
# attempt takes a third of a second, this many instead of LAYOUT_ATTEMPTS: 300-word
# puzzles made with 1, 3 and 8 attempts showed as many given letters, give or take 3.
SETTLED_LAYOUT_ATTEMPTS = 1
SETTLED_MAX_ATTEMPTS = 1  # ... and a size that gives none is left for the next at once
# Drawn words laid out again as a repair: this many attempts instead of LAYOUT_ATTEMPTS.
# On seeds 13-36 of --random 100, 4 took half the time of 8 and showed as many given
# letters in all (28); 2 showed 55. A user's words keep LAYOUT_ATTEMPTS (and their puzzles).
RELAYOUT_ATTEMPTS = 4
URGENT_SHARE = 0.34  # at most this share of the words is placed first (stubborn_first)
# A first guess at the square side for user words: 1.8 cells per letter is about where
# attempts start to succeed; the side then grows one at a time, at most this many times.
CELLS_PER_LETTER = 1.8
SIZE_GROWTH_STEPS = 12
# The layout search (arrange.py) after the greedy attempts fail: its effort at the size the
# user asked for, at each size tried when none was asked for, and at each larger size tried
# for the message saying what would work (up to SUGGEST_STEPS rows and columns more).
AUTO_SIZE_NODES = 2_000
SUGGEST_NODES = 3_000
SUGGEST_STEPS = 4
# Drawn words: the side fits this many cells per word (30 words -> 15x15), and words that
# find no place are swapped for common words that do.
CELLS_PER_RANDOM_WORD = 7.5
# Pool words tried at each open spot by a second top-up of a settled puzzle's board, when
# the first (layout.SPOT_TRIES a spot) leaves it short: 15 of 17 boards of 300 words were
# 8 to 18 words short, and each cost a new attempt.
DEEP_SPOT_TRIES = 30

# Repair effort before falling back on given letters.
SWAP_ROUNDS = 12  # word swaps kept (drawn words only)
# Fresh layouts with the ambiguous words weighted, before given letters. On seeds 13-36 of
# --random 100, 6 rounds took 20 s and left 16 puzzles with 28 letters shown, 4 rounds 16 s
# and 17 puzzles with 37: a rarely successful fifth and sixth round cost a fifth of the time.
RELAYOUT_ROUNDS = 4
# A swap (drawn words only) tries this many of the most common fitting words in each of at
# most SWAP_SLOTS ambiguous slots, proving each: a proof of 100 words takes milliseconds.
SWAP_CHOICES = 3
SWAP_SLOTS = 4
DENSE_SIZE = (15, 15)  # the shape of puzzle3 in the fill-in corpus
# Patterns tried, each with the fill's effort limit (dense.FILL_NODE_BUDGET); with two in
# three filled, running out of them means the dictionary can't fill the size.
DENSE_PATTERNS = 40
# Dense fills from a dictionary grow hard fast: past this side a fill takes minutes.
DENSE_MAX_SIDE = 25
# Past this many words a sparse fill-in is too loosely crossed for a search to prove it
# unique in seconds (300 words: no proof in 60 s), so its uniqueness is built in instead:
# given letters that let propagation alone settle it.
SEARCH_PROOF_WORDS = 100


Best = tuple[int, Puzzle, Outcome, tuple[str, ...]] | None  # fewest ambiguous slots so far
# A dense run reports this many of its refused fills, then how many more there were.
REPAIR_LINES = 40
# Told what a run is doing and the filled grid it is working on (a web page shows both).
Watch = Callable[[str, tuple[str, ...]], None]


class GenerationFailed(WordgridError):
    """No unique puzzle within the effort limit; the message says why."""

    exit_code = EXIT_UNSOLVABLE


class GenerationTimeout(WordgridError):
    """The time limit passed first; the message says how far the run got."""

    exit_code = EXIT_TIMEOUT


def _check(budget: Budget, reached: str) -> None:
    if budget.expired():
        raise GenerationTimeout(f"stopped at the time limit: {reached}")


@dataclass(frozen=True)
class Request:
    """What to make. Empty `words` means: draw `random_count` words from the default list."""

    style: str = "sparse"
    words: tuple[str, ...] = ()
    random_count: int = DEFAULT_RANDOM_WORDS
    size: Size | None = None
    allow_givens: bool = True
    lang: str = "en"
    timeout: float | None = DEFAULT_TIMEOUT  # seconds for each puzzle; None: no limit
    # Drawn words only: the words this puzzle may draw and swap in (empty: the whole list).
    # A batch capping word reuse deals each puzzle its own (batch.plan).
    allowed: tuple[str, ...] = ()
    # Dense under a word cap (caps.py): the words the puzzles before this one used up.
    banned: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        # A request is where the library's callers come in: `pt-BR` is `pt` from here on.
        object.__setattr__(self, "lang", normalise(self.lang))


@dataclass(frozen=True)
class Generated:
    """A puzzle proven to have exactly one solution, with how it was made and rated."""

    puzzle: Puzzle
    solution: Solution
    rating: Rating
    repairs: tuple[str, ...]
    seed: int
    style: str
    proof: Statistics


def validate(request: Request) -> None:
    """Raise InputError (exit 2) for a request no effort can satisfy."""
    if request.style not in STYLES:
        raise InputError(f"unknown style {request.style!r}; choose sparse or dense")
    check_language(request.lang)
    words = request.words
    if words and len(words) < 2:
        raise InputError(f"a puzzle needs at least 2 words, got only one ({words[0]})")
    if not words and request.style == "sparse" and request.random_count < 2:
        raise InputError(
            f"a puzzle needs at least 2 words, but only {request.random_count} is to be drawn"
        )
    if request.style == "sparse" and words:
        lonely = loners(words)
        if lonely:
            raise InputError(
                "these words share no letter with any other word, so they "
                f"can't cross one: {', '.join(dict.fromkeys(lonely))}"
            )
    if request.size is None:
        return
    rows, cols = request.size
    if request.style == "dense":
        if min(rows, cols) < MIN_ENTRY:
            raise InputError(
                f"size {rows}x{cols} is too small: a dense grid needs at least "
                f"{MIN_ENTRY}x{MIN_ENTRY}"
            )
        if max(rows, cols) > DENSE_MAX_SIDE:
            raise InputError(
                f"dense grids go up to {DENSE_MAX_SIDE}x{DENSE_MAX_SIDE}; "
                f"{rows}x{cols} would take too long to fill from a dictionary"
            )
        return
    if min(rows, cols) < 2:
        raise InputError(f"size {rows}x{cols} is too small: words can't cross in it")
    if words:
        longest = max(words, key=len)
        if len(longest) > max(rows, cols):
            raise InputError(
                f"size {rows}x{cols} is too small for {longest} ({len(longest)} letters)"
            )
        # Each cell holds a letter of at most two words, so half the letters need a cell.
        need = math.ceil(sum(map(len, words)) / 2)
        if need > rows * cols:
            raise InputError(
                f"size {rows}x{cols} is too small: the words need at least {need} cells"
            )


def generate(
    request: Request, seed: int, budget: Budget = NO_LIMIT, watch: Watch | None = None
) -> Generated:
    """One puzzle with exactly one solution; GenerationFailed when the effort runs out, and
    GenerationTimeout, saying how far it got, when `request.timeout` (counted from now) or
    `budget` runs out first."""
    validate(request)
    rng = random.Random(seed)
    budget = budget.within(request.timeout)
    make = _dense if request.style == "dense" else _sparse
    made = make(request, seed, rng, budget, watch)
    # The puzzle says its language, so that render and books print its pages in it.
    meta = replace(made.puzzle.meta, lang=request.lang)
    puzzle = replace(made.puzzle, meta=meta)
    return replace(made, puzzle=puzzle, solution=replace(made.solution, puzzle=puzzle))


# --- sparse -------------------------------------------------------------------------------


@lru_cache(maxsize=4)
def _pool_index(lang: str) -> PoolIndex:
    return PoolIndex.build(random_pool(lang))


def _pool(request: Request) -> tuple[tuple[str, ...], PoolIndex]:
    """The words a drawn puzzle may use, and their index for words that find no place."""
    if request.allowed:
        return request.allowed, PoolIndex.build(request.allowed)
    return random_pool(request.lang), _pool_index(request.lang)


def layout_puzzle(layout: Layout) -> tuple[Puzzle, tuple[str, ...]]:
    """The fill-in puzzle of a layout and its intended words in the solver's slot order."""
    puzzle = Puzzle(layout.grid(), WordBank.from_words(list_order(layout.words())))
    word_at = {tuple(p.cells()): p.word for p in layout.placements}
    return puzzle, tuple(word_at[slot.cells] for slot in puzzle.slots)


def _sides(words: Sequence[str], request: Request, drawn: bool) -> list[Size]:
    """The grid bounds to try, smallest first."""
    if request.size is not None:
        return [request.size]
    longest = max(map(len, words))
    if drawn:
        side = max(longest, math.ceil(math.sqrt(len(words) * CELLS_PER_RANDOM_WORD)))
    else:
        side = max(longest, math.ceil(math.sqrt(sum(map(len, words)) * CELLS_PER_LETTER)))
    return [(s, s) for s in range(side, side + SIZE_GROWTH_STEPS + 1)]


def find_layout(
    words: Sequence[str],
    request: Request,
    rng: random.Random,
    focus: frozenset[str],
    pool: PoolIndex | None,
    budget: Budget = NO_LIMIT,
    watch: Watch | None = None,
    again: bool = False,
) -> Layout:
    """A layout at the smallest bound where one is found: the best of several quick greedy
    attempts, else a search that backs up over placements (arrange.py). `again`: drawn
    words laid out again as a repair, with fewer attempts.

    With a `pool` (drawn words), a word without a place is swapped for a pool word that has
    one, so the layout always holds as many words as asked if the grid has room.
    """
    greedy = _Greedy(words, rng, focus, pool, budget, watch)
    greedy.settled = len(words) > SEARCH_PROOF_WORDS and request.allow_givens
    greedy.again = again
    fixed = request.size is not None
    last: Arrangement | None = None
    sides = _sides(words, request, pool is not None)
    at_least = 0  # the side a board short of words says is needed
    for bound in sides:
        if max(bound) < at_least and bound != sides[-1]:
            continue
        found = greedy.attempts(bound)
        if found:
            return greedy.compacted(min(found, key=layout_quality))
        if greedy.settled and not fixed and bound != sides[-1]:
            # Hundreds of words: a larger grid is quicker than a search, and a board that
            # held a share of the words needs about that share more area.
            held = max(1, greedy.topped, greedy.most)
            at_least = math.ceil(max(bound) * math.sqrt(len(words) / held))
            continue
        last = arrange(words, bound, rng, focus, budget, SEARCH_NODES if fixed else AUTO_SIZE_NODES)
        if last.layout is not None:
            return greedy.compacted(last.layout)
        if last.timed_out:
            break
    where = f"{bound[0]}x{bound[1]}"
    if budget.expired():
        raise GenerationTimeout(
            f"stopped at the time limit: laying out {len(words)} words in {where}, the "
            f"fullest grid held {len(last.most.placements) if last and last.most else 0}"
        )
    assert last is not None
    why = _no_layout(words, bound, last, rng, budget, fixed)
    _check(budget, f"laying out {len(words)} words in {where}: {why}")
    raise GenerationFailed(why)


@dataclass
class _Greedy:
    """Quick greedy layout attempts (layout.grow), learning which words are hard to place."""

    words: Sequence[str]
    rng: random.Random
    focus: frozenset[str]
    pool: PoolIndex | None
    budget: Budget
    watch: Watch | None
    urgent: frozenset[str] = frozenset()
    # Uniqueness will be built in with given letters (_settled): fewer attempts do, and a
    # board short of words is topped up harder rather than thrown away.
    settled: bool = False
    again: bool = False  # drawn words laid out again, a repair: RELAYOUT_ATTEMPTS do
    most: int = 0  # the most words any attempt placed, for a message at the time limit
    topped: int = 0  # the most words any board held after topping up, at the last bound

    def attempts(self, bound: Size) -> list[Layout]:
        """The layouts of LAYOUT_ATTEMPTS attempts at `bound` (up to MAX_LAYOUT_ATTEMPTS
        while none succeeds), or the SETTLED_ ones for a settled puzzle."""
        words = self.words
        found: list[Layout] = []
        self.topped = 0
        enough = SETTLED_LAYOUT_ATTEMPTS if self.settled else LAYOUT_ATTEMPTS
        if self.again:
            enough = RELAYOUT_ATTEMPTS
        most = SETTLED_MAX_ATTEMPTS if self.settled else MAX_LAYOUT_ATTEMPTS
        where = f"{bound[0]}x{bound[1]}"
        for attempt in range(most):
            if found and attempt >= enough:
                break
            _check(
                self.budget,
                f"laying out {len(words)} words in {where}, the best attempt had placed "
                f"{self.most}",
            )
            board, unplaced = grow(
                words, self.rng, bound, self.focus, self.urgent, self.budget.expired
            )
            self.most = max(self.most, len(board.placements))
            if self.watch is not None and board.placements:
                tried = Layout.normalized(board.placements)
                self.watch(
                    f"laying out {len(words)} words in {where}", tried.grid(tried.letters()).rows
                )
            if unplaced:
                # stubborn_first: words left out go first next time; too many urgent words
                # are as good as none, so then start again from the latest ones.
                self.urgent = self.urgent | frozenset(unplaced)
                if len(self.urgent) > len(words) * URGENT_SHARE:
                    self.urgent = frozenset(unplaced)
            if unplaced and self.pool is not None:
                top_up(board, len(words), self.pool, self.rng)
                if self.settled and len(board.placements) < len(words):
                    # Short: try more pool words at each spot before giving the board up.
                    top_up(board, len(words), self.pool, self.rng, DEEP_SPOT_TRIES)
                self.topped = max(self.topped, len(board.placements))
                unplaced = [] if len(board.placements) >= len(words) else unplaced
            if not unplaced:
                found.append(Layout.normalized(board.placements))
        return found

    def compacted(self, layout: Layout) -> Layout:
        """A user's words in the smallest box found (arrange.compact), with no more rivals
        than `layout`; drawn words as laid out, since a book of them must stay quick."""
        if self.pool is not None:
            return layout
        rivalry = ambiguity(layout)

        def smaller(bound: Size) -> Layout | None:
            found = [f for f in self.attempts(bound) if ambiguity(f) <= rivalry]
            if found:
                return min(found, key=layout_quality)
            found_one = least_rivals(self.words, bound, self.rng, rivalry, self.budget)
            # A search the time limit cut short would make the layout depend on the time.
            _check(self.budget, f"packing {len(self.words)} words into a smaller grid")
            return found_one

        return compact(layout, smaller)


def _no_layout(
    words: Sequence[str],
    bound: Size,
    searched: Arrangement,
    rng: random.Random,
    budget: Budget,
    fixed: bool,
) -> str:
    """Why the words were not laid out, with what would work: a larger grid, or leaving out
    the words the fullest grid could not hold."""
    size = f"{bound[0]}x{bound[1]}"
    if not fixed:
        return f"could not lay out all {len(words)} words in any grid up to {size}"
    if searched.proven:
        why = f"all {len(words)} words can't fit in {size}: every way of crossing them was tried"
    else:
        why = (
            f"no layout of all {len(words)} words in {size} was found "
            f"({min(searched.nodes, SEARCH_NODES):,} placements tried)"
        )
    ways = []
    larger = _larger_size(words, bound, rng, budget)
    if larger is not None:
        ways.append(f"{_a(larger)} grid holds them all")
    left_out = searched.left_out(words)
    if searched.most is not None and 0 < len(left_out) <= len(words) // 2:
        ways.append(
            f"leave out {_and(left_out)}: the other {len(words) - len(left_out)} words fit {size}"
        )
    return why + ("; what would work: " + ", or ".join(ways) if ways else "")


def _larger_size(
    words: Sequence[str], bound: Size, rng: random.Random, budget: Budget
) -> Size | None:
    """The smallest of a few larger grids where a short search lays out every word."""
    rows, cols = bound
    for grow_by in range(1, SUGGEST_STEPS + 1):
        if budget.expired():
            return None
        size = (rows + grow_by, cols + grow_by)
        if arrange(words, size, rng, budget=budget, nodes=SUGGEST_NODES).layout is not None:
            return size
    return None


def _a(size: Size) -> str:
    """`a 9x9`, `an 11x11`: the article as the number is spoken."""
    spoken = str(size[0])
    an = spoken.startswith("8") or spoken in ("11", "18")
    return f"{'an' if an else 'a'} {size[0]}x{size[1]}"


def _and(words: Sequence[str]) -> str:
    """`A`, `A and B`, `A, B and C`."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def swap_candidates(
    layout: Layout,
    slot_cells: tuple[Cell, ...],
    rng: random.Random,
    words: Sequence[str],
    spent: AbstractSet[str] = frozenset(),
) -> Iterator[tuple[Layout, str, str]]:
    """Layouts with the word in `slot_cells` replaced by one of `words` that keeps its
    crossing letters, so no other word changes, and fits no other slot of its length by
    that slot's crossing letters: the SWAP_CHOICES most common, in random order.

    Yields (layout, old word, new word). Words in `spent` (swapped out before) and words
    already in the layout are never brought in.
    """
    crossing = layout.crossing_cells()
    index = next(k for k, p in enumerate(layout.placements) if tuple(p.cells()) == slot_cells)
    old = layout.placements[index]
    n = len(old.word)
    at = [i for i, cell in enumerate(slot_cells) if cell in crossing]
    used = set(layout.words())
    others = [
        (q.word, [i for i, cell in enumerate(q.cells()) if cell in crossing])
        for k, q in enumerate(layout.placements)
        if k != index and len(q.word) == n
    ]
    fits: list[str] = []
    for word in words:
        if len(word) != n or word in used or word in spent:
            continue
        if any(word[i] != old.word[i] for i in at):
            continue
        if any(all(word[i] == other[i] for i in o_at) for other, o_at in others):
            continue  # it could take that word's slot
        fits.append(word)
        if len(fits) >= SWAP_CHOICES:
            break
    rng.shuffle(fits)
    for new in fits:
        placements = list(layout.placements)
        placements[index] = Placement(new, old.row, old.col, old.direction)
        yield Layout(tuple(placements), layout.height, layout.width), old.word, new


@dataclass
class _Swapper:
    """The first repair of drawn words: swap a word in an ambiguous slot for one that leaves
    fewer ambiguous slots, proven before it is kept.

    A swap is kept only when the proof of the new puzzle finds fewer ambiguous slots than
    before, and a word swapped out never comes back, so swaps can't go round in a circle
    (VIA for BRA for THA for SPA for VIA): when no swap helps, the caller lays out again
    at once.
    """

    rng: random.Random
    request: Request
    budget: Budget
    spent: set[str] = field(default_factory=set)  # words swapped out so far

    @property
    def words(self) -> Sequence[str]:
        """What may be swapped in, most common first: the words the puzzle may draw, so a
        drawn puzzle holds only words `wordgrid words '*' --lang L` shows."""
        return self.request.allowed or random_pool(self.request.lang)

    def swap(
        self, layout: Layout, puzzle: Puzzle, ambiguous: Sequence[SlotId]
    ) -> tuple[Layout, str, str] | None:
        """The swap that helps most (the first that makes the puzzle unique), else None."""
        slots = list(ambiguous)
        self.rng.shuffle(slots)
        best: tuple[int, Layout, str, str] | None = None
        for s in slots[:SWAP_SLOTS]:
            for tried, old, new in swap_candidates(
                layout, puzzle.slots[s].cells, self.rng, self.words, self.spent
            ):
                _check(self.budget, f"swapping {old} for {new}")
                trial, intended = layout_puzzle(tried)
                outcome = prove(trial, self.budget)
                if outcome.timed_out:
                    continue  # proves nothing either way
                left = 0 if is_unique(outcome) else len(ambiguous_slots(outcome, intended))
                if left < len(ambiguous) and (best is None or left < best[0]):
                    best = (left, tried, old, new)
            if best is not None and best[0] == 0:
                break
        if best is None:
            return None
        _, tried, old, new = best
        self.spent.add(old)
        return tried, old, new


def _sparse(
    request: Request, seed: int, rng: random.Random, budget: Budget, watch: Watch | None
) -> Generated:
    drawn = not request.words
    if drawn:
        allowed, index = _pool(request)
        words: list[str] = draw_words(request.random_count, rng, allowed)
        pool: PoolIndex | None = index
    else:
        words, pool = list(request.words), None
    repairs: list[str] = []
    focus: frozenset[str] = frozenset()
    layout = find_layout(words, request, rng, focus, pool, budget, watch)
    if len(words) > SEARCH_PROOF_WORDS and request.allow_givens:
        return _settled(layout, repairs, seed, budget, watch)
    best: Best = None
    swaps = relayouts = 0
    swapper = _Swapper(rng, request, budget)
    while True:
        problems = layout_problems(layout)
        assert not problems, problems  # the layout rules are the generator's own invariant
        puzzle, intended = layout_puzzle(layout)
        outcome, amb, best = _judge(puzzle, intended, best, budget, watch)
        if amb is None:
            return _finish(puzzle, intended, outcome, repairs, seed, "sparse")
        _check(budget, _reached(puzzle, outcome, amb))
        amb_words = sorted({intended[s] for s in amb})
        swapped = swapper.swap(layout, puzzle, amb) if drawn and swaps < SWAP_ROUNDS else None
        if swapped is not None:
            swaps += 1
            layout, old, new = swapped
            repairs.append(
                f"swapped {old} for {new}: {old} could trade places with "
                f"{', '.join(w for w in amb_words if w != old)}"
            )
            _tell(watch, repairs[-1], puzzle, intended)
            continue
        if relayouts < RELAYOUT_ROUNDS:
            relayouts += 1
            focus = focus | frozenset(amb_words)
            try:
                layout = find_layout(
                    list(layout.words()), request, rng, focus, pool, budget, watch, again=drawn
                )
            except GenerationFailed:
                break  # no other layout within the effort limit: show letters instead
            repairs.append(f"laid the words out again: {', '.join(amb_words)} could trade places")
            _tell(watch, repairs[-1], puzzle, intended)
            continue
        break
    return _with_givens(best, request, repairs, seed, rng, "sparse", budget)


def _tell(watch: Watch | None, repair: str, puzzle: Puzzle, intended: Sequence[str]) -> None:
    """Tell the watcher of a repair, with the grid it repaired."""
    if watch is not None:
        watch(f"repair: {repair}", fill_rows(puzzle, intended))


def _settled(
    layout: Layout, repairs: list[str], seed: int, budget: Budget, watch: Watch | None
) -> Generated:
    """The layout's puzzle with the letters that let propagation alone settle it."""
    puzzle, intended = layout_puzzle(layout)
    made = f"made a {puzzle.grid.height}x{puzzle.grid.width} grid of {len(puzzle.bank)} words"
    if watch is not None:
        watch(f"{made}; choosing the letters to show", fill_rows(puzzle, intended))
    givens = settling_givens(puzzle, intended, budget)
    if givens is None:
        raise GenerationTimeout(
            f"stopped at the time limit: {made}, but was still choosing the letters to show"
        )
    grid = layout.grid({g.cell: g.letter for g in givens})
    puzzle = Puzzle(grid, puzzle.bank, puzzle.min_length, puzzle.name)
    outcome = prove(puzzle, budget)  # settled: no search
    if not is_unique(outcome):
        raise AssertionError("propagation settled the puzzle, yet the proof found no single fill")
    if givens:
        repairs.append(_showed(givens, " so that every word follows from its crossings"))
    return _finish(puzzle, intended, outcome, repairs, seed, "sparse")


def _reached(puzzle: Puzzle, outcome: Outcome, ambiguous: Sequence[SlotId]) -> str:
    """How far a run got once it has a grid: for the message at the time limit."""
    grid = puzzle.grid
    done = f"made a {grid.height}x{grid.width} grid of {len(puzzle.bank)} words"
    if outcome.timed_out or not ambiguous:
        return done + ", but the proof that it has one solution did not finish in time"
    return done + f", but {len(ambiguous)} of its slots could still trade words"


# --- dense --------------------------------------------------------------------------------


def _dense(
    request: Request, seed: int, rng: random.Random, budget: Budget, watch: Watch | None
) -> Generated:
    rows, cols = request.size or DENSE_SIZE
    lengths = set(range(MIN_ENTRY, max(rows, cols) + 1))
    scored: Sequence[tuple[str, float]] = (
        [(w, 0.0) for w in dict.fromkeys(request.words)]
        if request.words
        else dictionary(request.lang)
    )
    judge = _FillJudge(budget, watch)
    for tried in range(DENSE_PATTERNS):
        _check(budget, judge.reached(tried))
        pattern = make_pattern(rows, cols, rng)
        if pattern is None:
            continue
        bank = dense_fill.dictionary_bank(scored, rng, request.banned, lengths)
        judge.pattern = pattern
        if dense_fill.fill(pattern, bank, budget, judge.accept) is not None:
            assert judge.unique is not None
            puzzle, intended, outcome = judge.unique
            return _finish(puzzle, intended, outcome, judge.lines(), seed, "dense")
    _check(budget, judge.reached(DENSE_PATTERNS))
    if judge.best is None:
        raise GenerationFailed(_unfilled(request, rows, cols))
    return _with_givens(judge.best, request, judge.lines(), seed, rng, "dense", budget)


@dataclass
class _FillJudge:
    """The uniqueness test built into a dense fill's search (`dense.fill`'s `accept`).

    Each fill the engine finds is proven as a fill-in; one whose words could trade places
    is refused, naming them, so the engine backs up to the choice that settled them. The
    least ambiguous fill refused so far is kept for the last resort of given letters.
    """

    budget: Budget
    watch: Watch | None
    pattern: Grid | None = None
    best: Best = None
    unique: tuple[Puzzle, tuple[str, ...], Outcome] | None = None
    repairs: list[str] = field(default_factory=list)
    more: int = 0  # repairs past REPAIR_LINES, counted only

    def accept(self, words: tuple[str | None, ...]) -> list[SlotId] | None:
        assert self.pattern is not None and all(words)
        intended = tuple(w for w in words if w is not None)
        puzzle = Puzzle(self.pattern, WordBank.from_words(list_order(intended)))
        before = self.best
        outcome, amb, self.best = _judge(puzzle, intended, self.best, self.budget, self.watch)
        if amb is None:
            self.unique = (puzzle, intended, outcome)
            return None
        if not outcome.exhausted and len(outcome.solutions) < 2:
            # The proof ran out of time: nothing is known to trade places, so the fill is
            # neither a last resort nor a reason to drop the pattern; any other fill will do.
            self.best = before
            self._note("filled again: the proof of one solution ran out of time", puzzle, intended)
            return list(range(len(intended)))
        amb_words = ", ".join(sorted({intended[s] for s in amb}))
        self._note(f"filled again: {amb_words} could trade places", puzzle, intended)
        return amb

    def _note(self, repair: str, puzzle: Puzzle, intended: tuple[str, ...]) -> None:
        """One repair line; past REPAIR_LINES (a tiny grid may refuse thousands of fills)
        they are only counted."""
        _tell(self.watch, repair, puzzle, intended)
        if len(self.repairs) < REPAIR_LINES:
            self.repairs.append(repair)
        else:
            self.more += 1

    def lines(self) -> list[str]:
        """The repairs to report: the first REPAIR_LINES, then how many more there were."""
        if not self.more:
            return self.repairs
        return [*self.repairs, f"filled again {self.more:,} more times"]

    def reached(self, tried: int) -> str:
        """How far the run got, for the message at the time limit."""
        if self.best is None:
            return f"tried {tried} block patterns, none filled yet"
        return (
            f"tried {tried} block patterns, the best fill still had {self.best[0]} slots "
            "whose words could trade places"
        )


def _unfilled(request: Request, rows: int, cols: int) -> str:
    """Why no pattern was filled, with what would work."""
    source = "your words" if request.words else "the dictionary"
    if request.banned:
        n = len(request.banned)
        source += f" less the {n} word{'s' if n != 1 else ''} the earlier puzzles used up"
        better = "allow each word in more puzzles (max word uses), or make fewer puzzles"
    else:
        better = "a smaller grid" + (", or more words" if request.words else "")
    return (
        f"could not fill any {rows}x{cols} pattern from {source} within the effort "
        f"limit ({DENSE_PATTERNS} patterns); what would work: {better}"
    )


# --- from a filled grid ---------------------------------------------------------------------

FROM_FILL = "from a fill"  # the style of a fill-in made from a constructor's filled grid


def from_fill(
    solution: Solution,
    seed: int,
    budget: Budget = NO_LIMIT,
    watch: Watch | None = None,
) -> Generated:
    """The fill-in whose words are a filled grid's entries, with the given letters that
    make its solution the only one (the last repair step of the other styles)."""
    # Blocks and open cells only: the same slots, in the same order, as the filled grid's.
    blank = Grid(solution.rows).without_letters()
    puzzle = Puzzle(blank, WordBank.from_words(list_order(solution.words)))
    intended = solution.words
    outcome, ambiguous, best = _judge(puzzle, intended, None, budget, watch)
    if ambiguous is None:
        return _finish(puzzle, intended, outcome, [], seed, FROM_FILL)
    _check(budget, _reached(puzzle, outcome, ambiguous))
    request = Request(words=intended)
    return _with_givens(best, request, [], seed, random.Random(seed), FROM_FILL, budget)


# --- shared ending -------------------------------------------------------------------------


def _judge(
    puzzle: Puzzle,
    intended: tuple[str, ...],
    best: Best,
    budget: Budget,
    watch: Watch | None = None,
) -> tuple[Outcome, list[SlotId] | None, Best]:
    """Prove `puzzle`: (outcome, None, best) when unique, else its ambiguous slots and the
    least ambiguous attempt so far (the one that givens will repair as a last resort)."""
    if watch is not None:
        grid = puzzle.grid
        watch(
            f"proving that a {grid.height}x{grid.width} grid of {len(intended)} words has "
            "one solution",
            fill_rows(puzzle, intended),
        )
    outcome = prove(puzzle, budget)
    if is_unique(outcome):
        return outcome, None, best
    amb = ambiguous_slots(outcome, intended)
    if best is None or len(amb) < best[0]:
        best = (len(amb), puzzle, outcome, intended)
    return outcome, amb, best


def _with_givens(
    best: Best,
    request: Request,
    repairs: list[str],
    seed: int,
    rng: random.Random,
    style: str,
    budget: Budget,
) -> Generated:
    """The last resort: show letters in the least ambiguous puzzle found."""
    assert best is not None
    _, puzzle, outcome, intended = best
    if not request.allow_givens:
        words = sorted({intended[s] for s in ambiguous_slots(outcome, intended)})
        raise GenerationFailed(
            f"no unique puzzle within the effort limit: {', '.join(words)} can still trade "
            "places, and given letters are not allowed",
            cli="--no-givens, and the numeric format, which has no place for them, leave them out",
            web="allow given letters, or try another puzzle number",
        )
    puzzle, outcome, givens = add_givens(puzzle, outcome, intended, rng, budget)
    _check(
        budget,
        f"{_reached(puzzle, outcome, ambiguous_slots(outcome, intended))}, "
        f"with {len(givens)} given letters shown",
    )
    if not is_unique(outcome):
        raise GenerationFailed(
            "no unique puzzle within the effort limit: the uniqueness proof timed out"
        )
    repairs.append(_showed(givens))
    return _finish(puzzle, intended, outcome, repairs, seed, style)


def _showed(givens: Sequence[Given], why: str = "") -> str:
    """The repair note for given letters shown: how many, `why`, and where."""
    letters = f"{len(givens)} given letter{'s' if len(givens) != 1 else ''}"
    return f"showed {letters}{why}: " + ", ".join(g.describe() for g in givens)


def _finish(
    puzzle: Puzzle,
    intended: tuple[str, ...],
    outcome: Outcome,
    repairs: list[str],
    seed: int,
    style: str,
) -> Generated:
    solution = check(outcome.solutions[0])  # never hand out an answer the checker rejects
    if solution.words != intended:
        raise AssertionError("the proven solution is not the one the generator made")
    return Generated(
        puzzle, solution, rate(puzzle, outcome), _collapse(repairs), seed, style, outcome.stats
    )


def _collapse(repairs: Sequence[str]) -> tuple[str, ...]:
    """Repeated repairs once each, with how many times: `... (6 times)`."""
    out: list[tuple[str, int]] = []
    for r in repairs:
        if out and out[-1][0] == r:
            out[-1] = (r, out[-1][1] + 1)
        else:
            out.append((r, 1))
    return tuple(r if n == 1 else f"{r} ({n} times)" for r, n in out)
