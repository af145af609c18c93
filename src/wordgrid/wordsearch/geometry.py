"""The static shape of a word search: cells as flat indices, and the lines words run along.

Nothing here changes while words are placed; the search state is `board.Board`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from wordgrid.model import Cell, Direction

Index = int  # a model Cell as one number, row * cols + col, e.g. 7 is (1, 2) on a 5-wide grid
Line = tuple[Index, ...]  # a maximal run of cells inside the shape, stepping one way

# The four ways a line can run; each of the 8 directions reads one of them forwards or backwards.
AXES: tuple[Direction, ...] = (Direction.E, Direction.S, Direction.SE, Direction.SW)


@dataclass(frozen=True)
class Geometry:
    """A `rows` x `cols` grid, the cells outside its shape, and the directions words may run
    in. A line stops at a cell outside, so no word and no accidental copy crosses one."""

    rows: int
    cols: int
    directions: tuple[Direction, ...]
    outside: frozenset[Index] = frozenset()

    @property
    def size(self) -> int:
        return self.rows * self.cols

    @property
    def inside(self) -> int:
        """How many cells can hold a letter."""
        return self.size - len(self.outside)

    def cell(self, index: Index) -> Cell:
        return divmod(index, self.cols)

    def step(self, direction: Direction) -> int:
        """How far apart two neighbouring cells of a line are, as flat indices."""
        return direction.dr * self.cols + direction.dc

    def longest(self) -> int:
        """The longest word that fits in any allowed direction."""
        return max((len(line) for d in self.directions for line in self.lines(d)), default=0)

    def lines(self, direction: Direction) -> tuple[Line, ...]:
        """Every line in `direction`, each in reading order; computed once per direction."""
        if direction not in self._lines:
            self._lines[direction] = self._find_lines(direction)
        return self._lines[direction]

    @cached_property
    def _lines(self) -> dict[Direction, tuple[Line, ...]]:
        return {}

    def _find_lines(self, direction: Direction) -> tuple[Line, ...]:
        dr, dc = direction.dr, direction.dc
        found = []
        for r in range(self.rows):
            for c in range(self.cols):
                if 0 <= r - dr < self.rows and 0 <= c - dc < self.cols:
                    continue  # not at the edge a line of the whole grid starts from
                line: list[Index] = []
                rr, cc = r, c
                while 0 <= rr < self.rows and 0 <= cc < self.cols:
                    index = rr * self.cols + cc
                    if index in self.outside:  # the shape's edge ends this line
                        if line:
                            found.append(tuple(line))
                        line = []
                    else:
                        line.append(index)
                    rr, cc = rr + dr, cc + dc
                if line:
                    found.append(tuple(line))
        return tuple(found)

    @cached_property
    def through(self) -> tuple[tuple[tuple[Line, int], ...], ...]:
        """For each axis, for each cell: the line along that axis and the cell's place in it."""
        result = []
        for axis in AXES:
            where: list[tuple[Line, int]] = [((), 0)] * self.size
            for line in self.lines(axis):
                for pos, index in enumerate(line):
                    where[index] = (line, pos)
            result.append(tuple(where))
        return tuple(result)
