"""The JSON every `--json` of a search prints: a wordgrid document with the search beside it.

A solved search is a solution document (`"type": "solution"`, the puzzle under `"puzzle"`, the
filled `"grid"` and the `"placements"`); one without a solution is the puzzle document. Either
way `"status"` and `"stats"` say how the search went, so the output can be saved and handed to
`convert`, `render` or `solve` again.
"""

from __future__ import annotations

from typing import Any

from wordgrid.formats.json_io import header, puzzle_dict, solution_fields
from wordgrid.model import Puzzle, Solution
from wordgrid.solver import Outcome


def solution_dict(solution: Solution) -> dict[str, Any]:
    fields = solution_fields(solution)
    return {"grid": fields["grid"], "placements": fields["placements"]}


def outcome_dict(outcome: Outcome, *, count: bool = False, every: bool = False) -> dict[str, Any]:
    """`{"status", "grid"?, "placements"?, "stats", "solutions"?, "all"?}` for one search."""
    out: dict[str, Any] = {"status": outcome.status.value}
    if outcome.solution is not None:
        out.update(solution_dict(outcome.solution))
    out["stats"] = outcome.stats.as_dict()
    if count:
        out["solutions"] = len(outcome.solutions)
        out["exact"] = outcome.exhausted
    if every:
        out["all"] = [solution_dict(s) for s in outcome.solutions]
    return out


def outcome_document(
    puzzle: Puzzle,
    outcome: Outcome,
    answer: Solution | None = None,
    *,
    count: bool = False,
    every: bool = False,
) -> dict[str, Any]:
    """The outcome as a document: `answer` (default: the first solution) or the puzzle."""
    answer = answer or outcome.solution
    if answer is not None:
        doc = header("solution", puzzle.name) | solution_fields(answer)
    else:
        doc = header("puzzle", puzzle.name) | {"puzzle": puzzle_dict(puzzle)}
    # The document's own grid wins: for a crossword it is the file's answer, not the
    # engine's first fill.
    return doc | {
        k: v for k, v in outcome_dict(outcome, count=count, every=every).items() if k not in doc
    }
