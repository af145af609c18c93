from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgrid.errors import InputError
from wordgrid.model import (
    ACROSS,
    DOWN,
    Direction,
    Grid,
    Puzzle,
    Solution,
    WordBank,
    find_crossings,
    find_slots,
    fold,
    normalize_word,
)


def test_fold_upper_cases_and_keeps_accents() -> None:
    assert fold("façade") == "FAÇADE"
    assert fold("źdźbło") == "ŹDŹBŁO"
    # NFD input composes to the same letters as NFC input.
    assert fold("e\u0301te\u0301") == fold("\u00e9t\u00e9") == "ÉTÉ"


def test_fold_keeps_one_cell_per_letter() -> None:
    # German ß upper-cases to SS, which would change the word's length: it takes ẞ instead.
    assert fold("straße") == "STRAẞE"
    assert len(fold("straße")) == len("straße")


def test_normalize_word_drops_joiners_and_rejects_other_non_letters() -> None:
    assert normalize_word(" e-mail ") == "EMAIL"
    assert normalize_word("n't") == "NT"
    with pytest.raises(InputError, match="non-letter '3'"):
        normalize_word("ab3")
    with pytest.raises(InputError, match="empty word"):
        normalize_word("  ")


def test_direction_steps() -> None:
    assert Direction.NE.value == (-1, 1)
    assert (ACROSS.dr, ACROSS.dc) == (0, 1)
    assert DOWN.label == "down" and Direction.SW.label == "SW"


def test_grid_rejects_ragged_rows() -> None:
    with pytest.raises(InputError, match="different lengths"):
        Grid(("..", "..."))


def test_slots_follow_seed_003_numbering() -> None:
    # Seed 003's example board: its horizontal and vertical move layers.
    grid = Grid(("#...", "....", "..#.", "....", ".#.."))
    slots = find_slots(grid)
    across = [(s.name, s.start, s.length) for s in slots if s.direction is ACROSS]
    down = [(s.name, s.start, s.length) for s in slots if s.direction is DOWN]
    assert across == [
        ("h0", (0, 1), 3),
        ("h1", (1, 0), 4),
        ("h2", (2, 0), 2),
        ("h3", (3, 0), 4),
        ("h4", (4, 2), 2),
    ]
    assert down == [
        ("v0", (1, 0), 4),
        ("v1", (0, 1), 4),
        ("v2", (0, 2), 2),
        ("v3", (3, 2), 2),
        ("v4", (0, 3), 5),
    ]
    assert [s.id for s in slots] == list(range(10))


def test_min_length_skips_short_runs() -> None:
    grid = Grid(("..#...", "######"))
    assert [s.length for s in find_slots(grid, 3)] == [3]
    assert [s.length for s in find_slots(grid, 1)] == [2, 3, 1, 1, 1, 1, 1]


def test_crossings_pair_shared_cells() -> None:
    slots = find_slots(Grid(("...", ".#.", "...")))
    crossings = find_crossings(slots)
    assert len(crossings) == 4
    for x in crossings:
        assert slots[x.a].cells[x.i] == slots[x.b].cells[x.j]


def test_word_bank_counts_and_first_index() -> None:
    bank = WordBank.from_words(["lua", "Ad", "LUA"])
    assert bank.listed == ("LUA", "AD", "LUA")
    assert dict(bank.counts) == {"LUA": 2, "AD": 1}
    assert bank.index_of("AD") == 1 and bank.index_of("LUA") == 0


def test_solution_rows_and_placements_are_consistent() -> None:
    puzzle = Puzzle(Grid(("GTU", "#.#")), WordBank.from_words(["GTU", "TE"]))
    solution = Solution(puzzle, ("GTU", "TE"))
    assert solution.rows == ("GTU", "#E#")
    first, second = solution.placements
    assert (first.word, first.user_row, first.user_col, first.direction) == ("GTU", 1, 1, ACROSS)
    assert (second.word, second.user_row, second.user_col, second.direction) == ("TE", 1, 2, DOWN)
    assert puzzle.pattern(puzzle.slots[1]) == "T?"


def test_sharp_s_matches_its_capital_and_ligatures_split() -> None:
    assert fold("straße") == fold("STRAẞE") == "STRAẞE"
    assert fold("ﬁle") == "FILE"
    assert fold("ＡＢ") == "AB"


def test_a_word_must_start_with_a_letter() -> None:
    with pytest.raises(InputError, match="combining mark"):
        normalize_word("\u0301\u0301")


def test_a_combining_mark_with_no_composed_letter_is_rejected() -> None:
    assert normalize_word("e\u0301te") == "ÉTE"  # composes: one letter, one cell
    with pytest.raises(InputError, match=r"combining mark U\+0304 that can't sit in a cell"):
        normalize_word("x\u0304y")  # x with macron has no single code point


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_bars_end_slots_as_the_checker_ends_runs(data: st.DataObject) -> None:
    """find_slots and the independent checker's runs agree on random barred grids."""
    from wordgrid.model import ACROSS, DOWN, Grid, find_slots
    from wordgrid.verify import runs

    height = data.draw(st.integers(1, 6))
    width = data.draw(st.integers(1, 6))
    rows = tuple(
        "".join(data.draw(st.sampled_from("...#")) for _ in range(width)) for _ in range(height)
    )
    cells = [(r, c) for r in range(height) for c in range(width)]
    bars = frozenset(
        data.draw(st.lists(st.tuples(st.sampled_from(cells), st.sampled_from([ACROSS, DOWN]))))
    )
    grid = Grid(rows, bars)
    letters = tuple(
        "".join(chr(65 + (r * width + c) % 26) if ch != "#" else "#" for c, ch in enumerate(row))
        for r, row in enumerate(rows)
    )
    slots = sorted("".join(letters[r][c] for r, c in s.cells) for s in find_slots(grid))
    assert slots == sorted(runs(letters, 2, bars))
