"""Filling a crossword grid: the one pipeline behind `fill` and the constructor's Autofill.

The grid's slots are checked against the dictionary before any search (a slot longer than
every entry can never be filled), autofill runs within the budget (preferred and banned
words, a region), the independent checker passes the fill, and the report holds what every
door shows: the filled grid, the best partial fill at a timeout, and why a grid that can't
be filled can't be.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from wordgrid.autofill import Autofill, FillRequest, autofill
from wordgrid.blocklist import blocklisted
from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.dictionary import Dictionary, dictionary_form
from wordgrid.errors import InputError
from wordgrid.model import (
    Cell,
    CellStyle,
    Grid,
    Metadata,
    Puzzle,
    Solution,
    WordBank,
    fill_rows,
    own_words,
)
from wordgrid.render.json import outcome_dict, outcome_document
from wordgrid.render.text import describe_slot, explain_unfillable
from wordgrid.solver import Outcome, Status
from wordgrid.solver.improve import Improvement
from wordgrid.verify import check

__all__ = ["FillQuality", "FillReport", "FillRequest", "check_fillable", "fill_grid"]

# Entries scored under this count as weak in a fill's quality figures: constructors' lists
# (and the default list) mark fill to use without hesitation at 50.
Marked = Mapping[Cell, CellStyle]  # how a grid's file marks its cells
NO_STYLES: Marked = {}
WEAK_SCORE = 50.0
# The weakest entries the quality figures name.
LOWEST_SHOWN = 5


@dataclass(frozen=True)
class FillQuality:
    """How a fill reads by its list's scores: what `fill --stats` and the constructor show."""

    entries: int
    mean: float  # mean score of the entries
    lowest: tuple[tuple[str, float], ...]  # the weakest entries and their scores, worst first
    under: int  # entries scored under `threshold`
    threshold: float
    search: Improvement | None = None  # what the quality search did, when it ran
    # Entries of the blocklist, with the reason: a user's own list is used as given, but
    # a slur in the fill is named.
    blocklisted: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(
        cls,
        words: Sequence[str],
        scores: Mapping[str, float],
        threshold: float = WEAK_SCORE,
        search: Improvement | None = None,
    ) -> FillQuality:
        """The figures of a fill's entries (one word per slot) by `scores`."""
        scored = sorted((scores.get(w, 0.0), w) for w in words)
        mean = sum(s for s, _w in scored) / len(scored) if scored else 0.0
        lowest = tuple((w, s) for s, w in scored[:LOWEST_SHOWN])
        under = sum(s < threshold for s, _w in scored)
        return cls(len(scored), mean, lowest, under, threshold, search, blocklisted(words))

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "entries": self.entries,
            "mean_score": round(self.mean, 2),
            "lowest": [{"entry": w, "score": s} for w, s in self.lowest],
            "under_threshold": self.under,
            "threshold": self.threshold,
            "blocklisted": [{"entry": w, "reason": r} for w, r in self.blocklisted],
        }
        if self.search is not None:
            out["search"] = {
                "tries": self.search.tries,
                "improved": self.search.improved,
                "seconds": round(self.search.seconds, 6),
                "optimum": self.search.optimum,
            }
        return out

    def lines(self) -> list[str]:
        """The figures as text: mean and weak count, the weakest entries, the search."""
        out = [
            f"quality: {self.entries} entries, mean score {self.mean:.1f}, "
            f"{self.under} scored under {self.threshold:g}",
            "weakest: " + ", ".join(f"{w} {s:g}" for w, s in self.lowest),
        ]
        if self.blocklisted:
            out.append("blocklisted: " + "; ".join(f"{w} ({r})" for w, r in self.blocklisted))
        if self.search is not None:
            why = "no weak entry can be lifted" if self.search.optimum else "out of time"
            out.append(
                f"quality search: {self.search.improved} refills in {self.search.tries} "
                f"tries, {self.search.seconds:.1f} s ({why})"
            )
        return out


@dataclass(frozen=True)
class FillReport:
    """An autofill and what to show of it; its fill passed the independent checker."""

    puzzle: Puzzle  # the grid as searched: given letters and placed preferred words included
    outcome: Outcome
    rows: tuple[str, ...] | None  # the filled grid (only the region filled, with one)
    explain: tuple[str, ...]  # why the grid can't be filled, when that was proven
    search: Improvement | None = None  # what the quality search did, when it ran
    seconds: float = 0.0  # the whole fill: index, search, quality search, checks
    first_fill: float | None = None  # seconds to the first fill, before the quality search

    @property
    def status(self) -> Status:
        return self.outcome.status

    @property
    def partial(self) -> tuple[str, ...] | None:
        """The fullest consistent partial fill seen, when the time ran out without a fill."""
        if self.outcome.partial is None or self.outcome.solutions:
            return None
        return fill_rows(self.puzzle, self.outcome.partial)

    def quality(self, threshold: float = WEAK_SCORE) -> FillQuality | None:
        """The fill's quality figures by the dictionary's scores (None without a fill)."""
        solution = self.outcome.solution
        if solution is None:
            return None
        return FillQuality.of(solution.words, self.puzzle.bank.scores, threshold, self.search)

    @property
    def filled_slots(self) -> int:
        return sum(w is not None for w in self.outcome.partial or ())

    def filled(
        self, name: str = "", meta: Metadata = Metadata(), styles: Marked = NO_STYLES
    ) -> Solution | None:
        """The fill as a fill-in of its own entries (what `fill -o` writes), titled by `meta`,
        its cells marked as the grid's file marks them (`styles`: circles, shades, cells
        outside its shape)."""
        solution = self.outcome.solution
        if solution is None:
            return None
        puzzle = replace(solution.puzzle, name=name, meta=meta, styles=styles)
        return own_words(Solution(puzzle, solution.words))

    def document(
        self,
        name: str = "",
        meta: Metadata = Metadata(),
        before: float = 0.0,
        styles: Marked = NO_STYLES,
    ) -> dict[str, Any]:
        """What `fill --json` prints: the fill as a solution document (the statistics only,
        without a fill: the puzzle's word list is the whole dictionary), with the partial
        fill at a timeout and the explanation when the grid can't be filled. Its times count
        the `before` seconds spent before the fill began (reading the dictionary) too."""
        filled = self.filled(name, meta, styles)
        data = (
            outcome_document(filled.puzzle, self.outcome, filled)
            if filled is not None
            else outcome_dict(self.outcome)
        )
        data["stats"] = self.outcome.stats.as_dict(full=True)
        data["stats"]["total_seconds"] = round(before + self.seconds, 6)
        if self.first_fill is not None:
            data["stats"]["first_fill_seconds"] = round(before + self.first_fill, 6)
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
    started = time.monotonic()
    grid = dictionary_form(grid)
    check_fillable(grid, words, request.min_length)
    done: Autofill = autofill(grid, words, request, budget)
    outcome = done.outcome
    for solution in outcome.solutions:
        check(solution)  # never show a fill the independent checker rejects
    reasons: tuple[str, ...] = ()
    if explain and outcome.status is Status.UNSOLVABLE:
        reasons = tuple(explain_unfillable(done.puzzle, outcome, done.index))
    seconds = time.monotonic() - started
    return FillReport(
        done.puzzle, outcome, done.rows, reasons, done.quality, seconds, done.first_fill
    )
