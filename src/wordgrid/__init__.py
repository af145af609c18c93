"""wordgrid: solve, play and make word-placement puzzles with one bitset engine.

The public API is re-exported here; modules whose names start with `_` are private.
"""

# First, so that it times the loading of everything after it.
from wordgrid._loaded import LOADED  # noqa: F401 - imported first, to time the rest
from wordgrid.errors import InputError, WordgridError
from wordgrid.formats import read_puzzle, read_word_list
from wordgrid.model import (
    ACROSS,
    DOWN,
    Crossing,
    Direction,
    Grid,
    Placement,
    Puzzle,
    Slot,
    Solution,
    WordBank,
    WordSearch,
)
from wordgrid.solver import Outcome, Statistics, Status, solve
from wordgrid.verify import VerificationError, check, problems

__version__ = "0.1.0"

__all__ = [
    "ACROSS",
    "DOWN",
    "Crossing",
    "Direction",
    "Grid",
    "InputError",
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
    "read_puzzle",
    "read_word_list",
    "solve",
]
