// Play together: one puzzle, several players, each with a cursor and a colour of their own.
//
// The player (grid.js or wordsearch.js) calls this module's hooks: edited(cells) when the
// local player changes squares, check, reveal and select instead of asking the server
// alone, and rendered() after each drawing. Moves go over the room's WebSocket, numbered;
// the server puts every player's moves in one order and sends each event to everyone, the
// mover included. The page shows the server's squares with the local player's moves not
// yet answered on top, so every player ends with the server's grid. After a drop, a sleep
// or a reload the page reconnects, gets the room as it is now, and sends again the moves
// the server had not taken. The server gives this tab a player id, which the others see, and
// a secret, which only this tab holds: a hello shows both to come back as the same player.
import { api } from "./api.js";
import { formatTime } from "./puzzle.js";

const RETRY_MS = [250, 500, 1000, 2000, 4000]; // waits before each reconnect; then the last
const CURSOR_MS = 80; // at most one cursor message per this many ms: only the latest matters
const NAME_PAUSE_MS = 400; // typing a name: sent once the typing stops
const MAX_WORD = 30; // squares a cursor message names at most (the server's cap)
const STORE = "wordgrid:room:"; // + room id, in sessionStorage: this tab's player, secret, moves
const PROFILE = "wordgrid:player"; // in localStorage: the name and colour last chosen

const key = (r, c) => `${r},${c}`;
const pair = ([r, c]) => [r + 1, c + 1];
const cell = ([r, c]) => [r - 1, c - 1];

// `kind`: "sessionStorage" (this tab's) or "localStorage" (this browser's), which a private
// window may refuse even to name.
function stored(kind, name) {
  try {
    return JSON.parse(window[kind].getItem(name) || "null") || {};
  } catch {
    return {}; // storage off: this page's memory only
  }
}

function store(kind, name, value) {
  try {
    window[kind].setItem(name, JSON.stringify(value));
  } catch {
    // private browsing: a reload makes a new player
  }
}

// The room's puzzle and its link: `{doc, room}` for the play page.
export async function joinRoom(roomId, page) {
  const view = await api("GET", `/api/rooms/${encodeURIComponent(roomId)}`);
  const doc = view.document;
  doc.id = view.puzzle;
  return { doc, room: new Room(view, page) };
}

// Opens a room on a library puzzle and goes there (the host's "Play together").
export async function openRoom(puzzleId) {
  const made = await api("POST", "/api/rooms", { puzzle: puzzleId });
  const link = new URL(made.join_url);
  location.assign(link.pathname + link.search); // on this page's own address and cookie
}

export class Room {
  constructor(view, page) {
    this.view = view;
    this.id = view.room;
    this.search = view.kind === "word search"; // words found, not squares filled
    this.page = page; // {say(text), solved(text), timer, panel elements}
    this.token = new URLSearchParams(location.search).get("token");
    const mine = stored("sessionStorage", STORE + this.id);
    this.me = mine.player || null;
    this.secret = mine.secret || "";
    this.moves = mine.move || 0; // this player's moves so far, numbered from 1
    this.welcomed = false; // moves wait for the welcome: it says which the server has
    this.confirmed = new Map(); // "r,c" -> {text, by, revealed}: the server's squares
    this.pending = []; // this player's moves the server has not answered, in order
    this.players = new Map(); // id -> {name, colour, online, row, col, cells}
    this.started = null;
    this.offset = 0; // the server's clock minus this one, in seconds
    this.finished = null;
    this.socket = null;
    this.tries = 0;
    this.sentCursor = "";
    this.cursorTimer = 0;
    this.lastCursor = 0;
  }

  // --- the page ---------------------------------------------------------------------------

  start(player) {
    this.player = player;
    this.buildPanel();
    setInterval(() => this.tick(), 1000);
    addEventListener("online", () => this.reconnectNow());
    document.addEventListener("visibilitychange", () => {
      if (!document.hidden) this.reconnectNow(); // a phone that slept: its socket may be dead
    });
    this.connect();
  }

  buildPanel() {
    const { panel, name, colour, link, qr, copy } = this.page.together;
    panel.hidden = false;
    link.href = this.view.join_url;
    link.textContent = this.view.join_url;
    qr.src = this.view.qr;
    const profile = stored("localStorage", PROFILE);
    name.value = profile.name || "";
    if (profile.colour) colour.value = profile.colour;
    let typing = 0;
    const rename = () => {
      clearTimeout(typing);
      typing = setTimeout(() => {
        store("localStorage", PROFILE, { name: name.value.trim(), colour: colour.value });
        this.send({ type: "name", name: name.value.trim(), colour: colour.value });
      }, NAME_PAUSE_MS);
    };
    name.addEventListener("input", rename);
    colour.addEventListener("input", rename);
    copy.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(this.view.join_url);
        this.page.say("Link copied.");
      } catch {
        getSelection().selectAllChildren(link); // no clipboard outside https: select it
        this.page.say("Link selected: copy it with Ctrl+C.");
      }
    });
  }

  showPlayers() {
    const list = this.page.together.players;
    const items = [...this.players.entries()].map(([id, p]) => {
      const item = document.createElement("li");
      item.className = p.online ? "player" : "player away";
      item.style.setProperty("--peer", p.colour);
      const who = id === this.me ? `${p.name} (you)` : p.name;
      item.textContent = p.online ? who : `${who}, away`;
      return item;
    });
    list.replaceChildren(...items);
  }

  tick() {
    const timer = this.page.timer;
    if (this.finished) timer.seconds = this.finished.seconds;
    else if (this.started) timer.seconds = Math.max(0, Date.now() / 1000 + this.offset - this.started);
    timer.show();
  }

  // --- the connection -----------------------------------------------------------------------

  connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const query = this.token ? `?token=${encodeURIComponent(this.token)}` : "";
    const socket = new WebSocket(`${scheme}://${location.host}/api/rooms/${encodeURIComponent(this.id)}/socket${query}`);
    this.socket = socket;
    this.welcomed = false;
    socket.addEventListener("open", () => {
      const profile = stored("localStorage", PROFILE);
      const hello = { type: "hello", player: this.me, secret: this.secret, name: profile.name || "", colour: profile.colour || "" };
      socket.send(JSON.stringify(hello));
    });
    socket.addEventListener("message", (e) => this.receive(JSON.parse(e.data)));
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return; // an old socket, replaced already
      this.socket = null;
      this.setOnline(false);
      const wait = RETRY_MS[Math.min(this.tries, RETRY_MS.length - 1)];
      this.tries += 1;
      this.retry = setTimeout(() => this.connect(), wait);
    });
  }

  reconnectNow() {
    if (this.socket && this.socket.readyState <= WebSocket.OPEN) return;
    clearTimeout(this.retry);
    this.tries = 0;
    this.connect();
  }

  // Drops the connection, as a network would (the tests' and the benchmark's reconnects).
  drop() {
    this.socket?.close();
  }

  setOnline(online) {
    const state = this.page.together.state;
    state.textContent = online ? "connected" : "reconnecting…";
    state.classList.toggle("offline", !online);
    if (!online) this.page.say("Connection lost: reconnecting… Your letters are kept and sent when it is back.");
  }

  send(message) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  remember() {
    store("sessionStorage", STORE + this.id, { player: this.me, secret: this.secret, move: this.moves });
  }

  move(message) {
    this.moves += 1;
    message.move = this.moves;
    this.remember();
    this.pending.push(message);
    if (this.welcomed) this.send(message); // else the welcome sends it, in its turn
  }

  // --- the hooks the players call -------------------------------------------------------------

  edited(cells) {
    this.move({ type: "write", cells: cells.map(([r, c, text]) => ({ row: r + 1, col: c + 1, text })) });
  }

  check(cells, scope) {
    this.scope = scope;
    const open = cells.filter(([r, c]) => !this.player.isGiven(r, c));
    if (open.length) this.move({ type: "check", cells: open.map(pair) });
  }

  reveal(cells, scope) {
    this.scope = scope;
    if (cells.length) this.move({ type: "reveal", cells: cells.map(pair) });
  }

  select(from, to) {
    this.move({ type: "select", from: pair(from), to: pair(to) });
  }

  rendered(player) {
    this.paintPeers(player);
    const [r, c] = player.cursor;
    const cursor = JSON.stringify([r + 1, c + 1, this.selection(player).map(pair)]);
    clearTimeout(this.cursorTimer); // a cursor not yet sent is already out of date
    if (cursor === this.sentCursor) return;
    const wait = this.lastCursor + CURSOR_MS - performance.now();
    this.cursorTimer = setTimeout(() => {
      const [row, col, cells] = JSON.parse(cursor);
      this.send({ type: "cursor", row, col, cells });
      this.sentCursor = cursor;
      this.lastCursor = performance.now();
    }, Math.max(0, wait));
  }

  // The squares this player has selected: a crossword's word, a word search's drag (or the
  // first letter picked).
  selection(player) {
    if (!this.search) return player.currentSlot()?.cells || [];
    const line = player.drag || (player.anchor && { from: player.anchor, to: player.anchor });
    if (!line) return [];
    const steps = Math.max(Math.abs(line.to[0] - line.from[0]), Math.abs(line.to[1] - line.from[1]));
    const [dr, dc] = [Math.sign(line.to[0] - line.from[0]), Math.sign(line.to[1] - line.from[1])];
    return Array.from({ length: Math.min(steps + 1, MAX_WORD) }, (_, k) => [line.from[0] + k * dr, line.from[1] + k * dc]);
  }

  paintPeers(player) {
    for (const tag of player.table.querySelectorAll(".peer-tag")) tag.remove();
    for (const td of player.table.querySelectorAll("td.peer-at, td.peer-word")) {
      td.classList.remove("peer-at", "peer-word");
      td.removeAttribute("title");
    }
    const at = (r, c) => player.table.querySelector(`[data-r="${r}"][data-c="${c}"]`)?.closest("td");
    for (const [id, p] of this.players) {
      if (id === this.me || !p.online || !p.row) continue;
      for (const [r, c] of p.cells || []) {
        const td = at(r - 1, c - 1);
        if (!td) continue;
        td.classList.add("peer-word");
        td.style.setProperty("--peer-word", p.colour);
      }
      const td = at(p.row - 1, p.col - 1);
      if (!td) continue;
      td.classList.add("peer-at");
      td.style.setProperty("--peer", p.colour);
      td.title = p.name;
      const tag = document.createElement("span");
      tag.className = p.row === 1 ? "peer-tag below" : "peer-tag";
      tag.setAttribute("aria-hidden", "true");
      tag.textContent = Array.from(p.name)[0] || "?";
      td.append(tag);
    }
  }

  // --- what the server sends --------------------------------------------------------------------

  receive(message) {
    const handle = {
      welcome: () => this.welcome(message),
      joined: () => this.joined(message),
      presence: () => this.presence(message),
      written: () => this.written(message),
      checked: () => this.checked(message),
      found: () => this.found(message),
      ack: () => this.acked(message),
      finished: () => this.finish(message, true),
      error: () => this.page.say(message.error),
    }[message.type];
    handle?.();
  }

  welcome(w) {
    const back = this.me !== null && this.tries > 0;
    if (w.you !== this.me) {
      // A new player (the room forgot this tab's, or never knew it): its moves count
      // from the server's, the unanswered ones kept, in order.
      this.pending.forEach((m, i) => (m.move = w.last_move + i + 1));
      this.moves = w.last_move + this.pending.length;
    }
    this.me = w.you;
    this.secret = w.secret;
    this.tries = 0;
    this.remember();
    this.offset = w.now - Date.now() / 1000;
    this.started = w.started;
    this.players = new Map(w.players.map((p) => [p.id, p]));
    const me = this.players.get(this.me);
    if (me) this.page.together.colour.value = me.colour;
    this.confirmed = new Map(w.squares.map((s) => [key(s.row - 1, s.col - 1), s]));
    this.settle(w.last_move);
    if (this.search) {
      this.player.found = w.found.map((f) => this.foundWord(f));
      this.player.render();
      if (this.player.isFull()) this.player.showMessage();
    } else {
      this.player.wrong = new Set(w.wrong.map(([r, c]) => key(r - 1, c - 1)));
      this.player.revealed = new Set(w.squares.filter((s) => s.revealed).map((s) => key(s.row - 1, s.col - 1)));
      this.showSquares(this.allSquares());
    }
    this.setOnline(true);
    this.showPlayers();
    this.sentCursor = ""; // the new socket's players have not seen this one's cursor
    this.rendered(this.player);
    this.welcomed = true;
    for (const message of this.pending) this.send(message); // the moves it had not taken
    if (w.finished) this.finish(w.finished, false);
    else if (back) this.page.say("Back online: the grid is as the room has it now.");
  }

  // Forgets the local moves the server has answered, up to its move `number`.
  settle(number) {
    const answered = this.pending.filter((m) => m.move <= number);
    this.pending = this.pending.filter((m) => m.move > number);
    return answered;
  }

  // What a square shows: this player's latest unanswered letter there, else the server's.
  shown(k) {
    for (let i = this.pending.length - 1; i >= 0; i--) {
      const m = this.pending[i];
      if (m.type !== "write") continue;
      const s = m.cells.find((x) => key(x.row - 1, x.col - 1) === k);
      if (s) return s.text;
    }
    return this.confirmed.get(k)?.text || "";
  }

  allSquares() {
    const keys = [];
    const p = this.player;
    for (let r = 0; r < p.height; r++)
      for (let c = 0; c < p.width; c++) if (!p.isBlock(r, c) && !p.isGiven(r, c)) keys.push(key(r, c));
    return keys;
  }

  showSquares(keys) {
    this.player.setCells(keys.map((k) => [...k.split(",").map(Number), this.shown(k)]));
  }

  name(id) {
    return this.players.get(id)?.name || "Someone";
  }

  joined(m) {
    const known = this.players.get(m.player) || { online: true };
    this.players.set(m.player, { ...known, id: m.player, name: m.name, colour: m.colour });
    this.showPlayers();
    this.player.render();
  }

  presence(m) {
    const known = this.players.get(m.player);
    if (!known) return;
    Object.assign(known, { online: m.online, row: m.row, col: m.col, cells: m.cells });
    this.showPlayers();
    this.paintPeers(this.player);
  }

  written(m) {
    if (m.move) this.started ??= m.at;
    const keys = m.cells.map((s) => key(s.row - 1, s.col - 1));
    m.cells.forEach((s, i) => {
      if (s.text) this.confirmed.set(keys[i], { ...s, by: m.player, revealed: m.revealed });
      else this.confirmed.delete(keys[i]);
      this.player.wrong.delete(keys[i]);
      if (m.revealed) this.player.revealed.add(keys[i]);
      else this.player.revealed.delete(keys[i]);
    });
    if (m.player === this.me) this.settle(m.move);
    this.showSquares(keys);
    if (m.revealed) {
      const who = m.player === this.me ? "Revealed" : `${this.name(m.player)} revealed`;
      this.page.say(`${who} ${keys.length} ${keys.length === 1 ? "letter" : "letters"}.`);
    }
  }

  checked(m) {
    for (const [r, c] of m.wrong) this.player.wrong.add(key(r - 1, c - 1));
    if (m.player === this.me) this.settle(m.move);
    this.player.render();
    const n = m.wrong.length;
    const result = n ? `${n} wrong ${n === 1 ? "letter" : "letters"}, marked` : "no wrong letters";
    if (m.player === this.me) this.page.say(`Checked the ${this.scope || "squares"}: ${result}.`);
    else this.page.say(`${this.name(m.player)} checked ${m.cells.length} squares: ${result}.`);
  }

  foundWord(f) {
    const colour = this.players.get(f.by)?.colour;
    return { word: f.word, from: cell(f.from), to: cell(f.to), secret: f.secret, colour };
  }

  found(m) {
    if (m.player === this.me) this.settle(m.move);
    this.started ??= m.at;
    const finder = m.player === this.me ? "" : this.name(m.player);
    this.player.addFound(this.foundWord({ ...m, by: m.player }), finder);
  }

  acked(m) {
    const answered = this.settle(m.move);
    if (m.error) this.page.say(m.error);
    // A write the server refused leaves its squares as the server has them.
    const keys = answered.filter((a) => a.type === "write").flatMap((a) => a.cells.map((s) => key(s.row - 1, s.col - 1)));
    if (keys.length && !this.search) this.showSquares(keys);
  }

  // The room is solved: the time, and who filled (or found) what.
  finish(f, now) {
    this.finished = f;
    this.tick();
    const parts = [`Solved together in ${formatTime(f.seconds)}.`];
    const by = f.by.map((b) => `${b.name} ${b.count}`).join(", ");
    if (by) parts.push(`${this.search ? "Words found" : "Squares filled"}: ${by}.`);
    if (f.revealed) parts.push(`Revealed: ${f.revealed}.`);
    this.player.finished = true;
    if (!this.search) this.markFillers();
    this.page.solved(parts.join(" "), now);
  }

  // Each square underlined in the colour of the player who filled it.
  markFillers() {
    for (const [k, s] of this.confirmed) {
      const [r, c] = k.split(",").map(Number);
      const td = this.player.inputAt(r, c)?.closest("td");
      const colour = this.players.get(s.by)?.colour;
      if (!td || !colour || s.revealed) continue;
      td.classList.add("filled-by");
      td.style.setProperty("--by", colour);
      td.title = `filled by ${this.name(s.by)}`;
    }
  }
}
