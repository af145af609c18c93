// What the make page's parts share: background jobs, downloads, and a grid preview.
import { api } from "./api.js";

const POLL_MS = 250; // how often a running job is asked about

// Start a job; `say` hears its progress and `seen` (if given) gets the job at each look.
// Returns {done, stop}: `done` resolves to the result (a fill that ran out of time
// included, with its best partial grid) or null.
export function runJob(path, body, say, seen = () => {}) {
  let id = null;
  let stopping = false;
  const done = (async () => {
    let job;
    try {
      job = await api("POST", path, body);
      id = job.id;
      if (stopping) await api("DELETE", `/api/make/jobs/${id}`);
      while (job.state === "queued" || job.state === "running") {
        const doing = job.note ? `${job.note.message[0].toUpperCase()}${job.note.message.slice(1)}` : "Working";
        say(`${doing}… ${Math.floor(job.seconds)} s (at most ${job.limit} s)`);
        seen(job);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        job = await api("GET", `/api/make/jobs/${id}`);
      }
    } catch (error) {
      say(error.message);
      return null;
    }
    if (job.state === "done") {
      say(`Done in ${job.seconds.toFixed(1)} s.`);
      return job.result;
    }
    if (job.state === "cancelled") {
      say("Stopped.");
      return null;
    }
    if (job.state === "timeout") {
      say(`The time limit (${job.limit} s) passed. ${job.error || ""}`.trim());
      return job.result || null;
    }
    say(job.error || "It did not work.");
    return null;
  })();
  const stop = () => {
    stopping = true;
    if (id !== null) api("DELETE", `/api/make/jobs/${id}`).catch(() => {});
  };
  return { done, stop };
}

// Run a form's job: its Make button (`PREFIX-make`) is off and its Stop button
// (`PREFIX-stop`) on while it runs, and `PREFIX-status` says how it is getting on. `show`
// gets the result, `seen` the job at each look.
export async function formJob(prefix, path, body, show, seen = () => {}) {
  const [make, stop, status] = ["make", "stop", "status"].map((n) => document.getElementById(`${prefix}-${n}`));
  make.disabled = true;
  stop.disabled = false;
  const job = runJob(path, body, (text) => (status.textContent = text), seen);
  const onStop = () => job.stop();
  stop.addEventListener("click", onStop);
  try {
    const result = await job.done;
    if (result) show(result);
  } finally {
    stop.removeEventListener("click", onStop);
    make.disabled = false;
    stop.disabled = true;
  }
}

// POST `body` to `path` and save the file it answers with.
export async function download(path, body) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const data = await response.json().catch(() => ({}));
    throw new Error(data.error || `the server answered ${response.status}`);
  }
  const disposition = response.headers.get("content-disposition") || "";
  const name = decodeURIComponent(disposition.split("''")[1] || "puzzle");
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// A small read-only picture of a grid: blocks, empty cells and the letters shown.
export function preview(rows) {
  const table = document.createElement("table");
  table.className = "grid preview-grid";
  table.style.setProperty("--cols", rows[0].length);
  table.setAttribute("aria-label", `grid of ${rows.length} rows and ${rows[0].length} columns`);
  for (const row of rows) {
    const tr = table.insertRow();
    for (const ch of row) {
      const td = tr.insertCell();
      if (ch === "#") td.className = "block";
      else if (ch !== ".") td.textContent = ch;
    }
  }
  return table;
}
