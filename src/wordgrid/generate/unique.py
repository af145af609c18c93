"""Uniqueness: prove a puzzle has exactly one solution, and the last-resort repair.

The proof is the engine's own count: `solve(puzzle, limit=2)` explores until it has two
solutions or has exhausted the search space. Only an exhausted search with one solution is a
proof; a timeout proves nothing, so such a puzzle is treated as not unique.

The gentler repairs (swapping a word, laying the words out again, refilling a pattern) belong
to the styles that know how; this module holds what they share: finding the ambiguous slots,
adding given letters until the proof succeeds, and, for puzzles too big to prove by search,
`settling_givens`: the letters that let propagation alone settle the intended fill.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.model import OPEN, Cell, Grid, Puzzle, SlotId
from wordgrid.solver import Network, Outcome, State, propagate, smallest_first, solve

# A uniqueness proof that takes longer than this is abandoned and the puzzle counts as not
# proven; sparse and dense puzzles of the sizes made here prove in milliseconds.
PROOF_TIMEOUT = 20.0
# Dropping a settling given is tried only when it means propagating at most this many
# changed slots. Counting slots, not seconds, keeps a seed's puzzle the same on any machine.
# Puzzles of 300 words never reach it; one of 1,000 words showed 403 letters after 4 s of
# this instead of 347 after 22 s (435 before), which the 60 s time limit can't afford.
MEET_SLOTS = 300


def prove(puzzle: Puzzle, budget: Budget = NO_LIMIT) -> Outcome:
    """The engine's count up to 2 solutions: enough to prove or refute uniqueness.

    One proof gets PROOF_TIMEOUT seconds at most, within `budget`.
    """
    return solve(puzzle, limit=2, budget=budget.within(PROOF_TIMEOUT))


def is_unique(outcome: Outcome) -> bool:
    return outcome.exhausted and len(outcome.solutions) == 1


def ambiguous_slots(outcome: Outcome, intended: Sequence[str]) -> list[SlotId]:
    """Slots where some solution found puts a different word than the intended one."""
    return sorted(
        {
            s
            for sol in outcome.solutions
            for s, (got, want) in enumerate(zip(sol.words, intended, strict=True))
            if got != want
        }
    )


@dataclass(frozen=True)
class Given:
    """A letter shown in the grid to rule out other solutions; `cell` is 0-based."""

    cell: Cell
    letter: str

    def describe(self) -> str:
        return f"{self.letter} at R{self.cell[0] + 1}C{self.cell[1] + 1}"


def with_given(grid: Grid, given: Given) -> Grid:
    r, c = given.cell
    row = grid.rows[r]
    return Grid((*grid.rows[:r], row[:c] + given.letter + row[c + 1 :], *grid.rows[r + 1 :]))


def pick_given(
    puzzle: Puzzle, outcome: Outcome, intended: Sequence[str], rng: random.Random
) -> Given | None:
    """A cell where another solution disagrees with the intended one: show its letter there.

    `most_telling_cell`: a crossing cell is preferred, since its letter narrows two slots.
    """
    crossing_count: dict[Cell, int] = {}
    for slot in puzzle.slots:
        for cell in slot.cells:
            crossing_count[cell] = crossing_count.get(cell, 0) + 1
    options: list[tuple[int, float, Cell, str]] = []
    for sol in outcome.solutions:
        for slot, got, want in zip(puzzle.slots, sol.words, intended, strict=True):
            for cell, g, w in zip(slot.cells, got, want, strict=True):
                if g != w and puzzle.grid[cell] == OPEN:
                    options.append((-crossing_count[cell], rng.random(), cell, w))
    if not options:
        return None
    _, _, cell, letter = min(options)
    return Given(cell, letter)


def add_givens(
    puzzle: Puzzle,
    outcome: Outcome,
    intended: Sequence[str],
    rng: random.Random,
    budget: Budget = NO_LIMIT,
) -> tuple[Puzzle, Outcome, list[Given]]:
    """Show letters of the intended solution one at a time until the proof succeeds.

    It always ends: with every letter shown, only the intended fill is left. Returns the new
    puzzle, its last proof (check `is_unique`: a timeout can still stop it) and the letters.
    """
    givens: list[Given] = []
    while not is_unique(outcome) and not budget.expired():
        given = pick_given(puzzle, outcome, intended, rng)
        if given is None:
            break  # only a timeout gets here: nothing distinguishes, the proof ran out
        givens.append(given)
        puzzle = Puzzle(with_given(puzzle.grid, given), puzzle.bank, puzzle.min_length, puzzle.name)
        outcome = prove(puzzle, budget)
    return puzzle, outcome, givens


class _Settler:
    """Propagation on one puzzle with some letters of its intended fill shown."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.net = Network.build(puzzle)
        self.at: dict[Cell, list[tuple[SlotId, int]]] = {}  # cell -> (slot, position) pairs
        for slot in puzzle.slots:
            for i, cell in enumerate(slot.cells):
                self.at.setdefault(cell, []).append((slot.id, i))

    def settle(self, state: State, givens: dict[Cell, str]) -> State:
        """`state` (copied) with the letters of `givens` and propagation to its fixed point."""
        state = state.copy()
        changed = []
        for cell, letter in givens.items():
            for s, i in self.at[cell]:
                cls_ = self.net.classes[s]
                assert cls_ is not None
                state.doms[s] &= cls_.with_letter(i, letter)
                changed.append(s)
        if propagate(self.net, state, changed) is not None:
            raise ValueError("the intended fill does not fit its own givens")
        return state

    def meet(self, a: State, b: State, most: int) -> State | None:
        """The fixed point of propagation under the givens of both `a` and `b` (each one a
        fixed point already): the one the other narrows in fewer slots, narrowed by the
        other, propagated; None when that is more than `most` slots."""
        a_by_b = [s for s, (x, y) in enumerate(zip(a.doms, b.doms, strict=True)) if x & y != x]
        b_by_a = [s for s, (x, y) in enumerate(zip(a.doms, b.doms, strict=True)) if x & y != y]
        if len(a_by_b) > len(b_by_a):
            a, b, a_by_b = b, a, b_by_a
        if len(a_by_b) > most:
            return None
        state = a.copy()
        for s in a_by_b:
            state.doms[s] &= b.doms[s]
        if propagate(self.net, state, a_by_b) is not None:
            raise ValueError("the intended fill does not fit its own givens")
        return state

    def root(self) -> State:
        state = self.net.initial_state()
        if propagate(self.net, state, smallest_first(state.doms)) is not None:
            raise ValueError("the intended fill does not fit the puzzle")
        return state


def settling_givens(
    puzzle: Puzzle, intended: Sequence[str], budget: Budget = NO_LIMIT
) -> list[Given] | None:
    """Letters of `intended` that let propagation alone settle every slot; None past `budget`.

    Propagation only removes words no solution can use, so once it settles every slot the
    intended fill is the one solution: uniqueness is built in, with no search to prove it.
    Greedy, then minimal: while a slot is open, the open slot with the most candidates gets
    the letter of its intended word that leaves fewest candidates in all; then each given,
    last first, is dropped if every slot still settles without it (within MEET_SLOTS).
    """
    letter_at = {
        cell: word[i]
        for slot, word in zip(puzzle.slots, intended, strict=True)
        for i, cell in enumerate(slot.cells)
    }
    settler = _Settler(puzzle)
    root = settler.root()
    state = root
    givens: dict[Cell, str] = {}
    before: list[State] = []  # the state before each given, in the order they were chosen
    while not all(state.fixed):
        if budget.expired():
            return None
        open_slots = [s for s, done in enumerate(state.fixed) if not done]
        slot = puzzle.slots[max(open_slots, key=lambda s: (state.doms[s].bit_count(), -s))]
        trials = [
            (settler.settle(state, {cell: letter_at[cell]}), cell)
            for cell in slot.cells
            if cell not in givens
        ]
        before.append(state)
        state, cell = min(trials, key=lambda t: sum(d.bit_count() for d in t[0].doms))
        givens[cell] = letter_at[cell]
    # Without the k-th given, last first, the givens are the earlier ones and the later ones
    # kept. Propagation's fixed point is unique, so it is the meet of two fixed points
    # already at hand: the state before the k-th given, and `kept`, the later ones kept,
    # which grows one given at a time. A meet that would narrow more than MEET_SLOTS
    # slots is not tried: the given stays.
    order = list(givens)
    kept = root
    for k in reversed(range(len(order))):
        if budget.expired():
            break  # what is there settles every slot already; only fewer letters are lost
        cell = order[k]
        without = settler.meet(before[k], kept, MEET_SLOTS)
        if without is not None and all(without.fixed):
            del givens[cell]
        else:
            kept = settler.settle(kept, {cell: givens[cell]})
    return [Given(cell, letter) for cell, letter in givens.items()]
