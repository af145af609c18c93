"""The filler letters around a word search's words never spell a rude word of its language
(wordgrid.blocklist.unspeakable) in any row, column or diagonal, either way."""

from __future__ import annotations

import pytest

from tests.wordsearch.making import made
from wordgrid.blocklist import unspeakable
from wordgrid.model import WordSearch


def lines(puzzle: WordSearch) -> list[str]:
    """Every row, column and diagonal of the grid, forwards and backwards."""
    rows = puzzle.rows
    height, width = len(rows), len(rows[0])
    cells = {(r, c): rows[r][c] for r in range(height) for c in range(width)}
    runs = [list(row) for row in rows]
    runs += [[rows[r][c] for r in range(height)] for c in range(width)]
    for start in range(-height, width):
        runs.append([cells[r, r + start] for r in range(height) if (r, r + start) in cells])
        runs.append([cells[r, start - r] for r in range(height) if (r, start - r) in cells])
    out = ["".join(run) for run in runs]
    return out + [line[::-1] for line in out]


def spelled(puzzle: WordSearch, lang: str | None) -> set[str]:
    rude = {w for w in unspeakable(lang) if len(w) >= 3}
    return {w for line in lines(puzzle) for w in rude if w in line}


@pytest.mark.parametrize("seed", range(4))
def test_filler_letters_spell_no_rude_word(seed: int) -> None:
    # Filler of F, U, C and K alone: at random, a 10x10 grid spells FUCK a few times.
    puzzle = made(["CAT", "DOG", "HEN"], seed=seed, rows=10, alphabet="FUCK", lang="en")
    assert {"CAT", "DOG", "HEN"} == {p.word for p in puzzle.placements}
    assert not spelled(puzzle, "en")


def test_a_grid_without_a_language_avoids_every_language_s_rude_words() -> None:
    puzzle = made(["GATO", "PERRO"], seed=1, rows=9, alphabet="PUTAS")
    assert not spelled(puzzle, None)


def test_a_listed_word_that_holds_a_rude_one_is_still_placed() -> None:
    puzzle = made(["CLASS", "GRASS"], seed=1, rows=7, lang="en")
    assert {p.word for p in puzzle.placements} == {"CLASS", "GRASS"}
