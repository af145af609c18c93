"""Decomposition: independent regions are solved apart, and counts multiply exactly."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tests.bruteforce import brute_force
from tests.solver.reference import assert_finds_every_solution
from tests.solver.strategies import puzzles
from wordgrid.model import BLOCK, Grid, Puzzle, WordBank
from wordgrid.solver import Network, propagate, solve
from wordgrid.solver.regions import regions
from wordgrid.verify import check

SETTINGS = settings(
    max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
RELABEL = str.maketrans("ABC", "XYZ")  # the right half's own letters: no word is shared


def side_by_side(left: Puzzle, right: Puzzle, relabel: bool) -> Puzzle:
    """Both grids in one, a column of blocks between them, and both word lists."""
    height = max(left.grid.height, right.grid.height)

    def rows(p: Puzzle) -> list[str]:
        return [*p.grid.rows, *[BLOCK * p.grid.width] * (height - p.grid.height)]

    right_rows = [r.translate(RELABEL) if relabel else r for r in rows(right)]
    right_words = [w.translate(RELABEL) if relabel else w for w in right.bank.listed]
    grid = Grid(tuple(a + BLOCK + b for a, b in zip(rows(left), right_rows, strict=True)))
    return Puzzle(grid, WordBank.from_words([*left.bank.listed, *right_words]), left.min_length)


def split_of(p: Puzzle) -> list[tuple[int, ...]]:
    net = Network.build(p)
    state = net.initial_state()
    assert propagate(net, state, range(len(p.slots))) is None
    return regions(net, state)


@SETTINGS
@given(puzzles(max_side=3), puzzles(max_side=3), st.booleans())
def test_counts_over_regions_equal_brute_force_counts(
    left: Puzzle, right: Puzzle, relabel: bool
) -> None:
    # The whole puzzle has at most the product of the halves' solutions; a bounded product
    # keeps its brute force quick whatever examples Hypothesis draws.
    assume(len(brute_force(left, cap=50)) * len(brute_force(right, cap=50)) <= 50)
    puzzle = side_by_side(left, right, relabel)
    expected, _ = assert_finds_every_solution(puzzle)
    uniqueness = solve(puzzle, limit=2)
    assert len(uniqueness.solutions) == min(2, len(expected))
    assert uniqueness.exhausted == (len(expected) < 2)


def test_crossing_slots_and_shared_words_make_one_region() -> None:
    # Two separate slots that both could take CAT or DOG, each listed once: they compete.
    assert len(split_of(Puzzle(Grid(("...#...",)), WordBank.from_words(["CAT", "DOG"])))) == 1
    # Two copies of each: enough for both slots whatever the other takes.
    two = WordBank.from_words(["CAT", "CAT", "DOG", "DOG"])
    assert split_of(Puzzle(Grid(("...#...",)), two)) == [(0,), (1,)]
    # Given letters leave each slot words of its own.
    own = WordBank.from_words(["CAT", "COT", "DOG", "DIG"])
    assert split_of(Puzzle(Grid(("C..#D..",)), own)) == [(0,), (1,)]
    # A crossing ties slots together whatever the words.
    square = Puzzle(Grid(("..", "..")), WordBank.from_words(["AB", "CD", "AC", "BD"]))
    assert len(split_of(square)) == 1


def test_regions_count_as_a_product() -> None:
    # Two separate 2x2 squares, each with its words both ways round: 2 x 2 solutions. The
    # given letters keep each square to its own words, so they are two regions.
    words = ["AB", "CD", "AC", "BD", "XY", "ZW", "XZ", "YW"]
    p = Puzzle(Grid(("A.#X.", "..#..")), WordBank.from_words(words))
    assert len(split_of(p)) == 2
    outcome = solve(p, limit=10)
    assert outcome.exhausted and len(outcome.solutions) == 4
    assert len({s.rows for s in outcome.solutions}) == 4
    for solution in outcome.solutions:
        check(solution)
