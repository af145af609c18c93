"""wordgrid: solve, play and make word-placement puzzles with one bitset engine.

The public API is re-exported here, loaded on first use so that the command line starts
quickly; modules whose names start with `_` are private.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

# First, so that it times the loading of everything after it.
from wordgrid._loaded import LOADED  # noqa: F401 - imported first, to time the rest

if TYPE_CHECKING:
    from wordgrid.errors import InputError, WordgridError
    from wordgrid.formats import read, read_puzzle, read_word_list, write
    from wordgrid.model import (
        ACROSS,
        DOWN,
        Clue,
        Crossing,
        Direction,
        Document,
        GameSave,
        Grid,
        Kind,
        Metadata,
        Placement,
        Puzzle,
        Slot,
        Solution,
        WordBank,
        WordSearch,
    )
    from wordgrid.solver import Outcome, Statistics, Status, solve
    from wordgrid.verify import VerificationError, check, problems

# Where each public name lives.
_HOMES = {
    "wordgrid.errors": ("InputError", "WordgridError"),
    "wordgrid.formats": ("read", "read_puzzle", "read_word_list", "write"),
    "wordgrid.model": (
        "ACROSS",
        "DOWN",
        "Clue",
        "Crossing",
        "Direction",
        "Document",
        "GameSave",
        "Grid",
        "Kind",
        "Metadata",
        "Placement",
        "Puzzle",
        "Slot",
        "Solution",
        "WordBank",
        "WordSearch",
    ),
    "wordgrid.solver": ("Outcome", "Statistics", "Status", "solve"),
    "wordgrid.verify": ("VerificationError", "check", "problems"),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}

__all__ = [
    "ACROSS",
    "DOWN",
    "Clue",
    "Crossing",
    "Direction",
    "Document",
    "GameSave",
    "Grid",
    "InputError",
    "Kind",
    "Metadata",
    "Outcome",
    "Placement",
    "Puzzle",
    "Slot",
    "Solution",
    "Statistics",
    "Status",
    "VerificationError",
    "WordBank",
    "WordSearch",
    "WordgridError",
    "check",
    "problems",
    "read",
    "read_puzzle",
    "read_word_list",
    "solve",
    "write",
]
assert sorted(__all__) == sorted(_HOME_OF)


def __getattr__(name: str) -> Any:
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("wordgrid")
        except PackageNotFoundError:  # a source tree that was never installed
            return "unknown"
    if name in _HOME_OF:
        return getattr(importlib.import_module(_HOME_OF[name]), name)
    raise AttributeError(f"module 'wordgrid' has no attribute {name!r}")
