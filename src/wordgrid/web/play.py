"""The player's API: the library, one puzzle without its answers, check, hint, reveal, print.

Rows and columns in requests and answers count from 1, as everywhere users see them.
"""

from __future__ import annotations

from typing import Annotated, Literal
from urllib.parse import quote

import anyio.to_thread
from fastapi import APIRouter, Depends, Query
from pydantic import Field, StrictStr, StringConstraints
from starlette.responses import Response

from wordgrid.budget import Budget
from wordgrid.errors import WordgridError
from wordgrid.formats._marks import answer_cell
from wordgrid.formats.json_io import placement_dict
from wordgrid.model import Cell, Puzzle, WordSearch
from wordgrid.model import Kind as PuzzleKind
from wordgrid.render.playable import player_document
from wordgrid.verify import VerificationError
from wordgrid.web.catalog import MAX_PAGE_SIZE, PAGE_SIZE, WORD_SEARCH, IndexState
from wordgrid.web.catalog import Query as CatalogQuery
from wordgrid.web.context import Context, context
from wordgrid.web.documents import Kind, PlayablePuzzle
from wordgrid.web.engine import Busy
from wordgrid.web.entries import Entry
from wordgrid.web.http import ERRORS, NOT_FOUND, HttpError, player_rows, wordgrid_error
from wordgrid.web.library import NotFound
from wordgrid.web.models import Answer, CellPair, Line, Strict

router = APIRouter(prefix="/api", tags=["play"], responses={**ERRORS, **NOT_FOUND})
MAX_REBUS = 20  # letters a rebus square takes: longer than any real one
# As catalog.KINDS, RATINGS and SORTS, spelled out for the OpenAPI document.
Rating = Literal["easy", "medium", "hard"]
Sort = Literal[
    "name",
    "title",
    "kind",
    "size",
    "difficulty",
    "-name",
    "-title",
    "-kind",
    "-size",
    "-difficulty",
]
Server = Annotated[Context, Depends(context)]


class PuzzleSummary(Answer):
    """One puzzle of the library."""

    id: str = Field(description="the file name: the id to play it by")
    title: str = Field(description="the file's own title, else its name")
    author: str
    kind: Kind
    rows: int
    cols: int
    words: int
    rating: Rating | None = Field(description="for a fill-in with one answer")


class IndexProgress(Answer):
    """How far the server has got in reading its folder."""

    state: IndexState = Field(
        description="ready: every file is read, and changes are followed as they happen"
    )
    done: int = Field(description="files read so far")
    total: int = Field(description="puzzle files in the folder")
    left_out: int = Field(description="files read that are not puzzles a player can use")
    error: str | None = Field(description="why the folder can't be read, when it can't")


class LeftOutFile(Answer):
    id: str = Field(description="the file name")
    reason: str = Field(description="why it can't be played: no answers kept, no solution, ...")


class LeftOutPage(Answer):
    """Files of the folder that are not puzzles to play, each with why, in the folder's order."""

    files: list[LeftOutFile]
    total: int = Field(description="such files in all, on all pages")


class LeftOutQuery(Strict):
    limit: int = Field(PAGE_SIZE, ge=0, le=MAX_PAGE_SIZE, description="files on the page")
    offset: int = Field(0, ge=0, description="files before the page")


class PuzzlePage(Answer):
    """A page of the library, and how many puzzles match in all."""

    puzzles: list[PuzzleSummary]
    total: int = Field(description="puzzles that match the filters, on all pages")
    offset: int
    limit: int
    index: IndexProgress


class LibraryQuery(Strict):
    """Which page of the library, in which order, of which puzzles."""

    limit: int = Field(PAGE_SIZE, ge=0, le=MAX_PAGE_SIZE, description="puzzles on the page")
    offset: int = Field(0, ge=0, description="puzzles before the page")
    sort: Sort = Field(
        "name",
        description="name: the folder's order; size: cells; difficulty: easy first, unrated "
        "last. A leading - turns the order round (-difficulty: hard first).",
    )
    kind: Kind | None = None
    rating: Rating | None = None
    q: str = Field("", max_length=200, description="words all in the title or the author")


# The player's rows: # for a block, . for an empty cell, else a letter.
PlayerRows = Annotated[
    list[StrictStr],
    Field(min_length=1, description="the player's rows: # a block, . an empty cell, else a letter"),
]


class Asked(Strict):
    """A question about one puzzle of the library, by its id."""

    id: str


class RebusEntry(Strict):
    """Several letters (or a symbol) the player put in one cell: a rebus square. The grid's
    row holds the first letter there (X when the text has none)."""

    row: Line
    col: Line
    text: Annotated[StrictStr, StringConstraints(min_length=1, max_length=MAX_REBUS)]


class CheckRequest(Asked):
    """A fill-in's or crossword's grid (`grid`), or a word search's selection (`from`, `to`)."""

    grid: PlayerRows | None = None
    entries: list[RebusEntry] = Field(default=[], description="the player's rebus squares")
    from_: CellPair | None = Field(None, alias="from")
    to: CellPair | None = None


class GridChecked(Answer):
    wrong: list[CellPair] = Field(description="filled cells that differ from the answer")
    empty: int
    solved: bool


class Found(Answer):
    word: str
    row: int
    col: int
    direction: str


class SelectionChecked(Answer):
    found: Found | None = Field(description="the hidden word between the two cells, if any")
    secret: bool = False


class HintRequest(Asked):
    grid: PlayerRows
    entries: list[RebusEntry] = Field(default=[], description="the player's rebus squares")


class HintCell(Answer):
    row: int
    col: int
    text: str = Field(description="a letter, a rebus square's answer, or # for a block")


class HintAnswer(Answer):
    """A word of the answer and where it goes; when no solution keeps the grid's letters,
    the wrong ones instead (and no word)."""

    word: str | None = None
    row: int | None = None
    col: int | None = None
    direction: str | None = None
    kept: bool = Field(description="false when no solution keeps the grid's letters")
    message: str
    letters: list[str] = Field(
        default=[], description="what each cell of the word holds: a rebus square in full"
    )
    wrong: list[CellPair] = Field(
        default=[], description="when `kept` is false: the cells whose letters are wrong"
    )
    cells: list[HintCell] = Field(
        default=[],
        description="every cell the hint fills, with what it takes: the word's (an "
        "acrostic's squares, a coded crossword's squares of one number) and a diagramless "
        "word's end blocks (#)",
    )


class RevealRequest(Asked):
    cells: Annotated[list[CellPair], Field(min_length=1)]


class Revealed(Answer):
    letters: list[str]


async def library_entry(server: Context, puzzle_id: str) -> Entry:
    """The library's puzzle `puzzle_id`, read (and solved) off the event loop; 404 if none."""
    library = server.library
    held = library.cached(puzzle_id)
    if held is not None:
        return held
    try:  # the file is read (and, if its cached answer is gone, solved) in a thread
        entry: Entry = await anyio.to_thread.run_sync(library.get, puzzle_id)
    except NotFound as e:
        raise HttpError(404, str(e)) from None
    return entry


@router.get("/puzzles", summary="A page of the library")
def list_puzzles(asked: Annotated[LibraryQuery, Query()], server: Server) -> PuzzlePage:
    """The puzzles that match `kind`, `rating` and `q`, in the `sort` order, from `offset`
    (by default the first 100), with how many match in all and how far the server has got
    in reading its folder: while it reads, the page holds the puzzles read so far."""
    descending = asked.sort.startswith("-")
    page = server.library.page(
        CatalogQuery(
            offset=asked.offset,
            limit=asked.limit,
            sort=asked.sort.removeprefix("-"),
            descending=descending,
            kind=asked.kind,
            rating=asked.rating,
            q=asked.q,
        )
    )
    return PuzzlePage.model_validate(page.summary())


@router.get("/left-out", summary="The folder's files that are not puzzles to play, and why")
def left_out(asked: Annotated[LeftOutQuery, Query()], server: Server) -> LeftOutPage:
    files = server.library.progress.left_out_page(asked.offset, asked.limit)
    return LeftOutPage.model_validate(files)


@router.get(
    "/puzzles/{puzzle_id}",
    summary="One puzzle, without its solution",
    response_model=PlayablePuzzle,
    response_model_exclude_unset=True,
)
async def get_puzzle(puzzle_id: str, server: Server) -> PlayablePuzzle:
    """The puzzle as wordgrid JSON, plus `kind` and `title`; a word search lists its words
    (`words`, and `list`: what the list shows, in order), `secrets` and `message`."""
    return player_view(await library_entry(server, puzzle_id))


def player_view(entry: Entry) -> PlayablePuzzle:
    """The puzzle as a player may see it (`GET /api/puzzles/{id}`): never its answers."""
    return PlayablePuzzle.model_validate(player_document(entry.document, entry.title))


def _grid_puzzle(entry: Entry) -> Puzzle:
    if entry.kind == WORD_SEARCH:
        raise HttpError(
            422,
            "a word search takes no grid to check, hint or reveal: send /api/check a "
            "selection, from and to",
        )
    return entry.puzzle


def _cell(pair: tuple[int, int]) -> Cell:
    return pair[0] - 1, pair[1] - 1


@router.post("/check", summary="Check a grid, or a word search's selection")
async def check(asked: CheckRequest, server: Server) -> GridChecked | SelectionChecked:
    """Never the answers: a grid gets the wrong cells; a selection the word found there."""
    from wordgrid.app.playing import check_grid, word_between

    entry = await library_entry(server, asked.id)
    if entry.kind == WORD_SEARCH and isinstance(entry.document, WordSearch):
        if asked.from_ is None or asked.to is None:
            raise HttpError(422, "from: a word search takes a selection: from and to cells")
        found = word_between(entry.document, _cell(asked.from_), _cell(asked.to))
        if found is None:
            return SelectionChecked(found=None)
        placement, secret = found
        return SelectionChecked(found=Found(**placement_dict(placement)), secret=secret)
    puzzle = _grid_puzzle(entry)
    if asked.grid is None:
        raise HttpError(422, "grid: expected the player's rows")
    rows = _player_rows(puzzle, asked.grid)
    done = check_grid(puzzle, entry.answer, rows)
    rebus = rebus_wrong(puzzle, rows, asked.entries)
    wrong = [(r + 1, c + 1) for r, c in sorted(set(done.wrong) | rebus)]
    return GridChecked(wrong=wrong, empty=done.empty, solved=done.solved and not rebus)


def _player_rows(puzzle: Puzzle, grid: list[str]) -> tuple[str, ...]:
    """The player's rows, checked against the puzzle's shape; a diagramless player's blocks
    are theirs to put anywhere."""
    finding = puzzle.kind is PuzzleKind.DIAGRAMLESS
    return player_rows(grid, puzzle.grid.rows, blocks_fixed=not finding)


def rebus_wrong(puzzle: Puzzle, rows: tuple[str, ...], entries: list[RebusEntry]) -> set[Cell]:
    """Filled cells whose text is not their whole answer (`app.playing.rebus_wrong`)."""
    from wordgrid.app.playing import rebus_wrong as wrong_texts

    typed: dict[Cell, str] = {}
    for e in entries:
        if not puzzle.grid.is_open((e.row - 1, e.col - 1)):
            raise HttpError(422, f"entries: row {e.row}, column {e.col} is not a letter cell")
        typed[e.row - 1, e.col - 1] = answer_cell(e.text)
    return wrong_texts(puzzle, rows, typed)


def hint_for(entry: Entry, rows: tuple[str, ...], budget: Budget) -> HintAnswer:
    """The hint for the player's grid, with the sentence that explains it."""
    from wordgrid.app.playing import hint

    tip = hint(entry.puzzle, entry.answer, rows, budget)
    p = tip.placement
    wrong = [(r + 1, c + 1) for r, c in tip.wrong]
    cells = [HintCell(row=r + 1, col=c + 1, text=text) for (r, c), text in tip.cells]
    if p is None:
        return HintAnswer(kept=tip.kept, message=tip.message, wrong=wrong, cells=cells)
    rebus = entry.puzzle.rebus
    return HintAnswer(
        word=p.word,
        row=p.user_row,
        col=p.user_col,
        direction=p.direction.label,
        kept=tip.kept,
        message=tip.message,
        letters=[rebus.get(cell) or ch for cell, ch in zip(p.cells(), p.word, strict=True)],
        wrong=wrong,
        cells=cells,
    )


@router.post("/hint", summary="A hint: the terminal game's h")
async def hint(asked: HintRequest, server: Server) -> HintAnswer:
    entry = await library_entry(server, asked.id)
    puzzle = _grid_puzzle(entry)
    rows = _player_rows(puzzle, asked.grid)
    try:
        return await server.engine.run(lambda budget: hint_for(entry, rows, budget))
    except (Busy, VerificationError):
        raise  # a busy server (503) or a bug (500), not the hint's answer
    except WordgridError as e:  # no solution, or none left to hint: a refusal, with why
        raise wordgrid_error(e, 422) from None


@router.post("/reveal", summary="The answer's letters in some cells")
async def reveal(asked: RevealRequest, server: Server) -> Revealed:
    entry = await library_entry(server, asked.id)
    puzzle = _grid_puzzle(entry)
    letters = []
    finding = puzzle.kind is PuzzleKind.DIAGRAMLESS  # its blocks are revealed as # too
    for k, pair in enumerate(asked.cells):
        r, c = _cell(pair)
        inside = 0 <= r < puzzle.grid.height and 0 <= c < puzzle.grid.width
        if not (puzzle.grid.is_open((r, c)) or (finding and inside)):
            raise HttpError(422, f"cells[{k}]: row {r + 1}, column {c + 1} is not a letter cell")
        letters.append(puzzle.rebus.get((r, c)) or entry.answer[r][c])
    return Revealed(letters=letters)


def pdf_of(entry: Entry) -> bytes:
    """The printed puzzle, as `wordgrid render` lays it out: in its own language, under its
    own title, else the kind of puzzle's; no key."""
    from wordgrid.render.output import Options, document_bytes

    printable = entry.document if entry.kind == WORD_SEARCH else entry.blank()
    return document_bytes(printable, "pdf", options=Options(keys=False))


@router.get(
    "/puzzles/{puzzle_id}/pdf",
    summary="The printed puzzle",
    response_class=Response,
    responses={200: {"content": {"application/pdf": {}}}},
)
async def print_puzzle(puzzle_id: str, server: Server) -> Response:
    entry = await library_entry(server, puzzle_id)
    data = await server.engine.run(lambda _budget: pdf_of(entry))
    name = quote(entry.id.rsplit(".", 1)[0] + ".pdf")
    return Response(
        data,
        media_type="application/pdf",
        headers={"Content-Disposition": f"inline; filename*=UTF-8''{name}"},
    )
