"""ipuz: round-trips of every kind we write, files from elsewhere, and errors with JSON paths."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings

from tests.formats.strategies import solutions, word_searches
from wordgrid.errors import InputError
from wordgrid.formats import ipuz
from wordgrid.model import Direction, Placement, Puzzle, Solution, WordSearch

FAST = settings(max_examples=60, deadline=None)


@FAST
@given(solutions())
def test_fill_and_crossword_kinds_round_trip_solutions(solution: Solution) -> None:
    for kind in ("fill", "crossword"):
        text = ipuz.dumps(solution, kind)
        assert ipuz.loads(text, solution.puzzle.name) == solution
        assert (
            ipuz.loads(ipuz.dumps(solution.puzzle, kind), solution.puzzle.name) == solution.puzzle
        )


@FAST
@given(word_searches())
def test_word_searches_round_trip(ws: WordSearch) -> None:
    data = json.loads(ipuz.dumps(ws))
    assert data["kind"] == ["http://ipuz.org/wordsearch#1"]
    # Each answer is a GroupSpec object, as the spec has it, not a bare list of cells.
    assert all(set(group) == {"cells"} for group in data["solution"].values())
    assert ipuz.loads(ipuz.dumps(ws)) == ws


def _ws_file(solution: Any) -> dict[str, Any]:
    return {
        "version": "http://ipuz.org/v2",
        "kind": ["http://ipuz.org/wordsearch#1"],
        "dimensions": {"width": 3, "height": 3},
        "puzzle": [["C", "A", "T"], ["X", "O", "Y"], ["Z", "Q", "G"]],
        "solution": solution,
    }


CAT = Placement("CAT", 0, 0, Direction.E)
DOG = Placement("DOG", 0, 0, Direction.S)


@pytest.mark.parametrize(
    "cells",
    [
        [[0, 0], [1, 0], [2, 0]],  # 0-based [col, row], as we write
        [[1, 1], [2, 1], [3, 1]],  # 1-based [col, row]
        [[0, 0], [0, 1], [0, 2]],  # 0-based [row, col]
        {"cells": [[1, 1], [2, 1], [3, 1]]},
        {"start": [1, 1], "end": [3, 1]},
    ],
)
def test_word_search_coordinates_in_either_convention(cells: Any) -> None:
    ws = ipuz.from_ipuz_dict(_ws_file({"CAT": cells}))
    assert isinstance(ws, WordSearch)
    assert ws.placements == (CAT,)


def test_word_search_convention_is_chosen_for_the_whole_file() -> None:
    # [[2, 2], [3, 2]] would be in range 0-based too, but CAT only fits 1-based: the one
    # convention that fits every word wins, so OY is read 1-based as well.
    ws = ipuz.from_ipuz_dict(_ws_file({"CAT": [[1, 1], [2, 1], [3, 1]], "OY": [[2, 2], [3, 2]]}))
    assert isinstance(ws, WordSearch)
    assert ws.placements == (CAT, Placement("OY", 1, 1, Direction.E))


def test_word_search_with_only_the_words_is_found_by_search() -> None:
    ws = ipuz.from_ipuz_dict(_ws_file(["CAT", "GOC"]))
    assert isinstance(ws, WordSearch)
    assert ws.placements == (CAT, Placement("GOC", 2, 2, Direction.NW))


def test_crossword_from_elsewhere_uses_its_answers_as_the_word_list() -> None:
    data = {
        "version": "http://ipuz.org/v1",
        "kind": ["http://ipuz.org/crossword#1"],
        "dimensions": {"width": 3, "height": 3},
        "puzzle": [[1, 2, "#"], [3, {"cell": 0, "style": {"shapebg": "circle"}}, 4], [None, 5, 0]],
        "solution": [["C", "A", "#"], ["B", "O", "T"], [None, "L", "O"]],
        "clues": {"Across": [[1, "OR neighbour"]], "Down": [[1, "Radio"]]},
    }
    doc = ipuz.from_ipuz_dict(data, "x.ipuz")
    assert isinstance(doc, Solution)
    assert doc.rows == ("CA#", "BOT", "#LO")
    assert sorted(doc.puzzle.bank.listed) == sorted(["CA", "BOT", "LO", "CB", "AOL", "TO"])


def test_given_letters_are_written_as_values_and_read_back() -> None:
    data = {
        "kind": ["http://ipuz.org/fill#1"],
        "puzzle": [[0, {"cell": 0, "value": "b"}], ["#", "A"]],
        ipuz.EXT_WORDS: ["AB", "BA"],
    }
    puzzle = ipuz.from_ipuz_dict(data)
    assert isinstance(puzzle, Puzzle)
    assert puzzle.grid.rows == (".B", "#A")  # a lone letter in a fill puzzle is a given


def _error(data: Any) -> str:
    with pytest.raises(InputError) as info:
        ipuz.from_ipuz_dict(data)
    return info.value.message


GOOD = {
    "kind": ["http://ipuz.org/fill#1"],
    "puzzle": [[0, 0], ["#", 0]],
    ipuz.EXT_WORDS: ["AB", "BA"],
}


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ({"kind": ["http://ipuz.org/sudoku#1"]}, "unsupported ipuz kind http://ipuz.org/sudoku#1"),
        ({"kind": "http://ipuz.org/fill#1"}, "$.kind: expected a list"),
        ({"puzzle": [[0, 0], ["#", True]]}, "$.puzzle[1][1]: expected a cell"),
        ({"puzzle": [[0, 0], ["#"]]}, "$.puzzle[1]: row has 1 cells but the first row has 2"),
        (
            {"puzzle": [[0, 0], ["#", {"cell": 0, "value": 7}]]},
            "$.puzzle[1][1].value: expected a string, found the number 7",
        ),
        ({"solution": [["A", "B"], ["#", "\u0001"]]}, "$.solution[1][1]: expected a letter"),
        ({"solution": [["A", "#"], ["#", "A"]]}, "$.solution[0][1]: a block in only one"),
        # (Rows shorter than the width leave their last cells out: omitted cells, no error.)
        ({"dimensions": {"width": 1, "height": 2}}, "$.puzzle[0]: has 2 cells but"),
        ({ipuz.EXT_WORDS: ["AB", 5]}, '$["org.wordgrid.words"][1]: expected a string'),
        ({ipuz.EXT_WORDS: None}, '$["org.wordgrid.words"]: expected a list'),
        ({"solution": [["X", "Y"], ["#", "Z"]]}, "does not solve the puzzle"),
    ],
)
def test_bad_values_are_named_by_their_json_path(change: dict[str, Any], expected: str) -> None:
    assert expected in _error(GOOD | change)


def test_missing_fields_are_named() -> None:
    assert _error({"puzzle": []}) == '$: missing the field "kind"'
    assert 'missing the field "puzzle"' in _error({"kind": ["http://ipuz.org/fill#1"]})
    assert _error([1]) == "$: expected an object, found a list of 1"


def test_a_grid_with_no_words_and_no_clues_is_a_blank_grid() -> None:
    # A template a constructor starts from: no word list, clues or solution is no damage.
    doc = ipuz.from_ipuz_dict({k: v for k, v in GOOD.items() if k != ipuz.EXT_WORDS})
    assert isinstance(doc, Puzzle) and doc.is_blank and doc.grid.rows == ("..", "#.")


def test_word_search_cells_that_spell_nothing_are_reported() -> None:
    message = _error(_ws_file({"CAT": [[0, 0], [1, 1], [2, 2]]}))
    assert message.startswith("$.solution.CAT: the cells do not spell CAT")


def test_duplicate_word_in_a_word_search_is_refused_on_write() -> None:
    ws = WordSearch(
        ("AA", "AA"), (Placement("AA", 0, 0, Direction.E), Placement("AA", 1, 0, Direction.E))
    )
    with pytest.raises(InputError, match="more than once"):
        ipuz.dumps(ws)


def test_jsonp_wrapped_files_and_detection() -> None:
    text = "ipuz(" + json.dumps(GOOD) + ")"
    assert ipuz.is_ipuz(json.loads(ipuz.unwrap(text)))
    assert not ipuz.is_ipuz({"wordgrid": 1})
    assert ipuz.loads(text).grid.rows == ("..", "#.")  # type: ignore[union-attr]


def test_syntax_errors_name_the_line() -> None:
    with pytest.raises(InputError) as info:
        ipuz.loads('{\n  "kind": [,]\n}')
    assert info.value.line == 2
    assert "not valid JSON" in info.value.message
