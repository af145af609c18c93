"""The shapes the web API shares: its errors, cells, grids and jobs, as pydantic models.

A request is parsed once, at the boundary, into these types; a route gets plain, checked
values. They are what the OpenAPI document at `/api/openapi.json` describes. Rows and
columns count from 1 here, as everywhere users see them.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, StringConstraints

# The largest grid the constructor and the forms take: bigger than any printed crossword.
MAX_SIDE = 30
# Words in a list typed or pasted into a form.
MAX_WORDS = 200


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


# A cell as [row, column], both counted from 1.
CellPair = Annotated[tuple[StrictInt, StrictInt], Field(description="[row, column], from 1")]
# One row of a grid: `#` a block, `.` an empty cell, or a letter.
Row = Annotated[StrictStr, StringConstraints(min_length=1, max_length=MAX_SIDE)]
# A scored list of words as the forms take it: a JSON list, or text with one word a line (or
# separated by commas, semicolons or spaces).
WordList = list[StrictStr] | StrictStr
Seed = Annotated[StrictInt, Field(ge=0, le=2**31 - 1)]
Side = Annotated[StrictInt, Field(ge=2, le=MAX_SIDE)]

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
