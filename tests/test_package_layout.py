"""Each package's public names resolve, and the formats door has no import loop."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest


@pytest.mark.parametrize("package", ["wordgrid", "wordgrid.app", "wordgrid.formats"])
def test_every_public_name_resolves(package: str) -> None:
    module = importlib.import_module(package)
    missing = [name for name in module.__all__ if getattr(module, name, None) is None]
    assert missing == []
    assert len(module.__all__) == len(set(module.__all__))  # each name listed once


def test_each_formats_module_imports_on_its_own() -> None:
    # In a fresh interpreter, so that nothing the test run loaded first hides a loop.
    modules = ["detect", "reading", "word_lists", "clue_list", "writing", "extensions", "folder"]
    for name in modules:
        code = f"import wordgrid.formats.{name}"
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
        assert done.returncode == 0, (name, done.stderr)
