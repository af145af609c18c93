"""Real crossword files through every door: read, convert to every format and back, render,
solve. Prints a table per format: tried, read whole, refused as damaged, misread.

    python benchmarks/crossword_files.py FOLDER [--verbose]

FOLDER holds .puz, .ipuz, .jpz, .xd, Across Lite text (.txt) and .xml files, in any
subfolders, such as the test sets of puzpy, kotwords, xd-crossword-tools, Crosshare and the
ipuz library. Nothing is written but temporary files.

A file is *read whole* when it reads, every format that holds it writes it and reads it back
as the same document (the same wordgrid JSON but for the file name), ipuz -> JSON -> ipuz
gives the same ipuz, an independent reader agrees on what it holds (puzpy for .puz: title,
author, copyright, notes, clue count, rebus squares and circles; the raw JSON for ipuz and
the raw XML for jpz: their clue counts and titles; the clue lines of xd and Across Lite
text), `render` draws it and `solve` solves it (when it keeps its answers). A refusal must be
one line; it is listed so a reader can judge that the file is damaged. Anything else -- a
round trip that changes the document, a count that disagrees, a door that fails -- is
*misread*, and a traceback is a *crash*.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import re
import sys
import tempfile
import warnings
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from wordgrid.cli import main
from wordgrid.errors import InputError
from wordgrid.formats import dumps, parse, read
from wordgrid.formats.json_io import to_json_dict
from wordgrid.model import Document, GameSave, Kind, Puzzle, Solution, WordSearch

SUFFIXES = {
    ".puz": "puz",
    ".ipuz": "ipuz",
    ".jpz": "jpz",
    ".xd": "xd",
    ".txt": "text",
    ".xml": "xml",
}
# Output formats by name, each tried on every document; a clean refusal means "can't hold".
OUTPUTS = ("json", "ipuz", "jpz", "jpz-zip", "xd", "puz", "across-lite")
OWN = {"puz": "puz", "ipuz": "ipuz", "jpz": "jpz", "xd": "xd", "text": "across-lite"}


# Time played and hints taken are the terminal game's; only JSON, ipuz and .puz keep time.
IGNORED = ("name", "seconds", "hints")


def _plain(doc: Document) -> dict[str, Any]:
    out = to_json_dict(doc)
    for key in IGNORED:
        out.pop(key, None)
    return out


def _puzzle(doc: Document) -> Puzzle | None:
    if isinstance(doc, Solution | GameSave):
        return doc.puzzle
    return doc if isinstance(doc, Puzzle) else None


def round_trips(doc: Document, kind: str) -> list[str]:
    """What changed or failed going through each output format and back."""
    problems = []
    for fmt in OUTPUTS:
        try:
            data = dumps(doc, fmt)
        except InputError as e:
            if OWN.get(kind) == fmt and not isinstance(doc, GameSave):
                problems.append(f"can't write its own format back: {e.message}")
            continue
        back = parse(data, f"x.{fmt}", fmt=None if fmt != "across-lite" else "across-lite")
        if _plain(back) != _plain(doc):
            problems.append(f"{fmt} round trip changes it")
    try:
        first = dumps(doc, "ipuz")
    except InputError:
        return problems
    again = dumps(parse(dumps(parse(first, "x.ipuz"), "json"), "x.json"), "ipuz")
    if again != first:
        problems.append("ipuz -> JSON -> ipuz changes it")
    return problems


class NoReference(Exception):
    """The independent reader can't read a file that wordgrid read: nothing to compare with."""


def _puz_reference(path: Path, puzzle: Puzzle) -> list[str]:
    import puz

    p = puz.Puzzle()
    try:
        p.load(path.read_bytes())
    except puz.PuzzleFormatError:
        pass  # wrong checksums: puzpy has read every section by then
    except Exception as e:  # noqa: BLE001 - puzpy fails on odd files with whatever it hits
        raise NoReference(f"puzpy can't read it to compare ({type(e).__name__}: {e})") from None
    problems = []
    if len(p.clues) != len([c for c in puzzle.clues if c.text.strip()]) and len(p.clues) != len(
        puzzle.slots
    ):
        problems.append(f"puzpy reads {len(p.clues)} clues, we keep {len(puzzle.clues)}")
    if p.has_rebus() and p.solution_state == 0:
        squares = len(p.rebus().get_rebus_squares())
        multi = [s for s in p.rebus().solutions.values() if len(s) > 1]
        if multi and squares and not puzzle.rebus:
            problems.append(f"puzpy reads {squares} rebus squares, we keep none")
    if p.has_markup():
        circles = len(p.markup().get_markup_squares(puz.GridMarkup.Circled))
        ours = sum(1 for s in puzzle.styles.values() if s.circle)
        if circles != ours:
            problems.append(f"puzpy reads {circles} circles, we keep {ours}")
    return problems


def _kept(puzzle: Puzzle) -> int:
    """The clues a file's count should match: an acrostic's quote clue is its grid."""
    return len(puzzle.clues) + (puzzle.kind is Kind.ACROSTIC)


def _ipuz_reference(path: Path, puzzle: Puzzle) -> list[str]:
    text = path.read_text(encoding="utf-8-sig").strip()
    if text.startswith("ipuz("):
        text = text[5:-1]
    obj = json.loads(text)
    count = sum(len(v) for v in (obj.get("clues") or {}).values())
    if count != _kept(puzzle):
        return [f"the file has {count} clues, we keep {len(puzzle.clues)}"]
    return []


def _jpz_reference(path: Path, puzzle: Puzzle) -> list[str]:
    data = path.read_bytes()
    if data[:2] == b"PK":
        import zipfile

        data = zipfile.ZipFile(io.BytesIO(data)).read(
            zipfile.ZipFile(io.BytesIO(data)).namelist()[0]
        )
    count = len(re.findall(rb"<clue[\s>]", data))
    if count != _kept(puzzle):
        return [f"the file has {count} <clue> elements, we keep {len(puzzle.clues)}"]
    return []


def _text_reference(path: Path, puzzle: Puzzle, kind: str) -> list[str]:
    text = path.read_text(encoding="utf-8-sig", errors="replace")
    if kind == "xd":
        count = len(re.findall(r"^\s*[A-Z]\d+\s*\.", text, re.MULTILINE))
    else:
        count = sum(
            len([ln for ln in part.split("\n")[1:] if ln.strip()])
            for part in re.split(r"^\s*<", text, flags=re.MULTILINE)
            if part.upper().startswith(("ACROSS>", "DOWN>"))
        )
    if count != len(puzzle.clues):
        return [f"the file has {count} clue lines, we keep {len(puzzle.clues)}"]
    return []


REFERENCES: dict[str, Callable[..., list[str]]] = {
    "puz": _puz_reference,
    "ipuz": _ipuz_reference,
    "jpz": _jpz_reference,
}


def doors(path: Path, doc: Document, out: Path) -> list[str]:
    """`render` draws it; `solve` solves it when it keeps its answers (and refuses an
    acrostic by name)."""
    problems = []
    for argv in (["render", str(path), "-o", str(out / "page.svg")],):
        code, err = _run(argv)
        if code != 0:
            problems.append(f"render: {err.strip()}")
    answer = (
        doc if isinstance(doc, Solution) else doc.solution if isinstance(doc, GameSave) else None
    )
    if answer is not None:
        code, err = _run(["solve", str(path), "--timeout", "10"])
        # An acrostic is a quotation, not a fill-in: solve must say so in one line.
        acrostic = answer.puzzle.kind is Kind.ACROSTIC
        refused = code == 2 and "acrostic" in err and len(err.strip().splitlines()) == 1
        if (acrostic and not refused) or (not acrostic and code != 0):
            problems.append(f"solve: {err.strip()}")
    return problems


def _run(argv: list[str]) -> tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, err.getvalue()


def check(path: Path, kind: str, out: Path) -> tuple[str, str]:
    """(outcome, why) for one file; a whole file's `why` is what reading it warned of (what
    it can't keep, a mistake it read past), so that nothing is lost unsaid."""
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        try:
            doc = read(path)
        except InputError as e:
            return "refused", e.message
        except Exception as e:  # noqa: BLE001 - a crash is what this looks for
            return "crash", f"{type(e).__name__}: {e}"
        try:
            puzzle = _puzzle(doc)
            problems = [] if isinstance(doc, WordSearch) else round_trips(doc, kind)
            if puzzle is not None and kind in REFERENCES:
                problems += REFERENCES[kind](path, puzzle)
            elif puzzle is not None and kind in ("xd", "text"):
                problems += _text_reference(path, puzzle, kind)
            problems += doors(path, doc, out)
        except NoReference as e:
            return "whole", str(e)  # every check but the reference's: listed to look at
        except Exception as e:  # noqa: BLE001
            return "crash", f"{type(e).__name__}: {e}"
    if problems:
        return "misread", "; ".join(problems)
    return "whole", "; ".join(dict.fromkeys(f"warning: {w.message}" for w in said))


def main_(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--verbose", action="store_true", help="list every file's outcome")
    args = parser.parse_args(argv)
    files = sorted(
        p for p in args.folder.rglob("*") if p.is_file() and p.suffix.lower() in SUFFIXES
    )
    table: dict[str, Counter[str]] = defaultdict(Counter)
    notes: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            kind = SUFFIXES[path.suffix.lower()]
            outcome, why = check(path, kind, Path(tmp))
            table[kind][outcome] += 1
            if outcome != "whole" or why or args.verbose:
                notes.append(f"{outcome:8} {path.relative_to(args.folder)}: {why}")
    print(f"{'format':8} {'tried':>6} {'whole':>6} {'refused':>8} {'misread':>8} {'crash':>6}")
    for kind in sorted(table):
        c = table[kind]
        print(
            f"{kind:8} {sum(c.values()):6} {c['whole']:6} {c['refused']:8} {c['misread']:8} "
            f"{c['crash']:6}"
        )
    print()
    print("\n".join(notes))
    return 0


if __name__ == "__main__":
    sys.exit(main_())
