"""Interchangeable words: searched as classes, expanded exactly into real solutions."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.solver.reference import assert_finds_every_solution
from wordgrid.model import BLOCK, OPEN, Grid, Puzzle, WordBank, find_slots
from wordgrid.solver import Network, Status, propagate, solve
from wordgrid.solver.classes import (
    WordClasses,
    _arrangements,
    checked_positions,
    choices,
    merge_classes,
)
from wordgrid.verify import check

SETTINGS = settings(
    max_examples=120, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
LETTERS = "AB"


@st.composite
def lattices(draw: st.DrawFn) -> Puzzle:
    """A British-style lattice (blocks on odd-odd cells), filled, and its words as the list.

    Half the letters are unchecked, so many words trade places: the case classes are for.
    """
    height = draw(st.sampled_from([3, 5]))
    width = draw(st.sampled_from([3, 5]))
    rows = []
    for r in range(height):
        row = ""
        for c in range(width):
            row += BLOCK if r % 2 and c % 2 else draw(st.sampled_from(LETTERS))
        rows.append(row)
    filled = Grid(tuple(rows))
    words = ["".join(filled[c] for c in s.cells) for s in find_slots(filled, 3)]
    words += draw(st.lists(st.text(LETTERS, min_size=3, max_size=5), max_size=3))
    given_at = draw(st.sets(st.tuples(st.integers(0, height - 1), st.integers(0, width - 1))))
    shown = tuple(
        "".join(
            ch if ch == BLOCK or (r, c) in given_at else OPEN for c, ch in enumerate(filled.rows[r])
        )
        for r in range(height)
    )
    return Puzzle(Grid(shown), WordBank.from_words(words), 3)


@SETTINGS
@given(lattices())
def test_class_counts_equal_brute_force_counts(puzzle: Puzzle) -> None:
    expected, outcome = assert_finds_every_solution(puzzle)
    for solution in outcome.solutions[:5]:
        check(solution)
    # The listed words searched one by one find the same solutions.
    plain = solve(puzzle, limit=10**6, interchangeable=False)
    assert {s.rows for s in plain.solutions} == expected


def merged(p: Puzzle) -> WordClasses | None:
    net = Network.build(p)
    state = net.initial_state()
    assert propagate(net, state, range(len(p.slots))) is None
    found = merge_classes(net, state)
    return None if found is None else found[1]


def test_words_that_agree_on_checked_letters_are_one_class() -> None:
    # A 3x3 lattice: the middle letter of every slot is unchecked.
    words = ["SIS", "SOS", "SAS", "SUS", "TOT"]
    p = Puzzle(Grid(("...", ".#.", "...")), WordBank.from_words(words), 3)
    assert checked_positions(p) == {3: (0, 2)}
    classes = merged(p)
    assert classes is not None
    assert list(classes.classes) == ["SIS"]
    assert classes.members("SIS") == (("SIS", "SOS", "SAS", "SUS"), [1, 1, 1, 1])
    # One fill of the class stands for 4! real ones (TOT fits no slot once a corner is S).
    outcome = solve(p, limit=100)
    assert outcome.exhausted and len({s.rows for s in outcome.solutions}) == 24
    # A given letter at the middle of a slot tells the words apart there.
    given = Puzzle(Grid(("...", ".#.", ".I.")), p.bank, 3)
    assert checked_positions(given) == {}
    assert merged(given) is None


def test_a_fully_checked_puzzle_has_no_classes() -> None:
    square = Puzzle(Grid(("..", "..")), WordBank.from_words(["AB", "CD", "AC", "BD"]))
    assert checked_positions(square) == {}


def test_a_class_fill_expands_to_every_arrangement() -> None:
    p = Puzzle(Grid(("...#...",)), WordBank.from_words(["CAT", "COT", "COT"]), 3)
    classes = merged(p)
    assert classes is not None  # nothing is checked: all three are one class
    rep = next(iter(classes.classes))
    assert classes.members(rep) == (("CAT", "COT"), [1, 2])  # listing order, copies left
    fills = list(classes.expand([rep, rep]))
    assert sorted(fills) == [("CAT", "COT"), ("COT", "CAT"), ("COT", "COT")]
    assert classes.count([rep, rep], 2) == 2
    outcome = solve(p, limit=10)
    assert sorted(s.words for s in outcome.solutions) == sorted(fills)
    assert outcome.exhausted and outcome.stats.nodes == 0


def test_uniqueness_is_refuted_without_searching_for_a_second_fill() -> None:
    # Two slots, two words that trade places: one class fill, two real ones.
    p = Puzzle(Grid(("...#...",)), WordBank.from_words(["CAT", "COT"]), 3)
    outcome = solve(p, limit=2)
    assert outcome.status is Status.SOLVED and not outcome.exhausted
    assert len(outcome.solutions) == 2


def test_arrangements_and_choices() -> None:
    assert list(_arrangements(["A", "B"], [2, 1], 2)) == [("A", "A"), ("A", "B"), ("B", "A")]
    assert list(_arrangements(["A"], [1], 2)) == []
    assert list(_arrangements(["A"], [1], 0)) == [()]
    assert list(choices([])) == [[]]
    got = list(choices([lambda: iter("ab"), lambda: iter("xy")]))
    assert got == [["a", "x"], ["a", "y"], ["b", "x"], ["b", "y"]]
    assert list(choices([lambda: iter("ab"), lambda: iter("")])) == []
