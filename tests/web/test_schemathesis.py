"""Schemathesis against the served OpenAPI document: the document says exactly what the
server takes, and every answer is as documented.

It runs the `st` command as a user would, against a server of its own on 127.0.0.1 (its jobs
and uploads stay out of the other tests' server), with a fixed seed and few examples per
operation so the suite stays fast. The acceptance run is the same with `--max-examples 30`
(docs/serve.md). Only the use-after-free check is left out: a deleted job is still shown for a
while, on purpose, so a page that stopped it can read why.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.web.conftest import make_library, serving

REPO = Path(__file__).resolve().parents[2]
CONFIG = REPO / "schemathesis.toml"
EXAMPLES = 5  # per operation, to keep the suite fast; the acceptance run takes 30
SEED = 1
RUN_SECONDS = 300  # a hang fails the test instead of the suite


def schemathesis_command(url: str, examples: int) -> list[str]:
    """`st --config-file schemathesis.toml run URL/api/openapi.json ...`, without its script."""
    main = "import sys; from schemathesis.cli import schemathesis; sys.exit(schemathesis())"
    return [
        *(sys.executable, "-c", main, "--config-file", str(CONFIG), "run"),
        f"{url}/api/openapi.json",
        *("--max-examples", str(examples), "--seed", str(SEED), "--workers", "1"),
        *("--checks", "all", "--exclude-checks", "use_after_free"),
        "--no-color",
    ]


def test_schemathesis_finds_nothing(tmp_path: Path) -> None:
    pytest.importorskip("schemathesis")
    folder = make_library(tmp_path / "library")
    with serving(folder, tmp_path / "clues.sqlite") as url:
        done = subprocess.run(
            schemathesis_command(url, EXAMPLES),
            capture_output=True,
            text=True,
            timeout=RUN_SECONDS,
            cwd=tmp_path,
        )
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
    counted = re.search(r"(\d+) generated, (\d+) passed", done.stdout)
    assert counted and int(counted[1]) == int(counted[2]) > 0, done.stdout[-2000:]
