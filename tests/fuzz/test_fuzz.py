"""A fixed sample of hostile input for every door (tests/fuzz/harness.py has the rules).

Derandomised, so CI runs the same few hundred cases every time in well under a minute;
`python benchmarks/fuzz.py` runs thousands of fresh ones.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz import harness


def sample(examples: int) -> settings:
    """A fixed set of `examples` cases: the same on every run, and no saved failures."""
    return settings(
        max_examples=examples,
        derandomize=True,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )


class Seeds(dict[str, bytes]):
    """The valid files the mutations start from; shown by name only in a failure report."""

    def __repr__(self) -> str:
        return f"<{len(self)} seed files>"


@pytest.fixture(scope="module")
def seed_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    return Seeds(harness.seeds(tmp_path_factory.mktemp("seeds")))


def test_every_seed_file_is_read_as_it_is(seed_files: dict[str, bytes], tmp_path: Path) -> None:
    # Unchanged, every seed goes through every command within the rules too.
    for name, data in seed_files.items():
        if not name.endswith(".dict"):
            assert harness.file_case(data, name, tmp_path)


@sample(80)
@given(st.data())
def test_mutated_files_break_no_rule(
    seed_files: dict[str, bytes], tmp_path: Path, data: st.DataObject
) -> None:
    name = data.draw(st.sampled_from(sorted(n for n in seed_files if not n.endswith(".dict"))))
    rng = random.Random(data.draw(st.integers(0, 2**32)))
    harness.file_case(
        harness.mutate(seed_files[name], rng), name, tmp_path, pick=data.draw(st.integers(0, 5))
    )


@sample(40)
@given(st.integers(0, 2**32), st.integers(0, 3))
def test_mutated_word_lists_break_no_rule(
    seed_files: dict[str, bytes], tmp_path: Path, seed: int, pick: int
) -> None:
    source = seed_files["words.dict"] if pick == 0 else seed_files["words-grid.txt"]
    harness.word_list_case(harness.mutate(source, random.Random(seed)), tmp_path, pick)


@sample(120)
@given(st.integers(0, 2**32))
def test_random_command_lines_break_no_rule(tmp_path: Path, seed: int) -> None:
    harness.argv_case(random.Random(seed), tmp_path)


@sample(40)
@given(st.integers(0, 2**32))
def test_random_game_dialogues_break_no_rule(tmp_path: Path, seed: int) -> None:
    harness.game_case(random.Random(seed), tmp_path)


@sample(100)
@given(st.integers(0, 2**32))
def test_the_seed_api_takes_hostile_values_as_the_game_calls_it(seed: int) -> None:
    harness.api_case(random.Random(seed))
