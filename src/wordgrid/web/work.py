"""What the make page's jobs do in their worker processes: one application call each.

Kept apart from the routes, so that a worker imports the engine and nothing of the web
framework: it starts sooner, and a job's time limit goes to the job. Each function takes
the job's budget and watch last (jobs.Work), and returns what pickles back small: never a
puzzle whose word list is a whole dictionary.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from wordgrid.app.filling import FillQuality, FillRequest, fill_grid
from wordgrid.app.making import MadeWordSearch, fill_in_from_grid, make_fill_in, make_word_search
from wordgrid.budget import Budget
from wordgrid.dictionary import Dictionary
from wordgrid.errors import InputError
from wordgrid.generate.maker import Generated, Request, Watch
from wordgrid.model import Direction, Grid
from wordgrid.wordsearch.request import Request as WordSearchRequest


@dataclass(frozen=True)
class FilledGrid:
    """An autofill as the constructor shows it."""

    status: Literal["solved", "unsolvable", "timeout"]
    stats: dict[str, float]
    rows: tuple[str, ...] | None  # the filled grid (only the region filled, with one)
    explain: tuple[str, ...]  # why the grid can't be filled
    partial: tuple[str, ...] | None  # the best partial fill, on a timeout
    quality: FillQuality | None = None  # the fill's quality figures, as `fill --stats` has them


def autofill(
    words: Dictionary,
    grid: Grid,
    request: FillRequest,
    floor: float | None,
    budget: Budget,
    watch: Watch,
) -> FilledGrid:
    """`wordgrid fill --explain` on the constructor's grid, with its options."""
    try:
        report = fill_grid(grid, words.filtered(floor), request, budget=budget)
    except InputError as e:
        raise InputError(f"grid: {e.message}") from None
    stats = report.outcome.stats.as_dict()
    status: Literal["solved", "unsolvable", "timeout"] = report.status.value
    quality = report.quality() if report.rows is not None else None
    return FilledGrid(status, stats, report.rows, report.explain, report.partial, quality)


def fill_in(wanted: Request, seed: int, budget: Budget, watch: Watch) -> Generated:
    """What `wordgrid generate` makes for these options and seed."""
    return make_fill_in(wanted, seed, budget, watch)


def grid_fill_in(grid: Grid, seed: int, budget: Budget, watch: Watch) -> Generated:
    """A filled constructor grid as a fill-in with one solution."""
    return fill_in_from_grid(grid, seed, budget, watch)


def word_search(
    words: list[str],
    size: tuple[int, int] | None,
    directions: tuple[Direction, ...],
    lang: str,
    seed: int,
    budget: Budget,
    watch: Watch,
) -> MadeWordSearch:
    """What `wordgrid wordsearch --lang` makes, with the finder's proof: the filler
    letters spell none of `lang`'s rude words (every language's when "")."""
    rows, cols = size if size is not None else (None, None)
    request = WordSearchRequest(
        tuple(words), rows=rows, cols=cols, directions=directions, lang=lang
    )
    return make_word_search(request, seed, budget)
