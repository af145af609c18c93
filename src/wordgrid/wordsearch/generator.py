"""Word search generation: longest words first, into spots they fit, evicting blockers when stuck.

The search in one paragraph. Words wait in a queue, longest first. Each word tries a few random
spots where it fits (the cells are empty or already hold its letters) and takes the one that
shares the most letters with words already placed; if none of the random spots fits, every spot
in the grid is scanned. A word that fits nowhere evicts the cheapest set of placed words that
block a spot (fewest letters), takes the spot, and the evicted words queue up again. All of this
runs within a step budget, so a grid that is too full ends with an error that names the words
left over, never with a word silently dropped. Then filler letters go into the empty cells.

After every letter written, placed or filler, `copies.Lexicon` checks that no line through that
cell spells a listed word a second time, so the finished grid holds each word exactly once.

Roads not taken:
- Seed 001's "5 random tries, then give up": it drops words on half-full grids.
- Restarting from scratch when a word doesn't fit: it throws away a nearly full grid to fix
  one word; eviction repairs locally and converges on grids that restarts rarely fill.
- Backtracking in placement order: the word that blocks is usually placed long before, so
  chronological backtracking undoes a lot of good work first.
- Scanning every spot for every word: on a 50x50 grid that is 20,000 spots; a few random
  probes find a fit almost always until the grid is nearly full, and the scan covers the rest.
"""

from __future__ import annotations

import heapq
import math
import random
import re
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from wordgrid.errors import InputError
from wordgrid.model import (
    LIST_ORDERS,
    OUTSIDE,
    Direction,
    Listing,
    Placement,
    WordSearch,
    hidden_form,
    letters_of,
    written_form,
)
from wordgrid.wordsearch.copies import Lexicon, Reading, WordId
from wordgrid.wordsearch.find import check_word_search
from wordgrid.wordsearch.geometry import Geometry, Index
from wordgrid.wordsearch.shapes import INSIDE, Mask, Shape
from wordgrid.wordsearch.words import ALL_DIRECTIONS, alphabet_of, parse_alphabet, prepare_words

EMPTY = "."  # a cell no word has claimed yet; never a letter, so it matches nothing
WALL = "#"  # between lines in the scan text, so no spot runs off one line into the next

# Random spots tried before scanning the whole grid: on a half-full grid most fit, so a few
# dozen find several fits at a fraction of a full scan's cost.
PROBES = 32
# Fitting spots compared per word; the one sharing most letters wins. Overlaps save cells,
# which dense grids need, and a small sample keeps the choice random enough to vary puzzles.
PLACEMENT_SAMPLE = 4
# Spots scored when a word fits nowhere: enough to find a cheap eviction, cheap to score.
EVICT_SAMPLE = 128
# Cheapest evictions tried before giving up the step: later ones cost more than a new step.
EVICT_TRIES = 8
# Steps a word placed by evicting others is protected from eviction: stops two words from
# evicting each other back and forth.
TABU_STEPS = 10
# Steps allowed per word, placements and evictions together. Easy grids need one per word;
# grids near their limit need a few; past 30 a full grid almost never comes right.
EFFORT_PER_WORD = 30
# Full restarts when the filler letters can't avoid spelling a word (tiny alphabets only).
FILL_ATTEMPTS = 4
# Backjumps allowed per filler cell: tiny alphabets need a few; more rarely helps, as a cell
# that stays stuck is usually boxed in by placed letters, which a restart changes.
FILL_JUMPS_PER_CELL = 5
# Spots tried per move while arranging a message's free cells: the closest few, since one
# that spells a copy is usually next to another that doesn't.
MOVE_TRIES = 4
# Moves allowed per placement step when arranging a message's cells: a move is cheaper than
# a placement, and a grid that needs many shared letters takes a long walk to find them.
MESSAGE_EFFORT = 4
# Words moved one at a time, before a fresh start, when the message spells a word again:
# one move changes which cells are free, and a fresh start throws the whole grid away.
MESSAGE_SHAKES = 30
# The share of the letters a message's grid expects words to share, when it picks the size:
# what the placement's preference for shared letters gives on its own, about.
EXPECTED_OVERLAP = 0.1
# At most this share of the letters may be shared for a message: past it, words pile up.
MAX_OVERLAP = 0.5
# Default grid size: words fill about half the cells, easy to place and still a puzzle.
DEFAULT_FILL = 0.5
# Smallest default grid: below 5x5 a puzzle looks like a typo.
DEFAULT_MIN_SIDE = 5
# Larger default grids tried, one row and column more each, when the default is too tight.
DEFAULT_GROWTH = 3
# Largest grid side: the scan text holds every cell 8 times; 200x200 already prints poorly.
MAX_SIDE = 200
# Random seeds are drawn below this, short enough to read out and type back.
SEED_LIMIT = 10**9


class PlacementError(InputError):
    """Some words did not fit within the effort limit; `unplaced` names them (exit code 2)."""

    def __init__(self, unplaced: Sequence[str], total: int) -> None:
        self.unplaced = tuple(unplaced)
        super().__init__(
            f"could not place {len(self.unplaced)} of {total} words within the effort limit: "
            f"{', '.join(self.unplaced)}; use a bigger grid, more directions or fewer words"
        )


@dataclass
class Statistics:
    """What one generation did; steps include re-placements after evictions."""

    steps: int = 0
    evictions: int = 0  # words taken out again to make room for another
    scans: int = 0  # full-grid scans, when random probes found no spot
    restarts: int = 0  # fresh starts because filler letters spelled a word
    moves: int = 0  # words moved to leave exactly a message's worth of cells free
    seconds: float = 0.0
    # The fewest and most cells the words left free while arranging for a message.
    least_free: int | None = None
    most_free: int | None = None

    def saw_free(self, free: int) -> None:
        self.least_free = free if self.least_free is None else min(self.least_free, free)
        self.most_free = free if self.most_free is None else max(self.most_free, free)


@dataclass(frozen=True, slots=True)
class Spot:
    """Where a word sits: its first cell, its direction, and its cells in reading order."""

    start: Index
    direction: Direction
    cells: tuple[Index, ...]


class Board:
    """The mutable search state: letters so far, which words own each cell, where each sits.

    Undo is by lifting a word off again (`lift`), as eviction needs exactly that; the owner
    lists make it exact when words share cells.
    """

    def __init__(self, geometry: Geometry, words: Sequence[str], lexicon: Lexicon) -> None:
        self.geometry = geometry
        self.words = words
        self.lexicon = lexicon
        self.letters = [EMPTY] * geometry.size
        for index in geometry.outside:
            self.letters[index] = OUTSIDE
        self.owners: list[list[WordId]] = [[] for _ in range(geometry.size)]
        self.spots: dict[WordId, Spot] = {}
        # The scan text: every line of every allowed direction, in reading order, end to end.
        # One regex over it finds every spot a word fits in, at C speed.
        self.scan_cell: list[Index] = []
        self.scan_direction: list[Direction] = []
        self.runs: list[tuple[int, int]] = []  # (offset, length) of each line in the text
        for direction in geometry.directions:
            for line in geometry.lines(direction):
                self.runs.append((len(self.scan_cell), len(line)))
                self.scan_cell.extend(line)
                self.scan_cell.append(-1)
                self.scan_direction.extend([direction] * (len(line) + 1))
        self.chars = [EMPTY if i >= 0 else WALL for i in self.scan_cell]
        self.offsets: list[list[int]] = [[] for _ in range(geometry.size)]
        for k, index in enumerate(self.scan_cell):
            if index >= 0:
                self.offsets[index].append(k)
        self._windows: dict[int, list[int]] = {}

    def text(self) -> str:
        return "".join(self.chars)

    def windows(self, length: int) -> list[int]:
        """Offsets in the scan text of every spot `length` cells long, fitting or not."""
        if length not in self._windows:
            self._windows[length] = [
                k for start, n in self.runs for k in range(start, start + n - length + 1)
            ]
        return self._windows[length]

    def spot_at(self, offset: int, length: int) -> Spot:
        start = self.scan_cell[offset]
        direction = self.scan_direction[offset]
        step = self.geometry.step(direction)
        return Spot(start, direction, tuple(range(start, start + length * step, step)))

    def _set(self, index: Index, letter: str) -> None:
        self.letters[index] = letter
        for k in self.offsets[index]:
            self.chars[k] = letter

    def put(self, word_id: WordId, spot: Spot) -> list[Index]:
        """Write a word whose spot fits; returns the cells that were empty before."""
        new = []
        for index, letter in zip(spot.cells, self.words[word_id], strict=True):
            if self.letters[index] == EMPTY:
                self._set(index, letter)
                new.append(index)
            self.owners[index].append(word_id)
        self.spots[word_id] = spot
        return new

    def put_unique(self, word_id: WordId, spot: Spot) -> bool:
        """Write the word unless that spells some word a second time; True if written."""
        new = self.put(word_id, spot)
        own = Reading(word_id, spot.start, spot.direction)
        if any(self.lexicon.copy_through(self.letters, i, own) for i in new):
            self.lift(word_id)
            return False
        return True

    def lift(self, word_id: WordId) -> Spot:
        """Take a word off; cells no other word owns become empty again."""
        spot = self.spots.pop(word_id)
        for index in spot.cells:
            self.owners[index].remove(word_id)
            if not self.owners[index]:
                self._set(index, EMPTY)
        return spot


def fit_pattern(word: str) -> re.Pattern[str]:
    """Matches where `word` fits: each cell empty or holding the word's letter there."""
    return re.compile("".join(f"[{re.escape(ch)}{re.escape(EMPTY)}]" for ch in word))


class Placer:
    """Places every word on a board: the search loop and its named heuristics."""

    def __init__(self, board: Board, rng: random.Random, stats: Statistics) -> None:
        self.board = board
        self.rng = rng
        self.stats = stats
        self.patterns = [fit_pattern(w) for w in board.words]
        self.everywhere = [re.compile(f"(?={p.pattern})") for p in self.patterns]
        self.lengths = [len(w) for w in board.words]
        self.protected_until = [0] * len(board.words)  # step until which a word stays put

    def place_all(self, budget: int) -> tuple[WordId, ...]:
        """Place every word within `budget` steps; returns the words left over at best."""
        words = self.board.words
        queue = [self.queue_entry(w) for w in range(len(words))]
        heapq.heapify(queue)
        best = tuple(sorted(entry[2] for entry in queue))
        step = 0
        while queue:
            if step >= budget:
                return best
            step += 1
            self.stats.steps += 1
            entry = heapq.heappop(queue)
            word_id = entry[2]
            if self.place(word_id):
                pass
            elif (evicted := self.evict_and_place(word_id, step)) is not None:
                for other in evicted:
                    heapq.heappush(queue, self.queue_entry(other))
            else:
                heapq.heappush(queue, entry)  # the next eviction samples other spots
            if len(queue) < len(best):
                best = tuple(sorted(e[2] for e in queue))
        return ()

    def queue_entry(self, word_id: WordId) -> tuple[int, float, WordId]:
        """Longest word first: long words have the fewest spots, so they go in while many are
        free. Ties are broken at random, so a seed changes the order."""
        return (-len(self.board.words[word_id]), self.rng.random(), word_id)

    def place(self, word_id: WordId) -> bool:
        """Put the word in a spot it fits, probing at random first, then scanning every spot."""
        board, rng = self.board, self.rng
        pattern = self.patterns[word_id]
        text = board.text()
        windows = board.windows(len(board.words[word_id]))
        fits: list[int] = []
        for _ in range(PROBES):
            k = windows[rng.randrange(len(windows))]
            if pattern.match(text, k) and k not in fits:
                fits.append(k)
                if len(fits) == PLACEMENT_SAMPLE:
                    break
        if self.take_best(word_id, fits, text):
            return True
        self.stats.scans += 1
        tried = set(fits)
        rest = [
            m.start() for m in self.everywhere[word_id].finditer(text) if m.start() not in tried
        ]
        rng.shuffle(rest)
        return self.take_best(word_id, rest[:PLACEMENT_SAMPLE], text) or self.take_best(
            word_id, rest[PLACEMENT_SAMPLE:], text
        )

    def take_best(self, word_id: WordId, offsets: list[int], text: str) -> bool:
        """Try `offsets` most shared letters first; True once the word is placed."""
        length = len(self.board.words[word_id])
        ranked = sorted(offsets, key=lambda k: text.count(EMPTY, k, k + length))
        return any(self.board.put_unique(word_id, self.board.spot_at(k, length)) for k in ranked)

    def evict_and_place(self, word_id: WordId, step: int) -> list[WordId] | None:
        """Clear the cheapest blocked spot for the word and place it; returns who was evicted.

        The cost of a spot is the letters of the words that must leave it: short words are
        easy to place again. Words placed this way are protected for a few steps.
        """
        board, word = self.board, self.board.words[word_id]
        length, owners, scan_cell = len(word), board.owners, board.scan_cell
        text = board.text()
        windows = board.windows(length)
        if len(windows) <= EVICT_SAMPLE:
            sample = list(windows)
            self.rng.shuffle(sample)
        else:  # with replacement: far cheaper than sample(), and a repeat costs one check
            sample = self.rng.choices(windows, k=EVICT_SAMPLE)
        seen: set[int] = set()
        options: list[tuple[bool, int, int, int, list[WordId]]] = []
        for k in sample:
            if k in seen:
                continue
            seen.add(k)
            blockers: set[WordId] = set()  # ints hash to themselves: same order every run
            for here, letter, cell in zip(
                text[k : k + length], word, scan_cell[k : k + length], strict=True
            ):
                if here != EMPTY and here != letter:
                    blockers.update(owners[cell])
            if not blockers:
                continue  # it fits, so it failed on a copy, and eviction won't change that
            tabu, cost = False, 0
            for b in blockers:
                cost += self.lengths[b]
                tabu = tabu or self.protected_until[b] > step
            options.append((tabu, cost, len(options), k, sorted(blockers)))
        options.sort()
        for _, _, _, k, evicted in options[:EVICT_TRIES]:
            lifted = [(b, board.lift(b)) for b in evicted]
            if board.put_unique(word_id, board.spot_at(k, len(word))):
                self.stats.evictions += len(evicted)
                self.protected_until[word_id] = step + TABU_STEPS
                return evicted
            for b, spot in reversed(lifted):
                board.put(b, spot)
        return None

    def shake(self) -> None:
        """Move one word at random to another spot it fits: a message that spells a word
        again through some free cells reads differently once the free cells change."""
        board, rng = self.board, self.rng
        word_id = rng.randrange(len(board.words))
        free = board.letters.count(EMPTY)
        old = board.lift(word_id)
        if board.letters.count(EMPTY) == free:  # it still reads there: see settle_free
            board.put(word_id, old)
            return
        length = self.lengths[word_id]
        fits = [m.start() for m in self.everywhere[word_id].finditer(board.text())]
        rng.shuffle(fits)
        for k in fits[:MOVE_TRIES]:
            spot = board.spot_at(k, length)
            if spot != old and board.put_unique(word_id, spot):
                return
        board.put(word_id, old)

    def settle_free(self, target: int, budget: int) -> bool:
        """Move words until exactly `target` cells are free; True once they are.

        Sharing more letters frees cells and sharing fewer takes them, so each move lifts a
        random word and puts it back where it brings the free count closest to `target`
        (ties at random, so the walk goes on when no move improves).
        """
        board, rng = self.board, self.rng
        free = board.letters.count(EMPTY)
        self.stats.saw_free(free)
        for _ in range(budget):
            if free == target:
                return True
            self.stats.moves += 1
            word_id = rng.randrange(len(board.words))
            length = self.lengths[word_id]
            old = board.lift(word_id)
            lifted = board.letters.count(EMPTY)
            if lifted == free:  # every letter shared: the word still reads where it was,
                board.put(word_id, old)  # so placing it anywhere else would spell it twice
                continue
            text = board.text()
            fits = [m.start() for m in self.everywhere[word_id].finditer(text)]
            rng.shuffle(fits)
            fits.sort(key=lambda k: abs(lifted - text.count(EMPTY, k, k + length) - target))
            for k in fits[:MOVE_TRIES]:
                if board.put_unique(word_id, board.spot_at(k, length)):
                    free = lifted - text.count(EMPTY, k, k + length)
                    break
            else:  # every good spot spells a copy: the word goes back where it was
                board.put(word_id, old)
                free = board.letters.count(EMPTY)
            self.stats.saw_free(free)
        return free == target


def write_message(board: Board, letters: str) -> Index | None:
    """Write the message into the free cells in reading order; returns None once it is
    written, or the first cell whose letter spells a word a second time (and then the
    message is taken off again, so the words can move)."""
    empties = [i for i, ch in enumerate(board.letters) if ch == EMPTY]
    for n, (index, letter) in enumerate(zip(empties, letters, strict=True)):
        board.letters[index] = letter
        if board.lexicon.copy_through(board.letters, index) is not None:
            for written in empties[: n + 1]:
                board.letters[written] = EMPTY
            return index
    return None


def fill(board: Board, alphabet: str, rng: random.Random) -> Index | None:
    """Write a random filler letter into each empty cell, never one that spells a word.

    Cells are filled in reading order. A cell where every letter spells a word jumps back to
    the latest filler cell of those words (conflict-directed backjumping) and changes it; with
    real word lists the first letter almost always does, so this costs nothing there.
    Returns None when done, or a cell no filler could settle within the effort limit.
    """
    letters, lexicon = board.letters, board.lexicon
    empties = [i for i, ch in enumerate(letters) if ch == EMPTY]
    position = {index: n for n, index in enumerate(empties)}
    first: list[str | None] = [None] * len(empties)  # the random first choice, tried first
    untried: list[list[str] | None] = [None] * len(empties)  # the rest, shuffled when needed
    culprits: dict[int, set[int]] = {}  # earlier filler positions whose letters blocked this
    jumps, budget = 0, FILL_JUMPS_PER_CELL * len(empties)
    pos = 0
    while pos < len(empties):
        index = empties[pos]
        choices = untried[pos]
        if first[pos] is None:
            letter = alphabet[rng.randrange(len(alphabet))]
            first[pos] = letter
        elif choices is None:
            choices = [ch for ch in alphabet if ch != first[pos]]
            rng.shuffle(choices)
            untried[pos] = choices
            letter = choices.pop() if choices else ""
        else:
            letter = choices.pop() if choices else ""
        if not letter:  # every letter spelled a word: change the latest filler to blame
            blame = culprits.pop(pos, set())
            if not blame or jumps >= budget:
                letters[index] = EMPTY
                return index
            jumps += 1
            target = max(blame)
            culprits.setdefault(target, set()).update(blame - {target})
            for p in range(target + 1, pos + 1):
                letters[empties[p]] = EMPTY
                first[p] = untried[p] = None
                culprits.pop(p, None)
            pos = target
            continue
        letters[index] = letter
        reading = lexicon.copy_through(letters, index)
        if reading is None:
            pos += 1
            continue
        step = board.geometry.step(reading.direction)
        cells = range(reading.start, reading.start + len(board.words[reading.word]) * step, step)
        culprits.setdefault(pos, set()).update(
            position[c] for c in cells if c in position and position[c] < pos
        )
    return None


def default_size(words: Sequence[str]) -> int:
    """A square side where the words fill about DEFAULT_FILL of the cells."""
    letters = sum(len(w) for w in words)
    longest = max(len(w) for w in words)
    return max(DEFAULT_MIN_SIDE, longest, math.ceil(math.sqrt(letters / DEFAULT_FILL)))


@dataclass(frozen=True)
class Frame:
    """The grid a search runs in: its size and shape, and how to speak of it to a user."""

    rows: int
    cols: int
    shape: Shape | None

    @property
    def mask(self) -> Mask:
        if self.shape is None:
            return (INSIDE * self.cols,) * self.rows
        return self.shape.mask(self.rows, self.cols)

    def geometry(self, directions: tuple[Direction, ...]) -> Geometry:
        mask = self.mask
        if not mask:
            raise InputError(f"{self.describe()} has no cell inside the shape")
        cols = len(mask[0])
        outside = frozenset(
            r * cols + c for r, row in enumerate(mask) for c, ch in enumerate(row) if ch != INSIDE
        )
        return Geometry(len(mask), cols, directions, outside)

    def describe(self) -> str:
        """`a 15x15 grid`, or `a heart in a 15x15 grid` (`an egg in ...`)."""
        grid = f"a {self.rows}x{self.cols} grid"
        if self.shape is None:
            return grid
        article = "an" if self.shape.name[:1].lower() in "aeiou" else "a"
        return f"{article} {self.shape.name} in {grid}"

    def resized(self, side: int) -> Frame:
        """The same shape `side` columns wide, as tall as its proportions ask."""
        return Frame(max(2, round(side * self.rows / self.cols)), side, self.shape)


def cells_of(frame: Frame) -> int:
    """How many cells of the frame are inside its shape."""
    return sum(row.count(INSIDE) for row in frame.mask)


def check_size(rows: int, cols: int) -> None:
    """Refuse a grid too small to be a puzzle or too big to print, before any search."""
    if rows < 2 or cols < 2:
        raise InputError(f"the grid must be at least 2x2, not {rows}x{cols}")
    if rows > MAX_SIDE or cols > MAX_SIDE:
        raise InputError(f"the grid can be at most {MAX_SIDE}x{MAX_SIDE}, not {rows}x{cols}")


def check_fits(words: Sequence[str], geometry: Geometry, frame: Frame, message: str = "") -> None:
    """Refuse a grid or shape with too little room for the words (and the message): the
    longest line against the longest word, the cells available against the letters."""
    room = geometry.longest()
    too_long = [w for w in words if len(w) > room]
    if too_long:
        names = ",".join(d.name for d in geometry.directions)
        raise InputError(
            f"word {too_long[0]} has {len(too_long[0])} letters, but the longest line of "
            f"{frame.describe()} in directions {names} holds {room}"
        )
    letters = sum(len(w) for w in words)
    # With a message, the longest word's cells at least are not the message's.
    needed = letters if not message else len(message) + max(len(w) for w in words)
    if needed > geometry.inside:
        what = f"the words need {letters} letters"
        if message:
            what = f"the message needs {len(message)} cells besides the words"
        raise InputError(
            f"{what}, but {frame.describe()} has only {geometry.inside} cells available"
        )


def _message_frames(frame: Frame, letters: int, longest: int, wanted: int) -> list[Frame]:
    """Grids where the words would share about EXPECTED_OVERLAP of their letters to leave
    `wanted` cells free, best first; at most DEFAULT_GROWTH + 1 of them. Each width comes
    also one row taller, so the cell counts step finely enough to land near `wanted`."""
    fits = []
    for side in range(max(2, longest), MAX_SIDE):
        square = frame.resized(side)
        free = cells_of(square) - letters  # with no letter shared
        if free > wanted:
            break
        for candidate in (square, Frame(square.rows + 1, side, frame.shape)):
            free = cells_of(candidate) - letters
            shared = wanted - free
            if 0 <= shared <= MAX_OVERLAP * letters:
                distance = abs(shared - EXPECTED_OVERLAP * letters)
                fits.append((distance, candidate.rows, candidate.cols, candidate))
    fits.sort(key=lambda fit: fit[:3])
    return [fit[3] for fit in fits[: DEFAULT_GROWTH + 1]]


def _default_frames(frame: Frame, words: Sequence[str], wanted: int) -> list[Frame]:
    letters = sum(len(w) for w in words)
    longest = max(len(w) for w in words)
    if wanted:
        frames = _message_frames(frame, letters, longest, wanted)
        if not frames:
            raise InputError(
                f"the message has {wanted} letters and the words {letters}: every grid that "
                "holds the words leaves more cells free; give a longer message or fewer words"
            )
        return frames
    if frame.shape is None:
        side = default_size(words)
    else:
        side = max(DEFAULT_MIN_SIDE, longest)
        while side < MAX_SIDE and cells_of(frame.resized(side)) * DEFAULT_FILL < letters:
            side += 1
    return [frame.resized(side + k) for k in range(DEFAULT_GROWTH + 1)]


class MessageError(InputError):
    """The words can't leave exactly a message's worth of cells free (exit code 2)."""


def _message_error(frame: Frame, words: Sequence[str], wanted: int, stats: Statistics) -> str:
    """Why no arrangement in `frame` left `wanted` cells free, with the numbers, and a grid
    to try instead when one is likelier."""
    letters = sum(len(w) for w in words)
    cells = cells_of(frame)
    head = f"the message has {wanted} letter{'s' if wanted != 1 else ''}"
    fewest = max(0, cells - letters)  # with no letter shared
    if stats.most_free is None and fewest <= wanted:  # the words never all went in
        return (
            f"{head}, but the words ({letters} letters) don't fit in {frame.describe()}, "
            f"where {cells} cells would leave that few free; give a longer message or "
            "fewer words"
        )
    most = max(fewest, stats.most_free or 0)
    what = f"{head}; the words leave {fewest} to {most} cells free in {frame.describe()}"
    if fewest <= wanted <= most:
        return (
            what + ", but wherever the words went the message's letters spelled one of them "
            "again; try another --seed, or reword the message"
        )
    # More free cells need a bigger grid, fewer a smaller one.
    better = [
        f
        for f in _message_frames(frame, letters, max(len(w) for w in words), wanted)
        if (cells_of(f) > cells) == (wanted > most)
    ]
    if better:
        rows, cols = better[0].rows, better[0].cols
        what += f"; try --size {cols}" if rows == cols else f"; try --rows {rows} --cols {cols}"
    return what


def generate(
    words: Iterable[str],
    *,
    rows: int | None = None,
    cols: int | None = None,
    directions: Iterable[Direction] = ALL_DIRECTIONS,
    seed: int | None = None,
    alphabet: str | None = None,
    effort: int = EFFORT_PER_WORD,
    shape: Shape | None = None,
    message: str = "",
    secrets: Iterable[str] = (),
    clues: Mapping[str, str] | None = None,
    order: str = "alpha",
) -> WordSearch:
    """A word search holding each word exactly once; see `generate_with_stats`."""
    return generate_with_stats(
        words,
        rows=rows,
        cols=cols,
        directions=directions,
        seed=seed,
        alphabet=alphabet,
        effort=effort,
        shape=shape,
        message=message,
        secrets=secrets,
        clues=clues,
        order=order,
    )[0]


def _listings(raw: Sequence[str], clues: Mapping[str, str]) -> tuple[Listing, ...]:
    """How each word is listed when not as itself: its clue, or its spaces and hyphens."""
    by_word = {hidden_form(answer): text.strip() for answer, text in clues.items()}
    found: dict[str, Listing] = {}
    for answer in raw:
        word = hidden_form(answer)
        written = written_form(answer)
        clue = by_word.get(word, "")
        if word not in found and (clue or written != word):
            found[word] = Listing(word, written, clue)
    return tuple(found.values())


def generate_with_stats(
    words: Iterable[str],
    *,
    rows: int | None = None,
    cols: int | None = None,
    directions: Iterable[Direction] = ALL_DIRECTIONS,
    seed: int | None = None,
    alphabet: str | None = None,
    effort: int = EFFORT_PER_WORD,
    shape: Shape | None = None,
    message: str = "",
    secrets: Iterable[str] = (),
    clues: Mapping[str, str] | None = None,
    order: str = "alpha",
) -> tuple[WordSearch, Statistics]:
    """A word search holding each word exactly once, and what the search did.

    Args:
        words: the words, folded to upper case (accents kept); repeats are dropped. An
            answer of several words (`ICE CREAM`) is hidden without its spaces.
        rows, cols: the grid; one alone makes a square; neither picks a size from the words
            (and the message). A shape is scaled to the grid and cropped to its cells.
        directions: the directions words may read in; the uniqueness check uses all 8.
        seed: the same seed and arguments give the same puzzle; None draws one (in the result).
        alphabet: filler letters; by default the letters the words use.
        effort: placement steps allowed per word.
        shape: letters go only in the cells inside it.
        message: the cells no word uses spell its letters, row by row.
        secrets: words hidden exactly once, like the others, but not listed.
        clues: what the list shows instead of an answer, by answer.
        order: the list's order, one of LIST_ORDERS.

    Raises:
        InputError: bad words or size, or a word that can't be unique.
        PlacementError: an InputError naming the words that did not fit within the effort.
        MessageError: an InputError saying why no arrangement leaves the message's cells.
    """
    started = time.perf_counter()
    raw = list(words)
    listed = prepare_words(raw)
    hidden_secrets = tuple(dict.fromkeys(hidden_form(w) for w in secrets))
    both = [w for w in hidden_secrets if w in listed]
    if both:
        raise InputError(f"{both[0]} is both a listed word and a secret word")
    prepared = prepare_words([*listed, *hidden_secrets])
    if order not in LIST_ORDERS:
        raise InputError(f"unknown list order {order!r}; choose one of {', '.join(LIST_ORDERS)}")
    letters = letters_of(message)
    if message and not letters:
        raise InputError("the message has no letters to hide")
    chosen = set(directions)
    allowed = tuple(d for d in Direction if d in chosen)
    if not allowed:
        raise InputError("no directions to place words in")
    filler = alphabet_of(prepared) if alphabet is None else parse_alphabet(alphabet)
    if seed is None:
        seed = random.SystemRandom().randrange(SEED_LIMIT)
    if rows is None and cols is None:
        if shape is not None and shape.natural is not None:
            frames = [Frame(*shape.natural, shape)]
        else:
            frames = _default_frames(Frame(1, 1, shape), prepared, len(letters))
    else:
        r = rows if rows is not None else cols
        c = cols if cols is not None else rows
        assert r is not None and c is not None  # one of them was given
        frames = [Frame(r, c, shape)]
    rng = random.Random(seed)
    stats = Statistics()
    failed: str | None = None  # why the first grid failed a message, said if all do
    for attempt, frame in enumerate(frames):
        check_size(frame.rows, frame.cols)
        geometry = frame.geometry(allowed)
        check_fits(prepared, geometry, frame, letters)
        stats.least_free = stats.most_free = None
        try:
            board = _generate(prepared, geometry, filler, rng, effort, stats, letters)
        except (PlacementError, MessageError) as e:
            if letters and failed is None:
                failed = _message_error(frame, prepared, len(letters), stats)
            if attempt < len(frames) - 1:
                continue
            # A grid picked for the message that is too tight for the words is still the
            # message's fault; a grid the user gave is the words'.
            if failed is not None and (isinstance(e, MessageError) or len(frames) > 1):
                raise MessageError(failed) from None
            raise
        puzzle = _finish(
            board,
            WordSearch(
                (),
                (),
                seed,
                message=message,
                listings=_listings(raw, clues or {}),
                order=order,
            ),
            len(listed),
        )
        stats.seconds = time.perf_counter() - started
        return puzzle, stats
    raise AssertionError("unreachable: the last size either returns or raises")


def _generate(
    words: tuple[str, ...],
    geometry: Geometry,
    filler: str,
    rng: random.Random,
    effort: int,
    stats: Statistics,
    message: str,
) -> Board:
    """A board with every word placed and every free cell filled (with `message`, if any)."""
    if message and geometry.inside - sum(map(len, words)) > len(message):
        raise MessageError("even with no letter shared, the words leave too many cells free")
    lexicon = Lexicon(words, geometry)
    budget = effort * len(words)
    stuck: Index = 0
    for _ in range(FILL_ATTEMPTS):
        board = Board(geometry, words, lexicon)
        placer = Placer(board, rng, stats)
        unplaced = placer.place_all(budget)
        if unplaced:
            raise PlacementError([words[w] for w in unplaced], len(words))
        if not message:
            where = fill(board, filler, rng)
        elif placer.settle_free(len(message), MESSAGE_EFFORT * budget):
            where = write_message(board, message)
            for _ in range(MESSAGE_SHAKES):
                if where is None:
                    break
                placer.shake()
                if placer.settle_free(len(message), budget):
                    where = write_message(board, message)
        else:  # another start shares letters differently
            stats.restarts += 1
            continue
        if where is None:
            return board
        stuck = where
        stats.restarts += 1
    if message:
        raise MessageError("no arrangement left exactly the message's cells free")
    r, c = geometry.cell(stuck)
    raise InputError(
        f"the filler letters {filler} can't fill the grid: every one of them at row {r + 1}, "
        f"column {c + 1} spells a word a second time; give more letters with --alphabet"
    )


def _finish(board: Board, blank: WordSearch, listed: int) -> WordSearch:
    """The board as a word search with `blank`'s message, listings and order; the first
    `listed` words are the list, the rest the secrets. Checked before it is returned."""
    cols = board.geometry.cols
    rows = tuple(
        "".join(board.letters[r * cols : (r + 1) * cols]) for r in range(board.geometry.rows)
    )
    placements = []
    for word_id, word in enumerate(board.words):
        spot = board.spots[word_id]
        r, c = board.geometry.cell(spot.start)
        placements.append(Placement(word, r, c, spot.direction))
    puzzle = replace(
        blank,
        rows=rows,
        placements=tuple(placements[:listed]),
        secrets=tuple(placements[listed:]),
    )
    problems = check_word_search(puzzle)
    if problems:  # a bug, not bad input: the checker is independent of the search
        raise AssertionError("generated word search failed its check: " + "; ".join(problems))
    return puzzle
