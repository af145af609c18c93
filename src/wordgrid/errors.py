"""Typed failures that carry their exit code, so the CLI maps them without guessing."""

from __future__ import annotations

import re
from pathlib import Path

EXIT_OK = 0
EXIT_UNSOLVABLE = 1  # proven impossible: unsolvable, unfillable, no unique puzzle
EXIT_BAD_INPUT = 2  # bad input or bad usage
EXIT_TIMEOUT = 3  # the deadline passed first
EXIT_INTERNAL = 70  # a bug in wordgrid (EX_SOFTWARE): never 1, which means "impossible"
EXIT_INTERRUPTED = 130  # Ctrl-C, as shells report it
EXIT_BROKEN_PIPE = 141  # the reader of our output went away (`| head`), as shells report it

# A message quotes what it found, and what it found may be thousands of characters without a
# space (a 5,000-digit number): such a run is cut to its start and its length, so that the
# message stays one readable line.
# A file's name is shown whole up to a longer limit: real paths can be long.
LONGEST_QUOTE = 120
LONGEST_PATH = 400


def clip(message: str, longest: int = LONGEST_QUOTE) -> str:
    """`message` with every run of more than `longest` non-blank characters shortened."""
    return re.sub(
        rf"\S{{{longest + 1},}}", lambda m: f"{m[0][:60]}… ({len(m[0]):,} characters)", message
    )


def one_line(error: BaseException, *, web: bool = False) -> str:
    """The message as the command line prints it (`web`: as the web API answers it): one
    line, whatever the text inside."""
    text = error.for_web() if web and isinstance(error, WordgridError) else str(error)
    return " ".join(text.splitlines())


class WordgridError(Exception):
    """Base of every error wordgrid reports to a user; `exit_code` is what the CLI returns.

    What the user can do next often depends on the door: an option of the command line,
    a field of the web API. `cli` and `web` say it in each door's words; `str()` is the
    command line's message, `for_web()` the web's, and the message alone names neither.
    """

    exit_code = EXIT_BAD_INPUT

    def __init__(self, *args: object, cli: str = "", web: str = "") -> None:
        super().__init__(*args)
        self.cli, self.web = cli, web

    def _core(self) -> str:
        return super().__str__()

    def __str__(self) -> str:
        return f"{self._core()}; {self.cli}" if self.cli else self._core()

    def for_web(self) -> str:
        return f"{self._core()}; {self.web}" if self.web else self._core()


class InputError(WordgridError):
    """A file or argument that can't be used, with the place it came from when known."""

    def __init__(
        self,
        message: str,
        *,
        path: str | Path | None = None,
        line: int | None = None,
        cli: str = "",
        web: str = "",
    ) -> None:
        message = clip(message)
        super().__init__(message, cli=cli, web=web)
        self.message = message
        self.path = None if path is None else str(path)
        self.line = line

    def _core(self) -> str:
        where = clip(self.path, LONGEST_PATH) if self.path else ""
        if self.path and self.line is not None:
            where += f":{self.line}"
        return f"{where}: {self.message}" if where else self.message

    def at(self, path: str | Path | None, line: int | None = None) -> InputError:
        """The same error, placed in `path` (and `line`) when it had no place yet."""
        return InputError(
            self.message,
            path=self.path if self.path is not None else path,
            line=self.line if self.line is not None else line,
            cli=self.cli,
            web=self.web,
        )


class FileWarning(UserWarning):
    """A file that was read, but not as it should be (a .puz whose checksums are wrong): the
    CLI prints it as `wordgrid: warning: ...`, a library caller gets a Python warning."""


def warn_file(message: str, path: str | Path | None = None) -> None:
    """Warn about a file that was read anyway."""
    import warnings

    where = f"{path}: " if path else ""
    warnings.warn(FileWarning(where + message), stacklevel=3)


class MissingFile(InputError):
    """A file that isn't there: the one reading error a prompt may answer differently."""


class NoSolution(WordgridError):
    """A puzzle that had to be solved first (for a filled grid or an answer key) has none."""

    exit_code = EXIT_UNSOLVABLE


class TimedOut(WordgridError):
    """The deadline passed before the answer a command needed was found."""

    exit_code = EXIT_TIMEOUT
