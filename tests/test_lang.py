"""One home for each language: every language's facts whole, and `lang` normalised at the doors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import run
from wordgrid.errors import InputError
from wordgrid.generate import Request
from wordgrid.lang import CODES, LANGUAGES, language, list_headers, names, normalise, spoken
from wordgrid.model import fold, grid_letters


@pytest.mark.parametrize("code", CODES)
def test_every_language_has_all_its_facts(code: str) -> None:
    lang = LANGUAGES[code]
    assert lang.code == code == lang.page.lang == lang.game.lang
    assert lang.name and lang.autonym and lang.spelling and lang.obscenities
    letters = list(lang.alphabet)
    assert len(set(letters)) == len(letters) and all(fold(ch) == ch for ch in letters)
    assert set("AEIOU") <= set(lang.alphabet)
    for words in (lang.headers.answer, lang.headers.clue):
        assert words and all(w == w.lower() and w.strip() == w for w in words)


def test_no_header_word_names_an_answer_in_one_language_and_a_clue_in_another() -> None:
    every = list_headers()
    assert not set(every.answer) & set(every.clue)
    assert {"term", "antwort", "palavra", "hasło", "answer"} <= set(every.answer)
    assert {"definition", "hinweis", "dica", "definicja", "meaning"} <= set(every.clue)
    assert list_headers("pl").answer == LANGUAGES["pl"].headers.answer


@pytest.mark.parametrize(
    ("tag", "code"), [("pt-BR", "pt"), ("pt_br", "pt"), (" PL ", "pl"), ("en", "en"), ("sv", "sv")]
)
def test_a_door_normalises_the_language_it_is_given(tag: str, code: str) -> None:
    assert normalise(tag) == code


def test_a_language_not_offered_is_refused_by_name() -> None:
    with pytest.raises(InputError, match="'sv'.*de, en, es, fr, it, nl, pl, pt"):
        language("sv")
    assert spoken("pt-BR") is LANGUAGES["pt"] and spoken("sv") is LANGUAGES["en"]


def test_menus_list_the_languages_by_name() -> None:
    listed = names()
    assert set(listed) == set(CODES) and list(listed.values()) == sorted(listed.values())


def test_the_librarys_request_keeps_the_code() -> None:
    assert Request(lang="PT-br").lang == "pt"


def test_every_command_takes_a_regional_tag(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    ipuz = tmp_path / "p.ipuz"
    code, _, _ = run(
        capsys, "generate", "CAT", "TACO", "--lang", "pt_BR", "--seed", "1", "-o", str(ipuz)
    )
    assert code == 0 and json.loads(ipuz.read_text("utf-8"))["lang"] == "pt"
    code, _, err = run(
        capsys, "render", str(ipuz), "--lang", "PL-pl", "-o", str(tmp_path / "p.svg")
    )
    assert code == 0, err
    code, _, err = run(capsys, "render", str(ipuz), "--lang", "sv", "-o", str(tmp_path / "q.svg"))
    assert code == 2 and "'sv'" in err and "de, en, es" in err


def test_one_fold_makes_grid_letters() -> None:
    assert grid_letters("New York") == "NEWYORK"
    assert grid_letters("żółw!") == "ŻÓŁW" and grid_letters("weiß") == "WEIẞ"
    assert grid_letters("żółw!", accents=False) == "ZOŁW"
    assert grid_letters("Weiß", accents=False) == grid_letters("WEISS", accents=False) == "WEISS"
    assert grid_letters("ﬁne") == grid_letters("Ｆｉｎｅ") == "FINE"
