"""Search: pick the most constrained slot, try its words, propagate, and back up on failure.

- `choose_slot` is dom/wdeg: fewest candidates per unit of failure weight, where the weight
  of a slot is the weight of its crossings with open slots plus its own. A failure bumps the
  crossing whose revision emptied a slot; bumps grow over time (weight decay), so recent
  conflicts count most.
- `order_words` takes the best-ranked candidates (score, then easy-fill order) a batch at a
  time and tries first the word that leaves its crossing slots the most candidates (the
  product of their counts: the crossing-aware "fill score").
- Branching is two-way: after slot s = w has been explored, the parent also learns s != w and
  propagates that, so a failed word prunes the siblings that follow it.
- Restarts (Luby sequence of failure budgets) run only while looking for a first solution.
  Weights carry over, and later runs break ties and draw candidates at random (`seed`), but
  try first, in each slot, its word in the fullest fill seen so far (phase saving). The
  search stays complete: "unsolvable" is only said when a run ends within its budget, which
  means that run explored its whole tree; counting (`limit` > 1) never restarts.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import partial
from itertools import islice

from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.model import Puzzle, SlotId, Solution
from wordgrid.solver.classes import WordClasses, choices, merge_classes
from wordgrid.solver.index import Bitset, WordIndex
from wordgrid.solver.learning import Nogoods
from wordgrid.solver.propagate import (
    Failure,
    Network,
    State,
    assign,
    propagate,
    refute,
    smallest_first,
)
from wordgrid.solver.regions import regions
from wordgrid.solver.tally import LetterShortfall, letter_shortfall

# How many nodes pass between two looks at the clock: time.monotonic() is cheap but not free.
# A node of a 61x61 fill-in takes a few milliseconds, so this keeps a deadline within 5%.
CLOCK_EVERY = 4
# Failures allowed in the first run; run k may fail RESTART_BASE * luby(k) times. Small enough
# that a bad early choice is dropped within a second, large enough to finish easy grids.
RESTART_BASE = 200
# Each conflict's weight bump is this much larger than the last (1 / 0.95 decay).
WEIGHT_GROWTH = 1 / 0.95
# Rescale every weight when bumps pass this, before floats lose precision.
WEIGHT_RESCALE = 1e100
# Added to every weight sum: old weights rescaled down to 0.0 must not divide by zero.
WEIGHT_FLOOR = 1e-300
# Words scored by crossing fill at once: more finds better words, each one costs a lookup
# per crossing.
CANDIDATE_BATCH = 32
# In a randomised run the batch is drawn from this many times as many best-ranked words.
RANDOM_POOL = 4
# A randomised run multiplies each slot's dom/wdeg score by 1 + up to this much noise.
CHOICE_NOISE = 0.3
# Domains this small skip fill scoring: every word will be tried soon anyway.
SCORE_MIN_DOMAIN = 3
# Record nogoods at restarts (learning.py) unless a caller says otherwise.
LEARNING = True


class Status(Enum):
    SOLVED = "solved"
    UNSOLVABLE = "unsolvable"
    TIMEOUT = "timeout"


@dataclass
class Statistics:
    """What a search did: nodes are words tried in a slot, backtracks are words that failed."""

    nodes: int = 0
    backtracks: int = 0
    seconds: float = 0.0
    slots: int = 0
    restarts: int = 0
    propagate_seconds: float = 0.0  # time in propagation, the rest is choosing and copying
    setup_seconds: float = 0.0  # building the network and the first propagation

    def as_dict(self, full: bool = False) -> dict[str, float]:
        out: dict[str, float] = {
            "nodes": self.nodes,
            "backtracks": self.backtracks,
            "seconds": round(self.seconds, 6),
        }
        if full:
            out.update(
                restarts=self.restarts,
                propagate_seconds=round(self.propagate_seconds, 6),
                setup_seconds=round(self.setup_seconds, 6),
            )
        return out


@dataclass
class Outcome:
    """The result of a search: its status, the solutions found, and whether the count is exact."""

    status: Status
    solutions: list[Solution]
    stats: Statistics
    exhausted: bool  # the whole search space was explored: no solution was missed
    timed_out: bool = False
    failed_slot: SlotId | None = None  # when unsolvable before any guess: the slot that ran out
    # on a timeout: the fullest consistent partial fill seen, one word or None per slot
    partial: tuple[str | None, ...] | None = None
    # the slots that failed most often, hardest first (what to blame when unsolvable); empty
    # unless a search failed and found nothing
    hardest: tuple[SlotId, ...] = ()
    # when unsolvable because the list's letters can't be the grid's (tally.py)
    shortfall: LetterShortfall | None = None

    @property
    def solution(self) -> Solution | None:
        return self.solutions[0] if self.solutions else None


# Called with "push" (a word placed) or "fail" (it led to a dead end) and the decision stack
# in seed 003's notation (h0:6 v1:5 ...).
Tracer = Callable[[str, list[str]], None]


# Told each solution found (a word per slot), returns None to take it, or the slots of which
# at least one must change for a solution to be taken: a constraint the propagation can't
# state, such as "the fill-in made of this fill has one solution".
Accept = Callable[[tuple[str | None, ...]], Sequence[SlotId] | None]


class _Deadline(Exception):
    pass


class _Restart(Exception):
    pass


def luby(k: int) -> int:
    """The k-th term (from 1) of the Luby sequence 1 1 2 1 1 2 4 1 1 2 ...: restart budgets."""
    while True:
        power = 1
        while (1 << power) - 1 < k:
            power += 1
        if k == (1 << power) - 1:
            return 1 << (power - 1)
        k -= (1 << (power - 1)) - 1  # the sequence repeats itself after each peak


@dataclass
class _Search:
    net: Network
    stats: Statistics
    budget: Budget  # looked at every CLOCK_EVERY nodes; its node cap at every node
    tracer: Tracer | None
    rng: random.Random | None  # set during randomised runs
    weights: list[float] = field(default_factory=list)  # per slot: failures not on a crossing
    cross_weights: list[float] = field(default_factory=list)  # per crossing
    bump: float = 1.0
    restart_at: float = float("inf")  # backtracks allowed before this run restarts
    max_nodes: float = float("inf")  # nodes allowed in the whole search
    stack: list[str] = field(default_factory=list)
    best_fixed: int = -1
    best_doms: list[Bitset] = field(default_factory=list)
    # The fullest fill of any run so far, saved when a run gives up: later runs try each
    # slot's word from it first, so they resume near the deepest progress made instead of
    # starting over (phase saving, as in SAT solvers).
    phase: list[Bitset] = field(default_factory=list)
    region: tuple[SlotId, ...] = ()  # the slots this search fills (regions.py)
    learned: Nogoods | None = None  # nogoods recorded at restarts, when learning
    root: State | None = None  # where every run starts; learning may narrow it
    classes: WordClasses | None = None  # interchangeable words, once merged
    merge_at_restart: bool = False  # merge them when the first run gives up
    # Set when narrowing the root (learned nogoods, merged classes) made it fail: there is
    # no solution, and no run may start from what is left of it.
    root_failed: bool = False
    accept: Accept | None = None  # a caller's test of each solution (see `solve`)

    @classmethod
    def over(
        cls,
        net: Network,
        stats: Statistics,
        budget: Budget,
        tracer: Tracer | None = None,
        rng: random.Random | None = None,
    ) -> _Search:
        """A search of `net` with no failure weights yet (all 1)."""
        return cls(
            net,
            stats,
            budget,
            tracer,
            rng,
            weights=[1.0] * len(net.lengths),
            cross_weights=[1.0] * len(net.puzzle.crossings),
            max_nodes=float("inf") if budget.nodes is None else budget.nodes,
        )

    def choose_slot(self, state: State) -> SlotId | None:
        """The open slot with the fewest candidates per unit of failure weight (dom/wdeg)."""
        best, best_score = None, 0.0
        doms, fixed, weights, cw = state.doms, state.fixed, self.weights, self.cross_weights
        links, rng = self.net.links, self.rng
        for s in self.region:
            if fixed[s]:
                continue
            wdeg = weights[s]
            for _i, b, _j, _m, k in links[s]:
                if not fixed[b]:
                    wdeg += cw[k]
            score = doms[s].bit_count() / (wdeg + WEIGHT_FLOOR)
            if rng is not None:
                score *= 1.0 + CHOICE_NOISE * rng.random()
            if best is None or score < best_score:
                best, best_score = s, score
        return best

    def order_words(self, state: State, slot: SlotId) -> Iterator[int]:
        """Candidates a batch at a time, best ranked first, each batch by crossing fill.

        After a restart the slot's word from the saved fill comes first when still there.
        """
        doms, fixed = state.doms, state.fixed
        if self.phase and self.phase[slot] & doms[slot]:
            # Once explored, the word leaves doms[slot] (child_done), so no batch repeats it.
            yield self.phase[slot].bit_length() - 1
        net = self.net
        cls_ = net.classes[slot]
        assert cls_ is not None
        crossing = [(i, b, j) for i, b, j, _m, _k in net.links[slot] if not fixed[b]]
        counts: dict[tuple[int, int], int] = {}  # (link number, letter code) -> candidates
        while doms[slot]:
            batch = self._batch(doms[slot])
            if len(batch) >= SCORE_MIN_DOMAIN and crossing:
                codes = cls_.codes
                scored = []
                for wid in batch:
                    fill = 1.0
                    for n, (i, b, j) in enumerate(crossing):
                        code = ord(codes[i][wid])
                        key = (n, code)
                        c = counts.get(key)
                        if c is None:
                            cls_b = net.classes[b]
                            assert cls_b is not None
                            c = counts[key] = (doms[b] & cls_b.columns[j][code]).bit_count()
                        fill *= c
                    scored.append((-fill, wid))
                scored.sort()
                batch = [wid for _f, wid in scored]
                counts.clear()  # crossing domains shrink as siblings are refuted
            for wid in batch:
                if doms[slot] >> wid & 1:  # else removed by an earlier sibling's refutation
                    yield wid

    def _batch(self, dom: Bitset) -> list[int]:
        """The next words to try: the best-ranked ones, or a random draw among them."""
        take = CANDIDATE_BATCH if self.rng is None else CANDIDATE_BATCH * RANDOM_POOL
        batch: list[int] = []
        while dom and len(batch) < take:
            low = dom & -dom
            batch.append(low.bit_length() - 1)
            dom ^= low
        if self.rng is not None and len(batch) > CANDIDATE_BATCH:
            batch = sorted(self.rng.sample(batch, CANDIDATE_BATCH))
        return batch

    def blame(self, state: State, slot: SlotId) -> None:
        """A failure at `slot`: bump the crossing that emptied it, or the slot itself."""
        if state.conflict is not None:
            self.cross_weights[state.conflict] += self.bump
        else:
            self.weights[slot] += self.bump
        self.bump *= WEIGHT_GROWTH
        if self.bump > WEIGHT_RESCALE:
            self.weights = [w / WEIGHT_RESCALE for w in self.weights]
            self.cross_weights = [w / WEIGHT_RESCALE for w in self.cross_weights]
            self.bump /= WEIGHT_RESCALE

    def label(self, slot: SlotId, wid: int) -> str:
        word = self.net.word(slot, wid)
        return f"{self.net.puzzle.slots[slot].name}:{self.net.puzzle.bank.index_of(word)}"

    def note_partial(self, state: State) -> None:
        filled = state.fixed.count(True)
        if filled > self.best_fixed:
            self.best_fixed = filled
            self.best_doms = [d if f else 0 for d, f in zip(state.doms, state.fixed, strict=True)]

    def propagate(self, state: State, changed: list[SlotId]) -> Failure:
        start = time.perf_counter()
        failed = propagate(self.net, state, changed, self.learned)
        self.stats.propagate_seconds += time.perf_counter() - start
        return failed

    def assign(self, state: State, slot: SlotId, wid: int) -> Failure:
        start = time.perf_counter()
        failed = assign(self.net, state, slot, wid, self.learned)
        self.stats.propagate_seconds += time.perf_counter() - start
        return failed

    def refute(self, state: State, words: list[tuple[SlotId, int]]) -> Failure:
        start = time.perf_counter()
        failed = refute(self.net, state, words, self.learned)
        self.stats.propagate_seconds += time.perf_counter() - start
        return failed

    def run(self, root: State) -> Iterator[State]:
        """Depth-first search from `root`, yielding every solution state.

        The tree is walked with an explicit stack of frames, not recursion: a grid of a few
        thousand slots may need as many nested guesses, past Python's recursion limit.
        """
        frames: list[_Frame] = []
        fresh: State | None = root  # a state to expand next
        while True:
            if fresh is not None:
                self.note_partial(fresh)
                slot = self.choose_slot(fresh)
                if slot is None:
                    if self.refused(frames, fresh):
                        fresh = None
                        continue
                    yield fresh
                    self.child_done(frames)  # a solution is a finished child too
                else:
                    frames.append(_Frame(fresh, slot, self.order_words(fresh, slot)))
            if not frames:
                return
            wid = next(frames[-1].words, None)
            if wid is None:
                frames.pop()
                self.child_done(frames)
                fresh = None
            else:
                fresh = self.try_word(frames, wid)

    def try_word(self, frames: list[_Frame], wid: int) -> State | None:
        """Place `wid` in the top frame's slot: the state below, or None when that fails."""
        self.count_node()
        frame = frames[-1]
        frame.wid = wid
        child = frame.state.copy()
        if self.tracer:
            self.stack.append(self.label(frame.slot, wid))
        failed = self.assign(child, frame.slot, wid)
        if failed is None:
            if self.tracer:
                self.tracer("push", self.stack)
            return child
        self.fail(frames, child, failed)
        return None

    def refused(self, frames: list[_Frame], end: State) -> bool:
        """Whether `accept` refuses the solution `end`; if so, back up past it.

        A refusal names slots of which at least one must change. Every solution below the
        deepest choice that settled one of them keeps all their words, so the search backs
        up to that choice and refutes it (backjumping); with no such choice, none is left.
        """
        if self.accept is None:
            return False
        blamed = self.accept(_words(self.net, end.doms))
        if blamed is None:
            return False
        self.stats.backtracks += 1
        deepest = max(
            (k for k, f in enumerate(frames) if any(not f.state.fixed[s] for s in blamed)),
            default=-1,
        )
        for _ in range(len(frames) - deepest - 1):
            frames.pop()
            if self.tracer:
                self.stack.pop()
        if frames:
            self.child_done(frames)
        return True

    def count_node(self) -> None:
        """One more word tried: stop at the node cap, or (now and then) past the deadline."""
        stats = self.stats
        stats.nodes += 1
        if stats.nodes > self.max_nodes or (
            stats.nodes % CLOCK_EVERY == 0 and self.budget.expired()
        ):
            raise _Deadline

    def fail(self, frames: list[_Frame], child: State, failed: SlotId) -> None:
        """The top frame's word emptied `failed` in `child`: blame, then refute the word,
        unless this run has used up its failures (then it restarts)."""
        stats = self.stats
        stats.backtracks += 1
        self.blame(child, failed)
        if self.tracer:
            self.tracer("fail", self.stack)
        if stats.backtracks > self.restart_at:
            if self.learned is not None:
                self.record(frames)
            raise _Restart
        self.child_done(frames)

    def merge(self, root: State) -> SlotId | None:
        """Search interchangeable words as classes from now on (classes.py).

        Returns the slot that ran out when the classes' counts show `root` has no solution.
        """
        merged = merge_classes(self.net, root)
        if merged is None:
            return None
        self.net, self.classes, changed = merged
        # a partial fill of the listed words
        self.best_fixed, self.best_doms, self.phase = -1, [], []
        if self.learned is not None:
            self.learned = Nogoods()  # its literals meant single words, not classes
        return self.propagate(root, changed)

    def record(self, frames: list[_Frame]) -> None:
        """A run ends: learn its branch's reduced nld-nogoods (the top word just failed).

        Each refuted word, with the words chosen in the frames above it, is a nogood; so is
        the whole branch of chosen words, since its last word failed.
        """
        learned, root = self.learned, self.root
        assert learned is not None and root is not None
        chosen: list[tuple[SlotId, int]] = []
        units = []
        for frame in frames:
            for wid in frame.refuted:
                units.append(learned.add([*chosen, (frame.slot, wid)], root.doms))
            chosen.append((frame.slot, frame.wid))
        units.append(learned.add(chosen, root.doms))
        removed = [unit for unit in units if unit is not None]
        if removed and self.refute(root, removed) is not None:
            self.root_failed = True

    def child_done(self, frames: list[_Frame]) -> None:
        """The top frame's word has been explored: refute it there (slot != word).

        A refutation that empties a slot ends that frame too, which is then a finished
        child of the frame below, and so on down.
        """
        while frames:
            frame = frames[-1]
            if self.tracer:
                self.stack.pop()
            state = frame.state
            frame.refuted.append(frame.wid)
            failed = self.refute(state, [(frame.slot, frame.wid)])
            if failed is None:
                return
            self.blame(state, failed)
            frames.pop()


@dataclass
class _Frame:
    """One open choice on the search stack: a state, its slot, the words left to try."""

    state: State
    slot: SlotId
    words: Iterator[int]
    wid: int = -1  # the word being explored below this frame
    refuted: list[int] = field(default_factory=list)  # words proven to lead nowhere here


Fill = tuple[str | None, ...]  # a word or None per slot
Part = tuple[tuple[SlotId, ...], list[Fill]]  # a region's slots and its fills (of those slots)


def _words(net: Network, doms: list[Bitset], slots: Iterable[SlotId] | None = None) -> Fill:
    """The word of each slot down to one candidate, None elsewhere; of `slots` only if given
    (a region's fill: the other slots are read from elsewhere)."""
    out: list[str | None] = [None] * len(doms)
    for s in range(len(doms)) if slots is None else slots:
        d = doms[s]
        if d and d & (d - 1) == 0:
            out[s] = net.word(s, d.bit_length() - 1)
    return tuple(out)


Weigh = Callable[[list[Bitset]], int]  # how many solutions a solution state stands for


def _fill_region(
    search: _Search,
    root: State,
    limit: int,
    restarting: bool,
    rng: random.Random,
    weigh: Weigh,
    found: list[list[Bitset]],
) -> bool:
    """Add up to `limit` solutions of `search.region` to `found`; True when none was missed.

    Raises _Deadline, with what was found so far already in `found`.
    """
    stats, run, total = search.stats, 1, 0
    while not search.root_failed:
        if restarting:
            search.restart_at = float(stats.backtracks + RESTART_BASE * luby(run))
        try:
            for end in search.run(root.copy()):
                found.append(end.doms)
                total += weigh(end.doms)
                if total >= limit:
                    return False
            return True  # the run ended within its budget: its answer is complete
        except _Restart:
            stats.restarts += 1
            run += 1
            search.rng = rng  # later runs explore other corners of the tree
            search.phase = search.best_doms
            if search.merge_at_restart:
                search.merge_at_restart = False
                if search.merge(root) is not None:
                    search.root_failed = True
    return True  # the root failed: every run together has searched the whole tree


def _combine(base: Fill, parts: list[Part]) -> Iterator[Fill]:
    """Every choice of one fill per region, laid over `base` (the slots settled at the root)."""
    out = list(base)
    for choice in choices([partial(iter, fills) for _slots, fills in parts]):
        for (slots, _fills), fill in zip(parts, choice, strict=True):
            for s in slots:
                out[s] = fill[s]
        yield tuple(out)


def solve(
    puzzle: Puzzle,
    *,
    limit: int = 1,
    budget: Budget = NO_LIMIT,
    tracer: Tracer | None = None,
    index: WordIndex | None = None,
    seed: int | None = None,
    restarts: bool = True,
    learning: bool = LEARNING,
    interchangeable: bool = True,
    accept: Accept | None = None,
) -> Outcome:
    """Find up to `limit` solutions; `limit=2` proves or refutes uniqueness.

    `seed` randomises the search reproducibly (a different fill per seed); `restarts=False`
    keeps one depth-first run, e.g. for a trace a learner can follow. Once `budget` runs out
    (its deadline, its cancel flag, or its node cap, which stops the search at the same
    point on any machine) the search stops and reports a timeout, with its best partial fill.

    Words that can trade places are searched as one class (classes.py) unless a trace names
    each word it tries or `interchangeable=False`; independent regions are searched one at a
    time (regions.py); restarts record nogoods (learning.py) unless `learning=False`. A list
    whose letters can't be the grid's is refused before any of that (tally.py).

    `accept`, when given, is asked about each solution before it counts, and the search
    backs up past the ones it refuses (`_Search.refused`): a solution is then a whole fill,
    so the puzzle is searched as one region, word by word.
    """
    start = time.monotonic()
    stats = Statistics(slots=len(puzzle.slots))
    shortfall = letter_shortfall(puzzle)
    if shortfall is not None:
        stats.seconds = stats.setup_seconds = time.monotonic() - start
        return Outcome(Status.UNSOLVABLE, [], stats, True, shortfall=shortfall)
    search, root, failed = _set_up(puzzle, index, stats, start, budget, tracer, seed)
    search.accept = accept
    interchangeable &= accept is None
    restarting = restarts and limit == 1 and tracer is None
    split: list[tuple[SlotId, ...]] = []
    if failed is None:
        failed, split = _plan(search, root, limit, restarting, learning, interchangeable)
    found = _Found()
    if failed is None:
        rng = random.Random(0 if seed is None else seed)  # for the runs after a restart
        found = _search_regions(search, root, split, limit, restarting, rng)
    return _outcome(puzzle, search, root, found, len(split), limit, failed, start)


def _set_up(
    puzzle: Puzzle,
    index: WordIndex | None,
    stats: Statistics,
    start: float,
    budget: Budget,
    tracer: Tracer | None,
    seed: int | None,
) -> tuple[_Search, State, Failure]:
    """The network, its root state after the first propagation, and a search over them."""
    net = Network.build(puzzle, index)
    root = net.initial_state()
    failed = propagate(net, root, smallest_first(root.doms))
    stats.setup_seconds = time.monotonic() - start
    rng = None if seed is None else random.Random(seed)
    return _Search.over(net, stats, budget, tracer, rng), root, failed


def _plan(
    search: _Search,
    root: State,
    limit: int,
    restarting: bool,
    learning: bool,
    interchangeable: bool,
) -> tuple[Failure, list[tuple[SlotId, ...]]]:
    """Choose how to search a consistent root: classes, nogoods, and the regions to fill.

    Returns the slot that ran out if merging classes proved the root has no solution.
    """
    failed = None
    # Classes cost a pass over the candidates: a count needs them at once (a product of
    # arrangements instead of every one walked), a first solution only when the first run
    # gives up, which easy puzzles never do.
    if interchangeable and search.tracer is None and not all(root.fixed):
        if limit > 1:
            failed = search.merge(root)
        else:
            search.merge_at_restart = True
    if learning and restarting:
        search.learned, search.root = Nogoods(), root
    if failed is not None:
        split = []
    elif search.accept is not None:  # it judges whole fills: one region of every open slot
        split = [tuple(s for s, done in enumerate(root.fixed) if not done)]
    else:
        split = regions(search.net, root)
    # Merging later would join regions through their classes' shared copies.
    search.merge_at_restart &= len(split) == 1
    return failed, split


@dataclass
class _Found:
    """What the region loop found: each searched region's fills, and how the search ended."""

    parts: list[Part] = field(default_factory=list)
    exhausted: bool = True  # every region searched was searched through: nothing was missed
    timed_out: bool = False


def _search_regions(
    search: _Search,
    root: State,
    split: list[tuple[SlotId, ...]],
    limit: int,
    restarting: bool,
    rng: random.Random,
) -> _Found:
    """Fill the regions one at a time, until one has no fill or the budget runs out."""
    found = _Found()

    def weigh(doms: list[Bitset]) -> int:
        # With one region its solution is a whole fill, whose real fills can be counted.
        if search.classes is None or len(split) > 1:
            return 1
        return search.classes.count(_words(search.net, doms), limit)

    for region in split:
        search.region = region
        ends: list[list[Bitset]] = []
        try:
            found.exhausted &= _fill_region(search, root, limit, restarting, rng, weigh, ends)
        except _Deadline:
            found.exhausted, found.timed_out = False, True
        found.parts.append((region, [_words(search.net, doms, region) for doms in ends]))
        if found.timed_out or not ends:
            break  # out of time, or this region (so the puzzle) has no solution
    return found


def _outcome(
    puzzle: Puzzle,
    search: _Search,
    root: State,
    found: _Found,
    regions: int,
    limit: int,
    failed: Failure,
    start: float,
) -> Outcome:
    """The solutions the regions' fills make together, and what to say about the rest."""
    solutions: list[Solution] = []
    exhausted = found.exhausted
    if failed is None and len(found.parts) == regions and all(f for _, f in found.parts):
        whole = _combine(_words(search.net, root.doms), found.parts)
        classes = search.classes
        real = whole if classes is None else (w for f in whole for w in classes.expand(f))
        solutions = [Solution(puzzle, words) for words in islice(real, limit)]  # type: ignore[arg-type]
        if len(solutions) >= limit:
            exhausted = False
    if solutions:
        status = Status.SOLVED
    elif found.timed_out:
        status = Status.TIMEOUT
    else:
        status = Status.UNSOLVABLE
    search.stats.seconds = time.monotonic() - start
    partial = _partial(search, found.parts) if found.timed_out and not solutions else None
    # Only a search that failed and found nothing has slots worth blaming.
    hardest = _hardest(search) if not solutions and search.stats.backtracks else ()
    return Outcome(
        status, solutions, search.stats, exhausted, found.timed_out, failed, partial, hardest
    )


def _partial(search: _Search, parts: list[Part]) -> Fill | None:
    """The fullest partial fill seen, completed by the regions filled before time ran out."""
    if not search.best_doms:
        return None
    best = list(_words(search.net, search.best_doms))
    for slots, fills in parts:
        for s in slots:
            best[s] = best[s] or (fills[0][s] if fills else None)
    return tuple(best if search.classes is None else next(search.classes.expand(best)))


def _hardest(search: _Search) -> tuple[SlotId, ...]:
    """Slots ordered by the failure weight on them and their crossings, heaviest first."""
    net = search.net
    weight = list(search.weights)
    for s, links in enumerate(net.links):
        for _i, _b, _j, _m, k in links:
            weight[s] += search.cross_weights[k]
    ranked = sorted(range(len(weight)), key=lambda s: -weight[s])
    return tuple(ranked[:5])


def refill(
    net: Network, state: State, region: tuple[SlotId, ...], budget: Budget
) -> list[Bitset] | None:
    """The first fill of `region` from a propagated `state`, or None when none turns up
    within `budget` (whose node cap is this search's alone).

    One depth-first run, no restarts: a quality search (improve.py) asks many small
    questions and drops any that costs more than a few hundred words tried.
    """
    search = _Search.over(net, Statistics(slots=len(region)), budget)
    search.region = region
    try:
        return next((end.doms for end in search.run(state)), None)
    except _Deadline:
        return None
