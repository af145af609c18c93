"""The game's dialogue in-process, with scripted answers: every branch of the loop."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

import pytest

from wordgrid.cli import main
from wordgrid.errors import EXIT_INTERRUPTED
from wordgrid.formats import read as read_document
from wordgrid.game import load_game, play
from wordgrid.model import GameSave

BAD_KIND = {"eof": EOFError, "interrupt": KeyboardInterrupt}


class Script:
    """Answers prompts in order; after the last one, end of input (or Ctrl-C)."""

    def __init__(self, answers: Iterable[str], end: str = "eof") -> None:
        self.answers = list(answers)
        self.prompts: list[str] = []
        self.end = end

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if not self.answers:
            raise BAD_KIND[self.end]()
        return self.answers.pop(0)


def run(
    capsys: pytest.CaptureFixture[str],
    answers: Iterable[str],
    *,
    file: str | None = None,
    load: str | None = None,
    end: str = "eof",
) -> tuple[int, str, Script]:
    script = Script(answers, end)
    code = play(file=file, load=load, ask=script)
    return code, capsys.readouterr().out, script


def test_seed_dialogue(play_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, script = run(
        capsys,
        [
            "test_puzzle1.txt",
            "y",
            "test_puzzle.txt",
            "W1C2r1dv",
            "y",
            "w1r2c3dv",
            "y",
            "w1r1c1dh",
            "cb",
            "w1r1c1dh",
            "w2c2r2dv",
            "y",
            "w2c2r1dv",
            "n",
        ],
    )
    assert code == 0
    assert out.startswith("Game starts\n")
    assert "The puzzle board of test_puzzle1.txt is not consistent!" in out
    assert "(row 3 has 2 cells but row 1 has 3)" in out
    order = [
        "Do you want to try a new file?",
        "Word does not fit to the space vertically!",
        "Coordinate does not point a valid cell!",
        "Restarting the game!",
        "Coordinate does not start from a valid cell!",
        "Congratulations!!!",
        "PUZZLE SOLVED",
        "Would you like to play again?",
        "Quitting the game!",
        "Done!",
    ]
    positions = [out.index(text) for text in order]
    assert positions == sorted(positions)
    assert out.count("Do you want to try a new move?") == 3
    assert "R1 G  T  U\nR2 +  E  +\nR3 +  C  +\nR4 +  H  +\nWould you like" in out
    assert script.prompts[0] == "Enter the file name (default=sample_puzzle.txt): "
    assert not script.answers  # every answer was asked for: the dialogue did not end early


def test_enter_takes_the_bundled_sample_and_s_solves_it(
    play_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, ["", "w1r1c5dv", "w6c3r1dh", "y", "w5c3r1dh", "s"])
    assert code == 0
    assert "W10 WORK" in out
    assert "Word does not fit to the space!\nSTUDY's letter U meets A at R1C5." in out
    assert "Trying to solve the puzzle!!!" in out
    assert "Found the solution (search nodes: " in out
    assert "R11 +  +  D  E  S  K  +  +  +\n" in out  # the seed's answer, bottom row
    assert out.endswith("Quitting the game!\nDone!\n")


@pytest.mark.parametrize(
    ("answers", "expected"),
    [
        ([], 0),
        (["test_puzzle.txt"], 0),
        (["test_puzzle.txt", "W9R1C1DH"], 0),
        (["test_puzzle1.txt"], 2),  # the file was not found: a script must learn that
        (["test_puzzle.txt", "w1r1c1dh", "q"], 0),
    ],
)
def test_end_of_input_at_any_prompt_ends_cleanly(
    play_dir: Path, capsys: pytest.CaptureFixture[str], answers: list[str], expected: int
) -> None:
    code, out, _ = run(capsys, answers)
    assert code == expected
    assert out.endswith("End of input: quitting the game!\n")


def test_ctrl_c_ends_cleanly_with_130(play_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, ["test_puzzle.txt"], end="interrupt")
    assert code == EXIT_INTERRUPTED
    assert out.endswith("Interrupted: quitting the game!\n")


def test_unknown_commands_and_blank_lines_re_prompt(
    play_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, script = run(capsys, ["test_puzzle.txt", "hello", "", "W1R1C1", "x" * 50, "q"])
    assert code == 0
    assert "Unknown command 'hello'!" in out
    assert "Unknown command 'W1R1C1'!" in out
    assert "Unknown command 'xxxxxxxxxxxxxxxxxxxxxxxxxxx...'!" in out
    assert script.prompts.count("Your move: ") == 5
    assert "Do you want to save" not in out  # nothing changed, nothing to save


def test_missing_and_unreadable_files_re_prompt(
    play_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (play_dir / "latin1.txt").write_bytes(b"CAF\xc9\n\n111\n")
    (play_dir / "folder").mkdir()
    code, out, script = run(capsys, ["nowhere.txt", "latin1.txt", "folder", "test_puzzle.txt", "q"])
    assert code == 0
    assert "The file nowhere.txt was not found!" in out
    assert "The file latin1.txt can't be read: " in out
    assert "The file folder can't be read: " in out
    assert script.prompts[:4] == ["Enter the file name (default=sample_puzzle.txt): "] * 4


@pytest.mark.parametrize(
    ("content", "headline", "reason"),
    [
        ("GTU\n\n111\n1x1\n", "The puzzle board of bad.txt is not consistent!", "'x'"),
        ("GTU\nTECH\n", "The puzzle board of bad.txt is not consistent!", "there is no board"),
        ("G2U\n\n111\n", "The word list of bad.txt is not usable!", "letters only"),
        ("\n\n", "The word list of bad.txt is not usable!", "no words"),
        ("{}", "bad.txt can't be played!", 'missing the field "wordgrid"'),
    ],
)
def test_unplayable_files_explain_and_offer_another(
    play_dir: Path, capsys: pytest.CaptureFixture[str], content: str, headline: str, reason: str
) -> None:
    (play_dir / "bad.txt").write_text(content, encoding="utf-8")
    code, out, _ = run(capsys, ["bad.txt", "n"])
    assert code == 2  # no game was played: the file was bad
    assert headline in out and reason in out
    assert out.endswith("Quitting the game!\nDone!\n")


def test_file_argument_skips_the_prompt(play_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, script = run(capsys, ["q"], file="test_puzzle.txt")
    assert code == 0
    assert script.prompts == ["Your move: "]


def test_bad_moves_leave_the_board_and_n_quits(
    play_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(
        capsys,
        [
            "test_puzzle.txt",
            "w1r1c1dh",
            "w1r1c1dh",
            "y",
            "W3R1C1DH",
            "y",
            "W1R9C1DH",
            "maybe",
            "n",
            "n",
        ],
    )
    assert code == 0
    assert "The word is already used!" in out
    assert "Word number is not in the word list!\nChoose a word from W1 to W2." in out
    assert "Coordinate is out of the board!" in out
    assert "Please answer y or n." in out
    assert "Do you want to save your progress?" in out
    assert out.count("R1 G  T  U") >= 3  # GTU stayed put through the refused moves


def test_undo_and_hint(play_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, ["test_puzzle.txt", "b", "w1r1c1dh", "b", "w1r1c1dh", "h", "n"])
    assert code == 0
    assert "There is no move to take back!" in out
    assert "Took back W1R1C1DH." in out
    assert "Hint: TECH goes at R1C2 vertically (W2R1C2DV). Placed it for you." in out
    assert "PUZZLE SOLVED" in out


def test_hint_after_a_wrong_move_advises_moving_back(
    play_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, ["", "w5r1c3dh", "h", "b", "h", "q", "n"])
    assert code == 0
    assert "No solution keeps the words on the board; b moves back" in out
    assert "Hint: TEACH goes at R1C3 horizontally (W8R1C3DH). Placed it for you." in out


def test_a_full_board_that_is_no_solution_is_stuck(
    play_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (play_dir / "two.txt").write_text("AB\nCD\nXY\nAX\nBY\n\n11\n11\n", encoding="utf-8")
    code, out, _ = run(capsys, ["two.txt", "w1r1c1dh", "w2r2c1dh", "b", "w3r2c1dh", "n"])
    assert code == 0
    assert "The board is full, but it is not a solution: AC is not in the word list." in out
    # XY instead of CD: the columns spell AX and BY, which count as used; CD stays unused.
    assert "PUZZLE SOLVED" in out
    assert "W2 CD        NOT USED\nW3 XY        USED\nW4 AX        USED\nW5 BY        USED" in out
    (play_dir / "three.txt").write_text("AB\nCD\nAC\nBD\n\n11\n11\n", encoding="utf-8")
    code, out, _ = run(capsys, ["three.txt", "w1r1c1dh", "w2r2c1dh", "n"])
    assert "PUZZLE SOLVED" in out  # the crossings spell AC and BD: a solution
    assert "W3 AC        USED" in out


def test_solve_failure_returns_to_the_game(
    play_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (play_dir / "none.txt").write_text("ABC\n\n11\n", encoding="utf-8")
    code, out, script = run(capsys, ["none.txt", "s", "q"])
    assert code == 0
    assert "No solution: the puzzle has no solution!" in out
    assert "Sorry, the puzzle could not be solved!" in out
    assert script.prompts.count("Your move: ") == 2  # the game went on after the failure
    assert out.endswith("Quitting the game!\nDone!\n")


def test_save_on_quit_and_resume(play_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, ["test_puzzle.txt", "w2r1c2dv", "cb", "w2r1c2dv", "q", "y", ""])
    assert code == 0
    save = play_dir / "test_puzzle.save.json"
    assert f"Progress saved to {save}" in out
    data = json.loads(save.read_text(encoding="utf-8"))
    # A wordgrid JSON game document, with the game's own state (and undo history) inside.
    assert (data["wordgrid"], data["type"]) == (1, "game")
    assert data["board"] == [".T.", "#E#", "#C#", "#H#"]
    assert data["placements"] == [{"word": "TECH", "row": 1, "col": 2, "direction": "down"}]
    state = data["org.wordgrid.game"]
    assert state["history"] == ["W2R1C2DV", "CB", "W2R1C2DV"]
    # convert reads it as a game save.
    assert isinstance(read_document(save), GameSave)

    # Opening the same puzzle offers the save; the history comes back, so b still works.
    code, out, _ = run(capsys, ["test_puzzle.txt", "y", "b", "b", "q", "n"])
    assert "There is a saved game of test_puzzle.txt in test_puzzle.save.json." in out
    assert "Loaded the saved game (3 moves)." in out
    assert "Took back W2R1C2DV." in out
    assert "Took back clearing the board." in out
    assert out.rstrip().endswith("Done!")


def test_save_named_and_load_three_ways(play_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, ["test_puzzle.txt", "w1r1c1dh", "sv", "mine.json", "q"])
    assert code == 0
    assert "Progress saved to mine.json" in out
    assert "Do you want to save" not in out  # saved already
    for how in (
        {"answers": ["mine.json", "w2r1c2dv", "n"]},
        {"answers": ["w2r1c2dv", "n"], "load": "mine.json"},
        {"answers": ["w2r1c2dv", "n"], "file": "mine.json"},
    ):
        code, out, _ = run(
            capsys,
            how["answers"],
            load=how.get("load"),  # type: ignore[arg-type]
            file=how.get("file"),  # type: ignore[arg-type]
        )
        assert "Loaded the saved game of test_puzzle.txt (1 move)." in out
        assert "PUZZLE SOLVED" in out
    assert load_game("mine.json").used == (True, False)


def test_broken_saves_are_refused_with_a_reason(
    play_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run(capsys, ["test_puzzle.txt", "w1r1c1dh", "sv", "good.json", "q"])
    good = json.loads((play_dir / "good.json").read_text(encoding="utf-8"))
    state = good["org.wordgrid.game"]

    def spoiled(**change: object) -> str:
        return json.dumps({**good, "org.wordgrid.game": {**state, **change}})

    broken = {
        "cut.json": '{"format": ',
        "command.json": spoiled(history=["W1R1C1DH", "Q7"]),
        "twice.json": spoiled(history=["W1R1C1DH", "W1R1C1DH"]),
        "off.json": spoiled(history=["W2R9C2DV"]),
        "shape.json": spoiled(history="W1R1C1DH"),
        "moved.json": spoiled(start=["#..", "#.#", "#.#", "#.#"], start_used=[False, False]),
        "status.json": spoiled(start=["GTU", "#.#", "#.#", "#.#"], start_used=[True]),
        "version.json": spoiled(version=99),
    }
    for name, text in broken.items():
        (play_dir / name).write_text(text, encoding="utf-8")
        code, out, _ = run(capsys, ["n"], load=name)
        assert code == 2, (name, out)
        assert f"The saved game {name} can't be loaded: " in out, name
    code, out, _ = run(capsys, [], load="absent.json")
    assert "The saved game absent.json was not found!" in out


def test_saves_of_the_first_version_still_load(
    play_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run(capsys, ["test_puzzle.txt", "w1r1c1dh", "sv", "new.json", "q"])
    save = json.loads((play_dir / "new.json").read_text(encoding="utf-8"))
    board = [["G", "T", "U"], [0, 1, 0], [0, 1, 0], [0, 1, 0]]
    save["org.wordgrid.game"] = {
        "format": "wordgrid-word-puzzle-save",
        "version": 1,
        "source": "test_puzzle.txt",
        "words": ["GTU", "TECH"],
        "layout": ["111", "010", "010", "010"],
        "board": board,
        "wstatus": [True, False],
        "history": [[[1, 1], 1, "H", board, [True, False]]],
    }
    (play_dir / "old.json").write_text(json.dumps(save), encoding="utf-8")
    game = load_game("old.json")
    assert game.moves == 1 and game.used == (True, False)
    assert game.board.rows == ("GTU", "#.#", "#.#", "#.#")
    code, out, _ = run(capsys, ["b", "w2r1c2dv", "w1r1c1dh", "n"], load="old.json")
    assert "Took back W1R1C1DH." in out and "PUZZLE SOLVED" in out


def test_save_to_an_unwritable_place_asks_again(
    play_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(
        capsys, ["test_puzzle.txt", "w1r1c1dh", "q", "y", "no/such/dir/x.json", "y", "ok.json"]
    )
    assert code == 0
    assert "Could not save to no/such/dir/x.json" in out
    assert "Progress saved to ok.json" in out


def test_wordgrid_play_in_process(
    play_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = iter(["w1r1c1dh", "w2r1c2dv", "n"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert main(["play", "test_puzzle.txt"]) == 0
    assert "PUZZLE SOLVED" in capsys.readouterr().out


def test_starting_over_keeps_the_puzzle_s_given_letters() -> None:
    # The given U fits only CUP across; the player's CAT down from R1C5 fits no solution
    # that keeps it, so solve and hint start over, but from the puzzle's board, not a blank.
    from wordgrid.game.moves import Move
    from wordgrid.game.session import Game
    from wordgrid.model import DOWN, Grid
    from wordgrid.verify import problems

    empty = Grid((".U.#...", ".###.##", ".###.##"))
    words = ("CAT", "CUP", "BIG", "BAT")
    game = Game("givens", words, empty)
    assert game.move(Move(1, 0, 4, DOWN)) is None
    hint = game.hint()
    assert not hint.placed  # advice from a fresh solution, which keeps the given U
    tip = hint.move.placement(words)
    assert all(empty[c] in (".", letter) for c, letter in zip(tip.cells(), tip.word, strict=True))
    answer = game.solve()
    assert not answer.kept_letters
    assert game.board.rows[0].startswith("CUP")  # the only word with U in the middle
    assert problems(game.puzzle, game.board.rows) == []


@pytest.mark.parametrize("name", ["sample_puzzle.txt", "fillin_15x15.txt"])
def test_the_example_move_is_one_the_board_takes(name: str) -> None:
    # The menu showed W1R2C3DV on every board, and most boards refused it.
    from wordgrid import word_puzzle
    from wordgrid.batch import examples_folder
    from wordgrid.game.session import Game, Progress

    words, layout = word_puzzle.read_file(str(examples_folder() / name))
    game = Game.from_layout(name, words, ["".join(map(str, row)) for row in layout])
    first = game.example_move()
    assert game.move(first) is None  # typed, it is played
    assert game.example_move().wordno != first.wordno  # and the next example follows the board
    game.undo()
    # Word by word towards the answer: a word still to place always fits somewhere then.
    while game.progress() is not Progress.SOLVED:
        example = game.example_move()
        assert game.problem(example) is None, (example.command, game.board.rows)
        game.hint()
