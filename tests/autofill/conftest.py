"""Fixtures for autofill tests: the SCOWL-55 dictionary, loaded once per session."""

from __future__ import annotations

from pathlib import Path

import pytest

from wordgrid import dictionary
from wordgrid.solver import WordIndex

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "autofill"


@pytest.fixture(scope="session")
def scowl_path() -> Path:
    path = CORPUS / "scowl55.dict"
    if not path.exists():
        pytest.skip(f"the shared corpus is not at {CORPUS}")
    return path


@pytest.fixture(scope="session")
def scowl(scowl_path: Path) -> tuple[dictionary.Dictionary, WordIndex]:
    words = dictionary.load([scowl_path])
    return words, WordIndex.build(words.bank(), range(2, 8))


@pytest.fixture(scope="session")
def grids() -> Path:
    return CORPUS / "grids"
