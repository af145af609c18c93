"""`wordgrid generate` in-process: outputs read back, batches, seeds and bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import run
from wordgrid import dictionary
from wordgrid.cli import main
from wordgrid.formats import read_puzzle
from wordgrid.solver import solve


@pytest.mark.parametrize("fmt", ["words-grid", "numeric", "json"])
def test_stdout_is_a_puzzle_solve_reads(
    fmt: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "generate", "--random", "25", "--seed", "1", "--format", fmt)
    assert code == 0
    assert "exactly one solution" in err and "difficulty" in err and "seed 1" in err
    path = tmp_path / "p"
    path.write_text(out, encoding="utf-8")
    puzzle = read_puzzle(path)
    assert len(puzzle.bank) == 25
    outcome = solve(puzzle, limit=2)
    assert outcome.exhausted and len(outcome.solutions) == 1
    assert main(["solve", "--count", str(path)]) == 0
    assert "solutions: 1 (unique)" in capsys.readouterr().out


def test_json_carries_rating_and_seed(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "generate", "--random", "10", "--seed", "4", "--format", "json")
    doc = json.loads(out)
    assert code == 0 and doc["type"] == "puzzle"
    assert doc["generated"]["seed"] == 4
    assert doc["generated"]["rating"]["label"] in ("easy", "medium", "hard")


def test_seed_reproduces_the_same_file(capsys: pytest.CaptureFixture[str]) -> None:
    first = run(capsys, "generate", "--random", "20", "--seed", "9")
    second = run(capsys, "generate", "--random", "20", "--seed", "9")
    assert first[:2] == second[:2]
    # The summary differs only in the proof's time in milliseconds.
    assert first[2].splitlines()[1:] == second[2].splitlines()[1:]


def test_batch_writes_puzzles_solutions_and_metadata(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    one, two = tmp_path / "one", tmp_path / "two"
    assert (
        run(capsys, "generate", "--random", "8", "--seed", "3", "--count", "3", "--out", str(one))[
            0
        ]
        == 0
    )
    argv = ["--random", "8", "--seed", "3", "--count", "3", "--out", str(two), "--jobs", "2"]
    assert run(capsys, "generate", *argv)[0] == 0
    names = sorted(p.name for p in one.iterdir())
    assert names == sorted(p.name for p in two.iterdir())
    assert len(names) == 10 and ".wordgrid-manifest.jsonl" in names  # 3 puzzles x 3 files
    for name in names:
        assert (one / name).read_bytes() == (two / name).read_bytes()  # jobs don't matter
    meta = json.loads((one / "puzzle-0002.meta.json").read_text(encoding="utf-8"))
    assert meta["seed"] == 4 and "rating" in meta
    puzzle = read_puzzle(one / "puzzle-0002.txt")
    solved = solve(puzzle, limit=2)
    # The answer is a puzzle file too: the word list and the grid with every letter filled in.
    answer = read_puzzle(one / "puzzle-0002.solution.txt")
    assert answer.grid.rows == solved.solutions[0].rows
    assert sorted(answer.bank.listed) == sorted(puzzle.bank.listed)


def test_user_words_from_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    words = tmp_path / "w.txt"
    words.write_text(
        "ANSWER\nDESK\nDONE\nGLUE\nLEARN\nSTUDY\nTAPE\nTEACH\nTEST\nWORK\n", encoding="utf-8"
    )
    code, out, _ = run(capsys, "generate", "--words", str(words), "--seed", "0")
    assert code == 0
    listed = out.split("\n\n")[0].split()
    assert sorted(listed) == sorted(words.read_text(encoding="utf-8").split())
    assert listed == sorted(listed, key=lambda w: (len(w), w))  # no hint of the layout


def test_dense_style(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "generate", "--style", "dense", "--size", "5", "5", "--seed", "1")
    assert code == 0 and "dense puzzle, 5x5" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["CAT"], "at least 2 words"),
        ([], None),  # no words at all: random words, exit 0
        (["CAT", "DOG"], "share no letter with any other word, so they can't cross one: CAT, DOG"),
        (["CAT", "AB1"], "non-letter '1'"),
        (["--size", "3", "3", "ELEPHANT", "PHONE"], "too small for ELEPHANT"),
        (["--style", "dense", "--size", "2", "2"], "too small"),
        (["--random", "5", "--count", "2"], "--count needs -o DIR"),
        (["--style", "dense", "--random", "5"], "--random N is for sparse"),
        (["CAT", "TEA", "--random", "5"], "not both"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    argv: list[str], message: str | None, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "generate", *[*argv, "--seed", "0"])
    if message is None:
        assert code == 0
        return
    assert code == 2
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and message in lines[0]


def test_no_unique_puzzle_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "generate", "CAT", "COT", "--format", "numeric", "--seed", "0")
    assert code == 1 and out == ""
    assert "trade places" in err


def test_accents_survive_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "generate", "CAFÉ", "ÉTÉ", "FORÊT", "TÊTE", "--seed", "2")
    assert code == 0 and "FORÊT" in out and "É" in out


def test_titles_go_into_the_documents_render_prints(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import pypdf

    out = tmp_path / "animals"
    argv = ["--random", "8", "--seed", "2", "--count", "2", "--to", "ipuz", "-o", str(out)]
    assert run(capsys, "generate", *argv, "--title", "Animals")[0] == 0
    assert read_puzzle(out / "puzzle-0002.ipuz").meta.title == "Animals 2"
    pdf = tmp_path / "animals.pdf"
    assert run(capsys, "render", str(out), "-o", str(pdf))[0] == 0
    firsts = [p.extract_text().splitlines()[0] for p in pypdf.PdfReader(pdf).pages]
    assert firsts == ["Animals 1", "Animals 2"]
    code, _, err = run(capsys, "generate", "--random", "8", "--title", "Animals")
    assert code == 2 and "no place for a title" in err


@pytest.mark.parametrize("fmt", ["puz", "jpz", "ipuz", "xd", "json", "across-lite"])
def test_a_crossword_given_as_a_word_list_is_named_as_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], fmt: str
) -> None:
    # A .puz given to --words got "not UTF-8 text": true, and of no help.
    from tests.crosswords import THREE, clued
    from wordgrid.formats import write

    path = tmp_path / ("cw.txt" if fmt == "across-lite" else f"cw.{fmt}")
    write(clued(THREE), path, fmt)
    grid = tmp_path / "grid.txt"
    grid.write_text("...\n.#.\n...\n", encoding="utf-8")
    for argv in (
        ["generate", "--words", str(path)],
        ["wordsearch", "--words", str(path)],
        ["solve", str(grid), "--words", str(path)],
        ["fill", str(grid), "--dict", str(path)],
    ):
        code, _, err = run(capsys, *argv)
        assert code == 2 and err.count("\n") == 1, (argv, err)
        assert f"{path}: this is a " in err and "not a word list" in err, (argv, err)
        assert f"to solve it, run wordgrid solve {path}" in err


def test_word_lists_that_only_look_like_puzzles_are_still_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # `ANSWER: clue` lines have xd's shape (a header, then a grid-like line), and a JSON
    # list of answers is JSON: neither is a puzzle file.
    answers = tmp_path / "answers.txt"
    answers.write_text("ICE CREAM: a cold dessert\n\nCAT: a pet\nDOG: another\n", "utf-8")
    listed = tmp_path / "answers.json"
    listed.write_text('["CAT", "DOG", "COW"]', encoding="utf-8")
    for path in (answers, listed):
        code, _, err = run(capsys, "wordsearch", "--words", str(path), "--seed", "1")
        assert code == 0, err


def test_the_help_says_what_size_means_for_sparse_puzzles(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # The help said "(default 15 15)", and 100 random words made a 28x28 grid.
    code, out, _ = run(capsys, "generate", "--help")
    options = out[out.index("options:") :]
    size = " ".join(options[options.index("--size R C") : options.index("--style {")].split())
    assert code == 0 and "sparse: the largest grid the words may take" in size
    assert "28x28 for 100" in size and "dense: the grid's size (default 15 15)" in size


def test_dict_names_the_dictionary_random_and_dense_puzzles_draw_from(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = tmp_path / "mine.dict"
    words = ("APPLE", "MAPLE", "AMPLE", "LAPEL", "PALM", "LAMP", "PLEA", "PEAL", "LEAP", "PALE")
    mine.write_text("".join(f"{w.lower()};50\n" for w in words) + "ab;60\n", encoding="utf-8")
    code, out, err = run(capsys, "generate", "--dict", str(mine), "--random", "6", "--seed", "3")
    assert code == 0, err
    drawn = out.split("\n\n")[0].split()
    assert len(drawn) == 6 and set(drawn) <= set(words)  # AB: shorter than a drawn word
    code, _, err = run(capsys, "generate", "--dict", str(mine), "--random", "11")
    assert code == 2 and "more than the 10 words" in err
    code, _, err = run(capsys, "generate", "--dict", str(mine), "CAT", "TEA")
    assert code == 2 and "not both" in err
    dense = ["generate", "--style", "dense", "--size", "5", "5", "--seed", "1"]
    listed = dictionary.load([dictionary.default_path()]).scores
    code, out, err = run(capsys, *dense, "--dict", str(dictionary.default_path()), "--to", "json")
    assert code == 0, err
    drawn = json.loads(out)["words"]
    assert set(drawn) <= set(listed)  # the crossword list's, not wordfreq's
    assert drawn != json.loads(run(capsys, *dense, "--to", "json")[1])["words"]


def test_resume_knows_the_dictionary_a_run_drew_from(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    words = ("APPLE", "MAPLE", "AMPLE", "LAPEL", "PALM", "LAMP", "PLEA", "PEAL", "LEAP", "PALE")
    mine, other = tmp_path / "mine.dict", tmp_path / "other.dict"
    mine.write_text("\n".join(words) + "\n", encoding="utf-8")
    other.write_text("\n".join(words[:-1]) + "\nMEAL\n", encoding="utf-8")
    folder = tmp_path / "run"
    argv = ["generate", "--random", "5", "--seed", "1", "--count", "2", "-o", str(folder)]
    assert run(capsys, *argv, "--dict", str(mine))[0] == 0
    code, _, err = run(capsys, *argv, "--dict", str(other), "--resume")
    assert code == 2 and "same settings" in err
    assert run(capsys, *argv, "--dict", str(mine), "--resume")[0] == 0


def test_a_word_search_draws_its_random_words_from_dict(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    words = ("APPLE", "MAPLE", "LAMP", "PLEA", "MEAL", "PALE")
    mine = tmp_path / "mine.dict"
    mine.write_text("\n".join(words) + "\nAB\n", encoding="utf-8")
    argv = ["wordsearch", "--random", "4", "--dict", str(mine), "--seed", "2", "--json"]
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    hidden = [w["word"] for w in json.loads(out)["words"]]
    assert len(hidden) == 4 and set(hidden) <= set(words)
    code, _, err = run(capsys, "wordsearch", "CAT", "DOG", "--dict", str(mine))
    assert code == 2 and "give --random N" in err
