"""The one engine behind solve, batch, fill, generate and the game's solve_board."""

from wordgrid.solver.index import WordIndex
from wordgrid.solver.propagate import Network, State, propagate, smallest_first
from wordgrid.solver.search import Outcome, Statistics, Status, solve

__all__ = [
    "Network",
    "Outcome",
    "State",
    "Statistics",
    "Status",
    "WordIndex",
    "propagate",
    "smallest_first",
    "solve",
]
