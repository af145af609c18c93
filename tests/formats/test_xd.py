"""xd: a realistic corpus file, lenient layouts, round trips, and every bad input an InputError."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import re
import warnings

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tests.formats.strategies import LETTERS, solutions
from wordgrid.errors import FileWarning, InputError
from wordgrid.formats.xd import format_xd, parse_xd
from wordgrid.formats.xd_sniff import looks_like_xd
from wordgrid.model import (
    ACROSS,
    DOWN,
    OPEN,
    Clue,
    Grid,
    Metadata,
    Puzzle,
    Solution,
    WordBank,
    list_order,
)

FAST = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# A corpus-style file: headers, circled (lower-case) cells, answers after `~`, and notes.
SAMPLE = """\
Title: New York Times, Monday, January 6, 2020
Author: Jane Doe
Editor: Will Shortz
Copyright: © 2020, The New York Times
Date: 2020-01-06
Special: circle


ITS#
THAT
SaME
#TEa


A1. Belonging to it ~ ITS
A4. "___ will do" ~ THAT
A6. Identical ~ SAME
A7. Afternoon {/cuppa/} ~ TEA

D1. "___ a deal!" ~ ITS
D2. Not this ~ THAT
D3. Unchanged ~ SAME
D5. Darjeeling, e.g. ~ TEA


The circled letters spell a word.
Solve it in pen.
"""

SAMPLE_ROWS = ("ITS#", "THAT", "SAME", "#TEA")
SAMPLE_CLUES = (
    Clue(1, ACROSS, "Belonging to it"),
    Clue(4, ACROSS, '"___ will do"'),
    Clue(6, ACROSS, "Identical"),
    Clue(7, ACROSS, "Afternoon {/cuppa/}"),
    Clue(1, DOWN, '"___ a deal!"'),
    Clue(2, DOWN, "Not this"),
    Clue(3, DOWN, "Unchanged"),
    Clue(5, DOWN, "Darjeeling, e.g."),
)


def _solved(text: str, name: str = "") -> Solution:
    doc = parse_xd(text, name=name)
    assert isinstance(doc, Solution)
    return doc


def _sample() -> Solution:
    return _solved(SAMPLE, "nyt.xd")


def _listed(doc: Puzzle | Solution) -> Puzzle | Solution:
    """`doc` as a file gives it back: a crossword's word list is its answers in list order; a
    fill-in keeps its own list as it was."""
    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    if not puzzle.clues:
        return doc
    listed = dataclasses.replace(puzzle, bank=WordBank.from_words(list_order(puzzle.bank.listed)))
    return Solution(listed, doc.words) if isinstance(doc, Solution) else listed


def test_corpus_file_reads_as_a_solution_with_clues_and_metadata() -> None:
    doc = _sample()
    assert doc.rows == SAMPLE_ROWS  # circled cells folded to upper case
    assert doc.puzzle.grid.rows == ("...#", "....", "....", "#...")
    assert doc.puzzle.clues == SAMPLE_CLUES
    assert doc.puzzle.name == "nyt.xd"
    assert doc.puzzle.meta == Metadata(
        title="New York Times, Monday, January 6, 2020",
        author="Jane Doe",
        copyright="© 2020, The New York Times",
        date="2020-01-06",
        notes="Editor: Will Shortz\nThe circled letters spell a word.\nSolve it in pen.",
    )
    assert doc.puzzle.bank.listed == ("ITS", "ITS", "TEA", "TEA", "SAME", "SAME", "THAT", "THAT")


def test_corpus_file_round_trips_and_keeps_its_editor_header() -> None:
    doc = _sample()
    text = format_xd(doc)
    assert parse_xd(text, name="nyt.xd") == doc
    assert text.splitlines()[2] == "Editor: Will Shortz"
    assert "A7. Afternoon {/cuppa/} ~ TEA" in text
    assert text.rstrip().endswith("The circled letters spell a word.\nSolve it in pen.")
    assert format_xd(parse_xd(text, name="nyt.xd")) == text


@pytest.mark.parametrize(
    "variant",
    [
        SAMPLE.replace("\n", "\r\n"),  # CRLF
        "\ufeff" + SAMPLE,  # a byte-order mark
        SAMPLE.replace("Special: circle\n\n\n", "Special: circle\n\n"),  # one blank line
        SAMPLE.replace("Special: circle\n\n\n", "Special: circle\n"),  # none
        SAMPLE.replace("\n", "   \n"),  # trailing spaces
        SAMPLE.replace("TEA\n\nD1.", "TEA\n\n\nD1."),  # two blank lines between across and down
        "\n\n" + SAMPLE + "\n\n\n",
    ],
    ids=["crlf", "bom", "one-blank", "no-blank", "trailing-spaces", "split-clues", "padding"],
)
def test_real_world_layouts_read_the_same(variant: str) -> None:
    assert parse_xd(variant, name="nyt.xd") == _sample()


def test_named_sections_of_xd_version_2() -> None:
    head, grid, clues, notes = SAMPLE.split("\n\n\n")
    text = (
        f"## Metadata\n\n{head}\n\n## Grid\n\n{grid}\n\n## Clues\n\n{clues}\n\n"
        f"## Notes\n\n{notes}\n## Comments\n\nignored\n"
    )
    assert looks_like_xd(text)
    assert parse_xd(text, name="nyt.xd") == _sample()


def test_a_grid_with_unknown_cells_is_a_puzzle_with_clues_and_no_answers() -> None:
    text = SAMPLE.replace("SaME", "S..E").replace("~ SAME", "").replace("~ THAT", "")
    doc = parse_xd(text)
    assert isinstance(doc, Puzzle)
    assert doc.grid.rows == ("ITS#", "THAT", "S..E", "#TEA")  # known letters are givens
    assert doc.clues == SAMPLE_CLUES
    assert doc.bank.listed == ()
    written = format_xd(doc)
    assert "S..E" in written and "A6. Identical\n" in written
    assert "A1. Belonging to it ~ ITS" in written  # a slot the givens fill keeps its answer
    assert parse_xd(written) == doc


def test_underscore_cells_are_outside_the_grid() -> None:
    doc = parse_xd("Title: T\n\n\n_CAT\n_A#_\n\n\nA1. Pet ~ CAT\n\nD1. Taxi ~ CA\n")
    assert isinstance(doc, Solution)
    assert doc.rows == ("#CAT", "#A##")


def test_clue_text_keeps_tildes_and_turns_backslashes_into_line_breaks() -> None:
    text = "A1. About ~5 ~ a ~ b \\ c ~ CAT\n\nD1. Taxi ~ CA\n"
    doc = _solved(f"Title: T\n\n\nCAT\nA##\n\n\n{text}")
    assert doc.puzzle.clues == (Clue(1, ACROSS, "About ~5 ~ a ~ b\n c"), Clue(1, DOWN, "Taxi"))
    assert parse_xd(format_xd(doc)) == doc
    puzzle = dataclasses.replace(
        doc.puzzle,
        grid=Grid(("...", ".##")),
        bank=WordBank((), {}),
        clues=(Clue(1, ACROSS, "a ~ b"), Clue(1, DOWN, "ends ~")),
    )
    assert "A1. a ~ b ~\n" in format_xd(puzzle)
    assert parse_xd(format_xd(puzzle)) == puzzle


def test_every_metadata_field_survives() -> None:
    meta = Metadata(
        title="Thé Title",
        author="A. Writer",
        copyright="© 2024 Someone",
        publisher="Daily Planet",
        date="Nov 23",
        difficulty="hard",
        notes="Editor: E. Ditor\nEditor: Second\nLine one\n\n  indented line",
    )
    doc = dataclasses.replace(_sample().puzzle, meta=meta)
    solution = Solution(doc, _sample().words)
    text = format_xd(solution)
    assert "Publisher: Daily Planet\nDate: Nov 23\nDifficulty: hard" in text
    assert "Author: A. Writer\nEditor: E. Ditor\nEditor: Second\nCopyright" in text
    assert parse_xd(text, name="nyt.xd") == solution


@pytest.mark.parametrize(
    "notes",
    [
        "Editor: X\n\nAfter a blank line",  # lifting `Editor:` would lose the blank line
        "Editor: A\n  B",  # an ipuz editor with a <br>; an xd header holds one line
    ],
)
def test_notes_that_would_not_read_back_stay_in_the_notes_section(notes: str) -> None:
    meta = Metadata(notes=notes)
    solution = Solution(dataclasses.replace(_sample().puzzle, meta=meta), _sample().words)
    text = format_xd(solution)
    assert "Editor" not in text.split("\n\n\n")[0]
    assert _solved(text, "nyt.xd").puzzle.meta == meta


def test_fill_in_keeps_its_word_list_and_given_letters() -> None:
    puzzle = Puzzle(Grid(("C..", ".##")), WordBank.from_words(["CAT", "CO", "DOG", "CAT"]))
    solution = Solution(puzzle, ("CAT", "CO"))
    text = format_xd(solution)
    assert "Given: R1C1\nWords: CAT CO DOG CAT" in text
    assert "A1. 3 letters: CAT, DOG ~ CAT" in text
    back = _solved(text)
    assert back == _listed(solution)
    assert back.puzzle.clues == ()  # length clues are wordgrid's own, dropped again
    assert parse_xd(format_xd(puzzle)) == _listed(puzzle)


# --- round trips of random documents ----------------------------------------------------------

# Clue text as files keep it: no spaces at the end of a line (readers drop them).
CLUE_TEXT = (
    st.text("abcXYZ .,'?!~-\"{}/\n", min_size=1, max_size=20)
    .map(lambda t: "\n".join(line.rstrip() for line in t.split("\n")).strip())
    .filter(bool)
)
FIELD = st.text("abcXYZ .,©'-", max_size=15).map(str.strip)
NOTES = st.lists(st.text("abcXYZ .,©'-", max_size=15).map(str.rstrip), max_size=4).map(
    lambda lines: "\n".join(lines).strip("\n")
)


@st.composite
def crosswords(draw: st.DrawFn, letters: str = LETTERS) -> Solution:
    """Filled grids: half fill-ins with given letters and a word list, half clued crosswords."""
    solution = draw(solutions(letters))
    puzzle = solution.puzzle
    fields = ("title", "author", "copyright", "publisher", "date", "difficulty")
    meta = Metadata(**{name: draw(FIELD) for name in fields}, notes=draw(NOTES))
    if draw(st.booleans()):
        clues = tuple(
            Clue(puzzle.slot_number(s), s.direction, draw(CLUE_TEXT))
            for s in sorted(
                puzzle.slots, key=lambda s: (s.direction is not ACROSS, puzzle.slot_number(s))
            )
        )
        bank = WordBank.from_words(list_order(solution.words))
        puzzle = dataclasses.replace(puzzle, bank=bank, clues=clues)
    return Solution(dataclasses.replace(puzzle, meta=meta), solution.words)


@FAST
@given(crosswords())
def test_solutions_round_trip(solution: Solution) -> None:
    back = parse_xd(format_xd(solution), name=solution.puzzle.name)
    assert back == _listed(solution)


@FAST
@given(crosswords())
def test_puzzles_round_trip(solution: Solution) -> None:
    puzzle = solution.puzzle
    assume(any(puzzle.grid[cell] == OPEN for slot in puzzle.slots for cell in slot.cells))
    if puzzle.clues:  # an unsolved crossword keeps no answers
        puzzle = dataclasses.replace(puzzle, bank=WordBank.from_words([]))
    back = parse_xd(format_xd(puzzle), name=puzzle.name)
    assert back == _listed(puzzle)


@settings(max_examples=300, deadline=None)
@given(
    st.text()
    | st.lists(
        st.sampled_from(
            [
                "Title: T",
                "Rebus: 1=AB",
                "Words: CAT",
                "Given: R1C1",
                "Given: R9C1",
                "CAT",
                "A.T",
                "#_#",
                "ab",
                "1A",
                "A1. Pet ~ CAT",
                "D1. x ~ CA",
                "A1 ^Refs: D1",
                "X1. y",
                "## Grid",
                "## Clues",
                "~",
                "",
                "",
                "ﬁ",
                "e\u0301",
                "A123456789012. x",
            ]
        )
        | st.text(max_size=4),
        max_size=20,
    ).map("\n".join)
)
def test_any_text_reads_or_raises_input_error(text: str) -> None:
    with warnings.catch_warnings(), contextlib.suppress(InputError):
        # A clue's answer the full grid reads otherwise is read, with this warning.
        warnings.simplefilter("ignore", FileWarning)
        parse_xd(text)
    looks_like_xd(text)


# --- bad input --------------------------------------------------------------------------------


def _error(text: str) -> InputError:
    with pytest.raises(InputError) as info:
        parse_xd(text)
    return info.value


REBUS = """\
Title: Hearts
Rebus: 1=HEART 2=ACE


1S#
2T.


A1. Mended ~ HEARTS
A3. Played a winner ~ ACET
D1. Love, then cards ~ HEARTACE
D2. Subject ~ ST
"""


def test_rebus_header_keys_are_rebus_cells() -> None:
    doc = parse_xd(
        REBUS.replace("2T.", "2T#").replace("A3. Played a winner ~ ACET", "A3. A winner ~ ACET")
    )
    assert isinstance(doc, Solution)
    assert doc.puzzle.rebus == {(0, 0): "HEART", (1, 0): "ACE"}
    assert doc.rows == ("HS#", "AT#")
    assert parse_xd(format_xd(doc)) == doc


def test_a_digit_the_rebus_header_does_not_declare_is_its_own_answer() -> None:
    doc = parse_xd("Title: T\n\n\nA1\nBC\n\n\nA1. a ~ A1\nA3. b ~ BC\n\nD1. c ~ AB\nD2. d ~ 1C\n")
    assert isinstance(doc, Solution)
    assert doc.puzzle.rebus == {(0, 1): "1"} and doc.rows == ("AX", "BC")
    assert format_xd(doc).split("\n\n\n")[1] == "A1\nBC"
    assert "Rebus:" not in format_xd(doc)  # a sign that stands for itself needs no key


def test_a_bad_rebus_header_is_named_at_its_line() -> None:
    e = _error(SAMPLE.replace("Special: circle", "Rebus: 1HEART"))
    assert "the Rebus header's '1HEART' should look like 1=HEART" in e.message
    assert e.line == 6


def test_a_header_without_its_colon_is_named_as_a_header() -> None:
    e = _error(SAMPLE.replace("Author: Jane Doe", "Author    Jane Doe"))
    assert "the header 'Author    Jane Doe' has no colon" in e.message
    assert e.line == 2


@pytest.mark.parametrize(
    ("change", "message", "line"),
    [
        (("A6. Identical", "A5. Identical"), "clue 5 across belongs to no slot", 17),
        (
            ("D2. Not this ~ THAT", "D1. Not this ~ ITS"),
            "a second clue for 1 down (the first is on line 20)",
            21,
        ),
        (("D2. Not this", "X2. Not this"), "clue group 'X' is neither A (across) nor D (down)", 21),
        (("D2. Not this ~ THAT", "Not this ~ THAT"), "expected a clue like", 21),
        (("#TEa", "#TE"), "grid row 4 has 3 cells but the first row has 4", 12),
        (("SaME", "Sa ME"), "grid row 3 has a space inside it", 11),
        (("Date: 2020-01-06", "Date: 2020-01-06\nWords: CAT 12"), "the word list: word '12'", 6),
        (("Date: 2020-01-06", "Date: x\nDate: y"), "a second Date header", 6),
        (("Special: circle", "Given: R1C4"), "the Given cell R1C4 holds no letter", 6),
        (("Special: circle", "Given: R9C1"), "the Given cell R9C1 is outside the grid", 6),
        (("Special: circle", "Given: first"), "should look like R1C3", 6),
    ],
)
def test_bad_files_name_the_problem_and_line(
    change: tuple[str, str], message: str, line: int
) -> None:
    old, new = change
    assert old in SAMPLE
    e = _error(SAMPLE.replace(old, new))
    assert message in e.message
    assert e.line == line


@pytest.mark.parametrize(
    ("old", "new", "line"),
    [
        # A damaged clue after the blank line would start the notes, the clues after it too.
        ('D1. "___ a deal!" ~ ITS', 'D1 "___ a deal!" ~ ITS', 20),
        ("A1. Belonging to it ~ ITS", "A1 Belonging to it ~ ITS", 15),
        ('D1. "___ a deal!" ~ ITS', "D1NG", 20),
        # Free text with clues after it is no notes section.
        ('D1. "___ a deal!" ~ ITS', "Belonging ~ ITS", 20),
    ],
)
def test_a_damaged_clue_line_is_named_not_read_as_notes(old: str, new: str, line: int) -> None:
    assert old in SAMPLE
    e = _error(SAMPLE.replace(old, new))
    assert "expected a clue like 'A1. Clue text ~ ANSWER'" in e.message
    assert e.line == line


def test_a_clue_over_unknown_squares_has_no_answer_and_no_warning() -> None:
    text = SAMPLE.replace("SaME", "S.ME").replace("Identical ~ SAME", "Identical")
    text = text.replace("Unchanged ~ SAME", "Unchanged")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        doc = parse_xd(text)
    assert isinstance(doc, Puzzle) and doc.clues == SAMPLE_CLUES


@pytest.mark.parametrize("notes", ["A1 is the key", "See below\nA1. Pet ~ CAT"])
def test_notes_that_look_like_clues_keep_their_own_section(notes: str) -> None:
    meta = Metadata(notes=notes)
    solution = Solution(dataclasses.replace(_sample().puzzle, meta=meta), _sample().words)
    text = format_xd(solution)
    assert "## Notes" in text
    assert _solved(text, "nyt.xd").puzzle.meta == meta


@pytest.mark.parametrize(
    ("clue", "said"),
    [
        (
            "Identical ~ SOME",
            "the answer SOME to 6 across does not match the grid, which reads SAME; read as "
            "the grid has it",
        ),
        # A damaged line: xd leaves an answer out only where the grid has unknown squares.
        ("Identical", "6 across has no answer after a ' ~ '; read as the grid has it, SAME"),
    ],
)
def test_an_answer_the_full_grid_reads_otherwise_is_read_as_the_grid_has_it(
    clue: str, said: str
) -> None:
    text = SAMPLE.replace("Identical ~ SAME", clue)
    with pytest.warns(FileWarning, match=f"^x.xd: line 17: {re.escape(said)}$"):
        doc = parse_xd(text, name="x.xd")
    assert isinstance(doc, Solution) and doc.rows == SAMPLE_ROWS
    assert doc.puzzle.clues == SAMPLE_CLUES


def test_a_misnumbered_clue_goes_where_its_answer_is() -> None:
    # `A6. Afternoon cuppa ~ TEA` where TEA is 7 across: the number is wrong, not the answer.
    text = SAMPLE.replace("A6. Identical ~ SAME\n", "").replace("A7. Afternoon", "A6. Afternoon")
    said = "line 17: the answer TEA to 6 across is at 7 across in the grid; the clue is read as "
    with pytest.warns(FileWarning, match=f"^x.xd: {re.escape(said)}7 across's$"):
        doc = parse_xd(text, name="x.xd")
    assert isinstance(doc, Solution) and doc.rows == SAMPLE_ROWS
    assert Clue(7, ACROSS, "Afternoon {/cuppa/}") in doc.puzzle.clues
    assert not any(c.number == 6 and c.direction is ACROSS for c in doc.puzzle.clues)


def test_a_clue_is_not_moved_onto_a_slot_the_file_numbers_a_clue_for() -> None:
    # TEA is 7 across, which has a clue line of its own: 6 across's answer is just wrong.
    text = SAMPLE.replace("Identical ~ SAME", "Identical ~ TEA")
    with pytest.warns(FileWarning, match="the answer TEA to 6 across does not match the grid"):
        doc = parse_xd(text, name="x.xd")
    assert isinstance(doc, Solution) and doc.puzzle.clues == SAMPLE_CLUES


@pytest.mark.parametrize(
    ("changes", "message", "line"),
    [
        (
            [("SaME", "S.ME"), ("Identical ~ SAME", "Identical ~ SOMA")],
            "the answer SOMA to 6 across does not match the grid, which reads S?ME",
            17,
        ),
        (
            [("#TEa", "#TE."), ("{/cuppa/} ~ TEA", "{/cuppa/} ~ TEAS")],
            "has 4 letters but its slot has 3 cells",
            18,
        ),
    ],
)
def test_an_answer_that_cannot_fill_the_unknown_squares_is_refused(
    changes: list[tuple[str, str]], message: str, line: int
) -> None:
    text = SAMPLE
    for old, new in changes:
        assert old in text
        text = text.replace(old, new)
    e = _error(text)
    assert message in e.message and e.line == line


def test_word_list_that_misses_an_answer_is_refused() -> None:
    e = _error("Words: CAT DOG\n\n\nCAT\nA##\n")
    assert "CA is not in the word list" in e.message
    assert e.line == 1


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "the file is empty"),
        ("\n  \n\r\n", "the file is empty"),
        ("Title: Cut short\nAuthor: Someone\n", "the file has no grid"),
        ("Title: T\n\n\nA1. Clue ~ CAT\n", "expected grid rows before the clues"),
        ("Title: T\n\n\nCAT\nA##\n\n\nA1. Pet ~ CAT\nD1 Taxi\n", "expected a clue like"),
        ("## Grid\n\nCAT\n\nA##\n", "blank line inside the grid"),
        ("## Grid\n\nCA\n## Clues\n\nnot a clue\n", "expected a clue like"),
        ("## Grid\n\nCA\n## Grid\n\nCA\n", "a second '## Grid' section"),
        ('{"version": 1}', "grid row 1 has a space inside it"),
        ("\x00\x01\x02 garbage ☃", "R1C1 holds '\\x00', which is no letter or symbol"),
    ],
)
def test_truncated_empty_and_garbage_files(text: str, message: str) -> None:
    assert message in _error(text).message


def test_writer_refuses_what_xd_cannot_hold() -> None:
    puzzle = Puzzle(Grid(("...", ".##")), WordBank.from_words(["CAT"]), min_length=3)
    with pytest.raises(InputError, match="slots are 3\\+ long"):
        format_xd(puzzle)
    with pytest.raises(InputError, match="R1C1 holds '1'"):
        format_xd(Puzzle(Grid(("1..",)), WordBank.from_words([])))
    with pytest.raises(InputError, match="the grid is empty"):
        format_xd(Puzzle(Grid(()), WordBank.from_words([])))


# --- detection --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        SAMPLE,
        SAMPLE.split("\n\n\n", 1)[1],  # clues without headers
        "Title: T\n\nCAT\nA##\n",  # headers and a grid, no clues
        "## Metadata\nTitle: T\n## Grid\nCAT\n",
    ],
)
def test_looks_like_xd(text: str) -> None:
    assert looks_like_xd(text)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "STAR\nGAL\nNAE\n\n1110\n0111\n",  # seed word list: words, a blank line, 0/1 rows
        "#___#\n#_##_\n#_##_\n",  # a grid of blocks and open cells
        "..#\n...\n#..\n",
        json.dumps({"kind": ["http://ipuz.org/crossword#1"], "puzzle": [["A1. x"]]}, indent=1),
        "5 5\n-1 0 0 0 -1\n0 0 0 0 0\n",  # the numeric format
        "A B C\nD E F\n\nABC\n",  # word-search text
        "<ACROSS PUZZLE>\n<TITLE>\n\tA1. x\n",  # Across Lite text
        "Words: CAT DOG",  # a header alone, no grid
    ],
)
def test_other_formats_do_not_look_like_xd(text: str) -> None:
    assert not looks_like_xd(text)


def test_bundled_examples_do_not_look_like_xd(examples: object) -> None:
    from pathlib import Path

    assert isinstance(examples, Path)
    for path in sorted(examples.glob("*.txt")):
        assert not looks_like_xd(path.read_text(encoding="utf-8")), path.name
