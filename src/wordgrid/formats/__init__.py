"""The one door for puzzle files: `read` any file into a Document, `write` one back out.

`read` takes the bytes once, detects the format once from the content, and gives one of the
model's documents: a Puzzle (a crossword is a puzzle with clues), a Solution, a WordSearch or a
GameSave. `write` is the only writer, all at once through one atomic helper, and it refuses
to drop anything a format can't hold (clues, metadata, given letters) rather than lose it.

| name          | what                                                       | read | write |
|---------------|------------------------------------------------------------|------|-------|
| `words-grid`  | words one a line, an empty line, grid rows (0/1, #/., letters) | yes | yes |
| `numeric`     | `R C`, R rows of -1/0, K, K words                           | yes  | yes   |
| `grid`        | grid rows only; the words come from a separate word file    | yes  | no    |
| `wordsearch`  | a word search as text: letter rows, then the word list      | yes  | yes   |
| `json`        | wordgrid's own JSON (formats/json_io.py)                    | yes  | yes   |
| `ipuz`        | ipuz: fill, crossword and word-search kinds                 | yes  | yes   |
| `puz`         | Across Lite binary                                          | yes  | yes   |
| `xd`          | the xd crossword corpus format                              | yes  | yes   |
| `across-lite` | Across Lite text (`<ACROSS PUZZLE>`)                        | yes  | yes   |
| `jpz`         | Crossword Compiler XML, plain or zipped (`jpz-zip` writes it zipped) | yes | yes |
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from wordgrid._lazy import lazy_exports
from wordgrid.errors import InputError
from wordgrid.formats._io import (
    examples_folder,
    is_jpz,
    is_puz,
    is_stdin,
    label,
    locate,
    read_bytes,
    read_puzzle_bytes,
    write_atomic,
    write_stdout,
)
from wordgrid.formats._json import is_json, parse_json
from wordgrid.formats._text import (
    Line,
    decode,
    folded_words,
    numbered_lines,
    parse_grid,
    read_text,
    split_words,
    strip_blank_edges,
    whole_number,
)
from wordgrid.formats.across_lite import (
    format_across_lite,
    looks_like_across_lite,
    parse_across_lite,
)
from wordgrid.formats.numeric import format_numeric, parse_numeric
from wordgrid.formats.words_grid import format_words_grid, parse_words_grid, split_blocks
from wordgrid.formats.wordsearch_text import (
    format_wordsearch,
    looks_like_wordsearch,
    parse_parts,
    parse_wordsearch,
)
from wordgrid.formats.xd_sniff import looks_like_xd
from wordgrid.model import (
    Cell,
    CellStyle,
    Document,
    GameSave,
    Grid,
    Kind,
    Metadata,
    Puzzle,
    Solution,
    WordBank,
    WordSearch,
    is_letter,
)

if TYPE_CHECKING:
    from wordgrid.formats.clue_list import ListedClue
    from wordgrid.formats.folder import Listing, folder_files, sidecar_of

# A folder's listing loads on first use: reading one puzzle file needs none of it.
__getattr__ = lazy_exports(
    "wordgrid.formats", {"wordgrid.formats.folder": ("Listing", "folder_files", "sidecar_of")}
)

__all__ = [
    "FORMATS",
    "Listing",
    "OUTPUT_FORMATS",
    "Document",
    "as_puzzle",
    "copy_examples",
    "detect_file",
    "detect_format",
    "dumps",
    "examples_folder",
    "folder_files",
    "format_numeric",
    "format_words_grid",
    "is_document",
    "is_stdin",
    "label",
    "locate",
    "output_format",
    "parse",
    "read",
    "read_grid",
    "read_puzzle",
    "read_word_list",
    "read_answers",
    "read_clue_list",
    "read_text",
    "read_word_search",
    "sidecar_of",
    "solvable",
    "without_progress",
    "write",
    "read_bytes",
    "write_atomic",
    "write_stdout",
]

# What `read` knows, by the name `--from` takes.
FORMATS = (
    "words-grid",
    "numeric",
    "grid",
    "wordsearch",
    "json",
    "ipuz",
    "puz",
    "xd",
    "across-lite",
    "jpz",
)
# What `write` knows, by the name `--to` takes: `text` is the plain-text form of whatever the
# document is (words-grid for a puzzle, wordsearch for a word search); `ipuz-crossword` is the
# crossword kind crossword apps open, for a fill-in.
OUTPUT_FORMATS = (
    "text",
    "words-grid",
    "numeric",
    "wordsearch",
    "json",
    "ipuz",
    "ipuz-crossword",
    "puz",
    "xd",
    "across-lite",
    "jpz",
    "jpz-zip",
)
EXTENSIONS = {
    ".txt": "text",
    ".json": "json",
    ".ipuz": "ipuz",
    ".puz": "puz",
    ".xd": "xd",
    ".jpz": "jpz",
}
# Formats whose files carry each extension, to refuse `-o x.ipuz --to puz`.
_FORMATS_OF = {
    ".txt": {"text", "words-grid", "numeric", "wordsearch", "across-lite"},
    ".json": {"json"},
    ".ipuz": {"ipuz", "ipuz-crossword"},
    ".puz": {"puz"},
    ".xd": {"xd"},
    ".jpz": {"jpz", "jpz-zip"},
}

# The formats a clued crossword can be in, and the extensions that say a file is in one.
CROSSWORD_FORMATS = frozenset({"puz", "jpz", "json", "xd", "across-lite"})
CROSSWORD_EXTENSIONS = frozenset({".puz", ".ipuz", ".jpz", ".xd"})

_NUMERIC_HEADER = re.compile(r"^\s*\d+\s+\d+\s*$")
_INTEGER = re.compile(r"^-?\d+$")


# --- detection --------------------------------------------------------------------------------


def _numeric_header(body: list[Line]) -> bool:
    """`R C` followed by a row of C numbers: a header, even when a cell is wrong (`0 1`), so
    that the numeric reader names that cell and line. A grid row written with spaces (`1 1`,
    `11 11`) is not a header: the row after it does not hold C numbers."""
    header = body[0][1]
    if not _NUMERIC_HEADER.match(header):
        return False
    if len(body) < 2:
        return True
    cells = body[1][1].split()
    return set(cells) <= {"-1", "0"} or (
        len(cells) == whole_number(header.split()[1]) and all(_INTEGER.match(c) for c in cells)
    )


def detect_format(lines: list[Line]) -> str:
    """Which text format `lines` are in, from their shape alone."""
    body = strip_blank_edges(lines)
    if not body:
        raise InputError("the file is empty")
    text = "\n".join(t for _, t in body)
    if is_json(text):
        return "json"  # ipuz or ours: told apart once parsed, see _parse
    if looks_like_across_lite(text):
        return "across-lite"
    if _numeric_header(body):
        return "numeric"
    if looks_like_wordsearch(body):
        return "wordsearch"
    if looks_like_xd(text):
        return "xd"
    if split_blocks(body) is not None:
        return "words-grid"
    return "grid"


def _detect(data: bytes, name: str) -> str:
    if is_puz(data) or name.lower().endswith(".puz"):
        return "puz"
    if is_jpz(data) or name.lower().endswith(".jpz"):
        return "jpz"
    return detect_format(numbered_lines(decode(data)))


# --- reading ----------------------------------------------------------------------------------


def detect_file(path: str | Path) -> str | None:
    """The format a file is in, from its content (ipuz told from wordgrid JSON); None when
    it can't be read at all."""
    try:
        data = read_puzzle_bytes(path)
        kind = _detect(data, label(path))
        if kind == "json":
            from wordgrid.formats.ipuz import is_ipuz

            return "ipuz" if is_ipuz(_json_of(data)) else kind
        return kind
    except InputError:
        return None


def may_hold_crossword(data: bytes, name: str) -> bool:
    """Whether a file is in a format that holds crosswords, readable or not: by its extension
    or its content. False for a README, notes or a word list, and for JSON that is neither
    ipuz nor wordgrid's."""
    if Path(name).suffix.lower() in CROSSWORD_EXTENSIONS:
        return True
    try:
        kind = _detect(data, name)
    except InputError:  # not text
        return False
    if kind != "json":
        return kind in CROSSWORD_FORMATS
    try:
        return _puzzle_json(_json_of(data))
    except InputError:  # damaged JSON, as likely a crossword's as anything's
        return True


def _json_of(data: bytes) -> Any:
    from wordgrid.formats import ipuz

    return parse_json(ipuz.unwrap(decode(data)))


def _puzzle_json(obj: Any) -> bool:
    """ipuz (with its `kind` list) or wordgrid's own JSON (with its MAGIC key)."""
    from wordgrid.formats import json_io

    return isinstance(obj, dict) and (json_io.MAGIC in obj or "kind" in obj)


def is_document(data: bytes) -> bool:
    """True for a file that holds more than a plain word list and grid: a game save, ipuz,
    .puz, .xd or Across Lite text. The terminal game reads the plain seed layout itself."""
    try:
        return _detect(data, "") in ("json", "puz", "xd", "across-lite", "wordsearch", "jpz")
    except InputError:
        return False


# What a puzzle file given where a word list goes is: how it is told apart from a list (by
# its magic, its first tag or its extension: a list of `ANSWER: clue` lines has xd's shape).
_PUZZLE_FILES = {
    ".puz": "a crossword file (Across Lite .puz)",
    ".jpz": "a crossword file (Crossword Compiler .jpz)",
    ".xd": "a crossword file (.xd)",
    ".ipuz": "a puzzle file (ipuz)",
    "across-lite": "a crossword file (Across Lite text)",
    "json": "a puzzle file (wordgrid JSON)",
}


def word_list_text(path: str | Path) -> str:
    """The text of a word list file. A puzzle file (a .puz, an ipuz, ...) is refused, saying
    what it is and what to run on it: its bytes would only fail as text that is no list."""
    data = read_bytes(path)
    refuse_puzzle_file(data, label(path))
    try:
        return decode(data)
    except InputError as e:
        raise e.at(label(path)) from None


def refuse_puzzle_file(data: bytes, name: str) -> None:
    """InputError when `data`, given where a word list goes, is a crossword or puzzle file."""
    what = _PUZZLE_FILES.get(Path(name).suffix.lower())
    if is_puz(data):
        what = _PUZZLE_FILES[".puz"]
    elif data.lstrip(b"\xef\xbb\xbf \t\r\n")[:1] == b"<" and is_jpz(data):
        what = _PUZZLE_FILES[".jpz"] if b"rectangular-puzzle" in data[:4096] else what
    elif looks_like_across_lite(data[:200].decode("utf-8", "replace")):
        what = _PUZZLE_FILES["across-lite"]
    elif what is None and is_json(data[:200].decode("utf-8", "replace")):
        try:
            obj = _json_of(data)
        except InputError:
            return  # the word list's reader says what is wrong with it
        if _puzzle_json(obj):
            what = _PUZZLE_FILES[".ipuz" if "kind" in obj else "json"]
    if what is not None:
        named = shlex.quote(name)
        raise InputError(
            f"this is {what}, not a word list (text, one word a line)",
            path=name,
            cli=f"to solve it, run wordgrid solve {named}; to play it, wordgrid play {named}",
            web="send a word list: text, one word a line",
        )


def read_word_list(path: str | Path) -> list[str]:
    """Words from a file, one a line or whitespace-separated, folded; empty is an error."""
    try:
        words = folded_words(split_words(numbered_lines(word_list_text(path))))
    except InputError as e:
        raise e.at(label(path)) from None
    if not words:
        raise InputError("the word list is empty", path=label(path))
    return words


def read_clue_list(path: str | Path) -> list[ListedClue]:
    """A crossword's answers and clues from a list file (formats/clue_list.py)."""
    from wordgrid.formats.clue_list import parse_clue_list

    try:
        return parse_clue_list(read_bytes(path), label(path))
    except InputError as e:
        raise e.at(label(path)) from None


def read_answers(path: str | Path) -> list[tuple[str, str]]:
    """A word search's answers and their clues, `(answer, clue)`, the clue "" when none.

    Text whose lines hold `:` is a clue list, one `ANSWER: clue text` a line (an answer may
    hold spaces: `ICE CREAM: a cold dessert`); other text is a word list, as read_word_list.
    JSON is a list of answers or of `{"answer", "clue"}` objects, bare or under "words", or
    one object from answer to clue.
    """
    where = label(path)
    try:
        text = word_list_text(path)
        lines = numbered_lines(text)
        if is_json(text):
            from wordgrid.formats import json_io

            found = json_io.answers(parse_json(text))
        elif any(":" in line for _, line in lines):
            found = _clue_lines(lines)
        else:
            found = [(w, "") for w in folded_words(split_words(lines))]
    except InputError as e:
        raise e.at(where) from None
    if not found:
        raise InputError("the word list is empty", path=where)
    return found


def _clue_lines(lines: list[Line]) -> list[tuple[str, str]]:
    found = []
    for number, line in lines:
        answer, _, clue = line.partition(":")
        if not answer.strip():
            if clue.strip():
                raise InputError("a clue with no answer before its colon", line=number)
            continue
        if not any(is_letter(ch) for ch in answer):
            raise InputError(f"the answer {answer.strip()!r} has no letter", line=number)
        found.append((answer.strip(), clue.strip()))
    return found


def _parse(
    data: bytes,
    kind: str,
    name: str,
    words: str | Path | None,
    min_length: int,
    *,
    forced: bool = False,
) -> Document:
    if kind == "puz":
        from wordgrid.formats.puz import load_puz  # puzpy loads only for .puz files

        return load_puz(data, name)
    if kind == "jpz":
        from wordgrid.formats.jpz import load_jpz

        return load_jpz(data, name)
    text = decode(data)
    if kind in ("json", "ipuz"):
        from wordgrid.formats import ipuz, json_io  # loaded only for JSON files

        obj = parse_json(ipuz.unwrap(text))
        if kind == "ipuz" or not forced and ipuz.is_ipuz(obj):
            return ipuz.from_ipuz_dict(obj, name, min_length)
        return json_io.from_json_dict(obj, name)
    lines = numbered_lines(text)
    if kind == "grid":
        grid = parse_grid(strip_blank_edges(lines))
        if words is None:
            raise InputError(
                "this file is a grid without words",
                cli="name a word file with --words FILE",
                web="send the words with it: the words one a line, a blank line, then the grid",
            )
        return Puzzle(grid, WordBank.from_words(read_word_list(words)), min_length, name)
    if kind == "words-grid":
        return parse_words_grid(lines, min_length=min_length, name=name)
    if kind == "numeric":
        return parse_numeric(lines, min_length=min_length, name=name)
    if kind == "wordsearch":
        return parse_wordsearch(lines)
    if kind == "xd":
        from wordgrid.formats.xd import parse_xd

        return parse_xd(text, name=name)
    return parse_across_lite(text, name=name)


def read(
    source: str | Path,
    *,
    fmt: str | None = None,
    words: str | Path | None = None,
    min_length: int = 2,
) -> Document:
    """The document in `source` (a path, or `-` for standard input), in any format we know.

    `fmt` forces a format (default: detected from the content); `words` names the word file
    of a grid-only puzzle. Bad input raises InputError naming the file and line or JSON path.
    """
    if words is not None and is_stdin(words) and is_stdin(source):
        raise InputError("standard input (-) can hold the puzzle or its words, not both")
    return parse(
        read_puzzle_bytes(source), label(source), fmt=fmt, words=words, min_length=min_length
    )


def parse(
    data: bytes,
    where: str,
    *,
    fmt: str | None = None,
    words: str | Path | None = None,
    min_length: int = 2,
) -> Document:
    """The document in a file's bytes, for a caller that has read them already; `where`
    names the file in messages. As `read` otherwise."""
    if min_length < 1:
        raise InputError("the minimum slot length must be at least 1")
    if fmt is not None and fmt not in FORMATS:
        raise InputError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    try:
        kind = fmt or _detect(data, where)
        if words is not None and kind != "grid":
            raise InputError(f"this {kind} file has its own word list; drop --words")
        return _parse(data, kind, Path(where).name, words, min_length, forced=fmt is not None)
    except InputError as e:
        raise e.at(where) from None
    except RecursionError:  # a document nested past what the readers can walk
        raise InputError("nested too deeply to read", path=where) from None


def as_puzzle(doc: Document, where: str = "") -> Puzzle:
    """The puzzle a document holds, for commands that solve: a solution or a game's puzzle."""
    if isinstance(doc, WordSearch):
        raise InputError(
            "this file is a word search, not a fill-in puzzle: use `wordgrid findwords`",
            path=where or None,
        )
    return doc.puzzle if isinstance(doc, Solution | GameSave) else doc


def read_puzzle(
    path: str | Path,
    *,
    words: str | Path | None = None,
    fmt: str | None = None,
    min_length: int = 2,
) -> Puzzle:
    """The puzzle to solve in a file: any document that holds one, checked to be solvable."""
    return solvable(read(path, words=words, fmt=fmt, min_length=min_length), label(path))


def solvable(doc: Document, where: str) -> Puzzle:
    """The puzzle a document holds, checked to have words and slots; InputError naming
    `where` otherwise."""
    puzzle = as_puzzle(doc, where)
    if puzzle.kind is Kind.ACROSTIC:  # its runs across and down are pieces of a quotation
        raise InputError(
            "this is an acrostic, a quotation the clues' answers spell, not a fill-in: there "
            "are no words to solve it with (`wordgrid render` prints it)",
            path=where,
        )
    if not puzzle.bank.listed:
        why = (
            "this crossword keeps no answers (its answers are left out or scrambled), so "
            "there are no words to solve it with"
            if puzzle.clues
            else "this is a blank grid, with no words and no clues: `wordgrid fill` fills it "
            "from a dictionary"
        )
        raise InputError(why, path=where)
    if not puzzle.slots:
        raise InputError(
            f"the grid has no run of {puzzle.min_length} or more open cells, so no "
            "word can be placed",
            path=where,
        )
    return puzzle


class GridSource(NamedTuple):
    """What a file gives a grid to fill: the grid (blocks, bars, given letters), its
    metadata, and how its cells are marked (circles, shades, cells outside its shape)."""

    grid: Grid
    meta: Metadata = Metadata()
    styles: Mapping[Cell, CellStyle] = {}


def read_grid(path: str | Path, fmt: str | None = None) -> GridSource:
    """The grid of any puzzle file (its words are not needed), with its metadata and marks."""
    where = label(path)
    data = read_puzzle_bytes(path)
    try:
        kind = fmt or _detect(data, where)
        if kind == "grid":
            return GridSource(parse_grid(strip_blank_edges(numbered_lines(decode(data)))))
        puzzle = as_puzzle(_parse(data, kind, Path(where).name, None, 2, forced=fmt is not None))
    except InputError as e:
        raise e.at(where) from None
    return GridSource(puzzle.grid, puzzle.meta, puzzle.styles)


class SearchFile(NamedTuple):
    """What the finder needs from a word-search file: the rows (OUTSIDE beyond a shape),
    the words to look for (secret words after the listed ones) and the hidden message."""

    rows: tuple[str, ...]
    words: tuple[str, ...]
    message: str = ""


WORD_SEARCH_FORMATS = ("wordsearch", "json", "ipuz")  # what `findwords --from` takes


def read_word_search(path: str | Path, fmt: str | None = None) -> SearchFile:
    """The letter rows and hidden words of a word search, for the finder to check itself.

    Text may list no words (they can come from elsewhere) or list words that aren't there:
    finding them is the finder's job. Other formats must hold a valid word search.
    """
    where = label(path)
    data = read_puzzle_bytes(path)
    not_one = InputError("this file holds a fill-in puzzle, not a word search", path=where)
    if fmt is not None and fmt not in WORD_SEARCH_FORMATS:
        raise InputError(f"a word search is read as {', '.join(WORD_SEARCH_FORMATS)}, not {fmt}")
    try:
        kind = fmt or _detect(data, where)
        if kind in ("wordsearch", "grid", "words-grid"):
            try:
                parts = parse_parts(numbered_lines(decode(data)))
            except InputError:
                if kind == "words-grid":  # a word list and a grid of a fill-in
                    raise not_one from None
                raise
            return SearchFile(parts.rows, (*parts.listed, *parts.secrets), parts.message)
        if kind == "json" and fmt is None:
            obj = _json_of(data)
            if isinstance(obj, dict) and not _puzzle_json(obj):
                from wordgrid.formats import json_io

                return SearchFile(*json_io.grid_and_words(obj))
    except InputError as e:
        raise e.at(where) from None
    doc = parse(data, where, fmt=fmt)  # read once above
    if not isinstance(doc, WordSearch):
        raise not_one
    return SearchFile(doc.rows, tuple(p.word for p in (*doc.placements, *doc.secrets)), doc.message)


def copy_examples(folder: Path) -> list[Path]:
    """Copy the bundled examples into `folder` (made if missing); the files written.

    A file already there with the same content is left alone; one with other content is
    refused before anything is written, so nothing of the user's is lost.
    """
    if folder.exists() and not folder.is_dir():
        raise InputError("is a file, not a folder", path=folder)
    from wordgrid.formats.folder import folder_files

    sources = folder_files(examples_folder())
    todo = []
    for source in sources:
        target = folder / source.name
        data = source.read_bytes()
        if target.exists():
            if target.is_dir() or target.read_bytes() != data:
                raise InputError(
                    "is already there and is not the bundled example: nothing was copied",
                    path=target,
                )
            continue
        todo.append((target, data))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise InputError(f"can't make the folder: {e.strerror}", path=folder) from None
    for target, data in todo:
        write_atomic(target, data)
    return [target for target, _ in todo]


# --- writing ----------------------------------------------------------------------------------


def output_format(target: str | Path, fmt: str | None = None, *, word_search: bool = False) -> str:
    """The format `write` will use: `fmt`, else from the target's extension; they must agree.

    `text` becomes the plain-text form of the document: words-grid, or wordsearch for a
    word search. Raises InputError before anything is computed or written, so that a long
    solve isn't wasted on a file name that can't be used.
    """
    suffix = "" if is_stdin(target) else Path(target).suffix.lower()
    if fmt is None:
        if suffix not in EXTENSIONS:
            raise InputError(
                f"can't tell the format from the extension {suffix or '(none)'}: "
                "use .txt, .json, .ipuz, .puz, .xd or .jpz, or name one with --to",
                path=label(target),
            )
        fmt = EXTENSIONS[suffix]
    elif fmt not in OUTPUT_FORMATS:
        raise InputError(
            f"unknown output format {fmt!r}; choose one of {', '.join(OUTPUT_FORMATS)}"
        )
    elif suffix and fmt not in _FORMATS_OF.get(suffix, {fmt}):
        raise InputError(
            f"the extension {suffix} does not fit the {fmt} format: name the file "
            f"with its own extension",
            path=label(target),
        )
    if fmt == "text":
        fmt = "wordsearch" if word_search else "words-grid"
    return fmt


def _refuse(doc: Document, fmt: str, why: str) -> InputError:
    kind = {
        Puzzle: "puzzle",
        Solution: "solution",
        WordSearch: "word search",
        GameSave: "game in progress",
    }[type(doc)]
    return InputError(f"the {fmt} format can't hold this {kind}: {why}")


def _lost(puzzle: Puzzle, fmt: str, doc: Document) -> None:
    """Refuse a plain-text puzzle format for a puzzle with anything it would drop."""
    elsewhere = "use ipuz, xd or json" + (" (or puz)" if isinstance(doc, Solution) else "")
    if puzzle.clues:
        raise _refuse(doc, fmt, f"it has no place for clues; {elsewhere}")
    if puzzle.meta.items():
        fields = ", ".join(k for k, _ in puzzle.meta.items())
        raise _refuse(doc, fmt, f"it has no place for the {fields}; {elsewhere}")
    if puzzle.min_length != 2:
        raise _refuse(
            doc,
            fmt,
            f"its slots are {puzzle.min_length}+ cells long, and the "
            f"format always counts runs of 2; use ipuz or json",
        )
    marked = [
        what
        for what, has in (
            ("rebus cells", bool(puzzle.rebus)),
            ("cells outside a shaped grid", bool(puzzle.outside)),
            ("circled or shaded cells", any(s.circle or s.shade for s in puzzle.styles.values())),
            ("bars", bool(puzzle.grid.bars)),
            ("cell labels", bool(puzzle.labels)),
            ("text in a cell's corners", bool(puzzle.corners)),
        )
        if has
    ]
    if marked:
        raise _refuse(doc, fmt, f"it has no place for {marked[0]}; use ipuz, jpz, xd or json")


# Formats with a place for a player's letters beside the answers.
PROGRESS_FORMATS = ("json", "ipuz", "ipuz-crossword", "puz", "jpz", "jpz-zip")


def without_progress(doc: Document) -> Document:
    """A game's crossword without the player's letters: its answers when the file kept
    them, else its puzzle. Other documents stay as they are."""
    if not isinstance(doc, GameSave):
        return doc
    return doc.solution if doc.solution is not None else doc.puzzle


def _game_bytes(doc: GameSave, fmt: str) -> bytes:
    from wordgrid.formats import ipuz

    if fmt in ("ipuz", "ipuz-crossword"):
        return ipuz.dumps(doc, "crossword" if fmt == "ipuz-crossword" else "fill").encode("utf-8")
    if fmt == "puz":
        from wordgrid.formats.puz import puz_bytes

        return puz_bytes(doc)
    if fmt in ("jpz", "jpz-zip"):
        from wordgrid.formats.jpz import jpz_bytes

        return jpz_bytes(doc, zipped=fmt == "jpz-zip")
    raise _refuse(
        doc,
        fmt,
        "it has no place for the player's letters: use json, ipuz, puz or jpz, or drop "
        "them with --no-progress",
    )


def dumps(doc: Document, fmt: str, *, key: bool = False) -> bytes:
    """The document's bytes in output format `fmt` (not `text`: see output_format).

    `key` adds the answer key to a word search written as text.
    """
    # The JSON formats load only when asked for: a text puzzle's command starts sooner.
    from wordgrid.formats import ipuz, json_io

    if fmt == "json":
        return json_io.dumps(doc).encode("utf-8")
    if isinstance(doc, GameSave):
        return _game_bytes(doc, fmt)
    if isinstance(doc, WordSearch):
        if fmt == "ipuz":
            return ipuz.dumps(doc).encode("utf-8")
        if fmt == "wordsearch":
            return format_wordsearch(doc, solution=key).encode("utf-8")
        raise _refuse(doc, fmt, "use text, ipuz or json")
    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    if fmt in ("ipuz", "ipuz-crossword"):
        return ipuz.dumps(doc, "crossword" if fmt == "ipuz-crossword" else "fill").encode("utf-8")
    if fmt == "puz":
        from wordgrid.formats.puz import puz_bytes

        return puz_bytes(doc)
    if fmt == "xd":
        from wordgrid.formats.xd import format_xd

        return format_xd(doc).encode("utf-8")
    if fmt in ("jpz", "jpz-zip"):
        from wordgrid.formats.jpz import jpz_bytes

        return jpz_bytes(doc, zipped=fmt == "jpz-zip")
    if fmt == "across-lite":
        if not isinstance(doc, Solution):
            raise _refuse(doc, fmt, "it holds a filled grid: solve the puzzle first")
        return format_across_lite(doc).encode("utf-8")
    if fmt == "wordsearch":
        raise _refuse(doc, fmt, "it is for word searches")
    _lost(puzzle, fmt, doc)
    if fmt == "numeric":
        if isinstance(doc, Solution):
            raise _refuse(doc, fmt, "it has no place for letters; use text, ipuz, puz or json")
        return format_numeric(puzzle).encode("utf-8")
    return format_words_grid(doc).encode("utf-8")


def write(doc: Document, target: str | Path, fmt: str | None = None, *, key: bool = False) -> str:
    """Write `doc` to `target` (`-`: standard output) all at once; returns the format used."""
    fmt = output_format(target, fmt, word_search=isinstance(doc, WordSearch))
    try:
        data = dumps(doc, fmt, key=key)
    except InputError as e:
        raise e.at(label(target)) from None
    if is_stdin(target):
        write_stdout(data)
    else:
        write_atomic(target, data)
    return fmt
