"""`wordgrid crossword LIST`: every output format, the summary, and bad input (exit 2)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.conftest import run
from wordgrid.formats import read
from wordgrid.model import Solution

Capsys = pytest.CaptureFixture[str]
LIST = """\
ATOM: The smallest unit of a chemical element
MOLECULE: Atoms held together by bonds
ELECTRON\tA negatively charged particle
PROTON: A positively charged particle
ICE CREAM: A frozen dessert
CATALYST: Speeds up a reaction
"""
CLUES = [
    "The smallest unit of a chemical element",
    "Atoms held together by bonds",
    "A negatively charged particle",
    "A positively charged particle",
    "A frozen dessert (3,5)",
    "Speeds up a reaction",
]


@pytest.fixture
def vocab(tmp_path: Path) -> Path:
    path = tmp_path / "vocab.txt"
    path.write_text(LIST, encoding="utf-8")
    return path


def test_text_shows_the_grid_clues_and_summary(capsys: Capsys, vocab: Path) -> None:
    code, out, err = run(capsys, "crossword", str(vocab), "--seed", "2", "--word-bank")
    assert code == 0, err
    assert "Across" in out and "Down" in out
    for clue in CLUES:
        assert clue in out
    assert "ICE CREAM, MOLECULE" in out  # the word bank, as written
    assert "letters checked (crossed); seed 2" in err


@pytest.mark.parametrize("fmt", ["ipuz", "jpz", "xd", "json", "puz", "txt"])
def test_crossword_files_hold_every_clue_and_answer(capsys: Capsys, vocab: Path, fmt: str) -> None:
    out = vocab.with_name(f"out.{fmt}")
    code, _, err = run(capsys, "crossword", str(vocab), "-o", str(out), "--title", "Science")
    assert code == 0, err
    doc = read(out)
    assert isinstance(doc, Solution)
    puzzle = doc.puzzle
    assert sorted(c.text for c in puzzle.clues) == sorted(CLUES)
    answers = {puzzle.answer_text(doc.rows, puzzle.clue_cells(c)) for c in puzzle.clues}
    assert answers == {"ATOM", "MOLECULE", "ELECTRON", "PROTON", "ICECREAM", "CATALYST"}
    assert puzzle.meta.title == "Science"


def test_a_txt_file_is_across_lite_text_that_convert_reads_back(
    capsys: Capsys, vocab: Path
) -> None:
    out = vocab.with_name("out.txt")
    code, _, err = run(capsys, "crossword", str(vocab), "--seed", "2", "-o", str(out))
    assert code == 0, err
    assert out.read_text(encoding="utf-8").startswith("<ACROSS PUZZLE>")
    code, _, err = run(capsys, "convert", str(out), str(vocab.with_name("back.ipuz")))
    assert code == 0, err
    code, _, err = run(capsys, "crossword", str(vocab), "-o", str(out), "--to", "text")
    assert code == 2 and "no program reads back" in err and ".txt for Across Lite" in err
    code, printed, err = run(capsys, "crossword", str(vocab), "--seed", "2", "-o", "-")
    assert code == 0 and "Across" in printed and "wrote" not in err
    assert printed == run(capsys, "crossword", str(vocab), "--seed", "2")[1]


@pytest.mark.parametrize(("lang", "recorded"), [(None, "en"), ("pl", "pl"), ("pt-BR", "pt")])
def test_the_file_records_the_language(
    capsys: Capsys, vocab: Path, lang: str | None, recorded: str
) -> None:
    out = vocab.with_name("out.ipuz")
    given = ["--lang", lang] if lang else []
    code, _, err = run(capsys, "crossword", str(vocab), "-o", str(out), *given)
    assert code == 0, err
    assert json.loads(out.read_text("utf-8"))["lang"] == recorded
    assert read(out).puzzle.meta.lang == recorded  # type: ignore[union-attr]


def test_a_language_without_page_words_is_refused(capsys: Capsys, vocab: Path) -> None:
    out = vocab.with_name("out.pdf")
    code, _, err = run(capsys, "crossword", str(vocab), "-o", str(out), "--lang", "sv")
    assert code == 2 and "'sv'" in err and "de, en, es" in err
    assert not out.exists()


def test_puz_reads_back_in_puzpy(capsys: Capsys, vocab: Path) -> None:
    import puz

    out = vocab.with_name("out.puz")
    assert run(capsys, "crossword", str(vocab), "-o", str(out))[0] == 0
    assert sorted(puz.read(str(out)).clues) == sorted(CLUES)


def test_pdf_has_the_puzzle_then_the_numbered_key(capsys: Capsys, vocab: Path) -> None:
    out = vocab.with_name("out.pdf")
    code, _, err = run(capsys, "crossword", str(vocab), "-o", str(out), "--lang", "de")
    assert code == 0, err
    pages = [" ".join(p.extract_text().split()) for p in PdfReader(out).pages]
    assert len(pages) == 2
    assert "Waagerecht" in pages[0] and "Senkrecht" in pages[0]
    assert "Name" in pages[0] and "Datum" in pages[0]
    for clue in CLUES:
        assert clue in pages[0]
    assert "Lösung" in pages[1] and "1" in pages[1].split()


def test_svg_and_png_write_a_page_each(capsys: Capsys, vocab: Path) -> None:
    for fmt in ("svg", "png"):
        out = vocab.with_name(f"out.{fmt}")
        code, _, err = run(capsys, "crossword", str(vocab), "-o", str(out))
        assert code == 0, err
        assert vocab.with_name(f"out-1.{fmt}").stat().st_size > 0
        assert vocab.with_name(f"out-2.{fmt}").stat().st_size > 0


def test_the_same_seed_writes_the_same_bytes(capsys: Capsys, vocab: Path) -> None:
    outs = [vocab.with_name(f"{k}.ipuz") for k in range(2)]
    for out in outs:
        assert run(capsys, "crossword", str(vocab), "--seed", "11", "-o", str(out))[0] == 0
    assert outs[0].read_bytes() == outs[1].read_bytes()


@pytest.mark.parametrize(
    ("text", "extra", "message"),
    [
        ("", (), "empty"),
        ("ATOM: a unit\n", (), "at least 2 answers"),
        ("ATOM: a\nMOAT: b\nATOM: c\n", (), "ATOM is listed twice (lines 1 and 3)"),
        ("ATOM: a\nMOLECULE: b\n", ("--size", "5", "5"), "longer than the grid"),
        ("ATOM: a\n: b clue alone\n", (), "vocab.txt:2: the clue 'b clue alone' has no answer"),
        ("ATOM: a\nTOMB\n", ("--strict",), "TOMB (line 2) has no clue"),
        ("ATOM: a\nTOMB: b\nXYZ: c\n", (), "XYZ shares no letter"),
    ],
)
def test_bad_input_is_one_line_exit_2_and_nothing_written(
    capsys: Capsys, tmp_path: Path, text: str, extra: tuple[str, ...], message: str
) -> None:
    path = tmp_path / "vocab.txt"
    path.write_text(text, encoding="utf-8")
    out = tmp_path / "out.pdf"
    code, _, err = run(capsys, "crossword", str(path), "-o", str(out), *extra)
    assert code == 2
    assert message in err and len(err.strip().splitlines()) == 1
    assert not out.exists()


def test_a_list_on_standard_input_is_named_so(
    capsys: Capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"ATOM: a\nTOMB\n")))
    code, _, err = run(capsys, "crossword", "-", "--strict")
    assert code == 2 and "<stdin>: TOMB (line 2) has no clue" in err


def test_a_crossword_file_is_refused(capsys: Capsys, vocab: Path) -> None:
    made = vocab.with_name("made.ipuz")
    assert run(capsys, "crossword", str(vocab), "-o", str(made))[0] == 0
    code, _, err = run(capsys, "crossword", str(made))
    assert code == 2 and "is a crossword, not a list" in err


def test_the_list_is_never_written_over(capsys: Capsys, vocab: Path) -> None:
    code, _, err = run(capsys, "crossword", str(vocab), "-o", str(vocab))
    assert code == 2 and "over its own list" in err
    assert vocab.read_text(encoding="utf-8") == LIST  # the teacher's clues are still there


def test_puz_names_a_letter_outside_latin_1(capsys: Capsys, tmp_path: Path) -> None:
    path = tmp_path / "pl.txt"
    path.write_text("SŁOŃCE: Świeci\nOCEAN: Woda\n", encoding="utf-8")
    out = tmp_path / "pl.puz"
    code, _, err = run(capsys, "crossword", str(path), "-o", str(out))
    assert code == 2 and "'Ł'" in err and ".ipuz, .jpz, .xd or .json" in err
    assert not out.exists()
    assert run(capsys, "crossword", str(path), "-o", str(tmp_path / "pl.ipuz"))[0] == 0


def test_puz_writes_curly_quotes_and_dashes_as_latin_1_has_them(
    capsys: Capsys, tmp_path: Path
) -> None:
    """What a word processor pastes is written as its nearest Latin-1 text, in one line;
    only characters with no match are refused, all named at once."""
    import puz

    path = tmp_path / "pasted.txt"
    path.write_text(
        "ATOM: The \u201csmallest\u201d unit \u2013 of matter\u2026\n"
        "MOAT: A castle\u2019s ditch \u2014 full of water\n",
        encoding="utf-8",
    )
    out = tmp_path / "pasted.puz"
    code, _, err = run(capsys, "crossword", str(path), "-o", str(out))
    assert code == 0, err
    assert sorted(puz.read(str(out)).clues) == [
        "A castle's ditch -- full of water",
        'The "smallest" unit - of matter...',
    ]
    assert len([line for line in err.splitlines() if "Latin-1" in line]) == 1
    path.write_text("ATOM: \u2603 and \u2713 \u201cso\u201d\nMOAT: Łódź\n", encoding="utf-8")
    code, _, err = run(capsys, "crossword", str(path), "-o", str(tmp_path / "odd.puz"))
    assert code == 2 and all(f"'{ch}'" in err for ch in "\u2603\u2713Łź")
    assert "\u201c" not in err and len(err.strip().splitlines()) == 1


def test_puz_holds_sharp_s_as_written(capsys: Capsys, tmp_path: Path) -> None:
    """A cell of STRAßE holds the capital ẞ, which Latin-1 lacks: .puz writes the ß the
    list has, and reading it folds it back."""
    import puz

    path = tmp_path / "de.txt"
    path.write_text("STRAßE: Darauf fahren Autos\nSTERN: Leuchtet nachts\n", encoding="utf-8")
    out = tmp_path / "de.puz"
    code, _, err = run(capsys, "crossword", str(path), "-o", str(out))
    assert code == 0, err
    assert "ß" in puz.read(str(out)).solution
    doc = read(out)
    assert isinstance(doc, Solution) and "STRAẞE" in doc.words


def test_suggest_clues_fills_in_and_says_when_no_dictionary(capsys: Capsys, tmp_path: Path) -> None:
    path = tmp_path / "bare.txt"
    path.write_text("VOLCANO\nLAVA: My own clue\nCRATER\n", encoding="utf-8")
    code, out, err = run(
        capsys, "crossword", str(path), "--suggest-clues", "--db", str(tmp_path / "none.sqlite")
    )
    assert code == 0, err
    assert "My own clue" in out and out.count("[") == 3
    code, out, err = run(capsys, "crossword", str(path), "--suggest-clues", "--lang", "pt")
    assert code == 0 and "VOLCANO (line 1), CRATER (line 3) have no clue" in err
    # Said before any work: the note comes before the warnings and the summary.
    assert err.index("no dictionary is shipped for the language 'pt'") < err.index("VOLCANO")
    assert "My own clue" in out
    code, _, err = run(
        capsys, "crossword", str(path), "--suggest-clues", "--lang", "pt", "--strict"
    )
    assert code == 2 and "VOLCANO (line 1) has no clue" in err
