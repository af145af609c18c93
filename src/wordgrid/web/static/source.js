// Where the player's puzzle and answers come from. The player (grid.js, wordsearch.js) and
// the play page (play.js) ask a source, never the network: the server, the HTML file and
// the static site hand the same player the same document, and differ only here.
//
//   the server (`wordgrid serve`): GET /api/puzzles/{id}; check, reveal and hint are POSTs,
//     and the answers never leave the server;
//   a one-file puzzle (`-o puzzle.html`): the puzzle and its key inlined in the page, as
//     JSON in the element INLINE, a list of one or more;
//   a static site (`wordgrid site`): puzzles/ID.json beside the page.
//
// A source is {id, doc, print, can, checkGrid, checkLine, reveal, hint}:
//   id                      what the game is saved under in the browser
//   doc                     the puzzle as the player shows it, without its answers
//   print                   the address of the puzzle's PDF, or null: the page prints itself
//   can                     {reveal, hint, checkCell, checkWord, rooms, library}: what
//                           this source offers
//   checkGrid({grid, entries}, word?)  -> {wrong: [[row, col], ...], empty, solved, byWord?,
//                           entry?}: `word`, the cells of the one word asked about, lets a
//                           key of hashed entries judge that word's entry alone (entry:
//                           false, no entry of the key is on those cells)
//   checkLine(from, to)     -> {found: {word} | null, secret, listed?}, for a word search
//   reveal(cells)           -> {letters}
//   hint({grid, entries})   -> the server's hint (web/play.py HintAnswer)
// Rows and columns count from 1 in every call and answer, as in the server's API.
import { GridAnswers, SearchAnswers } from "./answers.js";
import { api } from "./api.js";

export const INLINE = "wordgrid-puzzles"; // the id of a one-file puzzle's inlined list

export function serverSource(id, doc) {
  const ask = (path, body) => api("POST", path, { id, ...body });
  return {
    id,
    doc,
    print: `/api/puzzles/${encodeURIComponent(id)}/pdf`,
    can: { reveal: true, hint: true, checkCell: true, checkWord: true, rooms: true, library: true },
    checkGrid: (grid) => ask("/api/check", grid),
    checkLine: (from, to) => ask("/api/check", { from, to }),
    reveal: (cells) => ask("/api/reveal", { cells }),
    hint: (grid) => ask("/api/hint", grid),
  };
}

// A puzzle that brings its own key: {id, puzzle, key} as render/playable.py writes it.
export function keyedSource(playable, { print = null, library = false } = {}) {
  const doc = playable.puzzle;
  const search = doc.kind === "word search";
  const answers = search ? new SearchAnswers(doc, playable.key) : new GridAnswers(doc, playable.key);
  const open = !answers.hidden;
  // Without the answers, a word is checked against its entry's hash: a diagramless grid,
  // whose entries would show where its blocks are, has none.
  const checkWord = open || !!playable.key.entries?.length;
  return {
    id: playable.id,
    doc,
    print,
    can: { reveal: open, hint: open, checkCell: open, checkWord, rooms: false, library },
    checkGrid: async (grid, word) => answers.check(grid, word),
    checkLine: async (from, to) => answers.check(from, to),
    reveal: async (cells) => answers.reveal(cells),
    hint: async (grid) => answers.hint(grid),
  };
}

// The inlined list of a one-file puzzle, or null on a page without one.
export function inlinePuzzles() {
  const data = document.getElementById(INLINE);
  return data ? JSON.parse(data.textContent) : null;
}

// The source of the page's puzzle: `params` are the page's query (?id=); `chosen` picks one
// of a one-file page's several puzzles.
export async function openSource(params, chosen = 0) {
  const inlined = inlinePuzzles();
  if (inlined) return keyedSource(inlined[chosen]);
  const id = params.get("id");
  if (!id) throw new Error("No puzzle named: pick one from the library.");
  if (document.documentElement.dataset.source === "site") {
    const response = await fetch(`puzzles/${encodeURIComponent(id)}.json`);
    if (!response.ok) throw new Error(`No puzzle ${id} on this site.`);
    const playable = await response.json();
    return keyedSource(playable, { print: `pdf/${encodeURIComponent(id)}.pdf`, library: true });
  }
  const doc = await api("GET", `/api/puzzles/${encodeURIComponent(id)}`);
  doc.id = id;
  return serverSource(id, doc);
}
