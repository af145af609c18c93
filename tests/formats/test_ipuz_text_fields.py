"""ipuz's text fields without a Metadata field of their own (editor, intro, explanation, ...)
ride in the notes, and come back as ipuz fields from every format."""

from __future__ import annotations

import json

import pytest

from wordgrid.formats import dumps, parse
from wordgrid.formats._crossword import labelled, lift_labelled
from wordgrid.model import Puzzle, Solution, meta_of

CROSSWORD = {
    "version": "http://ipuz.org/v2",
    "kind": ["http://ipuz.org/crossword#1"],
    "dimensions": {"width": 2, "height": 2},
    "title": "Tiny",
    "editor": "Ed Itor",
    "url": "https://example.org/tiny",
    "intro": "Read <b>this</b> first",
    "explanation": "Because.<br>Two lines",
    "notes": "My notes",
    "puzzle": [[1, 2], [3, 0]],
    "solution": [["A", "B"], ["C", "D"]],
    "clues": {"Across": [[1, "ab"], [3, "cd"]], "Down": [[1, "ac"], [2, "bd"]]},
}
NAMES = {"json": "x.json", "ipuz": "x.ipuz", "xd": "x.xd", "puz": "x.puz", "across-lite": "x.txt"}


def _read(data: str | bytes, name: str) -> Puzzle | Solution:
    doc = parse(data if isinstance(data, bytes) else data.encode(), name)
    assert isinstance(doc, Puzzle | Solution)
    return doc


def test_the_fields_are_kept_as_labelled_notes_lines() -> None:
    doc = _read(json.dumps(CROSSWORD), "tiny.ipuz")
    assert meta_of(doc).notes == (
        "Editor: Ed Itor\nURL: https://example.org/tiny\nIntro: Read this first\n"
        "Explanation: Because.\n  Two lines\nMy notes"
    )


@pytest.mark.parametrize("fmt", sorted(NAMES))
def test_every_format_brings_them_back_as_ipuz_fields(fmt: str) -> None:
    doc = _read(json.dumps(CROSSWORD), "tiny.ipuz")
    again = _read(dumps(doc, fmt), NAMES[fmt])
    assert meta_of(again) == meta_of(doc)
    written = json.loads(dumps(again, "ipuz"))
    assert written["editor"] == "Ed Itor"
    assert written["url"] == "https://example.org/tiny"
    assert written["intro"] == "Read this first"
    assert written["explanation"] == "Because.<br>Two lines"
    assert written["notes"] == "My notes"


def test_notes_that_only_look_labelled_stay_notes() -> None:
    labels = {"Editor", "Intro"}
    assert lift_labelled("Editor: me", labels) == ([("Editor", "me")], "")
    # Not at the top, not a known label, or spaced so that reading back would differ.
    for notes in ("Hello\nEditor: me", "Author: me", "Editor:  me", "Editor: me "):
        assert lift_labelled(notes, labels) == ([], notes)
    text = labelled("Intro", "one\n  two")
    assert lift_labelled(text + "\nrest", labels) == ([("Intro", "one\n  two")], "rest")
