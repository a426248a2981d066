import { z } from 'zod';
import { moneyValue } from '../../money.js';
import { text } from '../../text.js';
import { defineOperatorOperation, gridPage, gridQuery, OPERATOR_BASE } from './common.js';

/** The longest range a report covers (a leap year). */
export const REPORT_MAX_DAYS = 366;

const isZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** An IANA time zone ('Asia/Manila', 'UTC'); the days of a report start at midnight there. */
export const timeZoneSchema = text()
  .trim()
  .min(1)
  .max(64)
  .refine(isZone, { message: 'tz: an IANA time zone such as Asia/Manila' });

const daySchema = text()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: 'not a calendar day',
    },
  );

const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

/**
 * The filters every report shares: a range of whole days (from and to included) in a time zone
 * (the brand's when omitted). Grids add paging and sorting.
 */
export const reportRangeQuery = z.object({ from: daySchema, to: daySchema, tz: timeZoneSchema.optional() });

const checkRange = (q: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const days = dayNumber(q.to) - dayNumber(q.from) + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to: on or after from' });
  else if (days > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `the range covers at most ${REPORT_MAX_DAYS} days` });
};

/** A report's query: the range, the grid's paging and sorting, and the report's own filters. */
const reportQuery = <S extends readonly [string, ...string[]]>(sortable: S) =>
  gridQuery(sortable).extend(reportRangeQuery.shape);

/** Grid columns of each report, in CSV order too. */
export const GGR_REPORT_GROUPS = ['day', 'vendor', 'category'] as const;
export type GgrReportGroup = (typeof GGR_REPORT_GROUPS)[number];

// --- Dashboard ---

/** The money and player figures of one window (a day, 30 days). */
export const dashboardFiguresSchema = z.object({
  deposits: moneyValue,
  depositCount: z.number().int(),
  withdrawals: moneyValue,
  withdrawalCount: z.number().int(),
  bets: moneyValue,
  wins: moneyValue,
  /** Bets − wins of real-money rounds. */
  ggr: moneyValue,
  /** Bonuses credited to members (net of bonus debits). */
  bonuses: moneyValue,
  /** GGR − bonuses. */
  ngr: moneyValue,
  /** Distinct members who placed a real-money bet or signed in. */
  activePlayers: z.number().int(),
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const dashboardDaySchema = dashboardFiguresSchema.extend({ day: z.string() });

export const dashboardSliceSchema = z.object({
  key: z.string(),
  rounds: z.number().int(),
  bets: moneyValue,
  wins: moneyValue,
  ggr: moneyValue,
});

export const operatorDashboard = defineOperatorOperation({
  id: 'operatorDashboard',
  method: 'GET',
  path: `${OPERATOR_BASE}/dashboard`,
  summary:
    'Dashboard: today and the last 30 days (with the previous day and 30 days to compare), per day, per category and per vendor, and pending approvals',
  permission: 'dashboard.read',
  query: z.object({ tz: timeZoneSchema.optional() }),
  value: z.object({
    timeZone: z.string(),
    currency: z.string(),
    /** Today in the time zone (YYYY-MM-DD). */
    today: z.string(),
    figures: z.object({
      today: dashboardFiguresSchema,
      yesterday: dashboardFiguresSchema,
      /** The 30 days ending today. */
      last30: dashboardFiguresSchema,
      /** The 30 days before those. */
      previous30: dashboardFiguresSchema,
    }),
    pendingApprovals: z.number().int(),
    /** The last 30 days, oldest first, every day present. */
    daily: z.array(dashboardDaySchema),
    /** GGR of the last 30 days per game category and per vendor, largest first. */
    byCategory: z.array(dashboardSliceSchema),
    byVendor: z.array(dashboardSliceSchema),
  }),
});

// --- Reports ---

export const ggrReportRowSchema = z.object({
  /** Null when the report is not grouped by that column. */
  day: z.string().nullable(),
  vendor: z.string().nullable(),
  category: z.string().nullable(),
  rounds: z.number().int(),
  players: z.number().int(),
  bets: moneyValue,
  wins: moneyValue,
  ggr: moneyValue,
  /** Bonuses belong to no game: present only when the rows are not split by vendor or category. */
  bonuses: moneyValue.nullable(),
  ngr: moneyValue.nullable(),
});
export const GGR_REPORT_SORT = ['day', 'vendor', 'category', 'rounds', 'players', 'bets', 'wins', 'ggr'] as const;
export const ggrReportQuery = reportQuery(GGR_REPORT_SORT)
  .extend({
    /** Comma list of day, vendor, category (the default: all three). */
    groupBy: text()
      .trim()
      .regex(/^(day|vendor|category)(,(day|vendor|category)){0,2}$/, 'groupBy: day, vendor and/or category')
      .optional(),
    vendor: text().trim().max(64).optional(),
    category: text().trim().max(32).optional(),
  })
  .superRefine(checkRange);
export const reportTotalsSchema = z.object({
  bets: moneyValue,
  wins: moneyValue,
  ggr: moneyValue,
  bonuses: moneyValue,
  ngr: moneyValue,
});
export const operatorReportGgr = defineOperatorOperation({
  id: 'operatorReportGgr',
  method: 'GET',
  path: `${OPERATOR_BASE}/reports/ggr`,
  summary: 'GGR and NGR per day × vendor × category (real-money rounds by bet time), with the range totals',
  permission: 'reports.read',
  query: ggrReportQuery,
  value: gridPage(ggrReportRowSchema).extend({ totals: reportTotalsSchema, timeZone: z.string() }),
});

export const paymentsReportRowSchema = z.object({
  channelCode: z.string(),
  channelName: z.string(),
  channelType: z.string(),
  depositCount: z.number().int(),
  deposits: moneyValue,
  withdrawalCount: z.number().int(),
  withdrawals: moneyValue,
  /** Deposits − withdrawals through the channel. */
  net: moneyValue,
});
export const PAYMENTS_REPORT_SORT = [
  'channelCode',
  'depositCount',
  'deposits',
  'withdrawalCount',
  'withdrawals',
  'net',
] as const;
export const paymentsReportQuery = reportQuery(PAYMENTS_REPORT_SORT).superRefine(checkRange);
export const operatorReportPayments = defineOperatorOperation({
  id: 'operatorReportPayments',
  method: 'GET',
  path: `${OPERATOR_BASE}/reports/payments`,
  summary: 'Deposits (paid) and withdrawals (paid out) per payment channel: count and amount',
  permission: 'reports.read',
  query: paymentsReportQuery,
  value: gridPage(paymentsReportRowSchema).extend({ timeZone: z.string() }),
});

export const playerPnlRowSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  rounds: z.number().int(),
  bets: moneyValue,
  wins: moneyValue,
  /** Bets − wins: what the brand won from the player. */
  ggr: moneyValue,
  deposits: moneyValue,
  withdrawals: moneyValue,
  bonuses: moneyValue,
});
export const PLAYER_PNL_SORT = [
  'account',
  'rounds',
  'bets',
  'wins',
  'ggr',
  'deposits',
  'withdrawals',
  'bonuses',
] as const;
export const playerPnlQuery = reportQuery(PLAYER_PNL_SORT).superRefine(checkRange);
export const operatorReportPlayerPnl = defineOperatorOperation({
  id: 'operatorReportPlayerPnl',
  method: 'GET',
  path: `${OPERATOR_BASE}/reports/player-pnl`,
  summary:
    'Player P&L: per member with activity in the range, bets, wins, GGR, deposits, withdrawals and bonuses (q: account prefix)',
  permission: 'reports.read',
  query: playerPnlQuery,
  value: gridPage(playerPnlRowSchema).extend({ timeZone: z.string() }),
});

export const playersReportRowSchema = z.object({
  day: z.string(),
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  /** Placed a real-money bet or signed in that day. */
  activePlayers: z.number().int(),
  bettors: z.number().int(),
});
export const PLAYERS_REPORT_SORT = ['day', 'registrations', 'firstDeposits', 'activePlayers', 'bettors'] as const;
export const playersReportQuery = reportQuery(PLAYERS_REPORT_SORT).superRefine(checkRange);
export const operatorReportPlayers = defineOperatorOperation({
  id: 'operatorReportPlayers',
  method: 'GET',
  path: `${OPERATOR_BASE}/reports/players`,
  summary: 'New and active players per day: registrations, first deposits, active players and bettors',
  permission: 'reports.read',
  query: playersReportQuery,
  value: gridPage(playersReportRowSchema).extend({ timeZone: z.string() }),
});

/** The reports the server exports as CSV (GET `${OPERATOR_BASE}/reports/<name>.csv`, same query, all rows). */
export const REPORT_NAMES = ['ggr', 'payments', 'player-pnl', 'players'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export const reportCsvPath = (name: ReportName) => `${OPERATOR_BASE}/reports/${name}.csv`;
