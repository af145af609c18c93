"""The word search maker: a word search from the user's words, as a job.

What `wordgrid wordsearch` makes for the same words and options, with the finder's proof
that every word reads exactly once (what `wordgrid findwords --json` prints for it).
"""

from __future__ import annotations

from functools import partial
from typing import Annotated, Literal

from fastapi import APIRouter, Depends
from pydantic import Field
from starlette.responses import JSONResponse

from wordgrid.app.making import MadeWordSearch as Made
from wordgrid.errors import InputError
from wordgrid.lang import CODES, offered
from wordgrid.model import Direction
from wordgrid.web import work as work_for
from wordgrid.web.context import Context, context
from wordgrid.web.http import ERRORS, wordgrid_error
from wordgrid.web.made_puzzles import remember
from wordgrid.web.maker_forms import job_started, seed_or_random, word_list
from wordgrid.web.models import (
    MAX_WORDS,
    Answer,
    JobBase,
    Lang,
    Seed,
    Side,
    Strict,
    WordList,
)

router = APIRouter(prefix="/api/make", tags=["make a word search"], responses=ERRORS)
Server = Annotated[Context, Depends(context)]


class WordSearchForm(Strict):
    """The words to hide, the grid's size and the directions words may read in."""

    words: WordList = Field(description="a list, or text with one word a line")
    rows: Side | None = None
    cols: Side | None = None
    directions: list[str] | str = Field(
        "", description="compass names such as N,NE,E (default: all eight)"
    )
    lang: Lang = Field(
        "",
        description="the words' language (en, pl, ...): the filler letters spell none of its "
        "rude words, and the pages speak it; none said: no language's rude words, English pages",
    )
    seed: Seed | None = None


class WordFound(Answer):
    row: int
    col: int
    direction: str


class WordGuarantee(Answer):
    word: str
    found: list[WordFound]


class Guarantees(Answer):
    """The finder's reading of the made grid: each word's places, and `ok` when every word
    reads exactly once."""

    words: list[WordGuarantee]
    missing: list[str]
    repeated: list[str]
    ok: bool


class MadeSearch(Answer):
    """A made word search: play it by `id`, or download it."""

    id: str
    title: str
    document: dict[str, object] = Field(description="the word search as wordgrid JSON")
    guarantees: Guarantees


class WordSearchJob(JobBase):
    kind: Literal["word search"]
    result: MadeSearch | None = None


def directions_of(form: WordSearchForm) -> tuple[Direction, ...]:
    from wordgrid.wordsearch import ALL_DIRECTIONS, parse_directions

    value = form.directions
    names = ",".join(value) if isinstance(value, list) else value
    return parse_directions(names) if names else ALL_DIRECTIONS


def search_result(server: Context, made: Made) -> MadeSearch:
    """A made word search as the page shows it, kept to be played and downloaded."""
    import json

    from wordgrid.formats import dumps
    from wordgrid.render.text import result_dict

    ws = made.puzzle
    title = f"Word search, {len(ws.rows)}x{len(ws.rows[0])}"
    puzzle_id = remember(server.library, "word-search", title, ws)
    return MadeSearch(
        id=puzzle_id,
        title=title,
        document=json.loads(dumps(ws, "json")),
        guarantees=Guarantees.model_validate(result_dict(made.found)),
    )


def _size(form: WordSearchForm) -> tuple[int, int] | None:
    if form.rows is None and form.cols is None:
        return None
    return (form.rows or form.cols or 0, form.cols or form.rows or 0)


def _checked(words: list[str], size: tuple[int, int] | None, lang: str) -> None:
    """Refuse at once a language not offered and what no grid of `size` can hold; the
    rest is the job's to find."""
    from wordgrid.wordsearch import prepare_words

    if lang and not offered(lang):
        raise InputError(f"lang: choose one of {', '.join(CODES)}")
    if not words:
        raise InputError("words: give the words to hide")
    if len(words) > MAX_WORDS:
        raise InputError(f"words: at most {MAX_WORDS} words")
    prepared = prepare_words(words)
    if size is not None:
        longest = max(prepared, key=len)
        if len(longest) > max(size):
            raise InputError(
                f"words: {longest} has {len(longest)} letters, more than a "
                f"{size[0]}x{size[1]} grid can hold in any direction"
            )


@router.post(
    "/wordsearch",
    status_code=202,
    response_model=WordSearchJob,
    summary="Make a word search that holds every word once (a job)",
)
async def word_search(form: WordSearchForm, server: Server) -> JSONResponse:
    words, size = word_list(form.words), _size(form)
    try:
        _checked(words, size, form.lang)
        directions = directions_of(form)
    except InputError as e:
        raise wordgrid_error(e) from None
    seed = seed_or_random(form.seed)
    work = partial(work_for.word_search, words, size, directions, form.lang, seed)
    return job_started(server.maker.start("word search", work, partial(search_result, server)))
