"""The docs can't drift from the program: every command they show parses and runs, the output
they show is the output the program prints, every example of the Python API runs, and every
link to a file of the project leads somewhere.

The commands of a page run in order, in a fresh folder holding the bundled examples (also at
their path in the source tree, `src/wordgrid/data/examples/`) and the page's own example
files from `tests/docs_examples/<page>/`, so a later command can read what an earlier one
wrote. A command is a line (or a `&&` part of one) whose pipeline has a `wordgrid` or `curl`
command. In a block whose commands start with `$ `, the lines after a command are its output,
checked as a doctest checks (`...` stands for any text); other blocks check that each command
succeeds. Blocks fenced as `text` (synopses), `python` (run as doctests below), `json` and
`toml` (data) are not run. What a test can't do as the reader does, it does narrowly:

- `wordgrid serve` runs until stopped: it starts in the background, on 127.0.0.1 and a free
  port (tests listen on this computer only; the page's `--host` and `--port` are the
  reader's), `--open` opens no browser (BROWSER=true), and the page's `curl` lines after it
  ask that server (its address for `http://127.0.0.1:8765`), with `--fail` so an HTTP error
  fails. Ctrl-C (SIGINT) stops it at the end of the page, and it must exit 0.
- `$TOKEN` in a `curl` line is the token of the link a `wordgrid serve --share` printed.
- `JOB_ID` in a `curl` line is the reader's to fill in from the answer before: here, the
  `id` of the last JSON answer that had one.
- NOT_HERE lists the commands no test can run as the reader does, with the reason.
"""

from __future__ import annotations

import doctest
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from wordgrid.cli import build_parser

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FENCE = re.compile(r"```[a-z]*\n(.*?)```", re.S)
FENCE_AND_KIND = re.compile(r"```([a-z]*)\n(.*?)```", re.S)
NOT_RUN = {"text", "python", "json", "toml"}  # synopses, the Python API (doctests), data
EXAMPLE_FILES = ROOT / "tests" / "docs_examples"
COMMAND_SECONDS = 120  # a generous bound: no documented command should come near it
SERVER = "wordgrid serve"
DOCS_ADDRESS = re.compile(r"http://(127\.0\.0\.1|localhost):\d+")
# A `tcp://` scheduler is a machine of the reader's (a Dask cluster): such commands parse only.
ELSEWHERE = "tcp://"
# Commands a page shows that no test can run as the reader does, and why.
NOT_HERE = {
    "python -m pip install": "installs wordgrid, which the tests already run installed",
    "python -m pytest": "runs this test suite, this test among it",
    "python -m http.server": "serves a folder until stopped: tests/web/test_site.py serves a "
    "site with it",
}
PROGRAMS = ("wordgrid ", "curl ")
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


@dataclass(frozen=True)
class Step:
    """A command of a page, and the output the page shows for it (None: shows none)."""

    command: str
    expected: str | None = None

    @property
    def runs(self) -> bool:
        return not self.command.startswith(tuple(NOT_HERE)) and ELSEWHERE not in self.command


def _is_command(part: str) -> bool:
    return any(p.strip().startswith(PROGRAMS) for p in part.split("|")) or part.startswith(
        tuple(NOT_HERE)
    )


def _lines(block: str) -> list[str]:
    """A block's lines, a line ending in a backslash joined with the next."""
    return block.replace("\\\n", " ").splitlines()


def transcripts(page: Path) -> list[Step]:
    """Each command a page's runnable blocks show, with the output shown after it."""
    found: list[Step] = []
    blocks = FENCE_AND_KIND.findall(page.read_text(encoding="utf-8"))
    for block in (block for kind, block in blocks if kind not in NOT_RUN):
        lines = _lines(block)
        shows_output = any(line.startswith("$ ") for line in lines)
        for k, line in enumerate(lines):
            if shows_output and not line.startswith("$ "):
                continue  # output, checked with the command above it
            parts = [p.strip() for p in line.removeprefix("$ ").split("  #")[0].split(" && ")]
            if not all(_is_command(part) for part in parts):
                continue  # a line of data in a block (a folder tree, a file shown)
            expected = None
            if shows_output:
                rest = lines[k + 1 :]
                end = next((i for i, out in enumerate(rest) if out.startswith("$ ")), len(rest))
                expected = "\n".join(rest[:end]).strip() or None
            found += [Step(part) for part in parts[:-1]] + [Step(parts[-1], expected)]
    return found


def _example_folder(page: Path, tmp_path: Path) -> Path:
    from wordgrid.batch import examples_folder

    folder = tmp_path / page.stem
    shutil.copytree(examples_folder(), folder, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(examples_folder(), folder / "src" / "wordgrid" / "data" / "examples")
    if (EXAMPLE_FILES / page.stem).is_dir():
        shutil.copytree(EXAMPLE_FILES / page.stem, folder, dirs_exist_ok=True)
    return folder


def _without_address(argv: list[str]) -> list[str]:
    """`argv` without its `--host` and `--port` and their values."""
    kept: list[str] = []
    for k, arg in enumerate(argv):
        named = arg in ("--host", "--port") or arg.startswith(("--host=", "--port="))
        if not named and (k == 0 or argv[k - 1] not in ("--host", "--port")):
            kept.append(arg)
    return kept


class Server:
    """`wordgrid serve` as a page shows it, on 127.0.0.1 and a free port, until stopped."""

    def __init__(self, command: str, folder: Path, env: dict[str, str]) -> None:
        argv = _without_address(shlex.split(command))
        self.process = subprocess.Popen(
            [*argv, "--host", "127.0.0.1", "--port", "0"],
            cwd=folder,
            env={**env, "BROWSER": "true"},
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        first = self.process.stdout.readline()  # `serving FOLDER at URL (Ctrl-C stops)`
        found = re.search(r"http://\S+/", first)
        assert found, f"{command}: no address in {first!r}"
        self.address = found[0].rstrip("/")
        # A shared server prints its link next, with the token its requests need.
        self.token = (
            self.process.stdout.readline().strip().split("token=")[-1] if "--share" in argv else ""
        )
        self._wait_until_it_answers(command)

    def _wait_until_it_answers(self, command: str) -> None:
        # The address is printed before the server answers; Ctrl-C before it does is an
        # interrupted start (130), not the stop of a server.
        import urllib.request

        deadline = time.monotonic() + COMMAND_SECONDS
        while True:
            try:
                with urllib.request.urlopen(
                    self.address + f"/api/puzzles?token={self.token}", timeout=5
                ):
                    return
            except OSError:
                assert time.monotonic() < deadline, f"{command}: no answer at {self.address}"
                assert self.process.poll() is None, f"{command}: stopped before it answered"
                time.sleep(0.05)

    def stop(self) -> None:
        self.process.send_signal(signal.SIGINT)
        _, err = self.process.communicate(timeout=COMMAND_SECONDS)
        assert self.process.returncode == 0 and "Traceback" not in err, err


def _shell(command: str, folder: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", "-o", "pipefail", "-c", command],
        cwd=folder,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=COMMAND_SECONDS,
    )


def _ask_server(command: str, server: Server | None, job: str | None) -> str:
    """A page's `curl` line, sent to the test's server (see the module's notes)."""
    assert server is not None, f"{command}: no `wordgrid serve` before it on the page"
    assert "JOB_ID" not in command or job, f"{command}: no answer before it gave an id"
    command = DOCS_ADDRESS.sub(server.address, command).replace("JOB_ID", job or "")
    return command.replace("curl ", "curl --fail --show-error ", 1)


def _job_id(output: str) -> str | None:
    try:
        answer = json.loads(output)
    except ValueError:
        return None
    return str(answer["id"]) if isinstance(answer, dict) and "id" in answer else None


PAGES_WITH_COMMANDS = [page for page in PAGES if transcripts(page)]


@pytest.mark.parametrize("page", PAGES_WITH_COMMANDS, ids=lambda p: p.name)
def test_every_command_a_page_shows_runs_as_shown(page: Path, tmp_path: Path) -> None:
    folder = _example_folder(page, tmp_path)
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    env.pop("COLUMNS", None)
    # A page's commands run as a new user's would, in a data folder of their own: what
    # `wordgrid clues add` puts in the clue library stays with the page, not the whole run.
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    checker = doctest.OutputChecker()
    server: Server | None = None
    job: str | None = None
    try:
        for step in (step for step in transcripts(page) if step.runs):
            command = step.command
            if command.startswith(SERVER):
                if server is not None:
                    server.stop()
                server = Server(command, folder, env)
                continue
            if command.startswith("curl "):
                command = _ask_server(command, server, job)
            # A page's `$TOKEN` is the shared server's token, which the reader copies.
            done = _shell(command, folder, {**env, "TOKEN": server.token if server else ""})
            assert done.returncode == 0, f"{page.name}: {command}\n{done.stderr}"
            job = _job_id(done.stdout) or job
            if step.expected is not None:
                assert checker.check_output(
                    step.expected + "\n",
                    done.stdout,
                    doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE,
                ), f"{page.name}: {command} printed\n{done.stdout}"
    finally:
        if server is not None:
            server.stop()


def test_no_page_with_commands_is_left_out() -> None:
    # A line that looks like a command in a block this test runs is run (or in NOT_HERE):
    # the README's `python -m pip install . && wordgrid demo` once slipped through.
    for page in PAGES:
        shown = {step.command for step in transcripts(page)}
        for kind, block in FENCE_AND_KIND.findall(page.read_text(encoding="utf-8")):
            if kind in NOT_RUN:
                continue
            for line in _lines(block):
                line = line.removeprefix("$ ").split("  #")[0].strip()
                for part in line.split(" && "):
                    if "wordgrid " in part or part.startswith(("curl ", "python ")):
                        assert part.strip() in shown, f"{page.name}: {part} is not run"
    without = {page.name for page in PAGES} - {page.name for page in PAGES_WITH_COMMANDS}
    assert without == {"design.md", "formats.md"}  # a tree of the code; tables of formats


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


ENTRY_COUNT = re.compile(r"([0-9]{3},[0-9]{3}) English entries")
WHERE_THE_COUNT_IS = (ROOT / "docs" / "fill.md", ROOT / "src/wordgrid/data/words/README.md")


@pytest.mark.parametrize("page", WHERE_THE_COUNT_IS, ids=lambda p: p.name)
def test_the_docs_give_the_crossword_lists_entry_count(page: Path) -> None:
    from wordgrid.dictionary import default_dictionary

    said = ENTRY_COUNT.findall(page.read_text(encoding="utf-8"))
    assert said, f"{page.name} says how many entries the list has"
    assert {int(n.replace(",", "")) for n in said} == {len(default_dictionary().scores)}
