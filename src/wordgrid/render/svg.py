"""SVG written directly from a layout page: one <rect> per grid cell, text as <text>.

The font is named, not embedded, so a viewer without DejaVu Sans falls back to a sans-serif
of its own; centred letters stay centred because they anchor in the middle.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

from wordgrid.formats import write_atomic
from wordgrid.render.page import Band, Box, Color, Label, Line, Page, Ring

FONT_FAMILY = "DejaVu Sans, Verdana, Arial, sans-serif"
PT_PER_MM = 72 / 25.4


def _num(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def _color(color: Color | None) -> str:
    if color is None:
        return "none"
    return "#" + "".join(f"{round(v * 255):02x}" for v in color)


def _shape(shape: Box | Line | Band | Label | Ring) -> str:
    if isinstance(shape, Ring):
        return (
            f'<circle class="circle" cx="{_num(shape.cx)}" cy="{_num(shape.cy)}" '
            f'r="{_num(shape.r)}" fill="none" stroke="{_color(shape.color)}" '
            f'stroke-width="{_num(shape.width)}"/>'
        )
    if isinstance(shape, Box):
        cls = ' class="cell"' if shape.cell else ""
        stroke = (
            f' stroke="{_color(shape.stroke)}" stroke-width="{_num(shape.line)}"'
            if shape.stroke is not None
            else ""
        )
        return (
            f'<rect{cls} x="{_num(shape.x)}" y="{_num(shape.y)}" width="{_num(shape.w)}" '
            f'height="{_num(shape.h)}" fill="{_color(shape.fill)}"{stroke}/>'
        )
    if isinstance(shape, Line):
        return (
            f'<line x1="{_num(shape.x1)}" y1="{_num(shape.y1)}" x2="{_num(shape.x2)}" '
            f'y2="{_num(shape.y2)}" stroke="{_color(shape.color)}" '
            f'stroke-width="{_num(shape.width)}" stroke-linecap="square"/>'
        )
    if isinstance(shape, Band):
        return (
            f'<line class="highlight" x1="{_num(shape.x1)}" y1="{_num(shape.y1)}" '
            f'x2="{_num(shape.x2)}" y2="{_num(shape.y2)}" stroke="{_color(shape.color)}" '
            f'stroke-width="{_num(shape.width)}" stroke-linecap="round" '
            f'stroke-opacity="{_num(shape.opacity)}"/>'
        )
    weight = ' font-weight="bold"' if shape.bold else ""
    anchor = f' text-anchor="{shape.anchor}"' if shape.anchor != "start" else ""
    fill = f' fill="{_color(shape.color)}"' if shape.color != (0.0, 0.0, 0.0) else ""
    return (
        f'<text x="{_num(shape.x)}" y="{_num(shape.y)}" font-size="{_num(shape.size)}"'
        f"{anchor}{weight}{fill}>{escape(shape.text)}</text>"
    )


def page_svg(page: Page) -> str:
    """One page as a standalone SVG document, sized in millimetres."""
    width_mm, height_mm = page.width / PT_PER_MM, page.height / PT_PER_MM
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_num(width_mm)}mm" '
        f'height="{_num(height_mm)}mm" viewBox="0 0 {_num(page.width)} {_num(page.height)}" '
        f'font-family={quoteattr(FONT_FAMILY)} style="background: #fff">',
        f"<title>{escape(page.title)}</title>",
    ]
    lines += [_shape(s) for s in page.shapes]
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def write_svg(page: Page, path: str | Path) -> None:
    write_atomic(path, page_svg(page).encode("utf-8"))
