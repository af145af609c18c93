"""Write the two crossword examples bundled with wordgrid, from the grids and clues below.

    python scripts/build_crossword_examples.py [--check]

- `grid_15x15.txt`: an empty crossword grid with blocks (`#` a block, `.` a cell to fill),
  symmetric under a half turn, every entry 3 to 9 letters: 76 entries for `wordgrid fill`.
- `crossword_7x7.ipuz`: a small crossword with its answers and clues, to solve, play, render,
  convert or add to a clue library.

Both were written for wordgrid by its authors: the grid was drawn by hand, the mini's fill was
found by `wordgrid fill` from the default list and kept where every entry is a common word,
and its clues are our own. They are shipped under wordgrid's MIT licence. `--check` compares
with the shipped files instead of writing them (exit 1 when they differ).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from wordgrid.app.constructing import Draft, EntryClue, crossword_solution
from wordgrid.formats import dumps
from wordgrid.model import ACROSS, DOWN, Grid, Metadata, find_slots

EXAMPLES = Path(__file__).resolve().parents[1] / "src" / "wordgrid" / "data" / "examples"

GRID = (
    "....#....#.....",
    "....#....#.....",
    "....#....#.....",
    ".......#.......",
    "###....#.......",
    "......#....#...",
    ".....#.....####",
    "....#.....#....",
    "####.....#.....",
    "...#....#......",
    ".......#....###",
    ".......#.......",
    ".....#....#....",
    ".....#....#....",
    ".....#....#....",
)

MINI = ("HAD#CRY", "ICE#LIE", "PERHAPS", "##AIR##", "MENTION", "EGG#TWO", "TOE#YET")
# Each entry's clue, by its answer (no answer comes twice in the mini).
CLUES = {
    ACROSS: {
        "HAD": "Owned, once",
        "CRY": "Shed tears",
        "ICE": "Skating surface",
        "LIE": "Tell a fib",
        "PERHAPS": "Possibly",
        "AIR": "It fills a balloon",
        "MENTION": "Refer to in passing",
        "EGG": "Breakfast item that may be poached",
        "TWO": "A pair",
        "TOE": "Where a sock may wear through",
        "YET": "Up to now",
    },
    DOWN: {
        "HIP": "Fashionable",
        "ACE": "Serve that can't be returned",
        "DERANGE": "Drive out of one's mind",
        "CLARITY": "Clearness",
        "RIP": "Tear",
        "YES": "Word of agreement",
        "HIT": "Chart-topping song",
        "MET": "Came across",
        "EGO": "Sense of self",
        "OWE": "Be in debt",
        "NOT": "In no way",
    },
}
META = Metadata(
    title="A first crossword",
    author="the wordgrid authors",
    copyright="2026 the wordgrid authors, MIT licence",
    notes="Written for wordgrid's examples.",
)


def grid_text() -> bytes:
    rows = Grid(GRID).rows
    size = len(rows)
    assert all(len(row) == size for row in rows)
    # Symmetric under a half turn, as crossword grids are.
    assert all(
        (rows[r][c] == "#") == (rows[size - 1 - r][size - 1 - c] == "#")
        for r in range(size)
        for c in range(size)
    )
    assert all(s.length >= 3 for s in find_slots(Grid(rows), 1))
    return ("\n".join(rows) + "\n").encode()


def mini_ipuz() -> bytes:
    clues = []
    for slot in find_slots(Grid(MINI)):
        answer = "".join(MINI[r][c] for r, c in slot.cells)
        clues.append(EntryClue(slot.start, slot.direction, CLUES[slot.direction][answer]))
    solution = crossword_solution(Draft(MINI, tuple(clues), META, enumerations=False))
    return dumps(solution, "ipuz")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, don't write")
    args = parser.parse_args()
    differ = []
    for name, data in (("grid_15x15.txt", grid_text()), ("crossword_7x7.ipuz", mini_ipuz())):
        path = EXAMPLES / name
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                differ.append(name)
        else:
            path.write_bytes(data)
            print(f"wrote {path}")
    if differ:
        print(f"differ from what this script writes: {', '.join(differ)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
