import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSettlements, betRounds, members } from '../src/db/schema.js';
import { CAPTCHA, registerMember } from './helpers/accounts.js';
import { expectInvariants } from './helpers/ledger.js';
import { asMember, asOperator, mainBalance, operatorToken } from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext, wps } from './helpers/test-app.js';

/*
 * A settlement run that fails part-way, and its replay (docs/agents.md, ## Contracts and settlement).
 * The failure is real: a trigger makes the database refuse the second level's bill, after the first
 * level's bill was written and paid in its own transaction. The replay must write only what is missing
 * and move no money twice. Tree: top (agent 1) → mid (agent 2) → leaf (player).
 */
let t: TestContext;
let admin: string;
type M = { id: number; token: string; username: string };
let top: M, mid: M, leaf: M;

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const member = async (type: number, upline: M | null) => {
  const m = await registerMember(t);
  await t.database.db
    .update(members)
    .set({ type, uplineId: upline?.id ?? null })
    .where(eq(members.id, m.id));
  return { id: m.id, token: m.token, username: m.username };
};
const answerDaily = (who: M, id: number) =>
  call('POST', '/wps/relay/MCS2_processDailySalContract', asMember(who.token), { id, status: 'A' });
const runs = async () =>
  (await call('GET', '/wps/operator/v1/agent-contracts/runs?page=1&size=50', asOperator(admin))).json().value.list as {
    id: number;
    status: string;
    trigger: string;
    bills: number;
    error: string | null;
  }[];
const replay = (runId: number) =>
  call('POST', '/wps/operator/v1/agent-contracts/runs/replay', asOperator(admin), { runId });
const billsOf = (m: M) => t.database.db.select().from(agentSettlements).where(eq(agentSettlements.holderId, m.id));

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  admin = await operatorToken(t);
  top = await member(1, null);
  mid = await member(2, top);
  leaf = await member(0, mid);
  // The platform pays top 2 % of the team's valid bet; top pays mid 1 %.
  const o = await call('POST', '/wps/operator/v1/agent-contracts/offer', asOperator(admin), {
    account: top.username,
    kind: 'DAILY_SALARY',
    tiers: [{ betVolume: 0, rate: 2 }],
  });
  expect(o.statusCode, o.body).toBe(200);
  expect((await answerDaily(top, o.json().value.contract.id)).statusCode).toBe(200);
  const d = await call('POST', '/wps/agent/contracts/offer', asMember(top.token), {
    downlineId: mid.id,
    kind: 'DAILY_SALARY',
    tiers: [{ betVolume: 0, rate: 1 }],
  });
  expect(d.statusCode, d.body).toBe(200);
  expect((await answerDaily(mid, d.json().value.contract.id)).statusCode).toBe(200);
  // leaf: 1,000.00 of valid bets → top earns 20.00 from the platform and pays mid 10.00.
  await t.database.db.insert(betRounds).values({
    merchantCode: TEST_MERCHANT,
    memberId: leaf.id,
    vendorCode: 'TEST',
    gameCode: 'g1',
    category: 'RNG',
    roundId: randomBytes(8).toString('hex'),
    betAmount: 100_000n,
    validBet: 100_000n,
    winAmount: 0n,
    status: 'lose',
    openedAt: new Date(),
    closedAt: new Date(),
  });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('POST /wps/operator/v1/agent-contracts/runs/replay', () => {
  it('401 without an operator; 400 for a bad id; a run that did not fail is not replayed', async () => {
    expect((await call('POST', '/wps/operator/v1/agent-contracts/runs/replay', wps, { runId: 1 })).statusCode).toBe(
      401,
    );
    expect((await replay(0)).statusCode).toBe(400);
    expect((await replay(999_999)).json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it('a run that failed part-way: the replay writes only the missing bills and pays nothing twice', async () => {
    // The database refuses mid's bill: top's level is written and paid first, then the run fails.
    await t.database.db.execute(
      sql.raw(`create function e2e_refuse_bill() returns trigger language plpgsql as $$
        begin
          if new.holder_id = ${mid.id} then raise exception 'disk full (test)'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger e2e_refuse_bill before insert on agent_settlements
        for each row execute function e2e_refuse_bill()`),
    );
    const failed = await call('POST', '/wps/operator/v1/agent-contracts/runs', asOperator(admin), {
      schedule: 'DAILY',
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().message).not.toContain('disk full');
    const [run] = await runs();
    expect(run).toMatchObject({ status: 'FAILED', trigger: 'MANUAL' });
    expect(run!.error).toContain('disk full');
    expect(await billsOf(top)).toHaveLength(1);
    expect(await billsOf(mid)).toHaveLength(0);
    // top was paid its 20.00; mid nothing yet.
    expect(await mainBalance(t, top.token)).toBe(20);
    expect(await mainBalance(t, mid.token)).toBe(0);

    // Still refused: the replay fails too, and is itself a failed run.
    expect((await replay(run!.id)).statusCode).toBe(500);
    expect(await mainBalance(t, top.token)).toBe(20);

    await t.database.db.execute(sql.raw('drop trigger e2e_refuse_bill on agent_settlements'));
    const ok = await replay(run!.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.run).toMatchObject({ status: 'DONE', trigger: 'REPLAY' });
    expect(await billsOf(top)).toHaveLength(1);
    expect(await billsOf(mid)).toHaveLength(1);
    expect((await billsOf(mid))[0]).toMatchObject({ amount: 1000n, paid: 1000n, status: 'PAID' });
    expect(await mainBalance(t, top.token)).toBe(10);
    expect(await mainBalance(t, mid.token)).toBe(10);

    // Replaying the same failed run again writes nothing and moves nothing.
    const again = await replay(run!.id);
    expect(again.json().value.run).toMatchObject({ status: 'DONE', bills: 0 });
    expect(await mainBalance(t, top.token)).toBe(10);
    expect(await mainBalance(t, mid.token)).toBe(10);
    // The done replay is not replayed; the original keeps its failure, naming the replays.
    const done = (await runs()).find((r) => r.id === ok.json().value.run.id)!;
    expect((await replay(done.id)).json()).toMatchObject({ success: false, errorCode: 'contract.state.invalid' });
    expect((await runs()).find((r) => r.id === run!.id)!.error).toMatch(/replayed by run \d+/);
    await expectInvariants(t.services.ledger);
  });
});
