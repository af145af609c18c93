"""The fonts wordgrid ships, and which of them draws each character of a text.

DejaVu Sans draws Latin, Greek, Cyrillic and most symbols; where it has no glyph, the bundled
Noto fallbacks do: Noto Emoji (every emoji, in black and white) and a subset of Noto Sans SC
(the commonest Chinese characters and kanji, kana, CJK punctuation). They are built by
scripts/build_fallback_fonts.py, under the SIL Open Font License (data/fonts/LICENSE-Noto).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from pathlib import Path

FONT_DIR = Path(__file__).resolve().parent.parent / "data" / "fonts"
FONT_REGULAR = FONT_DIR / "DejaVuSans.ttf"
FONT_BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"
# In the order they are tried after DejaVu: an emoji before a CJK font that may have a
# text form of the same sign.
BUNDLED_FALLBACKS = (FONT_DIR / "NotoEmoji-Regular.ttf", FONT_DIR / "NotoSansSC-Subset.ttf")

# (which font of a list draws it, the text), e.g. (1, "🎵🦊"); None for characters no font
# of the list has, which print as a placeholder or in a font found later (see render/fonts.py)
Run = tuple[int | None, str]


@cache
def covered(font: Path = FONT_REGULAR) -> frozenset[int]:
    """Code points `font` draws."""
    from fontTools.ttLib import TTFont  # fpdf2's own dependency

    with TTFont(str(font), lazy=True, fontNumber=0) as loaded:
        return frozenset(loaded.getBestCmap())


def font_of(ch: str, fonts: Sequence[Path]) -> int | None:
    """The index of the first of `fonts` that draws `ch`, or None when none does."""
    return next((k for k, font in enumerate(fonts) if ord(ch) in covered(font)), None)


def runs(text: str, fonts: Sequence[Path]) -> list[Run]:
    """`text` cut where the font that draws it changes, the first font (DejaVu) the first
    choice and the one for spaces (an emoji font's are wide, a CJK subset has none)."""
    if text.isascii():  # the usual case, every font list starting with DejaVu
        return [(0, text)]
    out: list[Run] = []
    for ch in text:
        k = 0 if ch.isspace() else font_of(ch, fonts)
        if out and k == out[-1][0]:
            out[-1] = (k, out[-1][1] + ch)
        else:
            out.append((k, ch))
    return out
