"""Autofill with a constructor's options: banned and preferred words, a region, a floor."""

from __future__ import annotations

from pathlib import Path

from wordgrid.autofill import FillRequest, autofill
from wordgrid.dictionary import load
from wordgrid.model import BLOCK, Grid
from wordgrid.solver import Status
from wordgrid.verify import check

SMALL = Path(__file__).parent / "web" / "small.dict"
SHAPE = Grid(("#....", ".....", ".....", ".....", "....#"))


def entries(rows: tuple[str, ...]) -> list[str]:
    cols = ["".join(row[c] for row in rows) for c in range(len(rows[0]))]
    return [run for line in (*rows, *cols) for run in line.split(BLOCK) if len(run) >= 2]


def test_fill_uses_each_entry_once_and_checks() -> None:
    words = load([SMALL])
    done = autofill(SHAPE, words)
    assert done.outcome.solution is not None and done.rows is not None
    check(done.outcome.solution)
    used = entries(done.rows)
    assert set(used) <= set(words.scores) and len(set(used)) == len(used)


def test_banned_words_never_appear() -> None:
    words = load([SMALL])
    first = autofill(SHAPE, words).rows
    assert first is not None
    banned = frozenset(entries(first)[:3])
    again = autofill(SHAPE, words, FillRequest(banned=banned)).rows
    assert again is not None and not banned & set(entries(again))


def test_preferred_word_goes_in_where_the_rest_still_fills() -> None:
    words = load([SMALL])
    first = autofill(SHAPE, words).rows
    assert first is not None
    liked = next(w for w in ("WHALE", "FLARE", "SHINE") if w not in entries(first))
    done = autofill(SHAPE, words, FillRequest(preferred=(liked,)))
    assert done.rows is not None and liked in entries(done.rows)


def test_a_preferred_word_that_fits_nowhere_is_left_out() -> None:
    words = load([SMALL])
    done = autofill(SHAPE, words, FillRequest(preferred=("QUIZ",)))
    assert done.outcome.status is Status.SOLVED
    assert done.rows is not None and "QUIZ" not in entries(done.rows)


def test_region_keeps_the_rest_of_the_grid_as_it_was() -> None:
    words = load([SMALL])
    done = autofill(SHAPE, words, FillRequest(region=((0, 1), (0, 4))))
    assert done.rows is not None
    assert done.rows[1:] == SHAPE.rows[1:]
    assert "." not in done.rows[0] and done.rows[0][0] == BLOCK


def test_no_fill_leaves_rows_empty() -> None:
    words = load([SMALL])
    done = autofill(Grid(("QX...", ".....")), words)
    assert done.outcome.status is Status.UNSOLVABLE and done.rows is None
