"""The word search's search state: letters so far, which words own each cell, where each sits.

Cells are flat indices (`geometry.Index`) and letters one flat list, because placement
writes and lifts thousands of words a second and a scan text mirrors every cell; the board
speaks the model's types at its edge: `rows()` and `placement()` give the finished grid's
rows and each word's `model.Placement`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from wordgrid.model import OPEN, OUTSIDE, Direction, Placement
from wordgrid.wordsearch.copies import Lexicon, Reading, WordId
from wordgrid.wordsearch.geometry import Geometry, Index

EMPTY = OPEN  # a cell no word has claimed yet; never a letter, so it matches nothing
WALL = "#"  # between lines in the scan text, so no spot runs off one line into the next


@dataclass(frozen=True, slots=True)
class Spot:
    """Where a word sits, in flat cells: a `model.Placement` without its word, with the
    cells it covers worked out once, as placement reads them on every move."""

    start: Index
    direction: Direction
    cells: tuple[Index, ...]


class Board:
    """The mutable search state: letters so far, which words own each cell, where each sits.

    Undo is by lifting a word off again (`lift`), as eviction needs exactly that; the owner
    lists make it exact when words share cells.
    """

    def __init__(self, geometry: Geometry, words: Sequence[str], lexicon: Lexicon) -> None:
        self.geometry = geometry
        self.words = words
        self.lexicon = lexicon
        self.letters = [EMPTY] * geometry.size
        for index in geometry.outside:
            self.letters[index] = OUTSIDE
        self.owners: list[list[WordId]] = [[] for _ in range(geometry.size)]
        self.spots: dict[WordId, Spot] = {}
        # The scan text: every line of every allowed direction, in reading order, end to end.
        # One regex over it finds every spot a word fits in, at C speed.
        self.scan_cell: list[Index] = []
        self.scan_direction: list[Direction] = []
        self.runs: list[tuple[int, int]] = []  # (offset, length) of each line in the text
        for direction in geometry.directions:
            for line in geometry.lines(direction):
                self.runs.append((len(self.scan_cell), len(line)))
                self.scan_cell.extend(line)
                self.scan_cell.append(-1)
                self.scan_direction.extend([direction] * (len(line) + 1))
        self.chars = [EMPTY if i >= 0 else WALL for i in self.scan_cell]
        self.offsets: list[list[int]] = [[] for _ in range(geometry.size)]
        for k, index in enumerate(self.scan_cell):
            if index >= 0:
                self.offsets[index].append(k)
        self._windows: dict[int, list[int]] = {}

    def text(self) -> str:
        return "".join(self.chars)

    def free(self) -> int:
        """How many cells inside the shape no word has claimed."""
        return self.letters.count(EMPTY)

    def windows(self, length: int) -> list[int]:
        """Offsets in the scan text of every spot `length` cells long, fitting or not."""
        if length not in self._windows:
            self._windows[length] = [
                k for start, n in self.runs for k in range(start, start + n - length + 1)
            ]
        return self._windows[length]

    def spot_at(self, offset: int, length: int) -> Spot:
        start = self.scan_cell[offset]
        direction = self.scan_direction[offset]
        step = self.geometry.step(direction)
        return Spot(start, direction, tuple(range(start, start + length * step, step)))

    def _set(self, index: Index, letter: str) -> None:
        self.letters[index] = letter
        for k in self.offsets[index]:
            self.chars[k] = letter

    def put(self, word_id: WordId, spot: Spot) -> list[Index]:
        """Write a word whose spot fits; returns the cells that were empty before."""
        new = []
        for index, letter in zip(spot.cells, self.words[word_id], strict=True):
            if self.letters[index] == EMPTY:
                self._set(index, letter)
                new.append(index)
            self.owners[index].append(word_id)
        self.spots[word_id] = spot
        return new

    def put_unique(self, word_id: WordId, spot: Spot) -> bool:
        """Write the word unless that spells some word a second time; True if written."""
        new = self.put(word_id, spot)
        own = Reading(word_id, spot.start, spot.direction)
        if any(self.lexicon.copy_through(self.letters, i, own) for i in new):
            self.lift(word_id)
            return False
        return True

    def lift(self, word_id: WordId) -> Spot:
        """Take a word off; cells no other word owns become empty again."""
        spot = self.spots.pop(word_id)
        for index in spot.cells:
            self.owners[index].remove(word_id)
            if not self.owners[index]:
                self._set(index, EMPTY)
        return spot

    def rows(self) -> tuple[str, ...]:
        """The letters as the model's grid rows (OUTSIDE beyond the shape)."""
        cols = self.geometry.cols
        return tuple(
            "".join(self.letters[r * cols : (r + 1) * cols]) for r in range(self.geometry.rows)
        )

    def placement(self, word_id: WordId) -> Placement:
        """Where a placed word sits, as the model says it."""
        spot = self.spots[word_id]
        row, col = self.geometry.cell(spot.start)
        return Placement(self.words[word_id], row, col, spot.direction)


def fit_pattern(word: str) -> re.Pattern[str]:
    """Matches where `word` fits: each cell empty or holding the word's letter there."""
    return re.compile("".join(f"[{re.escape(ch)}{re.escape(EMPTY)}]" for ch in word))
