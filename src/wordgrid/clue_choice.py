"""Which shipped clue each answer of a puzzle is offered first.

Every answer has senses (`senses.sense_odds`: how likely its puzzle makes each) and every
sense clues of some quality (`definitions.Clue`: a hand-written plain clue above all, then
its definition whole and in common words, then cut, rare synonyms and "A kind of X" last).
An answer is offered the clue that weighs best on both, among the senses its puzzle
points to: a clue far better in a sense nearly as likely (GAS "A fluid..." rather than
"The state of matter distinguished from the solid and liquid states", which gives SOLID
and LIQUID away) wins over a poor one in the likeliest. Then, for the puzzle as a whole:

- no clue holds any answer of the puzzle, a form of one or a word related to one
  (`definitions.Giveaways`);
- no two answers are offered the same clue, the answer with fewer clues choosing first;
- "A kind of X" is not offered where another answer is an X too (LIVER beside HEART);
- an answer with any sense at all gets a clue: when no sense the puzzle points to has a
  fair one left, the best fair clue of any sense, and only then one that another answer
  has or that fits another answer too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wordgrid.definitions import Clue, Giveaways, Sense
from wordgrid.senses import ancestors, sense_odds

# Quality points (0-100) a unit of log likelihood is worth: a sense e times less likely
# than the likeliest must offer a clue this much better to be chosen over it.
SENSE_WEIGHT = 12.0
# Senses this much less likely (log) than an answer's likeliest are not the puzzle's.
MARGIN = 2.0


# What `_first` asks of a clue, strictest first: (in the puzzle's sense, no other answer's,
# not a kind another answer is too). A kind another answer is too comes before a clue in
# another sense, which is wrong.
RELAXED = (
    (True, True, True),
    (True, True, False),
    (False, True, True),
    (False, True, False),
)


@dataclass(frozen=True, slots=True)
class Option:
    """A clue an answer may be offered: how good it is for the puzzle, the clue and its
    sense, and whether the sense is one the puzzle points to."""

    score: float
    clue: Clue
    sense: Sense
    fits: bool

    @property
    def text(self) -> str:
        return self.clue.text


def options(answers: Sequence[str], lang: str = "en") -> dict[str, list[Option]]:
    """Each answer's clues (as written; answers without senses left out), best first,
    none giving away an answer of the puzzle. The first is the one to offer: no two
    answers' first the same where either has another, no kind clue first that fits
    another answer's sense too."""
    odds = sense_odds(answers, lang)
    guard = Giveaways(odds, lang)
    ranked = {a: _ranked(found) for a, found in odds.items()}
    kinds = {a: ancestors(found[0][0].synset, lang) for a, found in odds.items()}
    fair: dict[str, list[Option]] = {}
    for answer, found in ranked.items():
        fair[answer] = [o for o in found if not guard.given_away(o.text)]
    chosen: dict[str, Option] = {}
    taken: set[str] = set()
    # The answers with the fewest clues in their puzzle's senses choose first.
    for answer in sorted(fair, key=lambda a: sum(o.fits for o in fair[a])):
        others = [kinds[b] for b in fair if b != answer]
        first = _first(fair[answer], taken, others)
        if first is not None:
            chosen[answer] = first
            taken.add(first.text.casefold())
    return {
        answer: [chosen[answer], *(o for o in found if o is not chosen[answer])]
        if answer in chosen
        else []
        for answer, found in fair.items()
    }


def _ranked(found: Sequence[tuple[Sense, float]]) -> list[Option]:
    """Every clue of every sense, best for the puzzle first."""
    best = found[0][1]
    out = []
    for sense, likely in found:
        fits = likely >= best - MARGIN
        for clue in sense.clues:
            score = clue.quality + SENSE_WEIGHT * (likely - best)
            out.append(Option(score if fits else score - 1000, clue, sense, fits))
    out.sort(key=lambda o: -o.score)
    return out


def _first(found: list[Option], taken: set[str], others: list[frozenset[str]]) -> Option | None:
    """The option to offer first: the best that is in the puzzle's sense, no other
    answer's, and not a kind another answer is too; else the best with fewer of these."""

    def fair(o: Option, sense: bool, mine: bool, distinct: bool) -> bool:
        return (
            (o.fits or not sense)
            and (o.text.casefold() not in taken or not mine)
            and (not o.clue.kind or not distinct or not any(o.clue.kind in k for k in others))
        )

    for rules in RELAXED:
        found_one = next((o for o in found if fair(o, *rules)), None)
        if found_one is not None:
            return found_one
    return found[0] if found else None
