"""The letter tally (tally.py): a shortfall is a proof, checked against brute force."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.bruteforce import brute_force
from tests.conftest import run
from tests.solver.strategies import LETTERS
from wordgrid.model import BLOCK, OPEN, Grid, Puzzle, WordBank, find_slots
from wordgrid.render.text import describe_shortfall
from wordgrid.solver import Status, solve
from wordgrid.solver.tally import LetterShortfall, letter_shortfall

SETTINGS = settings(
    max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)

# A fully crossed 3x3: every cell is read by one across and one down word.
SQUARE = ("BAT", "ARE", "TEN")
SQUARE_WORDS = ["BAT", "ARE", "TEN", "BAT", "ARE", "TEN"]  # the same words read down


def puzzle(rows: tuple[str, ...], words: list[str], min_length: int = 2) -> Puzzle:
    return Puzzle(Grid(rows), WordBank.from_words(words), min_length)


@st.composite
def exact_lists(draw: st.DrawFn, typo: bool | None = None) -> Puzzle:
    """A random fill's own words, one per slot, with one letter changed (or perhaps, if None)."""
    height, width = draw(st.integers(1, 4)), draw(st.integers(2, 4))
    cells = [
        [draw(st.sampled_from(LETTERS)) if draw(st.integers(0, 4)) else BLOCK for _ in range(width)]
        for _ in range(height)
    ]
    filled = Grid(tuple("".join(row) for row in cells))
    min_length = draw(st.sampled_from([2, 3]))
    words = ["".join(filled[c] for c in s.cells) for s in find_slots(filled, min_length)]
    if not words:
        words = ["AB"]
    if typo or (typo is None and draw(st.booleans())):
        k = draw(st.integers(0, len(words) - 1))
        p = draw(st.integers(0, len(words[k]) - 1))
        letter = draw(st.sampled_from([x for x in LETTERS + "D" if x != words[k][p]]))
        words[k] = words[k][:p] + letter + words[k][p + 1 :]
    rows = tuple(
        "".join(
            ch if ch == BLOCK or draw(st.integers(0, 7)) == 0 else OPEN
            for ch in (filled[(r, c)] for c in range(width))
        )
        for r in range(height)
    )
    return puzzle(rows, words, min_length)


@SETTINGS
@given(exact_lists(typo=True))
def test_a_shortfall_means_brute_force_finds_no_fill(p: Puzzle) -> None:
    if letter_shortfall(p) is not None:
        assert brute_force(p, cap=1) == set()
        outcome = solve(p)
        assert outcome.status is Status.UNSOLVABLE and outcome.exhausted
        assert outcome.shortfall is not None


@SETTINGS
@given(exact_lists())
def test_solve_agrees_with_brute_force_on_exact_lists(p: Puzzle) -> None:
    assert (solve(p).status is Status.SOLVED) == bool(brute_force(p, cap=1))


def test_the_fill_s_own_words_pass() -> None:
    assert letter_shortfall(puzzle(("...", "...", "..."), SQUARE_WORDS)) is None


def test_one_mistyped_word_in_a_crossed_grid_is_refused() -> None:
    words = [*SQUARE_WORDS[:5], "TAN"]  # TEN mistyped: one A too many, one E too few
    shortfall = letter_shortfall(puzzle(("...", "...", "..."), words))
    assert shortfall == LetterShortfall(odd=("A", "E"), single_cells=0)
    assert brute_force(puzzle(("...", "...", "..."), words), cap=1) == set()


def test_cells_read_once_allow_that_many_odd_letters() -> None:
    # With min length 3, only ARN (down the middle) crosses CAT and END: 5 cells are read once.
    rows = ("...", "#.#", "...")
    p = puzzle(rows, ["CAT", "END", "ARN"], min_length=3)
    assert letter_shortfall(p) is None  # C, T, E, D and R are odd: one per single cell
    assert brute_force(p, cap=1) == {("CAT", "#R#", "END")}
    nine = puzzle(rows, ["CAT", "END", "ORS"], min_length=3)
    assert letter_shortfall(nine) == LetterShortfall(
        odd=("A", "C", "D", "E", "N", "O", "R", "S", "T"), single_cells=5
    )
    assert "only 5 empty cells here are in a single word" in describe_shortfall(
        letter_shortfall(nine)  # type: ignore[arg-type]
    )


def test_a_given_letter_needs_its_copies_in_the_list() -> None:
    words = [w.replace("B", "S") for w in SQUARE_WORDS]  # no B left for the given B
    shortfall = letter_shortfall(puzzle(("B..", "...", "..."), words))
    assert shortfall is not None and shortfall.short == (("B", 2, 0),)
    assert "the words through the given B need it twice, but the list has none" in (
        describe_shortfall(shortfall)
    )


def test_spare_words_are_not_tallied() -> None:
    words = [*SQUARE_WORDS[:5], "TAN", "TEN"]  # seven words for six slots
    assert letter_shortfall(puzzle(("...", "...", "..."), words)) is None


def test_solve_explains_the_shortfall(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "typo.txt"
    path.write_text("\n".join([*SQUARE_WORDS[:5], "TAN"]) + "\n\n...\n...\n...\n")
    code, out, _ = run(capsys, "solve", str(path))
    assert code == 1
    assert "every empty cell here is crossed" in out
    assert "but the letters A and E are listed an odd number of times" in out


def test_a_list_that_misses_the_slots_lengths_is_left_to_propagation() -> None:
    p = puzzle(("....",), ["ABCDE"])  # one word, one slot, but not of its length
    assert letter_shortfall(p) is None
    outcome = solve(p)
    assert outcome.status is Status.UNSOLVABLE and outcome.failed_slot == 0


def test_accented_letters_are_tallied() -> None:
    square = ["ÉTÉ", "TIR", "ÉRE"] * 2  # crossed 3x3: ÉTÉ/TIR/ÉRE read both ways
    assert letter_shortfall(puzzle(("...", "...", "..."), square)) is None
    typo = letter_shortfall(puzzle(("...", "...", "..."), [*square[:5], "ERE"]))
    assert typo == LetterShortfall(odd=("E", "É"), single_cells=0)


def test_one_letter_one_cell_and_given_letters_read_in_the_message() -> None:
    one = LetterShortfall(odd=("Q",), single_cells=0)
    assert "but the letter Q is listed an odd number of times" in describe_shortfall(one)
    cell = LetterShortfall(odd=("A", "B"), single_cells=1, givens=True)
    text = describe_shortfall(cell)
    assert "only 1 empty cell here is in a single word" in text
    assert "once the given letters are taken off the list, at most 1 letter may be left" in text
    p = puzzle(("Q..", "...", "..."), ["QAT", "ARE", "TEN", "BAT", "ARE", "TEN"])
    shortfall = letter_shortfall(p)
    assert shortfall is not None and shortfall.short == (("Q", 2, 1),)
    assert "need it twice, but the list has it once" in describe_shortfall(shortfall)
