"""Locked .puz answers: the key found from the scrambling's structure is the one, and the
only ones, that the key-by-key search through puzpy finds (issue 48).

The locked files are made here: a grid written by wordgrid, locked with puzpy.
"""

from __future__ import annotations

import random
import string
from pathlib import Path

import puz
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgrid.errors import FileWarning
from wordgrid.formats import read, write
from wordgrid.formats.puz_lock import MOST_LETTERS, find_keys, likeliest, reads_as_words
from wordgrid.model import BLOCK, Grid, Puzzle, Solution, WordBank, spelled_words

LETTERS = st.text(alphabet=string.ascii_uppercase, min_size=1, max_size=60)


def key_by_key(scrambled: str, target: int) -> list[int]:
    """What puzpy's unscrambling finds, trying every key: the reference."""
    return [
        key
        for key in range(10_000)
        if puz.data_cksum(puz.unscramble_string(scrambled, key).encode()) == target
    ]


@pytest.mark.parametrize(("letters", "key"), [("QXZ", 1), ("CATAR", 9999), ("ABCDEFGHIJK", 4070)])
def test_the_keys_found_are_exactly_those_every_key_in_turn_finds(letters: str, key: int) -> None:
    scrambled = puz.scramble_string(letters, key)
    target = puz.data_cksum(letters.encode())
    assert find_keys(scrambled, target) == key_by_key(scrambled, target)


@settings(max_examples=40, deadline=None)
@given(LETTERS, st.integers(0, 9999))
def test_the_scrambling_key_is_always_among_the_keys_found(letters: str, key: int) -> None:
    scrambled = puz.scramble_string(letters, key)
    answer = puz.unscramble_string(scrambled, key)
    keys = find_keys(scrambled, puz.data_cksum(answer.encode()))
    assert keys is not None and key in keys
    for found in keys:  # and every key found does unscramble to that checksum
        unscrambled = puz.unscramble_string(scrambled, found)
        assert puz.data_cksum(unscrambled.encode()) == puz.data_cksum(answer.encode())


def test_letters_no_scrambling_makes_are_no_locked_solution() -> None:
    assert find_keys("AB1C", 0) is None
    assert find_keys("ÉTÉ", 0) is None
    assert find_keys("", 0) is None


def test_of_keys_that_fit_the_checksum_the_one_that_gives_words_is_taken() -> None:
    # A 16-bit checksum lets about one wrong key in six through (puzpy's nyt_diagramless.puz
    # has two): the answers of the right one read as words, a wrong one's as random letters.
    answers = "PANDORASBOXIMOUTOFHERECREDITLINESSONANEYEPBREYERSICECREAMPROVERBCHARMER"
    scrambled = puz.scramble_string(answers, 3285)
    assert likeliest(scrambled, [1234, 3285, 7230]) == 3285
    assert likeliest(scrambled, [3285, 9999]) == 3285


# Letters drawn from words, so the answers read as words do (by their repeats and vowels).
WORDY = "PANDORASBOXIMOUTOFHERECREDITLINESSONANEYEPBREYERSICECREAMPROVERBCHARMER"


def filled(size: int, seed: int) -> Solution:
    """A `size` x `size` grid with blocks here and there, filled with letters drawn from
    words."""
    rng = random.Random(seed)
    rows = tuple(
        "".join(BLOCK if (r * 7 + c * 3) % 11 == 0 else rng.choice(WORDY) for c in range(size))
        for r in range(size)
    )
    shape = Grid(rows).without_letters()
    words = spelled_words(Puzzle(shape, WordBank.from_words([])), rows)
    return Solution(Puzzle(shape, WordBank.from_words(words)), words)


def locked(solution: Solution, key: int, path: Path) -> Path:
    write(solution, path)
    p = puz.read(str(path))
    p.lock_solution(key)
    path.write_bytes(p.tobytes())
    return path


def test_a_locked_15x15_reads_as_it_was_written(tmp_path: Path) -> None:
    original = filled(15, seed=1)
    with pytest.warns(FileWarning, match="unlocked with key 8329"):
        doc = read(locked(original, 8329, tmp_path / "locked.puz"))
    assert isinstance(doc, Solution) and doc.rows == original.rows


def test_random_letters_do_not_read_as_words_and_words_do() -> None:
    rng = random.Random(3)
    assert not reads_as_words("".join(rng.choice(string.ascii_uppercase) for _ in range(180)))
    assert reads_as_words("".join(rng.choice(WORDY) for _ in range(180)))
    assert reads_as_words("QXZJKQXZJK")  # too few letters to tell: taken as they are


def test_a_damaged_locked_file_whose_checksum_a_key_fits_reads_without_answers(
    tmp_path: Path,
) -> None:
    # The locked letters damaged (random), with a checksum that key 4071 fits by chance, as
    # about one damaged file in six has: unlocked, they would be random letters.
    path = locked(filled(15, seed=1), 8329, tmp_path / "damaged.puz")
    p = puz.read(str(path))
    rng = random.Random(4)
    p.solution = "".join(
        ch if ch in ".:" else rng.choice(string.ascii_uppercase) for ch in p.solution
    )
    scrambled = puz.replace_chars(puz.square(p.solution, p.width, p.height), ".")
    p.scrambled_cksum = puz.data_cksum(puz.unscramble_string(scrambled, 4071).encode())
    path.write_bytes(p.tobytes())
    assert 4071 in (find_keys(scrambled, p.scrambled_cksum) or [])
    with pytest.warns(FileWarning, match="damaged: the keys that fit .* random letters, not words"):
        doc = read(path)
    assert isinstance(doc, Puzzle)  # the grid and clues, without answers


def test_a_grid_too_big_to_try_every_key_reads_without_its_answers(tmp_path: Path) -> None:
    original = filled(53, seed=2)
    letters = sum(ch != BLOCK for row in original.rows for ch in row)
    assert letters > MOST_LETTERS
    with pytest.warns(FileWarning, match=f"its {letters} letters are too many to try every key"):
        doc = read(locked(original, 1234, tmp_path / "big.puz"))
    assert isinstance(doc, Puzzle)  # no filled grid: the fill-in's list alone
