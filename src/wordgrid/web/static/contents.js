// A one-file page of several puzzles: a list of them above the player, one link each. The
// address's #N picks the Nth (from 1), so each has a link of its own to share or embed;
// each keeps its own saved game.

// The page's own title, read before the player names the puzzle it shows: of a page of
// several, the collection's (render --title), which the tab keeps beside the puzzle's.
const collection = document.title;

// What the tab says for the puzzle shown: `Puzzle · Collection` on a page of several.
export function pageTitle(puzzleTitle, list) {
  const several = list && list.length > 1 && collection && collection !== puzzleTitle;
  return several ? `${puzzleTitle} · ${collection}` : `${puzzleTitle}: wordgrid`;
}

// The puzzle #N names, from 0; the first when the address names none that the page has.
export function chosenPuzzle(list) {
  const n = Number.parseInt(location.hash.slice(1), 10);
  return n >= 1 && n <= list.length ? n - 1 : 0;
}

export function showContents(nav, list, chosen) {
  if (list.length < 2) return;
  const items = list.map((playable, k) => {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = `#${k + 1}`;
    link.textContent = playable.puzzle.title;
    if (k === chosen) link.setAttribute("aria-current", "page");
    item.append(link);
    return item;
  });
  const ol = document.createElement("ol");
  ol.append(...items);
  nav.replaceChildren(ol);
  nav.hidden = false;
  // Another puzzle: a fresh page, so no state of this one's player is carried over.
  addEventListener("hashchange", () => location.reload());
}
