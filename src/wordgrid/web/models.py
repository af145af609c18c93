"""The shapes the web API shares: its errors, cells, grids and jobs, as pydantic models.

A request is parsed once, at the boundary, into these types; a route gets plain, checked
values. They are what the OpenAPI document at `/api/openapi.json` describes. Rows and
columns count from 1 here, as everywhere users see them.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictInt,
    StrictStr,
    StringConstraints,
)

from wordgrid.lang import normalise

# The largest grid the constructor and the forms take: bigger than any printed crossword.
MAX_SIDE = 30
# Words in a list typed or pasted into a form.
MAX_WORDS = 200
# Characters in one of those words: longer than any grid's side.
MAX_WORD = 100


class Strict(BaseModel):
    """A request body. Its fields take no value of another type ("5" is not 5, 1 is not
    true): they are declared with pydantic's strict types."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True)


class Answer(BaseModel):
    """A response body."""

    model_config = ConfigDict(populate_by_name=True)


class ErrorBody(Answer):
    """Every error: one line, naming the field (as a JSON path) when one is at fault."""

    error: str


def _whole(value: object) -> object:
    """A JSON number without a fraction as an int: JSON Schema's integer takes 2.0."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


# Makes an integer one as JSON Schema has it: 2 or 2.0, never "2" or true. It goes last in
# an Annotated, after the range, or pydantic leaves the range out of the schema.
AS_WHOLE = BeforeValidator(_whole)
# A row or column counted from 1: where it lies is the puzzle's to say.
Line = Annotated[StrictInt, Field(ge=1), AS_WHOLE]
# A cell as [row, column], both counted from 1.
CellPair = Annotated[tuple[Line, Line], Field(description="[row, column], from 1")]
# A row or column of a grid the constructor makes: MAX_SIDE at most.
Place = Annotated[StrictInt, Field(ge=1, le=MAX_SIDE), AS_WHOLE]
# A cell of such a grid.
PlacePair = Annotated[tuple[Place, Place], Field(description="[row, column], from 1")]
# One row of a grid: `#` a block, `.` an empty cell, or a letter.
Row = Annotated[StrictStr, StringConstraints(min_length=1, max_length=MAX_SIDE)]
# A scored list of words as the forms take it: a JSON list, or text with one word a line (or
# separated by commas, semicolons or spaces).
Word = Annotated[StrictStr, StringConstraints(max_length=MAX_WORD)]
WordList = (
    Annotated[list[Word], Field(max_length=MAX_WORDS)]
    | Annotated[StrictStr, StringConstraints(max_length=MAX_WORDS * (MAX_WORD + 1))]
)
# A language as a form names it (`pl`, `pt-BR`), kept as its code (`pt`, see wordgrid.lang):
# whether wordgrid offers it is the request's to say, with what it needs the language for.
Lang = Annotated[StrictStr, StringConstraints(max_length=35), AfterValidator(normalise)]
Seed = Annotated[StrictInt, Field(ge=0, le=2**31 - 1), AS_WHOLE]
Side = Annotated[StrictInt, Field(ge=2, le=MAX_SIDE), AS_WHOLE]
# A grid as the constructor's forms send it.
Rows = Annotated[
    list[Row],
    Field(min_length=1, max_length=MAX_SIDE, description="rows of # (block), . (empty), letters"),
]

JobState = Literal["queued", "running", "done", "failed", "cancelled", "timeout"]


class Note(Answer):
    """What a running job is doing, and the grid it is working on."""

    message: str
    grid: list[str]


class JobBase(Answer):
    """A job: its id to ask about, its state, how long it has run, and its time limit."""

    id: str
    state: JobState
    seconds: float
    limit: float
    note: Note | None = None
    error: str | None = None
