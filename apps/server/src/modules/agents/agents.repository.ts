import { TxType } from '@pagoda/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { affiliateCodes, agentMemberNotes } from '../../db/schema.js';
import { teamCte, toDate } from './agent-tree.repository.js';

type Row = Record<string, string | number | boolean | Date | null>;
const rowsOf = async (db: DbOrTx, q: SQL) => ((await db.execute(q)) as unknown as { rows: Row[] }).rows;
const big = (v: Row[string] | undefined) => BigInt(String(v ?? '0'));
const num = (v: Row[string] | undefined) => Number(v ?? 0);
const str = (v: Row[string] | undefined) => (v === null || v === undefined ? '' : String(v));

/** Rounds that count in figures: settled, not voided (a cancel or refund gives the stake back). */
const SETTLED = sql`b.status not in ('initial', 'cancel', 'refund')`;
/** Withdrawals the member was paid. */
const PAID_WITHDRAWALS = sql`w.status in ('PAID', 'CONFIRMED', 'DISPUTED', 'RESOLVED')`;
const TRANSFER_TYPES = [
  TxType.TransferToUpline,
  TxType.TransferFromDownline,
  TxType.TransferToDownline,
  TxType.TransferFromUpline,
];
const TX_KINDS = {
  deposit: [TxType.Deposit],
  withdraw: [TxType.WithdrawRequest, TxType.WithdrawRejected, TxType.WithdrawRefund],
  transfer: TRANSFER_TYPES,
} as const;
export type TeamTxKind = keyof typeof TX_KINDS;

/** The local calendar day of a timestamp, `offset` minutes east of UTC. */
const dayOf = (col: SQL, offset: number) =>
  sql`to_char((${col} at time zone 'UTC') + make_interval(mins => ${offset}), 'YYYY-MM-DD')`;

const team = (agentId: number) => sql`with recursive team(id, level) as (${teamCte(agentId)})`;
const ids = (list: readonly number[]) =>
  sql.join(
    list.map((n) => sql`${n}`),
    sql`, `,
  );

export type Range = { from: Date; to: Date };
export type DayFigures = {
  newMembers: number;
  activeMembers: number;
  firstDeposits: number;
  deposits: bigint;
  withdrawals: bigint;
  validBets: bigint;
  profitLoss: bigint;
};
export const emptyFigures = (): DayFigures => ({
  newMembers: 0,
  activeMembers: 0,
  firstDeposits: 0,
  deposits: 0n,
  withdrawals: 0n,
  validBets: 0n,
  profitLoss: 0n,
});

export type PnlRow = {
  account: string | null;
  level: number;
  members: number;
  bets: bigint;
  validBets: bigint;
  payout: bigint;
  bonus: bigint;
  rebate: bigint;
};

export const agentsRepository = {
  /** The team's figures per local day ('' = the whole range), each figure from its own table. */
  figures: async (db: DbOrTx, agentId: number, r: Range, offset: number, byDay: boolean) => {
    const d = (col: SQL) => (byDay ? dayOf(col, offset) : sql`''`);
    const [regs, bets, deps, firsts, wds] = await Promise.all([
      rowsOf(
        db,
        sql`${team(agentId)} select ${d(sql`m.registered_at`)} as day, count(*)::int as n
              from team t join members m on m.id = t.id
             where m.registered_at >= ${r.from} and m.registered_at <= ${r.to} group by 1`,
      ),
      rowsOf(
        db,
        sql`${team(agentId)} select ${d(sql`b.closed_at`)} as day, count(distinct b.member_id)::int as active,
                   coalesce(sum(b.valid_bet), 0)::text as valid, coalesce(sum(b.win_amount - b.bet_amount), 0)::text as pnl
              from team t join bet_rounds b on b.member_id = t.id
             where b.closed_at >= ${r.from} and b.closed_at <= ${r.to} and ${SETTLED} group by 1`,
      ),
      rowsOf(
        db,
        sql`${team(agentId)} select ${d(sql`o.paid_at`)} as day, coalesce(sum(o.amount), 0)::text as amount
              from team t join deposit_orders o on o.member_id = t.id
             where o.status = 'PAID' and o.paid_at >= ${r.from} and o.paid_at <= ${r.to} group by 1`,
      ),
      rowsOf(
        db,
        sql`${team(agentId)}, firsts as (
              select o.member_id, min(o.paid_at) as first_at from team t join deposit_orders o on o.member_id = t.id
               where o.status = 'PAID' group by o.member_id)
            select ${d(sql`f.first_at`)} as day, count(*)::int as n from firsts f
             where f.first_at >= ${r.from} and f.first_at <= ${r.to} group by 1`,
      ),
      rowsOf(
        db,
        sql`${team(agentId)} select ${d(sql`w.paid_at`)} as day, coalesce(sum(w.amount), 0)::text as amount
              from team t join withdrawal_orders w on w.member_id = t.id
             where ${PAID_WITHDRAWALS} and w.paid_at >= ${r.from} and w.paid_at <= ${r.to} group by 1`,
      ),
    ]);
    const out = new Map<string, DayFigures>();
    const at = (day: Row[string] | undefined) => {
      const key = str(day);
      let f = out.get(key);
      if (!f) out.set(key, (f = emptyFigures()));
      return f;
    };
    for (const x of regs) at(x.day).newMembers = num(x.n);
    for (const x of bets) {
      const f = at(x.day);
      f.activeMembers = num(x.active);
      f.validBets = big(x.valid);
      f.profitLoss = big(x.pnl);
    }
    for (const x of deps) at(x.day).deposits = big(x.amount);
    for (const x of firsts) at(x.day).firstDeposits = num(x.n);
    for (const x of wds) at(x.day).withdrawals = big(x.amount);
    return out;
  },

  /** Team size, direct downlines and agents in the team. */
  teamCounts: async (db: DbOrTx, agentId: number) => {
    const [r] = await rowsOf(
      db,
      sql`${team(agentId)} select count(*)::int as size, count(*) filter (where t.level = 1)::int as direct,
                 count(*) filter (where m.type in (1, 2, 41, 42))::int as agents
            from team t join members m on m.id = t.id`,
    );
    return { size: num(r?.size), direct: num(r?.direct), agents: num(r?.agents) };
  },

  /** The team's bet rounds by bet time, newest first, with the page's totals of the whole filter. */
  teamBets: async (
    db: DbOrTx,
    agentId: number,
    f: Range & { account?: string | undefined; category?: string | undefined; limit: number; offset: number },
  ) => {
    const where = [sql`b.opened_at >= ${f.from}`, sql`b.opened_at <= ${f.to}`];
    if (f.account) where.push(sql`m.account_key = ${f.account.toLowerCase()}`);
    if (f.category) where.push(sql`b.category = ${f.category}`);
    const cond = sql.join(where, sql` and `);
    const base = sql`from team t join bet_rounds b on b.member_id = t.id join members m on m.id = t.id where ${cond}`;
    const [rows, totals] = await Promise.all([
      rowsOf(
        db,
        sql`${team(agentId)} select b.id, m.account, t.level, b.category, b.vendor_code, b.game_code, b.round_id,
                   b.bet_amount::text as bet, b.valid_bet::text as valid, b.win_amount::text as win, b.status, b.opened_at
              ${base} order by b.opened_at desc, b.id desc limit ${f.limit} offset ${f.offset}`,
      ),
      rowsOf(
        db,
        sql`${team(agentId)} select count(*)::int as n, coalesce(sum(b.bet_amount), 0)::text as bet,
                   coalesce(sum(b.valid_bet), 0)::text as valid, coalesce(sum(b.win_amount), 0)::text as win ${base}`,
      ),
    ]);
    const t = totals[0];
    return {
      rows: rows.map((x) => ({
        id: num(x.id),
        account: str(x.account),
        level: num(x.level),
        category: str(x.category),
        vendor: str(x.vendor_code),
        gameCode: str(x.game_code),
        roundId: str(x.round_id),
        bet: big(x.bet),
        valid: big(x.valid),
        win: big(x.win),
        status: str(x.status),
        openedAt: toDate(x.opened_at),
      })),
      total: num(t?.n),
      footer: { bet: big(t?.bet), valid: big(t?.valid), win: big(t?.win) },
    };
  },

  /**
   * Profit and loss per member (rows) or per level, over settled rounds closed in the range, with
   * bonuses and rebates credited in it (bonus postings; a rebate is a bonus whose source is REBATE).
   */
  teamPnl: async (
    db: DbOrTx,
    agentId: number,
    f: Range & { by: 'member' | 'level'; account?: string | undefined; limit: number; offset: number },
  ) => {
    const accountCond = f.account ? sql`and m.account_key = ${f.account.toLowerCase()}` : sql``;
    const perMember = sql`${team(agentId)},
      bets as (select b.member_id, sum(b.bet_amount) as bets, sum(b.valid_bet) as valid, sum(b.win_amount) as payout
                 from team t join bet_rounds b on b.member_id = t.id
                where b.closed_at >= ${f.from} and b.closed_at <= ${f.to} and ${SETTLED} group by b.member_id),
      bonuses as (select p.member_id,
                         sum(e.amount) filter (where coalesce(p.meta->>'source', '') <> 'REBATE') as bonus,
                         sum(e.amount) filter (where p.meta->>'source' = 'REBATE') as rebate
                    from team t join ledger_postings p on p.member_id = t.id
                    join ledger_entries e on e.posting_id = p.id
                    join ledger_accounts a on a.id = e.account_id and a.member_id = p.member_id and a.kind = 'MEMBER_WALLET'
                   where p.tx_type_id = ${TxType.Bonus} and p.created_at >= ${f.from} and p.created_at <= ${f.to}
                   group by p.member_id),
      per as (select m.account, t.level, coalesce(b.bets, 0) as bets, coalesce(b.valid, 0) as valid,
                     coalesce(b.payout, 0) as payout, coalesce(x.bonus, 0) as bonus, coalesce(x.rebate, 0) as rebate
                from team t join members m on m.id = t.id
                left join bets b on b.member_id = t.id left join bonuses x on x.member_id = t.id
               where (b.member_id is not null or x.member_id is not null) ${accountCond})`;
    const cols = sql`sum(bets)::text as bets, sum(valid)::text as valid, sum(payout)::text as payout,
                     sum(bonus)::text as bonus, sum(rebate)::text as rebate`;
    const grouped =
      f.by === 'member'
        ? sql`select account, level, 1 as members, ${cols} from per group by account, level order by level, account`
        : sql`select null as account, level, count(*)::int as members, ${cols} from per group by level order by level`;
    const [rows, totals] = await Promise.all([
      rowsOf(db, sql`${perMember} ${grouped} limit ${f.limit} offset ${f.offset}`),
      rowsOf(
        db,
        sql`${perMember} select count(*)::int as members, count(distinct level)::int as levels, ${cols} from per`,
      ),
    ]);
    const toRow = (x: Row | undefined, level = 0): PnlRow => ({
      account: x?.account === null || x?.account === undefined ? null : String(x.account),
      level: x?.level === undefined ? level : num(x.level),
      members: num(x?.members),
      bets: big(x?.bets),
      validBets: big(x?.valid),
      payout: big(x?.payout),
      bonus: big(x?.bonus),
      rebate: big(x?.rebate),
    });
    const t = totals[0];
    return {
      rows: rows.map((x) => toRow(x)),
      total: f.by === 'member' ? num(t?.members) : num(t?.levels),
      footer: { ...toRow(t), account: null, level: 0 },
    };
  },

  /** The team's deposits, withdrawals and transfers from the ledger (the member's main wallet), newest first. */
  teamTransactions: async (
    db: DbOrTx,
    agentId: number,
    f: Range & { account?: string | undefined; kind?: TeamTxKind | undefined; limit: number; offset: number },
  ) => {
    const types = f.kind ? TX_KINDS[f.kind] : [...TX_KINDS.deposit, ...TX_KINDS.withdraw, ...TX_KINDS.transfer];
    const where = [sql`p.tx_type_id in (${ids(types)})`, sql`p.created_at >= ${f.from}`, sql`p.created_at <= ${f.to}`];
    if (f.account) where.push(sql`m.account_key = ${f.account.toLowerCase()}`);
    // Transfers are posted under the sender; the receiver's side is found through its wallet entry.
    const base = sql`from team t join members m on m.id = t.id
      join ledger_accounts a on a.member_id = t.id and a.kind = 'MEMBER_WALLET' and a.account_type_id = 2
      join ledger_entries e on e.account_id = a.id
      join ledger_postings p on p.id = e.posting_id
      where ${sql.join(where, sql` and `)}`;
    const [rows, totals] = await Promise.all([
      rowsOf(
        db,
        sql`${team(agentId)} select e.id, m.account, t.level, p.tx_type_id, e.amount::text as amount,
                   coalesce(p.reference, p.idempotency_key) as order_no, p.created_at, p.member_id = t.id as own
              ${base} order by p.created_at desc, e.id desc limit ${f.limit} offset ${f.offset}`,
      ),
      rowsOf(
        db,
        sql`${team(agentId)} select count(*)::int as n,
                   coalesce(sum(e.amount) filter (where p.tx_type_id in (${ids(TX_KINDS.deposit)})), 0)::text as deposits,
                   coalesce(-sum(e.amount) filter (where p.tx_type_id in (${ids(TX_KINDS.withdraw)})), 0)::text as withdrawals,
                   coalesce(sum(e.amount) filter (where p.tx_type_id in (${ids(TX_KINDS.transfer)})), 0)::text as transfers
              ${base}`,
      ),
    ]);
    const t = totals[0];
    return {
      rows: rows.map((x) => ({
        id: num(x.id),
        account: str(x.account),
        level: num(x.level),
        txTypeId: num(x.tx_type_id),
        own: x.own === true,
        amount: big(x.amount),
        orderNo: str(x.order_no),
        time: toDate(x.created_at),
      })),
      total: num(t?.n),
      footer: { deposits: big(t?.deposits), withdrawals: big(t?.withdrawals), transfers: big(t?.transfers) },
    };
  },

  notesOf: async (db: DbOrTx, agentId: number, memberIds: number[]) =>
    memberIds.length
      ? await db
          .select({ memberId: agentMemberNotes.memberId, body: agentMemberNotes.body })
          .from(agentMemberNotes)
          .where(and(eq(agentMemberNotes.agentId, agentId), sql`${agentMemberNotes.memberId} in (${ids(memberIds)})`))
      : [],

  setNote: async (db: DbOrTx, agentId: number, memberId: number, body: string) => {
    if (!body) {
      await db
        .delete(agentMemberNotes)
        .where(and(eq(agentMemberNotes.agentId, agentId), eq(agentMemberNotes.memberId, memberId)));
      return;
    }
    await db
      .insert(agentMemberNotes)
      .values({ agentId, memberId, body })
      .onConflictDoUpdate({
        target: [agentMemberNotes.agentId, agentMemberNotes.memberId],
        set: { body, updatedAt: new Date() },
      });
  },

  /** The agent's invitation codes with how many members registered with each. */
  codesOf: async (db: DbOrTx, merchantCode: string, agentId: number) =>
    db
      .select({
        code: affiliateCodes,
        registrations: sql<number>`(select count(*)::int from members r
                                     where r.merchant_code = ${merchantCode} and lower(r.affiliate_code) = ${affiliateCodes.codeKey})`,
      })
      .from(affiliateCodes)
      .where(and(eq(affiliateCodes.merchantCode, merchantCode), eq(affiliateCodes.agentId, agentId)))
      .orderBy(desc(affiliateCodes.createdAt), desc(affiliateCodes.id)),

  /** The back office's tree rows: each node with its subtree's size and figures over the range. */
  nodeFigures: async (db: DbOrTx, nodeIds: number[], r: Range) => {
    if (!nodeIds.length) return new Map<number, { size: number; deposits: bigint; valid: bigint; pnl: bigint }>();
    const rows = await rowsOf(
      db,
      sql`with recursive sub(root, id, depth) as (
            select m.upline_id, m.id, 1 from members m where m.upline_id in (${ids(nodeIds)})
            union all
            select s.root, c.id, s.depth + 1 from members c join sub s on c.upline_id = s.id where s.depth < 64)
          select s.root, count(*)::int as size,
                 coalesce(sum((select sum(o.amount) from deposit_orders o where o.member_id = s.id and o.status = 'PAID'
                                and o.paid_at >= ${r.from} and o.paid_at <= ${r.to})), 0)::text as deposits,
                 coalesce(sum((select sum(b.valid_bet) from bet_rounds b where b.member_id = s.id and ${SETTLED}
                                and b.closed_at >= ${r.from} and b.closed_at <= ${r.to})), 0)::text as valid,
                 coalesce(sum((select sum(b.win_amount - b.bet_amount) from bet_rounds b where b.member_id = s.id and ${SETTLED}
                                and b.closed_at >= ${r.from} and b.closed_at <= ${r.to})), 0)::text as pnl
            from sub s group by s.root`,
    );
    return new Map(
      rows.map((x) => [
        num(x.root),
        { size: num(x.size), deposits: big(x.deposits), valid: big(x.valid), pnl: big(x.pnl) },
      ]),
    );
  },

  /** Back office: members by account part, agents first (the tree browser's search), or top-level agents. */
  findAgents: async (db: DbOrTx, merchantCode: string, q: string | undefined) =>
    rowsOf(
      db,
      sql`select m.id, m.account, m.nickname, m.type, m.status, u.account as upline_account,
                 coalesce(a.balance, 0)::text as balance,
                 (select count(*) from members d where d.upline_id = m.id)::int as direct_count
            from members m left join members u on u.id = m.upline_id
            left join ledger_accounts a on a.merchant_code = m.merchant_code and a.key = 'M:' || m.id || ':2'
           where m.merchant_code = ${merchantCode} and m.type in (1, 2, 41, 42)
             and ${q ? sql`m.account_key like ${`%${q.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`}` : sql`m.upline_id is null`}
           order by m.account_key limit 100`,
    ),

  /** Back office: the direct downlines of a member, agents first. */
  childrenOf: async (db: DbOrTx, parentId: number) =>
    rowsOf(
      db,
      sql`select m.id, m.account, m.nickname, m.type, m.status, u.account as upline_account,
                 coalesce(a.balance, 0)::text as balance,
                 (select count(*) from members d where d.upline_id = m.id)::int as direct_count
            from members m join members u on u.id = m.upline_id
            left join ledger_accounts a on a.merchant_code = m.merchant_code and a.key = 'M:' || m.id || ':2'
           where m.upline_id = ${parentId}
           order by (m.type in (1, 2, 41, 42)) desc, m.account_key limit 500`,
    ),
};

export type AgentsRepository = typeof agentsRepository;
export type BackofficeNodeRow = Row;
