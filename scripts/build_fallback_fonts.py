"""Build the fallback fonts wordgrid prints with where DejaVu Sans has no glyph: emoji and the
common CJK characters of clues.

    python scripts/build_fallback_fonts.py [--check]

It fetches two npm packages with `npm pack` (the ordinary npm client; nothing else is
downloaded), takes their regular TrueType fonts and cuts them down with fontTools' subsetter
(`pip install fonttools`, which fpdf2 already needs) into `src/wordgrid/data/fonts/`:
- `NotoEmoji-Regular.ttf`: Noto Emoji (Google, the monochrome emoji font), whole: every
  emoji it has, from `@expo-google-fonts/noto-emoji`;
- `NotoSansSC-Subset.ttf`: Noto Sans SC (Google and Adobe), cut to the characters clues
  in Chinese and Japanese use most: GB 2312's level 1 (the 3,755 commonest Chinese
  characters), JIS X 0208's level 1 (the 2,965 commonest kanji), kana, CJK punctuation and
  full-width forms, from `@expo-google-fonts/noto-sans-sc`.

Both are under the SIL Open Font License 1.1, which lets a subset be shipped beside MIT
code; `src/wordgrid/data/fonts/LICENSE-Noto` is its text. Hinting and layout tables are
dropped (the pages draw one glyph a character), the font names are kept (Noto reserves no
name), and the head table's dates are left alone, so the same packages give the same bytes;
`--check` builds and compares with the shipped files instead of writing them (exit 1 when
they differ).
"""

from __future__ import annotations

import argparse
import hashlib
import io
import shutil
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

OUT = Path(__file__).resolve().parents[1] / "src" / "wordgrid" / "data" / "fonts"
NPM_TIMEOUT = 300  # seconds for `npm pack`; the CJK package is some 57 MB


@dataclass(frozen=True)
class Source:
    package: str  # name@version on npm
    member: str  # the font inside the package tarball
    out: str  # the file written under data/fonts


EMOJI = Source(
    "@expo-google-fonts/noto-emoji@0.4.7",
    "package/400Regular/NotoEmoji_400Regular.ttf",
    "NotoEmoji-Regular.ttf",
)
CJK = Source(
    "@expo-google-fonts/noto-sans-sc@0.4.3",
    "package/400Regular/NotoSansSC_400Regular.ttf",
    "NotoSansSC-Subset.ttf",
)
LICENSE_MEMBER = "package/LICENSE_FONT"  # the OFL text with the font's copyright line


def _two_byte(codec: str, rows: range) -> list[str]:
    """The characters of a two-byte EUC code's rows (each row 94 cells, bytes 0xA1-0xFE)."""
    out = []
    for row in rows:
        for cell in range(0xA1, 0xFF):
            try:
                out.append(bytes([row, cell]).decode(codec))
            except UnicodeDecodeError:
                continue
    return out


def cjk_characters() -> list[int]:
    """GB 2312 level 1 (rows 16-55), JIS X 0208 level 1 (rows 16-47), kana, CJK
    punctuation, and the full-width and half-width forms."""
    chars = set(_two_byte("gb2312", range(0xB0, 0xD8)))
    chars |= set(_two_byte("euc_jp", range(0xB0, 0xD0)))
    points = {ord(ch) for ch in chars}
    points |= set(range(0x3000, 0x3100))  # CJK symbols and punctuation, hiragana, katakana
    points |= set(range(0x31F0, 0x3200))  # katakana phonetic extensions
    points |= set(range(0xFF01, 0xFFEF))  # full-width and half-width forms
    return sorted(points)


def _fetch(package: str, folder: Path) -> tarfile.TarFile:
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit("needs npm (apt-get install npm) to fetch the font packages")
    done = subprocess.run(
        [npm, "pack", package, "--silent", "--pack-destination", str(folder)],
        capture_output=True,
        text=True,
        timeout=NPM_TIMEOUT,
        check=True,
    )
    return tarfile.open(folder / done.stdout.strip().splitlines()[-1])


def _subset(data: bytes, unicodes: list[int] | None) -> bytes:
    font = TTFont(io.BytesIO(data), recalcTimestamp=False)
    options = subset.Options()
    options.layout_features = []  # one glyph a character: no shaping tables needed
    options.hinting = False
    options.name_IDs = ["*"]  # keep the copyright and licence names
    options.notdef_outline = True
    options.recalc_timestamp = False
    keep = unicodes if unicodes is not None else sorted(font.getBestCmap())
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=keep)
    subsetter.subset(font)
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


def build() -> dict[str, bytes]:
    """The files to ship, by name: the two fonts and the licence."""
    outputs: dict[str, bytes] = {}
    licence = b""
    with tempfile.TemporaryDirectory() as tmp:
        for source, unicodes in ((EMOJI, None), (CJK, cjk_characters())):
            with _fetch(source.package, Path(tmp)) as tar:
                member = tar.extractfile(source.member)
                notice = tar.extractfile(LICENSE_MEMBER)
                assert member is not None and notice is not None
                outputs[source.out] = _subset(member.read(), unicodes)
                text = notice.read()
            licence += f"{source.out}: from npm {source.package}\n".encode() + text + b"\n\n"
    outputs["LICENSE-Noto"] = licence
    return outputs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped files")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    differ = 0
    for name, data in build().items():
        path = args.out / name
        digest = hashlib.sha256(data).hexdigest()[:16]
        if args.check:
            same = path.exists() and path.read_bytes() == data
            differ += not same
            print(f"{name}: {len(data)} bytes, sha256 {digest}: {'same' if same else 'DIFFERS'}")
            continue
        path.write_bytes(data)
        print(f"wrote {path}: {len(data)} bytes, sha256 {digest}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
