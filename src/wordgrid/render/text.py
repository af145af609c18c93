"""Plain-text output: grids with `#` blocks and a placements table counted from 1."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from wordgrid.model import Placement, Puzzle, Slot
from wordgrid.solver import Outcome, WordIndex
from wordgrid.solver.explain import find_conflict
from wordgrid.solver.tally import LetterShortfall
from wordgrid.wordsearch import FindResult

if TYPE_CHECKING:
    from rich.table import Table


def format_grid(rows: Sequence[str]) -> str:
    return "\n".join(rows)


def format_placements(placements: Sequence[Placement]) -> str:
    width = max((len(p.word) for p in placements), default=4)
    lines = [f"{'word':<{width}}  row  col  direction"]
    lines += [
        f"{p.word:<{width}}  {p.user_row:>3}  {p.user_col:>3}  {p.direction.label}"
        for p in placements
    ]
    return "\n".join(lines)


def describe_slot(puzzle: Puzzle, slot: Slot) -> str:
    """`the 4-letter across word at R3C1 (?A?E)`: a slot as a user finds it on the grid."""
    r, c = slot.start
    return (
        f"the {slot.length}-letter {slot.direction.label} word at R{r + 1}C{c + 1} "
        f"({puzzle.pattern(slot)})"
    )


def _listing(letters: Sequence[str]) -> str:
    return letters[0] if len(letters) == 1 else f"{', '.join(letters[:-1])} and {letters[-1]}"


def describe_shortfall(shortfall: LetterShortfall) -> str:
    """Why the list's letters can't fill the grid, in the words of tally.py's proof."""
    if shortfall.short:
        needs = "; ".join(
            f"{letter} is read {read} times in given cells but listed {held} times"
            for letter, read, held in shortfall.short
        )
        return f"every word must be used, and the list has too few of a given letter: {needs}"
    odd, k = shortfall.odd, shortfall.single_cells
    listed = f"{_listing(odd)} {'is' if len(odd) == 1 else 'are'} listed an odd number of times"
    if k == 0:
        return (
            "every word must be used and every cell is read by two crossing words, so each "
            f"letter must be listed an even number of times, but {listed}"
        )
    return (
        f"every word must be used and only {k} empty {'cell is' if k == 1 else 'cells are'} "
        f"read by one word alone (the others by two), so at most {k} "
        f"{'letter' if k == 1 else 'letters'} may be listed an odd number of times, but {listed}"
    )


def explain_unfillable(puzzle: Puzzle, outcome: Outcome, index: WordIndex) -> list[str]:
    """Lines naming the cause of an unfillable grid, as precisely as propagation shows it."""
    if outcome.shortfall is not None:
        return [f"no fill: {describe_shortfall(outcome.shortfall)}"]
    conflict = find_conflict(puzzle, index)
    if conflict is None:
        hardest = ", ".join(describe_slot(puzzle, puzzle.slots[s]) for s in outcome.hardest)
        return [
            f"no fill: every possibility was tried ({outcome.stats.nodes} nodes, "
            f"{outcome.stats.backtracks} backtracks)",
            f"the slots that failed most often: {hardest}",
        ]
    if conflict.alone:
        slot = puzzle.slots[conflict.slots[0]]
        return [f"no fill: no dictionary entry fits {describe_slot(puzzle, slot)}"]
    chosen = set(conflict.slots)
    lines = [f"no fill: these {len(chosen)} slots can't be filled together:"]
    lines += [f"  {describe_slot(puzzle, puzzle.slots[s])}" for s in conflict.slots]
    inside = [x for x in puzzle.crossings if x.a in chosen and x.b in chosen]
    if inside:
        cells = [puzzle.slots[x.a].cells[x.i] for x in inside]
        lines.append("  they cross at " + ", ".join(f"R{r + 1}C{c + 1}" for r, c in cells))
    if len(chosen) > 1 and len({puzzle.slots[s].length for s in chosen}) == 1 and not inside:
        lines.append("  (too few distinct entries fit them: no entry may be used twice)")
    return lines


def result_dict(result: FindResult) -> dict[str, Any]:
    return {
        "words": [
            {
                "word": f.word,
                "found": [
                    {"row": p.user_row, "col": p.user_col, "direction": p.direction.name}
                    for p in f.placements
                ],
            }
            for f in result.found
        ],
        "missing": list(result.missing),
        "repeated": list(result.repeated),
        "ok": result.ok,
    }


def format_result(result: FindResult) -> str:
    width = max(len(f.word) for f in result.found)
    lines = []
    for f in result.found:
        where = ", ".join(f"R{p.user_row}C{p.user_col} {p.direction.name}" for p in f.placements)
        if f.count == 0:
            where = "not found"
        elif f.count > 1:
            where = f"{f.count} times: {where}"
        lines.append(f"{f.word:<{width}}  {where}")
    total = len(result.found)
    if result.ok:
        summary = f"all {total} words found exactly once"
    else:
        once = sum(1 for f in result.found if f.count == 1)
        summary = f"{once} of {total} words found exactly once"
        if result.missing:
            summary += f"; missing: {', '.join(result.missing)}"
        if result.repeated:
            summary += f"; found more than once: {', '.join(result.repeated)}"
    return "\n".join(lines) + "\n\n" + summary


def format_batch_result(result: dict[str, Any]) -> str:
    """One file of a batch: its name, then its grid or what became of it, then a blank line."""
    status = result["status"]
    if status == "solved":
        body = format_grid(result["grid"])
    elif status == "unsolvable":
        body = "impossible: this puzzle has no solution"
    elif status == "timeout":
        body = "timeout: no answer in time"
    else:
        body = f"bad file: {result['error']}"
    return f"== {result['file']} ==\n{body}\n"


def batch_table(results: Sequence[dict[str, Any]], where: str) -> Table:
    """The batch's closing table of results and times."""
    from rich.table import Table  # loaded only here: other commands start faster without it

    table = Table(title=f"{len(results)} puzzles ({where})")
    for column in ("puzzle", "result", "seconds", "nodes"):
        table.add_column(column, justify="right" if column in ("seconds", "nodes") else "left")
    for r in results:
        table.add_row(
            r["file"], r["status"], f"{r['stats']['seconds']:.4f}", str(r["stats"]["nodes"])
        )
    return table


def explain_unsolvable(puzzle: Puzzle, outcome: Outcome) -> str:
    if outcome.shortfall is not None:
        return f"no solution: {describe_shortfall(outcome.shortfall)}"
    if outcome.failed_slot is None:
        return (
            f"no solution: the search tried every possibility "
            f"({outcome.stats.nodes} nodes, {outcome.stats.backtracks} backtracks)"
        )
    slot = puzzle.slots[outcome.failed_slot]
    return (
        f"no solution: proven before any guess; {describe_slot(puzzle, slot)} has no "
        "word left that fits its crossings and the word counts"
    )
