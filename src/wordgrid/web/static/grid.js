// The fill-in and crossword player: an ARIA grid of inputs, one per open cell.
//
// The page keeps the player's letters; its source (source.js) keeps the answers. Check,
// reveal and hint ask the source: the server, which never sends an answer it was not asked
// for, or the answers a one-file puzzle or a static site brings along.
import {
  BLOCK,
  EMPTY,
  barSet,
  cellLabel,
  cellsOf,
  findSlots,
  foldLetter,
  foldText,
  slotsByCell,
  standIn,
} from "./puzzle.js";
import { typedEntry, varietyOf } from "./kinds.js";
import { ariaGrid } from "./table.js";

const HISTORY_LIMIT = 500; // undo steps kept; older ones drop off

// A square's text that one letter can't hold: several characters, or a symbol.
const isRebus = (text) => Array.from(text).length > 1 || !/\p{L}/u.test(text);

export class GridPlayer {
  constructor(doc, ui, source) {
    this.doc = doc;
    this.ui = ui; // {wrap, side, clueBar, say(text), changed(), solved(), rendered()?, room?}
    this.source = source; // checkGrid, reveal, hint (source.js)
    this.kind = doc.kind;
    this.asked = 0; // checks sent: only the latest one's answer may speak in the status line
    this.given = cellsOf(doc.grid);
    this.bars = barSet(doc.bars);
    const { slots, numbers, width, height } = findSlots(doc.grid, doc.min_length || 2, this.bars);
    Object.assign(this, { slots, numbers, width, height });
    const at = (list, key) => new Map((list || []).map((x) => [`${x.row - 1},${x.col - 1}`, x[key] ?? x]));
    this.styles = at(doc.styles); // "r,c" -> {circle, shade, void}
    this.labels = doc.labels?.length ? at(doc.labels, "label") : null; // the file's own labels
    this.corners = new Map(); // "r,c" -> [{place, text}]: a second number top right, ...
    for (const { row, col, place, text } of doc.corners || []) {
      const key = `${row - 1},${col - 1}`;
      this.corners.set(key, [...(this.corners.get(key) || []), { place, text }]);
    }
    const givenRebus = at(doc.rebus, "answer"); // a rebus square the puzzle gives
    this.letters = this.given.map((row, r) =>
      row.map((ch, c) => (ch === BLOCK || ch === EMPTY ? "" : givenRebus.get(`${r},${c}`) || ch)),
    );
    this.clues = new Map(); // slot id -> clue text, for a crossword
    this.clueOrder = []; // [heading, slot] in print order
    for (const clue of doc.clues || []) {
      const slot = this.clueSlot(clue, slots);
      if (!slot) continue;
      this.clues.set(slot.id, clue.text);
      this.clueOrder.push([slot.group, slot]);
    }
    this.slotsAt = slotsByCell(slots);
    this.rebusAt = null; // the square whose letters are being typed: {r, c, text}
    this.wrong = new Set(); // "r,c" marked wrong by the last check
    this.revealed = new Set();
    this.undoStack = [];
    this.redoStack = [];
    this.selectedWord = null; // a listed word picked to place with a click on a slot
    const first = slots[0];
    this.cursor = first ? [...first.cells[0]] : [0, 0];
    this.direction = first ? first.direction : "across";
    this.finished = false;
    // A diagramless, coded or acrostic crossword's own rules (kinds.js); null for others.
    this.variety = varietyOf(this, doc);
  }

  // The slot a clue is for: the numbered word of its direction, or (a clue that lists its
  // cells: Rows Garden's rows, a spiral's turns) a slot of its own, added to `slots`.
  clueSlot(clue, slots) {
    const heading = clue.group || (clue.direction === "down" ? "Down" : "Across");
    if (!clue.cells) {
      const slot = slots.find((s) => s.number === clue.number && s.direction === clue.direction);
      if (slot) Object.assign(slot, { group: heading, label: clue.label || String(slot.number) });
      return slot;
    }
    const slot = {
      id: slots.length,
      direction: clue.direction || clue.group,
      cells: clue.cells.map(([r, c]) => [r - 1, c - 1]),
      number: clue.number,
      group: heading,
      label: clue.label || String(clue.number),
    };
    slots.push(slot);
    return slot;
  }

  // --- state ---------------------------------------------------------------------------

  isBlock(r, c) {
    return this.given[r][c] === BLOCK;
  }

  isGiven(r, c) {
    const ch = this.given[r][c];
    return ch !== BLOCK && ch !== EMPTY;
  }

  // The grid as the server reads it: one letter a cell, a rebus square's first letter (a
  // diagramless player's blocks are theirs).
  rows() {
    return this.letters.map((row, r) =>
      row
        .map((ch, c) => (this.isBlock(r, c) || ch === BLOCK ? BLOCK : !ch ? EMPTY : isRebus(ch) ? standIn(ch) : ch))
        .join(""),
    );
  }

  // The squares holding more than one letter (or a symbol), which the rows can't show.
  entries() {
    const found = [];
    this.letters.forEach((row, r) =>
      row.forEach((ch, c) => {
        if (ch && ch !== BLOCK && isRebus(ch) && !this.isGiven(r, c)) found.push({ row: r + 1, col: c + 1, text: ch });
      }),
    );
    return found;
  }

  grid() {
    return { grid: this.rows(), entries: this.entries() };
  }

  state() {
    return { letters: this.letters, revealed: [...this.revealed] };
  }

  // A saved game of this grid's shape; anything else (a changed file) is left alone.
  restore(saved) {
    const rows = saved?.letters;
    if (!Array.isArray(rows) || rows.length !== this.height) return false;
    if (rows.some((row) => !Array.isArray(row) || row.length !== this.width)) return false;
    rows.forEach((row, r) =>
      row.forEach((ch, c) => {
        if (this.isBlock(r, c) || this.isGiven(r, c)) return;
        const text = String(ch);
        const entry = Array.from(text).length > 1 ? foldText(text) : typedEntry(text);
        this.letters[r][c] = entry === BLOCK && !this.variety?.blocks ? "" : entry;
      }),
    );
    this.revealed = new Set(saved.revealed || []);
    return true;
  }

  slotAt(r, c, direction) {
    return (this.slotsAt.get(`${r},${c}`) || []).find((s) => s.direction === direction);
  }

  // The word the cursor is in: its direction's, else the square's other word (a diagramless
  // keeps the player's direction, so none there).
  currentSlot() {
    const [r, c] = this.cursor;
    const other = this.variety?.anyDirection ? undefined : (this.slotsAt.get(`${r},${c}`) || [])[0];
    return this.slotAt(r, c, this.direction) || other;
  }

  wordIn(slot) {
    return slot.cells.map(([r, c]) => this.letters[r][c] || "").join("");
  }

  complete(slot) {
    return slot.cells.every(([r, c]) => this.letters[r][c]);
  }

  isFull() {
    return this.slots.every((slot) => this.complete(slot));
  }

  // Apply letter changes as one undoable step: [[r, c, letter], ...].
  change(edits, record = true) {
    const step = [];
    for (const [r, c, letter] of edits) {
      if (this.isBlock(r, c) || this.isGiven(r, c)) continue;
      const before = this.letters[r][c];
      if (before === letter) continue;
      step.push([r, c, before, letter]);
      this.letters[r][c] = letter;
      this.wrong.delete(`${r},${c}`);
    }
    if (!step.length) return;
    if (record) {
      this.undoStack.push(step);
      if (this.undoStack.length > HISTORY_LIMIT) this.undoStack.shift();
      this.redoStack = [];
    }
    this.afterChange(step.map(([r, c, , after]) => [r, c, after]));
  }

  // Another player's letters (rooms.js): no undo step, and not sent back to the room.
  setCells(cells) {
    for (const [r, c, letter] of cells) if (!this.isBlock(r, c) && !this.isGiven(r, c)) this.letters[r][c] = letter;
    this.variety?.changed?.();
    this.render();
  }

  undo() {
    const step = this.undoStack.pop();
    if (!step) return this.ui.say("Nothing to undo.");
    for (const [r, c, before] of step) this.letters[r][c] = before;
    this.redoStack.push(step);
    this.cursor = [step[0][0], step[0][1]];
    this.afterChange(step.map(([r, c, before]) => [r, c, before]));
  }

  redo() {
    const step = this.redoStack.pop();
    if (!step) return this.ui.say("Nothing to redo.");
    for (const [r, c, , after] of step) this.letters[r][c] = after;
    this.undoStack.push(step);
    this.cursor = [step[0][0], step[0][1]];
    this.afterChange(step.map(([r, c, , after]) => [r, c, after]));
  }

  // `edits`: [[r, c, letter], ...], the squares the local player just changed.
  afterChange(edits) {
    this.variety?.changed?.();
    this.render();
    this.ui.changed();
    this.ui.room?.edited(edits); // playing together: the move goes to the room
    if (this.isFull()) this.checkSolved();
  }

  async checkSolved() {
    if (this.ui.room) return; // the room's server says when the grid is solved
    const ticket = ++this.asked;
    const sent = JSON.stringify(this.grid());
    const result = await this.ask(() => this.source.checkGrid(this.grid()));
    // A later edit or Check has been made since: this answer is about an older grid.
    if (ticket !== this.asked || JSON.stringify(this.grid()) !== sent) return;
    if (result && result.solved && !this.finished) {
      this.finished = true;
      this.ui.solved(this.revealed.size);
    } else if (result && !result.solved) {
      this.ui.say("Every cell is filled, but something is not right yet. Check finds it.");
    }
  }

  // The source's answer to `question()`, or null once the status line says why there is none.
  async ask(question) {
    try {
      return await question();
    } catch (error) {
      this.ui.say(error.message);
      return null;
    }
  }

  // --- moving --------------------------------------------------------------------------

  // Whether the cursor may point `direction` at a square: along a word of it (anywhere, in a
  // diagramless, whose words the player's blocks make).
  canTurn(r, c, direction) {
    return !!this.variety?.anyDirection || !!this.slotAt(r, c, direction);
  }

  moveTo(r, c, focus = true) {
    this.cursor = [r, c];
    if (!this.canTurn(r, c, this.direction)) {
      const other = this.direction === "across" ? "down" : "across";
      if (this.slotAt(r, c, other)) this.direction = other;
    }
    this.render();
    if (focus) this.inputAt(r, c)?.focus();
  }

  step(dr, dc) {
    let [r, c] = this.cursor;
    for (;;) {
      r += dr;
      c += dc;
      if (r < 0 || r >= this.height || c < 0 || c >= this.width) return;
      if (!this.isBlock(r, c)) return this.moveTo(r, c);
    }
  }

  // The next cell along the current word, or null at its end.
  along(delta) {
    if (this.variety?.along) return this.variety.along(delta);
    const slot = this.currentSlot();
    if (!slot) return null;
    const [r, c] = this.cursor;
    const k = slot.cells.findIndex(([sr, sc]) => sr === r && sc === c);
    return slot.cells[k + delta] || null;
  }

  toggleDirection() {
    const [r, c] = this.cursor;
    const other = this.direction === "across" ? "down" : "across";
    if (this.canTurn(r, c, other)) {
      this.direction = other;
      this.render(); // the clue bar, a live region, reads out the new word
    }
  }

  // Page Down or ] for the next word, Page Up or [ for the previous one: the grid is one Tab
  // stop (the ARIA grid pattern), so Tab leaves it rather than going from word to word.
  wordKey(e) {
    const delta = { PageDown: 1, "]": 1, PageUp: -1, "[": -1 }[e.key];
    if (!delta || e.ctrlKey || e.metaKey || e.altKey) return false;
    e.preventDefault();
    this.nextSlot(delta);
    return true;
  }

  // Jump to the next (or previous) word; false past the last.
  nextSlot(delta) {
    const slot = this.currentSlot();
    const k = slot ? this.slots.indexOf(slot) : -1;
    const next = this.slots[k + delta];
    if (!next) return false;
    this.jumpTo(next);
    return true;
  }

  jumpTo(slot) {
    this.direction = slot.direction;
    const empty = slot.cells.find(([r, c]) => !this.letters[r][c]) || slot.cells[0];
    this.moveTo(empty[0], empty[1]);
  }

  describe(slot) {
    if (this.variety?.describe) return this.variety.describe(slot);
    if (!slot) return "";
    const clue = this.clues.get(slot.id);
    const name = slot.group && !["Across", "Down"].includes(slot.group) ? `${slot.group} ${slot.label}` : `${slot.label || slot.number} ${slot.direction}`;
    const base = `${name}, ${slot.cells.length} letters`;
    return clue ? `${base}: ${clue}` : base;
  }

  // --- rebus squares: Escape or Insert, then several letters, then Enter -------------------

  startRebus() {
    const [r, c] = this.cursor;
    if (this.isBlock(r, c) || this.isGiven(r, c)) return;
    this.rebusAt = { r, c, text: this.letters[r][c] || "" };
    this.ui.say("Rebus: type the letters for this square, then Enter (Escape ends it too).");
    this.render();
  }

  endRebus() {
    const at = this.rebusAt;
    this.rebusAt = null;
    if (!at) return;
    this.ui.say(""); // the hint startRebus gave is done with
    this.change([[at.r, at.c, foldText(at.text)]]);
    const next = this.along(1);
    if (next) this.moveTo(next[0], next[1]);
    else this.render();
  }

  // A key while a rebus square is open: true when it was the rebus's.
  rebusKey(e) {
    if (!this.rebusAt) return false;
    if (e.key === "Enter" || e.key === "Escape" || e.key === "Insert" || e.key === "Tab") {
      e.preventDefault();
      this.endRebus();
      return true;
    }
    if (e.key === "Backspace") {
      this.rebusAt.text = Array.from(this.rebusAt.text).slice(0, -1).join("");
    } else if (e.key.length === 1 && e.key.trim()) {
      this.rebusAt.text = foldText(this.rebusAt.text + e.key);
    } else return false;
    e.preventDefault();
    this.render();
    return true;
  }

  // What typing `text` at a square changes: that square, or (a coded crossword's) every
  // square of its number.
  editsAt(r, c, text) {
    return this.variety?.edits?.(r, c, text) || [[r, c, text]];
  }

  type(letter) {
    const [r, c] = this.cursor;
    if (this.selectedWord) this.pickWord(null);
    this.change(this.editsAt(r, c, letter));
    const next = this.along(1);
    if (next) this.moveTo(next[0], next[1]);
  }

  erase() {
    const [r, c] = this.cursor;
    if (this.letters[r][c] && !this.isGiven(r, c)) return this.change(this.editsAt(r, c, ""));
    const back = this.along(-1);
    if (back) {
      this.moveTo(back[0], back[1]);
      this.change(this.editsAt(back[0], back[1], ""));
    }
  }

  // --- the listed word a player places with a click --------------------------------------

  pickWord(word) {
    this.selectedWord = word;
    this.renderSide();
    if (word) this.ui.say(`${word} picked: click a ${Array.from(word).length}-letter space, or press Enter in one.`);
  }

  placePicked(r, c) {
    const word = this.selectedWord;
    const length = Array.from(word).length;
    const options = (this.slotsAt.get(`${r},${c}`) || []).filter((s) => s.cells.length === length);
    const slot = options.find((s) => s.direction === this.direction) || options[0];
    if (!slot) return this.ui.say(`${word} has ${length} letters: pick a space of ${length} cells.`);
    const letters = Array.from(word);
    this.direction = slot.direction;
    this.cursor = [...slot.cells[0]];
    this.pickWord(null);
    this.change(slot.cells.map(([sr, sc], k) => [sr, sc, letters[k]]));
  }

  // --- check, reveal, hint ---------------------------------------------------------------

  scopeCells(scope) {
    if (scope === "cell") return [this.cursor];
    if (scope === "word") return this.currentSlot()?.cells || [];
    const all = [];
    for (let r = 0; r < this.height; r++)
      for (let c = 0; c < this.width; c++) if (!this.isBlock(r, c)) all.push([r, c]);
    return all;
  }

  async check(scope) {
    if (this.ui.room) return this.ui.room.check(this.scopeCells(scope), scope); // for everyone
    this.asked++; // an answer to an earlier full-grid check must not overwrite this one's
    const word = scope === "word" ? this.scopeCells(scope).map(([r, c]) => [r + 1, c + 1]) : undefined;
    const result = await this.ask(() => this.source.checkGrid(this.grid(), word));
    if (!result) return;
    const inScope = new Set(this.scopeCells(scope).map(([r, c]) => `${r},${c}`));
    const wrong = result.wrong.map(([r, c]) => `${r - 1},${c - 1}`).filter((k) => inScope.has(k));
    wrong.forEach((k) => this.wrong.add(k));
    this.render();
    const where = scope === "puzzle" ? "in the puzzle" : `in this ${scope}`;
    if (result.solved) this.ui.say("Solved: every letter is right.");
    else if (result.byWord) this.ui.say(this.wordsChecked(scope, wrong.length > 0, result.entry));
    else if (wrong.length) this.ui.say(`${wrong.length} wrong ${wrong.length === 1 ? "letter" : "letters"} ${where}, marked.`);
    else this.ui.say(`No wrong letters ${where}.`);
  }

  // What a check says when its source knows whole words only (a puzzle saved without its
  // answers checks each entry against a hash): a word is judged once it is complete, and
  // only a word the puzzle keeps a hash of (`entry`) can be checked alone.
  wordsChecked(scope, wrong, entry) {
    if (scope === "word") {
      const slot = this.currentSlot();
      if (!slot || entry === false) return "This word can't be checked alone in this puzzle: Check puzzle checks every whole answer.";
      if (!this.complete(slot)) return "Fill the whole word to check it: this puzzle checks whole words.";
      return wrong ? "This word is not right yet: its squares are marked." : "This word is right.";
    }
    if (wrong) return "Some words are not right yet: their squares are marked.";
    return "No complete word is wrong; the puzzle is not finished yet.";
  }

  async reveal(scope) {
    // A square's letter may be others' too (a coded crossword's number): reveal them all,
    // so that every player of a room sees the same squares filled as a player alone does.
    const seen = new Set();
    const cells = this.scopeCells(scope)
      .flatMap(([r, c]) => this.editsAt(r, c, "").map(([sr, sc]) => [sr, sc]))
      .filter(([r, c]) => !this.isGiven(r, c) && !seen.has(`${r},${c}`) && seen.add(`${r},${c}`));
    if (!cells.length) return;
    if (this.ui.room) return this.ui.room.reveal(cells, scope); // for everyone
    const result = await this.ask(() => this.source.reveal(cells.map(([r, c]) => [r + 1, c + 1])));
    if (!result) return;
    cells.forEach(([r, c]) => this.revealed.add(`${r},${c}`));
    this.change(cells.flatMap(([r, c], k) => this.editsAt(r, c, result.letters[k])));
    this.ui.say(`Revealed the ${scope}.`);
  }

  async hint() {
    const tip = await this.ask(() => this.source.hint(this.grid()));
    if (!tip) return;
    this.ui.say(`Hint: ${tip.message}`);
    if (!tip.kept) {
      // No solution keeps the grid's letters: the wrong ones are marked, as Check marks them.
      (tip.wrong || []).forEach(([r, c]) => this.wrong.add(`${r - 1},${c - 1}`));
      this.render();
      return;
    }
    // Every cell the hint fills: its word's, a diagramless word's end blocks, an acrostic's
    // scattered squares, a coded crossword's squares of one number.
    const cells = (tip.cells || []).map(({ row, col, text }) => [row - 1, col - 1, text]);
    if (tip.direction) this.direction = tip.direction;
    const [r0, c0] = tip.row ? [tip.row - 1, tip.col - 1] : cells[0] || this.cursor;
    this.cursor = [r0, c0];
    this.change(cells);
    this.inputAt(r0, c0)?.focus();
  }

  // --- the page --------------------------------------------------------------------------

  inputAt(r, c) {
    return this.table?.querySelector(`input[data-r="${r}"][data-c="${c}"]`);
  }

  build() {
    const table = ariaGrid(this.height, this.width, "grid", `${this.kind} grid`, (td, r, c) => {
      const look = this.styles.get(`${r},${c}`) || {};
      if (this.isBlock(r, c)) {
        td.className = look.void ? "void" : "block";
        td.setAttribute("aria-label", `row ${r + 1}, column ${c + 1}, ${look.void ? "outside the grid" : "block"}`);
        return;
      }
      if (look.circle) td.classList.add("circle");
      if (look.shade) td.style.setProperty("--shade", look.shade);
      if (look.shade) td.classList.add("shaded");
      if (this.bars.has(`${r},${c},across`)) td.classList.add("bar-right");
      if (this.bars.has(`${r},${c},down`)) td.classList.add("bar-bottom");
      const number = this.labels ? this.labels.get(`${r},${c}`) : this.numbers.get(r * this.width + c);
      if (number) {
        const span = document.createElement("span");
        span.className = "number";
        span.setAttribute("aria-hidden", "true");
        span.textContent = number;
        td.append(span);
      }
      for (const { place, text } of this.corners.get(`${r},${c}`) || []) {
        const span = document.createElement("span");
        span.className = `corner at-${place.toLowerCase()}`;
        span.setAttribute("aria-hidden", "true");
        span.textContent = text;
        td.append(span);
      }
      const input = document.createElement("input");
      input.type = "text";
      input.dataset.r = r;
      input.dataset.c = c;
      input.autocomplete = "off";
      input.autocapitalize = "characters";
      input.spellcheck = false;
      input.setAttribute("aria-label", cellLabel(r, c, this.slotsAt.get(`${r},${c}`) || []));
      if (this.isGiven(r, c)) input.readOnly = true;
      td.append(input);
    });
    table.addEventListener("keydown", (e) => this.onKey(e));
    table.addEventListener("input", (e) => this.onInput(e));
    table.addEventListener("focusin", (e) => this.onFocus(e));
    table.addEventListener("pointerdown", (e) => this.onPointer(e));
    this.table = table;
    this.ui.wrap.replaceChildren(table);
    this.render();
  }

  onFocus(e) {
    const input = e.target.closest("input");
    if (!input) return;
    const r = Number(input.dataset.r);
    const c = Number(input.dataset.c);
    if (r !== this.cursor[0] || c !== this.cursor[1]) this.moveTo(r, c, false);
  }

  onPointer(e) {
    const input = e.target.closest("td")?.querySelector("input");
    if (!input) return;
    const r = Number(input.dataset.r);
    const c = Number(input.dataset.c);
    if (this.selectedWord) {
      e.preventDefault();
      return this.placePicked(r, c);
    }
    if (r === this.cursor[0] && c === this.cursor[1] && document.activeElement === input) {
      e.preventDefault();
      this.toggleDirection();
    }
  }

  onInput(e) {
    const input = e.target;
    if (this.rebusAt) return this.render(); // typed through rebusKey; a phone's keyboard lands here

    // A letter, a digit or symbol (a square whose answer is 7), or a diagramless's block.
    let letter = typedEntry(e.data || input.value || "");
    if (letter === BLOCK && !this.variety?.blocks) letter = "";
    const [r, c] = this.cursor;
    if (letter && this.isGiven(r, c)) {
      const next = this.along(1);
      if (next) this.moveTo(next[0], next[1]);
    } else if (letter) this.type(letter);
    else if (e.inputType && e.inputType.startsWith("delete")) this.erase();
    this.render();
  }

  onKey(e) {
    if (this.rebusKey(e)) return;
    if ((e.key === "Insert" || e.key === "Escape") && !this.selectedWord) {
      e.preventDefault();
      return this.startRebus();
    }
    if (e.ctrlKey || e.metaKey) {
      const key = e.key.toLowerCase();
      if (key === "z" && !e.shiftKey) this.undo();
      else if (key === "y" || (key === "z" && e.shiftKey)) this.redo();
      else return;
      return e.preventDefault();
    }
    const moves = { ArrowLeft: [0, -1, "across"], ArrowRight: [0, 1, "across"], ArrowUp: [-1, 0, "down"], ArrowDown: [1, 0, "down"] };
    if (e.key in moves) {
      const [dr, dc, direction] = moves[e.key];
      e.preventDefault();
      const [r, c] = this.cursor;
      if (this.direction !== direction && this.canTurn(r, c, direction)) {
        this.direction = direction; // the first press turns, as the Guardian's grid does
        this.render();
        return;
      }
      return this.step(dr, dc);
    }
    if (this.wordKey(e)) return;
    if (e.key === " ") {
      e.preventDefault();
      return this.toggleDirection();
    }
    if (e.key === "Enter") {
      e.preventDefault();
      if (this.selectedWord) return this.placePicked(...this.cursor);
      return this.toggleDirection();
    }
    if (e.key === "Backspace" || e.key === "Delete") {
      e.preventDefault();
      if (e.key === "Delete") {
        const [r, c] = this.cursor;
        return this.change([[r, c, ""]]);
      }
      return this.erase();
    }
    if (e.key === "Home" || e.key === "End") {
      const slot = this.currentSlot();
      if (!slot) return;
      e.preventDefault();
      const [r, c] = e.key === "Home" ? slot.cells[0] : slot.cells[slot.cells.length - 1];
      return this.moveTo(r, c);
    }
    if (e.key.length === 1 && foldLetter(e.key) && this.isGiven(...this.cursor)) {
      e.preventDefault(); // a given letter stays; typing it moves on
      const next = this.along(1);
      if (next) this.moveTo(next[0], next[1]);
      return;
    }
    if (e.key === "Escape" && this.selectedWord) {
      this.pickWord(null);
      this.ui.say("No word picked.");
    }
  }

  render() {
    if (!this.table) return;
    const slot = this.currentSlot();
    const inWord = new Set((slot?.cells || []).map(([r, c]) => `${r},${c}`));
    for (const input of this.table.querySelectorAll("input")) {
      const r = Number(input.dataset.r);
      const c = Number(input.dataset.c);
      const key = `${r},${c}`;
      const editing = this.rebusAt && this.rebusAt.r === r && this.rebusAt.c === c;
      input.value = editing ? this.rebusAt.text : this.letters[r][c];
      const current = r === this.cursor[0] && c === this.cursor[1];
      input.tabIndex = current ? 0 : -1;
      const td = input.parentElement;
      td.classList.toggle("current", current);
      td.classList.toggle("in-word", inWord.has(key));
      td.classList.toggle("wrong", this.wrong.has(key));
      td.classList.toggle("revealed", this.revealed.has(key));
      td.classList.toggle("given", this.isGiven(r, c));
      td.classList.toggle("rebus-edit", !!editing);
      td.classList.toggle("multi", Array.from(input.value).length > 1);
      td.setAttribute("aria-selected", current ? "true" : "false");
      if (this.wrong.has(key)) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
      this.variety?.renderCell?.(td, r, c);
    }
    // A live region: set only when the word changes, so each new clue is read out once.
    const clue = this.describe(slot);
    if (this.ui.clueBar.textContent !== clue) this.ui.clueBar.textContent = clue;
    this.renderSide();
    this.ui.rendered?.();
    this.ui.room?.rendered(this); // the other players' cursors; this one's, to them
  }

  // The side panel: the word list by length (fill-in) or the clues (crossword). Built once,
  // then updated in place, so that a focused word or clue keeps its focus.
  renderSide() {
    if (this.variety?.renderSide) return this.variety.renderSide();
    if (this.kind === "crossword") return this.renderClues();
    if (!this.wordButtons) this.buildWords();
    const placed = new Map();
    for (const s of this.slots) {
      if (!this.complete(s)) continue;
      const word = this.wordIn(s);
      placed.set(word, (placed.get(word) || 0) + 1);
    }
    for (const { word, button } of this.wordButtons) {
      const left = placed.get(word) || 0;
      const done = left > 0;
      if (done) placed.set(word, left - 1);
      button.classList.toggle("done", done);
      button.setAttribute("aria-pressed", this.selectedWord === word ? "true" : "false");
      button.setAttribute("aria-label", done ? `${word}, placed` : word);
    }
  }

  buildWords() {
    // Shortest first, then A to Z: never the file's order, which may follow the slots.
    const ordered = [...this.doc.words].sort((a, b) => Array.from(a).length - Array.from(b).length || a.localeCompare(b));
    const byLength = new Map();
    for (const word of ordered) {
      const n = Array.from(word).length;
      if (!byLength.has(n)) byLength.set(n, []);
      byLength.get(n).push(word);
    }
    this.wordButtons = [];
    const sections = [...byLength.keys()].sort((a, b) => a - b).map((n) => {
      const section = document.createElement("section");
      const heading = document.createElement("h3");
      heading.textContent = `${n} letters`;
      const list = document.createElement("ul");
      list.className = "words";
      for (const word of byLength.get(n)) {
        const item = document.createElement("li");
        const button = document.createElement("button");
        button.type = "button";
        button.className = "word";
        button.textContent = word;
        button.addEventListener("click", () => this.pickWord(this.selectedWord === word ? null : word));
        this.wordButtons.push({ word, button });
        item.append(button);
        list.append(item);
      }
      section.append(heading, list);
      return section;
    });
    const title = document.createElement("h2");
    title.textContent = "Words";
    this.ui.side.replaceChildren(title, ...sections);
  }

  renderClues() {
    const current = this.currentSlot();
    if (this.clueLists) {
      for (const button of this.ui.side.querySelectorAll("button.clue")) {
        const on = Number(button.dataset.slot) === current?.id;
        button.classList.toggle("current", on);
        button.classList.toggle("done", this.complete(this.slots[Number(button.dataset.slot)]));
        if (on) button.setAttribute("aria-current", "true");
        else button.removeAttribute("aria-current");
      }
      return;
    }
    const parts = [];
    const groups = new Map(); // heading -> its clues' slots, in print order
    for (const [heading, slot] of this.clueOrder) {
      if (!groups.has(heading)) groups.set(heading, []);
      groups.get(heading).push(slot);
    }
    for (const [title, slots] of groups) {
      const heading = document.createElement("h2");
      heading.textContent = title;
      const list = document.createElement("ol");
      list.className = "clues";
      for (const slot of slots) {
        const item = document.createElement("li");
        const button = document.createElement("button");
        button.type = "button";
        button.className = "clue";
        button.dataset.slot = slot.id;
        const number = document.createElement("b");
        number.textContent = `${slot.label} `;
        // The length in brackets, unless the clue ends with its own enumeration: "(5)".
        const text = this.clues.get(slot.id);
        const counted = /\(\d[\d,\- ]*\)$/.test(text);
        button.append(number, counted ? text : `${text} (${slot.cells.length})`);
        button.addEventListener("click", () => this.jumpTo(slot));
        item.append(button);
        list.append(item);
      }
      parts.push(heading, list);
    }
    this.ui.side.replaceChildren(...parts);
    this.clueLists = true;
    this.renderClues();
  }
}
