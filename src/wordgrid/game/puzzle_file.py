"""The game's own puzzle file: words, an empty line, then rows of 0 (forbidden) and 1 (open).

Other puzzle files play too, through `formats`; this is only the plain file the original
game reads, and the rules that make its two parts playable.
"""

from __future__ import annotations

import errno
from collections.abc import Sequence
from pathlib import Path

from wordgrid.errors import InputError
from wordgrid.model import BLOCK, OPEN, Grid, fold, normalize_word

WORDS_PART = "words"
BOARD_PART = "board"


def find_puzzle_file(filename: str) -> Path:
    """`filename` as given when it exists; a bare name missing here is the bundled example
    of that name (formats.locate), so the defaults work from any folder.

    Raises OSError (EINVAL) for a name with a NUL character, which no file can have.
    """
    if "\0" in filename:
        raise OSError(errno.EINVAL, "a file name can't hold a NUL character", filename)
    path = Path(filename).expanduser()
    if str(path) != filename:  # `~/x.txt`: a path of the user's own
        return path
    from wordgrid.formats import locate  # imported late: the game's start stays quick

    return Path(locate(path))


def split_puzzle_text(text: str) -> tuple[list[str], list[str]]:
    """The words (upper case) before the first empty line, and the board rows after it."""
    lines = [line.strip() for line in text.splitlines()]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    gap = lines.index("") if "" in lines else len(lines)
    words = [fold(line) for line in lines[:gap]]
    board = lines[gap + 1 :]
    while board and not board[0]:  # tolerate more than one empty line between the blocks
        board.pop(0)
    return words, board


def puzzle_problem(words: Sequence[str], layout: Sequence[str]) -> tuple[str, str] | None:
    """(WORDS_PART or BOARD_PART, why) when these can't make a game; None when they can."""
    if not words:
        return WORDS_PART, "there are no words before the empty line"
    for i, word in enumerate(words, start=1):
        try:
            letters_only = normalize_word(word) == word
        except InputError:
            letters_only = False
        if not letters_only:
            return WORDS_PART, f"word {i} ({word!r}) must be letters only"
    if not layout:
        return BOARD_PART, "there is no board after the word list and an empty line"
    width = len(layout[0])
    for r, row in enumerate(layout, start=1):
        if len(row) != width:
            return BOARD_PART, f"row {r} has {len(row)} cells but row 1 has {width}"
        bad = set(row) - {"0", "1"}
        if bad:
            return BOARD_PART, f"row {r} has {sorted(bad)[0]!r}; a board holds only 0 and 1"
    return None


def layout_grid(layout: Sequence[str]) -> Grid:
    """Rows of 0 and 1 (checked by puzzle_problem) as an empty board."""
    return Grid(tuple(row.replace("0", BLOCK).replace("1", OPEN) for row in layout))
