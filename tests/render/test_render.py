"""Printed pages: PDFs read back with pypdf, SVG parsed as XML, PNG opened with Pillow."""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pypdf
import pytest
from PIL import Image

from tests.conftest import run
from tests.wordsearch.making import made
from wordgrid.formats import write as write_doc
from wordgrid.model import (
    Direction,
    Grid,
    Placement,
    Puzzle,
    Solution,
    WordBank,
    WordSearch,
    alphabetical_key,
)
from wordgrid.render.layout import book, fill_in_pages
from wordgrid.render.page import Box, Label, Style, grouped_entries, text_width
from wordgrid.render.pdf import pdf_bytes
from wordgrid.render.svg import page_svg

SVG = "{http://www.w3.org/2000/svg}"
# Polish and French words, so the embedded font has to carry Ł, Ż, Ó, É, Ç.
FILLED = ("ŁÓDŹ#", "A#ÉÇA", "ŻABA#")
POLISH_GRID = Grid(("ŁÓ..#", ".#..A", "....#"))  # two letters given
POLISH_SOLUTION = Solution(
    Puzzle(
        POLISH_GRID,
        WordBank.from_words(["ŁÓDŹ", "ÉÇA", "ŻABA", "ŁAŻ", "DÉB", "ŹÇA", "ĄŚ"]),
        2,
        "polski.txt",
    ),
    ("ŁÓDŹ", "ÉÇA", "ŻABA", "ŁAŻ", "DÉB", "ŹÇA"),
)
WORD_SEARCH = WordSearch(
    ("KOTEK", "ÉCOLE", "ŻÓŁWX"),
    (
        Placement("KOTEK", 0, 0, Direction.E),
        Placement("ÉCOLE", 1, 0, Direction.E),
        Placement("ŻÓŁW", 2, 0, Direction.E),
        Placement("KÉŻ", 0, 0, Direction.S),
    ),
    3,
)


def pdf_pages(path: Path) -> list[str]:
    return [page.extract_text() for page in pypdf.PdfReader(path).pages]


def test_fill_in_pdf_lists_every_word_and_keeps_the_key_apart(
    capsys: pytest.CaptureFixture[str], examples: Path, tmp_path: Path
) -> None:
    out = tmp_path / "p.pdf"
    code, stdout, stderr = run(
        capsys,
        "render",
        str(examples / "sample_puzzle.txt"),
        "--solution",
        "--grid",
        "shaded",
        "-o",
        str(out),
    )
    assert (code, stdout, stderr) == (0, "", f"wrote {out}\n")
    first, key = pdf_pages(out)
    for word in (
        "ANSWER",
        "DESK",
        "DONE",
        "GLUE",
        "LEARN",
        "STUDY",
        "TAPE",
        "TEACH",
        "TEST",
        "WORK",
    ):
        assert word in first.split()
        assert word not in key.split()  # the key page shows letters in cells, not the list
    assert "4 letters" in first and "Answers: Fill-in" in key  # no title: the kind, not a file
    assert "Answers" not in first
    # The filled grid reads row by row on the key page: TEACH is its first row.
    assert key.splitlines()[1].replace(" ", "") == "TEACH"


def test_unicode_words_print_with_an_embedded_font(tmp_path: Path) -> None:
    assert POLISH_SOLUTION.rows == FILLED
    data = pdf_bytes(
        book(
            [
                ("polski", POLISH_SOLUTION.puzzle, POLISH_SOLUTION),
                ("szukaj", WORD_SEARCH, WORD_SEARCH),
            ],
            Style(),
            keys=True,
        )
    )
    path = tmp_path / "u.pdf"
    path.write_bytes(data)
    reader = pypdf.PdfReader(path)
    texts = [p.extract_text() for p in reader.pages]
    assert len(texts) == 4  # two puzzles, then two keys
    for word in ("ŁÓDŹ", "ŻABA", "ÉÇA", "ĄŚ"):
        assert word in texts[0].split()
    for word in ("KOTEK", "ÉCOLE", "ŻÓŁW", "KÉŻ"):
        assert word in texts[1].split()
    assert texts[2].startswith("Answers: polski") and texts[3].startswith("Answers: szukaj")
    fonts = reader.pages[0]["/Resources"]["/Font"]  # type: ignore[index]
    descriptors = [
        f.get_object()["/DescendantFonts"][0].get_object()["/FontDescriptor"]
        for f in fonts.values()
    ]
    assert all("/FontFile2" in d for d in descriptors)  # TrueType embedded, not referenced


def test_a_folder_becomes_one_pdf_with_keys_at_the_back(
    capsys: pytest.CaptureFixture[str], examples: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "batch"
    folder.mkdir()
    for n in (1, 2, 10):
        shutil.copy(examples / "sample_puzzle.txt", folder / f"puzzle-{n}.txt")
    write_doc(WORD_SEARCH, folder / "puzzle-3.json")
    (folder / "puzzle-1.meta.json").write_text("{}")  # generate's sidecars are not puzzles
    (folder / "puzzle-1.solution.txt").write_text("TEACH")
    out = tmp_path / "book.pdf"
    assert (
        run(capsys, "render", str(folder), "--solution", "--page", "letter", "-o", str(out))[0] == 0
    )
    texts = pdf_pages(out)
    titles = [t.splitlines()[0] for t in texts]
    # Titles are for readers: the document's own, else "Puzzle N", never a file's name.
    assert titles == [
        "Puzzle 1",
        "Puzzle 2",
        "Puzzle 3",
        "Puzzle 4",
        "Answers: Puzzle 1",
        "Answers: Puzzle 2",
        "Answers: Puzzle 3",
        "Answers: Puzzle 4",
    ]
    box = pypdf.PdfReader(out).pages[0].mediabox
    assert (float(box.width), float(box.height)) == (612, 792)


def test_svg_is_xml_with_one_rect_per_cell(
    capsys: pytest.CaptureFixture[str], examples: Path, tmp_path: Path
) -> None:
    out = tmp_path / "p.svg"
    code, stdout, stderr = run(
        capsys,
        "render",
        str(examples / "sample_puzzle.txt"),
        "--solution",
        "--grid",
        "shaded",
        "-o",
        str(out),
    )
    assert code == 0
    written = [tmp_path / "p-1.svg", tmp_path / "p-2.svg"]
    assert stderr.split() == ["wrote", str(written[0]), "wrote", str(written[1])]
    for path in written:
        root = ET.parse(path).getroot()
        rects = root.findall(f"{SVG}rect")
        assert len(rects) == 9 * 11
        assert all(r.get("class") == "cell" for r in rects)
        assert root.get("width") == "210mm"
    texts = {t.text for t in ET.parse(written[0]).getroot().iter(f"{SVG}text")}
    assert {"DESK", "ANSWER", "5 letters"} <= texts
    key_letters = [t.text for t in ET.parse(written[1]).getroot().iter(f"{SVG}text")]
    assert key_letters.count("T") == 4  # TEACH, STUDY, and TEST's two


def test_word_search_svg_key_highlights_every_word() -> None:
    pages = book([("ws", WORD_SEARCH, WORD_SEARCH)], Style(), keys=True)
    puzzle_page, key_page = (ET.fromstring(page_svg(p)) for p in pages)
    assert len(puzzle_page.findall(f"{SVG}rect")) == 15
    assert not puzzle_page.findall(f"{SVG}line[@class='highlight']")
    assert len(key_page.findall(f"{SVG}line[@class='highlight']")) == 4


def test_png_is_drawn_from_the_same_page(
    capsys: pytest.CaptureFixture[str], examples: Path, tmp_path: Path
) -> None:
    out = tmp_path / "p.png"
    assert run(capsys, "render", str(examples / "sample_puzzle.txt"), "-o", str(out))[0] == 0
    with Image.open(out) as image:
        assert image.size == (1240, 1754)  # A4 at 150 dpi
        # The grid's blocks are shaded: the page is not blank white.
        assert min(image.convert("L").tobytes()) < 80  # some dark ink was drawn


def test_large_print_has_bigger_cells_and_text(examples: Path) -> None:
    from wordgrid.formats import read_puzzle

    puzzle = read_puzzle(examples / "sample_puzzle.txt")

    def sizes(style: Style) -> tuple[float, float]:
        shapes = fill_in_pages(puzzle, "t", style)[0].shapes
        cell = next(s.w for s in shapes if isinstance(s, Box) and s.cell)
        word = next(s.size for s in shapes if isinstance(s, Label) and s.text == "DESK")
        return cell, word

    normal, large = sizes(Style("a4")), sizes(Style("a4", large=True))
    assert large[0] > normal[0] and large[1] >= normal[1] * 1.4


def test_word_list_is_grouped_by_length_and_alphabetical() -> None:
    entries = [e.text for e in grouped_entries(["ZEBRA", "ÉCLAT", "ABC", "EDGE", "ABC", "EAR"])]
    assert entries == [
        "3 letters",
        "ABC ×2",
        "EAR",
        "",
        "4 letters",
        "EDGE",
        "",
        "5 letters",
        "ÉCLAT",
        "ZEBRA",
    ]
    assert sorted(["ŻABA", "ZETA", "ŁOŚ", "LAS"], key=alphabetical_key) == [
        "LAS",
        "ŁOŚ",
        "ŻABA",
        "ZETA",
    ]  # accents are ignored, then break ties


def test_long_word_lists_continue_on_another_page() -> None:
    words = [f"{a}{b}{c}" for a in "ABCDEFGH" for b in "ABCDEFGH" for c in "AEIOU"][:300]
    puzzle = Puzzle(Grid(("...",)), WordBank.from_words(words), 2, "many")
    pages = fill_in_pages(puzzle, "many", Style(large=True))
    heads = [p.shapes[0].text for p in pages[1:]]  # type: ignore[union-attr]
    assert len(pages) > 2 and heads[-1] == "many (continued)"
    shown = [s.text for p in pages for s in p.shapes if isinstance(s, Label)]
    assert all(w in shown for w in words)


def test_a_group_continued_on_another_page_repeats_its_heading() -> None:
    # 100 words on a 28x28 fill-in put twelve 7-letter words on page 2 without their heading.
    words = [
        f"{a}{b}{c}{'X' * n}" for n in range(5) for a in "ABCDEFG" for b in "AEIOU" for c in "BCD"
    ]
    puzzle = Puzzle(Grid(("." * 28,) * 28), WordBank.from_words(words), 2, "many")
    pages = fill_in_pages(puzzle, "many", Style())
    assert len(pages) > 1
    for page in pages[1:]:
        listed = [s for s in page.shapes[1:] if isinstance(s, Label) and s.text]
        assert listed[0].bold and listed[0].text.endswith(" letters (continued)"), listed[0]
    headings = [s.text for p in pages for s in p.shapes if isinstance(s, Label) and s.bold]
    assert not any(h.endswith("(continued) (continued)") for h in headings)
    shown = [s.text for p in pages for s in p.shapes if isinstance(s, Label)]
    assert all(w in shown for w in words)


def test_failures_leave_no_output(
    capsys: pytest.CaptureFixture[str], examples: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "batch"
    folder.mkdir()
    shutil.copy(examples / "sample_puzzle.txt", folder / "a.txt")
    (folder / "b.txt").write_text("CAT\n\n..?\n")
    code, _, err = run(capsys, "render", str(folder), "-o", str(tmp_path / "out.pdf"))
    assert code == 2 and "b.txt:3" in err
    code, _, err = run(
        capsys,
        "render",
        str(examples / "seed003_impossible.txt"),
        "--solution",
        "-o",
        str(tmp_path / "key.pdf"),
    )
    assert code == 1 and "no solution" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["batch"]


def test_letters_the_font_lacks_still_print_with_a_warning(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "cjk.txt"
    path.write_text("ab中\n\n111\n", encoding="utf-8")
    for target in ("pdf", "png"):
        out = tmp_path / f"cjk.{target}"
        code, _out, err = run(capsys, "render", str(path), "-o", str(out))
        assert code == 0 and "has no 中 (U+4E2D)" in err and out.stat().st_size > 0
    # SVG names the font and lets the viewer fall back.
    assert run(capsys, "render", str(path), "--to", "svg", "-o", str(tmp_path / "c.svg"))[0] == 0


def _cell(page_shapes: object) -> float:
    return next(s.w for s in page_shapes if isinstance(s, Box) and s.cell)  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", ["fillin_15x15.txt", "fillin_21x21.txt"])
def test_large_print_enlarges_the_grid_of_big_puzzles(examples: Path, name: str) -> None:
    from wordgrid.formats import read_puzzle

    puzzle = read_puzzle(examples / name)
    normal = fill_in_pages(puzzle, "t", Style("a4"))
    large = fill_in_pages(puzzle, "t", Style("a4", large=True))
    assert _cell(large[0].shapes) >= _cell(normal[0].shapes) * 1.15
    # Every word is still printed, on the grid's page or the ones after it.
    printed = {s.text for p in large for s in p.shapes if isinstance(s, Label)}
    assert set(puzzle.bank.listed) <= printed


@pytest.mark.parametrize("page", ["a4", "5.5x8.5"])
def test_every_text_stays_on_the_page(page: str) -> None:
    ws = WordSearch(
        WORD_SEARCH.rows,
        (*WORD_SEARCH.placements[:2], Placement("ŻÓŁW", 2, 3, Direction.W)),
        3,
    )
    title = "A word search with a title long enough to need two lines in large print"
    for doc in (ws, POLISH_SOLUTION.puzzle):
        pages = book([(title, doc, None)], Style(page, large=True), keys=False)
        for p in pages:
            for s in p.shapes:
                if isinstance(s, Label):
                    w = text_width(s.text, s.size, s.bold)
                    left = {"start": s.x, "middle": s.x - w / 2, "end": s.x - w}[s.anchor]
                    assert left >= 0 and left + w <= p.width, s.text


def test_kriss_kross_draws_only_the_cells_of_words(examples: Path) -> None:
    from wordgrid.formats import read_puzzle

    puzzle = read_puzzle(examples / "sample_puzzle.txt")
    open_cells = sum(ch != "#" for row in puzzle.grid.rows for ch in row)
    for grid, cells in (("kriss-kross", open_cells), ("auto", open_cells), ("shaded", 99)):
        shapes = fill_in_pages(puzzle, "t", Style(grid=grid))[0].shapes
        assert sum(isinstance(s, Box) and s.cell for s in shapes) == cells, grid


def test_a_clued_word_search_calls_its_list_clues_in_large_print_too() -> None:
    from wordgrid.render.layout import wordsearch_pages

    words = ["APPLE", "BANANA", "CHERRY", "GRAPE", "LEMON", "MANGO", "OLIVE", "PEACH", "PLUM"]
    words += ["MELON", "GUAVA", "KIWI", "LIME", "PEAR", "FIG", "DATE", "QUINCE", "APRICOT"]
    clues = {w: f"a fruit called {w.lower()}, which grows somewhere warm and sunny" for w in words}
    ws = made(words, rows=15, cols=15, seed=1, clues=clues)
    for large in (False, True):
        pages = wordsearch_pages(ws, "Fruit", Style("a4", large=large))
        labels = {s.text for p in pages for s in p.shapes if isinstance(s, Label)}
        assert labels & {"Clues", "Fruit: clues"}, large  # beside the grid, or a page apart
        assert not labels & {"Words to find", "Fruit: words to find"}
