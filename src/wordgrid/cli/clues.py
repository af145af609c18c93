"""`wordgrid clues WORD` and `wordgrid clues add FOLDER`: the clue library of one's own
crosswords."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordgrid.cli._args import count_or_all, positive_int, progress_bar
from wordgrid.errors import EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVABLE, InputError
from wordgrid.plural import counted

if TYPE_CHECKING:
    from wordgrid.app.clues import AddReport
    from wordgrid.clue_library import Lookup

ADD = "add"  # `clues add FOLDER...`; any other first word is an entry to look up
DEFAULT_LIMIT = 20  # clues printed per entry unless --limit says otherwise
DEFAULT_JOBS = min(8, os.cpu_count() or 1)  # reading files is most of adding them


class _CluesParser(argparse.ArgumentParser):
    """`clues WORD...`, or `clues add FOLDER...` with its own options and --help."""

    adding: argparse.ArgumentParser

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        given = list(sys.argv[1:] if args is None else args)
        if given[:1] != [ADD]:
            return super().parse_known_args(given, namespace)
        # Options and folders in any order: `clues add --db club.sqlite crosswords/`.
        found, extra = self.adding.parse_known_intermixed_args(given[1:], namespace)
        if extra:
            self.adding.error(f"unrecognized arguments: {' '.join(extra)}")
        found.words = [ADD, *found.folders]
        return found, []


def register(sub: Any) -> None:
    sub.add_parser(
        "clues",
        help="look up past clues in the library of your own crosswords, or add to it",
    )
    # The parser argparse made is replaced by one that hands `clues add` to its own parser.
    p = sub.choices["clues"] = _CluesParser(
        prog=sub.choices["clues"].prog,
        description="Your clue library: the clues of your own crosswords, by answer. With a "
        "WORD, print the clues it has had, most recent first, each with its date and the "
        "crossword it came from. With no WORD, say where the library is and how big it is. "
        "wordgrid clues add FOLDER adds the clues of the crosswords in FOLDER to it (see "
        "wordgrid clues add --help).",
    )
    p.add_argument(
        "words",
        nargs="*",
        metavar="WORD",
        help="entries to look up (ICE CREAM and icecream are the same)",
    )
    _library_options(p)
    p.add_argument(
        "--limit",
        type=count_or_all,
        default=DEFAULT_LIMIT,
        metavar="N",
        help=f"print the latest N clues of each entry (default {DEFAULT_LIMIT}; 0: all)",
    )
    p.add_argument(
        "--json",
        action="store_true",
        help="print JSON: one object per entry looked up",
    )
    p.set_defaults(run=run)
    p.adding = _add_parser(p.prog)


def _add_parser(prog: str) -> argparse.ArgumentParser:
    from wordgrid.cli import EXAMPLES, _Help, exit_codes_line

    examples = "\n".join(f"  {line}" for line in EXAMPLES["clues add"])
    p = argparse.ArgumentParser(
        prog=f"{prog} {ADD}",
        description="Add the clues of every crossword in FOLDER to your clue library: .puz, "
        "ipuz, .jpz, .xd, Across Lite text and wordgrid JSON files that keep their answers. "
        "Files of other kinds (a PDF, a README) are passed over, and so are fill-ins and "
        "word searches, which have no clues. A file added before, or the same crossword in "
        "another format, adds nothing; a file changed since replaces its clues.",
        epilog=f"{exit_codes_line('clues add')}\n\nexamples:\n{examples}",
        formatter_class=_Help,
    )
    p.add_argument(
        "folders", nargs="+", metavar="FOLDER", help="folders (or files) of crosswords to add"
    )
    _library_options(p)
    p.add_argument(
        "--jobs",
        type=positive_int,
        default=DEFAULT_JOBS,
        metavar="N",
        help=f"read a big folder's files in N processes (default {DEFAULT_JOBS}, "
        "this computer's cores, at most 8)",
    )
    p.add_argument("--json", action="store_true", help="print what was added as JSON")
    p.set_defaults(run=run, limit=DEFAULT_LIMIT)
    return p


def _library_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--db",
        metavar="FILE",
        help="the library's SQLite file (default: clues.sqlite in wordgrid's data folder, "
        "which wordgrid clues prints)",
    )


def run(args: argparse.Namespace) -> int:
    from wordgrid.app.clues import library_path

    library = library_path(args.db)
    if args.words[:1] == [ADD]:
        return _add([Path(p) for p in args.words[1:]], library, args)
    if not args.words:
        return _where(library, args)
    return _look_up(args.words, library, args)


def _where(library: Path, args: argparse.Namespace) -> int:
    from wordgrid.app.clues import library_size

    crosswords, clues = library_size(library)
    if args.json:
        data = {"library": str(library), "crosswords": crosswords, "clues": clues}
        print(json.dumps(data, ensure_ascii=False))
    else:
        print(
            f"the clue library is {library}: {counted(crosswords, 'crossword')}, "
            f"{counted(clues, 'clue')}"
        )
        if not crosswords:
            print("add your crosswords to it with: wordgrid clues add FOLDER")
    return EXIT_OK


def _look_up(words: list[str], library: Path, args: argparse.Namespace) -> int:
    from wordgrid.app.clues import library_size, past_clues

    found = [past_clues(word, library, args.limit or None) for word in words]
    if args.json:
        for lookup in found:
            print(json.dumps(_lookup_dict(lookup), ensure_ascii=False))
    else:
        for k, lookup in enumerate(found):
            if len(found) > 1:
                print(("\n" if k else "") + f"{lookup.answer}:")
            _print_lookup(lookup)
    if not any(lookup.total for lookup in found):
        crosswords, _ = library_size(library)
        if not crosswords:
            print(
                f"the clue library ({library}) is empty: add your crosswords to it with "
                "wordgrid clues add FOLDER",
                file=sys.stderr,
            )
        return EXIT_UNSOLVABLE
    return EXIT_OK


def _print_lookup(lookup: Lookup) -> None:
    if not lookup.total:
        print(f"no clue for {lookup.answer} in the library", file=sys.stderr)
        return
    for clue in lookup.clues:
        print(f"{clue.date}  {clue.clue}  ({clue.source})")
    if len(lookup.clues) < lookup.total:
        print(
            f"{lookup.total:,} clues for {lookup.answer}; the latest "
            f"{'is' if len(lookup.clues) == 1 else f'{len(lookup.clues):,} are'} shown "
            "(--limit 0: all)",
            file=sys.stderr,
        )


def _lookup_dict(lookup: Lookup) -> dict[str, Any]:
    return {
        "answer": lookup.answer,
        "total": lookup.total,
        "clues": [
            {
                "clue": c.clue,
                "date": c.date,
                "title": c.title,
                "author": c.author,
                "publisher": c.publisher,
                "file": c.path,
            }
            for c in lookup.clues
        ],
    }


def _add(sources: list[Path], library: Path, args: argparse.Namespace) -> int:
    from wordgrid.app.clues import add_crosswords, crossword_files

    if not sources:
        raise InputError("clues add: name the folders (or files) of crosswords to add")
    for source in sources:
        if not source.exists():
            raise InputError("no such folder or file", path=source)
    total = len(crossword_files(sources)[0])
    with progress_bar("adding clues", total, unit="files") as step:
        report = add_crosswords(sources, library, step=step, jobs=args.jobs)
    for where, why in report.problems:
        print(f"wordgrid: warning: {where}: {why}; not added", file=sys.stderr)
    if args.json:
        print(json.dumps(_report_dict(report, library), ensure_ascii=False))
    else:
        _print_report(report, library)
    return EXIT_BAD_INPUT if report.problems else EXIT_OK


def _report_dict(report: AddReport, library: Path) -> dict[str, Any]:
    return {
        "library": str(library),
        "added": report.added,
        "updated": report.updated,
        "clues": report.clues,
        "same_file": report.same_file,
        "same_crossword": report.same_crossword,
        "without_clues": report.without_clues,
        "other_files": report.other_files,
        "problems": [{"file": f, "error": e} for f, e in report.problems],
        "seconds": round(report.seconds, 3),
    }


def _print_report(report: AddReport, library: Path) -> None:
    from wordgrid.app.clues import library_size

    added = report.added + report.updated
    if added:
        print(
            f"added {counted(report.clues, 'clue')} from {counted(added, 'crossword')} to {library}"
        )
    else:
        print(f"no new crossword: nothing added to {library}")
    notes = [
        (report.updated, "changed since they were added (their clues replaced)"),
        (report.same_file, "added before"),
        (report.same_crossword, "the same crossword as a file added before"),
        (report.without_clues, "without clues and answers (fill-ins, word searches)"),
        (report.other_files, "passed over: not in a crossword format"),
        (len(report.problems), "unreadable"),
    ]
    for count, what in notes:
        if count:
            print(f"  {counted(count, 'file')} {what}")
    crosswords, clues = library_size(library)
    print(f"the library now holds {counted(clues, 'clue')} from {counted(crosswords, 'crossword')}")
