// Keeps the current word in sight, as phone crossword apps do. A grid wider than its frame
// (its cells at their readable size, style.css) pans sideways to the word, and the page
// scrolls the word out from under the sticky clue bar and the phone's keyboard. Nothing
// moves while the word is in sight, nor when only the letters change (another player's, in a
// room): the player may have scrolled away to read the clues. Nor for a square tapped or
// clicked in the grid: it is in sight, and a grid moving under the finger would take the
// next tap to another square.

const MARGIN = 4; // px of the grid kept in sight beyond the word's ends, where there is room

export class WordInView {
  constructor(wrap, bar) {
    this.wrap = wrap; // the grid's frame, which scrolls sideways
    this.bar = bar; // the clue bar, sticky at the top of a phone's screen
    this.followed = ""; // the cursor and word last brought into sight
    this.player = null;
    this.pointing = false; // a tap, pen or mouse press on the grid has not yet ended
    wrap.addEventListener("pointerdown", () => {
      this.pointing = true;
    });
    // A tap moves the cursor when its square takes the focus, which comes with the mouse
    // events the browser sends after the finger lifts: the click that follows them ends the
    // gesture, not the lift (a timer after the lift may run first on a busy phone). A drag
    // the browser takes for a scroll ends in pointercancel, with no click; typing ends it too.
    const ended = () => (this.pointing = false);
    wrap.addEventListener("click", ended);
    wrap.addEventListener("pointercancel", ended);
    wrap.addEventListener("keydown", ended, true);
    // The phone's keyboard opening (or the screen turning) may hide the word again.
    window.visualViewport?.addEventListener("resize", () => {
      if (this.player && this.wrap.contains(document.activeElement)) this.show(this.player);
    });
  }

  // After each render: brings the word into sight when the cursor has moved.
  follow(player) {
    this.player = player;
    const at = JSON.stringify([player.cursor, player.direction, player.currentSlot()?.cells]);
    if (at === this.followed) return;
    this.followed = at;
    if (!this.pointing) this.show(player);
  }

  show(player) {
    const cells = player.currentSlot()?.cells || [player.cursor];
    const boxes = cells.map(([r, c]) => player.inputAt(r, c)?.parentElement.getBoundingClientRect()).filter(Boolean);
    const here = player.inputAt(...player.cursor)?.parentElement.getBoundingClientRect();
    if (!boxes.length || !here) return;
    const frame = this.wrap.getBoundingClientRect();
    const across = shift(boxes, here, "left", "right", frame.left, frame.right);
    if (across) this.wrap.scrollLeft += across;
    // The clue bar sticks to the top of the screen once the page scrolls past it: the word
    // must come below where it will be, wherever it is now.
    const viewport = window.visualViewport;
    const sticky = this.bar && getComputedStyle(this.bar).position === "sticky";
    const top = (viewport?.offsetTop || 0) + (sticky ? this.bar.offsetHeight : 0);
    const bottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
    const down = shift(boxes, here, "top", "bottom", top, bottom);
    if (down) window.scrollBy(0, down);
  }
}

// How far to scroll along one axis (`lo`, `hi`: the box sides) so that the word's boxes lie
// in the view from `from` to `to`: 0 when they do. A word partly in sight comes the rest of
// the way; one wholly out of sight comes to the middle, with the grid round it. A word longer
// than the view brings the cursor's box to the middle, when it is out of sight.
function shift(boxes, here, lo, hi, from, to) {
  const start = Math.min(...boxes.map((b) => b[lo])) - MARGIN;
  const end = Math.max(...boxes.map((b) => b[hi])) + MARGIN;
  const middle = (a, b) => (a + b) / 2 - (from + to) / 2;
  if (end - start > to - from) return here[lo] >= from && here[hi] <= to ? 0 : middle(here[lo], here[hi]);
  if (start >= from && end <= to) return 0;
  if (end <= from || start >= to) return middle(start, end);
  return start < from ? start - from : end - to;
}
