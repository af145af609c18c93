"""The constructor's app layer: a draft as a crossword and back, enumerations, and the
pattern search's ratings against counting by hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.crosswords import FIVE, THREE, clued, entries
from wordgrid.app.constructing import (
    Draft,
    EntryClue,
    clue_text,
    crossword_solution,
    draft_of,
    has_enumeration,
    slot_candidates,
)
from wordgrid.dictionary import Dictionary
from wordgrid.errors import InputError
from wordgrid.model import (
    ACROSS,
    DOWN,
    CellStyle,
    Clue,
    Grid,
    Metadata,
    Puzzle,
    Solution,
    WordBank,
    find_slots,
)
from wordgrid.solver import WordIndex
from wordgrid.solver.lookahead import LookAhead


def test_a_draft_is_a_checked_crossword_with_a_clue_for_every_entry() -> None:
    clues = (EntryClue((0, 0), ACROSS, "  Purring   pet "), EntryClue((0, 2), DOWN, "Pull"))
    meta = Metadata(title="Pets", author="Jo")
    doc = crossword_solution(Draft(THREE, clues, meta))
    assert doc.rows == THREE and doc.puzzle.meta == meta
    assert [(c.number, c.direction, c.text) for c in doc.puzzle.clues] == [
        (1, ACROSS, "Purring pet"),
        (3, ACROSS, ""),
        (1, DOWN, ""),
        (2, DOWN, "Pull"),
    ]
    assert sorted(doc.puzzle.bank.listed) == ["BOW", "CAB", "CAT", "TOW"]


def test_marks_are_kept_only_where_they_still_fit() -> None:
    styles = {(0, 0): CellStyle(circle=True), (1, 1): CellStyle(circle=True)}  # (1,1): a block
    rebus = {(0, 1): "AND", (2, 2): "XYZ"}  # (2,2) holds W now, not X: the rebus is gone
    doc = crossword_solution(Draft(THREE, (), Metadata(), styles, rebus))
    assert doc.puzzle.styles == {(0, 0): CellStyle(circle=True)}
    assert doc.puzzle.rebus == {(0, 1): "AND"}


@pytest.mark.parametrize(
    ("rows", "clues", "message"),
    [
        (("CA.", "A#O", "BOW"), (), "grid: fill every cell first"),
        (("A#", "#B"), (), "grid: there is no entry"),
        (THREE, (EntryClue((1, 0), ACROSS, "x"),), "clues[0]: no across entry starts at row 2"),
        (
            THREE,
            (EntryClue((0, 0), DOWN, "x"), EntryClue((0, 0), DOWN, "y")),
            "clues[1]: a second clue for the down entry at R1C1",
        ),
    ],
)
def test_a_draft_that_is_no_crossword_is_refused(
    rows: tuple[str, ...], clues: tuple[EntryClue, ...], message: str
) -> None:
    with pytest.raises(InputError, match=message.replace("[", r"\[")):
        crossword_solution(Draft(rows, clues))


@pytest.mark.parametrize(
    ("text", "answer", "on", "expected"),
    [
        ("Frozen treat", "ICECREAM", True, "Frozen treat (3,5)"),
        ("Frozen treat", "ICECREAM", False, "Frozen treat"),
        ("Frozen treat (8)", "ICECREAM", True, "Frozen treat (8)"),
        ("", "ICECREAM", True, ""),  # no clue yet: no enumeration alone
        ("Bird", "EAGLE", True, "Bird"),  # one word
    ],
)
def test_enumerations(text: str, answer: str, on: bool, expected: str) -> None:
    assert clue_text(text, answer, on) == expected


def test_what_reads_as_an_enumeration() -> None:
    for text in ("Cold (3,5)", "Cold (4-3)", "Cold (2'1)", "Cold ( 3, 5 )", "Cold (5)"):
        assert has_enumeration(text), text
    for text in ("(5) Cold", "Cold (a)", "Cold (3,)", "Cold 3,5"):
        assert not has_enumeration(text), text


def test_a_file_opened_to_edit_comes_back_the_same() -> None:
    doc = clued(FIVE, meta=Metadata(title="Five", notes="Hi"))
    draft = draft_of(doc)
    assert draft.rows == FIVE and draft.meta == doc.puzzle.meta
    assert not draft.enumerations  # its clues give none
    assert crossword_solution(draft) == doc


def test_a_crossword_without_answers_opens_with_its_given_letters() -> None:
    doc = clued(THREE)
    grid = Grid(("C..", ".#.", "..."))
    puzzle = replace(doc.puzzle, grid=grid, bank=WordBank.from_words([]))
    draft = draft_of(puzzle)
    assert draft.rows == grid.rows and len(draft.clues) == 4


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"labels": {(0, 0): "A"}}, "cell labels other than the usual numbering"),
        ({"clues": (Clue(1, None, "Extra", group="Bonus"),)}, "clue Bonus 1"),
        ({"min_length": 3}, "slots of 3+ cells"),
    ],
)
def test_what_the_constructor_cant_edit_is_said(change: dict[str, object], message: str) -> None:
    puzzle = replace(clued(THREE).puzzle, **change)  # type: ignore[arg-type]
    with pytest.raises(InputError) as caught:
        draft_of(puzzle)
    assert str(caught.value).startswith("the constructor can't edit ") and message in str(
        caught.value
    )


def test_a_barred_grid_and_a_shaped_one_open_to_edit_and_come_back_the_same() -> None:
    # A bar after R2C1: row 2 is O alone, then the entry RE.
    bars = frozenset({((1, 0), ACROSS)})
    rows = ("CAT", "ORE", "WED")
    shape = Puzzle(Grid(rows, bars).without_letters(), WordBank.from_words([]))
    words = tuple("".join(rows[r][c] for r, c in slot.cells) for slot in shape.slots)
    assert "RE" in words and "ORE" not in words  # the bar ends an entry as a block would
    draft = Draft(rows, (EntryClue((1, 1), ACROSS, "Regarding"),), bars=bars)
    made = crossword_solution(draft)
    assert made.puzzle.grid.bars == bars
    assert draft_of(made).bars == bars and crossword_solution(draft_of(made)) == made
    # Cells outside a shaped grid stay outside: their void style goes with the blocks.
    plus = ("#O#", "APE", "#T#")
    outside = {cell: CellStyle(void=True) for cell in ((0, 0), (0, 2), (2, 0), (2, 2))}
    shaped = crossword_solution(Draft(plus, styles=outside))
    assert shaped.puzzle.outside == set(outside)
    assert crossword_solution(draft_of(shaped)) == shaped


def test_a_word_search_is_refused() -> None:
    from tests.wordsearch.making import made

    with pytest.raises(InputError, match="word search"):
        draft_of(made(("CAT", "DOG"), rows=5, cols=5, seed=1))


WORDS = {
    "CAT": 60.0,
    "COT": 50.0,
    "CUT": 40.0,
    "ACE": 55.0,
    "ATE": 45.0,
    "TOE": 50.0,
    "TEA": 30.0,
    "OAT": 35.0,
    "ICE": 20.0,
}


def fits(pattern: str) -> int:
    return sum(
        len(w) == len(pattern) and all(p in "?" + ch for p, ch in zip(pattern, w, strict=True))
        for w in WORDS
    )


def test_slot_ratings_are_the_crossing_counts_by_hand() -> None:
    words = Dictionary(dict(WORDS))
    look = LookAhead(WordIndex.build(words.bank()))
    grid = Grid(("...", ".#.", "..."))  # 1 across, 3 across; 1 down, 2 down
    found = slot_candidates(look, words, grid, (0, 0), ACROSS, "???", 20)
    assert found.total == len(WORDS)
    for candidate in found.candidates:
        w = candidate.word
        # 1 across crosses 1 down at its first letter and 2 down at its last.
        expected = min(fits(w[0] + "??"), fits(w[2] + "??"))
        assert candidate.fits and candidate.crossings == expected, w
    ranks = [(not c.viable, -c.score, c.word) for c in found.candidates]
    assert ranks == sorted(ranks)  # the viable first, then by score
    assert found.viable == sum(c.viable for c in found.candidates)


def test_a_slot_with_letters_rates_only_the_entries_that_fit() -> None:
    words = Dictionary(dict(WORDS))
    look = LookAhead(WordIndex.build(words.bank()))
    grid = Grid(("C..", ".#.", "..."))
    found = slot_candidates(look, words, grid, (0, 0), ACROSS, "*", 20)
    for candidate in found.candidates:
        assert candidate.fits == candidate.word.startswith("C")
        if candidate.fits:  # its first cell has a letter: only 2 down is rated
            assert candidate.crossings == fits(candidate.word[2] + "??")
    with pytest.raises(InputError, match="slot: no down entry starts at row 2, column 1"):
        slot_candidates(look, words, grid, (1, 0), DOWN, "*", 20)


def test_entries_helper_reads_the_grid() -> None:
    assert [w for _, w in entries(THREE)] == ["CAT", "BOW", "CAB", "TOW"]
    assert len(find_slots(Grid(FIVE))) == 10
    assert isinstance(clued(THREE), Solution) and isinstance(clued(THREE).puzzle, Puzzle)
