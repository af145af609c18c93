"""`wordgrid words PATTERN`: the dictionary's entries that fit a pattern, best score first."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from wordgrid.cli._args import (
    add_dictionary_options,
    add_lang_option,
    add_output_options,
    count_or_all,
    load_dictionary,
)
from wordgrid.errors import EXIT_OK, EXIT_UNSOLVABLE, InputError

if TYPE_CHECKING:
    from wordgrid.app.words import WordMatches

DEFAULT_LIMIT = 100  # entries printed unless --limit says otherwise
# What -o writes: `word;score` lines, a dictionary every --dict reads back, or the --json
# object; by the file's extension (.json) unless --to names one.
LIST_FORMATS = ("dict", "json")
LIST_SUFFIXES = (".dict", ".txt")  # the extensions of a dict list; .json is json's


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "words",
        help="find dictionary entries by pattern",
        description="Print the entries of a dictionary that fit PATTERN, highest score first, "
        "then A to Z, one a line with its score. In PATTERN, ? (or .) is one letter, * any "
        "run of letters (none too), [AEIOU] one letter of the set and [^AEIOU] one letter "
        "outside it; other letters stand for themselves, in any case and without accents. "
        "Quote the pattern, or the shell reads ? and * itself.",
    )
    p.add_argument("pattern", metavar="PATTERN", help="what the entries look like: C?T, *ING")
    add_dictionary_options(p)
    add_lang_option(
        p,
        "search instead the words random puzzles and word searches draw in LANG ({codes}), "
        "each with how common it is (wordfreq's Zipf scale: 6 on every page, 3 a few "
        "times a million words)",
    )
    p.add_argument(
        "--limit",
        type=count_or_all,
        default=DEFAULT_LIMIT,
        metavar="N",
        help=f"print the best N entries (default {DEFAULT_LIMIT}; 0: all of them)",
    )
    p.add_argument(
        "--json",
        action="store_true",
        help="print one JSON object: the pattern, how many entries match and the best of them",
    )
    add_output_options(
        p,
        LIST_FORMATS,
        "the entries (dict: word;score lines, which --dict reads back; json: as --json)",
        instead=True,
    )
    p.set_defaults(run=run)


def _list_format(args: argparse.Namespace) -> str | None:
    """The format of the list written, checked before the dictionary is read: --to, else
    from -o's extension; None to print as usual. A file named as a puzzle or a page (x.pdf)
    is refused: what this command writes is a list."""
    from pathlib import Path

    from wordgrid.formats.extensions import EXTENSIONS

    if args.to is None and args.output is None:
        return None
    suffix = "" if args.output is None else Path(args.output).suffix.lower()
    named = {".json": "json", "": None, **dict.fromkeys(LIST_SUFFIXES, "dict")}.get(suffix)
    to_stdout = args.output in (None, "-")
    if not to_stdout and named is None and (suffix in EXTENSIONS or args.to is None):
        raise InputError(
            f"words writes a list of entries, not {suffix or 'a file with no extension'}: "
            f"name the file {' or '.join(LIST_SUFFIXES)} (word;score lines) or .json, or "
            "name the format with --to",
            path=args.output,
        )
    if args.to is not None and named is not None and named != args.to:
        raise InputError(
            f"the extension {suffix} does not fit the {args.to} format: name the file otherwise",
            path=args.output,
        )
    return args.to or named or ("json" if args.json else "dict")


def _write_list(found: WordMatches, fmt: str, args: argparse.Namespace) -> None:
    """The entries to -o FILE (standard output without one) as `word;score` lines or JSON."""
    from wordgrid.formats.writing import put

    if fmt == "json":
        text = json.dumps(found.as_dict(), ensure_ascii=False) + "\n"
    else:
        text = "".join(f"{m.word};{m.score:g}\n" for m in found.best)
    put(text.encode("utf-8"), args.output or "-")
    if args.output not in (None, "-"):
        print(f"wrote {args.output} ({len(found.best):,} entries)", file=sys.stderr)


def run(args: argparse.Namespace) -> int:
    from wordgrid.app.words import find_in_default_list, find_in_pool, find_words
    from wordgrid.patterns import parse_pattern

    parse_pattern(args.pattern)  # a bad pattern is said before the dictionary is read
    fmt = _list_format(args)
    limit = args.limit or None
    if args.lang is not None and (args.dicts or args.min_score is not None):
        raise InputError(
            "--lang searches the built-in classroom list: give no --dict or --min-score"
        )
    if args.lang is not None:
        found = find_in_pool(args.pattern, args.lang, limit)
    elif args.dicts:
        found = find_words(args.pattern, load_dictionary(args), limit=limit)
    else:
        found = find_in_default_list(args.pattern, args.min_score, limit)
    if fmt is not None:
        _write_list(found, fmt, args)
    elif args.json:
        print(json.dumps(found.as_dict(), ensure_ascii=False))
    else:
        width = max((len(m.word) for m in found.best), default=0)
        for match in found.best:
            print(f"{match.word:<{width}}  {match.score:g}")
    shown = len(found.best)
    if not args.json and shown < found.total:
        print(
            f"{found.total:,} entries match; the best "
            f"{'is' if shown == 1 else f'{shown:,} are'} "
            f"{'written' if fmt else 'shown'} (--limit 0: all)",
            file=sys.stderr,
        )
    elif not args.json and not found.total:
        print(f"no entry matches {args.pattern}", file=sys.stderr)
    return EXIT_OK if found.total else EXIT_UNSOLVABLE
