"""The board and the word list as plain text, as the line-by-line dialogue prints them."""

from __future__ import annotations

from collections.abc import Sequence

from wordgrid.model import BLOCK, OPEN, Grid

FORBIDDEN_SHOWN = "+"
EMPTY_SHOWN = " "


def _show_cell(cell: str) -> str:
    if cell == BLOCK:
        return FORBIDDEN_SHOWN
    return EMPTY_SHOWN if cell == OPEN else cell


def format_board(board: Grid, *, coordinates: bool = False) -> str:
    """The board as text: '+' forbidden, blank empty; with R/C labels when asked."""
    columns = board.width
    # Every column is as wide as its widest label (C10 needs 3), so rows line up past C9.
    width = len(f"C{columns}") if coordinates else 1
    label_width = len(f"R{board.height}")
    lines = []
    if coordinates:
        header = " ".join(f"{'C' + str(c + 1):<{width}}" for c in range(columns))
        lines.append(f"{'':<{label_width}} {header}")
    for r, row in enumerate(board.rows):
        cells = " ".join(f"{_show_cell(cell):<{width}}" for cell in row)
        prefix = f"{'R' + str(r + 1):<{label_width}} " if coordinates else ""
        lines.append((prefix + cells).rstrip())
    return "\n".join(lines)


# The word list's heading, status heading and the two statuses, as the seed prints them.
WORDLIST_LABELS = ("Word List", "Status", "USED", "NOT USED")


def format_wordlist(
    words: Sequence[str], used: Sequence[bool], labels: tuple[str, ...] = WORDLIST_LABELS
) -> str:
    """Each word as W1, W2, ... with USED or NOT USED (or `labels`, in another language)."""
    heading, status, yes, no = labels
    names = [f"W{i} {word}" for i, word in enumerate(words, start=1)]
    width = max([len(heading), *map(len, names)]) + 4
    lines = [f"{heading:<{width}}{status}"]
    lines += [f"{name:<{width}}{yes if on else no}" for name, on in zip(names, used, strict=True)]
    return "\n".join(lines)
