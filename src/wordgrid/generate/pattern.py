"""Block patterns for dense puzzles: symmetric, connected, every entry 3+ letters long.

The rules are those of an American crossword, like the 15x15 puzzle3 of the fill-in corpus:
the blocks are symmetric under a half turn, every run of open cells across and down is 3 or
more long (so every letter is checked by two words), and the open cells are connected.

One more rule is the fill-in's own: the pattern must not be its own mirror image across a
diagonal. On such a pattern the across and down entries trade places, so every fill has a
twin (its transpose) with the same words, and no fill can have one solution: the 7x7
"plus" pattern, half of what random blocks give at that size, cost the old generator dozens
of refills a puzzle. Only where the size allows nothing else (3x3) is such a pattern used,
and given letters then make it unique.

A pattern is made in two steps. A sketch scatters block pairs at random legal places, with
no cap on entry length: these give the short entries and corner clusters a common-words
list fills easily. Then a search that backs up decides the cells in reading order over
the top half (the bottom half is its half-turn image), each as the sketch has it unless
that leaves a line through it or its image that can't be finished with every run 0 or
MIN_ENTRY..longest (`_completable`): so an entry that is too long gets the blocks it needs,
and a dead end is seen at once instead of after a failed pattern.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from wordgrid.model import BLOCK, OPEN, Grid, connected

MIN_ENTRY = 3  # no 1- or 2-letter entries, as in published crosswords
# Long entries are what makes a fill hard; capping them keeps a pattern fillable in well
# under a second from a 30k-word list.
MAX_ENTRY = 8
# Blocks wanted, as a share of the cells: puzzle3 has 38 in 225 cells (0.17). The common-
# words dictionary fills a grid of short entries far more readily: at 0.27, 7x7 to 15x15
# patterns fill within the fill's effort limit most times, at 0.17 a 7x7 one time in ten.
BLOCK_SHARE = 0.27
# Patterns tried for one that is no diagonal's mirror image and is connected; 5x5 and
# smaller admit few patterns, many of them mirror images.
PATTERN_TRIES = 12
# Cells decided per pattern before the search gives up on it, per cell of the grid.
STEPS_PER_CELL = 20

Cells = list[list[bool]]  # True where a cell is open
Line = list[bool | None]  # a row or column: open, block, or not decided yet


def _runs_ok(line: list[bool]) -> bool:
    """Every run of open cells in a row or column is 0 or at least MIN_ENTRY long."""
    n = 0
    for is_open in [*line, False]:
        if is_open:
            n += 1
            continue
        if 0 < n < MIN_ENTRY:
            return False
        n = 0
    return True


def _scatter(rows: int, cols: int, share: float, rng: random.Random) -> Cells:
    """A sketch: block pairs at random legal places (every run 0 or 3+ long, the open cells
    connected) up to `share` of the cells, with no cap on entry length yet."""
    open_ = [[True] * cols for _ in range(rows)]

    def try_block(r: int, c: int) -> bool:
        pair = list(dict.fromkeys([(r, c), (rows - 1 - r, cols - 1 - c)]))
        if not all(open_[pr][pc] for pr, pc in pair):
            return False
        for pr, pc in pair:
            open_[pr][pc] = False
        lines_ok = all(_runs_ok(open_[pr]) for pr, _ in pair) and all(
            _runs_ok([open_[i][pc] for i in range(rows)]) for _, pc in pair
        )
        if lines_ok and (all(_harmless(open_, cell) for cell in pair) or _connected(open_)):
            return True
        for pr, pc in pair:
            open_[pr][pc] = True
        return False

    target = round(rows * cols * share)
    blocks = 0
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    rng.shuffle(cells)
    for cell in cells:
        if blocks >= target:
            break
        if try_block(*cell):
            blocks += 1 if cell == (rows - 1 - cell[0], cols - 1 - cell[1]) else 2
    return open_


# The eight cells around a cell, in order round it: each is next to the one before.
RING = ((-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1))


def _harmless(open_: Cells, cell: tuple[int, int]) -> bool:
    """Whether a new block at `cell` surely leaves the open cells as connected as before:
    the open cells round it that touch it form one chain (a "simple point"), so any path
    through the cell can go round it instead. False means: look at the whole grid."""
    r, c = cell
    rows, cols = len(open_), len(open_[0])
    ring = [0 <= r + dr < rows and 0 <= c + dc < cols and open_[r + dr][c + dc] for dr, dc in RING]
    chains = 0
    for i, is_open in enumerate(ring):
        # a chain starts at an open cell after a closed one; count it if a side cell is in it
        if is_open and not ring[i - 1]:
            j = i
            touches = False
            while ring[j % 8] and j < i + 8:
                touches = touches or j % 2 == 1
                j += 1
            chains += touches
    if all(ring):
        return True
    return chains <= 1


def _completable(line: Line, longest: int) -> bool:
    """Whether the line can still be finished with every run 0 or MIN_ENTRY..longest long.

    Reachable run lengths are the bits of an int: bit k set means "a run of k open cells
    can end here".
    """
    fits = (1 << (longest + 1)) - 1  # runs of 0..longest
    may_end = 1 | (fits & ~((1 << MIN_ENTRY) - 1))  # runs of 0 or MIN_ENTRY..longest
    runs = 1
    for cell in line:
        opened = (runs << 1) & fits if cell is not False else 0
        blocked = 1 if cell is not True and runs & may_end else 0
        runs = opened | blocked
        if not runs:
            return False
    return bool(runs & may_end)


class _Builder:
    """A search for the legal pattern nearest a sketch: `open_[r][c]` is True, False (a
    block) or None (not decided yet)."""

    def __init__(self, sketch: Cells) -> None:
        self.sketch = sketch
        self.rows, self.cols = len(sketch), len(sketch[0])
        self.longest = min(MAX_ENTRY, max(self.rows, self.cols))
        self.open_: list[Line] = [[None] * self.cols for _ in range(self.rows)]
        self.steps = STEPS_PER_CELL * self.rows * self.cols

    def lines_ok(self, r: int, c: int) -> bool:
        g, rows, cols, longest = self.open_, self.rows, self.cols, self.longest
        for rr, cc in ((r, c), (rows - 1 - r, cols - 1 - c)):
            if not _completable(g[rr], longest):
                return False
            if not _completable([g[i][cc] for i in range(rows)], longest):
                return False
        return True

    def decide(self, k: int) -> bool:
        """Decide cells k, k+1, ... of the top half, each as the sketch has it if the lines
        through it can still be finished, else the other way; False at a dead end."""
        rows, cols = self.rows, self.cols
        if 2 * k >= rows * cols:
            return True
        self.steps -= 1
        if self.steps < 0:
            return False
        r, c = divmod(k, cols)
        first = self.sketch[r][c]
        for is_open in (first, not first):
            self.open_[r][c] = self.open_[rows - 1 - r][cols - 1 - c] = is_open
            if self.lines_ok(r, c) and self.decide(k + 1):
                return True
        self.open_[r][c] = self.open_[rows - 1 - r][cols - 1 - c] = None
        return False

    def grid(self) -> Grid:
        return Grid(tuple("".join(OPEN if ok else BLOCK for ok in row) for row in self.open_))


def _connected(open_: Sequence[Sequence[bool | None]]) -> bool:
    return connected({(r, c) for r, row in enumerate(open_) for c, ok in enumerate(row) if ok})


def mirrored(grid: Grid) -> bool:
    """Whether the pattern is its own mirror image across either diagonal."""
    rows = grid.rows
    n = len(rows)
    if n != len(rows[0]):
        return False
    main = all(rows[r][c] == rows[c][r] for r in range(n) for c in range(r))
    anti = all(rows[r][c] == rows[n - 1 - c][n - 1 - r] for r in range(n) for c in range(n))
    return main or anti


def make_pattern(rows: int, cols: int, rng: random.Random) -> Grid | None:
    """A random legal pattern of `rows` x `cols`, or None when the tries ran out.

    A diagonal's mirror image is returned only when every try gave one.
    """
    fallback = None
    for tried in range(PATTERN_TRIES):
        # Fewer blocks each try: a small grid's few patterns at the full share may all be
        # mirror images, or dead ends.
        share = BLOCK_SHARE * (1 - tried / PATTERN_TRIES)
        builder = _Builder(_scatter(rows, cols, share, rng))
        if not builder.decide(0) or not _connected(builder.open_):
            continue
        grid = builder.grid()
        if not mirrored(grid):
            return grid
        fallback = fallback or grid
    return fallback
