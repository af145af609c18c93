"""Hypothesis strategies for small puzzles, filled grids and word searches, valid by construction.

A filled grid is drawn first; the puzzle is its block pattern (with a few letters given) and
its slot words, so every drawn Solution really solves its Puzzle.
"""

from __future__ import annotations

from hypothesis import strategies as st

from wordgrid.model import (
    BLOCK,
    OPEN,
    Direction,
    Grid,
    Placement,
    Puzzle,
    Solution,
    WordBank,
    WordSearch,
)

# Accented and non-Latin-1 letters on purpose: the formats must carry them (or refuse clearly).
LETTERS = "ABCDEÉŁÓŻ"
ASCII = "ABCDEFGH"


@st.composite
def solutions(draw: st.DrawFn, letters: str = LETTERS, max_side: int = 6) -> Solution:
    height = draw(st.integers(2, max_side))
    width = draw(st.integers(2, max_side))
    cells = [
        [draw(st.sampled_from(letters + BLOCK * 2)) for _ in range(width)] for _ in range(height)
    ]
    filled = tuple("".join(row) for row in cells)
    given = draw(
        st.sets(st.tuples(st.integers(0, height - 1), st.integers(0, width - 1)), max_size=3)
    )
    rows = tuple(
        "".join(ch if ch == BLOCK or (r, c) in given else OPEN for c, ch in enumerate(row))
        for r, row in enumerate(filled)
    )
    grid = Grid(rows)
    slots = Puzzle(grid, WordBank.from_words([])).slots
    words = ["".join(filled[r][c] for r, c in slot.cells) for slot in slots]
    extra = draw(st.lists(st.text(letters, min_size=2, max_size=5), max_size=2))
    if not words + extra:
        extra = ["AB"]
    name = draw(st.sampled_from(["", "p.txt", "Łódź puzzle"]))
    puzzle = Puzzle(grid, WordBank.from_words(words + extra), 2, name)
    return Solution(puzzle, tuple(words))


@st.composite
def word_searches(draw: st.DrawFn, max_side: int = 7) -> WordSearch:
    height = draw(st.integers(2, max_side))
    width = draw(st.integers(2, max_side))
    rows = tuple(
        "".join(draw(st.sampled_from(LETTERS)) for _ in range(width)) for _ in range(height)
    )
    placements: dict[str, Placement] = {}
    for _ in range(draw(st.integers(1, 5))):
        r = draw(st.integers(0, height - 1))
        c = draw(st.integers(0, width - 1))
        d = draw(st.sampled_from(list(Direction)))
        word = ""
        while 0 <= r + len(word) * d.dr < height and 0 <= c + len(word) * d.dc < width:
            word += rows[r + len(word) * d.dr][c + len(word) * d.dc]
        length = draw(st.integers(1, len(word)))
        if length >= 2:
            placements.setdefault(word[:length], Placement(word[:length], r, c, d))
    seed = draw(st.none() | st.integers(0, 10**6))
    return WordSearch(rows, tuple(placements.values()), seed)
