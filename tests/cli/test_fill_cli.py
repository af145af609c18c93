"""`wordgrid fill` in-process through main(argv): fills, JSON, explanations and bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import run
from wordgrid import dictionary
from wordgrid.budget import Budget
from wordgrid.formats._text import numbered_lines, parse_grid, read_text, strip_blank_edges
from wordgrid.model import Puzzle
from wordgrid.solver import Status, WordIndex, solve
from wordgrid.verify import check, problems


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_real_autofill_from_scowl(
    scowl: tuple[dictionary.Dictionary, WordIndex], grids: Path
) -> None:
    words, index = scowl
    for name in ("05.01", "05.05", "05.10"):
        rows = parse_grid(strip_blank_edges(numbered_lines(read_text(grids / f"{name}.txt"))))
        puzzle = Puzzle(rows, words.bank(), 2, name)
        out = solve(puzzle, index=index, budget=Budget(nodes=1_000_000))
        assert out.status is Status.SOLVED and out.solution is not None
        check(out.solution)
        assert len(set(out.solution.words)) == len(out.solution.words)  # no entry twice


def test_fill_prints_a_checked_grid(
    capsys: pytest.CaptureFixture[str], scowl_path: Path, tmp_path: Path
) -> None:
    grid = write(tmp_path, "g.txt", "#...\n....\n....\n...#\n")
    code, out, _ = run(capsys, "fill", str(grid), "--dict", str(scowl_path))
    assert code == 0
    rows = out.splitlines()[:4]
    puzzle = Puzzle(
        parse_grid(strip_blank_edges(numbered_lines(grid.read_text()))),
        dictionary.load([scowl_path]).bank(),
    )
    assert problems(puzzle, rows) == []
    assert "word" in out and "across" in out and "restarts" in out


def test_given_letters_are_kept_and_folded(
    capsys: pytest.CaptureFixture[str], scowl_path: Path, tmp_path: Path
) -> None:
    grid = write(tmp_path, "g.txt", "é...\n....\n....\n...#\n")
    code, out, _ = run(capsys, "fill", str(grid), "--dict", str(scowl_path), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["status"] == "solved" and data["grid"][0][0] == "E"
    assert {"nodes", "backtracks", "seconds", "restarts"} <= set(data["stats"])


def test_seed_varies_the_fill_reproducibly(
    capsys: pytest.CaptureFixture[str], scowl_path: Path, tmp_path: Path
) -> None:
    grid = write(tmp_path, "g.txt", ".....\n.....\n.....\n")
    fills = []
    for seed in ("1", "1", "2", "3"):
        code, out, _ = run(
            capsys, "fill", str(grid), "--dict", str(scowl_path), "--seed", seed, "--json"
        )
        assert code == 0
        fills.append(tuple(json.loads(out)["grid"]))
    assert fills[0] == fills[1]
    assert len(set(fills)) > 1


def test_scores_are_preferred(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    words = write(tmp_path, "w.dict", "ab;10\ncd;90\nac;50\nbd;50\nef;1\n")
    grid = write(tmp_path, "g.txt", "..\n##\n..\n")
    code, out, _ = run(capsys, "fill", str(grid), "--dict", str(words), "--json")
    assert code == 0
    assert json.loads(out)["grid"][0] == "CD"  # the best entry goes in first


def test_merged_dictionaries_and_min_score(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    first = write(tmp_path, "a.dict", "ab;90\ncd;90\n")
    second = write(tmp_path, "b.dict", "ab;10\n")
    grid = write(tmp_path, "g.txt", "..\n")
    code, out, _ = run(
        capsys,
        "fill",
        str(grid),
        "--dict",
        str(first),
        "--dict",
        str(second),
        "--min-score",
        "50",
        "--json",
    )
    assert code == 0 and json.loads(out)["grid"] == ["CD"]


def test_explain_names_the_pattern_no_word_fits(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    words = write(tmp_path, "w.dict", "cat\ndog\nbird\n")
    grid = write(tmp_path, "g.txt", "Q..\n")
    code, out, _ = run(capsys, "fill", str(grid), "--dict", str(words), "--explain")
    assert code == 1
    assert "no dictionary entry fits the 3-letter across word at R1C1 (Q??)" in out


def test_explain_names_a_conflicting_set(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Across ?A? takes CAT or BAT, down ??S only XIS: each fits alone, not both.
    words = write(tmp_path, "w.dict", "cat\ncow\nxis\nxyz\nbee\nbat\n")
    grid = write(tmp_path, "g.txt", ".A.\n.##\nS##\n")
    code, out, _ = run(capsys, "fill", str(grid), "--dict", str(words), "--explain", "--json")
    assert code == 1
    data = json.loads(out)
    assert data["status"] == "unsolvable"
    text = "\n".join(data["explain"])
    assert "can't be filled together" in text
    assert "the 3-letter across word at R1C1 (?A?)" in text
    assert "the 3-letter down word at R1C1 (??S)" in text
    assert "they cross at R1C1" in text


def test_explain_blames_the_slot_whose_letters_match_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # QXZ?Q down column 1: the across word at R5C1 (Q????) has entries of its own, but no
    # 5-letter word ends in Q, so an early look at the crossing empties it first. The
    # entry that fits nothing is 1-Down, and that is what a constructor must change. (A
    # complete entry such as QXZJQ would be taken as given, as a theme entry is.)
    words = write(tmp_path, "w.dict", "quart\nquilt\nxenon\nzebra\njolly\nabcde\n")
    grid = write(tmp_path, "g.txt", "Q....\nX....\nZ....\n.....\nQ....\n")
    code, out, _ = run(capsys, "fill", str(grid), "--dict", str(words), "--explain")
    assert code == 1
    assert "no dictionary entry fits the 5-letter down word at R1C1 (QXZ?Q)" in out
    assert "R5C1 (Q????)" not in out


def test_explain_does_not_say_no_entry_fits_an_open_slot(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # The bottom row needs A, C at R3C1, R3C2 (the only letters that end a down word and
    # start an across word there), and no word starts AC: each slot has entries of its
    # own, so the answer is the slots that clash, not "no entry fits ???".
    words = write(tmp_path, "w.dict", "abc\nbca\nxyz\n")
    grid = write(tmp_path, "g.txt", "...\n...\n...\n")
    code, out, _ = run(capsys, "fill", str(grid), "--dict", str(words), "--explain")
    assert code == 1
    assert "no dictionary entry fits" not in out
    assert "can't be filled together" in out and "they cross at" in out


def test_a_grid_with_no_slot_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    words = write(tmp_path, "w.dict", "cat\n")
    for text in ("###\n", ".#.\n#.#\n"):
        grid = write(tmp_path, "g.txt", text)
        code, out, err = run(capsys, "fill", str(grid), "--dict", str(words))
        assert code == 2 and out == ""
        assert "g.txt" in err and "no slot to fill" in err


def test_explain_after_search(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    words = write(tmp_path, "w.dict", "bba\nbbb\nabb\naaa\naba\nbab\n")
    grid = write(tmp_path, "g.txt", "...\n...\n...\n")
    code, out, _ = run(capsys, "fill", str(grid), "--dict", str(words), "--explain")
    assert code == 1
    assert "every possibility was tried" in out


def test_timeout_reports_the_best_partial_fill(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import itertools
    import random
    import time

    # A clock that moves 1 ms a look: the run stops after a set number of steps, on any
    # machine, however fast or busy.
    ticks = itertools.count()
    monkeypatch.setattr(time, "monotonic", lambda: next(ticks) / 1000)
    rng = random.Random(5)
    entries = sorted({"".join(rng.choice("aeioustrnl") for _ in range(6)) for _ in range(3000)})
    words = write(tmp_path, "w.dict", "".join(f"{w};50\n" for w in entries))
    grid = write(tmp_path, "g.txt", "......\n" * 6)
    code, out, _ = run(
        capsys, "fill", str(grid), "--dict", str(words), "--timeout", "0.2", "--json"
    )
    assert code == 3
    data = json.loads(out)
    assert data["status"] == "timeout" and "grid" not in data
    assert len(data["partial"]["grid"]) == 6 and data["partial"]["filled"] >= 1


@pytest.mark.parametrize(
    "grid_text, message",
    [
        ("...\n..\n", "not consistent"),
        ("..%\n...\n", "unknown grid character"),
    ],
)
def test_bad_grids(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, grid_text: str, message: str
) -> None:
    words = write(tmp_path, "w.dict", "cat\n")
    grid = write(tmp_path, "g.txt", grid_text)
    code, _, err = run(capsys, "fill", str(grid), "--dict", str(words))
    assert code == 2
    assert message in err and "g.txt:" in err and len(err.strip().splitlines()) == 1


def test_bad_dictionary_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    words = write(tmp_path, "w.dict", "cat;50\ncow;many\n")
    grid = write(tmp_path, "g.txt", "...\n")
    code, _, err = run(capsys, "fill", str(grid), "--dict", str(words))
    assert code == 2 and "w.dict:2:" in err
    code, out, err = run(capsys, "fill", str(grid), "--dict", str(words), "--skip-bad-lines")
    assert code == 0 and "CAT" in out and "w.dict:2" in err


def test_empty_dictionary_after_filtering(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    words = write(tmp_path, "w.dict", "cat;10\n")
    grid = write(tmp_path, "g.txt", "...\n")
    code, _, err = run(capsys, "fill", str(grid), "--dict", str(words), "--min-score", "20")
    assert code == 2 and "no entries" in err


def test_slot_longer_than_any_word_is_reported_before_search(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    words = write(tmp_path, "w.dict", "cat\n")
    grid = write(tmp_path, "g.txt", "....\n")
    code, out, err = run(capsys, "fill", str(grid), "--dict", str(words))
    assert code == 2 and out == ""
    assert (
        "the 4-letter across word at R1C1 (????) is longer than every dictionary entry "
        "(the longest has 3 letters)"
    ) in err


def test_default_dictionary_fills_without_dict(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    grid = write(tmp_path, "g.txt", "#...\n....\n....\n...#\n")
    code, out, _ = run(capsys, "fill", str(grid), "--timeout", "5")
    assert code == 0
    rows = out.splitlines()[:4]
    words = dictionary.default_dictionary().scores
    across = [r.strip("#") for r in rows]
    assert all(w in words for w in across)


def test_stats_print_the_fill_quality(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # Across ?? takes AB (60) or CD (20); the down slots take AC and BD either way.
    words = write(tmp_path, "w.dict", "ab;60\ncd;20\nac;50\nbd;40\nxy;10\n")
    grid = write(tmp_path, "g.txt", "..\n..\n")
    code, out, _ = run(capsys, "fill", str(grid), "--dict", str(words), "--stats")
    assert code == 0
    assert "quality: 4 entries, mean score 42.5, 2 scored under 50" in out
    assert "weakest: CD 20, BD 40, AC 50, AB 60" in out
    code, out, _ = run(
        capsys, "fill", str(grid), "--dict", str(words), "--stats", "--threshold", "45", "--json"
    )
    quality = json.loads(out)["quality"]
    assert quality["mean_score"] == 42.5 and quality["under_threshold"] == 2
    assert quality["lowest"][0] == {"entry": "CD", "score": 20.0}
    assert quality["search"]["optimum"] is True


def test_stats_name_a_blocklisted_entry_of_the_users_list(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # The user's own list is used as given, slur and all, but the figures name it.
    words = write(tmp_path, "w.dict", "wog\nwag\ngag\nwow\n")
    grid = write(tmp_path, "g.txt", "...\n.#.\n...\n")
    code, out, _ = run(capsys, "fill", str(grid), "--dict", str(words), "--stats")
    assert code == 0
    assert "blocklisted: WOG (en: ethnic slur" in out
    code, out, _ = run(capsys, "fill", str(grid), "--dict", str(words), "--stats", "--json")
    assert json.loads(out)["quality"]["blocklisted"][0]["entry"] == "WOG"


def test_first_keeps_the_first_fill(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    words = write(tmp_path, "w.dict", "ab;60\ncd;20\nac;50\nbd;40\n")
    grid = write(tmp_path, "g.txt", "..\n..\n")
    code, out, _ = run(
        capsys, "fill", str(grid), "--dict", str(words), "--first", "--stats", "--json"
    )
    assert code == 0
    assert "search" not in json.loads(out)["quality"]  # no quality search ran


def test_the_time_line_gives_the_whole_run_and_the_first_fill(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import itertools
    import re
    import time

    # A clock that moves 1 ms a look, so the quality search takes time on any machine.
    ticks = itertools.count()
    monkeypatch.setattr(time, "monotonic", lambda: next(ticks) / 1000)
    # Every score at 25 or more: entries under it would make a first try without them.
    words = write(tmp_path, "w.dict", "ab;60\ncd;30\nac;50\nbd;40\nxy;25\n")
    grid = write(tmp_path, "g.txt", "..\n..\n")
    code, out, _ = run(capsys, "fill", str(grid), "--dict", str(words), "--stats", "--json")
    assert code == 0
    data = json.loads(out)
    stats, search = data["stats"], data["quality"]["search"]
    # The whole time holds the first fill and the quality search after it (it used to be
    # the first search's alone).
    assert stats["total_seconds"] >= stats["first_fill_seconds"] + search["seconds"]
    assert stats["first_fill_seconds"] >= stats["seconds"] and search["seconds"] > 0
    code, out, _ = run(capsys, "fill", str(grid), "--dict", str(words))
    m = re.search(r"^time: ([\d.]+) s \(first fill ([\d.]+) s\), nodes: \d+", out, re.M)
    assert code == 0 and m is not None, out
    assert float(m[1]) > float(m[2])
    code, out, _ = run(capsys, "fill", str(grid), "--dict", str(words), "--first")
    assert re.search(r"^time: [\d.]+ s, nodes", out, re.M), out  # no quality search: one time


# A 3x3 barred template: no blocks, a bar after R2C1, so row 2's word is R2C2-R2C3: across
# CAT, RE and WED, down COW, ARE and TED.
BARRED_TEMPLATE = {
    "version": "http://ipuz.org/v2",
    "kind": ["http://ipuz.org/crossword#1"],
    "dimensions": {"width": 3, "height": 3},
    "puzzle": [[0, 0, 0], [{"cell": 0, "style": {"barred": "R"}}, 0, 0], [0, 0, 0]],
}


def test_fill_takes_a_barred_grid_and_keeps_its_bars(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    grid = write(tmp_path, "barred.ipuz", json.dumps(BARRED_TEMPLATE))
    # Row 2 is two words, O and RE: without the bar, ORE would be needed there.
    words = write(tmp_path, "w.dict", "cat\nre\nwed\ncow\nare\nted\nore\n")
    code, out, err = run(
        capsys, "fill", str(grid), "--dict", str(words), "-o", str(tmp_path / "f.json")
    )
    assert code == 0, err
    assert out.splitlines()[:3] == ["CAT", "ORE", "WED"]
    filled = json.loads((tmp_path / "f.json").read_text(encoding="utf-8"))
    assert filled["puzzle"]["bars"] == [{"row": 2, "col": 1, "side": "right"}]
    assert "RE" in filled["puzzle"]["words"] and "ORE" not in filled["puzzle"]["words"]


def test_fill_keeps_a_shaped_grid_and_prints_nothing_outside_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    shaped = {
        "version": "http://ipuz.org/v2",
        "kind": ["http://ipuz.org/crossword#1"],
        "dimensions": {"width": 3, "height": 3},
        "puzzle": [[None, 1, None], [2, 0, 0], [None, 0, None]],
    }
    grid = write(tmp_path, "plus.ipuz", json.dumps(shaped))
    words = write(tmp_path, "w.dict", "ape\nopt\n")
    code, out, err = run(
        capsys, "fill", str(grid), "--dict", str(words), "-o", str(tmp_path / "f.json")
    )
    assert code == 0, err
    assert out.splitlines()[:3] == [" O ", "APE", " T "]  # not blocks: nothing is there
    filled = json.loads((tmp_path / "f.json").read_text(encoding="utf-8"))
    assert sum(1 for s in filled["puzzle"]["styles"] if s.get("void")) == 4
