"""Rooms: one puzzle played together, each player with a cursor and a colour of their own.

A room is a log of events (`room_log.py`), and its grid is a fold over the log: joining,
reconnecting and restarting the server are all "replay the log". A player asks for a move
(`Write`, `Check`, `Reveal`, `Select`); the room validates it against the puzzle, turns it
into an event (`Written`, `Checked`, `Found`; `Joined` for a name and a colour), appends the
event to the log, and folds it in. The order of the log is the server's order: when two
players change one cell at once, the later event wins, and every player, replaying the same
events, ends with the same grid.

A player's id is a name the others see, not a credential: a player comes back (a reload, a
reconnect) by showing the secret the room gave their page with it. Each player counts their
moves from 1, and the room answers them in that order: a number answered before is not
played again (a page sends again what it had no answer for), and one that skips ahead is
refused, so no one can make a player's later moves look answered.

Cells are (row, col) from 0 here, as everywhere inside; the web door counts from 1.
"""

from __future__ import annotations

import hmac
import re
import secrets
import time
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wordgrid.app.playing import check_grid, rebus_wrong, word_between
from wordgrid.app.room_log import LogUnavailable, RoomLog, RoomRecord, Row
from wordgrid.errors import WordgridError
from wordgrid.formats import dumps, parse
from wordgrid.formats._marks import answer_cell
from wordgrid.model import BLOCK, OPEN, Cell, Kind, Puzzle, WordSearch, is_letter, stand_in

MAX_TEXT = 20  # letters one square takes: longer than any rebus square
MAX_NAME = 30  # characters of a player's name
PLAYER_ID_BYTES = 9  # 72 random bits
# The bytes of a room's token and of a player's secret: 128 bits, past any guessing.
ROOM_TOKEN_BYTES = SECRET_BYTES = 16
SHARE_TOKEN_BYTES = 24  # a shared folder's, which opens every room: 192 bits
# How far a player's first move after a restart may run past their last one in the log:
# moves answered without an event (refused, or changing nothing) are not logged. Only for a
# player the log knew before the restart: anyone else's first move is 1.
MOVES_AHEAD = 1000
# A player's colour when they pick none: the next of these, in the order players join.
# Each keeps a 3:1 contrast on white, so a cursor drawn in it stands out.
COLOURS = ("#d1495b", "#00798c", "#8e6c00", "#6a4c93", "#2e7d32", "#c05500", "#1565c0", "#ad1457")
COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


class Refused(WordgridError):
    """A move the room does not take, and why, in a sentence for the player."""


# --- what players ask for -----------------------------------------------------------------


@dataclass(frozen=True)
class Write:
    """Letters typed into squares, or "" to clear them (several letters: a rebus square)."""

    cells: tuple[tuple[Cell, str], ...]


@dataclass(frozen=True)
class Check:
    """Mark the wrong letters among these squares, for everyone."""

    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class Reveal:
    """Put the answer in these squares, for everyone."""

    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class Select:
    """A word search's selection, from one letter to another."""

    start: Cell
    end: Cell


Move = Write | Check | Reveal | Select


# --- what the log keeps -------------------------------------------------------------------


@dataclass(frozen=True)
class Joined:
    """A player came in, or changed their name or colour."""

    name: str
    colour: str


@dataclass(frozen=True)
class Written:
    """Squares set to a text ("" clears one); `revealed` when the answer was asked for."""

    cells: tuple[tuple[Cell, str], ...]
    revealed: bool = False


@dataclass(frozen=True)
class Checked:
    """A check of `cells`: the wrong ones are marked until they change."""

    cells: tuple[Cell, ...]
    wrong: tuple[Cell, ...]


@dataclass(frozen=True)
class Found:
    """A hidden word a player found in a word search."""

    word: str
    start: Cell
    end: Cell
    secret: bool = False


Change = Joined | Written | Checked | Found


@dataclass(frozen=True)
class Event:
    """One change to a room, in the server's order (`seq`, from 1), with the move number of
    the player's it answers (their own count; 0 for a join)."""

    seq: int
    at: float  # seconds since the epoch
    player: str
    move: int
    change: Change


def _cells(pairs: Iterable[Iterable[int]]) -> tuple[Cell, ...]:
    return tuple((int(r), int(c)) for r, c in pairs)


def to_row(event: Event) -> Row:
    """The event as the log keeps it: a kind and a JSON body."""
    change = event.change
    body: dict[str, Any]
    if isinstance(change, Joined):
        kind, body = "joined", {"name": change.name, "colour": change.colour}
    elif isinstance(change, Written):
        cells = [[r, c, text] for (r, c), text in change.cells]
        kind, body = "written", {"cells": cells, "revealed": change.revealed}
    elif isinstance(change, Checked):
        kind, body = "checked", {"cells": change.cells, "wrong": change.wrong}
    else:
        kind = "found"
        body = {"word": change.word, "start": change.start, "end": change.end}
        body["secret"] = change.secret
    return Row(event.seq, event.at, event.player, event.move, kind, body)


def from_row(row: Row) -> Event:
    body = row.body
    change: Change
    if row.kind == "joined":
        change = Joined(body["name"], body["colour"])
    elif row.kind == "written":
        cells = tuple(((int(r), int(c)), str(text)) for r, c, text in body["cells"])
        change = Written(cells, bool(body["revealed"]))
    elif row.kind == "checked":
        change = Checked(_cells(body["cells"]), _cells(body["wrong"]))
    else:
        start, end = _cells((body["start"], body["end"]))
        change = Found(body["word"], start, end, bool(body["secret"]))
    return Event(row.seq, row.at, row.player, row.move, change)


# --- the puzzle a room plays --------------------------------------------------------------


@dataclass(frozen=True)
class RoomPuzzle:
    """The puzzle of a room, with the answer its moves are checked against."""

    kind: str  # fill-in, crossword or word search
    title: str
    document: Puzzle | WordSearch
    answer: tuple[str, ...]

    @property
    def search(self) -> WordSearch | None:
        return self.document if isinstance(self.document, WordSearch) else None

    @property
    def grid(self) -> Puzzle:
        if isinstance(self.document, WordSearch):
            raise Refused("a word search has no squares to write in: select a word instead")
        return self.document

    def writable(self, cell: Cell) -> bool:
        """True for a square a player may fill: open, and not given by the puzzle (any of a
        diagramless's, whose blocks the players find)."""
        rows = self.grid.grid.rows
        r, c = cell
        if not (0 <= r < len(rows) and 0 <= c < len(rows[r])):
            return False
        return rows[r][c] == OPEN or (self.finding and rows[r][c] == BLOCK)

    @property
    def finding(self) -> bool:
        """Whether the players find the blocks: a diagramless."""
        return self.grid.kind is Kind.DIAGRAMLESS

    def want(self, cell: Cell) -> str:
        """The answer of a square, a rebus square's in full."""
        return self.grid.rebus.get(cell) or self.answer[cell[0]][cell[1]]


def _printable(ch: str) -> bool:
    return ch.isspace() or unicodedata.category(ch)[0] != "C"


def square_text(text: str) -> str:
    """A square's text as the puzzle's answers are folded: NFC, upper case, no spaces; a
    Refused when it is too long or holds a control character."""
    folded = answer_cell(text)
    if len(folded) > MAX_TEXT:
        raise Refused(f"a square holds at most {MAX_TEXT} letters")
    if not all(map(_printable, folded)):
        raise Refused("a square holds letters, digits or symbols, not control characters")
    return folded


# --- a room: its state, folded from its events --------------------------------------------


@dataclass(frozen=True)
class Player:
    id: str
    name: str
    colour: str


@dataclass(frozen=True)
class FoundWord:
    found: Found
    player: str


@dataclass(frozen=True)
class Finish:
    """How a solved room ended: the time from the first move to the last, and who filled
    (or found) how many squares (or words); revealed squares are nobody's."""

    seconds: float
    by_player: dict[str, int]
    revealed: int


@dataclass
class RoomState:
    """What a room's events add up to."""

    seq: int = 0
    letters: dict[Cell, str] = field(default_factory=dict)  # the players' squares
    filled_by: dict[Cell, str] = field(default_factory=dict)  # who wrote each square
    revealed: set[Cell] = field(default_factory=set)
    wrong: set[Cell] = field(default_factory=set)  # marked by a check, until changed
    found: list[FoundWord] = field(default_factory=list)
    players: dict[str, Player] = field(default_factory=dict)
    last_move: dict[str, int] = field(default_factory=dict)  # each player's, acknowledged
    started: float | None = None  # the first move's time
    finished: float | None = None

    def apply(self, event: Event) -> None:
        change = event.change
        self.seq = event.seq
        if event.move:
            self.last_move[event.player] = event.move
            if self.started is None:
                self.started = event.at
        if isinstance(change, Joined):
            self.players[event.player] = Player(event.player, change.name, change.colour)
        elif isinstance(change, Written):
            for cell, text in change.cells:
                self.wrong.discard(cell)
                if text:
                    self.letters[cell] = text
                    self.filled_by[cell] = event.player
                else:
                    self.letters.pop(cell, None)
                    self.filled_by.pop(cell, None)
                if change.revealed:
                    self.revealed.add(cell)
                else:
                    self.revealed.discard(cell)
        elif isinstance(change, Checked):
            self.wrong.update(change.wrong)
        else:
            self.found.append(FoundWord(change, event.player))


class Room:
    """One room: its record, its puzzle, and its state, kept in step with its log."""

    def __init__(
        self,
        record: RoomRecord,
        puzzle: RoomPuzzle,
        log: RoomLog,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.record = record
        self.puzzle = puzzle
        self.log = log
        self.clock = clock
        self.state = RoomState()
        # Each player's last move answered since the room was opened (see `answered`).
        self._answered: dict[str, int] = {}
        # The squares the players must fill: open in the puzzle, and in some word.
        self._to_fill = 0
        if puzzle.search is None:
            rows = puzzle.grid.grid.rows
            self._to_fill = sum(
                ch == OPEN and want != OPEN
                for row, answer_row in zip(rows, puzzle.answer, strict=True)
                for ch, want in zip(row, answer_row, strict=True)
            )
        for row in log.events(record.room):
            self._fold(from_row(row))
        # The players the log knew when the room was opened: after a restart, their pages'
        # counts may be ahead of the log's (see `_next`).
        self._known_before = frozenset(self.state.players)

    @property
    def id(self) -> str:
        return self.record.room

    @property
    def token(self) -> str:
        """The room's token, which its join link carries: it opens this room only."""
        return self.log.token("room", self.id, size=ROOM_TOKEN_BYTES)

    def secret(self, player: str) -> str:
        """The secret the room gives a player's page: it alone lets a socket act for them."""
        return self.log.token("player", self.id, player, size=SECRET_BYTES)

    def join(
        self, player: str | None, secret: str = "", name: str = "", colour: str = ""
    ) -> tuple[str, Event | None]:
        """A player in: `player` and `secret` are the id and secret the room gave them
        before (a reload, a reconnect). An id is a name, not a credential: without its
        secret (or with None) it is someone new, with an id of their own. Gives their id,
        and the Joined event when their name or colour is new to the room."""
        if player is None or not self._holds(player, secret):
            player = secrets.token_urlsafe(PLAYER_ID_BYTES)
        return player, self.rename(player, name, colour)

    def _holds(self, player: str, secret: str) -> bool:
        """Whether `secret` is the secret of `player`, a player of the room."""
        given, own = secret.encode("utf-8", "replace"), self.secret(player).encode()
        return player in self.state.players and hmac.compare_digest(given, own)

    def rename(self, player: str, name: str = "", colour: str = "") -> Event | None:
        """A player's new name or colour (their own, or the next of the room's when ""),
        as a Joined event; None when nothing changes."""
        known = self.state.players.get(player)
        name = " ".join("".join(ch for ch in name if _printable(ch)).split())[:MAX_NAME] or (
            known.name if known else f"Player {len(self.state.players) + 1}"
        )
        if not COLOUR.fullmatch(colour):
            colour = known.colour if known else COLOURS[len(self.state.players) % len(COLOURS)]
        if known is not None and (known.name, known.colour) == (name, colour.lower()):
            return None
        return self._append(player, 0, Joined(name, colour.lower()))

    def answered(self, player: str) -> int:
        """The number of the player's last move the room has answered (with an event, or
        without one: a move that changed nothing or was refused)."""
        return max(self._answered.get(player, 0), self.state.last_move.get(player, 0))

    def move(self, player: str, number: int, move: Move) -> Event | None:
        """The event a player's move makes, appended to the log; None when it changes
        nothing (a letter written over itself, or a move already taken, sent again after a
        reconnect). Raises Refused with the reason when the room can't take it."""
        if not self._next(player, number):
            return None  # taken already: its event reached the log before the connection broke
        try:
            if self.state.finished is not None:
                raise Refused("the puzzle is solved: nothing more to play")
            change = self._change(move)
        except Refused:
            self._answered[player] = number
            raise
        event = None if change is None else self._append(player, number, change)
        self._answered[player] = number
        return event

    def turn_away(self, player: str, number: int, why: str) -> None:
        """A move the door refuses without playing it (too many at once): answered with
        `why` (Refused), in its place among the player's moves; nothing when answered
        before."""
        if self._next(player, number):
            self._answered[player] = number
            raise Refused(why)

    def _next(self, player: str, number: int) -> bool:
        """True for the player's next move, False for one answered before; Refused for a
        stranger or a number that skips ahead."""
        if player not in self.state.players:
            raise Refused("join the room first")
        last = self.answered(player)
        if number <= last:
            return False
        # Moves answered without an event are not logged: after a restart, the page of a
        # player the log knew may be ahead of the log's count by those, once. A player who
        # joined since counts from 1.
        restarted = player in self._known_before and player not in self._answered
        ahead = MOVES_AHEAD if restarted else 1
        if number > last + ahead:
            raise Refused(f"move {number} skips ahead: your last move was {last}")
        return True

    def _change(self, move: Move) -> Change | None:
        if isinstance(move, Select):
            return self._found(move)
        puzzle = self.puzzle
        if isinstance(move, Write):
            for cell, _ in move.cells:
                if not puzzle.writable(cell):
                    r, c = cell
                    raise Refused(f"row {r + 1}, column {c + 1} is not a square to fill")
            texts = {cell: square_text(text) for cell, text in move.cells}
            letters = self.state.letters
            cells = tuple((cell, t) for cell, t in texts.items() if letters.get(cell, "") != t)
            return Written(cells) if cells else None
        # A check or a reveal of a word or the whole grid passes over its given squares.
        scope = tuple(cell for cell in dict.fromkeys(move.cells) if puzzle.writable(cell))
        if not scope:
            return None
        if isinstance(move, Reveal):
            return Written(tuple((cell, puzzle.want(cell)) for cell in scope), revealed=True)
        wrong = self._verdict()[1]
        return Checked(scope, tuple(cell for cell in scope if cell in wrong))

    def _found(self, move: Select) -> Found:
        search = self.puzzle.search
        if search is None:
            raise Refused("only a word search has words to select")
        hit = word_between(search, move.start, move.end)
        if hit is None:
            raise Refused("That is not one of the words.")
        placement, secret = hit
        if any(f.found.word == placement.word for f in self.state.found):
            raise Refused(f"{placement.word} is found already.")
        return Found(placement.word, move.start, move.end, secret)

    def _append(self, player: str, number: int, change: Change) -> Event:
        event = Event(self.state.seq + 1, self.clock(), player, number, change)
        self.log.append(self.id, to_row(event))  # committed before anyone hears of it
        self._fold(event)
        return event

    def _fold(self, event: Event) -> None:
        self.state.apply(event)
        if self.state.finished is None and self._solved():
            self.state.finished = event.at

    # --- the grid against the answer ---------------------------------------------------

    def _rows(self) -> tuple[list[str], dict[Cell, str]]:
        """The grid as `check_grid` reads it (one letter a square, a rebus square's first),
        and the squares that hold more than one letter."""
        shown = self.puzzle.grid.grid.rows
        if self.puzzle.finding:  # the players' blocks are theirs: the puzzle's are hidden
            shown = tuple(row.replace(BLOCK, OPEN) for row in shown)
        rows = [list(row) for row in shown]
        typed: dict[Cell, str] = {}
        for (r, c), text in self.state.letters.items():
            single = (len(text) == 1 and is_letter(text)) or text == BLOCK
            rows[r][c] = text if single else stand_in(text)
            if not single:
                typed[r, c] = text
        return ["".join(row) for row in rows], typed

    def _verdict(self) -> tuple[bool, set[Cell]]:
        """Whether the grid is solved (the independent checker accepts it, every rebus
        square whole), and else the filled squares that differ from the answer."""
        rows, typed = self._rows()
        done = check_grid(self.puzzle.grid, self.puzzle.answer, rows)
        rebus = rebus_wrong(self.puzzle.grid, rows, typed)
        return done.solved and not rebus, set(done.wrong) | rebus

    def _solved(self) -> bool:
        search = self.puzzle.search
        if search is not None:
            found = {f.found.word for f in self.state.found}
            return all(p.word in found for p in search.placements)
        if len(self.state.letters) < self._to_fill:  # the usual case, and cheap
            return False
        return self._verdict()[0]

    def finish(self) -> Finish | None:
        """The time and who filled what, once the room is solved."""
        state = self.state
        if state.finished is None:
            return None
        by_player: dict[str, int] = {}
        if self.puzzle.search is not None:
            for f in state.found:
                by_player[f.player] = by_player.get(f.player, 0) + 1
        else:
            for cell, player in state.filled_by.items():
                if cell not in state.revealed:
                    by_player[player] = by_player.get(player, 0) + 1
        seconds = state.finished - (state.started or state.finished)
        return Finish(seconds, by_player, len(state.revealed))


# --- the rooms of a served folder ---------------------------------------------------------


class Rooms:
    """The rooms of one served folder, kept in the log in `path` (`rooms.sqlite` in the data
    folder by default), opened when first needed; and the folder's share token."""

    def __init__(self, folder: Path, path: Path | None = None) -> None:
        self.folder = str(folder.resolve())
        self.path = path
        self._log: RoomLog | None = None
        self._open: dict[str, Room] = {}

    @property
    def log(self) -> RoomLog:
        if self._log is None:
            if self.path is None:
                from wordgrid.app.room_log import ROOMS_FILE
                from wordgrid.places import data_folder

                self.path = data_folder() / ROOMS_FILE
            self._log = RoomLog(self.path)
        return self._log

    def share_token(self) -> str:
        """The folder's share token: the same across restarts. LogUnavailable when the data
        folder can't keep the log and its key."""
        return self.log.token("share", self.folder, size=SHARE_TOKEN_BYTES)

    def create(self, puzzle_id: str, puzzle: RoomPuzzle) -> Room:
        """A new room playing `puzzle` (the folder's `puzzle_id`)."""
        record = self.log.add_room(
            self.folder,
            puzzle_id,
            puzzle.kind,
            puzzle.title,
            dumps(puzzle.document, "json"),
            puzzle.answer,
        )
        room = Room(record, puzzle, self.log)
        self._open[record.room] = room
        return room

    def get(self, room_id: str) -> Room | None:
        """The room, replayed from the log the first time it is asked for; None when the
        folder has no such room."""
        room = self._open.get(room_id)
        if room is None:
            record = self.log.room(self.folder, room_id)
            if record is None:
                return None
            room = Room(record, _puzzle_of(record), self.log)
            self._open[room_id] = room
        return room

    def token_of(self, room_id: str) -> str:
        """The token of the room `room_id` (worked out, not looked up: a room that does not
        exist has one too, which no one was given)."""
        return self.log.token("room", room_id, size=ROOM_TOKEN_BYTES)

    def close(self) -> None:
        if self._log is not None:
            self._log.close()
            self._log = None
        self._open.clear()


def _puzzle_of(record: RoomRecord) -> RoomPuzzle:
    """The puzzle a room keeps, read back through the formats door."""
    doc = parse(record.document, f"{record.puzzle}.json")
    if not isinstance(doc, Puzzle | WordSearch):
        raise LogUnavailable(f"room {record.room}: its puzzle can't be read back")
    return RoomPuzzle(record.kind, record.title, doc, record.answer)
