// The focus view: the current word's cells drawn large under its clue, with arrows to the
// previous and next word, for a phone, whose whole grid has small cells (the stylesheet
// shows it on narrow screens only). A tap on a cell moves the grid's cursor there, and the
// grid keeps the focus, so the phone's keyboard stays up. The grid itself is what screen
// readers read: the cells here are hidden from them, the arrows are buttons.

export class WordStrip {
  constructor(box, player) {
    this.player = player;
    const arrow = (label, text, delta) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "strip-arrow";
      button.textContent = text;
      button.setAttribute("aria-label", label);
      // Not a focus of its own: the letter typed next still goes to the grid.
      button.addEventListener("pointerdown", (e) => e.preventDefault());
      button.addEventListener("click", () => player.nextSlot(delta));
      return button;
    };
    this.cells = document.createElement("div");
    this.cells.className = "strip-cells";
    this.cells.setAttribute("aria-hidden", "true");
    this.cells.addEventListener("pointerdown", (e) => this.tap(e));
    box.replaceChildren(arrow("Previous word", "◀", -1), this.cells, arrow("Next word", "▶", 1));
    this.box = box;
  }

  tap(e) {
    const cell = e.target.closest(".strip-cell");
    if (!cell) return;
    e.preventDefault();
    this.player.moveTo(Number(cell.dataset.r), Number(cell.dataset.c));
  }

  render() {
    const player = this.player;
    const slot = player.currentSlot();
    this.box.hidden = !slot;
    if (!slot) return;
    const [cr, cc] = player.cursor;
    const rebus = player.rebusAt;
    const shown = slot.cells.map(([r, c]) => {
      const cell = document.createElement("span");
      const key = `${r},${c}`;
      const editing = rebus && rebus.r === r && rebus.c === c;
      cell.className = "strip-cell";
      cell.dataset.r = r;
      cell.dataset.c = c;
      cell.textContent = editing ? rebus.text : player.letters[r][c] || "";
      cell.classList.toggle("current", r === cr && c === cc);
      cell.classList.toggle("wrong", player.wrong.has(key));
      cell.classList.toggle("revealed", player.revealed.has(key));
      cell.classList.toggle("multi", Array.from(cell.textContent).length > 1);
      return cell;
    });
    this.cells.replaceChildren(...shown);
    this.cells.style.setProperty("--letters", slot.cells.length);
    this.cells.querySelector(".current")?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }
}
