// Crosswords of a kind of their own in the player: a diagramless (the player finds the
// blocks), a coded crossword (one letter a number) and an acrostic (a quotation whose squares
// its clues share). Each gives GridPlayer (grid.js) a few rules through `player.variety`:
//   edits(r, c, text)   what typing `text` at a square changes: [[r, c, text], ...]
//   along(delta)        the square typing moves on to (or back to), instead of the word's next
//   anyDirection        true: the player turns across or down on any square
//   changed()           after every change (a diagramless's words move with its blocks)
//   renderCell(td, r, c) how a square shows beyond its letter
//   describe(slot)      the current word's line over the grid
//   renderSide()        the panel beside the grid
// A plain crossword or fill-in has none (varietyOf gives null).
import { BLOCK, EMPTY, findSlots, foldLetter, slotsByCell } from "./puzzle.js";

// What a key typed puts in a square: a letter folded as the server folds it; a digit or a
// symbol as it is (a square whose answer is 7); BLOCK for . or # (a diagramless's block,
// which other grids ignore); "" for anything else.
export function typedEntry(text) {
  const chars = Array.from((text || "").normalize("NFKC")).filter((ch) => ch.trim());
  const ch = chars[chars.length - 1];
  if (!ch) return "";
  if (ch === "." || ch === BLOCK) return BLOCK;
  return /\p{L}/u.test(ch) ? foldLetter(ch) : ch;
}

export function varietyOf(player, doc) {
  const kind = { diagramless: Diagramless, coded: Coded, acrostic: Acrostic }[doc.variety];
  return kind ? new kind(player, doc) : null;
}

const key = (r, c) => `${r},${c}`;

function button(text, onClick, className) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = className;
  b.textContent = text;
  b.addEventListener("click", onClick);
  return b;
}

// A square's small number in its corner, made or changed as the grid's words change.
function setNumber(td, text) {
  let span = td.querySelector(".number");
  if (!text) return span?.remove();
  if (!span) {
    span = document.createElement("span");
    span.className = "number";
    span.setAttribute("aria-hidden", "true");
    td.prepend(span);
  }
  if (span.textContent !== text) span.textContent = text;
}

// --- diagramless: the grid is served without blocks; the player types them (. or #) ------

class Diagramless {
  constructor(player, doc) {
    this.player = player;
    this.blocks = true; // the player's own: typed with . or #, shown, checked and revealed
    this.anyDirection = true; // the player turns across or down anywhere: no word is known yet
    this.clues = (doc.clues || []).filter((c) => c.direction && !c.cells);
    this.changed();
  }

  // The words are the runs between the player's blocks, numbered as a crossword numbers
  // them: the cursor moves along them, and a number shows once its word has a letter.
  changed() {
    const p = this.player;
    const rows = p.letters.map((row) => row.map((ch) => (ch === BLOCK ? BLOCK : EMPTY)).join(""));
    const { slots, numbers } = findSlots(rows, 2);
    Object.assign(p, { slots, numbers, slotsAt: slotsByCell(slots) });
    this.shown = new Map();
    for (const slot of slots) {
      if (!slot.cells.some(([r, c]) => p.letters[r][c])) continue;
      const [r, c] = slot.cells[0];
      this.shown.set(key(r, c), String(slot.number));
    }
  }

  // Typing goes square by square in reading order, over the player's blocks as over any
  // square (they are typed too), to the start of the next row (or column) at a line's end,
  // as diagramless apps do: the words are not known until the blocks are. Null past the
  // grid's first or last square.
  along(delta) {
    const p = this.player;
    const down = p.direction === "down";
    const [r, c] = p.cursor;
    const [lines, along] = down ? [p.width, p.height] : [p.height, p.width];
    const k = (down ? c * along + r : r * along + c) + delta; // the square's place in that order
    if (k < 0 || k >= lines * along) return null;
    const [line, i] = [Math.floor(k / along), k % along];
    return down ? [i, line] : [line, i];
  }

  renderCell(td, r, c) {
    const block = this.player.letters[r][c] === BLOCK;
    td.classList.toggle("block", block);
    const input = td.querySelector("input");
    if (block) input.value = "";
    input.setAttribute("aria-label", `row ${r + 1}, column ${c + 1}${block ? ", block" : ""}`);
    setNumber(td, this.shown.get(key(r, c)));
  }

  clueOf(slot) {
    return this.clues.find((c) => c.number === slot.number && c.direction === slot.direction);
  }

  describe(slot) {
    if (!slot) {
      const [r, c] = this.player.cursor;
      return `Row ${r + 1}, column ${c + 1}, typing ${this.player.direction}: . or # types a block.`;
    }
    const clue = this.clueOf(slot);
    const base = `${slot.number} ${slot.direction}, ${slot.cells.length} squares between your blocks`;
    return clue ? `${base}: ${clue.text}` : base;
  }

  renderSide() {
    if (this.listed) return;
    this.listed = true;
    const parts = [];
    for (const direction of ["across", "down"]) {
      const heading = document.createElement("h2");
      heading.textContent = direction === "across" ? "Across" : "Down";
      const list = document.createElement("ol");
      list.className = "clues";
      for (const clue of this.clues.filter((c) => c.direction === direction)) {
        const item = document.createElement("li");
        const number = document.createElement("b");
        number.textContent = `${clue.number} `;
        const b = button("", () => this.goTo(clue), "clue");
        b.append(number, clue.text);
        item.append(b);
        list.append(item);
      }
      parts.push(heading, list);
    }
    const help = document.createElement("p");
    help.className = "help";
    help.textContent = "A diagramless: no blocks are shown. Type . or # for a block; numbers come as your words do.";
    this.player.ui.side.replaceChildren(help, ...parts);
  }

  goTo(clue) {
    const p = this.player;
    const slot = p.slots.find((s) => s.number === clue.number && s.direction === clue.direction);
    if (slot) return p.jumpTo(slot);
    p.ui.say(`No square of your grid is ${clue.number} ${clue.direction} yet: its blocks decide the numbers.`);
  }
}

// --- coded: every square has a number; one letter typed fills every square of it --------

class Coded {
  constructor(player, doc) {
    this.player = player;
    this.number = new Map(); // "r,c" -> its number
    this.squares = new Map(); // number -> [[r, c], ...]
    for (const { row, col, label } of doc.labels || []) {
      this.number.set(key(row - 1, col - 1), label);
      if (!this.squares.has(label)) this.squares.set(label, []);
      this.squares.get(label).push([row - 1, col - 1]);
    }
    this.order = [...this.squares.keys()].sort((a, b) => a.length - b.length || a.localeCompare(b, "en", { numeric: true }));
    // A letter the puzzle gives for a number is given in every square of that number.
    for (const [r, c] of [...this.number.keys()].map((k) => k.split(",").map(Number))) {
      if (!player.isGiven(r, c)) continue;
      for (const [sr, sc] of this.squares.get(this.number.get(key(r, c)))) {
        player.given[sr][sc] = player.given[r][c];
        player.letters[sr][sc] = player.letters[r][c];
      }
    }
  }

  edits(r, c, text) {
    const number = this.number.get(key(r, c));
    return number ? this.squares.get(number).map(([sr, sc]) => [sr, sc, text]) : [[r, c, text]];
  }

  letterOf(number) {
    const [r, c] = this.squares.get(number)[0];
    return this.player.letters[r][c] || "";
  }

  describe() {
    const [r, c] = this.player.cursor;
    const number = this.number.get(key(r, c));
    if (!number) return "";
    const letter = this.letterOf(number);
    const count = this.squares.get(number).length;
    return `Number ${number} (${count} ${count === 1 ? "square" : "squares"}): ${letter || "no letter yet"}`;
  }

  renderSide() {
    const side = this.player.ui.side;
    if (!this.keyButtons) {
      const heading = document.createElement("h2");
      heading.textContent = "Key";
      const help = document.createElement("p");
      help.className = "help";
      help.textContent = "Each number stands for one letter: a letter typed in a square goes in every square of its number.";
      const list = document.createElement("ol");
      list.className = "code-key";
      list.setAttribute("aria-label", "numbers and their letters");
      this.keyButtons = this.order.map((number) => {
        const item = document.createElement("li");
        const b = button("", () => this.goTo(number), "code");
        b.dataset.number = number;
        item.append(b);
        list.append(item);
        return b;
      });
      this.unused = document.createElement("p");
      this.unused.className = "code-unused";
      side.replaceChildren(heading, help, list, this.unused);
    }
    const used = new Set();
    for (const b of this.keyButtons) {
      const number = b.dataset.number;
      const letter = this.letterOf(number);
      if (letter) used.add(letter);
      const text = `${number}\u2009=\u2009${letter || "?"}`;
      if (b.textContent !== text) b.textContent = text;
      b.classList.toggle("done", !!letter);
      b.setAttribute("aria-label", `${number}: ${letter || "no letter yet"}`);
    }
    const left = Array.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ").filter((ch) => !used.has(ch));
    this.unused.textContent = `Letters not used yet: ${left.join(" ") || "none"}`;
  }

  goTo(number) {
    const [r, c] = this.squares.get(number)[0];
    this.player.moveTo(r, c);
  }
}

// --- acrostic: the quotation is the grid; each clue's answer is some of its squares ------

class Acrostic {
  constructor(player) {
    this.player = player;
    const p = player;
    // The quotation's runs across are its words; the runs down mean nothing. The clues'
    // own slots (their squares) stay, numbered again from 0 as the clue list reads them.
    const text = new Map(p.slots.map((s) => [s, p.clues.get(s.id)]));
    const kept = p.slots.filter((s) => s.direction !== "down");
    kept.forEach((s, k) => {
      s.id = k;
    });
    p.slots = kept;
    p.slotsAt = slotsByCell(kept);
    p.clues = new Map(kept.filter((s) => text.get(s) != null).map((s) => [s.id, text.get(s)]));
    this.clueSlots = kept.filter((s) => p.clues.has(s.id));
    // Each square of the quotation numbered in reading order (given punctuation is not), with
    // the letter of the clue whose answer shares it: 12B.
    const clueOf = new Map();
    for (const slot of this.clueSlots) for (const [r, c] of slot.cells) clueOf.set(key(r, c), slot.label);
    this.quoteNumber = new Map();
    let n = 0;
    p.given.forEach((row, r) =>
      row.forEach((ch, c) => {
        if (ch === EMPTY) this.quoteNumber.set(key(r, c), String(++n));
      }),
    );
    p.labels = new Map([...this.quoteNumber].map(([k, number]) => [k, `${number}${clueOf.get(k) || ""}`]));
  }

  // The panel: every clue with its answer's blanks, each blank one square of the quotation.
  renderSide() {
    const p = this.player;
    if (!this.blanks) this.buildSide();
    const current = p.currentSlot();
    for (const input of this.blanks) {
      const [r, c] = [Number(input.dataset.r), Number(input.dataset.c)];
      const letter = p.letters[r][c] || "";
      if (input.value !== letter) input.value = letter;
      const here = r === p.cursor[0] && c === p.cursor[1];
      input.parentElement.classList.toggle("current", here && current?.id === Number(input.dataset.slot));
      input.parentElement.classList.toggle("wrong", p.wrong.has(key(r, c)));
    }
    for (const b of this.clueButtons) b.classList.toggle("current", Number(b.dataset.slot) === current?.id);
  }

  buildSide() {
    const p = this.player;
    const heading = document.createElement("h2");
    heading.textContent = "Clues";
    const list = document.createElement("ol");
    list.className = "clues acrostic";
    this.blanks = [];
    this.clueButtons = [];
    for (const slot of this.clueSlots) {
      const item = document.createElement("li");
      const b = button("", () => p.jumpTo(slot), "clue");
      b.dataset.slot = slot.id;
      const label = document.createElement("b");
      label.textContent = `${slot.label}. `;
      b.append(label, p.clues.get(slot.id));
      const row = document.createElement("div");
      row.className = "blanks";
      row.setAttribute("role", "group");
      row.setAttribute("aria-label", `answer to ${slot.label}`);
      slot.cells.forEach(([r, c], k) => {
        const cell = document.createElement("label");
        cell.className = "blank";
        const input = document.createElement("input");
        Object.assign(input, { type: "text", autocomplete: "off", spellcheck: false, autocapitalize: "characters" });
        Object.assign(input.dataset, { r, c, slot: slot.id, k });
        input.setAttribute("aria-label", `${slot.label}, letter ${k + 1} of ${slot.cells.length}, square ${this.quoteNumber.get(key(r, c))}`);
        const number = document.createElement("span");
        number.textContent = this.quoteNumber.get(key(r, c)) || "";
        number.setAttribute("aria-hidden", "true");
        cell.append(input, number);
        row.append(cell);
        this.blanks.push(input);
      });
      item.append(b, row);
      list.append(item);
      this.clueButtons.push(b);
    }
    list.addEventListener("input", (e) => this.typed(e));
    list.addEventListener("keydown", (e) => this.key(e));
    list.addEventListener("focusin", (e) => this.focused(e.target));
    p.ui.side.replaceChildren(heading, list);
  }

  // A blank is the same square as the quotation's: the grid's cursor follows it.
  focused(input) {
    if (!input.dataset?.slot) return;
    const p = this.player;
    const slot = p.slots[Number(input.dataset.slot)];
    p.direction = slot.direction;
    p.cursor = [Number(input.dataset.r), Number(input.dataset.c)];
    p.render();
  }

  blank(slotId, k) {
    return this.blanks.find((b) => Number(b.dataset.slot) === slotId && Number(b.dataset.k) === k);
  }

  typed(e) {
    const input = e.target;
    const entry = typedEntry(e.data || input.value);
    const [r, c] = [Number(input.dataset.r), Number(input.dataset.c)];
    if (entry && entry !== BLOCK) {
      this.player.change([[r, c, entry]]);
      this.blank(Number(input.dataset.slot), Number(input.dataset.k) + 1)?.focus();
    }
    this.renderSide();
  }

  key(e) {
    const input = e.target;
    if (!input.dataset?.slot || e.key !== "Backspace") return;
    e.preventDefault();
    const [r, c] = [Number(input.dataset.r), Number(input.dataset.c)];
    if (this.player.letters[r][c]) return this.player.change([[r, c, ""]]);
    const back = this.blank(Number(input.dataset.slot), Number(input.dataset.k) - 1);
    if (!back) return;
    back.focus();
    this.player.change([[Number(back.dataset.r), Number(back.dataset.c), ""]]);
  }
}
