"""The constructor's clue work: open a crossword file to edit, an entry's past clues from the
clue library, and entries by pattern for the slot being filled.

Export with clues is `POST /api/make/export/{fmt}` (constructor.py); these routes feed the
page what it edits.
"""

from __future__ import annotations

from functools import partial
from typing import Annotated, Any, Literal

import anyio.to_thread
from fastapi import APIRouter, Depends, Query, Request
from pydantic import Field, StrictBool, StrictFloat, StrictInt, StrictStr

from wordgrid.budget import Budget
from wordgrid.errors import InputError
from wordgrid.model import ACROSS, DOWN, Bar, Cell, CellStyle, Direction
from wordgrid.web.context import Context, context
from wordgrid.web.dictionaries import DEFAULT
from wordgrid.web.http import BINARY, ERRORS, HttpError, constructor_grid, wordgrid_error
from wordgrid.web.models import AS_WHOLE, MAX_SIDE, Answer, Place, Rows, Strict

OPEN_PATH = "/api/make/open"
UPLOAD_NAME = "crossword"  # how messages name an opened file without a name
MAX_CLUE = 1000  # characters in one clue
MAX_LIMIT = 500  # entries or clues in one answer

router = APIRouter(prefix="/api/make", tags=["construct a crossword"], responses=ERRORS)
Server = Annotated[Context, Depends(context)]
Way = Literal["across", "down"]
WAYS: dict[str, Direction] = {"across": ACROSS, "down": DOWN}


class EntryRef(Strict):
    """An entry by its first cell and the way it runs (counted from 1)."""

    row: Place
    col: Place
    direction: Way

    def cell(self) -> Cell:
        return self.row - 1, self.col - 1


class ClueIn(EntryRef):
    text: Annotated[StrictStr, Field(max_length=MAX_CLUE)]


class ClueOut(Answer):
    row: int
    col: int
    direction: Way
    text: str


class CellMark(Strict):
    """How a cell is marked, carried from an opened file (the constructor shows circles)."""

    row: Place
    col: Place
    circle: StrictBool = False
    shade: Annotated[StrictStr, Field(pattern=r"^(#[0-9a-fA-F]{6})?$")] = ""
    void: StrictBool = False


class BarMark(Strict):
    """A bar on a cell's right or bottom edge: an entry ends there, as at a block."""

    row: Place
    col: Place
    side: Literal["right", "bottom"]


Bars = Annotated[list[BarMark], Field(max_length=2 * MAX_SIDE * MAX_SIDE)]


def bar_places(bars: list[BarMark]) -> frozenset[Bar]:
    """The bars as the model has them: after a cell, ending its across or its down entry."""
    return frozenset(((b.row - 1, b.col - 1), ACROSS if b.side == "right" else DOWN) for b in bars)


class RebusCell(Strict):
    """A cell that holds more than one letter, carried from an opened file."""

    row: Place
    col: Place
    text: Annotated[StrictStr, Field(min_length=1, max_length=50)]


class CrosswordText(Strict):
    """What a crossword says beside its grid."""

    title: Annotated[StrictStr, Field(max_length=200)] = ""
    author: Annotated[StrictStr, Field(max_length=200)] = ""
    copyright: Annotated[StrictStr, Field(max_length=200)] = ""
    publisher: Annotated[StrictStr, Field(max_length=200)] = ""
    date: Annotated[StrictStr, Field(max_length=100)] = ""
    notes: Annotated[StrictStr, Field(max_length=5000)] = ""


class OpenedCrossword(Answer):
    """A crossword file as the constructor edits it: its grid (its answers, or only the
    letters it gives when it keeps none: `solved` says which), its clues by entry, what it
    says beside the grid, the cells' marks, and whether its clues give enumerations."""

    grid: list[str]
    solved: bool
    clues: list[ClueOut]
    title: str
    author: str
    copyright: str
    publisher: str
    date: str
    notes: str
    styles: list[dict[str, Any]]
    rebus: list[dict[str, Any]]
    bars: list[dict[str, Any]] = Field([], description="a barred grid's bars: row, col, side")
    enumerations: bool


class PastClue(Answer):
    clue: str
    date: str = Field(description="the latest crossword's date, yyyy-mm-dd (else its file's)")
    source: str = Field(description="the latest crossword's title, author and file name")
    uses: int = Field(description="how many times the clue was given this answer")


class PastClues(Answer):
    """The clues an entry had in the maker's crosswords, each text once, most recent first."""

    answer: str
    total: int = Field(description="how many different clues it had")
    clues: list[PastClue]
    crosswords: int = Field(description="crosswords in the clue library (0: none added yet)")


class WordsRequest(Strict):
    pattern: Annotated[StrictStr, Field(min_length=1, max_length=100)] = Field(
        description="? one letter, * any run of letters, [AEIOU] one of a set, [^AEIOU] "
        "one outside it"
    )
    dictionary: StrictStr = Field(DEFAULT, description="default, or the id of an upload")
    min_score: StrictFloat | None = Field(None, description="leave out entries scored lower")
    limit: Annotated[StrictInt, Field(ge=1, le=MAX_LIMIT), AS_WHOLE] = 50
    grid: Rows | None = Field(None, description="the grid, to rate entries for `slot`")
    bars: Bars = Field([], description="the grid's bars, where entries end as at blocks")
    slot: EntryRef | None = Field(None, description="the slot the entries are for")


class WordFound(Answer):
    word: str
    score: float
    fits: bool | None = Field(default=None, description="whether it can go in `slot`")
    crossings: int | None = Field(
        default=None, description="with it in `slot`, the fewest entries left for a crossing slot"
    )


class WordsFound(Answer):
    pattern: str
    total: int = Field(description="how many entries match; the best `limit` are listed")
    viable: int | None = Field(
        default=None,
        description="with `slot`: how many fit it and leave every crossing an entry (they "
        "come first); none when too many matched to rate them all",
    )
    entries: list[WordFound]


FILE_BODY: dict[str, Any] = {
    "requestBody": {
        "required": True,
        "description": "a crossword file in any format wordgrid reads",
        "content": {"application/octet-stream": {"schema": BINARY}},
    }
}


def opened(data: bytes, name: str, _budget: Budget) -> dict[str, Any]:
    """A crossword file's bytes as the constructor edits them (run in an upload worker)."""
    from wordgrid.app.constructing import draft_of
    from wordgrid.formats import parse

    try:
        draft = draft_of(parse(data, name), name)
    except InputError as e:
        raise wordgrid_error(e) from None
    meta = draft.meta
    return {
        "grid": list(draft.rows),
        "solved": "." not in "".join(draft.rows),
        "clues": [
            {"row": c.cell[0] + 1, "col": c.cell[1] + 1, "direction": c.direction.label}
            | {"text": c.text}
            for c in draft.clues
        ],
        "title": meta.title,
        "author": meta.author,
        "copyright": meta.copyright,
        "publisher": meta.publisher,
        "date": meta.date,
        "notes": meta.notes,
        "styles": [_mark(cell, look) for cell, look in sorted(draft.styles.items())],
        "rebus": [
            {"row": r + 1, "col": c + 1, "text": text}
            for (r, c), text in sorted(draft.rebus.items())
        ],
        "bars": [
            {"row": r + 1, "col": c + 1, "side": "right" if way is ACROSS else "bottom"}
            for (r, c), way in sorted(draft.bars, key=lambda bar: (bar[0], bar[1].name))
        ],
        "enumerations": draft.enumerations,
    }


def _mark(cell: Cell, look: CellStyle) -> dict[str, Any]:
    return {
        "row": cell[0] + 1,
        "col": cell[1] + 1,
        "circle": look.circle,
        "shade": look.shade,
        "void": look.void,
    }


@router.post(
    "/open",
    summary="A crossword file to edit: its grid, clues and metadata",
    openapi_extra=FILE_BODY,
)
async def open_crossword(
    request: Request,
    server: Server,
    name: Annotated[str, Query(max_length=200)] = UPLOAD_NAME,
) -> OpenedCrossword:
    data = await request.body()
    if not data:
        raise HttpError(400, "the request body is empty: send the crossword file's bytes")
    found = await server.uploads.run(partial(opened, data, name or UPLOAD_NAME))
    return OpenedCrossword.model_validate(found)


@router.get("/clues", summary="An entry's past clues, from the clue library")
async def past_clues(
    server: Server,
    answer: Annotated[str, Query(min_length=1, max_length=MAX_SIDE * 4)],
    limit: Annotated[int, Query(ge=1, le=MAX_LIMIT)] = 20,
) -> PastClues:
    from wordgrid.app.clues import library_size
    from wordgrid.app.clues import past_clues as look_up

    library = server.clue_library

    def find(_budget: Budget) -> PastClues:
        try:
            found = look_up(answer, library, limit, distinct=True)
        except InputError as e:
            raise wordgrid_error(e) from None
        clues = [
            PastClue(clue=c.clue, date=c.date, source=c.source, uses=c.uses) for c in found.clues
        ]
        crosswords = library_size(library)[0]
        return PastClues(answer=found.answer, total=found.total, clues=clues, crosswords=crosswords)

    return await server.engine.run(find)


@router.post("/words", summary="Entries by pattern, rated for the slot being filled")
async def words(asked: WordsRequest, server: Server) -> WordsFound:
    from wordgrid.app.constructing import slot_candidates
    from wordgrid.app.words import find_words
    from wordgrid.dictionary import dictionary_form
    from wordgrid.patterns import parse_pattern

    try:
        parse_pattern(asked.pattern)
    except InputError as e:
        raise wordgrid_error(e) from None
    if (asked.grid is None) != (asked.slot is None):
        raise HttpError(422, "slot: send the grid and the slot together, or neither")
    grid = None
    if asked.grid is not None:
        grid = dictionary_form(constructor_grid(asked.grid, bars=bar_places(asked.bars)))
    dictionaries = server.dictionaries
    try:
        words = await anyio.to_thread.run_sync(dictionaries.get, asked.dictionary)
    except InputError as e:
        raise wordgrid_error(e) from None

    def search(_budget: Budget) -> WordsFound:
        look = dictionaries.lookahead(asked.dictionary, asked.min_score)
        if grid is None or asked.slot is None:
            found = find_words(asked.pattern, words, index=look.index, limit=asked.limit)
            entries = [WordFound(word=m.word, score=m.score) for m in found.best]
            return WordsFound(pattern=asked.pattern, total=found.total, entries=entries)
        slot = asked.slot
        try:
            rated = slot_candidates(
                look, words, grid, slot.cell(), WAYS[slot.direction], asked.pattern, asked.limit
            )
        except InputError as e:
            raise wordgrid_error(e) from None
        entries = [
            WordFound(word=c.word, score=c.score, fits=c.fits, crossings=c.crossings)
            for c in rated.candidates
        ]
        return WordsFound(
            pattern=asked.pattern, total=rated.total, viable=rated.viable, entries=entries
        )

    return await server.engine.run(search)
