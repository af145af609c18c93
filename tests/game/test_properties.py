"""Hypothesis properties of the seed 004 API: parsing, refused moves, undo and solving."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from wordgrid.game.moves import Move, direction_of
from wordgrid.game.session import Game, Progress
from wordgrid.model import Grid, Puzzle, WordBank
from wordgrid.verify import problems
from wordgrid.word_puzzle import (
    EMPTY,
    FORBIDDEN,
    Board,
    check_location,
    copy_board,
    create_board,
    decompose_command,
    identifier,
    move_problem,
    solve_board,
    word_it,
)

LETTERS = "ABCDE"  # a small alphabet so that random words often share letters and clash


@st.composite
def commands(draw: st.DrawFn) -> tuple[str, tuple[int, int, list[int], str]]:
    """A move in random field order, case and spacing, and what it should decompose to."""
    w, r, c = (draw(st.integers(0, 999)) for _ in range(3))
    d = draw(st.characters(categories=["Lu", "Ll"], max_codepoint=0x7F))
    fields = draw(st.permutations([f"W{w}", f"R{r}", f"C{c}", f"D{d}"]))
    text = "".join(fields)
    flips = draw(st.lists(st.booleans(), min_size=len(text), max_size=len(text)))
    text = "".join(ch.swapcase() if flip else ch for ch, flip in zip(text, flips, strict=True))
    pad = st.text(" \t", max_size=3)
    text = draw(pad) + text + draw(pad)
    return text, (0, w, [r, c], "V" if d.upper() == "V" else "H")


@given(commands())
def test_decompose_reads_any_order_case_and_spacing(
    case: tuple[str, tuple[int, int, list[int], str]],
) -> None:
    text, expected = case
    assert decompose_command(text) == expected


@given(st.text(max_size=20))
def test_decompose_never_fails_and_is_all_or_nothing(text: str) -> None:
    iflag, wordno, coordinates, direction = decompose_command(text)
    if iflag == -1:
        assert (wordno, coordinates, direction) == (None, None, None)
    else:
        assert iflag == 0 and isinstance(wordno, int) and direction in ("H", "V")
        assert isinstance(coordinates, list) and len(coordinates) == 2


@st.composite
def boards_and_words(draw: st.DrawFn) -> tuple[list[str], list[str]]:
    height, width = draw(st.integers(2, 5)), draw(st.integers(2, 5))
    rows = ["".join(draw(st.sampled_from("0111")) for _ in range(width)) for _ in range(height)]
    words = draw(st.lists(st.text(LETTERS, min_size=1, max_size=5), min_size=1, max_size=5))
    return rows, words


def make_board(rows: list[str]) -> Board:
    board: list[Any] = list(rows)
    create_board(board)
    return board


def _moves(n_words: int) -> st.SearchStrategy[tuple[int, int, int, str]]:
    return st.tuples(
        st.integers(0, n_words + 1), st.integers(0, 6), st.integers(0, 6), st.sampled_from("HV")
    )


@settings(max_examples=150)
@given(boards_and_words(), st.data())
def test_word_it_changes_nothing_on_failure_and_only_the_word_on_success(
    case: tuple[list[str], list[str]], data: st.DataObject
) -> None:
    rows, words = case
    board = make_board(rows)
    wstatus = identifier(words)
    for wordno, r, c, direction in data.draw(st.lists(_moves(len(words)), max_size=8)):
        before, status_before = copy_board(board), list(wstatus)
        problem = move_problem(board, words, wstatus, [r, c], wordno, direction)
        placed = word_it(board, words, wstatus, [r, c], wordno, direction)
        assert placed == (problem is None)
        if not placed:
            assert board == before and wstatus == status_before
            continue
        dr, dc = (1, 0) if direction == "V" else (0, 1)
        word = words[wordno - 1]
        span = {(r - 1 + dr * k, c - 1 + dc * k) for k in range(len(word))}
        assert "".join(str(board[i][j]) for i, j in sorted(span)) == word  # reads back
        assert all(
            board[i][j] == before[i][j]
            for i in range(len(board))
            for j in range(len(board[0]))
            if (i, j) not in span
        )
        assert wstatus[wordno - 1] and sum(wstatus) == sum(status_before) + 1


@given(boards_and_words(), _moves(3))
def test_an_accepted_location_is_a_whole_space(
    case: tuple[list[str], list[str]], move: tuple[int, int, int, str]
) -> None:
    rows, words = case
    wordno, r, c, direction = move
    board = make_board(rows)
    if not (1 <= wordno <= len(words) and 1 <= r <= len(rows) and 1 <= c <= len(rows[0])):
        return
    ok, code = check_location(board, words, [r, c], wordno, direction)
    assert (ok, code == 0) in ((True, True), (False, False))
    if not ok:
        return
    dr, dc = (1, 0) if direction == "V" else (0, 1)
    n = len(words[wordno - 1])

    def cell(k: int) -> int | str:
        i, j = r - 1 + dr * k, c - 1 + dc * k
        inside = 0 <= i < len(board) and 0 <= j < len(board[0])
        return board[i][j] if inside else FORBIDDEN

    assert cell(-1) == FORBIDDEN and cell(n) == FORBIDDEN
    assert all(cell(k) == EMPTY for k in range(n))


@settings(max_examples=60)
@given(boards_and_words(), st.data())
def test_undo_walks_back_through_every_state(
    case: tuple[list[str], list[str]], data: st.DataObject
) -> None:
    rows, words = case
    game = Game.from_layout("random.txt", words, rows)
    states = [(game.board, game.used)]
    for wordno, r, c, direction in data.draw(st.lists(_moves(len(words)), max_size=10)):
        if data.draw(st.integers(0, 9)) == 0:
            game.clear()
        elif game.move(Move(wordno, r - 1, c - 1, direction_of(direction))) is not None:
            continue
        states.append((game.board, game.used))
        assert game.moves == len(game.history) == len(states) - 1
    while game.history:
        states.pop()
        assert game.undo() is not None
        assert (game.board, game.used) == states[-1]
    assert game.undo() is None


@st.composite
def solvable_puzzles(draw: st.DrawFn) -> tuple[list[str], list[str]]:
    """A random filled grid; its runs of two or more letters are the word list."""
    height, width = draw(st.integers(2, 6)), draw(st.integers(2, 6))
    filled = [
        "".join(draw(st.sampled_from("#" + LETTERS * 2)) for _ in range(width))
        for _ in range(height)
    ]
    columns = ["".join(col) for col in zip(*filled, strict=True)]
    runs = [run for line in [*filled, *columns] for run in line.split("#") if len(run) >= 2]
    # Letters no run covers can't be reached by a word: make them forbidden.
    covered = {(r, c) for r in range(height) for c in range(width) if _in_run(filled, r, c)}
    rows = ["".join("1" if (r, c) in covered else "0" for c in range(width)) for r in range(height)]
    return rows, draw(st.permutations(runs)) if runs else []


def _in_run(filled: list[str], r: int, c: int) -> bool:
    if filled[r][c] == "#":
        return False

    def open_at(i: int, j: int) -> bool:
        return 0 <= i < len(filled) and 0 <= j < len(filled[0]) and filled[i][j] != "#"

    return any(open_at(r + dr, c + dc) for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)))


@settings(max_examples=60, deadline=None)
@given(solvable_puzzles())
def test_solve_board_fills_every_built_puzzle_correctly(case: tuple[list[str], list[str]]) -> None:
    rows, words = case
    if not words:
        return
    board = make_board(rows)
    assert solve_board(board, words) is True
    filled = ["".join("#" if v == FORBIDDEN else str(v) for v in row) for row in board]
    empty = tuple(row.replace("0", "#").replace("1", ".") for row in rows)
    assert problems(Puzzle(Grid(empty), WordBank.from_words(words)), filled) == []


@settings(max_examples=40, deadline=None)
@given(solvable_puzzles(), st.data())
def test_hints_keep_the_players_correct_words_and_finish_the_puzzle(
    case: tuple[list[str], list[str]], data: st.DataObject
) -> None:
    rows, words = case
    if not words:
        return
    game = Game.from_layout("built.txt", words, rows)
    for _ in range(len(words) + 1):
        if game.progress() is not Progress.OPEN:
            break
        before = _letters(game.board)
        tip = game.hint()
        assert tip.placed
        assert all(game.board[cell] == v for cell, v in before.items())  # nothing moved
        if data.draw(st.booleans()):
            game.undo()  # hints go into the history like any move
            assert _letters(game.board) == before
            game.hint()
    assert game.progress() is Progress.SOLVED


def _letters(board: Grid) -> dict[tuple[int, int], str]:
    return {
        (r, c): ch for r, row in enumerate(board.rows) for c, ch in enumerate(row) if ch not in "#."
    }
