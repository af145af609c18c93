"""The puzzle folder's listing as it was before issue 32: a glob of the whole folder for every
side file, so quadratic in the folder's size. The yardstick of library_bench.py, and the
reference tests/formats/test_folder.py checks the one-scan listing against."""

from __future__ import annotations

import glob
import re
from pathlib import Path

from wordgrid.formats.folder import natural_key

_SIDE = re.compile(r"^(?P<stem>.+)\.(solution|meta)\.[^.]+$")


def _owner(path: Path) -> Path | None:
    m = _SIDE.match(path.name)
    if m is None:
        return None
    stem = m.group("stem")
    return next(
        (
            p
            for p in sorted(path.parent.glob(f"{glob.escape(stem)}.*"))
            if p.is_file() and not _SIDE.match(p.name) and p.name[len(stem) :].count(".") == 1
        ),
        None,
    )


def listing_before(folder: Path) -> list[Path]:
    """The puzzle files of `folder`, found file by file as before issue 32."""
    puzzles = [p for p in folder.iterdir() if p.is_file() and not p.name.startswith(".")]
    return sorted((p for p in puzzles if _owner(p) is None), key=lambda p: natural_key(p.name))
