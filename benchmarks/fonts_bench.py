"""Finding fonts for the letters DejaVu Sans lacks: clue sets with many CJK and Hangul letters.

    python benchmarks/fonts_bench.py [--sizes 50 500 2000] [--repeat 3]

For each size, a page whose clues hold that many distinct characters DejaVu has no glyph for
(four in five Chinese characters, one in five Hangul syllables, drawn at random with a fixed
seed) goes through `render.fonts.plan_fonts`: the bundled Noto fallbacks first, then one
fontconfig listing of the system's fonts. The yardstick, timed in the same run, is what
wordgrid did before: one `fc-list :charset=X file` process a character. Both start from
cold caches each repeat; the best of the repeats is shown, with how many characters each
way leaves without a font (the bundled fonts draw the commonest Chinese characters).
"""

from __future__ import annotations

import argparse
import random
import shutil
import subprocess
import time
import warnings
from pathlib import Path

from wordgrid.render import fonts, glyphs
from wordgrid.render.page import Label, Page

SEED = 40  # the same characters every run
HANGUL_SHARE = 0.2  # Hangul is in no bundled font: the system's fonts or a placeholder


def letters(count: int) -> list[str]:
    rng = random.Random(SEED)
    hangul = round(count * HANGUL_SHARE)
    han = rng.sample(range(0x4E00, 0x9FA6), count - hangul)
    return [chr(c) for c in han + rng.sample(range(0xAC00, 0xD7A4), hangul)]


def page_of(chars: list[str]) -> Page:
    labels = tuple(
        Label(0, 12 * (k + 1), "".join(chars[i : i + 20]), 10)
        for k, i in enumerate(range(0, len(chars), 20))
    )
    return Page(595, 842, "en", labels)


def _cold() -> None:
    fonts.system_charsets.cache_clear()
    glyphs.covered.cache_clear()


def ours(page: Page) -> tuple[float, int]:
    _cold()
    start = time.perf_counter()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        plan = fonts.plan_fonts([page])
    seconds = time.perf_counter() - start
    boxes = sum(label.text.count(fonts.PLACEHOLDER) for label in plan.pages[0].shapes)  # type: ignore[union-attr]
    return seconds, boxes


def per_character(chars: list[str]) -> tuple[float, int]:
    """The yardstick: one fontconfig process for each character."""
    _cold()
    fc_list = shutil.which("fc-list")
    assert fc_list is not None
    start = time.perf_counter()
    missing = 0
    for ch in chars:
        out = subprocess.run(
            [fc_list, f":charset={ord(ch):x}", "file"], capture_output=True, text=True, check=False
        ).stdout
        files = [Path(line.strip().removesuffix(":")) for line in out.splitlines()]
        if not any(f.suffix.lower() in fonts.FONT_SUFFIXES for f in files):
            missing += 1
    return time.perf_counter() - start, missing


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[50, 500, 2000])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    if shutil.which("fc-list") is None:
        print("needs fontconfig's fc-list (apt-get install fontconfig)")
        return 2
    print("| letters | plan_fonts | placeholders | fc-list a letter | without a font | ratio |")
    print("|---|---|---|---|---|---|")
    for size in args.sizes:
        chars = letters(size)
        page = page_of(chars)
        new = min(ours(page) for _ in range(args.repeat))
        old = min(per_character(chars) for _ in range(args.repeat))
        print(
            f"| {size} | {new[0]:.3f} s | {new[1]} | {old[0]:.3f} s | {old[1]} | "
            f"{old[0] / new[0]:.0f}x |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
