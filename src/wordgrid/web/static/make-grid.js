// The crossword constructor: draw blocks, type letters, write clues, and see after every
// change how many dictionary entries still fit each slot (the server's look-ahead), which
// cells no entry can fill, and which entries are repeated.
//
// A clue is kept by where its entry starts and the way it runs ("r,c,direction"), not by its
// number: drawing a block elsewhere renumbers the grid, and retyping an entry changes its
// answer, but neither moves where any other entry starts, so every other clue stays.
import { api } from "./api.js";
import { BLOCK, EMPTY, barSet, cellLabel, findSlots, foldLetter, slotsByCell, standIn } from "./puzzle.js";
import { ariaGrid } from "./table.js";

const LOOKAHEAD_DELAY_MS = 60; // edits closer together than this share one look-ahead

export class Constructor {
  constructor(wrap, ui) {
    this.wrap = wrap;
    // {current, problems, slots, dictionary(), selectionChanged(region), slotChanged(slot),
    //  changed(), editClue()}
    this.ui = ui;
    this.symmetry = true;
    this.drawBlocks = false;
    this.asked = 0; // look-ahead requests sent; only the latest answer is shown
    this.timer = null;
    this.clues = new Map(); // slot key -> {text, answer}: the clue, and the answer it was written for
    this.marks = noMarks(); // circles, shades and rebus squares of a file opened to edit
    this.bars = new Set(); // "r,c,across" a bar on the cell's right, "r,c,down" below it
    this.trial = null; // {slot, word}: an entry shown on trial from the pattern search
    this.enumerations = new Map(); // answer -> "3,5", for the multi-word entries of the grid
  }

  // --- the grid's state -------------------------------------------------------------------

  reset(height, width) {
    this.height = Math.max(2, Math.min(30, height || 15));
    this.width = Math.max(2, Math.min(30, width || 15));
    this.cells = Array.from({ length: this.height }, () => Array(this.width).fill(EMPTY));
    this.clues = new Map();
    this.marks = noMarks();
    this.bars = new Set();
    this.home();
    this.render();
  }

  home() {
    this.cursor = [0, 0];
    this.direction = "across";
    this.anchor = null;
    this.selection = null;
    this.trial = null;
    this.counts = null; // the last look-ahead's, until a new grid's come
    this.dead = new Set();
    this.repeated = new Set();
  }

  // A crossword to edit, as the server reads a file (or the page saved it): its rows, its
  // clues by entry ({row, col, direction, text}, counted from 1) and its cells' marks.
  open(crossword) {
    this.cells = crossword.grid.map((row) => Array.from(row));
    this.height = this.cells.length;
    this.width = this.cells[0].length;
    this.clues = new Map(
      crossword.clues.map((c) => [`${c.row - 1},${c.col - 1},${c.direction}`, { text: c.text, answer: c.answer ?? null }]),
    );
    this.marks = {
      styles: new Map((crossword.styles || []).map((s) => [`${s.row - 1},${s.col - 1}`, s])),
      rebus: new Map((crossword.rebus || []).map((x) => [`${x.row - 1},${x.col - 1}`, x.text])),
    };
    this.bars = barSet(crossword.bars);
    this.home();
    // A shaped grid's top left is outside it: start on its first cell instead.
    const first = this.cells.flat().findIndex((ch) => ch !== BLOCK);
    if (first > 0) this.cursor = [Math.floor(first / this.width), first % this.width];
    this.render();
    for (const slot of this.slots) {
      const clue = this.clues.get(slotKey(slot));
      if (clue && clue.answer === null) clue.answer = this.word(slot); // what it was written for
    }
  }

  load(rows) {
    this.cells = rows.map((row) => Array.from(row));
    this.render();
  }

  rows() {
    return this.cells.map((row) => row.join(""));
  }

  // The bars as the server takes them: {row, col, side}, counted from 1.
  barList() {
    return [...this.bars].map((key) => {
      const [r, c, way] = key.split(",");
      return { row: Number(r) + 1, col: Number(c) + 1, side: way === "across" ? "right" : "bottom" };
    });
  }

  // The rows with the entry on trial written into its empty cells: what the look-ahead sees.
  trialRows() {
    if (!this.trial) return this.rows();
    const cells = this.cells.map((row) => [...row]);
    const letters = Array.from(this.trial.word);
    this.trial.slot.cells.forEach(([r, c], k) => {
      if (cells[r][c] === EMPTY) cells[r][c] = letters[k];
    });
    return cells.map((row) => row.join(""));
  }

  // --- entries and their clues -------------------------------------------------------------

  word(slot) {
    return slot.cells.map(([r, c]) => this.cells[r][c]).join("");
  }

  // The slot as the counts see it: with the entry on trial in its empty cells.
  shownWord(slot) {
    if (!this.trial) return this.word(slot);
    const letters = Array.from(this.trial.word);
    const at = new Map(this.trial.slot.cells.map(([r, c], k) => [`${r},${c}`, letters[k]]));
    return slot.cells
      .map(([r, c]) => (this.cells[r][c] === EMPTY ? at.get(`${r},${c}`) || EMPTY : this.cells[r][c]))
      .join("");
  }

  clueOf(slot) {
    return this.clues.get(slotKey(slot)) || { text: "", answer: null };
  }

  setClue(slot, text) {
    this.clues.set(slotKey(slot), { text, answer: this.word(slot) });
    this.renderList();
    this.ui.changed();
  }

  // The clues to export: one per entry that has text, by where the entry starts.
  exportClues() {
    return this.slots
      .map((slot) => ({ slot, text: this.clueOf(slot).text.trim() }))
      .filter(({ text }) => text)
      .map(({ slot, text }) => ({ row: slot.cells[0][0] + 1, col: slot.cells[0][1] + 1, direction: slot.direction, text }));
  }

  // Every clue with its entry, for the page to save (clues of entries gone stay, in case
  // the block that hid them is taken away again).
  savedClues() {
    return [...this.clues].map(([key, clue]) => {
      const [r, c, direction] = key.split(",");
      return { row: Number(r) + 1, col: Number(c) + 1, direction, text: clue.text, answer: clue.answer };
    });
  }

  // A clue whose entry no longer starts where it did (a block moved its start) follows its
  // answer to the one entry that now spells it and has no clue yet.
  reattach() {
    const keys = new Set(this.slots.map(slotKey));
    for (const [key, clue] of [...this.clues]) {
      if (keys.has(key) || !clue.answer || clue.answer.includes(EMPTY) || !clue.text) continue;
      const home = this.slots.filter((s) => this.word(s) === clue.answer && !this.clues.get(slotKey(s))?.text);
      if (home.length !== 1) continue;
      this.clues.delete(key);
      this.clues.set(slotKey(home[0]), clue);
    }
  }

  placeWord(slot, word) {
    const letters = Array.from(word);
    slot.cells.forEach(([r, c], k) => (this.cells[r][c] = letters[k]));
    this.trial = null;
    this.render();
  }

  showTrial(slot, word) {
    const same = this.trial && this.trial.word === word && slotKey(this.trial.slot) === slotKey(slot);
    if (same || !slot.cells.some(([r, c]) => this.cells[r][c] === EMPTY)) return; // nothing to show
    this.trial = { slot, word };
    this.render();
  }

  endTrial() {
    if (!this.trial) return;
    this.trial = null;
    this.render();
  }

  goTo(slot) {
    this.cursor = [...slot.cells[0]];
    this.direction = slot.direction;
    this.select(...this.cursor, false);
    this.highlight();
  }

  dictionaryChoice() {
    return this.ui.dictionary();
  }

  isBlock(r, c) {
    return this.cells[r][c] === BLOCK;
  }

  // The region to fill: [[top, left], [bottom, right]] counted from 1, or null.
  region() {
    if (!this.selection) return null;
    const [[r1, c1], [r2, c2]] = this.selection;
    return [
      [Math.min(r1, r2) + 1, Math.min(c1, c2) + 1],
      [Math.max(r1, r2) + 1, Math.max(c1, c2) + 1],
    ];
  }

  toggleBlock(r, c) {
    const block = !this.isBlock(r, c);
    const cells = [[r, c]];
    const [tr, tc] = [this.height - 1 - r, this.width - 1 - c];
    if (this.symmetry && (tr !== r || tc !== c)) cells.push([tr, tc]); // the centre is its own twin
    for (const [rr, cc] of cells) this.cells[rr][cc] = block ? BLOCK : EMPTY;
    this.render();
  }

  // A bar after the cell, on its right edge (across) or its bottom edge (down), and its
  // twin across the centre with symmetry on: an entry ends there as at a block.
  toggleBar(r, c, way) {
    const across = way === "across";
    if (across ? c >= this.width - 1 : r >= this.height - 1) return; // the grid's edge ends it anyway
    const key = `${r},${c},${way}`;
    const on = !this.bars.has(key);
    const keys = [key];
    const twin = across ? [this.height - 1 - r, this.width - 2 - c] : [this.height - 2 - r, this.width - 1 - c];
    if (this.symmetry) keys.push(`${twin[0]},${twin[1]},${way}`);
    for (const k of keys) {
      if (on) this.bars.add(k);
      else this.bars.delete(k);
    }
    this.render();
  }

  clearLetters() {
    this.cells = this.cells.map((row) => row.map((ch) => (ch === BLOCK ? BLOCK : EMPTY)));
    this.trial = null;
    this.render();
  }

  setLetter(r, c, letter) {
    this.cells[r][c] = letter || EMPTY;
    this.render();
  }

  // --- moving ----------------------------------------------------------------------------

  step(dr, dc) {
    const [r, c] = this.cursor;
    const nr = Math.max(0, Math.min(this.height - 1, r + dr));
    const nc = Math.max(0, Math.min(this.width - 1, c + dc));
    this.cursor = [nr, nc];
  }

  advance(back = false) {
    const k = back ? -1 : 1;
    if (this.direction === "across") this.step(0, k);
    else this.step(k, 0);
  }

  // --- drawing ---------------------------------------------------------------------------

  render() {
    const rows = this.rows();
    const { slots, numbers, width } = findSlots(rows, 2, this.bars);
    this.slots = slots;
    this.slotsAt = slotsByCell(slots);
    this.reattach();
    const trial = new Map();
    if (this.trial) {
      const letters = Array.from(this.trial.word);
      this.trial.slot.cells.forEach(([r, c], k) => trial.set(`${r},${c}`, letters[k]));
    }
    const table = ariaGrid(this.height, this.width, "grid construct", "crossword grid", (td, r, c) => {
      td.dataset.r = r;
      td.dataset.c = c;
      const ch = this.cells[r][c];
      if (this.bars.has(`${r},${c},across`)) td.classList.add("bar-right");
      if (this.bars.has(`${r},${c},down`)) td.classList.add("bar-bottom");
      if (ch === BLOCK) {
        const outside = this.marks.styles.get(`${r},${c}`)?.void; // beyond a shaped grid's edge
        td.classList.add(outside ? "void" : "block");
        td.setAttribute("aria-label", `row ${r + 1}, column ${c + 1}, ${outside ? "outside the grid" : "block"}`);
      } else {
        const number = numbers.get(r * width + c);
        if (number) {
          const n = document.createElement("span");
          n.className = "number";
          n.textContent = number;
          td.append(n);
        }
        const letter = document.createElement("span");
        letter.className = "letter";
        const rebus = this.marks.rebus.get(`${r},${c}`);
        const onTrial = ch === EMPTY ? trial.get(`${r},${c}`) : undefined;
        letter.textContent = onTrial || (ch === EMPTY ? "" : rebus && standIn(rebus) === ch ? rebus : ch);
        if (onTrial) td.classList.add("trial");
        if (letter.textContent.length > 1) td.classList.add("multi");
        td.append(letter);
        const look = this.marks.styles.get(`${r},${c}`);
        if (look?.circle) td.classList.add("circle");
        if (look?.shade) {
          td.classList.add("shaded");
          td.style.setProperty("--shade", look.shade);
        }
        const what = ch === EMPTY ? "empty" : ch;
        td.dataset.label = `${cellLabel(r, c, this.slotsAt.get(`${r},${c}`) || [])}, ${what}`;
        td.setAttribute("aria-label", td.dataset.label);
      }
      td.tabIndex = -1;
    });
    table.addEventListener("keydown", (e) => this.onKey(e));
    table.addEventListener("mousedown", (e) => this.onMouseDown(e));
    table.addEventListener("mouseover", (e) => this.onMouseOver(e));
    const hadFocus = this.wrap.contains(document.activeElement);
    this.wrap.replaceChildren(table);
    this.table = table;
    this.markLookahead(); // the last counts' marks stay until the next counts come
    this.highlight(hadFocus);
    this.renderList();
    this.scheduleLookahead();
    if (!this.trial) this.ui.changed();
  }

  cell(r, c) {
    return this.table.rows[r].cells[c];
  }

  currentSlot() {
    const here = this.slotsAt.get(`${this.cursor[0]},${this.cursor[1]}`) || [];
    return here.find((s) => s.direction === this.direction) || here[0] || null;
  }

  highlight(focus = true) {
    for (const td of this.table.querySelectorAll("td")) {
      td.classList.remove("current", "in-word", "selected");
      td.tabIndex = -1;
    }
    const slot = this.currentSlot();
    if (slot) for (const [r, c] of slot.cells) this.cell(r, c).classList.add("in-word");
    if (this.selection) {
      const [[r1, c1], [r2, c2]] = this.region().map(([r, c]) => [r - 1, c - 1]);
      for (let r = r1; r <= r2; r++) {
        for (let c = c1; c <= c2; c++) this.cell(r, c).classList.add("selected");
      }
    }
    const td = this.cell(...this.cursor);
    td.classList.add("current");
    td.tabIndex = 0;
    if (focus) td.focus();
    this.showCurrent();
    this.markCurrentClue();
    this.ui.selectionChanged(this.region());
    if (!this.trial) this.ui.slotChanged(slot);
  }

  showCurrent() {
    const slot = this.currentSlot();
    const count = slot && this.counts ? this.counts.get(slotKey(slot)) : undefined;
    if (!slot) {
      this.ui.current.textContent = "";
      return;
    }
    const pattern = this.shownWord(slot).replaceAll(EMPTY, "?");
    let fits = count === undefined ? "" : `: ${count} ${count === 1 ? "entry fits" : "entries fit"}`;
    if (this.unlisted?.has(pattern)) fits = ": not in the word list";
    const trying = this.trial ? ` (trying ${this.trial.word})` : "";
    this.ui.current.textContent = `${slot.number} ${slot.direction} ${pattern}${fits}${trying}`;
  }

  // --- the look-ahead ----------------------------------------------------------------------

  refresh() {
    this.scheduleLookahead();
  }

  scheduleLookahead() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.lookahead(), LOOKAHEAD_DELAY_MS);
  }

  async lookahead() {
    const asked = ++this.asked;
    const grid = this.trialRows();
    let answer;
    try {
      answer = await api("POST", "/api/make/lookahead", { grid, bars: this.barList(), ...this.ui.dictionary() });
    } catch (error) {
      if (asked === this.asked) this.ui.problems.textContent = error.message;
      return;
    }
    if (asked !== this.asked) return; // the grid changed again meanwhile
    this.showLookahead(answer);
    this.ui.slots.dataset.grid = grid.join("/"); // the grid the counts are for
  }

  showLookahead(answer) {
    this.counts = new Map(answer.slots.map((s) => [`${s.row - 1},${s.col - 1},${s.direction}`, s.count]));
    for (const s of answer.slots) if (s.enumeration) this.enumerations.set(s.pattern, s.enumeration);
    const dead = new Set(answer.dead.map(([r, c]) => `${r - 1},${c - 1}`));
    this.dead = dead;
    this.repeated = new Set(answer.duplicates);
    this.unlisted = new Set(answer.unlisted || []); // complete entries that stand as written
    this.blocklisted = new Map((answer.blocklisted || []).map((b) => [b.entry, b.reason]));
    this.markLookahead();
    this.renderList();
    const problems = [];
    if (dead.size) problems.push(`${dead.size} ${dead.size === 1 ? "cell" : "cells"} no entry can fill (marked)`);
    if (this.repeated.size) problems.push(`repeated: ${[...this.repeated].join(", ")}`);
    if (this.unlisted.size) problems.push(`not in the word list: ${[...this.unlisted].join(", ")}`);
    for (const [entry, reason] of this.blocklisted) problems.push(`blocklisted: ${entry} (${reason})`);
    this.ui.problems.textContent = problems.join("; ");
    this.showCurrent();
  }

  // Cells no entry can fill, and the cells of repeated entries, as the last counts found.
  markLookahead() {
    const dead = this.dead || new Set();
    for (const td of this.table.querySelectorAll("td")) {
      const key = `${td.dataset.r},${td.dataset.c}`;
      td.classList.toggle("dead", dead.has(key));
      if (td.dataset.label) {
        const note = dead.has(key) ? ", no entry can fill it" : "";
        td.setAttribute("aria-label", td.dataset.label + note);
      }
      td.classList.remove("duplicate");
    }
    for (const slot of this.slots) {
      if (!this.repeated?.has(this.word(slot))) continue;
      for (const [r, c] of slot.cells) this.cell(r, c).classList.add("duplicate");
    }
  }

  // The clue list beside the grid: each entry's number, letters, how many entries fit it,
  // and its clue; a click on one goes to its entry and its clue.
  renderList() {
    const list = this.ui.slots;
    list.replaceChildren();
    for (const direction of ["across", "down"]) {
      const heading = document.createElement("h3");
      heading.textContent = direction === "across" ? "Across" : "Down";
      const ul = document.createElement("ul");
      ul.className = "slot-list";
      const inOrder = this.slots.filter((s) => s.direction === direction);
      inOrder.sort((a, b) => a.number - b.number);
      for (const slot of inOrder) ul.append(this.listItem(slot));
      list.append(heading, ul);
    }
    this.markCurrentClue();
  }

  listItem(slot) {
    const count = this.counts?.get(slotKey(slot));
    const word = this.word(slot);
    const shown = this.shownWord(slot); // what the count is of, an entry on trial in it
    const li = document.createElement("li");
    const unlisted = this.unlisted?.has(shown);
    li.className = unlisted ? "slot unlisted" : count === 0 ? "slot none" : "slot";
    li.dataset.slot = slotKey(slot);
    const button = document.createElement("button");
    button.type = "button";
    button.className = "entry";
    const head = document.createElement("span");
    head.className = "entry-head";
    const pattern = shown.replaceAll(EMPTY, "?");
    const fits = count === undefined || unlisted ? "" : ` (${count})`;
    if (shown !== word) li.classList.add("trial");
    const marks =
      (unlisted ? " not in the word list" : "") +
      (this.repeated?.has(word) ? " repeated" : "") +
      (this.blocklisted?.has(word) ? " blocklisted" : "");
    head.textContent = `${slot.number}. ${pattern}${fits}${marks}`;
    const clue = document.createElement("span");
    const text = this.clueOf(slot).text.trim();
    clue.className = text ? "entry-clue" : "entry-clue missing";
    clue.textContent = text || "no clue yet";
    button.append(head, " ", clue);
    button.addEventListener("click", () => {
      this.goTo(slot);
      this.ui.editClue();
    });
    li.append(button);
    return li;
  }

  markCurrentClue() {
    const slot = this.currentSlot();
    const key = slot ? slotKey(slot) : "";
    for (const li of this.ui.slots.querySelectorAll("li.slot")) {
      const on = li.dataset.slot === key;
      li.classList.toggle("current", on);
      if (on) li.scrollIntoView?.({ block: "nearest" });
    }
  }

  // --- input -----------------------------------------------------------------------------

  select(r, c, extend) {
    if (extend) {
      if (!this.anchor) this.anchor = [...this.cursor];
      this.selection = [this.anchor, [r, c]];
    } else {
      this.anchor = null;
      this.selection = null;
    }
    this.cursor = [r, c];
  }

  onKey(e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const [r, c] = this.cursor;
    const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (arrows[e.key]) {
      e.preventDefault();
      const [dr, dc] = arrows[e.key];
      if (e.shiftKey && !this.anchor) this.anchor = [...this.cursor];
      this.step(dr, dc);
      if (e.shiftKey) this.selection = [this.anchor, [...this.cursor]];
      else this.select(...this.cursor, false);
      this.highlight();
      return;
    }
    if (e.key === " ") {
      e.preventDefault();
      this.direction = this.direction === "across" ? "down" : "across";
      this.highlight();
      return;
    }
    if (e.key === "Enter") {
      e.preventDefault();
      this.ui.editClue();
      return;
    }
    if (e.key === "Escape") {
      this.select(r, c, false);
      this.highlight();
      return;
    }
    if (e.key === "#" || e.key === ".") {
      e.preventDefault();
      this.toggleBlock(r, c);
      return;
    }
    if (e.key === "|" || e.key === "_") {
      e.preventDefault();
      this.toggleBar(r, c, e.key === "|" ? "across" : "down");
      return;
    }
    if (e.key === "Backspace") {
      e.preventDefault();
      if (this.cells[r][c] !== EMPTY && !this.isBlock(r, c)) this.setLetter(r, c, "");
      else {
        this.advance(true);
        const [nr, nc] = this.cursor;
        if (!this.isBlock(nr, nc)) this.setLetter(nr, nc, "");
        else this.highlight();
      }
      return;
    }
    if (e.key === "Delete") {
      e.preventDefault();
      if (!this.isBlock(r, c)) this.setLetter(r, c, "");
      return;
    }
    const letter = e.key.length <= 2 ? foldLetter(e.key) : "";
    if (letter) {
      e.preventDefault();
      if (this.isBlock(r, c)) this.toggleBlock(r, c);
      this.cells[r][c] = letter;
      this.advance();
      this.render();
    }
  }

  target(e) {
    const td = e.target.closest("td");
    return td ? [Number(td.dataset.r), Number(td.dataset.c)] : null;
  }

  onMouseDown(e) {
    const at = this.target(e);
    if (!at) return;
    e.preventDefault();
    const [r, c] = at;
    if (this.drawBlocks && !e.shiftKey) {
      this.cursor = [r, c];
      this.toggleBlock(r, c);
      return;
    }
    // A first click selects the cell; a second click on the selected cell (the one with the
    // focus: a fresh grid's top-left cell is current but not yet selected) turns the typing.
    const selected = document.activeElement === this.cell(r, c);
    if (!e.shiftKey && selected && this.cursor[0] === r && this.cursor[1] === c && !this.selection) {
      this.direction = this.direction === "across" ? "down" : "across";
    }
    this.select(r, c, e.shiftKey);
    this.dragging = !e.shiftKey;
    if (this.dragging) this.anchor = [r, c];
    this.highlight();
  }

  onMouseOver(e) {
    if (!this.dragging || !(e.buttons & 1)) {
      this.dragging = false;
      return;
    }
    const at = this.target(e);
    if (!at || (at[0] === this.anchor[0] && at[1] === this.anchor[1])) return;
    this.selection = [this.anchor, at];
    this.cursor = at;
    this.highlight();
  }
}

export function slotKey(slot) {
  return `${slot.cells[0][0]},${slot.cells[0][1]},${slot.direction}`;
}

function noMarks() {
  return { styles: new Map(), rebus: new Map() };
}
