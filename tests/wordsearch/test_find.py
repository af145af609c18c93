"""The finder, on hand-made grids where every answer is known."""

from __future__ import annotations

from pathlib import Path

import pytest

from wordgrid.errors import InputError
from wordgrid.formats import read_word_search
from wordgrid.model import Direction, Placement, WordSearch
from wordgrid.wordsearch import check_word_search, find_words

GRID = ("CATX", "ODOG", "WXYZ", "SUNO")


def test_finds_words_in_all_eight_directions() -> None:
    rows = ("ABC", "DEF", "GHI")
    wanted = {
        "AEI": Direction.SE,
        "IEA": Direction.NW,
        "CEG": Direction.SW,
        "GEC": Direction.NE,
        "DEF": Direction.E,
        "FED": Direction.W,
        "BEH": Direction.S,
        "HEB": Direction.N,
    }
    result = find_words(rows, wanted)
    assert result.ok
    for found in result.found:
        (p,) = found.placements
        assert p.direction is wanted[found.word]


def test_reports_missing_and_repeated_words() -> None:
    result = find_words(GRID, ["cat", "dog", "cow", "sun", "fox", "xo"])
    by_word = {f.word: f for f in result.found}
    assert by_word["CAT"].placements == (Placement("CAT", 0, 0, Direction.E),)
    assert by_word["COW"].placements == (Placement("COW", 0, 0, Direction.S),)
    assert result.missing == ("FOX",)
    assert result.repeated == ("XO",)  # R1C4 SW, and R3C2 both NW and NE
    assert not result.ok


def test_overlapping_readings_all_count() -> None:
    result = find_words(("AAAA", "BCDE"), ["AAA"])
    assert result.found[0].count == 4  # twice each way along the top row


def test_a_palindrome_reads_twice_on_the_same_cells() -> None:
    assert find_words(("XLEVELX",), ["LEVEL"]).found[0].count == 2


def test_accents_are_folded_but_kept() -> None:
    result = find_words(("żółwx", "xxxxx"), ["ŻÓŁW", "zolw"])
    assert [f.count for f in result.found] == [1, 0]


def test_bad_grids_and_words() -> None:
    with pytest.raises(InputError, match="different lengths"):
        find_words(("ABC", "AB"), ["AB"])
    with pytest.raises(InputError, match="no words"):
        find_words(("ABC",), [])
    with pytest.raises(InputError, match="non-letter"):
        find_words(("ABC",), ["A1"])


def test_the_checker_names_what_is_wrong() -> None:
    good = WordSearch(
        GRID, (Placement("CAT", 0, 0, Direction.E), Placement("SUN", 3, 0, Direction.E))
    )
    assert check_word_search(good) == []
    wrong = WordSearch(
        GRID, (Placement("CAT", 0, 0, Direction.S), Placement("XO", 0, 3, Direction.SW))
    )
    assert check_word_search(wrong) == ["CAT does not read back from R1C1 S", "XO is found 3 times"]
    off = WordSearch(GRID, (Placement("SUN", 3, 2, Direction.E),))
    assert check_word_search(off)[0] == "SUN runs off the grid"


def test_reads_text_with_spaces_and_a_word_list_after_the_grid(tmp_path: Path) -> None:
    path = tmp_path / "p.txt"
    path.write_text("c a t x\no d o g\n\nCAT  DOG\nSUN\n\nsolution:\nignored\n", encoding="utf-8")
    assert read_word_search(path)[:2] == (("CATX", "ODOG"), ("CAT", "DOG", "SUN"))


def test_reads_the_json_that_wordsearch_writes(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    path.write_text(
        '{"grid": ["CATX", "ODOG"], "words": [{"word": "CAT", "row": 1, '
        '"col": 1, "direction": "E"}], "seed": 3}',
        encoding="utf-8",
    )
    assert read_word_search(path)[:2] == (("CATX", "ODOG"), ("CAT",))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "the file is empty"),
        ("AB\nABC\n", ":2: this row has 3 letters but the first has 2"),
        ("AB\nA1\n", ":2: the grid has a non-letter '1'"),
        ("{not json", "not valid JSON"),
        ('{"grid": "ABC"}', '$.grid: expected a list, found the string "ABC"'),
        ('{"grid": ["AB"], "words": [3]}', "$.words[0]: expected an object, found the number 3"),
    ],
)
def test_bad_grid_files_name_the_file_and_line(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_word_search(path)
    assert message in str(caught.value) and str(path) in str(caught.value)
