"""Difficulty: how much of a puzzle's fill follows by deduction, and how much needs search.

Deduction is the engine's propagation run once before any guess: a slot with one candidate
word is filled, a word with one possible slot goes there, and crossing letters narrow the
neighbours, until nothing changes. What it leaves open needs trial and error, which the
uniqueness proof measures in search nodes (words tried) and backtracks (words that failed).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from wordgrid.model import Puzzle
from wordgrid.solver import Network, Outcome, propagate, smallest_first

# Label thresholds. A puzzle deduction fills entirely is "easy"; one that needs a few
# guesses but whose deduction fills at least half the slots is "medium"; the rest "hard".
MEDIUM_MIN_DEDUCED = 0.5
MEDIUM_MAX_BACKTRACKS = 3


@dataclass(frozen=True)
class Rating:
    """A difficulty label and the statistics behind it."""

    label: str  # "easy", "medium" or "hard"
    slots: int
    deduced: int  # slots filled by deduction alone, before any guess
    search_nodes: int  # words tried by the exhaustive uniqueness proof
    backtracks: int  # tried words that failed

    @property
    def deduced_share(self) -> float:
        return self.deduced / self.slots if self.slots else 1.0

    def as_dict(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "slots": self.slots,
            "deduced": self.deduced,
            "deduced_share": round(self.deduced_share, 3),
            "search_nodes": self.search_nodes,
            "backtracks": self.backtracks,
        }

    def describe(self) -> str:
        return (
            f"{self.label}: deduction fills {self.deduced}/{self.slots} slots "
            f"({self.deduced_share:.0%}); the proof needed {self.search_nodes} search "
            f"nodes, {self.backtracks} backtracks"
        )


def deduced_slots(puzzle: Puzzle) -> int:
    """How many slots the engine's propagation fills before its first guess."""
    net = Network.build(puzzle)
    state = net.initial_state()
    if propagate(net, state, smallest_first(state.doms)) is not None:
        return 0  # contradiction: can't happen for a puzzle with a solution
    return sum(state.fixed)


def rate(puzzle: Puzzle, proof: Outcome) -> Rating:
    """Rate a puzzle from deduction alone and from its uniqueness proof's statistics."""
    slots = len(puzzle.slots)
    deduced = deduced_slots(puzzle)
    nodes, backtracks = proof.stats.nodes, proof.stats.backtracks
    if deduced == slots:
        label = "easy"
    elif deduced >= MEDIUM_MIN_DEDUCED * slots and backtracks <= MEDIUM_MAX_BACKTRACKS:
        label = "medium"
    else:
        label = "hard"
    return Rating(label, slots, deduced, nodes, backtracks)
