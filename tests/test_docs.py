"""The docs can't drift from the program: every command they show parses and runs, the output
they show is the output the program prints, every example of the Python API runs, and every
link to a file of the project leads somewhere.

The commands of a page run in order, in a fresh folder holding the bundled examples (also at
their path in the source tree, `src/wordgrid/data/examples/`) and the page's own example
files from `tests/docs_examples/<page>/`, so a later command can read what an earlier one
wrote. A block fenced as `text` is a synopsis, `wordgrid serve` runs until stopped and a
`tcp://` scheduler is the reader's own machine: they are parsed, not run. In a block whose
commands start with `$ `, the lines after a command are its output, checked as a doctest
checks (`...` stands for any text); other blocks check that each command succeeds.
"""

from __future__ import annotations

import doctest
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from wordgrid.cli import build_parser

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FENCE = re.compile(r"```[a-z]*\n(.*?)```", re.S)
FENCE_AND_KIND = re.compile(r"```([a-z]*)\n(.*?)```", re.S)
NOT_RUN = {"text", "python", "json"}  # synopses, the Python API (run as doctests), data
EXAMPLE_FILES = ROOT / "tests" / "docs_examples"
COMMAND_SECONDS = 120  # a generous bound: no documented command should come near it
# Commands that run until stopped (their own tests run them: test_serve_cli.py), and ones
# that need a machine of the reader's (a Dask scheduler at tcp://): parsed here, not run.
UNTIL_STOPPED = "wordgrid serve"
ELSEWHERE = "tcp://"
LINK = re.compile(r"\]\(([^)#:]+)(#[^)]*)?\)")


def commands(page: Path) -> list[str]:
    """The `wordgrid ...` lines of a page's code blocks, without prompts, pipes and comments."""
    found = []
    for block in FENCE.findall(page.read_text(encoding="utf-8")):
        for line in block.splitlines():
            line = line.removeprefix("$ ").split("  #")[0].strip()
            for part in re.split(r"\s*(?:&&|\||;)\s*", line):
                part = part.split(" > ")[0].split(" < ")[0].strip()
                if part.startswith("wordgrid "):
                    found.append(part)
    return found


def transcripts(page: Path) -> list[tuple[str, str | None]]:
    """(command line, expected output or None) for each runnable `wordgrid` line of a page;
    the expected output is None in a block that shows no output."""
    found: list[tuple[str, str | None]] = []
    blocks = FENCE_AND_KIND.findall(page.read_text(encoding="utf-8"))
    for block in (block for kind, block in blocks if kind not in NOT_RUN):
        lines = block.splitlines()
        shows_output = any(line.startswith("$ ") for line in lines)
        for k, line in enumerate(lines):
            command = line.removeprefix("$ ") if shows_output else line
            if not command.startswith("wordgrid ") or (shows_output and command == line):
                continue
            if command.startswith(UNTIL_STOPPED) or ELSEWHERE in command:
                continue
            expected = None
            if shows_output:
                rest = lines[k + 1 :]
                end = next((i for i, out in enumerate(rest) if out.startswith("$ ")), len(rest))
                expected = "\n".join(rest[:end]).strip() or None
            found.append((command.split("  #")[0].strip(), expected))
    return found


def _example_folder(page: Path, tmp_path: Path) -> Path:
    from wordgrid.batch import examples_folder

    folder = tmp_path / page.stem
    shutil.copytree(examples_folder(), folder, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(examples_folder(), folder / "src" / "wordgrid" / "data" / "examples")
    if (EXAMPLE_FILES / page.stem).is_dir():
        shutil.copytree(EXAMPLE_FILES / page.stem, folder, dirs_exist_ok=True)
    return folder


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_command_a_page_shows_runs_as_shown(page: Path, tmp_path: Path) -> None:
    runs = transcripts(page)
    if not runs:
        pytest.skip(f"{page.name} shows no command to run")
    folder = _example_folder(page, tmp_path)
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    env.pop("COLUMNS", None)
    checker = doctest.OutputChecker()
    for command, expected in runs:
        done = subprocess.run(
            ["bash", "-o", "pipefail", "-c", command],
            cwd=folder,
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=COMMAND_SECONDS,
        )
        assert done.returncode == 0, f"{page.name}: {command}\n{done.stderr}"
        if expected is not None:
            assert checker.check_output(
                expected + "\n", done.stdout, doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
            ), f"{page.name}: {command} printed\n{done.stdout}"


def test_the_pages_show_commands() -> None:
    assert sum(len(commands(page)) for page in PAGES) >= 20  # the check below is not empty


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_command_a_page_shows_parses(page: Path) -> None:
    parser = build_parser()
    for command in commands(page):
        argv = shlex.split(command)[1:]
        try:
            parser.parse_args(argv)
        except SystemExit as e:  # a usage error, or --help/--version which exit 0
            assert e.code == 0, f"{page.name}: {command}"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_link_to_a_project_file_leads_somewhere(page: Path) -> None:
    for target, _anchor in LINK.findall(page.read_text(encoding="utf-8")):
        if target.startswith("http"):
            continue
        assert (page.parent / target).exists(), f"{page.name}: {target}"


def test_the_api_examples_in_the_docs_run(monkeypatch: pytest.MonkeyPatch) -> None:
    from wordgrid.batch import examples_folder

    monkeypatch.chdir(examples_folder())  # read_file() takes the bundled test_puzzle.txt
    text = (ROOT / "docs" / "play.md").read_text(encoding="utf-8")
    parser = doctest.DocTestParser()
    examples = [b for b in FENCE.findall(text) if ">>>" in b]
    assert examples, "docs/play.md shows the seed API at work"
    for k, block in enumerate(examples):
        test = parser.get_doctest(block, {}, f"play.md example {k}", "docs/play.md", 0)
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
        runner.run(test)
        assert runner.failures == 0, f"docs/play.md example {k} failed"
