// The clock: counts only while the page is visible, so a hidden tab doesn't run it up.
import { formatTime } from "./puzzle.js";

export class Timer {
  constructor(element, seconds = 0, onTick = () => {}) {
    this.element = element;
    this.seconds = seconds;
    this.onTick = onTick;
    this.running = false;
    this.last = 0;
    document.addEventListener("visibilitychange", () => this.sync());
    setInterval(() => this.tick(), 1000);
    this.show();
  }

  start() {
    this.running = true;
    this.sync();
  }

  stop() {
    this.tick();
    this.running = false;
  }

  // Counts from now when visible and running; a hidden page pauses the count.
  sync() {
    this.tick();
    this.last = this.running && !document.hidden ? performance.now() : 0;
  }

  tick() {
    if (this.last) {
      const now = performance.now();
      this.seconds += (now - this.last) / 1000;
      this.last = now;
      this.onTick(this.seconds);
    }
    this.show();
  }

  show() {
    this.element.textContent = formatTime(this.seconds);
  }
}
