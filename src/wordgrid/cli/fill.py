"""`wordgrid fill GRID`: fill a crossword grid from a scored dictionary, each entry once."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordgrid.cli._args import (
    EXIT_BY_STATUS,
    add_input_options,
    add_output_options,
    add_timeout,
    deadline,
    finite_float,
    working,
)
from wordgrid.errors import InputError
from wordgrid.formats import OUTPUT_FORMATS, output_format, read_grid, write
from wordgrid.model import Puzzle, fill_rows, own_words

if TYPE_CHECKING:
    from wordgrid.dictionary import Dictionary


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "fill",
        help="fill a crossword grid from a dictionary",
        description="Fill every slot of a grid (# block, . open, letters given) with dictionary "
        "entries, no entry twice, preferring high scores.",
    )
    p.add_argument(
        "grid",
        help="grid file: # block, . open, letters kept (or any puzzle "
        "file: its grid is filled, its word list ignored)",
    )
    p.add_argument(
        "--dict",
        action="append",
        metavar="FILE",
        dest="dicts",
        help="word;score or one-word-a-line file; repeat to merge, the last file's "
        "score wins (default: the built-in English list from wordfreq)",
    )
    p.add_argument(
        "--min-score", type=finite_float, metavar="N", help="drop entries scored below N"
    )
    p.add_argument(
        "--skip-bad-lines",
        action="store_true",
        help="skip unreadable dictionary lines with a warning instead of stopping",
    )
    p.add_argument("--seed", type=int, metavar="N", help="vary the fill reproducibly")
    add_timeout(p, "stop and show the best partial fill")
    add_input_options(p, words=False)
    p.add_argument(
        "--json",
        action="store_true",
        help="print one JSON object: the filled grid as a solution document, with "
        "the status and search statistics",
    )
    add_output_options(p, OUTPUT_FORMATS, "the filled grid (a fill-in of its own words)")
    p.add_argument(
        "--explain",
        action="store_true",
        help="for an unfillable grid, name the slots and crossings that clash",
    )
    p.set_defaults(run=run)


def load_words(args: argparse.Namespace) -> Dictionary:
    from wordgrid import dictionary

    paths: list[str | Path] = list(args.dicts or [])
    if not paths:
        if not dictionary.default_path(build=False).exists():
            print("wordgrid: building the default dictionary from wordfreq (once)", file=sys.stderr)
        paths = [dictionary.default_path()]

    def warn(message: str) -> None:
        print(f"wordgrid: warning: {message}", file=sys.stderr)

    return dictionary.load(
        paths,
        min_score=args.min_score,
        on_bad_line="skip" if args.skip_bad_lines else "stop",
        warn=warn,
    )


def check_lengths(puzzle: Puzzle, words: Dictionary, path: str) -> None:
    """A slot longer than every entry can never be filled: say so before searching."""
    from wordgrid.render.text import describe_slot

    longest = words.max_length
    for slot in puzzle.slots:
        if slot.length > longest:
            raise InputError(
                f"{describe_slot(puzzle, slot)} is longer than every dictionary "
                f"entry (the longest has {longest} letters)",
                path=path,
            )


def run(args: argparse.Namespace) -> int:
    # Loaded here, not at start-up: `--help` and other commands don't need them.
    from wordgrid.dictionary import dictionary_form
    from wordgrid.render.json import outcome_dict, outcome_document
    from wordgrid.render.text import explain_unfillable, format_grid, format_placements
    from wordgrid.solver import Status, WordIndex, solve
    from wordgrid.verify import check

    grid, meta = read_grid(args.grid, args.source_format)
    if args.output:
        output_format(args.output, args.to)
    words = load_words(args)
    bank = words.bank()
    puzzle = Puzzle(dictionary_form(grid), bank, args.min_length, Path(args.grid).name, meta)
    check_lengths(puzzle, words, args.grid)
    index = WordIndex.build(bank, {s.length for s in puzzle.slots})
    with working(f"filling {puzzle.grid.height}x{puzzle.grid.width}"):
        outcome = solve(puzzle, deadline=deadline(args), index=index, seed=args.seed)
    for solution in outcome.solutions:
        check(solution)  # never print a fill the independent checker rejects
    code = EXIT_BY_STATUS[outcome.status.value]
    partial = (
        list(fill_rows(puzzle, outcome.partial))
        if outcome.partial is not None and not outcome.solutions
        else None
    )
    if args.output and outcome.solution is not None:
        write(own_words(outcome.solution), args.output, args.to)
        print(f"wrote {args.output}", file=sys.stderr)
    reasons = (
        explain_unfillable(puzzle, outcome, index)
        if args.explain and outcome.status is Status.UNSOLVABLE
        else []
    )
    if args.json:
        # Without a fill there is no document to give: the puzzle's word list is a dictionary.
        data: dict[str, Any] = (
            outcome_document(puzzle, outcome, own_words(outcome.solution))
            if outcome.solution is not None
            else outcome_dict(outcome)
        )
        data["stats"] = outcome.stats.as_dict(full=True)
        if partial is not None:
            assert outcome.partial is not None
            data["partial"] = {
                "grid": partial,
                "filled": sum(w is not None for w in outcome.partial),
                "slots": len(puzzle.slots),
            }
        if reasons:
            data["explain"] = reasons
        print(json.dumps(data, ensure_ascii=False))
        return code
    if outcome.solution is not None:
        print(format_grid(outcome.solution.rows))
        print()
        print(format_placements(outcome.solution.placements))
    elif outcome.status is Status.UNSOLVABLE:
        print(
            "\n".join(reasons)
            if reasons
            else "no fill: this grid can't be filled from the dictionary (use --explain to see why)"
        )
    else:
        print(f"timeout: no complete fill within {args.timeout} s")
        if partial is not None:
            assert outcome.partial is not None
            filled = sum(w is not None for w in outcome.partial)
            print(f"best partial fill ({filled} of {len(puzzle.slots)} slots):")
            print(format_grid(partial))
    s = outcome.stats
    print(
        f"time: {s.seconds:.4f} s, nodes: {s.nodes}, backtracks: {s.backtracks}, "
        f"restarts: {s.restarts}"
    )
    return code
