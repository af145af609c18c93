"""A watcher sees a sparse puzzle being made, and changes nothing about it."""

from __future__ import annotations

from wordgrid.generate import Request, generate

WORDS = ("PLANET", "ORBIT", "COMET", "STAR", "MOON", "ROCKET", "NEBULA", "MARS")


def test_watching_shows_layouts_then_proofs_and_changes_nothing() -> None:
    seen: list[tuple[str, tuple[str, ...]]] = []
    watched = generate(Request(words=WORDS), 11, watch=lambda m, g: seen.append((m, g)))
    plain = generate(Request(words=WORDS), 11)
    assert watched.puzzle == plain.puzzle and watched.solution == plain.solution
    messages = [m for m, _ in seen]
    assert messages[0].startswith("laying out 8 words")
    assert any("one solution" in m for m in messages)
    for _, grid in seen:  # each a grid of letters and blocks, never an empty cell
        assert len({len(row) for row in grid}) == 1 and not any("." in row for row in grid)
    assert seen[-1][1] == plain.solution.rows
