"""Draw wordgrid's icon: a 3x3 crossword grid, its top word highlighted with the current cell
in it, as the browser page highlights them, and a block in the middle.

    python tools/favicon.py    # writes src/wordgrid/web/static/favicon.svg and favicon.ico

Our own drawing (MIT, as the rest of wordgrid); the colours are the page's (style.css).
tests/web/test_favicon.py checks that the shipped files are what this script draws.
"""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageDraw

STATIC = Path(__file__).resolve().parents[1] / "src" / "wordgrid" / "web" / "static"
LINE = "#1a1a1a"  # --line and --block
WORD = "#d6e8fb"  # --word: the current word
CURRENT = "#ffd54a"  # --cell: the current cell
PAPER = "#ffffff"
# The grid, row by row: w a cell of the current word, c the current cell, # a block, . open.
CELLS = ("wcw", ".#.", "...")
FILL = {"w": WORD, "c": CURRENT, "#": LINE, ".": PAPER}
SIZES = (16, 32, 48)  # the ICO's images; each is drawn at its size, never scaled


def squares(size: int) -> list[tuple[int, int, int, str]]:
    """(x, y, side, colour) of each cell on a `size`-pixel square: lines of size/16, cells
    of size/4, so every edge falls on a whole pixel at 16, 32 and 48."""
    line, cell = size // 16, size // 4
    return [
        (line + c * (cell + line), line + r * (cell + line), cell, FILL[ch])
        for r, row in enumerate(CELLS)
        for c, ch in enumerate(row)
    ]


def draw(size: int) -> Image.Image:
    image = Image.new("RGB", (size, size), LINE)
    pen = ImageDraw.Draw(image)
    for x, y, side, colour in squares(size):
        pen.rectangle((x, y, x + side - 1, y + side - 1), fill=colour)
    return image


def svg() -> str:
    rects = "\n".join(
        f'  <rect x="{x}" y="{y}" width="{side}" height="{side}" fill="{colour}"/>'
        for x, y, side, colour in squares(32)
    )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\n'
        f'  <rect width="32" height="32" fill="{LINE}"/>\n{rects}\n</svg>\n'
    )


def ico() -> bytes:
    images = [draw(size) for size in SIZES]
    out = io.BytesIO()
    images[-1].save(out, format="ICO", sizes=[(s, s) for s in SIZES], append_images=images[:-1])
    return out.getvalue()


def main() -> None:
    (STATIC / "favicon.svg").write_text(svg(), encoding="utf-8")
    (STATIC / "favicon.ico").write_bytes(ico())


if __name__ == "__main__":
    main()
