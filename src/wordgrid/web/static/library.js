// The library page: a page of the folder's puzzles at a time, searched, filtered and sorted
// by the server (GET /api/puzzles) or, on a static site, from its files (catalog.js), so a
// folder of 10,000 puzzles draws 100 rows, not 10,000. What the reader chose lives in the
// address (?q=&kind=&rating=&sort=&page=), so a reload, a bookmark or the Back button comes
// back to the same page.
import { openCatalog } from "./catalog.js";

const PAGE_SIZE = 100;
const TYPING_PAUSE = 250; // ms after the last key before a search is sent
const INDEX_POLL = 1500; // ms between looks at an index still being built

const $ = (id) => document.getElementById(id);
const list = $("library");
const status = $("status");
const indexing = $("indexing");
const fields = { q: $("q"), kind: $("kind"), rating: $("rating"), sort: $("sort") };
const number = new Intl.NumberFormat();
const catalog = openCatalog();

let page = 1;
let pages = 1;
let asked = 0; // the latest request: an older answer that arrives late is dropped
let typing;
let polling;

function fromAddress() {
  const params = new URLSearchParams(location.search);
  for (const [name, field] of Object.entries(fields)) {
    // No value, or one the menu doesn't offer (an old bookmark): the first option.
    const value = params.get(name) || (field.options ? field.options[0].value : "");
    field.value = value;
    if (field.value !== value) field.selectedIndex = 0;
  }
  page = Math.max(1, parseInt(params.get("page"), 10) || 1);
}

function toAddress(push) {
  const params = new URLSearchParams();
  for (const [name, field] of Object.entries(fields)) {
    if (field.value && !(name === "sort" && field.value === "name")) params.set(name, field.value);
  }
  if (page > 1) params.set("page", page);
  const query = params.toString();
  const url = query ? `?${query}` : location.pathname;
  if (push) history.pushState(null, "", url);
  else history.replaceState(null, "", url);
}

function row(puzzle) {
  const item = document.createElement("li");
  const link = document.createElement("a");
  link.href = `play.html?id=${encodeURIComponent(puzzle.id)}`;
  link.textContent = puzzle.title;
  const facts = document.createElement("span");
  facts.className = "facts";
  const words = `${number.format(puzzle.words)} ${puzzle.words === 1 ? "word" : "words"}`;
  const parts = [puzzle.kind, `${puzzle.rows}×${puzzle.cols}`, words];
  if (puzzle.rating) parts.push(puzzle.rating);
  if (puzzle.author) parts.push(`by ${puzzle.author}`);
  facts.textContent = parts.join(" · ");
  item.append(link, facts);
  return item;
}

function filtered() {
  return fields.q.value.trim() || fields.kind.value || fields.rating.value;
}

function describe(data) {
  if (data.total === 0) {
    if (filtered()) return "No puzzle matches. Try other words or filters.";
    return data.index.state === "ready" ? "There are no puzzles in this folder." : "";
  }
  const soFar = data.index.state === "ready" ? "" : " so far";
  const what = `${number.format(data.total)} ${data.total === 1 ? "puzzle" : "puzzles"}${soFar}`;
  if (data.puzzles.length === 0) return `${what}; this page is past the last.`;
  if (data.offset === 0 && data.puzzles.length === data.total) return what;
  const from = number.format(data.offset + 1);
  return `${from}–${number.format(data.offset + data.puzzles.length)} of ${what}`;
}

function showIndex(index) {
  clearTimeout(polling);
  if (index.error) {
    indexing.hidden = false;
    indexing.textContent = index.error;
  } else if (index.state !== "ready") {
    indexing.hidden = false;
    indexing.textContent =
      index.total > 0
        ? `Reading the folder: ${number.format(index.done)} of ${number.format(index.total)} files so far.`
        : "Reading the folder…";
    polling = setTimeout(() => load(false), INDEX_POLL);
  } else {
    indexing.hidden = true;
  }
}

// The files that are not puzzles to play (a .puz without its answers, a puzzle without a solution, a
// damaged file), each with why: fetched when the reader opens the list.
function showLeftOut(index) {
  const box = $("left-out");
  box.hidden = index.left_out === 0;
  const files = index.left_out === 1 ? "1 file" : `${number.format(index.left_out)} files`;
  $("left-out-count").textContent = `${files} of the folder can't be played: see why`;
  if (box.open) fillLeftOut();
}

async function fillLeftOut() {
  const list = $("left-out-files");
  try {
    const data = await catalog.leftOut(1000);
    list.replaceChildren(
      ...data.files.map((file) => {
        const item = document.createElement("li");
        const name = document.createElement("b");
        name.textContent = file.id;
        item.append(name, `: ${file.reason}`);
        return item;
      }),
    );
    if (data.total > data.files.length) list.append(`…and ${number.format(data.total - data.files.length)} more.`);
  } catch (error) {
    list.replaceChildren(error.message);
  }
}

function showPager(data) {
  pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  $("pager").hidden = pages <= 1 && page === 1;
  $("where").textContent = `Page ${number.format(page)} of ${number.format(pages)}`;
  $("first").disabled = $("previous").disabled = page <= 1;
  $("next").disabled = $("last").disabled = page >= pages;
}

async function load(keepFocus = true) {
  const mine = ++asked;
  const params = new URLSearchParams({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  for (const [name, field] of Object.entries(fields)) {
    if (field.value.trim()) params.set(name, field.value.trim());
  }
  list.setAttribute("aria-busy", "true");
  try {
    const data = await catalog.page(params);
    if (mine !== asked) return;
    const scrolled = keepFocus && document.activeElement?.closest("#pager");
    list.replaceChildren(...data.puzzles.map(row));
    status.textContent = describe(data);
    showPager(data);
    showIndex(data.index);
    showLeftOut(data.index);
    if (scrolled) list.scrollIntoView?.({ block: "start" });
  } catch (error) {
    if (mine !== asked) return;
    status.textContent = error.message;
  } finally {
    if (mine === asked) list.removeAttribute("aria-busy");
  }
}

function goTo(target) {
  page = Math.min(Math.max(1, target), pages);
  toAddress(true);
  load();
}

function changed() {
  page = 1;
  toAddress(false);
  load();
}

fields.q.addEventListener("input", () => {
  clearTimeout(typing);
  typing = setTimeout(changed, TYPING_PAUSE);
});
for (const name of ["kind", "rating", "sort"]) fields[name].addEventListener("change", changed);
$("find").addEventListener("submit", (event) => {
  event.preventDefault(); // Enter searches now, without leaving the page
  clearTimeout(typing);
  changed();
});
$("left-out").addEventListener("toggle", (event) => {
  if (event.target.open) fillLeftOut();
});
$("first").addEventListener("click", () => goTo(1));
$("previous").addEventListener("click", () => goTo(page - 1));
$("next").addEventListener("click", () => goTo(page + 1));
$("last").addEventListener("click", () => goTo(pages));
window.addEventListener("popstate", () => {
  fromAddress();
  load();
});

fromAddress();
load();
