"""Make fill-in puzzles that have exactly one solution (issue 5).

`generate(Request(...), seed)` lays out or fills a grid, proves with the engine that the
puzzle has one solution (repairing it when not), and rates its difficulty.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wordgrid._lazy import lazy_exports

if TYPE_CHECKING:
    from wordgrid.generate.batch import (
        make_batch,
    )
    from wordgrid.generate.maker import (
        Generated,
        GenerationFailed,
        GenerationTimeout,
        Request,
        generate,
        validate,
    )
    from wordgrid.generate.options import DEFAULT_RANDOM_WORDS, STYLES
    from wordgrid.generate.rating import (
        Rating,
        rate,
    )
    from wordgrid.generate.words import (
        check_words,
        dictionary,
        draw_words,
        loners,
    )

_HOMES = {
    "wordgrid.generate.options": (
        "DEFAULT_RANDOM_WORDS",
        "STYLES",
    ),
    "wordgrid.generate.maker": (
        "Generated",
        "GenerationFailed",
        "GenerationTimeout",
        "Request",
        "generate",
        "validate",
    ),
    "wordgrid.generate.batch": ("make_batch",),
    "wordgrid.generate.rating": (
        "Rating",
        "rate",
    ),
    "wordgrid.generate.words": (
        "check_words",
        "dictionary",
        "draw_words",
        "loners",
    ),
}

__all__ = [
    "DEFAULT_RANDOM_WORDS",
    "Generated",
    "GenerationFailed",
    "GenerationTimeout",
    "Rating",
    "Request",
    "STYLES",
    "check_words",
    "dictionary",
    "draw_words",
    "generate",
    "loners",
    "make_batch",
    "rate",
    "validate",
]

__getattr__ = lazy_exports(__name__, _HOMES)
