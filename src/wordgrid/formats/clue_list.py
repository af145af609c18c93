"""A list of answers and clues, the input of `wordgrid crossword`, in any of four forms.

    ATOM: The smallest unit of a chemical element        one `ANSWER: clue` a line
    ICE CREAM<TAB>A frozen dessert                       one `ANSWER<TAB>clue` a line
    answer,clue / ATOM,"The smallest unit, of matter"    CSV, with or without a header
    [{"answer": "ATOM", "clue": "The smallest unit"}]    JSON

A line may hold an answer alone (its clue suggested, or asked for); a line starting `#` is a
comment. Answers are kept as written (ICE CREAM, NIÑO, O'CLOCK): the grid form and the
enumeration come from them later. A crossword file (ipuz, .puz, .xd, ...) is refused with a
line saying so, not read as a list.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path

from wordgrid.errors import InputError
from wordgrid.formats._io import label, read_bytes
from wordgrid.formats._json import is_json, parse_json
from wordgrid.formats._text import decode, numbered_lines
from wordgrid.formats.detect import detect
from wordgrid.formats.reading import parse
from wordgrid.model import Puzzle, Solution, is_letter

# Column names a CSV header may give its answer and clue columns.
ANSWER_COLUMNS = ("answer", "word", "entry", "solution")
CLUE_COLUMNS = ("clue", "hint", "definition", "question")
# What an answer may hold besides letters: the spaces, hyphens and apostrophes of ICE CREAM,
# JACK-IN-THE-BOX and O'CLOCK, which the grid leaves out.
JOINERS = " -'\u2019"


@dataclass(frozen=True, slots=True)
class ListedClue:
    """One line of a clue list: the answer as written, its clue ("" for none), its line."""

    answer: str
    clue: str
    line: int = 0  # 1-based; 0 when the list has no lines (JSON, or a web form)


def read_clue_list(path: str | Path) -> list[ListedClue]:
    """The answers and clues of a list file (`-` for standard input)."""
    try:
        return parse_clue_list(read_bytes(path), label(path))
    except InputError as e:
        raise e.at(label(path)) from None


def parse_clue_list(data: bytes, name: str = "") -> list[ListedClue]:
    """The answers and clues of a list; InputError (with the line) for anything wrong."""
    _refuse_crossword(data, name)
    text = decode(data)
    if is_json(text):
        return _from_json(parse_json(text))
    lines = [(n, line) for n, line in numbered_lines(text) if line.strip()]
    lines = [(n, line) for n, line in lines if not line.lstrip().startswith("#")]
    if name.lower().endswith(".csv") or _looks_like_csv(lines):
        found = _from_csv(lines)
    else:
        found = [_from_line(n, line) for n, line in lines]
    if not found:
        raise InputError("the list is empty: write one `ANSWER: clue` a line")
    return found


def _refuse_crossword(data: bytes, name: str) -> None:
    """InputError for a crossword file: binary ones by their bytes, text ones (xd, Across
    Lite) when they read as one, since `ANSWER: clue` lines look like an xd header."""
    kind = detect(data, name) if data.strip() else "grid"
    if kind in ("json", "grid", "words-grid"):
        return  # JSON is told apart once parsed (`_from_json`)
    if kind not in ("puz", "jpz"):
        try:
            doc = parse(data, name)
        except InputError:
            return
        if isinstance(doc, Puzzle | Solution) and not _has_clues(doc):
            return  # a list that also reads as an xd grid of one row, say
    raise InputError(
        f"this file is a crossword ({kind}), not a list of answers and clues: write one "
        "`ANSWER: clue` a line"
    )


def _has_clues(doc: Puzzle | Solution) -> bool:
    """Whether a document read from the list is a crossword: it has clues."""
    return bool((doc.puzzle if isinstance(doc, Solution) else doc).clues)


def _looks_like_csv(lines: list[tuple[int, str]]) -> bool:
    """Commas on every line and no tab or colon to split at: a CSV."""
    return bool(lines) and all("," in t and "\t" not in t and ":" not in t for _, t in lines)


def _from_line(number: int, line: str) -> ListedClue:
    sep = "\t" if "\t" in line else ":"
    answer, _, clue = line.partition(sep)
    return checked(answer, clue, number)


def _from_csv(lines: list[tuple[int, str]]) -> list[ListedClue]:
    rows = list(csv.reader([t for _, t in lines]))
    numbers = [n for n, _ in lines]
    header = [c.strip().lower() for c in rows[0]]
    answer_at, clue_at = 0, 1
    if any(c in ANSWER_COLUMNS for c in header):
        answer_at = next(k for k, c in enumerate(header) if c in ANSWER_COLUMNS)
        clue_at = next((k for k, c in enumerate(header) if c in CLUE_COLUMNS), -1)
        rows, numbers = rows[1:], numbers[1:]
    found = []
    for number, row in zip(numbers, rows, strict=True):
        answer = row[answer_at] if answer_at < len(row) else ""
        clue = row[clue_at] if 0 <= clue_at < len(row) else ""
        found.append(checked(answer, clue, number))
    return found


def _from_json(data: object) -> list[ListedClue]:
    from wordgrid.formats import ipuz, json_io

    if isinstance(data, dict) and "words" not in data and (ipuz.is_ipuz(data) or "grid" in data):
        raise InputError(
            "this file is a crossword, not a list of answers and clues: "
            'give a JSON list of {"answer", "clue"} objects'
        )
    return [checked(answer, clue, 0) for answer, clue in json_io.answers(data)]


def checked(answer: str, clue: str, line: int) -> ListedClue:
    """One entry, its answer checked: letters, with spaces, hyphens and apostrophes between."""
    answer, clue = " ".join(answer.split()), " ".join(clue.split())
    where = line or None
    if not answer:
        if clue:
            raise InputError(f"the clue {clue!r} has no answer before it", line=where)
        raise InputError("an entry has no answer", line=where)
    odd = [ch for ch in answer if not is_letter(ch) and ch not in JOINERS]
    if odd:
        raise InputError(
            f"the answer {answer!r} holds {odd[0]!r}, which no grid cell can: an answer is "
            "letters, with spaces, hyphens or apostrophes between words",
            line=where,
        )
    if not any(is_letter(ch) for ch in answer):
        raise InputError(f"the answer {answer!r} has no letter", line=where)
    return ListedClue(answer, clue, line)
