"""Scored dictionaries for autofill: reading, merging, filtering and the embedded default.

A dictionary file has one entry a line, either `word;score` (the format of Spread the
Wordlist, Crossfire and Ingrid) or a bare word (score `DEFAULT_SCORE`). Entries are
normalised to grid form: diacritics folded (é -> E), case folded, and spaces, digits and
punctuation dropped (`New York` -> NEWYORK). Several files merge; a later file's score wins.

The default dictionary is a crossword list shipped as package data (`data/words/en.dict`),
built from SCOWL, WordNet and other open data by `scripts/build_wordlist.py`; its README
says how it scores.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from wordgrid.errors import InputError
from wordgrid.formats._io import read_bytes
from wordgrid.model import BLOCK, OPEN, Grid, WordBank, grid_letters

OnBadLine = Literal["stop", "skip"]
Warn = Callable[[str], None]

# A bare word with no score is an ordinary entry: the middle of the 0-100 scale every
# common list uses (Spread the Wordlist marks good fill 50).
DEFAULT_SCORE = 50.0


def normalize_entry(raw: str) -> str:
    """Grid form of an entry: letters only, diacritics folded, upper case ('' if none)."""
    return grid_letters(raw, accents=False)


def fold_letter(ch: str) -> str:
    """A given grid letter in the dictionary's form (é -> E), so givens and entries agree."""
    folded = grid_letters(ch, accents=False)
    return folded if len(folded) == 1 else ch


def dictionary_form(grid: Grid) -> Grid:
    """Given letters take the dictionary's form (é -> E) so that they can match its entries."""
    return Grid(
        tuple(
            "".join(ch if ch in (BLOCK, OPEN) else fold_letter(ch) for ch in row)
            for row in grid.rows
        ),
        grid.bars,
    )


@dataclass
class Dictionary:
    """Entries in grid form with their scores, in first-seen order; `skipped` counts bad lines."""

    scores: dict[str, float] = field(default_factory=dict)
    skipped: int = 0  # unreadable lines skipped under on_bad_line="skip"
    empty: int = 0  # lines whose entry has no letters at all

    def __len__(self) -> int:
        return len(self.scores)

    def filtered(self, min_score: float | None) -> Dictionary:
        if min_score is None:
            return self
        kept = {w: s for w, s in self.scores.items() if s >= min_score}
        return Dictionary(kept, self.skipped, self.empty)

    def bank(self) -> WordBank:
        """A WordBank with each entry once: in autofill no entry may appear twice."""
        words = tuple(self.scores)
        return WordBank(words, dict.fromkeys(words, 1), self.scores)

    @property
    def max_length(self) -> int:
        return max(map(len, self.scores), default=0)


def _parse_score(text: str) -> float | None:
    try:
        value = float(text)
    except ValueError:
        return None
    return value if value == value and abs(value) != float("inf") else None


# A well-formed line of plain letters with an optional whole-number score.
_SIMPLE_LINE = re.compile(r"^([A-Za-z]+)(?:;[ \t]*(-?[0-9]+(?:\.[0-9]+)?)[ \t]*)?\r?$", re.M)


def _read_simple(dictionary: Dictionary, data: bytes) -> bool:
    """The fast path for the usual file: every line matched by one regex scan in C.

    Returns False, changing nothing, when some line needs the careful line-by-line reader.
    """
    if not data.isascii():
        return False
    text = data.decode("ascii")
    found = _SIMPLE_LINE.findall(text)
    lines = text.split("\n")
    if len(found) != len(lines) - lines.count("") - lines.count("\r"):
        return False
    default = str(DEFAULT_SCORE)
    words = [w.upper() for w, _ in found]
    values = [float(s or default) for _, s in found]
    scores = dictionary.scores
    if scores:  # re-insert so a later file's entry also moves last
        for w in words:
            scores.pop(w, None)
    scores.update(zip(words, values, strict=True))
    return True


def read_into(
    dictionary: Dictionary,
    path: str | Path,
    *,
    on_bad_line: OnBadLine = "stop",
    warn: Warn | None = None,
) -> None:
    """Add the entries of one file to `dictionary`; its scores win over earlier ones."""
    from wordgrid.formats import refuse_puzzle_file  # the formats load only for a file

    p = Path(path)
    data = read_bytes(p)
    refuse_puzzle_file(data, str(p))
    read_data_into(dictionary, data, p, on_bad_line=on_bad_line, warn=warn)


def read_data_into(
    dictionary: Dictionary,
    data: bytes,
    p: str | Path,
    *,
    on_bad_line: OnBadLine = "stop",
    warn: Warn | None = None,
) -> None:
    """`read_into` for a file's bytes already in memory (an upload); `p` names it."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if _read_simple(dictionary, data):
        return
    scores = dictionary.scores
    for number, raw_line in enumerate(data.split(b"\n"), start=1):
        problem = None
        try:
            line = raw_line.decode("utf-8").rstrip("\r")
        except UnicodeDecodeError:
            line, problem = "", "not UTF-8 text"
        if problem is None:
            if not line.strip() or line.lstrip().startswith("#"):
                continue  # blank lines and comments
            entry, sep, rest = line.partition(";")
            score: float | None = DEFAULT_SCORE
            if sep:
                score = _parse_score(rest.strip())
                if score is None:
                    problem = f"score {rest.strip()!r} is not a number (expected word;score)"
            if problem is None:
                word = normalize_entry(entry)
                if not word:
                    dictionary.empty += 1
                    continue
                assert score is not None
                scores.pop(word, None)  # re-insert so a later file's entry also moves last
                scores[word] = score
                continue
        if on_bad_line == "stop":
            raise InputError(
                f"{problem} (use --skip-bad-lines to skip such lines)", path=p, line=number
            )
        dictionary.skipped += 1
        if warn is not None:
            warn(f"{p}:{number}: {problem}; line skipped")


def load(
    paths: Sequence[str | Path],
    *,
    min_score: float | None = None,
    on_bad_line: OnBadLine = "stop",
    warn: Warn | None = None,
) -> Dictionary:
    """Merge the files in order (last score wins), drop entries under `min_score`.

    Raises InputError when nothing is left, naming the files.
    """
    merged = Dictionary()
    for path in paths:
        read_into(merged, path, on_bad_line=on_bad_line, warn=warn)
    result = merged.filtered(min_score)
    if not result.scores:
        names = ", ".join(str(p) for p in paths)
        why = f" with a score of at least {min_score:g}" if min_score is not None else ""
        raise InputError(f"the dictionary has no entries{why} ({names})")
    return result


# --- the default dictionary ---------------------------------------------------------------


def default_path() -> Path:
    """The default crossword list shipped with wordgrid (package data; see its README)."""
    from importlib import resources

    return Path(str(resources.files("wordgrid") / "data" / "words" / "en.dict"))


def default_dictionary(min_score: float | None = None) -> Dictionary:
    """The default crossword list: about 223,000 scored English entries (see docs/fill.md)."""
    return load([default_path()], min_score=min_score)


@functools.lru_cache(maxsize=1)
def default_phrases() -> dict[str, str]:
    """How the default list's multi-word entries are written: ICECREAM -> `ice cream` (the
    list's `en.phrases`, built with it; see its README)."""
    text = default_path().with_name("en.phrases").read_text("ascii")
    return {normalize_entry(line): line for line in text.splitlines() if line}


def enumeration(entry: str) -> str:
    """The lengths of the words of a multi-word entry, as a clue gives them: `3,5` for
    ICECREAM; "" for an entry that is one word, or that the default list doesn't know."""
    written = default_phrases().get(normalize_entry(entry))
    return ",".join(str(len(w)) for w in written.split()) if written else ""
