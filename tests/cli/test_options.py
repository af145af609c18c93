"""The same option means the same thing on every command; old spellings still work."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.conftest import run
from wordgrid.formats import read

Capsys = pytest.CaptureFixture[str]


def test_an_extension_that_does_not_fit_the_format_is_refused(
    capsys: Capsys, examples: Path, tmp_path: Path
) -> None:
    sample = str(examples / "sample_puzzle.txt")
    for argv, message in (
        (["render", sample, "-o", str(tmp_path / "out.docx")], "can't tell the format"),
        (["render", sample, "-o", str(tmp_path / "out.pdf"), "--to", "png"], "does not fit"),
        (["convert", sample, str(tmp_path / "out.ipuz"), "--to", "puz"], "does not fit"),
        (["solve", sample, "-o", str(tmp_path / "out.docx")], "can't tell the format"),
        (["fill", sample, "-o", str(tmp_path / "x.puz"), "--to", "json"], "does not fit"),
    ):
        code, _, err = run(capsys, *argv)
        assert code == 2 and message in err, argv
    assert list(tmp_path.iterdir()) == []  # refused before anything was written


def test_old_spellings_still_work(capsys: Capsys, examples: Path, tmp_path: Path) -> None:
    sample = str(examples / "sample_puzzle.txt")
    assert run(capsys, "solve", sample, "--format", "words-grid")[0] == 0
    assert (
        run(capsys, "convert", sample, str(tmp_path / "a.json"), "--format", "words-grid")[0] == 0
    )
    assert (
        run(
            capsys,
            "generate",
            "--random",
            "6",
            "--seed",
            "1",
            "--format",
            "json",
            "--out",
            str(tmp_path / "d"),
        )[0]
        == 0
    )
    assert (tmp_path / "d" / "puzzle-0001.json").is_file()
    assert (
        run(
            capsys,
            "wordsearch",
            "CAT",
            "DOG",
            "--seed",
            "1",
            "--format",
            "ipuz",
            "--output",
            str(tmp_path / "w.ipuz"),
        )[0]
        == 0
    )
    assert read(tmp_path / "w.ipuz") is not None


def test_from_forces_the_input_format(capsys: Capsys, tmp_path: Path) -> None:
    path = tmp_path / "p.dat"
    path.write_text("2 2\n0 0\n0 0\n4\nab\ncd\nac\nbd\n", encoding="utf-8")
    assert run(capsys, "solve", str(path), "--from", "numeric")[0] == 0
    code, _, err = run(capsys, "solve", str(path), "--from", "json")
    assert code == 2 and "not valid JSON" in err


def test_generate_writes_one_file_or_a_folder(capsys: Capsys, tmp_path: Path) -> None:
    one = tmp_path / "one.ipuz"
    assert run(capsys, "generate", "--random", "6", "--seed", "2", "-o", str(one))[0] == 0
    assert read(one).meta.difficulty  # type: ignore[union-attr]  # ipuz keeps the rating
    assert (
        run(
            capsys,
            "generate",
            "--random",
            "6",
            "--seed",
            "2",
            "--count",
            "2",
            "-o",
            str(tmp_path / "book"),
        )[0]
        == 0
    )
    assert sorted(p.name for p in (tmp_path / "book").iterdir()) == [
        ".wordgrid-manifest.jsonl",
        "puzzle-0001.meta.json",
        "puzzle-0001.solution.txt",
        "puzzle-0001.txt",
        "puzzle-0002.meta.json",
        "puzzle-0002.solution.txt",
        "puzzle-0002.txt",
    ]
    pages = ["--count", "2", "-o", str(tmp_path / "pdfs"), "--to", "pdf"]
    code, _, err = run(capsys, "generate", "--random", "6", *pages)
    assert code == 2 and "a folder holds puzzle files" in err and "render" in err


def test_every_command_ends_its_help_with_examples_that_parse(capsys: Capsys) -> None:
    import shlex

    from tests.cli.test_help import commands
    from wordgrid.cli import EXAMPLES, build_parser

    parser = build_parser()
    helped = commands()
    assert set(EXAMPLES) == set(helped)
    for name, examples in EXAMPLES.items():
        assert 1 <= len(examples) <= 3, name
        assert helped[name].format_help().rstrip().endswith(examples[-1])
        for example in examples:
            argv = shlex.split(example.split(" > ")[0])[1:]
            parser.parse_args(argv)  # a usage error would exit 2 here


def test_an_unknown_option_shows_the_commands_usage(capsys: Capsys) -> None:
    code, _, err = run(capsys, "solve", "--jsn", "x")
    assert code == 2 and err.startswith("usage: wordgrid solve ")
    assert "unrecognized arguments: --jsn" in err


def test_words_writes_a_dictionary_that_dict_reads_back(capsys: Capsys, tmp_path: Path) -> None:
    listed = tmp_path / "three.dict"
    code, out, err = run(capsys, "words", "???", "--limit", "0", "-o", str(listed))
    assert code == 0 and out == "" and f"wrote {listed}" in err
    lines = listed.read_text(encoding="utf-8").splitlines()
    assert lines and all(re.fullmatch(r"[A-Z]{3};\d+(\.\d+)?", line) for line in lines)
    grid = tmp_path / "grid.txt"
    grid.write_text("...\n.#.\n...\n", encoding="utf-8")
    code, _, err = run(capsys, "fill", str(grid), "--dict", str(listed), "--first")
    assert code == 0, err
    code, _, _ = run(capsys, "words", "C?T", "-o", str(tmp_path / "c.json"))
    assert json.loads((tmp_path / "c.json").read_text(encoding="utf-8"))["pattern"] == "C?T"
    code, out, _ = run(capsys, "words", "C?T", "--to", "dict", "--limit", "1")
    assert code == 0 and re.fullmatch(r"C[A-Z]T;\d+\n", out)
    code, _, err = run(capsys, "words", "C?T", "-o", str(tmp_path / "d.json"), "--to", "dict")
    assert code == 2 and "does not fit" in err


def test_words_refuses_a_file_named_as_a_puzzle_or_a_page(capsys: Capsys, tmp_path: Path) -> None:
    for name in ("x.pdf", "x.ipuz", "x.html", "x.lst", "noext"):
        code, out, err = run(capsys, "words", "C?T", "-o", str(tmp_path / name))
        assert code == 2 and out == "" and err.count("\n") == 1, (name, err)
        assert "words writes a list of entries" in err and ".dict or .txt" in err, err
        assert ".json" in err
    code, _, err = run(capsys, "words", "C?T", "-o", str(tmp_path / "x.pdf"), "--to", "dict")
    assert code == 2 and "not .pdf" in err
    assert list(tmp_path.iterdir()) == []  # refused before anything was written
    code, _, _ = run(capsys, "words", "C?T", "-o", str(tmp_path / "x.lst"), "--to", "dict")
    assert code == 0 and (tmp_path / "x.lst").read_text(encoding="utf-8").startswith("C")
    code, out, err = run(capsys, "words", "C?T", "-o", "-", "--limit", "1")
    assert code == 0 and re.fullmatch(r"C[A-Z]T;\d+\n", out) and "wrote" not in err
