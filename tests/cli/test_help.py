"""Every command's --help follows the same rules, so that a reader who learnt one knows all."""

from __future__ import annotations

import argparse
import json
import re
from collections import defaultdict
from pathlib import Path

import pytest

from tests.conftest import run
from wordgrid.cli import EXIT_CODES, _subparsers, build_parser
from wordgrid.formats import examples_folder

Capsys = pytest.CaptureFixture[str]

# The same option takes the same kind of value everywhere, named alike; these differ on purpose.
OWN_METAVARS = {
    "--size": "wordsearch's is the side of a square (beside --rows and --cols); generate's R C",
    "-o": "generate writes a folder too (PATH); the others a file",
    "--output": "as -o",
}


def commands() -> dict[str, argparse.ArgumentParser]:
    """Every command's parser, `clues add`'s too."""
    found = _subparsers(build_parser())
    found["clues add"] = getattr(found["clues"], "adding")  # noqa: B009 - set after creation
    return found


def options(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    return [a for a in parser._actions if a.help != argparse.SUPPRESS]


def test_every_command_describes_itself_in_sentences() -> None:
    top = build_parser()
    sub = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
    summaries = {a.dest: a.help for a in sub._choices_actions}
    for name, parser in commands().items():
        description = parser.description or ""
        assert re.match(r"^[A-Z].*\.$", description, re.S), f"{name}: {description!r}"
        # The one line in `wordgrid --help` is a fragment, as argparse's own are.
        if name not in summaries:  # clues add, listed by clues --help
            continue
        summary = summaries[name] or ""
        assert summary[:1].islower() and not summary.endswith("."), f"{name}: {summary!r}"


def test_every_option_is_described_as_a_fragment() -> None:
    for name, parser in commands().items():
        for action in options(parser):
            text = action.help or ""
            assert text, f"{name} {action.option_strings or action.dest}: no help"
            assert not text[:1].isupper() and not text.endswith("."), f"{name}: {text!r}"


def test_every_command_lists_its_exit_codes_the_same_way() -> None:
    assert set(EXIT_CODES) == set(commands())
    for name, parser in commands().items():
        codes = [code for code, _ in EXIT_CODES[name]]
        assert codes == sorted(set(codes)) and {0, 2} <= set(codes) <= {0, 1, 2, 3}, name
        lines = [line for line in (parser.epilog or "").splitlines() if "exit codes" in line]
        assert len(lines) == 1 and lines[0].startswith("exit codes: 0 "), name
        assert "exit codes" not in (parser.description or "").lower(), name
        assert not re.search(r"\bExit \d", parser.format_help()), name  # only the one line


def test_an_option_has_the_same_metavar_on_every_command() -> None:
    seen: dict[str, dict[str, str]] = defaultdict(dict)
    for name, parser in commands().items():
        for action in options(parser):
            if action.nargs == 0:  # a flag: `--count` counts solutions, `--count K` puzzles
                continue
            metavar = action.metavar or action.dest.upper()
            for option in action.option_strings:
                seen[option][name] = str(metavar)
    for option, by_command in seen.items():
        if option not in OWN_METAVARS:
            assert len(set(by_command.values())) == 1, f"{option}: {by_command}"
    # Positional arguments are named in capitals, as the usage line and the prose name them.
    for name, parser in commands().items():
        for action in options(parser):
            if not action.option_strings:
                assert str(action.metavar).isupper(), f"{name}: {action.metavar or action.dest}"


def test_every_time_limit_says_from_when_it_counts() -> None:
    for name, parser in commands().items():
        for action in options(parser):
            if "--timeout" in action.option_strings:
                assert re.search(
                    r"counted from (the command's start|when that \w+ is begun)", action.help or ""
                ), name


def test_every_command_that_writes_a_file_says_so(
    capsys: Capsys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "words.txt").write_text("GTU\nTECH\n", encoding="utf-8")
    for argv, written in (
        (["solve", "test_puzzle.txt", "-o", "s.json"], "s.json"),
        (["fill", "test_puzzle.txt", "--dict", "words.txt", "-o", "f.txt"], "f.txt"),
        (["wordsearch", "CAT", "DOG", "--seed", "1", "-o", "w.ipuz"], "w.ipuz"),
        (["convert", "test_puzzle.txt", "c.json"], "c.json"),
        (["render", "test_puzzle.txt", "-o", "r.svg"], "r.svg"),
        (["generate", "CAT", "TOY", "--seed", "1", "-o", "g.json"], "g.json"),
        (["examples", "--copy", "mine"], "mine"),
    ):
        code, out, err = run(capsys, *argv)
        assert code == 0, (argv, err)
        assert (tmp_path / written).exists()
        said = [line for line in (out + err).splitlines() if written in line]
        assert said and re.match(r"^(wrote|copied) ", said[0]), (argv, out, err)
    assert json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))["type"] == "solution"


def test_the_top_help_lists_every_exit_code_a_user_can_cause(capsys: Capsys) -> None:
    from wordgrid.errors import EXIT_INTERRUPTED

    code, out, _ = run(capsys, "--help")
    said = " ".join(out.split()[out.split().index("codes:") :])
    assert code == 0
    for exit_code in (0, 1, 2, 3, EXIT_INTERRUPTED):
        assert re.search(rf"\b{exit_code} [a-z]", said), exit_code


# The commands that take a dictionary or a word list of a puzzle's words: --dict on each.
DICTIONARY_COMMANDS = ("solve", "convert", "render", "fill", "words", "generate", "wordsearch")
# Where --words names the words a command lays out or looks for, not a dictionary.
OWN_WORDS = ("generate", "wordsearch", "findwords")


def test_the_dictionary_option_has_one_name_in_every_help() -> None:
    for name, parser in commands().items():
        shown = {o for action in options(parser) for o in action.option_strings}
        if name in DICTIONARY_COMMANDS:
            assert "--dict" in shown, name
        if name not in OWN_WORDS:
            assert "--words" not in shown, name
        help_text = parser.format_help()
        listed = help_text.split("\nold spellings that still work:")[0]
        assert not re.search(r"--words\b.*dictionar", listed), name


def test_old_spellings_are_named_once_below_the_options(capsys: Capsys) -> None:
    parser = commands()["solve"]
    old = [line for line in parser.format_help().splitlines() if line.startswith("old spell")]
    assert old == ["old spellings that still work: --format (now --from), --words (now --dict)"]
    sample = str(examples_folder() / "sample_puzzle.txt")
    code, _, err = run(capsys, "solve", sample, "--words", sample)
    assert code == 2 and "drop --dict" in err  # the alias works, and is told the new name


def test_every_command_that_writes_a_puzzle_takes_o_and_to() -> None:
    for name in ("generate", "wordsearch", "crossword", "fill", "solve", "convert", "render"):
        shown = {o for action in options(commands()[name]) for o in action.option_strings}
        assert {"-o", "--to"} <= shown, name
        to = next(a for a in options(commands()[name]) if "--to" in a.option_strings)
        assert "pdf" in (to.choices or ()), name
    shown = {o for action in options(commands()["words"]) for o in action.option_strings}
    assert {"-o", "--to"} <= shown
