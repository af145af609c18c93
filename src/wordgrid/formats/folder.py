"""A folder of puzzle files, listed with one scan: its puzzles, and the side files beside them.

`generate -o DIR` writes each puzzle NAME.EXT with its answer as NAME.solution.EXT and its
notes as NAME.meta.json. A side file is known by its name alone, against the one listing of
the folder: NAME.solution.EXT and NAME.meta.EXT belong to the puzzle NAME.X beside them. A
file named like a side file with no puzzle beside it is a puzzle itself. Hidden files (the
run's manifest among them) are never puzzles.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wordgrid.errors import InputError
from wordgrid.formats._io import examples_folder, write_atomic

# What `generate -o DIR` writes beside each puzzle NAME.EXT: its answer and its notes.
_SIDE_KINDS = ("solution", "meta")


_DIGITS = re.compile(r"(\d+)")


def natural_key(name: str) -> list[Any]:
    """puzzle-2 before puzzle-10, as `generate` numbers them; case left aside."""
    # The split puts the runs of digits at the odd places, so ints meet only ints.
    # A file name holds at most 255 bytes, far from the 4,300 digits int() refuses.
    parts: list[Any] = _DIGITS.split(name.lower())
    parts[1::2] = [int(run) for run in parts[1::2]]
    return parts


def _owners(names: Iterable[str]) -> dict[str, str]:
    """Each side file's puzzle, found by name: NAME.solution.EXT and NAME.meta.EXT belong to
    the first puzzle NAME.X (in sorted order) that is not a side file itself."""
    by_stem: dict[str, str] = {}
    sides: list[tuple[str, str]] = []
    for name in names:
        stem = _side_stem(name)
        if stem is not None:
            sides.append((name, stem))
            continue
        stem, dot, _ = name.rpartition(".")
        if dot and stem and (stem not in by_stem or name < by_stem[stem]):
            by_stem[stem] = name
    return {name: by_stem[stem] for name, stem in sides if stem in by_stem}


def _side_stem(name: str) -> str | None:
    """NAME of a file named like a side file, NAME.solution.EXT or NAME.meta.EXT; else None.
    A split in C: a regular expression would backtrack over every name of the folder."""
    parts = name.rsplit(".", 2)
    if len(parts) == 3 and parts[1] in _SIDE_KINDS and parts[0] and parts[2]:
        return parts[0]
    return None


@dataclass(frozen=True)
class Listing:
    """One scan of a folder: its files' names, and which of them are side files of which."""

    folder: Path
    names: frozenset[str]  # every file (not subfolder) in it, hidden ones included
    owners: dict[str, str] = field(repr=False)  # side file -> the puzzle it belongs to

    @classmethod
    def scan(cls, folder: Path) -> Listing:
        """The folder as it is now, from one directory scan; InputError when it can't be read."""
        try:
            with os.scandir(folder) as entries:
                names = frozenset(e.name for e in entries if e.is_file())
        except FileNotFoundError:
            raise InputError("no such folder", path=folder) from None
        except NotADirectoryError:
            raise InputError("is a file, not a folder", path=folder) from None
        except OSError as e:
            raise InputError(f"can't read the folder: {e.strerror}", path=folder) from None
        return cls(folder, names, _owners(names))

    @property
    def puzzles(self) -> list[str]:
        """The puzzle files' names in natural order: not hidden, not side files."""
        return sorted(
            (n for n in self.names if not n.startswith(".") and n not in self.owners),
            key=natural_key,
        )

    def paths(self) -> list[Path]:
        return [self.folder / name for name in self.puzzles]


def sidecar_of(path: Path) -> Path | None:
    """The puzzle a `generate` side file belongs to (NAME.solution.EXT, NAME.meta.json); None
    for any other file. One scan of its folder: to sort a whole folder, use `Listing`."""
    if _side_stem(path.name) is None:
        return None
    owner = Listing.scan(path.parent).owners.get(path.name)
    return None if owner is None else path.with_name(owner)


def folder_files(folder: Path, listing: Listing | None = None) -> list[Path]:
    """The puzzle files of a folder in natural order, from one scan (or the `listing` the
    caller made): not hidden files, not side files. InputError for a folder that isn't
    there or holds no puzzle file."""
    files = (listing or Listing.scan(folder)).paths()
    if not files:
        raise InputError("the folder has no puzzle files", path=folder)
    return files


def copy_examples(folder: Path) -> list[Path]:
    """Copy the bundled examples into `folder` (made if missing); the files written.

    A file already there with the same content is left alone; one with other content is
    refused before anything is written, so nothing of the user's is lost.
    """
    if folder.exists() and not folder.is_dir():
        raise InputError("is a file, not a folder", path=folder)
    todo = []
    for source in folder_files(examples_folder()):
        target = folder / source.name
        data = source.read_bytes()
        if target.exists():
            if target.is_dir() or target.read_bytes() != data:
                raise InputError(
                    "is already there and is not the bundled example: nothing was copied",
                    path=target,
                )
            continue
        todo.append((target, data))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise InputError(f"can't make the folder: {e.strerror}", path=folder) from None
    for target, data in todo:
        write_atomic(target, data)
    return [target for target, _ in todo]
