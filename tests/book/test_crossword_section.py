"""A book section of crosswords from a file of answers and clues."""

from __future__ import annotations

from pathlib import Path

import pypdf
import pytest

from wordgrid.book.make import book_of, section_items
from wordgrid.book.spec import read_spec
from wordgrid.errors import InputError
from wordgrid.model import Solution
from wordgrid.render.output import write_pages

ANSWERS = """\
ATOM: The smallest unit of an element
MOLECULE: Atoms bonded together
ELECTRON: A negative particle
PROTON: A positive particle
NEUTRON: A particle with no charge
ISOTOPE: Same element, other mass
CATALYST: Speeds up a reaction
ACID: Turns litmus red
BASE: Turns litmus blue
SALT: What an acid and a base make
"""


def spec(tmp_path: Path, section: str) -> Path:
    (tmp_path / "science.txt").write_text(ANSWERS, encoding="utf-8")
    path = tmp_path / "book.toml"
    path.write_text(f'title = "Science"\n\n[[section]]\nkind = "crossword"\n{section}', "utf-8")
    return path


def test_count_crosswords_each_draw_some_answers(tmp_path: Path) -> None:
    book = read_spec(spec(tmp_path, 'word_file = "science.txt"\ncount = 3\nwords = 6\n'))
    items = section_items(book)
    assert len(items) == 3
    for item in items:
        assert isinstance(item.answer, Solution) and len(item.answer.puzzle.clues) == 6
    out = tmp_path / "book.pdf"
    write_pages(book_of(book, items), out, "pdf", "Science")
    text = " ".join(" ".join(p.extract_text().split()) for p in pypdf.PdfReader(out).pages)
    assert "Across" in text and "Down" in text
    for item in items:
        assert isinstance(item.answer, Solution)
        for clue in item.answer.puzzle.clues:
            assert clue.text in text


def test_one_crossword_of_all_the_answers(tmp_path: Path) -> None:
    items = section_items(read_spec(spec(tmp_path, 'word_file = "science.txt"\ncount = 1\n')))
    [item] = items
    assert isinstance(item.answer, Solution) and len(item.answer.puzzle.clues) == 10


@pytest.mark.parametrize(
    ("section", "message"),
    [
        ("count = 1\n", "needs a word_file"),
        ('word_file = "science.txt"\ncount = 2\n', "set words"),
    ],
)
def test_a_crossword_section_needs_its_file_and_a_draw(
    tmp_path: Path, section: str, message: str
) -> None:
    with pytest.raises(InputError, match=message):
        read_spec(spec(tmp_path, section))
