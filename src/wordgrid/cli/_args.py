"""Arguments shared by subcommands; a bad value is an argparse usage error (exit 2).

The same option means the same thing on every command: `-o/--output FILE` where a command
writes a file, `--to FORMAT` for its format, `--from FORMAT` to force the input's format.
A dictionary or word list is `--dict FILE`. Older spellings (`--format`, `--out`, and
`--words` where it named a dictionary) still work: --help names them above the exit codes.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from wordgrid.errors import EXIT_OK, EXIT_TIMEOUT, EXIT_UNSOLVABLE, InputError

if TYPE_CHECKING:
    from rich.console import Console

    from wordgrid.budget import Budget
    from wordgrid.dictionary import Dictionary

# A search's status (solver.Status, by its value) as an exit code. By value, so that the
# command line does not load the solver just to read its options.
EXIT_BY_STATUS = {"solved": EXIT_OK, "unsolvable": EXIT_UNSOLVABLE, "timeout": EXIT_TIMEOUT}


def _number(
    text: str, kind: type[int] | type[float], ok: Callable[[float], bool], rule: str
) -> Any:
    """`text` as a number of `kind` that keeps `rule`; an argparse usage error otherwise."""
    try:
        value = kind(text)
    except ValueError:  # also a number of thousands of digits, which int() refuses
        what = "a whole number" if kind is int else "a number"
        raise argparse.ArgumentTypeError(f"not {what}: {text[:40]!r}") from None
    if not ok(value):
        raise argparse.ArgumentTypeError(f"must be {rule}: {text[:40]!r}")
    return value


def positive_float(text: str) -> float:
    return float(_number(text, float, lambda v: 0 < v < math.inf, "a positive number of seconds"))


def finite_float(text: str) -> float:
    return float(_number(text, float, math.isfinite, "a finite number"))


def positive_int(text: str) -> int:
    return int(_number(text, int, lambda v: v >= 1, "at least 1"))


def count_or_all(text: str) -> int:
    """A `--limit N`: a whole number, 0 for no limit."""
    return int(_number(text, int, lambda v: v >= 0, "0 or more"))


def offered_language(text: str) -> str:
    """A `--lang` value as its code (`pt-BR` is `pt`, see wordgrid.lang); a usage error for
    a language wordgrid doesn't offer."""
    from wordgrid.lang import language, normalise

    try:
        return language(normalise(text)).code
    except InputError as e:
        raise argparse.ArgumentTypeError(e.message) from None


def add_lang_option(
    parser: argparse.ArgumentParser,
    help: str,
    *,
    offered_only: bool = True,
    default: str | None = None,
) -> None:
    """`--lang LANG`, normalised where it comes in; `offered_only` refuses a language
    wordgrid doesn't offer, where the command has nothing of its own to say about one."""
    from wordgrid.lang import CODES, normalise

    parser.add_argument(
        "--lang",
        type=offered_language if offered_only else normalise,
        default=default,
        metavar="LANG",
        help=help.format(codes=", ".join(CODES)),
    )


# A line of a command's --help, when it has old spellings that still work.
OLD_SPELLINGS = "old spellings that still work: "


def add_alias(
    parser: argparse.ArgumentParser, old: str, dest: str, new: str, **kwargs: object
) -> None:
    """An old spelling of option `new` that still works: left out of the options --help
    lists, so each option shows one name, and named in a line of its own below them."""
    parser.add_argument(old, dest=dest, help=argparse.SUPPRESS, **kwargs)  # type: ignore[arg-type]
    spellings = [*old_spellings(parser), f"{old} (now {new})"]
    setattr(parser, _OLD, spellings)  # build_parser puts them in --help's epilog


_OLD = "wordgrid_old_spellings"


def old_spellings(parser: argparse.ArgumentParser) -> list[str]:
    """The old spellings `add_alias` gave `parser`, each with its new name."""
    return list(getattr(parser, _OLD, []))


def add_input_options(
    parser: argparse.ArgumentParser, *, words: bool = True, min_length: bool = True
) -> None:
    """`--from`, `--dict` and `--min-length`: how a command reads its puzzle file."""
    from wordgrid.formats import FORMATS

    parser.add_argument(
        "--from",
        dest="source_format",
        choices=FORMATS,
        metavar="FORMAT",
        help=f"force the input format: {', '.join(FORMATS)} (default: detect)",
    )
    add_alias(parser, "--format", "source_format", "--from", choices=FORMATS)
    if words:
        parser.add_argument(
            "--dict",
            dest="words",
            metavar="FILE",
            help="the words of a grid-only puzzle: a word list, one a line",
        )
        add_alias(parser, "--words", "words", "--dict")
    if min_length:
        parser.add_argument(
            "--min-length",
            type=positive_int,
            default=2,
            metavar="N",
            help="shortest run of open cells that is a slot (default 2)",
        )


def add_dictionary_options(
    parser: argparse.ArgumentParser,
    default: str = "the built-in crossword list, scored 0-60",
) -> None:
    """`--dict FILE` (repeated), `--min-score N` and `--skip-bad-lines`: the entries a
    command takes from word lists (see `load_dictionary`); `default` says what it takes
    without one."""
    parser.add_argument(
        "--dict",
        action="append",
        metavar="FILE",
        dest="dicts",
        help="word;score or one-word-a-line file; repeat to merge, the last file's "
        f"score wins (default: {default})",
    )
    parser.add_argument(
        "--min-score", type=finite_float, metavar="N", help="drop entries scored below N"
    )
    parser.add_argument(
        "--skip-bad-lines",
        action="store_true",
        help="skip unreadable dictionary lines with a warning instead of stopping",
    )


def load_dictionary(args: argparse.Namespace) -> Dictionary:
    """The entries `add_dictionary_options` asked for: the files merged, or the default list."""
    from pathlib import Path

    from wordgrid import dictionary

    paths: list[str | Path] = list(args.dicts or [dictionary.default_path()])

    def warn(message: str) -> None:
        print(f"wordgrid: warning: {message}", file=sys.stderr)

    return dictionary.load(
        paths,
        min_score=args.min_score,
        on_bad_line="skip" if args.skip_bad_lines else "stop",
        warn=warn,
    )


def drawn_from(args: argparse.Namespace, *, drawn: bool, least: int) -> tuple[str, ...]:
    """The words of --dict, highest score first (file order among equals): the list random
    words are drawn from (`drawn`: only those of a drawn word's length, as in the built-in
    list) or a dense grid is filled from; InputError when fewer than `least` are left."""
    from wordgrid.generate.words import RANDOM_MAX_LENGTH, RANDOM_MIN_LENGTH

    scores = load_dictionary(args).scores
    ranked = sorted(scores, key=lambda w: -scores[w])  # stable: file order among equals
    lengths = f" of {RANDOM_MIN_LENGTH} to {RANDOM_MAX_LENGTH} letters" if drawn else ""
    if drawn:
        ranked = [w for w in ranked if RANDOM_MIN_LENGTH <= len(w) <= RANDOM_MAX_LENGTH]
    if len(ranked) < least:
        raise InputError(
            f"the dictionary has {len(ranked)} word(s){lengths}: a puzzle needs at least {least}"
        )
    return tuple(ranked)


def add_output_options(
    parser: argparse.ArgumentParser,
    formats: Sequence[str],
    what: str,
    *,
    old_format: bool = False,
    instead: bool = False,
) -> None:
    """`-o/--output FILE` and `--to FORMAT`, one of `formats` (those the command's documents
    can be written in: formats.extensions.formats_holding); `old_format` keeps `--format` as
    `--to`, and `instead` says that the file replaces what the command prints."""
    also = " instead of printing it" if instead else ""
    parser.add_argument("-o", "--output", metavar="FILE", help=f"write {what} to FILE{also}")
    parser.add_argument(
        "--to",
        choices=formats,
        metavar="FORMAT",
        help=f"output format: {', '.join(formats)} (default: from the extension of FILE)",
    )
    if old_format:
        add_alias(parser, "--format", "to", "--to", choices=formats)


def add_reveal_option(parser: argparse.ArgumentParser) -> None:
    """`--no-reveal`: a page that plays the puzzle (-o x.html) without its answers."""
    parser.add_argument(
        "--no-reveal",
        action="store_true",
        help="with -o NAME.html: leave the answers out, for a test or a contest (the page "
        "checks entries against salted hashes; reveal is off)",
    )


def reveal(args: argparse.Namespace, fmt: str | None) -> bool:
    """Whether the page written keeps the answers: False with --no-reveal, which only a
    page that plays the puzzle (html) takes."""
    if not getattr(args, "no_reveal", False):
        return True
    if fmt != "html":
        raise InputError(
            f"--no-reveal leaves the answers out of a page that plays the puzzle (.html), "
            f"not out of {fmt or 'what is printed'}: name an .html file, or leave it out"
        )
    return False


def add_timeout(
    parser: argparse.ArgumentParser,
    what: str = "give up",
    counted: str = "counted from the command's start",
) -> None:
    """`--timeout S`; `counted` says from when, the same words on every command."""
    parser.add_argument(
        "--timeout",
        type=positive_float,
        metavar="S",
        help=f"{what} after S seconds (exit 3), {counted}",
    )


@contextlib.contextmanager
def working(what: str) -> Iterator[None]:
    """A spinner with the time spent, on a terminal only: piped output gets nothing extra."""
    with progress_line(what, after=0.0):
        yield


# A run quicker than this shows no progress line: it would only flicker.
PROGRESS_AFTER = 2.0
# Longer news is cut to this many characters, so the line fits an 80-column terminal.
NEWS_WIDTH = 60


def stderr_console() -> Console | None:
    """A console on stderr when it is a terminal; None (and rich not loaded) otherwise."""
    if not sys.stderr.isatty():
        return None
    from rich.console import Console

    return Console(stderr=True)


@contextlib.contextmanager
def progress_line(what: str, after: float | None = None) -> Iterator[Callable[[str], None]]:
    """A spinner with `what`, the latest news and the time spent, on a terminal only, once
    the work has taken `after` seconds (PROGRESS_AFTER); yields the function that tells the
    news."""
    after = PROGRESS_AFTER if after is None else after
    console = stderr_console()
    if console is None or not console.is_terminal:
        yield lambda news: None
        return
    import threading

    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    bar = Progress(
        SpinnerColumn(),
        TextColumn("{task.description}"),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    )
    task = bar.add_task(what, total=None)
    lock = threading.Lock()
    state = {"shown": False, "over": False}

    def show() -> None:
        with lock:
            if not state["over"]:
                bar.start()
                state["shown"] = True

    def tell(news: str) -> None:
        if len(news) > NEWS_WIDTH:
            news = news[: NEWS_WIDTH - 1] + "…"
        bar.update(task, description=f"{what}: {news}")

    timer = threading.Timer(after, show)
    timer.daemon = True
    if after <= 0:
        show()
    else:
        timer.start()
    try:
        yield tell
    finally:
        timer.cancel()
        with lock:
            state["over"] = True
            if state["shown"]:
                bar.stop()


def budget(args: argparse.Namespace) -> Budget:
    """`--timeout` as a budget, counted from the command's start."""
    from wordgrid.budget import Budget

    return Budget.seconds(args.timeout, start=float(args.started))


def scheduler_address(text: str) -> str:
    # Loaded only when --scheduler is given: other commands start without it.
    from wordgrid.generate.cluster import SCHEDULER_SCHEMES

    if text == "local" or text.startswith(SCHEDULER_SCHEMES):
        return text
    raise argparse.ArgumentTypeError(
        f"takes 'local' or a Dask scheduler address like tcp://HOST:8786, not {text[:60]!r}"
    )


def add_scheduler(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument(
        "--scheduler",
        type=scheduler_address,
        metavar="ADDRESS",
        help=f"{what} on Dask: 'local' starts a cluster of --jobs worker processes on this "
        "machine; tcp://HOST:PORT uses a running Dask scheduler",
    )


def same_file(source: str, output: str | None) -> bool:
    """Whether writing `output` would replace `source`: a command refuses that, so its input
    is never lost. Standard input and output (`-`) are no file."""
    from pathlib import Path

    from wordgrid.formats import is_stdin

    if output is None or is_stdin(source) or is_stdin(output):
        return False
    return Path(source).resolve() == Path(output).resolve()


@contextlib.contextmanager
def progress_bar(
    what: str, total: int, done: int = 0, unit: str = "puzzles"
) -> Iterator[Callable[[], None]]:
    """A bar with the count, items a second and the time left, on a terminal only; yields
    the function that counts one more item."""
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TaskProgressColumn,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    console = Console(stderr=True)
    if not console.is_terminal:
        # No bar at all: a disabled rich Progress still prints an empty line when it stops
        # (rich 14), which would be a stray line in a log or a pipe.
        yield lambda: None
        return
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TaskProgressColumn(),
        # Speed over the items made in this run, not counting those resumed from before.
        TextColumn("{task.fields[rate]}"),
        TimeElapsedColumn(),
        TextColumn("left"),
        TimeRemainingColumn(),
        console=console,
    ) as bar:
        task = bar.add_task(what, total=total, completed=done, rate="")
        started = time.monotonic()
        made = 0

        def advance() -> None:
            nonlocal made
            made += 1
            elapsed = max(time.monotonic() - started, 1e-9)
            bar.update(task, advance=1, rate=f"{made / elapsed:.1f} {unit}/s")

        yield advance
