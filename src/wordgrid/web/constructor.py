"""The crossword constructor's API: look-ahead counts, autofill (a job), dictionaries, export.

The page sends its grid after every edit (rows of `#` for a block, `.` for an empty cell, or
a letter); look-ahead answers at once, autofill and "as a fill-in" run as jobs.
"""

from __future__ import annotations

from functools import partial
from typing import Annotated, Any, Literal

import anyio.to_thread
from fastapi import APIRouter, Depends, Query, Request
from pydantic import Field, StrictBool, StrictFloat
from starlette.responses import JSONResponse, Response

from wordgrid.app.constructing import Draft, EntryClue
from wordgrid.app.filling import FillRequest
from wordgrid.blocklist import blocklisted
from wordgrid.budget import Budget
from wordgrid.errors import InputError
from wordgrid.model import CellStyle, Grid, Metadata
from wordgrid.web import work as work_for
from wordgrid.web.context import Context, context
from wordgrid.web.dictionaries import DEFAULT, MAX_UPLOAD
from wordgrid.web.downloads import download, export_bytes, export_format
from wordgrid.web.editing import (
    WAYS,
    Bars,
    CellMark,
    ClueIn,
    CrosswordText,
    RebusCell,
    bar_places,
)
from wordgrid.web.fill_in_maker import FillInJob, start_fill_in
from wordgrid.web.http import ERRORS, NOT_FOUND, HttpError, constructor_grid, wordgrid_error
from wordgrid.web.maker_forms import job_started, seed_or_random, word_list
from wordgrid.web.models import (
    MAX_SIDE,
    MAX_WORDS,
    Answer,
    CellPair,
    JobBase,
    PlacePair,
    Rows,
    Seed,
    Strict,
    WordList,
)
from wordgrid.web.work import FilledGrid

UPLOAD_PATH = "/api/make/dictionaries"

router = APIRouter(prefix="/api/make", tags=["construct a crossword"], responses=ERRORS)
Server = Annotated[Context, Depends(context)]


class GridRequest(Strict):
    grid: Rows
    bars: Bars = Field([], description="a barred grid's bars, where entries end as at blocks")

    def checked_grid(self) -> Grid:
        return constructor_grid(self.grid, bars=bar_places(self.bars))


class LookaheadRequest(GridRequest):
    dictionary: str = Field(DEFAULT, description="default, or the id of an upload")
    min_score: StrictFloat | None = Field(None, description="leave out entries scored lower")


class SlotCount(Answer):
    row: int
    col: int
    direction: str
    length: int
    pattern: str
    count: int = Field(description="dictionary entries that fit the slot's pattern")
    enumeration: str = Field(
        "", description="a complete multi-word entry's word lengths, 3,5 for ICECREAM"
    )


class BlocklistedEntry(Answer):
    entry: str
    reason: str = Field(description="its language and why the blocklist holds it")


class Lookahead(Answer):
    slots: list[SlotCount]
    dead: list[CellPair] = Field(description="cells no entry can fill")
    duplicates: list[str] = Field(description="entries that appear twice")
    unlisted: list[str] = Field(
        [],
        description="complete entries that are not in the word list, A to Z: each stands as "
        "written (its cells are not dead; its slot's count is 0)",
    )
    blocklisted: list[BlocklistedEntry] = Field(
        [], description="complete entries of the grid that are slurs of wordgrid's blocklist"
    )


class FillForm(LookaheadRequest):
    preferred: WordList = Field([], description="entries to place first")
    banned: WordList = Field([], description="entries never to use")
    region: tuple[PlacePair, PlacePair] | None = Field(
        None, description="fill only this rectangle: its top-left and bottom-right cells"
    )
    seed: Seed | None = None


class WeakEntry(Answer):
    entry: str
    score: float


class QualitySearch(Answer):
    """What the quality search did: refills tried and accepted, and whether it stopped
    because no weak entry could be lifted (else for lack of time)."""

    tries: int
    improved: int
    seconds: float
    optimum: bool


class FillQualityAnswer(Answer):
    """A fill's quality by the dictionary's scores, as `wordgrid fill --stats` prints it;
    `summary` is that text, line by line."""

    entries: int
    mean_score: float
    lowest: list[WeakEntry]
    under_threshold: int
    threshold: float
    blocklisted: list[BlocklistedEntry] = Field(
        [], description="entries of the fill that are slurs of wordgrid's blocklist"
    )
    search: QualitySearch | None = None
    summary: list[str]


class FillResult(Answer):
    """An autofill: the filled grid and its quality when solved, the reasons when the grid
    can't be filled, the best partial fill on a timeout."""

    status: Literal["solved", "unsolvable", "timeout"]
    stats: dict[str, float]
    grid: list[str] | None = None
    quality: FillQualityAnswer | None = None
    explain: list[str] | None = None
    partial: list[str] | None = None


class FillJob(JobBase):
    kind: Literal["fill"]
    result: FillResult | None = None


class Uploaded(Answer):
    id: str = Field(description="pass it as `dictionary`")
    name: str
    entries: int
    skipped: int
    problems: list[str]


class ExportRequest(GridRequest, CrosswordText):
    """A filled grid and what the maker wrote for it: a crossword with its clues."""

    clues: Annotated[list[ClueIn], Field(max_length=MAX_SIDE * MAX_SIDE)] = []
    styles: Annotated[list[CellMark], Field(max_length=MAX_SIDE * MAX_SIDE)] = []
    rebus: Annotated[list[RebusCell], Field(max_length=MAX_SIDE * MAX_SIDE)] = []
    enumerations: StrictBool = Field(
        True, description="add a multi-word entry's enumeration to its clue: (3,5)"
    )

    def draft(self) -> Draft:
        """The crossword as the app layer takes it; 0-based cells."""
        meta = Metadata(
            title=self.title.strip(),
            author=self.author.strip(),
            copyright=self.copyright.strip(),
            publisher=self.publisher.strip(),
            date=self.date.strip(),
            notes=self.notes.strip(),
        )
        grid = self.checked_grid()
        return Draft(
            grid.rows,
            tuple(EntryClue(c.cell(), WAYS[c.direction], c.text) for c in self.clues),
            meta,
            {(m.row - 1, m.col - 1): CellStyle(m.circle, m.shade, m.void) for m in self.styles},
            {(x.row - 1, x.col - 1): x.text for x in self.rebus},
            self.enumerations,
            grid.bars,
        )


class FillInRequest(GridRequest):
    seed: Seed | None = None


@router.post("/lookahead", summary="How many entries fit each slot, dead cells, repeats")
async def lookahead(asked: LookaheadRequest, server: Server) -> Lookahead:
    from wordgrid.dictionary import dictionary_form, enumeration

    grid = dictionary_form(asked.checked_grid())
    dictionaries = server.dictionaries

    def count(_budget: Budget) -> Lookahead:
        report = dictionaries.lookahead(asked.dictionary, asked.min_score).report(grid)
        slots = [
            SlotCount(
                row=s.slot.start[0] + 1,
                col=s.slot.start[1] + 1,
                direction=s.slot.direction.label,
                length=s.slot.length,
                pattern=s.pattern,
                count=s.count,
                enumeration="" if "?" in s.pattern else enumeration(s.pattern),
            )
            for s in report.slots
        ]
        dead = [(r + 1, c + 1) for r, c in report.dead]
        complete = (s.pattern for s in report.slots if "?" not in s.pattern)
        marked = [BlocklistedEntry(entry=w, reason=r) for w, r in blocklisted(complete)]
        return Lookahead(
            slots=slots,
            dead=dead,
            duplicates=list(report.duplicates),
            unlisted=list(report.unlisted),
            blocklisted=marked,
        )

    return await server.engine.run(count)


def _entries(value: list[str] | str, key: str) -> list[str]:
    from wordgrid.dictionary import normalize_entry

    words = word_list(value)
    if len(words) > MAX_WORDS:
        raise HttpError(422, f"{key}: at most {MAX_WORDS} words")
    return [w for w in (normalize_entry(x) for x in words) if w]


def _region(form: FillForm, grid: Grid) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """The corners of the selected rectangle, 0-based and inclusive, or None for the grid."""
    if form.region is None:
        return None
    (r1, c1), (r2, c2) = form.region
    if not (1 <= r1 <= r2 <= grid.height and 1 <= c1 <= c2 <= grid.width):
        raise HttpError(422, "region: the corners must lie on the grid, top left first")
    return (r1 - 1, c1 - 1), (r2 - 1, c2 - 1)


def fill_result(done: FilledGrid) -> FillResult:
    """An autofill's answer as the page reads it."""
    status, stats = done.status, done.stats
    if done.rows is not None:
        quality = None
        if done.quality is not None:
            figures = {**done.quality.as_dict(), "summary": done.quality.lines()}
            quality = FillQualityAnswer.model_validate(figures)
        return FillResult(status=status, stats=stats, grid=list(done.rows), quality=quality)
    if status == "unsolvable":
        return FillResult(status=status, stats=stats, explain=list(done.explain))
    partial_rows = None if done.partial is None else list(done.partial)
    return FillResult(status="timeout", stats=stats, partial=partial_rows)


@router.post(
    "/fill",
    status_code=202,
    response_model=FillJob,
    summary="Autofill the grid or a region (a job)",
)
async def fill(form: FillForm, server: Server) -> JSONResponse:
    grid = form.checked_grid()
    request = FillRequest(
        tuple(_entries(form.preferred, "preferred")),
        frozenset(_entries(form.banned, "banned")),
        _region(form, grid),
        form.seed,
    )
    # An unknown upload is a bad request, not a failed job; the default list loads once.
    try:
        words = await anyio.to_thread.run_sync(server.dictionaries.get, form.dictionary)
    except InputError as e:
        raise wordgrid_error(e) from None
    work = partial(work_for.autofill, words, grid, request, form.min_score)
    return job_started(server.maker.start("fill", work, fill_result))


UPLOAD_BODY: dict[str, Any] = {
    "requestBody": {
        "required": True,
        "description": "a word;score file, or one word a line (8 MB at most)",
        "content": {"text/plain": {"schema": {"type": "string", "minLength": 1}}},
    }
}


@router.post("/dictionaries", summary="Upload a dictionary", openapi_extra=UPLOAD_BODY)
async def upload_dictionary(
    request: Request,
    server: Server,
    name: Annotated[str, Query(max_length=100)] = "upload.dict",
) -> Uploaded:
    data = await request.body()
    if not data:
        raise HttpError(400, "the request body is empty: send the dictionary file's bytes")
    assert len(data) <= MAX_UPLOAD  # BodyLimit refused larger bodies
    upload = await server.engine.run(
        lambda _budget: server.dictionaries.upload(name or "upload.dict", data)
    )
    return Uploaded(
        id=upload.id,
        name=upload.name,
        entries=upload.entries,
        skipped=upload.skipped,
        problems=list(upload.problems),
    )


@router.post(
    "/export/{fmt}",
    summary="A filled grid and its clues as a crossword file",
    response_class=Response,
    responses={**NOT_FOUND, 200: {"content": {"application/octet-stream": {}}}},
)
async def export_grid(fmt: str, asked: ExportRequest, server: Server) -> Response:
    """The grid's entries are the answers, with the maker's clues (an entry without one has
    an empty clue); `fmt` is one of ipuz, puz, jpz, xd, pdf, json, text. The file is named
    after the title."""
    from wordgrid.app.constructing import crossword_solution

    fmt = export_format(fmt)
    draft = asked.draft()
    title = draft.meta.title or "Crossword"

    def write(_budget: Budget) -> bytes:
        return export_bytes(title, crossword_solution(draft), fmt, crossword=True)

    return download(await server.engine.run(write), fmt, title)


@router.post(
    "/grid-fill-in",
    status_code=202,
    response_model=FillInJob,
    summary="A filled grid as a fill-in with one solution (a job)",
)
async def grid_as_fill_in(asked: FillInRequest, server: Server) -> JSONResponse:
    grid = asked.checked_grid()
    return start_fill_in(server, partial(work_for.grid_fill_in, grid, seed_or_random(asked.seed)))
