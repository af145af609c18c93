"""The make page's "Crossword from your words": a list of answers and clues laid out as a
numbered crossword, clue suggestions, and the made crossword's downloads.

What `wordgrid crossword` makes for the same list, seed and size (one app call,
`make_crossword`); a made crossword is kept in the library by its id, so it can be played,
printed and downloaded like any made puzzle. Editing a clue and laying out with the same
seed gives the same grid, so the page sends the whole list each time and the server keeps
no draft.
"""

from __future__ import annotations

from functools import partial
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Query
from pydantic import AfterValidator, Field, StrictBool, StrictStr
from starlette.responses import Response

from wordgrid.app.crossword import (
    CrosswordReport,
    CrosswordRequest,
    clue_answers,
    clued_report,
    edited_solution,
    make_crossword,
)
from wordgrid.app.suggestions import Suggestion, has_dictionary, suggest
from wordgrid.budget import Budget
from wordgrid.errors import InputError
from wordgrid.formats.clue_list import checked, parse_clue_list
from wordgrid.lang import CODES, normalise, offered
from wordgrid.model import ACROSS, Metadata, Solution, hidden_form, written_answer
from wordgrid.web.context import Context, context
from wordgrid.web.downloads import download, export_bytes, export_format
from wordgrid.web.http import ERRORS, NOT_FOUND
from wordgrid.web.made_puzzles import entry_answer, made_entry, remember
from wordgrid.web.maker_forms import seed_or_random
from wordgrid.web.models import Answer, Lang, Seed, Side, Strict

router = APIRouter(
    prefix="/api/make/crossword", tags=["make a crossword"], responses={**ERRORS, **NOT_FOUND}
)
Server = Annotated[Context, Depends(context)]
MAX_LIST = 100_000  # characters of a pasted or uploaded list
MAX_ENTRIES = 200  # answers in one crossword on the page


class EntryIn(Strict):
    answer: StrictStr = Field(max_length=100, description="as written: ICE CREAM, NIÑO")
    clue: StrictStr = Field("", max_length=1000)


class CrosswordForm(Strict):
    """The answers and clues (`text`: a list in any form `wordgrid crossword` reads, or
    `entries`), and how to lay them out."""

    text: StrictStr | None = Field(None, max_length=MAX_LIST)
    entries: Annotated[list[EntryIn], Field(max_length=MAX_ENTRIES)] | None = None
    title: StrictStr = Field("", max_length=200)
    author: StrictStr = Field("", max_length=200)
    rows: Side | None = None
    cols: Side | None = None
    seed: Seed | None = None
    lang: Lang = Field("en", description="the page's language, and the suggestions'")
    suggest: StrictBool = Field(False, description="give answers without a clue one")


class SuggestionOut(Answer):
    text: str
    source: str = Field(description="library (your past clues) or dictionary (WordNet)")
    found_in: str


class ClueOut(Answer):
    number: int
    direction: str = Field(description="across or down")
    answer: str = Field(description="as written: ICE CREAM")
    clue: str
    suggested: bool
    row: int = Field(description="where the answer starts, from 1")
    col: int
    suggestions: list[SuggestionOut] = Field(
        description="clues to pick from: your library's, then definitions"
    )


class MadeCrossword(Answer):
    """A made crossword: play it by `id` (GET /api/puzzles/{id}) or download it."""

    id: str
    title: str
    seed: int
    grid: list[str] = Field(description="the answer grid, # where there is no cell")
    clues: list[ClueOut]
    summary: str
    notes: list[str]
    warnings: list[str] = Field(
        description="answers left without a clue, and clues that give an answer away"
    )


class SuggestForm(Strict):
    answers: Annotated[
        list[Annotated[StrictStr, Field(max_length=100)]], Field(max_length=MAX_ENTRIES)
    ]
    lang: Lang = "en"


class Suggestions(Answer):
    dictionary: bool = Field(description="whether a dictionary is shipped for the language")
    suggestions: dict[str, list[SuggestionOut]]


def request_of(form: CrosswordForm, server: Context) -> CrosswordRequest:
    """The app's request for a form; InputError names what is wrong."""
    if not offered(form.lang):
        raise InputError(f"lang: choose one of {', '.join(CODES)}")
    if (form.text is None) == (form.entries is None):
        raise InputError("send the answers as text or as entries, one of the two")
    if form.text is not None:
        entries = parse_clue_list(form.text.encode("utf-8"), "list")
    else:
        entries = [checked(e.answer, e.clue, k) for k, e in enumerate(form.entries or [], 1)]
    rows, cols = form.rows, form.cols
    return CrosswordRequest(
        tuple(entries),
        size=None if rows is None and cols is None else (rows or cols or 0, cols or rows or 0),
        meta=Metadata(title=form.title, author=form.author),
        lang=form.lang,
        suggest=form.suggest,
        library=server.clue_library,
    )


def _made(
    request: CrosswordRequest, seed: int, budget: Budget
) -> tuple[CrosswordReport, dict[str, list[Suggestion]]]:
    """The crossword and every answer's suggestions (work for an engine worker)."""
    report = make_crossword(request, seed, budget)
    answers = [e.answer for e in request.entries]
    return report, suggest(answers, request.lang, request.library)


def _suggestions(found: dict[str, list[Suggestion]]) -> dict[str, list[SuggestionOut]]:
    return {
        answer: [SuggestionOut(text=s.text, source=s.source, found_in=s.found_in) for s in found]
        for answer, found in found.items()
    }


def made_crossword(
    server: Context, report: CrosswordReport, found: dict[str, list[Suggestion]]
) -> MadeCrossword:
    """A made crossword as the page shows it, kept to be played and downloaded."""
    solution = report.solution
    puzzle = solution.puzzle
    title = puzzle.meta.title or "Crossword"
    puzzle_id = remember(server.library, "crossword", title, solution)
    suggested = {hidden_form(a) for a in report.suggested}
    picks = _suggestions({hidden_form(a): s for a, s in found.items()})
    clues = []
    for clue in puzzle.clues:
        cells = puzzle.clue_cells(clue)
        word = puzzle.answer_text(solution.rows, cells)
        written = written_answer(word, clue.text)
        clues.append(
            ClueOut(
                number=clue.number,
                direction="across" if clue.direction is ACROSS else "down",
                answer=written,
                clue=clue.text,
                suggested=word in suggested,
                row=cells[0][0] + 1,
                col=cells[0][1] + 1,
                suggestions=picks.get(word, []),
            )
        )
    return MadeCrossword(
        id=puzzle_id,
        title=title,
        seed=report.seed,
        grid=list(solution.rows),
        clues=clues,
        summary=report.summary(),
        notes=list(report.notes),
        warnings=list(report.warnings),
    )


@router.post("", summary="Lay out a crossword from answers and clues")
async def make(form: CrosswordForm, server: Server) -> MadeCrossword:
    try:
        request = request_of(form, server)
    except InputError as e:  # a line of the text is named as `text:3`; bad input is 400
        raise e.at("text") if form.text is not None else e from None
    seed = seed_or_random(form.seed)
    report, found = await server.engine.run(partial(_made, request, seed))
    return made_crossword(server, report, found)


class ClueEdit(Strict):
    number: int = Field(ge=1)
    direction: Literal["across", "down"]
    clue: StrictStr = Field("", max_length=1000)


class CluesForm(Strict):
    """New clues for a made crossword (`id`), by number and direction; its grid stays as
    it is."""

    id: StrictStr = Field(max_length=100, description="the made crossword, as made gave it")
    clues: Annotated[list[ClueEdit], Field(max_length=2 * MAX_ENTRIES)]
    seed: Seed | None = Field(None, description="the seed the crossword was made with, kept")


@router.post("/clues", summary="Change a made crossword's clues, not its grid")
async def edit_clues(form: CluesForm, server: Server) -> MadeCrossword:
    """The made crossword with the clues edited, kept under a new id: the same grid the page
    shows, so printing, downloading and playing give what the preview shows."""
    entry = made_entry(server.library, form.id)
    answer = entry_answer(entry)
    if not isinstance(answer, Solution) or not answer.puzzle.clues:
        raise InputError("this made puzzle is no crossword: it has no clues to edit")
    solution = edited_solution(answer, {(e.number, e.direction): e.clue for e in form.clues})

    def look_up(_budget: Budget) -> tuple[CrosswordReport, dict[str, list[Suggestion]]]:
        report = clued_report(solution, form.seed or 0)
        answers = [written for written, _ in clue_answers(solution)]
        return report, suggest(answers, solution.puzzle.meta.lang or "en", server.clue_library)

    report, found = await server.engine.run(look_up)
    return made_crossword(server, report, found)


@router.post("/suggestions", summary="Clue suggestions for answers")
async def suggestions(form: SuggestForm, server: Server) -> Suggestions:
    def look_up(_budget: Budget) -> dict[str, list[Suggestion]]:
        return suggest(form.answers, form.lang, server.clue_library)

    found = await server.engine.run(look_up)
    return Suggestions(dictionary=has_dictionary(form.lang), suggestions=_suggestions(found))


@router.get(
    "/{puzzle_id}/{fmt}",
    summary="A made crossword as a file",
    response_class=Response,
    responses={200: {"content": {"application/octet-stream": {}}}},
)
async def export(
    puzzle_id: str,
    fmt: str,
    server: Server,
    lang: Annotated[str, Query(max_length=35), AfterValidator(normalise)] = "en",
    word_bank: Annotated[bool, Query()] = False,
) -> Response:
    """`fmt` is ipuz, puz, jpz, xd, json, or pdf: the worksheet (name and date line) and
    its numbered key, in `lang`, with the answers listed when `word_bank`."""
    fmt = export_format(fmt)
    entry = made_entry(server.library, puzzle_id)
    title = entry.title
    if not offered(lang):
        raise InputError(f"lang: choose one of {', '.join(CODES)}")

    def write(_budget: Any) -> bytes:
        from wordgrid.render.page import Style

        answer = entry_answer(entry)
        if fmt == "puz" and isinstance(answer, Solution):
            from wordgrid.formats.puz import latin1_solution

            answer = latin1_solution(answer)[0]  # curly quotes as straight ones, as Latin-1 has
        style = Style(lang=lang, worksheet=True, word_bank=word_bank)
        return export_bytes(title, answer, fmt, style=style)

    return download(await server.engine.run(write), fmt, title)
