"""Word searches travel: --output by extension, and convert reads the --json shape."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wordgrid.cli import main
from wordgrid.formats import read as read_document
from wordgrid.model import WordSearch

WORDS = ["cat", "dog", "bird"]


def test_output_extension_picks_ipuz(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "ws.ipuz"
    assert main(["wordsearch", *WORDS, "--size", "6", "--seed", "2", "--output", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["kind"] == ["http://ipuz.org/wordsearch#1"]
    doc = read_document(out)
    assert isinstance(doc, WordSearch) and {p.word for p in doc.placements} == {
        "CAT",
        "DOG",
        "BIRD",
    }
    capsys.readouterr()


def test_convert_reads_the_json_that_wordsearch_prints(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["wordsearch", *WORDS, "--size", "6", "--seed", "2", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    src = tmp_path / "ws.json"
    src.write_text(json.dumps(printed), encoding="utf-8")
    doc = read_document(src)
    assert isinstance(doc, WordSearch)
    assert list(doc.rows) == printed["grid"]
    assert main(["convert", str(src), str(tmp_path / "ws.ipuz")]) == 0
    capsys.readouterr()


@pytest.mark.parametrize("suffix", [".ipuz", ".json"])
def test_findwords_reads_what_wordsearch_writes(
    tmp_path: Path, suffix: str, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / f"ws{suffix}"
    assert main(["wordsearch", *WORDS, "--size", "6", "--seed", "2", "--output", str(out)]) == 0
    capsys.readouterr()
    assert main(["findwords", str(out), "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["ok"] and sorted(w["word"] for w in found["words"]) == ["BIRD", "CAT", "DOG"]


def test_format_ipuz_prints_an_ipuz_word_search(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["wordsearch", *WORDS, "--size", "6", "--seed", "2", "--format", "ipuz"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["kind"] == ["http://ipuz.org/wordsearch#1"]
    assert data["dimensions"] == {"width": 6, "height": 6}
