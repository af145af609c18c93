"""How generated puzzles are written: the puzzle file, its solution, and how it was made.

Every puzzle file is one that any wordgrid command reads. The puzzle goes in the format
asked (generate.options.FILE_FORMATS: any that holds a fill-in, pages too); formats with a
place for it carry the title and the difficulty label. With a folder, each puzzle NAME gets
its answer beside it as NAME.solution.EXT (wordgrid JSON for the numeric format, which has
no room for letters), and the seed, rating and proof as NAME.meta.json, or inside the
puzzle's own document for JSON. `batch` and `render` know these side files and skip them.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from wordgrid.formats import dumps, label, write_atomic
from wordgrid.formats._json import pretty_json
from wordgrid.formats.extensions import BY_NAME, suffix_of
from wordgrid.formats.json_io import to_json_dict
from wordgrid.formats.writing import put
from wordgrid.generate.maker import Generated
from wordgrid.model import Puzzle, Solution
from wordgrid.render.output import Options, write_document


def meta_dict(g: Generated) -> dict[str, Any]:
    """How the puzzle was made: seed, style, rating, repairs, and the uniqueness proof."""
    return {
        "seed": g.seed,
        "style": g.style,
        "rating": g.rating.as_dict(),
        "repairs": list(g.repairs),
        # No timings here: a seed's files are the same byte for byte on any machine.
        "proof": {
            "solutions": 1,
            "exact": True,
            "nodes": g.proof.nodes,
            "backtracks": g.proof.backtracks,
        },
    }


def _described(puzzle: Puzzle, g: Generated, fmt: str, title: str) -> Puzzle:
    """The puzzle with its difficulty and title, in the formats that have room for them."""
    if not BY_NAME[fmt].metadata:
        return puzzle
    meta = dataclasses.replace(puzzle.meta, difficulty=g.rating.label, title=title)
    return dataclasses.replace(puzzle, meta=meta)


def documents(g: Generated, fmt: str, title: str = "") -> tuple[Puzzle, Solution]:
    """The puzzle and its solution as they are written in `fmt`."""
    puzzle = _described(g.puzzle, g, fmt, title)
    return puzzle, Solution(puzzle, g.solution.words)


def _text(doc: Puzzle | Solution, g: Generated, fmt: str) -> bytes:
    if fmt != "json":
        return dumps(doc, fmt)
    return (pretty_json(to_json_dict(doc) | {"generated": meta_dict(g)}) + "\n").encode("utf-8")


def puzzle_text(g: Generated, fmt: str, title: str = "") -> str:
    """The puzzle file's text in `fmt`, a text format."""
    return _text(documents(g, fmt, title)[0], g, fmt).decode("utf-8")


def summary(g: Generated) -> str:
    """Lines for a person: size, words, rating, repairs and seed."""
    grid = g.puzzle.grid
    lines = [
        f"{g.style} puzzle, {grid.height}x{grid.width}, {len(g.puzzle.bank)} words, "
        f"seed {g.seed}: exactly one solution (proof {g.proof.seconds * 1000:.0f} ms, "
        f"{g.proof.nodes} search nodes)",
        f"difficulty {g.rating.describe()}",
    ]
    lines += [f"repair: {r}" for r in g.repairs]
    return "\n".join(lines)


def write_one(
    g: Generated, target: str | Path, fmt: str, title: str = "", *, reveal: bool = True
) -> list[str]:
    """The puzzle alone to `target` (`-`: standard output) in `fmt`: a format that keeps
    the answers gets them too, pages carry the answer key at the back, and a page that plays
    it (html) checks against them, or without `reveal` against their hashes only."""
    puzzle, solution = documents(g, fmt, title)
    if fmt == "json":  # with how it was made
        put(_text(puzzle, g, fmt), target)
        return [label(target)]
    options = Options(title=title, reveal=reveal)
    return write_document(puzzle, target, fmt, answer=solution, options=options)


def write(g: Generated, folder: Path, stem: str, fmt: str, title: str = "") -> list[Path]:
    """Write the puzzle, its solution and (but for JSON) the notes on how it was made."""
    puzzle, solution = documents(g, fmt, title)
    key_fmt = "json" if fmt == "numeric" else fmt
    written = [
        (folder / f"{stem}{suffix_of(fmt)}", _text(puzzle, g, fmt)),
        (folder / f"{stem}.solution{suffix_of(key_fmt)}", _text(solution, g, key_fmt)),
    ]
    if fmt != "json":
        notes = json.dumps(meta_dict(g), ensure_ascii=False, indent=1) + "\n"
        written.append((folder / f"{stem}.meta.json", notes.encode("utf-8")))
    for path, data in written:
        write_atomic(path, data)
    return [path for path, _ in written]
