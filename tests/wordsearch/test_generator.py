"""The generator: invariants of random output, dense grids, seeds, and every refusal."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from tests.wordsearch.making import made
from wordgrid.errors import InputError
from wordgrid.model import Direction, WordSearch
from wordgrid.wordsearch import (
    LEVELS,
    PlacementError,
    Request,
    check_word_search,
    clashes,
    default_size,
    find_words,
    generate,
)

FRUIT = [
    "APPLE",
    "BANANA",
    "CHERRY",
    "DAMSON",
    "ELDERBERRY",
    "FIG",
    "GUAVA",
    "KIWI",
    "LEMON",
    "MANGO",
    "NECTARINE",
    "OLIVE",
    "PAPAYA",
    "QUINCE",
]


def english_words(count: int, seed: int = 0) -> list[str]:
    """Distinct pseudo-English words that don't clash, from syllables (no data files needed)."""
    rng = random.Random(seed)
    syllables = [
        "AR",
        "BEL",
        "CON",
        "DRA",
        "EN",
        "FOR",
        "GLI",
        "HUM",
        "IST",
        "JOR",
        "KAN",
        "LOP",
        "MER",
        "NOV",
        "OST",
        "PRE",
        "QUA",
        "RIM",
        "SEV",
        "TOL",
        "UND",
        "VEX",
    ]
    words: list[str] = []
    while len(words) < count:
        word = "".join(rng.choice(syllables) for _ in range(rng.randint(2, 4)))
        if not clashes([*words, word]):
            words.append(word)
    return words


def reads(puzzle: WordSearch, row: int, col: int, direction: Direction, length: int) -> str:
    return "".join(
        puzzle.rows[row + i * direction.dr][col + i * direction.dc] for i in range(length)
    )


def assert_valid(
    puzzle: WordSearch, words: Sequence[str], rows: int, cols: int, alphabet: str
) -> None:
    """Every invariant a finished word search keeps."""
    assert len(puzzle.rows) == rows and all(len(r) == cols for r in puzzle.rows)
    assert [p.word for p in puzzle.placements] == list(words)
    for p in puzzle.placements:
        assert reads(puzzle, p.row, p.col, p.direction, len(p.word)) == p.word
    result = find_words(puzzle.rows, words)
    assert result.ok, (result.missing, result.repeated)
    allowed = set(alphabet) | {ch for w in words for ch in w}
    assert set("".join(puzzle.rows)) <= allowed
    assert check_word_search(puzzle) == []


@pytest.mark.parametrize("seed", range(6))
def test_random_puzzles_keep_every_invariant(seed: int) -> None:
    puzzle = made(FRUIT, rows=14, cols=16, seed=seed)
    assert_valid(puzzle, FRUIT, 14, 16, "ABCDEFGHIKLMNOPQRTUVWY")
    assert puzzle.seed == seed


@pytest.mark.parametrize("level", [1, 2, 3])
def test_words_run_only_in_the_level_s_directions(level: int) -> None:
    puzzle = made(FRUIT, rows=15, seed=level, directions=LEVELS[level])
    assert {p.direction for p in puzzle.placements} <= set(LEVELS[level])
    assert find_words(puzzle.rows, FRUIT).ok  # and no copy in any of the 8 directions


def test_the_same_seed_gives_the_same_puzzle_and_another_seed_another() -> None:
    first = made(FRUIT, rows=14, seed=42)
    assert made(FRUIT, rows=14, seed=42) == first
    assert made(FRUIT, rows=14, seed=43).rows != first.rows


def test_without_a_seed_one_is_drawn_and_reproduces_the_puzzle() -> None:
    puzzle = made(FRUIT, rows=14)
    assert isinstance(puzzle.seed, int)
    assert made(FRUIT, rows=14, seed=puzzle.seed) == puzzle


def test_118_words_on_60x60_all_placed() -> None:
    words = english_words(118)
    puzzle = made(words, rows=60, seed=1)
    assert_valid(puzzle, words, 60, 60, "")


def test_a_grid_with_as_many_letters_as_cells_is_filled() -> None:
    words = english_words(60, seed=3)
    letters = 0
    kept = []
    for w in words:  # as many words as fit in 20x20 counting every letter
        if letters + len(w) <= 400:
            kept.append(w)
            letters += len(w)
    puzzle, stats = generate(Request(tuple(kept), rows=20), 5)
    assert_valid(puzzle, kept, 20, 20, "")
    assert stats.steps >= len(kept)


def test_dense_level_1_grid_needs_evictions_and_still_places_every_word() -> None:
    rng = random.Random(7)
    words: list[str] = []
    while len(words) < 25:  # 100 letters on 10x10, across and down only
        word = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(4))
        if not clashes([*words, word]):
            words.append(word)
    puzzle, stats = generate(Request(tuple(words), rows=10, directions=LEVELS[1]), 0)
    assert_valid(puzzle, words, 10, 10, "")
    assert stats.evictions > 0


def test_unicode_words_keep_their_accents_and_get_fitting_filler() -> None:
    words = ["żółw", "źdźbło", "gęś", "łąka", "ćma"]
    puzzle = made(words, rows=8, seed=2)
    folded = ["ŻÓŁW", "ŹDŹBŁO", "GĘŚ", "ŁĄKA", "ĆMA"]
    assert_valid(puzzle, folded, 8, 8, "")
    assert set("".join(puzzle.rows)) <= set("".join(folded))


def test_alphabet_sets_the_filler() -> None:
    puzzle = made(["CAT", "DOG"], rows=6, seed=1, alphabet="xyz")
    assert_valid(puzzle, ["CAT", "DOG"], 6, 6, "XYZ")
    assert "X" in "".join(puzzle.rows)


def test_a_square_from_one_side_and_a_default_size_from_the_words() -> None:
    assert len(made(FRUIT, rows=13, seed=1).rows[0]) == 13
    assert len(made(FRUIT, cols=13, seed=1).rows) == 13
    puzzle = made(FRUIT, seed=1)
    side = default_size(FRUIT)
    assert len(puzzle.rows) in range(side, side + 4)
    assert side * side >= 2 * sum(map(len, FRUIT))


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"rows": 1, "cols": 5}, "at least 2x2, not 1x5"),
        ({"rows": 0}, "at least 2x2"),
        ({"rows": 5000}, "at most 200x200"),
        ({"rows": 4}, "APPLE has 5 letters, but the longest line of a 4x4 grid"),
        ({"rows": 10, "cols": 8}, "81 letters, but a 10x8 grid has only 80 cells available"),
        ({"rows": 12, "cols": 9, "directions": (Direction.E,)}, "ELDERBERRY has 10 letters"),
        ({"rows": 12, "directions": ()}, "no directions"),
    ],
)
def test_bad_sizes_are_refused_before_any_search(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(InputError, match=message):
        made(FRUIT, seed=1, **kwargs)  # type: ignore[arg-type]


def test_words_that_do_not_fit_are_named_never_dropped() -> None:
    # 8 letters pass the 9-cell check, but a 3-cell column holds one 2-letter word when no
    # letters are shared, so down-only takes three of the four words.
    words = ["AB", "CD", "EF", "GH"]
    with pytest.raises(PlacementError, match="could not place 1 of 4 words") as caught:
        made(words, rows=3, seed=1, directions=(Direction.S,))
    assert len(caught.value.unplaced) == 1 and caught.value.unplaced[0] in words
    assert isinstance(caught.value, InputError)  # so the CLI exits 2


def test_a_tiny_filler_alphabet_that_must_spell_a_word_is_an_input_error() -> None:
    with pytest.raises(InputError, match="give more letters with --alphabet") as caught:
        made(["AB"], rows=3, seed=1, alphabet="AB")
    assert "--" not in caught.value.for_web()
