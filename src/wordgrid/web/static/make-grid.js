// The crossword constructor: draw blocks, type letters, and see after every change how many
// dictionary entries still fit each slot (the server's look-ahead), which cells no entry can
// fill, and which entries are repeated.
import { api } from "./api.js";
import { BLOCK, EMPTY, cellLabel, findSlots, foldLetter, slotsByCell } from "./puzzle.js";
import { ariaGrid } from "./table.js";

const LOOKAHEAD_DELAY_MS = 60; // edits closer together than this share one look-ahead

export class Constructor {
  constructor(wrap, ui) {
    this.wrap = wrap;
    this.ui = ui; // {current, problems, slots, dictionary(), selectionChanged(region)}
    this.symmetry = true;
    this.drawBlocks = false;
    this.asked = 0; // look-ahead requests sent; only the latest answer is shown
    this.timer = null;
  }

  // --- the grid's state -------------------------------------------------------------------

  reset(height, width) {
    this.height = Math.max(2, Math.min(30, height || 15));
    this.width = Math.max(2, Math.min(30, width || 15));
    this.cells = Array.from({ length: this.height }, () => Array(this.width).fill(EMPTY));
    this.cursor = [0, 0];
    this.direction = "across";
    this.anchor = null;
    this.selection = null;
    this.render();
  }

  load(rows) {
    this.cells = rows.map((row) => Array.from(row));
    this.render();
  }

  rows() {
    return this.cells.map((row) => row.join(""));
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

  clearLetters() {
    this.cells = this.cells.map((row) => row.map((ch) => (ch === BLOCK ? BLOCK : EMPTY)));
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
    const { slots, numbers, width } = findSlots(rows);
    this.slots = slots;
    this.slotsAt = slotsByCell(slots);
    const table = ariaGrid(this.height, this.width, "grid construct", "crossword grid", (td, r, c) => {
      td.dataset.r = r;
      td.dataset.c = c;
      const ch = this.cells[r][c];
      if (ch === BLOCK) {
        td.className = "block";
        td.setAttribute("aria-label", `row ${r + 1}, column ${c + 1}, block`);
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
        letter.textContent = ch === EMPTY ? "" : ch;
        td.append(letter);
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
    this.highlight(hadFocus);
    this.scheduleLookahead();
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
    this.ui.selectionChanged(this.region());
  }

  showCurrent() {
    const slot = this.currentSlot();
    const count = slot && this.counts ? this.counts.get(slotKey(slot)) : undefined;
    if (!slot) {
      this.ui.current.textContent = "";
      return;
    }
    const pattern = slot.cells.map(([r, c]) => (this.cells[r][c] === EMPTY ? "?" : this.cells[r][c]));
    const fits = count === undefined ? "" : `: ${count} ${count === 1 ? "entry fits" : "entries fit"}`;
    this.ui.current.textContent = `${slot.number} ${slot.direction} ${pattern.join("")}${fits}`;
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
    let answer;
    try {
      answer = await api("POST", "/api/make/lookahead", { grid: this.rows(), ...this.ui.dictionary() });
    } catch (error) {
      if (asked === this.asked) this.ui.problems.textContent = error.message;
      return;
    }
    if (asked !== this.asked) return; // the grid changed again meanwhile
    this.showLookahead(answer);
  }

  showLookahead(answer) {
    this.counts = new Map(answer.slots.map((s) => [`${s.row - 1},${s.col - 1},${s.direction}`, s.count]));
    const dead = new Set(answer.dead.map(([r, c]) => `${r - 1},${c - 1}`));
    const repeated = new Set(answer.duplicates);
    for (const td of this.table.querySelectorAll("td")) {
      const key = `${td.dataset.r},${td.dataset.c}`;
      td.classList.toggle("dead", dead.has(key));
      if (td.dataset.label) {
        const note = dead.has(key) ? ", no entry can fill it" : "";
        td.setAttribute("aria-label", td.dataset.label + note);
      }
      td.classList.remove("duplicate");
    }
    const list = this.ui.slots;
    list.replaceChildren();
    for (const direction of ["across", "down"]) {
      const heading = document.createElement("h3");
      heading.textContent = direction === "across" ? "Across" : "Down";
      const ul = document.createElement("ul");
      ul.className = "slot-list";
      const inOrder = this.slots.filter((s) => s.direction === direction);
      inOrder.sort((a, b) => a.number - b.number);
      for (const slot of inOrder) {
        const count = this.counts.get(slotKey(slot));
        const word = slot.cells.map(([r, c]) => this.cells[r][c]).join("");
        if (repeated.has(word)) {
          for (const [r, c] of slot.cells) this.cell(r, c).classList.add("duplicate");
        }
        const li = document.createElement("li");
        li.className = count === 0 ? "slot none" : "slot";
        li.dataset.slot = slotKey(slot);
        const pattern = word.replaceAll(EMPTY, "?");
        li.textContent = `${slot.number}. ${pattern} ${count === undefined ? "" : `(${count})`}`;
        if (repeated.has(word)) li.textContent += " repeated";
        ul.append(li);
      }
      list.append(heading, ul);
    }
    const problems = [];
    if (dead.size) problems.push(`${dead.size} ${dead.size === 1 ? "cell" : "cells"} no entry can fill (marked)`);
    if (repeated.size) problems.push(`repeated: ${[...repeated].join(", ")}`);
    this.ui.problems.textContent = problems.join("; ");
    this.showCurrent();
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
    if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      this.direction = this.direction === "across" ? "down" : "across";
      this.highlight();
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

function slotKey(slot) {
  return `${slot.cells[0][0]},${slot.cells[0][1]},${slot.direction}`;
}
