"""A library puzzle as played: its document, its answer and its rating, and the record the
library's index and cache keep of it (records.py).

A fill-in's answer takes a solve, which `load_entry` runs within ANSWER_SECONDS; the
independent checker accepts a cached answer before it is used instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from wordgrid.budget import Budget
from wordgrid.errors import InputError, WordgridError, one_line
from wordgrid.formats import as_puzzle, parse
from wordgrid.model import Document, Puzzle, WordSearch, meta_of
from wordgrid.render.playable import blank, kind_of, listed_words
from wordgrid.web.catalog import FILL_IN, WORD_SEARCH, display_title
from wordgrid.web.records import RETRY, Record

# Time to find (and prove unique) each library puzzle's answer when it is first indexed.
ANSWER_SECONDS = 10.0


class Unplayable(WordgridError):
    """A file the library leaves out, and why; `retry` when a later try may do better."""

    def __init__(self, why: str, *, retry: bool = False) -> None:
        super().__init__(why)
        self.retry = retry


@dataclass(frozen=True)
class Entry:
    """One playable puzzle of the folder, with the answer the server checks against."""

    id: str  # the file name
    kind: str  # FILL_IN, CROSSWORD or WORD_SEARCH
    document: Puzzle | WordSearch  # the puzzle as played: a word search carries its answer
    answer: tuple[str, ...]  # the filled grid, rows of letters and #
    rating: str = ""  # easy, medium or hard, for a fill-in with one solution

    @property
    def puzzle(self) -> Puzzle:
        if isinstance(self.document, WordSearch):
            raise InputError("a word search has no fill-in puzzle")
        return self.document

    @property
    def words(self) -> list[str]:
        """The listed words, shortest first, then A to Z: never in slot order."""
        return listed_words(self.document)

    @property
    def title(self) -> str:
        return display_title(meta_of(self.document).title, self.id)

    def record(self) -> Record:
        """What the index and its cache keep of this puzzle (records.py)."""
        meta = meta_of(self.document)
        return {
            "kind": self.kind,
            "title": meta.title,
            "author": meta.author,
            "rows": len(self.answer),
            "cols": len(self.answer[0]) if self.answer else 0,
            "words": len(self.words),
            "rating": self.rating,
            "answer": list(self.answer),
        }

    def blank(self) -> Puzzle | WordSearch:
        """The puzzle without its solution: what a player may see."""
        return blank(self.document)


def no_answer_why(puzzle: Puzzle) -> str:
    """Why a puzzle that the engine found no answer for can't be played, in a player's words."""
    if puzzle.is_crossword:
        return "a crossword whose file keeps no answers (a .puz without them, or scrambled)"
    if puzzle.is_blank:
        return "a blank grid, with no words and no clues: a template to open on the make page"
    if not puzzle.bank.listed:
        return "a grid without a word list"
    if not puzzle.slots:
        return "a grid with no space for a word"
    return "its words fit the grid in no way: the puzzle has no solution"


def load_entry(name: str, doc: Document, known: Record | None = None) -> Entry:
    """The playable entry for a document; Unplayable when it has no answer to play to.

    `known` is the file's cached record: a fill-in's answer there is used, once the
    independent checker accepts it, instead of a new solve.
    """
    if isinstance(doc, WordSearch):
        return Entry(name, WORD_SEARCH, doc, doc.rows)
    from wordgrid.app.solving import playable_answer
    from wordgrid.verify import problems

    if known is not None and known.get("kind") == FILL_IN:
        puzzle = as_puzzle(doc, name)
        answer = tuple(known["answer"])
        if not puzzle.is_crossword and not problems(puzzle, answer):
            return Entry(name, FILL_IN, puzzle, answer, known["rating"])
    budget = Budget.seconds(ANSWER_SECONDS)
    found = playable_answer(doc, name, budget)
    if found is None:
        if budget.expired():  # a busy machine may do better next time
            raise Unplayable(f"no answer found within {ANSWER_SECONDS:g} s", retry=True)
        raise Unplayable(no_answer_why(as_puzzle(doc, name)))
    return Entry(name, kind_of(found.puzzle), found.puzzle, found.answer.rows, found.rating)


def record_of(name: str, data: bytes) -> Record:
    """The record of the file `name` holding `data`: parsed, and solved when it is a fill-in.

    Module-level and plain data in and out, so that a worker process can compute it.
    """
    try:
        return load_entry(name, parse(data, name)).record()
    except Exception as e:  # a reader's bug must not stop the index of 10,000 other files
        return left_out(e)


def left_out(error: Exception) -> Record:
    """The record of a file the library leaves out, with why, as the web says it (the
    library page shows it): `retry` when a later try may do better, as after a reader's
    bug (an error wordgrid doesn't raise on purpose)."""
    if isinstance(error, Unplayable):
        return {"left_out": one_line(error, web=True), RETRY: error.retry}
    if isinstance(error, WordgridError):
        return {"left_out": one_line(error, web=True)}
    return {"left_out": f"internal error: {type(error).__name__}: {error}", RETRY: True}
