"""The fixed words of printed pages, in the puzzle's language (see wordgrid.lang).

A Polish fill-in is printed with Polish headings and instructions, not "Fit every word into
the grid": each language's module in `wordgrid/lang/` has its `PageText`. A language
wordgrid doesn't offer prints in English.
"""

from __future__ import annotations

from wordgrid.lang import LANGUAGES, PageText, spoken

__all__ = ["ENGLISH", "PAGE_TEXTS", "PageText", "page_text"]

PAGE_TEXTS: dict[str, PageText] = {code: lang.page for code, lang in LANGUAGES.items()}
ENGLISH = PAGE_TEXTS["en"]


def page_text(lang: str) -> PageText:
    """The page strings for the language a document records ('pt', 'pt-BR' alike);
    English for any other."""
    return spoken(lang).page
