// The library page of a server shared on the network (`wordgrid serve --share`): its link
// and QR code to invite others, and no make page unless the host opened it (nor on a
// static site, which has no server to make puzzles with).
import { api } from "./api.js";

async function showShare() {
  if (document.documentElement.dataset.source === "site") {
    document.getElementById("make-link").hidden = true; // a static site: nothing to make with
    return;
  }
  let info;
  try {
    info = await api("GET", "/api/share");
  } catch {
    return; // an older server, or a guest's link: nothing to show
  }
  if (!info.making) document.getElementById("make-link").hidden = true;
  if (!info.shared) return;
  const link = document.getElementById("share-link");
  link.href = info.link;
  link.textContent = info.link;
  document.getElementById("share-qr").src = info.qr;
  document.getElementById("share").hidden = false;
}

showShare();
