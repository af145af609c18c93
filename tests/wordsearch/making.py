"""One word search from words and request options, for tests that look only at the puzzle."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from wordgrid.model import WordSearch
from wordgrid.wordsearch import Request, generate


def made(
    words: Iterable[str],
    seed: int | None = None,
    *,
    secrets: Iterable[str] = (),
    clues: Mapping[str, str] | None = None,
    **options: Any,
) -> WordSearch:
    """`generate`'s puzzle for a Request of `words` and `options` (its other fields)."""
    request = Request(
        tuple(words),
        secrets=tuple(secrets),
        clues=tuple((clues or {}).items()),
        **options,
    )
    return generate(request, seed)[0]
