"""The default crossword list holds real, clean entries, scored as its README says."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from wordgrid import dictionary

BUILD = Path(__file__).resolve().parents[1] / "scripts" / "build_wordlist.py"


@pytest.fixture(scope="module")
def entries() -> dict[str, float]:
    return dict(dictionary.default_dictionary().scores)


def test_brands_names_and_obscenities_are_left_out_or_low(entries: dict[str, float]) -> None:
    for junk in ("REDMI", "UTERO", "DONGS", "SHIT", "PORN", "FUCK"):
        assert junk not in entries
    for name in ("KYLE", "MELANIE", "ABNER"):  # given names: only when nothing else fits
        assert entries[name] <= 25
    assert entries["FBI"] <= 30  # abbreviations likewise


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
    not Path("/usr/share/dict/scowl").is_dir() or not Path("/usr/share/wordnet").is_dir(),
    reason="needs Debian's scowl and wordnet-base packages",
)
def test_the_build_script_makes_the_same_bytes() -> None:
    done = subprocess.run(
        [sys.executable, str(BUILD), "--check"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "same as" in done.stdout
