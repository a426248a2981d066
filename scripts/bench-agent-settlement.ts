// Agent settlement (prints the figure, asserts nothing; target in docs/agents.md: under 60 s):
//   10,000 daily-salary contracts (100 top agents paid by the platform, each paying 99 sub-agents)
//   over 100,000 settled bet records of 20,000 players, billed and paid by one run on PostgreSQL
//   (TEST_DATABASE_URL; a database of its own, dropped after).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { agentSettlements } from '../apps/server/src/db/schema.js';
import { createSettlementService } from '../apps/server/src/modules/agent-contracts/settlement.service.js';
import { createLedgerService } from '../apps/server/src/modules/wallet/ledger.service.js';
import { seedDemo } from '../apps/server/src/seed/demo-seed.js';

const MERCHANT = 'pagoda';

export const benchAgentSettlement = async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('agent settlement: skipped (set TEST_DATABASE_URL to a PostgreSQL server)');
    return;
  }
  const name = `pagoda_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    const db = database.db;
    await database.migrate();
    await seedDemo(db, MERCHANT);
    const accepted = new Date(Date.now() - 3_600_000);
    // 100 top agents, 99 sub-agents each, 2 players per sub-agent (member ids from the insert order).
    await db.execute(sql`
      insert into members (merchant_code, account, account_key, password_hash, type)
      select ${MERCHANT}, 'bt' || g, 'bt' || g, 'x', 1 from generate_series(1, 100) g`);
    await db.execute(sql`
      insert into members (merchant_code, account, account_key, password_hash, type, upline_id)
      select ${MERCHANT}, 'bs' || g, 'bs' || g, 'x', 2, (select id from members where account_key = 'bt' || (1 + (g - 1) / 99))
      from generate_series(1, 9900) g`);
    await db.execute(sql`
      insert into members (merchant_code, account, account_key, password_hash, type, upline_id)
      select ${MERCHANT}, 'bp' || g, 'bp' || g, 'x', 0, s.id
      from generate_series(1, 20000) g join members s on s.account_key = 'bs' || (1 + (g - 1) % 9900)`);
    await db.execute(sql`
      insert into agent_contracts (merchant_code, kind, period, holder_id, offerer_id, status, terms, top_rate_bps, accepted_at)
      select ${MERCHANT}, 'DAILY_SALARY', 'D', m.id, m.upline_id, 'E',
        case when m.upline_id is null
          then '{"tiers":[{"betVolume":"0","netLoss":"0","activeMember":0,"rateBps":150},{"betVolume":"10000000","netLoss":"0","activeMember":5,"rateBps":300}]}'::jsonb
          else '{"tiers":[{"betVolume":"0","netLoss":"0","activeMember":0,"rateBps":100}]}'::jsonb end,
        case when m.upline_id is null then 300 else 100 end, ${accepted}
      from members m where m.account_key like 'bt%' or m.account_key like 'bs%'`);
    await db.execute(sql`
      insert into bet_rounds (merchant_code, member_id, vendor_code, game_code, category, round_id, bet_amount, valid_bet, win_amount, status, opened_at, closed_at)
      select ${MERCHANT}, p.id, 'BENCH', 'g', 'RNG', 'r' || g, 1000 + (g % 97) * 100, 1000 + (g % 97) * 100,
        case when g % 3 = 0 then 2000 + (g % 97) * 200 else 0 end,
        case when g % 3 = 0 then 'win' else 'lose' end, now() - interval '10 minutes', now() - interval '5 minutes'
      from generate_series(1, 100000) g join members p on p.account_key = 'bp' || (1 + (g - 1) % 20000)`);
    await db.execute(sql`analyze`);
    const ledger = createLedgerService(db, { maxInFlight: 4 });
    const settlement = createSettlementService(db, {
      ledger,
      approvals: {
        register: () => undefined,
        submit: () => Promise.reject(new Error('no approvals in the benchmark')),
      },
      timeZoneOf: () => Promise.resolve('Asia/Manila'),
      lanes: 4,
    });
    const started = Date.now();
    const [run] = await settlement.run('DAILY_SALARY', { mode: 'now', merchantCode: MERCHANT });
    const seconds = (Date.now() - started) / 1000;
    const [paid] = await db
      .select({ n: sql<number>`count(*) filter (where status = 'PAID')::int` })
      .from(agentSettlements);
    console.log(
      `agent settlement: ${run!.bills} contracts over 100,000 bets in ${seconds.toFixed(1)} s ` +
        `(${paid!.n} paid, run ${run!.status})   target < 60 s`,
    );
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await benchAgentSettlement();
