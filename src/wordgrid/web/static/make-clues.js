// The constructor's clue desk: the current entry's clue, its past clues from the maker's
// clue library, and the pattern search that fills the current slot by hand.
import { api } from "./api.js";
import { slotKey } from "./make-grid.js";
import { EMPTY } from "./puzzle.js";

const SEARCH_DELAY_MS = 150; // a slot the cursor only passes through is not searched
const SHOWN_ENTRIES = 40; // pattern matches listed
const SHOWN_CLUES = 8; // past clues listed
// An enumeration at the end of a clue, as the server reads one: (5), (3,5), (4-3).
const ENUMERATION = /\(\s*\d+(?:\s*[-,'\s]\s*\d+)*\s*\)\s*$/;

export class ClueDesk {
  // builder: the Constructor; el: {label, input, note, past, pattern, found, foundNote,
  // enumerations (checkbox), say(text)}
  constructor(builder, el) {
    this.builder = builder;
    this.el = el;
    this.slot = null;
    this.pastCache = new Map(); // answer -> the server's answer about its past clues
    this.searched = 0; // searches sent; only the latest answer is shown
    this.timer = null;
    el.input.addEventListener("input", () => {
      if (!this.slot) return;
      this.builder.setClue(this.slot, el.input.value);
      this.showNote();
    });
    el.input.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === "Escape") {
        e.preventDefault();
        this.builder.highlight(); // back to the grid, on the entry's cell
      }
    });
    el.pattern.addEventListener("input", () => this.schedule());
    el.pattern.form?.addEventListener("submit", (e) => {
      e.preventDefault();
      this.search();
    });
    el.enumerations.addEventListener("change", () => this.showNote());
  }

  // The cursor is on another entry, or the grid changed under it.
  slotChanged(slot) {
    const moved = !this.slot || !slot || slotKey(this.slot) !== slotKey(slot);
    this.slot = slot;
    const el = this.el;
    el.input.disabled = !slot;
    el.label.textContent = slot ? `Clue for ${slot.number} ${slot.direction}` : "Clue";
    const text = slot ? this.builder.clueOf(slot).text : "";
    if (document.activeElement !== el.input || moved) el.input.value = text;
    this.showNote();
    this.showPast();
    const pattern = slot ? this.builder.word(slot).replaceAll(EMPTY, "?") : "";
    // The maker's own pattern ([AEIOU] and the like) stays while they stay on the entry.
    if (moved) {
      // Another entry: the last one's matches go at once, not when the new ones come.
      el.found.replaceChildren();
      el.foundNote.textContent = "";
    }
    if (moved || (document.activeElement !== el.pattern && el.pattern.dataset.auto !== "false")) {
      if (el.pattern.value !== pattern) {
        el.pattern.value = pattern;
        el.pattern.dataset.auto = "true";
        this.schedule();
      }
    }
  }

  // What the maker should know about the clue: its entry changed since it was written, or
  // the enumeration the export adds.
  showNote() {
    const el = this.el;
    const slot = this.slot;
    el.note.textContent = "";
    if (!slot) return;
    const clue = this.builder.clueOf(slot);
    const word = this.builder.word(slot);
    const notes = [];
    if (clue.text && clue.answer && !clue.answer.includes(EMPTY) && clue.answer !== word) {
      notes.push(`written for ${clue.answer}`);
    }
    const lengths = this.builder.enumerations.get(word);
    if (lengths && el.enumerations.checked && clue.text.trim() && !ENUMERATION.test(clue.text)) {
      notes.push(`(${lengths}) is added on export`);
    }
    el.note.textContent = notes.join("; ");
  }

  // --- past clues ------------------------------------------------------------------------

  async showPast() {
    const el = this.el;
    const slot = this.slot;
    const word = slot ? this.builder.word(slot) : "";
    if (!slot || word.includes(EMPTY)) {
      el.past.replaceChildren(muted(slot ? "Past clues show once the entry is complete." : ""));
      return;
    }
    let found = this.pastCache.get(word);
    if (!found) {
      try {
        found = await api("GET", `/api/make/clues?answer=${encodeURIComponent(word)}&limit=${SHOWN_CLUES}`);
      } catch (error) {
        el.past.replaceChildren(muted(error.message));
        return;
      }
      this.pastCache.set(word, found);
    }
    if (this.slot !== slot || this.builder.word(slot) !== word) return; // moved on meanwhile
    if (!found.crosswords) {
      el.past.replaceChildren(
        muted("Your clue library is empty: add your crosswords to it with the wordgrid clues add command."),
      );
      return;
    }
    if (!found.clues.length) {
      const crosswords = found.crosswords === 1 ? "your crossword" : `your ${found.crosswords} crosswords`;
      el.past.replaceChildren(muted(`No past clue for ${word} in ${crosswords}.`));
      return;
    }
    const list = document.createElement("ul");
    list.className = "past-clues";
    for (const past of found.clues) {
      const li = document.createElement("li");
      const use = document.createElement("button");
      use.type = "button";
      use.className = "past-clue";
      use.textContent = past.clue;
      use.title = `Use this clue (${past.date}, ${past.source})`;
      use.addEventListener("click", () => this.use(past.clue));
      const source = document.createElement("span");
      source.className = "muted";
      const times = past.uses > 1 ? `, ${past.uses} times` : "";
      source.textContent = `${past.date}, ${past.source}${times}`;
      li.append(use, source);
      list.append(li);
    }
    const more = found.total > found.clues.length ? [muted(`${found.total} in all; the latest shown.`)] : [];
    el.past.replaceChildren(list, ...more);
  }

  use(text) {
    if (!this.slot) return;
    this.el.input.value = text;
    this.builder.setClue(this.slot, text);
    this.showNote();
    this.el.say(`The clue for ${this.slot.number} ${this.slot.direction} is in.`);
  }

  // --- pattern search -----------------------------------------------------------------------

  schedule() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.search(), SEARCH_DELAY_MS);
  }

  async search() {
    const el = this.el;
    const slot = this.slot;
    const pattern = el.pattern.value.trim();
    if (document.activeElement === el.pattern) el.pattern.dataset.auto = "false";
    const asked = ++this.searched;
    if (!slot || !pattern) {
      el.found.replaceChildren();
      el.foundNote.textContent = "";
      return;
    }
    const body = {
      pattern,
      limit: SHOWN_ENTRIES,
      grid: this.builder.rows(),
      bars: this.builder.barList(),
      slot: { row: slot.cells[0][0] + 1, col: slot.cells[0][1] + 1, direction: slot.direction },
      ...this.builder.dictionaryChoice(),
    };
    let found;
    try {
      found = await api("POST", "/api/make/words", body);
    } catch (error) {
      if (asked === this.searched) {
        el.found.replaceChildren();
        el.foundNote.textContent = error.message;
      }
      return;
    }
    if (asked !== this.searched) return;
    this.showFound(slot, found);
  }

  showFound(slot, found) {
    const el = this.el;
    const buttons = found.entries.map((entry) => this.candidate(slot, entry));
    el.found.replaceChildren(...buttons);
    const shown = found.entries.length;
    const viable = found.viable == null ? "" : `, ${found.viable} of them fit with every crossing`;
    const matches = found.total === 1 ? "entry matches" : "entries match";
    el.foundNote.textContent = !found.total
      ? `No entry of the dictionary matches ${found.pattern}.`
      : `${found.total} ${matches} ${found.pattern}${viable}` + (shown < found.total ? `; the best ${shown}:` : ":");
  }

  candidate(slot, entry) {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.className = "candidate";
    button.disabled = !entry.fits;
    const word = document.createElement("span");
    word.className = "word";
    word.textContent = entry.word;
    const facts = document.createElement("span");
    facts.className = "muted";
    const crossing = entry.crossings == null ? "" : `, crossings ${entry.crossings}`;
    facts.textContent = `${entry.score}${crossing}`;
    if (entry.crossings === 0) button.classList.add("starves");
    button.append(word, facts);
    button.title = entry.fits
      ? `Put ${entry.word} in ${slot.number} ${slot.direction}` +
        (entry.crossings == null ? "" : `; the fewest entries a crossing keeps: ${entry.crossings}`)
      : `${entry.word} does not fit ${slot.number} ${slot.direction}`;
    if (entry.fits) {
      button.addEventListener("mouseenter", () => this.builder.showTrial(slot, entry.word));
      button.addEventListener("focus", () => this.builder.showTrial(slot, entry.word));
      button.addEventListener("mouseleave", () => this.builder.endTrial());
      button.addEventListener("blur", () => this.builder.endTrial());
      button.addEventListener("click", () => {
        this.builder.placeWord(slot, entry.word);
        this.el.say(`${entry.word} is in ${slot.number} ${slot.direction}.`);
      });
    }
    li.append(button);
    return li;
  }
}

function muted(text) {
  const p = document.createElement("p");
  p.className = "muted";
  p.textContent = text;
  return p;
}
