"""The clue library's two calls: add the crosswords of a folder, look up an entry's past clues.

`clue_library.py` keeps the clues; this reads the files (through `formats`, in any format
wordgrid reads), takes each clue's answer from the crossword's filled grid, and dates it.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path

from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.clue_library import (
    ADDED,
    SAME_CROSSWORD,
    SAME_FILE,
    UPDATED,
    ClueLibrary,
    Crossword,
    Lookup,
    opened,
)
from wordgrid.dictionary import normalize_entry
from wordgrid.errors import InputError, WordgridError
from wordgrid.model import Document, GameSave, Metadata, Puzzle, Solution, WordSearch, meta_of

LIBRARY_FILE = "clues.sqlite"
# Dates as crossword files write them, tried in turn (the model keeps a date as free text).
DATE_FORMATS = (
    "%Y-%m-%d",
    "%m/%d/%Y",
    "%m/%d/%y",
    "%B %d, %Y",
    "%b %d, %Y",
    "%A, %B %d, %Y",
    "%a, %b %d, %Y",
    "%d %B %Y",
    "%d %b %Y",
    "%Y/%m/%d",
)


def default_library() -> Path:
    """Where the clue library lives unless `--db` names another: `clues.sqlite` in wordgrid's
    data folder (`places.data_folder`: $WORDGRID_DATA, else the platform's place for a
    user's data)."""
    from wordgrid.places import data_folder

    return data_folder() / LIBRARY_FILE


def entry_key(word: str) -> str:
    """An entry as the library files it: letters only, upper case, accents dropped."""
    return normalize_entry(word)


def crossword_clues(doc: Document) -> tuple[tuple[str, str], ...]:
    """(answer, clue text) for each clue of a crossword whose answers the file keeps; none
    for a fill-in, a word search or a crossword without its answers."""
    solution = doc.solution if isinstance(doc, GameSave) else doc
    if not isinstance(solution, Solution):
        return ()
    puzzle, rows = solution.puzzle, solution.rows
    found = []
    for clue in puzzle.clues:
        cells = puzzle.clue_cells(clue)
        text = " ".join(clue.text.split())
        answer = entry_key(puzzle.answer_text(rows, cells))
        if cells and text and answer:
            found.append((answer, text))
    return tuple(found)


def crossword_date(meta: Metadata, path: Path) -> str:
    """The crossword's date as yyyy-mm-dd: its own when it can be read, else the day the file
    was last changed."""
    text = " ".join(meta.date.replace(".", " ").split())
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(text, fmt).date().isoformat()
        except ValueError:
            continue
    return date.fromtimestamp(path.stat().st_mtime).isoformat()


def fingerprint(doc: Puzzle | Solution | GameSave, clues: Iterable[tuple[str, str]]) -> str:
    """The same for the same crossword in any format: its grid's shape and its clues."""
    puzzle = doc if isinstance(doc, Puzzle) else doc.puzzle
    text = "\n".join(["/".join(puzzle.grid.without_letters().rows), *map("\t".join, clues)])
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass
class AddReport:
    """What `add_crosswords` did, file by file counted; `problems` are (file, why) for the
    files that could not be read."""

    added: int = 0
    updated: int = 0
    clues: int = 0
    same_file: int = 0
    same_crossword: int = 0
    without_clues: int = 0
    other_files: int = 0
    problems: list[tuple[str, str]] = field(default_factory=list)
    seconds: float = 0.0
    stopped: bool = False  # the budget ran out first; what was added before is kept

    @property
    def files(self) -> int:
        """The crossword files looked at."""
        counts = (self.added, self.updated, self.same_file, self.same_crossword)
        return sum(counts) + self.without_clues + len(self.problems)


def crossword_files(sources: Sequence[Path]) -> tuple[list[Path], int]:
    """The files to add, from folders (their crossword files, by `formats.folder_files`)
    and files; and how many files of the folders are not crossword files."""
    from wordgrid.formats import folder_files
    from wordgrid.formats.extensions import READ_SUFFIXES

    files: list[Path] = []
    others = 0
    for source in sources:
        if source.is_file():
            files.append(source)
            continue
        for path in folder_files(source):
            # Only the files wordgrid reads: a PDF or a PNG beside them is passed over
            # unread; a .txt or .json file in no crossword format is passed over later.
            if path.suffix.lower() in READ_SUFFIXES:
                files.append(path)
            else:
                others += 1
    return files, others


def add_crosswords(
    sources: Sequence[Path],
    library: Path,
    *,
    budget: Budget = NO_LIMIT,
    step: Callable[[], None] | None = None,
    jobs: int = 1,
) -> AddReport:
    """Add the clues of every crossword in `sources` (folders or files) to the library at
    `library` (made if missing). A file that can't be read is named in the report, and the
    others are added all the same; `step` is called after each file. With `jobs` over 1, a
    big folder's files are read in that many processes (reading is most of the work); the
    library is the same either way.
    """
    started = time.perf_counter()
    files, others = crossword_files(sources)
    report = AddReport(other_files=others)
    with opened(library, write=True) as clues, _readers(jobs, len(files)) as read:
        for k in range(0, len(files), BATCH):
            if budget.expired():
                report.stopped = True
                break
            _add_batch(clues, files[k : k + BATCH], read, report, step)
            clues.commit()
    report.seconds = time.perf_counter() - started
    return report


BATCH = 256  # files read (and held in memory) at a time, then added in one transaction
PARALLEL_FROM = 200  # fewer files than this are read in this process: workers take a second


@dataclass(frozen=True)
class _Read:
    """What one file gave: its crossword, or the reason it could not be read ("" for a file
    read fine that holds no clued crossword); `other` for a file in no crossword format."""

    crossword: Crossword | None
    problem: str = ""
    other: bool = False


Reader = Callable[[Iterable[tuple[Path, bytes, str]]], Iterable[_Read]]


@contextmanager
def _readers(jobs: int, files: int) -> Iterator[Reader]:
    """How a batch of files is read: in this process, or by `jobs` worker processes."""
    if jobs <= 1 or files < PARALLEL_FROM:
        yield lambda batch: [read_crossword(*item) for item in batch]
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # spawn, not fork: the caller may run threads (a progress bar) that fork would copy.
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(jobs, mp_context=context) as pool:
        yield lambda batch: pool.map(read_crossword, *zip(*batch, strict=True), chunksize=16)


def _add_batch(
    clues: ClueLibrary,
    paths: Sequence[Path],
    read: Reader,
    report: AddReport,
    step: Callable[[], None] | None,
) -> None:
    from wordgrid.formats import read_bytes

    todo: list[tuple[Path, bytes, str]] = []
    for path in paths:
        try:
            data = read_bytes(path)
        except WordgridError as e:
            report.problems.append((str(path), _message(e, path)))
            _tick(step)
            continue
        sha256 = hashlib.sha256(data).hexdigest()
        if clues.knows(sha256):  # known bytes are not even parsed
            report.same_file += 1
            _tick(step)
            continue
        todo.append((path, data, sha256))
    for (path, _, _), got in zip(todo, read(todo), strict=True):
        _record(clues, path, got, report)
        _tick(step)


def _tick(step: Callable[[], None] | None) -> None:
    if step is not None:
        step()


def _message(error: WordgridError, path: Path) -> str:
    return str(error).removeprefix(f"{path}: ")


def read_crossword(path: Path, data: bytes, sha256: str) -> _Read:
    """A file's crossword as the library keeps it (run in a worker process for big folders)."""
    from wordgrid.formats import may_hold_crossword, parse

    try:
        doc = parse(data, str(path))
    except WordgridError as e:
        if not may_hold_crossword(data, path.name):
            return _Read(None, other=True)
        return _Read(None, _message(e, path))
    found = crossword_clues(doc)
    if not found:  # a fill-in, a word search, a crossword without its answers
        return _Read(None)
    assert not isinstance(doc, WordSearch)  # crossword_clues found none in one
    meta = meta_of(doc)
    return _Read(
        Crossword(
            sha256,
            fingerprint(doc, found),
            str(path.resolve()),
            meta.title,
            meta.author,
            meta.publisher,
            crossword_date(meta, path),
            found,
        )
    )


def _record(clues: ClueLibrary, path: Path, got: _Read, report: AddReport) -> None:
    if got.other:
        report.other_files += 1
        return
    if got.problem:
        report.problems.append((str(path), got.problem))
        return
    if got.crossword is None:
        report.without_clues += 1
        return
    outcome = clues.add(got.crossword)
    if outcome in (ADDED, UPDATED):
        report.clues += len(got.crossword.clues)
    if outcome == ADDED:
        report.added += 1
    elif outcome == UPDATED:
        report.updated += 1
    elif outcome == SAME_FILE:
        report.same_file += 1
    elif outcome == SAME_CROSSWORD:
        report.same_crossword += 1


def past_clues(
    word: str, library: Path, limit: int | None = None, *, distinct: bool = False
) -> Lookup:
    """The clues `word` has had in the library's crosswords, most recent first (`distinct`:
    each text once, with its uses). A library that doesn't exist yet has none (nothing is
    made by looking)."""
    answer = entry_key(word)
    if not answer:
        raise InputError(f"{word!r} has no letter to look up")
    with opened(library) as clues:
        return clues.lookup(answer, limit, distinct=distinct)


def library_size(library: Path) -> tuple[int, int]:
    """(crosswords, clues) in the library at `library`; (0, 0) when there is none yet."""
    with opened(library) as clues:
        return clues.size()


def library_path(named: str | os.PathLike[str] | None) -> Path:
    """The library a door asked for, else the default one."""
    return Path(named) if named is not None else default_library()
