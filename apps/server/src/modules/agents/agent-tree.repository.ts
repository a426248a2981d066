import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * The downline tree (docs/agents.md, ## Tree): members.upline_id walked by recursive queries, with no
 * second copy of the tree to keep in step (registration, direct creation and operator moves only set
 * upline_id). members_upline_idx makes each step an index lookup; a team of a few thousand members
 * is read in milliseconds. MAX_DEPTH stops a corrupt cycle from looping.
 */
export const MAX_DEPTH = 64;

type Row = Record<string, string | number | boolean | Date | null>;
/** Drivers answer timestamps as Date (node-postgres, PGlite) or text. */
export const toDate = (v: Row[string] | undefined) => (v instanceof Date ? v : new Date(String(v)));
const rowsOf = async (db: DbOrTx, q: SQL) => ((await db.execute(q)) as unknown as { rows: Row[] }).rows;

/**
 * The agent's team as a CTE body: `select id, level from team`, level 1 = direct downline. Reports
 * join it (`with recursive team(id, level) as (${teamCte(agentId)}) ...`), so "only the subtree" is
 * one rule in one place.
 */
export const teamCte = (agentId: number, maxDepth = MAX_DEPTH): SQL =>
  sql`select m.id, 1 as level from members m where m.upline_id = ${agentId}
      union all
      select c.id, t.level + 1 from members c join team t on c.upline_id = t.id
       where t.level < ${Math.min(maxDepth, MAX_DEPTH)}`;

export type TreeMember = {
  id: number;
  account: string;
  nickname: string;
  type: number;
  status: string;
  level: number;
  uplineId: number | null;
  uplineAccount: string | null;
  registeredAt: Date;
  lastLoginAt: Date | null;
  /** Main wallet (accountTypeId 2), minor units. */
  balance: bigint;
  /** Direct downlines of this member (0 for a player). */
  directCount: number;
};

const toTreeMember = (r: Row): TreeMember => ({
  id: Number(r.id),
  account: String(r.account),
  nickname: String(r.nickname ?? ''),
  type: Number(r.type),
  status: String(r.status),
  level: Number(r.level),
  uplineId: r.upline_id === null ? null : Number(r.upline_id),
  uplineAccount: r.upline_account === null ? null : String(r.upline_account),
  registeredAt: toDate(r.registered_at),
  lastLoginAt: r.last_login_at === null ? null : toDate(r.last_login_at),
  balance: BigInt(String(r.balance ?? '0')),
  directCount: Number(r.direct_count ?? 0),
});

export type DescendantsFilter = {
  maxDepth?: number | undefined;
  /** Part of the account name (case-insensitive). */
  search?: string | undefined;
  /** Only members under this one (itself in the agent's team, or the agent): expands one branch. */
  underId?: number | undefined;
  page: number;
  size: number;
};

export const agentTreeRepository = {
  /** Is `memberId` below `agentId` (at any depth)? Walks up from the member: a handful of index lookups. */
  isInSubtree: async (db: DbOrTx, agentId: number, memberId: number): Promise<boolean> => {
    if (agentId === memberId) return false;
    const rows = await rowsOf(
      db,
      sql`with recursive up(id, upline_id, depth) as (
            select id, upline_id, 0 from members where id = ${memberId}
            union all
            select m.id, m.upline_id, up.depth + 1 from members m join up on m.id = up.upline_id
             where up.depth < ${MAX_DEPTH}
          )
          select exists(select 1 from up where upline_id = ${agentId}) as inside`,
    );
    return rows[0]?.inside === true;
  },

  /** The member's uplines, nearest first (level 1 = its own upline). */
  ancestors: async (db: DbOrTx, memberId: number) =>
    (
      await rowsOf(
        db,
        sql`with recursive up(id, upline_id, depth) as (
              select id, upline_id, 0 from members where id = ${memberId}
              union all
              select m.id, m.upline_id, up.depth + 1 from members m join up on m.id = up.upline_id
               where up.depth < ${MAX_DEPTH}
            )
            select m.id, m.account, m.type, up.depth as level
              from up join members m on m.id = up.id
             where up.depth > 0 order by up.depth`,
      )
    ).map((r) => ({ id: Number(r.id), account: String(r.account), type: Number(r.type), level: Number(r.level) })),

  /** The whole team (or one branch of it) with level, balance and last login, paged; `total` for the pager. */
  descendants: async (db: DbOrTx, agentId: number, f: DescendantsFilter) => {
    const search = f.search?.trim().toLowerCase();
    const conds: SQL[] = [sql`true`];
    if (search) conds.push(sql`m.account_key like ${`%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`);
    // One branch: members with `underId` among their uplines (a walk up from each row of the team).
    if (f.underId !== undefined && f.underId !== agentId)
      conds.push(sql`exists (with recursive up(id, upline_id, depth) as (
                       select id, upline_id, 0 from members where id = m.id
                       union all
                       select p.id, p.upline_id, up.depth + 1 from members p join up on p.id = up.upline_id
                        where up.depth < ${MAX_DEPTH}
                     ) select 1 from up where up.upline_id = ${f.underId})`);
    const where = sql.join(conds, sql` and `);
    const rows = await rowsOf(
      db,
      sql`with recursive team(id, level) as (${teamCte(agentId, f.maxDepth)})
          select m.id, m.account, m.nickname, m.type, m.status, t.level, m.upline_id, u.account as upline_account,
                 m.registered_at, m.last_login_at,
                 coalesce(a.balance, 0)::text as balance,
                 (select count(*) from members d where d.upline_id = m.id)::int as direct_count,
                 count(*) over ()::int as total
            from team t
            join members m on m.id = t.id
            left join members u on u.id = m.upline_id
            left join ledger_accounts a
              on a.merchant_code = m.merchant_code and a.key = 'M:' || m.id || ':2'
           where ${where}
           order by t.level, m.account_key
           limit ${f.size} offset ${(f.page - 1) * f.size}`,
    );
    return { rows: rows.map(toTreeMember), total: rows.length ? Number(rows[0]!.total) : 0 };
  },

  /** The members whose upline is this one (level 1), by account. */
  directDownlines: async (db: DbOrTx, agentId: number) =>
    (
      await rowsOf(
        db,
        sql`select m.id, m.account, m.nickname, m.type, m.status, 1 as level, m.upline_id, u.account as upline_account,
                   m.registered_at, m.last_login_at, coalesce(a.balance, 0)::text as balance,
                   (select count(*) from members d where d.upline_id = m.id)::int as direct_count
              from members m
              join members u on u.id = m.upline_id
              left join ledger_accounts a on a.merchant_code = m.merchant_code and a.key = 'M:' || m.id || ':2'
             where m.upline_id = ${agentId}
             order by m.account_key`,
      )
    ).map(toTreeMember),

  /** Team size by level (for the overview and the back-office browser). */
  sizeByLevel: async (db: DbOrTx, agentId: number) =>
    (
      await rowsOf(
        db,
        sql`with recursive team(id, level) as (${teamCte(agentId)})
            select level, count(*)::int as n from team group by level order by level`,
      )
    ).map((r) => ({ level: Number(r.level), count: Number(r.n) })),

  /** A team member by account name, with its level; null when the account is not in the team. */
  memberByAccount: async (db: DbOrTx, agentId: number, accountKey: string) => {
    const rows = await rowsOf(
      db,
      sql`with recursive team(id, level) as (${teamCte(agentId)})
          select m.id, m.account, m.type, m.status, t.level
            from team t join members m on m.id = t.id
           where m.account_key = ${accountKey} limit 1`,
    );
    const r = rows[0];
    return r
      ? {
          id: Number(r.id),
          account: String(r.account),
          type: Number(r.type),
          status: String(r.status),
          level: Number(r.level),
        }
      : null;
  },
};

export type AgentTreeRepository = typeof agentTreeRepository;
