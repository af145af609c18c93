"""The constructor's dictionaries: a look-ahead is built once, however many ask at once."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from tests.web.test_make_browser import SMALL_DICT
from wordgrid.solver.index import WordIndex
from wordgrid.web.dictionaries import Dictionaries


def test_requests_that_race_build_one_lookahead(monkeypatch: pytest.MonkeyPatch) -> None:
    store = Dictionaries()
    upload = store.upload("small.dict", SMALL_DICT.read_bytes())
    builds: list[int] = []
    build = WordIndex.build

    def slow_build(*args: Any, **kwargs: Any) -> WordIndex:
        builds.append(1)
        time.sleep(0.2)  # long enough for every other request to arrive meanwhile
        return build(*args, **kwargs)

    monkeypatch.setattr(WordIndex, "build", slow_build)
    with ThreadPoolExecutor(4) as pool:
        asked = [pool.submit(store.lookahead, upload.id, None) for _ in range(4)]
        got = [a.result(timeout=30) for a in asked]
    assert len(builds) == 1
    assert all(g is got[0] for g in got)
    # Another score floor is another look-ahead.
    assert store.lookahead(upload.id, 60.0) is not got[0] and len(builds) == 2
