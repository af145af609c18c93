"""A crossword from the user's own answers and clues: laid out, numbered, clued, checked.

A clued crossword is a sparse layout plus numbering plus clues: the layout comes from
`generate.crossword` (the fill-in's searching layout, valuing crossings), the numbering
and the document are the model's `Puzzle` with clues, so every writer (ipuz, .puz, jpz,
xd, JSON, PDF) takes it unchanged. Answers keep their accents (NIÑO) and are written into
the grid without their spaces, hyphens and apostrophes; a multi-word answer's clue ends
with its enumeration, (3,5) for ICE CREAM. Clues it lacks come from `suggest` when asked.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from wordgrid.app.constructing import has_enumeration
from wordgrid.app.suggestions import has_dictionary, no_dictionary_note, suggest
from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.errors import InputError
from wordgrid.formats.clue_list import ListedClue
from wordgrid.generate.crossword import crossword_layout
from wordgrid.generate.layout import Layout, Size
from wordgrid.generate.words import loners
from wordgrid.lang import language
from wordgrid.model import BLOCK, Clue, Metadata, Puzzle, Solution, WordBank, hidden_form, own_words
from wordgrid.verify import check

MIN_SIDE = 2  # a grid narrower than this crosses nothing
MOST_ANSWERS = 300  # a crossword of more is no page anyone prints


@dataclass(frozen=True)
class CrosswordRequest:
    """What to make: the answers with their clues, and how.

    `size` is the largest grid (rows, columns), None for any; `lang` is the language of the
    answers, the printed pages and the suggestions, and the crossword records it; `suggest`
    fills in missing clues from `library` (None: the user's own) and the shipped definitions.
    """

    entries: tuple[ListedClue, ...]
    size: Size | None = None
    meta: Metadata = Metadata()
    lang: str = "en"
    suggest: bool = False
    library: Path | None = None


@dataclass(frozen=True)
class CrosswordReport:
    """A made crossword (checked by the verifier), the clues it took from suggestions, and
    what the door should say besides."""

    solution: Solution
    seed: int
    suggested: dict[str, str] = field(default_factory=dict)  # answer as written -> clue
    notes: tuple[str, ...] = ()

    @property
    def letters(self) -> int:
        return sum(len(row) - row.count(BLOCK) for row in self.solution.puzzle.grid.rows)

    @property
    def checked(self) -> int:
        """Letters in two answers: crossed, so a solver who has one has the other."""
        puzzle = self.solution.puzzle
        across = {c for s in puzzle.slots if s.direction.dc for c in s.cells}
        return sum(1 for s in puzzle.slots if s.direction.dr for c in s.cells if c in across)

    def summary(self) -> str:
        """`12 answers in 13x11: 20 of 96 letters checked (crossed)`."""
        grid = self.solution.puzzle.grid
        return (
            f"{len(self.solution.words)} answers in {grid.height}x{grid.width}: "
            f"{self.checked} of {self.letters} letters checked (crossed)"
        )


def enumeration(answer: str) -> str:
    """The lengths of a multi-word answer's words: `3,5` for ICE CREAM, `4-2-3-3` for
    JACK-IN-THE-BOX; "" for one word (an apostrophe splits none: O'CLOCK, nor does a hyphen
    with nothing on one side: -ING). Spaces around a hyphen belong to it: ICE - CREAM is 3-5.
    """
    joined = re.sub(r"\s*-\s*", "-", answer.replace("\u2019", "").replace("'", ""))
    groups = [[len(part) for part in word.split("-") if part] for word in joined.split()]
    groups = [lengths for lengths in groups if lengths]
    if sum(map(len, groups)) < 2:
        return ""
    return ",".join("-".join(map(str, lengths)) for lengths in groups)


def clue_with_enumeration(clue: str, answer: str) -> str:
    lengths = enumeration(answer)
    return f"{clue} ({lengths})" if lengths and not has_enumeration(clue) else clue


def make_crossword(
    request: CrosswordRequest, seed: int, budget: Budget = NO_LIMIT
) -> CrosswordReport:
    """The crossword `request` asks for, laid out with `seed` (the same seed gives the same
    crossword); InputError for a list that can't make one, GenerationFailed (saying what
    would work) when the answers don't fit the size."""
    entries = request.entries
    # The file says its language, so that render and books print its pages in it.
    meta = replace(request.meta, lang=language(request.lang).code)
    words = _words(entries, request.size)
    clues, suggested, notes = _clues(request)
    layout = crossword_layout(words, request.size, random.Random(seed), budget)
    clue_of = {
        w: clue_with_enumeration(clues[e.answer], e.answer)
        for w, e in zip(words, entries, strict=True)
    }
    return CrosswordReport(_solution(layout, clue_of, meta), seed, suggested, notes)


def _words(entries: Sequence[ListedClue], size: Size | None) -> list[str]:
    """Each answer's grid form, checked: enough, none twice, each fits, each can cross."""
    if len(entries) < 2:
        one = f" (only {entries[0].answer})" if entries else ""
        raise InputError(f"a crossword needs at least 2 answers{one}")
    if len(entries) > MOST_ANSWERS:
        raise InputError(f"a crossword takes at most {MOST_ANSWERS} answers, not {len(entries)}")
    words = [hidden_form(e.answer) for e in entries]
    first: dict[str, ListedClue] = {}
    for word, e in zip(words, entries, strict=True):
        if word in first:
            lines = f" (lines {first[word].line} and {e.line})" if e.line else ""
            raise InputError(f"the answer {e.answer} is listed twice{lines}")
        first[word] = e
    if size is not None:
        rows, cols = size
        if min(rows, cols) < MIN_SIDE:
            raise InputError(f"size {rows}x{cols} is too small: answers can't cross in it")
        longest = max(words, key=len)
        if len(longest) > max(rows, cols):
            raise InputError(
                f"the answer {first[longest].answer} ({len(longest)} letters) is longer "
                f"than the grid, {rows}x{cols}"
            )
    lonely = loners(words)
    if lonely:
        named = ", ".join(first[w].answer for w in dict.fromkeys(lonely))
        raise InputError(
            f"{named} shares no letter with any other answer, so it can cross none: add an "
            "answer that shares one of its letters, or leave it out"
        )
    return words


def _clues(request: CrosswordRequest) -> tuple[dict[str, str], dict[str, str], tuple[str, ...]]:
    """Every answer's clue (as written -> clue), those suggested, and notes for the door."""
    clues = {e.answer: e.clue for e in request.entries}
    missing = [e for e in request.entries if not e.clue]
    if not missing:
        return clues, {}, ()
    if not request.suggest:
        raise InputError(
            _missing(missing, "has no clue"),
            cli="write one after a colon, or add --suggest-clues",
            web="write one, or ask for suggestions",
        )
    notes = () if has_dictionary(request.lang) else (no_dictionary_note(request.lang),)
    found = suggest([e.answer for e in missing], request.lang, request.library, limit=1)
    suggested = {answer: s[0].text for answer, s in found.items() if s}
    still = [e for e in missing if e.answer not in suggested]
    if still:
        raise InputError(_missing(still, "has no clue, and none was found to suggest"))
    return clues | suggested, suggested, notes


def _missing(entries: Sequence[ListedClue], what: str) -> str:
    named = entries[0].answer + (f" (line {entries[0].line})" if entries[0].line else "")
    more = f", and {len(entries) - 1} more" if len(entries) > 1 else ""
    return f"{named} {what}{more}"


def _solution(layout: Layout, clue_of: dict[str, str], meta: Metadata) -> Solution:
    """The layout as a crossword: its grid, numbering and clues, checked."""
    shape = Puzzle(layout.grid(), WordBank.from_words([]), meta=meta)
    word_at = {tuple(p.cells()): p.word for p in layout.placements}
    words = tuple(word_at[slot.cells] for slot in shape.slots)
    clues = tuple(
        Clue(shape.slot_number(slot), slot.direction, clue_of[word])
        for slot, word in zip(shape.slots, words, strict=True)
    )
    filled = own_words(Solution(shape, words))
    puzzle = Puzzle(filled.puzzle.grid, filled.puzzle.bank, meta=meta, clues=clues)
    return check(Solution(puzzle, words))
