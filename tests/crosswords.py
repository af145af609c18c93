"""Small crosswords with clues, made the constructor's way, for the clue library's and the
constructor's tests."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from wordgrid.app.constructing import Draft, EntryClue, crossword_solution
from wordgrid.model import Grid, Metadata, Slot, Solution, find_slots

# Filled grids: # a block, a letter a cell.
THREE = ("CAT", "A#O", "BOW")  # CAT, BOW across; CAB, TOW down
FOUR = ("CARD", "AREA", "REAR", "DART")  # a word square: the same words down
FIVE = ("HEART", "EMBER", "ABUSE", "RESIN", "TREND")
SEVEN = ("SCAB#TO", "HARE#AN", "ERAS#ME")  # a 3x7 of entries of 2 to 4 letters


def entries(rows: Sequence[str]) -> list[tuple[Slot, str]]:
    """Each slot of the grid with the word it holds."""
    return [
        (slot, "".join(rows[r][c] for r, c in slot.cells)) for slot in find_slots(Grid(tuple(rows)))
    ]


def clued(
    rows: Sequence[str],
    clue: Callable[[str, Slot], str] = lambda word, slot: f"Clue for {word}",
    meta: Metadata = Metadata(),
) -> Solution:
    """`rows` as a crossword whose every entry has the clue `clue(word, slot)` gives."""
    clues = tuple(EntryClue(s.start, s.direction, clue(w, s)) for s, w in entries(rows))
    return crossword_solution(Draft(tuple(rows), clues, meta, enumerations=False))
