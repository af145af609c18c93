"""What word search to make (`Request`), what a run did (`Statistics`), and when it stops.

The seed is not part of the request, as with the fill-in generator's `Request`: one request
makes many puzzles (a book's section, a batch), one per seed.
"""

from __future__ import annotations

from dataclasses import dataclass

from wordgrid.budget import Budget
from wordgrid.errors import TimedOut
from wordgrid.model import Direction
from wordgrid.wordsearch.shapes import Shape
from wordgrid.wordsearch.words import ALL_DIRECTIONS

# Steps allowed per word, placements and evictions together. Easy grids need one per word;
# grids near their limit need a few; past 30 a full grid almost never comes right.
EFFORT_PER_WORD = 30

Clues = tuple[
    tuple[str, str], ...
]  # (answer, what the list shows instead), e.g. ("ICE CREAM", "a cold dessert")


@dataclass(frozen=True)
class Request:
    """A word search to make: every word hidden exactly once, read in `directions`.

    - `words`: the words to hide and list, as given: folded to upper case (accents kept),
      repeats dropped; an answer of several words (`ICE CREAM`) hides without its spaces.
    - `rows`, `cols`: the grid; one alone makes a square; neither picks a size from the words
      (and the message). A shape is scaled to the grid and cropped to its cells.
    - `directions`: the directions words may read in; the uniqueness check uses all 8.
    - `shape`: letters go only in the cells inside it.
    - `message`: the cells no word uses spell its letters, row by row.
    - `secrets`: words hidden exactly once, like the others, but not listed.
    - `clues`: what the list shows instead of an answer.
    - `order`: the list's order, one of `model.LIST_ORDERS`.
    - `alphabet`: filler letters; None: the letters the words use.
    - `effort`: placement steps allowed per word before the words that are left are named.
    - `lang`: the language of the words ("" when not said), which the printed pages follow.
    """

    words: tuple[str, ...]
    rows: int | None = None
    cols: int | None = None
    directions: tuple[Direction, ...] = ALL_DIRECTIONS
    shape: Shape | None = None
    message: str = ""
    secrets: tuple[str, ...] = ()
    clues: Clues = ()
    order: str = "alpha"
    alphabet: str | None = None
    effort: int = EFFORT_PER_WORD
    lang: str = ""


@dataclass
class Statistics:
    """What one generation did; steps include re-placements after evictions."""

    steps: int = 0
    evictions: int = 0  # words taken out again to make room for another
    scans: int = 0  # full-grid scans, when random probes found no spot
    restarts: int = 0  # fresh starts because filler letters spelled a word
    moves: int = 0  # words moved to leave exactly a message's worth of cells free
    seconds: float = 0.0
    # The fewest and most cells the words left free while arranging for a message.
    least_free: int | None = None
    most_free: int | None = None

    def saw_free(self, free: int) -> None:
        self.least_free = free if self.least_free is None else min(self.least_free, free)
        self.most_free = free if self.most_free is None else max(self.most_free, free)

    @property
    def words_tried(self) -> int:
        """Placements tried, whether a step or a move: what a budget's node cap counts."""
        return self.steps + self.moves


def spent(budget: Budget, stats: Statistics) -> bool:
    """Whether the run must stop now: asked between steps, so it stops within one."""
    return budget.expired() or (budget.nodes is not None and stats.words_tried >= budget.nodes)


def stopped(budget: Budget, stats: Statistics, reached: str) -> TimedOut:
    """The error for a run `spent` stopped, saying why and how far it got (`reached`)."""
    if budget.cancelled():
        why = "cancelled"
    elif budget.at is not None and budget.expired():
        why = "stopped at the time limit"
    else:
        why = f"stopped at the limit of {budget.nodes} placements"
    return TimedOut(f"{why} {reached}")
