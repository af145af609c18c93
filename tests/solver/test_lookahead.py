"""Look-ahead against a plain reading of the dictionary: counts per slot, dead cells, repeats."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from wordgrid.model import BLOCK, OPEN, Grid, WordBank, find_slots
from wordgrid.solver import WordIndex
from wordgrid.solver.lookahead import PATTERN_CACHE, LookAhead

LETTERS = "ABCD"


def fits(pattern: str, words: list[str]) -> list[str]:
    """The words a pattern matches, read straight off the list."""
    rx = re.compile(pattern.replace("?", "."))
    return [w for w in words if len(w) == len(pattern) and rx.fullmatch(w)]


@st.composite
def cases(draw: st.DrawFn) -> tuple[Grid, list[str]]:
    height, width = draw(st.integers(1, 5)), draw(st.integers(2, 5))
    cell = st.sampled_from([BLOCK, OPEN, OPEN, OPEN, *LETTERS])
    rows = tuple("".join(draw(cell) for _ in range(width)) for _ in range(height))
    words = draw(st.lists(st.text(LETTERS, min_size=2, max_size=5), min_size=1, max_size=30))
    return Grid(rows), sorted(set(words))


@settings(max_examples=150, deadline=None)
@given(cases())
def test_lookahead_agrees_with_the_word_list(case: tuple[Grid, list[str]]) -> None:
    grid, words = case
    report = LookAhead(WordIndex.build(WordBank.from_words(words))).report(grid)
    slots = find_slots(grid)
    assert [s.slot for s in report.slots] == list(slots)
    letters: dict[tuple[int, int], set[str]] = {}
    for count in report.slots:
        matching = fits(count.pattern, words)
        assert count.count == len(matching)
        if not matching and "?" not in count.pattern:  # a complete entry stands as written
            matching = [count.pattern]
        for k, cell in enumerate(count.slot.cells):
            possible = {w[k] for w in matching}
            letters[cell] = letters.get(cell, possible) & possible
    assert set(report.dead) == {cell for cell, possible in letters.items() if not possible}
    full = [c.pattern for c in report.slots if "?" not in c.pattern]
    assert list(report.duplicates) == sorted({w for w in full if full.count(w) > 1})
    assert list(report.unlisted) == sorted({w for w in full if w not in words})


def test_a_complete_entry_the_list_lacks_stands_as_written() -> None:
    """A published grid's name or theme entry: its cells are not dead, the report names it,
    and a cell stuck for want of an entry still is."""
    grid = Grid(("ESSO", "#..#"))  # ESSO across, a 2-letter across below, two downs S?
    look = LookAhead(WordIndex.build(WordBank.from_words(["SO", "ON", "AX"])))
    report = look.report(grid)
    assert report.unlisted == ("ESSO",)
    assert [c.count for c in report.slots if c.pattern == "ESSO"] == [0]
    assert report.dead == ()
    stuck = LookAhead(WordIndex.build(WordBank.from_words(["SO", "AX"]))).report(grid)
    assert stuck.unlisted == ("ESSO",)
    assert stuck.dead == ((1, 1),)  # the across takes S or A there, the down only O


def test_patterns_are_remembered_within_a_bound() -> None:
    look = LookAhead(WordIndex.build(WordBank.from_words(["AB", "BA", "ABC"])))
    first = look.report(Grid(("A.", "..")))
    again = look.report(Grid(("A.", "..")))
    assert first == again
    for k in range(PATTERN_CACHE + 10):
        look.report(Grid((f"{k:02d}"[-2:].translate(str.maketrans("0123456789", "ABCDEFGHIJ")),)))
    assert len(look._cache) <= PATTERN_CACHE
