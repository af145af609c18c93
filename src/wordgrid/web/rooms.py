"""Play together: the rooms' routes and their WebSocket.

`POST /api/rooms` opens a room on a puzzle of the library; its join link opens the shared
puzzle. Each player's page keeps a WebSocket (`/api/rooms/{room}/socket`) whose messages
are `room_protocol`'s models. This layer only moves messages: the room (`app.rooms`)
validates each move against the puzzle, appends it to the log and folds it in; the hub
sends the event to every player of the room, the mover included (their acknowledgement),
in the log's order.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import dataclass, field
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request
from pydantic import Field, StrictStr, ValidationError
from starlette.responses import Response
from starlette.websockets import WebSocket, WebSocketDisconnect

from wordgrid.app.room_log import LogUnavailable
from wordgrid.app.rooms import (
    Check,
    Checked,
    Event,
    Found,
    Joined,
    Move,
    Refused,
    Reveal,
    Room,
    RoomPuzzle,
    Rooms,
    Select,
    Write,
    Written,
)
from wordgrid.model import Cell
from wordgrid.web.catalog import CROSSWORD, FILL_IN, WORD_SEARCH
from wordgrid.web.context import Context, context
from wordgrid.web.documents import PlayablePuzzle
from wordgrid.web.entries import Entry
from wordgrid.web.http import ERRORS, NOT_FOUND, HttpError
from wordgrid.web.limits import Client, Clients, Limits, client_of
from wordgrid.web.models import Answer, Strict
from wordgrid.web.play import library_entry, pdf_of, player_view
from wordgrid.web.room_protocol import (
    CLIENT_MESSAGE,
    AckMessage,
    CheckedMessage,
    CheckMessage,
    CursorMessage,
    ErrorMessage,
    Filled,
    FilledSquare,
    FinishedInfo,
    FinishedMessage,
    FoundInfo,
    FoundMessage,
    Hello,
    JoinedMessage,
    NameMessage,
    PlayerInfo,
    PresenceMessage,
    RevealMessage,
    SelectMessage,
    ServerMessage,
    Square,
    Welcome,
    WriteMessage,
    WrittenMessage,
)
from wordgrid.web.share import Share, qr_svg, refuse, room_link

router = APIRouter(prefix="/api", tags=["rooms"], responses={**ERRORS, **NOT_FOUND})
HELLO_SECONDS = 10.0  # a socket that has not said who it is by then is closed
# Messages waiting for a player who reads none: past this they are dropped, and the page
# catches up from the log when it comes back.
OUTBOX = 1000
PLAYABLE = (FILL_IN, CROSSWORD, WORD_SEARCH)
# WebSocket close codes (RFC 6455): a message breaks the protocol; one too big; the server
# failed; come back later.
POLICY, TOO_BIG, SERVER_ERROR, TRY_AGAIN = 1008, 1009, 1011, 1013
# Seconds a client with every socket it may have open waits before it tries another.
SOCKETS_RETRY = 5
Server = Annotated[Context, Depends(context)]


# --- the players' connections -------------------------------------------------------------


@dataclass(eq=False)
class Seat:
    """One player's WebSocket in a room, and the messages waiting to go to it."""

    socket: WebSocket
    player: str
    outbox: asyncio.Queue[str] = field(default_factory=asyncio.Queue)
    cursor: PresenceMessage | None = None
    behind: bool = False  # OUTBOX messages wait: the rest are dropped, the socket closed

    def put(self, text: str) -> None:
        if self.behind:
            return
        if self.outbox.qsize() >= OUTBOX:  # a player who reads nothing: they catch up later
            self.behind = True
            text = ""  # the writer closes the socket on this
        self.outbox.put_nowait(text)

    async def write(self) -> None:
        """Sends the outbox in order until the socket closes."""
        while True:
            text = await self.outbox.get()
            if not text:
                await self.socket.close(TRY_AGAIN, "too far behind: reconnect")
                return
            await self.socket.send_text(text)


class Hub:
    """The open rooms' seats, and the limits on each client."""

    def __init__(self, rooms: Rooms, limits: Limits, share: Share | None) -> None:
        self.rooms = rooms
        self.limits = limits
        self.clients = Clients(limits)
        self.share = share
        self.seats: dict[str, list[Seat]] = {}

    def room(self, room_id: str) -> Room | None:
        try:
            return self.rooms.get(room_id)
        except LogUnavailable as e:
            raise HttpError(503, f"rooms are off: {e}") from None

    def room_token(self, room_id: str) -> str | None:
        """The room's token (the share guard asks), None when the log is off."""
        try:
            return self.rooms.token_of(room_id)
        except LogUnavailable:
            return None

    def join_url(self, request: Request, room: Room) -> str:
        base = self.share.base if self.share else str(request.base_url)
        return room_link(base, room.id, room.token)

    def send(self, room: Room, message: ServerMessage, but: Seat | None = None) -> None:
        """Sends a message to every seat of the room (but one), serialized once."""
        text = message.model_dump_json(by_alias=True)
        for seat in self.seats.get(room.id, ()):
            if seat is not but:
                seat.put(text)

    def online(self, room: Room) -> dict[str, Seat]:
        return {seat.player: seat for seat in self.seats.get(room.id, ())}

    def close(self) -> None:
        self.rooms.close()


def hub_of(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


HubDep = Annotated[Hub, Depends(hub_of)]


# --- the HTTP routes ----------------------------------------------------------------------


class NewRoom(Strict):
    puzzle: StrictStr = Field(description="the puzzle's id, from GET /api/puzzles")


class RoomLink(Answer):
    """A new room, and the link that lets a player in: to that room only."""

    room: str
    join_url: str = Field(description="the room's page, with the room's token")
    puzzle: str
    title: str


class RoomView(RoomLink):
    """A room's puzzle as its players see it (GET /api/puzzles/{id}'s answer), its link
    and the link as a QR code."""

    kind: str
    qr: str = Field(description="the join link as a QR code: an SVG data URI")
    document: PlayablePuzzle


class ShareInfo(Answer):
    """Whether the server is shared on the network, and its link (for the host)."""

    shared: bool
    making: bool = Field(description="whether the make page's work is open")
    link: str | None = None
    qr: str | None = Field(None, description="the link as a QR code: an SVG data URI")


def _entry_of(room: Room) -> Entry:
    puzzle = room.puzzle
    return Entry(room.record.puzzle, puzzle.kind, puzzle.document, puzzle.answer)


def _room(hub: Hub, room_id: str) -> Room:
    room = hub.room(room_id)
    if room is None:
        raise HttpError(404, f"no room {room_id[:40]!r}: the link may be from another server")
    return room


@router.post("/rooms", summary="Open a room to play a puzzle together")
async def open_room(asked: NewRoom, request: Request, server: Server, hub: HubDep) -> RoomLink:
    """A room playing the puzzle `puzzle`: whoever opens its `join_url` plays the same
    grid, and sees the other players' letters and cursors as they move."""
    entry = await library_entry(server, asked.puzzle)
    if entry.kind not in PLAYABLE:
        raise HttpError(422, f"a {entry.kind} can't be played together yet")
    puzzle = RoomPuzzle(entry.kind, entry.title, entry.document, entry.answer)
    try:
        room = hub.rooms.create(entry.id, puzzle)
    except LogUnavailable as e:
        raise HttpError(503, f"rooms are off: {e}") from None
    join_url = hub.join_url(request, room)
    return RoomLink(room=room.id, join_url=join_url, puzzle=entry.id, title=entry.title)


@router.get(
    "/rooms/{room_id}",
    summary="A room's puzzle and its join link",
    response_model=RoomView,
    response_model_exclude_unset=True,  # the puzzle's fields as GET /api/puzzles/{id} has them
)
async def get_room(room_id: str, request: Request, hub: HubDep) -> RoomView:
    room = _room(hub, room_id)
    join_url = hub.join_url(request, room)
    return RoomView(
        room=room.id,
        join_url=join_url,
        puzzle=room.record.puzzle,
        title=room.puzzle.title,
        kind=room.puzzle.kind,
        qr=qr_svg(join_url),
        document=player_view(_entry_of(room)),
    )


@router.get(
    "/rooms/{room_id}/pdf",
    summary="A room's puzzle, printed",
    response_class=Response,
    responses={200: {"content": {"application/pdf": {}}}},
)
async def print_room(room_id: str, server: Server, hub: HubDep) -> Response:
    entry = _entry_of(_room(hub, room_id))
    data = await server.engine.run(lambda _budget: pdf_of(entry))
    return Response(data, media_type="application/pdf")


@router.get("/share", summary="Whether the server is shared, and its link")
async def share_info(hub: HubDep) -> ShareInfo:
    share = hub.share
    if share is None:
        return ShareInfo(shared=False, making=True, qr=None)
    return ShareInfo(shared=True, making=share.making, link=share.link, qr=qr_svg(share.link))


# --- the WebSocket ------------------------------------------------------------------------


@router.websocket("/rooms/{room_id}/socket")
async def room_socket(websocket: WebSocket, room_id: str) -> None:
    """A player in a room: hello, welcome, then moves in and events out (room_protocol)."""
    hub: Hub = websocket.app.state.hub
    client = hub.clients[client_of(websocket.scope)]
    scope, receive, send = websocket.scope, websocket.receive, websocket.send
    busy = client.sockets >= hub.limits.sockets
    if busy or not client.connects.take():
        wait = SOCKETS_RETRY if busy else client.connects.wait()
        why = "too many connections open" if busy else "too many connections opened"
        await refuse(scope, receive, send, 429, why, {"retry-after": str(wait)})
        return
    try:
        room = _room(hub, room_id)
    except HttpError as e:
        await refuse(scope, receive, send, e.status, e.message)
        return
    await websocket.accept()
    client.sockets += 1
    try:
        await _play(hub, room, websocket, client)
    except WebSocketDisconnect:
        pass
    except TimeoutError:
        await _close(websocket, POLICY, f"no hello in {HELLO_SECONDS:g} s")
    except LogUnavailable as e:  # the data folder failed under us: nothing more is kept
        await _close(websocket, SERVER_ERROR, str(e)[:120])
    finally:
        client.sockets -= 1


async def _close(websocket: WebSocket, code: int, reason: str) -> None:
    """A close frame with why, unless the socket is closed already."""
    with contextlib.suppress(RuntimeError, WebSocketDisconnect):
        await websocket.close(code, reason)


async def _play(hub: Hub, room: Room, websocket: WebSocket, client: Client) -> None:
    hello = await asyncio.wait_for(_hello(websocket), HELLO_SECONDS)
    if hello is None:
        return
    player, joined = room.join(hello.player, hello.secret, hello.name, hello.colour)
    seat = Seat(websocket, player)
    writer = asyncio.create_task(seat.write())
    seats = hub.seats.setdefault(room.id, [])
    seats.append(seat)
    try:
        seat.put(welcome(hub, room, player).model_dump_json(by_alias=True))
        if joined is not None:
            hub.send(room, event_message(joined), but=seat)
        hub.send(room, PresenceMessage(player=player, online=True), but=seat)
        while True:
            message = await websocket.receive()
            if message["type"] == "websocket.disconnect":
                return
            text = message.get("text")
            if text is None:
                seat.put(ErrorMessage(error="messages are JSON text").model_dump_json())
            elif len(text) > hub.limits.message_bytes:
                await websocket.close(TOO_BIG, "message too big")
                return
            else:
                _take(hub, room, seat, client, text)
    finally:
        seats.remove(seat)
        if not seats:
            del hub.seats[room.id]
        writer.cancel()
        if player not in hub.online(room):
            hub.send(room, PresenceMessage(player=player, online=False))


async def _hello(websocket: WebSocket) -> Hello | None:
    """The first message, a hello; None, once the player is told what is wrong with it (a
    hello's bad field by its path, as for any message) and the socket is closed."""
    text = await websocket.receive_text()
    reason = error = "say hello first"
    try:
        message = CLIENT_MESSAGE.validate_json(text)
    except ValidationError as e:
        message = None
        if e.errors()[0].get("loc", ())[:1] == ("hello",):  # a hello, with a field wrong
            reason, error = "bad hello", _problem(e)
    if not isinstance(message, Hello):
        await websocket.send_text(ErrorMessage(error=error).model_dump_json())
        await websocket.close(POLICY, reason)
        return None
    return message


def _take(hub: Hub, room: Room, seat: Seat, client: Client, text: str) -> None:
    """One message from a player: a move becomes an event for everyone, or an ack for
    them; a cursor goes to the others."""
    try:
        message = CLIENT_MESSAGE.validate_json(text)
    except ValidationError as e:
        seat.put(ErrorMessage(error=_problem(e)).model_dump_json())
        return
    if isinstance(message, CursorMessage):
        if client.cursors.take():
            cells = [(r, c) for r, c in message.cells]
            seat.cursor = PresenceMessage(
                player=seat.player, online=True, row=message.row, col=message.col, cells=cells
            )
            hub.send(room, seat.cursor, but=seat)
        return
    if isinstance(message, NameMessage):
        renamed = room.rename(seat.player, message.name, message.colour)
        if renamed is not None:
            hub.send(room, event_message(renamed))
        return
    if isinstance(message, Hello):
        seat.put(ErrorMessage(error="hello comes once, first").model_dump_json())
        return
    try:
        if client.moves.take():
            event = room.move(seat.player, message.move, _move(message))
        else:  # in its place among the player's moves, so the next one follows on
            room.turn_away(seat.player, message.move, "too many moves: slow down")
            event = None
    except Refused as e:
        seat.put(AckMessage(move=message.move, error=str(e)).model_dump_json())
        return
    if event is None:
        seat.put(AckMessage(move=message.move).model_dump_json())
        return
    hub.send(room, event_message(event))
    if room.state.finished == event.at:
        hub.send(room, FinishedMessage(**finished_info(room).model_dump()))


def _problem(error: ValidationError) -> str:
    """The first thing wrong with a message, named by its path: `write.cells.0.row: …`."""
    problem = error.errors()[0]
    where = ".".join(str(p) for p in problem.get("loc", ()))
    if problem.get("type") == "extra_forbidden":
        kind, _, field = where.rpartition(".")
        return f"{kind}: no field {field!r} in this message" if kind else f"no field {field!r}"
    return f"{where}: {problem.get('msg', 'not valid')}" if where else problem.get("msg", "")


def _cell(pair: tuple[int, int]) -> Cell:
    return pair[0] - 1, pair[1] - 1


def _move(message: WriteMessage | CheckMessage | RevealMessage | SelectMessage) -> Move:
    """A move message as the room's move, rows and columns from 0."""
    if isinstance(message, WriteMessage):
        return Write(tuple(((s.row - 1, s.col - 1), s.text) for s in message.cells))
    if isinstance(message, SelectMessage):
        return Select(_cell(message.from_), _cell(message.to))
    cells = tuple(_cell(pair) for pair in message.cells)
    return Check(cells) if isinstance(message, CheckMessage) else Reveal(cells)


# --- the server's messages ----------------------------------------------------------------


def _pair(cell: Cell) -> tuple[int, int]:
    return cell[0] + 1, cell[1] + 1


def event_message(event: Event) -> ServerMessage:
    """An event of the log, as the players hear of it."""
    head: dict[str, Any] = {
        "seq": event.seq,
        "at": event.at,
        "player": event.player,
        "move": event.move,
    }
    change = event.change
    if isinstance(change, Joined):
        return JoinedMessage(**head, name=change.name, colour=change.colour)
    if isinstance(change, Written):
        squares = [Square(row=r + 1, col=c + 1, text=text) for (r, c), text in change.cells]
        return WrittenMessage(**head, cells=squares, revealed=change.revealed)
    if isinstance(change, Checked):
        cells = [_pair(cell) for cell in change.cells]
        return CheckedMessage(**head, cells=cells, wrong=[_pair(cell) for cell in change.wrong])
    assert isinstance(change, Found)
    return FoundMessage(
        **head,
        word=change.word,
        from_=_pair(change.start),
        to=_pair(change.end),
        secret=change.secret,
    )


def finished_info(room: Room) -> FinishedInfo:
    finish = room.finish()
    assert finish is not None
    players = room.state.players
    by = [
        Filled(player=p, name=players[p].name if p in players else "", count=n)
        for p, n in sorted(finish.by_player.items(), key=lambda pair: -pair[1])
    ]
    return FinishedInfo(seconds=finish.seconds, by=by, revealed=finish.revealed)


def welcome(hub: Hub, room: Room, player: str) -> Welcome:
    """The room as it is now, for a player coming in."""
    state = room.state
    online = hub.online(room)
    players = []
    for p in state.players.values():
        seat = online.get(p.id)
        cursor = seat.cursor if seat else None
        players.append(
            PlayerInfo(
                id=p.id,
                name=p.name,
                colour=p.colour,
                online=seat is not None,
                row=cursor.row if cursor else None,
                col=cursor.col if cursor else None,
                cells=cursor.cells if cursor else [],
            )
        )
    squares = [
        FilledSquare(
            row=r + 1,
            col=c + 1,
            text=text,
            by=state.filled_by.get((r, c), ""),
            revealed=(r, c) in state.revealed,
        )
        for (r, c), text in sorted(state.letters.items())
    ]
    found = [
        FoundInfo(
            word=f.found.word,
            from_=_pair(f.found.start),
            to=_pair(f.found.end),
            secret=f.found.secret,
            by=f.player,
        )
        for f in state.found
    ]
    return Welcome(
        you=player,
        secret=room.secret(player),
        seq=state.seq,
        last_move=room.answered(player),
        now=time.time(),
        started=state.started,
        squares=squares,
        wrong=sorted(_pair(cell) for cell in state.wrong),
        found=found,
        players=players,
        finished=finished_info(room) if state.finished is not None else None,
    )
