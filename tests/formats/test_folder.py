"""Listing a folder of puzzles: one directory scan, side files told apart by name."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from benchmarks.old_listing import listing_before
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import Scans
from wordgrid.batch import find_jobs
from wordgrid.errors import InputError
from wordgrid.formats import Listing, folder_files, sidecar_of


def generated_folder(folder: Path, count: int) -> Path:
    """A folder as `generate --count` leaves it: each puzzle with its answer and its notes,
    and the run's hidden manifest."""
    folder.mkdir(exist_ok=True)
    for k in range(1, count + 1):
        stem = f"puzzle-{k:04d}"
        (folder / f"{stem}.txt").write_text("AB\n\n11\n", encoding="utf-8")
        (folder / f"{stem}.solution.txt").write_text("AB\n\nAB\n", encoding="utf-8")
        (folder / f"{stem}.meta.json").write_text("{}\n", encoding="utf-8")
    (folder / ".wordgrid-manifest.jsonl").write_text("{}\n", encoding="utf-8")
    return folder


def test_a_generated_folder_is_listed_with_one_scan(tmp_path: Path, scans: Scans) -> None:
    folder = generated_folder(tmp_path / "made", 300)
    files = folder_files(folder)
    assert scans.count == 1  # not one per file: the quadratic listing must not come back
    assert [f.name for f in files] == [f"puzzle-{k:04d}.txt" for k in range(1, 301)]


def test_batch_lists_a_generated_folder_with_one_scan(tmp_path: Path, scans: Scans) -> None:
    folder = generated_folder(tmp_path / "made", 300)
    jobs = find_jobs(folder)
    assert scans.count == 1
    assert len(jobs) == 300 and all(job.words is None for job in jobs)


def test_batch_pairs_a_grid_with_its_word_file_from_the_same_scan(
    tmp_path: Path, scans: Scans
) -> None:
    (tmp_path / "puzzle1").write_text("__\n", encoding="utf-8")
    (tmp_path / "words1").write_text("AB\n", encoding="utf-8")
    (tmp_path / "x.grid").write_text("..\n", encoding="utf-8")
    (tmp_path / "x.words").write_text("AB\n", encoding="utf-8")
    (tmp_path / "y.txt").write_text("AB\n\n11\n", encoding="utf-8")
    jobs = find_jobs(tmp_path)
    assert scans.count == 1
    assert [(j.path.name, j.words and j.words.name) for j in jobs] == [
        ("puzzle1", "words1"),
        ("x.grid", "x.words"),
        ("y.txt", None),
    ]


def test_side_files_belong_only_to_a_puzzle_beside_them(tmp_path: Path) -> None:
    for name in (
        "a.txt",
        "a.solution.txt",
        "a.meta.json",
        "orphan.solution.txt",  # no orphan.* beside it: a puzzle of its own
        "b.c.ipuz",
        "b.c.solution.ipuz",
        "d.json",
        "d.meta.json",
        ".hidden.txt",
    ):
        (tmp_path / name).write_text("x", encoding="utf-8")
    (tmp_path / "sub.txt").mkdir()  # a folder is not a file
    assert [f.name for f in folder_files(tmp_path)] == [
        "a.txt",
        "b.c.ipuz",
        "d.json",
        "orphan.solution.txt",
    ]
    assert sidecar_of(tmp_path / "a.meta.json") == tmp_path / "a.txt"
    assert sidecar_of(tmp_path / "b.c.solution.ipuz") == tmp_path / "b.c.ipuz"
    assert sidecar_of(tmp_path / "orphan.solution.txt") is None
    assert sidecar_of(tmp_path / "a.txt") is None


def test_natural_order(tmp_path: Path) -> None:
    for name in ("p10.txt", "p9.txt", "P1.txt", "p100.txt"):
        (tmp_path / name).write_text("x", encoding="utf-8")
    assert [f.name for f in folder_files(tmp_path)] == ["P1.txt", "p9.txt", "p10.txt", "p100.txt"]


@pytest.mark.parametrize(
    ("make", "says"),
    [
        (lambda p: None, "no such folder"),
        (lambda p: p.write_text("x", encoding="utf-8"), "is a file, not a folder"),
        (lambda p: p.mkdir(), "the folder has no puzzle files"),
    ],
)
def test_a_folder_that_cant_be_listed_is_one_message(
    tmp_path: Path, make: Callable[[Path], object], says: str
) -> None:
    target = tmp_path / "target"
    make(target)
    with pytest.raises(InputError, match=says) as caught:
        folder_files(target)
    assert str(target) in str(caught.value)


def test_an_unreadable_folder_is_one_message(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refused(path: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "scandir", refused)  # as for anyone but root on a mode-0 folder
    with pytest.raises(InputError, match="can't read the folder: Permission denied"):
        folder_files(tmp_path)


NAME = st.builds(
    lambda stem, middle, ext: stem + middle + ext,
    st.sampled_from(["a", "b", "a.b", "puzzle-1", "puzzle-10", ".h"]),
    st.sampled_from(["", ".solution", ".meta", ".x"]),
    st.sampled_from([".txt", ".json", ".ipuz", ""]),
)


@settings(max_examples=60, deadline=None)
@given(st.sets(NAME, max_size=12))
def test_the_listing_agrees_with_asking_file_by_file(names: set[str]) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as where:
        folder = Path(where)
        for name in names:
            (folder / name).write_text("x", encoding="utf-8")
        assert Listing.scan(folder).puzzles == [p.name for p in listing_before(folder)]


def test_render_lists_the_folder_once(
    tmp_path: Path, scans: Scans, examples: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from wordgrid.cli import main

    folder = tmp_path / "two"
    folder.mkdir()
    for name in ("sample_puzzle.txt", "seed003_lua.txt"):
        shutil.copy(examples / name, folder / name)
        shutil.copy(examples / name, folder / name.replace(".txt", ".solution.txt"))
    scans.count = 0
    assert main(["render", str(folder), "-o", str(tmp_path / "out.pdf")]) == 0
    capsys.readouterr()
    assert scans.count == 1
