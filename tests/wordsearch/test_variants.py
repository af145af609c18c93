"""Word-search variants: shapes, hidden messages, secret words, clue lists and list orders."""

from __future__ import annotations

import io
import itertools
import json
from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image, ImageDraw

from tests.conftest import run
from tests.formats.test_json_io import valid
from tests.wordsearch.making import made
from wordgrid.errors import InputError
from wordgrid.formats import ipuz, json_io, parse, read_answers
from wordgrid.formats.wordsearch_text import format_wordsearch
from wordgrid.model import OUTSIDE, WordSearch
from wordgrid.render.layout import book
from wordgrid.render.page import MESSAGE_COLOR, Band, Box, Label, Line, Style, text_width
from wordgrid.wordsearch import MessageError, check_word_search, find_words
from wordgrid.wordsearch.find import leftover
from wordgrid.wordsearch.shapes import (
    SHAPE_NAMES,
    built_in,
    mask_from_png,
    mask_from_text,
    path_polygons,
    read_mask,
)

WORDS = ["PYTHON", "GRID", "SEARCH", "PUZZLE", "LETTER", "WORD", "APPLE", "BANANA"]
Capsys = pytest.CaptureFixture[str]


def outside_cells(ws: WordSearch) -> set[tuple[int, int]]:
    return {(r, c) for r, row in enumerate(ws.rows) for c, ch in enumerate(row) if ch == OUTSIDE}


@pytest.mark.parametrize("name", SHAPE_NAMES)
def test_every_built_in_shape_holds_the_words_inside_it(name: str) -> None:
    ws = made(WORDS, shape=built_in(name), seed=5)
    assert ws.shaped and not check_word_search(ws)
    outside = outside_cells(ws)
    assert all(cell not in outside for p in ws.placements for cell in p.cells())
    # Cropped: no printed row or column lies wholly outside the shape.
    assert all(row.strip() for row in ws.rows)
    assert all(any(row[c] != OUTSIDE for row in ws.rows) for c in range(len(ws.rows[0])))


def test_a_shape_scales_to_the_size_asked() -> None:
    small = built_in("circle").mask(10, 10)
    large = built_in("circle").mask(30, 30)
    assert (len(small), len(large)) == (10, 30)
    assert sum(r.count("#") for r in large) > 8 * sum(r.count("#") for r in small)


def test_a_shape_too_small_is_refused_with_the_numbers() -> None:
    letters = sum(map(len, WORDS))
    cells = sum(row.count("#") for row in built_in("star").mask(8, 8))
    with pytest.raises(InputError) as caught:
        made(WORDS, shape=built_in("star"), rows=8)
    assert str(caught.value) == (
        f"the words need {letters} letters, but a star in a 8x8 grid has only {cells} "
        "cells available"
    )


def test_a_text_mask_is_used_at_its_own_size_or_scaled() -> None:
    drawn = "..####..\n.######.\n########\n########\n########\n########\n.######.\n..####..\n"
    shape = mask_from_text(drawn)
    ws = made(["CAT", "DOG", "BIRD", "FISH"], shape=shape, seed=2)
    assert ws.shape == tuple(drawn.split())
    bigger = made(["CAT", "DOG", "BIRD", "FISH"], shape=shape, rows=16, seed=2)
    assert len(bigger.rows) == 16 and bigger.shaped


def test_a_png_mask_is_its_dark_pixels() -> None:
    picture = Image.new("L", (100, 100), 255)
    ImageDraw.Draw(picture).polygon([(50, 0), (100, 100), (0, 100)], fill=0)
    data = io.BytesIO()
    picture.save(data, "PNG")
    ws = made(WORDS, shape=mask_from_png(data.getvalue()), rows=14, seed=1)
    assert ws.rows[0].count(OUTSIDE) > ws.rows[-1].count(OUTSIDE)  # a triangle, point up
    assert not check_word_search(ws)


@pytest.mark.parametrize(
    ("text", "message"),
    [("", "the mask is empty"), ("..\n..\n", "no cell inside"), ("#x\n", "line 1: the mask")],
)
def test_bad_text_masks_are_refused(text: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        mask_from_text(text)


def test_the_message_fills_the_leftover_cells_row_by_row() -> None:
    ws = made(WORDS, message="Well done, you found them!", seed=3)
    assert ws.leftover() == "WELLDONEYOUFOUNDTHEM"
    assert leftover(ws.rows, find_words(ws.rows, WORDS)) == "WELLDONEYOUFOUNDTHEM"
    assert not check_word_search(ws)


def test_a_message_in_a_shape_with_a_size_given() -> None:
    cells = sum(row.count("#") for row in built_in("heart").mask(12, 12))
    wanted = cells - sum(map(len, WORDS)) + 4  # four letters shared
    ws = made(WORDS, message="A" * wanted, shape=built_in("heart"), rows=12, seed=1)
    assert ws.leftover() == "A" * wanted and not check_word_search(ws)


def test_a_message_that_can_not_fit_says_why_with_the_numbers() -> None:
    with pytest.raises(MessageError) as caught:
        made(WORDS, message="A" * 31, rows=15, seed=1)
    text = str(caught.value)
    fewest = 15 * 15 - sum(map(len, WORDS))
    assert text.startswith(f"the message has 31 letters; the words leave {fewest} to {fewest} ")
    assert "cells free in a 15x15 grid; try --" in text
    web = caught.value.for_web()  # the web page has no options: it names rows and columns
    assert "cells free in a 15x15 grid; try " in web and "--" not in web and "columns" in web


def test_secret_words_are_hidden_once_and_not_listed() -> None:
    ws = made(WORDS, secrets=["SECRET", "HIDDEN"], seed=4)
    assert [p.word for p in ws.secrets] == ["SECRET", "HIDDEN"]
    assert "SECRET" not in ws.word_list()
    assert find_words(ws.rows, [*WORDS, "SECRET", "HIDDEN"]).ok


def test_a_secret_that_is_also_listed_is_refused() -> None:
    with pytest.raises(InputError, match="GRID is both a listed word and a secret word"):
        made(WORDS, secrets=["grid"])


def test_clues_are_listed_and_answers_hidden_without_spaces() -> None:
    ws = made(["ice cream", "Paris", "tulip"], clues={"ice cream": "a cold dessert"}, seed=1)
    assert "ICECREAM" in [p.word for p in ws.placements]
    assert ws.word_list() == ["a cold dessert", "PARIS", "TULIP"]
    assert made(["ice cream", "Paris"], seed=1).word_list() == ["ICE CREAM", "PARIS"]


@pytest.mark.parametrize(
    ("order", "expected"),
    [
        ("alpha", ["APPLE", "BANANA", "GRID", "LETTER"]),
        ("given", ["LETTER", "GRID", "BANANA", "APPLE"]),
        ("length", ["GRID", "APPLE", "BANANA", "LETTER"]),
    ],
)
def test_list_orders(order: str, expected: list[str]) -> None:
    ws = made(["LETTER", "GRID", "BANANA", "APPLE"], order=order, seed=1)
    assert ws.word_list() == expected


def everything() -> WordSearch:
    return made(
        ["ice cream", "Paris", "tulip", "ocean", "koala", "rhine"],
        clues={"Paris": "capital of France", "ice cream": "a cold dessert"},
        shape=built_in("heart"),
        message="Hi, you!",
        secrets=["grid"],
        order="length",
        seed=4,
    )


def test_every_variant_survives_json_ipuz_json_and_text() -> None:
    ws = everything()
    data = json.loads(json_io.dumps(ws))
    valid(data)
    assert data["shape"] == list(ws.shape) and data["message"] == "Hi, you!"
    from_json = json_io.loads(json_io.dumps(ws))
    assert isinstance(from_json, WordSearch)
    assert json_io.loads(json_io.dumps(ipuz.loads(ipuz.dumps(from_json)))) == ws
    cells = json.loads(ipuz.dumps(ws))["puzzle"]
    assert [[c is None for c in row] for row in cells] == [
        [ch == "." for ch in row] for row in ws.shape
    ]
    # Text keeps no seed, and lists the words in the key's order.
    text = parse(format_wordsearch(ws, solution=True).encode(), "p.txt")
    assert isinstance(text, WordSearch)
    assert set(text.placements) == set(ws.placements)
    assert replace(text, placements=ws.placements, seed=ws.seed) == ws


def test_text_leaves_outside_cells_blank() -> None:
    ws = made(WORDS, shape=built_in("diamond"), seed=2)
    grid = format_wordsearch(ws).split("\n\n")[0].splitlines()
    middle = len(grid) // 2
    assert grid[0].startswith("  ") and not grid[middle].startswith(" ")


def test_clue_files_in_text_and_json(tmp_path: Path) -> None:
    text = tmp_path / "clues.txt"
    text.write_text("ICE CREAM: a cold dessert\nPARIS: capital of France\n\nTULIP:\n")
    assert read_answers(text) == [
        ("ICE CREAM", "a cold dessert"),
        ("PARIS", "capital of France"),
        ("TULIP", ""),
    ]
    data = tmp_path / "clues.json"
    data.write_text(json.dumps({"words": [{"answer": "ICE CREAM", "clue": "cold"}, "PARIS"]}))
    assert read_answers(data) == [("ICE CREAM", "cold"), ("PARIS", "")]
    bad = tmp_path / "bad.txt"
    bad.write_text("PARIS: capital\n: orphan clue\n")
    with pytest.raises(InputError, match=r"bad.txt:2: a clue with no answer"):
        read_answers(bad)


def test_the_command_makes_every_variant_and_findwords_solves_it(
    capsys: Capsys, tmp_path: Path
) -> None:
    clues = tmp_path / "clues.txt"
    clues.write_text("ICE CREAM: a cold dessert\nPARIS: capital of France\nTULIP: a flower\n")
    out = tmp_path / "p.txt"
    argv = ["wordsearch", "OCEAN", "KOALA", "--words", str(clues), "--shape", "heart"]
    argv += ["--message", "Well done, you found them all!", "--secret", "GRID", "--seed", "4"]
    argv += ["--solution"]
    code, _, err = run(capsys, *argv, "-o", str(out))
    assert code == 0, err
    printed = out.read_text()
    assert "a cold dessert" in printed and "message: Well done, you found them all!" in printed
    code, found, _ = run(capsys, "findwords", str(out))
    assert code == 0
    assert "all 6 words found exactly once" in found
    assert "message: WELLDONEYOUFOUNDTHEMALL (Well done, you found them all!)" in found
    for target in ("p.json", "p.ipuz"):
        assert run(capsys, "convert", str(out), str(tmp_path / target))[0] == 0
        assert run(capsys, "findwords", str(tmp_path / target))[0] == 0


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--mask", "missing.txt"], "missing.txt"),
        (["--message", "!!!"], "the message has no letters"),
        (["--shape", "star", "--size", "6"], "but a star in a 6x6 grid has only"),
    ],
)
def test_bad_variant_options_are_one_line(capsys: Capsys, argv: list[str], message: str) -> None:
    code, _, err = run(capsys, "wordsearch", *WORDS, *argv)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_an_svg_silhouette_is_a_mask(capsys: Capsys, tmp_path: Path) -> None:
    svg = tmp_path / "ring.svg"
    svg.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">'
        '<circle cx="20" cy="20" r="20"/><circle cx="20" cy="20" r="8"/>'
        '<path d="M0 0 h5 v5 h-5 z" fill="none" stroke="black"/></svg>'
    )
    code, out, err = run(capsys, "wordsearch", *WORDS, "--mask", str(svg), "--size", "16", "--json")
    assert code == 0, err
    shape = json.loads(out)["shape"]
    middle = shape[len(shape) // 2]
    # A ring: cells at both edges, a hole of no cells in the middle (the outline-only
    # square in the corner adds nothing).
    assert middle[0] == middle[-1] == "#" and middle[6:10] == "...."
    assert shape[0][0] == "."


@pytest.mark.parametrize(
    ("svg", "message"),
    [
        ('<svg><g transform="scale(2)"><rect width="5" height="5"/></g></svg>', "transform"),
        ("<svg><text>hi</text></svg>", "<text>"),
        ('<svg><rect width="5" height="5" fill="none"/></svg>', "no filled shape"),
        ("<svg><path d='M 0 0 L'/></svg>", "lacks its numbers"),
        ('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>', "not well-formed"),
    ],
)
def test_svg_masks_it_can_not_draw_are_refused(svg: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        read_mask("m.svg", svg.encode())


def test_svg_paths_with_curves_and_arcs_fill_like_the_picture() -> None:
    # A rounded square: lines, a cubic, a quadratic and an arc; relative commands too.
    d = "M10 0 H90 C95 0 100 5 100 10 V90 Q100 100 90 100 H10 A10 10 0 0 1 0 90 V10 q0 -10 10 -10z"
    polygon = path_polygons(d)[0]
    xs, ys = [x for x, _ in polygon], [y for _, y in polygon]
    assert (min(xs), max(xs), min(ys), max(ys)) == pytest.approx((0, 100, 0, 100), abs=0.5)


def test_a_shaped_page_draws_only_the_shape_and_its_outline() -> None:
    ws = made(WORDS, shape=built_in("heart"), seed=2)
    page = book([("heart", ws, ws)], Style(), keys=False)[0]
    cells = [s for s in page.shapes if isinstance(s, Box) and s.cell]
    assert len(cells) == sum(row.count("#") for row in ws.shape)
    edges = [s for s in page.shapes if isinstance(s, Line)]
    # Every edge between a cell inside and one outside (or the border) is drawn once.
    height, width = len(ws.rows), len(ws.rows[0])
    expected = sum(
        1
        for r, c in itertools.product(range(height), range(width))
        if ws.inside((r, c))
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
        if not (0 <= r + dr < height and 0 <= c + dc < width and ws.inside((r + dr, c + dc)))
    )
    assert len(edges) == expected


def test_the_key_page_gives_the_message_the_secrets_and_the_clues() -> None:
    ws = everything()
    front, key = book([("all", ws, ws)], Style(), keys=True)
    labels = {s.text for s in front.shapes if isinstance(s, Label)}
    assert {"a cold dessert", "capital of France", "Clues"} <= labels
    notes = {s.text for s in key.shapes if isinstance(s, Label)}
    assert {"Hidden message: Hi, you!", "Secret words: GRID"} <= notes
    assert "a cold dessert: ICE CREAM" in notes
    bands = [s for s in key.shapes if isinstance(s, Band)]
    assert len(bands) == len(ws.placements) + len(ws.secrets)


def test_a_picture_keeps_its_proportions_in_any_grid() -> None:
    tall = mask_from_text("##\n##\n##\n##\n")
    assert tall.mask(12, 12) == ("######",) * 12  # half as wide as tall, as drawn


def test_a_png_mask_from_the_command_line_and_the_short_json(
    capsys: Capsys, tmp_path: Path
) -> None:
    picture = Image.new("RGBA", (60, 60), (0, 0, 0, 0))  # transparent is outside
    ImageDraw.Draw(picture).ellipse((0, 0, 59, 59), fill=(0, 0, 0, 255))
    png = tmp_path / "round.png"
    picture.save(png)
    code, out, err = run(capsys, "wordsearch", *WORDS, "--mask", str(png), "--size", "13", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["shape"][0].startswith(".") and "." in data["grid"][0]
    short = tmp_path / "short.json"
    short.write_text(out)
    code, found, _ = run(capsys, "findwords", str(short))
    assert code == 0 and f"all {len(WORDS)} words found exactly once" in found


def test_an_answer_written_with_a_space_reads_back_from_the_printed_list() -> None:
    ws = made(["ice cream", "apple pie", "tulip"], seed=3)
    back = parse(format_wordsearch(ws).encode(), "p.txt")
    assert isinstance(back, WordSearch)
    assert back.word_list() == ["APPLE PIE", "ICE CREAM", "TULIP"]
    assert {p.word for p in back.placements} == {"ICECREAM", "APPLEPIE", "TULIP"}


def test_the_key_colours_the_message_letters_where_they_hide() -> None:
    ws = made(WORDS, message="Well done, you found them!", seed=3)
    key = book([("m", ws, ws)], Style(), keys=True)[-1]
    letters = [s for s in key.shapes if isinstance(s, Label) and len(s.text) == 1]
    coloured = "".join(s.text for s in letters if s.color == MESSAGE_COLOR)
    assert coloured == ws.message_letters


def test_findwords_reads_the_leftover_letters_of_any_grid_when_asked(
    capsys: Capsys, tmp_path: Path
) -> None:
    grid = tmp_path / "book.txt"
    grid.write_text("C A T H\nD O G I\n")
    code, out, _ = run(capsys, "findwords", str(grid), "CAT", "DOG", "--message")
    assert code == 0 and out.rstrip().endswith("message: HI")
    code, out, _ = run(capsys, "findwords", str(grid), "CAT", "DOG", "--message", "--json")
    assert json.loads(out)["message"] == "HI"


def test_a_shape_named_with_a_vowel_reads_right() -> None:
    with pytest.raises(InputError, match="the longest line of an egg in a 5x5 grid"):
        made(WORDS, shape=built_in("egg"), rows=5)


def test_a_broken_png_mask_is_one_line(capsys: Capsys, tmp_path: Path) -> None:
    broken = tmp_path / "broken.png"
    broken.write_bytes(b"\x89PNG\r\n\x1a\nnot really")
    code, _, err = run(capsys, "wordsearch", *WORDS, "--mask", str(broken))
    assert code == 2 and err.strip().endswith(
        "broken.png: the mask looks like a PNG picture but can't be read"
    )


def test_every_line_of_a_variant_page_fits_on_the_page() -> None:
    ws = made(WORDS, message="Well done, you found them!", secrets=["HIDE"], seed=3)
    for page in book([("All the variants at once", ws, ws)], Style(), keys=True):
        for label in (s for s in page.shapes if isinstance(s, Label)):
            width = text_width(label.text, label.size, label.bold)
            left = {"start": label.x, "middle": label.x - width / 2, "end": label.x - width}
            assert left[label.anchor] >= 0 and left[label.anchor] + width <= page.width, label
