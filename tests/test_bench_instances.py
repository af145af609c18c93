"""The benchmark's puzzle generator and seed baseline: generated puzzles are sound."""

from __future__ import annotations

import pytest
from benchmarks import baseline, instances

from wordgrid.batch import examples_folder
from wordgrid.budget import Budget
from wordgrid.formats import read_puzzle
from wordgrid.model import BLOCK, Grid, Puzzle, WordBank
from wordgrid.solver import Status, solve
from wordgrid.solver.tally import letter_shortfall
from wordgrid.verify import check

pytest.importorskip("wordfreq")
if not instances.SCOWL.exists():
    pytest.skip("the shared SCOWL dictionary is missing", allow_module_level=True)


@pytest.mark.parametrize("size", [13, 31])
def test_block_pattern_is_symmetric_deterministic_and_has_no_short_words(size: int) -> None:
    grid = instances.block_pattern(size, seed=3)
    assert grid == instances.block_pattern(size, seed=3)
    rows = grid.rows
    for r in range(size):
        for c in range(size):
            assert (rows[r][c] == BLOCK) == (rows[size - 1 - r][size - 1 - c] == BLOCK)
    lines = [*rows, *("".join(row[c] for row in rows) for c in range(size))]
    runs = [len(run) for line in lines for run in line.split(BLOCK) if len(run) > 1]
    assert runs and min(runs) >= instances.MIN_RUN


@pytest.fixture(scope="module")
def generated() -> instances.Generated:
    return instances.generate(13, seed=5)


def test_generated_fill_in_is_solvable_and_verifies(generated: instances.Generated) -> None:
    puzzle = generated.puzzle()
    assert len(puzzle.bank) == len(puzzle.slots)  # the fill-in rule: each word once
    # listed as puzzles print them, not in the fill's slot order, which would give it away
    assert list(puzzle.bank.listed) == sorted(generated.fill.words, key=lambda w: (len(w), w))
    check(generated.fill)  # the dictionary fill itself is a valid answer
    outcome = solve(puzzle)
    assert outcome.status is Status.SOLVED and outcome.solution is not None
    check(outcome.solution)


def test_unsolvable_variant_is_proven_unsolvable(generated: instances.Generated) -> None:
    puzzle = instances.unsolvable_variant(generated)
    assert len(set(puzzle.bank.listed) - set(generated.fill.words)) == 1
    outcome = solve(puzzle)
    assert outcome.status is Status.UNSOLVABLE and outcome.exhausted


def test_even_unsolvable_variant_passes_the_letter_tally(generated: instances.Generated) -> None:
    base = generated.puzzle()
    puzzle = instances.even_unsolvable_variant(base, 13, 5)
    assert len(set(puzzle.bank.listed) - set(base.bank.listed)) == 1
    assert letter_shortfall(puzzle) is None  # only propagation or search can refute it
    outcome = solve(puzzle)
    assert outcome.status is Status.UNSOLVABLE and outcome.exhausted


def test_unique_variant_gives_letters_until_propagation_settles_the_fill() -> None:
    # A lattice fill is often ambiguous (about half its letters are unchecked); this one
    # (seed 0) needs givens.
    gen = instances.generate(15, seed=0, style=instances.Style("lattice", 0.0, 9))
    puzzle, givens = instances.unique_variant(gen)
    assert puzzle.bank == gen.puzzle().bank  # the fill-in list, not the dictionary
    rows = gen.fill.rows
    shown = list(puzzle.grid.givens())
    assert givens == len(shown) > 0
    assert all(puzzle.grid.rows[r][c] == rows[r][c] for r, c in shown)  # the fill's letters
    outcome = solve(puzzle, limit=2)
    assert outcome.exhausted and [s.rows for s in outcome.solutions] == [rows]
    assert outcome.stats.nodes == 0  # settled by propagation alone
    # Minimal: without any one of the givens, propagation no longer settles every slot.
    for r, c in shown:
        row = puzzle.grid.rows[r]
        fewer = Puzzle(
            Grid((*puzzle.grid.rows[:r], row[:c] + "." + row[c + 1 :], *puzzle.grid.rows[r + 1 :])),
            puzzle.bank,
        )
        assert solve(fewer, limit=2, budget=Budget(nodes=1)).stats.nodes > 0


def test_a_cached_puzzle_is_one_variant_only() -> None:
    with pytest.raises(ValueError, match="either"):
        instances.cached(13, 0, unsolvable=True, unique=True)
    with pytest.raises(ValueError, match="even"):
        instances.cached(13, 0, even=True)


def test_seed_baseline_agrees_with_the_engine_on_the_bundled_seed_puzzles() -> None:
    for name, want in [("seed003_lua.txt", "solved"), ("seed003_impossible.txt", "unsolvable")]:
        puzzle = read_puzzle(examples_folder() / name)
        result = baseline.solve_baseline(puzzle, timeout=5)
        assert result.status == want
        if result.solution is not None:
            check(result.solution)


def test_baseline_respects_word_multiplicity() -> None:
    # Two 2-letter slots crossing nowhere, one word listed once: no second copy to use.
    puzzle = Puzzle(Grid(("..", "##", "..")), WordBank.from_words(["AB", "CD"]))
    assert baseline.solve_baseline(puzzle).status == "solved"
    once = Puzzle(Grid(("..", "##", "..")), WordBank.from_words(["AB", "XYZ"]))
    assert baseline.solve_baseline(once).status == "unsolvable"
