"""What the game says: its menu and prompts in the puzzle's language, the seed's prompts,
and one explanation per refused move.

The first line of each problem is the seed's message word for word, so a player of the
original game recognises it; the second line says what exactly is wrong with this move.
One deliberate change: the seed's "does not start form a valid cell" reads "from".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from wordgrid.app.playing import EngineAnswer
from wordgrid.blocklist import base_language
from wordgrid.game.moves import EndProblem, LocationProblem, Move, MoveCheck, MoveProblem, clash
from wordgrid.model import DOWN, Grid


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


PAGE_ITEM = 5  # the place of `p page` among the menu items

# Why a move or a command was refused, what solving found, and the first and last words
# of the game: `GameText.say` keys.
_ENGLISH_PROBLEMS: dict[str, str] = {
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

_POLISH_PROBLEMS: dict[str, str] = {
    "off_board": "Współrzędne wychodzą poza diagram!",
    "board_size": "Wiersze idą od R1 do R{rows}, a kolumny od C1 do C{cols}.",
    "no_word": "Nie ma takiego numeru wyrazu na liście!",
    "word_range": "Wybierz wyraz od W1 do W{count}.",
    "not_valid_cell": "Współrzędne nie wskazują dozwolonej kratki!",
    "not_start_cell": "W tej kratce wyraz nie może się zaczynać!",
    "exceeds": "Wyraz wychodzi poza diagram!",
    "no_fit": "Wyraz nie pasuje do miejsca!",
    "no_fit_down": "Wyraz nie pasuje do miejsca w pionie!",
    "forbidden": "{cell} to kratka zablokowana (+).",
    "open_above": (
        "Kratka {above} powyżej jest wolna, więc wyraz pionowy nie może zaczynać się w {cell}."
    ),
    "open_left": (
        "Kratka {left} po lewej jest wolna, więc wyraz poziomy nie może zaczynać się w {cell}."
    ),
    "off_right": "{word} ({n}) wychodzi za prawą krawędź, gdy zaczyna się w {cell}.",
    "off_bottom": "{word} ({n}) wychodzi za dolną krawędź, gdy zaczyna się w {cell}.",
    "cut": "Kratka + przerywa miejsce, zanim {word} się kończy.",
    "longer": "Miejsce jest dłuższe niż {word}.",
    "letter_before": "Tuż przed {cell} stoi litera, a {word} potrzebuje tam kratki zablokowanej.",
    "letter_after": "Tuż za końcem {word} stoi litera, a potrzebna jest tam kratka zablokowana.",
    "clash": "Litera {letter} wyrazu {word} trafia na {other} w {cell}.",
    "used": "Ten wyraz jest już użyty!",
    "used_detail": "W{number} {word} jest już w diagramie; b cofa ruch, cb czyści diagram.",
    "unknown": "Nieznane polecenie {command}!",
    "unknown_help": "Wpisz ruch, np. {example} (wyraz, wiersz, kolumna, kierunek), albo opcję.",
    "stuck": "Diagram jest pełny, ale to nie jest rozwiązanie: {reason}.",
    "back_or_clear": "b cofa ruch, cb czyści diagram.",
    "no_hint": "Brak podpowiedzi: {reason}!",
    "hint_none": (
        "Żadne rozwiązanie nie zachowuje wyrazów z diagramu; b cofa ruch, cb czyści diagram."
    ),
    "hint_fresh": "W rozwiązaniu od zera {word} zaczyna się w {where}, {way} ({command}).",
    "no_solution": "Brak rozwiązania: {reason}!",
    "unsolved": "Niestety, łamigłówki nie udało się rozwiązać!",
    "fresh": "Litery w diagramie nie należą do żadnego rozwiązania; rozwiązuję od zera.",
    "found": "Znaleziono rozwiązanie (węzły przeszukiwania: {nodes})",
    "starts": "Początek gry",
    "done": "Gotowe!",
}

_PORTUGUESE_PROBLEMS: dict[str, str] = {
    "off_board": "A coordenada está fora do tabuleiro!",
    "board_size": "As linhas vão de R1 a R{rows} e as colunas de C1 a C{cols}.",
    "no_word": "Esse número de palavra não está na lista!",
    "word_range": "Escolha uma palavra de W1 a W{count}.",
    "not_valid_cell": "A coordenada não aponta para uma casa válida!",
    "not_start_cell": "Nenhuma palavra pode começar nessa casa!",
    "exceeds": "A palavra sai do tabuleiro!",
    "no_fit": "A palavra não cabe no espaço!",
    "no_fit_down": "A palavra não cabe no espaço na vertical!",
    "forbidden": "{cell} é uma casa bloqueada (+).",
    "open_above": (
        "{above}, acima, está livre, então uma palavra vertical não pode começar em {cell}."
    ),
    "open_left": (
        "{left}, à esquerda, está livre, então uma palavra horizontal não pode começar em {cell}."
    ),
    "off_right": "{word} tem {n} letras e sai pela borda direita a partir de {cell}.",
    "off_bottom": "{word} tem {n} letras e sai pela borda de baixo a partir de {cell}.",
    "cut": "Uma casa + corta o espaço antes do fim de {word}.",
    "longer": "O espaço continua depois do fim de {word}.",
    "letter_before": "Há uma letra logo antes de {cell}, onde {word} precisa de "
    "uma casa bloqueada.",
    "letter_after": "Há uma letra logo depois do fim de {word}, onde é precisa uma casa bloqueada.",
    "clash": "A letra {letter} de {word} encontra {other} em {cell}.",
    "used": "Essa palavra já foi usada!",
    "used_detail": (
        "W{number} {word} já está no tabuleiro; b desfaz a jogada, cb limpa o tabuleiro."
    ),
    "unknown": "Comando desconhecido {command}!",
    "unknown_help": (
        "Digite uma jogada como {example} (palavra, linha, coluna, direção) ou uma opção."
    ),
    "stuck": "O tabuleiro está cheio, mas não é uma solução: {reason}.",
    "back_or_clear": "b desfaz a jogada, cb limpa o tabuleiro.",
    "no_hint": "Sem dica: {reason}!",
    "hint_none": (
        "Nenhuma solução mantém as palavras do tabuleiro; b desfaz a jogada, cb limpa o tabuleiro."
    ),
    "hint_fresh": "Numa solução do zero, {word} vai em {where}, {way} ({command}).",
    "no_solution": "Sem solução: {reason}!",
    "unsolved": "Infelizmente, o passatempo não pôde ser resolvido!",
    "fresh": "As letras do tabuleiro não fazem parte de nenhuma solução; resolvendo do zero.",
    "found": "Solução encontrada (nós de busca: {nodes})",
    "starts": "O jogo começa",
    "done": "Pronto!",
}

_SPANISH_PROBLEMS: dict[str, str] = {
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

_GERMAN_PROBLEMS: dict[str, str] = {
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

_FRENCH_PROBLEMS: dict[str, str] = {
    "off_board": "La coordonnée est hors de la grille !",
    "board_size": "Les lignes vont de R1 à R{rows} et les colonnes de C1 à C{cols}.",
    "no_word": "Ce numéro de mot n'est pas dans la liste !",
    "word_range": "Choisissez un mot de W1 à W{count}.",
    "not_valid_cell": "La coordonnée ne désigne pas une case valide !",
    "not_start_cell": "Aucun mot ne peut commencer dans cette case !",
    "exceeds": "Le mot dépasse de la grille !",
    "no_fit": "Le mot ne tient pas dans l'espace !",
    "no_fit_down": "Le mot ne tient pas dans l'espace à la verticale !",
    "forbidden": "{cell} est une case noire (+).",
    "open_above": (
        "{above}, au-dessus, est libre : un mot vertical ne peut donc pas commencer en {cell}."
    ),
    "open_left": (
        "{left}, à gauche, est libre : un mot horizontal ne peut donc pas commencer en {cell}."
    ),
    "off_right": "{word} a {n} lettres et dépasse le bord droit à partir de {cell}.",
    "off_bottom": "{word} a {n} lettres et dépasse le bord inférieur à partir de {cell}.",
    "cut": "Une case + coupe l'espace avant la fin de {word}.",
    "longer": "L'espace continue après la fin de {word}.",
    "letter_before": "Une lettre précède {cell}, là où {word} a besoin d'une case noire.",
    "letter_after": "Une lettre suit la fin de {word}, là où il faut une case noire.",
    "clash": "La lettre {letter} de {word} rencontre {other} en {cell}.",
    "used": "Ce mot est déjà utilisé !",
    "used_detail": (
        "W{number} {word} est déjà dans la grille ; b annule le coup, cb efface la grille."
    ),
    "unknown": "Commande inconnue {command} !",
    "unknown_help": "Entrez un coup comme {example} (mot, ligne, colonne, sens) ou une option.",
    "stuck": "La grille est pleine, mais ce n'est pas une solution : {reason}.",
    "back_or_clear": "b annule le coup, cb efface la grille.",
    "no_hint": "Pas d'indice : {reason} !",
    "hint_none": (
        "Aucune solution ne garde les mots de la grille ; b annule le coup, cb efface la grille."
    ),
    "hint_fresh": (
        "Dans une solution reprise de zéro, {word} se place en {where} {way} ({command})."
    ),
    "no_solution": "Pas de solution : {reason} !",
    "unsolved": "Désolé, la grille n'a pas pu être résolue !",
    "fresh": "Les lettres de la grille ne font partie d'aucune solution ; résolution depuis zéro.",
    "found": "Solution trouvée (nœuds de recherche : {nodes})",
    "starts": "La partie commence",
    "done": "Terminé !",
}

_ITALIAN_PROBLEMS: dict[str, str] = {
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

_DUTCH_PROBLEMS: dict[str, str] = {
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


ENGLISH = GameText(
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
    problems=_ENGLISH_PROBLEMS,
)

POLISH = GameText(
    lang="pl",
    menu="""Wybierz wyraz z listy,
       wybierz wiersz i kolumnę
       oraz kierunek wyrazu, V: pionowo, H: poziomo,
       i wpisz ruch w postaci (WXRYCZDT)
Inne opcje:
 cb - wyczyść diagram
 q - zakończ grę
 s - rozwiąż łamigłówkę
 b - cofnij ruch
 h - podpowiedź
 sv - zapisz postęp""",
    move_item="ruch {example}",
    menu_items=(
        "b cofnij",
        "cb wyczyść",
        "h podpowiedź",
        "s rozwiąż",
        "sv zapisz",
        "p strona",
        "q koniec",
    ),
    status="{source}   ruchy {moves}   podpowiedzi {hints}   czas {time}",
    words_page="wyrazy, strona {page} z {pages}: p pokazuje więcej",
    words_page_last="wyrazy, strona {page} z {pages}: p wraca do strony 1",
    move_prompt="Twój ruch: ",
    yes_no="t: tak, n: nie: ",
    yes=("t", "tak"),
    answer_yes_no="Odpowiedz t lub n.",
    try_new_move="Czy chcesz spróbować innego ruchu?",
    play_again="Czy chcesz zagrać jeszcze raz?",
    save_progress="Czy chcesz zapisać postęp?",
    restarting="Gra od nowa! (b przywraca diagram)",
    no_move_back="Nie ma ruchu do cofnięcia!",
    took_back_clear="Cofnięto czyszczenie diagramu.",
    took_back="Cofnięto {command}.",
    hint="Podpowiedź: {word} zaczyna się w {where}, {way} ({command}). Wpisano go za ciebie.",
    across="poziomo",
    down="pionowo",
    solving="Rozwiązuję łamigłówkę!",
    solved=("Gratulacje!!!", "ŁAMIGŁÓWKA ROZWIĄZANA"),
    quitting="Koniec gry!",
    word_list="Lista wyrazów",
    status_heading="Stan",
    used="WPISANY",
    not_used="DO WPISANIA",
    problems=_POLISH_PROBLEMS,
)

PORTUGUESE = GameText(
    lang="pt",
    menu="""Escolha uma palavra da lista,
       escolha uma linha e uma coluna
       e a direção da palavra, V: vertical, H: horizontal,
       e digite a jogada no formato (WXRYCZDT)
Outras opções:
 cb - limpar o tabuleiro
 q - sair do jogo
 s - resolver o passatempo
 b - desfazer a jogada
 h - dica
 sv - salvar o progresso""",
    move_item="jogada {example}",
    menu_items=(
        "b desfazer",
        "cb limpar",
        "h dica",
        "s resolver",
        "sv salvar",
        "p página",
        "q sair",
    ),
    status="{source}   jogadas {moves}   dicas {hints}   tempo {time}",
    words_page="palavras, página {page} de {pages}: p mostra mais",
    words_page_last="palavras, página {page} de {pages}: p volta à página 1",
    move_prompt="Sua jogada: ",
    yes_no="s: sim, n: não: ",
    yes=("s", "sim"),
    answer_yes_no="Responda s ou n.",
    try_new_move="Quer tentar outra jogada?",
    play_again="Quer jogar de novo?",
    save_progress="Quer salvar o seu progresso?",
    restarting="O jogo recomeça! (b traz o tabuleiro de volta)",
    no_move_back="Não há jogada para desfazer!",
    took_back_clear="A limpeza do tabuleiro foi desfeita.",
    took_back="Jogada {command} desfeita.",
    hint="Dica: {word} vai em {where}, {way} ({command}). Colocada para você.",
    across="na horizontal",
    down="na vertical",
    solving="Resolvendo o passatempo!",
    solved=("Parabéns!!!", "PASSATEMPO RESOLVIDO"),
    quitting="Saindo do jogo!",
    word_list="Lista de palavras",
    status_heading="Situação",
    used="COLOCADA",
    not_used="A COLOCAR",
    problems=_PORTUGUESE_PROBLEMS,
)

SPANISH = GameText(
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
    problems=_SPANISH_PROBLEMS,
)

GERMAN = GameText(
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
    problems=_GERMAN_PROBLEMS,
)

FRENCH = GameText(
    lang="fr",
    menu="""Choisissez un mot de la liste,
       choisissez une ligne et une colonne
       et le sens du mot, V : vertical, H : horizontal,
       puis entrez le coup au format (WXRYCZDT)
Autres options :
 cb - effacer la grille
 q - quitter le jeu
 s - résoudre la grille
 b - annuler le coup
 h - indice
 sv - enregistrer la partie""",
    move_item="coup {example}",
    menu_items=(
        "b annuler",
        "cb effacer",
        "h indice",
        "s résoudre",
        "sv enregistrer",
        "p page",
        "q quitter",
    ),
    status="{source}   coups {moves}   indices {hints}   temps {time}",
    words_page="mots, page {page} sur {pages} : p en montre plus",
    words_page_last="mots, page {page} sur {pages} : p revient à la page 1",
    move_prompt="Votre coup : ",
    yes_no="o : oui, n : non : ",
    yes=("o", "oui"),
    answer_yes_no="Répondez o ou n.",
    try_new_move="Voulez-vous essayer un autre coup ?",
    play_again="Voulez-vous rejouer ?",
    save_progress="Voulez-vous enregistrer votre partie ?",
    restarting="La partie recommence ! (b rétablit la grille)",
    no_move_back="Aucun coup à annuler !",
    took_back_clear="L'effacement de la grille est annulé.",
    took_back="Le coup {command} est annulé.",
    hint="Indice : {word} se place en {where} {way} ({command}). Il est placé pour vous.",
    across="à l'horizontale",
    down="à la verticale",
    solving="Résolution de la grille !",
    solved=("Félicitations !!!", "GRILLE RÉSOLUE"),
    quitting="Fin de la partie !",
    word_list="Liste de mots",
    status_heading="État",
    used="PLACÉ",
    not_used="À PLACER",
    problems=_FRENCH_PROBLEMS,
)

ITALIAN = GameText(
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
    problems=_ITALIAN_PROBLEMS,
)

DUTCH = GameText(
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
    problems=_DUTCH_PROBLEMS,
)

GAME_TEXTS: dict[str, GameText] = {
    t.lang: t for t in (ENGLISH, PORTUGUESE, POLISH, SPANISH, GERMAN, FRENCH, ITALIAN, DUTCH)
}


def game_text(lang: str) -> GameText:
    """The game's words for `lang` ('pt', 'pt-BR' alike); English for any other."""
    return GAME_TEXTS.get(base_language(lang), ENGLISH)


# The seed's own prompts, kept for callers that print them.
YES_NO = ENGLISH.yes_no
MENU = ENGLISH.menu
MOVE_PROMPT = ENGLISH.move_prompt

# The headline of each refused location: the seed's message (in English, word for word).
_HEADLINES = {
    LocationProblem.FORBIDDEN_START: "not_valid_cell",
    LocationProblem.OPEN_ABOVE: "not_start_cell",
    LocationProblem.OPEN_LEFT: "not_start_cell",
    LocationProblem.OFF_BOARD_ACROSS: "exceeds",
    LocationProblem.OFF_BOARD_DOWN: "exceeds",
    LocationProblem.BLOCKED_ACROSS: "no_fit",
    LocationProblem.LONGER_ACROSS: "no_fit",
    LocationProblem.BLOCKED_DOWN: "no_fit_down",
    LocationProblem.LONGER_DOWN: "no_fit_down",
}
# ... and the sentence that says what exactly is wrong.
_DETAILS = {
    LocationProblem.FORBIDDEN_START: "forbidden",
    LocationProblem.OPEN_ABOVE: "open_above",
    LocationProblem.OPEN_LEFT: "open_left",
    LocationProblem.OFF_BOARD_ACROSS: "off_right",
    LocationProblem.OFF_BOARD_DOWN: "off_bottom",
    LocationProblem.BLOCKED_ACROSS: "cut",
    LocationProblem.BLOCKED_DOWN: "cut",
    LocationProblem.LONGER_ACROSS: "longer",
    LocationProblem.LONGER_DOWN: "longer",
}


def _where(r: int, c: int) -> str:
    return f"R{r}C{c}"


def explain(
    problem: MoveProblem, board: Grid, words: Sequence[str], move: Move, t: GameText = ENGLISH
) -> list[str]:
    """The lines that tell the player why the move was refused."""
    check, code = problem
    if check is MoveCheck.COORDINATES:
        return [t.say("off_board"), t.say("board_size", rows=board.height, cols=board.width)]
    if check is MoveCheck.WORD_NUMBER:
        return [t.say("no_word"), t.say("word_range", count=len(words))]
    word = words[move.wordno - 1]
    row, col = move.row + 1, move.col + 1
    if check is MoveCheck.LOCATION:
        location = LocationProblem(code)
        detail = t.say(
            _DETAILS[location],
            cell=_where(row, col),
            above=_where(row - 1, col),
            left=_where(row, col - 1),
            word=word,
            n=len(word),
        )
        return [t.say(_HEADLINES[location]), detail]
    if check is MoveCheck.FITS:
        headline = t.say("no_fit_down" if move.direction is DOWN else "no_fit")
        spot = clash(board, move.placement(words))
        if spot is None:  # not reachable: the move's check found a clash a moment ago
            return [headline]
        r, c = spot
        k = max(abs(r - move.row), abs(c - move.col))
        return [
            headline,
            t.say("clash", word=word, letter=word[k], other=board[r, c], cell=_where(r + 1, c + 1)),
        ]
    if check is MoveCheck.ENDS:  # a diagramless word whose end meets a letter
        before = EndProblem(code) is EndProblem.LETTER_BEFORE
        headline = t.say(
            "not_start_cell" if before else "no_fit_down" if move.direction is DOWN else "no_fit"
        )
        detail = "letter_before" if before else "letter_after"
        return [headline, t.say(detail, cell=_where(row, col), word=word)]
    return [t.say("used"), t.say("used_detail", number=move.wordno, word=word)]


def no_solution(reason: object, t: GameText = ENGLISH) -> str:
    return t.say("no_solution", reason=reason)


def found_solution(answer: EngineAnswer, t: GameText = ENGLISH) -> list[str]:
    """What the game says when the engine fills the board."""
    lines = []
    if not answer.kept_letters:
        lines.append(t.say("fresh"))
    # The original game printed its own step count here; ours is the engine's search nodes,
    # often 0 because propagation alone fills a well-made puzzle.
    lines.append(t.say("found", nodes=answer.stats.nodes))
    return lines


def unknown_command(text: str, example: Move, t: GameText = ENGLISH) -> list[str]:
    """What the game says to a command it can't read, with an example move the board takes."""
    shown = text if len(text) <= 30 else text[:27] + "..."
    return [t.say("unknown", command=repr(shown)), t.say("unknown_help", example=example.command)]
