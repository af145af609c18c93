"""Rooms over HTTP and the WebSocket, in process: the routes, the protocol's messages, and
the guard of a shared server (tokens, cookies, limits, Host and Origin)."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient, WebSocketDenialResponse
from starlette.websockets import WebSocketDisconnect

from tests.web.conftest import CROSSWORD, FILL_IN, WORD_SEARCH, indexed
from tests.web.openapi import CheckedClient
from wordgrid.web.app import create_app
from wordgrid.web.limits import Limits, Rate
from wordgrid.web.room_protocol import CLIENT_MESSAGE, ServerMessage
from wordgrid.web.share import Share

TOKEN = "host-token-for-the-tests-0123456789"
SHARE = Share("http://192.0.2.7:8765/", TOKEN)
WS = "ws://192.0.2.7:8765"  # the shared server's WebSocket address in the tests
SERVER_MESSAGES: Any = None


def server_message(text: str) -> dict[str, Any]:
    """A message from the server, checked against the protocol's models."""
    from pydantic import TypeAdapter

    global SERVER_MESSAGES
    if SERVER_MESSAGES is None:
        SERVER_MESSAGES = TypeAdapter(ServerMessage)
    body: dict[str, Any] = json.loads(text)
    SERVER_MESSAGES.validate_python({**body, "from_": body.get("from")} if "from" in body else body)
    return body


def receive(ws: Any, kind: str) -> dict[str, Any]:
    """The next message of type `kind`, past any others (presence, joins)."""
    for _ in range(20):
        message = server_message(ws.receive_text())
        if message["type"] == kind:
            return message
    raise AssertionError(f"no {kind} message in 20")


def hello(ws: Any, **fields: Any) -> dict[str, Any]:
    ws.send_json({"type": "hello", **fields})
    return receive(ws, "welcome")


@pytest.fixture(scope="module")
def rooms_client(library: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    log = tmp_path_factory.mktemp("rooms") / "rooms.sqlite"
    with CheckedClient(create_app(library, rooms_log=log), raise_server_exceptions=False) as c:
        yield indexed(c)


def new_room(client: TestClient, puzzle: str = CROSSWORD, **kwargs: Any) -> dict[str, Any]:
    got = client.post("/api/rooms", json={"puzzle": puzzle}, **kwargs)
    assert got.status_code == 200, got.text
    made: dict[str, Any] = got.json()
    return made


def test_a_room_is_opened_on_a_puzzle_and_shows_it_without_answers(
    rooms_client: TestClient,
) -> None:
    made = new_room(rooms_client)
    assert made["puzzle"] == CROSSWORD and made["title"]
    assert made["join_url"].startswith(
        "http://testserver/play.html?room=" + made["room"] + "&token="
    )
    view = rooms_client.get(f"/api/rooms/{made['room']}").json()
    assert view["qr"].startswith("data:image/svg+xml")
    assert view["document"]["grid"] == ["...", ".#.", "..."] and view["document"]["words"] == []
    assert "CAT" not in json.dumps(view["document"])  # no answer reaches a player's page
    assert rooms_client.get(f"/api/rooms/{made['room']}/pdf").content.startswith(b"%PDF")


def test_two_players_see_each_others_letters_in_the_servers_order(rooms_client: TestClient) -> None:
    room = new_room(rooms_client)["room"]
    with (
        rooms_client.websocket_connect(f"/api/rooms/{room}/socket") as ann,
        rooms_client.websocket_connect(f"/api/rooms/{room}/socket") as bob,
    ):
        mine = hello(ann, name="Ann")
        me = mine["you"]
        welcome = hello(bob, name="Bob", colour="#00AA00")
        assert {p["name"] for p in welcome["players"]} == {"Ann", "Bob"}
        assert receive(ann, "joined")["name"] == "Bob"
        ann.send_json({"type": "write", "move": 1, "cells": [{"row": 1, "col": 1, "text": "c"}]})
        for ws in (ann, bob):  # the mover hears it too: that is their acknowledgement
            event = receive(ws, "written")
            assert event["cells"] == [{"row": 1, "col": 1, "text": "C"}]
            assert (event["player"], event["move"]) == (me, 1)
        bob.send_json({"type": "cursor", "row": 3, "col": 1, "cells": [[3, 1], [3, 2], [3, 3]]})
        cursor = receive(ann, "presence")
        assert (cursor["row"], cursor["col"], cursor["cells"][2]) == (3, 1, [3, 3])
        bob.send_json({"type": "write", "move": 1, "cells": [{"row": 1, "col": 1, "text": "X"}]})
        assert receive(ann, "written")["cells"][0]["text"] == "X"  # the later move wins
        bob.send_json({"type": "check", "move": 2, "cells": [[1, 1], [1, 2]]})
        assert receive(ann, "checked")["wrong"] == [[1, 1]]
    with rooms_client.websocket_connect(f"/api/rooms/{room}/socket") as back:
        # A reload: the same player (their id and secret), the room as it is.
        again = hello(back, player=me, secret=mine["secret"])
        assert again["you"] == me and again["last_move"] == 1
        assert again["squares"] == [
            {"row": 1, "col": 1, "text": "X", "by": again["players"][1]["id"], "revealed": False}
        ]
        assert again["wrong"] == [[1, 1]]


def write(ws: Any, move: int, row: int, col: int, text: str) -> None:
    ws.send_json({"type": "write", "move": move, "cells": [{"row": row, "col": col, "text": text}]})


def test_a_guest_with_another_players_id_can_neither_write_for_them_nor_silence_them(
    rooms_client: TestClient,
) -> None:
    room = new_room(rooms_client)["room"]
    socket = f"/api/rooms/{room}/socket"
    with rooms_client.websocket_connect(socket) as ann:
        mine = hello(ann, name="Ann")
        write(ann, 1, 1, 1, "C")
        receive(ann, "written")
        with rooms_client.websocket_connect(socket) as guest:
            seen = hello(guest, name="Guest")
            assert mine["you"] in {p["id"] for p in seen["players"]}  # ids are public
            with rooms_client.websocket_connect(socket) as thief:
                stolen = hello(thief, player=mine["you"])  # the id, without its secret
                assert stolen["you"] not in (mine["you"], seen["you"])
                assert stolen["last_move"] == 0 and stolen["secret"] != mine["secret"]
                # The attack of issue 48: a move number no page reaches, to make every
                # later move of the player look answered.
                write(thief, 9007199254740992, 1, 2, "X")
                refused = receive(thief, "ack")
                assert refused["error"] == "move 9007199254740992 skips ahead: your last move was 0"
        write(ann, 2, 1, 2, "A")  # Ann's next move is played, for everyone
        event = receive(ann, "written")
        assert (event["player"], event["move"], event["cells"][0]["text"]) == (mine["you"], 2, "A")
    with rooms_client.websocket_connect(socket) as back:  # a reload keeps her letters
        again = hello(back, player=mine["you"], secret=mine["secret"])
        assert again["you"] == mine["you"] and again["last_move"] == 2
        assert {(s["col"], s["text"], s["by"]) for s in again["squares"]} == {
            (1, "C", mine["you"]),
            (2, "A", mine["you"]),
        }


@pytest.mark.parametrize(
    ("message", "error"),
    [
        (
            {"type": "write", "move": 1, "cells": [{"row": 1, "col": 1, "text": "A"}], "extra": 1},
            "write: no field 'extra' in this message",
        ),
        (
            {"type": "write", "move": 1, "cells": [{"row": 1, "col": 1, "text": "A", "by": "x"}]},
            "write.cells.0: no field 'by' in this message",
        ),
        (
            {"type": "select", "move": 1, "from_": [1, 1], "to": [1, 3]},
            "select.from: Field required",
        ),
        ({"type": "check", "move": 0, "cells": [[1, 1]]}, "check.move: Input should be greater"),
        (
            {"type": "check", "move": 2**53 + 1, "cells": [[1, 1]]},
            "check.move: Input should be less than or equal to 9007199254740992",
        ),
        ({"type": "check", "move": 1.5, "cells": [[1, 1]]}, "check.move: Input should be a valid"),
        ({"type": "cursor", "row": 1001, "col": 1}, "cursor.row: Input should be less"),
        ({"type": "hello", "player": "x", "token": "y"}, "hello: no field 'token'"),
    ],
)
def test_a_message_with_a_field_it_does_not_have_or_a_number_out_of_range_is_an_error(
    rooms_client: TestClient, message: dict[str, Any], error: str
) -> None:
    room = new_room(rooms_client)["room"]
    with rooms_client.websocket_connect(f"/api/rooms/{room}/socket") as ws:
        hello(ws)
        ws.send_json(message)
        assert receive(ws, "error")["error"].startswith(error)
        write(ws, 1, 1, 1, "C")  # nothing was taken: the next move is still 1
        assert receive(ws, "written")["move"] == 1
        write(ws, 3, 1, 2, "A")
        assert receive(ws, "ack")["error"] == "move 3 skips ahead: your last move was 1"


def test_a_socket_that_says_nothing_is_closed_with_a_close_frame(
    rooms_client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    from wordgrid.web import rooms

    monkeypatch.setattr(rooms, "HELLO_SECONDS", 0.05)
    room = new_room(rooms_client)["room"]
    with (
        rooms_client.websocket_connect(f"/api/rooms/{room}/socket") as ws,
        pytest.raises(WebSocketDisconnect) as closed,
    ):
        ws.receive_text()
    assert (closed.value.code, closed.value.reason) == (1008, "no hello in 0.05 s")


def test_a_move_the_room_refuses_is_acknowledged_with_why(rooms_client: TestClient) -> None:
    room = new_room(rooms_client)["room"]
    with rooms_client.websocket_connect(f"/api/rooms/{room}/socket") as ws:
        hello(ws)
        ws.send_json({"type": "write", "move": 1, "cells": [{"row": 2, "col": 2, "text": "A"}]})
        assert receive(ws, "ack") == {
            "type": "ack",
            "move": 1,
            "error": "row 2, column 2 is not a square to fill",
        }
        ws.send_json({"type": "write", "move": 2, "cells": [{"row": 1, "col": 1, "text": ""}]})
        assert receive(ws, "ack") == {"type": "ack", "move": 2, "error": None}  # nothing changed
        ws.send_text("{not json")
        assert receive(ws, "error")["error"].startswith("Invalid JSON")
        ws.send_json({"type": "write", "move": "3", "cells": []})
        assert "move" in receive(ws, "error")["error"]
        ws.send_json({"type": "select", "move": 3, "from": [1, 1], "to": [1, 3]})
        assert "word search" in receive(ws, "ack")["error"]
        ws.send_bytes(b"\x00")
        assert receive(ws, "error")["error"] == "messages are JSON text"


def test_a_word_search_room_shares_the_words_found(rooms_client: TestClient) -> None:
    from tests.web.conftest import WORD_SEARCH_WORDS

    room = new_room(rooms_client, WORD_SEARCH)["room"]
    library = rooms_client.app.state.context.library  # type: ignore[attr-defined]
    ws_doc = library.get(WORD_SEARCH).document
    with (
        rooms_client.websocket_connect(f"/api/rooms/{room}/socket") as ann,
        rooms_client.websocket_connect(f"/api/rooms/{room}/socket") as bob,
    ):
        hello(ann)
        hello(bob)
        for k, p in enumerate(ws_doc.placements, start=1):
            (r0, c0), (r1, c1) = p.cells()[0], p.cells()[-1]
            ann.send_json(
                {"type": "select", "move": k, "from": [r0 + 1, c0 + 1], "to": [r1 + 1, c1 + 1]}
            )
            assert receive(bob, "found")["word"] == p.word
        finished = receive(bob, "finished")
        assert finished["by"][0]["count"] == len(WORD_SEARCH_WORDS)


def test_the_first_message_must_be_hello(rooms_client: TestClient) -> None:
    room = new_room(rooms_client)["room"]
    with rooms_client.websocket_connect(f"/api/rooms/{room}/socket") as ws:
        ws.send_json({"type": "write", "move": 1, "cells": [{"row": 1, "col": 1, "text": "A"}]})
        assert receive(ws, "error")["error"] == "say hello first"
        with pytest.raises(WebSocketDisconnect):
            ws.receive_text()


@pytest.mark.parametrize(
    ("fields", "error"),
    [
        ({"extra": 1}, "hello: no field 'extra' in this message"),
        ({"colour": "red"}, "hello.colour: "),
        ({"name": "x" * 500}, "hello.name: "),
        ({"secret": None}, "hello.secret: "),
        ({"player": 5}, "hello.player: "),
    ],
)
def test_a_bad_hello_names_its_field(
    rooms_client: TestClient, fields: dict[str, Any], error: str
) -> None:
    room = new_room(rooms_client)["room"]
    with rooms_client.websocket_connect(f"/api/rooms/{room}/socket") as ws:
        ws.send_json({"type": "hello", **fields})
        assert receive(ws, "error")["error"].startswith(error)
        with pytest.raises(WebSocketDisconnect):
            ws.receive_text()


def test_no_such_room_is_refused_before_the_socket_opens(rooms_client: TestClient) -> None:
    with (
        pytest.raises(WebSocketDenialResponse) as refused,
        rooms_client.websocket_connect("/api/rooms/nothing/socket"),
    ):
        pass
    assert refused.value.status_code == 404


def test_a_message_over_the_cap_closes_the_socket(library: Path, tmp_path: Path) -> None:
    app = create_app(library, rooms_log=tmp_path / "r.sqlite", limits=Limits(message_bytes=200))
    with TestClient(app) as client:
        room = new_room(client)["room"]
        with client.websocket_connect(f"/api/rooms/{room}/socket") as ws:
            hello(ws)
            ws.send_text(json.dumps({"type": "cursor", "row": 1, "col": 1, "cells": [[1, 1]] * 30}))
            with pytest.raises(WebSocketDisconnect) as closed:
                ws.receive_text()
            assert closed.value.code == 1009


def test_moves_and_connections_are_rate_limited(library: Path, tmp_path: Path) -> None:
    slow = Limits(moves=Rate(0.001, 2), connects=Rate(0.001, 2))
    with TestClient(create_app(library, rooms_log=tmp_path / "r.sqlite", limits=slow)) as client:
        room = new_room(client)["room"]
        with client.websocket_connect(f"/api/rooms/{room}/socket") as ws:
            hello(ws)
            for move in (1, 2, 3):
                ws.send_json(
                    {
                        "type": "write",
                        "move": move,
                        "cells": [{"row": 1, "col": 1, "text": "ABC"[move - 1]}],
                    }
                )
            receive(ws, "written")
            receive(ws, "written")
            assert receive(ws, "ack") == {
                "type": "ack",
                "move": 3,
                "error": "too many moves: slow down",
            }
            with client.websocket_connect(f"/api/rooms/{room}/socket"):
                pass
            with (
                pytest.raises(WebSocketDenialResponse) as refused,
                client.websocket_connect(f"/api/rooms/{room}/socket"),
            ):
                pass
            assert refused.value.status_code == 429


def test_a_client_message_is_parsed_strictly() -> None:
    from pydantic import ValidationError

    with pytest.raises(ValidationError):
        CLIENT_MESSAGE.validate_python(
            {"type": "write", "move": 1, "cells": [{"row": "1", "col": 1, "text": "A"}]}
        )
    with pytest.raises(ValidationError):
        CLIENT_MESSAGE.validate_python({"type": "hello", "colour": "red"})
    with pytest.raises(ValidationError):
        CLIENT_MESSAGE.validate_python({"type": "shout"})
    with pytest.raises(ValidationError):  # past what SQLite and a page's numbers hold
        CLIENT_MESSAGE.validate_python({"type": "check", "move": 2**60, "cells": [[1, 1]]})


# --- a shared server ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def shared(library: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    log = tmp_path_factory.mktemp("shared") / "rooms.sqlite"
    app = create_app(library, share=SHARE, rooms_log=log)
    with CheckedClient(app, base_url="http://192.0.2.7:8765", raise_server_exceptions=False) as c:
        yield indexed(c)


def fresh(client: TestClient) -> TestClient:
    client.cookies.clear()
    return client


def test_a_shared_server_refuses_every_request_without_the_token(shared: TestClient) -> None:
    for path in ("/api/puzzles", "/", "/play.html", "/style.css", f"/api/puzzles/{FILL_IN}"):
        assert fresh(shared).get(path).status_code == 401, path
    assert fresh(shared).get("/api/puzzles?token=wrong").status_code == 403
    assert (
        fresh(shared).get("/api/puzzles", headers={"authorization": "Bearer wrong"}).status_code
        == 403
    )
    with (
        pytest.raises(WebSocketDenialResponse) as refused,
        fresh(shared).websocket_connect(f"{WS}/api/rooms/anything/socket"),
    ):
        pass
    assert refused.value.status_code == 401


def test_the_token_comes_in_the_address_a_header_or_the_cookie(shared: TestClient) -> None:
    assert (
        fresh(shared).get("/api/puzzles", headers={"authorization": f"Bearer {TOKEN}"}).status_code
        == 200
    )
    page = fresh(shared).get(f"/?token={TOKEN}")
    assert page.status_code == 200
    cookie = page.headers["set-cookie"]
    assert (
        cookie.startswith(f"wordgrid_token={TOKEN};")
        and "HttpOnly" in cookie
        and "SameSite=Strict" in cookie
    )
    assert shared.get("/api/puzzles").status_code == 200  # the cookie the page set
    assert shared.get("/api/share").json()["link"] == f"http://192.0.2.7:8765/?token={TOKEN}"


def test_a_rooms_link_opens_that_room_only(shared: TestClient) -> None:
    made = new_room(fresh(shared), headers={"authorization": f"Bearer {TOKEN}"})
    other = new_room(fresh(shared), FILL_IN, headers={"authorization": f"Bearer {TOKEN}"})
    assert made["join_url"].startswith("http://192.0.2.7:8765/play.html?room=")
    guest = fresh(shared)
    page = guest.get(made["join_url"])
    assert (
        page.status_code == 200 and f"wordgrid_room_{made['room']}=" in page.headers["set-cookie"]
    )
    assert guest.get("/play.js").status_code == 200  # the page's own files, by the cookie
    assert guest.get(f"/api/rooms/{made['room']}").status_code == 200
    token = made["join_url"].split("token=")[1]
    socket = f"{WS}/api/rooms/{made['room']}/socket"
    with guest.websocket_connect(f"{socket}?token={token}") as ws:
        assert hello(ws)["players"]
    with guest.websocket_connect(
        socket, headers={"cookie": f"wordgrid_room_{made['room']}={token}"}
    ) as ws:
        assert hello(ws)["players"]
    for path in (
        "/api/puzzles",
        f"/api/puzzles/{CROSSWORD}",
        f"/api/rooms/{other['room']}",
        "/api/share",
    ):
        assert guest.get(path).status_code == 403, path
    assert guest.post("/api/rooms", json={"puzzle": CROSSWORD}).status_code == 403
    assert fresh(shared).get(f"/api/rooms/{other['room']}?token={token}").status_code == 403


def test_making_is_closed_on_a_shared_server_unless_opened(library: Path, tmp_path: Path) -> None:
    auth = {"authorization": f"Bearer {TOKEN}"}
    closed = create_app(library, share=SHARE, rooms_log=tmp_path / "r.sqlite")
    with TestClient(closed, base_url="http://192.0.2.7:8765") as client:
        refused = client.post("/api/solve", content=b"CAT\n", headers=auth)
        assert refused.status_code == 403 and "making puzzles is off" in refused.json()["error"]
        assert client.get("/api/make/options", headers=auth).status_code == 403
        assert client.get("/api/share", headers=auth).json()["making"] is False
    opened = create_app(
        library, share=Share(SHARE.base, TOKEN, making=True), rooms_log=tmp_path / "r.sqlite"
    )
    with TestClient(opened, base_url="http://192.0.2.7:8765") as client:
        assert client.get("/api/make/options", headers=auth).status_code == 200


def test_requests_past_the_limit_get_429_with_when_to_come_back(
    library: Path, tmp_path: Path
) -> None:
    app = create_app(
        library,
        share=SHARE,
        rooms_log=tmp_path / "r.sqlite",
        limits=Limits(requests=Rate(0.001, 3)),
    )
    with TestClient(app, base_url="http://192.0.2.7:8765") as client:
        answers = [client.get(f"/api/share?token={TOKEN}") for _ in range(4)]
    assert [a.status_code for a in answers] == [200, 200, 200, 429]
    assert answers[3].headers["retry-after"] == "1000"  # a request's worth, at 0.001 a second


def test_a_strangers_bad_requests_dont_lock_out_a_player_with_the_token(
    library: Path, tmp_path: Path
) -> None:
    # The default burst, refilled slowly enough that no timing can change the count.
    slow = Limits(requests=Rate(0.001, 120))
    app = create_app(library, share=SHARE, rooms_log=tmp_path / "r.sqlite", limits=slow)
    with TestClient(app, base_url="http://192.0.2.7:8765") as client:  # one address for all
        room = new_room(client, headers={"authorization": f"Bearer {TOKEN}"})
        guest = room["join_url"].split("token=")[1]
        # Issue 48: 200 requests without a token, or with a wrong one, from the same address.
        wrong = [{}, {"authorization": "Bearer wrong"}]
        stranger = [client.get("/api/puzzles", headers=wrong[k % 2]) for k in range(200)]
        statuses = [a.status_code for a in stranger]
        assert statuses.count(401) + statuses.count(403) == 120  # the stranger's own limit,
        assert statuses.count(429) == 80  # and no further
        assert all(a.headers["retry-after"] for a in stranger if a.status_code == 429)
        assert client.get(f"/api/puzzles?token={TOKEN}").status_code == 200
        assert client.get(f"/api/rooms/{room['room']}?token={guest}").status_code == 200
        with client.websocket_connect(f"{WS}/api/rooms/{room['room']}/socket?token={guest}") as ws:
            assert hello(ws)["you"]


def test_a_refused_websocket_says_when_to_come_back_and_is_logged_once(
    library: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    slow = Limits(connects=Rate(0.001, 2))
    app = create_app(library, share=SHARE, rooms_log=tmp_path / "r.sqlite", limits=slow)
    caplog.set_level(logging.INFO, "wordgrid")
    with TestClient(app, base_url="http://192.0.2.7:8765") as client:
        room = new_room(client, headers={"authorization": f"Bearer {TOKEN}"})["room"]
        socket = f"{WS}/api/rooms/{room}/socket?token={TOKEN}"
        refusals = []
        for path in (f"{WS}/api/rooms/{room}/socket", f"{WS}/api/rooms/gone/socket?token={TOKEN}"):
            with pytest.raises(WebSocketDenialResponse) as refused, client.websocket_connect(path):
                pass
            refusals.append(refused.value.status_code)
        with client.websocket_connect(socket) as ws:
            hello(ws)
        with pytest.raises(WebSocketDenialResponse) as refused, client.websocket_connect(socket):
            pass
    assert refusals == [401, 404]
    assert refused.value.status_code == 429 and refused.value.headers["retry-after"] == "1000"
    lines = [r for r in caplog.records if "refused" in r.getMessage()]
    assert [r.levelno for r in lines] == [logging.INFO] * 3
    assert "401 this server is shared with a link" in lines[0].getMessage()
    assert "404 no room 'gone'" in lines[1].getMessage()
    assert "429 too many connections opened" in lines[2].getMessage()


def test_a_refused_websocket_is_logged_on_one_line_whatever_its_path(
    library: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    app = create_app(library, share=SHARE, rooms_log=tmp_path / "r.sqlite")
    caplog.set_level(logging.INFO, "wordgrid")
    forged = f"{WS}/api/rooms/x%0AINFO:%20forged/socket"
    with (
        TestClient(app, base_url="http://192.0.2.7:8765") as client,
        pytest.raises(WebSocketDenialResponse),
        client.websocket_connect(forged),
    ):
        pass
    (line,) = [r.getMessage() for r in caplog.records if "refused" in r.getMessage()]
    assert "\n" not in line and "/api/rooms/x%0AINFO%3A%20forged/socket refused: 401" in line


def test_a_shared_server_answers_its_addresses_and_names_only(shared: TestClient) -> None:
    auth = {"authorization": f"Bearer {TOKEN}"}
    assert shared.get("/api/share", headers={**auth, "host": "10.1.2.3:8765"}).status_code == 200
    assert shared.get("/api/share", headers={**auth, "host": "[fe80::1]:8765"}).status_code == 200
    assert shared.get("/api/share", headers={**auth, "host": "localhost:8765"}).status_code == 200
    assert (
        shared.get("/api/share", headers={**auth, "host": "rebound.example:8765"}).status_code
        == 400
    )


def test_another_sites_page_may_not_change_anything(shared: TestClient) -> None:
    auth = {"authorization": f"Bearer {TOKEN}"}
    evil = {**auth, "origin": "http://evil.example"}
    assert shared.post("/api/rooms", json={"puzzle": CROSSWORD}, headers=evil).status_code == 403
    own = {**auth, "origin": "http://192.0.2.7:8765"}
    assert shared.post("/api/rooms", json={"puzzle": CROSSWORD}, headers=own).status_code == 200
    room = new_room(shared, headers=auth)["room"]
    with (
        pytest.raises(WebSocketDenialResponse) as refused,
        shared.websocket_connect(f"{WS}/api/rooms/{room}/socket", headers=evil),
    ):
        pass
    assert refused.value.status_code == 403


def test_the_shared_servers_document_says_how_to_send_the_token(shared: TestClient) -> None:
    document = shared.get("/api/openapi.json", headers={"authorization": f"Bearer {TOKEN}"}).json()
    assert set(document["components"]["securitySchemes"]) == {"token", "bearer", "cookie"}
    assert {"401", "403", "429"} <= set(document["paths"]["/api/rooms"]["post"]["responses"])
