"""wordgrid JSON: round-trips, the JSON Schema, and errors that name the JSON path."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from hypothesis import given, settings

from tests.formats.strategies import solutions, word_searches
from wordgrid.cli import main
from wordgrid.errors import InputError
from wordgrid.formats import json_io, write_atomic
from wordgrid.model import Direction, GameSave, Placement, Solution, WordSearch

SCHEMA_PATH = (
    Path(json_io.__file__).resolve().parent.parent / "data" / "schema" / "wordgrid.schema.json"
)
VALIDATOR = jsonschema.Draft202012Validator(json.loads(SCHEMA_PATH.read_text()))
FAST = settings(max_examples=60, deadline=None)


def valid(data: Any) -> None:
    errors = [f"{e.json_path}: {e.message}" for e in VALIDATOR.iter_errors(data)]
    assert not errors, errors


def test_the_schema_is_a_valid_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(VALIDATOR.schema)


@FAST
@given(solutions())
def test_puzzles_and_solutions_round_trip_and_match_the_schema(solution: Solution) -> None:
    for doc in (solution, solution.puzzle):
        text = json_io.dumps(doc)
        valid(json.loads(text))
        assert json_io.loads(text) == doc


@FAST
@given(word_searches())
def test_word_searches_round_trip_and_match_the_schema(ws: WordSearch) -> None:
    text = json_io.dumps(ws)
    valid(json.loads(text))
    assert json_io.loads(text) == ws


def test_game_saves_round_trip_and_match_the_schema() -> None:
    from wordgrid.model import Grid, Puzzle, WordBank

    puzzle = Puzzle(Grid(("..", ".#")), WordBank.from_words(["AB", "AC"]), 2, "g.txt")
    save = GameSave(puzzle, ("AB", ".#"), (Placement("AB", 0, 0, Direction.E),), 1, 12.5)
    text = json_io.dumps(save)
    valid(json.loads(text))
    assert json_io.loads(text) == save


def test_solve_json_output_matches_the_schema(
    capsys: pytest.CaptureFixture[str], examples: Path
) -> None:
    for extra in ([], ["--count"], ["--all"]):
        assert main(["solve", str(examples / "sample_puzzle.txt"), "--json", *extra]) == 0
        valid(json.loads(capsys.readouterr().out))
    assert main(["solve", str(examples / "seed003_impossible.txt"), "--json"]) == 1
    valid(json.loads(capsys.readouterr().out))


PUZZLE = {"wordgrid": 1, "type": "puzzle", "grid": ["..", ".#"], "words": ["AB", "AC"]}


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (PUZZLE | {"grid": ["..", 3]}, "$.grid[1]: expected a string, found the number 3"),
        (PUZZLE | {"grid": ["..", ".?"]}, "$.grid[1]: character 2 is '?'"),
        (PUZZLE | {"words": "AB"}, "$.words: expected a list"),
        (PUZZLE | {"words": ["AB", "A B"]}, "$.words[1]: word 'A B' has a non-letter"),
        (PUZZLE | {"min_length": True}, "$.min_length: expected a whole number, found true"),
        (PUZZLE | {"type": "sudoku"}, "$.type: unknown type 'sudoku'"),
        (PUZZLE | {"wordgrid": 2}, "upgrade wordgrid"),
        ({"type": "puzzle"}, '$: missing the field "wordgrid"'),
        (
            {"wordgrid": 1, "type": "solution", "puzzle": PUZZLE, "grid": ["AB", "D#"]},
            "$.grid: the filled grid does not solve the puzzle",
        ),
        (
            {
                "wordgrid": 1,
                "type": "wordsearch",
                "grid": ["AB"],
                "placements": [{"word": "BA", "row": 1, "col": 1, "direction": "E"}],
            },
            "$.placements[0]: BA does not read from R1C1 going across",
        ),
        (
            {
                "wordgrid": 1,
                "type": "wordsearch",
                "grid": ["AB"],
                "placements": [{"word": "AB", "row": 0, "col": 1, "direction": "E"}],
            },
            "$.placements[0].row: expected a whole number of at least 1, found 0",
        ),
        (
            {
                "wordgrid": 1,
                "type": "wordsearch",
                "grid": ["AB"],
                "placements": [{"word": "AB", "row": 1, "col": 1, "direction": "up"}],
            },
            "$.placements[0].direction: unknown direction 'up'",
        ),
    ],
)
def test_bad_documents_name_the_json_path(data: Any, expected: str) -> None:
    with pytest.raises(InputError) as info:
        json_io.from_json_dict(data)
    assert expected in info.value.message


def test_write_atomic_leaves_nothing_behind_on_error(tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    target.write_text("old")
    with pytest.raises(InputError):
        write_atomic(tmp_path / "missing" / "out.json", b"x")
    (tmp_path / "adir").mkdir()
    with pytest.raises(InputError):
        write_atomic(tmp_path / "adir", b"x")  # replacing a folder fails
    assert sorted(p.name for p in tmp_path.iterdir()) == ["adir", "out.json"]
    assert target.read_text() == "old"
