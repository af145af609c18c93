"""Word searches: a generator that places every word exactly once or says which didn't fit,
and a finder that reads every word in all 8 directions. Puzzles may have a shape (`shapes`),
a hidden message, secret words and clues.

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
        leftover,
    )
    from wordgrid.wordsearch.generator import (
        MessageError,
        PlacementError,
        Statistics,
        default_size,
        generate,
        generate_with_stats,
    )
    from wordgrid.wordsearch.shapes import (
        SHAPE_NAMES,
        Shape,
        built_in,
        mask_from_png,
        mask_from_svg,
        mask_from_text,
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
        "leftover",
    ),
    "wordgrid.wordsearch.generator": (
        "MessageError",
        "PlacementError",
        "Statistics",
        "default_size",
        "generate",
        "generate_with_stats",
    ),
    "wordgrid.wordsearch.shapes": (
        "SHAPE_NAMES",
        "Shape",
        "built_in",
        "mask_from_png",
        "mask_from_svg",
        "mask_from_text",
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
    "MessageError",
    "PlacementError",
    "SHAPE_NAMES",
    "Shape",
    "Statistics",
    "alphabet_of",
    "built_in",
    "check_word_search",
    "clashes",
    "default_size",
    "find_words",
    "generate",
    "generate_with_stats",
    "leftover",
    "mask_from_png",
    "mask_from_svg",
    "mask_from_text",
    "parse_alphabet",
    "parse_directions",
    "prepare_words",
]

__getattr__ = lazy_exports(__name__, _HOMES)
