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

import math
from collections.abc import Sequence
from dataclasses import dataclass

from wordgrid.definitions import PLAIN_QUALITY, Clue, Giveaways, Sense, holds_answer
from wordgrid.dictionary import normalize_entry
from wordgrid.senses import ancestors, sense_odds

# Quality points (0-100) a unit of log likelihood is worth: a sense e times less likely
# than the likeliest must offer a clue this much better to be chosen over it.
SENSE_WEIGHT = 18.0
# Senses this much less likely (log) than an answer's likeliest are not the puzzle's.
MARGIN = 2.0
REWORD_COST = 6  # quality a clue loses when reworded not to give another answer away
MIN_WORDS = 3  # a reworded clue keeps this many words at least
MIN_SYNONYM = 36  # a synonym this common (Zipf 4.3) may stand for another answer...
SURE = math.log(0.6)  # ... whose likeliest sense is this likely at least (log)
PLURAL_AS_IS = ("s", "x", "z", "ch", "sh", "y")  # a synonym not made plural with "s"
_PREPOSITIONS_TEXT = """of from in on at by with for to into near under over around across
    between behind beside inside within along through among beyond toward towards against"""
PREPOSITIONS = frozenset(_PREPOSITIONS_TEXT.split())
PHRASE_ENDS = PREPOSITIONS | {"that", "which", "who", "where", "when", "as"}
DANGLING = PREPOSITIONS | {"a", "an", "the", "and", "or", "as", "like", "such", "including"}
# Past participles that end in neither -ed nor -en, whose phrase is their complement.
PARTICIPLES = frozenset({"made", "built", "known", "shown", "held", "kept", "done", "found"})


# What `_first` asks of a clue, strictest first: (in the puzzle's sense, no other answer's,
# not a kind another answer is too). A kind another answer is too comes before a clue in
# another sense, which is wrong; another answer's clue comes last.
RELAXED = (
    (True, True, True),
    (True, True, False),
    (False, True, True),
    (False, True, False),
    (False, False, False),
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
    synonyms = {a: _synonyms(odds[a], found) for a, found in ranked.items()}
    fair = {a: _fair(a, found, guard, synonyms) for a, found in ranked.items()}
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


def _fair(
    answer: str, found: list[Option], guard: Giveaways, synonyms: dict[str, list[str]]
) -> list[Option]:
    """The options that give no answer away, or that do not once reworded (`reworded`; a
    plain clue is kept as written), best first."""
    out = []
    for o in found:
        held = guard.given_away(o.text, answer)
        if not held:
            out.append(o)
        elif answer not in held and o.fits and not o.clue.kind and o.clue.quality < PLAIN_QUALITY:
            text = reworded(o.text, held, synonyms)
            if text and not guard.given_away(text, answer):
                clue = Clue(text, o.clue.quality - REWORD_COST)
                out.append(Option(o.score - REWORD_COST, clue, o.sense, o.fits))
    out.sort(key=lambda o: -o.score)
    return out


def _synonyms(found: Sequence[tuple[Sense, float]], ranked: list[Option]) -> list[str]:
    """What may stand for an answer in another answer's clue, lower case: the common
    one-word synonyms of its sense (NOTE's: tone), where the puzzle is sure of that sense
    and it is the sense its best clue is in. Not the kind it is of: "the sister of your
    father or mother" would become "the sister of your parent or parent"."""
    sense, likely = found[0]
    if likely < SURE or not ranked or ranked[0].sense is not sense:
        return []
    return [
        c.text.lower()
        for c in sense.clues
        if c.text.isalpha() and MIN_SYNONYM <= c.quality < PLAIN_QUALITY and not c.kind
    ]


def reworded(text: str, held: Sequence[str], synonyms: dict[str, list[str]]) -> str:
    """`text` without the words that give away the answers `held` (not its own): each
    swapped for a common synonym of that answer (`_synonyms`: "three or more notes" ->
    "three or more tones"), or left out with the "or"/"and" before it ("propellers or
    jets" -> "propellers"), the "or" after it ("the ball or puck" -> "the puck") or the
    short phrase it ends ("falling from clouds in the form of ice crystals" -> "falling in
    the form of ice crystals"); "" when one can't be."""
    tokens = text.split(" ")
    k = 0
    while k < len(tokens):
        word = normalize_entry(tokens[k].strip(".,;:"))
        hit = next((a for a in held if word and holds_answer(word, a)), None)
        if hit is None:
            k += 1
            continue
        swapped = _swapped(tokens[k], word, hit, synonyms.get(hit, []))
        if swapped and swapped.lower().strip(".,;:") not in (t.lower() for t in tokens):
            tokens[k] = swapped
            k += 1
            continue
        gone = _dropped(tokens, k)
        if not gone:
            return ""
        start, end = gone
        tokens[start:end] = []
        k = start
    if len(tokens) < MIN_WORDS or tokens[-1].lower() in DANGLING:
        return ""
    for k in range(len(tokens) - 1):  # "a play or opera" -> "an opera"
        if tokens[k].lower() in ("a", "an") and tokens[k + 1] != "other":
            article = "an" if tokens[k + 1][:1].lower() in "aeiou" else "a"
            tokens[k] = article.capitalize() if tokens[k][0].isupper() else article
    out = " ".join(tokens).rstrip(",")
    return out[0].upper() + out[1:]


def _swapped(token: str, word: str, answer: str, synonyms: list[str]) -> str:
    """`token` (the answer, or its plural) as a synonym of the answer, or ""."""
    tail = token[len(token.rstrip(".,;:")) :]
    for synonym in synonyms:
        if word == answer:
            new = synonym
        elif word in (answer + "S", answer + "ES") and not synonym.endswith(PLURAL_AS_IS):
            new = synonym + "s"
        else:
            continue
        return (new.capitalize() if token[:1].isupper() else new) + tail
    return ""


def _dropped(tokens: list[str], k: int) -> tuple[int, int] | None:
    """Which tokens go with the one at `k`: the "or"/"and" before it, the "or" after it,
    or the short phrase it ends (a preposition, at most an article and a word, and it)
    where that phrase is no verb's complement ("surrounded by streets"); None if none
    can."""
    if k >= 2 and tokens[k - 1] in ("or", "and"):
        if tokens[k - 2].endswith(","):  # a list's last item: "made, supplied, or served"
            return _list_end_dropped(tokens, k)
        return k - 1, k + 1
    if k + 2 < len(tokens) and tokens[k + 1] == "or" and tokens[k + 2] not in DANGLING:
        return k, k + 2  # "the ball or puck" -> "the puck"
    if tokens[k].endswith(",") and k + 1 < len(tokens) and tokens[k + 1] not in PHRASE_ENDS:
        return None  # an item of a list: "for a letter, thin package, etc."
    ends_phrase = k + 1 == len(tokens) or tokens[k + 1] in PHRASE_ENDS or tokens[k].endswith(",")
    for start in range(k - 1, max(k - 4, 0), -1):
        # Not "of": what it ends is the noun before it's ("in the form of coins").
        if tokens[start] in PREPOSITIONS and tokens[start] != "of" and ends_phrase:
            before = tokens[start - 1].lower()
            if before.endswith(("ed", "en")) or before in PARTICIPLES:
                return None
            # "behind the sternum and between the lungs": the "and" goes too.
            return (start - 1 if before in ("and", "or") else start), k + 1
    return None


def _list_end_dropped(tokens: list[str], k: int) -> tuple[int, int] | None:
    """Drops a list's last item with its "or"/"and", which then joins the two items before
    it: "made, supplied, or served" -> "made or supplied". None where the list has no
    other comma within reach to carry the "or"."""
    joint = tokens[k - 1]
    tokens[k - 2] = tokens[k - 2].rstrip(",")
    for j in range(k - 3, max(k - 6, -1), -1):
        if tokens[j].endswith(","):
            tokens[j] = tokens[j].rstrip(",")
            tokens.insert(j + 1, joint)
            return k, k + 2
    tokens[k - 2] += ","
    return None


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
    return None
