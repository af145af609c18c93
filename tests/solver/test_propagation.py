"""Propagation on its own, against brute force: it never removes a word some solution uses.

The letter masks of a crossing are an optimisation, so they get their own check: each end's
mask must hold every letter either slot may still put in the shared cell, since the
revisions skip any letter outside it.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.bruteforce import brute_force
from tests.solver.strategies import puzzles
from wordgrid.model import Grid, Puzzle, WordBank
from wordgrid.solver.index import BIG_CLASS, SMALL_DOMAIN, iter_bits
from wordgrid.solver.propagate import Network, State, propagate, smallest_first

SETTINGS = settings(
    max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)

Fill = tuple[str, ...]  # one word per slot


def fills(puzzle: Puzzle) -> list[Fill]:
    """Every solution, as the word in each slot."""
    return [
        tuple("".join(rows[r][c] for r, c in slot.cells) for slot in puzzle.slots)
        for rows in brute_force(puzzle)
    ]


def letters(net: Network, slot: int, pos: int, dom: int) -> set[str]:
    return {net.word(slot, w)[pos] for w in iter_bits(dom)}


def assert_keeps(net: Network, state: State, kept: list[Fill]) -> None:
    for fill in kept:
        for s, word in enumerate(fill):
            cls_ = net.classes[s]
            assert cls_ is not None
            assert state.doms[s] >> cls_.ids[word] & 1, (s, word)


def assert_masks_cover(net: Network, state: State) -> None:
    code = net.index.alphabet
    for k, x in enumerate(net.puzzle.crossings):
        held = letters(net, x.a, x.i, state.doms[x.a]) | letters(net, x.b, x.j, state.doms[x.b])
        for end in (2 * k, 2 * k + 1):
            assert all(state.masks[end] >> code[ch] & 1 for ch in held), (k, end, held)


@SETTINGS
@given(puzzles(), st.permutations(range(12)))
def test_any_order_of_first_revisions_reaches_the_same_fixed_point(
    puzzle: Puzzle, shuffled: list[int]
) -> None:
    # solve() revises a fresh state smallest candidate sets first, for speed only: the
    # rules must reach the same candidates (or the same failure) from slot order and from
    # any other.
    net = Network.build(puzzle)
    n = len(puzzle.slots)
    # a permutation of up to 12 slots (puzzles() makes fewer), any missing ones last
    mixed = [k for k in shuffled if k < n]
    mixed += [s for s in range(n) if s not in mixed]
    orders = [list(range(n)), smallest_first(net.initial_state().doms), mixed]
    ends = []
    for order in orders:
        state = net.initial_state()
        failed = propagate(net, state, order)
        ends.append(None if failed is not None else (state.doms, state.fixed, state.copies))
    assert ends[0] == ends[1] == ends[2]


@SETTINGS
@given(puzzles(), st.data())
def test_propagation_keeps_every_solution_and_masks_cover_the_letters(
    puzzle: Puzzle, data: st.DataObject
) -> None:
    solutions = fills(puzzle)
    net = Network.build(puzzle)
    state = net.initial_state()
    assert_keeps(net, state, solutions)
    if propagate(net, state, range(len(state.doms))) is not None:
        assert not solutions
        return
    assert_keeps(net, state, solutions)
    assert_masks_cover(net, state)
    # Then place words one at a time, a solution's or any candidate, as a search would: the
    # solutions that agree with every placement so far must all survive.
    kept = solutions
    for _ in range(data.draw(st.integers(0, 4))):
        open_slots = [s for s, d in enumerate(state.doms) if d & (d - 1)]
        if not open_slots:
            break
        slot = data.draw(st.sampled_from(open_slots))
        wid = data.draw(st.sampled_from(list(iter_bits(state.doms[slot]))))
        word = net.word(slot, wid)
        kept = [fill for fill in kept if fill[slot] == word]
        state = state.copy()
        state.doms[slot] = 1 << wid
        if propagate(net, state, [slot]) is not None:
            assert not kept
            return
        assert_keeps(net, state, kept)
        assert_masks_cover(net, state)


@SETTINGS
@given(st.integers(0, 2**32), st.integers(2, 6))
def test_a_big_class_s_small_domains_keep_exact_letter_masks(seed: int, n: int) -> None:
    # Classes over BIG_CLASS words keep no per-word letter masks, so a small domain of theirs
    # finds its letters another way; after a propagation its masks must be exactly its words'
    # letters at each crossing whose other slot is still open.
    rng = random.Random(seed)
    every = [a + b + c for a in "ABCDEF" for b in "ABCDEF" for c in "ABCDEF"]
    words = rng.sample(every, 170)
    assert len(words) > BIG_CLASS
    puzzle = Puzzle(Grid(("...", "...", "...")), WordBank.from_words(words))
    net = Network.build(puzzle)
    state = net.initial_state()
    assert propagate(net, state, smallest_first(state.doms)) is None
    for _ in range(n):
        open_slots = [s for s, d in enumerate(state.doms) if d & (d - 1)]
        if not open_slots:
            break
        slot = rng.choice(open_slots)
        child = state.copy()
        child.doms[slot] = 1 << rng.choice(list(iter_bits(state.doms[slot])))
        if propagate(net, child, [slot]) is not None:
            break
        assert_masks_cover(net, child)
        code = net.index.alphabet
        for s, dom in enumerate(child.doms):
            if dom.bit_count() <= SMALL_DOMAIN:
                for i, b, _j, m, _k in net.links[s]:
                    if not child.fixed[b]:
                        held = letters(net, s, i, dom)
                        assert child.masks[m] == sum(1 << code[ch] for ch in held), (s, i)
        state = child


@SETTINGS
@given(st.integers(0, 2**32), st.sampled_from([60, 170]))
def test_revising_from_the_removed_words_matches_a_full_recount(seed: int, size: int) -> None:
    # A big domain that lost a few words re-tests only the letters of those words; a state
    # whose slots have no record of their last revision (`seen`) recounts every letter of
    # every domain instead (letters_at). Both must reach the same candidates, in classes
    # with per-word letter masks (60 words) and without them (170).
    rng = random.Random(seed)
    every = [a + b + c for a in "ABCDEF" for b in "ABCDEF" for c in "ABCDEF"]
    puzzle = Puzzle(Grid(("...", "...", "...")), WordBank.from_words(rng.sample(every, size)))
    net = Network.build(puzzle)
    state = net.initial_state()
    assert propagate(net, state, smallest_first(state.doms)) is None
    for _ in range(6):
        open_slots = [s for s, d in enumerate(state.doms) if d.bit_count() > SMALL_DOMAIN]
        if not open_slots:
            break
        slot = rng.choice(open_slots)
        # every word with one letter at one position: a letter the crossing there loses
        pos, letter = rng.randrange(3), rng.choice("ABCDEF")
        words = list(iter_bits(state.doms[slot]))
        gone = sum(1 << w for w in words if net.word(slot, w)[pos] == letter)
        if len(words) - gone.bit_count() <= SMALL_DOMAIN:
            continue  # a small domain recounts its letters anyway
        state.doms[slot] &= ~gone
        recount = state.copy()
        recount.seen = [-1] * len(recount.doms)
        failed = propagate(net, state, [slot])
        assert propagate(net, recount, [slot]) == failed
        if failed is not None:
            break
        assert state.doms == recount.doms
        assert state.fixed == recount.fixed
        assert_masks_cover(net, state)
