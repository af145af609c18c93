from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings

from tests.formats.strategies import word_searches
from wordgrid.errors import InputError
from wordgrid.formats import (
    detect_format,
    format_numeric,
    format_words_grid,
    parse,
    read_puzzle,
    read_word_list,
)
from wordgrid.formats._text import numbered_lines
from wordgrid.formats.wordsearch_text import format_wordsearch
from wordgrid.model import Direction, Placement, WordSearch

SEED_003 = "5 4\n-1 0 0 0\n0 0 0 0\n0 0 -1 0\n0 0 0 0\n0 -1 0 0\n10\n" + "\n".join(
    ["ad", "antas", "carn", "casa", "do", "lado", "lua", "os", "soda", "ur"]
)


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_detects_each_format() -> None:
    assert detect_format(numbered_lines(SEED_003)) == "numeric"
    assert detect_format(numbered_lines("GTU\nTECH\n\n111\n010")) == "words-grid"
    assert detect_format(numbered_lines("__#\n___\n")) == "grid"


def test_reads_seed_003_numeric(tmp_path: Path) -> None:
    puzzle = read_puzzle(write(tmp_path, "p.txt", SEED_003))
    assert puzzle.grid.rows == ("#...", "....", "..#.", "....", ".#..")
    assert len(puzzle.bank) == 10 and puzzle.bank.listed[0] == "AD"


def test_reads_seed_004_words_grid_with_givens_and_other_notations(tmp_path: Path) -> None:
    text = "GTU\nTECH\n\n1 1 1\n#E.\n0_0\n010\n"
    puzzle = read_puzzle(write(tmp_path, "p.txt", text))
    assert puzzle.grid.rows == ("...", "#E.", "#.#", "#.#")
    assert puzzle.grid.givens() == {(1, 1): "E"}


def test_reads_grid_with_separate_word_file(tmp_path: Path) -> None:
    grid = write(tmp_path, "puzzle0", "___\n_#_\n___\n")
    words = write(tmp_path, "words0", "abc cde\nafe\nego\n")
    puzzle = read_puzzle(grid, words=words)
    assert puzzle.bank.listed == ("ABC", "CDE", "AFE", "EGO")


def test_min_length_is_passed_through(tmp_path: Path) -> None:
    path = write(tmp_path, "p.txt", "ABC\n\n111\n100\n")
    assert [s.length for s in read_puzzle(path, min_length=3).slots] == [3]
    assert len(read_puzzle(path).slots) == 2


def test_written_formats_read_back(tmp_path: Path) -> None:
    puzzle = read_puzzle(write(tmp_path, "p.txt", SEED_003))
    again = read_puzzle(write(tmp_path, "n.txt", format_numeric(puzzle)))
    assert again.grid == puzzle.grid and again.bank.listed == puzzle.bank.listed
    again = read_puzzle(write(tmp_path, "w.txt", format_words_grid(puzzle)))
    assert again.grid == puzzle.grid and again.bank.listed == puzzle.bank.listed


def test_unicode_words_keep_accents(tmp_path: Path) -> None:
    path = write(tmp_path, "p.txt", "żółw\nłąka\n\n1111\n1000\n1000\n1000\n")
    puzzle = read_puzzle(path)
    assert set(puzzle.bank.listed) == {"ŻÓŁW", "ŁĄKA"}


# Every bad input the issue lists: the message names the file and, where it applies, the line.
BAD_INPUTS = [
    ("ragged rows", "AB\nCD\n\n11\n111\n", ":5: row has 3 cells but the first row has 2"),
    ("ragged numeric", "2 2\n0 0\n0\n1\nab\n", ":3: row has 1 cells but the header says 2"),
    ("unknown character", "AB\n\n1?\n", ":3: unknown grid character '?'"),
    ("count disagrees", "1 2\n0 0\n3\nab\ncd\n", "says 3 words but 2 follow"),
    ("non-letter word", "AB\nC3\n\n11\n", ":2: word 'C3' has a non-letter '3'"),
    ("empty word list", "1 2\n0 0\n0\n", "the word list is empty"),
    ("empty file", "\n  \n", "the file is empty"),
    ("bad word count", "1 2\n0 0\nx\nab\n", ":3: expected the number of words, found 'x'"),
    ("bad first numeric row", "2 2\n0 1\n0 0\n2\nab\ncd\n", ":2: unknown cell '1'"),
    ("bad later numeric row", "2 2\n0 0\n0 5\n2\nab\ncd\n", ":3: unknown cell '5'"),
]


@pytest.mark.parametrize(("case", "text", "message"), BAD_INPUTS, ids=[b[0] for b in BAD_INPUTS])
def test_bad_input_names_file_and_line(tmp_path: Path, case: str, text: str, message: str) -> None:
    path = write(tmp_path, "bad.txt", text)
    with pytest.raises(InputError) as err:
        read_puzzle(path)
    assert str(err.value).startswith(str(path))
    assert message in str(err.value)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no such file"):
        read_puzzle(tmp_path / "nope.txt")


def test_grid_without_words_asks_for_a_word_file(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="--dict"):
        read_puzzle(write(tmp_path, "g", "__\n"))


def test_word_file_errors_name_the_word_file(tmp_path: Path) -> None:
    words = write(tmp_path, "words", "ok\nfine x1\n")
    with pytest.raises(InputError, match=r"words:2: word 'x1'"):
        read_word_list(words)
    with pytest.raises(InputError, match="the word list is empty"):
        read_word_list(write(tmp_path, "empty", "\n"))


def test_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.txt"
    path.write_bytes("AB\n\ncaf\xe9\n".encode("latin-1"))
    with pytest.raises(InputError, match=r":3: not UTF-8"):
        read_puzzle(path)


def test_a_grid_written_with_spaces_is_not_a_numeric_header(tmp_path: Path) -> None:
    grid = write(tmp_path, "g.txt", "1 1\n1 1\n")
    words = write(tmp_path, "w.txt", "ab ab cd cd\n")
    assert detect_format(numbered_lines("1 1\n1 1\n")) == "grid"
    assert read_puzzle(grid, words=words).grid.rows == ("..", "..")
    assert detect_format(numbered_lines("11 11\n11 11\n")) == "grid"
    assert detect_format(numbered_lines("2 2\n0 1\n0 0\n2\nab\ncd\n")) == "numeric"


def test_a_file_named_dash_is_a_file_not_standard_input(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(tmp_path, "-", "AB\nAB\n\n11\n")
    monkeypatch.chdir(tmp_path)  # as `batch .` lists it: Path("-")
    monkeypatch.setattr("sys.stdin", None)  # reading standard input would fail
    assert read_puzzle(Path("-")).bank.listed == ("AB", "AB")


def test_a_combining_mark_is_not_a_grid_cell(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=":3: unknown grid character"):
        read_puzzle(write(tmp_path, "m.txt", "AB\n\n1\u0304\n"))


def test_a_grid_without_slots_is_bad_input(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no run of 2 or more open cells"):
        read_puzzle(write(tmp_path, "n.txt", "AB\n\n#1\n"))
    with pytest.raises(InputError, match="no run of 9 or more"):
        read_puzzle(write(tmp_path, "m.txt", "AB\n\n11\n"), min_length=9)


@settings(max_examples=60, deadline=None)
@given(word_searches())
def test_word_searches_round_trip_as_text_with_their_key(ws: WordSearch) -> None:
    text = format_wordsearch(ws, solution=True)
    back = parse(text.encode(), "ws.txt")
    assert isinstance(back, WordSearch)
    # Text keeps no seed, and a word reads from its first cell in the key's order.
    assert set(back.placements) == set(ws.placements)
    assert replace(back, placements=ws.placements, seed=ws.seed) == ws


def test_a_shape_of_one_letter_rows_reads_back_as_a_word_search() -> None:
    # Every row holds one letter and the second is indented: a shape, not a word list.
    ws = WordSearch(rows=("A ", " A"), placements=(Placement("AA", 0, 0, Direction.SE),))
    for key in (True, False):
        back = parse(format_wordsearch(ws, solution=key).encode(), "ws.txt")
        assert isinstance(back, WordSearch)
        assert (back.rows, back.placements) == (ws.rows, ws.placements)
