"""Effort limits: requests that would run for minutes are refused up front."""

from __future__ import annotations

import pytest

from wordgrid.cli import main


def test_dense_grids_have_a_size_limit(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["generate", "--style", "dense", "--size", "200", "200", "--seed", "1"]) == 2
    assert "dense grids go up to 25x25" in capsys.readouterr().err
