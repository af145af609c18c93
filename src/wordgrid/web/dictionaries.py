"""The dictionaries a constructor fills from: the default list, and `word;score` uploads.

Uploads are held in memory only, under an id that is hard to guess (the page keeps it for
its session), and only a few at a time. Each dictionary's index (the engine's bitsets) and
its look-ahead are built once and kept, because a constructor asks for counts on every edit.
"""

from __future__ import annotations

import secrets
import threading
from collections import OrderedDict
from dataclasses import dataclass, field

from wordgrid.dictionary import Dictionary
from wordgrid.errors import InputError
from wordgrid.solver.index import WordIndex
from wordgrid.solver.lookahead import LookAhead

DEFAULT = "default"  # the id of the built-in list
# The largest upload: a 300,000-entry `word;score` list is about 4 MB.
MAX_UPLOAD = 8_000_000
# Uploads kept at once; the oldest goes when another arrives.
KEPT_UPLOADS = 8
# Look-aheads kept (one per dictionary and score floor).
KEPT_LOOKAHEADS = 8
# Bad lines of an upload named in its answer; the rest are only counted.
SHOWN_BAD_LINES = 3


@dataclass(frozen=True)
class Upload:
    """What the page is told about an uploaded dictionary."""

    id: str
    name: str
    entries: int
    skipped: int
    problems: tuple[str, ...]


@dataclass
class Dictionaries:
    """The default dictionary (read on first use), the uploads, and their look-aheads."""

    _default: Dictionary | None = None
    _uploads: OrderedDict[str, Dictionary] = field(default_factory=OrderedDict)
    _lookaheads: OrderedDict[tuple[str, float | None], LookAhead] = field(
        default_factory=OrderedDict
    )
    _lock: threading.Lock = field(default_factory=threading.Lock)
    # One lock per look-ahead being built, so that it is built once.
    _building: dict[tuple[str, float | None], threading.Lock] = field(default_factory=dict)

    def get(self, dict_id: str) -> Dictionary:
        """The dictionary with this id; InputError for an unknown one."""
        if dict_id == DEFAULT:
            return self._default_dictionary()
        with self._lock:
            found = self._uploads.get(dict_id)
        if found is None:
            raise InputError(
                "dictionary: no such dictionary on the server (uploads last while the "
                "server runs); upload it again"
            )
        return found

    def _default_dictionary(self) -> Dictionary:
        with self._lock:
            if self._default is None:
                from wordgrid import dictionary

                self._default = dictionary.load([dictionary.default_path()])
            return self._default

    def upload(self, name: str, data: bytes) -> Upload:
        """Read a `word;score` file's bytes; bad lines are skipped and counted."""
        from wordgrid.dictionary import read_data_into

        problems: list[str] = []
        words = Dictionary()
        read_data_into(words, data, name, on_bad_line="skip", warn=problems.append)
        if not words.scores:
            raise InputError(f"{name}: no entries: expected one word a line, or word;score")
        upload = Upload(
            secrets.token_hex(16),
            name,
            len(words),
            words.skipped,
            tuple(problems[:SHOWN_BAD_LINES]),
        )
        with self._lock:
            self._uploads[upload.id] = words
            while len(self._uploads) > KEPT_UPLOADS:
                self._uploads.popitem(last=False)
        return upload

    def lookahead(self, dict_id: str, min_score: float | None) -> LookAhead:
        """The look-ahead over the dictionary's entries scored `min_score` or more.

        It is built once: a request that asks while another builds it waits for that
        build (a big list's index takes seconds) instead of building it again.
        """
        key = (dict_id, min_score)
        with self._lock:
            known = self._known(key)
            if known is not None:
                return known
            building = self._building.setdefault(key, threading.Lock())
        with building:
            with self._lock:
                known = self._known(key)
            if known is not None:
                return known
            words = self.get(dict_id).filtered(min_score)
            built = LookAhead(WordIndex.build(words.bank()))
            with self._lock:
                self._lookaheads[key] = built
                while len(self._lookaheads) > KEPT_LOOKAHEADS:
                    self._lookaheads.popitem(last=False)
                self._building.pop(key, None)
        return built

    def _known(self, key: tuple[str, float | None]) -> LookAhead | None:
        """A look-ahead built already, now the most recently used (with the lock held)."""
        known = self._lookaheads.get(key)
        if known is not None:
            self._lookaheads.move_to_end(key)
        return known
