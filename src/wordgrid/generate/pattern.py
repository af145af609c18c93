"""Block patterns for dense puzzles: symmetric, connected, every entry 3+ letters long.

The rules are those of an American crossword, like the 15x15 puzzle3 of the fill-in corpus:
the blocks are symmetric under a half turn, every run of open cells across and down is 3 or
more long (so every letter is checked by two words), and the open cells are connected.
"""

from __future__ import annotations

import random

from wordgrid.model import BLOCK, OPEN, Cell, Grid

MIN_ENTRY = 3  # no 1- or 2-letter entries, as in published crosswords
# Long entries are what makes a fill hard; capping them keeps a pattern fillable in well
# under a second from a 30k-word list.
MAX_ENTRY = 8
BLOCK_SHARE = 0.17  # puzzle3 has 38 blocks in 225 cells
PLACE_TRIES = 400  # random block positions tried per pattern before giving up on it


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


def _longest_run(line: list[bool]) -> int:
    best = n = 0
    for is_open in line:
        n = n + 1 if is_open else 0
        best = max(best, n)
    return best


def _connected(open_: list[list[bool]]) -> bool:
    cells = [(r, c) for r, row in enumerate(open_) for c, ok in enumerate(row) if ok]
    if not cells:
        return False
    seen = {cells[0]}
    stack = [cells[0]]
    while stack:
        r, c = stack.pop()
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if (
                0 <= nr < len(open_)
                and 0 <= nc < len(open_[0])
                and open_[nr][nc]
                and (nr, nc) not in seen
            ):
                seen.add((nr, nc))
                stack.append((nr, nc))
    return len(seen) == len(cells)


def make_pattern(rows: int, cols: int, rng: random.Random) -> Grid | None:
    """A random legal pattern of `rows` x `cols`, or None when the tries ran out."""
    open_ = [[True] * cols for _ in range(rows)]

    def legal(cells: list[Cell]) -> bool:
        rs = {r for r, _ in cells}
        cs = {c for _, c in cells}
        return all(_runs_ok(open_[r]) for r in rs) and all(
            _runs_ok([open_[r][c] for r in range(rows)]) for c in cs
        )

    def too_long() -> list[Cell]:
        """Open cells in entries longer than MAX_ENTRY: blocks must go there first."""
        out = [
            (r, c)
            for r in range(rows)
            if _longest_run(open_[r]) > MAX_ENTRY
            for c in range(cols)
            if open_[r][c]
        ]
        out += [
            (r, c)
            for c in range(cols)
            if _longest_run([open_[r][c] for r in range(rows)]) > MAX_ENTRY
            for r in range(rows)
            if open_[r][c]
        ]
        return out

    def try_block(r: int, c: int) -> bool:
        pair = list(dict.fromkeys([(r, c), (rows - 1 - r, cols - 1 - c)]))
        if not all(open_[pr][pc] for pr, pc in pair):
            return False
        for pr, pc in pair:
            open_[pr][pc] = False
        if legal(pair) and _connected(open_):
            return True
        for pr, pc in pair:
            open_[pr][pc] = True
        return False

    target = round(rows * cols * BLOCK_SHARE)
    blocks = 0
    while True:
        urgent = too_long()
        if not urgent and blocks >= target:
            break
        # Cells in over-long entries first; then anywhere, until the block share is met.
        pool = (
            list(dict.fromkeys(urgent))
            if urgent
            else [(r, c) for r in range(rows) for c in range(cols) if open_[r][c]]
        )
        rng.shuffle(pool)
        placed = next((cell for cell in pool[:PLACE_TRIES] if try_block(*cell)), None)
        if placed is None:
            if urgent:
                return None  # an over-long entry can't be split legally: start over
            break
        blocks += 1 if placed == (rows - 1 - placed[0], cols - 1 - placed[1]) else 2
    if too_long() or not all(_runs_ok(row) for row in open_):
        return None
    return Grid(tuple("".join(OPEN if ok else BLOCK for ok in row) for row in open_))
