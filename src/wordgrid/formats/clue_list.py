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

from wordgrid.errors import InputError, warn_file
from wordgrid.formats._io import label, read_bytes
from wordgrid.formats._json import is_json, parse_json
from wordgrid.formats._text import decode, numbered_lines
from wordgrid.formats.detect import detect
from wordgrid.formats.reading import parse
from wordgrid.lang import list_headers
from wordgrid.model import Puzzle, Solution, grid_letters, is_letter

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
        if lines and _header(_split_line(lines[0][1])):
            lines = lines[1:]  # "Word: Meaning", "Term<TAB>Definition"
        found = [_from_line(n, line) for n, line in lines]
    _warn_odd_header(found, name)
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


def _split_line(line: str) -> list[str]:
    answer, _, clue = line.partition("\t" if "\t" in line else ":")
    return [answer, clue]


def _from_line(number: int, line: str) -> ListedClue:
    answer, clue = _split_line(line)
    return checked(answer, clue, number)


def _column_name(cell: str) -> str:
    """A header cell as the header words are compared: letters only, accents dropped."""
    return grid_letters(cell, accents=False)


def _header(cells: list[str]) -> tuple[int, int] | None:
    """Where a header line puts the answers and the clues (-1: no clue column), when it is
    one: it names an answer column or a clue column in any language offered (the list's
    own language is not known yet: `lang.list_headers`)."""
    headers = list_headers()
    answers = {_column_name(w) for w in headers.answer}
    clues = {_column_name(w) for w in headers.clue}
    names = [_column_name(c) for c in cells]
    answer_at = next((k for k, c in enumerate(names) if c in answers), -1)
    clue_at = next((k for k, c in enumerate(names) if c in clues and k != answer_at), -1)
    if answer_at < 0 and clue_at < 0:
        return None
    if answer_at < 0:
        answer_at = 0 if clue_at != 0 else 1
    if clue_at < 0 and len(names) == 2:  # "Vocab,Explanation": the other column
        clue_at = 1 - answer_at
    return answer_at, clue_at


def _warn_odd_header(found: list[ListedClue], name: str) -> None:
    """A first entry that reads like a header wordgrid doesn't know ("Keyword,Notes"): a
    capitalised one-word clue above clues of several words. It is kept as an entry, and
    named."""
    if len(found) < 3 or not found[0].clue or len(found[0].clue.split()) > 1:
        return
    longer = sum(len(e.clue.split()) > 1 for e in found[1:])
    if longer * 2 <= len(found) - 1 or not found[0].clue[:1].isupper():
        return
    first = found[0]
    warn_file(
        f"line {first.line} ({first.answer!r}, {first.clue!r}) looks like a header, but names "
        "no column wordgrid knows, so it is read as an answer and its clue: name the columns "
        "Answer and Clue (or Word and Definition, Term and Definition), or leave the line out",
        name or None,
    )


def _from_csv(lines: list[tuple[int, str]]) -> list[ListedClue]:
    rows = list(csv.reader([t for _, t in lines]))
    numbers = [n for n, _ in lines]
    answer_at, clue_at = 0, 1
    header = _header(rows[0])
    if header is not None:
        answer_at, clue_at = header
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
