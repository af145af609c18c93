"""PNG drawn with Pillow from the same layout pages as the PDF and SVG."""

from __future__ import annotations

import io
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from wordgrid.formats import write_atomic
from wordgrid.render.glyphs import FONT_BOLD, FONT_REGULAR, runs
from wordgrid.render.page import Band, Box, Color, Label, Line, Page, Ring

DPI = 150  # sharp enough to print a page, small enough to mail


def _rgb(color: Color, alpha: float = 1.0) -> tuple[int, int, int, int]:
    r, g, b = (round(v * 255) for v in color)
    return r, g, b, round(alpha * 255)


@cache
def _font(path: Path, size_px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(path), max(1, size_px))


def _label(draw: ImageDraw.ImageDraw, label: Label, k: float, fallbacks: Sequence[Path]) -> None:
    """A label drawn run by run, each in the font that has its characters (Pillow has no
    fallback of its own), placed as a whole by its anchor."""
    fonts = (FONT_BOLD if label.bold else FONT_REGULAR, *fallbacks)
    size = round(label.size * k)
    parts = [(_font(fonts[k or 0], size), text) for k, text in runs(label.text, fonts)]
    width = sum(font.getlength(text) for font, text in parts)
    x = label.x * k - {"start": 0.0, "middle": width / 2, "end": width}[label.anchor]
    for font, text in parts:
        draw.text((x, label.y * k), text, fill=_rgb(label.color), font=font, anchor="ls")
        x += font.getlength(text)


def _band(image: Image.Image, band: Band, k: float) -> None:
    # Each band is blended on its own so two crossing words both show through.
    radius = band.width * k / 2
    x1, y1, x2, y2 = band.x1 * k, band.y1 * k, band.x2 * k, band.y2 * k
    left, top = int(min(x1, x2) - radius) - 1, int(min(y1, y2) - radius) - 1
    right, bottom = int(max(x1, x2) + radius) + 2, int(max(y1, y2) + radius) + 2
    layer = Image.new("RGBA", (right - left, bottom - top), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    fill = _rgb(band.color, band.opacity)
    draw.line(
        [(x1 - left, y1 - top), (x2 - left, y2 - top)], fill=fill, width=round(band.width * k)
    )
    for x, y in ((x1, y1), (x2, y2)):
        draw.ellipse(
            [x - left - radius, y - top - radius, x - left + radius, y - top + radius], fill=fill
        )
    image.alpha_composite(
        layer, dest=(max(0, left), max(0, top)), source=(max(0, -left), max(0, -top))
    )


def page_image(page: Page, dpi: int = DPI, fallbacks: Sequence[Path] = ()) -> Image.Image:
    """The page drawn; `fallbacks` are the fonts for what DejaVu lacks (see FontPlan)."""
    k = dpi / 72
    image = Image.new("RGBA", (round(page.width * k), round(page.height * k)), (255, 255, 255, 255))
    draw = ImageDraw.Draw(image)
    for shape in page.shapes:
        if isinstance(shape, Box):
            if shape.fill is None and shape.stroke is None:
                continue
            draw.rectangle(
                [shape.x * k, shape.y * k, (shape.x + shape.w) * k, (shape.y + shape.h) * k],
                fill=_rgb(shape.fill) if shape.fill is not None else None,
                outline=_rgb(shape.stroke) if shape.stroke is not None else None,
                width=max(1, round(shape.line * k)),
            )
        elif isinstance(shape, Line):
            draw.line(
                [(shape.x1 * k, shape.y1 * k), (shape.x2 * k, shape.y2 * k)],
                fill=_rgb(shape.color),
                width=max(1, round(shape.width * k)),
            )
        elif isinstance(shape, Ring):
            r = shape.r * k
            draw.ellipse(
                [shape.cx * k - r, shape.cy * k - r, shape.cx * k + r, shape.cy * k + r],
                outline=_rgb(shape.color),
                width=max(1, round(shape.width * k)),
            )
        elif isinstance(shape, Band):
            _band(image, shape, k)
            draw = ImageDraw.Draw(image)
        elif isinstance(shape, Label):
            _label(draw, shape, k, fallbacks)
    return image.convert("RGB")


def png_bytes(page: Page, dpi: int = DPI, fallbacks: Sequence[Path] = ()) -> bytes:
    out = io.BytesIO()
    page_image(page, dpi, fallbacks).save(out, format="PNG", dpi=(dpi, dpi))
    return out.getvalue()


def write_png(page: Page, path: str | Path, dpi: int = DPI, fallbacks: Sequence[Path] = ()) -> None:
    write_atomic(path, png_bytes(page, dpi, fallbacks))
