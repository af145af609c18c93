"""`wordgrid book`: specs read, books laid out for print and checked page by page with pypdf."""

from __future__ import annotations

import re
import shutil
from dataclasses import replace
from pathlib import Path

import pypdf
import pytest

from tests.conftest import run
from wordgrid.book.make import book_of, section_items
from wordgrid.book.spec import read_spec
from wordgrid.errors import InputError
from wordgrid.model import Puzzle, WordSearch
from wordgrid.render.book import BookItem
from wordgrid.render.page import Box, Label, text_width
from wordgrid.render.sizes import PAGE_SIZES, TRIM_SIZES, gutter, outer_margin

SPEC = """
title = "Puzzles for a Rainy Day, with a Title Long Enough to Wrap on the Cover"
subtitle = "Fill-ins and word searches"
author = "A. Setter"
trim = "{trim}"
seed = 3

[[section]]
name = "Fill-ins"
count = 3
words = 10
size = [11, 11]
max_word_uses = 1

[[section]]
name = "Word searches"
kind = "word-search"
count = 2
words = 8
size = [10, 10]
"""


def _spec(tmp_path: Path, trim: str = "6x9", text: str = SPEC) -> Path:
    path = tmp_path / "book.toml"
    path.write_text(text.format(trim=trim), encoding="utf-8")
    return path


@pytest.mark.parametrize("trim", ["8.5x11", "6x9"])
def test_a_book_pdf_has_the_trim_size_fonts_and_every_word(
    trim: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = _spec(tmp_path, trim)
    out = tmp_path / "book.pdf"
    code, _, err = run(capsys, "book", str(spec), "-o", str(out))
    assert code == 0, err
    reader = pypdf.PdfReader(out)
    width, height = PAGE_SIZES[trim]
    for page in reader.pages:
        assert (float(page.mediabox.width), float(page.mediabox.height)) == (width, height)
        for font in page.get("/Resources", {}).get("/Font", {}).values():
            descendant = font.get_object()["/DescendantFonts"][0].get_object()
            assert "/FontFile2" in descendant["/FontDescriptor"]  # embedded
    texts = [page.extract_text() for page in reader.pages]
    assert "Rainy Day" in texts[0] and "A. Setter" in texts[0]
    assert texts[2].splitlines()[0] == "Contents"
    for name in ("Fill-ins", "Word searches", "Answers"):
        assert name in texts[2]
    items = section_items(read_spec(spec))
    for n, item in enumerate(items, start=1):
        at = next(k for k, t in enumerate(texts) if t.startswith(f"Puzzle {n}\n"))
        doc = item.puzzle
        if isinstance(doc, WordSearch):
            words = [p.word for p in doc.placements]
        else:
            assert isinstance(doc, Puzzle)
            words = list(doc.bank.listed)
        for word in words:
            assert word in texts[at].split(), (n, word)
        # Its key at the back names the page the puzzle is on (pages count from 1).
        assert any(f"Answers: Puzzle {n} (page {at + 1})" in t for t in texts[at:])


@pytest.fixture(scope="module")
def items(tmp_path_factory: pytest.TempPathFactory) -> list[BookItem]:
    """The puzzles of SPEC, made once: the trim size does not change them."""
    return section_items(read_spec(_spec(tmp_path_factory.mktemp("spec"))))


def _extent(shape: object) -> tuple[float, float]:
    if isinstance(shape, Label):
        w = text_width(shape.text, shape.size, shape.bold)
        left = {"start": shape.x, "middle": shape.x - w / 2, "end": shape.x - w}[shape.anchor]
        return left, left + w
    assert isinstance(shape, Box)
    return shape.x, shape.x + shape.w


@pytest.mark.parametrize("trim", TRIM_SIZES)
@pytest.mark.parametrize("large", [False, True])
def test_every_page_keeps_to_its_mirrored_margins(
    trim: str, large: bool, items: list[BookItem], tmp_path: Path
) -> None:
    spec = replace(read_spec(_spec(tmp_path, trim)), large_print=large)
    pages = book_of(spec, items)
    inside = gutter(len(pages)) * 72
    outside = outer_margin(trim) * 72
    for number, page in enumerate(pages, start=1):
        assert (page.width, page.height) == PAGE_SIZES[trim]
        # Right-hand (odd) pages are bound on the left: nothing crosses into the gutter,
        # and no text or cell runs past the outside margin either.
        left, right = (inside, outside) if number % 2 else (outside, inside)
        for shape in page.shapes:
            if isinstance(shape, Label | Box):
                x0, x1 = _extent(shape)
                assert x0 >= left - 0.01 and x1 <= page.width - right + 0.01, (number, shape)
        numbered = any(isinstance(s, Label) and s.text == str(number) for s in page.shapes)
        assert numbered or number == 1 or not page.shapes, f"page {number} has no number"


def test_answer_keys_share_pages(tmp_path: Path) -> None:
    spec = read_spec(_spec(tmp_path, "8.5x11"))
    pages = book_of(spec, section_items(spec))
    keys = [p for p in pages if p.key]
    labels = [s for p in keys for s in p.shapes if isinstance(s, Label) and "Answers" in s.text]
    assert len(labels) == 5 and len(keys) == 2  # four to a page on 8.5x11


def test_no_repeat_holds_across_a_section(tmp_path: Path) -> None:
    spec = read_spec(_spec(tmp_path))
    fill_ins = [i.puzzle for i in section_items(spec) if isinstance(i.puzzle, Puzzle)]
    words = [w for p in fill_ins for w in set(p.bank.listed)]
    assert len(words) == len(set(words))


def test_the_same_spec_makes_the_same_book(tmp_path: Path) -> None:
    spec = read_spec(_spec(tmp_path))
    first = book_of(spec, section_items(spec))
    second = book_of(spec, section_items(spec, jobs=2))
    assert first == second


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('title = "T"\n', "no [[section]]"),
        ('title = "T"\ntrim = "7x7"\n[[section]]\ncount = 1\n', "trim must be one of"),
        ('title = "T"\n[[section]]\ncount = 0\n', "section 1: count must be at least 1"),
        ('title = "T"\n[[section]]\ncount = 2\nkind = "sudoku"\n', "kind must be one of"),
        ('title = "T"\n[[section]]\ncount = 2\ncolour = 1\n', "unknown key 'colour'"),
        ("[[section]]\ncount = 2\n", "title is missing"),
        ('title = "T"\n[[section]\n', "not valid TOML"),
    ],
)
def test_a_bad_spec_is_one_line_naming_the_file(
    text: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = tmp_path / "bad.toml"
    spec.write_text(text, encoding="utf-8")
    code, _, err = run(capsys, "book", str(spec), "-o", str(tmp_path / "b.pdf"))
    assert code == 2 and message in err and "bad.toml" in err
    assert len(err.strip().splitlines()) == 1
    assert not (tmp_path / "b.pdf").exists()


@pytest.mark.parametrize("spec", ["", "."])
def test_a_folder_for_a_spec_is_one_line(spec: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "book", spec)  # no -o: the PDF's name would come from it
    assert (code, err) == (2, "wordgrid: error: .: is a folder, not a file\n")


def test_the_gutter_grows_with_the_page_count() -> None:
    steps = [gutter(n) for n in (24, 150, 151, 300, 301, 500, 700, 828)]
    assert steps == sorted(steps) and steps[0] == 0.375 and steps[-1] == 0.875
    assert re.fullmatch(r"\d\.\d+", str(gutter(400)))


def test_the_same_spec_makes_the_same_pdf_on_a_cluster(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("distributed")
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")  # else the PDF records today
    spec = _spec(tmp_path)
    serial, cluster = tmp_path / "serial.pdf", tmp_path / "cluster.pdf"
    assert run(capsys, "book", str(spec), "-o", str(serial))[0] == 0
    argv = ["book", str(spec), "-o", str(cluster), "--scheduler", "local", "--jobs", "2"]
    assert run(capsys, *argv)[0] == 0
    assert serial.read_bytes() == cluster.read_bytes()


@pytest.mark.parametrize(
    ("section", "message"),
    [
        ('lang = "ro"', "section 1: lang must be one of de, en, es, fr, it, nl, pl, pt, not 'ro'"),
        ('kind = "dense"\nsize = [2, 2]', "section 1: size 2x2 is too small"),
        ('kind = "dense"\nsize = [30, 30]', "section 1: dense grids go up to 25x25"),
        ('name = "Big"\nkind = "word-search"\nwords = 30\nsize = [5, 5]', "section 1 (Big): "),
        ('word_file = "missing.txt"', "missing.txt: section 1: no such file"),
    ],
)
def test_a_section_that_cannot_be_made_names_itself(
    section: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = tmp_path / "bad.toml"
    spec.write_text(f'title = "T"\n[[section]]\ncount = 2\n{section}\n', encoding="utf-8")
    code, _, err = run(capsys, "book", str(spec), "-o", str(tmp_path / "b.pdf"))
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


GARDEN = "APPLE BASIL CARROT DAISY FENNEL GARLIC LEMON MINT ONION PEAR ROSE TULIP"
GARDEN_BOOK = """
title = "Garden Puzzles"
seed = 13

[[section]]
name = "Fill-ins"
count = 4
words = 12
size = [11, 11]
word_file = "garden.txt"

[[section]]
name = "Word searches"
kind = "word-search"
count = 4
words = 10
size = [11, 11]
word_file = "garden.txt"
"""


def test_a_book_of_a_users_own_words_in_a_fixed_size(tmp_path: Path) -> None:
    # Four fill-ins of the same twelve words at 11x11: before the layout search, the first
    # failed even after three retries ("could not lay out all the words in 11x11").
    (tmp_path / "garden.txt").write_text(GARDEN.replace(" ", "\n"), encoding="utf-8")
    spec = read_spec(_spec(tmp_path, text=GARDEN_BOOK))
    items = section_items(spec)
    fill_ins = [i.puzzle for i in items if isinstance(i.puzzle, Puzzle)]
    searches = [i.puzzle for i in items if isinstance(i.puzzle, WordSearch)]
    assert len(fill_ins) == 4 and len(searches) == 4
    for p in fill_ins:
        assert sorted(p.bank.listed) == sorted(GARDEN.split())
        assert p.grid.height <= 11 and p.grid.width <= 11
    assert len({p.grid for p in fill_ins}) == 4  # four different layouts


CAPPED_BOOK = """
title = "No Word Twice"
seed = 5
max_word_uses = 1

[[section]]
name = "Fill-ins"
count = 2
words = 8
size = [11, 11]

[[section]]
name = "Dense"
kind = "dense"
count = 2
size = [5, 5]

[[section]]
name = "Word searches"
kind = "word-search"
count = 3
words = 8
size = [10, 10]
"""


def test_a_book_cap_holds_across_every_kind_of_section(tmp_path: Path) -> None:
    spec = read_spec(_spec(tmp_path, text=CAPPED_BOOK))
    assert spec.max_word_uses == 1
    words: list[str] = []
    for item in section_items(spec):
        if isinstance(item.answer, WordSearch):
            words += {p.word for p in item.answer.placements}
        else:
            words += set(item.answer.words)
    assert len(words) > 40 and len(words) == len(set(words))


def test_a_word_search_section_records_its_language(tmp_path: Path) -> None:
    """As a fill-in section does: the filler then spells none of its rude words."""
    text = 'title = "T"\nseed = 2\n[[section]]\nkind = "word-search"\ncount = 1\nwords = 8\n'
    spec = read_spec(_spec(tmp_path, text=text + 'lang = "pl"\n'))
    searches = [i.answer for i in section_items(spec) if isinstance(i.answer, WordSearch)]
    assert [ws.meta.lang for ws in searches] == ["pl"]


def test_a_word_search_section_keeps_to_its_cap(tmp_path: Path) -> None:
    (tmp_path / "words.txt").write_text(
        "\n".join(f"{a}{b}{c}" for a in "BCD" for b in "AEIOU" for c in "LMNRT"),
        encoding="utf-8",
    )
    text = (
        'title = "T"\nseed = 2\n[[section]]\nkind = "word-search"\ncount = 6\nwords = 12\n'
        'word_file = "words.txt"\nmax_word_uses = 1\n'
    )
    spec = read_spec(_spec(tmp_path, text=text))
    searches = [i.answer for i in section_items(spec) if isinstance(i.answer, WordSearch)]
    words = [p.word for ws in searches for p in ws.placements]
    assert len(searches) == 6 and len(words) == 72 and len(set(words)) == 72
    too_many = text.replace("count = 6", "count = 7")
    with pytest.raises(InputError, match="it can make at most 6 such puzzles"):
        section_items(read_spec(_spec(tmp_path, text=too_many)))


def test_a_section_that_fails_says_what_would_work_without_seeds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "garden.txt").write_text(GARDEN.replace(" ", "\n"), encoding="utf-8")
    spec = _spec(tmp_path, text=GARDEN_BOOK.replace("size = [11, 11]", "size = [7, 7]", 1))
    code, _, err = run(capsys, "book", str(spec), "-o", str(tmp_path / "b.pdf"))
    assert code == 1 and len(err.strip().splitlines()) == 1
    assert "Fill-ins: puzzle 1: all 12 words can't fit in 7x7" in err
    assert "grid holds them all" in err and "seed" not in err


def test_the_docs_spec_example_makes_the_book_it_describes(tmp_path: Path) -> None:
    docs = (Path(__file__).parents[2] / "docs" / "book.md").read_text(encoding="utf-8")
    shown = re.search(r"```toml\n(.*?)```", docs, re.S)
    assert shown is not None
    example = Path(__file__).parents[1] / "docs_examples" / "book"
    assert shown.group(1) == (example / "book.toml").read_text(encoding="utf-8")
    shutil.copy(example / "animals.txt", tmp_path)
    spec = read_spec(_spec(tmp_path, text=shown.group(1)))
    items = section_items(spec)
    assert spec.subtitle.startswith(f"{len(items)} puzzles")
    for section in spec.sections:
        assert sum(i.section == section.name for i in items) == section.count
    assert len(book_of(spec, items)) > len(items)
