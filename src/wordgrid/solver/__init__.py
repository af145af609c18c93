"""The one engine behind solve, batch, fill, generate and the game's solve_board."""

from wordgrid.solver.index import WordIndex
from wordgrid.solver.propagate import Network, State, propagate, smallest_first
from wordgrid.solver.search import Accept, Outcome, Statistics, Status, solve

__all__ = [
    "Accept",
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
