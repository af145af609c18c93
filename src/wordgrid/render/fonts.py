"""Letters the bundled font lacks: every clue prints, whatever its script or emoji.

DejaVu Sans (bundled) draws Latin, Greek and Cyrillic. A character it has no glyph for (量,
🎵) is drawn in the PDF with a font of the system's that has it, found through fontconfig
(`fc-list`), as fpdf2's fallback font; one that no font here has, and any such character in
a PNG (whose drawing library has no fallback), is printed as □. Either way the page prints,
and a warning names each character and what drew it. SVG names its fonts and lets the
viewer choose, so it needs none of this.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path

from wordgrid.errors import warn_file
from wordgrid.render.layout import FONT_REGULAR, Label, Page

PLACEHOLDER = "□"  # what a character no font here has prints as (DejaVu has it)
FC_TIMEOUT = 10.0  # seconds for fontconfig to answer, so a broken setup can't hang a print
FONT_SUFFIXES = (".ttf", ".otf")  # what fpdf2 embeds; collections (.ttc) it can't


@cache
def covered(font: Path = FONT_REGULAR) -> frozenset[int]:
    """Code points `font` draws."""
    from fontTools.ttLib import TTFont  # fpdf2's own dependency

    with TTFont(str(font), lazy=True, fontNumber=0) as loaded:
        return frozenset(loaded.getBestCmap())


@cache
def system_font_for(ch: str) -> Path | None:
    """A font file of this system that draws `ch`, or None (none has it, or no fontconfig)."""
    fc_list = shutil.which("fc-list")
    if fc_list is None:
        return None
    try:
        found = subprocess.run(
            [fc_list, f":charset={ord(ch):x}", "file"],
            capture_output=True,
            text=True,
            timeout=FC_TIMEOUT,
            check=False,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    for line in sorted(found.splitlines()):
        path = Path(line.strip().removesuffix(":"))
        if path.suffix.lower() in FONT_SUFFIXES and path.is_file() and ord(ch) in covered(path):
            return path
    return None


@dataclass
class FontPlan:
    """How a set of pages prints: the fallback fonts the PDF embeds, and the pages with
    every character no font draws replaced."""

    pages: list[Page]
    fallbacks: list[Path] = field(default_factory=list)


def missing_letters(pages: Iterable[Page]) -> list[str]:
    """The characters on `pages` the bundled font has no glyph for, sorted."""
    have = covered()
    return sorted(
        {
            ch
            for page in pages
            for shape in page.shapes
            if isinstance(shape, Label)
            for ch in shape.text
            if not ch.isspace() and ord(ch) not in have
        }
    )


def _named(ch: str) -> str:
    return f"{ch} (U+{ord(ch):04X})"


def plan_fonts(pages: Sequence[Page], target: str = "pdf") -> FontPlan:
    """Fallback fonts for what DejaVu lacks (in a PDF), placeholders for the rest; warns
    once, naming each character and what prints it."""
    missing = missing_letters(pages)
    if not missing:
        return FontPlan(list(pages))
    by_font: dict[Path, list[str]] = {}
    placed: list[str] = []
    for ch in missing:
        font = system_font_for(ch) if target == "pdf" else None
        if font is None:
            placed.append(ch)
        else:
            by_font.setdefault(font, []).append(ch)
    said = [
        f"{', '.join(_named(ch) for ch in chars)} drawn with {font.name}"
        for font, chars in by_font.items()
    ]
    if placed:
        said.append(f"{', '.join(_named(ch) for ch in placed[:8])} printed as {PLACEHOLDER}")
    warn_file("the print font (DejaVu Sans) has no " + "; ".join(said))
    return FontPlan(_with_placeholders(pages, set(placed)), list(by_font))


def _with_placeholders(pages: Sequence[Page], chars: set[str]) -> list[Page]:
    if not chars:
        return list(pages)

    def text(label: Label) -> Label:
        return replace(label, text="".join(PLACEHOLDER if ch in chars else ch for ch in label.text))

    return [
        replace(page, shapes=tuple(text(s) if isinstance(s, Label) else s for s in page.shapes))
        for page in pages
    ]
