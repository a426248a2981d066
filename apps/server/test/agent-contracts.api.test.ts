import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSettlements, betRounds, members } from '../src/db/schema.js';
import { CAPTCHA, registerMember } from './helpers/accounts.js';
import { expectInvariants } from './helpers/ledger.js';
import { asMember, asOperator, fund, mainBalance, operatorToken } from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext, wps } from './helpers/test-app.js';

/*
 * Agent contracts and their settlement (docs/agents.md, ## Contracts and settlement). The tree:
 * top (agent 1, no upline) → mid (agent 2) → leaf (player); another branch: oth (agent 1) → othKid
 * (agent 2); plain: a player with no upline. Hand-computed figures are in the comments.
 */
let t: TestContext;
let admin: string;
let admin2: string;
let support: string;
type M = { id: number; token: string; username: string };
let top: M, mid: M, leaf: M, oth: M, othKid: M, plain: M;

const db = () => t.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const member = async (type: number, upline: M | null) => {
  const m = await registerMember(t);
  await db()
    .update(members)
    .set({ type, uplineId: upline?.id ?? null })
    .where(eq(members.id, m.id));
  return { id: m.id, token: m.token, username: m.username };
};
/** A settled round straight into the betting record (closed now, after the contracts were accepted). */
const bet = (m: M, validBet: number, win: number) =>
  db()
    .insert(betRounds)
    .values({
      merchantCode: TEST_MERCHANT,
      memberId: m.id,
      vendorCode: 'TEST',
      gameCode: 'g1',
      category: 'RNG',
      roundId: randomBytes(8).toString('hex'),
      betAmount: BigInt(validBet * 100),
      validBet: BigInt(validBet * 100),
      winAmount: BigInt(win * 100),
      status: win > validBet ? 'win' : 'lose',
      openedAt: new Date(),
      closedAt: new Date(),
    });
const operatorOffer = (body: Record<string, unknown>) =>
  call('POST', '/wps/operator/v1/agent-contracts/offer', asOperator(admin), body);
const offer = (who: M, body: Record<string, unknown>) =>
  call('POST', '/wps/agent/contracts/offer', asMember(who.token), body);
const answerDaily = (who: M, id: number, status: string, confirm?: string) =>
  call('POST', '/wps/relay/MCS2_processDailySalContract', asMember(who.token), {
    id,
    status,
    ...(confirm ? { confirm } : {}),
  });
const runNow = (schedule: string, token = admin) =>
  call('POST', '/wps/operator/v1/agent-contracts/runs', asOperator(token), { schedule });
const statements = (who: M, kind: string, side = 'received') =>
  call('GET', `/wps/agent/contracts/settlements?kind=${kind}&side=${side}`, asMember(who.token));

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  [admin, admin2, support] = [await operatorToken(t), await operatorToken(t), await operatorToken(t, 'SUPPORT')];
  top = await member(1, null);
  mid = await member(2, top);
  leaf = await member(0, mid);
  oth = await member(1, null);
  othKid = await member(2, oth);
  plain = await member(0, null);
  // The platform offers top a daily salary: 2 % from 0, 3 % from 1,000.00 of team valid bet.
  const o = await operatorOffer({
    account: top.username,
    kind: 'DAILY_SALARY',
    tiers: [
      { betVolume: 0, rate: 2 },
      { betVolume: 1000, rate: 3 },
    ],
  });
  expect(o.statusCode, o.body).toBe(200);
  expect((await answerDaily(top, o.json().value.contract.id, 'A')).statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await t.close();
});

let midOfferId = 0;

describe('POST /wps/agent/contracts/offer', () => {
  const body = { downlineId: 0, kind: 'DAILY_SALARY', tiers: [{ betVolume: 0, rate: 1.5 }] };

  it('401 without a session, 400 on bad terms, 403 for a plain member and for another branch', async () => {
    expect((await call('POST', '/wps/agent/contracts/offer', wps, { ...body, downlineId: mid.id })).statusCode).toBe(
      401,
    );
    const bad = await offer(top, { ...body, downlineId: mid.id, tiers: [{ betVolume: 0, rate: 0 }] });
    expect(bad.statusCode).toBe(400);
    const notAgent = await offer(plain, { ...body, downlineId: leaf.id });
    expect([notAgent.statusCode, notAgent.json().errorCode]).toEqual([403, 'not.agent']);
    // IDOR: oth is an agent, mid is not in its direct downline.
    const idor = await offer(oth, { ...body, downlineId: mid.id });
    expect([idor.statusCode, idor.json().errorCode]).toEqual([403, 'agent.not.direct.downline']);
    // Not direct either: leaf is top's grandchild.
    expect((await offer(top, { ...body, downlineId: leaf.id })).statusCode).toBe(403);
    // A player in the direct downline: contracts bind agents only.
    const player = await offer(mid, { ...body, downlineId: leaf.id });
    expect([player.statusCode, player.json().errorCode]).toEqual([403, 'agent.type.not.allowed']);
  });

  it('the chain rule: never above what the offerer holds (3 %), nor a kind it does not hold', async () => {
    const above = await offer(top, { ...body, downlineId: mid.id, tiers: [{ betVolume: 0, rate: 3.01 }] });
    expect([above.statusCode, above.json().errorCode]).toEqual([400, 'contract.above.upline']);
    const none = await offer(top, { ...body, kind: 'HOUR_SALARY', downlineId: mid.id });
    expect(none.json().errorCode).toBe('contract.above.upline');
  });

  it('offers to a direct downline; a second pending offer of the kind is 409', async () => {
    const res = await offer(top, { ...body, downlineId: mid.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.contract).toMatchObject({
      status: 'P',
      kind: 'DAILY_SALARY',
      computationPeriod: 'D',
      contractRate: 1.5,
      details: [{ betVolume: 0, rateType: 'P', rate: 1.5 }],
      offerer: { id: top.id },
      holder: { id: mid.id },
    });
    midOfferId = res.json().value.contract.id;
    const again = await offer(top, { ...body, downlineId: mid.id });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'contract.offer.pending']);
  });
});

describe('GET /wps/member/info/funds/consolidated', () => {
  it('401 without a session; the offer waits in dailysalreqtype, the accepted contract in dailysalinfotype', async () => {
    expect((await call('GET', '/wps/member/info/funds/consolidated', wps)).statusCode).toBe(401);
    const v = (await call('GET', '/wps/member/info/funds/consolidated', asMember(mid.token))).json().value;
    expect(v.dailysalreqtype.ALL).toHaveLength(1);
    expect(v.dailysalreqtype.ALL[0]).toMatchObject({ id: midOfferId, status: 'P', downlineHigherRate: 'N' });
    expect(v.dailysalinfotype).toEqual({});
    const topView = (await call('GET', '/wps/member/info/funds/consolidated', asMember(top.token))).json().value;
    expect(topView.dailysalinfotype.ALL[0]).toMatchObject({ status: 'E', offerer: null, contractRate: 3 });
  });
});

describe('POST /wps/relay/MCS2_processDailySalContract', () => {
  it('401, 400 on a bad status, 403 on someone else’s offer, then the holder accepts', async () => {
    expect(
      (await call('POST', '/wps/relay/MCS2_processDailySalContract', wps, { id: midOfferId, status: 'A' })).statusCode,
    ).toBe(401);
    expect((await answerDaily(mid, midOfferId, 'X')).statusCode).toBe(400);
    const other = await answerDaily(oth, midOfferId, 'A');
    expect(other.statusCode).toBe(403);
    const ok = await answerDaily(mid, midOfferId, 'A');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.contract).toMatchObject({ status: 'E', contractRate: 1.5 });
    // Answered once: a second accept is a state error.
    expect((await answerDaily(mid, midOfferId, 'A')).json().errorCode).toBe('contract.state.invalid');
  });

  it('refuses a trial account (in_need_true_account)', async () => {
    const res = await call('POST', '/wps/session/login/freeplay', wps, { os: 'linux', platform: 'W' });
    const token = res.json().value.token as string;
    const r = await call('POST', '/wps/relay/MCS2_processDailySalContract', asMember(token), {
      id: midOfferId,
      status: 'A',
    });
    expect([r.statusCode, r.json().errorCode]).toEqual([403, 'in_need_true_account']);
  });
});

describe('the ratio rule', () => {
  it('a lower offer is flagged downlineHigherRate Y; accepting needs confirm Y and replaces the contract', async () => {
    const lower = await offer(top, { downlineId: mid.id, kind: 'DAILY_SALARY', tiers: [{ betVolume: 0, rate: 1 }] });
    const id = lower.json().value.contract.id as number;
    const v = (await call('GET', '/wps/member/info/funds/consolidated', asMember(mid.token))).json().value;
    expect(v.dailysalreqtype.ALL[0]).toMatchObject({ id, downlineHigherRate: 'Y', version: 2 });
    const refused = await answerDaily(mid, id, 'A');
    expect([refused.statusCode, refused.json().errorCode]).toEqual([400, 'contract.confirm.required']);
    // Rejecting instead keeps the 1.5 % contract.
    expect((await answerDaily(mid, id, 'R')).json().value.contract.status).toBe('R');
    const again = await offer(top, { downlineId: mid.id, kind: 'DAILY_SALARY', tiers: [{ betVolume: 0, rate: 1 }] });
    const id2 = again.json().value.contract.id as number;
    const ok = await answerDaily(mid, id2, 'A', 'Y');
    expect(ok.json().value.contract).toMatchObject({ status: 'E', contractRate: 1 });
    const held = (await call('GET', '/wps/agent/contracts?kind=DAILY_SALARY', asMember(mid.token))).json().value.list;
    expect(held.find((c: { id: number }) => c.id === midOfferId)).toMatchObject({ status: 'V', endReason: 'REPLACED' });
    // A higher one (1.5 % again) needs no confirmation.
    const up = await offer(top, { downlineId: mid.id, kind: 'DAILY_SALARY', tiers: [{ betVolume: 0, rate: 1.5 }] });
    expect((await answerDaily(mid, up.json().value.contract.id, 'A')).json().value.contract.status).toBe('E');
  });
});

describe('settlement: POST /wps/operator/v1/agent-contracts/runs (run now)', () => {
  it('401 and 403 (SUPPORT has no agents.settlement.run)', async () => {
    expect((await call('POST', '/wps/operator/v1/agent-contracts/runs', wps, { schedule: 'DAILY' })).statusCode).toBe(
      401,
    );
    expect((await runNow('DAILY', support)).statusCode).toBe(403);
    expect((await runNow('WEEKLY')).statusCode).toBe(400);
  });

  it('bills bottom-up and pays top-down, once per contract and period', async () => {
    // leaf: 800 valid, lost; mid: 400 valid, won 500. Team valid bet 1,200 for both top and mid.
    await bet(leaf, 800, 0);
    await bet(mid, 400, 500);
    const res = await runNow('DAILY');
    expect(res.statusCode, res.body).toBe(200);
    // top's and mid's bills, a nil one for each of mid's two replaced versions (no bets while they ran),
    // and the demo tree's two daily contracts (demoagent's and agent_lan's, seeded, no bets in the period).
    expect(res.json().value.runs[0]).toMatchObject({ status: 'DONE', bills: 6, total: 54 });
    // The operator's run now is in the audit log, with the run it started.
    const audit = await call('GET', '/wps/operator/v1/audit', asOperator(admin));
    expect(audit.json().value.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'agent.settlement.run', target: `run:${res.json().value.runs[0].id}` }),
      ]),
    );
    // top: tier 2 (1,200 ≥ 1,000) 3 % × 1,200 = 36.00 from the platform; mid: 1.5 % × 1,200 = 18.00 from top.
    const topBill = (await statements(top, 'DAILY_SALARY'))
      .json()
      .value.list.find((b: { amount: number }) => b.amount > 0);
    expect(topBill).toMatchObject({
      validBet: 1200,
      tier: 2,
      rate: 3,
      amount: 36,
      downlineAmount: 18,
      net: 18,
      paid: 36,
      status: 'PAID',
      payer: null,
    });
    const midBill = (await statements(mid, 'DAILY_SALARY'))
      .json()
      .value.list.find((b: { amount: number }) => b.amount > 0);
    expect(midBill).toMatchObject({
      validBet: 1200,
      activeMembers: 2,
      tier: 1,
      rate: 1.5,
      amount: 18,
      paid: 18,
      status: 'PAID',
      payer: { id: top.id },
    });
    // top pays mid's bills (the nil ones of the replaced versions included).
    expect((await statements(top, 'DAILY_SALARY', 'paid')).json().value.total).toBe(3);
    expect(await mainBalance(t, top.token)).toBe(18);
    expect(await mainBalance(t, mid.token)).toBe(18);
    // Again for the same period: nothing billed twice; a bet after the first run carries into the next bill.
    await bet(leaf, 100, 0);
    const again = await runNow('DAILY');
    expect(again.json().value.runs[0]).toMatchObject({ status: 'DONE', bills: 0 });
    expect(await mainBalance(t, mid.token)).toBe(18);
    const bills = await db().select().from(agentSettlements).where(eq(agentSettlements.holderId, mid.id));
    expect(bills).toHaveLength(3);
    await expectInvariants(t.services.ledger);
  });

  it('an agent short of money pays in part; the receivable is collected by a later run', async () => {
    // The platform pays top nothing below 100,000.00 of hourly bets; top pays mid 0.8 % of 3,000 = 24.00
    // (0.8 % is the demo template's limit for agent type 2).
    const o = await operatorOffer({
      account: top.username,
      kind: 'HOUR_SALARY',
      tiers: [{ betVolume: 100000, rate: 1 }],
    });
    await call('POST', '/wps/relay/MCS2_processContractHourSalary', asMember(top.token), {
      contractId: o.json().value.contract.id,
      status: 'A',
    });
    const h = await offer(top, { downlineId: mid.id, kind: 'HOUR_SALARY', tiers: [{ betVolume: 0, rate: 0.8 }] });
    const acc = await call('POST', '/wps/relay/MCS2_processContractHourSalary', asMember(mid.token), {
      contractId: h.json().value.contract.id,
      status: 'A',
    });
    expect(acc.statusCode, acc.body).toBe(200);
    await bet(leaf, 3000, 0);
    await runNow('HOURLY');
    const bill = (await statements(mid, 'HOUR_SALARY')).json().value.list[0];
    // top held 18.00: all of it is paid, 6.00 stays owed.
    expect(bill).toMatchObject({ amount: 24, paid: 18, receivable: 6, status: 'PARTIAL' });
    expect(await mainBalance(t, top.token)).toBe(0);
    await fund(t, admin, top.username, 100);
    await runNow('HOURLY');
    expect((await statements(mid, 'HOUR_SALARY')).json().value.list[0]).toMatchObject({
      paid: 24,
      receivable: 0,
      status: 'PAID',
    });
    expect(await mainBalance(t, top.token)).toBe(94);
    await expectInvariants(t.services.ledger);
  });

  it('a dividend above the threshold (5,000.00) waits for an operator, then is paid once', async () => {
    const o = await operatorOffer({
      account: oth.username,
      kind: 'DIVIDEND',
      computationPeriod: 'M',
      tiers: [{ betVolume: 0, netLoss: 0, activeMember: 1, rate: 10 }],
    });
    expect(o.statusCode, o.body).toBe(200);
    const acc = await call('POST', '/wps/relay/MCSFE_processContractDividend', asMember(oth.token), {
      productType: 'ALL',
      computationPeriod: 'M',
      status: 'A',
    });
    expect(acc.statusCode, acc.body).toBe(200);
    // othKid loses 60,000.00: net loss 60,000 × 10 % = 6,000.00 > 5,000.00.
    await bet(othKid, 60000, 0);
    await runNow('DIVIDEND');
    const bill = (await statements(oth, 'DIVIDEND')).json().value.list[0];
    expect(bill).toMatchObject({
      netLoss: 60000,
      base: 60000,
      activeMembers: 1,
      rate: 10,
      amount: 6000,
      paid: 0,
      status: 'APPROVAL',
    });
    const list = (await call('GET', '/wps/operator/v1/approvals?status=PENDING', asOperator(admin))).json().value.list;
    const approval = list.find((a: { kind: string }) => a.kind === 'agent.dividend');
    expect(approval).toBeDefined();
    const decided = await call('POST', '/wps/operator/v1/approvals/decide', asOperator(admin2), {
      id: approval.id,
      decision: 'APPROVE',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await statements(oth, 'DIVIDEND')).json().value.list[0]).toMatchObject({ paid: 6000, status: 'PAID' });
    expect(await mainBalance(t, oth.token)).toBe(6000);
    await expectInvariants(t.services.ledger);
  });
});

describe('GET /wps/agent/contracts/settlements and /wps/agent/income', () => {
  it('401, 403 for a plain member; an agent reads only its own statements', async () => {
    expect((await call('GET', '/wps/agent/contracts/settlements?kind=DAILY_SALARY', wps)).statusCode).toBe(401);
    expect((await statements(plain, 'DAILY_SALARY')).statusCode).toBe(403);
    expect((await statements(top, 'NOPE')).statusCode).toBe(400);
    // oth (another branch) sees none of top's bills.
    expect((await statements(oth, 'DAILY_SALARY')).json().value.list).toEqual([]);
    const income = await call('GET', '/wps/agent/income', asMember(top.token));
    expect(income.statusCode).toBe(200);
    // top received 36.00 daily; paid out 18.00 daily and 24.00 hourly.
    expect(income.json().value.sum).toMatchObject({ dailySalary: 36, paidOut: 42, net: -6 });
    expect((await call('GET', '/wps/agent/income', asMember(plain.token))).statusCode).toBe(403);
  });
});

describe('requests: POST /wps/agent/contracts/request and /request/answer', () => {
  it('401, 403 for another branch, new terms accepted by the other side become the next version', async () => {
    const held = (await call('GET', '/wps/agent/contracts?kind=DAILY_SALARY&status=E', asMember(mid.token))).json()
      .value.list[0];
    const body = { contractId: held.id, type: 'TERMS', tiers: [{ betVolume: 0, rate: 2 }] };
    expect((await call('POST', '/wps/agent/contracts/request', wps, body)).statusCode).toBe(401);
    expect((await call('POST', '/wps/agent/contracts/request', asMember(oth.token), body)).statusCode).toBe(403);
    const r = await call('POST', '/wps/agent/contracts/request', asMember(mid.token), body);
    expect(r.statusCode, r.body).toBe(200);
    const requestId = r.json().value.request.id as number;
    // The author cannot accept its own request.
    expect(
      (await call('POST', '/wps/agent/contracts/request/answer', asMember(mid.token), { requestId, status: 'A' }))
        .statusCode,
    ).toBe(409);
    const a = await call('POST', '/wps/agent/contracts/request/answer', asMember(top.token), {
      requestId,
      status: 'A',
    });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().value.contract).toMatchObject({ status: 'E', contractRate: 2, version: held.version + 1 });
  });

  it('a termination accepted ends the contract', async () => {
    const held = (await call('GET', '/wps/agent/contracts?kind=DAILY_SALARY&status=E', asMember(mid.token))).json()
      .value.list[0];
    const r = await call('POST', '/wps/agent/contracts/request', asMember(top.token), {
      contractId: held.id,
      type: 'TERMINATE',
    });
    const a = await call('POST', '/wps/agent/contracts/request/answer', asMember(mid.token), {
      requestId: r.json().value.request.id,
      status: 'A',
    });
    expect(a.json().value.contract).toMatchObject({ status: 'V', endReason: 'TERMINATED' });
  });
});

describe('back office: templates, contracts, runs, commission report', () => {
  it('403 without the permission; a template limits the operator’s offers', async () => {
    expect((await call('GET', '/wps/operator/v1/agent-contracts/templates', asOperator(support))).statusCode).toBe(403);
    const saved = await call('PUT', '/wps/operator/v1/agent-contracts/templates', asOperator(admin), {
      agentType: 1,
      kind: 'REALTIME_SALARY',
      maxRate: 1,
      profitRate: 0.5,
      lossRate: 0.2,
      minimumBet: 10,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const over = await operatorOffer({
      account: oth.username,
      kind: 'REALTIME_SALARY',
      profitRate: 1.2,
      lossRate: 0.2,
      minimumBet: 10,
    });
    expect(over.json().errorCode).toBe('contract.above.upline');
    // The demo's six templates, the real-time one of type 1 replaced.
    const templates = (await call('GET', '/wps/operator/v1/agent-contracts/templates', asOperator(admin))).json().value;
    expect(templates.list).toHaveLength(6);
    expect(templates.list).toContainEqual(
      expect.objectContaining({ agentType: 1, kind: 'REALTIME_SALARY', maxRate: 1, profitRate: 0.5 }),
    );
    const runs = (await call('GET', '/wps/operator/v1/agent-contracts/runs', asOperator(admin))).json().value;
    expect(runs.total).toBeGreaterThan(0);
    const report = (await call('GET', '/wps/operator/v1/agent-contracts/settlements', asOperator(admin))).json().value;
    expect(report.sum.amount).toBe(36 + 18 + 24 + 6000);
    expect(
      (await call('GET', '/wps/operator/v1/agent-contracts', asOperator(admin))).json().value.total,
    ).toBeGreaterThan(5);
  });

  it('contracts grid: the search is the holder, kind filter, sort; FINANCE reads but does not offer', async () => {
    const grid = async (qs: string, token = admin) => {
      const res = await call('GET', `/wps/operator/v1/agent-contracts?${qs}`, asOperator(token));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as { list: { id: number; holder: { account: string } }[]; total: number };
    };
    const demo = await grid('q=demoagent&kind=DAILY_SALARY');
    expect(demo.list).toEqual([
      expect.objectContaining({
        kind: 'DAILY_SALARY',
        status: 'E',
        holder: expect.objectContaining({ account: 'demoagent' }),
        offerer: null,
      }),
    ]);
    expect((await grid('q=nobody_at_all')).total).toBe(0);
    const ids = (await grid('sort=id&order=asc&pageSize=500')).list.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const finance = await operatorToken(t, 'FINANCE');
    expect((await grid('kind=DIVIDEND', finance)).total).toBeGreaterThan(0);
    const offer = await call('POST', '/wps/operator/v1/agent-contracts/offer', asOperator(finance), {
      account: 'demoagent',
      kind: 'HOUR_SALARY',
      tiers: [{ betVolume: 0, rate: 0.1 }],
    });
    expect(offer.statusCode).toBe(403);
  });
});
