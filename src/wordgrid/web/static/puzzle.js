// The grid's words as the server's model finds them: runs of open cells, across (reading
// order) then down, numbered like a crossword. Pure functions, no page.

export const BLOCK = "#";
export const EMPTY = ".";

// Rows as arrays of single letters: a row string may hold letters outside the BMP.
export function cellsOf(rows) {
  return rows.map((row) => Array.from(row));
}

// A barred grid's bars ({row, col, side} from 1, side right or bottom) as "r,c,direction"
// keys, counted from 0: a word running that way stops after that cell.
export function barSet(bars) {
  return new Set((bars || []).map((b) => `${b.row - 1},${b.col - 1},${b.side === "right" ? "across" : "down"}`));
}

// Every run of at least minLength open cells, ended by blocks and bars:
// {id, direction, cells: [[r, c], ...], number}.
export function findSlots(rows, minLength = 2, bars = new Set()) {
  const grid = cellsOf(rows);
  const height = grid.length;
  const width = height ? grid[0].length : 0;
  const open = (r, c) => r >= 0 && r < height && c >= 0 && c < width && grid[r][c] !== BLOCK;
  const slots = [];
  for (const direction of ["across", "down"]) {
    const outer = direction === "across" ? height : width;
    const inner = direction === "across" ? width : height;
    for (let o = 0; o < outer; o++) {
      let run = [];
      for (let k = 0; k <= inner; k++) {
        const cell = direction === "across" ? [o, k] : [k, o];
        const last = run[run.length - 1];
        const barred = last && bars.has(`${last[0]},${last[1]},${direction}`);
        if (k < inner && open(...cell) && !barred) {
          run.push(cell);
          continue;
        }
        if (run.length >= minLength) slots.push({ id: slots.length, direction, cells: run });
        run = k < inner && open(...cell) ? [cell] : []; // a bar starts the next run at once
      }
    }
  }
  const starts = [...new Set(slots.map((s) => s.cells[0][0] * width + s.cells[0][1]))];
  starts.sort((a, b) => a - b);
  const numbers = new Map(starts.map((start, k) => [start, k + 1]));
  for (const slot of slots) slot.number = numbers.get(slot.cells[0][0] * width + slot.cells[0][1]);
  return { slots, numbers, width, height };
}

// "r,c" -> the slots through that cell, across first.
export function slotsByCell(slots) {
  const at = new Map();
  for (const slot of slots) {
    for (const [r, c] of slot.cells) {
      const key = `${r},${c}`;
      if (!at.has(key)) at.set(key, []);
      at.get(key).push(slot);
    }
  }
  return at;
}

// What a screen reader says for a cell: "row 3, column 5, 4 across, 2 of 7".
export function cellLabel(r, c, slotsHere) {
  const parts = [`row ${r + 1}`, `column ${c + 1}`];
  for (const slot of slotsHere) {
    const k = slot.cells.findIndex(([sr, sc]) => sr === r && sc === c);
    parts.push(`${slot.number} ${slot.direction}`, `${k + 1} of ${slot.cells.length}`);
  }
  return parts.join(", ");
}

// One letter as the server folds it (model.fold): NFKC, so a full-width Ａ is A; upper
// case, one cell (ß becomes the one-letter capital ẞ, not SS).
export function foldLetter(text) {
  const letters = Array.from(text.normalize("NFKC")).filter((ch) => /\p{L}/u.test(ch));
  if (!letters.length) return "";
  const ch = letters[letters.length - 1];
  const up = ch.toUpperCase();
  if (Array.from(up).length === 1) return up;
  return ch === "ß" ? "ẞ" : ch;
}

// What a rebus square puts in the grid's row the server reads: its first letter, or X when
// it has none (model.stand_in).
export function standIn(text) {
  const letters = Array.from(text).filter((ch) => /\p{L}/u.test(ch));
  return letters.length ? foldLetter(letters[0]) : "X";
}

// A rebus square's text as the server folds it: upper case, no spaces.
export function foldText(text) {
  return Array.from(text.normalize("NFKC").replace(/\s+/gu, ""))
    .map((ch) => (/\p{L}/u.test(ch) ? foldLetter(ch) || ch : ch))
    .join("");
}

export function formatTime(seconds) {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n) => String(n).padStart(2, "0");
  return h ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}
