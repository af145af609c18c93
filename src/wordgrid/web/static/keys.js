// The play page's keys: the shortcuts that reach check, reveal, the clue list and the
// toolbar from anywhere in the game, and the dialog (?) that lists them with the grid's own.
//
// No shortcut is a letter, so none gets in the way of typing one: they are symbols, they act
// only while the focus is in the game (WCAG 2.1.4), and not while a rebus square is open,
// which takes symbols as its text.

// [key as KeyboardEvent.key has it, how the dialog writes it, what it does, action]
const SHORTCUTS = [
  ["?", "?", "show these keys", "help"],
  ["!", "!", "check the current word", "check"],
  ["*", "*", "reveal the current letter", "reveal"],
  ["/", "/", "go to the current clue (or the word list)", "list"],
  ["\\", "\\", "go to the toolbar", "toolbar"],
];
// The grid's own keys, for the dialog; grid.js and wordsearch.js handle them.
const GRID_KEYS = [
  ["a letter", "types it and moves on (a coded crossword: in every square of its number)"],
  ["a digit or symbol", "types it, for a square whose answer is one"],
  [". or #", "a block, in a diagramless, whose cursor runs along the row and on to the next"],
  ["arrows", "move; the first press across a word turns to it"],
  ["Space or Enter", "turn between across and down"],
  ["Page Down or ]", "the next word"],
  ["Page Up or [", "the previous word"],
  ["Home, End", "the first or last letter of the word"],
  ["Backspace, Delete", "clear a letter"],
  ["Escape or Insert", "open a square for several letters (a rebus); Enter closes it"],
  ["Ctrl+Z, Ctrl+Y", "undo, redo"],
  ["Tab", "leave the grid"],
];
const SEARCH_KEYS = [
  ["arrows", "move"],
  ["Enter or Space", "pick the first letter of a word, then its last"],
  ["Tab", "leave the grid"],
];
// The shortcuts a word search has: it has no check, reveal or clues.
const SEARCH_ACTIONS = new Set(["help", "toolbar"]);

// Wires the shortcuts on `area` (the game) and fills the dialog. `actions` maps an action
// name to what it does; `search` is true for a word search.
export function installKeys({ area, dialog, search, actions }) {
  const shortcuts = SHORTCUTS.filter(([, , , action]) => !search || SEARCH_ACTIONS.has(action));
  fillDialog(dialog, search ? SEARCH_KEYS : GRID_KEYS, shortcuts);
  const byKey = new Map(shortcuts.map(([key, , , action]) => [key, action]));
  area.addEventListener("keydown", (e) => {
    // Taken already (a rebus square's letters, the grid's own keys), or typed with a
    // modifier the browser or the system may want: not a shortcut.
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
    if (dialog.open || e.target.closest("dialog")) return;
    const outside = !e.target.closest('[role="grid"]'); // Escape in the grid opens a rebus
    const action = e.key === "Escape" && outside ? "grid" : byKey.get(e.key);
    if (!action || !actions[action]) return;
    e.preventDefault();
    actions[action]();
  });
  return { show: () => openDialog(dialog) };
}

function openDialog(dialog) {
  const back = document.activeElement;
  dialog.showModal();
  // The browser gives the focus back as the dialog closes; the close event comes later, and
  // must not take it from a cell the player has typed on to since.
  const restore = () => {
    if (!document.activeElement || document.activeElement === document.body) back?.focus?.();
  };
  dialog.addEventListener("close", restore, { once: true });
}

function table(caption, rows) {
  const section = document.createElement("section");
  const heading = document.createElement("h3");
  heading.textContent = caption;
  const list = document.createElement("dl");
  list.className = "keys";
  for (const [key, what] of rows) {
    const term = document.createElement("dt");
    const kbd = document.createElement("kbd");
    kbd.textContent = key;
    term.append(kbd);
    const text = document.createElement("dd");
    text.textContent = what;
    list.append(term, text);
  }
  section.append(heading, list);
  return section;
}

function fillDialog(dialog, gridKeys, shortcuts) {
  const body = dialog.querySelector(".keys-body");
  body.replaceChildren(
    table("In the grid", gridKeys),
    table(
      "Anywhere in the game",
      [...shortcuts.map(([, shown, what]) => [shown, what]), ["Escape", "back to the grid"]],
    ),
  );
}
