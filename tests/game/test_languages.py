"""The game speaks the puzzle's language: menu, prompts, and why a move was refused."""

from __future__ import annotations

import string
from dataclasses import fields
from pathlib import Path

import pytest

from tests.game.test_game import Script
from wordgrid.formats import dumps, read
from wordgrid.game import play
from wordgrid.game.messages import ENGLISH, GAME_TEXTS, game_text
from wordgrid.game.screen import menu_lines
from wordgrid.lang import CODES, LANGUAGES
from wordgrid.model import Metadata, Puzzle
from wordgrid.render.strings import PAGE_TEXTS


def blanks(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("lang", sorted(GAME_TEXTS))
def test_every_language_has_every_sentence_with_its_blanks(lang: str) -> None:
    text = GAME_TEXTS[lang]
    assert text.lang == lang
    for f in fields(text):
        value = getattr(text, f.name)
        if isinstance(value, str):
            assert value.strip() and blanks(value) == blanks(getattr(ENGLISH, f.name)), f.name
    assert set(text.problems) == set(ENGLISH.problems)
    for key, sentence in text.problems.items():
        assert blanks(sentence) == blanks(ENGLISH.problems[key]), (lang, key)
    # The commands stay the same in every language: only what they are called changes.
    commands = [item.split()[0] for item in text.menu_items]
    assert commands == ["b", "cb", "h", "s", "sv", "p", "q"] and "{example}" in text.move_item
    assert text.page_item.startswith("p ") and "(WXRYCZDT)" in text.menu
    if lang != "en":
        assert text.menu != ENGLISH.menu and text.problems["no_fit"] != ENGLISH.problems["no_fit"]


def test_the_game_offers_the_languages_pages_are_printed_in() -> None:
    assert tuple(sorted(GAME_TEXTS)) == tuple(sorted(PAGE_TEXTS)) == CODES
    assert game_text("pl-PL") is LANGUAGES["pl"].game and game_text("sv") is ENGLISH


@pytest.mark.parametrize("lang", sorted(GAME_TEXTS))
def test_the_screen_menu_wraps_whole_items_in_every_language(lang: str) -> None:
    text = GAME_TEXTS[lang]
    lines = menu_lines(80, "W12R10C10DV", paged=True, text=text)
    assert len(lines) <= 2 and all(len(line) <= 80 for line in lines)
    move = text.move_item.format(example="W12R10C10DV")
    assert [i for line in lines for i in line.split(" · ")] == [move, *text.menu_items]


def polish_puzzle(folder: Path) -> Path:
    """The seed's test puzzle, saying it is Polish."""
    source = read(Path(__file__).parents[2] / "src/wordgrid/data/examples/test_puzzle.txt")
    assert isinstance(source, Puzzle)
    path = folder / "gra.json"
    path.write_bytes(dumps(Puzzle(source.grid, source.bank, meta=Metadata(lang="pl")), "json"))
    return path


def test_a_polish_puzzle_is_played_in_polish(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = Script(["W9R1C1DH", "t", "zzz", "q"])
    play(file=str(polish_puzzle(tmp_path)), ask=script)
    out = capsys.readouterr().out
    assert "Wybierz wyraz z listy" in out and "Lista wyrazów" in out
    assert "Nie ma takiego numeru wyrazu na liście!" in out
    assert "Nieznane polecenie 'zzz'!" in out
    # "t" (tak) answers yes: the game went on to the next move.
    assert "Czy chcesz spróbować innego ruchu?" in out
    assert script.prompts == ["Twój ruch: ", "t: tak, n: nie: ", "Twój ruch: ", "Twój ruch: "]
    assert out.strip().endswith("Koniec gry!\nGotowe!")


def test_lang_overrides_the_puzzles_own(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    play(file=str(polish_puzzle(tmp_path)), ask=Script(["q"]), lang="de")
    out = capsys.readouterr().out
    assert out.startswith("Das Spiel beginnt") and "Wähle ein Wort aus der Wortliste" in out


def test_the_screen_speaks_polish() -> None:
    from wordgrid.game.screen import Screen
    from wordgrid.game.session import Game

    game = Game.from_layout("gra.txt", ["GTU", "TECH"], ["111", "010", "010", "010"])
    lines = [line.plain for line in Screen(text=LANGUAGES["pl"].game).frame(game, [], 80, 24)]
    assert lines[0].startswith("gra.txt   ruchy 0   podpowiedzi 0   czas ")
    shown = "\n".join(lines)
    assert "b cofnij" in shown and "q koniec" in shown and "p strona" not in shown
