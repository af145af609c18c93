"""Solving a document: the one pipeline behind `solve`, `batch` and `POST /api/solve`.

Read by a door (a file, an upload, a folder), a document becomes its puzzle, the engine
searches within the budget, the independent checker passes every solution, and the report
says what to show: a crossword's own answer when its clues pick one of several fills, and
why there is no solution when the search proved there is none.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.errors import InputError, NoSolution, TimedOut
from wordgrid.formats import as_puzzle, solvable
from wordgrid.model import Document, GameSave, Puzzle, Solution, answer_of
from wordgrid.render.json import outcome_document
from wordgrid.render.text import explain_unsolvable
from wordgrid.solver import Outcome, Status, solve
from wordgrid.solver.search import Tracer
from wordgrid.verify import check


@dataclass(frozen=True)
class SolveReport:
    """A solved (or refuted, or timed out) document; every solution in it passed the checker."""

    puzzle: Puzzle
    outcome: Outcome
    shown: Solution | None  # the answer to show: the file's own, else the first found
    reason: str | None  # why there is no solution, when that was proven

    @property
    def status(self) -> Status:
        return self.outcome.status

    def document(self, *, count: bool = False, every: bool = False) -> dict[str, Any]:
        """What `solve --json` prints: the solution (or puzzle) document, the status, the
        statistics, and `reason` when there is no solution."""
        doc = outcome_document(self.puzzle, self.outcome, self.shown, count=count, every=every)
        if self.reason is not None:
            doc["reason"] = self.reason
        return doc


def own_answer(doc: Document, outcome: Outcome) -> Solution | None:
    """A crossword's own answers, checked, when its word list also fits another way.

    Solved as a fill-in of its answers, a crossword may have several fills; its clues pick
    one, and the file says which. Shown instead of the engine's first fill, never unchecked.
    """
    own = answer_of(doc)
    if own is None or not own.puzzle.clues or outcome.solution is None:
        return None
    return check(own) if own.words != outcome.solution.words else None


def solve_document(
    doc: Document,
    where: str,
    *,
    budget: Budget = NO_LIMIT,
    limit: int = 1,
    tracer: Tracer | None = None,
) -> SolveReport:
    """Solve the puzzle `doc` holds (`where` names it in messages), up to `limit` solutions.

    Raises InputError when the document holds nothing to solve (a word search, a crossword
    without answers, a grid without slots).
    """
    puzzle = solvable(doc, where)
    outcome = solve(puzzle, limit=limit, budget=budget, tracer=tracer)
    for solution in outcome.solutions:
        check(solution)  # never show an answer the independent checker rejects
    reason = explain_unsolvable(puzzle, outcome) if outcome.status is Status.UNSOLVABLE else None
    return SolveReport(puzzle, outcome, own_answer(doc, outcome) or outcome.solution, reason)


def first_solution(puzzle: Puzzle, budget: Budget = NO_LIMIT) -> Solution:
    """The first solution of `puzzle`, checked, for a command that needs a filled grid (a
    key to print, a conversion with answers); NoSolution (exit 1) or TimedOut (exit 3)."""
    outcome = solve(puzzle, limit=1, budget=budget)
    if outcome.solution is not None:
        return check(outcome.solution)
    what = puzzle.meta.title or puzzle.name or "the puzzle"
    if outcome.timed_out:
        raise TimedOut(f"{what}: no solution within the time limit")
    raise NoSolution(f"{what}: no solution, so there is no filled grid")


def to_play(doc: Document, budget: Budget = NO_LIMIT) -> Document:
    """The document a page that plays `doc` is written from: one that holds its answer. A
    fill-in, or a game of one that kept no answer, is solved first (`first_solution`); a
    crossword must keep its own answers, InputError otherwise."""
    if isinstance(doc, GameSave) and doc.solution is None:
        doc = doc.puzzle
    if not isinstance(doc, Puzzle):
        return doc
    if doc.is_crossword:
        raise InputError(
            "this crossword keeps no answers, so there is none to play to", path=doc.name or None
        )
    return first_solution(doc, budget)


@dataclass(frozen=True)
class PlayableAnswer:
    """What a player plays a document to: its answer, checked, and the difficulty of a
    fill-in with exactly one solution (easy, medium or hard; empty otherwise)."""

    puzzle: Puzzle
    answer: Solution
    rating: str


def playable_answer(doc: Document, where: str, budget: Budget) -> PlayableAnswer | None:
    """The answer a player of `doc` plays to: a crossword's own answers, a fill-in's own or
    the engine's; None when there is none (answers left out, no slot, no solution in time).
    """
    from wordgrid.generate.rating import rate

    puzzle = as_puzzle(doc, where)
    own = answer_of(doc)
    if puzzle.is_crossword:  # a coded crossword too: its answers are no list to solve with
        return None if own is None else PlayableAnswer(puzzle, check(own), "")
    if not puzzle.bank.listed or not puzzle.slots:
        return None
    outcome = solve(puzzle, limit=2, budget=budget)
    if outcome.solution is None:
        return None
    answer = check(own) if own is not None else check(outcome.solution)
    unique = outcome.exhausted and len(outcome.solutions) == 1
    return PlayableAnswer(puzzle, answer, rate(puzzle, outcome).label if unique else "")
