"""`wordgrid examples [--copy DIR]`: the puzzles that come with wordgrid, and where they are."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from wordgrid.plural import counted


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "examples",
        help="list the bundled example puzzles, or copy them to a folder",
        description="List the example puzzles that come with wordgrid: each one's file "
        "name, format, size and number of words. Every command that reads a puzzle file "
        "takes one by its bare name (wordgrid solve sample_puzzle.txt); a file of that "
        "name in the current folder comes first.",
    )
    p.add_argument(
        "--copy",
        metavar="DIR",
        help="copy the examples into DIR (made if missing), to change them or to serve "
        "them; a different file of the same name there is never overwritten",
    )
    p.set_defaults(run=run)


GRID = "grid"  # the format of a grid without words: it is filled from a dictionary


def _row(path: Path) -> tuple[str, str, str, str]:
    from wordgrid.formats import as_puzzle, detect_file, read, read_grid
    from wordgrid.model import WordSearch, find_slots

    fmt = detect_file(path) or "?"
    if fmt == GRID:
        grid = read_grid(path)[0]
        rows, words = grid.rows, f"{len(find_slots(grid))} to fill"
    else:
        doc = read(path)
        if isinstance(doc, WordSearch):
            rows, words = doc.rows, str(len(doc.placements))
        else:
            puzzle = as_puzzle(doc)
            rows, words = puzzle.grid.rows, str(len(puzzle.bank.listed))
    size = f"{len(rows)}x{len(rows[0]) if rows else 0}"
    return path.name, fmt, size, words


def run(args: argparse.Namespace) -> int:
    from wordgrid.formats import copy_examples, examples_folder, folder_files

    if args.copy is not None:
        folder = Path(args.copy)
        copied = copy_examples(folder)
        said = f"copied {counted(len(copied), 'example')} to {folder}"
        print(said + ("" if copied else " (all there)"))
        return 0
    table = [("file", "format", "size", "words"), *map(_row, folder_files(examples_folder()))]
    widths = [max(len(row[k]) for row in table) for k in range(4)]
    for name, fmt, size, words in table:
        print(f"{name:<{widths[0]}}  {fmt:<{widths[1]}}  {size:>{widths[2]}}  {words:>{widths[3]}}")
    print(f"\nThey are in {examples_folder()}.")
    print("Every command takes one by its name: wordgrid solve sample_puzzle.txt")
    grids = [row[0] for row in table[1:] if row[1] == GRID]
    if grids:
        print(f"A grid is filled from the built-in word list: wordgrid fill {grids[0]}")
    print("To change them or serve them, copy them: wordgrid examples --copy DIR")
    return 0
