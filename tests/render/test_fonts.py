"""Every clue prints: emoji and common CJK letters with the bundled Noto fallbacks, others
with a system font found in one fontconfig listing, the rest as a placeholder (issue 40)."""

from __future__ import annotations

import subprocess
from io import BytesIO
from pathlib import Path
from typing import Any

import pypdf
import pytest

from wordgrid.errors import FileWarning
from wordgrid.render import fonts
from wordgrid.render.glyphs import BUNDLED_FALLBACKS, FONT_DIR, FONT_REGULAR, covered, runs
from wordgrid.render.page import Label, Page, text_width
from wordgrid.render.pdf import pdf_bytes
from wordgrid.render.png import page_image

FOX, NOTE, CAT_KANJI, KANA = "\U0001f98a", "\U0001f3b5", "猫", "つ"
HANGUL = "한"  # in no bundled font


def _page(*texts: str) -> Page:
    return Page(300, 200, "en", tuple(Label(20, 30 + 20 * k, t, 10) for k, t in enumerate(texts)))


def test_the_bundled_fallbacks_draw_emoji_and_common_cjk() -> None:
    emoji, cjk = BUNDLED_FALLBACKS
    assert {ord(FOX), ord(NOTE)} <= covered(emoji)
    assert {ord(CAT_KANJI), ord(KANA), ord("量")} <= covered(cjk)
    assert ord(HANGUL) not in covered(emoji) | covered(cjk)
    licence = (FONT_DIR / "LICENSE-Noto").read_text(encoding="utf-8")
    assert all(font.name in licence for font in BUNDLED_FALLBACKS)
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence


def test_a_text_is_cut_into_runs_by_the_font_that_draws_it() -> None:
    fonts_ = (FONT_REGULAR, *BUNDLED_FALLBACKS)
    assert runs(f"Fox {FOX}{FOX} or {CAT_KANJI}?", fonts_) == [
        (0, "Fox "),
        (1, FOX + FOX),
        (0, " or "),
        (2, CAT_KANJI),
        (0, "?"),
    ]
    assert runs(f"a{HANGUL}", fonts_) == [(0, "a"), (None, HANGUL)]
    # A letter no bundled font has is measured as a whole em: a page never runs over.
    assert text_width(HANGUL * 3, 10) == pytest.approx(30)


def test_a_pdf_embeds_the_fallbacks_its_clues_need(recwarn: pytest.WarningsRecorder) -> None:
    data = pdf_bytes([_page(f"Fox {FOX} sings {NOTE}", f"Cat {CAT_KANJI}{KANA}")])
    said = str(recwarn.pop(FileWarning).message)
    assert f"{FOX} (U+1F98A)" in said and "drawn with NotoEmoji-Regular.ttf" in said
    assert "drawn with NotoSansSC-Subset.ttf" in said
    page = pypdf.PdfReader(BytesIO(data)).pages[0]
    resources = page["/Resources"]["/Font"]  # type: ignore[index]
    names = {str(f.get_object()["/BaseFont"]) for f in resources.values()}
    assert any("NotoEmoji" in n for n in names) and any("NotoSansSC" in n for n in names)
    text = page.extract_text()
    assert FOX in text and CAT_KANJI + KANA in text


def test_a_png_draws_fallback_letters_not_placeholders(recwarn: pytest.WarningsRecorder) -> None:
    plan = fonts.plan_fonts([_page(FOX)])
    assert plan.fallbacks[:1] == [BUNDLED_FALLBACKS[0]] and fonts.PLACEHOLDER not in str(plan)
    drawn = page_image(plan.pages[0], fallbacks=plan.fallbacks)
    boxed = page_image(_page(fonts.PLACEHOLDER))
    assert drawn.tobytes() != boxed.tobytes()
    assert drawn.getbbox() is not None


def test_system_fonts_are_found_with_one_fontconfig_call(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # Two fonts: the first has every Hangul syllable, the second one of them more.
    first, second = tmp_path / "a.ttf", tmp_path / "b.otf"
    listing = f"{first}\tac00-d7a3\n{second}\tac00 3042\n/x/c.ttc\tac00-d7a3\n"
    calls: list[Any] = []

    def fake_run(argv: list[str], **_: Any) -> subprocess.CompletedProcess[str]:
        calls.append(argv)
        return subprocess.CompletedProcess(argv, 0, listing, "")

    monkeypatch.setattr("shutil.which", lambda _: "/usr/bin/fc-list")
    monkeypatch.setattr("subprocess.run", fake_run)
    monkeypatch.setattr(fonts, "covered", lambda path: frozenset(range(0xAC00, 0xD7A4)))
    monkeypatch.setattr(Path, "is_file", lambda self: True)
    fonts.system_charsets.cache_clear()
    try:
        hangul = [chr(c) for c in range(0xAC00, 0xAC00 + 300)]
        found = fonts.system_fonts_for(hangul)
        assert found == dict.fromkeys(hangul, first)  # one font, not one a letter
        assert fonts.system_font_for("\u3042") is None  # listed, but its cmap lacks it
        assert len(calls) == 1  # a .ttc fpdf2 can't embed is never offered
    finally:
        fonts.system_charsets.cache_clear()


def test_without_fontconfig_a_letter_no_bundled_font_has_is_a_placeholder(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("shutil.which", lambda _: None)
    fonts.system_charsets.cache_clear()
    try:
        with pytest.warns(FileWarning, match=f"{HANGUL} \\(U\\+D55C\\) printed as □"):
            plan = fonts.plan_fonts([_page(f"Korean {HANGUL}")])
    finally:
        fonts.system_charsets.cache_clear()
    assert "Korean □" in str(plan.pages[0])
