"""Crossword Compiler's `.jpz`: XML, plain or zipped, both ways (parsed with defusedxml).

A jpz file is `<crossword-compiler-applet>` (or `<crossword-compiler>`, or the puzzle alone)
around a `<rectangular-puzzle>`:

    <metadata> title, creator, copyright, description </metadata>
    <crossword>                                   (or <coded>, <acrostic>)
      <grid width height>
        <cell x y solution="A" number="1" type="block|void|clue" hint="true"
              solve-state="A" background-shape="circle" background-color="#C0C0C0"
              top-bar="true" left-bar="true" right-bar="true" bottom-bar="true"/>
      <word id x="1-4" y="1"> <cells x y/> ... </word>
      <clues><title>Across</title><clue word number format>text</clue></clues>

How it maps onto the model: title, author (creator), copyright, notes (description); the
publisher, date and difficulty, which jpz has no element for, go on `Publisher: X` lines
at the top of the description, as ipuz keeps its editor. A cell's `solution` of several
characters is a rebus; `hint="true"` and `type="clue"` cells are given letters; `void`
cells are blocks drawn as nothing; `solve-state` is the player's progress. Each clue's word
names its cells: Across and Down clues whose cells are their slot become numbered clues,
the others keep their cells, and other clue lists are clue groups. Cell numbers that are
not the usual numbering are kept as labels. A fill-in's word list goes on a `Words:` line
of the description, as .puz keeps it in the notes.

Clue text may hold HTML (<i>, <b>, <span>): its text is kept, the tags are not.
"""

from __future__ import annotations

import html.entities
import io
import lzma
import re
import zipfile
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple
from xml.etree.ElementTree import Element, SubElement, tostring

import defusedxml.ElementTree as SafeET
from defusedxml import DefusedXmlException

from wordgrid.errors import InputError, warn_file
from wordgrid.formats._crossword import (
    Marks,
    check_numbering,
    crossword_document,
    join_notes,
    labelled,
    lift_labelled,
    listed_clues,
    pictures_dropped,
    quote_dropped,
    shape_of,
    standard_labels,
    stored_words,
    unnumbered,
)
from wordgrid.formats._io import check_size
from wordgrid.formats._marks import bars_from_sides, cell_answers, shade_of, sides_of, split_rebus
from wordgrid.formats._text import whole_number
from wordgrid.formats.jpz_acrostic import quote_of, write_acrostic
from wordgrid.model import (
    ACROSS,
    BLOCK,
    DOWN,
    OPEN,
    PLACE_NAMES,
    Cell,
    CellStyle,
    Clue,
    Direction,
    GameSave,
    Grid,
    Kind,
    Metadata,
    Puzzle,
    Solution,
)

APPLET_NS = "http://crossword.info/xml/crossword-compiler-applet"
PUZZLE_NS = "http://crossword.info/xml/rectangular-puzzle"
KINDS = ("crossword", "coded", "acrostic")  # the puzzle elements we read as grids
BODY_KINDS = {"coded": Kind.CODED, "acrostic": Kind.ACROSTIC}
BODY_OF = {kind: name for name, kind in BODY_KINDS.items()}
MAX_UNZIPPED = 20_000_000  # a zipped jpz is a few kB; refuse a zip bomb before inflating it
ENCRYPTED = 0x1  # the zip flag bit of a password-protected entry
ZIP_METHODS = (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA)
# What inflating a damaged entry raises: a bad stream (zlib, lzma, bz2's OSError), a bad CRC or
# local header (BadZipFile), or a method the central directory hid (NotImplementedError).
INFLATE_ERRORS = (
    zipfile.BadZipFile,
    zlib.error,
    lzma.LZMAError,
    EOFError,
    OSError,
    ValueError,
    NotImplementedError,
)
# Metadata fields jpz has no element for: lines at the top of the description.
LIFTED = {"Publisher": "publisher", "Date": "date", "Difficulty": "difficulty"}
WORDS_LINE = "Words"  # a fill-in's word list, also at the top of the description
SIDES = {"top-bar": "T", "left-bar": "L", "right-bar": "R", "bottom-bar": "B"}
TOP_RIGHT = "top-right-number"  # a cell's second number, in its top right corner
DIRECTIONS = {"across": ACROSS, "down": DOWN}
_RANGE = re.compile(r"^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$")
_ENTITY = re.compile(rb"&([A-Za-z][A-Za-z0-9]{1,31});")
XML_ENTITIES = ("amp", "lt", "gt", "quot", "apos")
KIND_LINE = "Kind"  # `Kind: diagramless` at the top of the description: jpz has no element


# --- reading: the XML --------------------------------------------------------------------


def _unzip(data: bytes) -> bytes:
    """The XML a zipped jpz holds: its first file. A damaged archive is one refusal, whatever
    part of it is damaged (directory, names, flags or the compressed bytes)."""
    damaged = "not a readable .jpz file: the zip archive is damaged"
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        files = [i for i in archive.infolist() if not i.filename.endswith("/")]
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, OSError, ValueError):
        raise InputError(damaged) from None
    if not files:
        raise InputError("not a readable .jpz file: the zip archive is empty")
    first = files[0]
    if first.flag_bits & ENCRYPTED:
        raise InputError("not a readable .jpz file: the zip archive is password-protected")
    if first.compress_type not in ZIP_METHODS:
        raise InputError(
            "not a readable .jpz file: the zip archive is compressed in a way wordgrid "
            f"can't read (method {first.compress_type})"
        )
    if first.file_size > MAX_UNZIPPED:
        raise InputError("not a readable .jpz file: its zipped XML is far too big")
    try:
        return archive.read(first)  # stops at the declared size, which was checked above
    except INFLATE_ERRORS:
        raise InputError(damaged) from None


def _local(tag: Any) -> str:
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


def _children(element: Element, name: str) -> Iterator[Element]:
    return (child for child in element if _local(child.tag) == name)


def _child(element: Element, name: str) -> Element | None:
    return next(_children(element, name), None)


def _text(element: Element | None) -> str:
    """An element's text with its tags (HTML in clues and titles) dropped."""
    return "" if element is None else "".join(element.itertext()).strip()


def _with_entities(data: bytes) -> bytes:
    """`data` with HTML's named entities (`&nbsp;`, `&eacute;`), which Crossword Compiler
    writes and XML doesn't know, as the character references XML reads."""

    def numeric(m: re.Match[bytes]) -> bytes:
        name = m.group(1).decode("ascii")
        text = html.entities.html5.get(name + ";")
        if name in XML_ENTITIES or text is None:
            return m.group(0)
        return "".join(f"&#{ord(ch)};" for ch in text).encode("ascii")

    return _ENTITY.sub(numeric, data)


def _root(data: bytes) -> Element:
    if data[:4] == b"PK\x03\x04":
        data = _unzip(data)
    data = _with_entities(data)
    try:
        root = SafeET.fromstring(data)
    except DefusedXmlException:
        raise InputError(
            "not a readable .jpz file: it declares XML entities, which are refused"
        ) from None
    except SafeET.ParseError as e:
        line = getattr(e, "position", (None,))[0]
        raise InputError(
            f"not a readable .jpz file: the XML is damaged ({e.msg})", line=line
        ) from None
    except LookupError:  # the XML declaration names an encoding Python doesn't know
        raise InputError(
            "not a readable .jpz file: its XML declaration names an unknown encoding"
        ) from None
    puzzle = (
        root if _local(root.tag) == "rectangular-puzzle" else _child(root, "rectangular-puzzle")
    )
    settings = _child(root, "applet-settings")
    if puzzle is not None and settings is not None:
        puzzle.append(settings)  # its title and copyright stand in for empty metadata
    if puzzle is None:
        raise InputError(
            f"an XML file whose root is <{_local(root.tag)}>, not a Crossword Compiler "
            "puzzle (.jpz): wordgrid reads <rectangular-puzzle>"
        )
    return puzzle


def _int(element: Element, name: str, low: int = 1) -> int:
    value = element.get(name, "")
    number = whole_number(value.strip())
    if number is None or number < low:
        shown = value if len(value) <= 20 else value[:20] + "..."
        raise InputError(f"<{_local(element.tag)}> has {name}={shown!r}; expected a number")
    return number


# --- reading: the grid -------------------------------------------------------------------


@dataclass
class _Cells:
    answers: list[list[str]]  # BLOCK, OPEN (unknown), or the cell's answer
    given: dict[Cell, str] = field(default_factory=dict)
    state: dict[Cell, str] = field(default_factory=dict)  # the player's letters
    labels: dict[Cell, str] = field(default_factory=dict)
    sides: dict[Cell, str] = field(default_factory=dict)
    styles: dict[Cell, CellStyle] = field(default_factory=dict)
    corners: dict[Cell, dict[str, str]] = field(default_factory=dict)
    pictures: list[Cell] = field(default_factory=list)  # cells with a picture: not kept

    def cut(self, height: int, width: int) -> _Cells:
        """The cells of the top left `height` x `width` of the grid alone (an acrostic's
        quote: its corner letters are the ones its kind gives, so none are kept)."""

        def inside(marks: dict[Cell, Any]) -> dict[Cell, Any]:
            return {(r, c): v for (r, c), v in marks.items() if r < height and c < width}

        return _Cells(
            [row[:width] for row in self.answers[:height]],
            inside(self.given),
            inside(self.state),
            inside(self.labels),
            inside(self.sides),
            inside(self.styles),
            pictures=self.pictures,
        )


def _read_cell(cell: Element, at: Cell, out: _Cells) -> None:
    r, c = at
    kind = cell.get("type", "")
    look = CellStyle(
        cell.get("background-shape") == "circle",
        shade_of(cell.get("background-color", "")),
        kind == "void",
    )
    if look:
        out.styles[at] = look
    sides = "".join(side for name, side in SIDES.items() if cell.get(name) == "true")
    if sides:
        out.sides[at] = sides
    if _child(cell, "background-picture") is not None:
        out.pictures.append(at)
    corner = cell.get(TOP_RIGHT, "").strip()
    if corner:
        out.corners[at] = {"TR": corner}
    if kind in ("block", "void"):
        out.answers[r][c] = BLOCK
        return
    solution = cell.get("solution", "")
    out.answers[r][c] = solution if solution.strip() else OPEN
    given = solution or cell.get("solve-state", "")
    if (kind == "clue" or cell.get("hint") == "true") and given.strip():
        out.given[at] = out.answers[r][c] = given  # any text: a letter, ".", "–", "AB"
    elif cell.get("solve-state", "").strip():
        out.state[at] = cell.get("solve-state", "")
    if cell.get("number", "").strip():
        out.labels[at] = cell.get("number", "").strip()


def _read_cells(grid: Element) -> tuple[_Cells, int, int]:
    width, height = _int(grid, "width"), _int(grid, "height")
    check_size(width, height)
    # A cell the file leaves out is a block, as Crossword Compiler treats it.
    out = _Cells([[BLOCK] * width for _ in range(height)])
    for cell in _children(grid, "cell"):
        x, y = _int(cell, "x"), _int(cell, "y")
        if x > width or y > height:
            raise InputError(f"the cell at x={x} y={y} is outside the {width}x{height} grid")
        _read_cell(cell, (y - 1, x - 1), out)
    return out, height, width


# --- reading: words and clues -----------------------------------------------------------


def _span(text: str, side: int) -> list[int]:
    """The coordinates `1-5` (or `3`) names along a side of `side` cells."""
    m = _RANGE.match(text)
    shown = text if len(text) <= 20 else text[:20] + "..."
    if m is None:
        raise InputError(f"a word's coordinate {shown!r} should be a number or a range like 1-5")
    a, b = whole_number(m.group(1)), whole_number(m.group(2) or m.group(1))
    # Checked before the range is built: `1-999999999` would fill the memory first.
    if a is None or b is None or not (1 <= a <= side and 1 <= b <= side):
        raise InputError(f"a word's coordinate {shown!r} is outside the grid, 1 to {side}")
    step = 1 if b >= a else -1
    return list(range(a, b + step, step))


def _span_cells(x: str, y: str, height: int, width: int) -> list[Cell]:
    xs, ys = _span(x, width), _span(y, height)
    if len(xs) > 1 and len(ys) > 1:
        raise InputError(f"a word's cells x={x} y={y} run two ways at once")
    return [(r - 1, c - 1) for r in ys for c in xs]


def _words(puzzle: Element, height: int, width: int) -> dict[str, tuple[Cell, ...]]:
    words = {}
    for word in _children(puzzle, "word"):
        x, y = word.get("x", ""), word.get("y", "")
        cells = _span_cells(x, y, height, width) if x else []
        for part in _children(word, "cells"):
            cells += _span_cells(part.get("x", ""), part.get("y", ""), height, width)
        words[word.get("id", "")] = tuple(cells)
    return words


def _clue_text(clue: Element) -> str:
    text = _text(clue)
    enumeration = clue.get("format", "").strip()
    # The enumeration is part of what a solver reads, so it stays with the text.
    return f"{text} ({enumeration})" if enumeration and not text.endswith(")") else text


class ClueSpec(NamedTuple):
    """A clue as the file lists it, before it is placed on the grid."""

    direction: Direction | None
    title: str
    label: str
    text: str
    cells: tuple[Cell, ...]
    place: int
    fake: bool  # in a list whose clues are not where they go (`<clues fake="true">`)


def _clue_specs(puzzle: Element, height: int, width: int) -> list[ClueSpec]:
    words = _words(puzzle, height, width)
    found = []
    for group in _children(puzzle, "clues"):
        title = _text(_child(group, "title")) or "Clues"
        direction = DIRECTIONS.get(title.lower())
        fake = group.get("fake") == "true"
        for place, clue in enumerate(_children(group, "clue"), start=1):
            cells = words.get(clue.get("word", ""), ())
            label = clue.get("number", "").strip()
            found.append(ClueSpec(direction, title, label, _clue_text(clue), cells, place, fake))
    return found


def _placed(shape: Puzzle, spec: ClueSpec) -> Clue:
    """A clue as the model has it: numbered when its cells are a slot that way."""
    direction, title, label, text, cells, place, fake = spec
    read = whole_number(label) if label.isdecimal() else None
    number = place if read is None else read
    shown = "" if label == str(number) else label
    if direction is not None and (fake or not cells and unnumbered(label)):
        return Clue(0, None, text, title, label, cells)  # unnumbered: the solver places it
    if direction is None:
        return Clue(number, None, text, title, shown, cells)
    slot = next((s for s in shape.slots if s.cells == cells and s.direction is direction), None)
    if slot is not None:
        real = shape.slot_number(slot)
        return Clue(real, direction, text, label="" if label == str(real) else label)
    if not cells:
        raise InputError(f"the {title} clue {label or place} names no word of the grid")
    return Clue(number, direction, text, label=shown, cells=cells)


# --- reading: the document ---------------------------------------------------------------


@dataclass
class _Head:
    """What the metadata says: the fields, a fill-in's word list, a diagramless kind."""

    meta: Metadata
    words: list[str] | None = None
    kind: Kind = Kind.PLAIN


def _meta(puzzle: Element) -> _Head:
    meta = _child(puzzle, "metadata")
    # The applet's settings have a title and copyright too, which some files fill instead.
    settings = _child(puzzle, "applet-settings")
    fields = {
        name: _text(_child(meta, element)) if meta is not None else ""
        for name, element in (("title", "title"), ("author", "creator"), ("copyright", "copyright"))
    }
    for name in ("title", "copyright"):
        if not fields[name] and settings is not None:
            fields[name] = _text(_child(settings, name))
    description = _text(_child(meta, "description")) if meta is not None else ""
    lifted, notes = lift_labelled(description, [*LIFTED, WORDS_LINE, KIND_LINE])
    head = _Head(Metadata())
    for label, value in lifted:
        if label == WORDS_LINE:
            head.words = value.split()
        elif label == KIND_LINE and value == Kind.DIAGRAMLESS.value:
            head.kind = Kind.DIAGRAMLESS
        elif label in LIFTED:
            fields[LIFTED[label]] = value
        else:  # a Kind line wordgrid doesn't write: the notes keep it
            notes = join_notes([labelled(label, value)], notes.split("\n"))
    head.meta = Metadata(**fields, notes=notes)
    return head


def _kind(puzzle: Element) -> Element:
    for name in KINDS:
        found = _child(puzzle, name)
        if found is not None:
            return found
    others = [_local(child.tag) for child in puzzle if _local(child.tag) != "metadata"]
    raise InputError(
        f"the .jpz puzzle is a {others[0] if others else 'puzzle with no grid'}: wordgrid reads "
        "crossword, coded and acrostic grids"
    )


def load_jpz(data: bytes, name: str = "") -> Puzzle | Solution | GameSave:
    """The crossword (or game in progress) a plain or zipped .jpz file holds."""
    puzzle = _root(data)
    body = _kind(puzzle)
    grid_element = _child(body, "grid")
    if grid_element is None:
        raise InputError("the .jpz puzzle has no <grid>")
    cells, height, width = _read_cells(grid_element)
    specs = _clue_specs(body, height, width)
    head = _meta(puzzle)
    kind = BODY_KINDS.get(_local(body.tag), head.kind)
    if kind is Kind.ACROSTIC:
        quote = quote_of(cells.answers, cells.labels, [spec.cells for spec in specs])
        cells = cells.cut(quote.height, quote.width)
        specs = [spec._replace(cells=moved) for spec, moved in zip(specs, quote.clues, strict=True)]
        height, width = quote.height, quote.width
    literal = set(cells.given)  # a given cell's text, even "." or "#"
    rows, rebus = split_rebus(cells.answers, literal)
    given_rows, given_rebus = split_rebus(
        [
            [cells.given.get((r, c), ch if ch == BLOCK else OPEN) for c, ch in enumerate(row)]
            for r, row in enumerate(cells.answers)
        ],
        literal,
    )
    grid = Grid(tuple(given_rows), bars_from_sides(cells.sides, height, width))
    shape = shape_of(grid)
    unknown = any(rows[r][c] == OPEN for slot in shape.slots for r, c in slot.cells)
    labels = cells.labels
    if kind is Kind.ACROSTIC or standard_labels(grid, labels):
        labels = {}  # the usual numbering, or the one the kind gives (see Puzzle.label)
    clues = [_placed(shape, spec) for spec in specs]
    if kind is Kind.ACROSTIC:
        clues = quote_dropped(clues, grid)
    marks = Marks(cells.styles, {**given_rebus, **rebus}, labels, cells.corners)
    doc = crossword_document(
        grid,
        filled=None if unknown else rows,
        clues=clues,
        meta=head.meta,
        name=name,
        words=head.words,
        marks=marks,
        kind=kind,
    )
    if cells.pictures:
        warn_file(pictures_dropped(cells.pictures), name)
    if not cells.state:
        return doc
    board, entries = split_rebus(
        [
            [cells.state.get((r, c), ch) for c, ch in enumerate(row)]
            for r, row in enumerate(given_rows)
        ]
    )
    if isinstance(doc, Solution):
        return GameSave(doc.puzzle, tuple(board), solution=doc, entries=entries)
    return GameSave(doc, tuple(board), entries=entries)


# --- writing ------------------------------------------------------------------------------


def _metadata(parent: Element, puzzle: Puzzle, words: Sequence[str]) -> None:
    meta = SubElement(parent, "metadata")
    for element, value in (
        ("title", puzzle.meta.title),
        ("creator", puzzle.meta.author),
        ("copyright", puzzle.meta.copyright),
    ):
        if value:
            SubElement(meta, element).text = value
    lines = [
        labelled(label, getattr(puzzle.meta, key))
        for label, key in LIFTED.items()
        if getattr(puzzle.meta, key)
    ]
    if puzzle.kind is Kind.DIAGRAMLESS:
        lines.insert(0, f"{KIND_LINE}: {puzzle.kind.value}")
    if words:
        lines.append(f"{WORDS_LINE}: {' '.join(words)}")
    description = join_notes(lines, puzzle.meta.notes.split("\n"))
    if description:
        SubElement(meta, "description").text = description


def _cell(grid: Element, puzzle: Puzzle, at: Cell, answer: str, state: str) -> None:
    r, c = at
    cell = SubElement(grid, "cell", x=str(c + 1), y=str(r + 1))
    look = puzzle.styles.get(at, CellStyle())
    if look.shade:
        cell.set("background-color", look.shade.upper())
    if puzzle.grid[at] == BLOCK:
        cell.set("type", "void" if look.void else "block")
        return
    if answer != OPEN:
        cell.set("solution", answer)
    if puzzle.label(at):
        cell.set("number", puzzle.label(at))
    corners = puzzle.corners.get(at, {})
    if "TR" in corners:
        cell.set(TOP_RIGHT, corners["TR"])
    if puzzle.grid[at] != OPEN:
        cell.set("hint", "true")
    elif state:
        cell.set("solve-state", state)
    if look.circle:
        cell.set("background-shape", "circle")


def _grid(
    parent: Element, puzzle: Puzzle, answers: list[list[str]], board: list[list[str]]
) -> None:
    grid = SubElement(parent, "grid", width=str(puzzle.grid.width), height=str(puzzle.grid.height))
    scheme = "coded" if puzzle.kind is Kind.CODED else "normal"
    SubElement(grid, "grid-look", {"numbering-scheme": scheme})
    sides = sides_of(puzzle.grid)
    for r in range(puzzle.grid.height):
        for c in range(puzzle.grid.width):
            state = board[r][c] if board[r][c] not in (BLOCK, OPEN) else ""
            _cell(grid, puzzle, (r, c), answers[r][c], state)
            element = grid[-1]
            for side in sides.get((r, c), ""):
                element.set({"R": "right-bar", "B": "bottom-bar"}[side], "true")


def _clue_lists(parent: Element, puzzle: Puzzle, clues: Sequence[Clue]) -> None:
    groups: dict[str, list[tuple[str, Clue]]] = {}
    for k, clue in enumerate(clues, start=1):
        cells = puzzle.clue_cells(clue)
        word = SubElement(parent, "word", id=str(k))
        for r, c in cells:
            SubElement(word, "cells", x=str(c + 1), y=str(r + 1))
        groups.setdefault(clue.group_name, []).append((str(k), clue))
    for title, members in groups.items():
        element = SubElement(parent, "clues", ordering="normal")
        if any(not clue.number for _, clue in members):
            element.set("fake", "true")  # unnumbered: the solver finds where each goes
        SubElement(SubElement(element, "title"), "b").text = title
        for word_id, clue in members:
            slot = puzzle.clue_slot(clue)
            label = clue.label or (puzzle.label(slot.start) if slot is not None else "")
            number = label or clue.shown
            SubElement(element, "clue", word=word_id, number=number).text = clue.text


def _check_corners(puzzle: Puzzle) -> None:
    """A jpz cell has a second number in its top right corner, and no other place for text."""
    for (r, c), corners in sorted(puzzle.corners.items()):
        other = next((place for place in corners if place != "TR"), None)
        if other is not None:
            raise InputError(
                f"the .jpz format has no place for R{r + 1}C{c + 1}'s text in its "
                f"{PLACE_NAMES[other]} (only a number top right): use ipuz or json"
            )


def jpz_bytes(doc: Puzzle | Solution | GameSave, *, zipped: bool = False) -> bytes:
    """The document as Crossword Compiler XML, or that XML zipped (`zipped`)."""
    answer = doc.solution if isinstance(doc, GameSave) else doc
    puzzle = doc.puzzle if isinstance(doc, Solution | GameSave) else doc
    if any(c.direction is not None and not c.cells for c in puzzle.clues) or not puzzle.clues:
        check_numbering(puzzle, ".jpz")
    _check_corners(puzzle)
    rows = answer.rows if isinstance(answer, Solution) else puzzle.grid.rows
    board = doc.board if isinstance(doc, GameSave) else puzzle.grid.rows
    applet = Element("crossword-compiler-applet", xmlns=APPLET_NS)
    root = SubElement(applet, "rectangular-puzzle", xmlns=PUZZLE_NS)
    crossword = puzzle.is_crossword
    words = [] if crossword and isinstance(answer, Solution) else stored_words(answer or puzzle)
    _metadata(root, puzzle, words)
    body = SubElement(root, BODY_OF.get(puzzle.kind, "crossword"))
    entries = doc.entries if isinstance(doc, GameSave) else {}
    if puzzle.kind is Kind.ACROSTIC:
        write_acrostic(body, puzzle, cell_answers(rows, puzzle.rebus))
    else:
        _grid(body, puzzle, cell_answers(rows, puzzle.rebus), cell_answers(board, entries))
        _clue_lists(body, puzzle, listed_clues(answer or puzzle))
    xml = b'<?xml version="1.0" encoding="UTF-8"?>\n' + tostring(applet, "unicode").encode()
    if not zipped:
        return xml
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("puzzle.xml", xml)
    return out.getvalue()
