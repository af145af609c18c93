from __future__ import annotations

import pytest

from wordgrid.model import Grid, Puzzle, Solution, WordBank
from wordgrid.verify import VerificationError, check, problems

PUZZLE = Puzzle(
    Grid(("#...", "....", "..#.", "....", ".#..")),
    WordBank.from_words(["ad", "antas", "carn", "casa", "do", "lado", "lua", "os", "soda", "ur"]),
)
GOOD = ("#LUA", "CARN", "AD#T", "SODA", "A#OS")


def test_accepts_the_seed_003_solution() -> None:
    assert problems(PUZZLE, GOOD) == []


@pytest.mark.parametrize(
    ("rows", "complaint"),
    [
        (("#LUA", "CARN", "AD#T", "SODA", "A#OX"), "not in the word list"),
        (("#LUA", "CARN", "AD#T", "SODA", "A#O."), "not filled"),
        (("LLUA", "CARN", "AD#T", "SODA", "A#OS"), "a block was moved"),
        (("#LUA", "CARN"), "different shape"),
    ],
)
def test_rejects_broken_fills(rows: tuple[str, ...], complaint: str) -> None:
    assert any(complaint in p for p in problems(PUZZLE, rows))


def test_counts_word_uses_against_the_list() -> None:
    puzzle = Puzzle(Grid(("..", "..")), WordBank.from_words(["AA", "AA", "AA"]))
    assert any("used 4 times but listed 3" in p for p in problems(puzzle, ("AA", "AA")))


def test_given_letters_must_be_kept() -> None:
    puzzle = Puzzle(Grid(("A.",)), WordBank.from_words(["AB", "CB"]))
    assert any("given letter A" in p for p in problems(puzzle, ("CB",)))


def test_check_raises_on_a_bad_solution() -> None:
    with pytest.raises(VerificationError) as err:
        check(
            Solution(
                PUZZLE, ("LUA", "CARN", "AD", "SODA", "OS", "CASA", "LADO", "UR", "DO", "ANTAX")
            )
        )
    assert err.value.exit_code == 70


def test_placements_must_agree_with_the_grid() -> None:
    # XB then AC down would overwrite X with A: the rows look right, the placements do not.
    puzzle = Puzzle(Grid(("..", "..")), WordBank.from_words(["AB", "CD", "AC", "BD", "XB"]))
    with pytest.raises(VerificationError, match="XB at R1C1 across reads AB"):
        check(Solution(puzzle, ("XB", "CD", "AC", "BD")))
    assert check(Solution(puzzle, ("AB", "CD", "AC", "BD"))).rows == ("AB", "CD")
