"""Autofill as a constructor asks for it: a score floor, banned and preferred words, a region.

On top of the engine's fill (each dictionary entry at most once, best scores first):
- banned words are left out of the dictionary, and entries under the score floor too;
- preferred words are placed first, each in the first slot (reading order, across then
  down) where it fits and the rest of the grid can still be filled: a score boost alone
  would not do, as the search orders each batch of candidates by how much room they leave
  their crossings, not by score;
- with a region, the whole grid is filled, so the rest can still be filled around it, and
  only the region's cells are kept;
- entries scored under `LAST_RESORT` (the default list's crosswordese, rare abbreviations
  and partials) are a last resort: the fill is first looked for without them, and only a
  grid that can't be filled so (proven, or not within `FIRST_TRY_SHARE` of the time) is
  filled from the whole dictionary;
- a fill found, the quality search (solver/improve.py) replaces its weakest entries with
  better-scored ones for the time left (by default up to `IMPROVE_SECONDS`), touching only
  slots in the region and never a preferred word.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Sequence
from dataclasses import dataclass

from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.dictionary import Dictionary, dictionary_form
from wordgrid.model import OPEN, Cell, Grid, Puzzle, Slot, Solution, WordBank, find_slots
from wordgrid.solver import Outcome, Status, WordIndex, solve
from wordgrid.solver.improve import Improvement, improve

# The longest one try of a preferred word in one slot may take, so that a word that fits
# nowhere can't use up the whole time limit.
TRY_SECONDS = 2.0
# Entries scored under this are taken only when the grid can't be filled without them: the
# default list keeps what published grids use at 15-20 so that the look-ahead knows it, and
# a first fill that reached for it anywhere it fitted read worse (mean 41 against 47).
LAST_RESORT = 25.0
# The share of the time limit the fill without them may take before the whole dictionary
# is tried, and the time it may take without a limit.
FIRST_TRY_SHARE = 0.5
FIRST_TRY_SECONDS = 5.0

Region = tuple[Cell, Cell]  # top-left and bottom-right corners, 0-based, inclusive


@dataclass(frozen=True)
class FillRequest:
    """What a constructor asks of autofill beyond the grid and the dictionary."""

    preferred: tuple[str, ...] = ()  # entries to place first, in this order
    banned: frozenset[str] = frozenset()  # entries never to use
    region: Region | None = None  # fill only these cells (the rest must still be fillable)
    seed: int | None = None  # vary the fill reproducibly
    min_length: int = 2  # the shortest run of open cells that is a slot
    quality: bool = True  # improve the weakest entries of the first fill (False: keep it)


@dataclass(frozen=True)
class Autofill:
    """The fill asked for: the outcome of the last search, on `puzzle`, and the grid to show."""

    puzzle: Puzzle  # the grid as searched: given letters and placed preferred words included
    outcome: Outcome
    index: WordIndex
    rows: tuple[str, ...] | None  # the filled grid (only the region filled, with one)
    quality: Improvement | None = None  # what the quality search did, when it ran
    first_fill: float | None = None  # seconds from the start to the first fill, if one was found


def _bank(
    words: Dictionary, preferred: Sequence[str], banned: frozenset[str], floor: float | None
) -> WordBank:
    scores = {
        w: s for w, s in words.scores.items() if w not in banned and (floor is None or s >= floor)
    }
    top = max(scores.values(), default=0.0) + 1.0
    for word in preferred:
        scores.pop(word, None)
        scores[word] = top
    return Dictionary(scores).bank()


def _with_given_entries(grid: Grid, words: Dictionary, min_length: int) -> Dictionary:
    """`words` and every complete entry of `grid` that it lacks, as the look-ahead takes them
    (solver/lookahead.py): a theme entry typed in full is the constructor's choice, so the
    grid around it is filled instead of refused. Each is scored LAST_RESORT: the lowest score
    the first try (without the last-resort entries) still takes."""
    given = {
        entry
        for slot in find_slots(grid, min_length)
        if OPEN not in (entry := "".join(grid[c] for c in slot.cells))
    }
    missing = given - words.scores.keys()
    if not missing:
        return words
    return Dictionary({**words.scores, **dict.fromkeys(sorted(missing), LAST_RESORT)})


def _inside(slot: Slot, region: Region | None) -> bool:
    if region is None:
        return True
    (r1, c1), (r2, c2) = region
    return any(r1 <= r <= r2 and c1 <= c <= c2 for r, c in slot.cells)


def _with_word(grid: Grid, slot: Slot, word: str) -> Grid | None:
    """The grid with `word` written in `slot`, or None when a letter there disagrees."""
    rows = [list(row) for row in grid.rows]
    for (r, c), ch in zip(slot.cells, word, strict=True):
        if rows[r][c] not in (OPEN, ch):
            return None
        rows[r][c] = ch
    return Grid(tuple("".join(row) for row in rows), grid.bars)


def autofill(
    grid: Grid, words: Dictionary, request: FillRequest = FillRequest(), budget: Budget = NO_LIMIT
) -> Autofill:
    """Fill `grid` from `words` (entries in grid form); see the module's notes."""
    started = time.monotonic()
    grid = dictionary_form(grid)
    words = _with_given_entries(grid, words, request.min_length)
    if any(s < LAST_RESORT for s in words.scores.values()):
        first = _bank(words, request.preferred, request.banned, LAST_RESORT)
        share = FIRST_TRY_SECONDS if budget.at is None else budget.left() * FIRST_TRY_SHARE
        if len(first):
            done = _fill(grid, first, request, budget, budget.within(share), started)
            if done.outcome.status is Status.SOLVED or budget.expired():
                return done
    whole = _bank(words, request.preferred, request.banned, None)
    return _fill(grid, whole, request, budget, budget, started)


def _fill(
    grid: Grid, bank: WordBank, request: FillRequest, budget: Budget, first: Budget, started: float
) -> Autofill:
    """Fill from `bank`: the first fill within `first`, the quality search within `budget`
    (`started`: when the caller began, for the time to the first fill)."""
    preferred, region, min_length = request.preferred, request.region, request.min_length
    shape = Puzzle(grid, bank, min_length)
    index = WordIndex.build(bank, {s.length for s in shape.slots})

    def search(g: Grid, within: Budget) -> tuple[Puzzle, Outcome]:
        puzzle = Puzzle(g, bank, min_length)
        return puzzle, solve(puzzle, budget=within, index=index, seed=request.seed)

    best: tuple[Puzzle, Outcome] | None = None
    for word in dict.fromkeys(preferred):
        entries = {shape.pattern(s).replace("?", OPEN) for s in shape.slots}
        if word in entries:
            continue  # already in the grid
        for slot in shape.slots:
            tried = _with_word(grid, slot, word) if slot.length == len(word) else None
            if tried is None or not _inside(slot, region):
                continue
            found = search(tried, first.within(TRY_SECONDS))
            if found[1].status is Status.SOLVED:
                grid, shape, best = tried, found[0], found
                break
            if first.cancelled():
                break
    puzzle, outcome = best if best is not None else search(grid, first)
    first_fill = time.monotonic() - started if outcome.solution is not None else None
    lifted = None
    if request.quality and outcome.solution is not None:
        outcome, lifted = _improved(puzzle, outcome, index, region, budget)
    rows = outcome.solution.rows if outcome.solution is not None else None
    if rows is not None and region is not None:
        (r1, c1), (r2, c2) = region
        rows = tuple(
            "".join(
                ch if r1 <= r <= r2 and c1 <= c <= c2 else grid.rows[r][c]
                for c, ch in enumerate(row)
            )
            for r, row in enumerate(rows)
        )
    return Autofill(puzzle, outcome, index, rows, lifted, first_fill)


def _improved(
    puzzle: Puzzle,
    outcome: Outcome,
    index: WordIndex,
    region: Region | None,
    budget: Budget,
) -> tuple[Outcome, Improvement]:
    """The outcome with its fill's weakest entries lifted (solver/improve.py)."""
    assert outcome.solution is not None
    frozen = [s.id for s in puzzle.slots if not _inside(s, region)]
    words = outcome.solution.words
    lifted = improve(puzzle, words, index, frozen=frozen, budget=budget)
    if lifted.words == tuple(words):
        return outcome, lifted
    better = Solution(puzzle, lifted.words)
    return dataclasses.replace(outcome, solutions=[better, *outcome.solutions[1:]]), lifted
