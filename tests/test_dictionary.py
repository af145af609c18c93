"""Reading, merging and filtering dictionaries; the default dictionary from wordfreq."""

from __future__ import annotations

from pathlib import Path

import pytest

from wordgrid import dictionary
from wordgrid.errors import InputError
from wordgrid.solver import WordIndex


def write(tmp_path: Path, name: str, text: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8")
    else:
        path.write_bytes(text)
    return path


def test_scored_and_plain_lines(tmp_path: Path) -> None:
    path = write(tmp_path, "a.dict", "cat;60\ndog\n\nemu ; 25\n")
    words = dictionary.load([path])
    assert words.scores == {"CAT": 60.0, "DOG": dictionary.DEFAULT_SCORE, "EMU": 25.0}


def test_normalisation_folds_case_spaces_punctuation_and_accents(tmp_path: Path) -> None:
    path = write(
        tmp_path, "a.dict", "New York;50\nrock'n'roll;40\ncafé;30\nÉTÉ;20\nx-ray;10\nStraße;5\n"
    )
    words = dictionary.load([path])
    assert list(words.scores) == ["NEWYORK", "ROCKNROLL", "CAFE", "ETE", "XRAY", "STRASSE"]


def test_later_files_win_scores(tmp_path: Path) -> None:
    first = write(tmp_path, "a.dict", "cat;60\ndog;40\n")
    second = write(tmp_path, "b.dict", "CAT;10\nemu;70\n")
    words = dictionary.load([first, second])
    assert words.scores == {"DOG": 40.0, "CAT": 10.0, "EMU": 70.0}


def test_min_score_drops_weak_entries(tmp_path: Path) -> None:
    path = write(tmp_path, "a.dict", "cat;60\ndog;40\n")
    assert list(dictionary.load([path], min_score=50).scores) == ["CAT"]


def test_empty_after_filtering_is_an_error(tmp_path: Path) -> None:
    path = write(tmp_path, "a.dict", "cat;10\n")
    with pytest.raises(InputError, match="no entries with a score of at least 50"):
        dictionary.load([path], min_score=50)
    empty = write(tmp_path, "e.dict", "\n# nothing\n")
    with pytest.raises(InputError, match="no entries"):
        dictionary.load([empty])


@pytest.mark.parametrize("text, line", [("cat;60\ndog;lots\n", 2), (b"cat;1\n\xff\xfe;2\n", 2)])
def test_bad_lines_stop_with_file_and_line(tmp_path: Path, text: str | bytes, line: int) -> None:
    path = write(tmp_path, "bad.dict", text)
    with pytest.raises(InputError) as info:
        dictionary.load([path])
    assert info.value.line == line and info.value.path == str(path)
    assert f"bad.dict:{line}:" in str(info.value)


def test_bad_lines_can_be_skipped_with_a_warning(tmp_path: Path) -> None:
    path = write(tmp_path, "bad.dict", "cat;60\ndog;lots\nemu;3\n")
    warnings: list[str] = []
    words = dictionary.load([path], on_bad_line="skip", warn=warnings.append)
    assert list(words.scores) == ["CAT", "EMU"] and words.skipped == 1
    assert len(warnings) == 1 and "bad.dict:2" in warnings[0]


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no such file"):
        dictionary.load([tmp_path / "nope.dict"])


def test_large_dictionary_loads_and_indexes(tmp_path: Path) -> None:
    """100k entries load and index (benchmarks/README.md records the time for 300k)."""
    import random

    rng = random.Random(3)
    letters = "etaoinshrdlucmfwypvbgkqjxz"
    lines = {"".join(rng.choices(letters, k=rng.randint(3, 15))) for _ in range(100_000)}
    path = write(tmp_path, "big.dict", "".join(f"{w};{rng.randint(1, 60)}\n" for w in lines))
    words = dictionary.load([path])
    index = WordIndex.build(words.bank())
    assert len(words) == len(lines)
    assert sum(len(c.words) for c in index.classes.values()) == len(lines)


def test_default_dictionary_is_the_shipped_crossword_list() -> None:
    path = dictionary.default_path()
    assert path.name == "en.dict" and (path.parent / "LICENSE").exists()
    words = dictionary.default_dictionary()
    assert len(words) > 100_000
    scores = words.scores
    # the scale of the list's README: everyday words over rare ones, names and abbreviations
    assert scores["AREA"] == 60 and scores["ORE"] == 55
    assert scores["ICECREAM"] >= 50 and scores["GIVEUP"] >= 50  # phrases count
    assert scores["HOUSE"] > scores["ERNE"] and scores["AREA"] > scores["KYLE"]
    assert max(scores.values()) == 60 and min(scores.values()) >= 15
    assert dictionary.default_dictionary(min_score=50).scores.keys() <= scores.keys()
