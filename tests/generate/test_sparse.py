"""Sparse puzzles: layout rules, uniqueness proofs and repairs, on random and given words."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.generate.conftest import assert_runs_are_words, assert_sound
from wordgrid.budget import NO_LIMIT
from wordgrid.errors import InputError
from wordgrid.generate import GenerationFailed, Request, generate, maker
from wordgrid.generate.layout import Layout, lay_out, layout_problems, shuffle
from wordgrid.generate.maker import layout_puzzle
from wordgrid.generate.unique import add_givens, ambiguous_slots, is_unique, prove
from wordgrid.model import ACROSS, DOWN, Grid, Placement, Puzzle
from wordgrid.solver import Network, propagate

BOUNDED = settings(
    max_examples=12,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)

# A fixed vocabulary for user-word tests: plenty of shared letters, lengths 3 to 8.
VOCABULARY = (
    "APPLE",
    "BANANA",
    "CHERRY",
    "GRAPE",
    "LEMON",
    "MANGO",
    "MELON",
    "OLIVE",
    "PEACH",
    "PEAR",
    "PLUM",
    "BERRY",
    "ORANGE",
    "CARROT",
    "POTATO",
    "TOMATO",
    "ONION",
    "GARLIC",
    "PEPPER",
    "SALAD",
    "BREAD",
    "BUTTER",
    "CHEESE",
    "CREAM",
    "HONEY",
    "SUGAR",
    "SALT",
    "RICE",
    "PASTA",
    "SOUP",
    "STEW",
    "ROAST",
    "BAKE",
    "GRILL",
)


@BOUNDED
@given(seed=st.integers(0, 10**6), count=st.integers(2, 18))
def test_random_puzzles_are_sound(tmp_path: Path, seed: int, count: int) -> None:
    g = generate(Request(random_count=count), seed)
    assert len(g.puzzle.bank) == count
    assert_sound(g, tmp_path)
    assert_runs_are_words(g)
    assert g.rating.slots == count


@BOUNDED
@given(
    words=st.lists(st.sampled_from(VOCABULARY), min_size=2, max_size=12, unique=True),
    seed=st.integers(0, 10**6),
)
def test_user_words_are_all_used_and_sound(tmp_path: Path, words: list[str], seed: int) -> None:
    g = generate(Request(words=tuple(words)), seed)
    assert sorted(g.puzzle.bank.listed) == sorted(words)  # user words are never swapped
    assert_sound(g, tmp_path)
    assert_runs_are_words(g)


@settings(max_examples=25, derandomize=True, deadline=None)
@given(
    words=st.lists(st.sampled_from(VOCABULARY), min_size=2, max_size=20, unique=True),
    seed=st.integers(0, 10**6),
)
def test_layouts_keep_the_rules(words: list[str], seed: int) -> None:
    attempt = lay_out(words, random.Random(seed))
    if attempt.layout is None:
        return  # a failed attempt is allowed; the generator makes others
    layout = attempt.layout
    assert layout_problems(layout) == []
    assert sorted(layout.words()) == sorted(words)
    puzzle, intended = layout_puzzle(layout)
    assert sorted(intended) == sorted(words)


def test_layout_problems_catches_stray_runs() -> None:
    from wordgrid.model import ACROSS, Placement

    # Two across words on adjacent rows make two-letter down runs that are not words.
    bad = Layout.normalized([Placement("CAT", 0, 0, ACROSS), Placement("DOG", 1, 0, ACROSS)])
    found = layout_problems(bad)
    assert "the runs of letters are not exactly the placed words" in found
    assert "CAT crosses no other word" in found


def test_a_size_bound_is_kept() -> None:
    g = generate(Request(random_count=20, size=(12, 12)), 7)
    assert g.puzzle.grid.height <= 12 and g.puzzle.grid.width <= 12


def test_fifteen_by_fifteen_holds_thirty_words(tmp_path: Path) -> None:
    g = generate(Request(random_count=30, size=(15, 15)), 1)
    assert len(g.puzzle.bank) == 30
    assert_sound(g, tmp_path)


def test_seed_reproduces_exactly() -> None:
    a = generate(Request(random_count=15), 42)
    b = generate(Request(random_count=15), 42)
    assert a.puzzle.grid == b.puzzle.grid
    assert a.puzzle.bank.listed == b.puzzle.bank.listed
    assert a.repairs == b.repairs
    c = generate(Request(random_count=15), 43)
    assert (c.puzzle.grid, c.puzzle.bank.listed) != (a.puzzle.grid, a.puzzle.bank.listed)


def test_unicode_words_keep_their_accents(tmp_path: Path) -> None:
    words = ("ŻÓŁW", "ŁÓDŹ", "ŹRÓDŁO", "CAFÉ", "ÉTÉ", "FORÊT", "TÊTE")
    g = generate(Request(words=words), 3)
    assert set(g.puzzle.bank.listed) == set(words)
    assert_sound(g, tmp_path)


def test_swappable_words_get_a_given_letter(tmp_path: Path) -> None:
    # CAT and COT cross only at C or T, where they agree: every layout has two solutions.
    g = generate(Request(words=("CAT", "COT")), 0)
    assert g.puzzle.grid.givens()
    assert any("given letter" in r for r in g.repairs)
    assert_sound(g, tmp_path)


def test_no_givens_means_failure_when_words_always_swap() -> None:
    with pytest.raises(GenerationFailed, match="CAT, COT can still trade places"):
        generate(Request(words=("CAT", "COT"), allow_givens=False), 0)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_big_puzzles_are_settled_by_givens_chosen_in_layout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    # The path of a giant puzzle, at a size a test can afford: the layout is given the
    # letters that let propagation alone settle it, so its proof needs no search at all.
    from wordgrid.generate import maker

    monkeypatch.setattr(maker, "SEARCH_PROOF_WORDS", 10)
    g = generate(Request(random_count=30), seed)
    assert len(g.puzzle.bank) == 30
    assert g.proof.nodes == 0
    assert_sound(g, tmp_path)
    assert_runs_are_words(g)
    shown = g.puzzle.grid.givens()
    assert all(g.solution.rows[r][c] == letter for (r, c), letter in shown.items())
    assert any("follows from its crossings" in r for r in g.repairs) == bool(shown)
    # Minimal: without any one of the letters, propagation no longer settles every slot.
    rows = g.puzzle.grid.rows
    for r, c in shown:
        fewer = Grid((*rows[:r], rows[r][:c] + "." + rows[r][c + 1 :], *rows[r + 1 :]))
        net = Network.build(Puzzle(fewer, g.puzzle.bank))
        state = net.initial_state()
        assert propagate(net, state, range(len(state.doms))) is None
        assert not all(state.fixed)


def test_add_givens_ends_with_one_solution() -> None:
    from wordgrid.model import ACROSS, DOWN, Placement

    layout = Layout.normalized([Placement("CAT", 0, 0, ACROSS), Placement("COT", 0, 0, DOWN)])
    puzzle, intended = layout_puzzle(layout)
    outcome = prove(puzzle)
    assert not is_unique(outcome)
    puzzle, outcome, givens = add_givens(puzzle, outcome, intended, random.Random(0))
    assert is_unique(outcome) and len(givens) == 1


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        (Request(words=("CAT",)), "at least 2 words"),
        (Request(random_count=1), "at least 2 words"),
        (Request(words=("CAT", "DOG", "TEA")), "share no letter with any other word.*DOG"),
        (Request(words=("ELEPHANT", "PHONE"), size=(4, 4)), "too small for ELEPHANT"),
        (Request(words=("ABC", "CDE"), size=(1, 9)), "too small"),
        (Request(style="dense", size=(2, 9)), "too small"),
    ],
)
def test_bad_requests_are_input_errors(request_: Request, message: str) -> None:
    with pytest.raises(InputError, match=message):
        generate(request_, 0)


def twins_on_color() -> Layout:
    """BOW and ZOO both cross COLOR at an O, in the middle: they always trade places."""
    return Layout(
        (
            Placement("COLOR", 1, 0, ACROSS),
            Placement("BOW", 0, 1, DOWN),
            Placement("ZOO", 0, 3, DOWN),
        ),
        3,
        5,
    )


def test_a_swap_that_cant_help_is_not_made() -> None:
    """Any word in BOW's place has an O in the middle, so it fits ZOO's place as well; a new
    COLOR keeps its Os: no swap leaves fewer ambiguous slots, and the run lays out again."""
    layout = twins_on_color()
    assert not layout_problems(layout)
    puzzle, intended = layout_puzzle(layout)
    outcome = prove(puzzle)
    amb = ambiguous_slots(outcome, intended)
    assert {intended[s] for s in amb} == {"BOW", "ZOO"}
    swapper = maker._Swapper(random.Random(1), Request(), NO_LIMIT)
    assert swapper.swap(layout, puzzle, amb) is None
    assert not swapper.spent


def test_a_word_swapped_out_never_comes_back() -> None:
    layout = twins_on_color()
    puzzle, _ = layout_puzzle(layout)
    bow = next(s for s in puzzle.slots if s.cells[0] == (0, 1))
    pool = ("BOW", "COW", "HOW", "NOW")
    swapped = [
        new for _, _, new in maker.swap_candidates(layout, bow.cells, random.Random(2), pool)
    ]
    assert swapped == []  # each one fits ZOO's place too
    color = next(s for s in puzzle.slots if s.cells[0] == (1, 0))
    words = ("COLOR", "MOTOR", "HONOR", "DONOR")
    fresh = maker.swap_candidates(layout, color.cells, random.Random(2), words, {"MOTOR"})
    assert sorted(new for _, _, new in fresh) == ["DONOR", "HONOR"]


def test_repairs_never_go_round_in_a_circle(tmp_path: Path) -> None:
    """The swaps of issue 38 (VIA for BRA for THA for SPA for VIA): a word swapped out is
    never swapped in again, and every swap kept leaves the puzzle less ambiguous. Which
    seeds swap moves with the pool (a word left out of it changes the draws), so several
    are tried and most of them must swap."""
    swapping = 0
    for seed in (1, 5, 7, 12):
        g = generate(Request(random_count=70), seed)
        out: set[str] = set()
        for repair in g.repairs:
            found = re.match(r"swapped (\w+) for (\w+)", repair)
            if found:
                assert found.group(2) not in out
                out.add(found.group(1))
            assert "times)" not in repair  # the same repair twice running
        swapping += bool(out)
        assert_sound(g, tmp_path)
    assert swapping >= 2  # these seeds do swap words


@pytest.mark.parametrize("n", [0, 1, 2, 7, 64, 1000])
def test_the_layouts_shuffle_draws_as_the_standard_one(n: int) -> None:
    """The same order and the same numbers drawn: layouts stay as they were (should a
    Python release change random.shuffle, this says so)."""
    for seed in range(5):
        ours, theirs = list(range(n)), list(range(n))
        mine, std = random.Random(seed), random.Random(seed)
        shuffle(ours, mine)
        std.shuffle(theirs)
        assert ours == theirs
        assert mine.random() == std.random()
