"""One output door: every command that makes or reads a puzzle writes every format it can hold.

Pages (pdf, svg, png) come out of `generate`, `wordsearch`, `crossword`, `fill`, `solve`,
`convert` and `render` alike; a file name a command can't write is refused before anything is
made, and the message names only formats that command would then write.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import run
from wordgrid.formats import detect_format, examples_folder, read
from wordgrid.formats._text import numbered_lines
from wordgrid.formats.extensions import (
    BY_NAME,
    EXTENSIONS,
    PAGE_FORMATS,
    TABLE,
    formats_holding,
    output_format,
)
from wordgrid.model import GameSave, Puzzle, Solution, WordSearch

Capsys = pytest.CaptureFixture[str]

SAMPLE = str(examples_folder() / "sample_puzzle.txt")
CROSSWORD = str(examples_folder() / "crossword_7x7.ipuz")
CLUES = "ATOM: smallest unit\nMOLECULE: atoms bonded\nELEMENT: a pure substance\nION: charged\n"
FILL_DICT = "ANT;50\nEND;50\nARE;50\nTED;50\nAPE;40\nEAR;40\n"


def _pdf_pages(path: Path) -> int:
    """The pages of a PDF, counted from its page objects (a test needs no PDF reader)."""
    data = path.read_bytes()
    assert data.startswith(b"%PDF-"), path
    return len(re.findall(rb"/Type\s*/Page\b", data))


def _commands(tmp: Path, out: str) -> dict[str, list[str]]:
    """Each making or reading command, writing `out` in `tmp`."""
    clues = tmp / "clues.txt"
    clues.write_text(CLUES, encoding="utf-8")
    grid = tmp / "grid.txt"
    grid.write_text("...\n.#.\n...\n", encoding="utf-8")
    words = tmp / "words.dict"
    words.write_text(FILL_DICT, encoding="utf-8")
    o = ["-o", str(tmp / out)]
    return {
        "generate": ["generate", "--random", "6", "--seed", "2", *o],
        "wordsearch": ["wordsearch", "CAT", "DOG", "BIRD", "FISH", "--seed", "1", *o],
        "crossword": ["crossword", str(clues), "--seed", "1", *o],
        "fill": ["fill", str(grid), "--dict", str(words), "--seed", "1", "--first", *o],
        "solve": ["solve", SAMPLE, *o],
        "convert": ["convert", CROSSWORD, *o],
        "render": ["render", CROSSWORD, *o],
    }


def test_every_command_writes_a_pdf(capsys: Capsys, tmp_path: Path) -> None:
    for name, argv in _commands(tmp_path, "x.pdf").items():
        out = tmp_path / "x.pdf"
        code, _, err = run(capsys, *argv)
        assert code == 0, (name, err)
        # A made or solved puzzle's pages carry its key at the back; convert and render of a
        # file print the puzzle alone unless asked (--solve, --solution).
        assert _pdf_pages(out) == (1 if name in ("convert", "render") else 2), name
        out.unlink()


def test_svg_and_png_are_one_file_a_page(capsys: Capsys, tmp_path: Path) -> None:
    code, _, err = run(capsys, *_commands(tmp_path, "g.svg")["generate"])
    assert code == 0, err
    assert sorted(p.name for p in tmp_path.glob("g-*.svg")) == ["g-1.svg", "g-2.svg"]
    assert (tmp_path / "g-1.svg").read_text(encoding="utf-8").startswith("<?xml")
    code, _, err = run(capsys, *_commands(tmp_path, "w.png")["wordsearch"])
    assert code == 0, err
    pngs = sorted(tmp_path.glob("w-*.png"))
    assert [p.read_bytes()[:4] for p in pngs] == [b"\x89PNG"] * 2


def test_every_command_writes_the_puzzle_formats_it_can_hold(
    capsys: Capsys, tmp_path: Path
) -> None:
    for out, kind in (("g.puz", Solution), ("g.jpz", Puzzle), ("g.xd", Puzzle)):
        code, _, err = run(capsys, *_commands(tmp_path, out)["generate"])
        assert code == 0, err
        assert isinstance(read(tmp_path / out), kind), out  # .puz keeps the answers
    code, _, err = run(capsys, *_commands(tmp_path, "c.xd")["crossword"])
    assert code == 0, err
    assert read(tmp_path / "c.xd").puzzle.clues  # type: ignore[union-attr]
    code, _, err = run(capsys, *_commands(tmp_path, "r.json")["render"])
    assert code == 0, err
    assert read(tmp_path / "r.json") == read(CROSSWORD)


def test_a_refusal_suggests_only_what_the_command_writes(capsys: Capsys, tmp_path: Path) -> None:
    for name, argv in _commands(tmp_path, "x.puz").items():
        if name != "wordsearch":
            continue
        code, _, err = run(capsys, *argv)
        assert code == 2 and "can't hold this word search" in err, err
        assert ".puz" not in err.split("use ", 1)[1]
        assert err.count("\n") == 1  # one line
    for name, argv in _commands(tmp_path, "x.docx").items():
        code, _, err = run(capsys, *argv)
        assert code == 2 and "can't tell the format from the extension .docx" in err, name
        offered = re.findall(r"\.[a-z]+", err.split("use ", 1)[1])
        assert offered, name
        for suffix in offered:  # each suggestion works with this command
            code, _, err = run(capsys, *_commands(tmp_path, f"ok{suffix}")[name])
            assert code == 0, (name, suffix, err)
    assert list(tmp_path.glob("x.*")) == []


def test_to_works_everywhere_even_to_standard_output(capsys: Capsys, tmp_path: Path) -> None:
    argv = _commands(tmp_path, "c.dat")["crossword"]
    code, _, err = run(capsys, *argv, "--to", "json")
    assert code == 0, err
    assert read(tmp_path / "c.dat").puzzle.clues  # type: ignore[union-attr]
    code, out, err = run(capsys, *argv[:-2], "--to", "ipuz")
    assert code == 0 and '"kind": ["http://ipuz.org/crossword#1"]' in out, err
    code, out, err = run(capsys, "generate", "--random", "6", "--seed", "2", "--to", "xd")
    assert code == 0, err
    assert detect_format(numbered_lines(out)) == "xd"


def test_the_table_is_each_formats_own_statement() -> None:
    # Every extension names a format whose own suffix it is.
    assert all(BY_NAME[fmt].suffix == suffix for suffix, fmt in EXTENSIONS.items())
    assert set(PAGE_FORMATS) == {"pdf", "svg", "png"}
    # What may hold a word search: its text form, json, ipuz and pages; never .puz.
    assert formats_holding((WordSearch,)) == (
        *("text", "wordsearch", "json", "ipuz"),
        *("pdf", "svg", "png", "html"),
    )
    assert "text" not in formats_holding((GameSave,))
    assert {f.name for f in TABLE if f.filled} == {"puz", "across-lite"}
    assert output_format("x.TXT", holding=(WordSearch,)) == "wordsearch"
    assert output_format("x.txt", holding=(Puzzle,)) == "words-grid"


def test_the_refusal_the_docs_show_is_the_one_printed(
    capsys: Capsys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = Path(__file__).parents[2] / "docs" / "convert-and-render.md"
    lines = page.read_text(encoding="utf-8").splitlines()
    at = next(k for k, line in enumerate(lines) if line.startswith("$ wordgrid wordsearch"))
    monkeypatch.chdir(tmp_path)
    code, _, err = run(capsys, *lines[at].split()[2:])
    assert code == 2 and err.strip() == lines[at + 1]


def _offered(err: str) -> list[str]:
    return re.findall(r"\.[a-z]+\b", err.split("; use ", 1)[-1].split("use ", 1)[-1])


def test_every_refusal_of_convert_suggests_what_it_then_writes(
    capsys: Capsys, tmp_path: Path
) -> None:
    # An unsolved fill-in (no .puz, no Across Lite), a clued crossword (no words-grid,
    # numeric) and a word search: whatever --to is refused, each suggestion is written.
    search = tmp_path / "search.json"
    assert run(capsys, "wordsearch", "CAT", "DOG", "--seed", "1", "-o", str(search))[0] == 0
    for source in (SAMPLE, CROSSWORD, str(search)):
        refused = 0
        for fmt in ("puz", "across-lite", "words-grid", "numeric", "wordsearch", "jpz"):
            code, _, err = run(capsys, "convert", source, str(tmp_path / "x.out"), "--to", fmt)
            if code == 0:
                continue
            refused += 1
            assert code == 2 and err.count("\n") == 1, err
            assert _offered(err), err
            for suffix in _offered(err):
                code, _, why = run(capsys, "convert", source, str(tmp_path / f"ok{suffix}"))
                assert code == 0, (source, fmt, suffix, why)
        assert refused >= 2, source
    code, _, err = run(capsys, "convert", SAMPLE, str(tmp_path / "x.puz"))
    assert code == 2 and "solve the puzzle first" in err and ".puz" not in _offered(err)


def test_the_help_lists_the_formats_of_the_table(capsys: Capsys) -> None:
    for command in ("convert", "crossword", "generate", "wordsearch"):
        code, out, _ = run(capsys, command, "--help")
        flat = " ".join(out.split())
        assert code == 0 and "a page that plays it (.html)" in flat, command
        assert ".pdf, .svg, .png" in flat, command


def test_a_folder_is_refused_a_puzzle_file_naming_what_it_makes(
    capsys: Capsys, tmp_path: Path
) -> None:
    code, _, err = run(capsys, "render", str(examples_folder()), "-o", str(tmp_path / "x.ipuz"))
    assert code == 2 and "(.pdf, .svg, .png)" in err and "plays them all (.html)" in err, err
    assert list(tmp_path.iterdir()) == []


def test_suggestions_know_what_the_written_puzzle_will_carry(
    capsys: Capsys, tmp_path: Path
) -> None:
    # Solving a clued crossword writes its clues, and --title a title: a plain-text grid
    # holds neither, so .txt is never offered, and each suffix offered is written.
    generate = ["generate", "--random", "6", "--seed", "2", "--title", "T"]
    cases: dict[str, Callable[[str], list[str]]] = {
        "solve": lambda out: ["solve", CROSSWORD, "-o", out],
        "generate": lambda out: [*generate, "-o", out],
    }
    for name, argv in cases.items():
        code, _, err = run(capsys, *argv(str(tmp_path / "x.docx")))
        assert code == 2 and ".txt" not in _offered(err), (name, err)
        for suffix in _offered(err):
            code, _, why = run(capsys, *argv(str(tmp_path / f"ok{suffix}")))
            assert code == 0, (name, suffix, why)
        code, _, err = run(capsys, *argv(str(tmp_path / "x.txt")))
        assert code == 2 and "text" not in err.split("use ", 1)[1].split(" (")[0], (name, err)
