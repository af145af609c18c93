"""The quality search against brute force on small grids: valid fills, and at its local
optimum the weakest entry is as good as in the best fill there is (max-min)."""

from __future__ import annotations

import itertools
import random

import pytest

from wordgrid.model import ACROSS, Grid, Puzzle, WordBank
from wordgrid.solver import Status, WordIndex, solve
from wordgrid.solver.improve import improve
from wordgrid.verify import check

SCORES = (10.0, 25.0, 40.0, 50.0, 60.0)


def random_puzzle(rng: random.Random) -> Puzzle:
    rows, cols = rng.choice([(2, 2), (2, 3), (3, 3), (3, 2)])
    letters = "ABC"
    words: dict[str, float] = {}
    for length in {rows, cols}:
        for _ in range(rng.randint(4, 9)):
            words["".join(rng.choices(letters, k=length))] = rng.choice(SCORES)
    bank = WordBank(tuple(words), dict.fromkeys(words, 1), words)
    return Puzzle(Grid(tuple("." * cols for _ in range(rows))), bank)


def max_min(puzzle: Puzzle) -> float | None:
    """The best lowest score over every fill (each word once), by brute force."""
    scores = puzzle.bank.scores
    best = None
    across = [s for s in puzzle.slots if s.direction is ACROSS]
    for choice in itertools.product(
        [w for w in scores if len(w) == across[0].length], repeat=len(across)
    ):
        rows = tuple(choice)
        down = ["".join(r[c] for r in rows) for c in range(len(rows[0]))]
        entries = [*rows, *down]
        if len(set(entries)) < len(entries) or any(w not in scores for w in entries):
            continue
        low = min(scores[w] for w in entries)
        best = low if best is None else max(best, low)
    return best


@pytest.mark.parametrize("seed", range(60))
def test_local_optimum_is_the_max_min_on_small_grids(seed: int) -> None:
    rng = random.Random(seed)
    puzzle = random_puzzle(rng)
    index = WordIndex.build(puzzle.bank)
    first = solve(puzzle, index=index, restarts=False)
    best = max_min(puzzle)
    assert (first.status is Status.SOLVED) == (best is not None)
    if first.solution is None:
        return
    lifted = improve(puzzle, first.solution.words, index)
    check(type(first.solution)(puzzle, lifted.words))
    scores = puzzle.bank.scores
    before = sorted(scores[w] for w in first.solution.words)
    after = sorted(scores[w] for w in lifted.words)
    assert after >= before  # leximin never worse
    assert lifted.optimum
    # Every slot of these grids is within a crossing or two of every other, so the freed
    # neighbourhood is the whole grid: a local optimum is a global max-min.
    assert after[0] == best


def test_frozen_slots_keep_their_words() -> None:
    words = {"AB": 60.0, "CD": 20.0, "EF": 60.0, "CE": 60.0, "DF": 60.0, "AE": 50.0, "BF": 50.0}
    bank = WordBank(tuple(words), dict.fromkeys(words, 1), words)
    puzzle = Puzzle(Grid(("..", "..")), bank)
    fill = ("CD", "EF", "CE", "DF")  # across R1, R2, down C1, C2
    assert improve(puzzle, fill, frozen=range(4)).words == fill
    assert improve(puzzle, fill).words == ("AB", "EF", "AE", "BF")  # CD lifted: 20 -> 60
