"""The application layer: one call per thing a user asks for, between the doors and the engine.

The command line, the web API, `batch`, the terminal game and books translate their
arguments into one of these calls and its report back into text, JSON or a page. Each call
takes a `Budget` (when to stop), verifies every answer with the independent checker, and
returns a typed report:

- `solve_document` -> SolveReport: a document's puzzle solved, its answer, why not;
- `fill_grid` -> FillReport: a crossword grid filled from a dictionary, or why it can't be;
- `make_fill_in`, `fill_in_from_grid` -> Generated: a fill-in proven to have one solution;
- `make_word_search` -> MadeWordSearch: a word search and the proof each word reads once;
- `find_solution`, `suggest`, `fill_in_hint`, `crossword_hint`, `check_grid`: a player's
  questions about a board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wordgrid._lazy import lazy_exports

if TYPE_CHECKING:
    from wordgrid.app.filling import FillReport, FillRequest, check_fillable, fill_grid
    from wordgrid.app.making import (
        MadeWordSearch,
        fill_in_from_grid,
        grid_solution,
        make_fill_in,
        make_word_search,
    )
    from wordgrid.app.playing import (
        EngineAnswer,
        GridCheck,
        Hint,
        NoAnswer,
        Suggestion,
        check_grid,
        crossword_hint,
        fill_in_hint,
        find_solution,
        hint,
        suggest,
    )
    from wordgrid.app.solving import SolveReport, solve_document

_HOMES = {
    "wordgrid.app.filling": ("FillReport", "FillRequest", "check_fillable", "fill_grid"),
    "wordgrid.app.making": (
        "MadeWordSearch",
        "fill_in_from_grid",
        "grid_solution",
        "make_fill_in",
        "make_word_search",
    ),
    "wordgrid.app.playing": (
        "EngineAnswer",
        "GridCheck",
        "Hint",
        "NoAnswer",
        "Suggestion",
        "check_grid",
        "crossword_hint",
        "fill_in_hint",
        "find_solution",
        "hint",
        "suggest",
    ),
    "wordgrid.app.solving": ("SolveReport", "solve_document"),
}

__all__ = [
    "EngineAnswer",
    "FillReport",
    "FillRequest",
    "GridCheck",
    "Hint",
    "MadeWordSearch",
    "NoAnswer",
    "SolveReport",
    "Suggestion",
    "check_fillable",
    "check_grid",
    "crossword_hint",
    "fill_grid",
    "fill_in_from_grid",
    "fill_in_hint",
    "find_solution",
    "grid_solution",
    "hint",
    "make_fill_in",
    "make_word_search",
    "solve_document",
    "suggest",
]

__getattr__ = lazy_exports(__name__, _HOMES)
