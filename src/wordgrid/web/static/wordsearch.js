// The word search player: drag across a word (mouse, pen or touch), or pick its first and
// last letters with clicks or the keyboard. The puzzle's source (source.js: the server, or
// the answers a one-file puzzle brings) says whether a selection is a word.
import { cellsOf } from "./puzzle.js";
import { ariaGrid } from "./table.js";

// Band colours under the letters: light enough for dark letters to keep AA contrast.
const BANDS = ["#fbd3b0", "#bfe3fb", "#c8f0cb", "#f8c8dc", "#e0d0fa", "#faf0b0"];

export class WordSearchPlayer {
  constructor(doc, ui, source) {
    this.doc = doc;
    this.ui = ui;
    this.source = source;
    this.letters = cellsOf(doc.grid);
    this.height = this.letters.length;
    this.width = this.height ? this.letters[0].length : 0;
    // A shaped puzzle's mask: "." marks a cell outside the shape, which holds no letter.
    const shape = doc.shape ? cellsOf(doc.shape) : null;
    this.outside = (r, c) => !!shape && shape[r][c] === ".";
    // What the list shows for each word (a clue, or the word as written), in its order. A
    // puzzle saved without its answers leaves out a word its list shows as a clue.
    this.listed = doc.list ?? doc.words.map((word) => ({ word, shown: word }));
    this.found = []; // {word, from: [r, c], to: [r, c], k: its place in the list, or secret}
    this.cursor = [0, 0];
    this.anchor = null; // the first letter picked by click or key, waiting for the last
    this.drag = null; // {from, to} while a pointer is down
    this.finished = false;
  }

  state() {
    return { found: this.found };
  }

  restore(saved) {
    if (!saved || !Array.isArray(saved.found)) return false;
    this.found = saved.found.filter((f) => f && typeof f.word === "string" && (f.secret || this.placeOf(f) >= 0));
    return true;
  }

  // A found word's place in the list (-1 for none): as found, or (a word another player of
  // the room found, a game saved before places were kept) by the word.
  placeOf(f) {
    if (Number.isInteger(f.k) && f.k >= 0 && f.k < this.listed.length) return f.k;
    return this.listed.findIndex((entry) => entry.word && entry.word === f.word);
  }

  isFound(k) {
    return this.found.some((f) => !f.secret && this.placeOf(f) === k);
  }

  isFull() {
    return this.listed.every((_, k) => this.isFound(k));
  }

  // --- selection -------------------------------------------------------------------------

  // The end of a straight line (across, down or diagonal) from `from` towards `to`.
  snap(from, to) {
    const dr = to[0] - from[0];
    const dc = to[1] - from[1];
    if (dr === 0 || dc === 0 || Math.abs(dr) === Math.abs(dc)) return to;
    // Off the eight directions: keep the longer leg, as a hand's drag is rarely exact.
    if (Math.abs(dr) > Math.abs(dc)) return [to[0], from[1]];
    return [from[0], to[1]];
  }

  async select(from, to) {
    if (from[0] === to[0] && from[1] === to[1]) return;
    if (this.ui.room) return this.ui.room.select(from, to); // the room checks it, for everyone
    let result;
    try {
      result = await this.source.checkLine([from[0] + 1, from[1] + 1], [to[0] + 1, to[1] + 1]);
    } catch (error) {
      return this.ui.say(error.message);
    }
    const word = result.found?.word;
    if (!word) return this.ui.say("That is not one of the words.");
    if (this.found.some((f) => f.word === word)) return this.ui.say(`${word} is found already.`);
    if (result.secret) return this.addFound({ word, from, to, secret: true });
    const k = result.listed ?? this.placeOf({ word });
    this.addFound({ word, from, to, k });
  }

  // A word found: by this player, or (rooms.js) by `finder`, banded in their `colour`.
  addFound(f, finder = "") {
    const { word } = f;
    this.found.push(f);
    this.render();
    this.ui.changed();
    const who = finder ? `${finder} found` : "Found";
    if (f.secret) return this.ui.say(`${who} a secret word: ${word}!`);
    const left = this.listed.filter((_, k) => !this.isFound(k)).length;
    this.ui.say(`${who} ${word}. ${left ? `${left} to go.` : ""}`);
    if (!left && !this.finished) {
      this.finished = true;
      this.showMessage();
      this.ui.solved();
    }
  }

  cellOf(target) {
    const cell = target?.closest?.("td[data-r]");
    return cell ? [Number(cell.dataset.r), Number(cell.dataset.c)] : null;
  }

  onPointerDown(e) {
    const cell = this.cellOf(e.target);
    if (!cell) return;
    e.preventDefault();
    this.table.setPointerCapture?.(e.pointerId);
    this.drag = { from: cell, to: cell };
    this.cursor = cell;
    this.render();
  }

  onPointerMove(e) {
    if (!this.drag) return;
    const cell = this.cellOf(document.elementFromPoint(e.clientX, e.clientY));
    if (!cell) return;
    this.drag.to = this.snap(this.drag.from, cell);
    this.render();
  }

  onPointerUp() {
    const drag = this.drag;
    this.drag = null;
    if (!drag) return;
    const same = drag.from[0] === drag.to[0] && drag.from[1] === drag.to[1];
    if (!same) {
      this.anchor = null;
      this.render();
      return this.select(drag.from, drag.to);
    }
    this.pick(drag.from); // a click: the first letter, or the last of a pick begun before
  }

  // A letter picked by a click or Enter: the first of a word, or the last of one.
  pick(cell) {
    if (!this.anchor) {
      this.anchor = cell;
      this.render();
      return this.ui.say(`First letter at row ${cell[0] + 1}, column ${cell[1] + 1}: now pick the last.`);
    }
    const from = this.anchor;
    this.anchor = null;
    this.render();
    if (from[0] === cell[0] && from[1] === cell[1]) return this.ui.say("Selection cleared.");
    this.select(from, this.snap(from, cell));
  }

  onKey(e) {
    const moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    if (e.key in moves) {
      e.preventDefault();
      const [dr, dc] = moves[e.key];
      const r = Math.min(this.height - 1, Math.max(0, this.cursor[0] + dr));
      const c = Math.min(this.width - 1, Math.max(0, this.cursor[1] + dc));
      this.cursor = [r, c];
      this.render();
      this.cellAt(r, c).focus();
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      this.pick(this.cursor);
    } else if (e.key === "Escape" && this.anchor) {
      this.anchor = null;
      this.render();
      this.ui.say("Selection cleared.");
    }
  }

  // --- the page --------------------------------------------------------------------------

  cellAt(r, c) {
    return this.table.querySelector(`td[data-r="${r}"][data-c="${c}"]`);
  }

  build() {
    const frame = document.createElement("div");
    frame.className = "search-frame";
    const table = ariaGrid(this.height, this.width, "grid search", "word search", (td, r, c) => {
      td.dataset.r = r;
      td.dataset.c = c;
      td.textContent = this.outside(r, c) ? "" : this.letters[r][c];
      if (this.outside(r, c)) td.classList.add("outside");
      td.setAttribute("aria-label", this.label(r, c));
    });
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("class", "bands");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("viewBox", `0 0 ${this.width} ${this.height}`);
    svg.setAttribute("preserveAspectRatio", "none");
    frame.append(table, svg);
    table.addEventListener("pointerdown", (e) => this.onPointerDown(e));
    table.addEventListener("pointermove", (e) => this.onPointerMove(e));
    table.addEventListener("pointerup", () => this.onPointerUp());
    table.addEventListener("pointercancel", () => {
      this.drag = null;
      this.render();
    });
    table.addEventListener("keydown", (e) => this.onKey(e));
    table.addEventListener("focusin", (e) => {
      const cell = this.cellOf(e.target);
      if (cell) this.cursor = cell;
    });
    this.table = table;
    this.svg = svg;
    this.ui.wrap.replaceChildren(frame);
    this.buildWords();
    this.render();
  }

  band(from, to, color, cls) {
    const line = document.createElementNS("http://www.w3.org/2000/svg", "line");
    line.setAttribute("x1", from[1] + 0.5);
    line.setAttribute("y1", from[0] + 0.5);
    line.setAttribute("x2", to[1] + 0.5);
    line.setAttribute("y2", to[0] + 0.5);
    line.setAttribute("stroke", color);
    line.setAttribute("class", cls);
    return line;
  }

  label(r, c) {
    const where = `row ${r + 1}, column ${c + 1}`;
    return this.outside(r, c) ? `${where}, outside the shape` : `${where}, ${this.letters[r][c]}`;
  }

  buildWords() {
    const title = document.createElement("h2");
    title.textContent = "Find these words";
    const list = document.createElement("ul");
    list.className = "words";
    this.wordItems = this.listed.map(({ word, shown }) => {
      const item = document.createElement("li");
      item.className = "word";
      item.textContent = shown;
      list.append(item);
      return { word, shown, item };
    });
    const notes = [];
    if (this.doc.secrets) {
      const note = document.createElement("p");
      const n = this.doc.secrets;
      note.textContent = `${n} secret word${n === 1 ? " is" : "s are"} hidden too, not listed.`;
      notes.push(note);
    }
    if (this.doc.message || this.doc.message_hidden) {
      const note = document.createElement("p");
      note.textContent = "Once every word is found, the letters left over spell a message.";
      this.messageNote = note;
      notes.push(note);
    }
    this.ui.side.replaceChildren(title, list, ...notes);
    if (this.isFull()) this.showMessage();
  }

  showMessage() {
    if (this.messageNote) this.messageNote.textContent = `The hidden message: ${this.doc.message || this.leftOver()}`;
  }

  // The letters no found word covers, row by row: the message of a puzzle saved without it.
  leftOver() {
    const used = this.coveredCells();
    return this.letters.flatMap((row, r) => row.filter((_, c) => !used.has(`${r},${c}`) && !this.outside(r, c))).join("");
  }

  coveredCells() {
    const covered = new Set();
    for (const f of this.found) {
      const n = Math.max(Math.abs(f.to[0] - f.from[0]), Math.abs(f.to[1] - f.from[1]));
      const dr = Math.sign(f.to[0] - f.from[0]);
      const dc = Math.sign(f.to[1] - f.from[1]);
      for (let k = 0; k <= n; k++) covered.add(`${f.from[0] + k * dr},${f.from[1] + k * dc}`);
    }
    return covered;
  }

  render() {
    const lines = this.found.map((f, k) =>
      f.colour ? this.band(f.from, f.to, f.colour, "found by") : this.band(f.from, f.to, BANDS[k % BANDS.length], "found"),
    );
    if (this.drag) lines.push(this.band(this.drag.from, this.drag.to, "#9cc3ea", "dragging"));
    this.svg.replaceChildren(...lines);
    const inFound = this.coveredCells();
    for (const td of this.table.querySelectorAll("td")) {
      const r = Number(td.dataset.r);
      const c = Number(td.dataset.c);
      const current = r === this.cursor[0] && c === this.cursor[1];
      td.tabIndex = current ? 0 : -1;
      td.classList.toggle("current", current);
      td.classList.toggle("anchor", !!this.anchor && this.anchor[0] === r && this.anchor[1] === c);
      td.setAttribute("aria-selected", current ? "true" : "false");
      const label = this.label(r, c);
      td.setAttribute("aria-label", inFound.has(`${r},${c}`) ? `${label}, in a found word` : label);
    }
    for (const [k, { shown, item }] of this.wordItems.entries()) {
      const done = this.isFound(k);
      item.classList.toggle("done", done);
      item.setAttribute("aria-label", done ? `${shown}, found` : shown);
    }
    this.ui.room?.rendered(this); // the other players' cursors; this one's, to them
  }
}
