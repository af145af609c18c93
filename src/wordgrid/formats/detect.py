"""Which format a file is in, from its bytes: magic for the binary formats, shape for text.

A file's extension is a hint for the binary formats only (`.puz`, `.jpz`); text is told by
its content, so a `.txt` file of any text format reads.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from wordgrid.errors import InputError
from wordgrid.formats._io import is_jpz, is_puz, label, read_puzzle_bytes
from wordgrid.formats._json import is_json, parse_json
from wordgrid.formats._text import Line, decode, numbered_lines, strip_blank_edges, whole_number
from wordgrid.formats.across_lite import looks_like_across_lite
from wordgrid.formats.extensions import CROSSWORD_EXTENSIONS, CROSSWORD_FORMATS, WRITTEN_ONLY
from wordgrid.formats.words_grid import split_blocks
from wordgrid.formats.wordsearch_text import looks_like_wordsearch
from wordgrid.formats.xd_sniff import looks_like_xd

_NUMERIC_HEADER = re.compile(r"^\s*\d+\s+\d+\s*$")
_INTEGER = re.compile(r"^-?\d+$")


def _numeric_header(body: list[Line]) -> bool:
    """`R C` followed by a row of C numbers: a header, even when a cell is wrong (`0 1`), so
    that the numeric reader names that cell and line. A grid row written with spaces (`1 1`,
    `11 11`) is not a header: the row after it does not hold C numbers."""
    header = body[0][1]
    if not _NUMERIC_HEADER.match(header):
        return False
    if len(body) < 2:
        return True
    cells = body[1][1].split()
    return set(cells) <= {"-1", "0"} or (
        len(cells) == whole_number(header.split()[1]) and all(_INTEGER.match(c) for c in cells)
    )


def detect_format(lines: list[Line]) -> str:
    """Which text format `lines` are in, from their shape alone."""
    body = strip_blank_edges(lines)
    if not body:
        raise InputError("the file is empty")
    text = "\n".join(t for _, t in body)
    if is_json(text):
        return "json"  # ipuz or ours: told apart once parsed (reading.py)
    if looks_like_across_lite(text):
        return "across-lite"
    if _numeric_header(body):
        return "numeric"
    if looks_like_wordsearch(body):
        return "wordsearch"
    if looks_like_xd(text):
        return "xd"
    if split_blocks(body) is not None:
        return "words-grid"
    return "grid"


def detect(data: bytes, name: str) -> str:
    """The format of a file's bytes (`json` for ipuz too); `name` gives its extension. A
    page wordgrid writes (.pdf, .html, ...) is refused as one, not read as text or XML."""
    suffix = Path(name).suffix.lower()
    if suffix in WRITTEN_ONLY:
        raise InputError(
            f"wordgrid writes {suffix} files but does not read them back: give the puzzle "
            "file it was made from"
        )
    if is_puz(data) or name.lower().endswith(".puz"):
        return "puz"
    if is_jpz(data) or name.lower().endswith(".jpz"):
        return "jpz"
    return detect_format(numbered_lines(decode(data)))


def detect_file(path: str | Path) -> str | None:
    """The format a file is in, from its content (ipuz told from wordgrid JSON); None when
    it can't be read at all."""
    try:
        data = read_puzzle_bytes(path)
        kind = detect(data, label(path))
        if kind == "json":
            from wordgrid.formats.ipuz import is_ipuz

            return "ipuz" if is_ipuz(json_of(data)) else kind
        return kind
    except InputError:
        return None


def may_hold_crossword(data: bytes, name: str) -> bool:
    """Whether a file is in a format that holds crosswords, readable or not: by its extension
    or its content. False for a README, notes or a word list, and for JSON that is neither
    ipuz nor wordgrid's."""
    if Path(name).suffix.lower() in CROSSWORD_EXTENSIONS:
        return True
    try:
        kind = detect(data, name)
    except InputError:  # not text
        return False
    if kind != "json":
        return kind in CROSSWORD_FORMATS
    try:
        return puzzle_json(json_of(data))
    except InputError:  # damaged JSON, as likely a crossword's as anything's
        return True


def json_of(data: bytes) -> Any:
    """The JSON value in a file's bytes (an ipuz file's JSONP wrapper taken off)."""
    from wordgrid.formats import ipuz

    return parse_json(ipuz.unwrap(decode(data)))


def puzzle_json(obj: Any) -> bool:
    """ipuz (with its `kind` list) or wordgrid's own JSON (with its MAGIC key)."""
    from wordgrid.formats import json_io

    return isinstance(obj, dict) and (json_io.MAGIC in obj or "kind" in obj)


def is_document(data: bytes) -> bool:
    """True for a file that holds more than a plain word list and grid: a game save, ipuz,
    .puz, .xd or Across Lite text. The terminal game reads the plain seed layout itself."""
    try:
        return detect(data, "") in ("json", "puz", "xd", "across-lite", "wordsearch", "jpz")
    except InputError:
        return False
