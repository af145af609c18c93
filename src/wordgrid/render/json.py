"""The JSON shape every `--json` shares: status, grid, placements and search statistics."""

from __future__ import annotations

from typing import Any

from wordgrid.model import Solution
from wordgrid.solver import Outcome


def solution_dict(solution: Solution) -> dict[str, Any]:
    return {
        "grid": list(solution.rows),
        "placements": [
            {"word": p.word, "row": p.user_row, "col": p.user_col, "direction": p.direction.label}
            for p in solution.placements
        ],
    }


def outcome_dict(
    outcome: Outcome, *, count: bool = False, every: bool = False
) -> dict[str, Any]:
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
