// The play page: loads one puzzle (or a room's: ?room=) from its source (source.js: the
// server, the page itself, or a static site), picks its player, and wires the toolbar, the
// clock, autosave and the solved moment.
import { chosenPuzzle, pageTitle, showContents } from "./contents.js";
import { GridPlayer } from "./grid.js";
import { installKeys } from "./keys.js";
import { WordInView } from "./pan.js";
import { formatTime } from "./puzzle.js";
import { inlinePuzzles, openSource, serverSource } from "./source.js";
import { forgetGame, loadGame, saveGame } from "./store.js";
import { WordStrip } from "./strip.js";
import { Timer } from "./timer.js";
import { WordSearchPlayer } from "./wordsearch.js";

const SAVE_EVERY = 5; // seconds of play between two saves of the clock alone
const NO_ANSWERS = "This puzzle came without its answers: Check says whether a whole word is right, and reveal is off.";

const $ = (id) => document.getElementById(id);
const status = $("status");
const say = (text) => {
  status.textContent = text;
};

// The solved moment: a dialog that says so, and the same words in the status line.
function showSolved(text, now = true) {
  $("solved-text").textContent = text;
  if (now) {
    $("solved").hidden = false;
    $("solved-close").focus();
  }
  say(text);
}

// A puzzle that can't be loaded: the message and the way back to the library, none of the
// game's controls (a one-file page has no library to go back to).
function cannotPlay(message) {
  $("main").classList.add("unplayable");
  say(message);
  if (inlinePuzzles()) return;
  const back = document.createElement("a");
  back.href = "./";
  back.textContent = "Back to the library";
  const line = document.createElement("p");
  line.className = "back";
  line.append(back);
  status.after(line);
}

// The puzzle of the page, with its source: a library puzzle (?id=), one of the page's own,
// or a room's (?room=), with its room. Rooms (rooms.js) load only on a server, when used.
async function load(params) {
  const roomId = params.get("room");
  if (roomId) {
    const { joinRoom } = await import("./rooms.js");
    const page = { say, solved: showSolved, timer: null, together: togetherPanel() };
    const { doc, room } = await joinRoom(roomId, page);
    return { source: serverSource(doc.id, doc), room };
  }
  const inlined = inlinePuzzles();
  const chosen = inlined ? chosenPuzzle(inlined) : 0;
  if (inlined) showContents($("contents"), inlined, chosen);
  return { source: await openSource(params, chosen), room: null };
}

async function playTogether(id) {
  const { openRoom } = await import("./rooms.js");
  return openRoom(id);
}

// The toolbar's print: the server's or the site's PDF, else the browser prints the page.
function wirePrint(link, room, source) {
  if (room) link.href = `/api/rooms/${encodeURIComponent(room.id)}/pdf`;
  else if (source.print) link.href = source.print;
  else {
    link.removeAttribute("target");
    link.setAttribute("role", "button");
    link.addEventListener("click", (event) => {
      event.preventDefault();
      window.print();
    });
  }
}

// What the toolbar offers: a word search has no check or reveal; a room no hint; a puzzle
// saved without its answers no reveal, and checks whole words only.
function showTools(source, room, search) {
  const can = source.can;
  for (const part of ["check-group", "reveal-group", "hint", "rebus", "undo", "redo"]) $(part).hidden = search;
  if (!can.reveal) $("reveal-group").hidden = true;
  $("hint").hidden = search || !!room || !can.hint;
  document.querySelector('[data-check="cell"]').hidden = !can.checkCell;
  document.querySelector('[data-check="word"]').hidden = !can.checkWord;
  $("play-together").hidden = !!room || !can.rooms;
  if (!can.library) $("heading").querySelector("a")?.remove(); // no library to go back to
}

function togetherPanel() {
  const ids = { panel: "together", state: "together-state", players: "players", name: "my-name" };
  Object.assign(ids, { colour: "my-colour", link: "join-link", qr: "join-qr", copy: "copy-link" });
  return Object.fromEntries(Object.entries(ids).map(([k, id]) => [k, $(id)]));
}

async function start() {
  const params = new URLSearchParams(location.search);
  let source;
  let room;
  try {
    ({ source, room } = await load(params));
  } catch (error) {
    return cannotPlay(error.message);
  }
  const { doc, id } = source;
  document.title = pageTitle(doc.title, inlinePuzzles());
  $("title").textContent = doc.title;
  $("heading").title = doc.title; // a phone's header shows one line of it
  wirePrint($("print"), room, source);
  const search = doc.kind === "word search";
  showTools(source, room, search);
  if (search) $("grid-help").textContent = "Drag across a word, or pick its first and last letters (click, or arrows and Enter).";
  if (room) $("restart").textContent = "Clear grid";
  if (room && search) $("restart").hidden = true;

  let lastSaved = 0;
  let keep = !room; // false once the player starts again: nothing may save the old game
  const save = () => {
    if (!keep) return;
    saveGame(id, { state: player.state(), seconds: timer.seconds, finished: player.finished });
    lastSaved = timer.seconds;
  };
  const ui = {
    wrap: $("grid-wrap"),
    side: $("side"),
    clueBar: $("current-clue"),
    say,
    changed: save,
    rendered: () => {
      strip?.render();
      inView?.follow(player);
    },
    room, // playing together: the player sends its moves there (rooms.js)
    solved: (revealed = 0) => {
      if (room) return; // the room's server says when, with who filled what
      timer.stop();
      save();
      const help = revealed ? `, with ${revealed} ${revealed === 1 ? "letter" : "letters"} revealed` : "";
      showSolved(`You solved ${doc.title} in ${formatTime(timer.seconds)}${help}.`);
    },
  };
  const player = search ? new WordSearchPlayer(doc, ui, source) : new GridPlayer(doc, ui, source);
  const strip = search ? null : new WordStrip($("word-strip"), player);
  const inView = search ? null : new WordInView($("grid-wrap"), document.querySelector(".focus"));
  const saved = room ? null : loadGame(id);
  const timer = new Timer($("timer"), 0, (seconds) => {
    if (seconds - lastSaved >= SAVE_EVERY) save();
  });
  const resumed = saved && player.restore(saved.state);
  if (resumed) {
    timer.seconds = Number(saved.seconds) || 0;
    player.finished = !!saved.finished;
    timer.show();
  }
  player.build();
  if (room) {
    room.page.timer = timer; // the room's clock runs from its first move, for everyone
    room.start(player);
  } else if (player.finished) say("Solved already. Start again to play it afresh.");
  else {
    timer.start();
    if (resumed) say("Welcome back: your game is as you left it.");
    else if (!search && !source.can.reveal) say(NO_ANSWERS);
  }

  for (const button of document.querySelectorAll("[data-check]"))
    button.addEventListener("click", () => player.check(button.dataset.check));
  for (const button of document.querySelectorAll("[data-reveal]"))
    button.addEventListener("click", () => player.reveal(button.dataset.reveal));
  $("hint").addEventListener("click", () => player.hint());
  $("rebus").addEventListener("click", () => {
    if (player.rebusAt) player.endRebus();
    else player.startRebus();
    player.inputAt(...player.cursor)?.focus();
  });
  wireKeys(player, search, source.can);
  $("undo").addEventListener("click", () => player.undo());
  $("redo").addEventListener("click", () => player.redo());
  $("play-together").addEventListener("click", () => playTogether(id).catch((error) => say(error.message)));
  $("restart").addEventListener("click", () => {
    if (room) {
      if (confirm("Clear the whole grid, for everyone in the room?")) player.change(player.scopeCells("puzzle").map(([r, c]) => [r, c, ""]));
      return;
    }
    if (!confirm("Start this puzzle again? Your letters and time go.")) return;
    keep = false;
    forgetGame(id);
    location.reload();
  });
  $("solved-close").addEventListener("click", () => {
    $("solved").hidden = true;
  });
  addEventListener("pagehide", save);
}

// The shortcuts (keys.js) and the Keys button that lists them.
function wireKeys(player, search, can) {
  const cell = () => (search ? player.table?.querySelector('[tabindex="0"]') : player.inputAt(...player.cursor));
  const usable = (b) => !b.closest("[hidden]") && !b.disabled;
  const keys = installKeys({
    area: $("main"),
    dialog: $("keys"),
    search,
    actions: {
      help: () => keys.show(),
      check: () => player.check(can.checkWord ? "word" : "puzzle"),
      reveal: () => (can.reveal ? player.reveal("cell") : say("This puzzle came without its answers: reveal is off.")),
      list: () => {
        const side = $("side");
        const current = side.querySelector('.clue[aria-current="true"], .word[aria-pressed="true"]');
        const target = current || side.querySelector("button");
        if (target) return target.focus();
        side.tabIndex = -1; // a list without buttons (a word search's): read from its top
        side.focus();
      },
      toolbar: () => [...document.querySelectorAll(".bar button, .bar .button")].find(usable)?.focus(),
      grid: () => cell()?.focus(),
    },
  });
  $("keys-open").addEventListener("click", () => keys.show());
}

start();
