"""`wordgrid batch` and `wordgrid demo` (seed 000)."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

from wordgrid.batch import find_jobs, partner_word_file
from wordgrid.cli import main


def test_demo_solves_the_bundled_examples(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["demo"])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")  # off a terminal: no bar, and no empty line where it was
    assert "== sample_puzzle.txt ==\n##TEACH##" in out
    assert "== seed003_impossible.txt ==\nimpossible" in out
    assert "== crossword_7x7.ipuz ==\nHAD#CRY" in out  # a crossword, solved from its answers
    assert "== grid_15x15.txt ==\na grid without words, to fill" in out  # and no failure
    assert "seconds" in out  # the closing table of times


def test_a_grid_without_words_is_to_fill_not_bad(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, examples: Path
) -> None:
    shutil.copy(examples / "grid_15x15.txt", tmp_path / "grid.txt")
    shutil.copy(examples / "seed003_lua.txt", tmp_path / "lua.txt")
    code = main(["batch", str(tmp_path), "--json"])
    results = {r["file"]: r for r in map(json.loads, capsys.readouterr().out.splitlines())}
    assert code == 0 and results["lua.txt"]["status"] == "solved"
    assert results["grid.txt"]["status"] == "to fill"
    assert "wordgrid fill grid.txt" in results["grid.txt"]["note"]
    assert "grid.words.txt" in results["grid.txt"]["note"]  # or give it its words


def test_batch_pairs_grids_with_word_files(corpus: Path) -> None:
    jobs = find_jobs(corpus / "fill-in")
    assert [j.path.name for j in jobs] == [f"puzzle{i}" for i in range(5)]
    assert all(j.words is not None and j.words.name == f"words{j.path.name[-1]}" for j in jobs)
    assert partner_word_file(corpus / "fill-in-derived" / "15.01.grid") == (
        corpus / "fill-in-derived" / "15.01.words"
    )


def test_batch_json_lines_and_jobs(capsys: pytest.CaptureFixture[str], corpus: Path) -> None:
    code = main(["batch", str(corpus / "fill-in-derived"), "--json", "--jobs", "2"])
    lines = capsys.readouterr().out.splitlines()
    assert code == 0
    results = [json.loads(line) for line in lines]
    assert [r["file"] for r in results] == ["15.01.grid", "19.01.grid", "21.05.grid", "23.04.grid"]
    assert all(r["status"] == "solved" and r["grid"] for r in results)


def test_a_bad_file_is_reported_and_the_batch_goes_on(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, examples: Path
) -> None:
    shutil.copy(examples / "seed003_lua.txt", tmp_path / "b_good.txt")
    (tmp_path / "a_bad.txt").write_text("AB\n\n1?\n", encoding="utf-8")
    code = main(["batch", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 2
    assert "== a_bad.txt ==\nbad file:" in out and "a_bad.txt:3: unknown grid character" in out
    assert "== b_good.txt ==\n#LUA" in out


def test_batch_of_a_missing_folder_is_bad_input(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["batch", str(tmp_path / "none")]) == 2
    assert "no such folder" in capsys.readouterr().err


def test_batch_exit_code_is_the_worst_result(
    capsys: pytest.CaptureFixture[str], examples: Path
) -> None:
    assert main(["batch", str(examples)]) == 1  # one example is impossible on purpose
    capsys.readouterr()


def test_batch_forces_the_format_given(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, examples: Path
) -> None:
    shutil.copy(examples / "seed003_lua.txt", tmp_path / "lua.txt")  # numeric format
    assert main(["batch", str(tmp_path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["status"] == "solved"
    assert main(["batch", str(tmp_path), "--json", "--format", "words-grid"]) == 2
    result = json.loads(capsys.readouterr().out)
    assert result["status"] == "error" and "lua.txt" in result["error"]


def test_batch_of_the_current_folder_names_it(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    examples: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    folder = tmp_path / "my_puzzles"
    folder.mkdir()
    shutil.copy(examples / "seed003_lua.txt", folder / "lua.txt")
    monkeypatch.chdir(folder)
    assert main(["batch", "."]) == 0
    assert "1 puzzle (my_puzzles)" in capsys.readouterr().out


def test_an_empty_folder_is_one_error_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["batch", str(tmp_path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.strip() == f"wordgrid: error: {tmp_path}: the folder has no puzzle files"


@pytest.mark.parametrize("json_lines", [False, True])
def test_redirected_output_keeps_every_grid_and_shows_progress(
    tmp_path: Path, examples: Path, json_lines: bool
) -> None:
    # stderr on a terminal, stdout to a file: the bar is drawn on the terminal, and every
    # grid still goes to the file.
    pexpect = pytest.importorskip("pexpect")
    out = tmp_path / "out.txt"
    flag = " --json" if json_lines else ""
    script = f"{sys.executable} -m wordgrid batch{flag} {examples} > {out}"
    child = pexpect.spawn("/bin/sh", ["-c", script], timeout=60, dimensions=(24, 120))
    child.expect(pexpect.EOF)
    terminal = child.before.decode("utf-8", "replace")
    child.close()
    files = len(find_jobs(examples))
    assert "solving" in terminal and f"/{files}" in terminal  # the bar, with done/total
    text = out.read_text(encoding="utf-8")
    if json_lines:
        results = [json.loads(line) for line in text.splitlines()]
        assert len(results) == files
        assert "solving" not in text
    else:
        assert "== seed003_lua.txt ==\n#LUA" in text
        assert "== sample_puzzle.txt ==\n##TEACH##" in text
        assert "seconds" in text  # the table too


def test_a_big_batch_ends_with_totals_and_the_slowest_files(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, examples: Path
) -> None:
    from wordgrid.render.text import BATCH_SLOWEST, BATCH_TABLE_ROWS

    count = BATCH_TABLE_ROWS + 5
    for k in range(count):
        shutil.copy(examples / "seed003_lua.txt", tmp_path / f"p{k}.txt")
    shutil.copy(examples / "seed003_impossible.txt", tmp_path / "p999.txt")
    assert main(["batch", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    table = out[out.index(f"{count + 1} puzzles") :]
    assert f"{count} files" in table and "solved" in table
    assert "1 file " in table and "unsolvable" in table
    assert f"the {BATCH_SLOWEST} slowest files" in table
    listed = [line for line in table.splitlines() if ".txt" in line]
    assert len(listed) == BATCH_SLOWEST  # not one row per file
