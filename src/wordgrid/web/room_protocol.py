"""The messages of a room's WebSocket (`/api/rooms/{room}/socket`), as pydantic models.

Every message is a JSON object with a `type`. A client's message is parsed into one of
`ClientMessage`'s models at the boundary, strictly: "5" is not 5, and a field the message
does not have is an error, not ignored. The server's are built from these models and sent
as JSON. Rows and columns count from 1. docs/serve.md lists them.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictInt,
    StrictStr,
    StringConstraints,
    TypeAdapter,
)

from wordgrid.app.rooms import MAX_NAME, MAX_TEXT
from wordgrid.web.models import Answer, CellPair

# Squares one move names: a 30x30 grid cleared or revealed at once.
MAX_CELLS = 900
# A cursor's word: the longest slot of the largest grid.
MAX_WORD = 30

# A count a page's JavaScript holds exactly (2**53), and SQLite's integers too.
MAX_MOVE = 2**53
# Rows and columns a message may name: past any grid (the app layer checks the puzzle's).
MAX_LINE = 1000

Move = Annotated[
    StrictInt, Field(ge=1, le=MAX_MOVE, description="the player's own count of their moves")
]
Line = Annotated[StrictInt, Field(ge=1, le=MAX_LINE)]
PlayerId = Annotated[StrictStr, StringConstraints(max_length=40)]
Secret = Annotated[StrictStr, StringConstraints(max_length=64)]
Name = Annotated[StrictStr, StringConstraints(max_length=MAX_NAME * 4)]
Colour = Annotated[StrictStr, StringConstraints(pattern=r"^(#[0-9a-fA-F]{6})?$")]


class Message(BaseModel):
    """A client's message, or a part of one: strict types, and no field of its own."""

    model_config = ConfigDict(extra="forbid")


class Square(Message):
    """A square and its text: "" clears it, several letters make a rebus square."""

    row: Line
    col: Line
    text: Annotated[StrictStr, StringConstraints(max_length=MAX_TEXT * 4)]


# --- what a client sends ------------------------------------------------------------------


class Hello(Message):
    """The first message: who is coming in. `player` and `secret` are the id and the secret
    the server gave this tab before (a reload or a reconnect keeps its colour and its
    moves): an id without its secret comes in as someone new. Name and colour are
    optional."""

    type: Literal["hello"]
    player: PlayerId | None = None
    secret: Secret = ""
    name: Name = ""
    colour: Colour = ""


class WriteMessage(Message):
    """Letters typed or cleared."""

    type: Literal["write"]
    move: Move
    cells: Annotated[list[Square], Field(min_length=1, max_length=MAX_CELLS)]


class CheckMessage(Message):
    """Mark the wrong letters among these squares, for everyone."""

    type: Literal["check"]
    move: Move
    cells: Annotated[list[CellPair], Field(min_length=1, max_length=MAX_CELLS)]


class RevealMessage(Message):
    """Put the answer in these squares, for everyone."""

    type: Literal["reveal"]
    move: Move
    cells: Annotated[list[CellPair], Field(min_length=1, max_length=MAX_CELLS)]


class SelectMessage(Message):
    """A word search: the letters from `from` to `to` are a word, the player thinks."""

    type: Literal["select"]
    move: Move
    from_: CellPair = Field(alias="from")
    to: CellPair


class CursorMessage(Message):
    """Where this player's cursor is, and the squares of the word they have selected."""

    type: Literal["cursor"]
    row: Line
    col: Line
    cells: Annotated[list[CellPair], Field(max_length=MAX_WORD)] = []


class NameMessage(Message):
    """A new name or colour for this player."""

    type: Literal["name"]
    name: Name = ""
    colour: Colour = ""


ClientMessage = Annotated[
    Hello
    | WriteMessage
    | CheckMessage
    | RevealMessage
    | SelectMessage
    | CursorMessage
    | NameMessage,
    Field(discriminator="type"),
]
CLIENT_MESSAGE: TypeAdapter[ClientMessage] = TypeAdapter(ClientMessage)


# --- what the server sends ----------------------------------------------------------------


class PlayerInfo(Answer):
    id: str
    name: str
    colour: str = Field(description="#rrggbb")
    online: bool
    row: int | None = Field(None, description="the cursor's square, while online")
    col: int | None = None
    cells: list[CellPair] = Field([], description="the squares of the selected word")


class FilledSquare(Answer):
    row: int
    col: int
    text: str
    by: str = Field(description="the player who wrote it")
    revealed: bool = False


class FoundInfo(Answer):
    word: str
    from_: CellPair = Field(serialization_alias="from")
    to: CellPair
    secret: bool
    by: str


class Filled(Answer):
    """Who filled (or found) how many squares (or words)."""

    player: str
    name: str
    count: int


class FinishedInfo(Answer):
    """A solved room: the time from the first move to the last, and who filled what."""

    seconds: float
    by: list[Filled] = Field(description="most first; revealed squares are nobody's")
    revealed: int


class Welcome(Answer):
    """The answer to hello: the room as it is now (its log replayed), and who you are.
    Your moves numbered up to `last_move` are in it; send again any later ones."""

    type: Literal["welcome"] = "welcome"
    you: str
    secret: str = Field(description="yours alone: send it with `you` in a later hello")
    seq: int = Field(description="the number of the room's latest event")
    last_move: int
    now: float = Field(description="the server's clock, seconds since 1970")
    started: float | None = Field(description="when the first move was made")
    squares: list[FilledSquare]
    wrong: list[CellPair] = Field(description="squares a check marked, until they change")
    found: list[FoundInfo]
    players: list[PlayerInfo]
    finished: FinishedInfo | None = None


class EventBase(Answer):
    seq: int = Field(description="the event's place in the server's order, from 1")
    at: float
    player: str
    move: int = Field(description="the player's move this answers; 0 for none")


class JoinedMessage(EventBase):
    type: Literal["joined"] = "joined"
    name: str
    colour: str


class WrittenMessage(EventBase):
    type: Literal["written"] = "written"
    cells: list[Square]
    revealed: bool


class CheckedMessage(EventBase):
    type: Literal["checked"] = "checked"
    cells: list[CellPair] = Field(description="the squares checked")
    wrong: list[CellPair]


class FoundMessage(EventBase):
    type: Literal["found"] = "found"
    word: str
    from_: CellPair = Field(serialization_alias="from")
    to: CellPair
    secret: bool


class PresenceMessage(Answer):
    """Another player's cursor moved, or they came or went."""

    type: Literal["presence"] = "presence"
    player: str
    online: bool
    row: int | None = None
    col: int | None = None
    cells: list[CellPair] = []


class AckMessage(Answer):
    """A move that made no event: it changed nothing, was taken before, or was refused
    (`error` says why). Your moves up to `move` are all answered."""

    type: Literal["ack"] = "ack"
    move: int
    error: str | None = None


class FinishedMessage(FinishedInfo):
    type: Literal["finished"] = "finished"


class ErrorMessage(Answer):
    """A message the server can't read, and why."""

    type: Literal["error"] = "error"
    error: str


ServerMessage = (
    Welcome
    | JoinedMessage
    | WrittenMessage
    | CheckedMessage
    | FoundMessage
    | PresenceMessage
    | AckMessage
    | FinishedMessage
    | ErrorMessage
)
