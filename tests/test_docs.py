"""The docs can't drift from the program: every command they show parses, every example of
the Python API runs, and every link to a file of the project leads somewhere."""

from __future__ import annotations

import doctest
import re
import shlex
from pathlib import Path

import pytest

from wordgrid.cli import build_parser

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FENCE = re.compile(r"```[a-z]*\n(.*?)```", re.S)
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
