"""Rooms (app/rooms.py): moves validated against the puzzle, the log, and the fold over it.

A room reopened from its log (a restart) must be the room as it was; the server's order
decides every conflict; a move sent twice counts once.
"""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.web.conftest import WORD_SEARCH_WORDS, crossword
from tests.wordsearch.making import made
from wordgrid.app.room_log import KEY_FILE, ROOMS_FILE, LogUnavailable, RoomLog
from wordgrid.app.rooms import (
    MOVES_AHEAD,
    Check,
    Checked,
    Joined,
    Refused,
    Reveal,
    Room,
    RoomPuzzle,
    Rooms,
    RoomState,
    Select,
    Write,
    Written,
)
from wordgrid.model import Cell

CAT = (((0, 0), "C"), ((0, 1), "A"), ((0, 2), "T"))
OPEN_SQUARES = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1), (2, 2)]
ANSWER = {(r, c): ch for r, row in enumerate(crossword().rows) for c, ch in enumerate(row)}


def pets() -> RoomPuzzle:
    solution = crossword()
    return RoomPuzzle("crossword", "Pets", solution.puzzle, solution.rows)


def open_rooms(tmp_path: Path) -> Rooms:
    return Rooms(tmp_path / "puzzles", tmp_path / ROOMS_FILE)


def reopened(tmp_path: Path, room: Room) -> Room:
    """The same room after a restart: only its log is left."""
    again = open_rooms(tmp_path).get(room.id)
    assert again is not None
    return again


def same(a: RoomState, b: RoomState) -> None:
    assert (a.seq, a.letters, a.filled_by, a.revealed) == (
        b.seq,
        b.letters,
        b.filled_by,
        b.revealed,
    )
    assert (a.wrong, a.found, a.players, a.last_move) == (b.wrong, b.found, b.players, b.last_move)
    assert (a.started, a.finished) == (b.started, b.finished)


@pytest.fixture
def room(tmp_path: Path) -> Room:
    return open_rooms(tmp_path).create("pets.json", pets())


def test_a_room_replayed_from_its_log_is_the_room(tmp_path: Path, room: Room) -> None:
    ann, _ = room.join(None, name="Ann")
    bob, _ = room.join(None, name="Bob", colour="#00AA00")
    room.move(ann, 1, Write(CAT))
    room.move(bob, 1, Write((((2, 0), "B"), ((1, 0), "X"))))
    room.move(ann, 2, Check(tuple(OPEN_SQUARES)))
    room.move(bob, 2, Reveal(((2, 2),)))
    again = reopened(tmp_path, room)
    same(again.state, room.state)
    assert again.state.letters[0, 0] == "C" and again.state.wrong == {(1, 0)}
    assert again.state.players[bob].colour == "#00aa00"


def test_the_servers_order_wins_a_square_written_at_once(room: Room) -> None:
    ann, _ = room.join(None, name="Ann")
    bob, _ = room.join(None, name="Bob")
    first = room.move(ann, 1, Write((((0, 0), "X"),)))
    second = room.move(bob, 1, Write((((0, 0), "C"),)))
    assert first is not None and second is not None and second.seq == first.seq + 1
    assert room.state.letters[0, 0] == "C" and room.state.filled_by[0, 0] == bob


def test_a_move_sent_again_after_a_reconnect_counts_once(tmp_path: Path, room: Room) -> None:
    ann, _ = room.join(None, name="Ann")
    assert room.move(ann, 1, Write(CAT)) is not None
    seq = room.state.seq
    assert room.move(ann, 1, Write((((0, 0), "Z"),))) is None  # the same number: taken
    again = reopened(tmp_path, room)
    assert again.move(ann, 1, Write((((0, 0), "Z"),))) is None
    assert again.state.seq == seq and again.state.letters[0, 0] == "C"
    assert again.state.last_move[ann] == 1


def test_a_player_coming_back_keeps_their_id_name_and_colour(room: Room) -> None:
    ann, joined = room.join(None, name="  Ann   Lee ")
    assert isinstance(joined.change if joined else None, Joined)
    assert room.state.players[ann].name == "Ann Lee"
    secret = room.secret(ann)
    assert room.join(ann, secret) == (ann, None)  # nothing new: no event
    _, renamed = room.join(ann, secret, "Annie", "#123456")
    assert renamed is not None and room.state.players[ann].colour == "#123456"
    other, _ = room.join("someone-made-up", "")
    assert other != "someone-made-up" and room.state.players[other].name.startswith("Player")


def test_a_players_id_without_its_secret_is_someone_new(tmp_path: Path, room: Room) -> None:
    ann, _ = room.join(None, name="Ann")
    bob, _ = room.join(None, name="Bob")
    room.move(ann, 1, Write(CAT))
    for shown in ("", room.secret(bob), room.secret(ann)[:-1] + "x"):
        guest, _ = room.join(ann, shown, "Ann")  # the id is in every welcome: it proves nothing
        assert guest not in (ann, bob)
        with pytest.raises(Refused, match="skips ahead"):
            room.move(guest, 2**53, Write((((2, 0), "X"),)))
    # Ann plays on as before, and a restart keeps her secret: it is not stored, but made.
    assert room.move(ann, 2, Write((((2, 0), "B"),))) is not None
    again = reopened(tmp_path, room)
    assert again.secret(ann) == room.secret(ann) != room.secret(bob)
    assert again.join(ann, room.secret(ann))[0] == ann
    assert again.answered(ann) == 2 and again.state.players[ann].name == "Ann"


@pytest.mark.parametrize(
    ("move", "why"),
    [
        (Write((((1, 1), "A"),)), "row 2, column 2 is not a square to fill"),
        (Write((((9, 0), "A"),)), "row 10, column 1 is not a square to fill"),
        (Write((((0, 0), "A" * 21),)), "at most 20 letters"),
        (Write((((0, 0), "A\x00"),)), "control characters"),
        (Select((0, 0), (0, 2)), "only a word search"),
    ],
)
def test_a_move_the_puzzle_does_not_allow_is_refused(room: Room, move: Write, why: str) -> None:
    ann, _ = room.join(None)
    seq = room.state.seq
    with pytest.raises(Refused, match=why):
        room.move(ann, 1, move)
    assert room.state.seq == seq


def test_a_players_moves_are_answered_in_their_order(tmp_path: Path, room: Room) -> None:
    ann, _ = room.join(None)
    assert room.move(ann, 1, Write(CAT)) is not None
    with pytest.raises(Refused, match="move 3 skips ahead: your last move was 1"):
        room.move(ann, 3, Write((((2, 0), "B"),)))
    with pytest.raises(Refused, match="slow down"):  # turned away by the door: answered
        room.turn_away(ann, 2, "too many moves: slow down")
    room.turn_away(ann, 2, "too many moves: slow down")  # sent again: answered already
    with pytest.raises(Refused, match="not a square to fill"):
        room.move(ann, 3, Write((((1, 1), "B"),)))
    assert room.answered(ann) == 3 and room.state.last_move[ann] == 1  # 2 and 3 not logged
    # After a restart the page's count may be ahead of the log's by the moves answered
    # without an event, within MOVES_AHEAD.
    again = reopened(tmp_path, room)
    with pytest.raises(Refused, match="skips ahead"):
        again.move(ann, 2 + MOVES_AHEAD, Write((((2, 0), "B"),)))
    assert again.move(ann, 4, Write((((2, 0), "B"),))) is not None
    with pytest.raises(Refused, match="skips ahead"):
        again.move(ann, 6, Write((((2, 1), "O"),)))


def test_a_new_players_first_move_is_1_before_and_after_a_restart(
    tmp_path: Path, room: Room
) -> None:
    ann, _ = room.join(None)
    with pytest.raises(Refused, match="move 2 skips ahead: your last move was 0"):
        room.move(ann, 2, Write(CAT))
    assert room.move(ann, 1, Write(CAT)) is not None
    again = reopened(tmp_path, room)
    bob, _ = again.join(None)  # joined after the restart: nothing of his can be unlogged
    with pytest.raises(Refused, match="move 2 skips ahead: your last move was 0"):
        again.move(bob, 2, Write((((2, 0), "B"),)))
    assert again.move(bob, 1, Write((((2, 0), "B"),))) is not None
    # Ann, whom the log knew, may be ahead of it by moves it never logged, once.
    assert again.move(ann, 1 + MOVES_AHEAD, Write((((2, 1), "O"),))) is not None


def test_a_stranger_cant_move(room: Room) -> None:
    with pytest.raises(Refused, match="join the room first"):
        room.move("nobody", 1, Write(CAT))


def test_letters_are_folded_as_the_answers_are(room: Room) -> None:
    ann, _ = room.join(None)
    event = room.move(ann, 1, Write((((0, 0), "ｃ"), ((0, 1), " a "))))
    assert event is not None and event.change == Written((((0, 0), "C"), ((0, 1), "A")))
    assert room.move(ann, 2, Write((((0, 0), "c"),))) is None  # the same letter: no event


def test_a_check_marks_the_wrong_squares_until_they_change(room: Room) -> None:
    ann, _ = room.join(None)
    room.move(ann, 1, Write((((0, 0), "X"), ((0, 1), "A"))))
    event = room.move(ann, 2, Check(((0, 0), (0, 1), (0, 2), (1, 1))))
    assert event is not None and event.change == Checked(((0, 0), (0, 1), (0, 2)), ((0, 0),))
    room.move(ann, 3, Write((((0, 0), "C"),)))
    assert room.state.wrong == set()


def test_a_solved_room_says_when_and_who_filled_what(room: Room) -> None:
    clock = iter([100.0, 101.0, 110.0, 130.0, 150.0])
    room.clock = lambda: next(clock)
    ann, _ = room.join(None, name="Ann")
    bob, _ = room.join(None, name="Bob")
    room.move(ann, 1, Write(CAT))
    room.move(bob, 1, Write((((1, 0), "A"), ((2, 0), "B"), ((2, 1), "O"))))
    assert room.finish() is None
    room.move(bob, 2, Reveal(((1, 2), (2, 2))))
    finish = room.finish()
    assert finish is not None
    assert finish.seconds == 40.0  # from the first move (at 110) to the last (at 150)
    assert finish.by_player == {ann: 3, bob: 3} and finish.revealed == 2
    with pytest.raises(Refused, match="solved"):
        room.move(ann, 2, Write((((0, 0), "X"),)))


def test_a_fill_in_solved_another_way_is_solved(tmp_path: Path) -> None:
    from wordgrid.model import Grid, Puzzle, WordBank

    two_ways = Puzzle(Grid(("..", "..")), WordBank.from_words(["AB", "CD", "AC", "BD"]))
    answer = ("AB", "CD")
    room = open_rooms(tmp_path).create("two.txt", RoomPuzzle("fill-in", "Two", two_ways, answer))
    ann, _ = room.join(None)
    # The transposed grid uses every word too: the checker accepts it.
    room.move(ann, 1, Write((((0, 0), "A"), ((0, 1), "C"), ((1, 0), "B"), ((1, 1), "D"))))
    assert room.state.finished is not None


def test_a_rebus_square_needs_its_whole_answer(tmp_path: Path) -> None:
    solution = crossword()
    puzzle = replace(solution.puzzle, rebus={(2, 2): "WOW"})
    rooms = open_rooms(tmp_path)
    room = rooms.create("rebus.json", RoomPuzzle("crossword", "Rebus", puzzle, solution.rows))
    ann, _ = room.join(None)
    rest = [(cell, ANSWER[cell]) for cell in OPEN_SQUARES if cell != (2, 2)]
    room.move(ann, 1, Write((*rest, ((2, 2), "W"))))
    assert room.state.finished is None
    event = room.move(ann, 2, Check(((2, 2),)))
    assert event is not None and isinstance(event.change, Checked)
    assert event.change.wrong == ((2, 2),)
    revealed = room.move(ann, 3, Reveal(((2, 2),)))
    assert revealed is not None and revealed.change == Written((((2, 2), "WOW"),), True)
    assert room.state.finished is not None
    assert reopened(tmp_path, room).state.letters[2, 2] == "WOW"


def test_word_search_rooms_share_the_words_found(tmp_path: Path) -> None:
    ws = made(WORD_SEARCH_WORDS, rows=7, cols=7, seed=3)
    rooms = open_rooms(tmp_path)
    room = rooms.create("animals.json", RoomPuzzle("word search", "Animals", ws, ws.rows))
    ann, _ = room.join(None, name="Ann")
    bob, _ = room.join(None, name="Bob")
    first, *rest = ws.placements
    start, end = first.cells()[0], first.cells()[-1]
    event = room.move(ann, 1, Select(end, start))  # either way round
    assert event is not None
    with pytest.raises(Refused, match="found already"):
        room.move(bob, 1, Select(start, end))
    with pytest.raises(Refused, match="not one of the words"):
        room.move(bob, 2, Select(start, start))
    with pytest.raises(Refused, match="no squares to write"):
        room.move(bob, 3, Write((((0, 0), "A"),)))
    for k, p in enumerate(rest, start=4):
        room.move(bob, k, Select(p.cells()[0], p.cells()[-1]))
    finish = room.finish()
    assert finish is not None and finish.by_player == {ann: 1, bob: len(rest)}
    same(reopened(tmp_path, room).state, room.state)


def test_a_folder_keeps_one_share_token_and_rooms_of_its_own(tmp_path: Path) -> None:
    rooms = open_rooms(tmp_path)
    token = rooms.share_token()
    room = rooms.create("pets.json", pets())
    rooms.close()
    again = open_rooms(tmp_path)
    assert again.share_token() == token and again.token_of(room.id) == room.token
    other = Rooms(tmp_path / "elsewhere", tmp_path / ROOMS_FILE)
    assert other.share_token() != token
    assert other.get(room.id) is None  # a room belongs to the folder it was opened on
    assert len(token) >= 32 and len(room.token) >= 22 and room.token != token


def test_the_log_keeps_no_token_and_only_its_user_reads_it(tmp_path: Path) -> None:
    data = tmp_path / "data"
    rooms = Rooms(tmp_path / "puzzles", data / ROOMS_FILE)
    room = rooms.create("pets.json", pets())
    ann, _ = room.join(None, name="Ann")
    room.move(ann, 1, Write(CAT))
    secrets = (rooms.share_token(), room.token, room.secret(ann))
    written = b"".join(path.read_bytes() for path in data.iterdir())
    assert not any(secret.encode() in written for secret in secrets)
    assert (data / KEY_FILE).is_file() and (data / f"{ROOMS_FILE}-wal").is_file()
    assert {path.stat().st_mode & 0o777 for path in data.iterdir()} == {0o600}
    assert data.stat().st_mode & 0o777 == 0o700
    rooms.close()


def test_an_older_logs_tokens_are_dropped_and_its_files_made_private(tmp_path: Path) -> None:
    path = tmp_path / ROOMS_FILE
    with sqlite3.connect(path) as old:  # as versions before the key kept them: in plain text
        old.executescript(
            "CREATE TABLE shares (folder TEXT PRIMARY KEY, token TEXT, created REAL);"
            "CREATE TABLE rooms (room TEXT PRIMARY KEY, token TEXT NOT NULL, folder TEXT,"
            " puzzle TEXT, kind TEXT, title TEXT, document BLOB, answer TEXT, created REAL);"
            "INSERT INTO shares VALUES ('/puzzles', 'old-share-token-in-plain-text', 0);"
        )
    path.chmod(0o644)
    rooms = open_rooms(tmp_path)
    room = rooms.create("pets.json", pets())  # the same table, without its token
    rooms.close()
    assert b"old-share-token" not in path.read_bytes()
    assert path.stat().st_mode & 0o777 == 0o600
    assert open_rooms(tmp_path).get(room.id) is not None


def test_a_damaged_key_is_one_clear_error(tmp_path: Path) -> None:
    for damaged in (b"not a key\n", b"\xff\xfe" * 32):  # text that isn't hex, or isn't text
        (tmp_path / KEY_FILE).write_bytes(damaged)
        with pytest.raises(LogUnavailable, match="damaged: delete it to make new links"):
            RoomLog(tmp_path / ROOMS_FILE)
    (tmp_path / KEY_FILE).write_text("")  # cut short as it was first written: made again
    RoomLog(tmp_path / ROOMS_FILE).close()
    assert len(bytes.fromhex((tmp_path / KEY_FILE).read_text())) == 32


def test_rooms_live_in_the_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from wordgrid.app.clues import default_library

    monkeypatch.setenv("WORDGRID_DATA", str(tmp_path / "data"))
    rooms = Rooms(tmp_path / "puzzles")
    rooms.share_token()
    assert (tmp_path / "data" / ROOMS_FILE).exists()
    assert default_library() == tmp_path / "data" / "clues.sqlite"  # the clue library too


def test_a_data_folder_that_cant_be_written_is_one_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(LogUnavailable, match="can't keep rooms in"):
        RoomLog(blocker / "data" / ROOMS_FILE)


def test_the_log_is_durable_once_a_move_returns(tmp_path: Path, room: Room) -> None:
    """Another connection (as a new process would) sees each event as soon as it returns."""
    ann, _ = room.join(None)
    room.move(ann, 1, Write(CAT))
    with sqlite3.connect(tmp_path / ROOMS_FILE) as other:
        (count,) = other.execute(
            "SELECT count(*) FROM events WHERE room = ?", (room.id,)
        ).fetchone()
    assert count == room.state.seq == 2


# Random moves by three players: whatever they do, the log replays to the same room, and
# each square holds the text of the last event that wrote it.
squares = st.sampled_from([*OPEN_SQUARES, (1, 1), (5, 5)])
letters = st.sampled_from(["", "C", "A", "T", "X", "WOW"])
moves = st.one_of(
    st.builds(lambda cells: Write(tuple(cells)), st.lists(st.tuples(squares, letters), max_size=4)),
    st.builds(lambda cells: Check(tuple(cells)), st.lists(squares, max_size=4)),
    st.builds(lambda cells: Reveal(tuple(cells)), st.lists(squares, max_size=2)),
)


@settings(max_examples=25)
@given(st.lists(st.tuples(st.integers(0, 2), moves), max_size=25))
def test_any_moves_replay_to_the_same_room(
    tmp_path_factory: pytest.TempPathFactory, script: list[tuple[int, Write]]
) -> None:
    folder = tmp_path_factory.mktemp("rooms")
    room = open_rooms(folder).create("pets.json", pets())
    players = [room.join(None)[0] for _ in range(3)]
    counts = [0, 0, 0]
    last: dict[Cell, str] = {}
    for who, move in script:
        counts[who] += 1
        try:
            event = room.move(players[who], counts[who], move)
        except Refused:
            continue
        if event is not None and isinstance(event.change, Written):
            last.update(event.change.cells)
    assert room.state.letters == {cell: text for cell, text in last.items() if text}
    same(reopened(folder, room).state, room.state)


def test_a_diagramless_room_takes_the_players_blocks_anywhere(tmp_path: Path) -> None:
    # Issue 40: its blocks are the players' to find, so a block the answer has is a square to
    # write in, and a block where a letter goes is a wrong square, not a refused move.
    from tests.formats.test_kinds import diagramless_ipuz
    from wordgrid.formats import read
    from wordgrid.model import Solution

    doc = read(diagramless_ipuz(tmp_path / "blind.ipuz"))
    assert isinstance(doc, Solution)
    room = open_rooms(tmp_path).create(
        "blind.ipuz", RoomPuzzle("crossword", "Blind", doc.puzzle, doc.rows)
    )
    ann, _ = room.join(None, name="Ann")

    def row(r: int, text: str) -> tuple[tuple[Cell, str], ...]:
        return tuple(((r, c), ch) for c, ch in enumerate(text))

    room.move(ann, 1, Write(row(0, "ABC#") + row(1, "DE#")))
    event = room.move(ann, 2, Check(((1, 2),)))
    assert event is not None and event.change == Checked(((1, 2),), ((1, 2),))
    room.move(ann, 3, Write(row(1, "DEF#") + row(2, "GHI")))
    assert room.state.finished is not None  # the last block, untyped, counts as found
