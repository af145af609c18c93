"""Hypothesis strategies for small puzzles, filled grids and word searches, valid by construction.

A filled grid is drawn first; the puzzle is its block pattern (with a few letters given) and
its slot words, so every drawn Solution really solves its Puzzle.
"""

from __future__ import annotations

from hypothesis import strategies as st

from wordgrid.model import (
    BLOCK,
    LIST_ORDERS,
    OPEN,
    OUTSIDE,
    Direction,
    Grid,
    Listing,
    Metadata,
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
    if all(ch == BLOCK for row in cells for ch in row):
        # A grid of blocks alone has no square to fill: a file of it reads as an empty
        # template, not as a solved puzzle, so it is no round trip of a solution.
        cells[0][0] = letters[0]
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
    """A word search, sometimes shaped (no row or column wholly outside), with a message,
    secret words, clues and a list order drawn too."""
    height = draw(st.integers(2, max_side))
    width = draw(st.integers(2, max_side))
    shaped = draw(st.booleans())
    # Cells on a diagonal stay inside, so every row and column keeps one.
    keep = {(k % height, k % width) for k in range(max(height, width))}
    rows = tuple(
        "".join(
            OUTSIDE
            if shaped and (r, c) not in keep and draw(st.booleans())
            else draw(st.sampled_from(LETTERS))
            for c in range(width)
        )
        for r in range(height)
    )
    found: dict[str, Placement] = {}
    for _ in range(draw(st.integers(1, 6))):
        r = draw(st.integers(0, height - 1))
        c = draw(st.integers(0, width - 1))
        d = draw(st.sampled_from(list(Direction)))
        word = ""
        while 0 <= r + len(word) * d.dr < height and 0 <= c + len(word) * d.dc < width:
            letter = rows[r + len(word) * d.dr][c + len(word) * d.dc]
            if letter == OUTSIDE:
                break
            word += letter
        length = draw(st.integers(0, len(word)))
        if length >= 2:
            found.setdefault(word[:length], Placement(word[:length], r, c, d))
    placements = tuple(found.values())
    if not placements:  # a word search lists at least one word: one across the diagonal
        placements = (Placement(rows[0][0] + rows[1][1], 0, 0, Direction.SE),)
    secrets: tuple[Placement, ...] = ()
    if len(placements) > 1 and draw(st.booleans()):
        placements, secrets = placements[:-1], placements[-1:]
    # Some answers are written with a space (hidden without it), some have clues.
    listings = tuple(
        Listing(
            p.word,
            p.word[0] + " " + p.word[1:] if draw(st.booleans()) else p.word,
            draw(st.sampled_from(["", "a clue", "Łódź: a city", "x < y & z"])),
        )
        for p in placements
        if draw(st.booleans())
    )
    listings = tuple(x for x in listings if x.clue or x.answer != x.word)
    seed = draw(st.none() | st.integers(0, 10**6))
    message = draw(st.sampled_from(["", "Hi!", "Żółw, ça va?"]))
    order = draw(st.sampled_from(LIST_ORDERS))
    return WordSearch(rows, placements, seed, Metadata(), message, secrets, listings, order)
