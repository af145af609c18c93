"""The CP-SAT yardstick: the same fill-in puzzle as an OR-Tools CP-SAT model.

Model (a standard crossword encoding, channelled through letters):
- x[s, w]: slot s holds word w, for every distinct listed word of the slot's length that
  agrees with the slot's given letters; exactly one per slot;
- sum over slots of x[s, w] <= the number of times w is listed;
- y[cell, letter]: exactly one letter per open cell that two slots share, and for every
  slot s through that cell at position p: y[cell, l] == sum of x[s, w] over words with l at p.
  Since s holds exactly one word, this makes crossing slots agree letter by letter.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ortools.sat.python import cp_model

from wordgrid.model import OPEN, Cell, Puzzle, Solution


@dataclass
class CpSatResult:
    """`status` is "solved", "unsolvable" or "timeout"; times are seconds."""

    status: str
    solution: Solution | None
    build_seconds: float  # Python model construction
    solve_seconds: float  # wall time of CpSolver.solve alone


def build_model(
    puzzle: Puzzle,
) -> tuple[cp_model.CpModel, list[list[tuple[str, cp_model.IntVar]]]]:
    """The model and, per slot, its (word, x variable) pairs."""
    model = cp_model.CpModel()
    grid = puzzle.grid
    by_length: dict[int, list[str]] = {}
    for word in puzzle.bank.counts:
        by_length.setdefault(len(word), []).append(word)
    slot_vars: list[list[tuple[str, cp_model.IntVar]]] = []
    uses: dict[str, list[cp_model.IntVar]] = {}
    # cell -> [(position in the slot, that slot's (word, var) pairs)]
    through: dict[Cell, list[tuple[int, list[tuple[str, cp_model.IntVar]]]]] = {}
    for slot in puzzle.slots:
        givens = [(p, grid[c]) for p, c in enumerate(slot.cells) if grid[c] != OPEN]
        pairs = [
            (w, model.new_bool_var(f"x{slot.id}_{w}"))
            for w in by_length.get(slot.length, [])
            if all(w[p] == ch for p, ch in givens)
        ]
        model.add_exactly_one(v for _, v in pairs)  # an empty slot makes this infeasible
        for w, v in pairs:
            uses.setdefault(w, []).append(v)
        for p, cell in enumerate(slot.cells):
            through.setdefault(cell, []).append((p, pairs))
        slot_vars.append(pairs)
    for w, vs in uses.items():
        if len(vs) > puzzle.bank.counts[w]:
            model.add(sum(vs) <= puzzle.bank.counts[w])
    for cell, holders in through.items():
        if len(holders) < 2:
            continue  # an unchecked cell constrains nothing
        groups = []
        for p, pairs in holders:
            by_letter: dict[str, list[cp_model.IntVar]] = {}
            for w, v in pairs:
                by_letter.setdefault(w[p], []).append(v)
            groups.append(by_letter)
        letters = sorted(set().union(*groups))
        ys = {ch: model.new_bool_var(f"y{cell}_{ch}") for ch in letters}
        model.add_exactly_one(ys.values())
        for by_letter in groups:
            for ch, y in ys.items():
                model.add(sum(by_letter.get(ch, [])) == y)
    return model, slot_vars


def solve_cpsat(puzzle: Puzzle, workers: int | None = 1, timeout: float = 60.0) -> CpSatResult:
    """Build and solve; `workers=None` keeps CP-SAT's default worker count."""
    t0 = time.perf_counter()
    model, slot_vars = build_model(puzzle)
    t1 = time.perf_counter()
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = timeout
    if workers is not None:
        solver.parameters.num_workers = workers
    code = solver.solve(model)
    t2 = time.perf_counter()
    if code in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        words = tuple(next(w for w, v in pairs if solver.boolean_value(v)) for pairs in slot_vars)
        return CpSatResult("solved", Solution(puzzle, words), t1 - t0, t2 - t1)
    status = "unsolvable" if code == cp_model.INFEASIBLE else "timeout"
    return CpSatResult(status, None, t1 - t0, t2 - t1)
