"""`wordgrid fill GRID`: fill a crossword grid from a scored dictionary, each entry once."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordgrid.cli._args import (
    EXIT_BY_STATUS,
    add_dictionary_options,
    add_input_options,
    add_output_options,
    add_reveal_option,
    add_timeout,
    budget,
    finite_float,
    load_dictionary,
    reveal,
    working,
)
from wordgrid.errors import InputError
from wordgrid.formats import output_format, read_grid
from wordgrid.formats.extensions import formats_holding
from wordgrid.model import Solution

if TYPE_CHECKING:
    from wordgrid.app.filling import FillReport


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "fill",
        help="fill a crossword grid from a dictionary",
        description="Fill every slot of a grid (# block, . open, letters given) with dictionary "
        "entries, no entry twice, preferring high scores.",
    )
    p.add_argument(
        "grid",
        metavar="GRID",
        help="grid file: # block, . open, letters kept (or any puzzle "
        "file: its grid is filled, its word list ignored), or a bundled example by its name",
    )
    add_dictionary_options(p)
    p.add_argument("--seed", type=int, metavar="N", help="vary the fill reproducibly")
    add_timeout(
        p,
        "stop and show the best partial fill (a fill found, its weakest entries are "
        "improved until then, or for up to 10 s without --timeout)",
    )
    p.add_argument(
        "--first",
        action="store_true",
        help="keep the first fill found: no search for better entries",
    )
    p.add_argument(
        "--stats",
        action="store_true",
        help="print the fill's quality: mean score, weakest entries, how many are weak",
    )
    p.add_argument(
        "--threshold",
        type=finite_float,
        metavar="N",
        default=50.0,
        help="with --stats: count the entries scored under N (default 50)",
    )
    add_input_options(p, words=False)
    p.add_argument(
        "--json",
        action="store_true",
        help="print one JSON object: the filled grid as a solution document, with "
        "the status and search statistics",
    )
    add_output_options(
        p,
        formats_holding((Solution,)),
        "the filled grid (a fill-in of its own words; pages: with the key at the back)",
    )
    add_reveal_option(p)
    p.add_argument(
        "--explain",
        action="store_true",
        help="for an unfillable grid, name the slots and crossings that clash",
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    # Loaded here, not at start-up: `--help` and other commands don't need them.
    from wordgrid.app.filling import FillRequest, fill_grid

    source = read_grid(args.grid, args.source_format)
    grid, meta = source.grid, source.meta
    fmt = output_format(args.output, args.to, holding=(Solution,)) if args.output else None
    answers = reveal(args, fmt)
    words = load_dictionary(args)
    request = FillRequest(seed=args.seed, min_length=args.min_length, quality=not args.first)
    before = time.monotonic() - float(args.started)  # reading the grid and the dictionary
    try:
        with working(f"filling {grid.height}x{grid.width}"):
            report = fill_grid(grid, words, request, budget=budget(args), explain=args.explain)
    except InputError as e:
        raise e.at(args.grid) from None
    name = Path(args.grid).name
    filled = report.filled(name, meta, source.styles)
    if fmt is not None and filled is not None:
        from wordgrid.render.output import Options, write_document

        for written in write_document(filled, args.output, fmt, options=Options(reveal=answers)):
            print(f"wrote {written}", file=sys.stderr)
    quality = report.quality(args.threshold) if args.stats else None
    if args.json:
        data = report.document(name, meta, before, source.styles)
        if quality is not None:
            data["quality"] = quality.as_dict()
        print(json.dumps(data, ensure_ascii=False))
    else:
        _print_report(report, filled, args, before)
        if quality is not None:
            print("\n".join(quality.lines()))
    return EXIT_BY_STATUS[report.status.value]


def _print_report(
    report: FillReport, filled: Solution | None, args: argparse.Namespace, before: float
) -> None:
    from wordgrid.render.text import format_grid, format_placements, shown_rows
    from wordgrid.solver import Status

    solution = report.outcome.solution
    if solution is not None and filled is not None:
        print(format_grid(shown_rows(filled.puzzle, solution.rows)))
        print()
        print(format_placements(solution.placements))
    elif report.status is Status.UNSOLVABLE:
        print(
            "\n".join(report.explain)
            if report.explain
            else "no fill: this grid can't be filled from the dictionary (use --explain to see why)"
        )
    else:
        print(f"timeout: no complete fill within {args.timeout} s")
        partial = report.partial
        if partial is not None:
            print(f"best partial fill ({report.filled_slots} of {len(report.puzzle.slots)} slots):")
            print(format_grid(partial))
    # The whole command's time, the quality search's too; the first fill's beside it.
    first = ""
    if report.first_fill is not None and report.search is not None:
        first = f" (first fill {before + report.first_fill:.2f} s)"
    s = report.outcome.stats
    print(
        f"time: {before + report.seconds:.2f} s{first}, nodes: {s.nodes}, "
        f"backtracks: {s.backtracks}, restarts: {s.restarts}"
    )
