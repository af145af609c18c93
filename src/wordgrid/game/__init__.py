"""The terminal game, on the model's types: the dialogue (loop), one game's state (session),
the rules of a move (moves), the engine's answers (solving) and saves.

`wordgrid.word_puzzle` keeps the original list-based API as a thin layer over this package;
nothing here imports it. Names load on first use, so the command line starts quickly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wordgrid._lazy import lazy_exports

if TYPE_CHECKING:
    from wordgrid.game.loop import play
    from wordgrid.game.options import add_play_arguments
    from wordgrid.game.saves import load_game, save_game
    from wordgrid.game.session import Game

__all__ = ["Game", "add_play_arguments", "load_game", "play", "save_game"]

__getattr__ = lazy_exports(
    __name__,
    {
        "wordgrid.game.loop": ("play",),
        "wordgrid.game.options": ("add_play_arguments",),
        "wordgrid.game.saves": ("load_game", "save_game"),
        "wordgrid.game.session": ("Game",),
    },
)
