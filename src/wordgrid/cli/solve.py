"""`wordgrid solve FILE`: solve one puzzle, count its solutions, or trace the search."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from wordgrid.cli._args import (
    EXIT_BY_STATUS,
    add_input_options,
    add_output_options,
    add_reveal_option,
    add_timeout,
    budget,
    positive_int,
    reveal,
)
from wordgrid.errors import EXIT_TIMEOUT
from wordgrid.formats import output_format, read
from wordgrid.formats.extensions import formats_holding, to_be_solved
from wordgrid.model import Solution

if TYPE_CHECKING:
    from wordgrid.app.solving import SolveReport
    from wordgrid.solver import Outcome

UNLIMITED = 10**12  # --all without --limit: every solution there is


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "solve",
        help="solve a fill-in puzzle",
        description="Solve a puzzle file in any format wordgrid reads (a crossword is solved "
        "from its answers as a fill-in): the filled grid, then where each word "
        "goes.",
    )
    p.add_argument(
        "file",
        metavar="FILE",
        help="puzzle file (- for standard input), or a bundled example by its name",
    )
    add_input_options(p)
    add_timeout(p)
    p.add_argument(
        "--json",
        action="store_true",
        help="print one JSON object: the solution document (or the puzzle, when "
        "none is found) with the status and search statistics",
    )
    p.add_argument("--count", action="store_true", help="count solutions up to --limit")
    p.add_argument(
        "--limit",
        type=positive_int,
        metavar="N",
        help="stop counting at N solutions (default 2 with --count: enough to "
        "prove uniqueness; no limit with --all)",
    )
    p.add_argument(
        "--all", action="store_true", help="print every solution (up to --limit when given)"
    )
    p.add_argument(
        "--trace",
        action="store_true",
        help="print the search steps in the trace notation (h0:6 v1:5 ...)",
    )
    add_output_options(
        p, formats_holding((Solution,)), "the solution (pages: the puzzle, then its key)"
    )
    add_reveal_option(p)
    p.set_defaults(run=run)


def _tracer(out: Any) -> Any:
    def trace(event: str, stack: list[str]) -> None:
        suffix = "   x dead end, backtrack" if event == "fail" else ""
        print(" ".join(stack) + suffix, file=out)

    return trace


def run(args: argparse.Namespace) -> int:
    # Loaded here, not at start-up: `--help` and other commands don't need them.
    from wordgrid.app.solving import solve_document

    doc = read(args.file, words=args.words, fmt=args.source_format, min_length=args.min_length)
    # A name that can't be used fails now, not after a solve.
    solved = (to_be_solved(doc),)
    fmt = output_format(args.output, args.to, holding=solved) if args.output else None
    answers = reveal(args, fmt)
    every = args.all
    limit = args.limit or UNLIMITED if every else args.limit or 2 if args.count else 1
    trace_out = sys.stderr if args.json else sys.stdout
    tracer = _tracer(trace_out) if args.trace else None
    where = "<stdin>" if args.file == "-" else args.file
    report = solve_document(doc, where, budget=budget(args), limit=limit, tracer=tracer)
    if args.trace and report.outcome.stats.nodes == 0:
        print(_no_guesses(report.outcome), file=trace_out)
    if fmt is not None and report.shown is not None:
        from wordgrid.render.output import Options, write_document

        for written in write_document(
            report.shown, args.output, fmt, options=Options(reveal=answers)
        ):
            print(f"wrote {written}", file=sys.stderr)
    code = EXIT_TIMEOUT if report.outcome.timed_out else EXIT_BY_STATUS[report.status.value]
    if args.json:
        document = report.document(count=args.count or every, every=every)
        print(json.dumps(document, ensure_ascii=False))
    else:
        _print_report(report, args)
    return code


def _no_guesses(outcome: Outcome) -> str:
    if outcome.solutions:
        return "(no guesses: propagation placed every word)"
    if outcome.shortfall is not None:
        return "(no guesses: the list's letters can't fill the grid)"
    return "(no guesses: propagation proved it impossible)"


def _print_report(report: SolveReport, args: argparse.Namespace) -> None:
    from wordgrid.render.text import format_solution

    outcome, every = report.outcome, args.all
    shown = outcome.solutions if every else [report.shown] if report.shown is not None else []
    for k, solution in enumerate(shown, start=1):
        if every:
            print(f"solution {k}:")
        print(format_solution(solution))
        if every and k < len(shown):
            print()
    if report.reason is not None:
        print(report.reason)
    elif outcome.timed_out:
        print(
            f"timeout: no answer within {args.timeout} s"
            if not outcome.solutions
            else f"timeout after {args.timeout} s: the count below is incomplete"
        )
    if args.count or every:
        n = len(outcome.solutions)
        exact = outcome.exhausted
        qualifier = "" if exact else "at least "
        verdict = " (unique)" if exact and n == 1 else ""
        print(f"solutions: {qualifier}{n}{verdict}")
    print(
        f"time: {outcome.stats.seconds:.4f} s, nodes: {outcome.stats.nodes}, "
        f"backtracks: {outcome.stats.backtracks}"
    )
