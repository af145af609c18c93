"""Shapes for word searches: built-in silhouettes drawn by formula, and masks from files.

A shape answers one question at any size: which cells of an R x C grid are inside. Built-in
shapes are regions of the square [-1, 1] x [-1, 1] (y runs down the page), sampled at each
cell's centre, so they scale to any grid. A mask file (a text grid, or a black-and-white
PNG) is a picture, sampled at a few points per cell, inside where most of them are dark.
Either way the result is cropped to the rows and columns that hold a cell, so the shape
fills its grid and no printed row is empty.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from wordgrid.errors import InputError

Mask = tuple[str, ...]  # rows of `#` (a cell inside) and `.` (outside), e.g. (".#.", "###")
Region = Callable[[float, float], bool]  # (x, y) in [-1, 1], y down -> inside?
Point = tuple[float, float]

INSIDE, OUT = "#", "."
# Sample points per cell side when a picture is scaled: 3x3 sees a thin stroke that a single
# centre point would miss, and a majority vote keeps edges where a person sees them.
SAMPLES = 3
# A PNG is shrunk to at most this many pixels a side on reading: far more than any grid
# needs, and it keeps sampling cheap for a photo-sized file.
MAX_PICTURE_SIDE = 400
# Pixels darker than this (0 black, 255 white) are inside the silhouette.
DARK = 128
# Largest text mask read, rows or columns: a word search grid is at most 200 a side.
MAX_MASK_SIDE = 200


def _polygon(points: Sequence[Point]) -> Region:
    """Inside a closed polygon, by the even-odd rule."""

    def inside(x: float, y: float) -> bool:
        hit = False
        for (x1, y1), (x2, y2) in zip(points, [*points[1:], points[0]], strict=True):
            if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                hit = not hit
        return hit

    return inside


def _regular(corners: int, start: float, radii: Sequence[float]) -> list[Point]:
    """Corners of a polygon around the centre; radii cycle, so (1, 0.5) makes a star."""
    n = corners * len(radii)
    return [
        (radii[k % len(radii)] * math.cos(start + 2 * math.pi * k / n),
         radii[k % len(radii)] * math.sin(start + 2 * math.pi * k / n))
        for k in range(n)
    ]  # fmt: skip


def _heart(x: float, y: float) -> bool:
    # The classic heart curve (x^2 + y^2 - 1)^3 = x^2 y^3, y up, scaled to fill the square.
    u, v = 1.2 * x, -1.25 * y + 0.2
    return (u * u + v * v - 1) ** 3 - u * u * v**3 <= 0


def _egg(x: float, y: float) -> bool:
    # An ellipse wider below its middle, as an egg stands.
    half_width = 0.74 * (1 + 0.18 * y)
    return (x / half_width) ** 2 + y * y <= 1


# (centre x, centre y, half width, half height) of each lobe.
_PUMPKIN_LOBES = ((0.0, 0.12, 0.4, 0.86), (-0.45, 0.2, 0.55, 0.75), (0.45, 0.2, 0.55, 0.75))


def _pumpkin(x: float, y: float) -> bool:
    # Three lobes, the middle one taller and narrower so notches show between them, and a
    # stem leaning right.
    lobes = any(
        ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1 for cx, cy, rx, ry in _PUMPKIN_LOBES
    )
    stem = abs(x + 0.1 * (y + 0.75)) <= 0.1 and -1 <= y <= -0.7
    return lobes or stem


def _snowflake(x: float, y: float) -> bool:
    # Six arms with a V of branches each, around a solid centre; arms thick enough to hold
    # a word along the upright one.
    r = math.hypot(x, y)
    if r > 1:
        return False
    if r <= 0.3:
        return True
    for k in range(6):
        a = math.pi / 2 + k * math.pi / 3
        along = x * math.cos(a) + y * math.sin(a)
        across = -x * math.sin(a) + y * math.cos(a)
        if along > 0 and abs(across) <= 0.13:
            return True
        for side in (-1, 1):  # a branch leaves the arm at 0.55, 45 degrees out
            b = a + side * math.pi / 4
            bx, by = x - 0.55 * math.cos(a), y - 0.55 * math.sin(a)
            b_along = bx * math.cos(b) + by * math.sin(b)
            b_across = -bx * math.sin(b) + by * math.cos(b)
            if 0 <= b_along <= 0.3 and abs(b_across) <= 0.1:
                return True
    return False


_TREE = _polygon(
    [(0, -1), (0.45, -0.45), (0.25, -0.45), (0.7, 0.1), (0.45, 0.1), (0.95, 0.65),
     (0.16, 0.65), (0.16, 1), (-0.16, 1), (-0.16, 0.65), (-0.95, 0.65), (-0.45, 0.1),
     (-0.7, 0.1), (-0.25, -0.45), (-0.45, -0.45)]
)  # fmt: skip

# The star's points reach 1 up and cos(36 deg) down; moved down so it sits in the middle.
_STAR_POINTS = [(x, y + 0.095) for x, y in _regular(5, -math.pi / 2, (1.0, 0.5))]

BUILT_IN: dict[str, Region] = {
    "circle": lambda x, y: x * x + y * y <= 1,
    "diamond": lambda x, y: abs(x) + abs(y) <= 1,
    "egg": _egg,
    "heart": _heart,
    "hexagon": _polygon(_regular(6, 0.0, (1.0,))),
    "pumpkin": _pumpkin,
    "snowflake": _snowflake,
    "star": _polygon(_STAR_POINTS),
    "tree": _TREE,
    "triangle": lambda x, y: abs(x) <= (y + 1) / 2,
}
SHAPE_NAMES = tuple(sorted(BUILT_IN))


def crop(rows: Sequence[str]) -> Mask:
    """The rows and columns between the first and last that hold a cell inside."""
    kept = [r for r, row in enumerate(rows) if INSIDE in row]
    if not kept:
        return ()
    cols = [c for c in range(len(rows[0])) if any(row[c] == INSIDE for row in rows)]
    return tuple(row[cols[0] : cols[-1] + 1] for row in rows[kept[0] : kept[-1] + 1])


@dataclass(frozen=True)
class Shape:
    """A named region, or a picture (`darkness` rows, 0..1 each) scaled to any grid.

    `natural` is the size a text mask was drawn at: used as it is when no size is asked.
    """

    name: str
    region: Region | None = None
    darkness: tuple[tuple[float, ...], ...] = ()
    natural: tuple[int, int] | None = None

    def mask(self, rows: int, cols: int) -> Mask:
        """The cells of a `rows` x `cols` grid inside the shape, cropped."""
        if self.natural == (rows, cols):
            drawn = tuple(
                "".join(INSIDE if v >= 0.5 else OUT for v in line) for line in self.darkness
            )
            return crop(drawn)
        if self.region is not None:  # a formula: each cell's centre decides
            return crop(
                [
                    "".join(
                        INSIDE if self.region(2 * (c + 0.5) / cols - 1, 2 * (r + 0.5) / rows - 1)
                        else OUT
                        for c in range(cols)
                    )
                    for r in range(rows)
                ]
            )  # fmt: skip
        # A picture keeps its proportions: it is scaled to fit the grid, centred.
        height, width = len(self.darkness), len(self.darkness[0])
        fit = min(cols / width, rows / height)
        fx, fy = cols / (width * fit), rows / (height * fit)
        offsets = [(i + 0.5) / SAMPLES for i in range(SAMPLES)]
        out = []
        for r in range(rows):
            line = []
            for c in range(cols):
                votes = sum(
                    self._picture((2 * (c + dx) / cols - 1) * fx, (2 * (r + dy) / rows - 1) * fy)
                    for dy in offsets
                    for dx in offsets
                )
                line.append(INSIDE if votes * 2 > SAMPLES * SAMPLES else OUT)
            out.append("".join(line))
        return crop(out)

    def _picture(self, x: float, y: float) -> bool:
        """Whether the picture is dark at (x, y), [-1, 1] across it; outside it is light."""
        if not (-1 <= x <= 1 and -1 <= y <= 1):
            return False
        height, width = len(self.darkness), len(self.darkness[0])
        r = min(height - 1, int((y + 1) / 2 * height))
        c = min(width - 1, int((x + 1) / 2 * width))
        return self.darkness[r][c] >= 0.5


def built_in(name: str) -> Shape:
    """A built-in shape by name; InputError naming the choices otherwise."""
    key = name.strip().lower()
    if key not in BUILT_IN:
        raise InputError(f"unknown shape {name!r}; choose one of {', '.join(SHAPE_NAMES)}")
    return Shape(key, BUILT_IN[key])


def mask_from_text(text: str, name: str = "mask") -> Shape:
    """A shape drawn as text: `#` a cell inside, `.` (or a space) one outside."""
    lines = [line.rstrip() for line in text.splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    if not lines:
        raise InputError("the mask is empty: draw the shape with # inside and . outside")
    width = max(len(line) for line in lines)
    if len(lines) > MAX_MASK_SIDE or width > MAX_MASK_SIDE:
        raise InputError(f"the mask can be at most {MAX_MASK_SIDE}x{MAX_MASK_SIDE} cells")
    for number, line in enumerate(lines, start=1):
        odd = set(line) - {INSIDE, OUT, " "}
        if odd:
            raise InputError(
                f"line {number}: the mask has {sorted(odd)[0]!r}; use # inside and . outside"
            )
    darkness = tuple(
        tuple(1.0 if ch == INSIDE else 0.0 for ch in line.ljust(width)) for line in lines
    )
    if not any(any(row) for row in darkness):
        raise InputError("the mask has no cell inside: mark the shape's cells with #")
    return Shape(name, darkness=darkness, natural=(len(lines), width))


def mask_from_png(data: bytes, name: str = "mask") -> Shape:
    """A black-and-white picture: dark pixels are inside (transparent ones are outside)."""
    import io

    from PIL import Image, UnidentifiedImageError

    try:
        with Image.open(io.BytesIO(data)) as opened:
            picture = opened.convert("RGBA")
    except Image.DecompressionBombError:
        raise InputError("the mask picture is too large to read safely") from None
    except (UnidentifiedImageError, OSError, ValueError):
        raise InputError("the mask looks like a PNG picture but can't be read") from None
    white = Image.new("RGBA", picture.size, (255, 255, 255, 255))
    gray = Image.alpha_composite(white, picture).convert("L")
    gray.thumbnail((MAX_PICTURE_SIDE, MAX_PICTURE_SIDE))
    width, height = gray.size
    pixels = gray.tobytes()  # one byte a pixel in mode L, row by row
    darkness = tuple(
        tuple(1.0 if pixels[r * width + c] < DARK else 0.0 for c in range(width))
        for r in range(height)
    )
    if not any(any(row) for row in darkness):
        raise InputError("the mask picture has no dark pixel: draw the shape in black on white")
    return Shape(name, darkness=darkness)


def read_mask(path: str | Path, data: bytes) -> Shape:
    """A mask from a file's bytes: a PNG picture, or a text grid of `#` and `.`."""
    name = Path(path).stem
    if data.startswith(b"\x89PNG"):
        return mask_from_png(data, name)
    if data.lstrip()[:5].lower() in (b"<?xml", b"<svg "):
        raise InputError(
            "SVG masks are not supported: export the silhouette as a black-and-white PNG"
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError("the mask is neither a PNG picture nor a text grid of # and .") from None
    return mask_from_text(text, name)
