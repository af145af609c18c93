"""Made puzzles, kept on the server: each one playable by its id, its downloads written from it.

A made puzzle lives in one place, the library (`Library.add_made`). Puzzles are made in job
workers and kept here once their job has ended; they last while the server runs.
"""

from __future__ import annotations

import secrets
from dataclasses import replace

from wordgrid.model import Metadata, Solution, WordSearch, meta_of
from wordgrid.render.playable import kind_of
from wordgrid.web.catalog import WORD_SEARCH
from wordgrid.web.entries import Entry
from wordgrid.web.http import HttpError
from wordgrid.web.library import Library


def remember(
    library: Library, kind: str, title: str, answer: Solution | WordSearch, rating: str = ""
) -> str:
    """Keep a made puzzle in the library under `title`, to be played and downloaded; its id."""
    puzzle_id = f"made-{kind}-{secrets.token_hex(6)}"
    meta = Metadata(title=title, lang=meta_of(answer).lang)  # its pages follow its language
    if isinstance(answer, WordSearch):
        ws = replace(answer, meta=meta)
        library.add_made(Entry(puzzle_id, WORD_SEARCH, ws, ws.rows))
    else:
        # A crossword keeps its author; the title is the page's.
        puzzle = replace(answer.puzzle, meta=replace(answer.puzzle.meta, title=title))
        library.add_made(Entry(puzzle_id, kind_of(puzzle), puzzle, answer.rows, rating))
    return puzzle_id


def made_entry(library: Library, puzzle_id: str) -> Entry:
    found = library.made(puzzle_id)
    if found is None:
        raise HttpError(404, "no such puzzle made on this server (they last while it runs)")
    return found


def entry_answer(entry: Entry) -> Solution | WordSearch:
    """A made entry's answer: the word search itself, or the fill-in's solution (checked)."""
    from wordgrid.app.making import spelled_solution

    if isinstance(entry.document, WordSearch):
        return entry.document
    return spelled_solution(entry.puzzle, entry.answer)
