"""The terminal dialogue of seed 004's game: file prompt, turns, and the end of a game.

All input goes through `Dialogue.line`, which turns end of input and Ctrl-C into `Ended`,
so every prompt can end the game cleanly; `play` catches it once, at the top.
"""

from __future__ import annotations

import contextlib
import io
import sys
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TextIO

from wordgrid.errors import (
    EXIT_BAD_INPUT,
    EXIT_INTERRUPTED,
    EXIT_OK,
    InputError,
    MissingFile,
    WordgridError,
)
from wordgrid.formats import is_document, parse, read_bytes
from wordgrid.game import messages as say
from wordgrid.game.marks import legend
from wordgrid.game.moves import DOWN_MARK, ClearBoard, parse_move
from wordgrid.game.options import DEFAULT_GAME_FILE
from wordgrid.game.puzzle_file import (
    BOARD_PART,
    find_puzzle_file,
    puzzle_problem,
    split_puzzle_text,
)
from wordgrid.game.saves import default_save_path, game_from_document, load_game, save_game
from wordgrid.game.screen import Screen
from wordgrid.game.session import Game, Progress
from wordgrid.game.view import format_board, format_wordlist
from wordgrid.lang import GameText
from wordgrid.model import GameSave, fold
from wordgrid.plural import counted

Ask = Callable[[str], str]  # input() or a test's scripted stand-in

YES = {"y", "yes"}
NO = {"n", "no"}


class Ended(Exception):
    """End of input or Ctrl-C at a prompt: the game stops, cleanly."""

    def __init__(self, reason: str, exit_code: int) -> None:
        super().__init__(reason)
        self.reason = reason
        self.exit_code = exit_code


@dataclass
class Dialogue:
    ask: Ask
    # A file or save was refused and no game opened since: the game ends with exit 2 then,
    # so that `wordgrid play nosuch.txt < /dev/null` tells a script something went wrong.
    refused: bool = False
    # The full-screen view, on a terminal; None keeps the line-by-line dialogue.
    screen: Screen | None = None
    lang: str = ""  # the language asked for (play --lang); "" follows each puzzle's own
    text: GameText = say.ENGLISH  # what the game says, in the current puzzle's language

    def follow(self, game: Game) -> None:
        """Speak the game's language from now on: the one asked for, else the puzzle's."""
        self.text = say.game_text(self.lang or game.lang or "en")
        if self.screen is not None:
            self.screen.text = self.text

    def line(self, prompt: str) -> str:
        try:
            return self.ask(prompt)
        except EOFError:
            raise Ended("End of input", EXIT_OK) from None
        except KeyboardInterrupt:
            raise Ended("Interrupted", EXIT_INTERRUPTED) from None

    def yes_no(self, question: str) -> bool:
        print(question)
        while True:
            answer = self.line(self.text.yes_no).strip().lower()
            if answer in YES or answer in self.text.yes:
                return True
            if answer in NO:
                return False
            print(self.text.answer_yes_no)


class TurnEnd(Enum):
    QUIT = "quit"
    SOLVED = "solved"


# ---------------------------------------------------------------------------- opening


class BadFile(Exception):
    """A file that was read but can't be played; `headline` is the seed-style message."""

    def __init__(self, headline: str, reason: str) -> None:
        super().__init__(headline)
        self.headline = headline
        self.reason = reason


def open_game(name: str) -> tuple[Game, bool]:
    """The game in `name`, a puzzle file or a saved game, and whether it was a save.

    Raises InputError (MissingFile when it isn't there) or UnicodeDecodeError when it can't be
    read, BadFile when it can't be played.
    """
    path = find_puzzle_file(name)
    data = read_bytes(path)
    if is_document(data):
        return _open_document(data, path, name)
    words, layout = split_puzzle_text(data.decode("utf-8-sig"))
    problem = puzzle_problem(words, layout)
    if problem is None:
        return Game.from_layout(name, words, layout), False
    # Not the game's plain 0/1 board: other puzzle files play too (the numeric format, a grid
    # of # and ., given letters as wordgrid writes them: upper case). A lower-case letter in
    # a 0/1 board is a typing mistake, and the game's own reason says so best.
    board = "".join(layout)
    if board == fold(board):
        with contextlib.suppress(BadFile):
            return _open_document(data, path, name)
    part, reason = problem
    headline = (
        f"The puzzle board of {name} is not consistent!"
        if part == BOARD_PART
        else f"The word list of {name} is not usable!"
    )
    raise BadFile(headline, reason)


def _open_document(data: bytes, path: Path, name: str) -> tuple[Game, bool]:
    try:
        doc = parse(data, str(path))  # the bytes open_game read
        return game_from_document(doc, name), isinstance(doc, GameSave)
    except WordgridError as e:
        raise BadFile(f"{name} can't be played!", str(e)) from None


def _offer_resume(d: Dialogue, game: Game) -> Game:
    """A saved game of the same puzzle in the default save file, if the player wants it."""
    save = default_save_path(game.source)
    if not save.is_file():
        return game
    try:
        saved = load_game(save)
    except (OSError, WordgridError):
        return game  # someone else's or a broken file: starting fresh is the safe choice
    if saved.words != game.words or saved.empty != game.empty or not saved.history:
        return game
    if d.yes_no(
        f"There is a saved game of {game.source} in {save.name}. Do you want to continue it?"
    ):
        print(f"Loaded the saved game ({counted(saved.moves, 'move')}).")
        return saved
    return game


def choose_game(d: Dialogue, name: str | None = None) -> Game | None:
    """Ask for a file until one can be played; None when the player gives up."""
    while True:
        if name is None:
            name = d.line(f"Enter the file name (default={DEFAULT_GAME_FILE}): ").strip()
            name = name or DEFAULT_GAME_FILE
        d.refused = True  # until the file opens
        try:
            game, from_save = open_game(name)
        except MissingFile:
            print(f"The file {name} was not found!")
        except OSError as e:  # the name itself is impossible (a NUL character)
            print(f"The file {name!r} can't be read: {e.strerror}!")
        except InputError as e:
            print(f"The file {name} can't be read: {e.message}!")
        except UnicodeDecodeError as e:
            print(f"The file {name} can't be read: {e}!")
        except BadFile as e:
            print(e.headline)
            print(f"({e.reason})")
            if not d.yes_no("Do you want to try a new file?"):
                return None
        else:
            d.refused = False
            if from_save:
                print(f"Loaded the saved game of {game.source} ({counted(game.moves, 'move')}).")
                return game
            return _offer_resume(d, game)
        name = None


def load_named_save(d: Dialogue, name: str) -> Game | None:
    """`--load SAVE`: the saved game, or None after saying why it can't be loaded."""
    try:
        game = load_game(name)
    except MissingFile:
        print(f"The saved game {name} was not found!")
        d.refused = True
        return None
    except WordgridError as e:
        print(f"The saved game {name} can't be loaded: {e}")
        d.refused = True
        return None
    print(f"Loaded the saved game of {game.source} ({counted(game.moves, 'move')}).")
    return game


# ---------------------------------------------------------------------------- a turn


def show(game: Game, t: GameText) -> None:
    labels = (t.word_list, t.status_heading, t.used, t.not_used)
    print(format_wordlist(game.words, game.used, labels))
    print(format_board(game.board, coordinates=True))
    for line in legend(game):
        print(line.plain)


def save_dialogue(d: Dialogue, game: Game) -> None:
    """Ask for a file name (Enter for the default) and save; re-ask when writing fails."""
    default = default_save_path(game.source)
    while True:
        name = d.line(f"Save file name (default={default.name}): ").strip()
        target = Path(name) if name else default
        try:
            written = save_game(game, target)
        except InputError as e:  # the folder is missing, not writable, or the name a folder
            print(f"Could not save to {target}: {e.message}!")
            if not d.yes_no("Do you want to try another file name?"):
                return
            continue
        print(f"Progress saved to {written}")
        print(f"(load it with: wordgrid play --load {written})")
        return


def quit_turn(d: Dialogue, game: Game) -> TurnEnd:
    if game.unsaved and d.yes_no(d.text.save_progress):
        save_dialogue(d, game)
    return TurnEnd.QUIT


def undo(game: Game, t: GameText) -> None:
    taken = game.undo()
    if taken is None:
        print(t.no_move_back)
        return
    if isinstance(taken, ClearBoard):
        print(t.took_back_clear)
    else:
        print(t.took_back.format(command=taken.command))


def hint(game: Game, t: GameText) -> None:
    try:
        tip = game.hint()
    except WordgridError as e:
        print(t.say("no_hint", reason=e))
        return
    move = tip.move
    word = game.words[move.wordno - 1]
    where = f"R{move.row + 1}C{move.col + 1}"
    way = t.down if move.mark == DOWN_MARK else t.across
    if tip.placed:
        print(t.hint.format(word=word, where=where, way=way, command=move.command))
    else:
        print(t.say("hint_none"))
        print(t.say("hint_fresh", word=word, where=where, way=way, command=move.command))


def solve_turn(game: Game, t: GameText) -> bool:
    print(t.solving)
    try:
        answer = game.solve()
    except WordgridError as e:  # NoAnswer, or a word the engine can't use such as 'B2B'
        print(say.no_solution(e, t))
        print(t.say("unsolved"))
        return False
    print("\n".join(say.found_solution(answer, t)))
    print(format_board(game.board, coordinates=True))
    return True


class _Tee(io.TextIOBase):
    """Writes through to the terminal and keeps a copy: the next screen shows the messages."""

    def __init__(self, out: TextIO) -> None:
        self.out, self.kept = out, io.StringIO()

    def write(self, text: str) -> int:
        self.kept.write(text)
        return self.out.write(text)

    def flush(self) -> None:
        self.out.flush()


def play_turns(d: Dialogue, game: Game) -> TurnEnd:
    """Turns until the puzzle is solved or the player quits."""
    if d.screen is None:
        end = _turns(d, game)
        assert end is not None  # the dialogue only ends with the game
        return end
    messages: list[str] = []
    while True:
        d.screen.draw(game, messages)
        tee = _Tee(sys.stdout)
        with contextlib.redirect_stdout(tee):
            end = _turns(d, game, once=True)
        # What the command printed, less the prompt input() wrote before the player's answer.
        messages = tee.kept.getvalue().removeprefix(d.text.move_prompt).splitlines()
        if end is not None:
            return end


def _turns(d: Dialogue, game: Game, *, once: bool = False) -> TurnEnd | None:
    """The turns of the line-by-line dialogue; with `once`, one command and no board (the
    screen draws it), returning None when the game goes on."""
    asked = False
    t = d.text
    while True:
        if once and asked:
            return None
        asked = True
        if not once:
            show(game, t)
            print(t.menu)
        command = d.line(t.move_prompt).strip()
        key = command.lower()
        if once and key == "p" and d.screen is not None:
            d.screen.page += 1
            continue
        if key == "q":
            return quit_turn(d, game)
        if key == "s":
            if solve_turn(game, t):
                return TurnEnd.QUIT
            continue
        if key == "cb":
            game.clear()
            print(t.restarting)
            continue
        if key == "b":
            undo(game, t)
            continue
        if key == "sv":
            save_dialogue(d, game)
            continue
        if key == "h":
            hint(game, t)
        elif not key:
            continue
        else:
            move = parse_move(command)
            if move is None:
                print("\n".join(say.unknown_command(command, game.example_move(), t)))
                continue
            problem = game.move(move)
            if problem is not None:
                print("\n".join(say.explain(problem, game.board, game.words, move, t)))
                # The screen goes straight back to its prompt; the dialogue asks, as ever.
                if d.screen is None and not d.yes_no(t.try_new_move):
                    return quit_turn(d, game)
                continue
        progress = game.progress()
        if progress is Progress.SOLVED:
            game.mark_words_on_board()
            print("\n".join(t.solved))
            show(game, t)
            return TurnEnd.SOLVED
        if progress is Progress.STUCK:
            print(t.say("stuck", reason=game.stuck_reason()))
            print(t.say("back_or_clear"))


# ---------------------------------------------------------------------------- the game


def run_games(d: Dialogue, file: str | None, load: str | None) -> None:
    game = load_named_save(d, load) if load is not None else None
    if game is None:
        game = choose_game(d, file)
    while game is not None:
        d.follow(game)
        if play_turns(d, game) is TurnEnd.QUIT:
            break
        if not d.yes_no(d.text.play_again):
            break
        game = choose_game(d)
    print(d.text.quitting)


def play(
    file: str | None = None,
    load: str | None = None,
    ask: Ask | None = None,
    *,
    screen: bool = True,
    lang: str = "",
) -> int:
    """The whole game; the exit code is 0, 130 after Ctrl-C, or 2 when it ended on a file
    it could not open.

    `ask` defaults to input(), looked up at each call so a patched input() is seen. `lang`
    is the language the game speaks; by default each puzzle's own, else English.
    """
    print(say.game_text(lang or "en").say("starts"))
    # Bytes that are not text (under a strict UTF-8 locale) become an unreadable move, not a
    # crash: the game asks again.
    if ask is None and hasattr(sys.stdin, "reconfigure"):
        sys.stdin.reconfigure(errors="replace")
    # The full screen only for a person at a terminal: scripts (and tests) get the dialogue.
    full = screen and ask is None
    d = Dialogue(ask or input, screen=Screen.for_terminal() if full else None, lang=lang)
    d.text = say.game_text(lang or "en")
    try:
        run_games(d, file, load)
    except Ended as e:
        print(f"\n{e.reason}: quitting the game!")
        return EXIT_BAD_INPUT if d.refused and e.exit_code == EXIT_OK else e.exit_code
    except KeyboardInterrupt:  # Ctrl-C while the solver runs, not at a prompt
        print("\nInterrupted: quitting the game!")
        return EXIT_INTERRUPTED
    print(d.text.say("done"))
    return EXIT_BAD_INPUT if d.refused else EXIT_OK
