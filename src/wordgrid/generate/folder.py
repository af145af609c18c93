"""A batch written into a folder as its puzzles finish, with a manifest to resume from.

The manifest, `.wordgrid-manifest.jsonl`, holds the run's settings on its first line, then
one line per finished puzzle (its number, seed and files), appended as each one is written.
Each puzzle's files are written (atomically) before its line, so a run stopped at any point
(Ctrl-C, a lost scheduler, a crash) has a manifest that names only complete puzzles, and
`--resume` makes exactly the ones it does not name. At the end of a complete run the lines
are put in puzzle order, so the whole folder is byte for byte the same however the puzzles
were scheduled. A hidden name keeps `batch` and `render` from taking it for a puzzle.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import IO, Any

from wordgrid.errors import InputError
from wordgrid.formats import write_atomic
from wordgrid.generate.batch import Result
from wordgrid.generate.maker import Request
from wordgrid.generate.output import write

MANIFEST = ".wordgrid-manifest.jsonl"
MANIFEST_VERSION = 1


def settings(
    request: Request, seed: int, count: int, fmt: str, max_word_uses: int | None, title: str = ""
) -> dict[str, Any]:
    """What makes a run's puzzles what they are: a resumed run must match them all."""
    made = asdict(request)
    made.pop("timeout")  # a longer time limit on resuming changes no puzzle that finishes
    for dealt in ("allowed", "banned"):
        made.pop(dealt)  # dealt from the seed and the cap, which are here
    if request.allowed:  # what they are dealt from: the words of --dict, told by a digest
        drawn = hashlib.sha256("\n".join(request.allowed).encode("utf-8")).hexdigest()
        made["drawn_from"] = drawn[:16]
    run = {
        "manifest": MANIFEST_VERSION,
        "request": made,
        "seed": seed,
        "count": count,
        "format": fmt,
        "max_word_uses": max_word_uses,
        "title": title,
    }
    return dict(json.loads(_line(run)))  # as read back: tuples become lists


@dataclass(frozen=True)
class Manifest:
    """A run's manifest as read back, once, to resume it: its settings (None when that line
    is damaged) and the lines of its finished puzzles."""

    path: Path
    settings: dict[str, Any] | None
    lines: tuple[str, ...]

    @classmethod
    def read(cls, folder: Path) -> Manifest:
        path = folder / MANIFEST
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            raise InputError(
                "nothing to resume: no run was started in this folder", path=folder
            ) from None
        try:
            first = json.loads(lines[0]) if lines else None
        except json.JSONDecodeError:
            first = None
        return cls(path, first if isinstance(first, dict) else None, tuple(lines[1:]))

    def seed(self) -> int:
        """The run's seed, so --resume needs no --seed."""
        seed = (self.settings or {}).get("seed")
        if not isinstance(seed, int):
            raise InputError("the run's manifest is damaged: give its --seed", path=self.path)
        return seed


def stem(index: int, count: int) -> str:
    """puzzle-0001, ...: at least four digits, so names sort in order up to 9999."""
    return f"puzzle-{index + 1:0{max(4, len(str(count)))}d}"


class RunFolder:
    """The output folder of one batch: which puzzles are done, and writing the rest."""

    def __init__(
        self,
        folder: Path,
        run: dict[str, Any],
        resumed: Manifest | None,
        keep_words: bool = False,
    ) -> None:
        """A new run in `folder`, or the `resumed` one (its manifest, as read); with
        `keep_words`, each puzzle's line records its words, which later puzzles depend on."""
        self.folder = folder
        self.keep_words = keep_words
        self.path = folder / MANIFEST
        self.run = run
        self.entries: dict[int, dict[str, Any]] = {}
        if resumed is not None:
            self._resume(resumed)
        else:
            write_atomic(self.path, _line(run).encode("utf-8"))
        self._out: IO[str] = self.path.open("a", encoding="utf-8")

    def _resume(self, manifest: Manifest) -> None:
        if manifest.settings != self.run:
            raise InputError(
                "--resume needs the same settings as the run it finishes (words, size, "
                "style, seed, count, format and word cap)",
                path=self.path,
            )
        for line in manifest.lines:
            try:
                entry = json.loads(line)
            except json.JSONDecodeError:
                continue  # the line being written when the run stopped: make it again
            files = [self.folder / name for name in entry.get("files", [])]
            if files and all(f.is_file() for f in files):
                self.entries[entry["puzzle"] - 1] = entry

    @property
    def done(self) -> set[int]:
        return set(self.entries)

    def words(self) -> dict[int, list[str]]:
        """The done puzzles, each with its words when the manifest keeps them."""
        return {k: list(entry.get("words", [])) for k, entry in self.entries.items()}

    def add(self, result: Result, fmt: str, title: str = "") -> None:
        """Write a finished puzzle, then its manifest line; a puzzle already done is kept."""
        if result.puzzle is None or result.index in self.entries:
            return
        count = self.run["count"]
        files = write(result.puzzle, self.folder, stem(result.index, count), fmt, title)
        entry = {
            "puzzle": result.index + 1,
            "seed": result.seed,
            "files": [f.name for f in files],
        }
        if self.keep_words:
            entry["words"] = list(result.puzzle.solution.words)
        self.entries[result.index] = entry
        self._out.write(_line(entry))
        self._out.flush()
        os.fsync(self._out.fileno())

    def close(self, complete: bool) -> None:
        """Stop appending; a complete run's manifest is rewritten in puzzle order."""
        self._out.close()
        if complete:
            lines = [_line(self.run)] + [_line(self.entries[k]) for k in sorted(self.entries)]
            write_atomic(self.path, "".join(lines).encode("utf-8"))


def _line(obj: dict[str, Any]) -> str:
    return json.dumps(obj, ensure_ascii=False, sort_keys=True) + "\n"
