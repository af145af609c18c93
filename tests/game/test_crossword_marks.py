"""The terminal game plays what crosswords mark: bars end words as blocks do, rebus squares
are filled by the words through them and spelled out in the list, circles show."""

from __future__ import annotations

import json
from pathlib import Path

from tests.formats.test_other_tools import across_lite, save
from tests.formats.test_puz_variety import rebus_puz
from tests.formats.test_variety import BARRED
from wordgrid.formats import read
from wordgrid.game.moves import Move
from wordgrid.game.saves import game_from_document
from wordgrid.game.screen import Screen
from wordgrid.game.session import Game
from wordgrid.model import DOWN


def _game(path: Path) -> Game:
    return game_from_document(read(path), path.name)


def _frame(game: Game) -> list[str]:
    return [line.plain for line in Screen().frame(game, [], 80, 24)]


def test_a_bar_ends_a_word_as_a_block_does(tmp_path: Path) -> None:
    path = tmp_path / "barred.ipuz"
    path.write_text(json.dumps(BARRED))
    game = _game(path)
    words = list(game.words)
    down_long, down_short = words.index("NON") + 1, words.index("AR") + 1
    # AR runs down from R1C1 and stops at the bar under R2C1.
    assert game.move(Move(down_short, 0, 0, DOWN)) is None
    # NON (three letters) would run down from R1C2... and across the bar under R2C1 from R1C1.
    assert game.problem(Move(down_long, 0, 0, DOWN)) is not None
    assert game.move(Move(down_long, 0, 1, DOWN)) is None
    board = "\n".join(_frame(game))
    assert "┃" not in board  # this grid's bars are under cells: the cell is underlined


def test_rebus_squares_are_spelled_out_and_explained(tmp_path: Path) -> None:
    game = _game(save(rebus_puz(), tmp_path / "rebus.puz"))
    screen = "\n".join(_frame(game))
    assert "[HEART]NT" in screen and "[HEART]RE" in screen
    assert "[..] rebus: its word fills it" in screen
    assert "○" in screen  # R1C3 is circled and empty


def test_a_plain_crossword_shows_no_legend(tmp_path: Path) -> None:
    game = _game(save(across_lite(), tmp_path / "plain.puz"))
    assert not any("rebus" in line for line in _frame(game))


def test_a_shaped_grid_shows_nothing_outside_its_shape() -> None:
    kept = Path(__file__).parents[1] / "formats" / "files" / "diamond.ipuz"
    game = _game(kept)
    rows = [line for line in _frame(game) if line.startswith(("R1 ", "R4 "))]
    # R1 is one cell in the middle, with spaces (not + blocks) round it; R4 is all inside.
    assert rows[0].split("   W")[0].rstrip() == "R1       ·"
    assert "+" not in rows[0] and rows[1].startswith("R4 · · ·")
