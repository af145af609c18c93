"""Word searches: a generator that places every word exactly once or says which didn't fit,
and a finder that reads every word in all 8 directions. Puzzles may have a shape (`shapes`),
a hidden message, secret words and clues.

    >>> from wordgrid.wordsearch import Request, generate, find_words
    >>> puzzle, stats = generate(Request(("PYTHON", "GRID", "WORD"), rows=8), seed=1)
    >>> find_words(puzzle.rows, ["PYTHON", "GRID", "WORD"]).ok
    True

The generator's parts, one module each: `request` (what to make), `frame` (the grid's size
and shape), `board` (the search state), `placement` (the words), `message` (the cells no word
uses), and `generator`, which runs them in turn.
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
    from wordgrid.wordsearch.frame import default_size
    from wordgrid.wordsearch.generator import generate
    from wordgrid.wordsearch.message import MessageError
    from wordgrid.wordsearch.placement import PlacementError
    from wordgrid.wordsearch.request import Request, Statistics
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
    "wordgrid.wordsearch.frame": ("default_size",),
    "wordgrid.wordsearch.generator": ("generate",),
    "wordgrid.wordsearch.message": ("MessageError",),
    "wordgrid.wordsearch.placement": ("PlacementError",),
    "wordgrid.wordsearch.request": ("Request", "Statistics"),
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
    "Request",
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
    "leftover",
    "mask_from_png",
    "mask_from_svg",
    "mask_from_text",
    "parse_alphabet",
    "parse_directions",
    "prepare_words",
]

__getattr__ = lazy_exports(__name__, _HOMES)
