"""The one table of file formats: each format's name, extension, media type and what it holds.

Every door asks this table: the command line (`--from`, `--to`, `-o FILE`'s extension), the
web app (a download's name and media type), `generate` (the files of a folder) and `app`
(which files of a folder to read). A row is a writer's own statement of what it holds, asked
once, here, before anything is computed: a command refuses a file name it can't write, and
its message names only formats that it will then write.

Puzzle formats are written by formats/writing.py; pages (pdf, svg, png) and the page that
plays a puzzle (html) by render/output.py, the one output door. A new format is one row here
and its writer there.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from pathlib import Path

from wordgrid.errors import InputError
from wordgrid.formats._io import is_stdin, label
from wordgrid.model import Document, GameSave, Puzzle, Solution, WordSearch

# What a file holds, by family: a puzzle file that wordgrid and other apps read back, or
# pages to print or look at.
PUZZLE_FILE = "puzzle"
PAGES = "pages"
PLAYER = "player"  # a page that plays the puzzle (render/html.py)

_ANY = frozenset({Puzzle, Solution, WordSearch, GameSave})
_GRIDS = frozenset({Puzzle, Solution})  # a fill-in or a crossword, solved or not
_UTF8 = "; charset=utf-8"


@dataclass(frozen=True, slots=True)
class FileFormat:
    """One format: `name` as `--from` and `--to` take it, the extension its files carry,
    the media type a download is served as, and the documents it holds."""

    name: str
    suffix: str
    media: str
    holds: frozenset[type] = _ANY
    family: str = PUZZLE_FILE
    reads: bool = True  # `formats.read` takes it (`--from`)
    writes: bool = True  # some writer writes it (`--to`)
    filled: bool = False  # it keeps a puzzle's answers: given both, the answer is written
    metadata: bool = True  # it has a place for a title, the difficulty and the like
    about: str = ""


# In the order --help lists them. Of the formats sharing an extension, the first that writes
# is what the extension means alone (`x.txt` is text, `x.ipuz` ipuz of the fill kind).
TABLE: tuple[FileFormat, ...] = (
    FileFormat(
        "text",
        ".txt",
        "text/plain" + _UTF8,
        reads=False,
        about="the plain-text form of the document: words-grid, or wordsearch for a word search",
    ),
    FileFormat(
        "words-grid",
        ".txt",
        "text/plain" + _UTF8,
        _GRIDS,
        metadata=False,
        about="words one a line, an empty line, grid rows (0/1, #/., letters)",
    ),
    FileFormat(
        "numeric",
        ".txt",
        "text/plain" + _UTF8,
        frozenset({Puzzle}),
        metadata=False,
        about="`R C`, R rows of -1/0, K, K words",
    ),
    FileFormat(
        "grid",
        ".txt",
        "text/plain" + _UTF8,
        _GRIDS,
        writes=False,
        metadata=False,
        about="grid rows only; the words come from a separate word file",
    ),
    FileFormat(
        "wordsearch",
        ".txt",
        "text/plain" + _UTF8,
        frozenset({WordSearch}),
        about="a word search as text: letter rows, then the word list",
    ),
    FileFormat("json", ".json", "application/json", about="wordgrid's own JSON"),
    FileFormat(
        "ipuz", ".ipuz", "application/json", about="ipuz: fill, crossword and word-search kinds"
    ),
    FileFormat(
        "ipuz-crossword",
        ".ipuz",
        "application/json",
        _GRIDS | {GameSave},
        reads=False,
        about="ipuz of the crossword kind, which crossword apps open, for a fill-in",
    ),
    FileFormat(
        "puz",
        ".puz",
        "application/octet-stream",
        # A filled grid; of a puzzle, only a crossword that never had its answers.
        frozenset({Solution, GameSave, Puzzle}),
        filled=True,
        about="Across Lite binary",
    ),
    FileFormat("xd", ".xd", "text/plain" + _UTF8, _GRIDS, about="the xd crossword corpus format"),
    FileFormat(
        "across-lite",
        ".txt",
        "text/plain" + _UTF8,
        frozenset({Solution}),
        filled=True,
        about="Across Lite text (`<ACROSS PUZZLE>`)",
    ),
    FileFormat(
        "jpz",
        ".jpz",
        "application/xml",
        _GRIDS | {GameSave},
        about="Crossword Compiler XML, plain or zipped",
    ),
    FileFormat(
        "jpz-zip",
        ".jpz",
        "application/zip",
        _GRIDS | {GameSave},
        reads=False,
        about="Crossword Compiler XML, zipped",
    ),
    FileFormat("pdf", ".pdf", "application/pdf", family=PAGES, reads=False, about="pages to print"),
    FileFormat("svg", ".svg", "image/svg+xml", family=PAGES, reads=False, about="one page a file"),
    FileFormat("png", ".png", "image/png", family=PAGES, reads=False, about="one page a file"),
    FileFormat(
        "html",
        ".html",
        "text/html" + _UTF8,
        family=PLAYER,
        reads=False,
        about="one page that plays the puzzle in any browser, with no server",
    ),
)
BY_NAME = {f.name: f for f in TABLE}

# What `read` knows, by the name `--from` takes.
FORMATS = tuple(f.name for f in TABLE if f.reads)
# Every format some writer writes, by the name `--to` takes.
WRITTEN = tuple(f.name for f in TABLE if f.writes)
# What formats.write writes: the puzzle files.
OUTPUT_FORMATS = tuple(f.name for f in TABLE if f.writes and f.family == PUZZLE_FILE)
PAGE_FORMATS = tuple(f.name for f in TABLE if f.family == PAGES)
# The extension of a file alone: the format it means.
EXTENSIONS = {f.suffix: f.name for f in reversed(TABLE) if f.writes}
# The extensions of the files `read` takes; anything else in a folder (a PDF) is no puzzle.
READ_SUFFIXES = frozenset(f.suffix for f in TABLE if f.reads)
# ... and those of files wordgrid writes but never reads back: pages, and a page that plays.
WRITTEN_ONLY = frozenset(f.suffix for f in TABLE if f.writes) - READ_SUFFIXES
# The formats a clued crossword can be in, as detected from a file's content (ipuz is JSON
# until parsed), and the extensions that say a file is in one: text and JSON files are told
# by their content.
CROSSWORD_FORMATS = frozenset({"puz", "jpz", "json", "xd", "across-lite"})
CROSSWORD_EXTENSIONS = frozenset({".puz", ".ipuz", ".jpz", ".xd"})


def suffix_of(fmt: str) -> str:
    return BY_NAME[fmt].suffix


def media_of(fmt: str) -> str:
    return BY_NAME[fmt].media


def kind_name(holding: type | Document) -> str:
    """How a message names a kind of document: "word search", "game in progress"."""
    kind = holding if isinstance(holding, type) else type(holding)
    return {
        Puzzle: "puzzle",
        Solution: "solution",
        WordSearch: "word search",
        GameSave: "game in progress",
    }[kind]


def concrete(fmt: str, holding: Collection[type | Document]) -> str:
    """`text` as the plain-text form of what is held: wordsearch for a word search, else
    words-grid; any other format as it is."""
    if fmt != "text":
        return fmt
    kinds = {k if isinstance(k, type) else type(k) for k in holding}
    return "wordsearch" if WordSearch in kinds else "words-grid"


def _plain_lost(puzzle: Puzzle) -> str:
    """What a plain-text grid format (words-grid, numeric) has no place for in `puzzle`."""
    if puzzle.clues:
        return "clues"
    if puzzle.meta.items():
        return "the " + ", ".join(k for k, _ in puzzle.meta.items())
    if puzzle.min_length != 2:
        return f"slots of {puzzle.min_length}+ cells (it always counts runs of 2)"
    marks = (
        ("rebus cells", bool(puzzle.rebus)),
        ("cells outside a shaped grid", bool(puzzle.outside)),
        ("circled or shaded cells", any(s.circle or s.shade for s in puzzle.styles.values())),
        ("bars", bool(puzzle.grid.bars)),
        ("cell labels", bool(puzzle.labels)),
        ("text in a cell's corners", bool(puzzle.corners)),
    )
    return next((what for what, has in marks if has), "")


_UNSOLVED = "it holds a filled grid: solve the puzzle first (wordgrid solve, or convert --solve)"


def lost_in(fmt: str, doc: Document) -> str:
    """Why format `fmt` can't hold this document although it holds its kind ("it has no
    place for clues"), or "" when it can. Writers refuse for these reasons, and messages
    leave such formats out of what they suggest."""
    fmt = concrete(fmt, (doc,))
    puzzle = doc.puzzle if isinstance(doc, Solution | GameSave) else doc
    if not BY_NAME[fmt].metadata and isinstance(puzzle, Puzzle):
        lost = _plain_lost(puzzle)
        return f"it has no place for {lost}" if lost else ""
    if fmt == "puz" and isinstance(doc, GameSave) and doc.solution is None:
        return "it holds a filled grid, and this game keeps no answers"
    # Of a puzzle, .puz holds only a crossword's grid, with no answers known.
    crossword = isinstance(doc, Puzzle) and bool(doc.clues or doc.is_blank) and not doc.bank.listed
    if fmt == "puz" and isinstance(doc, Puzzle) and not crossword:
        return _UNSOLVED
    return ""


def to_be_solved(doc: Document) -> type | Document:
    """What solving `doc` will write, as holds() asks: a solution as it is; for a puzzle
    (or a game's), a stand-in solution that carries its clues, metadata and marks (its
    words are not known yet); else the kind, a solution."""
    if isinstance(doc, Solution):
        return doc
    if isinstance(doc, Puzzle | GameSave):
        return Solution(doc if isinstance(doc, Puzzle) else doc.puzzle, ())
    return Solution


def holds(fmt: str, held: type | Document) -> bool:
    """Whether format `fmt` holds a kind of document, or this document: a format with no
    place for something a document has (clues, metadata, bars) does not hold it."""
    row = BY_NAME[concrete(fmt, (held,))]
    if isinstance(held, type):
        return held in row.holds
    return type(held) in row.holds and not lost_in(fmt, held)


def formats_holding(
    holding: Collection[type | Document], among: Sequence[str] = WRITTEN
) -> tuple[str, ...]:
    """The formats of `among` that hold one of `holding` (kinds of documents, or documents),
    in table order."""
    return tuple(f for f in among if any(holds(f, held) for held in holding))


def suffixes(fmts: Sequence[str]) -> str:
    """`.txt, .json, .ipuz or .pdf`: the extensions that name `fmts`, each once."""
    seen = list(dict.fromkeys(suffix_of(f) for f in fmts if EXTENSIONS.get(suffix_of(f)) in fmts))
    return ", ".join(seen[:-1]) + (" or " if len(seen) > 1 else "") + seen[-1] if seen else ""


def names(fmts: Sequence[str]) -> str:
    """`ipuz, xd or json`: formats by the names `--to` takes."""
    return ", ".join(fmts[:-1]) + (" or " if len(fmts) > 1 else "") + fmts[-1] if fmts else ""


def listing(fmts: Sequence[str], pages: str = "") -> str:
    """For `--help`, from the table: `.txt, .json, .ipuz, pages (.pdf, .svg, .png) or a
    page that plays it (.html)`; `pages` tells what the pages hold."""

    def named(family: str) -> list[str]:
        chosen = [f for f in fmts if BY_NAME[f].family == family]
        return list(dict.fromkeys(suffix_of(f) for f in chosen if EXTENSIONS[suffix_of(f)] in fmts))

    parts = named(PUZZLE_FILE)
    if named(PAGES):
        parts.append(f"pages ({', '.join(named(PAGES))}{pages})")
    if named(PLAYER):
        parts.append(f"a page that plays it ({', '.join(named(PLAYER))})")
    return ", ".join(parts[:-1]) + (" or " if len(parts) > 1 else "") + parts[-1]


def _why_not(fmt: str, holding: Collection[type | Document], what: str) -> str:
    if any(holds(fmt, held) for held in holding):
        return f"this command does not write {fmt}"
    plain = concrete(fmt, holding)
    for held in holding:
        if isinstance(held, type):
            continue
        if type(held) in BY_NAME[plain].holds:
            return f"the {plain} format can't hold this {what}: {lost_in(plain, held)}"
        if isinstance(held, Puzzle) and Solution in BY_NAME[plain].holds:
            return f"the {plain} format can't hold this {what}: {_UNSOLVED}"
    return f"the {fmt} format can't hold this {what}"


def output_format(
    target: str | Path,
    fmt: str | None = None,
    *,
    holding: Collection[type | Document] = _GRIDS,
    among: Sequence[str] = WRITTEN,
    instead: str = "",
) -> str:
    """The format to write `target` in: `fmt`, else from the target's extension; they must
    agree, and the format must be one of `among` that holds one of `holding` (kinds of
    documents, or the documents themselves where they are known).

    `text` becomes the plain-text form of the document: words-grid, or wordsearch for a
    word search. Raises InputError before anything is computed or written, so that a long
    solve isn't wasted on a file name that can't be used; its message names only formats
    that would be written, and `instead` what else the user may do.
    """
    usable = formats_holding(holding, among)
    what = " or ".join(dict.fromkeys(kind_name(k) for k in holding))
    suffix = "" if is_stdin(target) else Path(target).suffix.lower()
    if fmt is None:
        fmt = EXTENSIONS.get(suffix)
        if fmt is None:
            raise InputError(
                f"can't tell the format from the extension {suffix or '(none)'}: use "
                f"{suffixes(usable)}, or name one with --to",
                path=label(target),
            )
    elif fmt not in BY_NAME or not BY_NAME[fmt].writes:
        raise InputError(f"unknown output format {fmt!r}; choose one of {', '.join(usable)}")
    elif suffix and suffix in EXTENSIONS and BY_NAME[fmt].suffix != suffix:
        raise InputError(
            f"the extension {suffix} does not fit the {fmt} format: name the file "
            f"{BY_NAME[fmt].suffix}",
            path=label(target),
        )
    if fmt not in usable:
        why = _why_not(fmt, holding, what)
        instead = f", or {instead}" if instead else ""
        then = "; use" if ":" in why else ": use"  # one colon a sentence
        raise InputError(f"{why}{then} {suffixes(usable)}{instead}", path=label(target))
    return concrete(fmt, holding)
