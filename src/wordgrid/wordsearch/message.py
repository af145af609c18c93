"""The cells no word uses: a hidden message's letters, or filler letters that spell nothing.

For a message, the placed words move one at a time until exactly the message's number of
cells is free (`settle_free`), then the message is written into them row by row. Otherwise
each free cell gets a random filler letter. Either way, `copies.Lexicon` checks every letter
written, so no line spells a listed word a second time.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from wordgrid.budget import Budget
from wordgrid.errors import InputError
from wordgrid.wordsearch.board import EMPTY, Board
from wordgrid.wordsearch.frame import Frame, message_frames
from wordgrid.wordsearch.geometry import Index
from wordgrid.wordsearch.placement import Placer
from wordgrid.wordsearch.request import Statistics, spent, stopped

# Spots tried per move while arranging a message's free cells: the closest few, since one
# that spells a copy is usually next to another that doesn't.
MOVE_TRIES = 4
# Backjumps allowed per filler cell: tiny alphabets need a few; more rarely helps, as a cell
# that stays stuck is usually boxed in by placed letters, which a restart changes.
FILL_JUMPS_PER_CELL = 5
# Moves allowed per placement step when arranging a message's cells: a move is cheaper than
# a placement, and a grid that needs many shared letters takes a long walk to find them.
MESSAGE_EFFORT = 4
# Words moved one at a time, before a fresh start, when the message spells a word again:
# one move changes which cells are free, and a fresh start throws the whole grid away.
MESSAGE_SHAKES = 30


class MessageError(InputError):
    """The words can't leave exactly a message's worth of cells free (exit code 2)."""


def shake(placer: Placer) -> None:
    """Move one word at random to another spot it fits: a message that spells a word
    again through some free cells reads differently once the free cells change."""
    board, rng = placer.board, placer.rng
    word_id = rng.randrange(len(board.words))
    free = board.free()
    old = board.lift(word_id)
    if board.free() == free:  # it still reads there: see settle_free
        board.put(word_id, old)
        return
    length = placer.lengths[word_id]
    fits = placer.fitting(word_id, board.text())
    rng.shuffle(fits)
    for k in fits[:MOVE_TRIES]:
        spot = board.spot_at(k, length)
        if spot != old and board.put_unique(word_id, spot):
            return
    board.put(word_id, old)


def settle_free(placer: Placer, target: int, moves: int) -> bool:
    """Move words, at most `moves` times, until exactly `target` cells are free; True once
    they are.

    Sharing more letters frees cells and sharing fewer takes them, so each move lifts a
    random word and puts it back where it brings the free count closest to `target`
    (ties at random, so the walk goes on when no move improves).
    """
    board, rng, stats = placer.board, placer.rng, placer.stats
    free = board.free()
    stats.saw_free(free)
    for _ in range(moves):
        if free == target:
            return True
        if spent(placer.budget, stats):
            reached = f"while arranging the message: {free} cells free for {target} letters"
            raise stopped(placer.budget, stats, reached)
        stats.moves += 1
        word_id = rng.randrange(len(board.words))
        length = placer.lengths[word_id]
        old = board.lift(word_id)
        lifted = board.free()
        if lifted == free:  # every letter shared: the word still reads where it was,
            board.put(word_id, old)  # so placing it anywhere else would spell it twice
            continue
        text = board.text()
        fits = placer.fitting(word_id, text)
        rng.shuffle(fits)
        fits.sort(key=lambda k: abs(lifted - text.count(EMPTY, k, k + length) - target))
        for k in fits[:MOVE_TRIES]:
            if board.put_unique(word_id, board.spot_at(k, length)):
                free = lifted - text.count(EMPTY, k, k + length)
                break
        else:  # every good spot spells a copy: the word goes back where it was
            board.put(word_id, old)
            free = board.free()
        stats.saw_free(free)
    return free == target


def write_message(board: Board, letters: str) -> Index | None:
    """Write the message into the free cells in reading order; returns None once it is
    written, or the first cell whose letter spells a word a second time (and then the
    message is taken off again, so the words can move)."""
    empties = [i for i, ch in enumerate(board.letters) if ch == EMPTY]
    for n, (index, letter) in enumerate(zip(empties, letters, strict=True)):
        board.letters[index] = letter
        if board.lexicon.copy_through(board.letters, index) is not None:
            for written in empties[: n + 1]:
                board.letters[written] = EMPTY
            return index
    return None


def fill(
    board: Board, alphabet: str, rng: random.Random, budget: Budget, stats: Statistics
) -> Index | None:
    """Write a random filler letter into each empty cell, never one that spells a word.

    Cells are filled in reading order. A cell where every letter spells a word jumps back to
    the latest filler cell of those words (conflict-directed backjumping) and changes it; with
    real word lists the first letter almost always does, so this costs nothing there.
    Returns None when done, or a cell no filler could settle within the effort limit.
    """
    letters, lexicon = board.letters, board.lexicon
    empties = [i for i, ch in enumerate(letters) if ch == EMPTY]
    position = {index: n for n, index in enumerate(empties)}
    first: list[str | None] = [None] * len(empties)  # the random first choice, tried first
    untried: list[list[str] | None] = [None] * len(empties)  # the rest, shuffled when needed
    culprits: dict[int, set[int]] = {}  # earlier filler positions whose letters blocked this
    jumps, most_jumps = 0, FILL_JUMPS_PER_CELL * len(empties)
    pos = 0
    while pos < len(empties):
        if spent(budget, stats):
            reached = f"while filling the free cells: {pos} of {len(empties)} filled"
            raise stopped(budget, stats, reached)
        index = empties[pos]
        choices = untried[pos]
        if first[pos] is None:
            letter = alphabet[rng.randrange(len(alphabet))]
            first[pos] = letter
        elif choices is None:
            choices = [ch for ch in alphabet if ch != first[pos]]
            rng.shuffle(choices)
            untried[pos] = choices
            letter = choices.pop() if choices else ""
        else:
            letter = choices.pop() if choices else ""
        if not letter:  # every letter spelled a word: change the latest filler to blame
            blame = culprits.pop(pos, set())
            if not blame or jumps >= most_jumps:
                letters[index] = EMPTY
                return index
            jumps += 1
            target = max(blame)
            culprits.setdefault(target, set()).update(blame - {target})
            for p in range(target + 1, pos + 1):
                letters[empties[p]] = EMPTY
                first[p] = untried[p] = None
                culprits.pop(p, None)
            pos = target
            continue
        letters[index] = letter
        reading = lexicon.copy_through(letters, index)
        if reading is None:
            pos += 1
            continue
        step = board.geometry.step(reading.direction)
        length = len(lexicon.entries[reading.word])
        cells = range(reading.start, reading.start + length * step, step)
        culprits.setdefault(pos, set()).update(
            position[c] for c in cells if c in position and position[c] < pos
        )
    return None


def message_error(
    frame: Frame, words: Sequence[str], wanted: int, stats: Statistics
) -> MessageError:
    """Why no arrangement in `frame` left `wanted` cells free, with the numbers, and what to
    try instead (another seed, or a grid where it is likelier) in each door's words."""
    letters = sum(len(w) for w in words)
    cells = frame.cells
    head = f"the message has {wanted} letter{'s' if wanted != 1 else ''}"
    fewest = max(0, cells - letters)  # with no letter shared
    if stats.most_free is None and fewest <= wanted:  # the words never all went in
        return MessageError(
            f"{head}, but the words ({letters} letters) don't fit in {frame.describe()}, "
            f"where {cells} cells would leave that few free; give a longer message or "
            "fewer words"
        )
    most = max(fewest, stats.most_free or 0)
    what = f"{head}; the words leave {fewest} to {most} cells free in {frame.describe()}"
    if fewest <= wanted <= most:
        return MessageError(
            what + ", but wherever the words went the message's letters spelled one of them again",
            cli="try another --seed, or reword the message",
            web="try another seed, or reword the message",
        )
    # More free cells need a bigger grid, fewer a smaller one.
    better = [
        f
        for f in message_frames(frame, letters, max(len(w) for w in words), wanted)
        if (f.cells > cells) == (wanted > most)
    ]
    if not better:
        return MessageError(what)
    rows, cols = better[0].rows, better[0].cols
    return MessageError(
        what,
        cli=f"try --size {cols}" if rows == cols else f"try --rows {rows} --cols {cols}",
        web=f"try {rows} rows and {cols} columns",
    )


def hide(placer: Placer, letters: str, steps: int) -> bool:
    """Move the placed words until the free cells take the message, and write it in; False
    when no arrangement within the effort limit does (another start may)."""
    if not settle_free(placer, len(letters), MESSAGE_EFFORT * steps):
        return False
    if write_message(placer.board, letters) is None:
        return True
    for _ in range(MESSAGE_SHAKES):
        shake(placer)
        if (
            settle_free(placer, len(letters), steps)
            and write_message(placer.board, letters) is None
        ):
            return True
    return False
