// The motion of one reel as pure functions of time, so the animation is exact and testable without a DOM.
//
// A reel is an endless virtual strip of symbols indexed by integer n. Its position s (in cells) grows while it
// spins; the visible slot m (−1 … rows−1, −1 being the partly shown cell above the window) sits at
// y = (m + frac(s)) cells and shows symbol n = m − floor(s). At rest s is a whole number, so slots 0 … rows−1
// show n = −s … rows−1−s. Before each spin s is rebased to 0: the current screen is n = 0 … rows−1 and the
// symbols that scroll in from the top have negative n.

/** Cells per second at full speed. */
export const SPIN_SPEED = 24;
/** The reel first lifts by this many cells (a wind-up), then accelerates. */
const WIND_UP = 0.22;
const WIND_UP_MS = 110;
const ACCEL_MS = 220;
/** It lands past its stop by this much and settles back (a bounce). */
const OVERSHOOT = 0.28;
const SETTLE_MS = 160;

/** Where a reel spinning since t = 0 is after t ms (before any landing begins). */
export const spinPosition = (t: number, speed = SPIN_SPEED): number => {
  if (t <= 0) return 0;
  if (t < WIND_UP_MS) {
    const u = t / WIND_UP_MS;
    return -WIND_UP * (1 - (1 - u) * (1 - u));
  }
  const v = speed / 1000;
  const ta = t - WIND_UP_MS;
  if (ta < ACCEL_MS) return -WIND_UP + (v * ta * ta) / (2 * ACCEL_MS);
  return -WIND_UP + (v * ACCEL_MS) / 2 + v * (ta - ACCEL_MS);
};

export type Landing = {
  /** Spin time (ms) at which the reel starts to brake. */
  startAt: number;
  /** Position when braking starts. */
  from: number;
  /** Whole-number position the reel rests at: the result sits at n = −target … rows−1−target. */
  target: number;
  /** Braking time to reach target + OVERSHOOT with zero speed. */
  brakeMs: number;
};

/**
 * Plans a landing that begins at spin time startAt. The target is far enough ahead that the result (and the
 * strip symbols around it) are still out of sight when it is chosen, so nothing visible ever changes identity.
 */
export const planLanding = (startAt: number, rows: number, speed = SPIN_SPEED): Landing => {
  const from = spinPosition(startAt, speed);
  const target = Math.floor(from) + rows + 3;
  // Constant deceleration from full speed to zero over the remaining distance: d = v·T/2.
  const brakeMs = (2 * (target + OVERSHOOT - from)) / (speed / 1000);
  return { startAt, from, target, brakeMs };
};

/** Position at spin time t for a reel that lands with plan l; done once it rests. */
export const landingPosition = (l: Landing, t: number): { s: number; done: boolean } => {
  const dt = t - l.startAt;
  if (dt <= 0) return { s: spinPosition(t), done: false };
  const peak = l.target + OVERSHOOT;
  if (dt < l.brakeMs) {
    const u = dt / l.brakeMs;
    return { s: l.from + (peak - l.from) * (1 - (1 - u) * (1 - u)), done: false };
  }
  const ds = dt - l.brakeMs;
  if (ds < SETTLE_MS) {
    const u = ds / SETTLE_MS;
    const ease = u * u * (3 - 2 * u);
    return { s: peak - OVERSHOOT * ease, done: false };
  }
  return { s: l.target, done: true };
};

/** Total time from landing start until the reel rests. */
export const landingDuration = (l: Landing): number => l.brakeMs + SETTLE_MS;

/** Where a reel comes to rest: the result column and, when the outcome carries it, its reel stop. */
export type ReelTarget = { target: number; result: readonly string[]; stop: number | null };

/**
 * The symbol at virtual index n of a reel showing `current` (n = 0 … rows−1) and landing on `landing`.
 * The result sits at n = −target …; with a known stop its neighbours are the real strip around it. Anything
 * else is a filler walked along the strip at a per-reel offset, so the blur looks like the real reel.
 */
export const symbolAt = (
  n: number,
  current: readonly string[],
  strip: readonly string[],
  fillerOffset: number,
  landing: ReelTarget | null,
): string => {
  const rows = current.length;
  if (n >= 0 && n < rows) return current[n]!;
  const len = strip.length;
  const wrap = (i: number) => strip[((i % len) + len) % len]!;
  if (landing) {
    const r = n + landing.target;
    if (r >= 0 && r < landing.result.length) return landing.result[r]!;
    // Row r of the result is strip[stop + r], so the strip continues above and below it.
    if (landing.stop !== null && r >= -2 && r <= landing.result.length + 1) return wrap(landing.stop + r);
  }
  return wrap(fillerOffset - n);
};
