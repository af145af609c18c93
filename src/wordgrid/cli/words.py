"""`wordgrid words PATTERN`: the dictionary's entries that fit a pattern, best score first."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from wordgrid.cli._args import (
    add_dictionary_options,
    add_lang_option,
    count_or_all,
    load_dictionary,
)
from wordgrid.errors import EXIT_OK, EXIT_UNSOLVABLE, InputError

DEFAULT_LIMIT = 100  # entries printed unless --limit says otherwise


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
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from wordgrid.app.words import find_in_default_list, find_in_pool, find_words
    from wordgrid.patterns import parse_pattern

    parse_pattern(args.pattern)  # a bad pattern is said before the dictionary is read
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
    if args.json:
        print(json.dumps(found.as_dict(), ensure_ascii=False))
    else:
        width = max((len(m.word) for m in found.best), default=0)
        for match in found.best:
            print(f"{match.word:<{width}}  {match.score:g}")
        shown = len(found.best)
        if shown < found.total:
            print(
                f"{found.total:,} entries match; the best "
                f"{'is' if shown == 1 else f'{shown:,} are'} shown (--limit 0: all)",
                file=sys.stderr,
            )
        elif not found.total:
            print(f"no entry matches {args.pattern}", file=sys.stderr)
    return EXIT_OK if found.total else EXIT_UNSOLVABLE
