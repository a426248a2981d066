// Pauses and count-ups of the win presentation. Each can be cut short (a tap on a banner, the next spin, the
// component unmounting): skip() resolves every pending wait at once, so no presentation ever blocks the player.

export class Pacer {
  private pending = new Set<() => void>();
  private stopped = false;

  /** Resolves after ms, or at once on skip(). */
  wait(ms: number): Promise<void> {
    if (this.stopped || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.pending.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.pending.add(done);
    });
  }

  /** Counts el's text from one amount (minor units) to another over ms; skip() jumps to the end. */
  countUp(
    el: HTMLElement | null,
    from: number,
    to: number,
    ms: number,
    format: (minor: number) => string,
    onTick?: () => void,
  ): Promise<void> {
    if (!el) return Promise.resolve();
    if (this.stopped || ms <= 0 || to <= from) {
      el.textContent = format(to);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const start = performance.now();
      let frame = 0;
      let lastTick = 0;
      const done = () => {
        cancelAnimationFrame(frame);
        this.pending.delete(done);
        el.textContent = format(to);
        resolve();
      };
      const step = (now: number) => {
        const u = Math.min(1, (now - start) / ms);
        // Ease-out: the figure races first and slows near the total, as a counter on a cabinet does.
        const eased = 1 - (1 - u) ** 3;
        el.textContent = format(from + Math.floor((to - from) * eased));
        if (onTick && now - lastTick > 70) {
          lastTick = now;
          onTick();
        }
        if (u >= 1) done();
        else frame = requestAnimationFrame(step);
      };
      this.pending.add(done);
      frame = requestAnimationFrame(step);
    });
  }

  /** Finishes every pending wait and count-up now. */
  skip() {
    for (const done of [...this.pending]) done();
  }

  /** Skips everything and makes later waits instant (the component is going away). */
  stop() {
    this.stopped = true;
    this.skip();
  }
}

/** Count-up length for a win of this many bets: short for small wins, long for big ones. */
export const countUpMs = (winMinor: number, betMinor: number): number => {
  if (winMinor <= 0 || betMinor <= 0) return 0;
  if (winMinor < betMinor) return 500;
  if (winMinor < betMinor * 5) return 900;
  if (winMinor < betMinor * 20) return 1500;
  return 3200;
};

/** Win tier for the chime and banner: 0 small … 3 big (≥ 20× bet), 4 mega (≥ 50× bet). */
export const winTier = (winMinor: number, betMinor: number): number => {
  if (winMinor <= 0 || betMinor <= 0) return -1;
  if (winMinor >= betMinor * 50) return 4;
  if (winMinor >= betMinor * 20) return 3;
  if (winMinor >= betMinor * 5) return 2;
  if (winMinor >= betMinor) return 1;
  return 0;
};
