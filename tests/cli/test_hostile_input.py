"""The inputs fuzzing found crashing, one test each: now one clear message and a known code."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from pathlib import Path

import puz
import pytest

from tests.conftest import run
from tests.crosswords import THREE, clued
from wordgrid import word_puzzle
from wordgrid.batch import examples_folder
from wordgrid.budget import Budget
from wordgrid.cli import main
from wordgrid.errors import InputError
from wordgrid.formats import write
from wordgrid.generate import GenerationTimeout, Request, generate
from wordgrid.model import Grid, Puzzle, Solution, WordBank

Capsys = pytest.CaptureFixture[str]


def one_error(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("wordgrid: error: "), err
    return lines[0]


def test_a_json_number_of_thousands_of_digits_is_bad_input(tmp_path: Path, capsys: Capsys) -> None:
    path = tmp_path / "big.json"
    path.write_text('{"wordgrid": 1, "type": "puzzle", "min_length": ' + "9" * 5000 + "}")
    for argv in (
        ["solve", str(path)],
        ["convert", str(path), str(tmp_path / "x.ipuz")],
        ["render", str(path), "-o", str(tmp_path / "x.pdf")],
        ["findwords", str(path)],
        ["fill", str(path)],
    ):
        code, _, err = run(capsys, *argv)
        assert code == 2 and "big.json" in one_error(err), argv
    # A batch reports that file and still solves its good neighbours.
    (tmp_path / "good.txt").write_text("AB\nCD\nAC\nBD\n\n11\n11\n", encoding="utf-8")
    code, out, _ = run(capsys, "batch", str(tmp_path), "--json")
    results = {json.loads(line)["file"]: json.loads(line)["status"] for line in out.splitlines()}
    assert code == 2 and results == {"big.json": "error", "good.txt": "solved"}


def test_json_nested_a_hundred_thousand_deep_is_bad_input(tmp_path: Path, capsys: Capsys) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    for argv in (["findwords", str(path)], ["solve", str(path)]):
        code, out, err = run(capsys, *argv)
        assert code == 2 and "nested too deeply" in one_error(err), argv
    from wordgrid.game import play

    def end(_: str) -> str:
        raise EOFError

    assert play(load=str(path), ask=end) == 2
    assert "can't be loaded: " in capsys.readouterr().out


def test_a_puz_wider_than_255_cells_is_refused(tmp_path: Path) -> None:
    puzzle = Puzzle(Grid(("." * 300,)), WordBank.from_words(["A" * 300]))
    with pytest.raises(InputError, match="at most 255x255"):
        write(Solution(puzzle, ("A" * 300,)), tmp_path / "wide.puz")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("lang", ["zh", "ja", "ko"])
def test_languages_without_a_word_list_are_refused(capsys: Capsys, lang: str) -> None:
    code, _, err = run(capsys, "generate", "--random", "10", "--lang", lang)
    assert code == 2 and "give your own words" in one_error(err)


def test_a_nul_byte_in_a_file_name(
    capsys: Capsys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    code, _, err = run(capsys, "solve", "x\0y")
    assert code == 2 and "NUL" in one_error(err)
    with pytest.raises(OSError, match="NUL"):
        word_puzzle.read_file("x\0")
    monkeypatch.chdir(tmp_path)
    answers = iter(["x\0y", "sample_puzzle.txt", "sv", "bad\0name", "n", "q", "n"])
    from wordgrid.game import play

    assert play(ask=lambda _: next(answers)) == 0
    out = capsys.readouterr().out
    assert "can't be read: a file name can't hold a NUL character!" in out
    assert "Could not save to" in out and "NUL" in out


@pytest.mark.parametrize("name", ["/", "."])
def test_saving_the_game_as_a_folder_asks_again(
    capsys: Capsys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    from wordgrid.game import play

    monkeypatch.chdir(tmp_path)
    answers = iter(["sample_puzzle.txt", "sv", name, "n", "q", "n"])
    assert play(ask=lambda _: next(answers)) == 0
    assert "is a folder: name a file to write!" in capsys.readouterr().out


def test_a_move_number_of_thousands_of_digits_is_unreadable() -> None:
    assert word_puzzle.decompose_command("W" + "1" * 5000 + "R1C1DH") == (-1, None, None, None)
    assert word_puzzle.decompose_command("W123456789R1C1DH")[0] == 0


def test_bytes_that_are_not_utf8_on_the_games_input(tmp_path: Path) -> None:
    script = b"sample_puzzle.txt\n\xff\xfe\x80W1R1C1\n"
    result = subprocess.run(
        [sys.executable, "-m", "wordgrid", "play"],
        input=script,
        capture_output=True,
        cwd=tmp_path,
        timeout=60,
        env={"PYTHONIOENCODING": "utf-8:strict", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 0, result.stderr
    assert b"Traceback" not in result.stderr and b"Unknown command" in result.stdout


def test_generation_stops_at_its_time_limit_and_says_how_far_it_got() -> None:
    ticks = itertools.count()  # a fake clock: each look is one second later
    with pytest.raises(GenerationTimeout) as caught:
        clock = Budget(clock=lambda: float(next(ticks)))
        generate(Request(random_count=30, timeout=5), 1, clock)
    assert caught.value.exit_code == 3
    assert str(caught.value).startswith("stopped at the time limit: laying out 30 words in")


def test_an_unexpected_error_is_an_internal_error_never_exit_1(
    capsys: Capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    from wordgrid.cli import solve as solve_command

    def broken(*_: object, **__: object) -> None:
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(solve_command, "read", broken)
    code, out, err = run(capsys, "solve", "anything.txt")
    assert code == 70 and out == ""
    line = err.strip()
    assert "\n" not in line and line.startswith("wordgrid: internal error: ZeroDivisionError")
    assert "please report it" in line


def test_a_missing_file_at_the_game_prompt_exits_2(
    tmp_path: Path, capsys: Capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    from wordgrid.game import play

    monkeypatch.chdir(tmp_path)

    def end(_: str) -> str:
        raise EOFError

    assert play(file="nosuch.txt", ask=end) == 2
    assert "The file nosuch.txt was not found!" in capsys.readouterr().out


def test_a_bad_save_says_what_is_wrong_in_words(tmp_path: Path, capsys: Capsys) -> None:
    from wordgrid.game import play

    (tmp_path / "s.json").write_text("not json at all", encoding="utf-8")

    def end(_: str) -> str:
        raise EOFError

    assert play(load=str(tmp_path / "s.json"), ask=end) == 2
    out = capsys.readouterr().out
    assert "Expecting" not in out
    assert "can't be loaded: " in out and "not valid JSON: a value is missing" in out


def test_a_time_limit_counts_from_the_commands_start(capsys: Capsys, tmp_path: Path) -> None:
    import time

    hard = tmp_path / "hard.txt"  # an open 6x6 from thousands of words: slow to prove
    words = sorted(
        {"".join(random_letters) for random_letters in itertools.product("AEIOST", repeat=3)}
    )[:150]
    hard.write_text("\n".join(w * 2 for w in words) + "\n\n" + "......\n" * 6, encoding="utf-8")
    # Started long ago, as a command slow to start would have: the limit is already spent.
    code = main(["solve", str(hard), "--timeout", "5"], started=time.monotonic() - 10)
    out = capsys.readouterr().out
    assert code == 3 and "timeout" in out


BIG = "9" * 5000  # past the 4,300 digits int() converts


def test_a_numeric_grid_holding_a_5000_digit_number_is_bad_input(
    tmp_path: Path, capsys: Capsys
) -> None:
    # The fuzzer's find: a header `R C` whose C has 5,000 digits, over a row that is no
    # row of -1 and 0, stopped `convert` and `fill` with an internal error (exit 70).
    path = tmp_path / "grid.txt"
    path.write_text(f"3 {BIG}\n1 1 1\n0 0 0\n", encoding="utf-8")
    for argv in (
        ["convert", str(path), str(tmp_path / "out.json")],
        ["fill", str(path)],
        ["solve", str(path)],
        ["render", str(path), "-o", str(tmp_path / "out.pdf")],
    ):
        code, _, err = run(capsys, *argv)
        line = one_error(err)
        assert code == 2 and "grid.txt:" in line and len(line) < 400, argv
    assert sorted(p.name for p in tmp_path.iterdir()) == ["grid.txt"]


@pytest.mark.parametrize(
    ("name", "text", "where"),
    [
        ("rows.txt", f"{BIG} 3\n-1 0 0\n", "rows.txt:1: expected a number of rows"),
        ("count.txt", f"1 2\n0 0\n{BIG}\nAB\n", "count.txt:3: expected the number of words"),
        ("cell.txt", f"1 2\n0 {BIG}\n1\nAB\n", "cell.txt:2: unknown cell"),
        (
            "key.txt",
            f"C A T\nX Y Z\n\nCAT\n\nsolution:\nC A T\n. . .\n\nword row col direction\n"
            f"CAT 1 {BIG} E\n",
            "key.txt:11: expected a key line",
        ),
        (
            "size.txt",
            f"<ACROSS PUZZLE>\n<TITLE>\nt\n<SIZE>\n{BIG}x2\n<GRID>\nAB\n<ACROSS>\nab\n<DOWN>\n",
            "size.txt:5: <SIZE> should be COLUMNSxROWS",
        ),
    ],
)
def test_no_text_reader_turns_a_huge_number_into_an_int(
    tmp_path: Path, capsys: Capsys, name: str, text: str, where: str
) -> None:
    (tmp_path / name).write_text(text, encoding="utf-8")
    code, _, err = run(capsys, "convert", str(tmp_path / name), str(tmp_path / "out.json"))
    line = one_error(err)
    assert code == 2 and where in line and len(line) < 400, line


@pytest.mark.parametrize("label", ["²", BIG, "-3"])
def test_an_ipuz_number_written_as_text_that_is_no_number(
    tmp_path: Path, capsys: Capsys, label: str
) -> None:
    # ipuz allows "1" for 1 in cells and clues; `²` passes str.isdigit() but not int(), and
    # int() refuses thousands of digits. Such a label is the cell's own, kept as written.
    doc = {
        "version": "http://ipuz.org/v2",
        "kind": ["http://ipuz.org/crossword#1"],
        "dimensions": {"width": 2, "height": 1},
        "puzzle": [[label, 0]],
        "solution": [["A", "B"]],
        "clues": {"Across": [[label, "Letters"]]},
    }
    path = tmp_path / "odd.ipuz"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code, _, err = run(capsys, "convert", str(path), str(tmp_path / "out.json"))
    assert code == 0, err
    written = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    assert written["puzzle"]["labels"] == [{"row": 1, "col": 1, "label": label}]
    assert written["puzzle"]["clues"][0]["label"] == label


def test_a_saved_clock_too_large_for_a_float(tmp_path: Path, capsys: Capsys) -> None:
    from wordgrid.formats import read
    from wordgrid.model import GameSave

    path = tmp_path / "save.json"
    puzzle = read(examples_folder() / "sample_puzzle.txt")
    assert isinstance(puzzle, Puzzle)
    write(GameSave(puzzle, puzzle.grid.rows), path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["seconds"] = int("9" * 400)  # JSON reads it; float() can't hold it
    path.write_text(json.dumps(doc), encoding="utf-8")
    code, _, err = run(capsys, "convert", str(path), str(tmp_path / "out.json"))
    assert code == 2 and "$.seconds: expected a number of seconds" in one_error(err)


def test_a_file_name_with_a_superscript_digit_in_a_batch(tmp_path: Path, capsys: Capsys) -> None:
    # Natural order reads the digits of names; `²` is a digit to isdigit() but not to int().
    for name in ("1²", "puzzle-10.txt", "puzzle-2.txt"):
        (tmp_path / name).write_text("AB\nCD\nAC\nBD\n\n11\n11\n", encoding="utf-8")
    code, out, _ = run(capsys, "batch", str(tmp_path), "--json")
    files = [json.loads(line)["file"] for line in out.splitlines()]
    assert code == 0 and files == ["1²", "puzzle-2.txt", "puzzle-10.txt"]


@pytest.mark.parametrize(
    ("setting", "message"),
    [
        (f"seed = {BIG}", "not usable TOML: a number has thousands of digits"),
        (f"count = {'9' * 4000}", "count must be at most 10,000"),
    ],
)
def test_a_book_spec_with_a_huge_number(
    tmp_path: Path, capsys: Capsys, setting: str, message: str
) -> None:
    spec = tmp_path / "book.toml"
    count = "" if setting.startswith("count") else "count = 1\n"
    spec.write_text(
        f'title = "T"\n[[section]]\nkind = "fill-in"\n{count}{setting}\n', encoding="utf-8"
    )
    code, _, err = run(capsys, "book", str(spec), "-o", str(tmp_path / "book.pdf"))
    assert code == 2 and message in one_error(err) and "book.toml" in err
    assert not (tmp_path / "book.pdf").exists()


def test_a_word_cap_past_the_number_of_puzzles_caps_nothing() -> None:
    from wordgrid.generate.batch import plan

    request = Request(random_count=6)
    # Dealt from one copy of each word a puzzle: no deck of a billion copies of every word.
    big, small = plan(request, 1, 2, 10**12), plan(request, 1, 2, 2)
    assert [t.request.allowed for t in big] == [t.request.allowed for t in small]


def rebus_file(tmp_path: Path, table: bytes) -> Path:
    """THREE as a .puz whose top-left square is the rebus CAT, with `table` as its answers
    section (RTBL) in place of the one puzpy writes."""
    path = tmp_path / "rebus.puz"
    write(clued(THREE), path)
    p = puz.read(str(path))
    p.rebus().add_rebus_squares(0, "CAT")
    p.rebus().save()
    del p.helpers["rebus"]  # or saving writes the good table back
    p.extensions[puz.Extensions.RebusSolutions] = table
    p.save(str(path))
    return path


@pytest.mark.parametrize(
    ("table", "what"),
    [
        (b" 5:CAT;", "rebus table (GRBS) is damaged: it names answer 0"),  # the fuzzer's KeyError
        (BIG.encode() + b":CAT;", "rebus answers (RTBL) are damaged"),
        (b"x:CAT;", "rebus answers (RTBL) are damaged"),
    ],
)
def test_a_puz_rebus_table_that_names_no_answer(
    tmp_path: Path, capsys: Capsys, table: bytes, what: str
) -> None:
    # puzpy reads the rebus sections on trust, and failed deep inside on a square whose
    # answer the file leaves out (KeyError at puz.py:890, in solve, convert and render).
    path = rebus_file(tmp_path, table)
    for argv in (
        ["solve", str(path)],
        ["convert", str(path), str(tmp_path / "out.json")],
        ["render", str(path), "-o", str(tmp_path / "out.svg")],
    ):
        code, _, err = run(capsys, *argv)
        line = one_error(err)
        assert code == 2 and "rebus.puz: not a readable .puz file" in line and what in line
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rebus.puz"]


def test_a_length_clue_of_5000_digits_is_a_clue_like_any_other(
    tmp_path: Path, capsys: Capsys
) -> None:
    # The fuzzer's find: `A1. 999…9 letters` stopped `convert` (ValueError at
    # _crossword.py:182), which compared the number with the slot's length through int().
    path = tmp_path / "long.xd"
    write(clued(THREE, lambda word, slot: f"{BIG} letters"), path)
    code, _, err = run(capsys, "convert", str(path), str(tmp_path / "out.json"))
    assert code == 0, err
    clues = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))["puzzle"]["clues"]
    assert [c["text"] for c in clues] == [f"{BIG} letters"] * 4


@pytest.mark.parametrize(
    ("old", "new", "where"),
    [
        ('width="3"', f'width="{BIG}"', "<grid> has width='99999"),
        ('width="3"', 'width="²"', "<grid> has width='²'"),
        ('<cells x="1" y="1" />', f'<cells x="1-{BIG}" y="1" />', "is outside the grid, 1 to 3"),
        # 1-999999999 would build a list of a billion cells before anything looked at it.
        ('<cells x="1" y="1" />', '<cells x="1-999999999" y="1" />', "outside the grid"),
        ('encoding="UTF-8"', f'encoding="UTF-{BIG}"', "names an unknown encoding"),
    ],
)
def test_no_jpz_number_reaches_int_unchecked(
    tmp_path: Path, capsys: Capsys, old: str, new: str, where: str
) -> None:
    path = tmp_path / "bad.jpz"
    write(clued(THREE), path)
    path.write_text(path.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")
    code, _, err = run(capsys, "convert", str(path), str(tmp_path / "out.json"))
    line = one_error(err)
    assert code == 2 and "bad.jpz" in line and where in line and len(line) < 400, line


@pytest.mark.parametrize("label", ["²", BIG])
def test_a_jpz_clue_number_that_is_no_number_keeps_its_label(
    tmp_path: Path, capsys: Capsys, label: str
) -> None:
    path = tmp_path / "odd.jpz"
    write(clued(THREE), path)
    text = path.read_text(encoding="utf-8").replace(
        'word="1" number="1"', f'word="1" number="{label}"'
    )
    path.write_text(text, encoding="utf-8")
    code, _, err = run(capsys, "convert", str(path), str(tmp_path / "out.json"))
    assert code == 0, err
    clues = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))["puzzle"]["clues"]
    assert clues[0]["label"] == label


def test_a_locked_puz_whose_header_says_width_0(tmp_path: Path, capsys: Capsys) -> None:
    # The fuzzer's find: unlocking reads the squares column by column, by the header's
    # width, and a width of 0 stopped it (ValueError at puz.py:1099) before the size check.
    path = tmp_path / "locked.puz"
    write(clued(THREE), path)
    p = puz.read(str(path))
    p.lock_solution(1234)
    data = bytearray(p.tobytes())
    data[data.find(b"ACROSS&DOWN\0") - 2 + 0x2C] = 0  # the width byte of the header
    path.write_bytes(bytes(data))
    for argv in (["solve", str(path)], ["convert", str(path), str(tmp_path / "out.json")]):
        code, _, err = run(capsys, *argv)
        assert code == 2 and "locked.puz: the .puz grid size does not match" in one_error(err)


def test_a_locked_puz_holding_a_square_no_key_unscrambles(tmp_path: Path, capsys: Capsys) -> None:
    # puzpy unscrambles A to Z only: a digit among the locked answers raised ValueError.
    path = tmp_path / "locked.puz"
    write(clued(THREE), path)
    p = puz.read(str(path))
    p.lock_solution(1234)
    p.solution = "1" + p.solution[1:]
    path.write_bytes(bytes(p.tobytes()))
    code, _, err = run(capsys, "convert", str(path), str(tmp_path / "out.json"))
    assert code == 0, err
    assert "answers are locked (scrambled) and no key from 0000 to 9999 unlocks them" in err
    written = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    assert written["type"] == "puzzle"  # its clues and grid, without the answers
