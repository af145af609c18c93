"""`wordgrid site FOLDER -o DIR`: the library of a folder as a static site, which any web
server (a cloud bucket, a school's server, `python -m http.server`) serves as it is.

DIR holds `wordgrid serve`'s own library page and player (web/static, marked with
`data-source="site"`, so that they read files where a server would answer), and:

    puzzles/ID.json     each puzzle as the player shows it, with its key (render/playable.py)
    pdf/ID.pdf          each puzzle printed, as the server's Print gives it
    library/first.json  the library's first page, ready-made: it shows as fast as a server's
    library/index.json  every puzzle's line, for a search, a filter, an order or another page
    library/left-out.json  the files that can't be played, each with why

ID is the puzzle's file name, as in the server's addresses. A rebuild reads every file of
FOLDER but works only on those whose bytes changed since the last build (the manifest,
.wordgrid-site.json, keeps each file's key and library line), and writes a file only when
its bytes differ: one new puzzle writes its two files and the library's.
"""

from __future__ import annotations

import json
import multiprocessing
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from wordgrid import __version__
from wordgrid.errors import InputError, WordgridError
from wordgrid.formats import Listing, parse, read_bytes, write_atomic
from wordgrid.render.html import module_order, static
from wordgrid.render.playable import playable
from wordgrid.web.catalog import PAGE_SIZE, Catalog, Progress, Query, Row, display_title
from wordgrid.web.entries import left_out, load_entry
from wordgrid.web.library import MAX_BYTES
from wordgrid.web.records import RETRY, Record, content_key

MANIFEST = ".wordgrid-site.json"
# Bump when the same puzzle would come out otherwise: every puzzle is then built again.
SITE_FORMAT = 1
PAGES = ("index.html", "play.html")  # the served pages, marked as a site's
SCRIPTS = ("play.js", "library.js", "share.js")  # the pages' scripts, with what they import
ASSETS = ("style.css", "rooms.css", "favicon.svg", "favicon.ico")
# Puzzles a worker process takes at a time: enough to keep it busy between hand-overs.
CHUNK = 16
# Below this many puzzles to build, worker processes cost more than they save.
IN_PROCESS_MAX = 8


@dataclass(frozen=True)
class Built:
    """One puzzle file as the site has it: its library line's record (or why it is left
    out), and the files made for it (none when it was built before and has not changed)."""

    name: str
    key: str
    record: Record
    page: dict[str, Any] | None = None  # the player's document and key (render/playable)
    pdf: bytes | None = None

    def named(self, name: str) -> Built:
        """The same puzzle under another file name (a copy): its title, when the file has
        none of its own, is the name's."""
        if self.page is None:
            return replace(self, name=name)
        title = display_title(self.record["title"], name)
        puzzle = self.page["puzzle"] | {"title": title}
        return replace(self, name=name, page=self.page | {"puzzle": puzzle})


@dataclass
class SiteReport:
    """What a build did: puzzles listed, built afresh, left out; files written and removed."""

    puzzles: int = 0
    built: int = 0
    left_out: int = 0
    written: list[Path] = field(default_factory=list)
    removed: list[Path] = field(default_factory=list)


def build_one(name: str, data: bytes, reveal: bool) -> Built:
    """The site's files for one puzzle file: its player document and key, and its PDF.

    Module-level, with plain data in and out, so that a worker process can run it.
    """
    from wordgrid.web.play import pdf_of

    key = content_key(name, data)
    try:
        entry = load_entry(name, parse(data, name))
        record = entry.record()
        del record["answer"]  # the key holds it (or its hashes); the library line does not
        page = playable(entry.document, entry.answer, entry.title, reveal=reveal)
        return Built(name, key, record, page, pdf_of(entry))
    except Exception as e:  # a reader's bug must not stop the other 9,999 puzzles
        # What can be tried again (a solve out of time on a busy machine) is, next build.
        return Built(name, key, left_out(e))


def _build_chunk(chunk: Sequence[tuple[str, bytes]], reveal: bool) -> list[Built]:
    return [build_one(name, data, reveal) for name, data in chunk]


def json_bytes(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def write_if_changed(path: Path, data: bytes, report: SiteReport) -> None:
    """Write `data` at `path` unless the file holds it already: a rebuild leaves alone what
    it would not change (a host that syncs by date then uploads only what changed)."""
    try:
        if path.stat().st_size == len(data) and path.read_bytes() == data:
            return
    except OSError:
        pass  # not there yet
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, data)
    report.written.append(path)


def site_page(name: str, title: str) -> bytes:
    """A served page, marked as a site's; the library's heading and title are `title`."""
    page = (static() / name).read_text(encoding="utf-8")
    marked = page.replace('<html lang="en">', '<html lang="en" data-source="site">', 1)
    if marked == page:
        raise InputError(f"the player's {name} has changed: no <html lang> to mark")
    if name == "index.html":  # the first page's rows load with the page's scripts
        script = '<script type="module" src="library.js"></script>'
        preload = (
            '<link rel="preload" href="library/first.json" as="fetch" crossorigin="anonymous">'
        )
        marked = marked.replace(script, f"{preload}\n{script}", 1)
    shown = title.replace("&", "&amp;").replace("<", "&lt;")
    if title and name == "index.html":
        marked = marked.replace("<title>wordgrid: puzzles</title>", f"<title>{shown}</title>")
        marked = marked.replace("<h1>wordgrid</h1>", f"<h1>{shown}</h1>")
    if title and name == "play.html":  # the way back names the library
        marked = marked.replace('<a href="./">wordgrid</a>', f'<a href="./">{shown}</a>')
    return marked.encode("utf-8")


def static_files(title: str) -> Iterator[tuple[str, bytes]]:
    """The site's own files: the two pages, their scripts, styles and icons."""
    folder = static()
    for name in PAGES:
        yield name, site_page(name, title)

    def read(name: str) -> str:
        return (folder / name).read_text(encoding="utf-8")

    scripts = sorted({m for entry in SCRIPTS for m in module_order(entry, read)})
    for name in (*scripts, *ASSETS):
        yield name, (folder / name).read_bytes()


class Manifest:
    """What the last build made of each file: {name: {"key", "record"}}, and how it built."""

    def __init__(self, out: Path, reveal: bool) -> None:
        self.path = out / MANIFEST
        self.settings = {"format": SITE_FORMAT, "wordgrid": __version__, "reveal": reveal}
        self.files: dict[str, dict[str, Any]] = {}
        try:
            saved = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return  # a first build, or a damaged manifest: build everything
        if isinstance(saved, dict) and saved.get("settings") == self.settings:
            self.files = saved.get("files", {})

    def known(self, name: str, key: str) -> Record | None:
        """The record built last time from these bytes; None to build them (again)."""
        entry = self.files.get(name)
        if not entry or entry.get("key") != key or entry["record"].get(RETRY):
            return None
        record: Record = entry["record"]
        return record

    def save(self, built: Iterable[Built], report: SiteReport) -> None:
        files = {b.name: {"key": b.key, "record": b.record} for b in built}
        write_if_changed(self.path, json_bytes({"settings": self.settings, "files": files}), report)


def _read_folder(folder: Path) -> list[tuple[str, bytes] | Built]:
    """Each puzzle file's bytes, in the folder's order; a file too large or unreadable is
    left out at once, with why."""
    found: list[tuple[str, bytes] | Built] = []
    for name in Listing.scan(folder).puzzles:
        path = folder / name
        try:
            if path.stat().st_size > MAX_BYTES:
                found.append(
                    Built(name, "", {"left_out": f"larger than {MAX_BYTES // 1_000_000} MB"})
                )
                continue
            found.append((name, read_bytes(path)))
        except OSError:
            continue  # gone since the listing
        except WordgridError as e:
            found.append(Built(name, "", left_out(e)))
    return found


def _build_all(
    todo: list[tuple[str, bytes]],
    reveal: bool,
    workers: int,
    progress: Callable[[int, int], None] | None,
) -> Iterator[Built]:
    """build_one for each file, in worker processes when there are many; files with the
    same bytes are built once."""
    copies: dict[str, list[str]] = {}
    distinct: list[tuple[str, bytes]] = []
    for name, data in todo:
        key = content_key(name, data)
        if key not in copies:
            copies[key] = []
            distinct.append((name, data))
        copies[key].append(name)
    for built in _build_distinct(distinct, reveal, workers, progress):
        yield built
        yield from (built.named(name) for name in copies[built.key][1:])


def _build_distinct(
    todo: list[tuple[str, bytes]],
    reveal: bool,
    workers: int,
    progress: Callable[[int, int], None] | None,
) -> Iterator[Built]:
    """build_one for each file, in worker processes when there are many (in order)."""
    chunks = [todo[k : k + CHUNK] for k in range(0, len(todo), CHUNK)]
    done = 0
    if workers <= 1 or len(todo) <= IN_PROCESS_MAX:
        results: Iterable[list[Built]] = (_build_chunk(chunk, reveal) for chunk in chunks)
        pool = None
    else:
        pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"))
        results = pool.map(_build_chunk, chunks, [reveal] * len(chunks))
    try:
        for chunk in results:
            yield from chunk
            done += len(chunk)
            if progress is not None:
                progress(done, len(todo))
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)


def build_site(
    folder: Path,
    out: Path,
    *,
    reveal: bool = True,
    title: str = "",
    workers: int | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> SiteReport:
    """Build (or bring up to date) the static site of `folder`'s puzzles in `out`.

    `reveal` False leaves every answer out (hashes only, as `-o x.html --no-reveal` does);
    `title` heads the library; `workers` is how many processes build (default: every core).
    """
    source, site = folder.resolve(), out.resolve()
    if site == source or source in site.parents:
        raise InputError("the site would be written inside the folder it is built from", path=out)
    if site in source.parents:  # its puzzles/ and pdf/ might be the folder itself
        raise InputError(
            "the folder to build from is inside the site: keep them apart", path=folder
        )
    files = _read_folder(folder)  # a folder that isn't there is refused before DIR is made
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise InputError(f"can't make the site's folder: {e.strerror}", path=out) from None
    report = SiteReport()
    manifest = Manifest(out, reveal)
    done: dict[str, Built] = {}
    todo: list[tuple[str, bytes]] = []
    for item in files:
        if isinstance(item, Built):
            done[item.name] = item
            continue
        name, data = item
        key = content_key(name, data)
        record = manifest.known(name, key)
        if record is not None and (record.get("left_out") or _has_files(out, name)):
            done[name] = Built(name, key, record)
        else:
            todo.append((name, data))
    for built in _build_all(todo, reveal, workers or os.cpu_count() or 1, progress):
        done[built.name] = built
        report.built += 1
        if built.page is not None and built.pdf is not None:
            write_if_changed(out / "puzzles" / f"{built.name}.json", json_bytes(built.page), report)
            write_if_changed(out / "pdf" / f"{built.name}.pdf", built.pdf, report)
    ordered = [done[_name(item)] for item in files]
    _remove_stale(out, manifest, {b.name for b in ordered if "left_out" not in b.record}, report)
    for name, data in static_files(title):
        write_if_changed(out / name, data, report)
    _write_library(out, ordered, report)
    manifest.save(ordered, report)
    report.puzzles = sum("left_out" not in b.record for b in ordered)
    report.left_out = len(ordered) - report.puzzles
    return report


def _name(item: tuple[str, bytes] | Built) -> str:
    return item.name if isinstance(item, Built) else item[0]


def _has_files(out: Path, name: str) -> bool:
    return (out / "puzzles" / f"{name}.json").is_file() and (out / "pdf" / f"{name}.pdf").is_file()


def _remove_stale(
    out: Path, manifest: Manifest, playable_now: set[str], report: SiteReport
) -> None:
    """Remove the files of puzzles the folder no longer has (or that can't be played now)."""
    for name in manifest.files:
        if name in playable_now:
            continue
        for path in (out / "puzzles" / f"{name}.json", out / "pdf" / f"{name}.pdf"):
            if path.is_file():
                path.unlink()
                report.removed.append(path)


def _write_library(out: Path, built: Sequence[Built], report: SiteReport) -> None:
    """The library's files: its first page as the server sends it, every line for the
    page's own searches, and the files left out."""
    rows = [tuple(Row.of(b.name, b.key, b.record)) for b in built if "left_out" not in b.record]
    left_out = [(b.name, b.record["left_out"]) for b in built if "left_out" in b.record]
    catalog = Catalog(rows)
    progress = Progress("ready", len(built), len(built), len(left_out), "", tuple(left_out))
    first = catalog.page(Query(limit=PAGE_SIZE), progress).summary()
    write_if_changed(out / "library" / "first.json", json_bytes(first), report)
    index = _index(catalog, first["index"])
    write_if_changed(out / "library" / "index.json", json_bytes(index), report)
    every = progress.left_out_page(0, len(left_out))
    write_if_changed(out / "library" / "left-out.json", json_bytes(every), report)


INDEX_COLUMNS = ("id", "title", "author", "kind", "rows", "cols", "words", "rating", "title_rank")


def _index(catalog: Catalog, index: dict[str, Any]) -> dict[str, Any]:
    """Every line of the library, column names once: the page cuts its own pages from it.
    `title_rank` is each title's place in the server's natural order of titles."""
    everyone = catalog.page(Query(limit=len(catalog)), Progress("ready")).rows
    by_title = catalog.page(Query(limit=len(catalog), sort="title"), Progress("ready")).rows
    rank: dict[tuple[Any, ...], int] = {}
    for row in by_title:
        rank.setdefault(row.title_key, len(rank))
    lines = [
        [*(row.summary()[name] for name in INDEX_COLUMNS[:-1]), rank[row.title_key]]
        for row in everyone
    ]
    return {"columns": list(INDEX_COLUMNS), "rows": lines, "index": index}
