"""Word search generation: a `Request` and a seed in, a checked `WordSearch` out.

One run: check the words (each must be able to read exactly once), pick the grids to try
(`frame`), place every word (`placement`), then fill the free cells with the message or
filler letters (`message`). After every letter written, placed or filler, `copies.Lexicon`
checks that no line through that cell spells a listed word a second time, so the finished
grid holds each word exactly once; the independent finder checks it again before it is
returned.

Every step looks at the `Budget` first, so a deadline or a cancel stops a run within one
step, with a `TimedOut` that says how far it got.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from wordgrid.blocklist import unspeakable
from wordgrid.budget import NO_LIMIT, Budget
from wordgrid.errors import InputError
from wordgrid.lang import normalise, offered
from wordgrid.model import (
    Direction,
    Listing,
    WordSearch,
    grid_letters,
    hidden_form,
    list_order_problem,
    listing,
)
from wordgrid.wordsearch.board import Board
from wordgrid.wordsearch.copies import Lexicon
from wordgrid.wordsearch.find import check_word_search
from wordgrid.wordsearch.frame import check_fits, check_size, frames_for
from wordgrid.wordsearch.geometry import Geometry
from wordgrid.wordsearch.message import MessageError, fill, hide, message_error
from wordgrid.wordsearch.placement import PlacementError, Placer
from wordgrid.wordsearch.request import Clues, Request, Statistics
from wordgrid.wordsearch.words import alphabet_of, parse_alphabet, prepare_words

# Full restarts when the filler letters can't avoid spelling a word (tiny alphabets only).
FILL_ATTEMPTS = 4
# Random seeds are drawn below this, short enough to read out and type back.
SEED_LIMIT = 10**9


@dataclass(frozen=True)
class _Words:
    """A request's words as the search takes them: folded, checked, listed ones first."""

    listed: tuple[str, ...]
    hidden: tuple[str, ...]  # the listed words, then the secrets
    message: str  # the message's letters alone
    directions: tuple[Direction, ...]  # in compass order
    filler: str
    lang: str | None  # whose rude words no line may spell; None: every language's

    @classmethod
    def of(cls, request: Request) -> _Words:
        """Raises InputError for words that can't each read once, or a request that can't
        be met whatever the grid (no directions, no message letters, an unknown order)."""
        listed = prepare_words(request.words)
        secrets = tuple(dict.fromkeys(hidden_form(w) for w in request.secrets))
        both = [w for w in secrets if w in listed]
        if both:
            raise InputError(f"{both[0]} is both a listed word and a secret word")
        hidden = prepare_words([*listed, *secrets])
        problem = list_order_problem(request.order)
        if problem is not None:
            raise InputError(problem)
        message = grid_letters(request.message)
        if request.message and not message:
            raise InputError("the message has no letters to hide")
        chosen = set(request.directions)
        directions = tuple(d for d in Direction if d in chosen)
        if not directions:
            raise InputError("no directions to place words in")
        alphabet = request.alphabet
        filler = alphabet_of(hidden) if alphabet is None else parse_alphabet(alphabet)
        lang = normalise(request.lang)
        return cls(listed, hidden, message, directions, filler, lang if offered(lang) else None)


def generate(
    request: Request, seed: int | None = None, budget: Budget = NO_LIMIT
) -> tuple[WordSearch, Statistics]:
    """A word search holding each word exactly once, and what the search did.

    The same request and seed give the same puzzle; None draws a seed (it is in the result).

    Raises:
        InputError: bad words or size, or a word that can't be unique.
        PlacementError: an InputError naming the words that did not fit within the effort.
        MessageError: an InputError saying why no arrangement leaves the message's cells.
        TimedOut: the budget ran out or was cancelled first; the message says how far it got.
    """
    started = time.perf_counter()
    words = _Words.of(request)
    if seed is None:
        seed = random.SystemRandom().randrange(SEED_LIMIT)
    frames = frames_for(request.rows, request.cols, request.shape, words.hidden, len(words.message))
    rng = random.Random(seed)
    stats = Statistics()
    failed: MessageError | None = None  # why the first grid failed a message, if all do
    for attempt, frame in enumerate(frames):
        check_size(frame.rows, frame.cols)
        geometry = frame.geometry(words.directions)
        check_fits(words.hidden, geometry, frame, words.message)
        stats.least_free = stats.most_free = None
        try:
            board = _generate(words, geometry, request.effort, rng, stats, budget)
        except (PlacementError, MessageError) as e:
            if words.message and failed is None:
                failed = message_error(frame, words.hidden, len(words.message), stats)
            if attempt < len(frames) - 1:
                continue
            # A grid picked for the message that is too tight for the words is still the
            # message's fault; a grid the user gave is the words'.
            if failed is not None and (isinstance(e, MessageError) or len(frames) > 1):
                raise failed from None
            raise
        puzzle = _finish(board, request, seed, len(words.listed))
        stats.seconds = time.perf_counter() - started
        return puzzle, stats
    raise AssertionError("unreachable: the last size either returns or raises")


def _generate(
    words: _Words,
    geometry: Geometry,
    effort: int,
    rng: random.Random,
    stats: Statistics,
    budget: Budget,
) -> Board:
    """A board with every word placed and every free cell filled (with the message, if any)."""
    hidden, message = words.hidden, words.message
    if message and geometry.inside - sum(map(len, hidden)) > len(message):
        raise MessageError("even with no letter shared, the words leave too many cells free")
    # Random filler letters must spell no rude word; a message's letters are the user's own.
    lexicon = Lexicon(hidden, geometry, () if message else unspeakable(words.lang))
    steps = effort * len(hidden)
    stuck = 0
    for _ in range(FILL_ATTEMPTS):
        board = Board(geometry, hidden, lexicon)
        placer = Placer(board, rng, stats, budget)
        unplaced = placer.place_all(steps)
        if unplaced:
            raise PlacementError([hidden[w] for w in unplaced], len(hidden))
        if message:
            if hide(placer, message, steps):
                return board
        else:
            where = fill(board, words.filler, rng, budget, stats)
            if where is None:
                return board
            stuck = where
        stats.restarts += 1  # another start shares letters differently
    if message:
        raise MessageError("no arrangement left exactly the message's cells free")
    r, c = geometry.cell(stuck)
    raise InputError(
        f"the filler letters {words.filler} can't fill the grid: every one of them at row "
        f"{r + 1}, column {c + 1} spells a word a second time",
        cli="give more letters with --alphabet",
    )


def _listings(raw: Sequence[str], clues: Clues) -> tuple[Listing, ...]:
    """How each word is listed when not as itself: its clue, or its spaces and hyphens."""
    by_word = {hidden_form(answer): text for answer, text in clues}
    found: dict[str, Listing] = {}
    for answer in raw:
        word = hidden_form(answer)
        if word not in found and (listed := listing(answer, by_word.get(word, ""))):
            found[word] = listed
    return tuple(found.values())


def _finish(board: Board, request: Request, seed: int, listed: int) -> WordSearch:
    """The board as the requested word search; the first `listed` words are the list, the
    rest the secrets. Checked by the independent finder before it is returned."""
    placements = tuple(board.placement(w) for w in range(len(board.words)))
    puzzle = WordSearch(
        board.rows(),
        placements[:listed],
        seed,
        message=request.message,
        secrets=placements[listed:],
        listings=_listings(request.words, request.clues),
        order=request.order,
    )
    problems = check_word_search(puzzle)
    if problems:  # a bug, not bad input: the checker is independent of the search
        raise AssertionError("generated word search failed its check: " + "; ".join(problems))
    return puzzle
