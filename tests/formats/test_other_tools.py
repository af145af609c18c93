"""Files as other crossword tools write them: each gives the right document or one refusal.

The .puz files are made with puzpy (the library crossword apps' files are read with) the way
Across Lite saves them; the ipuz files follow the ipuz spec's own examples.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import puz
import pytest

from tests.conftest import run
from wordgrid.errors import FileWarning, InputError
from wordgrid.formats import read, write
from wordgrid.model import ACROSS, DOWN, Clue, GameSave, Grid, Puzzle, Solution, WordBank

# A 3x3 with one block: 1A ANT, 3A END, 1D ARE, 2D TED (numbering: (0,0)=1, (0,2)=2, (2,0)=3).
ANSWERS = "ANTR.EEND"
CLUES = ["Insect", "Exist, for us", "A teddy, for short", "Finish"]  # .puz order: 1A 1D 2D 3A


def across_lite(**changes: Any) -> puz.Puzzle:
    p = puz.Puzzle()
    p.width = p.height = 3
    p.solution = ANSWERS
    p.fill = "".join("." if ch == "." else "-" for ch in ANSWERS)
    p.title, p.author, p.copyright, p.notes = "Tiny", "Ann Author", "© 2026 Ann", "Have fun."
    p.clues = list(CLUES)
    for key, value in changes.items():
        setattr(p, key, value)
    return p


def save(p: puz.Puzzle, path: Path) -> Path:
    path.write_bytes(p.tobytes())
    return path


def test_an_across_lite_crossword_keeps_its_clues_and_metadata(tmp_path: Path) -> None:
    doc = read(save(across_lite(), tmp_path / "tiny.puz"))
    assert isinstance(doc, Solution)
    assert doc.rows == ("ANT", "R#E", "END")
    puzzle = doc.puzzle
    assert (puzzle.meta.title, puzzle.meta.author, puzzle.meta.copyright, puzzle.meta.notes) == (
        "Tiny",
        "Ann Author",
        "© 2026 Ann",
        "Have fun.",
    )
    assert puzzle.clues == (
        Clue(1, ACROSS, "Insect"),
        Clue(3, ACROSS, "Finish"),
        Clue(1, DOWN, "Exist, for us"),
        Clue(2, DOWN, "A teddy, for short"),
    )
    assert puzzle.bank.listed == ("ANT", "ARE", "END", "TED")  # answers in list order


def test_a_crossword_goes_to_every_crossword_format_and_back(tmp_path: Path) -> None:
    original = read(save(across_lite(), tmp_path / "tiny.puz"))
    for name in ("a.json", "b.ipuz", "c.xd", "d.puz"):
        write(original, tmp_path / name)
        back = read(tmp_path / name)
        assert isinstance(back, Solution) and isinstance(original, Solution), name
        assert back.rows == original.rows, name
        assert back.puzzle.meta == original.puzzle.meta, name
        assert set(back.puzzle.clues) == set(original.puzzle.clues), name


def test_clues_are_printed_as_a_crossword_page(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = save(across_lite(), tmp_path / "tiny.puz")
    code, _, err = run(capsys, "render", str(source), "-o", str(tmp_path / "t.svg"))
    assert code == 0, err
    page = (tmp_path / "t.svg").read_text(encoding="utf-8")
    for text in ("Tiny", "by Ann Author", "Across", "Down", "Insect", "Finish", "© 2026 Ann"):
        assert text in page, text
    assert "3 letters" not in page  # a crossword lists its clues, not its answers
    code, _, _ = run(
        capsys, "render", str(source), "-o", str(tmp_path / "u.svg"), "--title", "Mine"
    )
    assert code == 0 and "Mine" in (tmp_path / "u.svg").read_text(encoding="utf-8")


@pytest.mark.parametrize("left_out", ["XXXX.XXXX", "    .    "])
def test_a_puz_without_readable_answers_is_a_crossword_to_print_not_to_solve(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], left_out: str
) -> None:
    p = across_lite()
    p.solution_state = puz.SolutionState.NotProvided
    p.solution = left_out  # Across Lite's X's, or other writers' spaces
    path = save(p, tmp_path / "hidden.puz")
    doc = read(path)
    assert isinstance(doc, Puzzle) and not doc.bank.listed and len(doc.clues) == 4
    assert doc.grid.rows == ("...", ".#.", "...")  # no answer read as a given letter
    code, _, err = run(capsys, "solve", str(path))
    assert code == 2 and "keeps no answers" in err and len(err.splitlines()) == 1
    assert run(capsys, "render", str(path), "-o", str(tmp_path / "h.pdf"))[0] == 0
    assert run(capsys, "convert", str(path), str(tmp_path / "h.ipuz"))[0] == 0
    assert read(tmp_path / "h.ipuz") == replace(doc, name="h.ipuz")


def test_an_unlocked_diagramless_puz_reads_its_colon_blocks(tmp_path: Path) -> None:
    p = across_lite(
        puzzletype=puz.PuzzleType.Diagramless, solution=ANSWERS.replace(".", ":"), fill="----:----"
    )
    doc = read(save(p, tmp_path / "diagramless.puz"))
    assert isinstance(doc, Solution) and doc.rows == ("ANT", "R#E", "END")


def test_a_partly_solved_puz_is_a_game_in_progress(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = save(across_lite(fill="AN-.-.---"[:4] + "-" + "----"), tmp_path / "started.puz")
    doc = read(path)
    assert isinstance(doc, GameSave)
    assert doc.board == ("AN.", ".#.", "...")
    assert doc.puzzle.grid.rows == ("...", ".#.", "...")  # the player's letters aren't givens
    code, out, _ = run(capsys, "solve", str(path))  # its puzzle solves as ever
    assert code == 0 and out.startswith("ANT\nR#E\nEND\n")


def test_a_damaged_puz_is_one_clear_error(tmp_path: Path) -> None:
    data = across_lite().tobytes()
    for k, cut in enumerate((data[:70], data[:-20])):
        path = tmp_path / f"bad{k}.puz"
        path.write_bytes(cut)
        with pytest.raises(InputError, match="readable .puz"):
            read(path)


def test_a_puz_with_wrong_checksums_is_read_with_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "edited.puz"
    path.write_bytes(across_lite().tobytes().replace(b"Insect", b"Insekt"))
    with pytest.warns(FileWarning, match="edited.puz: the .puz file's .*checksum does not match"):
        doc = read(path)
    assert isinstance(doc, Solution) and doc.puzzle.clues[0].text == "Insekt"


def test_a_file_read_anyway_is_said_once_the_command_ends_unless_it_ends_on_bad_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "edited.puz"
    path.write_bytes(across_lite().tobytes().replace(b"Insect", b"Insekt"))
    code, out, err = run(capsys, "solve", str(path))
    assert code == 0 and out.startswith("ANT\nR#E\nEND\n")
    assert err == "wordgrid: warning: edited.puz: the .puz file's global checksum does not " + (
        "match; read anyway, so check what it holds\n"
    )
    code, _, err = run(capsys, "findwords", str(path))  # bad input: its one line is all
    assert (code, err) == (
        2,
        f"wordgrid: error: {path}: this file holds a fill-in puzzle, not a word search\n",
    )


@pytest.mark.parametrize(("count", "says"), [(b"\x00\x04", 1024), (b"\x05\x00", 5)])
def test_a_puz_whose_header_miscounts_its_clues_is_read_by_its_grid(
    count: bytes, says: int, tmp_path: Path
) -> None:
    data = bytearray(across_lite().tobytes())
    at = data.index(b"ACROSS&DOWN") - 2 + 0x2E
    assert data[at : at + 2] == b"\x04\x00"
    data[at : at + 2] = count  # 1024: the two bytes in the wrong order, as one writer puts them
    path = tmp_path / "miscounted.puz"
    path.write_bytes(bytes(data))
    with pytest.warns(FileWarning, match=f"counts {says} clues, but its grid has 4 entries"):
        doc = read(path)
    assert isinstance(doc, Solution) and doc.words == ("ANT", "END", "ARE", "TED")
    assert [c.text for c in doc.puzzle.clues] == ["Insect", "Finish", "Exist, for us", CLUES[2]]
    assert doc.puzzle.meta.notes == "Have fun."


def test_our_puz_keeps_a_fill_in_with_its_given_letters(tmp_path: Path) -> None:
    fill_in = read(save(across_lite(), tmp_path / "x.puz"))
    assert isinstance(fill_in, Solution)
    # As a fill-in (no clues), given letters and the word list travel in the file.
    plain = Puzzle(Grid(("A..", ".#.", "...")), fill_in.puzzle.bank)
    answer = Solution(plain, fill_in.words)
    write(answer, tmp_path / "f.puz")
    p = puz.load((tmp_path / "f.puz").read_bytes())
    assert "ANT" not in p.notes.split("Words: ")[0]
    assert p.clues[0] == "3 letters: ANT, ARE, END, TED"  # never which word goes where
    back = read(tmp_path / "f.puz")
    assert back == Solution(Puzzle(plain.grid, plain.bank, name="f.puz"), fill_in.words)


# --- ipuz -------------------------------------------------------------------------------------


def ipuz_crossword(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "version": "http://ipuz.org/v2",
        "kind": ["http://ipuz.org/crossword#1"],
        "title": "Tiny",
        "author": "Ann Author",
        "publisher": "Pub",
        "date": "11/23/2026",
        "dimensions": {"width": 3, "height": 3},
        "puzzle": [[1, 0, 2], [0, "#", 0], [3, 0, 0]],
        "solution": [["A", "N", "T"], ["R", "#", "E"], ["E", "N", "D"]],
        "clues": {
            "Across": [[1, "Insect"], {"number": 3, "clue": "Finish"}],
            "Down": [[1, "Exist, for us"], ["2", "A teddy, for short"]],
        },
    }
    data.update(changes)
    return data


def read_ipuz(tmp_path: Path, data: dict[str, Any]) -> Any:
    path = tmp_path / "x.ipuz"
    path.write_text(json.dumps(data), encoding="utf-8")
    return read(path)


def test_an_ipuz_crossword_keeps_clues_and_metadata(tmp_path: Path) -> None:
    doc = read_ipuz(tmp_path, ipuz_crossword())
    assert isinstance(doc, Solution)
    assert len(doc.puzzle.clues) == 4 and doc.puzzle.meta.publisher == "Pub"
    assert doc.puzzle.meta.date == "2026-11-23"  # the spec's mm/dd/yyyy, as the model has dates


def test_ipuz_saved_letters_are_a_game_in_progress(tmp_path: Path) -> None:
    doc = read_ipuz(tmp_path, ipuz_crossword(saved=[["A", 0, 0], [0, "#", 0], [0, 0, 0]]))
    assert isinstance(doc, GameSave) and doc.board == ("A..", ".#.", "...")


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        (
            {"clues": {"Across": [[4, "Insect"]]}},
            r"\$.clues.Across\[0\]: clue 4 starts at no word and lists no cells",
        ),
        ({"clues": {"Across": [[[1, 3], "Spans two"]]}}, "starts at no word"),
        ({"kind": ["http://ipuz.org/sudoku#1"]}, "unsupported ipuz kind"),
    ],
)
def test_ipuz_we_can_not_place_is_refused_by_name(
    tmp_path: Path, changes: dict[str, Any], message: str
) -> None:
    with pytest.raises(InputError, match=message):
        read_ipuz(tmp_path, ipuz_crossword(**changes))


def test_generate_side_files_are_named_for_what_they_are(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "book"
    assert (
        run(capsys, "generate", "--random", "6", "--seed", "2", "--count", "2", "-o", str(folder))[
            0
        ]
        == 0
    )
    code, out, err = run(capsys, "batch", str(folder), "--json")
    assert code == 0 and [json.loads(line)["file"] for line in out.splitlines()] == [
        "puzzle-0001.txt",
        "puzzle-0002.txt",
    ]
    code, _, err = run(capsys, "solve", str(folder / "puzzle-0001.meta.json"))
    assert code == 2 and "how a puzzle was made" in err


# --- what a run over public test files found -----------------------------------------------


def test_xd_from_tools_that_write_dot_for_a_block(tmp_path: Path) -> None:
    path = tmp_path / "dots.xd"
    path.write_text(
        "Title: Dots\n\n\nANT\nR.E\nEND\n\n\nA1. Insect ~ ANT\nA3. Finish ~ END\n\n"
        "D1. Exist ~ ARE\nD2. Bear ~ TED\n",
        encoding="utf-8",
    )
    doc = read(path)
    assert isinstance(doc, Solution) and doc.rows == ("ANT", "R#E", "END")


def test_across_lite_text_reads_a_diagramless_colon_block(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    path.write_text(
        "<ACROSS PUZZLE>\n<TITLE>\n\tT\n<AUTHOR>\n\tA\n<COPYRIGHT>\n\tC\n<SIZE>\n"
        "\t3x3\n<GRID>\n\tANT\n\tR:E\n\tEND\n<ACROSS>\n\tInsect\n\tFinish\n<DOWN>\n"
        "\tExist\n\tBear\n",
        encoding="utf-8",
    )
    doc = read(path)
    assert isinstance(doc, Solution) and doc.rows == ("ANT", "R#E", "END")


def test_ipuz_text_fields_are_html(tmp_path: Path) -> None:
    doc = read_ipuz(
        tmp_path,
        ipuz_crossword(
            title="Tom &amp; Jerry",
            clues={
                "Across": [[1, "<i>Formica</i> member"], [3, "&quot;The ___&quot;"]],
                "Down": [[1, "Exist"], [2, "Bear"]],
            },
        ),
    )
    assert doc.puzzle.meta.title == "Tom & Jerry"
    assert doc.puzzle.clues[0].text == "Formica member"
    assert doc.puzzle.clues[1].text == '"The ___"'
    write(doc, tmp_path / "back.ipuz")
    assert '"title": "Tom &amp; Jerry"' in (tmp_path / "back.ipuz").read_text(encoding="utf-8")
    assert read(tmp_path / "back.ipuz").puzzle.meta.title == "Tom & Jerry"  # type: ignore[union-attr]


def test_ipuz_clues_found_by_their_cells_and_diagramless_blocks(tmp_path: Path) -> None:
    by_cells = ipuz_crossword(
        clues={
            "Across": [
                {"label": "•", "clue": "Insect", "cells": [[1, 1], [2, 1], [3, 1]]},
                [3, "Finish"],
            ],
            "Down": [[1, "Exist"], {"clue": "Bear", "cells": [[3, 1], [3, 2], [3, 3]]}],
        }
    )
    doc = read_ipuz(tmp_path, by_cells)
    assert {(c.number, c.text) for c in doc.puzzle.clues} >= {(1, "Insect"), (2, "Bear")}
    diagramless = ipuz_crossword(
        kind=["http://ipuz.org/crossword/diagramless#1"], puzzle=[[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    )
    doc = read_ipuz(tmp_path, diagramless)
    assert isinstance(doc, Solution) and doc.puzzle.grid.rows == ("...", ".#.", "...")


def test_an_all_x_puz_solution_is_one_left_out(tmp_path: Path) -> None:
    doc = read(save(across_lite(solution="XXXX.XXXX"), tmp_path / "x.puz"))
    assert isinstance(doc, Puzzle) and not doc.bank.listed


def test_a_game_in_progress_keeps_the_files_answers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = save(across_lite(fill="A--.-.---"), tmp_path / "started.puz")
    doc = read(path)
    assert isinstance(doc, GameSave) and doc.solution is not None
    assert doc.solution.rows == ("ANT", "R#E", "END")
    write(doc, tmp_path / "g.json")
    assert read(tmp_path / "g.json") == doc  # the JSON keeps the name it came from
    code, _, err = run(capsys, "render", str(path), "--solution", "-o", str(tmp_path / "k.svg"))
    assert code == 0, err
    key = (tmp_path / "k-2.svg").read_text(encoding="utf-8")
    assert all(f">{letter}<" in key for letter in "ANTREDN")  # the file's answers, not a fill


def test_solve_shows_a_crosswords_own_answers_when_its_words_fit_twice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A symmetric grid: across and down answers can trade places, so the word list alone
    # has two fills; the clues (and the file) say which one is the crossword.
    p = across_lite(
        solution="ABCDEFGHI",
        fill="---------",  # rows ABC, DEF, GHI
        clues=["1a", "1d", "2d", "3d", "4a", "5a"],
    )
    path = save(p, tmp_path / "square.puz")
    code, out, _ = run(capsys, "solve", str(path), "--all")
    assert code == 0 and "ADG\nBEH\nCFI\n" in out and "solutions: 2" in out  # two fills
    code, out, _ = run(capsys, "solve", str(path))
    assert code == 0 and out.startswith("ABC\nDEF\nGHI\n")  # the crossword's own


def test_notes_that_end_like_our_lines_stay_notes(tmp_path: Path) -> None:
    notes = "Solve it.\nDate: sometime\nWords: 76, Blocks: 38"
    doc = read(save(across_lite(notes=notes), tmp_path / "n.puz"))
    assert doc.puzzle.meta.notes == notes and not doc.puzzle.meta.date  # type: ignore[union-attr]
    write(doc, tmp_path / "again.puz")
    assert read(tmp_path / "again.puz").puzzle.meta == doc.puzzle.meta  # type: ignore[union-attr]


def test_in_our_fill_in_puz_only_the_named_cells_are_given(tmp_path: Path) -> None:
    plain = Puzzle(Grid(("A..", ".#.", "...")), WordBank.from_words(["ANT", "ARE", "END", "TED"]))
    write(Solution(plain, ("ANT", "END", "ARE", "TED")), tmp_path / "f.puz")
    p = puz.load((tmp_path / "f.puz").read_bytes())
    assert p.notes.endswith("[wordgrid]\nGiven: R1C1\nWords: ANT ARE END TED")
    p.fill = "AX-.-.---"  # the player typed a wrong X beside the given A
    doc = read(save(p, tmp_path / "played.puz"))
    assert isinstance(doc, GameSave) and doc.puzzle.grid.rows == ("A..", ".#.", "...")
    assert doc.board == ("AX.", ".#.", "...")


def test_a_game_save_keeps_the_puzzles_given_letters(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from wordgrid.game import play

    monkeypatch.chdir(tmp_path)
    # Unique only thanks to its given B: AB/CD. Without it AC/BD would fit too.
    (tmp_path / "g.txt").write_text("BD\nAC\nCD\nAB\n\n.B\n..\n", encoding="utf-8")
    answers = iter(["g.txt", "sv", "s.json", "q"])
    play(ask=lambda _: next(answers))
    capsys.readouterr()
    doc = read(tmp_path / "s.json")
    assert isinstance(doc, GameSave) and doc.puzzle.grid.rows == (".B", "..")
    code, out, _ = run(capsys, "solve", str(tmp_path / "s.json"))
    assert code == 0 and out.startswith("AB\nCD\n")


def test_word_search_text_keeps_notes_of_several_lines_and_reads_a_seed(tmp_path: Path) -> None:
    from wordgrid.model import Metadata, WordSearch

    ws = read_ipuz(
        tmp_path,
        {"kind": ["http://ipuz.org/wordsearch#1"], "puzzle": ["CAT", "XYZ"], "solution": ["CAT"]},
    )
    ws = replace(ws, meta=Metadata(title="Pets", notes="Line one.\nLine two."))
    write(ws, tmp_path / "ws.txt")
    back = read(tmp_path / "ws.txt")
    assert isinstance(back, WordSearch) and back.meta == ws.meta
    (tmp_path / "s.txt").write_text("Seed: 42\n\nC A T\nX Y Z\n\nCAT\n", encoding="utf-8")
    assert read(tmp_path / "s.txt").seed == 42  # type: ignore[union-attr]
