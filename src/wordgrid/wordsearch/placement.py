"""Placing every word: longest first, into spots they fit, evicting blockers when stuck.

The search in one paragraph. Words wait in a queue, longest first. Each word tries a few random
spots where it fits (the cells are empty or already hold its letters) and takes the one that
shares the most letters with words already placed; if none of the random spots fits, every spot
in the grid is scanned. A word that fits nowhere evicts the cheapest set of placed words that
block a spot (fewest letters), takes the spot, and the evicted words queue up again. All of this
runs within a step limit, so a grid that is too full ends with an error that names the words
left over, never with a word silently dropped.

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
import random
import re
from collections.abc import Sequence

from wordgrid.budget import Budget
from wordgrid.errors import InputError
from wordgrid.wordsearch.board import EMPTY, Board, fit_pattern
from wordgrid.wordsearch.copies import WordId
from wordgrid.wordsearch.request import Statistics, spent, stopped

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


class PlacementError(InputError):
    """Some words did not fit within the effort limit; `unplaced` names them (exit code 2)."""

    def __init__(self, unplaced: Sequence[str], total: int) -> None:
        self.unplaced = tuple(unplaced)
        super().__init__(
            f"could not place {len(self.unplaced)} of {total} words within the effort limit: "
            f"{', '.join(self.unplaced)}; use a bigger grid, more directions or fewer words"
        )


class Placer:
    """Places every word on a board: the search loop and its named heuristics."""

    def __init__(self, board: Board, rng: random.Random, stats: Statistics, budget: Budget) -> None:
        self.board = board
        self.rng = rng
        self.stats = stats
        self.budget = budget
        self.patterns = [fit_pattern(w) for w in board.words]
        self.everywhere = [re.compile(f"(?={p.pattern})") for p in self.patterns]
        self.lengths = [len(w) for w in board.words]
        self.protected_until = [0] * len(board.words)  # step until which a word stays put

    def place_all(self, steps: int) -> tuple[WordId, ...]:
        """Place every word within `steps`; returns the words left over at best.

        Raises TimedOut, saying how many words are in, once the budget is spent.
        """
        words = self.board.words
        queue = [self.queue_entry(w) for w in range(len(words))]
        heapq.heapify(queue)
        best = tuple(sorted(entry[2] for entry in queue))
        step = 0
        while queue:
            if step >= steps:
                return best
            if spent(self.budget, self.stats):
                placed = len(words) - len(queue)
                raise stopped(
                    self.budget, self.stats, f"with {placed} of {len(words)} words placed"
                )
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

    def fitting(self, word_id: WordId, text: str) -> list[int]:
        """Every spot the word fits in, as offsets in the scan text `text`."""
        return [m.start() for m in self.everywhere[word_id].finditer(text)]

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
        rest = [k for k in self.fitting(word_id, text) if k not in tried]
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
        board = self.board
        length = len(board.words[word_id])
        for k, evicted in self.evictions(word_id, step)[:EVICT_TRIES]:
            lifted = [(b, board.lift(b)) for b in evicted]
            if board.put_unique(word_id, board.spot_at(k, length)):
                self.stats.evictions += len(evicted)
                self.protected_until[word_id] = step + TABU_STEPS
                return evicted
            for b, spot in reversed(lifted):
                board.put(b, spot)
        return None

    def evictions(self, word_id: WordId, step: int) -> list[tuple[int, list[WordId]]]:
        """Sampled spots the word is blocked from, with the words blocking each: cheapest
        first, protected words last."""
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
        return [(k, evicted) for _, _, _, k, evicted in options]
