"""Native word lists: each drawn word is a word of its language, in its proper spelling."""

from __future__ import annotations

import pytest

from wordgrid.generate.native import native_spelling, speller
from wordgrid.generate.safety import looks_like_junk
from wordgrid.generate.words import FILTER_VERSION, classroom_word, dictionary, random_pool
from wordgrid.lang import CODES, LANGUAGES


def words_of(lang: str) -> set[str]:
    return {w for w, _ in dictionary(lang)}


@pytest.mark.parametrize(
    ("lang", "kept", "left_out"),
    [
        # The findings: web English, brands, acronyms and a word without its accent.
        ("pt", "NÃO POLÍCIA CORAÇÃO", "BBC BIG HIT NEW TOP USE FACE LIKE BRAZIL STF USP POLICIA"),
        # Names and places are capitalised in the dictionary; BYC is BYĆ typed carelessly.
        ("pl", "BYĆ ŻÓŁW JEST", "AIR THIS YOU LOL HTTPS ETC BYC JERZY"),
        ("es", "CORAZÓN MÁS AÑO", "CORAZON JUAN ONLINE"),
        # German nouns are capitalised: MÄDCHEN stays, Berlin and Peter are names; wordfreq
        # writes weiß as weiss, the dictionary knows better.
        ("de", "MÄDCHEN WEIẞ STRAẞE HAUS", "BERLIN PETER WEISS MÜNCHEN"),
        ("en", "GARDEN COLOR", "ABU BRA NEO SAN THA TIL UGH VOL YEP WHA WIS GED BAS KAN COE"),
    ],
)
def test_the_lists_hold_native_words_only(lang: str, kept: str, left_out: str) -> None:
    words = words_of(lang)
    assert set(kept.split()) <= words
    assert not set(left_out.split()) & words


def test_the_english_classroom_list_holds_no_junk_of_dense_fills() -> None:
    words = words_of("en")
    junk = "GON ING WAT EROTICA EAGERER TIREDER LIKEST III MPH PDF HENRY"
    assert not set(junk.split()) & words


@pytest.mark.parametrize(
    ("word", "lang", "spelled"),
    [
        ("być", "pl", "być"),
        ("byc", "pl", None),
        ("gdańsk", "pl", None),
        ("mädchen", "de", "Mädchen"),
        ("weiss", "de", "weiß"),
        ("berlin", "de", None),
        ("heit", "de", None),
        ("corazón", "es", "corazón"),
        ("não", "pt", "não"),
    ],
)
def test_native_spelling(word: str, lang: str, spelled: str | None) -> None:
    assert native_spelling(word, lang) == spelled


HOUSE = {"de": "Haus", "en": "house", "es": "casa", "fr": "maison", "it": "casa",
         "nl": "huis", "pl": "dom", "pt": "casa"}  # fmt: skip


def test_every_language_offered_has_its_dictionary() -> None:
    assert set(CODES) == set(HOUSE)
    for lang in CODES:
        assert LANGUAGES[lang].spelling and LANGUAGES[lang].obscenities, lang
        assert speller(lang).spelled(HOUSE[lang]), lang
        assert not speller(lang).spelled("xqzt"), lang


def test_junk_rules() -> None:
    assert looks_like_junk("MPH") and looks_like_junk("XIV") and looks_like_junk("III")
    assert not looks_like_junk("MIX") and not looks_like_junk("BYC")


def test_a_drawn_word_keeps_its_accents_and_is_a_word_of_the_language() -> None:
    pool = random_pool("pl")
    assert any(set(w) & set("ĄĆĘŁŃÓŚŹŻ") for w in pool)
    s = speller("pl")
    assert all(s.spelled(w.lower()) for w in pool[:500])


def test_english_on_a_page_of_another_language_is_left_out() -> None:
    assert classroom_word("online", "pt") is None  # more common in English
    assert classroom_word("casa", "pt") == "casa"


def test_the_filter_has_a_version_for_caches() -> None:
    assert isinstance(FILTER_VERSION, int) and FILTER_VERSION >= 2
