"""Search: pick the most constrained slot, try its words, propagate, and back up on failure.

Branching is two-way: after slot s = w has been explored, the parent also learns s != w and
propagates that, so a failed word prunes the siblings that follow it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from enum import Enum

from wordgrid.model import Puzzle, SlotId, Solution
from wordgrid.solver.index import WordIndex, iter_bits
from wordgrid.solver.propagate import Network, State, propagate

# How many nodes pass between two looks at the clock: time.monotonic() is cheap but not free.
CLOCK_EVERY = 64


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

    def as_dict(self) -> dict[str, float]:
        return {"nodes": self.nodes, "backtracks": self.backtracks,
                "seconds": round(self.seconds, 6)}


@dataclass
class Outcome:
    """The result of a search: its status, the solutions found, and whether the count is exact."""

    status: Status
    solutions: list[Solution]
    stats: Statistics
    exhausted: bool  # the whole search space was explored: no solution was missed
    timed_out: bool = False
    failed_slot: SlotId | None = None  # when unsolvable before any guess: the slot that ran out

    @property
    def solution(self) -> Solution | None:
        return self.solutions[0] if self.solutions else None


TraceEvent = tuple[str, list[str]]  # ("push" | "fail" | "pop", the decision stack as h0:6 ...)
Tracer = Callable[[str, list[str]], None]


class _Deadline(Exception):
    pass


@dataclass
class _Search:
    net: Network
    stats: Statistics
    deadline: float | None
    tracer: Tracer | None
    rng: random.Random | None
    weights: list[float] = field(default_factory=list)
    stack: list[str] = field(default_factory=list)

    def choose_slot(self, state: State) -> SlotId | None:
        """The open slot with the fewest candidates per unit of failure weight (dom/wdeg)."""
        best, best_score = None, 0.0
        doms, weights = state.doms, self.weights
        for s, fixed in enumerate(state.fixed):
            if fixed:
                continue
            score = doms[s].bit_count() / weights[s]
            if best is None or score < best_score:
                best, best_score = s, score
        return best

    def order_words(self, state: State, slot: SlotId) -> Iterator[int]:
        """Candidates best first: the index numbers words by score, then by listing."""
        return iter_bits(state.doms[slot])

    def label(self, slot: SlotId, wid: int) -> str:
        word = self.net.word(slot, wid)
        return f"{self.net.puzzle.slots[slot].name}:{self.net.puzzle.bank.index_of(word)}"

    def run(self, state: State) -> Iterator[State]:
        slot = self.choose_slot(state)
        if slot is None:
            yield state
            return
        for wid in self.order_words(state, slot):
            if not state.doms[slot] >> wid & 1:
                continue  # removed by the refutation of an earlier sibling
            stats = self.stats
            stats.nodes += 1
            if self.deadline is not None and stats.nodes % CLOCK_EVERY == 0 and (
                time.monotonic() > self.deadline
            ):
                raise _Deadline
            child = state.copy()
            child.doms[slot] = 1 << wid
            if self.tracer:
                self.stack.append(self.label(slot, wid))
            failed = propagate(self.net, child, [slot])
            if failed is None:
                if self.tracer:
                    self.tracer("push", self.stack)
                yield from self.run(child)
            else:
                stats.backtracks += 1
                self.weights[failed] += 1
                if self.tracer:
                    self.tracer("fail", self.stack)
            if self.tracer:
                self.stack.pop()
            # Refutation: slot != wid from now on in this subtree.
            state.doms[slot] &= ~(1 << wid)
            failed = propagate(self.net, state, [slot])
            if failed is not None:
                self.weights[failed] += 1
                return


def solve(
    puzzle: Puzzle,
    *,
    limit: int = 1,
    timeout: float | None = None,
    tracer: Tracer | None = None,
    index: WordIndex | None = None,
    seed: int | None = None,
) -> Outcome:
    """Find up to `limit` solutions; `limit=2` proves or refutes uniqueness."""
    start = time.monotonic()
    net = Network.build(puzzle, index)
    stats = Statistics(slots=len(puzzle.slots))
    search = _Search(
        net,
        stats,
        None if timeout is None else start + timeout,
        tracer,
        None if seed is None else random.Random(seed),
        weights=[1.0] * len(puzzle.slots),
    )
    state = net.initial_state()
    solutions: list[Solution] = []
    failed = propagate(net, state, range(len(state.doms)))
    status = Status.UNSOLVABLE
    exhausted, timed_out = True, False
    if failed is None:
        try:
            for end in search.run(state):
                words = tuple(net.word(s, d.bit_length() - 1) for s, d in enumerate(end.doms))
                solutions.append(Solution(puzzle, words))
                if len(solutions) >= limit:
                    exhausted = False
                    break
        except _Deadline:
            exhausted, timed_out = False, True
            status = Status.TIMEOUT
    if solutions:
        status = Status.SOLVED
    stats.seconds = time.monotonic() - start
    return Outcome(status, solutions, stats, exhausted, timed_out, failed)
