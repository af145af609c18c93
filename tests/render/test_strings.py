"""Printed pages in the puzzle's language: every table whole, plural rules, pages that use them."""

from __future__ import annotations

from dataclasses import fields

import pytest

from wordgrid.model import ACROSS, DOWN, Clue, Grid, Puzzle, Solution, WordBank
from wordgrid.render.fonts import missing_letters
from wordgrid.render.layout import clue_heading, fill_in_key, fill_in_pages
from wordgrid.render.page import Label, Page, Style, grouped_entries
from wordgrid.render.strings import ENGLISH, PAGE_TEXTS, page_text


@pytest.mark.parametrize("lang", sorted(PAGE_TEXTS))
def test_every_language_has_every_string(lang: str) -> None:
    text = PAGE_TEXTS[lang]
    assert text.lang == lang
    for f in fields(text):
        value = getattr(text, f.name)
        if isinstance(value, str):
            assert value.strip(), f"{lang}: {f.name} is empty"
    # Every placeholder a page fills in is there, so no page prints "{title}" or drops it.
    assert "{title}" in text.continued and "{title}" in text.answers_for
    assert "{title}" in text.on_page and "{page}" in text.on_page
    assert "{message}" in text.hidden_message and "{words}" in text.secret_words
    assert "{width}" in text.diagramless and "{height}" in text.diagramless
    if lang != "en":  # a translation, not English copied
        assert (text.across, text.down, text.solve_clues) != (
            ENGLISH.across,
            ENGLISH.down,
            ENGLISH.solve_clues,
        )


@pytest.mark.parametrize(
    ("n", "shown"),
    [(1, "1 litera"), (2, "2 litery"), (4, "4 litery"), (5, "5 liter"), (12, "12 liter"),
     (22, "22 litery"), (25, "25 liter")],
)  # fmt: skip
def test_polish_counts_take_the_polish_plural(n: int, shown: str) -> None:
    assert page_text("pl").letters(n) == shown


def test_counts_in_english_and_french() -> None:
    assert ENGLISH.letters(1) == "1 letter" and ENGLISH.letters(7) == "7 letters"
    assert page_text("fr").letters(1) == "1 lettre" and page_text("fr").letters(3) == "3 lettres"


def test_regions_and_unknown_languages() -> None:
    assert page_text("pt-BR") is page_text("pt_br") is PAGE_TEXTS["pt"]
    assert page_text("xx") is ENGLISH and page_text("") is ENGLISH


def _texts(pages: list) -> str:  # type: ignore[type-arg]
    return "\n".join(s.text for p in pages for s in p.shapes if isinstance(s, Label))


def test_a_polish_fill_in_page_is_printed_in_polish() -> None:
    grid = Grid(("....", ".#.#", "....", ".#.#"))
    bank = WordBank.from_words(["KOTY", "KOTY", "KAKA", "YODA", "TOWY", "AK"])
    shown = _texts(fill_in_pages(Puzzle(grid, bank), "Jolka", Style(lang="pl")))
    assert "Wpisz wszystkie wyrazy do diagramu" in shown
    assert "4 litery" in shown and "2 litery" in shown
    assert "letters" not in shown and "Fit every word" not in shown


def test_crossword_headings_follow_the_language_but_own_groups_stay() -> None:
    german = page_text("de")
    assert clue_heading(Clue(1, ACROSS, "Haustier"), german) == "Waagerecht"
    assert clue_heading(Clue(1, DOWN, "Frucht"), german) == "Senkrecht"
    assert clue_heading(Clue(1, None, "Zeile", group="Rows"), german) == "Rows"


def test_an_answer_page_is_titled_in_the_language() -> None:
    grid = Grid(("...", "#.#"))
    solution = Solution(Puzzle(grid, WordBank.from_words(["KOT", "OK"])), ("KOT", "OK"))
    page = fill_in_key(solution, "Zagadka", Style(lang="pl"))
    assert "Rozwiązanie: Zagadka" in _texts([page])


@pytest.mark.parametrize("lang", sorted(PAGE_TEXTS))
def test_every_translation_prints_with_the_bundled_font(lang: str) -> None:
    text = PAGE_TEXTS[lang]
    labels = [
        Label(0, 0, getattr(text, f.name), 10.0)
        for f in fields(text)
        if isinstance(getattr(text, f.name), str)
    ]
    assert missing_letters([Page(100, 100, lang, tuple(labels))]) == []  # DejaVu draws them
    assert grouped_entries(["ĄŚ", "ŁÓDŹ"], text)[0].text == text.letters(2)
