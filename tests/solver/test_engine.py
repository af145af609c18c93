"""Engine unit tests: the index, the propagation rules, restarts and the deadline."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.bruteforce import brute_force
from wordgrid.budget import Budget
from wordgrid.model import Grid, Puzzle, WordBank
from wordgrid.solver import Network, Status, WordIndex, propagate, solve
from wordgrid.solver.index import SMALL_CLASS, iter_bits, letters_at
from wordgrid.solver.propagate import (
    State,
    assign,
    commit,
    count_copies,
    refute,
    revise,
    take_used,
)
from wordgrid.solver.search import luby
from wordgrid.solver.slotqueue import SlotQueue
from wordgrid.verify import check


def puzzle(rows: list[str], words: list[str], scores: dict[str, float] | None = None) -> Puzzle:
    return Puzzle(Grid(tuple(rows)), WordBank.from_words(words, scores))


@pytest.mark.parametrize("extra", [0, SMALL_CLASS])  # a plain loop, then translate-built
def test_index_bitsets_match_the_words(extra: int) -> None:
    filler = [f"{a}{b}{c}" for a in "ÉQXU" for b in "ÆJKZ" for c in "ŁVWYH"][:extra]
    bank = WordBank.from_words(["CAT", "COT", "DOG", "CAR", "AT", *filler])
    index = WordIndex.build(bank)
    three = index.classes[3]
    assert sorted(three.words) == sorted(["CAR", "CAT", "COT", "DOG", *filler])
    assert (len(three.words) > SMALL_CLASS) == bool(extra)
    for p in range(3):
        for letter, code in index.alphabet.items():
            bits = three.with_letter(p, letter)
            assert {three.words[w] for w in iter_bits(bits)} == {
                w for w in three.words if w[p] == letter
            }
            assert three.columns[p][code] == bits
            assert three.letter_masks[p] == tuple(1 << index.alphabet[w[p]] for w in three.words)
    assert three.with_letter(0, "Ω") == 0  # a letter no word has
    assert {three.words[w] for w in iter_bits(three.matching({0: "C", 2: "T"}))} == {"CAT", "COT"}
    everything = three.all
    assert letters_at(three, 1, everything, -1 & three.present[1]) == three.present[1]


def test_index_orders_by_score_then_easy_fill() -> None:
    words = ["ZZZ", "EAT", "ETA", "TEA", "QXJ"]
    bank = WordBank.from_words(words, {"QXJ": 90, "ZZZ": 10, "EAT": 50, "ETA": 50, "TEA": 50})
    order = WordIndex.build(bank).classes[3].words
    assert order[0] == "QXJ" and order[-1] == "ZZZ"


def test_fill_in_banks_keep_listing_order() -> None:
    words = ["ZZZ", "EAT", "ETA"]
    assert WordIndex.build(WordBank.from_words(words)).classes[3].words == tuple(words)


def test_arc_consistency_keeps_words_that_agree_on_the_shared_cell() -> None:
    # DOG is listed twice, so the down slot may still use the second copy.
    p = puzzle(["...", ".##", ".##"], ["CAT", "DOG", "DOG", "CUP", "DIP", "CAB"])
    net = Network.build(p)
    state = net.initial_state()
    across, down = 0, 1
    state.doms[across] = 1 << net.classes[across].ids["DOG"]  # type: ignore[union-attr]
    assert propagate(net, state, [across]) is None
    assert {net.word(down, w) for w in iter_bits(state.doms[down])} == {"DOG", "DIP"}


def test_commit_counts_word_uses() -> None:
    p = puzzle(["..#", "..."], ["AB", "AB", "CD"])
    net = Network.build(p)
    state = net.initial_state()
    ab = net.classes[0].ids["AB"]  # type: ignore[union-attr]
    state.doms[0] = 1 << ab
    used: dict[int, int] = {}
    assert commit(net, state, 0, used) is None
    assert state.copies[(2, ab)] == 1  # one copy of AB is left for another slot
    assert not used  # so no slot loses it


def test_used_word_leaves_the_other_slots() -> None:
    p = puzzle(["..", "##", ".."], ["AB", "CD"])
    net = Network.build(p)
    state = net.initial_state()
    ab = net.classes[0].ids["AB"]  # type: ignore[union-attr]
    state.doms[0] = 1 << ab
    assert propagate(net, state, [0]) is None
    assert state.doms[1] == 1 << net.classes[1].ids["CD"]  # type: ignore[union-attr]


def test_hall_rule_fails_when_slots_outnumber_words() -> None:
    p = puzzle(["..", "##", "..", "##", ".."], ["AB", "CD"])
    net = Network.build(p)
    state = net.initial_state()
    queue = SlotQueue(len(state.doms))
    assert count_copies(net, state, 2, queue) is not None
    assert solve(p).status is Status.UNSOLVABLE


def test_hall_rule_places_a_word_that_fits_one_slot() -> None:
    # Two 2-letter slots, two words: tight. Only the first slot can take AB (given A).
    p = puzzle(["A.", "##", ".."], ["AB", "CD"])
    net = Network.build(p)
    state = net.initial_state()
    state.doms[1] |= 0  # both words still fit the open slot
    queue = SlotQueue(len(state.doms))
    assert count_copies(net, state, 2, queue) is None
    assert state.doms[1] == 1 << net.classes[1].ids["CD"]  # type: ignore[union-attr]


def words_of(net: Network, state: State, slot: int) -> set[str]:
    return {net.word(slot, w) for w in iter_bits(state.doms[slot])}


def test_revise_narrows_the_slot_across_queues_it_and_sends_nothing_back() -> None:
    p = puzzle(["...", ".##", ".##"], ["CAT", "DOG", "CUP", "DIP"])
    net = Network.build(p)
    state = net.initial_state()
    assert propagate(net, state, [0, 1]) is None  # every letter mask up to date
    across, down = 0, 1
    state.doms[across] = 1 << net.classes[across].ids["DOG"]  # type: ignore[union-attr]
    queue = SlotQueue(2)
    assert revise(net, state, across, queue) is None
    assert words_of(net, state, down) == {"DOG", "DIP"}  # the words with D in the shared cell
    assert list(queue.drain()) == [down]
    # The down slot's mask lost C with its words, so revising it takes nothing from across.
    assert revise(net, state, down, queue) is None
    assert not queue and words_of(net, state, across) == {"DOG"}


def test_revise_reports_the_crossing_that_emptied_a_slot() -> None:
    p = puzzle(["...", ".##", ".##"], ["CAT", "DOG", "ZIP"])
    net = Network.build(p)
    state = net.initial_state()
    assert propagate(net, state, [0, 1]) is None
    state.doms[1] = 1 << net.classes[1].ids["ZIP"]  # type: ignore[union-attr]
    state.doms[0] = 1 << net.classes[0].ids["CAT"]  # type: ignore[union-attr]
    assert revise(net, state, 0, SlotQueue(2)) == 1
    assert state.conflict == 0  # the one crossing, which search's failure weights bump


def test_take_used_takes_each_length_s_used_words_from_the_open_slots() -> None:
    p = puzzle(["..#...", "######", "..#..."], ["AB", "CD", "EFG", "HIJ"])
    net = Network.build(p)
    state = net.initial_state()
    used: dict[int, int] = {}
    for slot, word in enumerate(["AB", "EFG"]):
        state.doms[slot] = 1 << net.classes[slot].ids[word]  # type: ignore[union-attr]
        assert commit(net, state, slot, used) is None
    assert set(used) == {2, 3}
    queue = SlotQueue(4)
    assert take_used(net, state, used, queue) is None
    assert words_of(net, state, 2) == {"CD"} and words_of(net, state, 3) == {"HIJ"}
    assert words_of(net, state, 0) == {"AB"}  # a committed slot keeps its word
    assert list(queue.drain()) == [2, 3]


def test_assign_and_refute_are_search_s_two_moves() -> None:
    p = puzzle(["...", ".##", ".##"], ["CAT", "DOG", "CUP", "DIP"])
    net = Network.build(p)
    state = net.initial_state()
    ids = net.classes[0].ids  # type: ignore[union-attr]
    assert refute(net, state, [(0, ids["CAT"]), (0, ids["CUP"])]) is None
    assert words_of(net, state, 0) == {"DOG", "DIP"}
    assert words_of(net, state, 1) == {"DOG", "DIP"}  # only D fits the shared cell now
    assert assign(net, state, 0, ids["DIP"]) is None
    assert state.fixed[0] and words_of(net, state, 1) == {"DOG"}  # DIP is used up
    assert refute(net, state, [(1, ids["DOG"])]) == 1  # nothing left for the down slot


def test_luby_sequence() -> None:
    assert [luby(k) for k in range(1, 16)] == [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]


def _hard_bank() -> WordBank:
    """Random-looking 4- and 5-letter words: enough search to need restarts."""
    import random

    rng = random.Random(7)
    words = {
        "".join(rng.choice("AEIOUSTRNL") for _ in range(n)) for n in (4, 5) for _ in range(1500)
    }
    return WordBank.from_words(sorted(words), dict.fromkeys(words, 50.0))


def test_seeded_searches_are_reproducible_and_varied() -> None:
    bank = _hard_bank()
    grid = Grid(("....#", ".....", ".....", ".....", "#...."))
    p = Puzzle(grid, bank)
    fills: dict[int, set[tuple[str, ...]]] = {}
    for seed in (1, 1, 2, 3):
        out = solve(p, seed=seed)
        assert out.status is Status.SOLVED and out.solution is not None
        check(out.solution)
        fills.setdefault(seed, set()).add(out.solution.words)
    assert len(fills[1]) == 1  # the same seed gives the same fill
    assert len({next(iter(f)) for f in fills.values()}) > 1  # other seeds vary it


def test_restarts_happen_and_keep_answers_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    from wordgrid.solver import search

    monkeypatch.setattr(search, "RESTART_BASE", 1)
    p = Puzzle(Grid((".....", ".....", ".....", ".....", ".....")), _hard_bank())
    out = solve(p, budget=Budget(nodes=200_000))
    # With a restart after every failure this square needs a few runs, then fills.
    assert out.stats.restarts > 0
    assert out.status is Status.SOLVED and out.solution is not None
    check(out.solution)


def test_a_restart_tries_first_the_words_of_the_fullest_fill_seen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from wordgrid.solver import search

    monkeypatch.setattr(search, "RESTART_BASE", 1)
    firsts: list[tuple[int, int]] = []  # (saved word, first word tried) per slot choice
    order_words = search._Search.order_words

    def spy(self: search._Search, state: State, slot: int) -> Iterator[int]:
        words = order_words(self, state, slot)
        saved = self.phase[slot] if self.phase else 0
        if saved & state.doms[slot]:
            first = next(words)
            firsts.append((saved.bit_length() - 1, first))
            yield first
        yield from words

    monkeypatch.setattr(search._Search, "order_words", spy)
    p = Puzzle(Grid((".....", ".....", ".....", ".....", ".....")), _hard_bank())
    out = solve(p, budget=Budget(nodes=200_000))
    assert out.stats.restarts > 0 and out.solution is not None
    check(out.solution)
    assert firsts  # later runs had saved words to try
    assert all(saved == first for saved, first in firsts)


def test_unsolvable_after_restarts_is_still_a_proof(monkeypatch: pytest.MonkeyPatch) -> None:
    from wordgrid.solver import search

    monkeypatch.setattr(search, "RESTART_BASE", 1)
    # A 3x3 open square over six words: unfillable, but only search shows it.
    words = ["BBA", "BBB", "ABB", "AAA", "ABA", "BAB"]
    p = puzzle(["...", "...", "..."], words)
    out = solve(p)
    assert out.status is Status.UNSOLVABLE and out.exhausted and out.stats.nodes > 2


def test_deadline_gives_timeout_with_a_partial_fill() -> None:
    import random

    rng = random.Random(5)
    words = sorted({"".join(rng.choice("AEIOUSTRNL") for _ in range(6)) for _ in range(3000)})
    bank = WordBank.from_words(words, dict.fromkeys(words, 50.0))
    p = Puzzle(Grid(("......",) * 6), bank)  # a 6x6 open square: hopeless, and slow to prove
    out = solve(p, budget=Budget(at=0.0))  # long past: the first look at the clock stops it
    assert out.status is Status.TIMEOUT and out.timed_out and not out.exhausted
    assert out.partial is not None and len(out.partial) == len(p.slots)


def test_a_state_built_by_hand_still_propagates() -> None:
    from wordgrid.solver import State

    p = puzzle(["...", ".##", ".##"], ["CAT", "DOG", "CUP", "DIP"])
    net = Network.build(p)
    init = net.initial_state()
    state = State(list(init.doms), list(init.fixed), dict(init.avail), dict(init.copies))
    state.doms[0] = 1 << net.classes[0].ids["DOG"]  # type: ignore[union-attr]
    assert propagate(net, state, [0, 1]) is None
    assert {net.word(1, w) for w in iter_bits(state.doms[1])} == {"DIP"}


def test_thousands_of_nested_guesses_do_not_hit_the_recursion_limit() -> None:
    # 2,400 separate two-letter slots for 1,200 copies each of AB and CD: every slot is a
    # guess until one word runs out, so the search goes 1,200 choices deep, past Python's
    # default recursion limit of 1,000.
    rows = []
    for _ in range(40):
        rows += ["..#" * 60, "###" * 60]
    words = ["AB"] * 1200 + ["CD"] * 1200
    p = puzzle(rows, words)
    # Searched one by one. Counted as one class (no letter is checked, so AB and CD trade
    # places anywhere), they fill every slot without a guess.
    outcome = solve(p, interchangeable=False)
    assert outcome.status is Status.SOLVED and outcome.solution is not None
    assert outcome.stats.nodes >= 1200
    check(outcome.solution)
    as_classes = solve(p, limit=2)
    assert len(as_classes.solutions) == 2 and as_classes.stats.nodes == 0
    for solution in as_classes.solutions:
        check(solution)


def test_a_slot_whose_word_is_taken_fails_and_stays_open() -> None:
    p = puzzle(["..", "##", ".."], ["AB", "CD"])
    net = Network.build(p)
    state = net.initial_state()
    ab = net.classes[0].ids["AB"]  # type: ignore[union-attr]
    state.doms[0] = state.doms[1] = 1 << ab
    used: dict[int, int] = {}
    assert commit(net, state, 0, used) is None and state.fixed[0]
    assert commit(net, state, 1, used) == 1
    assert not state.fixed[1]  # a failed slot is not a settled one


def test_a_word_two_slots_need_fails_without_settling_either() -> None:
    # Each down word of the T needs the across word cZ twice: commit fails on the second
    # slot, which must stay open. With enough letters the first run restarts and the failed
    # root goes on to the next run, at the default restart budget.
    letters = [chr(0x4E00 + k) for k in range(202)]
    words = [c + "Z" for c in letters] + [c + "Q" + c for c in letters]
    p = puzzle(["...", ".#."], words)
    assert not brute_force(p)
    outcome = solve(p)
    assert outcome.status is Status.UNSOLVABLE and outcome.exhausted
