"""Writing laid-out pages: one PDF, or one SVG or PNG file a page."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from wordgrid.errors import InputError

if TYPE_CHECKING:
    from wordgrid.render.page import Page

TARGETS = ("pdf", "svg", "png")


def target_for(output: str | None, target: str | None) -> str:
    """The page format: `target` when named, else the output's extension, else PDF.

    An extension that is not the format's own is refused: a PDF named .docx helps nobody.
    """
    suffix = Path(output).suffix.lower().lstrip(".") if output else ""
    if target is None:
        if suffix and suffix not in TARGETS:
            raise InputError(
                f"can't write .{suffix}: render writes .pdf, .svg or .png", path=output
            )
        return suffix or "pdf"
    if suffix and suffix != target:
        raise InputError(
            f"the extension .{suffix} does not fit --to {target}: name the file .{target}",
            path=output,
        )
    return target


def output_paths(out: Path, count: int) -> list[Path]:
    """Where each of `count` single-page files goes: OUT itself, or OUT-1, OUT-2, ..."""
    if count == 1:
        return [out]
    width = len(str(count))
    return [out.with_name(f"{out.stem}-{n:0{width}d}{out.suffix}") for n in range(1, count + 1)]


def write_pages(pages: Sequence[Page], out: Path, target: str, title: str = "") -> list[Path]:
    """Write `pages` as `target`; returns the files written, in page order."""
    # The drawing libraries load here, not at start-up: every other command stays quick.
    if target == "pdf":
        from wordgrid.render.pdf import write_pdf

        write_pdf(pages, out, title=title)  # it finds its fallback fonts itself
        return [out]
    from wordgrid.render.svg import write_svg

    written = output_paths(out, len(pages))
    if target == "svg":
        for page, path in zip(pages, written, strict=True):
            write_svg(page, path)
        return written
    from wordgrid.render.fonts import plan_fonts
    from wordgrid.render.png import write_png

    plan = plan_fonts(pages)
    for page, path in zip(plan.pages, written, strict=True):
        write_png(page, path, fallbacks=plan.fallbacks)
    return written
