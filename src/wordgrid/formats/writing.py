"""Writing puzzle files: a document's bytes in a format, all at once through one atomic helper.

A writer refuses to drop anything its format can't hold (clues, metadata, given letters)
rather than lose it, and says which formats can. Which documents each format holds at all
is in the table (extensions.py); pages are written by render/output.py, the one output door.
"""

from __future__ import annotations

from pathlib import Path

from wordgrid.errors import InputError
from wordgrid.formats._io import is_stdin, label, write_atomic, write_stdout
from wordgrid.formats.across_lite import format_across_lite
from wordgrid.formats.extensions import (
    BY_NAME,
    OUTPUT_FORMATS,
    PUZZLE_FILE,
    concrete,
    formats_holding,
    kind_name,
    lost_in,
    names,
    output_format,
)
from wordgrid.formats.numeric import format_numeric
from wordgrid.formats.words_grid import format_words_grid
from wordgrid.formats.wordsearch_text import format_wordsearch
from wordgrid.model import Document, GameSave, Solution, WordSearch

# Formats with a place for a player's letters beside the answers.
PROGRESS_FORMATS = ("json", "ipuz", "ipuz-crossword", "puz", "jpz", "jpz-zip")


def _refuse(doc: Document, fmt: str, why: str) -> InputError:
    """The writer's refusal, naming the puzzle formats that do hold this document."""
    usable = [f for f in formats_holding((doc,), OUTPUT_FORMATS) if f != concrete(fmt, (doc,))]
    instead = f"; use {names(usable)}" if usable else ""
    return InputError(f"the {fmt} format can't hold this {kind_name(doc)}: {why}{instead}")


def without_progress(doc: Document) -> Document:
    """A game's crossword without the player's letters: its answers when the file kept
    them, else its puzzle. Other documents stay as they are."""
    if not isinstance(doc, GameSave):
        return doc
    return doc.solution if doc.solution is not None else doc.puzzle


def _game_bytes(doc: GameSave, fmt: str) -> bytes:
    from wordgrid.formats import ipuz

    if fmt in ("ipuz", "ipuz-crossword"):
        return ipuz.dumps(doc, "crossword" if fmt == "ipuz-crossword" else "fill").encode("utf-8")
    if fmt == "puz":
        from wordgrid.formats.puz import puz_bytes

        return puz_bytes(doc)
    if fmt in ("jpz", "jpz-zip"):
        from wordgrid.formats.jpz import jpz_bytes

        return jpz_bytes(doc, zipped=fmt == "jpz-zip")
    raise _refuse(
        doc, fmt, "it has no place for the player's letters (or drop them with --no-progress)"
    )


def dumps(doc: Document, fmt: str, *, key: bool = False) -> bytes:
    """The document's bytes in puzzle format `fmt` (not `text`: see output_format).

    `key` adds the answer key to a word search written as text.
    """
    if fmt not in BY_NAME or BY_NAME[fmt].family != PUZZLE_FILE or fmt == "text":
        raise ValueError(f"formats.dumps writes puzzle files, not {fmt}")
    # The JSON formats load only when asked for: a text puzzle's command starts sooner.
    from wordgrid.formats import ipuz, json_io

    if fmt == "json":
        return json_io.dumps(doc).encode("utf-8")
    if isinstance(doc, GameSave):
        return _game_bytes(doc, fmt)
    if isinstance(doc, WordSearch):
        if fmt == "ipuz":
            return ipuz.dumps(doc).encode("utf-8")
        if fmt == "wordsearch":
            return format_wordsearch(doc, solution=key).encode("utf-8")
        raise _refuse(doc, fmt, "it is for crosswords and fill-ins")
    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    if fmt in ("ipuz", "ipuz-crossword"):
        return ipuz.dumps(doc, "crossword" if fmt == "ipuz-crossword" else "fill").encode("utf-8")
    if fmt == "puz":
        from wordgrid.formats.puz import puz_bytes

        return puz_bytes(doc)
    if fmt == "xd":
        from wordgrid.formats.xd import format_xd

        return format_xd(doc).encode("utf-8")
    if fmt in ("jpz", "jpz-zip"):
        from wordgrid.formats.jpz import jpz_bytes

        return jpz_bytes(doc, zipped=fmt == "jpz-zip")
    if fmt == "across-lite":
        if not isinstance(doc, Solution):
            raise _refuse(doc, fmt, "it holds a filled grid: solve the puzzle first")
        return format_across_lite(doc).encode("utf-8")
    if fmt == "wordsearch":
        raise _refuse(doc, fmt, "it is for word searches")
    lost = lost_in(fmt, doc)
    if lost:
        raise _refuse(doc, fmt, lost)
    if fmt == "numeric":
        if isinstance(doc, Solution):
            raise _refuse(doc, fmt, "it has no place for letters")
        return format_numeric(puzzle).encode("utf-8")
    return format_words_grid(doc).encode("utf-8")


def put(data: bytes, target: str | Path) -> None:
    """Bytes to `target` all at once, or to standard output for `-`."""
    if is_stdin(target):
        write_stdout(data)
    else:
        write_atomic(target, data)


def write(doc: Document, target: str | Path, fmt: str | None = None, *, key: bool = False) -> str:
    """Write `doc` to `target` (`-`: standard output) in a puzzle format; returns the format."""
    fmt = output_format(target, fmt, holding=(type(doc),), among=OUTPUT_FORMATS)
    try:
        data = dumps(doc, fmt, key=key)
    except InputError as e:
        raise e.at(label(target)) from None
    put(data, target)
    return fmt
