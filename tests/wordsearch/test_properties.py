"""Hypothesis: random word lists and grids either give a valid puzzle or a clean InputError."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.wordsearch.making import made
from wordgrid.errors import InputError
from wordgrid.model import Direction
from wordgrid.wordsearch import check_word_search, clashes, find_words
from wordgrid.wordsearch.shapes import SHAPE_NAMES, built_in

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
# Variant grids are bigger, so fewer examples keep the run to a few seconds.
SETTINGS_VARIANTS = settings(SETTINGS, max_examples=80)


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
        puzzle = made(words, rows=rows, cols=cols, directions=directions, seed=seed)
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
    again = made(words, rows=rows, cols=cols, directions=directions, seed=seed)
    assert again == puzzle


@SETTINGS
@given(st.lists(st.text("ABCD", min_size=1, max_size=5), min_size=1, max_size=6, unique=True))
def test_a_list_is_refused_exactly_when_some_word_can_not_be_unique(words: list[str]) -> None:
    problems = clashes(words)
    doomed = any(w == w[::-1] for w in words) or any(
        a != b and (a in b or a[::-1] in b) for a in words for b in words
    )
    assert bool(problems) == doomed


# Shapes at a side where every built-in one has room for a few short words.
SHAPES = [None, *SHAPE_NAMES]


@SETTINGS_VARIANTS
@given(
    word_lists(),
    st.sampled_from(SHAPES),
    st.integers(7, 11),
    st.just("") | st.text("ABCDEFGHIJ ,!", min_size=1, max_size=30),
    st.lists(st.sampled_from(["KLM", "MNOP", "OPK", "PONK"]), max_size=2, unique=True),
    st.integers(0, 2**32),
)
def test_variants_keep_every_promise_or_say_why(
    words_alphabet: tuple[list[str], str],
    shape_name: str | None,
    side: int,
    message: str,
    secrets: list[str],
    seed: int,
) -> None:
    words, _ = words_alphabet
    shape = built_in(shape_name) if shape_name else None
    # With a message the generator picks the size: a given one rarely leaves the right room.
    rows = side if not message else None
    options = {"rows": rows, "shape": shape, "message": message, "secrets": secrets}
    try:
        puzzle = made(words, seed=seed, **options)  # type: ignore[arg-type]
    except InputError as e:
        assert str(e) and "\n" not in str(e)  # a one-line reason, never a crash
        return
    hidden = [*puzzle.placements, *puzzle.secrets]
    assert [p.word for p in puzzle.placements] == words
    assert [p.word for p in puzzle.secrets] == secrets
    # Every word and secret exactly once, and no letter outside the shape.
    assert find_words(puzzle.rows, [p.word for p in hidden]).ok
    if rows is not None:
        assert puzzle.shape == (shape.mask(rows, rows) if shape else ("#" * rows,) * rows)
    for p in hidden:
        assert all(puzzle.inside(cell) for cell in p.cells())
    letters = "".join(ch for ch in message if ch.isalpha())
    assert puzzle.leftover() == letters or not letters
    assert not check_word_search(puzzle)
    assert made(words, seed=seed, **options) == puzzle  # type: ignore[arg-type]
