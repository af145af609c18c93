"""Across Lite text: a file like Across Lite's own sample, round trips, and bad input."""

from __future__ import annotations

import contextlib
import dataclasses

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tests.formats.test_xd import SAMPLE as XD_SAMPLE
from tests.formats.test_xd import crosswords
from wordgrid.errors import InputError
from wordgrid.formats.across_lite import (
    format_across_lite,
    looks_like_across_lite,
    parse_across_lite,
)
from wordgrid.formats.xd import format_xd, parse_xd
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

SAMPLE = """\
<ACROSS PUZZLE V2>
<TITLE>
\tTea Time
<AUTHOR>
\tJane Doe
<COPYRIGHT>
\t2020 Jane Doe
<SIZE>
\t4x4
<GRID>
\tITS.
\tTHAT
\tSaME
\t.TEa
<REBUS>
\tMARK;
<ACROSS>
\tBelonging to it
\t"___ will do"
\tIdentical
\tAfternoon cuppa
<DOWN>
\t"___ a deal!"
\tNot this
\tUnchanged
\tDarjeeling, e.g.
<NOTEPAD>
\tThe circled letters spell a word.
\t  Indented in the notepad.
"""

CLUES = (
    Clue(1, ACROSS, "Belonging to it"),
    Clue(4, ACROSS, '"___ will do"'),
    Clue(6, ACROSS, "Identical"),
    Clue(7, ACROSS, "Afternoon cuppa"),
    Clue(1, DOWN, '"___ a deal!"'),
    Clue(2, DOWN, "Not this"),
    Clue(3, DOWN, "Unchanged"),
    Clue(5, DOWN, "Darjeeling, e.g."),
)


def _solved(text: str, name: str = "") -> Solution:
    doc = parse_across_lite(text, name=name)
    assert isinstance(doc, Solution)  # Across Lite text always holds the filled grid
    return doc


def _sample() -> Solution:
    return _solved(SAMPLE, "tea.txt")


def _listed(doc: Solution) -> Solution:
    """`doc` as a file gives it back: a crossword's word list is its answers in list order; a
    fill-in keeps its own list as it was."""
    if not doc.puzzle.clues:
        return doc
    bank = WordBank.from_words(list_order(doc.puzzle.bank.listed))
    return Solution(dataclasses.replace(doc.puzzle, bank=bank), doc.words)


def test_sample_reads_as_a_clued_solution() -> None:
    doc = _sample()
    assert doc.rows == ("ITS#", "THAT", "SAME", "#TEA")
    assert doc.puzzle.grid.rows == ("...#", "....", "....", "#...")
    assert doc.puzzle.clues == CLUES
    assert doc.puzzle.meta == Metadata(
        title="Tea Time",
        author="Jane Doe",
        copyright="2020 Jane Doe",
        notes="The circled letters spell a word.\n  Indented in the notepad.",
    )
    assert doc.puzzle.name == "tea.txt"


def test_sample_round_trips_with_its_circles() -> None:
    assert set(_sample().puzzle.styles) == {(2, 1), (3, 3)}
    text = format_across_lite(_sample())
    assert text.startswith("<ACROSS PUZZLE V2>\n<TITLE>\n\tTea Time\n")
    assert "<GRID>\n\tITS.\n\tTHAT\n\tSaME\n\t.TEa\n<REBUS>\n\tMARK;\n<ACROSS>\n" in text
    assert parse_across_lite(text, name="tea.txt") == _sample()
    assert format_across_lite(_solved(text, "tea.txt")) == text


@pytest.mark.parametrize(
    "variant",
    [
        SAMPLE.replace("\n", "\r\n"),
        SAMPLE.replace("\t", "    ").replace("<ACROSS PUZZLE V2>", "  <across puzzle v2>  "),
        SAMPLE.replace("\n<", "\n\n<"),  # blank lines between sections
        "\ufeff\n" + SAMPLE.replace("\n", "  \n"),
    ],
    ids=["crlf", "spaces", "blank-lines", "bom-trailing-spaces"],
)
def test_real_world_layouts_read_the_same(variant: str) -> None:
    assert parse_across_lite(variant, name="tea.txt") == _sample()


def test_down_clues_follow_the_numbering_not_the_columns() -> None:
    # Down words start at squares 1, 2 and 3, but column by column the grid has 3, 1, 2.
    text = (
        "<ACROSS PUZZLE>\n<SIZE>\n\t3x3\n<GRID>\n\t.AH\n\tAND\n\tMY.\n"
        "<ACROSS>\n\tSigh\n\tPlus\n\tNot yours\n<DOWN>\n\tSome\n\tHi-def\n\tI ___\n"
    )
    doc = _solved(text)
    assert doc.puzzle.clues[3:] == (
        Clue(1, DOWN, "Some"),
        Clue(2, DOWN, "Hi-def"),
        Clue(3, DOWN, "I ___"),
    )
    assert parse_across_lite(format_across_lite(doc)) == doc


def test_publisher_date_difficulty_and_language_travel_in_the_notepad() -> None:
    meta = Metadata(
        title="T",
        author="A",
        copyright="C",
        publisher="Daily Planet",
        date="2024-11-23",
        difficulty="easy",
        notes="Editor: X\nHave fun",
        lang="fr",
    )
    doc = Solution(dataclasses.replace(_sample().puzzle, meta=meta), _sample().words)
    text = format_across_lite(doc)
    assert (
        "<NOTEPAD>\n\tPublisher: Daily Planet\n\tDate: 2024-11-23\n\tDifficulty: easy\n"
        "\tLang: fr\n\tEditor: X\n\tHave fun\n"
    ) in text
    assert parse_across_lite(text, name="tea.txt") == doc


def test_fill_in_keeps_its_word_list_and_given_letters() -> None:
    puzzle = Puzzle(Grid(("C..", ".##")), WordBank.from_words(["CAT", "DOG", "CO"]))
    solution = Solution(puzzle, ("CAT", "CO"))
    text = format_across_lite(solution)
    assert "<ACROSS>\n\t3 letters: CAT, DOG\n<DOWN>\n\t2 letters: CO\n" in text
    assert "<NOTEPAD>\n\tGiven: R1C1\n\tWords: CAT DOG CO\n" in text
    back = parse_across_lite(text)
    assert back == _listed(solution)
    assert back.puzzle.clues == ()


def test_a_word_without_a_clue_gets_a_length_clue_that_reads_back_as_none() -> None:
    doc = _sample()
    fewer = Solution(dataclasses.replace(doc.puzzle, clues=doc.puzzle.clues[1:]), doc.words)
    text = format_across_lite(fewer)
    assert "<ACROSS>\n\t3 letters\n" in text
    assert parse_across_lite(text, name="tea.txt") == fewer


def test_xd_and_across_lite_carry_the_same_crossword() -> None:
    doc = parse_xd(XD_SAMPLE)
    assert isinstance(doc, Solution)
    back = _solved(format_across_lite(doc))
    assert back == doc
    assert parse_xd(format_xd(back)) == doc


ONE_LINE = (
    st.text("abcXYZ .,'?!~-\"{}/\\", min_size=1, max_size=20)
    .map(lambda t: " ".join(t.split()))
    .filter(bool)
)


@FAST
@given(crosswords(), st.data())
def test_solutions_round_trip(solution: Solution, data: st.DataObject) -> None:
    assume(not any(OPEN in row for row in solution.rows))
    puzzle = solution.puzzle
    # Across Lite holds a clue on one line: draw clues without line breaks.
    clues = tuple(Clue(c.number, c.direction, data.draw(ONE_LINE)) for c in puzzle.clues)
    solution = Solution(dataclasses.replace(puzzle, clues=clues), solution.words)
    back = parse_across_lite(format_across_lite(solution), name=puzzle.name)
    assert back == _listed(solution)


@settings(max_examples=300, deadline=None)
@given(
    st.text()
    | st.lists(
        st.sampled_from(
            [
                "<ACROSS PUZZLE>",
                "<ACROSS PUZZLE V2>",
                "<TITLE>",
                "<SIZE>",
                "\t2x2",
                "\t3x1",
                "<GRID>",
                "\tAB",
                "\tA.",
                "\tA1",
                "<REBUS>",
                "\tMARK;",
                "\t1:HEART:H",
                "<ACROSS>",
                "<DOWN>",
                "<NOTEPAD>",
                "\tclue",
                "\tWords: AB",
                "\tGiven: R1C1",
                "\tDate: x",
                "",
                "<FOO>",
            ]
        )
        | st.text(max_size=4),
        max_size=20,
    ).map("\n".join)
)
def test_any_text_reads_or_raises_input_error(text: str) -> None:
    with contextlib.suppress(InputError):
        parse_across_lite(text)
    looks_like_across_lite(text)


# --- bad input --------------------------------------------------------------------------------


def _error(text: str) -> InputError:
    with pytest.raises(InputError) as info:
        parse_across_lite(text)
    return info.value


@pytest.mark.parametrize(
    ("change", "message", "line"),
    [
        (("\tIdentical\n", ""), "the grid needs 4 across clues but <ACROSS> has 3", 17),
        (
            ("\tUnchanged\n", "\tUnchanged\n\tExtra\n"),
            "the grid needs 4 down clues but <DOWN> has 5",
            22,
        ),
        (
            ("\t4x4", "\t4x5"),
            "<SIZE> says 4x5 (4 columns, 5 rows) but the grid has 4 columns and 4 rows",
            9,
        ),
        (("\t4x4", "\tfour by four"), "<SIZE> should be COLUMNSxROWS such as 15x15", 9),
        (("\tMARK;", "\tMARK;\n\t1HEART"), "a <REBUS> line should look like 1:HEART:H", 17),
        (("\tSaME", "\tS\x01ME"), "R3C2 holds '\\x01', which is no letter or symbol", 13),
        (("\tSaME", "\tSaM"), "grid row 3 has 3 cells but the first row has 4", 13),
        (("<DOWN>", "<ACROSS>"), "a second <ACROSS> section (the first is on line 17)", 22),
        (("<DOWN>", "<ACROSS PUZZLE>"), "a second <ACROSS PUZZLE> line", 22),
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
    ("text", "message"),
    [
        ("", "the file is empty"),
        (" \n\t\n", "the file is empty"),
        (SAMPLE[: SAMPLE.index("<ACROSS>")], "the file has no <ACROSS> section: is it cut short?"),
        (SAMPLE[: SAMPLE.index("<GRID>") + 8], "the file has no <ACROSS> section"),
        ("<ACROSS PUZZLE>\n<GRID>\n<ACROSS>\n<DOWN>\n", "the <GRID> section is empty"),
        ("<ACROSS PUZZLE>\nstray text\n<GRID>\n", "expected a tag such as <TITLE> or <GRID>"),
        ("Title: T\n\n\nCAT\n", "not Across Lite text"),
        ("\x00\x7f garbage ☃ <>", "not Across Lite text"),
        (SAMPLE.replace("<NOTEPAD>", "<NOTEPAD>\n\tWords: T3A"), "the word list: word 'T3A'"),
        (SAMPLE.replace("<NOTEPAD>", "<NOTEPAD>\n\tWords: ITS"), "SAME is not in the word list"),
        (SAMPLE.replace("<NOTEPAD>", "<NOTEPAD>\n\tGiven: R1C4"), "the Given cell R1C4 holds no"),
    ],
)
def test_truncated_empty_and_garbage_files(text: str, message: str) -> None:
    assert message in _error(text).message


def test_writer_refuses_what_across_lite_text_cannot_hold() -> None:
    with pytest.raises(
        InputError, match="Across Lite text holds a filled grid: solve the puzzle first"
    ):
        format_across_lite(_sample().puzzle)  # type: ignore[arg-type]
    lone = Puzzle(Grid(("..#", "##.")), WordBank.from_words(["AB"]))
    with pytest.raises(InputError, match="no way to leave a square empty"):
        format_across_lite(Solution(lone, ("AB",)))
    doc = _sample()
    empty = dataclasses.replace(doc.puzzle, clues=(Clue(1, ACROSS, ""), *doc.puzzle.clues[1:]))
    with pytest.raises(InputError, match="clue 1 across is empty"):
        format_across_lite(Solution(empty, doc.words))
    tagged = dataclasses.replace(doc.puzzle, meta=Metadata(notes="before\n<GRID>\nafter"))
    with pytest.raises(InputError, match="read as a tag"):
        format_across_lite(Solution(tagged, doc.words))
    short = dataclasses.replace(doc.puzzle, min_length=3)
    with pytest.raises(InputError, match="3\\+ long"):
        format_across_lite(Solution(short, doc.words))


def test_letters_beyond_latin_1_are_fine() -> None:
    puzzle = Puzzle(Grid(("..", ".#")), WordBank.from_words(["ŁÓ", "ŁŻ"]))
    solution = Solution(puzzle, ("ŁÓ", "ŁŻ"))
    assert parse_across_lite(format_across_lite(solution)) == solution


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (SAMPLE, True),
        ("\n\n  <across puzzle>  \n<TITLE>\n", True),
        ("<ACROSS PUZZLE V2>", True),
        ("<TITLE>\n\tT\n<ACROSS PUZZLE>\n", False),
        ("", False),
        ("ACROSS PUZZLE\n", False),
        (XD_SAMPLE, False),
    ],
)
def test_looks_like_across_lite(text: str, expected: bool) -> None:
    assert looks_like_across_lite(text) is expected
