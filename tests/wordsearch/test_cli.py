"""`wordgrid wordsearch` and `wordgrid findwords`, in-process through main(argv)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import run

WORDS = ["PYTHON", "GRID", "SEARCH", "PUZZLE", "LETTER", "WORD"]
Capsys = pytest.CaptureFixture[str]


def test_text_output_is_the_grid_then_the_word_list(capsys: Capsys) -> None:
    code, out, err = run(capsys, "wordsearch", *WORDS, "--size", "9", "--seed", "7")
    assert code == 0 and err == ""
    grid, words = out.rstrip("\n").split("\n\n")
    rows = grid.splitlines()
    assert len(rows) == 9 and all(len(r.split()) == 9 for r in rows)
    assert sorted(words.split()) == sorted(WORDS)
    first_column = [line.split()[0] for line in words.splitlines()]
    assert first_column == sorted(WORDS)[: len(first_column)]  # alphabetical down columns


def test_same_seed_same_bytes_and_a_drawn_seed_is_printed(capsys: Capsys) -> None:
    first = run(capsys, "wordsearch", *WORDS, "--seed", "11")
    assert run(capsys, "wordsearch", *WORDS, "--seed", "11") == first
    code, out, err = run(capsys, "wordsearch", *WORDS)
    assert code == 0 and err.startswith("wordgrid: seed ")
    seed = err.split()[2]
    assert run(capsys, "wordsearch", *WORDS, "--seed", seed)[1] == out


def test_same_seed_same_bytes_across_processes_with_different_hash_seeds() -> None:
    outputs = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "wordgrid",
                "wordsearch",
                *WORDS,
                "żółw",
                "--seed",
                "5",
                "--json",
            ],
            capture_output=True,
            check=True,
            env=env,
        )
        outputs.add(done.stdout)
    assert len(outputs) == 1


def test_json_is_one_object_of_the_documented_shape(capsys: Capsys) -> None:
    code, out, _ = run(
        capsys, "wordsearch", *WORDS, "--rows", "8", "--cols", "10", "--seed", "3", "--json"
    )
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"grid", "words", "seed"} and data["seed"] == 3
    assert len(data["grid"]) == 8 and {len(r) for r in data["grid"]} == {10}
    assert [w["word"] for w in data["words"]] == WORDS
    for w in data["words"]:
        assert set(w) == {"word", "row", "col", "direction"}
        assert 1 <= w["row"] <= 8 and 1 <= w["col"] <= 10


def test_solution_key_counts_from_1_and_agrees_with_the_grid(capsys: Capsys) -> None:
    code, out, _ = run(capsys, "wordsearch", *WORDS, "--size", "9", "--seed", "2", "--solution")
    assert code == 0
    blocks = out.rstrip("\n").split("\n\n")
    assert len(blocks) == 4 and blocks[2].startswith("solution:")
    grid = [r.replace(" ", "") for r in blocks[0].splitlines()]
    answer = [r.replace(" ", "") for r in blocks[2].splitlines()[1:]]
    key = blocks[3].splitlines()
    assert key[0].split() == ["word", "row", "col", "direction"]
    steps = {
        "N": (-1, 0),
        "NE": (-1, 1),
        "E": (0, 1),
        "SE": (1, 1),
        "S": (1, 0),
        "SW": (1, -1),
        "W": (0, -1),
        "NW": (-1, -1),
    }
    for line in key[1:]:
        word, row, col, direction = line.split()
        dr, dc = steps[direction]
        r, c = int(row) - 1, int(col) - 1
        assert "".join(grid[r + i * dr][c + i * dc] for i in range(len(word))) == word
        assert "".join(answer[r + i * dr][c + i * dc] for i in range(len(word))) == word


def test_levels_and_directions(capsys: Capsys) -> None:
    code, out, _ = run(
        capsys, "wordsearch", *WORDS, "--size", "10", "--level", "1", "--seed", "1", "--json"
    )
    assert code == 0 and {w["direction"] for w in json.loads(out)["words"]} <= {"E", "S"}
    code, out, _ = run(
        capsys,
        "wordsearch",
        *WORDS,
        "--size",
        "10",
        "--directions",
        "nw,w",
        "--seed",
        "1",
        "--json",
    )
    assert code == 0 and {w["direction"] for w in json.loads(out)["words"]} <= {"NW", "W"}


def test_unicode_words_keep_accents_and_get_fitting_filler(capsys: Capsys) -> None:
    words = ["żółw", "źdźbło", "gęś", "élan", "ça"]
    code, out, _ = run(capsys, "wordsearch", *words, "--seed", "4", "--json")
    assert code == 0
    data = json.loads(out)
    assert [w["word"] for w in data["words"]] == ["ŻÓŁW", "ŹDŹBŁO", "GĘŚ", "ÉLAN", "ÇA"]
    assert set("".join(data["grid"])) <= set("ŻÓŁWŹDBOGĘŚÉLANÇ")


def test_alphabet_and_a_word_file(capsys: Capsys, tmp_path: Path) -> None:
    words = tmp_path / "words.txt"
    words.write_text("search puzzle\nletter\n", encoding="utf-8")
    code, out, _ = run(
        capsys,
        "wordsearch",
        "PYTHON",
        "--words",
        str(words),
        "--size",
        "8",
        "--alphabet",
        "xyz",
        "--seed",
        "1",
        "--json",
    )
    data = json.loads(out)
    assert code == 0 and [w["word"] for w in data["words"]] == [
        "PYTHON",
        "SEARCH",
        "PUZZLE",
        "LETTER",
    ]
    assert set("".join(data["grid"])) <= set("PYTHONSEARCUZLXYZ")


def test_output_file_is_written_only_after_success(capsys: Capsys, tmp_path: Path) -> None:
    target = tmp_path / "puzzle.txt"
    code, out, _ = run(capsys, "wordsearch", *WORDS, "--seed", "1", "--output", str(target))
    assert code == 0 and out == ""
    made = target.read_text(encoding="utf-8")
    assert made == run(capsys, "wordsearch", *WORDS, "--seed", "1")[1]
    code, _, err = run(capsys, "wordsearch", "CAT", "CATS", "--output", str(target))
    assert code == 2 and "CAT is inside CATS" in err
    assert target.read_text(encoding="utf-8") == made
    assert sorted(p.name for p in tmp_path.iterdir()) == ["puzzle.txt"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["ABCDEFGHIJ", "--size", "5"], "ABCDEFGHIJ has 10 letters, but the longest line"),
        (
            ["ABCD", "EFGH", "IJKL", "MNOP", "QRST", "--size", "4"],
            "a 4x4 grid has only 16 cells available",
        ),
        (["CAT", "D0G"], "non-letter '0'"),
        ([], "the word list is empty"),
        (["CAT", "DOG", "--size", "1"], "at least 2x2"),
        (["CAT", "DOG", "--rows", "1", "--cols", "5"], "at least 2x2, not 1x5"),
        (["CAT", "DOG", "--size", "5", "--rows", "4"], "either --size or --rows/--cols"),
        (["LEVEL", "CAT", "SCAT"], "LEVEL is a palindrome"),
        (
            ["AB", "CD", "EF", "GH", "--size", "3", "--directions", "S"],
            "could not place 1 of 4 words",
        ),
        (["CAT", "--directions", "E,UP"], "unknown direction 'UP'"),
        (["CAT", "--alphabet", "A1"], "non-letter '1'"),
        (["AB", "--size", "3", "--alphabet", "AB"], "give more letters with --alphabet"),
    ],
)
def test_bad_input_is_one_line_on_stderr_and_exit_2(
    capsys: Capsys, argv: list[str], message: str
) -> None:
    code, out, err = run(capsys, "wordsearch", *argv)
    assert code == 2 and out == ""
    assert err.startswith("wordgrid: error: ") and message in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_usage_errors_exit_2(capsys: Capsys) -> None:
    assert run(capsys, "wordsearch", "CAT", "--level", "4")[0] == 2
    assert run(capsys, "wordsearch", "CAT", "--level", "1", "--directions", "E")[0] == 2
    assert run(capsys, "wordsearch", "CAT", "--size", "big")[0] == 2


def test_findwords_checks_a_generated_puzzle(capsys: Capsys, tmp_path: Path) -> None:
    puzzle = tmp_path / "p.txt"
    assert run(capsys, "wordsearch", *WORDS, "--seed", "9", "--output", str(puzzle))[0] == 0
    code, out, _ = run(capsys, "findwords", str(puzzle))  # words from the file itself
    assert code == 0 and out.rstrip().endswith(f"all {len(WORDS)} words found exactly once")
    code, out, _ = run(capsys, "findwords", str(puzzle), "PYTHON", "PYTHONS", "--json")
    data = json.loads(out)
    assert code == 1 and data["missing"] == ["PYTHONS"] and not data["ok"]
    assert len(data["words"][0]["found"]) == 1


def test_findwords_reads_json_and_reports_repeats(capsys: Capsys, tmp_path: Path) -> None:
    puzzle = tmp_path / "p.json"
    puzzle.write_text('{"grid": ["CATX", "ODOG", "WXYZ", "SUNO"]}', encoding="utf-8")
    code, out, _ = run(capsys, "findwords", str(puzzle), "CAT", "XO", "FOX")
    assert code == 1
    lines = out.splitlines()
    assert lines[0] == "CAT  R1C1 E"
    assert lines[1] == "XO   3 times: R1C4 SW, R3C2 NE, R3C2 NW"
    assert lines[2] == "FOX  not found"
    assert lines[-1] == "1 of 3 words found exactly once; missing: FOX; found more than once: XO"


def test_findwords_bad_input_exits_2(capsys: Capsys, tmp_path: Path) -> None:
    grid = tmp_path / "g.txt"
    grid.write_text("ABC\nDEF\n", encoding="utf-8")
    code, _, err = run(capsys, "findwords", str(grid))
    assert code == 2 and "no words to find" in err
    code, _, err = run(capsys, "findwords", str(tmp_path / "missing.txt"), "AB")
    assert code == 2 and "no such file" in err


@pytest.mark.parametrize("name", ["pets.txt", "pets.json", "pets.ipuz", "-"])
def test_title_is_the_puzzles_as_generate_and_render_mean_it(
    capsys: Capsys, tmp_path: Path, name: str
) -> None:
    # `--title` names the puzzle everywhere: generate and wordsearch keep it in the file,
    # and render prints it (its own --title prints another over it).
    import pypdf

    argv = ["wordsearch", "CAT", "DOG", "BIRD", "--seed", "1", "--title", "Pets at home"]
    path = tmp_path / ("pets-short.json" if name == "-" else name)
    if name == "-":
        code, out, err = run(capsys, *argv, "--json")
        path.write_text(out, encoding="utf-8")
    else:
        code, out, err = run(capsys, *argv, "-o", str(path))
    assert code == 0, err
    made = tmp_path / "made.txt"
    generated = ["generate", "CAT", "TOY", "--seed", "1", "--title", "Pets at home"]
    assert run(capsys, *generated, "-o", str(made.with_suffix(".json")))[0] == 0
    for source in (path, made.with_suffix(".json")):
        pdf = tmp_path / "page.pdf"
        assert run(capsys, "render", str(source), "-o", str(pdf))[0] == 0
        assert "Pets at home" in pypdf.PdfReader(pdf).pages[0].extract_text()
        assert run(capsys, "render", str(source), "--title", "Mine", "-o", str(pdf))[0] == 0
        text = pypdf.PdfReader(pdf).pages[0].extract_text()
        assert "Mine" in text and "Pets at home" not in text
