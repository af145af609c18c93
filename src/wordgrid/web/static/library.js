// The library page: one link per puzzle of the folder, with its kind, size and rating.
import { api } from "./api.js";

const list = document.getElementById("library");
const status = document.getElementById("status");

function row(puzzle) {
  const item = document.createElement("li");
  const link = document.createElement("a");
  link.href = `play.html?id=${encodeURIComponent(puzzle.id)}`;
  link.textContent = puzzle.title;
  const facts = document.createElement("span");
  facts.className = "facts";
  const parts = [puzzle.kind, `${puzzle.rows}×${puzzle.cols}`, `${puzzle.words} words`];
  if (puzzle.rating) parts.push(puzzle.rating);
  facts.textContent = parts.join(" · ");
  item.append(link, facts);
  return item;
}

try {
  const puzzles = await api("GET", "/api/puzzles");
  list.replaceChildren(...puzzles.map(row));
  status.textContent = puzzles.length ? "" : "There are no puzzles in this folder.";
} catch (error) {
  status.textContent = error.message;
}
