"""PDF through fpdf2: the layout pages in one document, with DejaVu Sans embedded.

The embedded (subset) TrueType font is what lets Polish, French or Greek words print; fpdf2
also writes a ToUnicode map, so the text can be searched and extracted from the file.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import StrokeCapStyle

from wordgrid.formats import write_atomic
from wordgrid.render.fonts import plan_fonts
from wordgrid.render.layout import (
    FONT_BOLD,
    FONT_REGULAR,
    Band,
    Box,
    Color,
    Label,
    Line,
    Page,
    Ring,
)

FAMILY = "DejaVu"
FALLBACK = "Fallback"  # the system fonts a page needs for letters DejaVu lacks
LAST_EPOCH = 253_402_300_800  # 10000-01-01 UTC: the first time a PDF date can't hold


def _rgb(color: Color) -> tuple[int, int, int]:
    r, g, b = (round(v * 255) for v in color)
    return r, g, b


def _draw(pdf: FPDF, shape: Box | Line | Band | Label | Ring) -> None:
    if isinstance(shape, Ring):
        pdf.set_draw_color(*_rgb(shape.color))
        pdf.set_line_width(shape.width)
        pdf.ellipse(shape.cx - shape.r, shape.cy - shape.r, 2 * shape.r, 2 * shape.r, style="D")
    elif isinstance(shape, Box):
        style = ("F" if shape.fill is not None else "") + ("D" if shape.stroke is not None else "")
        if not style:
            return
        if shape.fill is not None:
            pdf.set_fill_color(*_rgb(shape.fill))
        if shape.stroke is not None:
            pdf.set_draw_color(*_rgb(shape.stroke))
            pdf.set_line_width(shape.line)
        pdf.rect(shape.x, shape.y, shape.w, shape.h, style=style)
    elif isinstance(shape, Line):
        pdf.set_draw_color(*_rgb(shape.color))
        pdf.set_line_width(shape.width)
        pdf.line(shape.x1, shape.y1, shape.x2, shape.y2)
    elif isinstance(shape, Band):
        with pdf.local_context(stroke_opacity=shape.opacity, stroke_cap_style=StrokeCapStyle.ROUND):
            pdf.set_draw_color(*_rgb(shape.color))
            pdf.set_line_width(shape.width)
            pdf.line(shape.x1, shape.y1, shape.x2, shape.y2)
    else:
        pdf.set_font(FAMILY, "B" if shape.bold else "", shape.size)
        pdf.set_text_color(*_rgb(shape.color))
        x = shape.x
        if shape.anchor != "start":
            width = pdf.get_string_width(shape.text)
            x -= width / 2 if shape.anchor == "middle" else width
        pdf.text(x, shape.y, shape.text)


def pdf_bytes(pages: Sequence[Page], title: str = "") -> bytes:
    """All pages in one PDF document; letters DejaVu lacks in a font of the system's that has
    them, or as a placeholder (see render/fonts.py)."""
    plan = plan_fonts(pages)
    pages = plan.pages
    pdf = FPDF(unit="pt")
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    pdf.add_font(FAMILY, "", str(FONT_REGULAR))
    pdf.add_font(FAMILY, "B", str(FONT_BOLD))
    fallbacks = [f"{FALLBACK}{k}" for k in range(len(plan.fallbacks))]
    for family, path in zip(fallbacks, plan.fallbacks, strict=True):
        pdf.add_font(family, "", str(path))
        pdf.add_font(family, "B", str(path))  # no bold of its own: the regular serves
    if fallbacks:
        pdf.set_fallback_fonts(fallbacks, exact_match=False)
    pdf.set_title(title or (pages[0].title if pages else "wordgrid"))
    pdf.set_creator("wordgrid")
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "")
    # Reproducible builds: the same pages, the same bytes. A value that is no date before
    # the year 10000 (a typo, thousands of digits) is ignored, as other tools ignore it.
    if epoch.isascii() and epoch.isdigit() and len(epoch) <= 12 and int(epoch) < LAST_EPOCH:
        pdf.set_creation_date(datetime.fromtimestamp(int(epoch), UTC))
    for page in pages:
        pdf.add_page(format=(page.width, page.height))
        for shape in page.shapes:
            _draw(pdf, shape)
    return bytes(pdf.output())


def write_pdf(pages: Sequence[Page], path: str | Path, title: str = "") -> None:
    write_atomic(path, pdf_bytes(pages, title))
