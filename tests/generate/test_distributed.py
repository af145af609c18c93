"""Batches on Dask and local processes: same seed, same files; resumed runs; killed workers;
a cap on how often a word appears across a run."""

from __future__ import annotations

import json
import os
import signal
import threading
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import run
from wordgrid.errors import InputError
from wordgrid.formats import read_puzzle
from wordgrid.generate import Request
from wordgrid.generate.batch import plan
from wordgrid.generate.folder import MANIFEST

distributed = pytest.importorskip("distributed")

SMALL = ["--random", "8", "--seed", "11"]  # quick puzzles: a cluster test stays in seconds


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def local_cluster(workers: int) -> Any:  # a distributed.LocalCluster
    """Processes of one thread each, on 127.0.0.1 only, quiet."""
    return distributed.LocalCluster(
        n_workers=workers,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address="127.0.0.1:0",
        silence_logs=50,
    )


@pytest.fixture(scope="module")
def cluster() -> Iterator[str]:
    """A two-worker LocalCluster on 127.0.0.1 for the module: its scheduler's address."""
    with local_cluster(2) as c:
        yield c.scheduler_address


def test_same_seed_same_files_serial_processes_and_cluster(
    tmp_path: Path, cluster: str, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = {
        "serial": [],
        "processes": ["--jobs", "2"],
        "cluster": ["--scheduler", cluster],
        "local-cluster": ["--scheduler", "local", "--jobs", "1"],
    }
    made = {}
    for name, extra in runs.items():
        code, _, err = run(
            capsys, "generate", *SMALL, "--count", "5", "-o", str(tmp_path / name), *extra
        )
        assert code == 0, err
        made[name] = _files(tmp_path / name)
    assert len(made["serial"]) == 5 * 3 + 1
    for name in runs:
        assert made[name] == made["serial"], name


def _drop(folder: Path, numbers: set[int]) -> None:
    """Undo puzzles as if the run had stopped before them: no files, no manifest line."""
    lines = (folder / MANIFEST).read_text(encoding="utf-8").splitlines()
    kept = [lines[0]] + [ln for ln in lines[1:] if json.loads(ln)["puzzle"] not in numbers]
    # A line cut short by the stop must not count either.
    (folder / MANIFEST).write_text("\n".join(kept) + '\n{"puzzle": 5, "fi', encoding="utf-8")
    for n in numbers:
        for p in folder.glob(f"puzzle-{n:04d}.*"):
            p.unlink()


def test_resume_makes_only_what_is_missing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    whole, part = tmp_path / "whole", tmp_path / "part"
    assert run(capsys, "generate", *SMALL, "--count", "6", "-o", str(whole))[0] == 0
    assert run(capsys, "generate", *SMALL, "--count", "6", "-o", str(part))[0] == 0
    _drop(part, {2, 5})
    kept = (part / "puzzle-0001.txt").stat().st_mtime_ns
    reads: list[Path] = []
    open_path = Path.open  # Path.read_text opens through it too

    def counted_open(path: Path, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if path.name == MANIFEST and "r" in mode:
            reads.append(path)
        return open_path(path, mode, *args, **kwargs)

    monkeypatch.setattr(Path, "open", counted_open)
    # Without --seed: the run's seed is read back from the manifest too.
    unseeded = [a for a in SMALL if a not in ("--seed", "11")]
    code, _, err = run(capsys, "generate", *unseeded, "--count", "6", "-o", str(part), "--resume")
    monkeypatch.undo()
    assert code == 0, err
    assert len(reads) == 1  # the seed and the finished puzzles come from one reading
    assert "wrote 6 of 6 puzzles" in err and "4 from before" in err
    assert (part / "puzzle-0001.txt").stat().st_mtime_ns == kept  # not made again
    assert _files(part) == _files(whole)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--random", "9", "--seed", "11", "--count", "6"], "same settings"),
        (["--random", "8", "--seed", "12", "--count", "6"], "same settings"),
        (["--random", "8", "--count", "5"], "same settings"),
    ],
)
def test_resume_refuses_other_settings(
    argv: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(capsys, "generate", *SMALL, "--count", "6", "-o", str(tmp_path))[0] == 0
    code, _, err = run(capsys, "generate", *argv, "-o", str(tmp_path), "--resume")
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def _first_puzzle_written(folder: Path, seconds: float = 20) -> bool:
    """Wait (boundedly) until the folder's manifest names a puzzle."""
    deadline = time.monotonic() + seconds
    manifest = folder / MANIFEST
    while time.monotonic() < deadline:
        if manifest.exists() and len(manifest.read_text(encoding="utf-8").splitlines()) > 1:
            return True
        time.sleep(0.005)
    return False


def test_a_lost_scheduler_is_one_line_and_resume_finishes_the_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out, whole = tmp_path / "out", tmp_path / "whole"
    argv = ["--random", "14", "--seed", "5", "--count", "24"]
    c = local_cluster(1)
    stopper = threading.Thread(target=lambda: _first_puzzle_written(out) and c.close())
    stopper.start()
    try:
        code, _, err = run(
            capsys, "generate", *argv, "-o", str(out), "--scheduler", c.scheduler_address
        )
    finally:
        stopper.join()
        c.close()
    assert code == 2 and "lost the Dask scheduler" in err and "--resume" in err
    assert len(err.strip().splitlines()) == 1
    code, _, err = run(capsys, "generate", *argv, "-o", str(out), "--resume")
    assert code == 0 and "from before" in err, err
    assert run(capsys, "generate", *argv, "-o", str(whole))[0] == 0
    assert _files(out) == _files(whole)


def test_resume_takes_the_seed_from_the_manifest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(capsys, "generate", *SMALL, "--count", "4", "-o", str(tmp_path))[0] == 0
    (tmp_path / "puzzle-0003.txt").unlink()  # a puzzle whose files are gone is made again
    code, _, err = run(
        capsys, "generate", "--random", "8", "--count", "4", "-o", str(tmp_path), "--resume"
    )
    assert code == 0 and "3 from before" in err, err
    code, _, err = run(
        capsys, "generate", "--random", "8", "--count", "4", "-o", str(tmp_path / "new"), "--resume"
    )
    assert code == 2 and "nothing to resume" in err


def test_a_killed_worker_loses_and_duplicates_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with (
        local_cluster(2) as c,
        distributed.Client(c) as client,
    ):
        before = set(client.run(os.getpid).values())
        killed: list[int] = []

        def kill_on_first_puzzle() -> None:
            # Kill a worker as soon as the first puzzle is written: the rest are in flight.
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline:
                if (
                    len((tmp_path / MANIFEST).read_text().splitlines()) > 1
                    if (tmp_path / MANIFEST).exists()
                    else False
                ):
                    pid = sorted(before)[0]
                    os.kill(pid, signal.SIGKILL)
                    killed.append(pid)
                    return
                time.sleep(0.005)

        killer = threading.Thread(target=kill_on_first_puzzle)
        killer.start()
        code, _, err = run(
            capsys,
            "generate",
            "--random",
            "14",
            "--seed",
            "3",
            "--count",
            "16",
            "-o",
            str(tmp_path),
            "--scheduler",
            c.scheduler_address,
        )
        killer.join()
        assert code == 0, err
        assert killed, "the run ended before a worker could be killed"
        client.wait_for_workers(2, timeout=20)
        after = set(client.run(os.getpid).values())
        assert killed[0] not in after  # the nanny started a new worker in its place
    lines = (tmp_path / MANIFEST).read_text(encoding="utf-8").splitlines()[1:]
    numbers = [json.loads(line)["puzzle"] for line in lines]
    assert numbers == list(range(1, 17))  # each once, in order
    for n in numbers:
        assert read_puzzle(tmp_path / f"puzzle-{n:04d}.txt").bank.listed


def test_no_repeat_keeps_every_word_to_one_puzzle(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    serial, parallel = tmp_path / "serial", tmp_path / "parallel"
    argv = ["--random", "10", "--seed", "2", "--count", "8", "--no-repeat"]
    assert run(capsys, "generate", *argv, "-o", str(serial))[0] == 0
    assert run(capsys, "generate", *argv, "-o", str(parallel), "--jobs", "2")[0] == 0
    assert _files(serial) == _files(parallel)
    uses = Counter(
        w for n in range(1, 9) for w in set(read_puzzle(serial / f"puzzle-{n:04d}.txt").bank.listed)
    )
    assert uses and max(uses.values()) == 1


def test_max_word_uses_caps_each_word(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--random", "12", "--seed", "6", "--count", "10", "--max-word-uses", "2"]
    assert run(capsys, "generate", *argv, "-o", str(tmp_path))[0] == 0
    uses = Counter(
        w for p in tmp_path.glob("puzzle-*[0-9].txt") for w in set(read_puzzle(p).bank.listed)
    )
    assert max(uses.values()) <= 2


DENSE = ["--style", "dense", "--size", "5", "5", "--seed", "3", "--count", "8", "--no-repeat"]


def _uses(folder: Path) -> Counter[str]:
    """How many puzzles of a folder list each word (from the puzzles themselves)."""
    return Counter(
        w for p in sorted(folder.glob("puzzle-*[0-9].txt")) for w in set(read_puzzle(p).bank.listed)
    )


def test_dense_no_repeat_is_the_same_serially_in_processes_and_on_a_cluster(
    tmp_path: Path, cluster: str, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = {"serial": [], "processes": ["--jobs", "2"], "cluster": ["--scheduler", cluster]}
    for name, extra in runs.items():
        code, _, err = run(capsys, "generate", *DENSE, "-o", str(tmp_path / name), *extra)
        assert code == 0, err
    serial = _files(tmp_path / "serial")
    assert len(serial) == 8 * 3 + 1
    assert _files(tmp_path / "processes") == serial
    assert _files(tmp_path / "cluster") == serial
    uses = _uses(tmp_path / "serial")
    assert len(uses) > 8 * 5 and max(uses.values()) == 1  # 8 puzzles, no word in two


def test_a_dense_cap_above_one_and_resume(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = [*DENSE[:-1], "--max-word-uses", "2"]
    whole, part = tmp_path / "whole", tmp_path / "part"
    assert run(capsys, "generate", *argv, "-o", str(whole))[0] == 0
    assert max(_uses(whole).values()) <= 2
    assert run(capsys, "generate", *argv, "-o", str(part))[0] == 0
    _drop(part, {2, 7})  # a later puzzle depends on the words of the ones before it
    code, _, err = run(capsys, "generate", *argv, "-o", str(part), "--resume")
    assert code == 0 and "6 from before" in err, err
    assert _files(part) == _files(whole)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--random", "30", "--count", "400", "--no-repeat"], "can make at most"),
        (
            ["--style", "dense", "--size", "9", "9", "--count", "2000", "--no-repeat"],
            "can make at most",
        ),
        (["CAT", "TACO", "COAT", "--count", "2", "--no-repeat"], "drawn words"),
        (["--random", "8", "--max-word-uses", "2"], "go with --count"),
        (["--count", "999999999"], "a run makes at most 100,000 puzzles, not 999,999,999"),
    ],
)
def test_a_run_that_cannot_be_made_is_one_clear_line_and_no_folder(
    argv: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "generate", *argv, "-o", str(tmp_path / "out"))
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "out").exists()


def test_batch_on_a_cluster_prints_what_it_prints_serially(
    cluster: str, examples: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    serial = run(capsys, "batch", str(examples), "--json")
    on_cluster = run(capsys, "batch", str(examples), "--json", "--scheduler", cluster)
    assert serial[0] == on_cluster[0]

    def without_times(out: str) -> list[dict[str, object]]:
        rows = [json.loads(line) for line in out.splitlines()]
        return [{k: v for k, v in r.items() if "time" not in k and k != "stats"} for r in rows]

    assert without_times(serial[1]) == without_times(on_cluster[1])
    assert len(serial[1].splitlines()) == len(list(examples.iterdir()))


@settings(max_examples=60, deadline=None)
@given(
    pool_size=st.integers(10, 200),
    count=st.integers(1, 30),
    drawn=st.integers(2, 12),
    cap=st.integers(1, 4),
    seed=st.integers(0, 2**31),
)
def test_dealt_allowances_never_exceed_the_cap(
    pool_size: int, count: int, drawn: int, cap: int, seed: int
) -> None:
    pool = tuple(f"W{chr(65 + k // 26)}{chr(65 + k % 26)}" for k in range(pool_size))
    request = Request(random_count=drawn, allowed=pool)
    try:
        tasks = plan(request, seed, count, cap)
    except InputError as e:
        assert "word list" in str(e)  # refused up front, with the reason
        return
    assert [t.seed for t in tasks] == [seed + k for k in range(count)]
    hands = [t.request.allowed for t in tasks]
    assert all(len(set(h)) == len(h) >= drawn + 2 for h in hands)
    uses = Counter(w for h in hands for w in h)
    assert max(uses.values()) <= cap and set(uses) <= set(pool)
    assert plan(request, seed, count, cap) == tasks  # the same deal every time


def test_a_scheduler_that_is_no_address_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--count", "2", "-o", str(tmp_path / "o"), "--scheduler", "10.0.0.5"]
    code, _, err = run(capsys, "generate", *SMALL, *argv)
    assert code == 2 and "tcp://HOST:8786" in err.splitlines()[-1]
    assert not (tmp_path / "o").exists()  # refused before anything was made


def test_a_run_stopped_by_ctrl_c_resumes_to_the_same_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import wordgrid.generate.batch as batch

    out, whole = tmp_path / "out", tmp_path / "whole"
    argv = [*SMALL, "--count", "6"]
    real = batch.make_one

    def interrupted(task: batch.Task) -> batch.Result:
        if task.index == 3:
            raise KeyboardInterrupt
        return real(task)

    monkeypatch.setattr(batch, "make_one", interrupted)
    code, _, _ = run(capsys, "generate", *argv, "-o", str(out))
    assert code == 130
    monkeypatch.setattr(batch, "make_one", real)
    code, _, err = run(capsys, "generate", *argv, "-o", str(out), "--resume")
    assert code == 0 and "3 from before" in err, err
    assert run(capsys, "generate", *argv, "-o", str(whole))[0] == 0
    assert _files(out) == _files(whole)
