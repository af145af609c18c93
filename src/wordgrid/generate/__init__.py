"""Make fill-in puzzles that have exactly one solution (issue 5).

`generate(Request(...), seed)` lays out or fills a grid, proves with the engine that the
puzzle has one solution (repairing it when not), and rates its difficulty.
"""

from wordgrid.generate.batch import make_batch
from wordgrid.generate.maker import (
    DEFAULT_RANDOM_WORDS,
    STYLES,
    Generated,
    GenerationFailed,
    GenerationTimeout,
    Request,
    generate,
    validate,
)
from wordgrid.generate.rating import Rating, rate
from wordgrid.generate.words import check_words, dictionary, draw_words, loners

__all__ = [
    "DEFAULT_RANDOM_WORDS",
    "STYLES",
    "GenerationFailed",
    "GenerationTimeout",
    "Generated",
    "Rating",
    "Request",
    "check_words",
    "dictionary",
    "draw_words",
    "generate",
    "loners",
    "make_batch",
    "rate",
    "validate",
]
