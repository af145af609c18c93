// Autosave: each puzzle's game in the browser's localStorage, under its id.
const PREFIX = "wordgrid:";

export function loadGame(id) {
  try {
    const saved = JSON.parse(localStorage.getItem(PREFIX + id) || "null");
    return saved && typeof saved === "object" ? saved : null;
  } catch {
    return null; // storage off or a damaged entry: start afresh
  }
}

export function saveGame(id, game) {
  try {
    localStorage.setItem(PREFIX + id, JSON.stringify(game));
  } catch {
    // Private browsing or a full store: the game goes on, unsaved.
  }
}

export function forgetGame(id) {
  try {
    localStorage.removeItem(PREFIX + id);
  } catch {
    // nothing saved, nothing to forget
  }
}
