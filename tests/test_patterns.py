"""Pattern search: the parser, the index search and the scan against a plain matcher."""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgrid.app.words import find_in_default_list, find_words, ranked
from wordgrid.dictionary import Dictionary, default_dictionary
from wordgrid.errors import InputError
from wordgrid.model import WordBank
from wordgrid.patterns import parse_pattern, scan, search
from wordgrid.solver import WordIndex

LETTERS = "ABCD"


def plain_match(pattern: str, word: str) -> bool:
    """The pattern's meaning, read character by character with no regex and no index."""
    tokens: list[str | frozenset[str] | tuple[str, frozenset[str]]] = []
    k = 0
    while k < len(pattern):
        ch = pattern[k]
        if ch == "[":
            end = pattern.index("]", k)
            body = pattern[k + 1 : end]
            if body.startswith(("^", "!")):
                tokens.append(("not", frozenset(body[1:].upper())))
            else:
                tokens.append(frozenset(body.upper()))
            k = end + 1
            continue
        tokens.append(ch.upper() if ch not in "?.*" else ch)
        k += 1

    @cache
    def at(t: int, w: int) -> bool:
        if t == len(tokens):
            return w == len(word)
        token = tokens[t]
        if token == "*":
            return any(at(t + 1, v) for v in range(w, len(word) + 1))
        if w == len(word):
            return False
        ch = word[w]
        if token in ("?", "."):
            ok = True
        elif isinstance(token, frozenset):
            ok = ch in token
        elif isinstance(token, tuple):
            ok = ch not in token[1]
        else:
            ok = ch == token
        return ok and at(t + 1, w + 1)

    return at(0, 0)


def part() -> st.SearchStrategy[str]:
    letters = st.sets(st.sampled_from(LETTERS), min_size=1, max_size=3).map(
        lambda s: "".join(sorted(s))
    )
    return st.one_of(
        st.sampled_from([*LETTERS, "?", ".", "*"]),
        letters.map(lambda s: f"[{s}]"),
        letters.map(lambda s: f"[^{s}]"),
    )


patterns = (
    st.lists(part(), min_size=1, max_size=6)
    .map("".join)
    .filter(lambda p: p.replace("*", "") != "" or "*" in p)
)
word_lists = st.lists(st.text(LETTERS, min_size=2, max_size=7), min_size=1, max_size=40)


@settings(max_examples=300, deadline=None)
@given(patterns, word_lists)
def test_index_search_and_scan_agree_with_a_plain_matcher(pattern: str, words: list[str]) -> None:
    unique = sorted(set(words))
    wanted = sorted(w for w in unique if plain_match(pattern, w))
    parsed = parse_pattern(pattern)
    assert sorted(scan(unique, parsed)) == wanted
    index = WordIndex.build(WordBank.from_words(unique))
    found = search(index, parsed)
    assert sorted(found.words) == wanted
    assert found.total == len(wanted)


@settings(max_examples=150, deadline=None)
@given(patterns, word_lists, st.integers(1, 5))
def test_a_limit_keeps_the_best_of_every_match(pattern: str, words: list[str], limit: int) -> None:
    """Through the index or by a scan: the same count, and the best `limit` scores."""
    scores = {w: float(len(w) * 7 % 5) for w in sorted(set(words))}
    dictionary = Dictionary(scores)
    index = WordIndex.build(dictionary.bank())
    scanned = find_words(pattern, dictionary, limit=limit)
    indexed = find_words(pattern, dictionary, index=index, limit=limit)
    everything = find_words(pattern, dictionary)
    assert scanned.total == indexed.total == everything.total == len(everything.best)
    best = [m.score for m in everything.best[:limit]]
    assert [m.score for m in scanned.best] == best == [m.score for m in indexed.best]
    assert scanned.best == everything.best[:limit]  # ties A to Z, as in the whole list


def test_ranked_is_by_score_then_a_to_z() -> None:
    scores = {"CAT": 50.0, "COT": 60.0, "CUT": 60.0, "CAB": 50.0}
    assert [m.word for m in ranked(["CAT", "CUT", "CAB", "COT"], scores)] == [
        "COT",
        "CUT",
        "CAB",
        "CAT",
    ]
    assert [m.word for m in ranked(list(scores), scores, 3)] == ["COT", "CUT", "CAB"]


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        ("c?t", {"CAT", "COT"}),
        ("C.T", {"CAT", "COT"}),
        ("*AT", {"CAT", "BOAT", "AT"}),
        ("**at", {"CAT", "BOAT", "AT"}),
        ("B*", {"BOAT", "BEE"}),
        ("[AEIOU]?", {"AT"}),
        ("[^C]?T", set()),
        ("?[A-E]?", {"CAT", "BEE"}),
        ("*O*", {"COT", "BOAT"}),
        ("ice cream", {"ICECREAM"}),
        ("ÍCE-CREAM", {"ICECREAM"}),
        ("*", {"CAT", "COT", "BOAT", "AT", "BEE", "ICECREAM"}),
    ],
)
def test_patterns_on_a_small_list(pattern: str, expected: set[str]) -> None:
    words = ["CAT", "COT", "BOAT", "AT", "BEE", "ICECREAM"]
    assert set(scan(words, parse_pattern(pattern))) == expected
    index = WordIndex.build(WordBank.from_words(words))
    assert set(search(index, parse_pattern(pattern)).words) == expected


@pytest.mark.parametrize(
    ("pattern", "message"),
    [
        ("", "pattern '': it has no letter, ? or *"),
        ("  ", "it has no letter, ? or *"),
        ("A[BC", "character 2: this [ has no ] to close its set"),
        ("A1", "character 2: '1' is no letter, ?, * or [set]"),
        ("[]", "character 1: this set holds no letter"),
        ("[^]", "character 1: this set holds no letter"),
        ("[Z-A]", "character 2: 'Z-A' is no range of letters"),
        ("[A!]", "character 3: '!' in a set is no letter"),
        ("C+T", "character 2: '+' is no letter"),
    ],
)
def test_a_bad_pattern_is_named_with_its_place(pattern: str, message: str) -> None:
    with pytest.raises(InputError) as caught:
        parse_pattern(pattern)
    assert message in str(caught.value)


def test_a_long_bad_pattern_is_quoted_short() -> None:
    with pytest.raises(InputError) as caught:
        parse_pattern("A" * 500 + "1")
    assert "…" in str(caught.value) and len(str(caught.value)) < 150


@pytest.mark.parametrize("pattern", ["C?T", "*ING", "[AEIOU]??[^S]", "Q*Z*", "ICE*"])
def test_the_default_list_read_as_text_is_the_dictionary(pattern: str) -> None:
    words = _default()
    for min_score in (None, 50.0):
        expected = find_words(pattern, words.filtered(min_score), limit=20)
        assert find_in_default_list(pattern, min_score, 20) == expected


@cache
def _default() -> Dictionary:
    return default_dictionary()
