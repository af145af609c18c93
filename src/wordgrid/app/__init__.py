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

from wordgrid._lazy import lazy_exports

# Each call and report by its home module: the one list, loaded on first use (a door imports
# the module it needs; this is for a reader, and for `wordgrid.app.make_word_search`).
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

__all__ = sorted(name for names in _HOMES.values() for name in names)
__getattr__ = lazy_exports(__name__, _HOMES)
