"""The blocklist: a reviewable table of slurs, kept out of every list wordgrid ships or derives."""

from __future__ import annotations

from importlib import resources

import pytest

from wordgrid.blocklist import (
    ALL_BUT,
    EVERY_LANGUAGE,
    applies,
    blocked_reason,
    blocklisted,
    parse_table,
    table,
)
from wordgrid.dictionary import default_dictionary, default_phrases, normalize_entry
from wordgrid.errors import InputError
from wordgrid.generate.words import classroom_word, dictionary
from wordgrid.lang import CODES
from wordgrid.web.maker_forms import themes

TABLES = (
    "blocklist.tsv",
    "adult.tsv",
    "junk.tsv",
    "obscene.tsv",
    "obscene_added.tsv",
    "obscene_kept.tsv",
    "root_kept.tsv",
    "common.tsv",
)


@pytest.mark.parametrize("name", TABLES)
def test_a_table_is_sorted_and_every_line_has_a_language_and_a_reason(name: str) -> None:
    entries = table(name)
    assert entries
    langs = (*CODES, EVERY_LANGUAGE, *(f"{ALL_BUT}{lang}" for lang in CODES))
    assert all(e.lang in langs and e.reason for e in entries)
    order = [(not e.lang.startswith(EVERY_LANGUAGE), e.lang, e.key) for e in entries]
    assert order == sorted(order)
    # No line twice: a word once per grid form, a root or part once as written (coñ-, con-).
    assert len({(e.lang, e.key if e.is_word else e.word) for e in entries}) == len(entries)


def test_the_blocklist_covers_every_language_offered() -> None:
    langs = {e.lang for e in table("blocklist.tsv")}
    assert set(CODES) <= langs


def test_web_english_is_junk_in_every_language_but_english() -> None:
    assert applies("*-en", "pl") and not applies("*-en", "en") and applies("*", "en")
    assert classroom_word("online", "it") is None
    assert classroom_word("online", "en") == "online"


def test_entries_are_compared_in_grid_form() -> None:
    assert normalize_entry("Nègre") == normalize_entry("negre") == "NEGRE"
    assert normalize_entry("weiß") == normalize_entry("WEISS") == "WEISS"
    assert blocked_reason("NÈGRE", "fr") == blocked_reason("negre", "fr")
    assert blocked_reason("uncle tom") is not None  # a phrase fills the cells UNCLETOM
    # A word blocked in one language is no slur of another: NEGRO is Spanish for black.
    assert blocked_reason("NEGRO", "it") is not None and blocked_reason("NEGRO", "es") is None
    assert blocklisted(["WOG", "CAT", "WOG"]) == (("WOG", blocked_reason("WOG") or ""),)


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("word\tlang\n", 1),
        ("# a comment\nword\tlang\treason\nwog\ten\n", 3),
        ("word\tlang\treason\n\t en\tno word\n", 2),
        ("word\tlang\treason\n123\ten\tno letters\n", 2),
    ],
)
def test_a_malformed_table_names_its_line(text: str, line: int) -> None:
    with pytest.raises(InputError) as caught:
        parse_table(text, "blocklist.tsv")
    assert caught.value.line == line


@pytest.mark.parametrize("lang", CODES)
def test_the_classroom_filter_refuses_every_blocked_word(lang: str) -> None:
    for entry in table("blocklist.tsv"):
        if applies(entry.lang, lang):
            assert classroom_word(entry.word.lower(), lang) is None, entry


def test_no_derived_english_list_holds_a_blocked_word() -> None:
    drawn = {w for w, _ in dictionary("en")}
    assert not blocklisted(drawn, "en")


def test_no_theme_holds_a_blocked_word() -> None:
    for name, words in themes().items():
        assert not blocklisted(words), name


def test_no_theme_holds_an_obscenity_or_junk_in_any_form() -> None:
    from wordgrid.generate.native import speller
    from wordgrid.generate.safety import unfit

    for name, words in themes().items():
        for word in words:
            stems = {normalize_entry(s) for s in speller("en").stems(word.lower())}
            assert unfit(normalize_entry(word), stems, "en") is None, (name, word)


def test_the_crossword_lists_phrases_hold_no_blocked_word() -> None:
    assert not blocklisted(default_phrases().values())


# scripts/build_wordlist.py leaves every language's blocked words out of the crossword list.
def test_the_crossword_list_holds_no_blocked_word() -> None:
    assert not blocklisted(default_dictionary().scores)


def test_the_shipped_tables_are_package_data() -> None:
    folder = resources.files("wordgrid") / "data" / "words"
    assert all((folder / name).is_file() for name in TABLES)
