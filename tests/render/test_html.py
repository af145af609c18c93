"""The one-file HTML writer without a browser: what the page holds and what it leaves out
(tests/web/test_one_file_browser.py plays it in Chromium)."""

from __future__ import annotations

import json
import re

import pytest

from tests.web.conftest import big_crossword, crossword
from tests.wordsearch.making import made
from wordgrid.render.html import (
    PlayerChanged,
    _wrapped,
    html_page,
    module_order,
    player_script,
)
from wordgrid.render.playable import INLINE_ID, playable


def inlined(page: bytes) -> list[dict[str, object]]:
    text = page.decode("utf-8")
    found = re.search(rf'<script type="application/json" id="{INLINE_ID}">(.*?)</script>', text)
    assert found is not None
    data: list[dict[str, object]] = json.loads(found[1])
    return data


def test_the_page_loads_nothing_from_anywhere() -> None:
    text = html_page(crossword()).decode("utf-8")
    assert not re.search(r"""\b(src|href)=["'](?!data:|#|\./)""", text)
    assert '<link rel="stylesheet"' not in text and "@import" not in text
    assert text.count("<script") == 2  # the puzzles, and the player


def test_the_icon_is_the_served_icon_whole_in_its_attribute() -> None:
    from html.parser import HTMLParser
    from urllib.parse import unquote

    from wordgrid.render.html import static

    icons: list[str] = []

    class Links(HTMLParser):
        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            found = dict(attrs)
            if tag == "link" and found.get("rel") == "icon":
                icons.append(found["href"] or "")

    Links().feed(html_page(crossword()).decode("utf-8"))
    assert len(icons) == 1 and icons[0].startswith("data:image/svg+xml,")
    svg = (static() / "favicon.svg").read_text(encoding="utf-8").strip()
    assert unquote(icons[0].removeprefix("data:image/svg+xml,")) == svg


def test_each_puzzle_of_a_page_goes_by_its_own_title_or_a_told_apart_kind() -> None:
    from dataclasses import replace

    from wordgrid.model import Metadata
    from wordgrid.render.html import labels, played

    untitled = played(crossword())[0]
    titled = played(big_crossword(5))[0]
    search = made(("CAT", "DOG", "OWL"), rows=5, cols=5, seed=1)
    assert labels([untitled, titled, search, untitled]) == [
        *("Crossword 1", "A 5x5 crossword", "Word search", "Crossword 2")
    ]
    assert labels([untitled], "Monday") == ["Monday"] and labels([untitled]) == ["Crossword"]
    assert labels([titled, replace(titled, meta=Metadata(title="A 5x5 crossword"))]) == [
        *("A 5x5 crossword 1", "A 5x5 crossword 2")
    ]
    page = html_page([crossword(), big_crossword(5)], title="This week").decode("utf-8")
    assert "<title>This week</title>" in page
    assert [p["puzzle"]["title"] for p in inlined(page.encode())] == [  # type: ignore[index]
        *("Crossword", "A 5x5 crossword")
    ]


def test_the_player_is_the_served_players_modules_without_rooms() -> None:
    script = player_script()
    for module in ("play.js", "grid.js", "kinds.js", "keys.js", "wordsearch.js", "source.js"):
        assert f'modules["{module}"] = ' in script
    assert 'modules["rooms.js"]' not in script
    assert "\nimport " not in script and "\nexport " not in script


def test_the_same_puzzle_gives_the_same_bytes() -> None:
    assert html_page(big_crossword(5)) == html_page(big_crossword(5))
    first, second = (inlined(html_page(big_crossword(5, seed=s)))[0] for s in (1, 2))
    assert first["id"] != second["id"]


def test_a_page_of_several_puzzles_holds_each_with_its_own_id() -> None:
    ws = made(("CAT", "DOG", "OWL"), rows=5, cols=5, seed=1)
    puzzles = inlined(html_page([crossword(), ws], title="This week"))
    assert [p["puzzle"]["kind"] for p in puzzles] == ["crossword", "word search"]  # type: ignore[index]
    assert len({p["id"] for p in puzzles}) == 2
    assert b"<title>This week</title>" in html_page([crossword(), ws], title="This week")


def test_the_key_is_the_answer_or_only_hashes() -> None:
    solution = crossword()
    open_key = playable(solution.puzzle, solution.rows)["key"]
    assert open_key["rows"] == list(solution.rows)
    hashed = playable(solution.puzzle, solution.rows, reveal=False)["key"]
    assert set(hashed) == {"salt", "grid", "entries"}
    assert len(hashed["entries"]) == len(solution.puzzle.clues)
    assert all(re.fullmatch("[0-9a-f]{64}", e["hash"]) for e in hashed["entries"])


def test_the_writer_refuses_module_syntax_it_cannot_inline() -> None:
    with pytest.raises(PlayerChanged, match="import thing"):
        _wrapped("x.js", 'import thing from "./y.js";\nexport default thing;\n')
    sources = {"a.js": 'import { b } from "./b.js";\n', "b.js": 'import { a } from "./a.js";\n'}
    with pytest.raises(PlayerChanged, match="each other"):
        module_order("a.js", sources.__getitem__)


def test_imports_become_the_exports_of_modules_before() -> None:
    code = _wrapped("x.js", 'import { a, b as c } from "./y.js";\nexport function f() {}\n')
    assert 'const { a, b: c } = modules["y.js"];' in code
    assert code.rstrip().endswith("return { f };\n})();")
