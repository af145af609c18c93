// The make page's "Crossword from your words": paste or upload answers and clues, see the
// layout, edit each clue (its suggestions a click away), lay it out again, print, download
// and play. An edited clue is sent to the crossword shown, which keeps its grid: what is
// printed, downloaded and played is always the grid of the preview.
import { api } from "./api.js";

const $ = (id) => document.getElementById(id);
const enc = encodeURIComponent;
const EDIT_DELAY_MS = 600; // a pause in typing before the edited clues are sent
const FORMATS = [
  ["ipuz", "ipuz"],
  ["puz", ".puz"],
  ["jpz", ".jpz"],
  ["xd", ".xd"],
  ["html", "page to play anywhere (HTML)"],
  ["json", "wordgrid JSON"],
];

let made = null; // the crossword shown: the server's answer
let editTimer = null;

function options() {
  const body = {
    title: $("cw-title").value,
    author: $("cw-author").value,
    lang: $("cw-lang").value || "en", // before the menu is filled (make.js)
    suggest: $("cw-suggest").checked,
  };
  if ($("cw-rows").value) body.rows = Number($("cw-rows").value);
  if ($("cw-cols").value) body.cols = Number($("cw-cols").value);
  return body;
}

async function layOut(body) {
  $("cw-make").disabled = $("cw-again").disabled = true;
  $("cw-status").textContent = "Laying it out…";
  try {
    made = await api("POST", "/api/make/crossword", { ...options(), ...body });
    show(made);
    $("cw-status").textContent = `Laid out: ${made.summary}.`;
  } catch (error) {
    $("cw-status").textContent = error.message;
  } finally {
    $("cw-make").disabled = false;
    $("cw-again").disabled = made === null;
  }
}

// The answer grid with its clue numbers: what the maker sees (the printout has no letters).
function numberedGrid(result) {
  const numbers = new Map(result.clues.map((c) => [`${c.row - 1},${c.col - 1}`, c.number]));
  const table = document.createElement("table");
  table.className = "grid preview-grid";
  table.style.setProperty("--cols", result.grid[0].length);
  table.setAttribute("aria-label", `crossword of ${result.grid.length} rows and ${result.grid[0].length} columns`);
  result.grid.forEach((row, r) => {
    const tr = table.insertRow();
    [...row].forEach((ch, c) => {
      const td = tr.insertCell();
      if (ch === "#") {
        td.className = "block";
        return;
      }
      const n = numbers.get(`${r},${c}`);
      if (n) {
        const span = document.createElement("span");
        span.className = "num";
        span.textContent = n;
        td.append(span);
      }
      td.append(ch);
    });
  });
  return table;
}

function show(result) {
  $("cw-heading").textContent = result.title;
  $("cw-grid").replaceChildren(numberedGrid(result));
  $("cw-summary").textContent = result.summary;
  $("cw-notes").textContent = result.notes.join(" ");
  warn(result);
  links(result);
  const box = $("cw-clues");
  box.replaceChildren();
  for (const clue of result.clues) box.append(...clueRow(clue, clue.suggestions));
  $("cw-result").hidden = false;
}

// Answers without a clue, and clues that give an answer away, named under the grid.
function warn(result) {
  const box = $("cw-warnings");
  box.replaceChildren(...result.warnings.map((w) => Object.assign(document.createElement("li"), { textContent: w })));
  box.hidden = !result.warnings.length;
}

function links(result) {
  const print = `?lang=${enc($("cw-lang").value || "en")}&word_bank=${$("cw-bank").checked}`;
  $("cw-play").href = `play.html?id=${enc(result.id)}`;
  $("cw-print").href = `/api/make/crossword/${enc(result.id)}/pdf${print}`;
  const box = $("cw-downloads");
  box.replaceChildren("Download: ");
  for (const [fmt, label] of FORMATS) {
    const a = document.createElement("a");
    a.className = "button";
    a.href = `/api/make/crossword/${enc(result.id)}/${fmt}`;
    a.textContent = label;
    a.setAttribute("download", "");
    box.append(a, " ");
  }
}

// One answer's row: its number and way, the answer, its clue to edit, and its suggestions.
function clueRow(clue, suggestions) {
  const row = document.createElement("div");
  row.className = "cw-clue";
  const label = document.createElement("label");
  const id = `cw-clue-${clue.number}-${clue.direction}`;
  label.htmlFor = id;
  label.textContent = `${clue.number} ${clue.direction}`;
  const answer = document.createElement("span");
  answer.className = "cw-answer";
  answer.textContent = clue.answer;
  const input = document.createElement("input");
  input.id = id;
  input.type = "text";
  input.maxLength = 1000;
  input.value = clue.clue;
  input.dataset.answer = clue.answer;
  input.dataset.number = clue.number;
  input.dataset.direction = clue.direction;
  input.addEventListener("input", edited);
  const more = document.createElement("button");
  more.type = "button";
  more.textContent = "Suggestions";
  more.setAttribute("aria-expanded", "false");
  const picks = document.createElement("div");
  picks.className = "cw-picks";
  picks.hidden = true;
  for (const s of suggestions) {
    const pick = document.createElement("button");
    pick.type = "button";
    pick.textContent = s.text;
    pick.title = s.source === "library" ? `your clue, from ${s.found_in}` : `definition (${s.found_in})`;
    pick.addEventListener("click", () => {
      input.value = s.text;
      edited();
    });
    picks.append(pick);
  }
  if (!suggestions.length) picks.append("No suggestion for this answer.");
  more.addEventListener("click", () => {
    picks.hidden = !picks.hidden;
    more.setAttribute("aria-expanded", String(!picks.hidden));
  });
  row.append(label, answer, input, more);
  return [row, picks];
}

// The clues as edited, sent to the crossword shown: its grid stays as it is.
function edited() {
  clearTimeout(editTimer);
  editTimer = setTimeout(() => {
    const clues = [...$("cw-clues").querySelectorAll("input")].map((i) => ({
      number: Number(i.dataset.number),
      direction: i.dataset.direction,
      clue: i.value,
    }));
    relayClues(clues);
  }, EDIT_DELAY_MS);
}

async function relayClues(clues) {
  try {
    const again = await api("POST", "/api/make/crossword/clues", { id: made.id, clues, seed: made.seed });
    made = again;
    links(again);
    warn(again);
    $("cw-status").textContent = "Clues saved: the print and the downloads have them.";
  } catch (error) {
    $("cw-status").textContent = error.message;
  }
}

$("cw-form").addEventListener("submit", (event) => {
  event.preventDefault();
  layOut({ text: $("cw-list").value });
});
$("cw-again").addEventListener("click", () => {
  const entries = [...$("cw-clues").querySelectorAll("input")].map((i) => ({
    answer: i.dataset.answer,
    clue: i.value,
  }));
  layOut({ entries });
});
$("cw-bank").addEventListener("change", () => made && links(made));
$("cw-lang").addEventListener("change", () => made && links(made));
$("cw-upload").addEventListener("change", async () => {
  const file = $("cw-upload").files[0];
  if (file) $("cw-list").value = await file.text();
});
