"""How generated puzzles are written: the puzzle file, its solution, and the metadata.

The puzzle file is exactly what `wordgrid solve` reads: words-grid, numeric, wordgrid JSON or
ipuz (the fill kind).
The text formats have no place for comments, so they stay pure and the rating, seed and
repairs go to a sidecar `NAME.meta.json`; the JSON format carries them in its own document
under `"generated"`. The solution goes to `NAME.solution.txt` (the grid and the placements,
as `wordgrid solve` prints them) or, for JSON, `NAME.solution.json` (a solution document).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from wordgrid.formats import format_numeric, format_words_grid, ipuz
from wordgrid.formats.json_io import pretty_json, to_json_dict, write_atomic
from wordgrid.generate.maker import Generated
from wordgrid.render.text import format_grid, format_placements

OUTPUT_FORMATS = ("words-grid", "numeric", "json", "ipuz")
SUFFIX = {"words-grid": ".txt", "numeric": ".txt", "json": ".json", "ipuz": ".ipuz"}


def meta_dict(g: Generated) -> dict[str, Any]:
    """How the puzzle was made: seed, style, rating, repairs, and the uniqueness proof."""
    return {
        "seed": g.seed,
        "style": g.style,
        "rating": g.rating.as_dict(),
        "repairs": list(g.repairs),
        # No timings here: a seed's files are the same byte for byte on any machine.
        "proof": {"solutions": 1, "exact": True, "nodes": g.proof.nodes,
                  "backtracks": g.proof.backtracks},
    }


def puzzle_text(g: Generated, fmt: str) -> str:
    """The puzzle file's text in `fmt`."""
    if fmt == "numeric":
        return format_numeric(g.puzzle)
    if fmt == "json":
        return pretty_json(to_json_dict(g.puzzle) | {"generated": meta_dict(g)}) + "\n"
    if fmt == "ipuz":
        return ipuz.dumps(g.puzzle)
    return format_words_grid(g.puzzle)


def solution_text(g: Generated, fmt: str) -> str:
    if fmt == "ipuz":
        return ipuz.dumps(g.solution)
    if fmt == "json":
        return pretty_json(to_json_dict(g.solution) | {"generated": meta_dict(g)}) + "\n"
    return format_grid(g.solution.rows) + "\n\n" + format_placements(g.solution.placements) + "\n"


def summary(g: Generated) -> str:
    """Lines for a person: size, words, rating, repairs and seed."""
    grid = g.puzzle.grid
    lines = [f"{g.style} puzzle, {grid.height}x{grid.width}, {len(g.puzzle.bank)} words, "
             f"seed {g.seed}: exactly one solution (proof {g.proof.seconds * 1000:.0f} ms, "
             f"{g.proof.nodes} search nodes)",
             f"difficulty {g.rating.describe()}"]
    lines += [f"repair: {r}" for r in g.repairs]
    return "\n".join(lines)


def write(g: Generated, folder: Path, stem: str, fmt: str) -> list[Path]:
    """Write the puzzle, its solution and (for text formats) the metadata sidecar."""
    puzzle = folder / f"{stem}{SUFFIX[fmt]}"
    solution = folder / f"{stem}.solution{SUFFIX[fmt] if fmt in ('json', 'ipuz') else '.txt'}"
    written = [(puzzle, puzzle_text(g, fmt)), (solution, solution_text(g, fmt))]
    if fmt != "json":
        meta = folder / f"{stem}.meta.json"
        written.append((meta, json.dumps(meta_dict(g), ensure_ascii=False, indent=1) + "\n"))
    for path, text in written:
        write_atomic(path, text.encode("utf-8"))
    return [path for path, _ in written]
