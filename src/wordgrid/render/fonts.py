"""Letters the print font lacks: every clue prints, whatever its script or emoji.

DejaVu Sans (bundled) draws Latin, Greek, Cyrillic and most symbols. A character it has no
glyph for is drawn with the bundled Noto fallbacks when they have it (🎵, 量: see
render/glyphs.py), else with a font of the system's that has it, found through fontconfig
(one `fc-list` call a process lists every font's characters); one that no font here has is
printed as □. Either way the page prints, and a warning names each character and what drew
it. PDF and PNG draw with these fonts; SVG names its fonts and lets the viewer choose, so it
needs none of this.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path

from wordgrid.errors import warn_file
from wordgrid.render.glyphs import BUNDLED_FALLBACKS, covered, font_of
from wordgrid.render.page import Label, Page

PLACEHOLDER = "□"  # what a character no font here has prints as (DejaVu has it)
FC_TIMEOUT = 10.0  # seconds for fontconfig to answer, so a broken setup can't hang a print
FONT_SUFFIXES = (".ttf", ".otf")  # what fpdf2 embeds; collections (.ttc) it can't

Ranges = tuple[tuple[int, int], ...]  # fontconfig's charset: first and last code points


@cache
def system_charsets() -> tuple[tuple[Path, Ranges], ...]:
    """Every font file of this system fpdf2 can embed, with the characters fontconfig says it
    has, in path order; empty without fontconfig. One call, however many characters ask."""
    fc_list = shutil.which("fc-list")
    if fc_list is None:
        return ()
    try:
        listed = subprocess.run(
            [fc_list, "--format", "%{file}\\t%{charset}\\n"],
            capture_output=True,
            text=True,
            timeout=FC_TIMEOUT,
            check=False,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return ()
    fonts: dict[Path, Ranges] = {}
    for line in listed.splitlines():
        name, _, charset = line.partition("\t")
        path = Path(name)
        if path.suffix.lower() in FONT_SUFFIXES and charset:
            fonts.setdefault(path, _ranges(charset))
    return tuple(sorted(fonts.items()))


def _ranges(charset: str) -> Ranges:
    """`20-7e a0 ...` as ((0x20, 0x7e), (0xa0, 0xa0), ...); a word that isn't hex is skipped."""
    out = []
    for part in charset.split():
        first, _, last = part.partition("-")
        try:
            out.append((int(first, 16), int(last or first, 16)))
        except ValueError:
            continue
    return tuple(out)


def system_fonts_for(chars: Iterable[str]) -> dict[str, Path]:
    """A system font for each of `chars` that one has: as few fonts as will do, each the one
    that draws the most of what is left (its cmap confirming fontconfig's word)."""
    left = set(chars)
    found: dict[str, Path] = {}
    candidates = list(system_charsets())
    while left and candidates:
        best, has = None, set[str]()
        for path, ranges in candidates:
            listed = {ch for ch in left if any(lo <= ord(ch) <= hi for lo, hi in ranges)}
            if len(listed) > len(has):
                best, has = path, listed
        if best is None:
            break
        candidates = [(p, r) for p, r in candidates if p != best]
        drawn = {ch for ch in has if best.is_file() and ord(ch) in covered(best)}
        found.update(dict.fromkeys(drawn, best))
        left -= drawn
    return found


def system_font_for(ch: str) -> Path | None:
    """A font file of this system that draws `ch`, or None (none has it, or no fontconfig)."""
    return system_fonts_for([ch]).get(ch)


@dataclass
class FontPlan:
    """How a set of pages prints: the fallback fonts PDF and PNG draw with, in the order
    they are tried, and the pages with every character no font draws replaced."""

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


MAX_NAMED = 8  # characters a warning names for each font; a CJK clue set may have hundreds


def _drawn_with(font: Path, chars: Sequence[str]) -> str:
    more = f" and {len(chars) - MAX_NAMED} more" if len(chars) > MAX_NAMED else ""
    return f"{', '.join(_named(ch) for ch in chars[:MAX_NAMED])}{more} drawn with {font.name}"


def plan_fonts(pages: Sequence[Page]) -> FontPlan:
    """Fallback fonts for what DejaVu lacks (bundled first, then the system's), placeholders
    for the rest; warns once, naming each character and what prints it."""
    missing = missing_letters(pages)
    if not missing:
        return FontPlan(list(pages))
    by_font: dict[Path, list[str]] = {}
    left = []
    for ch in missing:
        k = font_of(ch, BUNDLED_FALLBACKS)
        if k is None:
            left.append(ch)
        else:
            by_font.setdefault(BUNDLED_FALLBACKS[k], []).append(ch)
    system = system_fonts_for(left)
    for ch in left:
        if ch in system:
            by_font.setdefault(system[ch], []).append(ch)
    placed = [ch for ch in left if ch not in system]
    said = [_drawn_with(font, chars) for font, chars in by_font.items()]
    if placed:
        more = f" and {len(placed) - MAX_NAMED} more" if len(placed) > MAX_NAMED else ""
        named = ", ".join(_named(ch) for ch in placed[:MAX_NAMED])
        said.append(f"{named}{more} printed as {PLACEHOLDER}")
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
