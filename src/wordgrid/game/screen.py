"""The game on one screen: the board, the word list and the last messages, redrawn in place.

Used only when both standard input and output are a terminal; scripts and pipes keep the
line-by-line dialogue. Colours follow rich, which honours NO_COLOR. Everything fits the
terminal's size: the word list goes beside the board when there is room, else below it,
and pages (`p`) when even that is too small.
"""

from __future__ import annotations

import math
import shutil
import sys
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TextIO

from rich.console import Console
from rich.text import Text

from wordgrid.game import marks
from wordgrid.game.moves import Move
from wordgrid.model import BLOCK, OPEN

if TYPE_CHECKING:
    from wordgrid.game.session import Game

MENU = "W1R2C3DV places a word · b back · cb clear · h hint · s solve · sv save · p page · q quit"
EMPTY_CELL = "·"
BLOCK_CELL = "+"
MESSAGE_LINES = 4  # the last lines the previous command printed
GAP = 4  # columns between the board and the word list


def clock(seconds: float) -> str:
    minutes, secs = divmod(int(seconds), 60)
    return f"{minutes:02d}:{secs:02d}"


@dataclass
class Screen:
    """The full-screen view of a game; `page` is the word-list page shown."""

    console: Console = field(default_factory=lambda: Console(highlight=False))
    page: int = 0

    @classmethod
    def for_terminal(
        cls, stdin: TextIO | None = None, stdout: TextIO | None = None
    ) -> Screen | None:
        """A screen when both ends are a terminal (and not a dumb one); else None."""
        stdin, stdout = stdin or sys.stdin, stdout or sys.stdout
        if not (stdin.isatty() and stdout.isatty()):
            return None
        console = Console(highlight=False)
        return cls(console) if not console.is_dumb_terminal else None

    def size(self) -> tuple[int, int]:
        columns, rows = shutil.get_terminal_size((80, 24))
        return max(columns, 40), max(rows, 12)

    def draw(self, game: Game, messages: list[str]) -> None:
        width, height = self.size()
        self.console.clear()
        for line in self.frame(game, messages, width, height):
            self.console.print(line, overflow="crop", no_wrap=True)

    def frame(self, game: Game, messages: list[str], width: int, height: int) -> list[Text]:
        """The lines of one screen, at most `height - 1` (the prompt takes the last)."""
        title = Text(
            f"{game.source}   moves {game.moves}   hints {game.hints}   time {clock(game.seconds)}",
            style="bold",
        )
        board = self._board(game)
        shown = [m for m in messages if m.strip()][-MESSAGE_LINES:]
        # Rows for the board and the word list: all but the prompt, the title and its gap,
        # the gap, the messages' room and the menu below, and a line for the page note. The
        # messages' room is kept whether used or not, so pages don't change under the player.
        body = height - 1 - 2 - (2 + MESSAGE_LINES) - 1
        board_width = max(len(line) for line in board)
        entries = self._entries(game)
        entry_width = max(len(e) for e in entries) + 2
        beside = (width - board_width - GAP) // entry_width
        lines: list[Text] = []
        if beside >= 1:
            words, note = self._paged(entries, beside * max(1, body, len(board)))
            rows = math.ceil(len(words) / beside) if words else 0
            for k in range(max(len(board), rows)):
                line = board[k].copy() if k < len(board) else Text("")
                line.pad_right(board_width + GAP - len(line))
                for c in range(beside):
                    i = c * rows + k
                    if k < rows and i < len(words):
                        line.append_text(words[i])
                        line.pad_right(board_width + GAP + (c + 1) * entry_width - len(line))
                lines.append(line)
            lines += [Text(note, style="dim")] if note else []
        else:
            lines += board
            columns = max(1, width // entry_width)
            words, note = self._paged(entries, columns * max(1, body - len(board)))
            rows = math.ceil(len(words) / columns)
            for k in range(rows):
                line = Text("")
                for c in range(columns):
                    i = c * rows + k
                    if i < len(words):
                        line.append_text(words[i])
                        line.pad_right((c + 1) * entry_width - len(line))
                lines.append(line)
            lines += [Text(note, style="dim")] if note else []
        return _fit(
            [title],
            lines,
            [Text(m[:width], style="yellow") for m in shown],
            Text(MENU[:width], style="dim"),
            height - 1,
        )

    def _board(self, game: Game) -> list[Text]:
        """One character a cell; column numbers stand in two header rows past 9 (tens over
        ones), so a 15x15 board leaves room for the word list beside it."""
        last = _last_cells(game)
        columns = game.board.width
        label = len(f"R{game.board.height}")
        lines = []
        if columns >= 10:
            tens = " ".join(str((c + 1) // 10) if c + 1 >= 10 else " " for c in range(columns))
            lines.append(Text(" " * (label + 1) + tens, style="dim"))
        ones = " ".join(str((c + 1) % 10) for c in range(columns))
        lines.append(Text(f"{'C':>{label}} " + ones, style="dim"))
        for r, row in enumerate(game.board.rows):
            line = Text(f"{'R' + str(r + 1):<{label}} ", style="dim")
            for c, value in enumerate(row):
                if value == BLOCK:
                    line.append(BLOCK_CELL, style="dim")
                elif value == OPEN:
                    empty = marks.empty_mark(game, (r, c), EMPTY_CELL)
                    line.append(empty, style=marks.cell_style(game, (r, c), "dim"))
                else:
                    style = "bold green" if (r, c) in last else "bold"
                    line.append(value, style=marks.cell_style(game, (r, c), style))
                if c < len(row) - 1:
                    line.append_text(marks.separator(game, (r, c)))
            lines.append(line)
        return lines + marks.legend(game)

    def _entries(self, game: Game) -> list[Text]:
        return [
            Text(f"W{i} {word}" + (" ✓" if used else ""), style="dim" if used else "")
            for i, (word, used) in enumerate(
                zip(marks.shown_words(game), game.used, strict=True), start=1
            )
        ]

    def _paged(self, entries: list[Text], room: int) -> tuple[list[Text], str]:
        pages = max(1, math.ceil(len(entries) / max(room, 1)))
        self.page %= pages
        shown = entries[self.page * room : (self.page + 1) * room]
        return shown, (f"words page {self.page + 1} of {pages}: p shows more" if pages > 1 else "")


def _fit(
    top: list[Text], body: list[Text], messages: list[Text], menu: Text, rows: int
) -> list[Text]:
    """The screen in `rows` lines: blank lines go first, then the oldest messages; the
    board, the word list and the menu always stay."""
    gaps = 2
    while True:
        lines = [*top, *[Text("")] * (gaps > 1), *body, *[Text("")] * (gaps > 0), *messages, menu]
        if len(lines) <= rows or (not gaps and not messages):
            return lines[-rows:] if len(lines) > rows else lines
        if gaps:
            gaps -= 1
        else:
            messages = messages[1:]


def _last_cells(game: Game) -> set[tuple[int, int]]:
    """The cells of the last word placed, to show where the last move went."""
    last = game.history[-1] if game.history else None
    return set(last.placement(game.words).cells()) if isinstance(last, Move) else set()
