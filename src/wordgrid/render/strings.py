"""The fixed words of printed pages, in the puzzle's language.

A Polish fill-in is printed with Polish headings and instructions, not "Fit every word into
the grid". Each language offered for printing has one `PageText`: whole sentences, never
pieces glued together, because word order and agreement differ between languages. Counts
("7 letters") go through the language's plural rule: Polish says 2 litery but 5 liter.

Languages without a table print in English; `page_text` says which one it used.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

PluralRule = Callable[[int], int]  # a count -> the index of its form in `letters_forms`


def _one_other(n: int) -> int:
    """English, German, Dutch, Spanish, Portuguese, Italian: 1 letter, 2 letters."""
    return 0 if n == 1 else 1


def _french(n: int) -> int:
    """French: 0 and 1 take the singular."""
    return 0 if n in (0, 1) else 1


def _polish(n: int) -> int:
    """Polish: 1 litera; 2-4, 22-24, ... litery; 0, 5-21, 25-31, ... liter."""
    if n == 1:
        return 0
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return 1
    return 2


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


ENGLISH = PageText(
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
    plural=_one_other,
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

PORTUGUESE = PageText(
    lang="pt",
    across="Horizontais",
    down="Verticais",
    clues="Pistas",
    words="Palavras",
    words_to_find="Palavras a encontrar",
    solve_clues="Resolva as pistas e escreva as respostas no diagrama.",
    fit_once="Encaixe todas as palavras no diagrama, cada uma uma vez.",
    fit_repeats="Encaixe todas as palavras no diagrama, cada uma tantas vezes quantas listada.",
    letters_forms=("{n} letra", "{n} letras"),
    plural=_one_other,
    continued="{title} (continuação)",
    answers="Soluções",
    answers_for="Soluções: {title}",
    find_words_straight=(
        "Encontre as palavras escondidas no diagrama, na horizontal e na vertical."
    ),
    find_words_any=(
        "Encontre as palavras escondidas no diagrama: na horizontal, na vertical, na "
        "diagonal, para a frente ou para trás."
    ),
    find_answers_straight=(
        "Encontre no diagrama a resposta de cada pista, na horizontal e na vertical."
    ),
    find_answers_any=(
        "Encontre no diagrama a resposta de cada pista: na horizontal, na vertical, na "
        "diagonal, para a frente ou para trás."
    ),
    message_left="As letras que sobram formam uma mensagem.",
    hidden_message="Mensagem escondida: {message}",
    secret_words="Palavras secretas: {words}",
    word_search="Caça-palavras",
    crossword="Palavras cruzadas",
    fill_in="Palavras encaixadas",
    contents="Índice",
    on_page="{title} (página {page})",
    name="Nome",
    date="Data",
    word_bank="Banco de palavras",
    puzzle="Passatempo {n}",
    diagramless=(
        "Palavras cruzadas sem diagrama, de {width} × {height} casas: resolva as pistas, "
        "escreva as respostas no diagrama e pinte de preto as casas bloqueadas, dispostas "
        "como nas outras palavras cruzadas."
    ),
    coded=(
        "Palavras cruzadas codificadas: cada número representa uma letra, a mesma em todas as "
        "casas. Preencha a chave à medida que as descobrir."
    ),
    code_key="Chave",
    acrostic=(
        "Acróstico: escreva a resposta de cada pista nos seus traços e depois cada letra na "
        "casa da citação com o mesmo número. As iniciais das respostas formam o autor e a obra."
    ),
)

POLISH = PageText(
    lang="pl",
    across="Poziomo",
    down="Pionowo",
    clues="Hasła",
    words="Wyrazy",
    words_to_find="Wyrazy do znalezienia",
    solve_clues="Odgadnij hasła i wpisz odpowiedzi do diagramu.",
    fit_once="Wpisz wszystkie wyrazy do diagramu, każdy jeden raz.",
    fit_repeats="Wpisz wszystkie wyrazy do diagramu, każdy tyle razy, ile podano.",
    letters_forms=("{n} litera", "{n} litery", "{n} liter"),
    plural=_polish,
    continued="{title} (ciąg dalszy)",
    answers="Rozwiązania",
    answers_for="Rozwiązanie: {title}",
    find_words_straight="Znajdź wyrazy ukryte w diagramie, poziomo i pionowo.",
    find_words_any=(
        "Znajdź wyrazy ukryte w diagramie: poziomo, pionowo, ukośnie, wprost lub wspak."
    ),
    find_answers_straight=("Znajdź w diagramie odpowiedź na każde hasło, poziomo i pionowo."),
    find_answers_any=(
        "Znajdź w diagramie odpowiedź na każde hasło: poziomo, pionowo, ukośnie, wprost lub wspak."
    ),
    message_left="Pozostałe litery tworzą ukryte hasło.",
    hidden_message="Ukryte hasło: {message}",
    secret_words="Ukryte wyrazy: {words}",
    word_search="Wykreślanka",
    crossword="Krzyżówka",
    fill_in="Jolka",
    contents="Spis treści",
    on_page="{title} (strona {page})",
    name="Imię i nazwisko",
    date="Data",
    word_bank="Wyrazy do wpisania",
    puzzle="Łamigłówka {n}",
    diagramless=(
        "Krzyżówka bez diagramu o wymiarach {width} × {height}: odgadnij hasła, wpisz "
        "odpowiedzi do diagramu i zaczernij pola, rozmieszczone jak w innych krzyżówkach."
    ),
    coded=(
        "Krzyżówka szyfrowana: każda liczba oznacza jedną literę, tę samą w każdym polu. "
        "Uzupełniaj klucz w miarę odgadywania liter."
    ),
    code_key="Klucz",
    acrostic=(
        "Akrostych: wpisz odpowiedź na każde hasło w jego kratki, a potem każdą literę w pole "
        "cytatu o tym samym numerze. Pierwsze litery odpowiedzi tworzą autora i tytuł dzieła."
    ),
)

SPANISH = PageText(
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
    plural=_one_other,
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

GERMAN = PageText(
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
    plural=_one_other,
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

FRENCH = PageText(
    lang="fr",
    across="Horizontalement",
    down="Verticalement",
    clues="Définitions",
    words="Mots",
    words_to_find="Mots à trouver",
    solve_clues="Résolvez les définitions et écrivez les réponses dans la grille.",
    fit_once="Placez tous les mots dans la grille, chacun une fois.",
    fit_repeats="Placez tous les mots dans la grille, chacun autant de fois qu’indiqué.",
    letters_forms=("{n} lettre", "{n} lettres"),
    plural=_french,
    continued="{title} (suite)",
    answers="Solutions",
    answers_for="Solution\u00a0: {title}",
    find_words_straight=(
        "Trouvez les mots cachés dans la grille, horizontalement et verticalement."
    ),
    find_words_any=(
        "Trouvez les mots cachés dans la grille\u00a0: horizontalement, verticalement, en "
        "diagonale, à l’endroit ou à l’envers."
    ),
    find_answers_straight=(
        "Trouvez dans la grille la réponse à chaque définition, horizontalement et verticalement."
    ),
    find_answers_any=(
        "Trouvez dans la grille la réponse à chaque définition\u00a0: horizontalement, "
        "verticalement, en diagonale, à l’endroit ou à l’envers."
    ),
    message_left="Les lettres restantes forment un message.",
    hidden_message="Message caché\u00a0: {message}",
    secret_words="Mots secrets\u00a0: {words}",
    word_search="Mots mêlés",
    crossword="Mots croisés",
    fill_in="Mots casés",
    contents="Sommaire",
    on_page="{title} (page {page})",
    name="Nom",
    date="Date",
    word_bank="Liste des réponses",
    puzzle="Grille {n}",
    diagramless=(
        "Mots croisés sans grille tracée, de {width} × {height} cases\u00a0: résolvez les "
        "définitions, écrivez les réponses dans la grille et noircissez les cases noires, "
        "placées comme dans les autres mots croisés."
    ),
    coded=(
        "Mots croisés codés\u00a0: chaque nombre représente une lettre, la même dans chaque "
        "case. Complétez la clé au fur et à mesure."
    ),
    code_key="Clé",
    acrostic=(
        "Acrostiche\u00a0: écrivez la réponse à chaque définition sur ses tirets, puis chaque "
        "lettre dans la case de la citation qui porte le même numéro. Les initiales des "
        "réponses donnent l’auteur et l’œuvre."
    ),
)

ITALIAN = PageText(
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
    plural=_one_other,
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

DUTCH = PageText(
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
    plural=_one_other,
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

PAGE_TEXTS: dict[str, PageText] = {
    t.lang: t for t in (ENGLISH, PORTUGUESE, POLISH, SPANISH, GERMAN, FRENCH, ITALIAN, DUTCH)
}
PAGE_LANGUAGES = tuple(sorted(PAGE_TEXTS))


def page_text(lang: str) -> PageText:
    """The page strings for `lang` ('pt', 'pt-BR', 'pt_BR' alike); English for any other."""
    base = lang.lower().replace("_", "-").split("-")[0]
    return PAGE_TEXTS.get(base, ENGLISH)
