"""The grid a search runs in: its size and shape, the default sizes, and what can't fit.

Sizes are picked and refused here, before any search: a grid too small or too big, a
longest line shorter than a word, fewer cells than letters.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from wordgrid.errors import InputError
from wordgrid.model import Direction
from wordgrid.wordsearch.geometry import Geometry
from wordgrid.wordsearch.shapes import INSIDE, Mask, Shape

# Default grid size: words fill about half the cells, easy to place and still a puzzle.
DEFAULT_FILL = 0.5
# Smallest default grid: below 5x5 a puzzle looks like a typo.
DEFAULT_MIN_SIDE = 5
# Larger default grids tried, one row and column more each, when the default is too tight.
DEFAULT_GROWTH = 3
# Largest grid side: the scan text holds every cell 8 times; 200x200 already prints poorly.
MAX_SIDE = 200
# The share of the letters a message's grid expects words to share, when it picks the size:
# what the placement's preference for shared letters gives on its own, about.
EXPECTED_OVERLAP = 0.1
# At most this share of the letters may be shared for a message: past it, words pile up.
MAX_OVERLAP = 0.5


@dataclass(frozen=True)
class Frame:
    """The grid a search runs in: its size and shape, and how to speak of it to a user."""

    rows: int
    cols: int
    shape: Shape | None

    @property
    def mask(self) -> Mask:
        if self.shape is None:
            return (INSIDE * self.cols,) * self.rows
        return self.shape.mask(self.rows, self.cols)

    def geometry(self, directions: tuple[Direction, ...]) -> Geometry:
        mask = self.mask
        if not mask:
            raise InputError(f"{self.describe()} has no cell inside the shape")
        cols = len(mask[0])
        outside = frozenset(
            r * cols + c for r, row in enumerate(mask) for c, ch in enumerate(row) if ch != INSIDE
        )
        return Geometry(len(mask), cols, directions, outside)

    def describe(self) -> str:
        """`a 15x15 grid`, or `a heart in a 15x15 grid` (`an egg in ...`)."""
        grid = f"a {self.rows}x{self.cols} grid"
        if self.shape is None:
            return grid
        article = "an" if self.shape.name[:1].lower() in "aeiou" else "a"
        return f"{article} {self.shape.name} in {grid}"

    def resized(self, side: int) -> Frame:
        """The same shape `side` columns wide, as tall as its proportions ask."""
        return Frame(max(2, round(side * self.rows / self.cols)), side, self.shape)

    @property
    def cells(self) -> int:
        """How many cells of the frame are inside its shape."""
        return sum(row.count(INSIDE) for row in self.mask)


def default_size(words: Sequence[str]) -> int:
    """A square side where the words fill about DEFAULT_FILL of the cells."""
    letters = sum(len(w) for w in words)
    longest = max(len(w) for w in words)
    return max(DEFAULT_MIN_SIDE, longest, math.ceil(math.sqrt(letters / DEFAULT_FILL)))


def frames_for(
    rows: int | None, cols: int | None, shape: Shape | None, words: Sequence[str], wanted: int
) -> list[Frame]:
    """The grids to try, in order: the one asked for, else the shape's own size, else a few
    picked for the words (and a message of `wanted` letters)."""
    if rows is not None or cols is not None:
        r = rows if rows is not None else cols
        c = cols if cols is not None else rows
        assert r is not None and c is not None  # one of them was given
        return [Frame(r, c, shape)]
    if shape is not None and shape.natural is not None:
        return [Frame(*shape.natural, shape)]
    return _default_frames(Frame(1, 1, shape), words, wanted)


def check_size(rows: int, cols: int) -> None:
    """Refuse a grid too small to be a puzzle or too big to print, before any search."""
    if rows < 2 or cols < 2:
        raise InputError(f"the grid must be at least 2x2, not {rows}x{cols}")
    if rows > MAX_SIDE or cols > MAX_SIDE:
        raise InputError(f"the grid can be at most {MAX_SIDE}x{MAX_SIDE}, not {rows}x{cols}")


def check_fits(words: Sequence[str], geometry: Geometry, frame: Frame, message: str = "") -> None:
    """Refuse a grid or shape with too little room for the words (and the message): the
    longest line against the longest word, the cells available against the letters."""
    room = geometry.longest()
    too_long = [w for w in words if len(w) > room]
    if too_long:
        names = ",".join(d.name for d in geometry.directions)
        raise InputError(
            f"word {too_long[0]} has {len(too_long[0])} letters, but the longest line of "
            f"{frame.describe()} in directions {names} holds {room}"
        )
    letters = sum(len(w) for w in words)
    # With a message, the longest word's cells at least are not the message's.
    needed = letters if not message else len(message) + max(len(w) for w in words)
    if needed > geometry.inside:
        what = f"the words need {letters} letters"
        if message:
            what = f"the message needs {len(message)} cells besides the words"
        raise InputError(
            f"{what}, but {frame.describe()} has only {geometry.inside} cells available"
        )


def message_frames(frame: Frame, letters: int, longest: int, wanted: int) -> list[Frame]:
    """Grids where the words would share about EXPECTED_OVERLAP of their letters to leave
    `wanted` cells free, best first; at most DEFAULT_GROWTH + 1 of them. Each width comes
    also one row taller, so the cell counts step finely enough to land near `wanted`."""
    fits = []
    for side in range(max(2, longest), MAX_SIDE):
        square = frame.resized(side)
        free = square.cells - letters  # with no letter shared
        if free > wanted:
            break
        for candidate in (square, Frame(square.rows + 1, side, frame.shape)):
            free = candidate.cells - letters
            shared = wanted - free
            if 0 <= shared <= MAX_OVERLAP * letters:
                distance = abs(shared - EXPECTED_OVERLAP * letters)
                fits.append((distance, candidate.rows, candidate.cols, candidate))
    fits.sort(key=lambda fit: fit[:3])
    return [fit[3] for fit in fits[: DEFAULT_GROWTH + 1]]


def _default_frames(frame: Frame, words: Sequence[str], wanted: int) -> list[Frame]:
    letters = sum(len(w) for w in words)
    longest = max(len(w) for w in words)
    if wanted:
        frames = message_frames(frame, letters, longest, wanted)
        if not frames:
            raise InputError(
                f"the message has {wanted} letters and the words {letters}: every grid that "
                "holds the words leaves more cells free; give a longer message or fewer words"
            )
        return frames
    if frame.shape is None:
        side = default_size(words)
    else:
        side = max(DEFAULT_MIN_SIDE, longest)
        while side < MAX_SIDE and frame.resized(side).cells * DEFAULT_FILL < letters:
            side += 1
    return [frame.resized(side + k) for k in range(DEFAULT_GROWTH + 1)]
