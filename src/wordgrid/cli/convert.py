"""`wordgrid convert IN OUT`: move a puzzle, solution or word search between file formats.

`read_document` and `write_document` are the one door every command uses to read or write
any format by name or file extension; solve's `--output` and render call them too.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from wordgrid.cli._args import positive_float, positive_int
from wordgrid.errors import EXIT_TIMEOUT, EXIT_UNSOLVABLE, InputError, WordgridError
from wordgrid.formats import FORMATS, format_numeric, format_words_grid, read_puzzle
from wordgrid.formats._text import read_text
from wordgrid.formats.ipuz import loads as load_ipuz
from wordgrid.formats.ipuz import looks_like_ipuz, write_ipuz
from wordgrid.formats.json_io import Document, GameSave, write_atomic, write_json
from wordgrid.formats.json_io import loads as load_json
from wordgrid.formats.puz import is_puz, read_puz, write_puz
from wordgrid.model import Puzzle, Solution, WordSearch

# What we write: `ipuz` is the fill kind (wordsearch kind for word searches), and
# `ipuz-crossword` the crossword kind that crossword apps open.
OUTPUT_FORMATS = ("ipuz", "ipuz-crossword", "puz", "json", "words-grid", "numeric")
INPUT_FORMATS = (*FORMATS, "puz")
EXTENSIONS = {".ipuz": "ipuz", ".puz": "puz", ".json": "json", ".txt": "words-grid"}


class NoSolution(WordgridError):
    """A puzzle that had to be solved first (for a .puz or an answer key) has no solution."""

    exit_code = EXIT_UNSOLVABLE


class SolveTimeout(WordgridError):
    exit_code = EXIT_TIMEOUT


def _kind_of(doc: Document) -> str:
    return {Puzzle: "puzzle", Solution: "solution", WordSearch: "word search",
            GameSave: "game save"}[type(doc)]


def read_document(path: str | Path, *, words: str | Path | None = None, fmt: str | None = None,
                  min_length: int = 2) -> Document:
    """Whatever a file holds: a puzzle, a solution, a word search or a game save."""
    p = Path(path)
    if fmt not in (None, *INPUT_FORMATS):
        raise InputError(f"unknown format {fmt!r}; choose one of {', '.join(INPUT_FORMATS)}")
    if fmt == "puz" or (fmt is None and p.is_file() and is_puz(p.read_bytes()[:4096])):
        return read_puz(p)
    if fmt in ("ipuz", "json") or fmt is None:
        text = read_text(p)
        stripped = text.lstrip()
        if fmt is not None or stripped.startswith(("{", "ipuz(")):
            if words is not None:
                raise InputError("this JSON file has its own word list; drop --words", path=p)
            kind = fmt or ("ipuz" if looks_like_ipuz(text) else "json")
            try:
                if kind == "ipuz":
                    return load_ipuz(text, p.name, min_length)
                return load_json(text, p.name)
            except InputError as e:
                raise e.at(p) from None
    return read_puzzle(p, words=words, fmt=fmt, min_length=min_length)


def format_for_path(path: str | Path, fmt: str | None = None) -> str:
    """The output format: `fmt` when named, else from the file's extension."""
    if fmt is not None:
        if fmt not in OUTPUT_FORMATS:
            raise InputError(f"unknown output format {fmt!r}; choose one of "
                             f"{', '.join(OUTPUT_FORMATS)}")
        return fmt
    suffix = Path(path).suffix.lower()
    if suffix not in EXTENSIONS:
        raise InputError(f"can't tell the format from the extension {suffix!r}: use .ipuz, "
                         ".puz, .json or .txt, or name one with --to", path=path)
    return EXTENSIONS[suffix]


def write_document(doc: Document, path: str | Path, fmt: str | None = None) -> str:
    """Write `doc` to `path` in `fmt` (default: from the extension); returns the format used.

    Puzzle, Solution and WordSearch go to ipuz and JSON; filled grids also to .puz; the
    text formats hold a puzzle (a solution writes the puzzle it answers); game saves are JSON.
    """
    fmt = format_for_path(path, fmt)
    where = Path(path)
    if isinstance(doc, GameSave) and fmt != "json":
        raise InputError("a game save can only be written as wordgrid JSON (.json)", path=where)
    if fmt == "json":
        write_json(doc, where)
    elif fmt == "ipuz":
        assert not isinstance(doc, GameSave)
        write_ipuz(doc, where, "fill")
    elif isinstance(doc, WordSearch):
        raise InputError(f"a word search can't be written as {fmt}: use ipuz or json",
                         path=where)
    elif fmt == "ipuz-crossword":
        assert not isinstance(doc, GameSave)
        write_ipuz(doc, where, "crossword")
    elif fmt == "puz":
        assert not isinstance(doc, GameSave)
        try:
            write_puz(doc, where)
        except InputError as e:
            raise e.at(where) from None
    else:
        assert isinstance(doc, Puzzle | Solution)
        puzzle = doc.puzzle if isinstance(doc, Solution) else doc
        try:
            text = format_numeric(puzzle) if fmt == "numeric" else format_words_grid(puzzle)
        except InputError as e:
            raise e.at(where) from None
        write_atomic(where, text.encode("utf-8"))
    return fmt


def solve_puzzle(puzzle: Puzzle, timeout: float | None = None) -> Solution:
    """The first solution of `puzzle`, checked; NoSolution or SolveTimeout otherwise."""
    from wordgrid.solver import solve
    from wordgrid.verify import check

    outcome = solve(puzzle, limit=1, timeout=timeout)
    if outcome.solution is not None:
        return check(outcome.solution)
    if outcome.timed_out:
        raise SolveTimeout(f"{puzzle.name or 'the puzzle'}: no solution within {timeout} s")
    raise NoSolution(f"{puzzle.name or 'the puzzle'}: no solution, so there is no filled grid "
                     "to write")


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "convert",
        help="convert a puzzle between file formats (ipuz, .puz, JSON, text)",
        description="Read IN in any format wordgrid knows and write OUT in the format its "
                    "extension names (.ipuz, .puz, .json, .txt) or --to gives.",
    )
    p.add_argument("input", metavar="IN", help="puzzle, solution or word search file")
    p.add_argument("output", metavar="OUT", help="file to write")
    p.add_argument("--to", choices=OUTPUT_FORMATS,
                   help="output format (default: from OUT's extension); ipuz-crossword is "
                        "the crossword kind crossword apps open")
    p.add_argument("--format", choices=INPUT_FORMATS, help="force the input format")
    p.add_argument("--words", metavar="FILE", help="word file for a grid-only puzzle")
    p.add_argument("--min-length", type=positive_int, default=2, metavar="N",
                   help="shortest run of open cells that is a slot (default 2)")
    p.add_argument("--solve", action="store_true",
                   help="solve a puzzle first and write the filled grid (needed for .puz)")
    p.add_argument("--timeout", type=positive_float, metavar="S",
                   help="with --solve: give up after S seconds (exit 3)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if Path(args.input).resolve() == Path(args.output).resolve():
        raise InputError("IN and OUT are the same file: write to another name, so the input "
                         "is never lost", path=args.output)
    doc = read_document(args.input, words=args.words, fmt=args.format,
                        min_length=args.min_length)
    if args.solve and isinstance(doc, Puzzle):
        doc = solve_puzzle(doc, args.timeout)
    fmt = write_document(doc, args.output, args.to)
    print(f"wrote {args.output} ({fmt}, {_kind_of(doc)})")
    return 0
