"""Word searches: a generator that places every word exactly once or says which didn't fit,
and a finder that reads every word in all 8 directions.

    >>> from wordgrid.wordsearch import generate, find_words
    >>> puzzle = generate(["PYTHON", "GRID", "WORD"], rows=8, seed=1)
    >>> find_words(puzzle.rows, ["PYTHON", "GRID", "WORD"]).ok
    True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wordgrid._lazy import lazy_exports

if TYPE_CHECKING:
    from wordgrid.wordsearch.find import (
        FindResult,
        Found,
        check_word_search,
        find_words,
    )
    from wordgrid.wordsearch.generator import (
        PlacementError,
        Statistics,
        default_size,
        generate,
        generate_with_stats,
    )
    from wordgrid.wordsearch.words import (
        ALL_DIRECTIONS,
        LEVELS,
        alphabet_of,
        clashes,
        parse_alphabet,
        parse_directions,
        prepare_words,
    )

_HOMES = {
    "wordgrid.wordsearch.find": (
        "FindResult",
        "Found",
        "check_word_search",
        "find_words",
    ),
    "wordgrid.wordsearch.generator": (
        "PlacementError",
        "Statistics",
        "default_size",
        "generate",
        "generate_with_stats",
    ),
    "wordgrid.wordsearch.words": (
        "ALL_DIRECTIONS",
        "LEVELS",
        "alphabet_of",
        "clashes",
        "parse_alphabet",
        "parse_directions",
        "prepare_words",
    ),
}

__all__ = [
    "ALL_DIRECTIONS",
    "FindResult",
    "Found",
    "LEVELS",
    "PlacementError",
    "Statistics",
    "alphabet_of",
    "check_word_search",
    "clashes",
    "default_size",
    "find_words",
    "generate",
    "generate_with_stats",
    "parse_alphabet",
    "parse_directions",
    "prepare_words",
]

__getattr__ = lazy_exports(__name__, _HOMES)
