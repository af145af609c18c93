"""Fixtures for the seed 004 game: puzzle files written into a temporary current folder."""

from __future__ import annotations

from pathlib import Path

import pytest

INCONSISTENT = "GTU\nTECH\n\n111\n010\n01\n010"  # the seed's test_puzzle1.txt: row 3 is short


@pytest.fixture
def play_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh current folder holding the seed's inconsistent test_puzzle1.txt."""
    (tmp_path / "test_puzzle1.txt").write_text(INCONSISTENT, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path
