"""A book spec: a TOML file naming the book, its trim size and its sections of puzzles.

    title = "Fill-Ins for Clever Kids"
    subtitle = "120 puzzles with answers"
    author = "A. Setter"
    trim = "6x9"                  # 8.5x11 (default), 8x10, 6x9, 5.5x8.5, a4, letter
    large_print = false
    grid = "auto"                 # fill-in grids: auto, kriss-kross or shaded
    seed = 1                      # sections without a seed of their own count on from it
    max_word_uses = 2             # across the whole book: no word in more than 2 puzzles
    lang = "en"                   # the pages' language, and the sections' (default en)

    [[section]]
    name = "Warm-up"
    kind = "fill-in"              # fill-in (sparse), dense, word-search, crossword
    count = 20
    words = 15                    # words drawn for each puzzle (not for dense)
    size = [13, 13]               # the largest grid (fill-in) or the grid (dense, word-search)
    word_file = "animals.txt"     # draw from this file instead of the built-in list
    lang = "en"                   # the built-in list's language (default: the book's)
    seed = 7
    max_word_uses = 2             # across the section; 1 = no word twice

    [[section]]
    kind = "crossword"            # answers and clues from word_file (`wordgrid crossword`)
    word_file = "science.txt"     # one `ANSWER: clue` a line
    count = 5                     # 5 puzzles of `words` answers drawn from the file...
    words = 12                    # ... or, without words, count = 1: one of all its answers
    suggest_clues = true          # answers without a clue get one (clue library, WordNet)
    word_bank = true              # print the answers below the clues (an easier puzzle)

Every error names the file and, where there is one, the section: `book.toml: section 2:
count must be a whole number of at least 1`.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from wordgrid.errors import InputError
from wordgrid.formats import read_text
from wordgrid.lang import CODES, normalise, offered
from wordgrid.render.sizes import GRID_STYLES, PAGE_SIZES

KINDS = ("fill-in", "dense", "word-search", "crossword")
DEFAULT_WORDS = {"fill-in": 20, "word-search": 15}
# Sections without a seed start this far apart, so no two share a puzzle's seed.
SECTION_SEED_STRIDE = 100_000
# A section's puzzles, retries included, stay within its stride of seeds; and a section of
# more than this is no book (each puzzle and its key take a page or more).
MOST_PUZZLES = 10_000
BOOK_KEYS = {
    "title",
    "subtitle",
    "author",
    "trim",
    "large_print",
    "grid",
    "seed",
    "max_word_uses",
    "lang",
    "section",
}
SECTION_KEYS = {
    "name",
    "kind",
    "count",
    "words",
    "size",
    "word_file",
    "lang",
    "seed",
    "max_word_uses",
    "suggest_clues",
    "word_bank",
}

CROSSWORD_KEYS = {"suggest_clues", "word_bank"}  # the other kinds have no clues to add to


@dataclass(frozen=True)
class Section:
    name: str
    kind: str
    count: int
    words: int | None
    size: tuple[int, int] | None
    word_file: Path | None
    lang: str
    seed: int
    max_word_uses: int | None
    suggest_clues: bool = False  # a crossword section: give answers without a clue one
    word_bank: bool = False  # a crossword section: print its answers below the clues


@dataclass(frozen=True)
class BookSpec:
    title: str
    subtitle: str
    author: str
    trim: str
    large_print: bool
    grid: str
    sections: tuple[Section, ...]
    path: Path | None = None  # the spec's file, for messages
    max_word_uses: int | None = None  # across all sections
    lang: str = "en"  # the language of the pages' fixed words, and the sections' default


def _get(table: dict[str, Any], key: str, kind: type, where: str, default: Any = None) -> Any:
    value = table.get(key, default)
    if value is None:
        return None
    # TOML's booleans are not numbers here: `count = true` is a mistake, not 1.
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        name = {str: "text", int: "a whole number", bool: "true or false", list: "a list"}[kind]
        raise InputError(f"{where}{key} must be {name}, not {value!r}")
    return value


def _positive(table: dict[str, Any], key: str, where: str, default: int | None = None) -> Any:
    value = _get(table, key, int, where, default)
    if value is not None and value < 1:
        raise InputError(f"{where}{key} must be at least 1, not {value}")
    return value


def _lang(table: dict[str, Any], where: str, default: str) -> str:
    """A language the built-in lists and the pages offer, as its code (`pt` for `pt-BR`)."""
    lang = str(_get(table, "lang", str, where, default))
    if not offered(normalise(lang)):
        raise InputError(f"{where}lang must be one of {', '.join(CODES)}, not {lang!r}")
    return normalise(lang)


def _section(table: Any, number: int, folder: Path, book_seed: int, lang: str) -> Section:
    where = f"section {number}: "
    if not isinstance(table, dict):
        raise InputError(f"{where}must be a table ([[section]])")
    unknown = sorted(set(table) - SECTION_KEYS)
    if unknown:
        raise InputError(
            f"{where}unknown key {unknown[0]!r} (known: {', '.join(sorted(SECTION_KEYS))})"
        )
    kind = _get(table, "kind", str, where, "fill-in")
    if kind not in KINDS:
        raise InputError(f"{where}kind must be one of {', '.join(KINDS)}, not {kind!r}")
    count = _positive(table, "count", where)
    if count is None:
        raise InputError(f"{where}count is missing: how many puzzles?")
    if count > MOST_PUZZLES:
        raise InputError(f"{where}count must be at most {MOST_PUZZLES:,}, not {count}")
    size = _get(table, "size", list, where)
    if size is not None:
        if len(size) != 2 or not all(
            isinstance(n, int) and not isinstance(n, bool) and n >= 2 for n in size
        ):
            raise InputError(f"{where}size must be [rows, columns], each at least 2, not {size!r}")
        size = (size[0], size[1])
    words = _positive(table, "words", where, DEFAULT_WORDS.get(kind))
    if kind == "dense" and "words" in table:
        raise InputError(
            f"{where}a dense section fills its grid from the dictionary: leave out words"
        )
    word_file = _get(table, "word_file", str, where)
    if kind == "crossword":
        _crossword_section(table, count, word_file, where)
    elif CROSSWORD_KEYS & set(table):
        key = min(CROSSWORD_KEYS & set(table))
        raise InputError(f"{where}{key} is for crossword sections, not {kind}")
    return Section(
        name=_get(table, "name", str, where, f"Section {number}"),
        kind=kind,
        count=count,
        words=None if kind == "dense" else words,
        size=size,
        word_file=(folder / word_file) if word_file else None,
        lang=_lang(table, where, lang),
        seed=_get(table, "seed", int, where, book_seed + (number - 1) * SECTION_SEED_STRIDE),
        max_word_uses=_positive(table, "max_word_uses", where),
        suggest_clues=_get(table, "suggest_clues", bool, where, False),
        word_bank=_get(table, "word_bank", bool, where, False),
    )


def _crossword_section(
    table: dict[str, Any], count: int, word_file: str | None, where: str
) -> None:
    """A crossword section's own rules: its answers and clues come from a file, and more
    than one puzzle draws some of them for each."""
    if word_file is None:
        raise InputError(f"{where}a crossword section needs a word_file of answers and clues")
    if count > 1 and "words" not in table:
        raise InputError(
            f"{where}{count} crosswords from one file each draw some of its answers: set "
            "words (or count = 1 for one crossword of them all)"
        )


def read_spec(path: Path) -> BookSpec:
    """The spec at `path`; InputError naming the file for anything wrong in it."""
    text = read_text(path)  # a missing file, a folder or bytes that aren't UTF-8: one line
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise InputError(f"not valid TOML: {e}", path=path) from None
    except ValueError:  # a number of more than 4,300 digits, which Python won't convert
        raise InputError("not usable TOML: a number has thousands of digits", path=path) from None
    try:
        return replace(_spec(data, path.parent), path=path)
    except InputError as e:
        raise e.at(path) from None


def _spec(data: dict[str, Any], folder: Path) -> BookSpec:
    unknown = sorted(set(data) - BOOK_KEYS)
    if unknown:
        raise InputError(f"unknown key {unknown[0]!r} (known: {', '.join(sorted(BOOK_KEYS))})")
    title = _get(data, "title", str, "")
    if not title:
        raise InputError("title is missing: a book needs a title for its cover page")
    trim = _get(data, "trim", str, "", "8.5x11")
    if trim not in PAGE_SIZES:
        raise InputError(f"trim must be one of {', '.join(PAGE_SIZES)}, not {trim!r}")
    grid = _get(data, "grid", str, "", "auto")
    if grid not in GRID_STYLES:
        raise InputError(f"grid must be one of {', '.join(GRID_STYLES)}, not {grid!r}")
    seed = _get(data, "seed", int, "", 1)
    lang = _lang(data, "", "en")
    sections = data.get("section")
    if not isinstance(sections, list) or not sections:
        raise InputError("the book has no [[section]]: say which puzzles to make")
    return BookSpec(
        title=title,
        subtitle=_get(data, "subtitle", str, "", ""),
        author=_get(data, "author", str, "", ""),
        trim=trim,
        large_print=_get(data, "large_print", bool, "", False),
        grid=grid,
        sections=tuple(
            _section(table, number, folder, seed, lang) for number, table in enumerate(sections, 1)
        ),
        max_word_uses=_positive(data, "max_word_uses", ""),
        lang=lang,
    )
