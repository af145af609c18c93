"""Counts in the words people read: `1 crossword`, `2 crosswords`, `1,024 files`."""

from __future__ import annotations


def counted(n: int, noun: str, plural: str = "") -> str:
    """`n` and `noun`, the plural (`noun` + s unless `plural` says otherwise) unless n is 1."""
    return f"{n:,} {noun if n == 1 else plural or noun + 's'}"
