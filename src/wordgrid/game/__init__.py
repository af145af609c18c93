"""The terminal game, on the model's types: the dialogue (loop), one game's state (session),
the rules of a move (moves), the engine's answers (solving) and saves.

`wordgrid.word_puzzle` keeps the original list-based API as a thin layer over this package;
nothing here imports it.
"""

from wordgrid.game.loop import add_play_arguments, play
from wordgrid.game.saves import load_game, save_game
from wordgrid.game.session import Game

__all__ = ["Game", "add_play_arguments", "load_game", "play", "save_game"]
