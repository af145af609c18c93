"""Make a book from its spec: generate every section's puzzles, then lay out one PDF.

Fill-in sections go through the same batch code as `generate --count` (local processes or a
Dask cluster, seeded per puzzle, words dealt up front under a cap), so a spec makes the
same book anywhere. Word-search sections are quick and are made here, each puzzle's words
drawn with its own seed.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from pathlib import Path

from wordgrid.book.spec import BookSpec, Section
from wordgrid.errors import EXIT_UNSOLVABLE, InputError, WordgridError
from wordgrid.formats import read_word_list
from wordgrid.generate.batch import MakeMany, Result, Task, plan, run_batch, workers
from wordgrid.generate.caps import Cap, count_uses, deal_hands, spent_out
from wordgrid.generate.maker import Request, validate
from wordgrid.generate.words import check_words, random_pool
from wordgrid.model import Solution, WordSearch
from wordgrid.render.book import BookItem, BookSetup, book_pages
from wordgrid.render.page import Page
from wordgrid.render.strings import PageText, page_text
from wordgrid.wordsearch.words import search_words

Progress = Callable[[], None]
RETRIES = 3  # fresh seeds for a fill-in whose seed found no unique puzzle
# A capped word search's hand: its words and this many spares (at least), for the words left
# out because they lie inside another word or read the same backwards.
SEARCH_SPARES = 4


class BookFailed(WordgridError):
    """Some puzzle of the book could not be made; the message names it."""

    exit_code = EXIT_UNSOLVABLE


def _file_words(section: Section) -> tuple[str, ...]:
    if section.word_file is None:
        return ()
    try:
        return check_words(read_word_list(section.word_file))
    except InputError as e:
        raise e.at(section.word_file) from None


def fill_in_request(section: Section) -> Request:
    """The generator request of a fill-in or dense section, checked."""
    words = _file_words(section)
    if section.kind == "dense":
        request = Request(style="dense", words=words, size=section.size, lang=section.lang)
    else:
        assert section.words is not None
        request = Request(
            random_count=section.words, size=section.size, lang=section.lang, allowed=words
        )
    validate(request)
    return request


def _fill_ins(section: Section, cap: Cap, make: MakeMany, tick: Progress) -> list[Result]:
    """The section's puzzles in order. A book can't have a hole, so a puzzle whose seed
    finds no unique puzzle is made again with the seed `count` further on (its words stay
    its own, and keep to the cap), up to RETRIES times: still the same book on every run."""
    request = fill_in_request(section)
    tasks = plan(request, section.seed, section.count, cap)  # refuses a cap it can't keep
    done: dict[int, Result] = {}
    results: Iterable[Result] = run_batch(request, section.seed, section.count, cap, make)
    for attempt in range(RETRIES + 1):
        failed: list[Result] = []
        for result in results:
            if result.puzzle is None:
                failed.append(result)
                continue
            done[result.index] = result
            tick()
        if not failed:
            return [done[k] for k in range(section.count)]
        first = min(failed, key=lambda r: r.index)
        if attempt == RETRIES or first.exit_code != EXIT_UNSOLVABLE:
            raise BookFailed(f"{section.name}: puzzle {first.index + 1}: {first.error}")
        again = {r.index for r in failed}
        spent = (
            spent_out(count_uses(r.puzzle.solution.words for r in done.values() if r.puzzle), cap)
            if cap
            else frozenset()
        )
        tasks = [
            replace(
                t,
                seed=t.seed + section.count * (attempt + 1),
                request=replace(t.request, banned=t.request.banned | spent),
            )
            for t in tasks
            if t.index in again
        ]
        results = make(tasks)
    raise AssertionError("unreachable: the last attempt returns or raises")


def _again(
    tasks: list[Task], failed: set[int], count: int, done: dict[int, Result], cap: Cap
) -> list[Task]:
    """The failed tasks with seeds `count` further on; a dense puzzle under a cap also avoids
    the words the section's other puzzles used up."""
    spent: frozenset[str] = frozenset()
    if cap and any(t.request.style == "dense" for t in tasks):
        spent = spent_out(
            count_uses(r.puzzle.solution.words for r in done.values() if r.puzzle), cap
        )
    return [
        replace(t, seed=t.seed + count, request=replace(t.request, banned=t.request.banned | spent))
        for t in tasks
        if t.index in failed
    ]


def _word_searches(section: Section, cap: Cap, tick: Progress) -> list[WordSearch]:
    """The section's word searches; under a cap each draws from its own dealt hand."""
    from wordgrid.app.making import make_word_search
    from wordgrid.wordsearch.request import Request as WordSearchRequest

    pool = _file_words(section) or random_pool(section.lang)
    assert section.words is not None
    hands: list[Sequence[str]] = [pool] * section.count
    if cap:
        each = section.words + max(SEARCH_SPARES, section.words // 2)
        what = f"word searches of {section.words} words"
        hands = list(
            deal_hands(
                pool, cap, section.count, each, section.words, section.seed, what, section.words
            )
        )
    rows, cols = section.size or (None, None)
    out = []
    for k, hand in enumerate(hands):
        seed = section.seed + k
        words = search_words(hand, section.words, random.Random(seed))
        # Its language: its pages print in it, and its filler spells none of its rude words.
        request = WordSearchRequest(tuple(words), rows=rows, cols=cols, lang=section.lang)
        out.append(make_word_search(request, seed).puzzle)
        tick()
    return out


def _crosswords(section: Section, tick: Progress) -> list[Solution]:
    """The section's crosswords: all the file's answers in one, or `words` of them drawn
    for each (a draw that can't be laid out is drawn again, up to RETRIES times)."""
    from wordgrid.app.crossword import CrosswordRequest, make_crossword
    from wordgrid.formats import read_clue_list
    from wordgrid.generate.maker import GenerationFailed

    assert section.word_file is not None
    entries = read_clue_list(section.word_file)
    if section.words is not None and section.words > len(entries):
        raise InputError(
            f"words = {section.words}, but the file lists {len(entries)} answers",
            path=section.word_file,
        )
    out = []
    for k in range(section.count):
        for attempt in range(RETRIES + 1):
            seed = section.seed + k + attempt * section.count
            drawn = entries
            if section.words is not None:
                drawn = random.Random(seed).sample(entries, section.words)
            request = CrosswordRequest(
                tuple(drawn), section.size, lang=section.lang, suggest=section.suggest_clues
            )
            try:
                out.append(make_crossword(request, seed).solution)
                break
            except (InputError, GenerationFailed) as e:
                if section.words is None or attempt == RETRIES:
                    raise e if isinstance(e, InputError) else BookFailed(str(e)) from None
        tick()
    return out


def section_items(
    spec: BookSpec, jobs: int = 1, scheduler: str | None = None, tick: Progress = lambda: None
) -> list[BookItem]:
    """Every puzzle of the book with its answer, numbered through the book."""
    items: list[BookItem] = []
    text = page_text(spec.lang)
    used: Counter[str] = Counter()  # how many puzzles so far use each word, for the book's cap
    with workers(jobs, scheduler) as make:
        for number, section in enumerate(spec.sections, start=1):
            cap = Cap(section.max_word_uses, spec.max_word_uses, dict(used))
            try:
                made = _section_items(section, len(items) + 1, cap, make, tick, text)
            except InputError as e:  # say where in the spec: its file, the section
                named = section.name if section.name != f"Section {number}" else ""
                where = f"section {number}" + (f" ({named})" if named else "")
                raise InputError(f"{where}: {e.message}", path=e.path or spec.path) from None
            used.update(count_uses(_words(item) for item in made))
            items += made
    return items


def _words(item: BookItem) -> tuple[str, ...]:
    if isinstance(item.answer, WordSearch):
        return tuple(p.word for p in item.answer.placements)
    return item.answer.words


def _section_items(
    section: Section, first: int, cap: Cap, make: MakeMany, tick: Progress, text: PageText
) -> list[BookItem]:
    """A section's puzzles, titled by their number in the book from `first`, in the book's
    language (`text`)."""
    if section.kind == "crossword":
        made = _crosswords(section, tick)
        # The filled grid is the puzzle too: a word bank writes ICE CREAM, not ICECREAM.
        return [
            BookItem(text.numbered(first + n), s, s, section.name, section.word_bank)
            for n, s in enumerate(made)
        ]
    if section.kind == "word-search":
        searches = _word_searches(section, cap, tick)
        return [
            BookItem(text.numbered(first + n), ws, ws, section.name)
            for n, ws in enumerate(searches)
        ]
    items: list[BookItem] = []
    for n, result in enumerate(_fill_ins(section, cap, make, tick)):
        assert result.puzzle is not None
        g = result.puzzle
        items.append(BookItem(text.numbered(first + n), g.puzzle, g.solution, section.name))
    return items


def book_of(spec: BookSpec, items: Sequence[BookItem]) -> list[Page]:
    setup = BookSetup(
        spec.title, spec.trim, spec.subtitle, spec.author, spec.large_print, spec.grid, spec.lang
    )
    return book_pages(setup, items)


def make_book(
    spec: BookSpec,
    out: Path,
    jobs: int = 1,
    scheduler: str | None = None,
    tick: Progress = lambda: None,
) -> int:
    """Generate the puzzles, lay the book out and write it to `out`; returns its page count."""
    from wordgrid.render.output import write_pages

    items = section_items(spec, jobs, scheduler, tick)  # one pool or cluster for every section
    pages = book_of(spec, items)
    write_pages(pages, out, "pdf", spec.title)
    return len(pages)
