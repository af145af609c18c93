"""Which shipped clue each answer is offered (issue 46): the puzzle's sense, a plain clue
first, no two answers the same, nothing given away, and a clue whenever there is any."""

from __future__ import annotations

import pytest

from wordgrid import definitions
from wordgrid.clue_choice import options
from wordgrid.definitions import Giveaways, gives_away, parse_plain_clues, senses


def first(answers: list[str]) -> dict[str, str]:
    found = options(answers)
    return {a: found[a][0].text for a in answers if found.get(a)}


def test_no_two_answers_are_offered_the_same_clue() -> None:
    answers = ["STABLE", "BARN", "MOON", "SATELLITE", "PARK", "SQUARE", "HEART", "LIVER"]
    chosen = first(answers)
    assert len(chosen) == len(answers)
    assert len({t.casefold() for t in chosen.values()}) == len(answers)


def test_a_kind_clue_is_not_offered_where_another_answer_is_of_that_kind_too() -> None:
    found = options(["HEART", "LIVER", "LUNG", "BRAIN", "KIDNEY", "STOMACH"])
    others = {a: found[a][0].sense.synset for a in found}
    from wordgrid.senses import ancestors

    for answer, clues in found.items():
        kind = clues[0].clue.kind
        if kind:
            assert not any(kind in ancestors(s) for b, s in others.items() if b != answer)


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("Feeling or showing anger", "ANGRY"),
        ("A hand tool for driving screws", "SCREWDRIVER"),
        ("A strong worktable for a carpenter", "WORKBENCH"),
        ("Preparatory school work done outside school", "HOMEWORK"),
    ],
)
def test_forms_and_the_words_of_a_compound_give_an_answer_away(text: str, answer: str) -> None:
    assert gives_away(text, answer)


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("A floor covering", "CARPET"),  # CAR and PET are its words: CARE, PETAL are not
        ("Take care of a pet animal", "SCREWDRIVER"),
        ("Danger ahead", "MAD"),
    ],
)
def test_words_that_merely_look_alike_give_nothing_away(text: str, answer: str) -> None:
    assert not gives_away(text, answer)


def test_a_compounds_words_are_kept_out_of_its_own_clue_only() -> None:
    guard = Giveaways(["HOMEWORK", "JOB"])
    assert guard.given_away("School work done at home", own="HOMEWORK") == ("HOMEWORK",)
    assert guard.given_away("Work done for pay", own="JOB") == ()


def test_another_answers_relative_is_a_giveaway_too() -> None:
    """MAD's "Roused to anger" names ANGRY's anger."""
    assert Giveaways(["MAD", "ANGRY"]).given_away("Roused to anger") == ("ANGRY",)
    chosen = first(["MAD", "ANGRY", "HAPPY", "SAD"])
    assert all(not Giveaways(chosen).given_away(text) for text in chosen.values())


def test_every_answer_with_a_sense_gets_a_clue_however_many_are_blocked() -> None:
    """Each sense of WEED is named by another answer or gives one away: it still gets
    the fairest clue there is."""
    answers = ["WEED", "PLANT", "GRASS", "POT", "DOPE", "BAND", "STRIP", "MARIJUANA"]
    found = options(answers)
    assert all(found[a] for a in answers if senses(a))
    for answer in answers:
        assert not Giveaways(answers).given_away(found[answer][0].text)


def test_a_plain_clue_is_offered_before_any_definition(monkeypatch: pytest.MonkeyPatch) -> None:
    pen = next(s for s in senses("PEN") if any("livestock" in c.text for c in s.clues))
    table = {("PEN", pen.synset): ("A fenced place for farm animals",)}
    monkeypatch.setattr(definitions, "plain_clues", lambda lang: table)
    chosen = first(["PEN", "BARN", "TRACTOR", "HEN", "COW", "PIG"])
    assert chosen["PEN"] == "A fenced place for farm animals"


def test_a_sense_whose_plain_clue_names_another_answer_is_offered_its_next_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pen = next(s for s in senses("PEN") if any("livestock" in c.text for c in s.clues))
    clues = ("Where a pig or a cow is kept", "A fenced place for farm animals")
    monkeypatch.setattr(definitions, "plain_clues", lambda lang: {("PEN", pen.synset): clues})
    assert first(["PEN", "BARN", "TRACTOR", "HEN", "COW", "PIG"])["PEN"] == clues[1]
    assert first(["PEN", "BARN", "TRACTOR", "HEN", "GOAT", "DUCK"])["PEN"] == clues[0]


def test_a_plain_clue_that_gives_an_answer_away_is_passed_over(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pen = next(s for s in senses("PEN") if any("livestock" in c.text for c in s.clues))
    table = {("PEN", pen.synset): ("Where a pig or a cow is kept",)}
    monkeypatch.setattr(definitions, "plain_clues", lambda lang: table)
    chosen = first(["PEN", "BARN", "TRACTOR", "HEN", "COW", "PIG"])
    assert chosen["PEN"] != table[("PEN", pen.synset)][0]


def test_the_plain_table_reads_its_lines_and_leaves_out_the_rest() -> None:
    text = (
        "# a comment\n"
        "answer\tsynset\tclue\tnote\n"
        "PEN\tgng\tA fenced place for farm animals\t\n"
        "ICE CREAM\tw3o\tA frozen sweet\tkept as written\n"
        "BROKEN\tline\n"
        "PEN\tgng\tEnclosure for sheep\t\n"
        "PEN\tgng\tA fenced place for farm animals\t\n"
    )
    assert parse_plain_clues(text) == {
        ("PEN", "gng"): ("A fenced place for farm animals", "Enclosure for sheep"),
        ("ICECREAM", "w3o"): ("A frozen sweet",),
    }


THEMED = {
    "ocean": (["WAVE", "TIDE", "SCHOOL", "WHALE", "SHARK", "CORAL", "REEF", "CRAB"], "SCHOOL"),
    "farm": (["BARN", "PEN", "TRACTOR", "HEN", "COW", "PIG", "HAY", "SHEEP"], "PEN"),
    "garden": (["HOSE", "SPADE", "RAKE", "SEED", "SOIL", "LAWN", "WEED", "SHED"], "HOSE"),
}
MEANT = {"SCHOOL": "fish", "PEN": "livestock", "HOSE": "pipe"}


@pytest.mark.parametrize("theme", sorted(THEMED))
def test_a_themed_list_gets_its_themes_sense(theme: str) -> None:
    answers, word = THEMED[theme]
    option = options(answers)[word][0]
    assert MEANT[word] in " ".join(c.text for c in option.sense.clues).lower()


SPECIALIST = {
    # A sense in a topic domain (boxing, law) is a specialist's: not a winter list's or a
    # library list's, but still a boxing list's.
    "winter": (["GLOVE", "SCARF", "SNOW", "COLD", "BOOT", "ICE"], "hand"),
    "boxing": (["GLOVE", "RING", "PUNCH", "BOXER", "ROUND", "REFEREE"], "boxing"),
}


@pytest.mark.parametrize("theme", sorted(SPECIALIST))
def test_a_specialists_sense_is_chosen_only_where_the_list_is_about_its_domain(
    theme: str,
) -> None:
    answers, meant = SPECIALIST[theme]
    option = options(answers)[answers[0]][0]
    assert meant in " ".join(c.text for c in option.sense.clues).lower()


@pytest.mark.parametrize(
    ("answers", "domain_word"),
    [
        (["TITLE", "COVER", "SPINE", "SHELF", "CARD", "LOAN", "STACK"], "legal"),
        (["ADDRESS", "STAMP", "LETTER", "ENVELOPE", "PARCEL", "POST"], "information"),
    ],
)
def test_a_law_or_computing_sense_is_not_an_everyday_lists(
    answers: list[str], domain_word: str
) -> None:
    option = options(answers)[answers[0]][0]
    assert domain_word not in " ".join(c.text for c in option.sense.clues).lower()


@pytest.mark.parametrize(
    ("text", "held", "reworded_text"),
    [
        (
            "Precipitation falling from clouds in the form of ice crystals",
            ["CLOUD"],
            "Precipitation falling in the form of ice crystals",
        ),
        (
            "A combination of three or more notes that blend",
            ["NOTE"],
            "A combination of three or more tones that blend",
        ),
        ("Tall narrow building, as on a castle", ["CASTLE"], ""),
        (
            "A software program that harms files or other programs",
            ["FILE"],
            "A software program that harms other programs",
        ),
        ("A rectangular area surrounded by streets and buildings", ["STREET"], ""),
        (
            "A request for something to be made, supplied, or served",
            ["SERVE"],
            "A request for something to be made or supplied",
        ),
        ("A flat container for a letter, thin package, etc.", ["LETTER"], ""),
    ],
)
def test_a_clue_naming_another_answer_is_reworded_only_where_it_stays_whole(
    text: str, held: list[str], reworded_text: str
) -> None:
    from wordgrid.clue_choice import reworded

    assert reworded(text, held, {"NOTE": ["tone"]}) == reworded_text


def test_sense_vectors_are_unit_length_and_missing_ones_empty() -> None:
    from wordgrid.senses import vector

    bat = vector(senses("BAT")[0].synset)
    assert len(bat) == 32 and abs(sum(x * x for x in bat) - 1) < 1e-9
    assert vector("zzzzzz") == ()


def test_a_senses_second_plain_clue_changes_no_sense_choice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from wordgrid.senses import sense_odds

    answers = ["TACKLE", "BALL", "GOAL", "MATCH", "REFEREE", "NET"]
    before = {a: [s.synset for s, _ in found] for a, found in sense_odds(answers).items()}
    table = dict(definitions.plain_clues("en"))
    for key in [k for k in table if k[0] in answers]:
        table[key] = (*table[key], "Another plain clue about a kitchen oven")
    monkeypatch.setattr(definitions, "plain_clues", lambda lang: table)
    after = {a: [s.synset for s, _ in found] for a, found in sense_odds(answers).items()}
    assert after == before
