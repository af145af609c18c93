"""generate --format ipuz: the fill kind, which solve reads back."""

from __future__ import annotations

from pathlib import Path

import pytest

from wordgrid.cli import main


def test_generate_writes_ipuz_that_solve_reads_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        main(
            [
                "generate",
                "--random",
                "8",
                "--seed",
                "3",
                "--format",
                "ipuz",
                "--count",
                "1",
                "--out",
                str(tmp_path),
            ]
        )
        == 0
    )
    capsys.readouterr()
    puzzle = tmp_path / "puzzle-0001.ipuz"
    assert (tmp_path / "puzzle-0001.solution.ipuz").exists()
    assert main(["solve", str(puzzle), "--count"]) == 0
    assert "solutions: 1 (unique)" in capsys.readouterr().out
