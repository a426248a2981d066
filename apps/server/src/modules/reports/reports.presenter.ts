import { minorToNumber, minorToText, type ReportName } from '@pagoda/contracts';
import type { Figures } from './reports.service.js';

const money = minorToNumber;

export const presentFigures = (f: Figures) => {
  const ggr = f.bets - f.wins;
  return {
    deposits: money(f.deposits),
    depositCount: f.depositCount,
    withdrawals: money(f.withdrawals),
    withdrawalCount: f.withdrawalCount,
    bets: money(f.bets),
    wins: money(f.wins),
    ggr: money(ggr),
    bonuses: money(f.bonuses),
    ngr: money(ggr - f.bonuses),
    activePlayers: f.activePlayers,
    registrations: f.registrations,
    firstDeposits: f.firstDeposits,
  };
};

type Slice = { key: string; rounds: number; bets: bigint; wins: bigint };
const presentSlice = (s: Slice) => ({
  key: s.key,
  rounds: s.rounds,
  bets: money(s.bets),
  wins: money(s.wins),
  ggr: money(s.bets - s.wins),
});

export const presentDashboard = (d: {
  timeZone: string;
  currency: string;
  today: string;
  figures: { today: Figures; yesterday: Figures; last30: Figures; previous30: Figures };
  pendingApprovals: number;
  daily: (Figures & { day: string })[];
  byCategory: Slice[];
  byVendor: Slice[];
}) => ({
  timeZone: d.timeZone,
  currency: d.currency,
  today: d.today,
  figures: {
    today: presentFigures(d.figures.today),
    yesterday: presentFigures(d.figures.yesterday),
    last30: presentFigures(d.figures.last30),
    previous30: presentFigures(d.figures.previous30),
  },
  pendingApprovals: d.pendingApprovals,
  daily: d.daily.map((f) => ({ day: f.day, ...presentFigures(f) })),
  byCategory: d.byCategory.map(presentSlice),
  byVendor: d.byVendor.map(presentSlice),
});

type GgrRow = {
  day: string | null;
  vendor: string | null;
  category: string | null;
  rounds: number;
  players: number;
  bets: bigint;
  wins: bigint;
  bonuses: bigint | null;
};
const ggrRow = (r: GgrRow) => {
  const ggr = r.bets - r.wins;
  return {
    day: r.day,
    vendor: r.vendor,
    category: r.category,
    rounds: r.rounds,
    players: r.players,
    bets: money(r.bets),
    wins: money(r.wins),
    ggr: money(ggr),
    bonuses: r.bonuses === null ? null : money(r.bonuses),
    ngr: r.bonuses === null ? null : money(ggr - r.bonuses),
  };
};

export const presentGgrReport = (r: {
  timeZone: string;
  total: number;
  list: GgrRow[];
  totals: { bets: bigint; wins: bigint; bonuses: bigint };
}) => ({
  timeZone: r.timeZone,
  total: r.total,
  list: r.list.map(ggrRow),
  totals: {
    bets: money(r.totals.bets),
    wins: money(r.totals.wins),
    ggr: money(r.totals.bets - r.totals.wins),
    bonuses: money(r.totals.bonuses),
    ngr: money(r.totals.bets - r.totals.wins - r.totals.bonuses),
  },
});

/** Money fields of a row become numbers on the wire; everything else passes as it is. */
export const presentMoneyRows = <R extends Record<string, unknown>>(r: {
  timeZone: string;
  total: number;
  list: R[];
}) => ({
  timeZone: r.timeZone,
  total: r.total,
  list: r.list.map(
    (row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? money(v) : v])) as {
        [K in keyof R]: R[K] extends bigint ? number : R[K];
      },
  ),
});

// --- CSV ---

/** The columns of each report's CSV, in order. */
export const CSV_COLUMNS: Record<ReportName, string[]> = {
  ggr: ['day', 'vendor', 'category', 'rounds', 'players', 'bets', 'wins', 'ggr', 'bonuses', 'ngr'],
  payments: [
    'channelCode',
    'channelName',
    'channelType',
    'depositCount',
    'deposits',
    'withdrawalCount',
    'withdrawals',
    'net',
  ],
  'player-pnl': ['account', 'rounds', 'bets', 'wins', 'ggr', 'deposits', 'withdrawals', 'bonuses'],
  players: ['day', 'registrations', 'firstDeposits', 'activePlayers', 'bettors'],
};

/**
 * One CSV field: money as exact decimal text, text quoted when it needs to be, and a leading
 * = + - @ of text neutralised so a spreadsheet never runs it as a formula.
 */
const field = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'bigint') return minorToText(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  let s = typeof v === 'string' ? v : JSON.stringify(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** A report row (minor units) as one CSV line; GGR rows get their ggr and ngr computed. */
export const csvLine = (name: ReportName, row: Record<string, unknown>) => {
  const r =
    name === 'ggr'
      ? (() => {
          const g = row as GgrRow;
          const ggr = g.bets - g.wins;
          return { ...g, ggr, ngr: g.bonuses === null ? null : ggr - g.bonuses };
        })()
      : row;
  return `${CSV_COLUMNS[name].map((c) => field((r as Record<string, unknown>)[c])).join(',')}\r\n`;
};

/** The header line, after a UTF-8 byte-order mark so spreadsheets read Chinese and Vietnamese names right. */
export const csvHeader = (name: ReportName) => `\uFEFF${CSV_COLUMNS[name].join(',')}\r\n`;
