"""Across Lite .puz: what we write, puzpy reads back; reading it ourselves gives the same grid."""

from __future__ import annotations

import puz
import pytest
from hypothesis import assume, given, settings

from tests.formats.strategies import ASCII, solutions
from wordgrid.errors import InputError
from wordgrid.formats import read
from wordgrid.formats.puz import load_puz, puz_bytes
from wordgrid.model import OPEN, Grid, Puzzle, Solution, WordBank


@settings(max_examples=60, deadline=None)
@given(solutions(letters=ASCII + "É"))
def test_puzpy_reads_back_what_we_write(solution: Solution) -> None:
    assume(not any(OPEN in row for row in solution.rows))
    data = puz_bytes(solution)
    p = puz.load(data)
    assert p.width == solution.puzzle.grid.width
    assert p.solution == "".join(solution.rows).replace("#", ".")
    numbering = p.clue_numbering()
    assert len(numbering.across) + len(numbering.down) == len(solution.puzzle.slots)
    answers = sorted(
        "".join(p.solution_grid().get_range_for_clue(e)) for e in numbering.across + numbering.down
    )
    assert answers == sorted(solution.words)
    assert load_puz(data, solution.puzzle.name) == solution


def _solution(words: list[str], min_length: int = 2) -> Solution:
    puzzle = Puzzle(Grid(("..", ".#")), WordBank.from_words(words), min_length, "t.txt")
    return Solution(puzzle, ("AB", "AC"))


def test_given_letters_travel_as_pre_entered_fill(tmp_path: object) -> None:
    solution = Solution(
        Puzzle(Grid(("A.", ".#")), WordBank.from_words(["AB", "AC"]), 2, "g"), ("AB", "AC")
    )
    assert puz.load(puz_bytes(solution)).fill == "A--."
    back = load_puz(puz_bytes(solution), "g")
    assert isinstance(back, Solution) and back.puzzle.grid.rows == ("A.", ".#")


def test_letters_outside_latin1_are_refused_clearly() -> None:
    solution = Solution(Puzzle(Grid(("..", ".#")), WordBank.from_words(["ŁA", "ŁB"])), ("ŁA", "ŁB"))
    with pytest.raises(InputError, match="Latin-1.*'Ł'.*use ipuz"):
        puz_bytes(solution)


def test_only_filled_grids_and_two_letter_slots() -> None:
    with pytest.raises(InputError, match="solve the puzzle first"):
        puz_bytes(_solution(["AB", "AC"]).puzzle)
    with pytest.raises(InputError, match="use ipuz"):
        puz_bytes(_solution(["AB", "AC"], min_length=3))


def test_damaged_files_are_an_input_error(tmp_path: pytest.TempPathFactory) -> None:
    with pytest.raises(InputError, match="not a readable .puz"):
        load_puz(b"hello")
    good = puz_bytes(_solution(["AB", "AC"]))
    with pytest.raises(InputError):
        load_puz(good[:60])


def test_read_puz_names_the_file(tmp_path: object) -> None:
    with pytest.raises(InputError) as info:
        read("/nonexistent/x.puz")
    assert str(info.value) == "/nonexistent/x.puz: no such file"
