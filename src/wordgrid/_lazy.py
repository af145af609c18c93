"""Package attributes that load on first use, so the command line starts quickly."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_exports(package: str, homes: Mapping[str, tuple[str, ...]]) -> Callable[[str], Any]:
    """A module `__getattr__` for `package` that imports each name from its home module."""
    home_of = {name: module for module, names in homes.items() for name in names}

    def attribute(name: str) -> Any:
        if name not in home_of:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(importlib.import_module(home_of[name]), name)

    return attribute
