"""Plain-text output: grids with `#` blocks and a placements table counted from 1."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from wordgrid.model import (
    ACROSS,
    BLOCK,
    DOWN,
    OUTSIDE,
    Clue,
    Direction,
    Placement,
    Puzzle,
    Slot,
    SlotId,
    Solution,
    alphabetical_key,
    written_answer,
)
from wordgrid.plural import counted
from wordgrid.render.strings import ENGLISH, PageText
from wordgrid.solver import Outcome, WordIndex
from wordgrid.solver.explain import find_conflict, root_failure
from wordgrid.solver.tally import LetterShortfall
from wordgrid.wordsearch import FindResult

if TYPE_CHECKING:
    from rich.table import Table


def format_grid(rows: Sequence[str]) -> str:
    return "\n".join(rows)


def shown_rows(puzzle: Puzzle, rows: Sequence[str]) -> tuple[str, ...]:
    """`rows` as a terminal shows them: a cell outside a shaped grid is a space, not a block."""
    if not puzzle.outside:
        return tuple(rows)
    return tuple(
        "".join(OUTSIDE if (r, c) in puzzle.outside else ch for c, ch in enumerate(row))
        for r, row in enumerate(rows)
    )


def format_solution(solution: Solution) -> str:
    """A filled grid, then its placements; a rebus square shows its first letter in the grid,
    is spelled out on a line below it, and its words are spelled out in full."""
    puzzle = solution.puzzle
    grid = format_grid(shown_rows(puzzle, solution.rows))
    if puzzle.rebus:
        squares = ", ".join(
            f"R{r + 1}C{c + 1} {text}" for (r, c), text in sorted(puzzle.rebus.items())
        )
        grid += f"\nrebus squares: {squares}"
    placements = [
        replace(p, word=puzzle.answer_text(solution.rows, p.cells())) for p in solution.placements
    ]
    return f"{grid}\n\n{format_placements(placements)}"


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


def _times(n: int) -> str:
    return "once" if n == 1 else "twice" if n == 2 else f"{n} times"


def describe_shortfall(shortfall: LetterShortfall) -> str:
    """Why the list's letters can't fill the grid, in the words of tally.py's proof."""
    why = (
        "the list has one word per slot, so a fill uses every word, and a crossed cell gives "
        "its letter to both of its words"
    )
    if shortfall.short:
        needs = "; ".join(
            f"the words through the given {letter} need it {_times(read)}, but the list has "
            + ("none" if held == 0 else f"it {_times(held)}")
            for letter, read, held in shortfall.short
        )
        return f"{why}; {needs}"
    odd, k = shortfall.odd, shortfall.single_cells
    taken = "once the given letters are taken off the list, " if shortfall.givens else ""
    verb = "left" if shortfall.givens else "listed"
    if k == 0:
        subject = f"the letter {odd[0]} is" if len(odd) == 1 else f"the letters {_listing(odd)} are"
        return (
            f"{why}; every empty cell here is crossed, so {taken}each letter must be {verb} an "
            f"even number of times, but {subject} {verb} an odd number of times"
        )
    cells = "cell here is" if k == 1 else "cells here are"
    letters = "letter" if k == 1 else "letters"
    return (
        f"{why}; only {k} empty {cells} in a single word, so {taken}at most {k} {letters} may "
        f"be {verb} an odd number of times, but {len(odd)} are: {_listing(odd)}"
    )


def _slot_ran_out(puzzle: Puzzle, slot: SlotId) -> str:
    return (
        f"proven before any guess; {describe_slot(puzzle, puzzle.slots[slot])} has no word left "
        "that fits its crossings and the word counts"
    )


def explain_unfillable(puzzle: Puzzle, outcome: Outcome, index: WordIndex) -> list[str]:
    """Lines naming the cause of an unfillable grid, as precisely as propagation shows it."""
    conflict = find_conflict(puzzle, index)
    # The letter tally answers before any propagation; a conflict of slots, when propagation
    # finds one too, says where to look, and the letters come after it.
    letters = [] if outcome.shortfall is None else [describe_shortfall(outcome.shortfall)]
    if conflict is None and letters:
        return [f"no fill: {letters[0]}"]
    letters = [f"the letters can't fill it either: {line}" for line in letters]
    if conflict is None:
        hardest = ", ".join(describe_slot(puzzle, puzzle.slots[s]) for s in outcome.hardest)
        return [
            f"no fill: every possibility was tried ({outcome.stats.nodes} nodes, "
            f"{outcome.stats.backtracks} backtracks)",
            f"the slots that failed most often: {hardest}",
        ]
    if conflict.alone:
        slot = puzzle.slots[conflict.slots[0]]
        return [f"no fill: no dictionary entry fits {describe_slot(puzzle, slot)}", *letters]
    chosen = set(conflict.slots)
    lines = [f"no fill: these {len(chosen)} slots can't be filled together:"]
    lines += [f"  {describe_slot(puzzle, puzzle.slots[s])}" for s in conflict.slots]
    inside = [x for x in puzzle.crossings if x.a in chosen and x.b in chosen]
    if inside:
        cells = [puzzle.slots[x.a].cells[x.i] for x in inside]
        lines.append("  they cross at " + ", ".join(f"R{r + 1}C{c + 1}" for r, c in cells))
    if len(chosen) > 1 and len({puzzle.slots[s].length for s in chosen}) == 1 and not inside:
        lines.append("  (too few distinct entries fit them: no entry may be used twice)")
    return lines + letters


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
    elif "note" in result:
        body = result["note"]
    else:
        body = f"bad file: {result['error']}"
    return f"== {result['file']} ==\n{body}\n"


# A batch of more files than this ends with totals and its slowest files, not a row for
# each: every file's result is printed above it, and a table of 10,000 rows helps no one.
# What a clue left for the user to write shows instead: a line to write on.
WRITE_ON = "_" * 30

BATCH_TABLE_ROWS = 50
BATCH_SLOWEST = 10


def batch_table(results: Sequence[dict[str, Any]], where: str) -> Table:
    """The batch's closing table of results and times: every file, or for a big batch the
    count and time of each result and the slowest files."""
    from rich.table import Table  # loaded only here: other commands start faster without it

    table = Table(title=f"{counted(len(results), 'puzzle')} ({where})")
    big = len(results) > BATCH_TABLE_ROWS
    for column in ("puzzle", "result", "seconds", "nodes"):
        table.add_column(column, justify="right" if column in ("seconds", "nodes") else "left")
    if big:
        totals: dict[str, list[float]] = {}
        for r in results:
            totals.setdefault(r["status"], []).append(r["stats"]["seconds"])
        for status, times in totals.items():
            files = counted(len(times), "file")
            table.add_row(files, status, f"{sum(times):.4f}", "")
        table.add_section()
        results = sorted(results, key=lambda r: -r["stats"]["seconds"])[:BATCH_SLOWEST]
        table.caption = f"below the line: the {len(results)} slowest files"
    for r in results:
        table.add_row(
            r["file"], r["status"], f"{r['stats']['seconds']:.4f}", str(r["stats"]["nodes"])
        )
    return table


def explain_unsolvable(puzzle: Puzzle, outcome: Outcome) -> str:
    if outcome.shortfall is not None:
        letters = describe_shortfall(outcome.shortfall)
        # The tally answered first; when propagation also empties a slot, name it first.
        slot = root_failure(puzzle)
        if slot is None:
            return f"no solution: {letters}"
        return (
            f"no solution: {_slot_ran_out(puzzle, slot)}\n"
            f"the letters can't fill it either: {letters}"
        )
    if outcome.failed_slot is None:
        return (
            f"no solution: the search tried every possibility "
            f"({outcome.stats.nodes} nodes, {outcome.stats.backtracks} backtracks)"
        )
    return f"no solution: {_slot_ran_out(puzzle, outcome.failed_slot)}"


def format_crossword(solution: Solution, text: PageText = ENGLISH, word_bank: bool = False) -> str:
    """A crossword for a terminal: its title, the filled grid (a space where no cell is),
    the numbered clues under Across and Down, and the answers A to Z with `word_bank`."""
    puzzle = solution.puzzle
    numbers = puzzle.numbers
    lines = [puzzle.meta.title] if puzzle.meta.title else []
    for r, row in enumerate(solution.rows):
        cells = [
            f"{numbers.get((r, c), ''):>2}{' ' if ch == BLOCK else ch}" for c, ch in enumerate(row)
        ]
        lines.append(" ".join(cells).rstrip())
    for direction, heading in ((ACROSS, text.across), (DOWN, text.down)):
        lines += ["", heading]
        for clue, slot in _clued(puzzle, direction):
            answer = puzzle.answer_text(solution.rows, slot.cells)
            lines.append(f"{clue.number:>3}  {clue.text or WRITE_ON}  [{answer}]")
    if word_bank:
        written = [
            written_answer(puzzle.answer_text(solution.rows, puzzle.clue_cells(c)), c.text)
            for c in puzzle.clues
        ]
        lines += ["", text.word_bank, ", ".join(sorted(written, key=alphabetical_key))]
    return "\n".join(lines) + "\n"


def _clued(puzzle: Puzzle, direction: Direction) -> list[tuple[Clue, Slot]]:
    found = []
    for clue in puzzle.clues:
        slot = puzzle.clue_slot(clue)
        if clue.direction is direction and slot is not None:
            found.append((clue, slot))
    return found
