"""Where wordgrid keeps a user's files: the data folder and the cache folder.

The data folder holds what a user would miss if it were deleted: the clue library
(`clues.sqlite`) and the played-together rooms with their share links (`rooms.sqlite`). The
cache folder holds what can be worked out again (the served library's records, the filtered
word lists). It sits below the application layer because the generator, an engine, reads
and writes its word lists there.
`$WORDGRID_DATA` and `$WORDGRID_CACHE` move them; otherwise they are the platform's own places
for a user's files (platformdirs).
"""

from __future__ import annotations

import os
from pathlib import Path

DATA_VARIABLE = "WORDGRID_DATA"
CACHE_VARIABLE = "WORDGRID_CACHE"


def data_folder() -> Path:
    """$WORDGRID_DATA, else ~/.local/share/wordgrid on Linux, ~/Library/Application
    Support/wordgrid on macOS, %LOCALAPPDATA%\\wordgrid on Windows."""
    override = os.environ.get(DATA_VARIABLE)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_path("wordgrid", appauthor=False))


def cache_folder() -> Path:
    """$WORDGRID_CACHE, else ~/.cache/wordgrid on Linux (the platform's cache folder)."""
    override = os.environ.get(CACHE_VARIABLE)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_cache_path("wordgrid", appauthor=False))
