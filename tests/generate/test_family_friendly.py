"""The default word lists are safe to hand to a class of children, in every language."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import run
from wordgrid.blocklist import obscene_keys
from wordgrid.formats import read_puzzle
from wordgrid.generate.words import DICTIONARY_SIZE, classroom_word, dictionary, random_pool
from wordgrid.lang import CODES
from wordgrid.model import list_order
from wordgrid.solver import solve


def test_slang_names_and_obscenities_are_left_out() -> None:
    words = {w for w, _ in dictionary("en")}
    for bad in ("SHIT", "PORN", "FUCK", "BRO", "SLUT"):
        assert bad not in words
    for good in ("SOLDIER", "NOTICE", "LAKE", "GARDEN"):
        assert good in words


def test_random_pool_only_holds_acceptable_words() -> None:
    pool = random_pool("en")
    assert len(pool) > 1000
    assert all(classroom_word(w.lower(), "en") == w.lower() for w in pool)


def test_other_languages_are_not_filtered_by_english_lists() -> None:
    assert classroom_word("żółw", "pl") == "żółw"


def test_proper_nouns_are_left_out() -> None:
    words = {w for w, _ in dictionary("en")}
    for name in ("ANDY", "TERRI"):
        assert name not in words


@pytest.mark.parametrize("lang", ["en", "es"])
def test_given_names_are_left_out(lang: str) -> None:
    words = {w for w, _ in dictionary(lang)}
    for name in ("JUAN", "RITA", "EMILY", "KELLY", "MARIA"):
        assert name not in words


@pytest.mark.parametrize(
    ("lang", "obscenities"),
    [("de", ["arsch", "fotze", "nutte"]), ("fr", ["merde", "putain", "salope"])],
)
def test_each_language_drops_its_own_obscenities(lang: str, obscenities: list[str]) -> None:
    import wordfreq

    common = set(wordfreq.top_n_list(lang, DICTIONARY_SIZE))
    words = {w for w, _ in dictionary(lang)}
    for bad in obscenities:
        assert bad in common  # the raw list has it: the filter is what keeps it out
        assert bad.upper() not in words


def test_every_offered_language_has_a_list_of_obscenities() -> None:
    for lang in CODES:
        assert len(obscene_keys(lang)) >= 10, lang


@pytest.mark.parametrize("lang", ["ro", "vi", "ja", "sv"])
def test_a_language_without_a_filter_is_refused(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "generate", "--random", "6", "--lang", lang)
    assert code == 2 and "word list" in err and len(err.strip().splitlines()) == 1


def test_the_bundled_fill_ins_do_not_list_words_in_solution_order(examples: Path) -> None:
    for path in sorted(examples.glob("fillin_*.txt")):
        puzzle = read_puzzle(path)
        outcome = solve(puzzle, limit=1)
        assert outcome.solutions, path.name
        listed = list(puzzle.bank.listed)
        assert listed == list_order(listed), path.name
        assert listed != list(outcome.solutions[0].words), path.name
