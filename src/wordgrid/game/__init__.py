"""Seed 004's terminal game: the dialogue (loop), one game's state (session), saves."""

from wordgrid.game.loop import add_play_arguments, play
from wordgrid.game.saves import load_game, save_game
from wordgrid.game.session import Game

__all__ = ["Game", "add_play_arguments", "load_game", "play", "save_game"]
