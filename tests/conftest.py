"""Shared fixtures: the bundled examples and the external corpus beside the repository."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

from wordgrid import dictionary
from wordgrid.batch import examples_folder
from wordgrid.cli import main
from wordgrid.solver import WordIndex

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"

# No property test may fail because the machine is busy: Hypothesis's default deadline (200
# ms an example) does exactly that under load. Loaded before any test module builds its
# own settings, which inherit it.
settings.register_profile("wordgrid", deadline=None)
settings.load_profile("wordgrid")


def pytest_configure(config: pytest.Config) -> None:
    """No test reads or writes the user's own data (the clue library's and the rooms'):
    platformdirs finds it under XDG_DATA_HOME, here a folder of the run's own."""
    data = tempfile.mkdtemp(prefix="wordgrid-test-data-")
    os.environ["XDG_DATA_HOME"] = data
    os.environ.pop("WORDGRID_DATA", None)  # which would move it elsewhere
    atexit.register(shutil.rmtree, data, ignore_errors=True)
    # Nor its cache: the word lists are built once for the run (the first test to draw
    # words pays), never read from a cache another version of wordgrid left.
    cache = tempfile.mkdtemp(prefix="wordgrid-test-cache-")
    os.environ["WORDGRID_CACHE"] = cache
    atexit.register(shutil.rmtree, cache, ignore_errors=True)


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


# The autofill corpus: the SCOWL-55 dictionary (loaded once a session) and the classic grids.
AUTOFILL = CORPUS / "autofill"


@pytest.fixture(scope="session")
def scowl_path() -> Path:
    path = AUTOFILL / "scowl55.dict"
    if not path.exists():
        pytest.skip(f"the shared corpus is not at {AUTOFILL}")
    return path


@pytest.fixture(scope="session")
def scowl(scowl_path: Path) -> tuple[dictionary.Dictionary, WordIndex]:
    words = dictionary.load([scowl_path])
    return words, WordIndex.build(words.bank(), range(2, 8))


@pytest.fixture(scope="session")
def grids() -> Path:
    return AUTOFILL / "grids"


class Scans:
    """Counts the directory scans made through os.scandir and os.listdir (Path.iterdir and
    Path.glob go through one of them)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        for name in ("scandir", "listdir"):
            monkeypatch.setattr(os, name, self._counted(getattr(os, name)))

    def _counted(self, real: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            self.count += 1
            return real(*args, **kwargs)

        return call


@pytest.fixture
def scans(monkeypatch: pytest.MonkeyPatch) -> Iterator[Scans]:
    yield Scans(monkeypatch)
