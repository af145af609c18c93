"""Making puzzles: a fill-in proven to have one solution, and a word search with its proof.

The generators check their own work (a fill-in's only solution passes the independent
checker, a word search is re-read by the finder before it is returned); what the doors add
here is one call each, with a budget and a place to say how a long run is getting on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.generate.maker import Generated, Request, Watch, from_fill, generate
from wordgrid.model import (
    Grid,
    Puzzle,
    Solution,
    WordSearch,
    own_words,
    spelled_words,
)
from wordgrid.verify import check
from wordgrid.wordsearch.find import FindResult, find_words
from wordgrid.wordsearch.generator import generate as generate_word_search
from wordgrid.wordsearch.request import Request as WordSearchRequest
from wordgrid.wordsearch.request import Statistics


def make_fill_in(
    request: Request, seed: int, budget: Budget = NO_LIMIT, watch: Watch | None = None
) -> Generated:
    """One fill-in with exactly one solution (see `generate.maker`); `watch` is told what the
    run is doing and the grid it is working on."""
    return generate(request, seed, budget, watch)


def grid_solution(grid: Grid, title: str = "") -> Solution:
    """A filled crossword grid as a solution whose words are its own entries, checked.

    Raises InputError when a cell is still empty or the grid has no entry.
    """
    from wordgrid.app.constructing import filled_shape
    from wordgrid.dictionary import dictionary_form
    from wordgrid.model import Metadata

    grid = dictionary_form(grid)
    puzzle = filled_shape(grid, Metadata(title=title))
    return check(own_words(Solution(puzzle, spelled_words(puzzle, grid.rows))))


def spelled_solution(puzzle: Puzzle, rows: Sequence[str]) -> Solution:
    """The solution of `puzzle` that the filled `rows` spell, checked."""
    return check(Solution(puzzle, spelled_words(puzzle, rows)))


def fill_in_from_grid(
    grid: Grid, seed: int, budget: Budget = NO_LIMIT, watch: Watch | None = None
) -> Generated:
    """A filled crossword grid as a fill-in: its entries become the list, and given letters
    are shown until its fill is the only one (the generator's last repair)."""
    return from_fill(grid_solution(grid), seed, budget, watch)


@dataclass(frozen=True)
class MadeWordSearch:
    """A word search, the finder's proof that it holds every word exactly once, and what
    the search did."""

    puzzle: WordSearch
    found: FindResult
    statistics: Statistics


def make_word_search(
    request: WordSearchRequest, seed: int | None = None, budget: Budget = NO_LIMIT
) -> MadeWordSearch:
    """A word search made to `request` (see `wordsearch.generator`), with its proof.

    Raises InputError when the request can't be met, TimedOut when `budget` runs out or is
    cancelled first.
    """
    puzzle, statistics = generate_word_search(request, seed, budget)
    if request.lang:  # the puzzle says its language, so that its pages are printed in it
        puzzle = replace(puzzle, meta=replace(puzzle.meta, lang=request.lang))
    found = find_words(puzzle.rows, [p.word for p in (*puzzle.placements, *puzzle.secrets)])
    return MadeWordSearch(puzzle, found, statistics)
