"""The default fill dictionary holds real, clean words, not web-frequency junk."""

from __future__ import annotations

import pytest

from wordgrid import dictionary


@pytest.fixture(scope="module")
def entries() -> dict[str, float]:
    return dict(dictionary.default_entries())


def test_brands_names_and_obscenities_are_left_out(entries: dict[str, float]) -> None:
    for junk in ("REDMI", "UTERO", "DONGS", "SHIT", "PORN"):
        assert junk not in entries


def test_real_and_common_modern_words_stay(entries: dict[str, float]) -> None:
    for word in ("HEATH", "EAGLE", "LABORATORY", "EMAIL", "ONLINE"):
        assert word in entries
    assert entries["THE"] > entries["HEATH"]  # scores follow frequency
