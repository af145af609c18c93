"""Bytes in and out: the one place files are opened, and the one atomic writer."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from wordgrid.errors import InputError, MissingFile

# The file name that means standard input, as in most command-line tools.
STDIN = "-"
_stdin_data: list[bytes] = []  # read once: a command may read its input file twice
# The widest and tallest grid any reader takes: .puz's own limit (a side is one byte), far
# past any published puzzle. A file that declares more is refused before a cell is read, so
# that a damaged size can't make reading slow.
LARGEST_SIDE = 255


def is_stdin(path: str | Path) -> bool:
    """Whether `path` is the argument `-`; a Path never is (a file may be named `-`)."""
    return isinstance(path, str) and path == STDIN


def label(path: str | Path) -> str:
    """How messages name `path`: standard input is `<stdin>`."""
    return "<stdin>" if is_stdin(path) else str(path)


def check_size(width: int, height: int) -> None:
    """Refuse a grid wider or taller than LARGEST_SIDE, by its size and the limit."""
    if width > LARGEST_SIDE or height > LARGEST_SIDE:
        raise InputError(
            f"the grid is {width} columns by {height} rows; wordgrid reads grids of at most "
            f"{LARGEST_SIDE} by {LARGEST_SIDE}"
        )


def examples_folder() -> Path:
    """The example puzzles shipped inside the package (`wordgrid examples` lists them)."""
    from importlib import resources  # only when asked: start-up stays quick

    return Path(str(resources.files("wordgrid") / "data" / "examples"))


def _bare_name(path: str | Path) -> bool:
    """A file name with no folder in it, the way a user names a bundled example."""
    text = str(path)
    return bool(text) and "\0" not in text and Path(text).name == text and text not in (".", "..")


def locate(path: str | Path) -> str | Path:
    """Where to read the puzzle named `path`: the file as given whenever it exists (or is
    `-`); a bare name that is no file here, the bundled example of that name when there is
    one. Every command that reads a puzzle file finds the examples this way."""
    if is_stdin(path) or not _bare_name(path) or Path(path).exists():
        return path
    bundled = examples_folder() / str(path)
    return bundled if bundled.is_file() else path


def read_puzzle_bytes(path: str | Path) -> bytes:
    """The bytes of the puzzle file `path`, found as `locate` finds it; a missing file is a
    MissingFile that says where it was looked for."""
    try:
        return read_bytes(locate(path))
    except MissingFile as e:
        if not _bare_name(path):
            raise
        raise MissingFile(
            f"{e.message}: not in this folder, nor among the bundled examples",
            path=e.path,
            cli="`wordgrid examples` lists them",
        ) from None


def read_bytes(path: str | Path) -> bytes:
    """The file's bytes (`-`: standard input); a missing or unreadable file is an InputError."""
    if is_stdin(path):
        if not _stdin_data:
            _stdin_data.append(sys.stdin.buffer.read())
        return _stdin_data[0]
    p = Path(path)
    try:
        return p.read_bytes()
    except FileNotFoundError:
        raise MissingFile("no such file", path=p) from None
    except ValueError:  # a NUL character, which no file name can hold
        raise InputError("a file name can't hold a NUL character", path=repr(str(p))) from None
    except IsADirectoryError:
        raise InputError("is a folder, not a file", path=p) from None
    except OSError as e:
        raise InputError(f"can't read: {e.strerror}", path=p) from None


def is_puz(data: bytes) -> bool:
    """True when `data` carries the Across Lite .puz magic string."""
    return b"ACROSS&DOWN\0" in data[:4096]


def is_jpz(data: bytes) -> bool:
    """A zip archive, or XML (the reader tells a Crossword Compiler file from others)."""
    if data[:4] == b"PK\x03\x04":
        return True
    head = data[:400].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    # Any XML but Across Lite text's `<ACROSS PUZZLE>`: the reader names a root it can't read.
    return head.startswith(b"<") and not head.startswith(b"<across puzzle")


def write_stdout(data: bytes) -> None:
    """Bytes to standard output, or their text where it takes no bytes (a captured stream)."""
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is not None:
        sys.stdout.flush()
        buffer.write(data)
        buffer.flush()
    else:
        sys.stdout.write(data.decode("utf-8", errors="replace"))


def write_atomic(path: str | Path, data: bytes) -> None:
    """Write `data` to `path` through a temporary file, so an error never leaves half a file."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    if "\0" in str(target):
        raise InputError("a file name can't hold a NUL character", path=repr(str(target)))
    try:
        folder_named = not target.name or target.is_dir()
    except OSError as e:  # a name the system refuses outright (too long, say)
        raise InputError(f"can't write: {e.strerror}", path=target) from None
    if folder_named:
        raise InputError("is a folder: name a file to write", path=target)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except FileNotFoundError:
        raise InputError("the folder does not exist", path=folder) from None
    except OSError as e:
        raise InputError(f"can't write here: {e.strerror}", path=folder) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        # mkstemp makes the file private (0600); a written puzzle should be like any other file.
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, target)
    except OSError as e:
        Path(tmp).unlink(missing_ok=True)
        raise InputError(f"can't write: {e.strerror}", path=target) from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
