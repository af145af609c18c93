"""Plain-text output: grids with `#` blocks and a placements table counted from 1."""

from __future__ import annotations

from collections.abc import Sequence

from wordgrid.model import Placement, Puzzle, Slot


def format_grid(rows: Sequence[str]) -> str:
    return "\n".join(rows)


def format_placements(placements: Sequence[Placement]) -> str:
    width = max((len(p.word) for p in placements), default=4)
    lines = [f"{'word':<{width}}  row  col  direction"]
    lines += [
        f"{p.word:<{width}}  {p.user_row:>3}  {p.user_col:>3}  {p.direction.label}"
        for p in placements
    ]
    return "\n".join(lines)


def describe_slot(puzzle: Puzzle, slot: Slot) -> str:
    """`h2 (R3C1 across, ?A?E)`: a slot as a user can find it on the grid."""
    r, c = slot.start
    return f"{slot.name} (R{r + 1}C{c + 1} {slot.direction.label}, {puzzle.pattern(slot)})"
