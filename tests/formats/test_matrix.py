"""The compatibility matrix of docs/formats.md is what the program does, cell by cell."""

from __future__ import annotations

from pathlib import Path

from tests.formats.matrix import compute, markdown

DOC = Path(__file__).resolve().parents[2] / "docs" / "formats.md"
START, END = "<!-- matrix: start -->", "<!-- matrix: end -->"


def test_every_writer_and_reader_agree_with_the_documented_matrix(tmp_path: Path) -> None:
    table = compute(tmp_path)
    # What the issue asked for by name, whatever the page says.
    for writer in ("solve --json", "fill --json", "solve -o .txt", "solve -o .puz"):
        assert table[writer]["convert"] == table[writer]["render"] == "yes", writer
    assert table["wordsearch -o .txt"]["render"] == "yes"
    assert all(
        row.get("batch") == "yes" for name, row in table.items() if name.startswith("generate")
    )
    assert all(
        row["write"] == "yes" and row["convert"] == "yes"
        for name, row in table.items()
        if "crossword" in name and not name.endswith(".txt")
    )
    text = DOC.read_text(encoding="utf-8")
    documented = text[text.index(START) + len(START) : text.index(END)].strip()
    assert markdown(table).strip() == documented, (
        "docs/formats.md is out of date: paste the output of python -m tests.formats.matrix"
    )
