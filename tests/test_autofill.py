"""Autofill with a constructor's options: banned and preferred words, a region, a floor."""

from __future__ import annotations

from pathlib import Path

from wordgrid.autofill import LAST_RESORT, FillRequest, autofill
from wordgrid.dictionary import Dictionary, load
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


def test_entries_under_the_last_resort_score_fill_only_what_nothing_else_can() -> None:
    """In this 2x2 square the search's own order would take AA/BC (downs AB, AC), with two
    weak entries; AE/BD (downs AB, ED) is all good, and the weak ones wait until needed."""
    grid = Grid(("..", ".."))
    weak = LAST_RESORT - 5
    good = ("AE", "AB", "AA", "ED", "BD")
    scores = {w: 60.0 for w in good} | {w: weak for w in ("BC", "AC", "EA", "DC")}
    first = FillRequest(quality=False)
    done = autofill(grid, Dictionary(scores), first).rows
    assert done is not None and set(entries(done)) <= set(good)
    del scores["ED"], scores["AE"]
    done = autofill(grid, Dictionary(scores), first).rows
    assert done is not None and set(entries(done)) - set(good)  # only a weak fill is left
    none = autofill(grid, Dictionary({"AB": weak}))
    assert none.outcome.status is Status.UNSOLVABLE  # proven on the whole list, not a timeout


def test_a_complete_entry_the_list_lacks_is_kept_as_given() -> None:
    # ESSO is typed in full, as a published grid's theme entry would be; the list lacks it.
    # The look-ahead takes it as written, so the fill must too, with or without a region.
    words = Dictionary({"SO": 50.0, "ON": 50.0, "EX": 50.0, "SX": 50.0, "OX": 50.0})
    grid = Grid(("ESSO", "#..#"))
    assert "ESSO" not in words.scores
    for region in (None, ((1, 1), (1, 2))):
        done = autofill(grid, words, FillRequest(region=region))
        assert done.outcome.status is Status.SOLVED and done.rows is not None, region
        assert done.rows[0] == "ESSO" and done.outcome.solution is not None
        check(done.outcome.solution)
    assert "ESSO" not in words.scores  # the caller's list is left as it was
