"""Shared fixtures: the bundled examples and the external corpus beside the repository."""

from __future__ import annotations

from pathlib import Path

import pytest

from wordgrid.batch import examples_folder
from wordgrid.cli import main

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"


@pytest.fixture
def examples() -> Path:
    return examples_folder()


@pytest.fixture
def corpus() -> Path:
    if not CORPUS.is_dir():
        pytest.skip(f"the shared corpus is not at {CORPUS}")
    return CORPUS


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """`wordgrid ARGV` in this process: its exit code, standard output and standard error."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err
