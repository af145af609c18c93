"""`wordgrid solve` in-process through main(argv)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import run


def test_solve_prints_grid_then_placements(
    capsys: pytest.CaptureFixture[str], examples: Path
) -> None:
    code, out, _ = run(capsys, "solve", str(examples / "seed003_lua.txt"))
    assert code == 0
    lines = out.splitlines()
    assert lines[:5] == ["#LUA", "CARN", "AD#T", "SODA", "A#OS"]
    assert lines[6].split() == ["word", "row", "col", "direction"]
    assert "LUA      1    2  across" in out
    assert "CASA     2    1  down" in out


def test_json_has_the_documented_shape(capsys: pytest.CaptureFixture[str], examples: Path) -> None:
    code, out, _ = run(capsys, "solve", str(examples / "seed003_lua.txt"), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["status"] == "solved"
    assert data["grid"][0] == "#LUA"
    assert {"word": "LUA", "row": 1, "col": 2, "direction": "across"} in data["placements"]
    assert set(data["stats"]) == {"nodes", "backtracks", "seconds"}
    assert "solutions" not in data


def test_unsolvable_exits_1(capsys: pytest.CaptureFixture[str], examples: Path) -> None:
    code, text, _ = run(capsys, "solve", str(examples / "seed003_impossible.txt"))
    assert code == 1 and "no solution" in text
    code, out, _ = run(capsys, "solve", str(examples / "seed003_impossible.txt"), "--json")
    data = json.loads(out)
    assert code == 1 and data["status"] == "unsolvable" and "grid" not in data
    # The JSON says why, as the text does.
    assert data["reason"].startswith("no solution") and data["reason"] in text


def test_count_proves_uniqueness(capsys: pytest.CaptureFixture[str], examples: Path) -> None:
    code, out, _ = run(capsys, "solve", str(examples / "sample_puzzle.txt"), "--count")
    assert code == 0 and "solutions: 1 (unique)" in out
    code, out, _ = run(capsys, "solve", str(examples / "sample_puzzle.txt"), "--count", "--json")
    assert json.loads(out)["solutions"] == 1


def test_count_and_all_on_a_puzzle_with_two_answers(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "two.txt"
    path.write_text("AB\nAB\nBA\nBA\n\n11\n11\n", encoding="utf-8")
    code, out, _ = run(capsys, "solve", str(path), "--count")
    assert code == 0 and "solutions: at least 2" in out
    code, out, _ = run(capsys, "solve", str(path), "--all")
    assert "solution 1:" in out and "solution 2:" in out and "solutions: 2" in out
    code, out, _ = run(capsys, "solve", str(path), "--all", "--json")
    data = json.loads(out)
    assert data["solutions"] == 2 and len(data["all"]) == 2 and data["exact"] is True


def test_trace_prints_seed_003_moves(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "p.txt"
    path.write_text("AB\nBA\nAA\nBB\n\n11\n11\n", encoding="utf-8")
    code, out, _ = run(capsys, "solve", str(path), "--trace")
    assert code == 1
    assert out.splitlines()[0] == "h0:0   x dead end, backtrack"


def test_trace_says_when_no_guess_was_needed(
    capsys: pytest.CaptureFixture[str], examples: Path
) -> None:
    code, out, _ = run(capsys, "solve", str(examples / "seed003_lua.txt"), "--trace")
    assert code == 0 and out.startswith("(no guesses: propagation placed every word)")


def test_grid_with_word_file_and_min_length(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    grid = tmp_path / "g.txt"
    grid.write_text("___\n_#_\n___\n", encoding="utf-8")
    words = tmp_path / "w.txt"
    words.write_text("abc cdo afe ego\n", encoding="utf-8")
    code, out, _ = run(capsys, "solve", str(grid), "--words", str(words))
    assert code == 0 and out.startswith("ABC\nF#D\nEGO")


def test_timeout_exits_3(capsys: pytest.CaptureFixture[str], corpus: Path) -> None:
    code, out, _ = run(
        capsys,
        "solve",
        str(corpus / "cs50" / "structure2.txt"),
        "--words",
        str(corpus / "cs50" / "words2.txt"),
        "--all",
        "--timeout",
        "0.000001",
    )
    assert code == 3 and "timeout" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["solve", "missing.txt"], "missing.txt: no such file"),
        (["solve", "{ex}/seed003_lua.txt", "--timeout", "-1"], "positive number"),
        (["solve", "{ex}/seed003_lua.txt", "--min-length", "0"], "at least 1"),
        (["solve", "{ex}/seed003_lua.txt", "--format", "nope"], "invalid choice"),
        (
            ["solve", "{ex}/seed003_lua.txt", "--words", "{ex}/seed003_lua.txt"],
            "has its own word list",
        ),
        (["solve"], "required"),
        (["frobnicate"], "invalid choice"),
        ([], "usage"),
    ],
)
def test_bad_usage_exits_2_with_one_message(
    capsys: pytest.CaptureFixture[str], examples: Path, argv: list[str], message: str
) -> None:
    code, out, err = run(capsys, *[a.format(ex=examples) for a in argv])
    assert code == 2
    assert message in err
    assert "Traceback" not in err + out


def test_bad_file_exits_2_naming_file_and_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "ragged.txt"
    path.write_text("GTU\nTECH\n\n111\n010\n01\n010", encoding="utf-8")
    code, out, err = run(capsys, "solve", str(path))
    assert code == 2 and out == ""
    assert err.strip() == (
        f"wordgrid: error: {path}:6: row has 2 cells but the first row "
        "has 3: the grid is not consistent"
    )


def test_limit_caps_all(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "two.txt"
    path.write_text("AB\nAB\nBA\nBA\n\n11\n11\n", encoding="utf-8")
    code, out, _ = run(capsys, "solve", str(path), "--all", "--limit", "1", "--json")
    data = json.loads(out)
    assert code == 0 and data["solutions"] == 1 and data["exact"] is False


def test_convert_refuses_to_overwrite_its_input(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, examples: Path
) -> None:
    path = tmp_path / "p.txt"
    original = (examples / "sample_puzzle.txt").read_text(encoding="utf-8")
    path.write_text(original, encoding="utf-8")
    code, _out, err = run(capsys, "convert", str(path), str(tmp_path / "." / "p.txt"))
    assert code == 2 and "same file" in err
    assert path.read_text(encoding="utf-8") == original


def test_fill_min_score_must_be_finite(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    grid = tmp_path / "g.txt"
    grid.write_text("..\n..\n", encoding="utf-8")
    code, _out, err = run(capsys, "fill", str(grid), "--min-score", "nan")
    assert code == 2 and "finite" in err


def test_version_prints_the_installed_version(capsys: pytest.CaptureFixture[str]) -> None:
    from importlib.metadata import version

    code, out, _ = run(capsys, "--version")
    assert code == 0
    assert out.strip() == f"wordgrid {version('wordgrid')}"


def test_a_bad_output_name_fails_before_solving(
    capsys: pytest.CaptureFixture[str],
    examples: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import wordgrid.solver as solver

    def never(*_a: object, **_k: object) -> None:
        raise AssertionError("solved before checking --output")

    monkeypatch.setattr(solver, "solve", never)  # the command takes it from there when it runs
    code, out, err = run(
        capsys, "solve", str(examples / "seed003_lua.txt"), "--output", str(tmp_path / "o.xyz")
    )
    assert code == 2 and out == ""
    assert "can't tell the format" in err and not (tmp_path / "o.xyz").exists()


def _stdin(monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    import io

    from wordgrid.formats import _io

    monkeypatch.setattr(_io, "_stdin_data", [])  # each test is a fresh process's stdin
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(text.encode("utf-8"))))


def test_dash_reads_the_puzzle_from_standard_input(
    capsys: pytest.CaptureFixture[str], examples: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _stdin(monkeypatch, (examples / "seed003_lua.txt").read_text(encoding="utf-8"))
    code, out, _ = run(capsys, "solve", "-")
    assert code == 0 and out.splitlines()[:2] == ["#LUA", "CARN"]


def test_dash_reads_the_words_from_standard_input(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    grid = tmp_path / "g.txt"
    grid.write_text("__\n_#\n", encoding="utf-8")
    _stdin(monkeypatch, "ab\naz\n")
    code, out, _ = run(capsys, "solve", str(grid), "--words", "-")
    assert code == 0 and out.splitlines()[:2] == ["AB", "Z#"]


def test_errors_in_standard_input_name_it(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _stdin(monkeypatch, "AB\n\n1?\n")
    code, _, err = run(capsys, "solve", "-")
    assert code == 2 and err.startswith("wordgrid: error: <stdin>:3: unknown grid character")
    code, _, err = run(capsys, "solve", "-", "--words", "-")
    assert code == 2 and "the puzzle or its words, not both" in err
