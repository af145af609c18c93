// The play page: loads one puzzle, picks its player, and wires the toolbar, the clock,
// autosave and the solved moment.
import { api } from "./api.js";
import { GridPlayer } from "./grid.js";
import { installKeys } from "./keys.js";
import { formatTime } from "./puzzle.js";
import { forgetGame, loadGame, saveGame } from "./store.js";
import { WordStrip } from "./strip.js";
import { Timer } from "./timer.js";
import { WordSearchPlayer } from "./wordsearch.js";

const SAVE_EVERY = 5; // seconds of play between two saves of the clock alone

const $ = (id) => document.getElementById(id);
const status = $("status");
const say = (text) => {
  status.textContent = text;
};

async function start() {
  const id = new URLSearchParams(location.search).get("id");
  if (!id) return say("No puzzle named: pick one from the library.");
  let doc;
  try {
    doc = await api("GET", `/api/puzzles/${encodeURIComponent(id)}`);
  } catch (error) {
    return say(error.message);
  }
  doc.id = id;
  document.title = `${doc.title}: wordgrid`;
  $("title").textContent = doc.title;
  $("heading").title = doc.title; // a phone's header shows one line of it
  $("print").href = `/api/puzzles/${encodeURIComponent(id)}/pdf`;
  const search = doc.kind === "word search";
  for (const part of ["check-group", "reveal-group", "hint", "rebus", "undo", "redo"]) $(part).hidden = search;
  if (search) $("grid-help").textContent = "Drag across a word, or pick its first and last letters (click, or arrows and Enter).";

  let lastSaved = 0;
  let keep = true; // false once the player starts again: nothing may save the old game
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
    rendered: () => strip?.render(),
    solved: (revealed = 0) => {
      timer.stop();
      save();
      const help = revealed ? `, with ${revealed} ${revealed === 1 ? "letter" : "letters"} revealed` : "";
      $("solved-text").textContent = `You solved ${doc.title} in ${formatTime(timer.seconds)}${help}.`;
      $("solved").hidden = false;
      $("solved-close").focus();
      say(`Solved in ${formatTime(timer.seconds)}!`);
    },
  };
  const player = search ? new WordSearchPlayer(doc, ui) : new GridPlayer(doc, ui);
  const strip = search ? null : new WordStrip($("word-strip"), player);
  const saved = loadGame(id);
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
  if (player.finished) say("Solved already. Start again to play it afresh.");
  else {
    timer.start();
    if (resumed) say("Welcome back: your game is as you left it.");
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
  wireKeys(player, search);
  $("undo").addEventListener("click", () => player.undo());
  $("redo").addEventListener("click", () => player.redo());
  $("restart").addEventListener("click", () => {
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
function wireKeys(player, search) {
  const cell = () => (search ? player.table?.querySelector('[tabindex="0"]') : player.inputAt(...player.cursor));
  const usable = (b) => !b.closest("[hidden]") && !b.disabled;
  const keys = installKeys({
    area: $("main"),
    dialog: $("keys"),
    search,
    actions: {
      help: () => keys.show(),
      check: () => player.check("word"),
      reveal: () => player.reveal("cell"),
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
