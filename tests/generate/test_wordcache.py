"""The filtered word lists are built once per language and version and read back from the
cache folder; a corrupt, stale or unwritable cache costs a rebuild, never a wrong list."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from wordgrid.generate import wordcache
from wordgrid.generate.wordcache import stored

FREQUENCIES = (("LAKE", 5.25), ("GARDEN", 4.5), ("ÉTÉ", 3.0))


class Builder:
    """A list builder that counts its calls, behind a cache of the given filter version."""

    def __init__(self, version: int = 1) -> None:
        self.calls = 0

        @stored("test", version)
        def build(lang: str = "en", size: int = 3) -> tuple[tuple[str, float], ...]:
            self.calls += 1
            return FREQUENCIES[:size]

        self.build = build


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("WORDGRID_CACHE", str(tmp_path))
    return tmp_path / wordcache.SUBFOLDER


def test_a_list_is_built_once_then_read_back_the_same(folder: Path) -> None:
    first = Builder()
    assert first.build("en") == FREQUENCIES
    again = Builder()  # another run: nothing in memory
    assert again.build("en") == FREQUENCIES  # exact floats and accents survive the file
    assert again.build(lang="en", size=3) == FREQUENCIES  # the same call spelled otherwise
    assert (first.calls, again.calls) == (1, 0)
    assert len(list(folder.iterdir())) == 1


def test_each_language_and_size_has_its_own_list(folder: Path) -> None:
    b = Builder()
    assert b.build("en", 2) == FREQUENCIES[:2]
    assert b.build("fr", 2) == FREQUENCIES[:2]
    assert b.build("en", 3) == FREQUENCIES
    assert b.calls == 3
    assert len(list(folder.iterdir())) == 3


def test_a_new_filter_version_builds_the_list_again(folder: Path) -> None:
    Builder(version=1).build()
    newer = Builder(version=2)
    newer.build()
    newer.build()
    assert newer.calls == 1


def test_a_new_source_or_an_edited_word_file_builds_the_list_again(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    Builder().build()
    sources = wordcache._sources()
    assert "wordfreq" in sources and "en.dict" in sources and "blocklist.tsv" in sources
    for changed in ({"wordfreq": "99.0"}, {"en.dict": "1:2"}):
        monkeypatch.setattr(wordcache, "_sources", lambda c=changed: {**sources, **c})
        b = Builder()
        b.build()
        assert b.calls == 1, changed  # a list made from other sources is not served


@pytest.mark.parametrize(
    "damage",
    [
        b"",
        b'{"key": {"kind": "te',  # cut short by a full disk
        b"\x00\xff not json",
        b'{"key": null, "entries": [["LAKE", 5.25]]}',  # another version's key
        b"[1, 2, 3]",
        b"[" * 100_000,  # nested deeper than the parser goes
    ],
)
def test_a_damaged_file_is_built_again_and_mended(folder: Path, damage: bytes) -> None:
    Builder().build()
    [path] = folder.iterdir()
    path.write_bytes(damage)
    b = Builder()
    assert b.build() == FREQUENCIES
    assert b.calls == 1
    assert Builder().build() == FREQUENCIES  # mended: the next run reads it again
    assert json.loads(path.read_bytes())["entries"][0] == ["LAKE", 5.25]


def test_a_file_edited_by_hand_is_not_trusted(folder: Path) -> None:
    Builder().build()
    [path] = folder.iterdir()
    data = json.loads(path.read_bytes())
    data["entries"].append(["JUNK", "not a number"])
    path.write_text(json.dumps(data), encoding="utf-8")
    b = Builder()
    assert b.build() == FREQUENCIES and b.calls == 1


def test_an_unwritable_cache_folder_still_gives_the_list(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a file, not a folder"
    blocker.write_text("x")
    monkeypatch.setenv("WORDGRID_CACHE", str(blocker))
    b = Builder()
    assert b.build() == FREQUENCIES
    assert b.build() == FREQUENCIES
    assert b.calls == 2  # built each time, as before the cache
    assert [p.name for p in tmp_path.iterdir()] == [blocker.name]


def test_writers_racing_never_show_a_reader_half_a_file(folder: Path) -> None:
    """Many threads rewrite the list while others read it: each read gets the whole list."""
    Builder().build()
    [path] = folder.iterdir()
    key = json.loads(path.read_bytes())["key"]
    entries = tuple(FREQUENCIES * 2000)  # big enough that a write takes many system calls
    reads: list[object] = []
    stop = threading.Event()

    def write() -> None:
        for _ in range(20):
            wordcache._write(path, key, entries)

    def read() -> None:
        while not stop.is_set():
            reads.append(wordcache._read(path, key))

    readers = [threading.Thread(target=read) for _ in range(2)]
    writers = [threading.Thread(target=write) for _ in range(3)]
    for t in readers + writers:
        t.start()
    for t in writers:
        t.join()
    stop.set()
    for t in readers:
        t.join()
    assert reads and all(r is not None for r in reads)
    assert [p.name for p in folder.iterdir()] == [path.name]  # no temporary file left


def test_a_random_puzzle_with_a_warm_cache_loads_no_word_list_package(tmp_path: Path) -> None:
    """The fixed cost is gone: wordfreq and the filter's lists stay unloaded, and so does
    the whole dictionary when no word has to be swapped."""
    script = (
        "import sys\n"
        "from wordgrid.generate import Request, generate\n"
        "g = generate(Request(random_count=12), 5)\n"
        "print(len(g.repairs), sorted(m for m in sys.modules if m.split('.')[0] in "
        "('wordfreq', 'glin_profanity', 'names', 'english_words')))\n"
    )
    env = {**os.environ, "WORDGRID_CACHE": str(tmp_path)}
    cold = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True)
    assert cold.returncode == 0, cold.stderr
    assert "wordfreq" in cold.stdout  # the first run builds the lists
    lists = tmp_path / wordcache.SUBFOLDER
    assert sorted(p.name.split("-")[0] for p in lists.iterdir()) == ["dictionary", "pool"]
    for whole in lists.glob("dictionary-*"):
        whole.unlink()  # a run that reads the dictionary now has to build it again
    warm = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True)
    assert warm.returncode == 0, warm.stderr
    assert warm.stdout == "0 []\n"
    assert not list(lists.glob("dictionary-*"))
