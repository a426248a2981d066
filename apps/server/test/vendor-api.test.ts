import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runSimulation } from '../src/dev/vendor-simulator/simulation.js';
import { createSimulatorClient, injectTransport, newId } from '../src/dev/vendor-simulator/simulator-client.js';
import { signBody } from '../src/lib/signature.js';
import { membersRepository } from '../src/modules/accounts/members.repository.js';
import { CAPTCHA, registerMember } from './helpers/accounts.js';
import { fund, mainBalance, operatorToken } from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext } from './helpers/test-app.js';

let t: TestContext;
let op: string;
let client: ReturnType<typeof createSimulatorClient>;
const SECRET = 'vendor-test-secret-0123456789abcdef';

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  op = await operatorToken(t);
  await t.app.services.vendors.setIntegration({
    merchantCode: TEST_MERCHANT,
    vendorCode: 'TST',
    adapter: 'seamless',
    secret: SECRET,
    launchUrl: 'https://games.vendor.example/play',
  });
  client = createSimulatorClient({
    merchant: TEST_MERCHANT,
    vendor: 'TST',
    secret: SECRET,
    transport: injectTransport(t.app),
  });
});
afterAll(async () => {
  await t.close();
});

/** A funded member and a launch token for the test vendor. */
const player = async (amount = 100) => {
  const m = await registerMember(t);
  if (amount > 0) await fund(t, op, m.username, amount);
  const brand = await resolveBrand();
  const member = (await membersRepository.findById(t.database.db, m.id))!;
  const { gameUrl } = await t.app.services.vendors.launch({
    brand,
    member,
    sessionId: (await t.app.sessions.authenticate(m.token, TEST_MERCHANT)).sessionId,
    vendorCode: 'TST',
    gameCode: 'tst-slot',
    category: 'RNG',
    accountType: 1,
    language: 'EN',
    returnUrl: 'http://localhost/',
  });
  return { ...m, playerId: String(m.id), launchToken: new URL(gameUrl).searchParams.get('token')! };
};

/** The brand's resolved configuration, as the routes see it. */
const resolveBrand = async () => {
  const { createBrandService } = await import('../src/modules/brand/brand.service.js');
  return (await createBrandService(t.database.db, { cacheSeconds: 0, defaultMerchant: TEST_MERCHANT }).getConfig(
    TEST_MERCHANT,
  ))!;
};

const raw = (name: string, body: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/vendor/v1/${name}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });

describe('POST /vendor/v1/* signatures', () => {
  it('401 for an unknown vendor, a wrong secret, a stale or tampered signature', async () => {
    const body = JSON.stringify({ playerId: '1' });
    const h = (secret: string, vendor = 'TST', t0?: number) => ({
      'x-merchant': TEST_MERCHANT,
      'x-vendor-code': vendor,
      'x-signature': signBody(secret, body, t0),
    });
    expect((await raw('balance', body, h(SECRET, 'NOPE'))).statusCode).toBe(401);
    expect((await raw('balance', body, h('another-secret-0123456789'))).json().errorCode).toBe('signature.invalid');
    expect((await raw('balance', body, h(SECRET, 'TST', Date.now() - 6 * 60_000))).statusCode).toBe(401);
    expect((await raw('balance', JSON.stringify({ playerId: '2' }), h(SECRET))).statusCode).toBe(401);
  });
  it('400 on a signed but invalid body', async () => {
    const res = await client.call('bet', { playerId: 'x', amount: -1 });
    expect(res).toMatchObject({ ok: false, status: 400, errorCode: 'validation.failed' });
  });
});

describe('seamless wallet calls', () => {
  it('authenticates a launch token and reports the balance', async () => {
    const p = await player(25);
    const a = await client.authenticate(p.launchToken);
    expect(a).toMatchObject({
      ok: true,
      value: {
        playerId: p.playerId,
        balance: 25,
        currency: 'PHP',
        trial: false,
        gameCode: 'tst-slot',
        category: 'RNG',
      },
    });
    expect((await client.authenticate('A'.repeat(43))).ok).toBe(false);
  });

  it('bet and win move money once, replays answer the same, other content under an id is refused', async () => {
    const p = await player(100);
    const bet = {
      token: p.launchToken,
      playerId: p.playerId,
      transactionId: newId('b'),
      roundId: newId('r'),
      gameCode: 'tst-slot',
      amount: '12.50',
      currency: 'PHP',
    };
    const first = await client.bet(bet);
    expect(first).toMatchObject({ ok: true, value: { balance: 87.5, transactionId: bet.transactionId } });
    const again = await client.bet(bet);
    expect(again).toMatchObject({ ok: true, value: { balance: 87.5 } });
    expect(await client.bet({ ...bet, amount: '13.00' })).toMatchObject({ ok: false, errorCode: 'vendor.tx.conflict' });
    const win = {
      playerId: p.playerId,
      transactionId: newId('w'),
      roundId: bet.roundId,
      gameCode: 'tst-slot',
      amount: '30',
      currency: 'PHP',
      endRound: true,
    };
    expect(await client.win(win)).toMatchObject({ ok: true, value: { balance: 117.5 } });
    expect(await client.win(win)).toMatchObject({ ok: true, value: { balance: 117.5 } });
    expect(await mainBalance(t, p.token)).toBe(117.5);
    const round = await t.database.db.execute(
      sql`select status, bet_amount::text as bet, win_amount::text as win from bet_rounds where round_id = ${bet.roundId}`,
    );
    expect((round as { rows: unknown[] }).rows[0]).toEqual({ status: 'win', bet: '1250', win: '3000' });
  });

  it('applies one of twenty identical bets sent at once, and answers all twenty the same', async () => {
    const p = await player(100);
    const bet = {
      token: p.launchToken,
      playerId: p.playerId,
      transactionId: newId('b'),
      roundId: newId('r'),
      gameCode: 'tst-slot',
      amount: '7.00',
      currency: 'PHP',
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.bet(bet)));
    expect(answers.every((a) => a.ok && a.value.balance === 93)).toBe(true);
    expect(await mainBalance(t, p.token)).toBe(93);
  });

  it('refuses a bet above the balance with the balance, and a bet with a dead token, but still pays wins', async () => {
    const p = await player(10);
    const roundId = newId('r');
    const over = await client.bet({
      token: p.launchToken,
      playerId: p.playerId,
      transactionId: newId('b'),
      roundId,
      gameCode: 'tst-slot',
      amount: '10.01',
      currency: 'PHP',
    });
    expect(over).toMatchObject({ ok: false, errorCode: 'balance.not.enough', value: { balance: 10 } });
    await client.bet({
      token: p.launchToken,
      playerId: p.playerId,
      transactionId: newId('b'),
      roundId,
      gameCode: 'tst-slot',
      amount: '4',
      currency: 'PHP',
    });
    // Five hours later the launch token (4 h) has expired, even though its owner is cached.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 3_600_000);
    const dead = await client
      .bet({
        token: p.launchToken,
        playerId: p.playerId,
        transactionId: newId('b'),
        roundId,
        gameCode: 'tst-slot',
        amount: '1',
        currency: 'PHP',
      })
      .finally(() => vi.useRealTimers());
    expect(dead).toMatchObject({ ok: false, errorCode: 'launch.token.invalid' });
    const win = await client.win({
      playerId: p.playerId,
      transactionId: newId('w'),
      roundId,
      gameCode: 'tst-slot',
      amount: '8',
      currency: 'PHP',
      endRound: true,
    });
    expect(win).toMatchObject({ ok: true, value: { balance: 14 } });
  });

  it('rolls a bet back once; a rollback before its bet makes the bet refused', async () => {
    const p = await player(50);
    const roundId = newId('r');
    const betId = newId('b');
    await client.bet({
      token: p.launchToken,
      playerId: p.playerId,
      transactionId: betId,
      roundId,
      gameCode: 'tst-slot',
      amount: '20',
      currency: 'PHP',
    });
    const rb = await client.rollback({
      playerId: p.playerId,
      transactionId: newId('x'),
      refTransactionId: betId,
      roundId,
    });
    expect(rb).toMatchObject({ ok: true, value: { balance: 50 } });
    const rb2 = await client.rollback({
      playerId: p.playerId,
      transactionId: newId('x'),
      refTransactionId: betId,
      roundId,
    });
    expect(rb2).toMatchObject({ ok: true, value: { balance: 50 } });

    const early = newId('b');
    const r2 = newId('r');
    expect(
      await client.rollback({ playerId: p.playerId, transactionId: newId('x'), refTransactionId: early, roundId: r2 }),
    ).toMatchObject({
      ok: true,
      value: { balance: 50 },
    });
    const late = await client.bet({
      token: p.launchToken,
      playerId: p.playerId,
      transactionId: early,
      roundId: r2,
      gameCode: 'tst-slot',
      amount: '5',
      currency: 'PHP',
    });
    expect(late).toMatchObject({ ok: false, errorCode: 'vendor.bet.refused' });
    expect(await mainBalance(t, p.token)).toBe(50);
  });

  it('refuses a trial player’s real launch and launches nothing during maintenance', async () => {
    const brand = await resolveBrand();
    await t.app.services.vendors.setIntegration({
      merchantCode: TEST_MERCHANT,
      vendorCode: 'MNT',
      adapter: 'seamless',
      secret: SECRET,
      launchUrl: 'https://m.example/play',
      maintenanceFrom: new Date(Date.now() - 60_000),
      maintenanceTo: new Date(Date.now() + 3_600_000),
    });
    const m = await registerMember(t);
    await fund(t, op, m.username, 5);
    const member = (await membersRepository.findById(t.database.db, m.id))!;
    const base = {
      brand,
      member,
      sessionId: null,
      gameCode: 'g',
      category: 'RNG',
      accountType: 1 as const,
      language: 'EN',
      returnUrl: '/',
    };
    await expect(t.app.services.vendors.launch({ ...base, vendorCode: 'MNT' })).rejects.toMatchObject({
      code: 'vendor_under_maintenance',
      value: { content: { data: { maintainTime: expect.any(Number), endTime: expect.any(Number) } } },
    });
    const broke = (await membersRepository.findById(t.database.db, (await registerMember(t)).id))!;
    await expect(t.app.services.vendors.launch({ ...base, member: broke, vendorCode: 'TST' })).rejects.toMatchObject({
      code: 'launch_game_balance_not_enough',
    });
  });
});

describe('conformance under random traffic with faults (simulator)', () => {
  it('every vendor transaction applies once and the books agree', { timeout: 120_000 }, async () => {
    const players = await Promise.all([player(2000), player(2000), player(2000)]);
    const report = await runSimulation(
      client,
      players.map((p) => ({ playerId: p.playerId, token: p.launchToken })),
      { rounds: 600, faults: true, currency: 'PHP', gameCode: 'tst-slot' },
    );
    expect(report.errors).toEqual([]);
    expect(report.duplicates).toBeGreaterThan(0);
    expect(report.lateBetsRefused).toBeGreaterThan(0);
    for (const p of players)
      expect(Math.round((await mainBalance(t, p.token)) * 100)).toBe(200_000 + report.netCents[p.playerId]!);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/v1/ledger/audit',
      headers: { Merchant: TEST_MERCHANT, 'x-operator-token': op },
    });
    expect(audit.json().value.ok).toBe(true);
    // One posting per applied bet, win (> 0) and refund: keys are unique, so count them.
    const dupes = await t.database.db.execute(
      sql`select count(*)::int as n from (select idempotency_key from ledger_postings group by merchant_code, idempotency_key having count(*) > 1) x`,
    );
    expect((dupes as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    console.log(`vendor conformance: ${JSON.stringify({ ...report, netCents: undefined })}`);
  });
});
