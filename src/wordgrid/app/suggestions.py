"""Clue suggestions: one call, two sources, the user's own clues first.

The command (`crossword --suggest-clues`), the make page and books all ask `suggest`: for
each answer, the clues it had in the user's clue library (`wordgrid clues add`), newest
first, then the short definitions shipped with wordgrid (`definitions.py`, English only).
No suggestion holds its answer or a form of it, whichever source it comes from.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from wordgrid.app.clues import entry_key, library_path
from wordgrid.clue_library import ClueLibrary, opened
from wordgrid.definitions import definitions, has_definitions, holds_answer

# Suggestions offered for each answer, at most: a choice, not a dictionary article.
SUGGESTIONS = 6
LIBRARY, DICTIONARY = "library", "dictionary"  # where a suggestion came from


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A clue for an answer: its text, its source (LIBRARY or DICTIONARY) and where it was
    found (the crossword a past clue came from, or the dictionary's name)."""

    text: str
    source: str
    found_in: str = ""


class ClueSource(Protocol):
    """Where suggestions come from: up to `limit` clues for an answer as written."""

    def clues(self, answer: str, limit: int) -> list[Suggestion]: ...


@dataclass
class LibraryClues:
    """The clues an answer had in the user's crosswords, newest first, each text once."""

    library: ClueLibrary

    def clues(self, answer: str, limit: int) -> list[Suggestion]:
        key = entry_key(answer)
        if not key:
            return []
        found = self.library.lookup(key, limit, distinct=True).clues
        return [Suggestion(c.clue, LIBRARY, c.source) for c in found]


@dataclass
class ShippedDefinitions:
    """Short definitions from the dictionary shipped for the language (WordNet, English)."""

    lang: str

    def clues(self, answer: str, limit: int) -> list[Suggestion]:
        return [
            Suggestion(text, DICTIONARY, "WordNet 3.1")
            for text in definitions(answer, self.lang)[:limit]
        ]


def has_dictionary(lang: str) -> bool:
    """Whether wordgrid ships definitions for `lang`."""
    return has_definitions(lang)


def no_dictionary_note(lang: str) -> str:
    """What a door says when suggestions for `lang` come from the clue library alone."""
    # Both doors say it: the web page has no `wordgrid clues add` to run.
    return (
        f"no dictionary is shipped for the language {lang!r}: suggestions come only from "
        "the clues of your own crosswords (your clue library)"
    )


def suggest(
    answers: Sequence[str],
    lang: str = "en",
    library: Path | None = None,
    limit: int = SUGGESTIONS,
) -> dict[str, list[Suggestion]]:
    """Suggestions for each answer (as written): the clue library's first, then shipped
    definitions, each text once and none holding its answer."""
    with opened(library_path(library)) as clues:
        sources: list[ClueSource] = [LibraryClues(clues)]
        if has_dictionary(lang):
            sources.append(ShippedDefinitions(lang))
        return {answer: _for(answer, sources, limit) for answer in dict.fromkeys(answers)}


def _for(answer: str, sources: Sequence[ClueSource], limit: int) -> list[Suggestion]:
    found: list[Suggestion] = []
    seen: set[str] = set()
    for source in sources:
        for s in source.clues(answer, limit):
            key = s.text.casefold()
            if key not in seen and not holds_answer(s.text, answer):
                seen.add(key)
                found.append(s)
            if len(found) == limit:
                return found
    return found
