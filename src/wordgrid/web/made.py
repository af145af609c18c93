"""What the make page's routes share: made puzzles, their downloads, and the forms' lists.

A made puzzle lives in one place, the library (`Library.add_made`): it is playable by its
id, and its downloads are written from the same entry. Puzzles are made in job workers and
kept here, on the server, once their job has ended.
"""

from __future__ import annotations

import random
import re
import secrets
from dataclasses import replace
from importlib import resources
from urllib.parse import quote

from starlette.responses import JSONResponse, Response

from wordgrid.errors import InputError
from wordgrid.model import Metadata, Puzzle, Solution, WordSearch, meta_of
from wordgrid.web.catalog import CROSSWORD, FILL_IN, WORD_SEARCH
from wordgrid.web.entries import Entry
from wordgrid.web.http import HttpError
from wordgrid.web.jobs import Job
from wordgrid.web.library import Library

# What a made puzzle or a filled grid can be downloaded as, by the name in the address.
EXPORTS = {
    "ipuz": ("application/json", ".ipuz"),
    "puz": ("application/octet-stream", ".puz"),
    "jpz": ("application/xml", ".jpz"),
    "xd": ("text/plain; charset=utf-8", ".xd"),
    "json": ("application/json", ".json"),
    "pdf": ("application/pdf", ".pdf"),
    "text": ("text/plain; charset=utf-8", ".txt"),
}
_SPLIT = re.compile(r"[\s,;]+")


def word_list(value: list[str] | str) -> list[str]:
    """A form's word list: a JSON list, or text with one word a line (or comma-separated)."""
    return [w for w in _SPLIT.split(value) if w] if isinstance(value, str) else value


def seed_or_random(seed: int | None) -> int:
    """The seed asked for, or a fresh one (the made puzzle records it)."""
    return random.randrange(2**31) if seed is None else seed


def themes() -> dict[str, list[str]]:
    """The bundled theme lists, by name."""
    folder = resources.files("wordgrid") / "data" / "themes"
    return {
        item.name.removesuffix(".txt"): item.read_text("utf-8").split()
        for item in sorted(folder.iterdir(), key=lambda i: i.name)
        if item.name.endswith(".txt")
    }


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
        made_kind = CROSSWORD if puzzle.clues else FILL_IN
        library.add_made(Entry(puzzle_id, made_kind, puzzle, answer.rows, rating))
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


def export_bytes(
    title: str, answer: Solution | WordSearch, fmt: str, crossword: bool = False
) -> bytes:
    """The file for a made puzzle or a filled grid (`crossword`: ipuz of the crossword
    kind), as `convert` and `render` write it."""
    from wordgrid.formats import dumps

    doc: Puzzle | WordSearch = answer if isinstance(answer, WordSearch) else answer.puzzle
    if fmt == "pdf":
        from wordgrid.render.layout import book
        from wordgrid.render.page import Style
        from wordgrid.render.pdf import pdf_bytes

        style = Style(lang=meta_of(doc).lang or "en")
        return pdf_bytes(book([(title, doc, answer)], style, keys=True), title)
    if isinstance(answer, WordSearch):
        if fmt == "puz":
            raise InputError(".puz holds crosswords and fill-ins, not word searches")
        return dumps(answer, "wordsearch" if fmt == "text" else fmt, key=fmt == "text")
    # .puz and ipuz carry the answers, so that other apps can check a player's grid.
    if fmt == "ipuz":
        return dumps(answer, "ipuz-crossword" if crossword else "ipuz")
    if fmt == "puz":
        return dumps(answer, "puz")
    if fmt == "text":  # the plain text format has no place for a title
        return dumps(replace(answer.puzzle, meta=Metadata()), "words-grid")
    return dumps(answer, fmt)


def file_name(title: str) -> str:
    """A download's name from a puzzle's title: `Fill-in, 9x9` -> `fill-in-9x9`."""
    stem = re.sub(r"[^\w-]+", "-", title.strip().lower()).strip("-")
    return stem or "puzzle"


def download(data: bytes, fmt: str, title: str) -> Response:
    media, suffix = EXPORTS[fmt]
    name = quote(file_name(title) + suffix)
    return Response(
        data,
        media_type=media,
        headers={"Content-Disposition": f"attachment; filename*=UTF-8''{name}"},
    )


def export_format(fmt: str) -> str:
    if fmt not in EXPORTS:
        raise HttpError(404, f"no such download: choose {', '.join(EXPORTS)}")
    return fmt


def job_started(job: Job) -> JSONResponse:
    """A job's first answer: 202, and the job to ask about."""
    return JSONResponse(job.progress(), status_code=202)
