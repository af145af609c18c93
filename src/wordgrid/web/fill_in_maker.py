"""The fill-in maker: a fill-in from the user's words, a theme or random words, as a job.

What `wordgrid generate` makes for the same options and seed, with its uniqueness proof and
difficulty; once made it is playable by its id and downloadable.
"""

from __future__ import annotations

from functools import partial
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends
from pydantic import Field, StrictBool, StrictInt
from starlette.responses import JSONResponse

from wordgrid.errors import InputError
from wordgrid.generate.maker import Generated, Request
from wordgrid.web import work as work_for
from wordgrid.web.context import Context, context
from wordgrid.web.http import ERRORS, wordgrid_error
from wordgrid.web.made_puzzles import remember
from wordgrid.web.maker_forms import job_started, seed_or_random, themes, word_list
from wordgrid.web.models import (
    AS_WHOLE,
    MAX_WORDS,
    Answer,
    JobBase,
    Lang,
    Seed,
    Side,
    Strict,
    WordList,
)

router = APIRouter(prefix="/api/make", tags=["make a fill-in"], responses=ERRORS)
Server = Annotated[Context, Depends(context)]
# Random words a fill-in may draw.
MAX_RANDOM = 100


class FillInForm(Strict):
    """What to make: `words`, a `theme` or a number of `random` words, and how."""

    words: WordList = Field([], description="a list, or text with one word a line")
    theme: str | None = Field(None, description="a bundled theme list (GET /api/make/options)")
    random: Annotated[StrictInt, Field(ge=2, le=MAX_RANDOM), AS_WHOLE] | None = None
    lang: Lang = Field(
        "en", description="the puzzle's language (its random words, its pages): en, pl, ..."
    )
    style: Literal["sparse", "dense"] = "sparse"
    rows: Side | None = None
    cols: Side | None = None
    seed: Seed | None = None
    givens: StrictBool = Field(True, description="may show given letters to make the fill unique")


class MadeFillIn(Answer):
    """A made fill-in: play it by `id` (GET /api/puzzles/{id}) or download it."""

    id: str
    title: str
    document: dict[str, Any] = Field(description="the puzzle as `generate --to json` writes it")
    solution: list[str]
    generated: dict[str, Any] = Field(description="its seed, rating, repairs and proof")
    rating: str = Field(description="the difficulty in words")
    words: list[str]


class FillInJob(JobBase):
    kind: Literal["fill-in"]
    result: MadeFillIn | None = None


def request_of(form: FillInForm) -> Request:
    """The generator's request for a form, checked (InputError names what is wrong)."""
    from wordgrid.generate import check_words, validate

    words = word_list(form.words)
    if len(words) > MAX_WORDS:
        raise InputError(f"words: at most {MAX_WORDS} words")
    if form.theme is not None:
        known = themes()
        if form.theme not in known:
            raise InputError(f"theme: choose one of {', '.join(known)}")
        words = known[form.theme]
    if words and form.random is not None:
        raise InputError("give words or a number of random words, not both")
    rows, cols = form.rows, form.cols
    wanted = Request(
        style=form.style,
        words=check_words(words) if words else (),
        random_count=form.random if form.random is not None else Request.random_count,
        size=None if rows is None and cols is None else (rows or cols or 0, cols or rows or 0),
        allow_givens=form.givens,
        lang=form.lang,
    )
    validate(wanted)
    return wanted


def fill_in_result(server: Context, g: Generated) -> MadeFillIn:
    """A made fill-in as the page shows it, kept to be played and downloaded."""
    import json

    from wordgrid.generate.output import meta_dict, puzzle_text

    title = f"Fill-in, {g.puzzle.grid.height}x{g.puzzle.grid.width}"
    puzzle_id = remember(server.library, "fill-in", title, g.solution, g.rating.label)
    return MadeFillIn(
        id=puzzle_id,
        title=title,
        document=json.loads(puzzle_text(g, "json")),
        solution=list(g.solution.rows),
        generated=meta_dict(g),
        rating=g.rating.describe(),
        words=list(g.puzzle.bank.listed),
    )


def start_fill_in(server: Context, work: Any) -> JSONResponse:
    """Start a job whose work makes a fill-in, shown as `fill_in_result` has it."""
    return job_started(server.maker.start("fill-in", work, partial(fill_in_result, server)))


@router.post(
    "/fill-in",
    status_code=202,
    response_model=FillInJob,
    summary="Make a fill-in with one solution (a job)",
)
async def fill_in(form: FillInForm, server: Server) -> JSONResponse:
    try:
        wanted = request_of(form)
    except InputError as e:
        raise wordgrid_error(e) from None
    return start_fill_in(server, partial(work_for.fill_in, wanted, seed_or_random(form.seed)))
