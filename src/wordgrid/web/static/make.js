// The make page: tabs, the fill-in and word search forms, and the crossword constructor.
import { api } from "./api.js";
import { ClueDesk } from "./make-clues.js";
import { Constructor } from "./make-grid.js";
import { download, formJob, preview, runJob } from "./make-jobs.js";
import { forgetGame, loadGame, saveGame } from "./store.js";

const $ = (id) => document.getElementById(id);
const enc = encodeURIComponent;

// --- tabs (arrow keys move between them, as the ARIA tabs pattern has it) ---------------
const tabs = [...document.querySelectorAll('[role="tab"]')];
function choose(tab) {
  for (const t of tabs) {
    const on = t === tab;
    t.setAttribute("aria-selected", String(on));
    t.tabIndex = on ? 0 : -1;
    $(t.getAttribute("aria-controls")).hidden = !on;
  }
  history.replaceState(null, "", `#${tab.id.slice(4)}`);
}
tabs.forEach((tab, k) => {
  tab.addEventListener("click", () => choose(tab));
  tab.addEventListener("keydown", (e) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (!step) return;
    const next = tabs[(k + step + tabs.length) % tabs.length];
    choose(next);
    next.focus();
  });
});
const wanted = tabs.find((t) => `#${t.id.slice(4)}` === location.hash);
if (wanted) choose(wanted);

function seedOf(input) {
  return input.value === "" ? undefined : Number(input.value);
}

function sizeOf(prefix) {
  const out = {};
  if ($(`${prefix}-rows`).value) out.rows = Number($(`${prefix}-rows`).value);
  if ($(`${prefix}-cols`).value) out.cols = Number($(`${prefix}-cols`).value);
  return out;
}

// A link styled as a button; `download` makes the browser save what it leads to.
function button(href, label, download = false) {
  const a = document.createElement("a");
  a.className = "button";
  a.href = href;
  a.textContent = label;
  if (download) a.setAttribute("download", "");
  return a;
}

// The download links of a puzzle the server made, into `box` after `lead`.
function downloads(box, id, formats, lead) {
  box.replaceChildren(lead);
  for (const [fmt, label] of formats) {
    box.append(button(`/api/make/made/${enc(id)}/${fmt}`, label, true), " ");
  }
}

// Play, print and the downloads of a puzzle the server made.
function links(prefix, result, formats) {
  $(`${prefix}-play`).href = `play.html?id=${enc(result.id)}`;
  $(`${prefix}-print`).href = `/api/puzzles/${enc(result.id)}/pdf`;
  downloads($(`${prefix}-downloads`), result.id, formats, "Download: ");
}

// --- fill-in -------------------------------------------------------------------------------
const options = await api("GET", "/api/make/options");
// The languages offered (wordgrid/lang), by name, in the makers' menus; English first chosen.
for (const menu of [$("fi-lang"), $("ws-lang"), $("cw-lang")]) {
  for (const [code, name] of Object.entries(options.languages)) menu.append(new Option(name, code));
  menu.value = "en";
}
for (const name of Object.keys(options.themes)) $("fi-theme").append(new Option(name, name));
const showTheme = () => {
  $("fi-theme-words").textContent = (options.themes[$("fi-theme").value] || []).join(", ");
};
$("fi-theme").addEventListener("change", showTheme);
showTheme();
const source = () => document.querySelector('input[name="fi-source"]:checked').value;
for (const radio of document.querySelectorAll('input[name="fi-source"]')) {
  radio.addEventListener("change", () => {
    for (const part of document.querySelectorAll("[data-source]")) {
      part.hidden = part.dataset.source !== source();
    }
  });
}

$("fi-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const body = {
    style: $("fi-style").value,
    givens: $("fi-givens").checked,
    seed: seedOf($("fi-seed")),
    ...sizeOf("fi"),
  };
  if (source() === "words") body.words = $("fi-words").value;
  if (source() === "theme") body.theme = $("fi-theme").value;
  if (source() === "random") {
    body.random = Number($("fi-random").value);
    body.lang = $("fi-lang").value;
  }
  $("fi-result").hidden = true;
  const working = (job) => {
    if (job.note) $("fi-progress").replaceChildren(preview(job.note.grid));
  };
  await formJob("fi", "/api/make/fill-in", body, showFillIn, working);
  $("fi-progress").replaceChildren();
});

function showFillIn(result) {
  const doc = result.document;
  const proof = result.generated.proof;
  $("fi-title").textContent = result.title;
  $("fi-grid").replaceChildren(preview(doc.grid));
  $("fi-rating").textContent = result.rating;
  $("fi-proof").textContent =
    `proven: an exhaustive search found exactly one solution (${proof.nodes} search nodes, ` +
    `${proof.backtracks} backtracks)`;
  $("fi-repairs").textContent = result.generated.repairs.join("; ");
  $("fi-words-list").textContent = doc.words.join(", ");
  links("fi", result, [
    ["ipuz", "ipuz"],
    ["puz", ".puz"],
    ["pdf", "PDF with answers"],
    ["html", "page to play anywhere (HTML)"],
    ["json", "wordgrid JSON"],
  ]);
  $("fi-status").textContent = `Made: ${result.title}.`;
  $("fi-result").hidden = false;
}

// --- word search -------------------------------------------------------------------------
for (const name of options.directions) {
  const label = document.createElement("label");
  const box = document.createElement("input");
  box.type = "checkbox";
  box.value = name;
  box.checked = true;
  label.append(box, ` ${name}`);
  $("ws-directions").append(label);
}

$("ws-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const directions = [...$("ws-directions").querySelectorAll("input:checked")].map((b) => b.value);
  const body = {
    words: $("ws-words").value,
    lang: $("ws-lang").value,
    directions,
    seed: seedOf($("ws-seed")),
    ...sizeOf("ws"),
  };
  $("ws-result").hidden = true;
  await formJob("ws", "/api/make/wordsearch", body, showWordSearch);
});

function showWordSearch(result) {
  const doc = result.document;
  const check = result.guarantees;
  $("ws-title").textContent = result.title;
  $("ws-grid").replaceChildren(preview(doc.grid));
  $("ws-guarantee").textContent = check.ok
    ? `every one of the ${check.words.length} words reads exactly once, in any of the 8 directions (checked by the word finder)`
    : `missing: ${check.missing.join(", ")}; repeated: ${check.repeated.join(", ")}`;
  $("ws-words-list").textContent = check.words.map((w) => w.word).join(", ");
  links("ws", result, [
    ["ipuz", "ipuz"],
    ["pdf", "PDF with answers"],
    ["html", "page to play anywhere (HTML)"],
    ["json", "wordgrid JSON"],
    ["text", "text"],
  ]);
  $("ws-status").textContent = `Made: ${result.title}.`;
  $("ws-result").hidden = false;
}

// --- the constructor -------------------------------------------------------------------------
const SAVE_KEY = "make:crossword"; // the crossword being made, kept in this browser
const SAVE_DELAY_MS = 300;
let desk = null;
let saveTimer = null;
// What an opened file says that the page has no field for (publisher, date, notes): it
// goes back into the file on export.
let carried = {};
const builder = new Constructor($("cg-wrap"), {
  current: $("cg-current"),
  problems: $("cg-problems"),
  slots: $("cg-slots"),
  dictionary: () => ({ dictionary: $("cg-dict").value, min_score: minScore() }),
  selectionChanged: (region) => ($("cg-fill-region").disabled = !region || fillJob !== null),
  slotChanged: (slot) => desk?.slotChanged(slot),
  editClue: () => $("cg-clue").focus(),
  changed: () => {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(save, SAVE_DELAY_MS);
  },
});
const minScore = () => ($("cg-min").value === "" ? undefined : Number($("cg-min").value));
desk = new ClueDesk(builder, {
  label: $("cg-clue-label"),
  input: $("cg-clue"),
  note: $("cg-clue-note"),
  past: $("cg-past"),
  pattern: $("cg-pattern"),
  found: $("cg-found"),
  foundNote: $("cg-found-note"),
  enumerations: $("cg-enumerations"),
  say: (text) => ($("cg-status").textContent = text),
});
const TEXT_FIELDS = ["title", "author", "copyright"];

// The crossword as the page keeps it and the server exports it.
function crossword() {
  const fields = Object.fromEntries(TEXT_FIELDS.map((f) => [f, $(`cg-${f}`).value]));
  const marks = builder.marks;
  return {
    grid: builder.rows(),
    bars: builder.barList(),
    ...carried,
    ...fields,
    styles: [...marks.styles.values()],
    rebus: [...marks.rebus].map(([at, text]) => {
      const [r, c] = at.split(",").map(Number);
      return { row: r + 1, col: c + 1, text };
    }),
    enumerations: $("cg-enumerations").checked,
  };
}

function save() {
  saveGame(SAVE_KEY, { ...crossword(), clues: builder.savedClues() });
}

// What the last autofill said (its quality, or why it failed) is of that grid only.
function clearFillReport() {
  $("cg-quality").hidden = true;
  $("cg-explain").hidden = true;
}

// A crossword from a file (or the one saved in this browser) into the constructor.
function edit(data) {
  clearFillReport();
  builder.open(data);
  for (const f of TEXT_FIELDS) $(`cg-${f}`).value = data[f] || "";
  carried = { publisher: data.publisher || "", date: data.date || "", notes: data.notes || "" };
  $("cg-enumerations").checked = data.enumerations !== false;
  $("cg-rows").value = builder.height;
  $("cg-cols").value = builder.width;
}

const newGrid = () => {
  clearFillReport();
  builder.reset(Number($("cg-rows").value), Number($("cg-cols").value));
  for (const f of TEXT_FIELDS) $(`cg-${f}`).value = "";
  carried = {};
  $("cg-enumerations").checked = true;
  forgetGame(SAVE_KEY);
};
// Uploads last while the server runs; the page remembers them for the browser session.
const UPLOADS_KEY = "wordgrid:make:uploads";
const uploads = JSON.parse(sessionStorage.getItem(UPLOADS_KEY) || "[]");
for (const d of [...options.dictionaries, ...uploads]) $("cg-dict").append(new Option(d.name, d.id));
$("cg-new").addEventListener("click", newGrid);
$("cg-symmetry").addEventListener("change", () => (builder.symmetry = $("cg-symmetry").checked));
$("cg-blocks").addEventListener("click", () => {
  const on = $("cg-blocks").getAttribute("aria-pressed") !== "true";
  $("cg-blocks").setAttribute("aria-pressed", String(on));
  builder.drawBlocks = on;
});
$("cg-clear-letters").addEventListener("click", () => builder.clearLetters());
$("cg-dict").addEventListener("change", () => builder.refresh());
$("cg-min").addEventListener("change", () => builder.refresh());
for (const f of [...TEXT_FIELDS, "enumerations"]) $(`cg-${f}`).addEventListener("change", save);
const kept = loadGame(SAVE_KEY);
if (kept?.grid?.length && Array.isArray(kept.clues)) {
  edit(kept);
  const begun = kept.grid.join("").replaceAll(".", "") || kept.clues.some((c) => c.text);
  if (begun) $("cg-status").textContent = "Your crossword is as you left it (New grid starts another).";
} else {
  newGrid();
}

$("cg-open").addEventListener("change", async () => {
  const file = $("cg-open").files[0];
  if (!file) return;
  $("cg-status").textContent = `Reading ${file.name}…`;
  try {
    const response = await fetch(`/api/make/open?name=${enc(file.name)}`, { method: "POST", body: file });
    const data = await response.json();
    if (!response.ok) throw new Error(data.error);
    edit(data);
    const clued = data.clues.filter((c) => c.text).length;
    const answers = data.solved ? "" : " It keeps no answers: the grid shows only the letters it gives.";
    $("cg-status").textContent = `Opened ${file.name}: ${builder.height}x${builder.width}, ${clued} clues.${answers}`;
    save();
  } catch (error) {
    $("cg-status").textContent = error.message;
  } finally {
    $("cg-open").value = ""; // the same file again is a change too
  }
});

$("cg-upload").addEventListener("change", async () => {
  const file = $("cg-upload").files[0];
  if (!file) return;
  $("cg-status").textContent = `Reading ${file.name}…`;
  try {
    const response = await fetch(`/api/make/dictionaries?name=${enc(file.name)}`, {
      method: "POST",
      body: file,
    });
    const data = await response.json();
    if (!response.ok) throw new Error(data.error);
    const name = `${data.name} (${data.entries} entries)`;
    $("cg-dict").append(new Option(name, data.id));
    uploads.push({ id: data.id, name });
    sessionStorage.setItem(UPLOADS_KEY, JSON.stringify(uploads));
    $("cg-dict").value = data.id;
    const skipped = data.skipped ? `, ${data.skipped} unreadable lines skipped` : "";
    $("cg-status").textContent = `${data.name}: ${data.entries} entries${skipped}.`;
    builder.refresh();
  } catch (error) {
    $("cg-status").textContent = error.message;
  }
});

let fillJob = null;
async function autofill(region) {
  const body = {
    grid: builder.rows(),
    bars: builder.barList(),
    preferred: $("cg-preferred").value,
    banned: $("cg-banned").value,
    ...builder.dictionaryChoice(),
  };
  if (region) body.region = region;
  clearFillReport();
  for (const b of ["cg-fill", "cg-fill-region"]) $(b).disabled = true;
  $("cg-stop").disabled = false;
  try {
    fillJob = runJob("/api/make/fill", body, (text) => ($("cg-status").textContent = text));
    const result = await fillJob.done;
    if (!result) return;
    if (result.grid) {
      builder.load(result.grid); // every clue stays with its entry
      $("cg-status").textContent = region ? "The selection is filled." : "The grid is filled.";
      $("cg-quality").textContent = result.quality.summary.join("\n");
      $("cg-quality").hidden = false;
    } else if (result.explain) {
      $("cg-status").textContent = "This grid can't be filled from the dictionary:";
      $("cg-explain").textContent = result.explain.join("\n");
      $("cg-explain").hidden = false;
    } else {
      $("cg-status").textContent += " No complete fill was found in time.";
    }
  } finally {
    fillJob = null;
    $("cg-fill").disabled = false;
    $("cg-fill-region").disabled = !builder.region();
    $("cg-stop").disabled = true;
  }
}
$("cg-fill-form").addEventListener("submit", (event) => {
  event.preventDefault();
  autofill(null);
});
$("cg-fill-region").addEventListener("click", () => autofill(builder.region()));
$("cg-stop").addEventListener("click", () => fillJob && fillJob.stop());

for (const button of document.querySelectorAll("[data-export]")) {
  button.addEventListener("click", async () => {
    const fmt = button.dataset.export;
    try {
      await download(`/api/make/export/${fmt}`, { ...crossword(), clues: builder.exportClues() });
      $("cg-status").textContent = `Downloaded the ${button.textContent} file.`;
    } catch (error) {
      $("cg-status").textContent = error.message;
    }
  });
}

$("cg-as-fill-in").addEventListener("click", async () => {
  $("cg-fill-in").hidden = true;
  const job = runJob("/api/make/grid-fill-in", { grid: builder.rows(), bars: builder.barList() }, (text) => {
    $("cg-status").textContent = text;
  });
  const result = await job.done;
  if (!result) return;
  $("cg-fi-rating").textContent = result.rating;
  $("cg-fi-repairs").textContent = result.generated.repairs.join("; ") || "No letters needed.";
  const formats = [
    ["ipuz", "ipuz"],
    ["pdf", "PDF with answers"],
    ["html", "page to play anywhere (HTML)"],
    ["json", "wordgrid JSON"],
  ];
  downloads($("cg-fi-links"), result.id, formats, "");
  $("cg-fi-links").prepend(button(`play.html?id=${enc(result.id)}`, "Play it"), " ");
  $("cg-status").textContent = "The fill is now a fill-in with one solution.";
  $("cg-fill-in").hidden = false;
});
