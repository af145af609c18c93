"""The compatibility matrix: every file a command writes, read by every command that reads.

Each writer makes one file through the real command line (or, for the game, its save); each
reader then takes that file the way a user would. A cell is `yes` when the reader gets the
right result (the same solution, the same document, every word found) and `no` when it
refuses with one clear line (exit 2, no traceback); anything else fails the test.

`python -m tests.formats.matrix` prints the table that docs/formats.md shows; the test checks
that the page and the program agree.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from wordgrid.app.solving import first_solution
from wordgrid.batch import examples_folder
from wordgrid.cli import main
from wordgrid.formats import as_puzzle, read, write
from wordgrid.game.loop import BadFile, open_game
from wordgrid.game.moves import Move
from wordgrid.game.saves import save_game
from wordgrid.model import (
    ACROSS,
    DOWN,
    Clue,
    Document,
    GameSave,
    Grid,
    Metadata,
    Puzzle,
    Solution,
    WordBank,
    WordSearch,
)
from wordgrid.render.text import shown_rows

SAMPLE = "sample_puzzle.txt"
FILL_DICT = "ANT\nAPE\nARE\nERA\nNAP\nPEN\nTAN\nTEA\nTEN\nEAT\nNET\nPET\n"
WORDS = ("PYTHON", "GRID", "WORD", "SEARCH", "PUZZLE", "LETTER")
# Every word-search variant at once: a shape, a hidden message, a secret word, a list order.
VARIANTS: tuple[str, ...] = ("--shape", "heart", "--message", "You found them")
VARIANTS += ("--secret", "HIDE", "--list-order", "length")


@dataclass(frozen=True)
class Written:
    """A file a writer made, and what reading it must give."""

    path: Path
    expected: Document | None  # None: the writer refused, and `refusal` says how
    refusal: str = ""


# --- running commands --------------------------------------------------------------------


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def refusal(code: int, err: str) -> str:
    """The one-line message of a clean refusal; AssertionError for anything else."""
    lines = err.strip().splitlines()
    assert code == 2 and len(lines) == 1 and lines[0].startswith("wordgrid: error: "), (code, err)
    assert "Traceback" not in err
    return re.sub(r"^/\S+?(:\d+)?: ", "", lines[0].removeprefix("wordgrid: error: "))


# --- the documents the writers start from --------------------------------------------------


def crossword() -> Solution:
    """A small clued crossword with every kind of metadata, as a crossword app would save it."""
    meta = Metadata(
        title="Tiny",
        author="Ann Author",
        copyright="2026 Ann",
        publisher="Pub",
        date="2026-11-23",
        difficulty="easy",
        notes="Have fun.",
    )
    clues = (
        Clue(1, ACROSS, "Insect"),
        Clue(3, ACROSS, "Finish"),
        Clue(1, DOWN, "Exist, for us"),
        Clue(2, DOWN, "A teddy, for short"),
    )
    words = ("ANT", "END", "ARE", "TED")  # slot order: across, then down
    bank = WordBank.from_words(sorted(words))
    return Solution(Puzzle(Grid(("...", ".#.", "...")), bank, 2, "tiny", meta, clues), words)


def _solved(path: Path) -> Solution:
    return first_solution(as_puzzle(read(path)))


# --- writers ----------------------------------------------------------------------------------


def _cli_writer(
    argv: Callable[[Path], list[str]], out: str, expect: Callable[[Path], Document]
) -> Callable[[Path], Written]:
    def write(folder: Path) -> Written:
        path = folder / out
        code, stdout, err = run(*argv(path))
        if code != 0:
            return Written(path, None, refusal(code, err))
        if not path.exists():  # the command printed the file to standard output
            path.write_text(stdout, encoding="utf-8")
        return Written(path, expect(path))

    return write


def _solve(fmt: str, out: str, *extra: str) -> Callable[[Path], Written]:
    def argv(path: Path) -> list[str]:
        sample = str(examples_folder() / SAMPLE)
        if fmt == "--json":
            return ["solve", sample, "--json"]
        return ["solve", sample, "-o", str(path), *extra]

    return _cli_writer(argv, out, lambda _: _solved(examples_folder() / SAMPLE))


def _fill(fmt: str, out: str, *extra: str) -> Callable[[Path], Written]:
    def argv(path: Path) -> list[str]:
        grid = path.parent / "fill-grid.txt"
        words = path.parent / "fill-words.txt"
        grid.write_text("...\n.#.\n...\n", encoding="utf-8")
        words.write_text(FILL_DICT, encoding="utf-8")
        base = ["fill", str(grid), "--dict", str(words), "--seed", "1"]
        return [*base, "--json"] if fmt == "--json" else [*base, "-o", str(path), *extra]

    return _cli_writer(argv, out, lambda path: read(path))


def _generate(out: str, *extra: str) -> Callable[[Path], Written]:
    return _cli_writer(
        lambda path: ["generate", "--random", "8", "--seed", "3", "-o", str(path), *extra],
        out,
        lambda path: read(path),
    )


def _wordsearch(out: str, *extra: str) -> Callable[[Path], Written]:
    def argv(path: Path) -> list[str]:
        base = ["wordsearch", *WORDS, "--seed", "5"]
        return [*base, "--json"] if out.endswith("short.json") else [*base, "-o", str(path), *extra]

    return _cli_writer(argv, out, lambda path: read(path))


def _convert(
    out: str, *extra: str, source: Callable[[], Document] = crossword
) -> Callable[[Path], Written]:
    def argv(path: Path) -> list[str]:
        made = path.parent / "source.ipuz"
        write(source(), made)
        return ["convert", str(made), str(path), *extra]

    return _cli_writer(argv, out, lambda _: source())


# Files as other tools write them (tests/formats/files): a shaped grid, a blank template.
KEPT = Path(__file__).parent / "files"


def shaped() -> Document:
    return read(KEPT / "diamond.jpz")


def blank() -> Document:
    return read(KEPT / "template.xd")


def _fill_barred(folder: Path) -> Written:
    """`fill` of a blank barred grid: its bars end the entries (row 2 is O, then RE), and
    stay in the fill."""
    grid = folder / "barred.ipuz"
    barred = {"cell": 0, "style": {"barred": "R"}}
    template = {
        "version": "http://ipuz.org/v2",
        "kind": ["http://ipuz.org/crossword#1"],
        "dimensions": {"width": 3, "height": 3},
        "puzzle": [[0, 0, 0], [barred, 0, 0], [0, 0, 0]],
    }
    grid.write_text(json.dumps(template), encoding="utf-8")
    words = folder / "barred-words.txt"
    words.write_text("CAT\nRE\nWED\nCOW\nARE\nTED\nORE\n", encoding="utf-8")
    path = folder / "fill-barred.ipuz"
    code, _, err = run("fill", str(grid), "--dict", str(words), "-o", str(path))
    if code != 0:
        return Written(path, None, refusal(code, err))
    return Written(path, read(path))


def _play_save(folder: Path) -> Written:
    game = open_game(str(examples_folder() / SAMPLE))[0]
    assert game.move(Move(game.words.index("TEACH") + 1, 0, 2, ACROSS)) is None
    path = folder / "game.save.json"
    save_game(game, path)
    return Written(path, read(path))


WRITERS: dict[str, Callable[[Path], Written]] = {
    "solve -o .txt": _solve("text", "solve.txt"),
    "solve -o .json": _solve("json", "solve.json"),
    "solve --json": _solve("--json", "solve-stdout.json"),
    "solve -o .ipuz": _solve("ipuz", "solve.ipuz"),
    "solve -o .ipuz --to ipuz-crossword": _solve(
        "ipuz-crossword", "solve-cw.ipuz", "--to", "ipuz-crossword"
    ),
    "solve -o .puz": _solve("puz", "solve.puz"),
    "solve -o .xd": _solve("xd", "solve.xd"),
    "solve -o .jpz": _solve("jpz", "solve.jpz"),
    "solve -o .txt --to across-lite": _solve("across-lite", "solve-al.txt", "--to", "across-lite"),
    "fill -o .txt": _fill("text", "fill.txt"),
    "fill --json": _fill("--json", "fill-stdout.json"),
    "fill -o .ipuz": _fill("ipuz", "fill.ipuz"),
    "fill -o .puz": _fill("puz", "fill.puz"),
    "fill -o .xd": _fill("xd", "fill.xd"),
    "fill -o .jpz": _fill("jpz", "fill.jpz"),
    "generate -o .txt": _generate("gen.txt"),
    "generate -o .txt --to numeric": _generate("gen-num.txt", "--to", "numeric"),
    "generate -o .json": _generate("gen.json"),
    "generate -o .ipuz": _generate("gen.ipuz"),
    "generate -o .xd": _generate("gen.xd"),
    "generate -o .puz": _generate("gen.puz"),
    "generate -o .jpz": _generate("gen.jpz"),
    "wordsearch -o .txt": _wordsearch("ws.txt"),
    "wordsearch -o .txt --solution": _wordsearch("ws-key.txt", "--solution"),
    "wordsearch --json": _wordsearch("ws-short.json"),
    "wordsearch -o .json": _wordsearch("ws.json"),
    "wordsearch -o .ipuz": _wordsearch("ws.ipuz"),
    "wordsearch (variants) -o .txt --solution": _wordsearch("wsv.txt", "--solution", *VARIANTS),
    "wordsearch (variants) -o .json": _wordsearch("wsv.json", *VARIANTS),
    "wordsearch (variants) -o .ipuz": _wordsearch("wsv.ipuz", *VARIANTS),
    "convert crossword to .txt": _convert("cw.txt"),
    "convert crossword to .json": _convert("cw.json"),
    "convert crossword to .ipuz": _convert("cw.ipuz"),
    "convert crossword to .puz": _convert("cw.puz"),
    "convert crossword to .xd": _convert("cw.xd"),
    "convert crossword to .jpz": _convert("cw.jpz"),
    "convert crossword to .jpz --to jpz-zip": _convert("cw-zip.jpz", "--to", "jpz-zip"),
    "convert crossword to .txt --to across-lite": _convert("cw-al.txt", "--to", "across-lite"),
    "convert a shaped grid to .ipuz": _convert("shaped.ipuz", source=shaped),
    "convert a shaped grid to .xd": _convert("shaped.xd", source=shaped),
    "convert a shaped grid to .jpz": _convert("shaped.jpz", source=shaped),
    "convert a shaped grid to .puz": _convert("shaped.puz", source=shaped),
    "convert a blank grid to .ipuz": _convert("blank.ipuz", source=blank),
    "convert a blank grid to .xd": _convert("blank.xd", source=blank),
    "convert a blank grid to .puz": _convert("blank.puz", source=blank),
    "fill a barred grid -o .ipuz": _fill_barred,
    "play's save (s, sv)": _play_save,
}


# --- readers ----------------------------------------------------------------------------------


def _same(a: Document, b: Document) -> bool:
    """Equal documents, but for the file name each was read from."""

    def unnamed(doc: Document) -> Document:
        if isinstance(doc, Puzzle):
            return replace(doc, name="")
        if isinstance(doc, Solution | GameSave):
            return replace(doc, puzzle=replace(doc.puzzle, name=""))
        return doc

    return unnamed(a) == unnamed(b)


def _answer(doc: Document) -> tuple[str, ...] | None:
    if isinstance(doc, Solution):
        return doc.rows
    if isinstance(doc, GameSave):
        return None
    return None if isinstance(doc, WordSearch) else first_solution(doc).rows


def read_solve(w: Written, tmp: Path) -> str:
    code, out, err = run("solve", str(w.path))
    if code != 0:
        return "no: " + refusal(code, err)
    grid = tuple(out.split("\n\n")[0].splitlines())
    assert w.expected is not None
    want = _answer(w.expected)
    if want is not None:  # a cell outside a shaped grid is printed as a space
        want = shown_rows(as_puzzle(w.expected), want)
    assert want is None or grid == want, (grid, want)
    return "yes"


def read_batch(w: Written, tmp: Path) -> str:
    folder = tmp / f"batch-{w.path.name}"
    folder.mkdir()
    shutil.copy(w.path, folder / w.path.name)
    code, out, err = run("batch", str(folder), "--json")
    result = json.loads(out.splitlines()[0])
    if result["status"] == "error":
        assert code == 2
        return "no: " + re.sub(r"^/\S+?(:\d+)?: ", "", result["error"])
    assert (code, result["status"]) == (0, "solved"), result
    return "yes"


def read_convert(w: Written, tmp: Path) -> str:
    out = tmp / f"converted-{w.path.stem}.json"
    code, _, err = run("convert", str(w.path), str(out))
    if code != 0:
        return "no: " + refusal(code, err)
    assert _same(read(out), read(w.path))
    return "yes"


def read_render(w: Written, tmp: Path) -> str:
    out = tmp / f"rendered-{w.path.stem}.svg"
    code, _, err = run("render", str(w.path), "-o", str(out))
    if code != 0:
        return "no: " + refusal(code, err)
    pages = sorted(tmp.glob(f"rendered-{w.path.stem}*.svg"))
    assert pages
    title = read(w.path)
    meta = title.meta if isinstance(title, Puzzle | WordSearch) else title.puzzle.meta
    if meta.title:
        assert meta.title in pages[0].read_text(encoding="utf-8")
    return "yes"


def read_findwords(w: Written, tmp: Path) -> str:
    code, out, err = run("findwords", str(w.path))
    if code != 0:
        return "no: " + refusal(code, err)
    if isinstance(w.expected, WordSearch) and w.expected.message:
        # The secret word is found too, and the message read from the leftover cells.
        hidden = len(w.expected.placements) + len(w.expected.secrets)
        assert f"all {hidden} words found exactly once" in out, out
        assert out.rstrip().endswith(f"({w.expected.message})"), out
    else:
        assert out.rstrip().endswith(f"all {len(WORDS)} words found exactly once"), out
    return "yes"


def read_play(w: Written, tmp: Path) -> str:
    try:
        game, _ = open_game(str(w.path))
    except BadFile as e:
        return "no: " + re.sub(r"^/\S+?(:\d+)?: ", "", e.reason)
    with contextlib.redirect_stdout(io.StringIO()):  # the game says what it found
        assert game.solve(), "the game could not finish the puzzle"
    return "yes"


READERS: dict[str, Callable[[Written, Path], str]] = {
    "solve": read_solve,
    "batch": read_batch,
    "convert": read_convert,
    "render": read_render,
    "findwords": read_findwords,
    "play": read_play,
}


# --- the table ----------------------------------------------------------------------------------


def compute(tmp: Path) -> dict[str, dict[str, str]]:
    """Writer -> reader -> `yes`, `no: message`, or `(writer) no: message`."""
    table: dict[str, dict[str, str]] = {}
    for name, writer in WRITERS.items():
        folder = tmp / f"w{len(table)}"
        folder.mkdir()
        written = writer(folder)
        if written.expected is None:
            table[name] = {"write": "no: " + written.refusal}
            continue
        table[name] = {"write": "yes"}
        for reader, check in READERS.items():
            table[name][reader] = check(written, folder)
    return table


def markdown(table: dict[str, dict[str, str]]) -> str:
    """The table as docs/formats.md shows it, with each refusal's message below."""
    readers = list(READERS)
    lines = ["| written by | " + " | ".join(readers) + " |", "|---|" + "---|" * len(readers)]
    notes: dict[str, int] = {}
    for writer, row in table.items():
        if row["write"] != "yes":
            note = notes.setdefault(row["write"][4:], len(notes) + 1)
            lines.append(
                f"| `{writer}` | refused when written ({note}) |" + " |" * (len(readers) - 1)
            )
            continue
        cells = []
        for reader in readers:
            verdict = row[reader]
            if verdict == "yes":
                cells.append("✓")
            else:
                cells.append(f"no ({notes.setdefault(verdict[4:], len(notes) + 1)})")
        lines.append(f"| `{writer}` | " + " | ".join(cells) + " |")
    lines.append("")
    lines += [f"{n}. {message}" for message, n in notes.items()]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        sys.stdout.write(markdown(compute(Path(tmp))))
