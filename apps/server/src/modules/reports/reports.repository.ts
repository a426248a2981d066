import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { approvals } from '../../db/schema.js';

/**
 * A range of whole days in a time zone: [from 00:00, to + 1 day 00:00) local time. The bounds are
 * constants of the statement, so the (merchant, time) indexes serve every query below.
 */
export type ReportWindow = { merchantCode: string; from: string; to: string; tz: string };
export type Paging = { limit: number; offset: number; orderBy: SQL };

type Row = Record<string, unknown>;
const rowsOf = async (db: DbOrTx, q: SQL) => ((await db.execute(q)) as unknown as { rows: Row[] }).rows;

const start = (w: ReportWindow) => sql`(${w.from}::date::timestamp at time zone ${w.tz})`;
const end = (w: ReportWindow) => sql`((${w.to}::date + 1)::timestamp at time zone ${w.tz})`;
const within = (column: SQL, w: ReportWindow) => sql`${column} >= ${start(w)} and ${column} < ${end(w)}`;
/** The local day of a timestamp, as YYYY-MM-DD. Grouped by position: each $n is its own parameter. */
const dayOf = (column: SQL, w: ReportWindow) => sql`to_char(${column} at time zone ${w.tz}, 'YYYY-MM-DD')`;

const big = (v: unknown) => BigInt((v as string | null) ?? '0');
const int = (v: unknown) => Number(v ?? 0);
const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? null : JSON.stringify(v));

/** Statuses of a withdrawal whose money left the brand. */
const PAID_OUT = sql`('PAID', 'CONFIRMED', 'DISPUTED', 'RESOLVED')`;

export type DayAmount = { day: string; count: number; amount: bigint };
export type DayCount = { day: string; count: number };
export type GameSlice = {
  day: string | null;
  vendor: string | null;
  category: string | null;
  rounds: number;
  players: number;
  bets: bigint;
  wins: bigint;
};

/** Aggregates over the brand's money and activity records. SQL only; every sum is exact (bigint/numeric). */
export const reportsRepository = {
  /** Real-money rounds by bet time, grouped as asked; a page of the groups and their count. */
  gameSlices: async (
    db: DbOrTx,
    w: ReportWindow,
    by: { day: boolean; vendor: boolean; category: boolean },
    filter: { vendor?: string | undefined; category?: string | undefined },
    page: Paging | null,
  ) => {
    const keys = [
      by.day ? sql`${dayOf(sql`opened_at`, w)} as day` : sql`null::text as day`,
      by.vendor ? sql`vendor_code as vendor` : sql`null::text as vendor`,
      by.category ? sql`category` : sql`null::text as category`,
    ];
    const groups = [by.day, by.vendor, by.category].flatMap((on, i) => (on ? [sql.raw(String(i + 1))] : []));
    const rows = await rowsOf(
      db,
      sql`select g.day, g.vendor, g.category, g.rounds, g.players, g.bets::text as bets_text, g.wins::text as wins_text,
                 count(*) over () as total from (
            select ${sql.join(keys, sql`, `)}, count(*) as rounds, count(distinct member_id) as players,
                   coalesce(sum(bet_amount), 0) as bets, coalesce(sum(win_amount), 0) as wins
              from bet_rounds
             where merchant_code = ${w.merchantCode} and not trial and ${within(sql`opened_at`, w)}
               ${filter.vendor ? sql`and vendor_code = ${filter.vendor}` : sql``}
               ${filter.category ? sql`and category = ${filter.category}` : sql``}
             ${groups.length ? sql`group by ${sql.join(groups, sql`, `)}` : sql``}) g
          ${page ? sql`order by ${page.orderBy} limit ${page.limit} offset ${page.offset}` : sql``}`,
    );
    return {
      total: int(rows[0]?.total),
      list: rows.map((r): GameSlice => ({
        day: str(r.day),
        vendor: str(r.vendor),
        category: str(r.category),
        rounds: int(r.rounds),
        players: int(r.players),
        bets: big(r.bets_text),
        wins: big(r.wins_text),
      })),
    };
  },

  /** Bonuses credited to real members' wallets (minus bonus debits), per local day. */
  bonusesPerDay: async (db: DbOrTx, w: ReportWindow): Promise<DayAmount[]> =>
    (
      await rowsOf(
        db,
        sql`select ${dayOf(sql`p.created_at`, w)} as day, count(distinct p.id) as n, coalesce(sum(e.amount), 0)::text as amount
              from ledger_postings p
              join ledger_entries e on e.posting_id = p.id
              join ledger_accounts a on a.id = e.account_id
             where p.merchant_code = ${w.merchantCode} and p.kind = 'BONUS' and ${within(sql`p.created_at`, w)}
               and a.member_id is not null and a.partition = 'REAL'
             group by 1`,
      )
    ).map((r) => ({ day: String(r.day), count: int(r.n), amount: big(r.amount) })),

  /** Paid deposits per local day of payment. */
  depositsPerDay: async (db: DbOrTx, w: ReportWindow): Promise<DayAmount[]> =>
    (
      await rowsOf(
        db,
        sql`select ${dayOf(sql`paid_at`, w)} as day, count(*) as n, coalesce(sum(amount), 0)::text as amount
              from deposit_orders
             where merchant_code = ${w.merchantCode} and status = 'PAID' and ${within(sql`paid_at`, w)}
             group by 1`,
      )
    ).map((r) => ({ day: String(r.day), count: int(r.n), amount: big(r.amount) })),

  /** Withdrawals paid out, per local day of payment. */
  withdrawalsPerDay: async (db: DbOrTx, w: ReportWindow): Promise<DayAmount[]> =>
    (
      await rowsOf(
        db,
        sql`select ${dayOf(sql`paid_at`, w)} as day, count(*) as n, coalesce(sum(amount), 0)::text as amount
              from withdrawal_orders
             where merchant_code = ${w.merchantCode} and status in ${PAID_OUT} and ${within(sql`paid_at`, w)}
             group by 1`,
      )
    ).map((r) => ({ day: String(r.day), count: int(r.n), amount: big(r.amount) })),

  /** New accounts (trial accounts excluded) per local day. */
  registrationsPerDay: async (db: DbOrTx, w: ReportWindow): Promise<DayCount[]> =>
    (
      await rowsOf(
        db,
        sql`select ${dayOf(sql`registered_at`, w)} as day, count(*) as n
              from members
             where merchant_code = ${w.merchantCode} and type <> 4 and ${within(sql`registered_at`, w)}
             group by 1`,
      )
    ).map((r) => ({ day: String(r.day), count: int(r.n) })),

  /** Members whose first paid deposit ever falls on the day. */
  firstDepositsPerDay: async (db: DbOrTx, w: ReportWindow): Promise<DayCount[]> =>
    (
      await rowsOf(
        db,
        sql`select ${dayOf(sql`d.paid_at`, w)} as day, count(distinct d.member_id) as n
              from deposit_orders d
             where d.merchant_code = ${w.merchantCode} and d.status = 'PAID' and ${within(sql`d.paid_at`, w)}
               and not exists (select 1 from deposit_orders e
                                where e.member_id = d.member_id and e.status = 'PAID' and e.paid_at < d.paid_at)
             group by 1`,
      )
    ).map((r) => ({ day: String(r.day), count: int(r.n) })),

  /**
   * Active players (a real-money bet or a successful sign-in) and bettors per local day, and the
   * distinct active players of each of the given sub-ranges (distinct counts do not add up by day).
   */
  activity: async (db: DbOrTx, w: ReportWindow, ranges: { from: string; to: string }[] = []) => {
    const active = sql`
      select member_id, ${dayOf(sql`opened_at`, w)} as day, true as bet
        from bet_rounds
       where merchant_code = ${w.merchantCode} and not trial and ${within(sql`opened_at`, w)}
      union all
      select l.member_id, ${dayOf(sql`l.at`, w)} as day, false as bet
        from login_attempts l join members m on m.id = l.member_id
       where l.merchant_code = ${w.merchantCode} and l.success and m.type <> 4 and ${within(sql`l.at`, w)}`;
    const perDay = await rowsOf(
      db,
      sql`select day, count(distinct member_id) as active, count(distinct member_id) filter (where bet) as bettors
            from (${active}) a group by day`,
    );
    const distinct = ranges.length
      ? (
          await rowsOf(
            db,
            sql`select ${sql.join(
              ranges.map(
                (r, i) =>
                  sql`count(distinct member_id) filter (where day between ${r.from} and ${r.to}) as ${sql.raw(`r${i}`)}`,
              ),
              sql`, `,
            )} from (${active}) a`,
          )
        )[0]!
      : {};
    return {
      perDay: perDay.map((r) => ({ day: String(r.day), active: int(r.active), bettors: int(r.bettors) })),
      distinct: ranges.map((_, i) => int(distinct[`r${i}`])),
    };
  },

  /** Paid deposits and paid-out withdrawals per channel (channels without either are left out). */
  perChannel: async (db: DbOrTx, w: ReportWindow, page: Paging | null) => {
    const rows = await rowsOf(
      db,
      sql`select g.deposit_count, g.deposits::text as deposits_text, g.withdrawal_count,
                 g.withdrawals::text as withdrawals_text, g.net::text as net_text,
                 c.code as channel_code, c.name as channel_name, c.type as channel_type, count(*) over () as total
            from (select channel_id, sum(dn) as deposit_count, sum(da) as deposits,
                         sum(wn) as withdrawal_count, sum(wa) as withdrawals, sum(da) - sum(wa) as net
                    from (select channel_id, count(*) as dn, sum(amount) as da, 0 as wn, 0 as wa
                            from deposit_orders
                           where merchant_code = ${w.merchantCode} and status = 'PAID' and ${within(sql`paid_at`, w)}
                           group by channel_id
                          union all
                          select pa.channel_id, 0, 0, count(*), sum(o.amount)
                            from withdrawal_orders o join payout_accounts pa on pa.id = o.payout_account_id
                           where o.merchant_code = ${w.merchantCode} and o.status in ${PAID_OUT}
                             and ${within(sql`o.paid_at`, w)}
                           group by pa.channel_id) u
                   group by channel_id) g
            join payment_channels c on c.id = g.channel_id
          ${page ? sql`order by ${page.orderBy} limit ${page.limit} offset ${page.offset}` : sql`order by c.code`}`,
    );
    return {
      total: int(rows[0]?.total),
      list: rows.map((r) => ({
        channelCode: String(r.channel_code),
        channelName: String(r.channel_name),
        channelType: String(r.channel_type),
        depositCount: int(r.deposit_count),
        deposits: big(r.deposits_text),
        withdrawalCount: int(r.withdrawal_count),
        withdrawals: big(r.withdrawals_text),
        net: big(r.net_text),
      })),
    };
  },

  /** Per member with any activity in the range: rounds, bets, wins, deposits, withdrawals, bonuses. */
  playerPnl: async (db: DbOrTx, w: ReportWindow, accountPrefix: string | undefined, page: Paging | null) => {
    const rows = await rowsOf(
      db,
      sql`select g.member_id, g.rounds, g.bets::text as bets_text, g.wins::text as wins_text,
                 (g.bets - g.wins)::text as ggr_text, g.deposits::text as deposits_text,
                 g.withdrawals::text as withdrawals_text, g.bonuses::text as bonuses_text, m.account,
                 count(*) over () as total
            from (select member_id, sum(rounds) as rounds, sum(bets) as bets, sum(wins) as wins,
                         sum(deposits) as deposits, sum(withdrawals) as withdrawals, sum(bonuses) as bonuses
                    from (select member_id, count(*) as rounds, sum(bet_amount) as bets, sum(win_amount) as wins,
                                 0 as deposits, 0 as withdrawals, 0 as bonuses
                            from bet_rounds
                           where merchant_code = ${w.merchantCode} and not trial and ${within(sql`opened_at`, w)}
                           group by member_id
                          union all
                          select member_id, 0, 0, 0, sum(amount), 0, 0
                            from deposit_orders
                           where merchant_code = ${w.merchantCode} and status = 'PAID' and ${within(sql`paid_at`, w)}
                           group by member_id
                          union all
                          select member_id, 0, 0, 0, 0, sum(amount), 0
                            from withdrawal_orders
                           where merchant_code = ${w.merchantCode} and status in ${PAID_OUT} and ${within(sql`paid_at`, w)}
                           group by member_id
                          union all
                          select a.member_id, 0, 0, 0, 0, 0, sum(e.amount)
                            from ledger_postings p
                            join ledger_entries e on e.posting_id = p.id
                            join ledger_accounts a on a.id = e.account_id
                           where p.merchant_code = ${w.merchantCode} and p.kind = 'BONUS' and ${within(sql`p.created_at`, w)}
                             and a.member_id is not null and a.partition = 'REAL'
                           group by a.member_id) u
                   group by member_id) g
            join members m on m.id = g.member_id
           where m.type <> 4 ${accountPrefix ? sql`and m.account_key like ${`${accountPrefix.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}` : sql``}
          ${page ? sql`order by ${page.orderBy} limit ${page.limit} offset ${page.offset}` : sql`order by m.account`}`,
    );
    return {
      total: int(rows[0]?.total),
      list: rows.map((r) => ({
        memberId: int(r.member_id),
        account: String(r.account),
        rounds: int(r.rounds),
        bets: big(r.bets_text),
        wins: big(r.wins_text),
        ggr: big(r.ggr_text),
        deposits: big(r.deposits_text),
        withdrawals: big(r.withdrawals_text),
        bonuses: big(r.bonuses_text),
      })),
    };
  },

  /** Approvals waiting for a checker (maker-checker). */
  pendingApprovals: async (db: DbOrTx, merchantCode: string) =>
    int(
      (
        await db
          .select({ n: count() })
          .from(approvals)
          .where(and(eq(approvals.merchantCode, merchantCode), eq(approvals.status, 'PENDING')))
      )[0]?.n,
    ),
};
