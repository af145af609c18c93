"""Hostile input for every door of wordgrid, and the rules every answer to it must keep.

A case is one hostile input given to one door: a mutated file of some format to a command,
a word list to `fill`/`generate`/`wordsearch`, a random command line, a random dialogue with
the game, or hostile values to a `word_puzzle` function as the game calls them. Whatever
happens, the answer must keep the rules of `check`:
- the exit code is 0, 1, 2 or 3; never a traceback, never an internal error, never a hang;
- on exit 2, one line `wordgrid: error: ...` (or argparse's usage) of at most LONGEST_LINE
  characters, naming the file when a file was the problem;
- a command that fails leaves no output file behind, not even a temporary one.

`tests/fuzz/test_fuzz.py` runs a fixed sample in CI; `benchmarks/fuzz.py` runs thousands.
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import re
import signal
import sys
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from types import FrameType

import puz

from wordgrid import word_puzzle
from wordgrid.batch import examples_folder
from wordgrid.cli import build_parser, main
from wordgrid.formats import read, write
from wordgrid.model import (
    ACROSS,
    DOWN,
    Clue,
    GameSave,
    Grid,
    Metadata,
    Puzzle,
    Solution,
    WordBank,
)

CASE_SECONDS = 30  # a case still running after this is a hang
TIMEOUT = "2"  # what every command that takes --timeout gets, so a case ends
# An error line longer than this is no clear line (it quotes a 5,000-digit number whole, say).
LONGEST_LINE = 600

# Bytes a mutation inserts: structure characters of every format, bytes that are not text,
# numbers no reader should turn into ints, and nesting no reader should recurse into.
NASTY = [
    b"\0",
    b"\xff\xfe",
    b"\x80",
    b"{",
    b"}",
    b"[",
    b"]",
    b'"',
    b":",
    b",",
    b"#",
    b".",
    b"0",
    b"1",
    b"-1",
    b"\n",
    b"\r\n",
    b"\n\n",
    b" ",
    b"\t",
    b"<ACROSS>",
    b"A1. ",
    b"9" * 5000,
    b"-" + b"9" * 400,
    b"1e309",
    b"NaN",
    b"[" * 3000,
    b"{" * 2000,
    "é".encode(),
    "\u0301".encode(),
    "ß".encode(),
    "中".encode(),
    b"\xed\xa0\x80",
    b"ACROSS&DOWN\0",
    b"Title: x\n\n\n",
    b"~ ANSWER",
    b'"wordgrid": 1',
    b'"kind": [1]',
    b'"type": "game"',
    b"null",
    b"true",
    b"W1R1C1DV",
]


# What a mutation puts in place of a whole number of a file: numbers no reader should hand to
# int() (past its 4,300 digits, or past the largest float), digits int() refuses (`²`) or
# reads (`٣`, `１`), and the same as JSON strings, where ipuz keeps clue numbers.
NUMBERS = [
    "9" * 5000,
    "-" + "9" * 5000,
    "9" * 400,
    "0" * 4999 + "1",
    "²",
    "1²",
    "٣",
    "１２",
    '"²"',
    '"' + "9" * 5000 + '"',
    '"7"',
]
_NUMBER = re.compile(rb"\d+")


class Hang(BaseException):
    """A case ran past CASE_SECONDS. A BaseException, so that `main` can't swallow it."""


class Broken(AssertionError):
    """A case broke one of the rules; the message says which and how to repeat it."""


@dataclass(frozen=True)
class Case:
    """One run: what was given, where, and how it ended."""

    door: str
    argv: tuple[str, ...]
    code: int


# --- valid inputs to mutate ----------------------------------------------------------------


def crossword() -> Solution:
    meta = Metadata(title="Tiny", author="Ann", copyright="2026", notes="Fun.")
    clues = (
        Clue(1, ACROSS, "Insect"),
        Clue(3, ACROSS, "Finish"),
        Clue(1, DOWN, "Exist"),
        Clue(2, DOWN, "Bear"),
    )
    words = ("ANT", "END", "ARE", "TED")
    return Solution(
        Puzzle(
            Grid(("...", ".#.", "...")), WordBank.from_words(sorted(words)), 2, "tiny", meta, clues
        ),
        words,
    )


@cache
def seeds(folder: Path) -> dict[str, bytes]:
    """A valid file of every format wordgrid reads, named with its usual extension."""
    folder.mkdir(parents=True, exist_ok=True)
    examples = examples_folder()
    sample = read(examples / "sample_puzzle.txt")
    cw = crossword()
    out = {
        "words-grid.txt": (examples / "sample_puzzle.txt").read_bytes(),
        "numeric.txt": (examples / "seed003_lua.txt").read_bytes(),
        "grid.txt": b"___\n_#_\n___\n",
        "wordsearch.txt": b"Title: Pets\n\nC A T X\nO D O G\nW X Y Z\n\nCAT DOG COW\n",
        # With its answer key: rows and columns of each word, as `wordsearch --solution` adds.
        "wordsearch-key.txt": b"C A T X\nO D O G\nW X Y Z\n\nCAT DOG\n\nsolution:\n"
        b"C A T .\n. D O G\n. . . .\n\nword  row  col  direction\nCAT 1 1 E\nDOG 2 2 E\n",
        "words.dict": b"ant;50\nape;40\nare;30\nera;20\nnap\npen\ntan;60\ntea\nten;10\n",
    }
    made = {
        "puzzle.json": sample,
        "crossword.ipuz": cw,
        "crossword.puz": cw,
        "crossword.xd": cw,
        "fill.ipuz": sample,
    }
    for name, doc in made.items():
        write(doc, folder / name)
        out[name] = (folder / name).read_bytes()
    assert isinstance(sample, Puzzle)
    save = GameSave(sample, sample.grid.rows, (), 2, 61.5)
    write(save, folder / "game.json")
    out["game.json"] = (folder / "game.json").read_bytes()
    write(cw, folder / "al.txt", "across-lite")
    out["rebus.puz"] = rebus_puz(folder / "crossword.puz")
    out["locked.puz"] = locked_puz(folder / "crossword.puz")
    # Files as other tools write them (tests/formats/files): shaped grids, corner numbers and
    # pictures, a blank barred template, an xd Style section.
    kept = Path(__file__).parents[1] / "formats" / "files"
    for name in ("diamond.ipuz", "diamond-style.xd", "pictures.jpz", "template-barred.ipuz"):
        out[name] = (kept / name).read_bytes()
    write(cw, folder / "crossword.jpz")
    out["crossword.jpz"] = (folder / "crossword.jpz").read_bytes()
    # Clues as a filled fill-in has them, `3 letters`: a reader compares the number with the
    # slot, so a mutation's 5,000 digits there must not reach int().
    lengths = replace(cw.puzzle, clues=tuple(replace(c, text="3 letters") for c in cw.puzzle.clues))
    write(replace(cw, puzzle=lengths), folder / "lengths.xd")
    out["lengths.xd"] = (folder / "lengths.xd").read_bytes()
    out["across-lite.txt"] = (folder / "al.txt").read_bytes()
    (folder / "ws.txt").write_bytes(out["wordsearch.txt"])
    write(read(folder / "ws.txt"), folder / "ws.ipuz")
    out["wordsearch.ipuz"] = (folder / "ws.ipuz").read_bytes()
    return out


def locked_puz(plain: Path) -> bytes:
    """The .puz at `plain` with its answers locked (scrambled) under a key, as Across Lite
    locks them: a mutated one must be unlocked or refused at once, never tried for long."""
    p = puz.read(str(plain))
    p.lock_solution(8329)
    return bytes(p.tobytes())


def rebus_puz(plain: Path) -> bytes:
    """The .puz at `plain` with a rebus square (GRBS, RTBL) and a circle (GEXT) added, the
    sections puzpy reads on trust."""
    p = puz.read(str(plain))
    rebus = p.rebus()
    rebus.add_rebus_squares(0, "AN")
    rebus.save()
    p.markup().set_markup_squares([2], puz.GridMarkup.Circled)
    p.markup().save()
    return bytes(p.tobytes())


def mutate(data: bytes, rng: random.Random) -> bytes:
    """`data` changed in one to four places, the way damaged and hand-edited files are."""
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        at = rng.randrange(len(out) + 1)
        op = rng.randrange(7)
        if op == 0 and out:  # a byte changed
            out[min(at, len(out) - 1)] = rng.randrange(256)
        elif op == 1:  # something nasty put in
            out[at:at] = rng.choice(NASTY)
        elif op == 2:  # a piece cut out
            del out[at : at + rng.randint(1, 40)]
        elif op == 3:  # a piece repeated
            piece = out[at : at + rng.randint(1, 60)]
            out[at:at] = piece * rng.randint(1, 4)
        elif op == 4:  # the end cut off
            del out[at:]
        elif op == 5:  # a whole number replaced by one no reader should turn into an int
            numbers = list(_NUMBER.finditer(out))
            if numbers:
                m = rng.choice(numbers)
                out[m.start() : m.end()] = rng.choice(NUMBERS).encode()
        else:  # two lines swapped
            lines = bytes(out).split(b"\n")
            if len(lines) > 1:
                i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
                lines[i], lines[j] = lines[j], lines[i]
                out = bytearray(b"\n".join(lines))
    return bytes(out)


# --- running a command and checking the rules ------------------------------------------------


@contextlib.contextmanager
def watchdog(seconds: int) -> Iterator[None]:
    def bark(_signum: int, _frame: FrameType | None) -> None:
        raise Hang(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, bark)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def run(argv: list[str], stdin: bytes = b"") -> tuple[int, str, str]:
    """`wordgrid ARGV` in this process, with `stdin`, under the watchdog."""
    out, err = io.StringIO(), io.StringIO()
    fake_in = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8", errors="strict")
    saved_in = sys.stdin
    sys.stdin = fake_in
    try:
        with (
            watchdog(CASE_SECONDS),
            contextlib.redirect_stdout(out),
            contextlib.redirect_stderr(err),
        ):
            code = main(argv)
    finally:
        sys.stdin = saved_in
    from wordgrid.formats import _io

    _io._stdin_data.clear()  # standard input is read once a process: each case is new
    return code, out.getvalue(), err.getvalue()


def check(
    argv: list[str],
    code: int,
    err: str,
    *,
    files: tuple[Path, ...] = (),
    outputs: tuple[Path, ...] = (),
    before: frozenset[Path] = frozenset(),
) -> None:
    """The rules every answer keeps; Broken names the one broken."""
    where = f"wordgrid {' '.join(a if len(a) < 60 else a[:57] + '...' for a in argv)}"
    if code not in (0, 1, 2, 3):
        raise Broken(f"{where}: exit code {code}: {err.strip()[-500:]}")
    if "Traceback" in err or "internal error" in err:
        raise Broken(f"{where}: {err.strip()[-500:]}")
    if code == 2:
        lines = err.strip().splitlines()
        usage = any(line.startswith("usage:") for line in lines)
        if not usage and (len(lines) != 1 or not lines[0].startswith("wordgrid: error: ")):
            raise Broken(f"{where}: exit 2 without one clear line: {err.strip()[:500]}")
        if not usage and len(lines[0]) > LONGEST_LINE:
            raise Broken(f"{where}: an error line of {len(lines[0])} characters: {lines[0][:300]}")
        if files and not usage and not any(f.name in err for f in files):
            raise Broken(f"{where}: the error names no file: {err.strip()[:300]}")
    if code != 0:
        left = [p for p in outputs if p.exists() and p not in before]
        if left:
            raise Broken(f"{where}: failed but left {left[0].name} behind")
    if outputs:
        temporary = [p for p in outputs[0].parent.iterdir() if p.name.endswith(".tmp")]
        if temporary:
            raise Broken(f"{where}: left the temporary file {temporary[0].name}")


def file_commands(path: Path, folder: Path) -> list[tuple[list[str], tuple[Path, ...]]]:
    """Every command that reads a puzzle file, on `path`, with the files each may write."""
    stem = folder / "out"
    dictionary = folder / "dict.txt"
    if not dictionary.exists():
        dictionary.write_text(
            "ant\nape\nare\nera\nnap\npen\ntan\ntea\nten\nend\nted\n", encoding="utf-8"
        )
    return [
        (["solve", str(path), "--timeout", TIMEOUT], ()),
        (
            ["solve", str(path), "--json", "--count", "--timeout", TIMEOUT, "-o", f"{stem}.ipuz"],
            (Path(f"{stem}.ipuz"),),
        ),
        (["convert", str(path), f"{stem}.json"], (Path(f"{stem}.json"),)),
        (["render", str(path), "-o", f"{stem}.svg", "--timeout", TIMEOUT], (Path(f"{stem}.svg"),)),
        (["findwords", str(path)], ()),
        (
            [
                "fill",
                str(path),
                "--dict",
                str(dictionary),
                "--timeout",
                TIMEOUT,
                "-o",
                f"{stem}.xd",
            ],
            (Path(f"{stem}.xd"),),
        ),
    ]


def clean(folder: Path, keep: frozenset[Path]) -> None:
    for p in folder.iterdir():
        if p.is_file() and p not in keep:
            p.unlink()


def file_case(data: bytes, name: str, folder: Path, pick: int | None = None) -> list[Case]:
    """A mutated file through every command that reads files (or the `pick`th only)."""
    path = folder / f"case-{name}"
    path.write_bytes(data)
    commands = file_commands(path, folder)
    chosen = commands if pick is None else [commands[pick % len(commands)]]
    cases = []
    keep = frozenset(p for p in folder.iterdir() if p.is_file())
    for argv, outputs in chosen:
        before = frozenset(p for p in outputs if p.exists())
        code, _, err = run(argv)
        check(argv, code, err, files=(path, folder / "dict.txt"), outputs=outputs, before=before)
        cases.append(Case("file:" + name, tuple(argv), code))
        clean(folder, keep)
    return cases


def word_list_case(data: bytes, folder: Path, pick: int) -> Case:
    """A mutated word list or dictionary given to the commands that read one."""
    words = folder / "case-words.txt"
    words.write_bytes(data)
    grid = folder / "grid.txt"
    grid.write_text("...\n.#.\n...\n", encoding="utf-8")
    out = folder / "made.txt"
    commands = [
        ["fill", str(grid), "--dict", str(words), "--timeout", TIMEOUT],
        ["generate", "--words", str(words), "--seed", "1", "--timeout", TIMEOUT, "-o", str(out)],
        ["wordsearch", "--words", str(words), "--seed", "1", "-o", str(out)],
        ["solve", str(grid), "--words", str(words), "--timeout", TIMEOUT],
    ]
    argv = commands[pick % len(commands)]
    code, _, err = run(argv)
    check(argv, code, err, files=(words, grid), outputs=(out,))
    out.unlink(missing_ok=True)
    return Case("words", tuple(argv), code)


# --- command lines ------------------------------------------------------------------------------


def _options() -> dict[str, list[str]]:
    """Each subcommand's option strings, from the parser itself, so new options are fuzzed."""
    import argparse

    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return {
        name: [s for a in p._actions for s in a.option_strings if s not in ("-h", "--help")]
        for name, p in sub.choices.items()
    }


VALUES = [
    "",
    "0",
    "1",
    "2",
    "3",
    "-1",
    "1.5",
    "nan",
    "inf",
    "1e309",
    "9" * 5000,
    "x",
    "-",
    "\0",
    "é",
    "N,NE,E",
    "ZZ",
    "a4",
    "pdf",
    "svg",
    "json",
    "ipuz",
    "puz",
    "xd",
    "text",
    "numeric",
    "words-grid",
    "across-lite",
    "dense",
    "sparse",
    "en",
    "zh",
]


def argv_case(rng: random.Random, folder: Path) -> Case:
    """A random command line: real options of a real subcommand, hostile values."""
    options = _options()
    command = rng.choice(sorted(options))
    if command in ("play", "demo", "serve"):
        # The game and the server's API have their own fuzzing (tests/web fuzzes the API), a
        # server runs until stopped, and demo takes no input worth fuzzing.
        command = "solve"
    # Copies of the examples, in the case's own folder: a command line may write over any
    # file it names, and the bundled examples must stay as they are.
    for name in ("sample_puzzle.txt", "seed003_lua.txt"):
        if not (folder / name).exists():
            (folder / name).write_bytes((examples_folder() / name).read_bytes())
    files = [
        str(folder / "sample_puzzle.txt"),
        str(folder / "nosuch.txt"),
        str(folder),
        str(folder / "out.json"),
        str(folder / "out.svg"),
        str(folder / "out.puz"),
        str(folder / "seed003_lua.txt"),
    ]
    argv = [command]
    if "--timeout" in options[command]:
        argv += ["--timeout", TIMEOUT]
    for _ in range(rng.randint(0, 6)):
        kind = rng.random()
        if kind < 0.4:
            argv.append(rng.choice(options[command] or ["--help"]))
        elif kind < 0.7:
            argv.append(rng.choice(VALUES))
        else:
            argv.append(rng.choice(files))
    if "--timeout" in options[command] and rng.random() < 0.5:
        argv += ["--timeout", TIMEOUT]
    if command == "generate":  # keep each case short: few small puzzles
        argv += ["--random", "6", "--count", "1"] if rng.random() < 0.5 else []
    before = frozenset(p for p in folder.iterdir())
    cwd = Path.cwd()
    os.chdir(folder)  # what a command writes by default (render's PDF) lands here
    try:
        code, _, err = run(argv)
    finally:
        os.chdir(cwd)
    check(argv, code, err)
    for p in folder.iterdir():
        if p not in before or p.name in ("sample_puzzle.txt", "seed003_lua.txt"):
            if p.is_dir():
                for q in p.iterdir():
                    q.unlink()
                p.rmdir()
            else:
                p.unlink()
    return Case("argv", tuple(argv), code)


# --- the game and the seed API ------------------------------------------------------------------


GAME_WORDS = [
    "W1R1C3DH",
    "w2r3c5dh",
    "W10R8C6DV",
    "W1R1C1DV",
    "W99R1C1DH",
    "W0R0C0DH",
    "W" + "9" * 5000 + "R1C1DH",
    "R1C1W1",
    "cb",
    "b",
    "h",
    "s",
    "sv",
    "q",
    "y",
    "n",
    "",
    " ",
    "\0",
    "x",
    "é",
    "W1R1C3DHW2",
    "dvw1r1c5",
    "save.json",
    "/",
    ".",
    "bad\0name",
    "../x",
    "sample_puzzle.txt",
    "nosuch.txt",
]


def game_case(rng: random.Random, folder: Path) -> Case:
    """A random dialogue with the game, as a player or a script might type it."""
    from wordgrid.game import play

    answers = iter(
        ["sample_puzzle.txt", *(rng.choice(GAME_WORDS) for _ in range(rng.randint(1, 25)))]
    )

    def ask(_prompt: str) -> str:
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    cwd = Path.cwd()
    os.chdir(folder)
    out = io.StringIO()
    try:
        with watchdog(CASE_SECONDS), contextlib.redirect_stdout(out):
            code = play(ask=ask)
    except Exception as e:  # noqa: BLE001 - the point is that nothing gets here
        raise Broken(f"the game crashed: {type(e).__name__}: {str(e)[:300]}") from e
    finally:
        os.chdir(cwd)
    if code not in (0, 2):
        raise Broken(f"the game ended with {code}")
    return Case("game", (), code)


def api_case(rng: random.Random) -> Case:
    """Hostile values to the seed API, called the way the game calls it."""
    words, board_rows = word_puzzle.read_file(str(examples_folder() / "test_puzzle.txt"))
    board: list[list[int | str]] = [list(row) for row in board_rows]
    word_puzzle.create_board(board)
    wstatus = word_puzzle.identifier(words)
    numbers = [0, 1, 2, 3, 4, -1, 10**9, 10**30, True]
    for _ in range(rng.randint(1, 10)):
        command = rng.choice(GAME_WORDS + ["W1R1C2DV", "W2R1C1DH"])
        ok, wordno, coords, direction = word_puzzle.decompose_command(command)
        if ok != 0 or rng.random() < 0.3:
            coords = [rng.choice(numbers), rng.choice(numbers)]
            wordno = rng.choice(numbers)
            direction = rng.choice(["H", "V", "x", "", "é"])
        assert coords is not None and wordno is not None and direction is not None
        entries = word_puzzle.check_entries(coords, wordno, board, words)
        if entries == (True, True):
            word_puzzle.check_location(board, words, coords, wordno, direction)
            word_puzzle.check_word_fits(board, words, coords, wordno, direction)
        # word_it checks everything itself and must refuse, not raise.
        word_puzzle.word_it(board, words, wstatus, coords, wordno, direction)
    return Case("api", (), 0)
