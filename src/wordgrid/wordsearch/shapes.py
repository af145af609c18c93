"""Shapes for word searches: built-in silhouettes drawn by formula, and masks from files.

A shape answers one question at any size: which cells of an R x C grid are inside. Built-in
shapes are regions of the square [-1, 1] x [-1, 1] (y runs down the page), sampled at each
cell's centre, so they scale to any grid. A mask file (a text grid, a black-and-white PNG,
or an SVG silhouette, rasterized here) is a picture, sampled at a few points per cell,
inside where most of them are dark.
Either way the result is cropped to the rows and columns that hold a cell, so the shape
fills its grid and no printed row is empty.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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


# --- SVG silhouettes -------------------------------------------------------------------------

# Points per curve segment when a path's curves are flattened into lines: plenty at a grid's
# resolution, where a whole shape spans at most 200 cells.
CURVE_STEPS = 12
_SVG_TOKEN = re.compile(r"[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
# How many numbers each path command takes.
_ARITY = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}


def _numbers(text: str) -> list[float]:
    return [float(n) for n in _NUMBER.findall(text)]


def _arc(
    start: Point, radii: tuple[float, float], angle: float, large: bool, sweep: bool, end: Point
) -> list[Point]:
    """An elliptical arc as points, from its endpoints (the SVG spec's appendix, F.6.5)."""
    (x1, y1), (x2, y2) = start, end
    rx, ry = abs(radii[0]), abs(radii[1])
    if rx == 0 or ry == 0 or start == end:
        return [end]
    phi = math.radians(angle)
    cos, sin = math.cos(phi), math.sin(phi)
    dx, dy = (x1 - x2) / 2, (y1 - y2) / 2
    px, py = cos * dx + sin * dy, -sin * dx + cos * dy
    scale = (px / rx) ** 2 + (py / ry) ** 2
    if scale > 1:  # radii too small to reach: grown just enough, as the spec says
        rx, ry = rx * math.sqrt(scale), ry * math.sqrt(scale)
    num = rx * rx * ry * ry - rx * rx * py * py - ry * ry * px * px
    root = math.sqrt(max(0.0, num / (rx * rx * py * py + ry * ry * px * px)))
    if large == sweep:
        root = -root
    cx_, cy_ = root * rx * py / ry, -root * ry * px / rx
    cx = cos * cx_ - sin * cy_ + (x1 + x2) / 2
    cy = sin * cx_ + cos * cy_ + (y1 + y2) / 2
    a1 = math.atan2((py - cy_) / ry, (px - cx_) / rx)
    a2 = math.atan2((-py - cy_) / ry, (-px - cx_) / rx)
    delta = a2 - a1
    if sweep and delta < 0:
        delta += 2 * math.pi
    elif not sweep and delta > 0:
        delta -= 2 * math.pi
    steps = max(2, int(abs(delta) / (2 * math.pi) * 4 * CURVE_STEPS))
    points = []
    for k in range(1, steps + 1):
        t = a1 + delta * k / steps
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        points.append((cos * ex - sin * ey + cx, sin * ex + cos * ey + cy))
    return points


def _bezier(points: Sequence[Point]) -> list[Point]:
    """A quadratic or cubic Bézier curve as points, its start left out."""
    out = []
    for k in range(1, CURVE_STEPS + 1):
        t = k / CURVE_STEPS
        level = list(points)
        while len(level) > 1:  # de Casteljau
            level = [
                (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
                for a, b in itertools.pairwise(level)
            ]
        out.append(level[0])
    return out


def path_polygons(d: str) -> list[list[Point]]:
    """The closed outlines an SVG path's `d` draws, its curves flattened into lines."""
    tokens = _SVG_TOKEN.findall(d)
    polygons: list[list[Point]] = []
    current: list[Point] = []
    x = y = 0.0
    start = control = (0.0, 0.0)
    command, k = "", 0
    while k < len(tokens):
        if tokens[k].isalpha():
            command, k = tokens[k], k + 1
        elif not command:
            raise InputError("the SVG path starts with a number, not a command")
        upper, relative = command.upper(), command.islower()
        arity = _ARITY[upper]
        if len(tokens) < k + arity or any(t.isalpha() for t in tokens[k : k + arity]):
            raise InputError(f"the SVG path's {command} command lacks its numbers")
        args = [float(t) for t in tokens[k : k + arity]]
        k += arity
        ox, oy = (x, y) if relative else (0.0, 0.0)
        previous = control
        control = (x, y)
        if upper == "Z":
            if current:
                polygons.append(current)
            current, (x, y) = [], start
            if not tokens[k : k + 1] or not tokens[k].isalpha():
                command = ""  # numbers after Z need a command of their own
            continue
        if upper == "M":
            if current:
                polygons.append(current)
            x, y = args[0] + ox, args[1] + oy
            start, current = (x, y), [(x, y)]
            command = "l" if relative else "L"  # further pairs are lines
            continue
        if upper == "H":
            x = args[0] + (x if relative else 0.0)
            current.append((x, y))
        elif upper == "V":
            y = args[0] + (y if relative else 0.0)
            current.append((x, y))
        elif upper == "L":
            x, y = args[0] + ox, args[1] + oy
            current.append((x, y))
        elif upper in "CSQT":
            if upper in "ST":  # the first control point mirrors the last one
                first = (2 * x - previous[0], 2 * y - previous[1])
                rest = [(args[i] + ox, args[i + 1] + oy) for i in range(0, len(args), 2)]
                points = [(x, y), first, *rest] if upper == "S" else [(x, y), first, rest[0]]
            else:
                rest = [(args[i] + ox, args[i + 1] + oy) for i in range(0, len(args), 2)]
                points = [(x, y), *rest]
            current += _bezier(points)
            control = points[-2]
            x, y = points[-1]
        else:  # A: rx ry angle large-arc sweep x y
            end = (args[5] + ox, args[6] + oy)
            current += _arc((x, y), (args[0], args[1]), args[2], bool(args[3]), bool(args[4]), end)
            x, y = end
    if current:
        polygons.append(current)
    return [p for p in polygons if len(p) >= 3]


def _ellipse(cx: float, cy: float, rx: float, ry: float) -> list[Point]:
    n = 4 * CURVE_STEPS
    return [
        (cx + rx * math.cos(2 * math.pi * k / n), cy + ry * math.sin(2 * math.pi * k / n))
        for k in range(n)
    ]


def _attr(element: Any, name: str) -> float:
    values = _numbers(element.get(name, "0"))
    return values[0] if values else 0.0


def _element_polygons(element: Any) -> list[list[Point]]:
    """The outlines a filled SVG element draws; none for one that isn't filled."""
    tag = element.tag.rsplit("}", 1)[-1]
    style = element.get("style", "").replace(" ", "")
    if element.get("fill") == "none" or "fill:none" in style:
        return []
    if tag == "path":
        return path_polygons(element.get("d", ""))
    if tag in ("polygon", "polyline"):
        values = _numbers(element.get("points", ""))
        points = list(zip(values[0::2], values[1::2], strict=False))
        return [points] if len(points) >= 3 else []
    if tag == "rect":
        x, y, w, h = (_attr(element, n) for n in ("x", "y", "width", "height"))
        return [[(x, y), (x + w, y), (x + w, y + h), (x, y + h)]]
    if tag == "circle":
        r = _attr(element, "r")
        return [_ellipse(_attr(element, "cx"), _attr(element, "cy"), r, r)]
    if tag == "ellipse":
        cx, cy, rx, ry = (_attr(element, n) for n in ("cx", "cy", "rx", "ry"))
        return [_ellipse(cx, cy, rx, ry)]
    return []


def mask_from_svg(data: bytes, name: str = "mask") -> Shape:
    """A silhouette drawn in SVG: its filled paths, polygons, rectangles, circles and
    ellipses, in the viewBox (or width and height), rasterized. Transforms, text and
    pictures are refused, with a hint to export a PNG instead."""
    from defusedxml import ElementTree
    from PIL import Image, ImageChops, ImageDraw

    try:
        root = ElementTree.fromstring(data)
    except Exception:  # noqa: BLE001 - any XML refused by the safe parser is bad input
        raise InputError("the SVG mask is not well-formed XML") from None
    polygons: list[list[Point]] = []
    for element in root.iter():
        tag = str(element.tag).rsplit("}", 1)[-1]
        if element.get("transform") is not None:
            raise InputError(
                f"the SVG mask's <{tag}> has a transform, which masks don't support: "
                "export the silhouette as a black-and-white PNG"
            )
        if tag in ("text", "image", "use"):
            raise InputError(
                f"the SVG mask has <{tag}>, which masks don't support: export the "
                "silhouette as a black-and-white PNG"
            )
        polygons += _element_polygons(element)
    if not polygons:
        raise InputError("the SVG mask has no filled shape to use")
    box = _numbers(root.get("viewBox", ""))
    if len(box) != 4:
        box = [0.0, 0.0, _attr(root, "width"), _attr(root, "height")]
    if box[2] <= 0 or box[3] <= 0:  # no size given: the drawing's own extent
        xs = [x for p in polygons for x, _ in p]
        ys = [y for p in polygons for _, y in p]
        box = [min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)]
    left, top, width, height = box
    if width <= 0 or height <= 0:
        raise InputError("the SVG mask's drawing has no area")
    scale = MAX_PICTURE_SIDE / max(width, height)
    size = (max(1, round(width * scale)), max(1, round(height * scale)))
    picture = Image.new("1", size, 0)
    for polygon in polygons:  # even-odd: a shape drawn inside another cuts a hole
        layer = Image.new("1", size, 0)
        ImageDraw.Draw(layer).polygon(
            [((x - left) * scale, (y - top) * scale) for x, y in polygon], fill=1
        )
        picture = ImageChops.logical_xor(picture, layer)
    pixels = picture.convert("L").tobytes()
    darkness = tuple(
        tuple(1.0 if pixels[r * size[0] + c] else 0.0 for c in range(size[0]))
        for r in range(size[1])
    )
    if not any(any(row) for row in darkness):
        raise InputError("the SVG mask's shapes lie outside its viewBox")
    return Shape(name, darkness=darkness)


def read_mask(path: str | Path, data: bytes) -> Shape:
    """A mask from a file's bytes: a PNG picture, an SVG silhouette or a text grid."""
    name = Path(path).stem
    if data.startswith(b"\x89PNG"):
        return mask_from_png(data, name)
    if b"<svg" in data[:4096]:
        return mask_from_svg(data, name)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(
            "the mask is neither a PNG picture, an SVG silhouette nor a text grid of # and ."
        ) from None
    return mask_from_text(text, name)
