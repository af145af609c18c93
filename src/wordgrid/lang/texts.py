"""The shapes of a language's words: what its printed pages and its game say.

Each language fills one `PageText` and one `GameText` (in its module beside this one): whole
sentences, never pieces glued together, because word order and agreement differ between
languages. Counts ("7 letters") go through the language's plural rule: Polish says 2 litery
but 5 liter.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

PluralRule = Callable[[int], int]  # a count -> the index of its form in `letters_forms`
PAGE_ITEM = 5  # the place of `p page` among the game's menu items


def one_other(n: int) -> int:
    """English, German, Dutch, Spanish, Portuguese, Italian: 1 letter, 2 letters."""
    return 0 if n == 1 else 1


@dataclass(frozen=True, slots=True)
class PageText:
    """Every fixed string a printed page or book uses, in one language."""

    lang: str
    across: str
    down: str
    clues: str  # the heading of a crossword's clue list
    words: str  # the heading of a fill-in's word list
    words_to_find: str  # the heading of a word search's list
    solve_clues: str  # a crossword page's instructions
    fit_once: str  # a fill-in page's instructions, every word listed once
    fit_repeats: str  # ... with a word listed more than once
    letters_forms: tuple[str, ...]  # "{n} letters", one form per plural class
    plural: PluralRule
    continued: str  # "{title} (continued)"
    answers: str  # the heading of a book's keys
    answers_for: str  # "Answers: {title}", an answer page's title
    find_words_straight: str  # word search instructions: words, across and down only
    find_words_any: str  # ... words, in any of the eight directions
    find_answers_straight: str  # ... the answers of clues, across and down only
    find_answers_any: str  # ... the answers of clues, in any direction
    message_left: str  # the letters no word uses spell a message
    hidden_message: str  # "Hidden message: {message}", in a key
    secret_words: str  # "Secret words: {words}", in a key
    word_search: str  # the kinds of puzzle, as a book's contents names them
    crossword: str
    fill_in: str
    contents: str
    on_page: str  # "{title} (page {page})": a book's key names the page of its puzzle
    name: str  # the line a pupil writes their name on
    date: str
    word_bank: str  # the heading of a crossword's listed answers (an easier puzzle)
    puzzle: str  # "Puzzle {n}": the title of an untitled puzzle of a book or a folder
    diagramless: str  # a diagramless page's instructions, with its {width} and {height}
    coded: str  # a coded crossword page's instructions
    code_key: str  # the heading of a coded crossword's key of numbers and letters
    acrostic: str  # an acrostic page's instructions

    def numbered(self, n: int) -> str:
        """'Puzzle 7', 'Rätsel 7': an untitled puzzle's title."""
        return self.puzzle.format(n=n)

    def letters(self, n: int) -> str:
        """'7 letters', '1 letter', '5 liter': a count of letters, in this language."""
        return self.letters_forms[self.plural(n)].format(n=n)


@dataclass(frozen=True, slots=True)
class GameText:
    """What the game says on every turn, in one language: whole sentences, never glued."""

    lang: str
    menu: str  # the line-by-line dialogue's menu (English: the seed's, word for word)
    move_item: str  # the screen's menu's first item: "move {example}", a move the board takes
    menu_items: tuple[str, ...]  # ... and the others: b, cb, h, s, sv, p, q, in that order
    status: str  # the screen's title line: "{source}   moves {moves}   hints {hints}   ..."
    words_page: str  # "words page {page} of {pages}: p shows more"
    words_page_last: str  # ... on the last page: "p goes back to page 1"
    move_prompt: str
    yes_no: str  # the prompt of a yes-or-no question
    yes: tuple[str, ...]  # answers that mean yes in this language, besides y and yes
    answer_yes_no: str
    try_new_move: str
    play_again: str
    save_progress: str
    restarting: str
    no_move_back: str
    took_back_clear: str
    took_back: str  # "Took back {command}."
    hint: str  # "Hint: {word} goes at {where} {way} ({command}). Placed it for you."
    across: str  # the {way} of a hint
    down: str
    solving: str
    solved: tuple[str, ...]  # the lines that greet a solved puzzle
    quitting: str
    word_list: str  # the dialogue's word list: its heading, and each word's status
    status_heading: str
    used: str
    not_used: str
    problems: Mapping[str, str]  # `say`'s sentences, by key; every language has every key

    def say(self, key: str, **values: object) -> str:
        """One of `problems`, its blanks filled: say("word_range", count=12)."""
        return self.problems[key].format(**values)

    @property
    def page_item(self) -> str:
        """The menu item `p`, shown only when the word list has pages."""
        return self.menu_items[PAGE_ITEM]
