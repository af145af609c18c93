"""`wordgrid fill GRID`: fill a crossword grid from a scored dictionary, each entry once."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from wordgrid import dictionary
from wordgrid.cli._args import EXIT_BY_STATUS, finite_float, positive_float, positive_int
from wordgrid.errors import InputError
from wordgrid.formats import FORMATS, detect_format, read_puzzle
from wordgrid.formats._text import numbered_lines, parse_grid, read_text, strip_blank_edges
from wordgrid.model import BLOCK, OPEN, Grid, Puzzle, fill_rows
from wordgrid.render.json import outcome_dict
from wordgrid.render.text import describe_slot, format_grid, format_placements
from wordgrid.solver import Outcome, Status, WordIndex, solve
from wordgrid.solver.explain import find_conflict
from wordgrid.verify import check


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "fill",
        help="fill a crossword grid from a dictionary",
        description="Fill every slot of a grid (# block, . open, letters given) with dictionary "
        "entries, no entry twice, preferring high scores.",
    )
    p.add_argument("grid", help="grid file: # block, . open, letters kept (or a puzzle file)")
    p.add_argument("--dict", action="append", metavar="FILE", dest="dicts",
                   help="word;score or one-word-a-line file; repeat to merge, the last file's "
                        "score wins (default: the built-in English list from wordfreq)")
    p.add_argument("--min-score", type=finite_float, metavar="N",
                   help="drop entries scored below N")
    p.add_argument("--skip-bad-lines", action="store_true",
                   help="skip unreadable dictionary lines with a warning instead of stopping")
    p.add_argument("--seed", type=int, metavar="N", help="vary the fill reproducibly")
    p.add_argument("--timeout", type=positive_float, metavar="S",
                   help="stop after S seconds and show the best partial fill (exit 3)")
    p.add_argument("--min-length", type=positive_int, default=2, metavar="N",
                   help="shortest run of open cells that is a slot (default 2)")
    p.add_argument("--format", choices=FORMATS, help="force a grid file format")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--explain", action="store_true",
                   help="for an unfillable grid, name the slots and crossings that clash")
    p.set_defaults(run=run)


def read_grid(path: str, fmt: str | None) -> Grid:
    """The grid of a grid file, or of a puzzle file whose own word list is ignored."""
    lines = numbered_lines(read_text(path))
    try:
        kind = fmt or detect_format(lines)
        if kind == "grid":
            grid = parse_grid(strip_blank_edges(lines))
        else:
            grid = read_puzzle(path, fmt=kind).grid
    except InputError as e:
        raise e.at(path) from None
    # Given letters take the dictionary's form (é -> E) so that they can match its entries.
    rows = tuple("".join(ch if ch in (BLOCK, OPEN) else dictionary.fold_letter(ch) for ch in r)
                 for r in grid.rows)
    return Grid(rows)


def load_words(args: argparse.Namespace) -> dictionary.Dictionary:
    paths: list[str | Path] = list(args.dicts or [])
    if not paths:
        if not dictionary.default_path(build=False).exists():
            print("wordgrid: building the default dictionary from wordfreq (once)",
                  file=sys.stderr)
        paths = [dictionary.default_path()]

    def warn(message: str) -> None:
        print(f"wordgrid: warning: {message}", file=sys.stderr)

    return dictionary.load(paths, min_score=args.min_score,
                           on_bad_line="skip" if args.skip_bad_lines else "stop", warn=warn)


def check_lengths(puzzle: Puzzle, words: dictionary.Dictionary, path: str) -> None:
    """A slot longer than every entry can never be filled: say so before searching."""
    longest = words.max_length
    for slot in puzzle.slots:
        if slot.length > longest:
            raise InputError(f"slot {describe_slot(puzzle, slot)} has {slot.length} letters but "
                             f"the longest dictionary entry has {longest}", path=path)


def explain(puzzle: Puzzle, outcome: Outcome, index: WordIndex) -> list[str]:
    """Lines naming the cause of an unfillable grid, as precisely as propagation shows it."""
    conflict = find_conflict(puzzle, index)
    if conflict is None:
        hardest = ", ".join(describe_slot(puzzle, puzzle.slots[s]) for s in outcome.hardest)
        return [f"no fill: every possibility was tried ({outcome.stats.nodes} nodes, "
                f"{outcome.stats.backtracks} backtracks)",
                f"the slots that failed most often: {hardest}"]
    if conflict.alone:
        slot = puzzle.slots[conflict.slots[0]]
        return [f"no fill: no {slot.length}-letter word fits {puzzle.pattern(slot)} "
                f"(slot {describe_slot(puzzle, slot)})"]
    chosen = set(conflict.slots)
    lines = [f"no fill: these {len(chosen)} slots can't be filled together:"]
    lines += [f"  {describe_slot(puzzle, puzzle.slots[s])}" for s in conflict.slots]
    inside = [x for x in puzzle.crossings if x.a in chosen and x.b in chosen]
    if inside:
        names = [f"{puzzle.slots[x.a].name}[{x.i + 1}]={puzzle.slots[x.b].name}[{x.j + 1}] "
                 f"(R{puzzle.slots[x.a].cells[x.i][0] + 1}C{puzzle.slots[x.a].cells[x.i][1] + 1})"
                 for x in inside]
        lines.append("  crossings: " + ", ".join(names))
    if len(chosen) > 1 and len({puzzle.slots[s].length for s in chosen}) == 1 and not inside:
        lines.append("  (too few distinct entries fit them: no entry may be used twice)")
    return lines


def run(args: argparse.Namespace) -> int:
    grid = read_grid(args.grid, args.format)
    words = load_words(args)
    bank = words.bank()
    puzzle = Puzzle(grid, bank, args.min_length, Path(args.grid).name)
    check_lengths(puzzle, words, args.grid)
    index = WordIndex.build(bank, {s.length for s in puzzle.slots})
    outcome = solve(puzzle, timeout=args.timeout, index=index, seed=args.seed)
    for solution in outcome.solutions:
        check(solution)  # never print a fill the independent checker rejects
    code = EXIT_BY_STATUS[outcome.status]
    partial = (list(fill_rows(puzzle, outcome.partial))
               if outcome.partial is not None and not outcome.solutions else None)
    reasons = (explain(puzzle, outcome, index)
               if args.explain and outcome.status is Status.UNSOLVABLE else [])
    if args.json:
        data: dict[str, Any] = outcome_dict(outcome)
        data["stats"] = outcome.stats.as_dict(full=True)
        if partial is not None:
            assert outcome.partial is not None
            data["partial"] = {"grid": partial,
                               "filled": sum(w is not None for w in outcome.partial),
                               "slots": len(puzzle.slots)}
        if reasons:
            data["explain"] = reasons
        print(json.dumps(data, ensure_ascii=False))
        return code
    if outcome.solution is not None:
        print(format_grid(outcome.solution.rows))
        print()
        print(format_placements(outcome.solution.placements))
    elif outcome.status is Status.UNSOLVABLE:
        print("\n".join(reasons) if reasons else
              "no fill: this grid can't be filled from the dictionary "
              "(use --explain to see why)")
    else:
        print(f"timeout: no complete fill within {args.timeout} s")
        if partial is not None:
            assert outcome.partial is not None
            filled = sum(w is not None for w in outcome.partial)
            print(f"best partial fill ({filled} of {len(puzzle.slots)} slots):")
            print(format_grid(partial))
    s = outcome.stats
    print(f"time: {s.seconds:.4f} s, nodes: {s.nodes}, backtracks: {s.backtracks}, "
          f"restarts: {s.restarts}")
    return code
