"""The engine through its public API: results on the seeds and the corpus, all verified."""

from __future__ import annotations

from pathlib import Path

import pytest

from wordgrid.budget import Budget
from wordgrid.formats import read_puzzle
from wordgrid.model import Grid, Puzzle, WordBank
from wordgrid.solver import Status, solve
from wordgrid.verify import problems


def test_seed_003_example(examples: Path) -> None:
    outcome = solve(read_puzzle(examples / "seed003_lua.txt"), limit=2)
    assert outcome.status is Status.SOLVED and outcome.exhausted
    assert len(outcome.solutions) == 1
    assert outcome.solutions[0].rows == ("#LUA", "CARN", "AD#T", "SODA", "A#OS")


def test_seed_003_backtracking_example_is_proven_impossible(examples: Path) -> None:
    outcome = solve(read_puzzle(examples / "seed003_impossible.txt"))
    assert outcome.status is Status.UNSOLVABLE and outcome.exhausted


def test_seed_004_sample_matches_the_seed_answer(examples: Path) -> None:
    outcome = solve(read_puzzle(examples / "sample_puzzle.txt"), limit=2)
    assert len(outcome.solutions) == 1
    rows = outcome.solutions[0].rows
    assert rows[0] == "##TEACH##" and rows[10] == "##DESK###" and rows[7] == "TEST#W###"


def test_words_are_used_at_most_as_often_as_listed() -> None:
    grid = Grid(("..", ".."))
    once = solve(Puzzle(grid, WordBank.from_words(["AA", "AA", "AA"])))
    assert once.status is Status.UNSOLVABLE
    twice = solve(Puzzle(grid, WordBank.from_words(["AA"] * 4)), limit=5)
    assert [s.rows for s in twice.solutions] == [("AA", "AA")]


def test_given_letters_are_kept() -> None:
    puzzle = Puzzle(Grid(("B..",)), WordBank.from_words(["ABC", "BCD"]))
    outcome = solve(puzzle, limit=5)
    assert [s.rows for s in outcome.solutions] == [("BCD",)]


def test_no_word_of_a_slot_length_names_that_slot() -> None:
    # A spare word: with exactly one word per slot, the letter tally would answer first.
    puzzle = Puzzle(Grid(("...", "#.#")), WordBank.from_words(["ABC", "XY", "ZY"]))
    outcome = solve(puzzle)
    assert outcome.status is Status.UNSOLVABLE and outcome.failed_slot is not None


def test_trace_uses_seed_003_notation() -> None:
    # Rows AB/BA would need AB and BA again down: every first word fails, in list order.
    grid = Grid(("..", ".."))
    events: list[tuple[str, str]] = []
    outcome = solve(
        Puzzle(grid, WordBank.from_words(["AB", "BA", "AA", "BB"])),
        limit=10,
        tracer=lambda kind, stack: events.append((kind, " ".join(stack))),
    )
    assert outcome.status is Status.UNSOLVABLE and outcome.exhausted
    assert events[:2] == [("fail", "h0:0"), ("fail", "h0:1")]


def test_trace_shows_pushes_on_the_way_to_a_solution() -> None:
    grid = Grid(("..", ".."))
    events: list[tuple[str, str]] = []
    outcome = solve(
        Puzzle(grid, WordBank.from_words(["AB", "AB", "BA", "BA"])),
        limit=10,
        tracer=lambda kind, stack: events.append((kind, " ".join(stack))),
    )
    assert len(outcome.solutions) == 2
    assert ("push", "h0:0") in events


def test_timeout_is_reported(corpus: Path) -> None:
    puzzle = read_puzzle(corpus / "cs50" / "structure2.txt", words=corpus / "cs50" / "words2.txt")
    outcome = solve(puzzle, limit=10**9, budget=Budget(at=0.0))  # long past on any clock
    assert outcome.timed_out and not outcome.exhausted


CORPUS_CASES = [("fill-in", f"puzzle{i}", f"words{i}") for i in range(5)]
CORPUS_CASES += [
    ("fill-in-derived", f"{n}.grid", f"{n}.words") for n in ("15.01", "19.01", "21.05", "23.04")
]
CORPUS_CASES += [("cs50", f"structure{i}.txt", f"words{i}.txt") for i in range(3)]


@pytest.mark.parametrize(
    ("folder", "grid", "words"), CORPUS_CASES, ids=[c[1] for c in CORPUS_CASES]
)
def test_corpus_puzzles_solve_and_verify(corpus: Path, folder: str, grid: str, words: str) -> None:
    puzzle = read_puzzle(corpus / folder / grid, words=corpus / folder / words)
    outcome = solve(puzzle, limit=2)
    assert outcome.status is Status.SOLVED
    for solution in outcome.solutions:
        assert problems(puzzle, solution.rows) == []
    assert outcome.exhausted or len(outcome.solutions) == 2
    if folder != "cs50" and grid != "puzzle1":  # puzzle1 has two answers: swappable words
        assert len(outcome.solutions) == 1 and outcome.exhausted


def test_a_node_budget_stops_the_search_like_a_timeout(corpus: Path) -> None:
    puzzle = read_puzzle(corpus / "cs50" / "structure2.txt", words=corpus / "cs50" / "words2.txt")
    outcome = solve(puzzle, limit=10**9, budget=Budget(nodes=5))
    assert outcome.timed_out and not outcome.exhausted
    assert outcome.stats.nodes == 6  # the sixth word tried is the one over budget
