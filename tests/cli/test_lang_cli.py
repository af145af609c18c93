"""A puzzle's language: recorded by the makers, kept by the formats, followed by the pages."""

from __future__ import annotations

import json
from pathlib import Path

import pypdf
import pytest

from tests.conftest import run
from wordgrid.book.spec import read_spec
from wordgrid.formats import dumps, read
from wordgrid.generate.words import random_pool
from wordgrid.model import Metadata, Puzzle, WordSearch, meta_of


def seed_puzzle(meta: Metadata) -> Puzzle:
    """The seed's test puzzle (GTU, TECH) with `meta`."""
    source = read(Path(__file__).parents[2] / "src/wordgrid/data/examples/test_puzzle.txt")
    assert isinstance(source, Puzzle)
    return Puzzle(source.grid, source.bank, meta=meta)


def pdf_text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in pypdf.PdfReader(path).pages)


@pytest.mark.parametrize("fmt", ["ipuz", "json"])
def test_the_language_survives_ipuz_and_json(fmt: str, tmp_path: Path) -> None:
    puzzle = seed_puzzle(Metadata(title="Gra", lang="pl"))
    path = tmp_path / f"p.{fmt}"
    path.write_bytes(dumps(puzzle, fmt))
    assert '"lang": "pl"' in path.read_text("utf-8")
    assert meta_of(read(path)).lang == "pl"


def test_plain_text_drops_the_language_rather_than_refuse(tmp_path: Path) -> None:
    puzzle = seed_puzzle(Metadata(lang="pl"))
    text = dumps(puzzle, "words-grid").decode("utf-8")
    assert "pl" not in text.lower().split()


def test_generate_records_the_language_and_render_follows_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    ipuz = tmp_path / "gra.ipuz"
    code, _, _ = run(capsys, "generate", "--random", "10", "--lang", "pl", "--seed", "2",
                     "-o", str(ipuz))  # fmt: skip
    assert code == 0 and json.loads(ipuz.read_text("utf-8"))["lang"] == "pl"
    pdf = tmp_path / "gra.pdf"
    code, _, _ = run(capsys, "render", str(ipuz), "-o", str(pdf), "--solution")
    text = pdf_text(pdf)
    assert code == 0 and "Wpisz wszystkie wyrazy do diagramu" in text and "Rozwiązanie" in text
    assert "Fit every word" not in text and "letters" not in text
    # --lang prints another language's pages.
    code, _, _ = run(capsys, "render", str(ipuz), "-o", str(pdf), "--lang", "pt")
    assert code == 0 and "Palavras" in pdf_text(pdf)


def test_a_polish_word_search_draws_polish_words_and_prints_in_polish(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "ws.txt"
    code, _, _ = run(capsys, "wordsearch", "--random", "8", "--lang", "pl", "--seed", "3",
                     "-o", str(out))  # fmt: skip
    assert code == 0 and out.read_text("utf-8").startswith("Lang: pl\n")
    ws = read(out)
    assert isinstance(ws, WordSearch) and ws.meta.lang == "pl"
    assert len(ws.placements) == 8 and {p.word for p in ws.placements} <= set(random_pool("pl"))
    again = tmp_path / "again.txt"
    run(capsys, "wordsearch", "--random", "8", "--lang", "pl", "--seed", "3", "-o", str(again))
    assert again.read_bytes() == out.read_bytes()  # the seed draws the same words
    pdf = tmp_path / "ws.pdf"
    assert run(capsys, "render", str(out), "-o", str(pdf))[0] == 0
    assert "Wyrazy do znalezienia" in pdf_text(pdf) and "Wykreślanka" in pdf_text(pdf)


def test_a_books_language_sets_its_sections_default(tmp_path: Path) -> None:
    spec = tmp_path / "book.toml"
    spec.write_text(
        'title = "Łamigłówki"\nlang = "pl"\n[[section]]\ncount = 1\n'
        '[[section]]\ncount = 1\nlang = "de"\n',
        encoding="utf-8",
    )
    book = read_spec(spec)
    assert book.lang == "pl" and [s.lang for s in book.sections] == ["pl", "de"]
    spec.write_text('title = "T"\nlang = "sv"\n[[section]]\ncount = 1\n', encoding="utf-8")
    with pytest.raises(Exception, match="lang must be one of de, en, es, fr, it, nl, pl, pt"):
        read_spec(spec)


def test_a_polish_book_titles_its_puzzles_in_polish(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    spec = tmp_path / "book.toml"
    spec.write_text(
        'title = "Łamigłówki"\nlang = "pl"\n[[section]]\nkind = "word-search"\ncount = 1\n'
        "words = 6\nsize = [9, 9]\n",
        encoding="utf-8",
    )
    pdf = tmp_path / "book.pdf"
    code, _, err = run(capsys, "book", str(spec), "-o", str(pdf))
    assert code == 0, err
    text = pdf_text(pdf)
    assert "Łamigłówka 1" in text and "Spis treści" in text and "Puzzle 1" not in text
