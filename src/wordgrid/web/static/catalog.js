// The library's pages, wherever they come from: the server's API (GET /api/puzzles), or a
// static site's files (`wordgrid site`). A site has its first page ready-made, so it shows
// as soon as a served one does; any other page (a search, a filter, an order, page 2) is
// cut here from the whole list, loaded once, the way web/catalog.py cuts the server's:
// every filter must hold, ties keep the folder's order, unrated puzzles come last either way.
import { api } from "./api.js";

const KINDS = ["fill-in", "crossword", "word search"];
const RATINGS = ["easy", "medium", "hard"];

export function openCatalog() {
  return document.documentElement.dataset.source === "site" ? siteCatalog() : serverCatalog();
}

function serverCatalog() {
  return {
    page: (params) => api("GET", `/api/puzzles?${params}`),
    leftOut: (limit) => api("GET", `/api/left-out?limit=${limit}`),
  };
}

async function json(path) {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`This site has no ${path} (${response.status}).`);
  return response.json();
}

// Text as a search compares it: case and accents aside (`Café` is found by `cafe`).
export function searchable(text) {
  return text.toLowerCase().replace(/ß/g, "ss").normalize("NFKD").replace(/\p{M}/gu, "");
}

// What each order compares, null for a puzzle that comes last whichever the direction.
const SORT_VALUES = {
  title: (p) => p.title_rank,
  kind: (p) => KINDS.indexOf(p.kind),
  size: (p) => p.rows * p.cols * 10_000 + p.rows,
  difficulty: (p) => (RATINGS.includes(p.rating) ? RATINGS.indexOf(p.rating) : null),
};

function siteCatalog() {
  let whole = null; // the index of every puzzle, once it is asked for
  const everything = async () => {
    if (!whole) whole = json("library/index.json").then(unpack);
    return whole;
  };
  return {
    async page(params) {
      const plain = ["q", "kind", "rating"].every((name) => !params.get(name)) && (params.get("sort") || "name") === "name";
      if (plain && Number(params.get("offset")) === 0) return json("library/first.json");
      return cut(await everything(), params);
    },
    async leftOut(limit) {
      const data = await json("library/left-out.json");
      return { files: data.files.slice(0, limit), total: data.total };
    },
  };
}

// The index's rows, column by column in the file, as objects with their search text.
function unpack(index) {
  const puzzles = index.rows.map((row) => Object.fromEntries(index.columns.map((name, k) => [name, row[k]])));
  for (const p of puzzles) p.haystack = searchable(`${p.title}\n${p.author}`);
  return { puzzles, index: index.index };
}

function cut({ puzzles, index }, params) {
  const offset = Number(params.get("offset")) || 0;
  const limit = Number(params.get("limit")) || 100;
  const kind = params.get("kind");
  const rating = params.get("rating");
  const terms = searchable(params.get("q") || "").split(/\s+/).filter(Boolean);
  const found = puzzles.filter(
    (p) => (!kind || p.kind === kind) && (!rating || p.rating === rating) && terms.every((t) => p.haystack.includes(t)),
  );
  const sort = params.get("sort") || "name";
  const descending = sort.startsWith("-");
  const value = SORT_VALUES[sort.replace(/^-/, "")];
  let order = found;
  if (!value) order = descending ? [...found].reverse() : found;
  else {
    const known = found.filter((p) => value(p) !== null);
    const sign = descending ? -1 : 1;
    known.sort((a, b) => sign * (value(a) - value(b))); // stable: ties keep the folder's order
    order = [...known, ...found.filter((p) => value(p) === null)];
  }
  const shown = order.slice(offset, offset + limit).map(({ haystack, title_rank, ...row }) => row);
  return { puzzles: shown, total: found.length, offset, limit, index };
}
