"""Hypothesis strategies for small random fill-in puzzles, solvable or not."""

from __future__ import annotations

from hypothesis import strategies as st

from wordgrid.model import BLOCK, OPEN, Grid, Puzzle, WordBank, find_slots

LETTERS = "ABC"  # a tiny alphabet makes crossings agree often, so puzzles have answers


@st.composite
def puzzles(draw: st.DrawFn, max_side: int = 4) -> Puzzle:
    """A random block pattern with a random fill; the bank holds (some of) its words."""
    height = draw(st.integers(1, max_side))
    width = draw(st.integers(2, max_side))
    cells = [
        [draw(st.sampled_from(LETTERS)) if draw(st.integers(0, 4)) else BLOCK for _ in range(width)]
        for _ in range(height)
    ]
    filled = Grid(tuple("".join(row) for row in cells))
    min_length = draw(st.sampled_from([2, 2, 3]))
    words = ["".join(filled[c] for c in s.cells) for s in find_slots(filled, min_length)]
    # Perturb: drop a word, add noise words, duplicate one; keep some letters as givens.
    if words and draw(st.booleans()):  # type: ignore[arg-type]  # DrawFn's stub is too narrow
        words.pop(draw(st.integers(0, len(words) - 1)))
    noise = draw(st.lists(st.text(LETTERS, min_size=2, max_size=max_side), max_size=4))
    words += noise
    if words and draw(st.booleans()):  # type: ignore[arg-type]
        words.append(draw(st.sampled_from(words)))
    if not words:
        words = ["AB"]
    givens = draw(st.integers(0, 2))
    rows = []
    for r in range(height):
        row = ""
        for c in range(width):
            ch = filled[(r, c)]
            keep = ch != BLOCK and givens and draw(st.integers(0, 6)) == 0
            row += ch if (ch == BLOCK or keep) else OPEN
        rows.append(row)
    return Puzzle(Grid(tuple(rows)), WordBank.from_words(words), min_length)
