"""The table of plain clues keeps its rules (scripts/check_plain_clues.py), and the
check finds each kind of bad line."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

CHECK = Path(__file__).resolve().parents[1] / "scripts" / "check_plain_clues.py"


@pytest.fixture(scope="module")
def check() -> ModuleType:
    spec = importlib.util.spec_from_file_location("check_plain_clues", CHECK)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def problems(check: ModuleType, body: str) -> list[str]:
    rows, found = check.parse("answer\tsynset\tclue\tnote\n" + body, "t.tsv")
    found += check.problems(rows, "t.tsv")
    return list(found)


def test_the_shipped_table_keeps_every_rule(check: ModuleType) -> None:
    rows, found = check.read(check.TABLE)
    assert len(rows) > 500
    assert found + check.problems(rows, check.TABLE.name) == []


def test_the_shipped_table_is_package_data(check: ModuleType) -> None:
    from importlib import resources

    folder = resources.files("wordgrid") / "data" / "definitions"
    assert (folder / check.TABLE.name).is_file()


@pytest.mark.parametrize(
    "line",
    [
        "KID\t9v9\tYoung goat\t\n",
        # HANDLE splits into HAN and DLE, but HANDS is no form of either.
        "HANDLE\t1vz5\tTouch or hold with your hands\t\n",
        "ISLAND\t12oe\tLand with water all around it\t\n",  # LAND is no form of it
        # A sense may have another clue, for a puzzle whose answers the first names.
        "KID\t9v9\tYoung goat\t\nKID\t9v9\tBaby goat\t\n",
        "ILLNESS\t1m53\tSickness\t\n",  # NESS is an ending, no word of ILLNESS
        "EAR\tmop\tOrgan you hear with\t\n",  # EAR ends "hear", but H is no word
    ],
)
def test_a_good_line_passes(check: ModuleType, line: str) -> None:
    assert problems(check, line) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("KID\t9v9\tYoung goat\n", "4 tab-separated fields"),
        ("Kid\t9v9\tYoung goat\t\n", "grid form"),
        ("KID\tzzzz\tYoung goat\t\n", "no sense 'zzzz'"),
        ("KIDX\t9v9\tYoung goat\t\n", "not in the shipped definitions"),
        ("KID\t9v9\tYoung goat\t\nKID\t9v9\tYoung goat\t\n", "listed twice"),
        ("KID\t9v9\tA goat's kids\t\n", "gives the answer away: 'kids'"),
        ("SCREWDRIVER\ths5\tTool that turns screws\t\n", "gives the answer away: 'screws'"),
        ("COUNTY\tzt2\tPart of a country\t\n", "gives the answer away: 'country'"),
        ("SOFTBALL\t1t9\tGame like baseball\t\n", "gives the answer away: 'baseball'"),
        ("VAN\tjhi\tCaravan for camping\t\n", "gives the answer away: 'Caravan'"),
        ("KID\t9v9\tyoung goat\t\n", "starts with a capital"),
        ("KID\t9v9\tYoung goat.\t\n", "ends without a full stop"),
        ("KID\t9v9\t" + "Young goat " * 6 + "\t\n", "stray spaces"),
        ("KID\t9v9\t" + "Very young goat" * 5 + "\t\n", "characters long"),
        ("KID\t9v9\tYoung goat, not a damn sheep\t\n", "obscenity lists: 'damn'"),
        ("KID\t9v9\tYoung goat \u2713\t\n", "Latin-1"),
    ],
)
def test_a_bad_line_is_named(check: ModuleType, line: str, expected: str) -> None:
    found = problems(check, line)
    assert any(expected in problem for problem in found), found


def test_a_word_processors_dash_is_written_as_its_latin1_match(check: ModuleType) -> None:
    assert problems(check, "KID\t9v9\tYoung goat \u2013 a baby\t\n") == []


def test_a_table_without_its_header_is_refused(check: ModuleType) -> None:
    _, found = check.parse("KID\t9v9\tYoung goat\t\n", "t.tsv")
    assert found and "expected the header" in found[0]


def test_compound_answers_split_into_their_words(check: ModuleType) -> None:
    assert {"SCREW", "DRIVER"} <= set(check.compound_parts("SCREWDRIVER"))
    assert {"HOT", "DOG"} <= set(check.compound_parts("HOTDOG"))
    assert check.compound_parts("WHALE") == []


def test_themes_name_the_senses_whose_plain_clues_their_lists_block(check: ModuleType) -> None:
    lists = check.themes("# a comment\ntime: HAND CLOCK\nalone: HAND\n")
    assert lists == {"time": ["HAND", "CLOCK"], "alone": ["HAND"]}
    found = check.blocked(lists)
    # HAND the pointer is "Pointer on a clock": blocked beside CLOCK, not alone.
    assert [(name, answer) for name, answer, _, _ in found] == [("time", "HAND")]
    assert "clock" in found[0][3].lower()
