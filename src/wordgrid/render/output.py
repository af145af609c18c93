"""The one output door: a document to a file in any format wordgrid writes.

Every command that makes or reads a puzzle writes through here, and so does the web app's
download: puzzle files through their writers (formats/writing.py), pages laid out here (one
PDF, or one SVG or PNG file a page). Which format a file name asks for, and whether that
format holds the document, is the table's (formats/extensions.py), asked before anything is
made. A new format is a row of that table and an entry in WRITERS below.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from wordgrid.errors import InputError
from wordgrid.formats._io import is_stdin, label
from wordgrid.formats.extensions import BY_NAME, PAGES, PLAYER, PUZZLE_FILE
from wordgrid.formats.writing import dumps, put
from wordgrid.model import Document, GameSave, Solution, WordSearch, meta_of

if TYPE_CHECKING:
    from wordgrid.render.layout import Printable
    from wordgrid.render.page import Page, Style

Answer = Solution | WordSearch  # what a key is drawn from: a filled grid, or the word search


@dataclass(frozen=True, slots=True)
class Options:
    """How a document is written, where its format asks.

    `title` heads its pages (default: the document's own title, else the kind of puzzle);
    `style` is their page size, print size and language (default: A4 in the document's
    language); `keys` adds the answer key on pages of their own at the back, when the answer
    is known; `key` adds it after a word search written as text; `reveal` False leaves the
    answers out of a page that plays the puzzle (html), which then checks against hashes.
    """

    title: str = ""
    style: Style | None = None
    keys: bool = True
    key: bool = False
    reveal: bool = True


# A writer: a document, its answer when known, and the options, to the bytes of each file.
Writer = Callable[[Document, Answer | None, Options, str], list[bytes]]


def _puzzle_file(doc: Document, answer: Answer | None, options: Options, fmt: str) -> list[bytes]:
    row = BY_NAME[fmt]
    # A format that keeps a puzzle's answers gets them when the command has them.
    if answer is not None and (row.filled or type(doc) not in row.holds):
        doc = answer
    return [dumps(doc, fmt, key=options.key)]


def _page_files(doc: Document, answer: Answer | None, options: Options, fmt: str) -> list[bytes]:
    title, pages = laid_out(doc, answer, options)
    return page_bytes(pages, fmt, title)


def _player_page(doc: Document, answer: Answer | None, options: Options, fmt: str) -> list[bytes]:
    from wordgrid.render.html import html_page

    # The page plays to the answer: the command's, when the document holds none of its own.
    if answer is not None and not isinstance(doc, Solution | WordSearch):
        doc = answer
    return [html_page(doc, reveal=options.reveal, title=options.title)]


# Each family of the table's formats, and its writer.
WRITERS: dict[str, Writer] = {
    PUZZLE_FILE: _puzzle_file,
    PAGES: _page_files,
    PLAYER: _player_page,
}


def file_bytes(
    doc: Document, fmt: str, *, answer: Answer | None = None, options: Options | None = None
) -> list[bytes]:
    """The bytes of the files `doc` is written as in `fmt` (as output_format names it): one
    file, or for svg and png one a page. `answer` is the document's filled grid, for a key
    and for the formats that keep a puzzle's answers."""
    return WRITERS[BY_NAME[fmt].family](doc, answer, options or Options(), fmt)


def document_bytes(
    doc: Document, fmt: str, *, answer: Answer | None = None, options: Options | None = None
) -> bytes:
    """The one file `doc` is written as in `fmt`, for a download (svg and png: the first page)."""
    return file_bytes(doc, fmt, answer=answer, options=options)[0]


def write_document(
    doc: Document,
    target: str | Path,
    fmt: str,
    *,
    answer: Answer | None = None,
    options: Options | None = None,
) -> list[str]:
    """Write `doc` to `target` (`-`: standard output) in `fmt`, as output_format named it;
    the files written, by name. Several pages in svg or png become TARGET-1, TARGET-2, ..."""
    try:
        files = file_bytes(doc, fmt, answer=answer, options=options)
    except InputError as e:
        raise e.at(label(target)) from None
    return _put_all(files, target, fmt)


def _put_all(files: Sequence[bytes], target: str | Path, fmt: str) -> list[str]:
    if len(files) == 1:
        put(files[0], target)
        return [label(target)]
    if is_stdin(target):
        raise InputError(
            f"{len(files)} pages make {len(files)} {fmt} files: name a file for them, not -"
        )
    paths = output_paths(Path(target), len(files))
    for path, data in zip(paths, files, strict=True):
        put(data, path)
    return [str(p) for p in paths]


# --- pages -------------------------------------------------------------------------------------


def _printable(doc: Document, answer: Answer | None) -> tuple[Printable, Answer | None]:
    """What a page prints, and its key's answer: a game prints its puzzle; a solution and a
    word search are their own answers."""
    if isinstance(doc, GameSave):
        return doc.puzzle, doc.solution or answer
    if isinstance(doc, Solution | WordSearch):
        return doc, answer or doc
    return doc, answer


def laid_out(doc: Document, answer: Answer | None, options: Options) -> tuple[str, list[Page]]:
    """The title and the pages of one document: its puzzle, then its key when asked for and
    known."""
    # The fonts load here, not at start-up: every other command stays quick.
    from wordgrid.render.layout import book, kind_name
    from wordgrid.render.page import Style

    printable, known = _printable(doc, answer)
    style = options.style or Style(lang=meta_of(doc).lang or "en")
    title = options.title or meta_of(doc).title or kind_name(printable, style.text)
    keys = options.keys and known is not None
    return title, book([(title, printable, known)], style, keys=keys)


def page_bytes(pages: Sequence[Page], fmt: str, title: str = "") -> list[bytes]:
    """`pages` as one PDF, or as one SVG or PNG file a page."""
    # The drawing libraries load here, not at start-up.
    if fmt == "pdf":
        from wordgrid.render.pdf import pdf_bytes

        return [pdf_bytes(pages, title)]  # it finds its fallback fonts itself
    if fmt == "svg":
        from wordgrid.render.svg import page_svg

        return [page_svg(page).encode("utf-8") for page in pages]
    from wordgrid.render.fonts import plan_fonts
    from wordgrid.render.png import png_bytes

    plan = plan_fonts(pages)
    return [png_bytes(page, fallbacks=plan.fallbacks) for page in plan.pages]


def output_paths(out: Path, count: int) -> list[Path]:
    """Where each of `count` single-page files goes: OUT itself, or OUT-1, OUT-2, ..."""
    if count == 1:
        return [out]
    width = len(str(count))
    return [out.with_name(f"{out.stem}-{n:0{width}d}{out.suffix}") for n in range(1, count + 1)]


def write_players(docs: Sequence[Document], out: str | Path, options: Options) -> list[str]:
    """Write one page that plays `docs` (each holding its answer), listed at its top when
    there are several; `options.title` names the page."""
    from wordgrid.render.html import html_page

    return _put_all([html_page(docs, reveal=options.reveal, title=options.title)], out, "html")


def write_pages(pages: Sequence[Page], out: str | Path, fmt: str, title: str = "") -> list[str]:
    """Write laid-out `pages` (a book of several puzzles) as `fmt`; the files written, in
    page order."""
    return _put_all(page_bytes(pages, fmt, title), out, fmt)
