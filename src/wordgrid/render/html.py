"""One HTML file that plays its puzzles anywhere: from disk, as an email attachment, from any
web server, inside an iframe. It needs no other file and makes no network request.

The file is the browser player of `wordgrid serve` itself (web/static: play.html, its
scripts and its stylesheet, read as package data), with the puzzles and their keys inlined
(render/playable.py): there is no second player to keep in step. The player's ES modules
become one inline script, each module a function whose imports are its arguments' names;
that works wherever inline scripts run, where a module loaded from file:// would not.
"""

from __future__ import annotations

import html
import json
import re
from collections import Counter
from collections.abc import Callable, Sequence
from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any
from urllib.parse import quote

from wordgrid import __version__
from wordgrid.errors import InputError
from wordgrid.model import Document, GameSave, Puzzle, Solution, WordSearch
from wordgrid.render.playable import INLINE_ID, Played, default_title, playable

NO_SCRIPT = "This puzzle plays in a web browser with JavaScript on."
# The play page's script: every module it imports comes along. Rooms stay out: play.js
# loads rooms.js with import() when a room is opened, which needs a server.
ENTRY = "play.js"
_IMPORT = re.compile(r'^import\s*\{([^}]*)\}\s*from\s*"\./([\w.-]+\.js)";[ \t]*$', re.M)
_EXPORT = re.compile(r"^export\s+(?=(?:async\s+function|function|class|const)\s+([\w$]+))", re.M)
_OTHER_IMPORT = re.compile(r"^(?:import|export)\b.*$", re.M)


class PlayerChanged(RuntimeError):
    """The player's files are not as this writer expects: a bug, caught by the tests."""


def static() -> Traversable:
    """The player's files, as package data (no import of the web app, which sits above)."""
    return files("wordgrid") / "web" / "static"


def module_imports(source: str) -> list[tuple[str, str]]:
    """(names, module) for each static import of a module: `a, b as c` from `x.js`."""
    return [(names, module) for names, module in _IMPORT.findall(source)]


def _wrapped(name: str, source: str) -> str:
    """The module as a function of nothing that returns its exports, its imports read
    from the modules before it."""
    exported = _EXPORT.findall(source)
    body = _EXPORT.sub("", source)

    def imported(match: re.Match[str]) -> str:
        names = ", ".join(
            part.strip().replace(" as ", ": ") for part in match[1].split(",") if part.strip()
        )
        return f'const {{ {names} }} = modules["{match[2]}"];'

    body = _IMPORT.sub(imported, body)
    if stray := _OTHER_IMPORT.search(body):
        raise PlayerChanged(f"{name}: an import or export this writer can't inline: {stray[0]!r}")
    return f'modules["{name}"] = (() => {{\n{body}\nreturn {{ {", ".join(exported)} }};\n}})();\n'


def module_order(entry: str, read: Callable[[str], str]) -> list[str]:
    """Every module `entry` imports, each after the modules it imports, `entry` last."""
    order: list[str] = []
    visiting: set[str] = set()

    def visit(name: str) -> None:
        if name in order:
            return
        if name in visiting:
            raise PlayerChanged(f"{name}: modules that import each other can't be inlined")
        visiting.add(name)
        for _, module in module_imports(read(name)):
            visit(module)
        visiting.discard(name)
        order.append(name)

    visit(entry)
    return order


@cache
def player_script() -> str:
    """The play page's modules as one script."""
    folder = static()

    def read(name: str) -> str:
        return (folder / name).read_text(encoding="utf-8")

    parts = [_wrapped(name, read(name)) for name in module_order(ENTRY, read)]
    return "{\nconst modules = {};\n" + "".join(parts) + "}\n"


def _replace_once(page: str, old: str, new: str) -> str:
    if page.count(old) != 1:
        raise PlayerChanged(f"play.html: expected {old!r} once")
    return page.replace(old, new)


@cache
def _page_parts() -> tuple[str, str]:
    """play.html with the stylesheet and the icon inlined and no script yet, split where
    the title goes."""
    folder = static()
    page = (folder / "play.html").read_text(encoding="utf-8")
    style = (folder / "style.css").read_text(encoding="utf-8")
    # Quoted but for what reads plainly in a URL: a " would end the href attribute early.
    icon = quote((folder / "favicon.svg").read_text(encoding="utf-8").strip(), safe="=:/'")
    page = _replace_once(page, '<link rel="stylesheet" href="rooms.css">\n', "")
    page = _replace_once(
        page, '<link rel="stylesheet" href="style.css">', f"<style>\n{style}</style>"
    )
    page = _replace_once(page, 'href="favicon.svg"', f'href="data:image/svg+xml,{icon}"')
    page = _replace_once(
        page,
        '<script type="module" src="play.js"></script>',
        f'<meta name="generator" content="wordgrid {__version__}">\n@SCRIPT@',
    )
    page = _replace_once(page, "<title>wordgrid: play</title>", "<title>@TITLE@</title>")
    page = _replace_once(
        page,
        "</main>",
        f"</main>\n<noscript><p>{NO_SCRIPT}</p></noscript>",
    )
    head, tail = page.split("@TITLE@")
    return head, tail


def script_data(value: Any) -> str:
    """JSON that can sit inside a <script> element: no `<` to end it early."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c")


def played(doc: Document, where: str = "") -> tuple[Played, tuple[str, ...]]:
    """The puzzle a document plays and the answer it plays to; InputError when the
    document holds no answer (a fill-in to solve first, a crossword without its answers)."""
    if isinstance(doc, WordSearch):
        return doc, doc.rows
    if isinstance(doc, GameSave):
        if doc.solution is None:
            raise InputError("this game keeps no answer to play to", path=where or None)
        return doc.puzzle, doc.solution.rows
    if isinstance(doc, Solution):
        return doc.puzzle, doc.rows
    assert isinstance(doc, Puzzle)
    why = "keeps no answers" if doc.is_crossword else "is not solved: solve it first"
    raise InputError(f"this puzzle {why}, and a page to play needs its answer", path=where or None)


def labels(puzzles: Sequence[Played], title: str = "") -> list[str]:
    """The name each puzzle goes by on a page: one puzzle's is `title`, else its own; of
    several, each its own title, else its kind. A name that repeats is numbered in page
    order (Fill-in 1, Fill-in 2), so the list above the player tells them apart."""
    if len(puzzles) == 1:
        return [title or default_title(puzzles[0])]
    names = [default_title(puzzle) for puzzle in puzzles]
    counts = Counter(names)
    seen: Counter[str] = Counter()
    out = []
    for name in names:
        seen[name] += 1
        out.append(f"{name} {seen[name]}" if counts[name] > 1 else name)
    return out


def html_page(
    docs: Document | Sequence[Document], *, reveal: bool = True, title: str = ""
) -> bytes:
    """The page that plays `docs` (one, or several listed at its top), their answers
    inlined, or (without `reveal`) only salted hashes of them. Each must hold its answer
    (see `played`)."""
    many = [played(doc) for doc in (docs if isinstance(docs, Sequence) else [docs])]
    if not many:
        raise InputError("no puzzle to put in the page")
    names = labels([puzzle for puzzle, _ in many], title)
    puzzles = [
        playable(puzzle, answer, name, reveal=reveal)
        for (puzzle, answer), name in zip(many, names, strict=True)
    ]
    head, tail = _page_parts()
    shown = title or (names[0] if len(many) == 1 else "Puzzles")
    data = f'<script type="application/json" id="{INLINE_ID}">{script_data(puzzles)}</script>'
    script = f'{data}\n<script type="module">\n{player_script()}</script>'
    return (head + html.escape(shown) + tail.replace("@SCRIPT@", script)).encode("utf-8")
