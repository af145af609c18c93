"""Clue suggestions: one call, two sources, the user's own clues first.

The command (`crossword --suggest-clues`), the make page and books all ask `suggest`: for
each answer, the clues it had in the user's clue library (`wordgrid clues add`), newest
first, then the short definitions shipped with wordgrid (`definitions.py`, English only),
in the sense the puzzle's other answers point to (`senses.py`). No suggestion holds its
answer, another answer of the puzzle, or a form of either, whichever source it comes from.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from wordgrid.app.clues import entry_key, library_path
from wordgrid.clue_choice import options
from wordgrid.clue_library import ClueLibrary, opened
from wordgrid.definitions import PLAIN_QUALITY, Giveaways, has_definitions

# Suggestions offered for each answer, at most: a choice, not a dictionary article.
SUGGESTIONS = 6
LIBRARY, DICTIONARY = "library", "dictionary"  # where a suggestion came from


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A clue for an answer: its text, its source (LIBRARY or DICTIONARY) and where it was
    found (the crossword a past clue came from, or the dictionary's name). `fits`: it is
    in the sense the puzzle points to (a library clue always is: the user wrote it), so a
    crossword may take it without asking."""

    text: str
    source: str
    found_in: str = ""
    fits: bool = True


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
    """Clues from the dictionary shipped for the language (WordNet, English, and the
    hand-written plain clues), in the sense the puzzle's answers point to and as plain as
    there are (`clue_choice.options`): each answer's first none other's, and none holding
    any answer of the puzzle."""

    lang: str
    answers: Sequence[str]

    def __post_init__(self) -> None:
        self._options = options(self.answers, self.lang)

    def clues(self, answer: str, limit: int) -> list[Suggestion]:
        found: list[Suggestion] = []
        for k, option in enumerate(self._options.get(answer, ())):
            # The first is offered as the puzzle's: the best there is, in its sense if any.
            where = PLAIN if option.clue.quality >= PLAIN_QUALITY else SHIPPED
            found.append(Suggestion(option.text, DICTIONARY, where, fits=k == 0 or option.fits))
            if len(found) == limit:
                break
        return found


# Where a shipped clue is said to come from: WordNet, or wordgrid's own plain clues.
SHIPPED, PLAIN = "WordNet 3.1", "wordgrid's plain clues"


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
    """Suggestions for each answer (as written), the answers being one puzzle's: the clue
    library's first, then shipped definitions in the sense the puzzle points to, each text
    once and none holding any answer of the puzzle or a form of one."""
    puzzle = list(dict.fromkeys(answers))
    with opened(library_path(library)) as clues:
        sources: list[ClueSource] = [LibraryClues(clues)]
        if has_dictionary(lang):
            sources.append(ShippedDefinitions(lang, puzzle))
        guard = Giveaways(puzzle, lang)
        return {answer: _for(answer, guard, sources, limit) for answer in puzzle}


def _for(
    answer: str, guard: Giveaways, sources: Sequence[ClueSource], limit: int
) -> list[Suggestion]:
    found: list[Suggestion] = []
    seen: set[str] = set()
    for source in sources:
        for s in source.clues(answer, limit):
            key = s.text.casefold()
            if key not in seen and not guard.given_away(s.text, answer):
                seen.add(key)
                found.append(s)
            if len(found) == limit:
                return found
    return found


def gives_away(clue: str, answers: Sequence[str], lang: str = "en", own: str = "") -> list[str]:
    """The answers (as written) that `clue` holds, or a form or relative of (ANGER of
    ANGRY): its own (`own`, whose compound's words count too), or another of its
    puzzle's."""
    held = Giveaways(answers, lang).given_away(clue, own)
    return [a for a in answers if a in held]
