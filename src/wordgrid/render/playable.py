"""A puzzle as the browser player takes it: the document it shows, and the key that checks it.

The server sends the player `player_document` and keeps the answers (web/play.py). A one-file
HTML puzzle and a static site bring a key along instead, which the player's answers.js reads:
the answer itself, or, with `reveal=False`, salted SHA-256 hashes of each entry and of the
whole grid, so that the page can say whether they are right without holding them.

A hash hides an answer from reading, not from a program that tries every word of a
dictionary against it: a contest file is safe from a glance, not from a determined cheat.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from wordgrid.model import (
    BLOCK,
    OPEN,
    Cell,
    Kind,
    Puzzle,
    WordBank,
    WordSearch,
    list_order,
    meta_of,
)

FILL_IN = "fill-in"
CROSSWORD = "crossword"
WORD_SEARCH = "word search"
KINDS = (FILL_IN, CROSSWORD, WORD_SEARCH)
# The element of a one-file page that holds its puzzles (source.js reads it).
INLINE_ID = "wordgrid-puzzles"

Played = Puzzle | WordSearch  # a puzzle as played: a word search carries its answer


def kind_of(doc: Played) -> str:
    """FILL_IN, CROSSWORD or WORD_SEARCH: which player plays it, and how the library lists it."""
    if isinstance(doc, WordSearch):
        return WORD_SEARCH
    return CROSSWORD if doc.is_crossword else FILL_IN


def default_title(doc: Played) -> str:
    """A title for a puzzle that has none of its own: the kind, never a file's name."""
    return meta_of(doc).title or kind_of(doc).capitalize()


def listed_words(doc: Played) -> list[str]:
    """The words to find or place, shortest first, then A to Z: never in slot order."""
    if isinstance(doc, WordSearch):
        return list_order(p.word for p in doc.placements)
    return list_order(doc.bank.listed)


def blank(doc: Played) -> Played:
    """The puzzle without its solution: what a player may see."""
    if isinstance(doc, WordSearch):
        return WordSearch(doc.rows, (), None, doc.meta)
    # A rebus square's answer is shown only where the puzzle gives it.
    given = {cell: text for cell, text in doc.rebus.items() if doc.grid[cell] != OPEN}
    if doc.is_crossword:  # a crossword's word list is its answers
        return replace(doc, bank=WordBank.from_words([]), rebus=given)
    return replace(doc, rebus=given)


def player_document(doc: Played, title: str, *, reveal: bool = True) -> dict[str, Any]:
    """The puzzle as the player shows it, never its answers: wordgrid JSON of the blank
    puzzle, plus `kind` and `title`; a crossword of a kind of its own names it (`variety`),
    and a word search lists its words (`words`, and `list`: what the list shows, in order),
    its secrets' count and its message. Without `reveal`, a word whose list shows a clue
    instead is left out, and so is the message."""
    from wordgrid.formats.json_io import to_json_dict

    out = to_json_dict(blank(doc)) | {"kind": kind_of(doc), "title": title}
    if isinstance(doc, Puzzle) and doc.kind is not Kind.PLAIN:
        out["variety"] = doc.kind.value
        if doc.kind is Kind.DIAGRAMLESS:  # the player finds the blocks
            out["grid"] = [row.replace(BLOCK, OPEN) for row in out["grid"]]
    if isinstance(doc, WordSearch):
        # As a printed key would, the grid's letters hold the message anyway: it shows once
        # every word is found.
        shown = [(word, seen) for word, seen in doc.listed() if reveal or seen == word]
        out["list"] = [
            {"word": word if reveal or seen == word else "", "shown": seen}
            for word, seen in doc.listed()
        ]
        out["words"] = list_order(word for word, _ in shown)
        out["secrets"] = len(doc.secrets)
        out["message"] = doc.message if reveal else ""
        if doc.message and not reveal:
            out["message_hidden"] = True
    return out


# --- the key ----------------------------------------------------------------------------


def salted(salt: str, cells: Iterable[Cell], text: Sequence[Sequence[str]]) -> str:
    """The hash answers.js compares: each cell (from 1) with its text, in order."""
    body = ";".join(f"{r + 1},{c + 1}={text[r][c]}" for r, c in cells)
    return hashlib.sha256(f"{salt}\n{body}".encode()).hexdigest()


def answer_texts(puzzle: Puzzle, answer: Sequence[str]) -> list[list[str]]:
    """What each cell holds as the player types it: a letter, an open rebus square's whole
    text, # for a block, "" for a cell in no word. A given rebus square keeps the letter
    the player's rows send for it (its text is the puzzle's own, never checked)."""
    texts = [["" if ch == OPEN else ch for ch in row] for row in answer]
    for (r, c), text in puzzle.rebus.items():
        if puzzle.grid[r, c] == OPEN:
            texts[r][c] = text
    return texts


def grid_key(puzzle: Puzzle, answer: Sequence[str], *, reveal: bool, salt: str) -> dict[str, Any]:
    """The answers of a fill-in or crossword: open, or as salted hashes of each entry (a
    crossword's clues, a fill-in's slots) and of the whole grid."""
    if reveal:
        open_rebus = sorted(c for c in puzzle.rebus if puzzle.grid[c] == OPEN)
        rebus = [{"row": r + 1, "col": c + 1, "answer": puzzle.rebus[r, c]} for r, c in open_rebus]
        return {"rows": list(answer), "rebus": rebus}
    texts = answer_texts(puzzle, answer)
    every = [(r, c) for r in range(len(answer)) for c in range(len(answer[r]))]
    entries: list[Sequence[Cell]] = []
    if puzzle.kind is Kind.DIAGRAMLESS:
        pass  # an entry's cells would show where the blocks are, which is the puzzle
    elif puzzle.clues:
        entries = [cells for cells in map(puzzle.clue_cells, puzzle.clues) if cells]
    else:  # a fill-in, or a coded crossword (clued by its numbers alone)
        entries = [slot.cells for slot in puzzle.slots]
    return {
        "salt": salt,
        "grid": salted(salt, every, texts),
        "entries": [
            {"cells": [[r + 1, c + 1] for r, c in cells], "hash": salted(salt, cells, texts)}
            for cells in entries
        ],
    }


def search_key(ws: WordSearch, *, reveal: bool, salt: str) -> dict[str, Any]:
    """A word search's lines: each word with its first and last cell (from 1), open or
    hashed with the letters between them; a hashed line names its word's place in the list
    (-1 for a secret)."""
    place = {word: k for k, (word, _) in enumerate(ws.listed())}
    lines = [(p, place[p.word]) for p in ws.placements] + [(p, -1) for p in ws.secrets]
    if reveal:
        return {
            "lines": [
                {"word": p.word, "from": _from1(p.cells()[0]), "to": _from1(p.cells()[-1])}
                | {"secret": k < 0}
                for p, k in lines
            ]
        }
    hashed: dict[str, int] = {}
    for p, k in lines:
        cells = p.cells()
        read = "".join(ws.rows[r][c] for r, c in cells)
        ends = f"{_text1(cells[0])}|{_text1(cells[-1])}|{read}"
        hashed[hashlib.sha256(f"{salt}\n{ends}".encode()).hexdigest()] = k
    return {"salt": salt, "lines": hashed}


def _from1(cell: Cell) -> list[int]:
    return [cell[0] + 1, cell[1] + 1]


def _text1(cell: Cell) -> str:
    return f"{cell[0] + 1},{cell[1] + 1}"


def playable(
    doc: Played, answer: Sequence[str], title: str = "", *, reveal: bool = True
) -> dict[str, Any]:
    """What a page that plays without a server gets: `{id, puzzle, key}`. The salt comes
    from the puzzle as shown and the id, under which the browser saves the game, from the
    puzzle and its answer: the same puzzle gives the same file each time, and two puzzles
    that look alike never share a saved game."""
    puzzle = player_document(doc, title or default_title(doc), reveal=reveal)
    shown = json.dumps(puzzle, sort_keys=True, ensure_ascii=False)
    salt = hashlib.sha256(f"salt\n{shown}".encode()).hexdigest()[:32]
    whole = hashlib.sha256(f"id\n{shown}\n{json.dumps(list(answer))}".encode()).hexdigest()
    if isinstance(doc, WordSearch):
        key = search_key(doc, reveal=reveal, salt=salt)
    else:
        key = grid_key(doc, answer, reveal=reveal, salt=salt)
    return {"id": f"puzzle-{whole[:16]}", "puzzle": puzzle, "key": key}
