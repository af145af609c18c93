// A puzzle's answers kept in the page, for a player with no server behind it (a one-file
// HTML puzzle, a static site): check, reveal and a word search's words, answered as the
// server's API answers them (web/play.py), rows and columns from 1.
//
// The key comes in one of two forms (render/playable.py writes both):
//   open:   {rows, rebus} the answer's rows and its rebus squares; {lines} a word search's
//           words, each with its first and last cell
//   hashed: {salt, grid, entries} a grid's and each entry's salted SHA-256, so the page
//           can tell whether an entry or the grid is right without holding the answer;
//           {salt, lines} a word search's lines the same way. Reveal is then off.
import { BLOCK, EMPTY, cellsOf, findSlots, barSet } from "./puzzle.js";
import { sha256 } from "./sha256.js";

// The text of each cell of a grid sent as the server takes it: rows (a rebus square's
// first letter there) and the rebus squares' whole texts. "" for an empty cell.
function cellTexts({ grid, entries }) {
  const texts = cellsOf(grid).map((row) => row.map((ch) => (ch === EMPTY ? "" : ch)));
  for (const { row, col, text } of entries || []) texts[row - 1][col - 1] = text;
  return texts;
}

// What a salted hash is taken of: each cell (from 1) with its text, in the given order.
export function hashInput(salt, cells, textAt) {
  return `${salt}\n${cells.map(([r, c]) => `${r},${c}=${textAt(r, c)}`).join(";")}`;
}

// A fill-in is solved by any grid whose words are its list's, each used as often as listed
// (verify.problems), even one that is not the file's answer.
function usesTheList(doc, texts) {
  if (doc.kind !== "fill-in") return false;
  const rows = texts.map((row) => row.map((t) => (t === BLOCK ? BLOCK : t || EMPTY)).join(""));
  const { slots } = findSlots(rows, doc.min_length || 2, barSet(doc.bars));
  const left = new Map();
  for (const word of doc.words) left.set(word, (left.get(word) || 0) + 1);
  for (const slot of slots) {
    const word = slot.cells.map(([r, c]) => texts[r][c]).join("");
    if (slot.cells.some(([r, c]) => !texts[r][c]) || !left.get(word)) return false;
    left.set(word, left.get(word) - 1);
  }
  return true;
}

export class GridAnswers {
  constructor(doc, key) {
    this.doc = doc;
    this.key = key;
    this.hidden = !key.rows; // only hashes: reveal is off, and check knows whole entries
    this.height = doc.grid.length;
    this.width = this.height ? cellsOf(doc.grid)[0].length : 0;
    if (!this.hidden) {
      this.want = cellsOf(key.rows).map((row) => row.map((ch) => (ch === EMPTY ? "" : ch)));
      for (const { row, col, answer } of key.rebus || []) this.want[row - 1][col - 1] = answer;
    }
  }

  // `word`: the cells (from 1) of the one word asked about, or none for the whole grid.
  // The open answer marks letters, and the player keeps those in the word; the hashes
  // know entries, so a word is judged by its own entry's hash alone.
  check(grid, word = null) {
    const texts = cellTexts(grid);
    const result = this.hidden ? this.checkHashed(texts, word) : this.checkOpen(texts);
    if (!result.solved && usesTheList(this.doc, texts)) return { wrong: [], empty: 0, solved: true };
    return result;
  }

  // Against the answer: the filled cells that differ, the empty cells that need a letter.
  // A diagramless block not typed yet counts as found once every letter is right.
  checkOpen(texts) {
    const wrong = [];
    let empty = 0;
    texts.forEach((row, r) =>
      row.forEach((have, c) => {
        const want = this.want[r][c];
        if (have && have !== want) wrong.push([r + 1, c + 1]);
        else if (!have && want && want !== BLOCK) empty++;
      }),
    );
    return { wrong, empty, solved: !wrong.length && !empty };
  }

  // Against the hashes: a whole entry is right or wrong, never one of its letters. Asked
  // about one word, only that word's entry is judged (`entry`: false when the word is no
  // entry of the key, so it can't be checked alone).
  checkHashed(texts, word) {
    const { salt } = this.key;
    const textAt = (r, c) => texts[r - 1][c - 1];
    const asked = word ? [this.entryOf(word)].filter(Boolean) : this.key.entries || [];
    const wrong = [];
    for (const { cells, hash } of asked) {
      if (cells.some(([r, c]) => !textAt(r, c))) continue; // not judged till it is whole
      if (sha256(hashInput(salt, cells, textAt)) !== hash) wrong.push(...cells);
    }
    const every = [];
    for (let r = 1; r <= this.height; r++) for (let c = 1; c <= this.width; c++) every.push([r, c]);
    // A diagramless player's untyped square may be one of its blocks.
    const finding = this.doc.variety === "diagramless";
    const gridText = (r, c) => textAt(r, c) || (finding ? BLOCK : "");
    const solved = sha256(hashInput(salt, every, gridText)) === this.key.grid;
    const empty = every.filter(([r, c]) => !textAt(r, c)).length;
    const result = { wrong: solved ? [] : wrong, empty: solved ? 0 : empty, solved, byWord: true };
    return word ? { ...result, entry: asked.length > 0 } : result;
  }

  // The key's entry on exactly these cells (from 1), in either order, or undefined.
  entryOf(cells) {
    const name = (list) => list.map(([r, c]) => `${r},${c}`).sort().join(";");
    const wanted = name(cells);
    return (this.key.entries || []).find((entry) => entry.cells.length === cells.length && name(entry.cells) === wanted);
  }

  reveal(cells) {
    if (this.hidden) throw new Error("This puzzle came without its answers: reveal is off.");
    return { letters: cells.map(([r, c]) => this.want[r - 1][c - 1]) };
  }

  // A hint as the server gives one (app/playing.py): a crossword's first clue whose answer
  // is not on the grid yet, filled in; a coded crossword's first number not right yet; a
  // fill-in's next word, or, while letters on the grid are wrong, where they are.
  hint(grid) {
    if (this.hidden) throw new Error("This puzzle came without its answers: no hints.");
    const texts = cellTexts(grid);
    const right = ([r, c]) => texts[r][c] === this.want[r][c];
    if (this.doc.variety === "coded") return this.numberHint(right);
    if (this.doc.kind === "crossword") return this.clueHint(texts, right);
    return this.wordHint(texts, right);
  }

  // Cells (from 0) in the answer's fills, and each cell's text, as the hint sends them.
  filled(cells, direction) {
    const out = cells.map(([r, c]) => ({ row: r + 1, col: c + 1, text: this.want[r][c] }));
    const [r, c] = cells[0];
    return { kept: true, cells: out, row: r + 1, col: c + 1, direction, wrong: [] };
  }

  clueHint(texts, right) {
    // A diagramless's words are the answer's; every other grid's are the puzzle's own.
    const finding = this.doc.variety === "diagramless";
    const rows = finding ? this.key.rows : this.doc.grid;
    const { slots } = findSlots(rows, this.doc.min_length || 2, barSet(this.doc.bars));
    for (const clue of this.doc.clues || []) {
      const slot = clue.cells ? null : slots.find((s) => s.number === clue.number && s.direction === clue.direction);
      const cells = clue.cells ? clue.cells.map(([r, c]) => [r - 1, c - 1]) : slot?.cells;
      if (!cells?.length) continue;
      const ends = finding ? this.ends(cells) : [];
      if (cells.every(right) && ends.every(([r, c]) => texts[r][c] === BLOCK)) continue;
      const label = clue.label || String(clue.number || "");
      const name = clue.direction && !clue.group ? `${label} ${clue.direction}` : `${clue.group} ${label}`;
      const tip = this.filled(cells, slot?.direction);
      tip.cells.push(...ends.map(([r, c]) => ({ row: r + 1, col: c + 1, text: BLOCK })));
      return { ...tip, message: `${name}: ${cells.map(([r, c]) => this.want[r][c]).join("")}.` };
    }
    throw new Error("every answer is on the grid already");
  }

  // The blocks just before and after a diagramless word, inside the grid.
  ends(cells) {
    const [[r0, c0], [r1, c1]] = [cells[0], cells[cells.length - 1]];
    const [dr, dc] = c0 === c1 && cells.length > 1 ? [1, 0] : [0, 1];
    const inside = ([r, c]) => r >= 0 && r < this.height && c >= 0 && c < this.width;
    return [[r0 - dr, c0 - dc], [r1 + dr, c1 + dc]].filter(inside);
  }

  numberHint(right) {
    const squares = new Map();
    for (const { row, col, label } of this.doc.labels || []) {
      if (!squares.has(label)) squares.set(label, []);
      squares.get(label).push([row - 1, col - 1]);
    }
    const order = [...squares.keys()].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
    for (const label of order) {
      const cells = squares.get(label).sort(([a, b], [c, d]) => a - c || b - d);
      if (cells.every(right)) continue;
      const tip = this.filled(cells);
      return { ...tip, row: null, col: null, message: `${label} is ${this.want[cells[0][0]][cells[0][1]]}.` };
    }
    throw new Error("every number's letter is on the grid already");
  }

  wordHint(texts, right) {
    const given = cellsOf(this.doc.grid);
    const wrong = [];
    texts.forEach((row, r) =>
      row.forEach((have, c) => {
        if (have && have !== BLOCK && given[r][c] === EMPTY && !right([r, c])) wrong.push([r + 1, c + 1]);
      }),
    );
    if (wrong.length) return { kept: false, wrong, cells: [], message: wrongMessage(wrong) };
    const { slots } = findSlots(this.doc.grid, this.doc.min_length || 2, barSet(this.doc.bars));
    const slot = slots.find((s) => s.cells.some(([r, c]) => !texts[r][c]));
    if (!slot) throw new Error("every word of the solution is on the board already");
    const word = slot.cells.map(([r, c]) => this.want[r][c]).join("");
    const [r, c] = slot.cells[0];
    const tip = this.filled(slot.cells, slot.direction);
    return { ...tip, word, message: `${word} goes at row ${r + 1}, column ${c + 1}, ${slot.direction}.` };
  }
}

const NAMED_WRONG = 3; // wrong letters a hint names one by one; it counts the rest

// What a hint says while letters on the grid are wrong: where they are (app/playing.py).
function wrongMessage(wrong) {
  const lead = "No solution keeps the letters on the grid";
  const places = wrong.slice(0, NAMED_WRONG).map(([r, c]) => `row ${r}, column ${c}`);
  if (wrong.length === 1) return `${lead}: the letter at ${places[0]} is wrong (marked).`;
  const more = wrong.length - places.length;
  return `${lead}: ${wrong.length} letters are wrong (marked), at ${places.join("; ")}${more ? ` and ${more} more` : ""}.`;
}

// A word search's lines: which listed word (or secret) runs between two cells, either way.
export class SearchAnswers {
  constructor(doc, key) {
    this.doc = doc;
    this.key = key;
    this.letters = cellsOf(doc.grid);
  }

  // The letters from one cell to another (from 1) along a straight line.
  read(from, to) {
    const n = Math.max(Math.abs(to[0] - from[0]), Math.abs(to[1] - from[1]));
    const dr = Math.sign(to[0] - from[0]);
    const dc = Math.sign(to[1] - from[1]);
    let text = "";
    for (let k = 0; k <= n; k++) text += this.letters[from[0] - 1 + k * dr]?.[from[1] - 1 + k * dc] ?? "";
    return text;
  }

  // {found: {word} or null, secret, listed: the list's index of the word (-1 a secret)}.
  check(from, to) {
    const line = this.key.salt ? this.hashedLine(from, to) : this.openLine(from, to);
    if (!line) return { found: null, secret: false, listed: -1 };
    return { found: { word: line.word }, secret: line.listed < 0, listed: line.listed };
  }

  openLine(from, to) {
    const same = (a, b) => a[0] === b[0] && a[1] === b[1];
    const line = this.key.lines.find((l) => (same(l.from, from) && same(l.to, to)) || (same(l.from, to) && same(l.to, from)));
    if (!line) return null;
    const listed = line.secret ? -1 : this.doc.list.findIndex((e) => e.word === line.word);
    return { word: line.word, listed };
  }

  hashedLine(from, to) {
    for (const [a, b] of [[from, to], [to, from]]) {
      const word = this.read(a, b);
      const listed = this.key.lines[sha256(`${this.key.salt}\n${a}|${b}|${word}`)];
      if (listed !== undefined) return { word, listed };
    }
    return null;
  }
}
