"""Sparse layout as a search: back up over placements until every word has a place.

The greedy layout (`layout.grow`) takes each word's best place and gives up at the first
word left with none. A user's own short list in a fixed page size often needs a word put
somewhere that looks worse at the time, so `arrange` searches instead:

- choose the word with the fewest legal places (a word with one place loses it soonest);
- branch on its best-scoring place: either the word goes there, or it never does (the
  place is forbidden to it, and the word may still cross a word placed later).

Every layout lies under exactly one of the two branches, so a search that runs to its end
without finding one proves that none exists in the bound. Searches restart now and then
(after a Luby sequence of node counts) with fresh tie-breaking, since a bad early choice
can trap a depth-first search for a long time.

Nothing here reads a clock to decide what to try: the order comes from the words, the
bound and the seeded `rng`, and the effort is counted in nodes (places tried). The budget's
deadline and cancel flag only stop the search, so a seed finds the same layout on any
machine, or none when the machine runs out of time first.

The state is copied at each placement rather than undone: a board holds a few hundred
cells and the copy is cheap next to re-checking the candidate places it also holds.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.generate.layout import (
    Board,
    Candidates,
    Layout,
    Size,
    Start,
    ambiguity,
    placement_score,
    rivals,
)
from wordgrid.model import ACROSS, DOWN, Direction, Placement

# Nodes (places tried) of the first run; later runs get multiples of it, by the Luby
# sequence 1 1 2 1 1 2 4 ...: most sets that fit at all are laid out within the first runs.
RESTART_NODES = 200
# The default effort of one search: about 2 to 10 seconds of pure Python. A search that
# ends without using it all has proven there is no layout.
SEARCH_NODES = 60_000
# Effort for each smaller bound tried once a layout is found (`compact`), and how many
# searches there look for a layout with no more rivals than the last: enough to pack a
# roomy layout, few enough to keep a user's 12 words well under a second.
COMPACT_NODES = 800
COMPACT_TRIES = 2


class _Restart(Exception):
    """This run used its share of nodes: start again with fresh tie-breaking."""


class _Stop(Exception):
    """The node cap or the budget ran out."""


@dataclass(frozen=True)
class Arrangement:
    """What a layout search found.

    `layout` is None when there is none: `proven` then says every way of crossing the words
    was tried (no layout exists in the bound), else the effort or time ran out first.
    `most` is the largest set of words any board held, laid out within the bound: without
    the other words, those fit.
    """

    layout: Layout | None
    proven: bool
    most: Layout | None
    nodes: int
    timed_out: bool = False

    def left_out(self, words: Sequence[str]) -> list[str]:
        """The words of `words` that the fullest board did not hold (repeats counted)."""
        held = list(self.most.words()) if self.most is not None else []
        out = []
        for w in words:
            if w in held:
                held.remove(w)
            else:
                out.append(w)
        return out


@dataclass
class _State:
    """One node of the search: the board, each word's legal places, and what is forbidden."""

    cands: Candidates
    left: dict[str, int]
    forbidden: dict[str, set[Start]] = field(default_factory=dict)

    def copy(self) -> _State:
        b = self.cands.board
        board = Board(
            b.bound,
            dict(b.letters),
            set(b.across),
            set(b.down),
            {ch: list(cells) for ch, cells in b.by_letter.items()},
            list(b.placements),
            b.box,
        )
        forbidden = {w: set(s) for w, s in self.forbidden.items()}
        return _State(self.cands.copy(board), dict(self.left), forbidden)

    def place(self, word: str, start: Start) -> None:
        self.cands.place(word, start, self.left)
        for w, starts in self.forbidden.items():
            places = self.cands.places.get(w)
            if places:
                for s in starts:
                    places.pop(s, None)

    def forbid(self, word: str, start: Start) -> None:
        self.cands.places[word].pop(start, None)
        self.forbidden.setdefault(word, set()).add(start)


def luby(i: int) -> int:
    """The i-th term (from 1) of the Luby sequence 1 1 2 1 1 2 4 1 1 2 ..."""
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    while i != (1 << k) - 1:
        i -= (1 << (k - 1)) - 1
        k = 1
        while (1 << k) - 1 < i:
            k += 1
    return 1 << (k - 1)


class _Search:
    """Depth-first search with restarts over one bound; see the module docstring."""

    def __init__(
        self,
        words: Sequence[str],
        bound: Size | None,
        rng: random.Random,
        focus: frozenset[str],
        budget: Budget,
        nodes: int,
        clued: bool = False,
    ) -> None:
        self.words = list(words)
        self.clued = clued
        self.bound = bound
        self.rng = rng
        self.focus = focus
        self.budget = budget
        self.cap = nodes
        self.nodes = 0
        self.run_limit = 0
        self.most: list[Placement] = []  # the placements of the fullest board seen
        # Dead ends each word was left without a place at: such a word is chosen sooner
        # (its count of places is divided by one more than this), as dom/wdeg does for slots.
        self.stuck: dict[str, int] = {}
        self.by_length: dict[int, list[str]] = {}
        for w in dict.fromkeys(words):
            self.by_length.setdefault(len(w), []).append(w)

    def run(self) -> Arrangement:
        """Runs of the search, each cut off after its Luby share of nodes, until one ends."""
        run = 0
        while True:
            run += 1
            self.run_limit = self.nodes + RESTART_NODES * luby(run)
            try:
                found = self._start()
            except _Restart:
                continue
            except _Stop:
                return Arrangement(None, False, self._most(), self.nodes, self.budget.expired())
            layout = Layout.normalized(found.placements) if found is not None else None
            return Arrangement(layout, layout is None, self._most(), self.nodes)

    def _most(self) -> Layout | None:
        return Layout.normalized(self.most) if self.most else None

    def _start(self) -> Board | None:
        """Every layout holds the longest word: put it at the origin, across, and (unless
        the bound is square, where a layout's mirror image fits as well) down."""
        longest = max(map(len, self.words))
        first = self.rng.choice(sorted(w for w in set(self.words) if len(w) == longest))
        directions: list[Direction] = [ACROSS, DOWN]
        if self.bound is None or self.bound[0] == self.bound[1]:
            directions = [self.rng.choice(directions)]
        for d in directions:
            if self.bound is not None and len(first) > (
                self.bound[1] if d is ACROSS else self.bound[0]
            ):
                continue
            board = Board(self.bound)
            board.place(first, 0, 0, d)
            left = dict.fromkeys(self.words, 0)
            for w in self.words:
                left[w] += 1
            left[first] -= 1
            rest = [w for w in left if left[w]]
            state = _State(Candidates.start(board, rest), left)
            found = self._extend(state)
            if found is not None:
                return found
        return None

    def _extend(self, state: _State) -> Board | None:
        """A full board under `state`, or None when there is none."""
        self._note(state.cands.board)
        if not state.cands.places:
            return state.cands.board
        word = self._choose(state)
        if word is None:
            return None
        for start in self._ordered(state, word):
            self._tick()
            child = state.copy()
            child.place(word, start)
            found = self._extend(child)
            if found is not None:
                return found
            state.forbid(word, start)
        return self._extend(state)  # `word` now waits for a crossing still to come

    def _choose(self, state: _State) -> str | None:
        """The word with the fewest places (but some), weighted by how often it was stuck;
        None at a dead end: no word has a place, or a word with none shares no letter with
        any word still to place, so nothing can ever open one for it."""
        places = state.cands.places
        letters: dict[str, int] = {}
        for w in places:
            for ch in set(w):
                letters[ch] = letters.get(ch, 0) + state.left[w]
        best: tuple[float, int, str] | None = None
        for w, p in places.items():
            if not p:
                own = state.left[w]
                if not any(letters[ch] > own for ch in set(w)):
                    self._stuck(places)
                    return None
                continue
            key = (len(p) / (1 + self.stuck.get(w, 0)), -len(w), w)
            if best is None or key < best:
                best = key
        if best is None:
            self._stuck(places)
            return None
        return best[2]

    def _stuck(self, places: dict[str, dict[Start, tuple[int, ...]]]) -> None:
        """Remember the words a dead end left without a place: they go first from now on."""
        for w, p in places.items():
            if not p:
                self.stuck[w] = self.stuck.get(w, 0) + 1

    def _ordered(self, state: _State, word: str) -> list[Start]:
        """`word`'s places, best first (placement_score, with seeded tie-breaking)."""
        board = state.cands.board
        same = [] if self.clued else self.by_length[len(word)]
        scored = []
        for start, crossings in state.cands.places[word].items():
            r, c, d = start
            score = placement_score(
                board,
                word,
                r,
                c,
                d,
                crossings,
                rivals(word, crossings, same),
                word in self.focus,
                self.rng,
            )
            scored.append((-score, start))
        scored.sort()
        return [s for _, s in scored]

    def _note(self, board: Board) -> None:
        if len(board.placements) > len(self.most):
            self.most = list(board.placements)

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes > self.cap or self.budget.expired():
            raise _Stop
        if self.nodes > self.run_limit:
            raise _Restart


def arrange(
    words: Sequence[str],
    bound: Size | None,
    rng: random.Random,
    focus: frozenset[str] = frozenset(),
    budget: Budget = NO_LIMIT,
    nodes: int = SEARCH_NODES,
    clued: bool = False,
) -> Arrangement:
    """A layout of every word within `bound`, searched for with at most `nodes` places tried
    (`clued`: a crossword with clues, where two words that could swap cost nothing)."""
    return _Search(words, bound, rng, focus, budget, nodes, clued).run()


def compact(layout: Layout, lay_out: Callable[[Size], Layout | None]) -> Layout:
    """`layout`, or the smallest of the layouts `lay_out` finds within ever smaller bounds:
    the longer side shrinks first, a row or column at a time."""
    words = layout.words()
    best = layout
    while True:
        h, w = best.height, best.width
        tries = [(h, w - 1), (h - 1, w)] if w >= h else [(h - 1, w), (h, w - 1)]
        for bound in tries:
            if min(bound) < 2 or max(map(len, words)) > max(bound):
                continue
            found = lay_out(bound)
            if found is not None:
                best = found
                break
        else:
            return best


def least_rivals(
    words: Sequence[str],
    bound: Size,
    rng: random.Random,
    most: int,
    budget: Budget = NO_LIMIT,
    nodes: int = COMPACT_NODES,
) -> Layout | None:
    """A layout within `bound` with at most `most` rivals (ambiguity), from a few searches;
    None also when `budget` ran out (the caller then stops: the result must not depend on
    the time)."""
    for _ in range(COMPACT_TRIES):
        found = arrange(words, bound, rng, budget=budget, nodes=nodes).layout
        if found is None:
            return None  # no layout at all within the effort: more tries won't help
        if ambiguity(found) <= most:
            return found
    return None
