"""Reading lists: a fill-in's words, a word search's answers with their clues.

A puzzle file given where a list goes is refused, saying what it is and what to run on it.
"""

from __future__ import annotations

import shlex
from pathlib import Path

from wordgrid.errors import InputError
from wordgrid.formats._io import is_jpz, is_puz, label, read_bytes
from wordgrid.formats._json import is_json, parse_json
from wordgrid.formats._text import Line, decode, folded_words, numbered_lines, split_words
from wordgrid.formats.across_lite import looks_like_across_lite
from wordgrid.formats.detect import json_of, puzzle_json
from wordgrid.model import is_letter

# What a puzzle file given where a word list goes is: how it is told apart from a list (by
# its magic, its first tag or its extension: a list of `ANSWER: clue` lines has xd's shape).
_PUZZLE_FILES = {
    ".puz": "a crossword file (Across Lite .puz)",
    ".jpz": "a crossword file (Crossword Compiler .jpz)",
    ".xd": "a crossword file (.xd)",
    ".ipuz": "a puzzle file (ipuz)",
    "across-lite": "a crossword file (Across Lite text)",
    "json": "a puzzle file (wordgrid JSON)",
}


def word_list_text(path: str | Path) -> str:
    """The text of a word list file. A puzzle file (a .puz, an ipuz, ...) is refused, saying
    what it is and what to run on it: its bytes would only fail as text that is no list."""
    data = read_bytes(path)
    refuse_puzzle_file(data, label(path))
    try:
        return decode(data)
    except InputError as e:
        raise e.at(label(path)) from None


def refuse_puzzle_file(data: bytes, name: str) -> None:
    """InputError when `data`, given where a word list goes, is a crossword or puzzle file."""
    what = _PUZZLE_FILES.get(Path(name).suffix.lower())
    if is_puz(data):
        what = _PUZZLE_FILES[".puz"]
    elif data.lstrip(b"\xef\xbb\xbf \t\r\n")[:1] == b"<" and is_jpz(data):
        what = _PUZZLE_FILES[".jpz"] if b"rectangular-puzzle" in data[:4096] else what
    elif looks_like_across_lite(data[:200].decode("utf-8", "replace")):
        what = _PUZZLE_FILES["across-lite"]
    elif what is None and is_json(data[:200].decode("utf-8", "replace")):
        try:
            obj = json_of(data)
        except InputError:
            return  # the word list's reader says what is wrong with it
        if puzzle_json(obj):
            what = _PUZZLE_FILES[".ipuz" if "kind" in obj else "json"]
    if what is not None:
        named = shlex.quote(name)
        raise InputError(
            f"this is {what}, not a word list (text, one word a line)",
            path=name,
            cli=f"to solve it, run wordgrid solve {named}; to play it, wordgrid play {named}",
            web="send a word list: text, one word a line",
        )


def read_word_list(path: str | Path) -> list[str]:
    """Words from a file, one a line or whitespace-separated, folded; empty is an error."""
    try:
        words = folded_words(split_words(numbered_lines(word_list_text(path))))
    except InputError as e:
        raise e.at(label(path)) from None
    if not words:
        raise InputError("the word list is empty", path=label(path))
    return words


def read_answers(path: str | Path) -> list[tuple[str, str]]:
    """A word search's answers and their clues, `(answer, clue)`, the clue "" when none.

    Text whose lines hold `:` is a clue list, one `ANSWER: clue text` a line (an answer may
    hold spaces: `ICE CREAM: a cold dessert`); other text is a word list, as read_word_list.
    JSON is a list of answers or of `{"answer", "clue"}` objects, bare or under "words", or
    one object from answer to clue.
    """
    where = label(path)
    try:
        text = word_list_text(path)
        lines = numbered_lines(text)
        if is_json(text):
            from wordgrid.formats import json_io

            found = json_io.answers(parse_json(text))
        elif any(":" in line for _, line in lines):
            found = _clue_lines(lines)
        else:
            found = [(w, "") for w in folded_words(split_words(lines))]
    except InputError as e:
        raise e.at(where) from None
    if not found:
        raise InputError("the word list is empty", path=where)
    return found


def _clue_lines(lines: list[Line]) -> list[tuple[str, str]]:
    found = []
    for number, line in lines:
        answer, _, clue = line.partition(":")
        if not answer.strip():
            if clue.strip():
                raise InputError("a clue with no answer before its colon", line=number)
            continue
        if not any(is_letter(ch) for ch in answer):
            raise InputError(f"the answer {answer.strip()!r} has no letter", line=number)
        found.append((answer.strip(), clue.strip()))
    return found
