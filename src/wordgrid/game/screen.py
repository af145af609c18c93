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
from wordgrid.game.messages import ENGLISH
from wordgrid.game.moves import Move
from wordgrid.lang import GameText
from wordgrid.model import BLOCK, OPEN

if TYPE_CHECKING:
    from wordgrid.game.session import Game

# The menu's items (lang.GameText), in the order a player needs them, after an example
# move the board takes (`move W1R2C3DV`); `p page` only when the list has pages. In English
# all fit one line of an 80-column terminal, whatever the move; a narrower one, or a longer
# language, wraps them, never cutting `q quit`.
MENU = ENGLISH.menu_items
MENU_SEPARATOR = " · "
USED = "dim"  # a placed word: still there to read, but out of the way
TO_PLACE = ""  # a word still to place: as plain as the text around it
EMPTY_CELL = "·"
BLOCK_CELL = "+"
MESSAGE_LINES = 4  # the last lines the previous command printed
GAP = 4  # columns between the board and the word list
COLUMN_GAP = 2  # between the word list's columns
TICK = " ✓"  # after a word on the board


def clock(seconds: float) -> str:
    minutes, secs = divmod(int(seconds), 60)
    return f"{minutes:02d}:{secs:02d}"


@dataclass
class Screen:
    """The full-screen view of a game; `page` is the word-list page shown."""

    console: Console = field(default_factory=lambda: Console(highlight=False))
    page: int = 0
    text: GameText = ENGLISH  # the game's words, in the puzzle's language

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
        status = self.text.status.format(
            source=game.source, moves=game.moves, hints=game.hints, time=clock(game.seconds)
        )
        title = Text(status, style="bold")
        board = self._board(game)
        shown = [m for m in messages if m.strip()][-MESSAGE_LINES:]
        # Rows for the board and the word list: all but the prompt, the title and its gap,
        # the gap, the messages' room and the menu below, and a line for the page note. The
        # messages' room is kept whether used or not, so pages don't change under the player.
        example = game.example_move().command
        menu = len(menu_lines(width, example, paged=True, text=self.text))
        body = height - 1 - 2 - (1 + MESSAGE_LINES + menu) - 1
        board_width = max(len(line) for line in board)
        entries = self._entries(game)
        labels = [entry.label for entry in entries]
        rows_beside = max(1, body, len(board))
        beside = _most_columns(labels, rows_beside, width - board_width - GAP)
        if beside:
            words, note = self._paged(entries, beside * rows_beside)
            listed = _list_lines(words, beside)
            lines = []
            for k in range(max(len(board), len(listed))):
                line = board[k].copy() if k < len(board) else Text("")
                line.pad_right(board_width + GAP - len(line))
                lines.append(line.append_text(listed[k]) if k < len(listed) else line)
        else:  # a narrow terminal: the list goes below the board
            rows_below = max(1, body - len(board))
            columns = max(1, _most_columns(labels, rows_below, width))
            words, note = self._paged(entries, columns * rows_below)
            lines = [*board, *_list_lines(words, columns)]
        lines += [Text(note, style="dim")] if note else []
        return _fit(
            [title],
            lines,
            [Text(m[:width], style="yellow") for m in shown],
            [
                Text(line, style="dim")
                for line in menu_lines(width, example, paged=bool(note), text=self.text)
            ],
            height - 1,
        )

    def _board(self, game: Game) -> list[Text]:
        """One character a cell; column numbers stand in two header rows past 9 (tens over
        ones), so a 15x15 board leaves room for the word list beside it."""
        last = _last_cells(game)
        columns = game.board.width
        label = len(f"R{game.board.height}")
        lines = []
        # Styles go on spans, never on a whole line: a line's own style would carry into the
        # word list appended beside the board.
        if columns >= 10:
            tens = " ".join(str((c + 1) // 10) if c + 1 >= 10 else " " for c in range(columns))
            lines.append(Text.assemble((" " * (label + 1) + tens, "dim")))
        ones = " ".join(str((c + 1) % 10) for c in range(columns))
        lines.append(Text.assemble((f"{'C':>{label}} " + ones, "dim")))
        for r, row in enumerate(game.board.rows):
            line = Text.assemble((f"{'R' + str(r + 1):<{label}} ", "dim"))
            for c, value in enumerate(row):
                if value == BLOCK:
                    line.append(" " if marks.outside(game, (r, c)) else BLOCK_CELL, style="dim")
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

    def _entries(self, game: Game) -> list[Entry]:
        return [
            Entry(f"W{i} {word}", used)
            for i, (word, used) in enumerate(
                zip(marks.shown_words(game), game.used, strict=True), start=1
            )
        ]

    def _paged(self, entries: list[Entry], room: int) -> tuple[list[Entry], str]:
        pages = max(1, math.ceil(len(entries) / max(room, 1)))
        self.page %= pages
        shown = entries[self.page * room : (self.page + 1) * room]
        if pages == 1:
            return shown, ""
        note = self.text.words_page if self.page + 1 < pages else self.text.words_page_last
        return shown, note.format(page=self.page + 1, pages=pages)


@dataclass(frozen=True)
class Entry:
    """A word of the list as shown: `W12 FER`, and whether it is on the board."""

    label: str
    used: bool

    def text(self) -> Text:
        """A word still to place as plain text, a placed one dimmed and ticked."""
        return Text(self.label + TICK, style=USED) if self.used else Text(self.label, TO_PLACE)


def _widths(labels: list[str], columns: int) -> list[int]:
    """The widths of `labels` in `columns` columns read top to bottom: each column as wide
    as its longest label and a tick, so that placing a word never moves the list."""
    rows = math.ceil(len(labels) / columns) if labels else 1
    return [
        max(len(label) for label in labels[c : c + rows]) + len(TICK)
        for c in range(0, len(labels), rows)
    ]


def _most_columns(labels: list[str], rows: int, room: int) -> int:
    """The most columns of at most `rows` labels whose every page fits `room` columns of
    the terminal; 0 when not even one does."""
    for columns in range(max(1, room // 4), 0, -1):
        page = columns * rows
        if all(
            sum(w) + COLUMN_GAP * (len(w) - 1) <= room
            for w in (_widths(labels[k : k + page], columns) for k in range(0, len(labels), page))
        ):
            return columns
    return 0


def _list_lines(words: list[Entry], columns: int) -> list[Text]:
    """One page of the word list in `columns` columns, read top to bottom."""
    rows = math.ceil(len(words) / columns) if words else 0
    widths = _widths([w.label for w in words], columns)
    lines = []
    for k in range(rows):
        line = Text("")
        for c in range(len(widths)):
            if c * rows + k < len(words):
                line.pad_right(sum(widths[:c]) + COLUMN_GAP * c - len(line))
                line.append_text(words[c * rows + k].text())
        lines.append(line)
    return lines


def menu_lines(width: int, example: str, *, paged: bool, text: GameText = ENGLISH) -> list[str]:
    """The menu, with `example` as its move, in as few lines of at most `width` columns as
    it takes, whole items each."""
    lines: list[str] = []
    move = text.move_item.format(example=example)
    for item in (move, *(i for i in text.menu_items if paged or i != text.page_item)):
        if lines and len(lines[-1]) + len(MENU_SEPARATOR) + len(item) <= width:
            lines[-1] += MENU_SEPARATOR + item
        else:
            lines.append(item)
    return lines


def _fit(
    top: list[Text], body: list[Text], messages: list[Text], menu: list[Text], rows: int
) -> list[Text]:
    """The screen in `rows` lines: blank lines go first, then the oldest messages; the
    board, the word list and the menu always stay."""
    gaps = 2
    while True:
        lines = [*top, *[Text("")] * (gaps > 1), *body, *[Text("")] * (gaps > 0), *messages, *menu]
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
