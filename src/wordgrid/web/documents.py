"""The wordgrid JSON documents the API answers with, as pydantic models: a puzzle to play
(`GET /api/puzzles/{id}`) and a solved file (`POST /api/solve`).

They type what `formats.json_io` writes, for the OpenAPI document; the writer stays the one
place that builds them. Rows and columns count from 1.
"""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from wordgrid.web.models import Answer, CellPair

Kind = Literal["fill-in", "crossword", "word search"]


class PlacedWord(Answer):
    """A word and where it lies: its first cell and the way it reads."""

    word: str
    row: int
    col: int
    direction: str = Field(description="across or down; a word search's may run any way")


class ClueShape(Answer):
    """A crossword's clue: by number and direction, or by its group and cells."""

    number: int | None = None
    direction: Literal["across", "down"] | None = None
    group: str | None = Field(None, description="a heading of its own, such as Rows")
    label: str | None = Field(None, description="what the grid shows, when not the number")
    cells: list[CellPair] | None = Field(None, description="the cells it is for, in order")
    text: str


class Listing(Answer):
    """A word search's listed word as its list shows it (a clue, a written form)."""

    word: str
    answer: str
    clue: str | None = None


class Bar(Answer):
    """A bar after a cell: a word running that way stops there."""

    row: int
    col: int
    side: Literal["right", "bottom"]


class CellLook(Answer):
    row: int
    col: int
    circle: bool = False
    shade: str = Field("", description="a fill colour, #rrggbb")
    void: bool = Field(False, description="outside the grid: drawn as nothing")


class RebusAnswer(Answer):
    row: int
    col: int
    answer: str = Field(description="the several letters (or the symbol) of the square")


class CellLabel(Answer):
    row: int
    col: int
    label: str


class CellCorner(Answer):
    row: int
    col: int
    place: Literal["T", "TR", "L", "C", "R", "BL", "B", "BR"] = Field(
        description="where in the cell: TR its top right corner, B its bottom edge, ..."
    )
    text: str


class PuzzlePart(Answer):
    """A grid puzzle: its grid, its words (a fill-in's list), clues, metadata and marks."""

    grid: list[str] = Field(description="# a block, . an empty cell, else a given letter")
    words: list[str]
    min_length: int | None = Field(None, description="the shortest run of cells that is a word")
    clues: list[ClueShape] = []
    meta: dict[str, str] = {}
    bars: list[Bar] = []
    styles: list[CellLook] = []
    rebus: list[RebusAnswer] = []
    labels: list[CellLabel] = []
    corners: list[CellCorner] = Field([], description="text beside a cell's number")


class ListedWord(Answer):
    word: str
    shown: str = Field(description="what the list shows for it")


class PlayablePuzzle(PuzzlePart):
    """A puzzle of the library without its answers, and how the player shows it."""

    # Players of new kinds may add fields of their own: they pass through.
    model_config = ConfigDict(extra="allow")

    wordgrid: int = Field(description="the document format's version")
    type: Literal["puzzle", "wordsearch"]
    name: str | None = None
    kind: Kind
    title: str
    variety: Literal["diagramless", "coded", "acrostic"] | None = Field(
        None,
        description="a crossword of a kind of its own: diagramless (its grid shows no "
        "blocks: the player finds them), coded (labels: each number stands for one letter) "
        "or acrostic (a quotation whose squares its clues' cells share)",
    )
    clues: list[ClueShape | Listing] = []  # type: ignore[assignment]
    placements: list[PlacedWord] = Field([], description="a word search's: none are shown")
    seed: int | None = None
    shape: list[str] | None = Field(None, description="a shaped word search's mask")
    listed: list[ListedWord] = Field([], alias="list", description="a word search's list")
    list_order: str | None = None
    secrets: int = Field(0, description="words hidden in a word search but not listed")
    message: str = Field("", description="what a word search's leftover letters spell")


class SolveAnswer(Answer):
    """What `wordgrid solve FILE --json [--count]` prints."""

    wordgrid: int = Field(description="the document format's version")
    type: Literal["solution", "puzzle"] = Field(description="puzzle when there is no solution")
    name: str | None = None
    puzzle: PuzzlePart
    status: Literal["solved", "unsolvable", "timeout"]
    grid: list[str] | None = Field(None, description="the filled grid, when solved")
    placements: list[PlacedWord] = []
    stats: dict[str, float] = Field(description="nodes, backtracks and seconds of the search")
    solutions: int | None = Field(None, description="with count: solutions found, up to 2")
    exact: bool | None = Field(None, description="with count: the search saw every fill")
    reason: str | None = Field(None, description="why there is no solution")
