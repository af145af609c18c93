"""A made puzzle or a filled grid as a file to download, written through the output door.

The formats on offer are named in the address (`/api/make/made/{id}/pdf`); each one's media
type and extension are the format table's (formats/extensions.py), as on the command line.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING
from urllib.parse import quote

from starlette.responses import Response

from wordgrid.errors import InputError
from wordgrid.formats.extensions import formats_holding, kind_name, media_of, suffix_of
from wordgrid.model import Metadata, Solution, WordSearch
from wordgrid.web.http import HttpError

if TYPE_CHECKING:
    from wordgrid.render.page import Style

# What a made puzzle or a filled grid can be downloaded as, by the name in the address.
EXPORTS = ("ipuz", "puz", "jpz", "xd", "json", "pdf", "html", "text")


def export_bytes(
    title: str,
    answer: Solution | WordSearch,
    fmt: str,
    *,
    crossword: bool = False,
    style: Style | None = None,
) -> bytes:
    """The file for a made puzzle or a filled grid (`crossword`: ipuz of the crossword
    kind), as `convert` and `render` write it; pages in `style` (default: A4 in the
    puzzle's language), with the answer key."""
    from wordgrid.formats import dumps
    from wordgrid.render.output import Options, document_bytes

    if fmt == "text":
        if isinstance(answer, WordSearch):
            return dumps(answer, "wordsearch", key=True)
        # The plain text format has no place for a title.
        return dumps(replace(answer.puzzle, meta=Metadata()), "words-grid")
    usable = formats_holding((answer,), EXPORTS)
    if fmt not in usable:
        choose = ", ".join((*usable, "text"))
        raise InputError(f"a {kind_name(answer)} can't be downloaded as {fmt}: choose {choose}")
    if fmt == "ipuz" and crossword:
        fmt = "ipuz-crossword"
    # The answers go along (ipuz, .puz, ...), so that other apps can check a player's grid.
    return document_bytes(answer, fmt, options=Options(title=title, style=style))


def file_name(title: str) -> str:
    """A download's name from a puzzle's title: `Fill-in, 9x9` -> `fill-in-9x9`."""
    stem = re.sub(r"[^\w-]+", "-", title.strip().lower()).strip("-")
    return stem or "puzzle"


def download(data: bytes, fmt: str, title: str) -> Response:
    name = quote(file_name(title) + suffix_of(fmt))
    return Response(
        data,
        media_type=media_of(fmt),
        headers={"Content-Disposition": f"attachment; filename*=UTF-8''{name}"},
    )


def export_format(fmt: str) -> str:
    if fmt not in EXPORTS:
        raise HttpError(404, f"no such download: choose {', '.join(EXPORTS)}")
    return fmt
