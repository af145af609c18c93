"""Sparse layout: lay words into a compact crossword-style grid, each crossing another.

A layout is built greedily: the longest words go first, and each next word takes the best
of the places where it crosses a letter already on the board (`placement_score`). A place is
legal only when it adds no stray run of letters (`Board.fit`), so every maximal run of two or
more letters in the finished grid is exactly one placed word: the solver, which treats every
such run as a slot, then sees the same slots the layout made.

`lay_out` makes one attempt; the caller makes several with different seeds and keeps the best
by `layout_quality`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from wordgrid.model import ACROSS, BLOCK, DOWN, OPEN, Cell, Direction, Grid, Placement

Size = tuple[int, int]  # (rows, columns): a bound on the layout's bounding box
# Where a word would begin: a Placement without its word, as a plain tuple because the
# search hashes thousands of them (a frozen dataclass hashes at Python speed).
Start = tuple[int, int, Direction]  # (row, col, direction), e.g. (0, 3, ACROSS)
# What a place asks of a word: its crossings and the letters there, e.g. ((0, 2), ("A", "T"))
Frame = tuple[tuple[int, ...], tuple[str, ...]]

# Score weights for one candidate place. A crossing ties the word into the grid and removes
# candidates for the solver, so it is worth more than a few cells of extra bounding box.
CROSSING_WEIGHT = 4.0
AREA_WEIGHT = 0.15  # per cell of bounding-box growth: keeps the grid compact
ASPECT_WEIGHT = 0.5  # per row/column of difference between height and width: keeps it square
RIVAL_WEIGHT = 3.0  # per other word that would fit the same crossing letters (a swap risk)
FOCUS_FACTOR = 2.0  # words that were ambiguous in an earlier layout weigh crossings/rivals x2
PLACE_JITTER = 1.0  # random tie-breaking between near-equal places, for variety across seeds
ORDER_JITTER = 2.5  # lets a word up to 2 letters shorter go before a longer one now and then
SPOT_TRIES = 6  # pool words tried at one open spot; most fit, the rest touch a letter
MAX_SPOT_REACH = 16  # no pool word is longer: no need to measure free cells further


def _takes(word: str, frame: Frame) -> bool:
    """Whether `word` has the board's letters at the frame's crossings."""
    return all(word[i] == ch for i, ch in zip(*frame, strict=True))


def perpendicular(d: Direction) -> Direction:
    return DOWN if d is ACROSS else ACROSS


@dataclass(frozen=True)
class Layout:
    """Placed words, shifted so the bounding box starts at (0, 0)."""

    placements: tuple[Placement, ...]
    height: int
    width: int

    @classmethod
    def normalized(cls, placements: Sequence[Placement]) -> Layout:
        cells = [c for p in placements for c in p.cells()]
        top = min(r for r, _ in cells)
        left = min(c for _, c in cells)
        shifted = tuple(
            Placement(p.word, p.row - top, p.col - left, p.direction) for p in placements
        )
        height = max(r for r, _ in cells) - top + 1
        width = max(c for _, c in cells) - left + 1
        return cls(shifted, height, width)

    def letters(self) -> dict[Cell, str]:
        return {c: ch for p in self.placements for c, ch in zip(p.cells(), p.word, strict=True)}

    def grid(self, givens: Mapping[Cell, str] | None = None) -> Grid:
        """The puzzle grid: open cells where letters go, blocks elsewhere, plus `givens`."""
        letters = self.letters()
        givens = givens or {}
        return Grid(
            tuple(
                "".join(
                    givens.get((r, c), OPEN) if (r, c) in letters else BLOCK
                    for c in range(self.width)
                )
                for r in range(self.height)
            )
        )

    def crossing_cells(self) -> set[Cell]:
        across = {c for p in self.placements if p.direction is ACROSS for c in p.cells()}
        down = {c for p in self.placements if p.direction is DOWN for c in p.cells()}
        return across & down

    def words(self) -> tuple[str, ...]:
        return tuple(p.word for p in self.placements)


@dataclass
class Board:
    """The mutable board of one layout attempt: letters by cell and which words cover them."""

    bound: Size | None
    letters: dict[Cell, str] = field(default_factory=dict)
    across: set[Cell] = field(default_factory=set)
    down: set[Cell] = field(default_factory=set)
    by_letter: dict[str, list[Cell]] = field(default_factory=dict)
    placements: list[Placement] = field(default_factory=list)
    box: tuple[int, int, int, int] = (0, -1, 0, -1)  # top, bottom, left, right; empty

    def box_with(self, word: str, r: int, c: int, d: Direction) -> tuple[int, int, int, int]:
        end_r, end_c = r + (len(word) - 1) * d.dr, c + (len(word) - 1) * d.dc
        if not self.placements:
            return (r, end_r, c, end_c)
        top, bottom, left, right = self.box
        return (min(top, r), max(bottom, end_r), min(left, c), max(right, end_c))

    def fit(self, word: str, r: int, c: int, d: Direction) -> tuple[int, ...] | None:
        """The positions where `word` would cross a placed word, or None if it can't go here.

        Legal means: the cells just before and after the word are empty; a cell already
        holding a letter holds the same letter and belongs to a word of the other direction;
        and a new cell has no letter on either side, which would make a stray run.
        """
        found = self.frame(len(word), r, c, d)
        if found is None:
            return None
        return found[0] if _takes(word, found) else None

    def frame(self, n: int, r: int, c: int, d: Direction) -> Frame | None:
        """What `fit` asks of any word of `n` letters at (r, c): None if no word can go
        there, else the crossing positions and the letters the board has at them."""
        letters = self.letters
        dr, dc = d.dr, d.dc
        if (r - dr, c - dc) in letters or (r + n * dr, c + n * dc) in letters:
            return None
        if not self.within_bound(n, r, c, d):
            return None
        same = self.across if dc else self.down
        crossings: list[int] = []
        held: list[str] = []
        for i in range(n):
            cell = (r + i * dr, c + i * dc)
            got = letters.get(cell)
            if got is None:
                # dc, dr is one step sideways
                if (cell[0] + dc, cell[1] + dr) in letters or (
                    cell[0] - dc,
                    cell[1] - dr,
                ) in letters:
                    return None
            elif cell in same:
                return None
            else:
                crossings.append(i)
                held.append(got)
        return tuple(crossings), tuple(held)

    def within_bound(self, n: int, r: int, c: int, d: Direction) -> bool:
        """Whether a word of `n` letters at (r, c) keeps the board's box within its bound."""
        if self.bound is None or not self.placements:
            return True
        top, bottom, left, right = self.box
        end_r, end_c = r + (n - 1) * d.dr, c + (n - 1) * d.dc
        return (
            max(bottom, end_r) - min(top, r) < self.bound[0]
            and max(right, end_c) - min(left, c) < self.bound[1]
        )

    def starts(self, word: str) -> Iterator[Start]:
        """Every place where some letter of `word` lands on the same letter of another word."""
        seen: set[Start] = set()
        for i, ch in enumerate(word):
            for cell in self.by_letter.get(ch, ()):
                in_across, in_down = cell in self.across, cell in self.down
                if in_across and in_down:
                    continue  # already a crossing: a third word can't pass through
                d = DOWN if in_across else ACROSS
                start = (cell[0] - i * d.dr, cell[1] - i * d.dc, d)
                if start not in seen:
                    seen.add(start)
                    yield start

    def place(self, word: str, r: int, c: int, d: Direction) -> None:
        self.box = self.box_with(word, r, c, d)
        same = self.across if d is ACROSS else self.down
        for i, ch in enumerate(word):
            cell = (r + i * d.dr, c + i * d.dc)
            if cell not in self.letters:
                self.letters[cell] = ch
                self.by_letter.setdefault(ch, []).append(cell)
            same.add(cell)
        self.placements.append(Placement(word, r, c, d))


def rivals(word: str, crossings: Sequence[int], same_length: Sequence[str]) -> int:
    """How many other listed words have `word`'s letters at all its crossing positions.

    Such a word fits the slot as far as the crossings can tell, so the two may swap: the main
    source of extra solutions in a sparse fill-in.
    """
    return sum(
        1 for other in same_length if other != word and all(other[i] == word[i] for i in crossings)
    )


def placement_score(
    board: Board,
    word: str,
    r: int,
    c: int,
    d: Direction,
    crossings: Sequence[int],
    rival_count: int,
    focus: bool,
    rng: random.Random,
) -> float:
    """Higher is better: many crossings, few rivals, little growth, a square-ish box."""
    top, bottom, left, right = board.box
    old_area = (bottom - top + 1) * (right - left + 1)
    top, bottom, left, right = board.box_with(word, r, c, d)
    height, width = bottom - top + 1, right - left + 1
    weight = FOCUS_FACTOR if focus else 1.0
    return (
        weight * CROSSING_WEIGHT * len(crossings)
        - weight * RIVAL_WEIGHT * rival_count
        - AREA_WEIGHT * (height * width - old_area)
        - ASPECT_WEIGHT * abs(height - width)
        + PLACE_JITTER * rng.random()
    )


@dataclass(frozen=True)
class Attempt:
    """One layout attempt: the layout when every word found a place, else the words left."""

    layout: Layout | None
    unplaced: tuple[str, ...]


def _span_touches(word: str, start: Start, region: tuple[int, int, int, int]) -> bool:
    """Whether the word's cells, or the cells just before and after it, reach `region`."""
    r, c, d = start
    n = len(word)
    top, bottom, left, right = region
    if d is ACROSS:
        return top <= r <= bottom and c - 1 <= right and c + n >= left
    return left <= c <= right and r - 1 <= bottom and r + n >= top


@dataclass
class Candidates:
    """The legal places of every word still to place, kept up to date as words go down.

    Two indexes keep the updates local: `lines` finds the places in the rows and columns
    near a new word (so only those are checked again), and `with_letter` the words that
    can cross a new letter.
    """

    board: Board
    places: dict[str, dict[Start, tuple[int, ...]]]
    # (0, row) for across places, (1, column) for down ones -> the (word, start) there
    lines: dict[tuple[int, int], set[tuple[str, Start]]] = field(default_factory=dict)
    # letter -> (word, position) of the words to place, each word's positions in order
    with_letter: dict[str, list[tuple[str, int]]] = field(default_factory=dict)

    @classmethod
    def start(cls, board: Board, words: Sequence[str]) -> Candidates:
        cands = cls(board, {})
        for w in words:
            cands.places[w] = {}
            for i, ch in enumerate(w):
                cands.with_letter.setdefault(ch, []).append((w, i))
            for start in board.starts(w):
                crossings = board.fit(w, *start)
                if crossings:
                    cands.add(w, start, crossings)
        return cands

    def copy(self, board: Board) -> Candidates:
        """These places on a copy of the board (the letter index never changes)."""
        places = {w: dict(p) for w, p in self.places.items()}
        lines = {key: set(found) for key, found in self.lines.items()}
        return Candidates(board, places, lines, self.with_letter)

    def add(self, word: str, start: Start, crossings: tuple[int, ...]) -> None:
        self.places[word][start] = crossings
        self.lines.setdefault(_line(start), set()).add((word, start))

    def remove(self, word: str, start: Start) -> None:
        del self.places[word][start]
        self.lines[_line(start)].discard((word, start))

    def drop(self, word: str) -> None:
        """`word` has no copy left to place: forget its places."""
        for start in self.places.pop(word, {}):
            self.lines[_line(start)].discard((word, start))

    def place(self, word: str, start: Start, left: dict[str, int]) -> None:
        """Put `word` on the board at `start`, take one of its copies from `left` (its places
        go with the last), and refresh the places the new word changes."""
        board = self.board
        r, c, d = start
        old_box = board.box
        new_cells = [
            (r + i * d.dr, c + i * d.dc)
            for i in range(len(word))
            if (r + i * d.dr, c + i * d.dc) not in board.letters
        ]
        board.place(word, r, c, d)
        left[word] -= 1
        if not left[word]:
            self.drop(word)
        grew = board.bound is not None and board.box != old_box
        self.after_place(board.placements[-1], new_cells, grew)

    def after_place(self, p: Placement, new_cells: Sequence[Cell], grew: bool) -> None:
        """Refresh the places near the new word, and add the places that cross it."""
        board = self.board
        d = p.direction
        n = len(p.word)
        end_r, end_c = p.row + (n - 1) * d.dr, p.col + (n - 1) * d.dc
        region = (p.row - 1, end_r + 1, p.col - 1, end_c + 1)
        if grew:
            # The larger box may rule out a place anywhere: look at them all.
            near = [(w, start) for w, places in self.places.items() for start in places]
        else:
            # The index may still hold places taken out by hand (arrange.py forbids some).
            near = [
                (w, start)
                for key in _lines_of(region)
                for w, start in self.lines.get(key, ())
                if _span_touches(w, start, region) and start in self.places.get(w, ())
            ]
        for w, start in near:
            if _span_touches(w, start, region):
                crossings = board.fit(w, *start)
                if crossings:
                    self.places[w][start] = crossings
                else:
                    self.remove(w, start)
            elif not board.within_bound(len(w), *start):
                # Away from the new word only the larger box can rule a place out.
                self.remove(w, start)
        other = perpendicular(d)
        for cell in new_cells:
            # Words with the new letter at the same position and of the same length would
            # go in the same cells: the board is read once for all of them.
            frames: dict[tuple[int, int], Frame | None] = {}
            for w, i in self.with_letter.get(board.letters[cell], ()):
                places = self.places.get(w)
                if places is None:
                    continue  # placed already
                start = (cell[0] - i * other.dr, cell[1] - i * other.dc, other)
                if start in places:
                    continue
                key = (i, len(w))
                if key not in frames:
                    frames[key] = board.frame(len(w), *start)
                found = frames[key]
                if found is not None and _takes(w, found):
                    self.add(w, start, found[0])


def _line(start: Start) -> tuple[int, int]:
    r, c, d = start
    return (0, r) if d is ACROSS else (1, c)


def _lines_of(region: tuple[int, int, int, int]) -> list[tuple[int, int]]:
    """The keys of `Candidates.lines` whose places may reach `region`: its rows, its columns."""
    top, bottom, left, right = region
    return [(0, r) for r in range(top, bottom + 1)] + [(1, c) for c in range(left, right + 1)]


def lay_out(
    words: Sequence[str],
    rng: random.Random,
    bound: Size | None = None,
    focus: frozenset[str] = frozenset(),
) -> Attempt:
    """One attempt at placing every word; see `grow`."""
    board, unplaced = grow(words, rng, bound, focus)
    if unplaced or not board.placements:
        return Attempt(None, tuple(unplaced))
    return Attempt(Layout.normalized(board.placements), ())


def grow(
    words: Sequence[str],
    rng: random.Random,
    bound: Size | None = None,
    focus: frozenset[str] = frozenset(),
    urgent: frozenset[str] = frozenset(),
    stop: Callable[[], bool] = lambda: False,
    clued: bool = False,
) -> tuple[Board, list[str]]:
    """Place the words, most constrained first, each at its best-scoring legal crossing.

    The longest word starts the board; after that the word with the fewest legal places goes
    next (`fewest_places_first`), since a word with one place left loses it soonest.
    `urgent` words (ones that found no place in an earlier attempt) go before all others as
    soon as they have a place. Returns the board and the words that found no place; `stop`
    is asked before each word, and ends the attempt early when it says so. A `clued`
    crossword needs no proof of one solution: a place that lets two words swap costs
    nothing there, and words that can cross two at once go first (`crossing_twice_first`).
    """
    left = dict.fromkeys(words, 0)
    for w in words:
        left[w] += 1
    by_length: dict[int, list[str]] = {}
    for w in left:
        by_length.setdefault(len(w), []).append(w)
    longest = max(len(w) for w in left)
    first = rng.choice([w for w in left if len(w) >= longest - 1])
    board = Board(bound)
    d = ACROSS if rng.random() < 0.5 else DOWN
    if bound is not None and len(first) > (bound[1] if d is ACROSS else bound[0]):
        d = perpendicular(d)
    if board.fit(first, 0, 0, d) is None:
        return board, list(words)
    board.place(first, 0, 0, d)
    left[first] -= 1
    cands = Candidates.start(board, [w for w in left if left[w]])
    if not left[first]:
        cands.drop(first)
    while cands.places and not stop():
        choose = crossing_twice_first if clued else fewest_places_first
        word = choose(cands.places, rng, urgent)
        if word is None:
            break
        best: tuple[float, Start] | None = None
        same = () if clued else by_length[len(word)]
        for start, crossings in cands.places[word].items():
            score = placement_score(
                board,
                word,
                *start,
                crossings,
                rivals(word, crossings, same),
                word in focus,
                rng,
            )
            if best is None or score > best[0]:
                best = (score, start)
        assert best is not None
        cands.place(word, best[1], left)
    return board, [w for w, k in left.items() for _ in range(k)]


def fewest_places_first(
    places: Mapping[str, Mapping[Start, tuple[int, ...]]],
    rng: random.Random,
    urgent: frozenset[str] = frozenset(),
) -> str | None:
    """The word with the fewest legal places (but some), longer first on ties; None if stuck.

    Urgent words come first of all.
    """
    best: tuple[bool, int, float, str] | None = None
    for w, p in places.items():
        if not p:
            continue  # no place yet: a later word may open one
        key = (w not in urgent, len(p), -len(w) - ORDER_JITTER * rng.random(), w)
        if best is None or key < best:
            best = key
    return None if best is None else best[3]


def crossing_twice_first(
    places: Mapping[str, Mapping[Start, tuple[int, ...]]],
    rng: random.Random,
    urgent: frozenset[str] = frozenset(),
) -> str | None:
    """As `fewest_places_first`, but a word with a place that crosses two words or more goes
    before the others: a crossword's layout then closes loops, and crosses more letters
    (2.04 crossings a word against 1.98 on the layout benchmark's sets)."""
    best: tuple[bool, bool, int, float, str] | None = None
    for w, p in places.items():
        if not p:
            continue
        twice = any(len(c) > 1 for c in p.values())
        key = (w not in urgent, not twice, len(p), -len(w) - ORDER_JITTER * rng.random(), w)
        if best is None or key < best:
            best = key
    return None if best is None else best[4]


def ambiguity(layout: Layout) -> int:
    """Total rivals over all placed words, at their final crossings: 0 is the goal."""
    crossing = layout.crossing_cells()
    by_length: dict[int, list[str]] = {}
    for w in dict.fromkeys(layout.words()):
        by_length.setdefault(len(w), []).append(w)
    total = 0
    for p in layout.placements:
        at = tuple(i for i, cell in enumerate(p.cells()) if cell in crossing)
        total += rivals(p.word, at, by_length[len(p.word)])
    return total


def layout_quality(layout: Layout) -> tuple[int, int, int]:
    """Sort key, best first: fewest rivals, then most crossings, then smallest area."""
    return (ambiguity(layout), -len(layout.crossing_cells()), layout.height * layout.width)


def layout_problems(layout: Layout) -> list[str]:
    """What breaks the sparse-layout rules; empty when the layout is good.

    The rules: every maximal run of 2+ letters is exactly one placed word, every word crosses
    another, and the letters form one connected piece.
    """
    from wordgrid.model import connected, find_slots

    found: list[str] = []
    runs = sorted(s.cells for s in find_slots(layout.grid(), 2))
    placed = sorted(tuple(p.cells()) for p in layout.placements)
    if runs != placed:
        found.append("the runs of letters are not exactly the placed words")
    crossing = layout.crossing_cells()
    if len(layout.placements) > 1:
        for p in layout.placements:
            if not any(c in crossing for c in p.cells()):
                found.append(f"{p.word} crosses no other word")
    letters = layout.letters()
    if letters and not connected(letters.keys()):
        found.append("the grid is not connected")
    return found


def _free_run(board: Board, cell: Cell, dr: int, dc: int) -> int:
    """How many cells from `cell` (excluded) onwards along (dr, dc) a new word could fill."""
    letters = board.letters
    n = 0
    r, c = cell
    while True:
        r, c = r + dr, c + dc
        if (r, c) in letters or (r + dc, c + dr) in letters or (r - dc, c - dr) in letters:
            return n
        n += 1
        if n > MAX_SPOT_REACH:
            return n


@dataclass
class PoolIndex:
    """Pool words by letter: `at[letter]` lists (word, position of that letter)."""

    at: dict[str, list[tuple[str, int]]]
    longest: int = 0  # letters in the longest pool word
    # (letter, room before, room after) -> the entries of at[letter] that fit, in order
    _fitting: dict[tuple[str, int, int], list[tuple[str, int]]] = field(default_factory=dict)

    @classmethod
    def build(cls, pool: Sequence[str]) -> PoolIndex:
        at: dict[str, list[tuple[str, int]]] = {}
        for w in pool:
            for i, ch in enumerate(w):
                at.setdefault(ch, []).append((w, i))
        return cls(at, max(map(len, pool), default=0))

    def fitting(self, letter: str, before: int, after: int) -> list[tuple[str, int]]:
        """The (word, i) of `at[letter]` with at most `before` letters before position i and
        `after` after it, in the same order: worked out once per room, not once per spot."""
        key = (letter, min(before, self.longest), min(after, self.longest))
        found = self._fitting.get(key)
        if found is None:
            _, b, a = key
            found = [(w, i) for w, i in self.at.get(letter, ()) if i <= b and len(w) - 1 - i <= a]
            self._fitting[key] = found
        return found


def shuffle(items: list[Any], rng: random.Random) -> None:
    """`rng.shuffle(items)`, the same draws and the same order, at twice the speed.

    A top-up shuffles the pool words that fit each spot, thousands a layout; the standard
    shuffle calls a Python method per item to draw it. This is its loop with the draw
    inlined (random.py: `_randbelow_with_getrandbits`), so layouts stay the same.
    """
    bits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        items[i], items[j] = items[j], items[i]


def top_up(
    board: Board,
    want: int,
    pool: PoolIndex,
    rng: random.Random,
    tries: int = SPOT_TRIES,
) -> list[str]:
    """Add pool words until the board holds `want` words; returns the words added.

    For random puzzles only: a drawn word that found no place is swapped for one that has
    one, so a fixed-size grid can hold more words than any fixed list would allow.
    `open_spots_first`: each letter not yet crossed is a spot; the free cells before and
    after it bound the words that can cross there, so only those are tried.
    """
    used = {p.word for p in board.placements}
    added: list[str] = []
    progress = True
    while progress and len(board.placements) < want:
        progress = False
        spots = [
            cell for cell in board.letters if not (cell in board.across and cell in board.down)
        ]
        rng.shuffle(spots)
        for cell in spots:
            if len(board.placements) >= want:
                break
            if cell in board.across and cell in board.down:
                continue
            d = DOWN if cell in board.across else ACROSS
            dr, dc = d.dr, d.dc
            before = _free_run(board, cell, -dr, -dc)
            after = _free_run(board, cell, dr, dc)
            fits = [e for e in pool.fitting(board.letters[cell], before, after) if e[0] not in used]
            shuffle(fits, rng)
            for w, i in fits[:tries]:
                r, c = cell[0] - i * dr, cell[1] - i * dc
                if board.fit(w, r, c, d):
                    board.place(w, r, c, d)
                    used.add(w)
                    added.append(w)
                    progress = True
                    break
    return added
