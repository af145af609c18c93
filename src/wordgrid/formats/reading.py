"""Reading: a file's bytes, taken once and detected once, into one of the model's documents.

`read` gives a Puzzle (a crossword is a puzzle with clues), a Solution, a WordSearch or a
GameSave; the commands that solve ask for the puzzle a document holds (`read_puzzle`),
`fill` for its grid alone (`read_grid`), `findwords` for a word search's letters and words
(`read_word_search`).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import NamedTuple

from wordgrid.errors import InputError
from wordgrid.formats._io import check_size, is_stdin, label, read_puzzle_bytes
from wordgrid.formats._json import parse_json
from wordgrid.formats._text import decode, numbered_lines, parse_grid, strip_blank_edges
from wordgrid.formats.across_lite import parse_across_lite
from wordgrid.formats.detect import detect, json_of, puzzle_json
from wordgrid.formats.extensions import FORMATS
from wordgrid.formats.numeric import parse_numeric
from wordgrid.formats.word_lists import read_word_list
from wordgrid.formats.words_grid import parse_words_grid
from wordgrid.formats.wordsearch_text import parse_parts, parse_wordsearch
from wordgrid.model import (
    OPEN,
    Cell,
    CellStyle,
    Document,
    GameSave,
    Grid,
    Kind,
    Metadata,
    Puzzle,
    Solution,
    WordBank,
    WordSearch,
)

WORD_SEARCH_FORMATS = ("wordsearch", "json", "ipuz")  # what `findwords --from` takes


def _parse(
    data: bytes,
    kind: str,
    name: str,
    words: str | Path | None,
    min_length: int,
    *,
    forced: bool = False,
) -> Document:
    if kind == "puz":
        from wordgrid.formats.puz import load_puz  # puzpy loads only for .puz files

        return load_puz(data, name)
    if kind == "jpz":
        from wordgrid.formats.jpz import load_jpz

        return load_jpz(data, name)
    text = decode(data)
    if kind in ("json", "ipuz"):
        from wordgrid.formats import ipuz, json_io  # loaded only for JSON files

        obj = parse_json(ipuz.unwrap(text))
        if kind == "ipuz" or not forced and ipuz.is_ipuz(obj):
            return ipuz.from_ipuz_dict(obj, name, min_length)
        return json_io.from_json_dict(obj, name)
    lines = numbered_lines(text)
    if kind == "grid":
        grid = parse_grid(strip_blank_edges(lines))
        if words is not None:
            return Puzzle(grid, WordBank.from_words(read_word_list(words)), min_length, name)
        if not any(OPEN in row for row in grid.rows):  # letters only: nothing to fill
            raise InputError(
                "this file is a grid without words and without a square to fill",
                cli="name a word file with --dict FILE",
                web="send the words with it: the words one a line, a blank line, then the grid",
            )
        # Without its word file a grid is a blank template: it prints, converts and fills.
        return Puzzle(grid, WordBank.from_words(()), min_length, name)
    if kind == "words-grid":
        return parse_words_grid(lines, min_length=min_length, name=name)
    if kind == "numeric":
        return parse_numeric(lines, min_length=min_length, name=name)
    if kind == "wordsearch":
        return parse_wordsearch(lines)
    if kind == "xd":
        from wordgrid.formats.xd import parse_xd

        return parse_xd(text, name=name)
    return parse_across_lite(text, name=name)


def _check_doc_size(doc: Document) -> None:
    """The one size limit, for the formats whose size is only their rows (the others refuse
    a size they declare before reading a cell)."""
    puzzle = doc.puzzle if isinstance(doc, (Solution, GameSave)) else doc
    rows = puzzle.rows if isinstance(puzzle, WordSearch) else puzzle.grid.rows
    check_size(max(map(len, rows), default=0), len(rows))


def read(
    source: str | Path,
    *,
    fmt: str | None = None,
    words: str | Path | None = None,
    min_length: int = 2,
) -> Document:
    """The document in `source` (a path, or `-` for standard input), in any format we know.

    `fmt` forces a format (default: detected from the content); `words` names the word file
    of a grid-only puzzle. Bad input raises InputError naming the file and line or JSON path.
    """
    if words is not None and is_stdin(words) and is_stdin(source):
        raise InputError("standard input (-) can hold the puzzle or its words, not both")
    return parse(
        read_puzzle_bytes(source), label(source), fmt=fmt, words=words, min_length=min_length
    )


def parse(
    data: bytes,
    where: str,
    *,
    fmt: str | None = None,
    words: str | Path | None = None,
    min_length: int = 2,
) -> Document:
    """The document in a file's bytes, for a caller that has read them already; `where`
    names the file in messages. As `read` otherwise."""
    if min_length < 1:
        raise InputError("the minimum slot length must be at least 1")
    if fmt is not None and fmt not in FORMATS:
        raise InputError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    try:
        kind = fmt or detect(data, where)
        if words is not None and kind != "grid":
            raise InputError(f"this {kind} file has its own word list; drop --dict")
        doc = _parse(data, kind, Path(where).name, words, min_length, forced=fmt is not None)
        _check_doc_size(doc)
        return doc
    except InputError as e:
        raise e.at(where) from None
    except RecursionError:  # a document nested past what the readers can walk
        raise InputError("nested too deeply to read", path=where) from None


def as_puzzle(doc: Document, where: str = "") -> Puzzle:
    """The puzzle a document holds, for commands that solve: a solution or a game's puzzle."""
    if isinstance(doc, WordSearch):
        raise InputError(
            "this file is a word search, not a fill-in puzzle: use `wordgrid findwords`",
            path=where or None,
        )
    return doc.puzzle if isinstance(doc, Solution | GameSave) else doc


def read_puzzle(
    path: str | Path,
    *,
    words: str | Path | None = None,
    fmt: str | None = None,
    min_length: int = 2,
) -> Puzzle:
    """The puzzle to solve in a file: any document that holds one, checked to be solvable."""
    return solvable(read(path, words=words, fmt=fmt, min_length=min_length), label(path))


def solvable(doc: Document, where: str) -> Puzzle:
    """The puzzle a document holds, checked to have words and slots; InputError naming
    `where` otherwise."""
    puzzle = as_puzzle(doc, where)
    if puzzle.kind is Kind.ACROSTIC:  # its runs across and down are pieces of a quotation
        raise InputError(
            "this is an acrostic, a quotation the clues' answers spell, not a fill-in: there "
            "are no words to solve it with (`wordgrid render` prints it)",
            path=where,
        )
    if puzzle.clues and not puzzle.bank.listed:
        raise InputError(
            "this crossword keeps no answers (its answers are left out or scrambled), so "
            "there are no words to solve it with",
            path=where,
        )
    if not puzzle.bank.listed:
        raise InputError(
            "this is a blank grid, with no words and no clues",
            path=where,
            cli="`wordgrid fill` fills it from a dictionary, or --dict FILE gives the words "
            "to solve it with",
            web="send the words with it: the words one a line, a blank line, then the grid",
        )
    if not puzzle.slots:
        raise InputError(
            f"the grid has no run of {puzzle.min_length} or more open cells, so no "
            "word can be placed",
            path=where,
        )
    return puzzle


class GridSource(NamedTuple):
    """What a file gives a grid to fill: the grid (blocks, bars, given letters), its
    metadata, and how its cells are marked (circles, shades, cells outside its shape)."""

    grid: Grid
    meta: Metadata = Metadata()
    styles: Mapping[Cell, CellStyle] = {}


def read_grid(path: str | Path, fmt: str | None = None) -> GridSource:
    """The grid of any puzzle file (its words are not needed), with its metadata and marks."""
    where = label(path)
    data = read_puzzle_bytes(path)
    try:
        kind = fmt or detect(data, where)
        if kind == "grid":
            return GridSource(parse_grid(strip_blank_edges(numbered_lines(decode(data)))))
        puzzle = as_puzzle(_parse(data, kind, Path(where).name, None, 2, forced=fmt is not None))
    except InputError as e:
        raise e.at(where) from None
    return GridSource(puzzle.grid, puzzle.meta, puzzle.styles)


class SearchFile(NamedTuple):
    """What the finder needs from a word-search file: the rows (OUTSIDE beyond a shape),
    the words to look for (secret words after the listed ones) and the hidden message."""

    rows: tuple[str, ...]
    words: tuple[str, ...]
    message: str = ""


def read_word_search(path: str | Path, fmt: str | None = None) -> SearchFile:
    """The letter rows and hidden words of a word search, for the finder to check itself.

    Text may list no words (they can come from elsewhere) or list words that aren't there:
    finding them is the finder's job. Other formats must hold a valid word search.
    """
    where = label(path)
    data = read_puzzle_bytes(path)
    not_one = InputError("this file holds a fill-in puzzle, not a word search", path=where)
    if fmt is not None and fmt not in WORD_SEARCH_FORMATS:
        raise InputError(f"a word search is read as {', '.join(WORD_SEARCH_FORMATS)}, not {fmt}")
    try:
        kind = fmt or detect(data, where)
        if kind in ("wordsearch", "grid", "words-grid"):
            try:
                parts = parse_parts(numbered_lines(decode(data)))
            except InputError:
                if kind == "words-grid":  # a word list and a grid of a fill-in
                    raise not_one from None
                raise
            return SearchFile(parts.rows, (*parts.listed, *parts.secrets), parts.message)
        if kind == "json" and fmt is None:
            obj = json_of(data)
            if isinstance(obj, dict) and not puzzle_json(obj):
                from wordgrid.formats import json_io

                return SearchFile(*json_io.grid_and_words(obj))
    except InputError as e:
        raise e.at(where) from None
    doc = parse(data, where, fmt=fmt)  # read once above
    if not isinstance(doc, WordSearch):
        raise not_one
    return SearchFile(doc.rows, tuple(p.word for p in (*doc.placements, *doc.secrets)), doc.message)
