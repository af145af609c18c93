"""How a crossword's marks show on the game's board: circles, shading, bars, rebus squares.

The board is one character a cell with a space between cells, so a bar on a cell's right
edge takes that space (`┃`), a bar below a cell underlines it, a cell outside a shaped grid
is a space (where a block is `+`), a circled cell is magenta
(`○` while empty), a shaded one has a grey background, and a rebus square shows its first
letter in cyan. The word list spells each rebus answer out in brackets, `[HEART]NT`: the
player enters a rebus square by placing a word through it, which fills it whole.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from wordgrid.model import ACROSS, DOWN, OPEN, Cell

if TYPE_CHECKING:
    from wordgrid.game.session import Game

CIRCLE_CELL = "○"
BAR = "┃"
REBUS_HELP = "[..] rebus: its word fills it"
DIAGRAMLESS_HELP = "diagramless: find the blocks; a word placed puts + at each end"


def cell_style(game: Game, cell: Cell, style: str) -> str:
    """`style` with the cell's marks added."""
    puzzle = game.document
    if puzzle is None:
        return style
    look = puzzle.styles.get(cell)
    extra = []
    if look is not None and look.circle:
        extra.append("magenta")
    if look is not None and look.shade:
        extra.append("on grey30")
    if game.board.barred(cell, DOWN):
        extra.append("underline")
    if cell in puzzle.rebus and game.board[cell] != OPEN:
        extra.append("cyan")
    return " ".join([style, *extra]).strip()


def outside(game: Game, cell: Cell) -> bool:
    """Whether the cell is outside a shaped grid: shown as nothing, not as a block."""
    puzzle = game.document
    return puzzle is not None and cell in puzzle.outside


def empty_mark(game: Game, cell: Cell, empty: str) -> str:
    puzzle = game.document
    look = puzzle.styles.get(cell) if puzzle is not None else None
    return CIRCLE_CELL if look is not None and look.circle else empty


def separator(game: Game, cell: Cell) -> Text:
    """What stands between a cell and the next: a space, or a bar."""
    return Text(BAR, style="bold") if game.board.barred(cell, ACROSS) else Text(" ")


def shown_words(game: Game) -> list[str]:
    """The word list as shown: a rebus square's answer spelled out in brackets."""
    answer, puzzle = game.answer, game.document
    if answer is None or puzzle is None or not puzzle.rebus:
        return list(game.words)
    spelled: dict[str, str] = {}
    for slot, word in zip(answer.puzzle.slots, answer.words, strict=True):
        text = "".join(
            f"[{puzzle.rebus[cell]}]" if cell in puzzle.rebus else ch
            for cell, ch in zip(slot.cells, word, strict=True)
        )
        spelled.setdefault(word, text)
    return [spelled.get(word, word) for word in game.words]


def legend(game: Game) -> list[Text]:
    """Lines under the board: how to enter a rebus square, when the puzzle has one, and how
    a diagramless board's blocks come."""
    puzzle = game.document
    lines = [Text(REBUS_HELP, style="dim")] if puzzle is not None and puzzle.rebus else []
    if game.diagramless:
        lines.append(Text(DIAGRAMLESS_HELP, style="dim"))
    return lines
