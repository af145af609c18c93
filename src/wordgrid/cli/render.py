"""`wordgrid render FILE --to pdf|svg|png|html`: printable pages of puzzles and their answer
keys, or a page that plays them.

FILE may be a folder (say, the output of `generate -o DIR`): every puzzle in it goes into one
PDF, one puzzle a page, with the answer keys at the back. SVG and PNG hold one page a file, so
several pages become OUT-1.svg, OUT-2.svg, ... in book order. An HTML page plays every puzzle
of the folder, listed at its top. One puzzle file may also be written in any other format,
as `convert` writes it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordgrid.cli._args import (
    add_input_options,
    add_lang_option,
    add_reveal_option,
    add_timeout,
    budget,
    reveal,
)
from wordgrid.errors import InputError
from wordgrid.formats import folder_files, output_format, read
from wordgrid.formats.extensions import (
    BY_NAME,
    EXTENSIONS,
    PAGES,
    PLAYER,
    PUZZLE_FILE,
    WRITTEN,
    suffix_of,
)
from wordgrid.model import Document, GameSave, Puzzle, Solution, WordSearch, meta_of
from wordgrid.render.output import Options, write_document, write_pages, write_players
from wordgrid.render.sizes import GRID_STYLES, PAGE_SIZES

if TYPE_CHECKING:
    from wordgrid.budget import Budget
    from wordgrid.render.layout import Printable
    from wordgrid.render.page import Page


# What a folder of puzzles can become: pages, or one page that plays them all.
_SEVERAL = tuple(f for f in WRITTEN if BY_NAME[f].family != PUZZLE_FILE)


def _suffixes(family: str) -> str:
    return ", ".join(suffix_of(f) for f in _SEVERAL if BY_NAME[f].family == family)


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "render",
        help="print puzzles to PDF, SVG or PNG, or a page (HTML) that plays them",
        description="Lay out puzzles for print: the grid with its word list, or a crossword "
        "with its clues, like a puzzle book; with --solution the answer key on a "
        "page of its own. The title and author come from the file. An .html file is one "
        "page that plays the puzzles in any browser, with no server.",
    )
    p.add_argument(
        "file",
        metavar="FILE",
        help="puzzle, solution, crossword, word-search or game file, or a folder of them, "
        "or a bundled example by its name",
    )
    p.add_argument(
        "-o",
        "--output",
        metavar="FILE",
        help="file to write (default: FILE's name with the new extension, here)",
    )
    p.add_argument(
        "--to",
        choices=WRITTEN,
        metavar="FORMAT",
        help=f"output format: {', '.join(_SEVERAL)}, or for one puzzle file any that "
        f"convert writes: {', '.join(f for f in WRITTEN if f not in _SEVERAL)} "
        "(default: from -o, else pdf)",
    )
    p.add_argument(
        "--title",
        help="the title to print (default: the file's own, else the kind of puzzle; for a "
        "folder, the book's or the page's title, its puzzles keeping their own, else "
        "'Puzzle N' in a book and their kind, numbered if repeated, in a page)",
    )
    p.add_argument(
        "--solution",
        action="store_true",
        help="add answer keys on their own pages (solving puzzles as needed)",
    )
    add_lang_option(
        p,
        "the language of the pages' fixed words (headings, instructions): {codes} "
        "(default: the file's own, else en)",
    )
    p.add_argument(
        "--page",
        choices=PAGE_SIZES,
        default="a4",
        metavar="SIZE",
        help=f"paper or trim size: {', '.join(PAGE_SIZES)} (inches; default a4)",
    )
    p.add_argument(
        "--grid",
        choices=GRID_STYLES,
        default="auto",
        help="fill-in grids: kriss-kross draws only the cells of words, shaded every cell "
        "with blocks shaded (default auto: kriss-kross for sparse grids)",
    )
    p.add_argument(
        "--large-print",
        action="store_true",
        help="bigger grid letters and text; the word list moves to the next page if needed",
    )
    add_input_options(p)
    add_timeout(p, "give up solving a puzzle for its key")
    add_reveal_option(p)
    p.set_defaults(run=run)


_ANY_DOCUMENT = (Puzzle, Solution, WordSearch, GameSave)


def _printable(
    doc: Document, keys: bool, stop: Budget
) -> tuple[Printable, Solution | WordSearch | None]:
    if isinstance(doc, GameSave):
        if doc.solution is not None:
            return doc.puzzle, doc.solution
        doc = doc.puzzle
    if isinstance(doc, WordSearch | Solution) or not keys:
        return doc, doc if isinstance(doc, WordSearch | Solution) else None
    from wordgrid.app.solving import first_solution

    if not doc.bank.listed:
        raise InputError(
            f"{doc.name}: this crossword keeps no answers, so there is no key to "
            "print; leave out --solution"
        )
    return doc, first_solution(doc, stop)


def _output(args: argparse.Namespace, source: Path) -> tuple[str, str | None]:
    """The file to write and the format asked; for a folder, checked before its puzzles are
    read (one puzzle file is read first: what it holds decides what it can be written as)."""
    fmt = args.to or ("pdf" if args.output is None else None)
    out = args.output or f"{source.stem or 'puzzles'}{suffix_of(fmt or 'pdf')}"
    if source.is_dir():  # a book of several puzzles is pages, or one page that plays them
        if (fmt or EXTENSIONS.get(Path(out).suffix.lower())) not in _SEVERAL:
            raise InputError(
                f"a folder of puzzles makes one book of pages ({_suffixes(PAGES)}) or one "
                f"page that plays them all ({_suffixes(PLAYER)}); convert writes one puzzle "
                "file in another format",
                path=out,
            )
        output_format(out, fmt, holding=_ANY_DOCUMENT, among=_SEVERAL)
    return out, fmt


def run(args: argparse.Namespace) -> int:
    from wordgrid.render.layout import book, kind_name  # the fonts load here
    from wordgrid.render.page import Style

    source = Path(args.file)
    out, fmt = _output(args, source)
    files = folder_files(source) if source.is_dir() else [source]
    if args.words is not None and len(files) > 1:
        raise InputError("--dict works with one puzzle file, not a folder")
    docs = [
        read(path, words=args.words, fmt=args.source_format, min_length=args.min_length)
        for path in files
    ]
    fmt = output_format(out, fmt, holding=docs)
    answers = reveal(args, fmt)
    if fmt == "html":  # one page that plays them: each with its answer
        from wordgrid.app.solving import to_play

        playing = [to_play(doc, budget(args)) for doc in docs]
        title = args.title or ("" if len(docs) == 1 else "Puzzles")
        for path in write_players(playing, out, Options(title=title, reveal=answers)):
            print(f"wrote {path}", file=sys.stderr)
        return 0
    # The pages follow the puzzles' own language; a folder of several prints in the first.
    stated = [meta_of(doc).lang for doc in docs if meta_of(doc).lang]
    style = Style(
        args.page, args.large_print, args.grid, lang=args.lang or next(iter(stated), "en")
    )
    items: list[tuple[str, Printable, Solution | WordSearch | None]] = []
    for number, doc in enumerate(docs, start=1):
        own = meta_of(doc).title
        if len(files) == 1:
            title = args.title or own or kind_name(doc, style.text)
        else:  # never a file name like puzzle-0001: a title is for the reader
            title = own or style.text.numbered(number)
        printable, answer = _printable(doc, args.solution, budget(args))
        items.append((title, printable, answer))
    if BY_NAME[fmt].family == PAGES:
        pages: list[Page] = book(items, style, keys=args.solution)
        book_title = args.title or (items[0][0] if len(files) == 1 else "Puzzles")
        written = write_pages(pages, out, fmt, book_title)
    else:  # one puzzle file, as convert writes it; --solution writes the filled grid
        [(_, _, answer)] = items
        chosen = answer if args.solution and answer is not None else docs[0]
        written = write_document(chosen, out, fmt, answer=answer)
    for path in written:
        print(f"wrote {path}", file=sys.stderr)
    return 0
