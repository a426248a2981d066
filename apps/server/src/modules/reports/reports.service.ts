import {
  GGR_REPORT_GROUPS,
  type GgrReportGroup,
  type OperationParsedQuery,
  type operatorReportGgr,
  type operatorReportPayments,
  type operatorReportPlayerPnl,
  type operatorReportPlayers,
  type ReportName,
} from '@pagoda/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { timeZoneOfCountry } from '../../jobs/time-zone.js';
import type { BrandConfig } from '../brand/brand-config.js';
import {
  type DayAmount,
  type DayCount,
  type Paging,
  reportsRepository,
  type ReportWindow,
} from './reports.repository.js';

export type ReportsService = ReturnType<typeof createReportsService>;

type GgrQuery = OperationParsedQuery<typeof operatorReportGgr>;
type PaymentsQuery = OperationParsedQuery<typeof operatorReportPayments>;
type PnlQuery = OperationParsedQuery<typeof operatorReportPlayerPnl>;
type PlayersQuery = OperationParsedQuery<typeof operatorReportPlayers>;
export type ReportQuery = GgrQuery | PaymentsQuery | PnlQuery | PlayersQuery;

/** Figures of one day or window, in minor units (presenters turn them into the wire's numbers). */
export type Figures = {
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  bets: bigint;
  wins: bigint;
  bonuses: bigint;
  activePlayers: number;
  registrations: number;
  firstDeposits: number;
};
const emptyFigures = (): Figures => ({
  deposits: 0n,
  depositCount: 0,
  withdrawals: 0n,
  withdrawalCount: 0,
  bets: 0n,
  wins: 0n,
  bonuses: 0n,
  activePlayers: 0,
  registrations: 0,
  firstDeposits: 0,
});

// --- Local days (YYYY-MM-DD) ---

/** The calendar day of an instant in a time zone. */
export const localDay = (at: Date, tz: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** Every day from `from` to `to`, both included. */
export const daysOf = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]));

/** Sorting of each grid: the SQL expression of each sortable column, plus a stable tie-break. */
const GGR_SORT: Record<GgrQuery['sort'] & string, string> = {
  day: 'g.day',
  vendor: 'g.vendor',
  category: 'g.category',
  rounds: 'g.rounds',
  players: 'g.players',
  bets: 'g.bets',
  wins: 'g.wins',
  ggr: '(g.bets - g.wins)',
};
const PAYMENTS_SORT: Record<PaymentsQuery['sort'] & string, string> = {
  channelCode: 'c.code',
  depositCount: 'g.deposit_count',
  deposits: 'g.deposits',
  withdrawalCount: 'g.withdrawal_count',
  withdrawals: 'g.withdrawals',
  net: 'g.net',
};
const PNL_SORT: Record<PnlQuery['sort'] & string, string> = {
  account: 'm.account_key',
  rounds: 'g.rounds',
  bets: 'g.bets',
  wins: 'g.wins',
  ggr: '(g.bets - g.wins)',
  deposits: 'g.deposits',
  withdrawals: 'g.withdrawals',
  bonuses: 'g.bonuses',
};

const orderBy = (column: string, order: 'asc' | 'desc', tieBreak: string): SQL =>
  sql.raw(`${column} ${order} nulls last, ${tieBreak}`);
const paging = (q: { page: number; pageSize: number }, order: SQL): Paging => ({
  limit: q.pageSize,
  offset: (q.page - 1) * q.pageSize,
  orderBy: order,
});

/** Rows per statement when a CSV export walks a whole report. */
const CSV_BATCH = 2_000;

/**
 * Dashboard and reports: aggregates of the ledger's bonus postings, the deposit and withdrawal
 * orders, the vendors' bet rounds, members and sign-ins, by local day of a time zone.
 */
export const createReportsService = (db: Db, deps: { now?: () => Date } = {}) => {
  const now = deps.now ?? (() => new Date());
  const zoneOf = (brand: BrandConfig, tz?: string) => tz ?? timeZoneOfCountry(brand.merchant.defaultCountry);
  const windowOf = (brand: BrandConfig, q: { from: string; to: string; tz?: string | undefined }): ReportWindow => ({
    merchantCode: brand.merchant.code,
    from: q.from,
    to: q.to,
    tz: zoneOf(brand, q.tz),
  });

  const groupsOf = (groupBy: string | undefined) => {
    const groups = new Set((groupBy ?? GGR_REPORT_GROUPS.join(',')).split(',') as GgrReportGroup[]);
    return { day: groups.has('day'), vendor: groups.has('vendor'), category: groups.has('category') };
  };

  const ggrPage = async (brand: BrandConfig, q: GgrQuery, page: Paging | null) => {
    const w = windowOf(brand, q);
    const by = groupsOf(q.groupBy);
    const filter = { vendor: q.vendor, category: q.category };
    const [slices, overall, bonuses] = await Promise.all([
      reportsRepository.gameSlices(db, w, by, filter, page),
      reportsRepository.gameSlices(db, w, { day: false, vendor: false, category: false }, filter, null),
      reportsRepository.bonusesPerDay(db, w),
    ]);
    const bonusTotal = bonuses.reduce((s, b) => s + b.amount, 0n);
    const bonusByDay = byDay(bonuses);
    // Bonuses belong to no game: rows split by vendor or category carry none.
    const withBonus = !by.vendor && !by.category && !q.vendor && !q.category;
    const total = overall.list[0] ?? { bets: 0n, wins: 0n };
    return {
      timeZone: w.tz,
      total: slices.total,
      list: slices.list.map((r) => ({
        ...r,
        bonuses: withBonus ? (r.day ? (bonusByDay.get(r.day)?.amount ?? 0n) : bonusTotal) : null,
      })),
      totals: { bets: total.bets, wins: total.wins, bonuses: bonusTotal },
    };
  };

  const paymentsPage = async (brand: BrandConfig, q: PaymentsQuery, page: Paging | null) => {
    const w = windowOf(brand, q);
    return { timeZone: w.tz, ...(await reportsRepository.perChannel(db, w, page)) };
  };

  const pnlPage = async (brand: BrandConfig, q: PnlQuery, page: Paging | null) => {
    const w = windowOf(brand, q);
    return { timeZone: w.tz, ...(await reportsRepository.playerPnl(db, w, q.q, page)) };
  };

  /** At most 366 days: built whole, then sorted and paged here. */
  const playersDays = async (brand: BrandConfig, q: PlayersQuery) => {
    const w = windowOf(brand, q);
    const [registrations, firstDeposits, activity] = await Promise.all([
      reportsRepository.registrationsPerDay(db, w),
      reportsRepository.firstDepositsPerDay(db, w),
      reportsRepository.activity(db, w),
    ]);
    const reg = byDay(registrations);
    const first = byDay(firstDeposits);
    const act = byDay(activity.perDay);
    const rows = daysOf(w.from, w.to).map((day) => ({
      day,
      registrations: reg.get(day)?.count ?? 0,
      firstDeposits: first.get(day)?.count ?? 0,
      activePlayers: act.get(day)?.active ?? 0,
      bettors: act.get(day)?.bettors ?? 0,
    }));
    const key = q.sort ?? 'day';
    const dir = q.order === 'asc' ? 1 : -1;
    rows.sort((a, b) => (a[key] < b[key] ? -dir : a[key] > b[key] ? dir : a.day < b.day ? 1 : -1));
    return { timeZone: w.tz, rows };
  };

  return {
    zoneOf,

    dashboard: async (brand: BrandConfig, tz?: string) => {
      const zone = zoneOf(brand, tz);
      const today = localDay(now(), zone);
      const yesterday = addDays(today, -1);
      const from30 = addDays(today, -29);
      const from60 = addDays(today, -59);
      const to60 = addDays(today, -30);
      const w60: ReportWindow = { merchantCode: brand.merchant.code, from: from60, to: today, tz: zone };
      const w30: ReportWindow = { ...w60, from: from30 };
      const none = { day: false, vendor: false, category: false };
      const [
        deposits,
        withdrawals,
        bonuses,
        registrations,
        firstDeposits,
        games,
        activity,
        categories,
        vendors,
        pending,
      ] = await Promise.all([
        reportsRepository.depositsPerDay(db, w60),
        reportsRepository.withdrawalsPerDay(db, w60),
        reportsRepository.bonusesPerDay(db, w60),
        reportsRepository.registrationsPerDay(db, w60),
        reportsRepository.firstDepositsPerDay(db, w60),
        reportsRepository.gameSlices(db, w60, { ...none, day: true }, {}, null),
        reportsRepository.activity(db, w60, [
          { from: today, to: today },
          { from: yesterday, to: yesterday },
          { from: from30, to: today },
          { from: from60, to: to60 },
        ]),
        reportsRepository.gameSlices(db, w30, { ...none, category: true }, {}, null),
        reportsRepository.gameSlices(db, w30, { ...none, vendor: true }, {}, null),
        reportsRepository.pendingApprovals(db, brand.merchant.code),
      ]);

      const daily = new Map(daysOf(from60, today).map((d) => [d, emptyFigures()]));
      const addAmounts = (
        rows: DayAmount[],
        amount: 'deposits' | 'withdrawals',
        n?: 'depositCount' | 'withdrawalCount',
      ) => {
        for (const r of rows) {
          const f = daily.get(r.day);
          if (!f) continue;
          f[amount] += r.amount;
          if (n) f[n] += r.count;
        }
      };
      const addCounts = (rows: DayCount[], key: 'registrations' | 'firstDeposits') => {
        for (const r of rows) {
          const f = daily.get(r.day);
          if (f) f[key] += r.count;
        }
      };
      addAmounts(deposits, 'deposits', 'depositCount');
      addAmounts(withdrawals, 'withdrawals', 'withdrawalCount');
      for (const r of bonuses) {
        const f = daily.get(r.day);
        if (f) f.bonuses += r.amount;
      }
      addCounts(registrations, 'registrations');
      addCounts(firstDeposits, 'firstDeposits');
      for (const g of games.list) {
        const f = g.day ? daily.get(g.day) : undefined;
        if (!f) continue;
        f.bets += g.bets;
        f.wins += g.wins;
      }
      for (const a of activity.perDay) {
        const f = daily.get(a.day);
        if (f) f.activePlayers = a.active;
      }

      const sum = (from: string, to: string, activePlayers: number): Figures => {
        const out = emptyFigures();
        for (const d of daysOf(from, to)) {
          const f = daily.get(d)!;
          out.deposits += f.deposits;
          out.depositCount += f.depositCount;
          out.withdrawals += f.withdrawals;
          out.withdrawalCount += f.withdrawalCount;
          out.bets += f.bets;
          out.wins += f.wins;
          out.bonuses += f.bonuses;
          out.registrations += f.registrations;
          out.firstDeposits += f.firstDeposits;
        }
        out.activePlayers = activePlayers;
        return out;
      };
      const [aToday, aYesterday, a30, aPrev30] = activity.distinct as [number, number, number, number];
      const slices = (rows: typeof categories.list, key: 'category' | 'vendor') =>
        rows
          .map((r) => ({ key: r[key] ?? '', rounds: r.rounds, bets: r.bets, wins: r.wins }))
          .sort((a, b) => {
            const d = b.bets - b.wins - (a.bets - a.wins);
            return d > 0n ? 1 : d < 0n ? -1 : a.key.localeCompare(b.key);
          });

      return {
        timeZone: zone,
        currency: brand.merchant.currency,
        today,
        figures: {
          today: sum(today, today, aToday),
          yesterday: sum(yesterday, yesterday, aYesterday),
          last30: sum(from30, today, a30),
          previous30: sum(from60, to60, aPrev30),
        },
        pendingApprovals: pending,
        daily: daysOf(from30, today).map((day) => ({ day, ...daily.get(day)! })),
        byCategory: slices(categories.list, 'category'),
        byVendor: slices(vendors.list, 'vendor'),
      };
    },

    ggr: (brand: BrandConfig, q: GgrQuery) => {
      const by = groupsOf(q.groupBy);
      const column = GGR_SORT[q.sort ?? (by.day ? 'day' : 'ggr')];
      return ggrPage(brand, q, paging(q, orderBy(column, q.order, 'g.day desc, g.vendor, g.category')));
    },

    payments: (brand: BrandConfig, q: PaymentsQuery) =>
      paymentsPage(brand, q, paging(q, orderBy(PAYMENTS_SORT[q.sort ?? 'deposits'], q.order, 'c.code'))),

    playerPnl: (brand: BrandConfig, q: PnlQuery) =>
      pnlPage(brand, q, paging(q, orderBy(PNL_SORT[q.sort ?? 'ggr'], q.order, 'm.account_key'))),

    players: async (brand: BrandConfig, q: PlayersQuery) => {
      const { timeZone, rows } = await playersDays(brand, q);
      const offset = (q.page - 1) * q.pageSize;
      return { timeZone, total: rows.length, list: rows.slice(offset, offset + q.pageSize) };
    },

    /**
     * Every row of a report in the grid's order, fetched in batches so a year of P&L never sits in
     * memory at once (the CSV export streams what this yields).
     */
    allRows: async function* (brand: BrandConfig, name: ReportName, q: ReportQuery) {
      const batches = async function* <T>(fetch: (page: Paging) => Promise<{ list: T[] }>, order: SQL) {
        for (let offset = 0; ; offset += CSV_BATCH) {
          const { list } = await fetch({ limit: CSV_BATCH, offset, orderBy: order });
          yield* list;
          if (list.length < CSV_BATCH) return;
        }
      };
      if (name === 'ggr') {
        const g = q as GgrQuery;
        const by = groupsOf(g.groupBy);
        const order = orderBy(
          GGR_SORT[g.sort ?? (by.day ? 'day' : 'ggr')],
          g.order,
          'g.day desc, g.vendor, g.category',
        );
        yield* batches((page) => ggrPage(brand, g, page), order);
      } else if (name === 'payments') {
        const p = q as PaymentsQuery;
        yield* batches(
          (page) => paymentsPage(brand, p, page),
          orderBy(PAYMENTS_SORT[p.sort ?? 'deposits'], p.order, 'c.code'),
        );
      } else if (name === 'player-pnl') {
        const p = q as PnlQuery;
        yield* batches((page) => pnlPage(brand, p, page), orderBy(PNL_SORT[p.sort ?? 'ggr'], p.order, 'm.account_key'));
      } else {
        yield* (await playersDays(brand, q as PlayersQuery)).rows;
      }
    },
  };
};
