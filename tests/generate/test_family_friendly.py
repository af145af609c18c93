"""The default English word list is safe to hand to a class of children."""

from __future__ import annotations

from wordgrid.generate.words import acceptable, dictionary, random_pool


def test_slang_names_and_obscenities_are_left_out() -> None:
    words = {w for w, _ in dictionary("en")}
    for bad in ("SHIT", "PORN", "FUCK", "BRO", "SLUT"):
        assert bad not in words
    for good in ("SOLDIER", "NOTICE", "LAKE", "GARDEN"):
        assert good in words


def test_random_pool_only_holds_acceptable_words() -> None:
    pool = random_pool("en")
    assert len(pool) > 1000
    assert all(acceptable(w.lower(), "en") for w in pool)


def test_other_languages_are_not_filtered_by_english_lists() -> None:
    assert acceptable("żółw", "pl")


def test_proper_nouns_are_left_out() -> None:
    words = {w for w, _ in dictionary("en")}
    for name in ("ANDY", "TERRI"):
        assert name not in words
