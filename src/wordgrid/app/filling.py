"""Filling a crossword grid: the one pipeline behind `fill` and the constructor's Autofill.

The grid's slots are checked against the dictionary before any search (a slot longer than
every entry can never be filled), autofill runs within the budget (preferred and banned
words, a region), the independent checker passes the fill, and the report holds what every
door shows: the filled grid, the best partial fill at a timeout, and why a grid that can't
be filled can't be.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from wordgrid.autofill import Autofill, FillRequest, autofill
from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.dictionary import Dictionary, dictionary_form
from wordgrid.errors import InputError
from wordgrid.model import Grid, Metadata, Puzzle, Solution, WordBank, fill_rows, own_words
from wordgrid.render.json import outcome_dict, outcome_document
from wordgrid.render.text import describe_slot, explain_unfillable
from wordgrid.solver import Outcome, Status
from wordgrid.verify import check

__all__ = ["FillReport", "FillRequest", "check_fillable", "fill_grid"]


@dataclass(frozen=True)
class FillReport:
    """An autofill and what to show of it; its fill passed the independent checker."""

    puzzle: Puzzle  # the grid as searched: given letters and placed preferred words included
    outcome: Outcome
    rows: tuple[str, ...] | None  # the filled grid (only the region filled, with one)
    explain: tuple[str, ...]  # why the grid can't be filled, when that was proven

    @property
    def status(self) -> Status:
        return self.outcome.status

    @property
    def partial(self) -> tuple[str, ...] | None:
        """The fullest consistent partial fill seen, when the time ran out without a fill."""
        if self.outcome.partial is None or self.outcome.solutions:
            return None
        return fill_rows(self.puzzle, self.outcome.partial)

    @property
    def filled_slots(self) -> int:
        return sum(w is not None for w in self.outcome.partial or ())

    def filled(self, name: str = "", meta: Metadata = Metadata()) -> Solution | None:
        """The fill as a fill-in of its own entries (what `fill -o` writes), titled by `meta`."""
        solution = self.outcome.solution
        if solution is None:
            return None
        puzzle = replace(solution.puzzle, name=name, meta=meta)
        return own_words(Solution(puzzle, solution.words))

    def document(self, name: str = "", meta: Metadata = Metadata()) -> dict[str, Any]:
        """What `fill --json` prints: the fill as a solution document (the statistics only,
        without a fill: the puzzle's word list is the whole dictionary), with the partial
        fill at a timeout and the explanation when the grid can't be filled."""
        filled = self.filled(name, meta)
        data = (
            outcome_document(filled.puzzle, self.outcome, filled)
            if filled is not None
            else outcome_dict(self.outcome)
        )
        data["stats"] = self.outcome.stats.as_dict(full=True)
        partial = self.partial
        if partial is not None:
            data["partial"] = {
                "grid": list(partial),
                "filled": self.filled_slots,
                "slots": len(self.puzzle.slots),
            }
        if self.explain:
            data["explain"] = list(self.explain)
        return data


def check_fillable(grid: Grid, words: Dictionary, min_length: int = 2) -> Puzzle:
    """The grid's shape, refused (InputError) when no search could fill it: no slot at all,
    or a slot longer than every dictionary entry."""
    shape = Puzzle(grid, WordBank.from_words([]), min_length)
    if not shape.slots:
        raise InputError(
            f"the grid has no slot to fill (a slot is {min_length} or more open cells in a row)"
        )
    longest = words.max_length
    for slot in shape.slots:
        if slot.length > longest:
            raise InputError(
                f"{describe_slot(shape, slot)} is longer than every dictionary "
                f"entry (the longest has {longest} letters)"
            )
    return shape


def fill_grid(
    grid: Grid,
    words: Dictionary,
    request: FillRequest = FillRequest(),
    *,
    budget: Budget = NO_LIMIT,
    explain: bool = True,
) -> FillReport:
    """Fill `grid` from `words`, each entry at most once, best scores first.

    `explain`: when the grid can't be filled, find the slots and crossings that clash (a
    second search, as `fill --explain` does). Raises InputError for a grid no search could
    fill (see `check_fillable`).
    """
    grid = dictionary_form(grid)
    check_fillable(grid, words, request.min_length)
    done: Autofill = autofill(grid, words, request, budget)
    outcome = done.outcome
    for solution in outcome.solutions:
        check(solution)  # never show a fill the independent checker rejects
    reasons: tuple[str, ...] = ()
    if explain and outcome.status is Status.UNSOLVABLE:
        reasons = tuple(explain_unfillable(done.puzzle, outcome, done.index))
    return FillReport(done.puzzle, outcome, done.rows, reasons)
