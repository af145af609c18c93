"""Hypothesis: random word lists and grids either give a valid puzzle or a clean InputError."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordgrid.errors import InputError
from wordgrid.model import Direction
from wordgrid.wordsearch import clashes, find_words, generate

# Small alphabets make clashes, copies and tight fills common, which is where bugs hide.
ALPHABETS = ["ABC", "ABCDE", "ABCDEFGHIJKLMNOP", "ÀÉŁŻÖ"]


@st.composite
def word_lists(draw: st.DrawFn) -> tuple[list[str], str]:
    alphabet = draw(st.sampled_from(ALPHABETS))
    words = draw(
        st.lists(st.text(alphabet, min_size=2, max_size=5), min_size=1, max_size=10, unique=True)
    )
    kept: list[str] = []
    for word in words:  # keep a list that can be unique, so most examples reach the search
        if not clashes([*kept, word]):
            kept.append(word)
    return kept, alphabet


SETTINGS = settings(
    derandomize=True, max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@SETTINGS
@given(
    word_lists(),
    st.integers(2, 10),
    st.integers(3, 10),
    st.sets(st.sampled_from(list(Direction)), min_size=1),
    st.integers(0, 2**32),
)
def test_generate_places_every_word_exactly_once_or_says_why(
    words_alphabet: tuple[list[str], str],
    rows: int,
    cols: int,
    directions: set[Direction],
    seed: int,
) -> None:
    words, _ = words_alphabet
    try:
        puzzle = generate(words, rows=rows, cols=cols, directions=directions, seed=seed)
    except InputError as e:
        assert str(e)  # a one-line reason, never a crash
        return
    assert len(puzzle.rows) == rows and {len(r) for r in puzzle.rows} == {cols}
    assert [p.word for p in puzzle.placements] == words
    for p in puzzle.placements:
        assert p.direction in directions
        assert (
            "".join(
                puzzle.rows[p.row + i * p.direction.dr][p.col + i * p.direction.dc]
                for i in range(len(p.word))
            )
            == p.word
        )
    result = find_words(puzzle.rows, words)
    assert result.ok, (result.missing, result.repeated)
    assert set("".join(puzzle.rows)) <= set("".join(words))
    again = generate(words, rows=rows, cols=cols, directions=directions, seed=seed)
    assert again == puzzle


@SETTINGS
@given(st.lists(st.text("ABCD", min_size=1, max_size=5), min_size=1, max_size=6, unique=True))
def test_a_list_is_refused_exactly_when_some_word_can_not_be_unique(words: list[str]) -> None:
    problems = clashes(words)
    doomed = any(w == w[::-1] for w in words) or any(
        a != b and (a in b or a[::-1] in b) for a in words for b in words
    )
    assert bool(problems) == doomed
