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
from wordgrid.app.suggestions import (
    Suggestion,
    gives_away,
    has_dictionary,
    no_dictionary_note,
    suggest,
)
from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.errors import InputError
from wordgrid.formats.clue_list import ListedClue
from wordgrid.generate.crossword import crossword_layout
from wordgrid.generate.layout import Layout, Size
from wordgrid.generate.words import loners
from wordgrid.lang import language
from wordgrid.model import (
    ACROSS,
    BLOCK,
    Clue,
    Metadata,
    Puzzle,
    Solution,
    WordBank,
    hidden_form,
    own_words,
    written_answer,
)
from wordgrid.verify import check

MIN_SIDE = 2  # a grid narrower than this crosses nothing
MOST_ANSWERS = 300  # a crossword of more is no page anyone prints


@dataclass(frozen=True)
class CrosswordRequest:
    """What to make: the answers with their clues, and how.

    `size` is the largest grid (rows, columns), None for any; `lang` is the language of the
    answers, the printed pages and the suggestions, and the crossword records it; `suggest`
    fills in missing clues from `library` (None: the user's own) and the shipped definitions.
    An answer still without a clue is left one to write (a warning names it), unless
    `strict`, which refuses the list instead.
    """

    entries: tuple[ListedClue, ...]
    size: Size | None = None
    meta: Metadata = Metadata()
    lang: str = "en"
    suggest: bool = False
    library: Path | None = None
    strict: bool = False


@dataclass(frozen=True)
class CrosswordReport:
    """A made crossword (checked by the verifier), the clues it took from suggestions, and
    what the door should say besides."""

    solution: Solution
    seed: int
    suggested: dict[str, str] = field(default_factory=dict)  # answer as written -> clue
    notes: tuple[str, ...] = ()
    # Answers left without a clue, clues that give an answer away: the crossword is made
    # all the same, and the door says so.
    warnings: tuple[str, ...] = ()

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
    if not clue:  # left for the user to write
        return ""
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
    clues, suggested, warnings = _clues(request)
    layout = crossword_layout(words, request.size, random.Random(seed), budget)
    clue_of = {
        w: clue_with_enumeration(clues[e.answer], e.answer)
        for w, e in zip(words, entries, strict=True)
    }
    solution = _solution(layout, clue_of, meta)
    return CrosswordReport(solution, seed, suggested, notes_before(request), warnings)


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
    """Every answer's clue (as written -> clue, "" for none), those suggested, and warnings
    for the door: the answers left without a clue, and the clues that give one away."""
    clues = {e.answer: e.clue for e in request.entries}
    answers = list(clues)
    missing = [e for e in request.entries if not e.clue]
    suggested: dict[str, str] = {}
    if missing and request.suggest:
        found = suggest(answers, request.lang, request.library, limit=1)
        suggested = {e.answer: found[e.answer][0].text for e in missing if _fits(found[e.answer])}
    still = [e for e in missing if e.answer not in suggested]
    if still and request.strict:
        raise InputError(
            _missing(
                still,
                "has no clue" + (", and none was found to suggest" if request.suggest else ""),
            ),
            cli="write one after a colon" + ("" if request.suggest else ", or add --suggest-clues"),
            web="write one" + ("" if request.suggest else ", or ask for suggestions"),
        )
    warnings = [_unclued(still)] if still else []
    warnings += giveaways(request.entries, request.lang)
    return clues | suggested, suggested, tuple(warnings)


def _fits(found: Sequence[Suggestion]) -> bool:
    return bool(found) and found[0].fits


def _unclued(entries: Sequence[ListedClue]) -> str:
    named = ", ".join(e.answer + (f" (line {e.line})" if e.line else "") for e in entries)
    few = "has no clue" if len(entries) == 1 else "have no clue"
    return f"{named} {few}: the crossword leaves a line to write one on"


def giveaways(entries: Sequence[ListedClue], lang: str = "en") -> list[str]:
    """A warning for each clue the user wrote that holds its own answer or another of the
    puzzle's, or a form of one: "An atom is very small" for ATOM."""
    answers = [e.answer for e in entries]
    found = []
    for e in entries:
        held = gives_away(e.clue, answers, lang, e.answer) if e.clue else []
        if held:
            what = " and ".join(
                "its own answer" if a == e.answer else f"the answer {a}" for a in held
            )
            where = f" (line {e.line})" if e.line else ""
            found.append(f"the clue of {e.answer}{where} gives away {what}: {e.clue!r}")
    return found


def notes_before(request: CrosswordRequest) -> tuple[str, ...]:
    """What a door says before any work: suggestions asked for in a language for which no
    dictionary is shipped."""
    if request.suggest and not has_dictionary(request.lang):
        return (no_dictionary_note(request.lang),)
    return ()


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


def clue_answers(solution: Solution) -> list[tuple[str, Clue]]:
    """Each clue of a made crossword with its answer as written (ICE CREAM), in clue order."""
    puzzle = solution.puzzle
    return [
        (written_answer(puzzle.answer_text(solution.rows, puzzle.clue_cells(c)), c.text), c)
        for c in puzzle.clues
    ]


def edited_solution(solution: Solution, texts: dict[tuple[int, str], str]) -> Solution:
    """A made crossword with new clue texts, by (number, "across" or "down"); its grid, and
    every other clue, as they were. InputError for a clue the crossword doesn't have."""
    puzzle = solution.puzzle
    known = {(c.number, "across" if c.direction is ACROSS else "down") for c in puzzle.clues}
    unknown = sorted(set(texts) - known)
    if unknown:
        number, way = unknown[0]
        raise InputError(f"the crossword has no clue {number} {way}")
    clues = tuple(
        replace(
            c,
            text=" ".join(
                texts.get((c.number, "across" if c.direction is ACROSS else "down"), c.text).split()
            ),
        )
        for c in puzzle.clues
    )
    return check(Solution(replace(puzzle, clues=clues), solution.words))


def clued_report(solution: Solution, seed: int) -> CrosswordReport:
    """The report of a crossword whose clues were edited: warnings for the answers left
    without a clue and for the clues that give an answer away."""
    pairs = clue_answers(solution)
    entries = [ListedClue(written, c.text) for written, c in pairs]
    warnings = (
        [_unclued([e for e in entries if not e.clue])] if any(not e.clue for e in entries) else []
    )
    lang = solution.puzzle.meta.lang or "en"
    return CrosswordReport(solution, seed, warnings=tuple(warnings + giveaways(entries, lang)))
