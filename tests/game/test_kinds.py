"""The terminal game plays a diagramless crossword as its kind asks: no blocks shown, a
placed word puts a block at each end, and the key shows them; coded crosswords and acrostics,
which have no word list to place, are sent to the browser (issue 40)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.formats.test_kinds import acrostic_ipuz, coded_ipuz, diagramless_ipuz
from tests.game.test_game import run
from wordgrid.errors import InputError
from wordgrid.formats import read
from wordgrid.game.marks import DIAGRAMLESS_HELP
from wordgrid.game.messages import explain
from wordgrid.game.moves import Move, MoveCheck
from wordgrid.game.saves import game_from_document, load_game, save_game
from wordgrid.game.screen import Screen
from wordgrid.game.session import Game, Progress
from wordgrid.model import ACROSS, DOWN

# diagramless_ipuz's answer: ABC#, DEF#, GHI#; its words in list order.
WORDS = ("ABC", "ADG", "BEH", "CFI", "DEF", "GHI")


def _game(tmp_path: Path) -> Game:
    path = diagramless_ipuz(tmp_path / "blind.ipuz")
    return game_from_document(read(path), path.name)


def test_the_board_shows_no_blocks_and_says_how_they_come(tmp_path: Path) -> None:
    game = _game(tmp_path)
    assert game.words == WORDS and game.board.rows == ("....",) * 3
    frame = "\n".join(line.plain for line in Screen().frame(game, [], 80, 24))
    assert "+" not in frame.split("diagramless")[0] and DIAGRAMLESS_HELP in frame


def test_a_placed_word_puts_a_block_at_each_end(tmp_path: Path) -> None:
    game = _game(tmp_path)
    assert game.move(Move(3, 0, 1, DOWN)) is None  # BEH down column 2: the edge below it
    assert game.move(Move(1, 0, 0, ACROSS)) is None
    assert game.board.rows == ("ABC#", ".E..", ".H..")
    assert game.progress() is Progress.OPEN


@pytest.mark.parametrize(
    ("first", "then", "headline"),
    [
        # ADG down column 1; then BEH across from R1C2 would run on from its A.
        (
            Move(2, 0, 0, DOWN),
            Move(3, 0, 1, ACROSS),
            "Coordinate does not start from a valid cell!",
        ),
        # CFI down column 4; then ABC across from R1C1 would run into its C.
        (Move(4, 0, 3, DOWN), Move(1, 0, 0, ACROSS), "Word does not fit to the space!"),
    ],
)
def test_a_word_can_not_run_into_a_letter_at_its_ends(
    tmp_path: Path, first: Move, then: Move, headline: str
) -> None:
    game = _game(tmp_path)
    assert game.move(first) is None
    board = game.board
    problem = game.move(then)
    assert problem is not None and problem[0] is MoveCheck.ENDS and game.board == board
    said = explain(problem, game.board, game.words, then)
    assert said[0] == headline and "needs a block" in said[1]


def test_placing_every_word_finds_the_blocks_and_solves_it(tmp_path: Path) -> None:
    game = _game(tmp_path)
    for number, row in ((1, 0), (5, 1), (6, 2)):
        assert game.move(Move(number, row, 0, ACROSS)) is None
    # The down words are spelled by the crossings; the last column was never reached.
    assert game.board.rows == ("ABC#", "DEF#", "GHI#") and game.progress() is Progress.SOLVED


def test_a_wrong_layout_with_every_cell_decided_is_stuck(tmp_path: Path) -> None:
    game = _game(tmp_path)
    for number, row in ((1, 0), (5, 1)):
        game.move(Move(number, row, 0, ACROSS))
    assert game.move(Move(6, 2, 1, ACROSS)) is None  # GHI one column to the right
    assert game.board.rows == ("ABC#", "DEF#", "#GHI")
    assert game.progress() is Progress.STUCK and "not in the word list" in game.stuck_reason()


def test_solve_and_hint_show_the_blocks(tmp_path: Path) -> None:
    game = _game(tmp_path)
    game.move(Move(1, 0, 0, ACROSS))
    hint = game.hint()
    assert hint.placed and game.board.rows[0] == "ABC#"
    game.solve()
    assert game.board.rows == ("ABC#", "DEF#", "GHI#")  # the key: letters and blocks


def test_a_save_keeps_the_blocks_found_and_the_history(tmp_path: Path) -> None:
    game = _game(tmp_path)
    game.move(Move(1, 0, 0, ACROSS))
    game.move(Move(3, 0, 1, DOWN))
    loaded = load_game(save_game(game, tmp_path / "blind.save.json"))
    assert loaded.diagramless and loaded.board == game.board and loaded.history == game.history
    assert loaded.undo() is not None and loaded.board.rows == ("ABC#", "....", "....")


@pytest.mark.parametrize(("build", "says"), [(coded_ipuz, "coded"), (acrostic_ipuz, "acrostic")])
def test_kinds_without_a_word_list_are_sent_to_the_browser(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], build: object, says: str
) -> None:
    path = build(tmp_path / f"{says}.ipuz")  # type: ignore[operator]
    with pytest.raises(InputError, match=f"{says}.*wordgrid serve"):
        game_from_document(read(path), path.name)
    code, out, _ = run(capsys, [], file=str(path))
    assert code == 2 and "wordgrid serve" in out
