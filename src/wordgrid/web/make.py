"""The /api/make routes every maker shares: what the forms offer, jobs, made puzzles' files.

Making a fill-in, autofill, a fill-in from a grid and a word search run as jobs: the
request answers at once with the job (202), and the page asks for it again until it ends.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends
from pydantic import Field
from starlette.responses import JSONResponse, Response

from wordgrid.generate.options import STYLES
from wordgrid.lang import names
from wordgrid.web.constructor import FillJob
from wordgrid.web.context import Context, context
from wordgrid.web.dictionaries import DEFAULT
from wordgrid.web.downloads import EXPORTS, download, export_bytes, export_format
from wordgrid.web.fill_in_maker import FillInJob
from wordgrid.web.http import ERRORS, NOT_FOUND, HttpError
from wordgrid.web.jobs import Job
from wordgrid.web.made_puzzles import entry_answer, made_entry
from wordgrid.web.maker_forms import themes
from wordgrid.web.models import Answer
from wordgrid.web.search_maker import WordSearchJob

router = APIRouter(prefix="/api/make", tags=["make"], responses={**ERRORS, **NOT_FOUND})
Server = Annotated[Context, Depends(context)]
# Any job, told apart by its `kind`.
AnyJob = Annotated[FillInJob | FillJob | WordSearchJob, Field(discriminator="kind")]


class DictionaryChoice(Answer):
    id: str
    name: str


class Options(Answer):
    """What the forms offer."""

    styles: list[str]
    languages: dict[str, str]
    themes: dict[str, list[str]]
    directions: list[str]
    dictionaries: list[DictionaryChoice]
    exports: list[str]


@router.get("/options", summary="The styles, languages, themes and downloads on offer")
async def options() -> Options:
    from wordgrid.wordsearch.words import LEVELS

    return Options(
        styles=list(STYLES),
        languages=names(),
        themes=themes(),
        directions=[d.name for d in LEVELS[3]],
        dictionaries=[DictionaryChoice(id=DEFAULT, name="the default list (English)")],
        exports=list(EXPORTS),
    )


def _job(server: Context, job_id: str) -> Job:
    job = server.maker.get(job_id)
    if job is None:
        raise HttpError(404, "no such job (finished jobs are kept for a while only)")
    return job


@router.get("/jobs/{job_id}", response_model=AnyJob, summary="A job's progress or result")
async def job_progress(job_id: str, server: Server) -> JSONResponse:
    return JSONResponse(_job(server, job_id).progress())


@router.delete("/jobs/{job_id}", response_model=AnyJob, summary="Stop a job")
async def job_cancel(job_id: str, server: Server) -> JSONResponse:
    job = _job(server, job_id)
    job.stop()
    return JSONResponse(job.progress())


@router.post("/jobs/{job_id}/cancel", response_model=AnyJob, summary="Stop a job")
async def job_cancel_post(job_id: str, server: Server) -> JSONResponse:
    return await job_cancel(job_id, server)


@router.get(
    "/made/{puzzle_id}/{fmt}",
    summary="A made puzzle as a file",
    response_class=Response,
    responses={200: {"content": {"application/octet-stream": {}}}},
)
async def export_made(puzzle_id: str, fmt: str, server: Server) -> Response:
    """`fmt` is ipuz, puz, jpz or xd (fill-ins), pdf (with the answer key), json or text."""
    fmt = export_format(fmt)
    entry = made_entry(server.library, puzzle_id)
    title = entry.title

    def write(_budget: Any) -> bytes:
        return export_bytes(title, entry_answer(entry), fmt)

    return download(await server.engine.run(write), fmt, title)
