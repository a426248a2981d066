// Periods (kỳ) of every game: ids, sale windows and draw instants, computed from the clock alone so that any
// process (vendor, portal, back office) agrees on them without a table. Instants are epoch milliseconds.
import type { LotteryGame } from './games';
import { REGIONS, stationsOnWeekday } from './stations';

/** The brand's day runs on Asia/Ho_Chi_Minh time: UTC+7 all year (Vietnam has no daylight saving). */
export const BRAND_UTC_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

export type Period = {
  gameCode: string;
  /** Fast games `YYYYMMDD-NNNN` (NNNN from 0001 each brand day); regional games `YYYYMMDD`. */
  periodId: string;
  /** Brand day (UTC+7) the period belongs to, `YYYY-MM-DD`. */
  date: string;
  /** 1-based number within the brand day (always 1 for regional games). */
  seq: number;
  /** Sales open: the previous period's close, so sales are continuous. */
  openAt: number;
  /** Sales close: drawAt − cut-off. */
  closeAt: number;
  drawAt: number;
  /** Stations drawn (regional), or the game code itself (fast games: the house is the one station). */
  stations: string[];
};

export type ScheduleOptions = {
  /** Overrides the game's cut-off. */
  cutOffSeconds?: number;
  /** Brand days (`YYYY-MM-DD`) without a regional draw, e.g. the Tết break. Ignored by fast games. */
  noDrawDates?: readonly string[];
};

/** The brand day (`YYYY-MM-DD`, UTC+7) of an instant. */
export const brandDate = (at: number): string => new Date(at + BRAND_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a brand day starts (00:00 UTC+7). */
export const brandDayStart = (date: string): number => Date.parse(`${date}T00:00:00Z`) - BRAND_UTC_OFFSET_MS;

/** Weekday of a brand day, 0 = Chủ Nhật (Sunday) … 6 = Thứ Bảy. */
export const brandWeekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

const addDays = (date: string, days: number): string => brandDate(brandDayStart(date) + days * DAY_MS);

const compact = (date: string): string => date.replaceAll('-', '');

const cutOffMs = (game: LotteryGame, options: ScheduleOptions): number => {
  const seconds = options.cutOffSeconds ?? game.cutOffSeconds;
  const limit = game.kind === 'fast' ? game.intervalSeconds : 86_400;
  if (!Number.isInteger(seconds) || seconds < 0 || seconds >= limit) {
    throw new RangeError(`cut-off of ${seconds} s does not fit a period of ${limit} s`);
  }
  return seconds * 1000;
};

/** The stations a game draws on a brand day ([] for a regional game on a no-draw day). */
export const stationsOn = (game: LotteryGame, date: string, options: ScheduleOptions = {}): string[] => {
  if (game.kind === 'fast') return [game.code];
  if (options.noDrawDates?.includes(date)) return [];
  return stationsOnWeekday(game.region, brandWeekday(date)).map((s) => s.code);
};

const fastPeriod = (game: LotteryGame & { kind: 'fast' }, drawAt: number, cut: number): Period => {
  const interval = game.intervalSeconds * 1000;
  // A draw exactly at midnight is the last period of the day before.
  const date = brandDate(drawAt - 1);
  const seq = Math.round((drawAt - brandDayStart(date)) / interval);
  return {
    gameCode: game.code,
    periodId: `${compact(date)}-${String(seq).padStart(4, '0')}`,
    date,
    seq,
    openAt: drawAt - interval - cut,
    closeAt: drawAt - cut,
    drawAt,
    stations: [game.code],
  };
};

const regionalDrawAt = (game: LotteryGame & { kind: 'regional' }, date: string): number =>
  brandDayStart(date) + REGIONS[game.region].drawMinute * 60_000;

// The draw calendar has gaps only for no-draw dates; a year bounds the search so bad options cannot loop forever.
const MAX_SKIPPED_DAYS = 366;

const regionalPeriod = (
  game: LotteryGame & { kind: 'regional' },
  date: string,
  cut: number,
  options: ScheduleOptions,
): Period => {
  let previous = addDays(date, -1);
  for (let i = 0; options.noDrawDates?.includes(previous); i++) {
    if (i > MAX_SKIPPED_DAYS) throw new RangeError('no draw in a year');
    previous = addDays(previous, -1);
  }
  const drawAt = regionalDrawAt(game, date);
  return {
    gameCode: game.code,
    periodId: compact(date),
    date,
    seq: 1,
    openAt: regionalDrawAt(game, previous) - cut,
    closeAt: drawAt - cut,
    drawAt,
    stations: stationsOn(game, date, options),
  };
};

/** The first period whose draw is strictly after the instant t. */
export const firstDrawAfter = (game: LotteryGame, t: number, options: ScheduleOptions = {}): Period => {
  const cut = cutOffMs(game, options);
  if (game.kind === 'fast') {
    const interval = game.intervalSeconds * 1000;
    // Draw instants are brand midnight + k × interval (the interval divides a day), so they are fixed on the clock.
    const base = brandDayStart('1970-01-01');
    const k = Math.floor((t - base) / interval) + 1;
    return fastPeriod(game, base + k * interval, cut);
  }
  let date = brandDate(t);
  for (let i = 0; i <= MAX_SKIPPED_DAYS; i++) {
    if (!options.noDrawDates?.includes(date) && regionalDrawAt(game, date) > t) {
      return regionalPeriod(game, date, cut, options);
    }
    date = addDays(date, 1);
  }
  throw new RangeError('no draw in a year');
};

/** The period on sale at an instant: openAt ≤ at < closeAt. There is always one (sales are continuous). */
export const periodOnSale = (game: LotteryGame, at: number, options: ScheduleOptions = {}): Period =>
  firstDrawAfter(game, at + cutOffMs(game, options), options);

/** The next draw after an instant: the period on sale, or the one inside its cut-off waiting for its draw. */
export const nextDraw = (game: LotteryGame, at: number, options: ScheduleOptions = {}): Period =>
  firstDrawAfter(game, at, options);

export type PeriodPhase = 'upcoming' | 'open' | 'closed' | 'drawn';

/** Where an instant falls in a period: before sales, on sale, in the cut-off, or at/after the draw. */
export const periodPhase = (period: Period, at: number): PeriodPhase =>
  at < period.openAt ? 'upcoming' : at < period.closeAt ? 'open' : at < period.drawAt ? 'closed' : 'drawn';

const FAST_ID = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/;
const REGIONAL_ID = /^(\d{4})(\d{2})(\d{2})$/;

/** The period of an id, or undefined when the id is malformed or names no draw of the game. */
export const periodById = (game: LotteryGame, periodId: string, options: ScheduleOptions = {}): Period | undefined => {
  const cut = cutOffMs(game, options);
  const m = (game.kind === 'fast' ? FAST_ID : REGIONAL_ID).exec(periodId);
  if (!m) return undefined;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || brandDate(brandDayStart(date)) !== date) return undefined;
  if (game.kind === 'fast') {
    const seq = Number(m[4]);
    if (seq < 1 || seq > 86_400 / game.intervalSeconds) return undefined;
    return fastPeriod(game, brandDayStart(date) + seq * game.intervalSeconds * 1000, cut);
  }
  if (options.noDrawDates?.includes(date)) return undefined;
  return regionalPeriod(game, date, cut, options);
};

/** Every period whose draw lies in (from, to], in order: periods generated ahead for a window. */
export const periodsBetween = (
  game: LotteryGame,
  from: number,
  to: number,
  options: ScheduleOptions = {},
): Period[] => {
  const periods: Period[] = [];
  let p = firstDrawAfter(game, from, options);
  while (p.drawAt <= to) {
    periods.push(p);
    p = firstDrawAfter(game, p.drawAt, options);
  }
  return periods;
};

/** The count periods after a period (for chase bets). */
export const periodsAfter = (
  game: LotteryGame,
  period: Period,
  count: number,
  options: ScheduleOptions = {},
): Period[] => {
  const periods: Period[] = [];
  let p = period;
  for (let i = 0; i < count; i++) {
    p = firstDrawAfter(game, p.drawAt, options);
    periods.push(p);
  }
  return periods;
};
