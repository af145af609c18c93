"""Whether a text is an xd crossword: the cheap test `read` runs on every text file, kept
apart from the reader so that a file of another format never loads it."""

from __future__ import annotations

import re

SECTION_NAMES = ("metadata", "grid", "clues", "notes", "design", "style")  # v2 `## Name` sections
SECTION = re.compile(r"^##\s+(\S.*)$")  # a space after ##: a grid row may start with blocks
DETECT_CLUE = re.compile(r"^[AD][0-9]+\. ", re.MULTILINE)
HEADER_KEY = re.compile(r"^[A-Za-z][A-Za-z0-9 _/-]*$")


def header(text: str) -> tuple[str, str] | None:
    """`(key, value)` when `text` is a `Key: value` line."""
    key, colon, value = text.partition(":")
    key = key.strip()
    if not colon or not HEADER_KEY.match(key):
        return None
    return key, value.strip()


def _grid_like(text: str) -> bool:
    row = text.strip()
    return bool(row) and ":" not in row and not any(ch.isspace() for ch in row)


def looks_like_xd(text: str) -> bool:
    """True when `text` has xd's shape: headers then a grid, or `A1. ` clue lines."""
    lines = text.removeprefix("\ufeff").splitlines()
    body = [line for line in lines if line.strip()]
    if not body or body[0].lstrip().startswith(("{", "[", "<")):  # JSON, Across Lite text
        return False
    first = body[0].strip()
    m = SECTION.match(first)
    if m and m.group(1).strip().lower() in SECTION_NAMES:
        return True
    if DETECT_CLUE.search(text):
        return True
    i = 0
    while not lines[i].strip():
        i += 1
    headers = 0
    while i < len(lines) and lines[i].strip() and header(lines[i]) is not None:
        headers += 1
        i += 1
    while i < len(lines) and not lines[i].strip():
        i += 1
    return headers > 0 and i < len(lines) and _grid_like(lines[i])
