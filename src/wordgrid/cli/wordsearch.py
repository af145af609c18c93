"""`wordgrid wordsearch WORD...` makes a word search; `wordgrid findwords FILE` solves one."""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import tempfile
import unicodedata
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from wordgrid.errors import EXIT_OK, EXIT_UNSOLVABLE, InputError
from wordgrid.formats import read_word_list
from wordgrid.model import Placement, WordSearch
from wordgrid.wordsearch import (
    ALL_DIRECTIONS,
    LEVELS,
    FindResult,
    find_words,
    generate,
    parse_directions,
    read_word_search,
)

# The printed word list wraps at the grid's width, but at least this wide, so a narrow grid
# still gets a few words a line.
MIN_LIST_WIDTH = 40


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "wordsearch",
        help="make a word search puzzle",
        description=(
            "Hide every word exactly once in a grid of letters, reading in any allowed "
            "direction, and fill the other cells with letters that spell no word a second "
            "time. Prints the grid, then the word list."
        ),
        epilog=(
            "levels: 1 = E,S; 2 = E,S,SE,SW; 3 = all eight (the default). Without --seed a "
            "random seed is drawn and printed on stderr. Exit 2 on bad input, or when the "
            "words don't fit (the message names them)."
        ),
    )
    p.add_argument("words", nargs="*", metavar="WORD", help="words to hide")
    p.add_argument("--words", dest="word_file", metavar="FILE",
                   help="also hide the words in FILE, one a line or space-separated")
    p.add_argument("--size", type=int, metavar="N", help="an N x N grid (default: from the "
                   "words, about twice as many cells as letters)")
    p.add_argument("--rows", type=int, metavar="R", help="grid rows (alone: a square)")
    p.add_argument("--cols", type=int, metavar="C", help="grid columns (alone: a square)")
    way = p.add_mutually_exclusive_group()
    way.add_argument("--directions", metavar="LIST",
                     help="directions words may read in, e.g. N,NE,E (compass names)")
    way.add_argument("--level", type=int, choices=sorted(LEVELS),
                     help="1: E,S; 2: E,S,SE,SW; 3: all eight (default)")
    p.add_argument("--seed", type=int, metavar="N", help="make the same puzzle as before")
    p.add_argument("--alphabet", metavar="LETTERS",
                   help="filler letters (default: the letters of the words)")
    p.add_argument("--solution", action="store_true",
                   help="also print the answer key: the words alone in the grid, and each "
                        "word's row and column (from 1) and direction")
    p.add_argument("--json", action="store_true",
                   help='print one JSON object: {"grid", "words", "seed"} (= --format json)')
    p.add_argument("--format", choices=("text", "json", "ipuz"),
                   help="output format (default text; with --output, from the extension: "
                        ".ipuz and .json are ipuz and wordgrid JSON)")
    p.add_argument("--output", metavar="FILE",
                   help="write to FILE instead of stdout, only once the puzzle is made")
    p.set_defaults(run=run_wordsearch)

    f: argparse.ArgumentParser = sub.add_parser(
        "findwords",
        help="solve a word search",
        description=(
            "Find every reading of each word in a grid of letters, in all 8 directions. "
            "Exit 0 when every word is found exactly once, 1 when a word is missing or "
            "found more than once, 2 on bad input."
        ),
        epilog=(
            "GRID_FILE holds the grid rows (spaces between letters are ignored), or a "
            "`wordsearch --json` object. Without WORD or --words, the words come from the "
            "file: the block after the grid's blank line, as `wordsearch` prints it."
        ),
    )
    f.add_argument("grid_file", metavar="GRID_FILE", help="the grid, as `wordsearch` prints it")
    f.add_argument("words", nargs="*", metavar="WORD", help="words to look for")
    f.add_argument("--words", dest="word_file", metavar="FILE",
                   help="also look for the words in FILE")
    f.add_argument("--json", action="store_true", help="print one JSON object")
    f.set_defaults(run=run_findwords)


def _size(args: argparse.Namespace) -> tuple[int | None, int | None]:
    if args.size is not None:
        if args.rows is not None or args.cols is not None:
            raise InputError("give either --size or --rows/--cols, not both")
        return args.size, args.size
    return args.rows, args.cols


def _words(args: argparse.Namespace) -> list[str]:
    words = list(args.words)
    if args.word_file is not None:
        words += read_word_list(args.word_file)
    return words


def run_wordsearch(args: argparse.Namespace) -> int:
    rows, cols = _size(args)
    if args.directions is not None:
        directions = parse_directions(args.directions)
    elif args.level is not None:
        directions = LEVELS[args.level]
    else:
        directions = ALL_DIRECTIONS
    puzzle = generate(_words(args), rows=rows, cols=cols, directions=directions,
                      seed=args.seed, alphabet=args.alphabet)
    fmt = "json" if args.json else args.format
    if fmt == "json":
        text = json.dumps(puzzle_dict(puzzle), ensure_ascii=False) + "\n"
    elif fmt == "ipuz":
        from wordgrid.formats import ipuz

        text = ipuz.dumps(puzzle)
    else:
        text = format_puzzle(puzzle, solution=args.solution) + "\n"
    if args.seed is None and fmt not in ("json", "ipuz"):
        print(f"wordgrid: seed {puzzle.seed} (--seed {puzzle.seed} makes this puzzle again)",
              file=sys.stderr)
    if args.output is None:
        sys.stdout.write(text)
    elif fmt is None and Path(args.output).suffix.lower() in (".ipuz", ".json"):
        from wordgrid.cli.convert import write_document  # ipuz and JSON writers, one door

        write_document(puzzle, args.output)
    else:
        write_atomically(args.output, text)
    return EXIT_OK


def write_atomically(path: str, text: str) -> None:
    """Replace `path` with `text` in one step, so a failure never leaves half a file."""
    target = Path(path)
    try:
        fd, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as e:
        raise InputError(f"can't write: {e.strerror}", path=path) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(temp, target)
    except OSError as e:
        Path(temp).unlink(missing_ok=True)
        raise InputError(f"can't write: {e.strerror}", path=path) from None


def puzzle_dict(puzzle: WordSearch) -> dict[str, Any]:
    """The documented JSON shape; rows and columns counted from 1."""
    return {
        "grid": list(puzzle.rows),
        "words": [{"word": p.word, "row": p.user_row, "col": p.user_col,
                   "direction": p.direction.name} for p in puzzle.placements],
        "seed": puzzle.seed,
    }


def list_order(word: str) -> tuple[str, str]:
    """Alphabetical as a reader expects: É sorts with E, not after Z."""
    bare = "".join(ch for ch in unicodedata.normalize("NFD", word)
                   if not unicodedata.combining(ch))
    return bare, word


def format_puzzle(puzzle: WordSearch, *, solution: bool = False) -> str:
    """The grid, a blank line, the word list; with `solution`, the key after another."""
    grid = [" ".join(row) for row in puzzle.rows]
    placements = sorted(puzzle.placements, key=lambda p: list_order(p.word))
    parts = ["\n".join(grid),
             format_word_list([p.word for p in placements], max(len(grid[0]), MIN_LIST_WIDTH))]
    if solution:
        parts.append("solution:\n" + "\n".join(" ".join(row) for row in answer_rows(puzzle)))
        parts.append(format_key(placements))
    return "\n\n".join(parts)


def format_word_list(words: Sequence[str], width: int) -> str:
    """Words in columns, reading down each column."""
    cell = max(len(w) for w in words) + 2
    columns = max(1, (width + 2) // cell)
    height = math.ceil(len(words) / columns)
    lines = []
    for r in range(height):
        line = "".join(f"{words[i]:<{cell}}" for i in range(r, len(words), height))
        lines.append(line.rstrip())
    return "\n".join(lines)


def answer_rows(puzzle: WordSearch) -> list[str]:
    """The grid with only the hidden words' letters; filler cells are dots."""
    cells = [["."] * len(row) for row in puzzle.rows]
    for p in puzzle.placements:
        for i in range(len(p.word)):
            r, c = p.row + i * p.direction.dr, p.col + i * p.direction.dc
            cells[r][c] = puzzle.rows[r][c]
    return ["".join(row) for row in cells]


def format_key(placements: Sequence[Placement]) -> str:
    width = max(4, *(len(p.word) for p in placements))
    lines = [f"{'word':<{width}}  row  col  direction"]
    lines += [f"{p.word:<{width}}  {p.user_row:>3}  {p.user_col:>3}  {p.direction.name}"
              for p in placements]
    return "\n".join(lines)


def run_findwords(args: argparse.Namespace) -> int:
    rows, listed = read_word_search(args.grid_file)
    words = _words(args) or list(listed)
    if not words:
        raise InputError("no words to find: give them as arguments, with --words FILE, or "
                         "after the grid in the file", path=args.grid_file)
    result = find_words(rows, words)
    if args.json:
        print(json.dumps(result_dict(result), ensure_ascii=False))
    else:
        print(format_result(result))
    return EXIT_OK if result.ok else EXIT_UNSOLVABLE


def result_dict(result: FindResult) -> dict[str, Any]:
    return {
        "words": [{"word": f.word,
                   "found": [{"row": p.user_row, "col": p.user_col,
                              "direction": p.direction.name} for p in f.placements]}
                  for f in result.found],
        "missing": list(result.missing),
        "repeated": list(result.repeated),
        "ok": result.ok,
    }


def format_result(result: FindResult) -> str:
    width = max(len(f.word) for f in result.found)
    lines = []
    for f in result.found:
        where = ", ".join(f"R{p.user_row}C{p.user_col} {p.direction.name}"
                          for p in f.placements)
        if f.count == 0:
            where = "not found"
        elif f.count > 1:
            where = f"{f.count} times: {where}"
        lines.append(f"{f.word:<{width}}  {where}")
    total = len(result.found)
    if result.ok:
        summary = f"all {total} words found exactly once"
    else:
        once = sum(1 for f in result.found if f.count == 1)
        summary = f"{once} of {total} words found exactly once"
        if result.missing:
            summary += f"; missing: {', '.join(result.missing)}"
        if result.repeated:
            summary += f"; found more than once: {', '.join(result.repeated)}"
    return "\n".join(lines) + "\n\n" + summary
