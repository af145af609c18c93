"""Word lists: folding, repeats, and the words that can never appear exactly once."""

from __future__ import annotations

import pytest

from wordgrid.errors import InputError
from wordgrid.model import Direction
from wordgrid.wordsearch import (
    LEVELS,
    alphabet_of,
    clashes,
    parse_alphabet,
    parse_directions,
    prepare_words,
)


def test_words_are_folded_and_repeats_dropped_in_first_seen_order() -> None:
    assert prepare_words(["python", "Grid", "PYTHON", "e-mail"]) == ("PYTHON", "GRID", "EMAIL")


def test_accents_are_kept() -> None:
    assert prepare_words(["żółw", "élan"]) == ("ŻÓŁW", "ÉLAN")


@pytest.mark.parametrize(
    ("words", "phrase"),
    [
        (["LEVEL", "CAT"], "LEVEL is a palindrome"),
        (["A", "CAT"], "A is a single letter"),
        (["CAT", "CATS"], "CAT is inside CATS"),
        (["TAC", "CATS"], "TAC read backwards is inside CATS"),
        (["STAR", "RATS"], "STAR read backwards is RATS"),
    ],
)
def test_words_that_would_appear_twice_are_refused_by_name(words: list[str], phrase: str) -> None:
    with pytest.raises(InputError, match=phrase):
        prepare_words(words)


def test_every_clash_is_named_once() -> None:
    problems = clashes(["CAT", "CATS", "SCAT", "DOG"])
    assert problems == ["CAT is inside CATS", "CAT is inside SCAT"]


def test_a_long_list_of_clashes_is_cut_short() -> None:
    words = ["AB"] + [f"AB{chr(ord('C') + i)}" for i in range(20)]
    with pytest.raises(InputError, match=r"and 8 more$"):
        prepare_words(words)


@pytest.mark.parametrize(
    ("words", "message"),
    [
        ([], "the word list is empty"),
        (["ab1"], "non-letter '1'"),
        (["o\u0332k"], r"combining mark U\+0332"),
    ],
)
def test_bad_words(words: list[str], message: str) -> None:
    with pytest.raises(InputError, match=message):
        prepare_words(words)


def test_levels_name_direction_sets() -> None:
    assert LEVELS[1] == (Direction.E, Direction.S)
    assert set(LEVELS[2]) == {Direction.E, Direction.S, Direction.SE, Direction.SW}
    assert set(LEVELS[3]) == set(Direction)


def test_directions_parse_in_any_case_and_order() -> None:
    assert parse_directions("e, n,NE,e") == (Direction.N, Direction.NE, Direction.E)
    with pytest.raises(InputError, match="unknown direction 'UP'"):
        parse_directions("N,up")
    with pytest.raises(InputError, match="no directions"):
        parse_directions(" , ")


def test_alphabets() -> None:
    assert alphabet_of(["CAB", "BAD"]) == "ABCD"
    assert parse_alphabet("x y,z,x") == "XYZ"
    with pytest.raises(InputError, match="non-letter '1'"):
        parse_alphabet("AB1")
    with pytest.raises(InputError, match="empty"):
        parse_alphabet("  ")
