"""What the crossword formats (ipuz, .puz, .xd, Across Lite text) share.

A crossword file holds a grid, clues numbered as crossword grids are, usually the answers, and
metadata. It becomes a Puzzle with clues (a Solution when the answers are there) through
`crossword_document`, so every format builds it the same way and checks it the same way.

A fill-in has no clues of its own. Formats whose readers expect one clue per slot get
`length_clues`: "5 letters: APPLE, GRAPE" lists the words of the slot's length in alphabetical
order, so they never give away which word goes where. Readers recognise them and drop them.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace

from wordgrid.errors import InputError
from wordgrid.formats._text import whole_number
from wordgrid.model import (
    ACROSS,
    BLOCK,
    METADATA_FIELDS,
    OPEN,
    Cell,
    CellStyle,
    Clue,
    Grid,
    Kind,
    Metadata,
    Puzzle,
    Slot,
    Solution,
    WordBank,
    find_slots,
    fold,
    is_letter,
    list_order,
    lone_letters,
    normalize_word,
    spelled_words,
)
from wordgrid.verify import problems

# A clue lists the words of its length only while they fit in a clue; an autofill dictionary
# has thousands of 5-letter words, and then the clue just gives the length.
CLUE_WORDS_MAX = 40
# A filled grid from a big dictionary stores only its own answers as the word list, as the
# dictionary would make the file huge and isn't part of the grid.
STORED_WORDS_MAX = 2000

NO_METADATA = Metadata()
_CELL_NAME = re.compile(r"^R([0-9]{1,6})C([0-9]{1,6})$", re.IGNORECASE)
_LENGTH_CLUE = re.compile(r"^(\d+) letters(: .*)?$")


def stored_words(doc: Puzzle | Solution) -> list[str]:
    """The word list a file keeps: the bank, or only a filled grid's answers when the bank is
    an autofill dictionary too big to be part of the puzzle."""
    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    if isinstance(doc, Solution) and len(puzzle.bank.listed) > STORED_WORDS_MAX:
        return list_order(doc.words)
    return list(puzzle.bank.listed)


def length_clue(length: int, words: Sequence[str]) -> str:
    if not words or len(words) > CLUE_WORDS_MAX:
        return f"{length} letters"
    return f"{length} letters: " + ", ".join(words)


def clues_for(doc: Puzzle | Solution) -> tuple[Clue, ...]:
    """One clue per slot, as .puz files need them: a crossword's own, with `N letters` for
    an entry it has none for (no words: they would give the answer away); a fill-in's length
    clues. Readers drop both, so an entry without a clue comes back without one.

    In clue order: across before down, each by number.
    """
    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    own = {(c.number, c.direction): c for c in puzzle.clues}
    by_length: dict[int, list[str]] = {}
    if not puzzle.is_crossword:  # a crossword's answers are no list to print in its clues
        for word in sorted(set(stored_words(doc))):
            by_length.setdefault(len(word), []).append(word)

    def missing(s: Slot) -> Clue:
        words = by_length.get(s.length, [])  # none for a crossword
        return Clue(puzzle.slot_number(s), s.direction, length_clue(s.length, words))

    clues = [own.get((puzzle.slot_number(s), s.direction)) or missing(s) for s in puzzle.slots]
    return tuple(sorted(clues, key=lambda c: (c.direction is not ACROSS, c.number)))


def listed_clues(doc: Puzzle | Solution) -> tuple[Clue, ...]:
    """The clues a format that lists only the clues there are writes (ipuz, jpz, xd): a
    crossword's own; a fill-in's length clues, one a slot; none for a blank grid (a template
    whose clues are still to be written)."""
    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    return puzzle.clues if puzzle.is_crossword or puzzle.is_blank else clues_for(doc)


def solution_from_rows(puzzle: Puzzle, rows: tuple[str, ...]) -> Solution:
    """The Solution whose filled grid is `rows`; raises InputError when it doesn't fit."""
    issues = problems(puzzle, rows)
    if issues:
        raise InputError("the filled grid does not solve the puzzle: " + "; ".join(issues[:3]))
    return Solution(puzzle, spelled_words(puzzle, rows), lone_letters(puzzle, rows))


def answers(grid: Grid, filled: Sequence[str], min_length: int = 2) -> list[str]:
    """The words a filled grid spells in its slots, in list order."""
    return list_order(
        "".join(filled[r][c] for r, c in slot.cells) for slot in find_slots(grid, min_length)
    )


def crossword_document(
    grid: Grid,
    *,
    filled: Sequence[str] | None,
    clues: Sequence[Clue] = (),
    meta: Metadata = NO_METADATA,
    name: str = "",
    words: Sequence[str] | None = None,
    min_length: int = 2,
    marks: Marks | None = None,
    kind: Kind = Kind.PLAIN,
) -> Puzzle | Solution:
    """The document a crossword-style file holds.

    `grid` has the blocks, bars and the given letters; `filled` the answers (None when the
    file keeps none), a rebus cell's stand-in in its place; `words` a fill-in's own word list,
    when the file carries one. Without it the answers are the word list, in list order.
    `marks` are the cells' styles, rebus answers and labels; `kind` what sort of crossword it
    is. The length clues wordgrid writes
    for slots without a clue are dropped: "5 letters" on a slot of 5 cells. A real clue that
    reads "8 letters" on a slot of 4 stays. Any other clue must belong to a slot of the grid,
    or name open cells of its own.
    """
    marks = marks or Marks()
    if words is None:
        words = answers(grid, filled, min_length) if filled is not None else []
    shape = Puzzle(grid, WordBank.from_words([]), min_length)
    # Spaces at the edges of a field are no part of it, and formats that trim them would
    # otherwise read back a different crossword.
    real = tuple(
        replace(c, text=_tidy(c.text).strip()) for c in clues if not _placeholder(shape, c)
    )
    meta = Metadata(
        **{
            k: _tidy(getattr(meta, k)) if k == "notes" else getattr(meta, k).strip()
            for k in METADATA_FIELDS
        },
        lang=meta.lang.strip(),
    )
    puzzle = Puzzle(
        grid,
        WordBank.from_words(words),
        min_length,
        name,
        meta,
        real,
        styles=marks.styles,
        rebus=marks.rebus,
        labels=marks.labels,
        kind=kind,
        corners=marks.corners,
    )
    for clue in real:
        check_clue(puzzle, clue)
    if filled is None:
        return puzzle
    rows = tuple(
        "".join(f if g == OPEN else g for f, g in zip(frow, grow, strict=True))
        for frow, grow in zip(filled, grid.rows, strict=True)
    )
    return solution_from_rows(puzzle, rows)


def _tidy(text: str) -> str:
    """A text field as every format keeps it: \n line breaks, no blank lines at its edges,
    no spaces at the ends of its lines (the notes' indents stay)."""
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines)


def _placeholder(shape: Puzzle, clue: Clue) -> bool:
    """A length clue wordgrid wrote: `N letters` on a slot of N cells."""
    m = _LENGTH_CLUE.match(clue.text)
    slot = shape.clue_slot(clue)
    return m is not None and slot is not None and whole_number(m.group(1)) == slot.length


def unnumbered(label: str) -> bool:
    """A clue's number that names no square: none, or a mark such as `•`."""
    return not any(ch.isalnum() for ch in label)


def check_clue(puzzle: Puzzle, clue: Clue) -> None:
    if clue.cells:
        for r, c in clue.cells:
            if not puzzle.grid.is_open((r, c)):
                raise InputError(f"clue {clue.name} names R{r + 1}C{c + 1}, which is no open cell")
        return
    if clue.direction is None:
        return  # a clue list without places (a puzzle whose solver finds where each goes)
    if puzzle.clue_slot(clue) is None:
        raise InputError(
            f"clue {clue.name} belongs to no slot: no {clue.direction.label} "
            f"word starts at square {clue.number}"
        )


@dataclass(frozen=True)
class Marks:
    """What a crossword file marks on its cells beside blocks and letters (see Puzzle)."""

    styles: Mapping[Cell, CellStyle] = field(default_factory=dict)
    rebus: Mapping[Cell, str] = field(default_factory=dict)
    labels: Mapping[Cell, str] = field(default_factory=dict)
    corners: Mapping[Cell, Mapping[str, str]] = field(default_factory=dict)


def pictures_dropped(cells: Sequence[Cell]) -> str:
    """The one line that says a file's cell pictures are not kept: the model has no place
    for a picture, and a puzzle printed or played without them must not pass for whole."""
    named = [f"R{r + 1}C{c + 1}" for r, c in sorted(cells)]
    shown = ", ".join(named[:4]) + (f" and {len(named) - 4} more" if len(named) > 4 else "")
    count = "a cell" if len(named) == 1 else f"{len(named)} cells"
    return f"the pictures in {count} ({shown}) are not kept: wordgrid has no place for pictures"


def standard_labels(grid: Grid, labels: Mapping[Cell, str], min_length: int = 2) -> bool:
    """True when a file's cell labels are the usual numbering, so none need keeping."""
    numbers = Puzzle(grid.without_letters(), WordBank.from_words([]), min_length).numbers
    return {cell: str(n) for cell, n in numbers.items()} == dict(labels)


# --- what the text crossword formats (xd, Across Lite text) share -----------------------------


def check_numbering(puzzle: Puzzle, fmt: str) -> None:
    """Crossword formats number every run of two or more cells as a word: refuse other slots."""
    if puzzle.min_length != 2:
        raise InputError(
            f"{fmt} numbers every run of two or more cells as a word, so it "
            f"can't hold a puzzle whose slots are {puzzle.min_length}+ long: use "
            "ipuz instead"
        )


def no_place(puzzle: Puzzle, fmt: str) -> None:
    """Refuse a coded crossword or an acrostic in a format that numbers slots and clues them,
    rather than turn it into something else."""
    if puzzle.kind is Kind.CODED:
        raise InputError(f"the {fmt} format has no place for a coded crossword: use ipuz or jpz")
    if puzzle.kind is Kind.ACROSTIC:
        raise InputError(f"the {fmt} format has no place for an acrostic: use ipuz or jpz")


def across_lite_lacks(puzzle: Puzzle) -> str:
    """The first mark of `puzzle` that Across Lite, in .puz and in its text format, has no
    place for ("" when it has a place for all): those two refuse the same things."""
    lacks = (
        ("bars", bool(puzzle.grid.bars)),
        ("cells outside a shaped grid", bool(puzzle.outside)),
        ("shaded cells", any(s.shade for s in puzzle.styles.values())),
        ("cell labels of its own", bool(puzzle.labels)),
        ("text in a cell's corners", bool(puzzle.corners)),
        (
            "clues other than numbered across and down",
            any(c.cells or c.direction is None for c in puzzle.clues),
        ),
    )
    return next((what for what, has in lacks if has), "")


def one_line(value: str) -> str:
    """`value` as one header line: line breaks become spaces."""
    return " ".join(part.strip() for part in value.splitlines()).strip()


def format_given(puzzle: Puzzle) -> str:
    """The given cells of `puzzle` as `R1C3 R2C5`, in reading order."""
    return " ".join(f"R{r + 1}C{c + 1}" for r, c in sorted(puzzle.grid.givens()))


def parse_given(value: str, cells: Sequence[str], line: int | None) -> set[Cell]:
    """The cells a `Given:` line names; each must hold a letter of `cells`."""
    found: set[Cell] = set()
    for token in value.split():
        m = _CELL_NAME.match(token)
        if m is None:
            raise InputError(f"the Given cell {token!r} should look like R1C3", line=line)
        r, c = int(m.group(1)) - 1, int(m.group(2)) - 1
        if not (0 <= r < len(cells) and 0 <= c < len(cells[r])):
            raise InputError(f"the Given cell {token} is outside the grid", line=line)
        if cells[r][c] in (BLOCK, OPEN):
            raise InputError(f"the Given cell {token} holds no letter", line=line)
        found.add((r, c))
    return found


def parse_words(value: str, line: int | None) -> list[str]:
    """A `Words:` line's word list, whitespace-separated and folded."""
    try:
        return [normalize_word(w) for w in value.split()]
    except InputError as e:
        raise InputError(f"the word list: {e.message}", line=line) from None


def shape_of(cells: Grid | Sequence[str]) -> Puzzle:
    """The grid's blocks, bars and open cells alone, for its slots and standard numbering."""
    grid = cells if isinstance(cells, Grid) else Grid(tuple(cells))
    return Puzzle(grid.without_letters(), WordBank.from_words([]))


def fill_in_words(doc: Puzzle | Solution) -> list[str]:
    """The word list a file has to carry: a fill-in's, or an unsolved crossword's when it has
    one; none for a solved crossword, whose answers are its words."""
    puzzle = doc.puzzle if isinstance(doc, Solution) else doc
    return [] if puzzle.is_crossword and isinstance(doc, Solution) else stored_words(doc)


def join_notes(lines: Sequence[str], section: Sequence[str]) -> str:
    """Notes from header lines and a notes section: what both the reader and writer assume."""
    body = [text.rstrip() for text in section]
    while body and not body[0]:
        body.pop(0)
    while body and not body[-1]:
        body.pop()
    return "\n".join([*lines, *body])


CONTINUED = "  "  # starts each further line of a labelled value that has line breaks


def labelled(label: str, value: str) -> str:
    """`Label: value` as a notes line; a value's further lines follow, indented."""
    return f"{label}: " + value.replace("\n", "\n" + CONTINUED)


def lift_labelled(notes: str, labels: Collection[str]) -> tuple[list[tuple[str, str]], str]:
    """Leading `Label: value` lines of the notes whose label is in `labels`, as (label, value),
    and the rest of the notes.

    A reader keeps a format's text fields that the model has no place for (an editor, an
    intro) as such lines (see `labelled`), so nothing is lost; a writer of the same format
    turns them back into its fields. Only when reading them back rebuilds the notes exactly,
    so a round trip stays equal; otherwise everything stays in the notes.
    """
    lines = notes.split("\n")
    lifted: list[tuple[str, str]] = []
    i = 0
    while i < len(lines):
        label, colon, value = lines[i].partition(": ")
        if not colon or label not in labels or not value or value != value.strip():
            break
        i += 1
        while i < len(lines) and lines[i].startswith(CONTINUED):
            value += "\n" + lines[i].removeprefix(CONTINUED)
            i += 1
        lifted.append((label, value))
    rest = "\n".join(lines[i:])
    kept = [labelled(label, value) for label, value in lifted]
    if not lifted or join_notes(kept, rest.split("\n")) != notes:
        return [], notes
    return lifted, rest


def letter_grid(
    lines: Sequence[tuple[int, str]], marks: Mapping[str, str], named: str
) -> list[str]:
    """Grid rows of one character a cell: `marks` maps the format's block and open-cell
    characters (`named` in messages) to the model's; anything else must be one letter."""
    rows: list[str] = []
    for r, (number, text) in enumerate(lines):
        # NFC composes a letter typed with a combining accent into the one cell it fills.
        raw = unicodedata.normalize("NFC", text.strip())
        cells = []
        for c, ch in enumerate(raw):
            if ch in marks:
                cells.append(marks[ch])
                continue
            if ch.isspace():
                raise InputError(
                    f"grid row {r + 1} has a space inside it; grid rows are one character a cell",
                    line=number,
                )
            letter = fold(ch)
            if len(letter) != 1 or not is_letter(letter):
                raise InputError(
                    f"R{r + 1}C{c + 1} holds {ch!r}, which is not a letter, "
                    f"{named}: rebus cells (several letters in one cell) are not "
                    "supported",
                    line=number,
                )
            cells.append(letter)
        row = "".join(cells)
        if rows and len(row) != len(rows[0]):
            raise InputError(
                f"grid row {r + 1} has {len(row)} cells but the first row has {len(rows[0])}",
                line=number,
            )
        rows.append(row)
    return rows


def quote_dropped(clues: Sequence[Clue], grid: Grid) -> list[Clue]:
    """An acrostic's clues without the unlabelled one that lists the whole quote, which files
    add for players that need a word to type along: the model's quote is the grid itself."""
    letters = {(r, c) for r, row in enumerate(grid.rows) for c, ch in enumerate(row) if ch == OPEN}
    return [c for c in clues if c.label or c.direction is not None or not set(c.cells) >= letters]
