"""Where wordgrid keeps a user's files that can be rebuilt: the platform's cache folder.

`$WORDGRID_CACHE` moves it (a shared machine, a test run, a read-only home); otherwise it is
platformdirs' cache folder for wordgrid, ~/.cache/wordgrid on Linux. The served library's
record cache and the filtered word lists live there: deleting the folder loses nothing but
the time to build them again.
"""

from __future__ import annotations

import os
from pathlib import Path


def cache_folder() -> Path:
    """$WORDGRID_CACHE, else the platform's cache folder for wordgrid (not created here)."""
    override = os.environ.get("WORDGRID_CACHE")
    if override:
        return Path(override)
    import platformdirs  # loaded only by the commands that cache something

    return platformdirs.user_cache_path("wordgrid", appauthor=False)
