import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema.js';
import { createSimulatorClient, injectTransport, newId } from '../src/dev/vendor-simulator/simulator-client.js';
import { signBody } from '../src/lib/signature.js';
import { membersRepository } from '../src/modules/accounts/members.repository.js';
import { CAPTCHA, registerMember } from './helpers/accounts.js';
import { asMember, asOperator, fund, mainBalance, operatorToken } from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext } from './helpers/test-app.js';

/** POST /vendor/v1/adjust: corrections of settled wins, and the member debt they may book. */

let t: TestContext;
let op: string;
let client: ReturnType<typeof createSimulatorClient>;
const SECRET = 'vendor-adjust-secret-0123456789abcdef';
const VENDOR = 'ADJ';
const GAME = 'adj-lotto';

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  op = await operatorToken(t);
  await t.app.services.vendors.setIntegration({
    merchantCode: TEST_MERCHANT,
    vendorCode: VENDOR,
    adapter: 'seamless',
    secret: SECRET,
    launchUrl: 'https://lottery.vendor.example/play',
  });
  client = createSimulatorClient({
    merchant: TEST_MERCHANT,
    vendor: VENDOR,
    secret: SECRET,
    transport: injectTransport(t.app),
  });
});
afterAll(async () => {
  await t.close();
});

type Adjusted = { balance: number; currency: string; transactionId: string; outstanding: number };

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * A member with `amount` in the main wallet and, when there is money to bet (or a trial wallet), a
 * live launch token at the test vendor: a real launch with an empty wallet is refused.
 */
const player = async (amount: number, opts: { trial?: boolean } = {}) => {
  const m = await registerMember(t);
  if (opts.trial) await t.database.db.update(members).set({ type: 4 }).where(eq(members.id, m.id));
  if (amount > 0) await fund(t, op, m.username, amount);
  const { createBrandService } = await import('../src/modules/brand/brand.service.js');
  const brand = (await createBrandService(t.database.db, { cacheSeconds: 0, defaultMerchant: TEST_MERCHANT }).getConfig(
    TEST_MERCHANT,
  ))!;
  const member = (await membersRepository.findById(t.database.db, m.id))!;
  if (amount === 0 && !opts.trial) return { ...m, playerId: String(m.id), launchToken: '' };
  const { gameUrl } = await t.app.services.vendors.launch({
    brand,
    member,
    sessionId: (await t.app.sessions.authenticate(m.token, TEST_MERCHANT)).sessionId,
    vendorCode: VENDOR,
    gameCode: GAME,
    category: 'LOTTERY',
    accountType: opts.trial ? 0 : 1,
    language: 'EN',
    returnUrl: 'http://localhost/',
  });
  return { ...m, playerId: String(m.id), launchToken: new URL(gameUrl).searchParams.get('token')! };
};
type Player = Awaited<ReturnType<typeof player>>;

/** A settled ticket: a bet (when `bet` > 0) and a win closing the round. */
const settled = async (p: Player, bet: string, win: string) => {
  const roundId = newId('r');
  if (bet !== '0')
    expect(
      await client.bet({
        token: p.launchToken,
        playerId: p.playerId,
        transactionId: newId('b'),
        roundId,
        gameCode: GAME,
        amount: bet,
        currency: 'PHP',
      }),
    ).toMatchObject({ ok: true });
  const winId = newId('w');
  expect(
    await client.win({
      playerId: p.playerId,
      transactionId: winId,
      roundId,
      gameCode: GAME,
      amount: win,
      currency: 'PHP',
      endRound: true,
    }),
  ).toMatchObject({ ok: true });
  return { roundId, winId };
};

const adjustBody = (p: Player, s: { roundId: string; winId: string }, amount: string, extra = {}) => ({
  playerId: p.playerId,
  transactionId: newId('a'),
  refTransactionId: s.winId,
  roundId: s.roundId,
  gameCode: GAME,
  amount,
  currency: 'PHP',
  reason: 'draw result corrected',
  ...extra,
});

const adjust = (body: Record<string, unknown>) => client.call<Adjusted>('adjust', body);

/** The exact bytes of an answer, for replays that must match byte for byte. */
const rawAdjust = async (body: Record<string, unknown>, secret = SECRET) => {
  const text = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/vendor/v1/adjust',
    headers: {
      'content-type': 'application/json',
      'x-merchant': TEST_MERCHANT,
      'x-vendor-code': VENDOR,
      'x-signature': signBody(secret, text),
    },
    payload: text,
  });
};

const round = async (roundId: string) =>
  (
    await rows<{ status: string; bet: string; win: string }>(
      sql`select status, bet_amount::text as bet, win_amount::text as win from bet_rounds where round_id = ${roundId}`,
    )
  )[0];

const debtAccount = async (memberId: number) =>
  (
    await rows<{ balance: string; partition: string; allow_negative: boolean }>(
      sql`select balance::text as balance, partition, allow_negative from ledger_accounts where key = ${`M:${memberId}:DEBT`}`,
    )
  )[0];

const postingsOf = async (transactionId: string) =>
  rows<{ id: string; tx_type_id: number }>(
    sql`select id::text as id, tx_type_id from ledger_postings where idempotency_key = ${`vendor:${VENDOR}:adj:${transactionId}`}`,
  );

const profit = async (p: Player) => {
  const now = Date.now();
  const res = await t.app.inject({
    method: 'GET',
    url: `/wps/relay/ODSFE2_MemPNLDet?startTime=${now - 600_000}&endTime=${now + 60_000}`,
    headers: asMember(p.token),
  });
  return res.json().value.totals as { betAmount: number; winAmount: number; profit: number };
};

describe('POST /vendor/v1/adjust refusals', () => {
  it('401 for a wrong signature, before the body is read', async () => {
    const p = await player(0);
    const res = await rawAdjust(
      adjustBody(p, { roundId: 'r-1', winId: 'w-1' }, '5'),
      'another-secret-0123456789abcdef',
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('signature.invalid');
  });

  it('400 for a zero amount, a bad decimal, a missing reason or another currency', async () => {
    const p = await player(0);
    const s = { roundId: 'r-1', winId: 'w-1' };
    for (const amount of ['0', '-0.00', '00.0', '1.234', '12,50', 'abc', '+5', '-'])
      expect(await adjust(adjustBody(p, s, amount)), amount).toMatchObject({
        ok: false,
        status: 400,
        errorCode: 'validation.failed',
      });
    expect(await adjust({ ...adjustBody(p, s, '5'), amount: 5 })).toMatchObject({ status: 400 });
    expect(await adjust(adjustBody(p, s, '5', { reason: ' ' }))).toMatchObject({ status: 400 });
    expect(await adjust(adjustBody(p, s, '5', { currency: 'USD' }))).toMatchObject({
      status: 400,
      errorCode: 'validation.failed',
    });
    expect(await adjust(adjustBody(p, s, '1000000000.01'))).toMatchObject({ status: 400 });
  });

  it('refuses a ref that is unknown, a bet, another round’s or another player’s win, with nothing moved', async () => {
    const p = await player(100);
    const other = await player(0);
    const s = await settled(p, '10', '30');
    const betId = newId('b');
    await client.bet({
      token: p.launchToken,
      playerId: p.playerId,
      transactionId: betId,
      roundId: s.roundId,
      gameCode: GAME,
      amount: '1',
      currency: 'PHP',
    });
    const s2 = await settled(p, '0', '5');
    const cases = [
      adjustBody(p, { roundId: s.roundId, winId: 'never-seen' }, '5'),
      adjustBody(p, { roundId: s.roundId, winId: betId }, '5'),
      adjustBody(p, { roundId: s2.roundId, winId: s.winId }, '5'),
      adjustBody(other, s, '5'),
    ];
    for (const body of cases)
      expect(await adjust(body), body.refTransactionId).toMatchObject({
        ok: false,
        status: 409,
        errorCode: 'vendor.adjust.refused',
      });
    expect(await mainBalance(t, p.token)).toBe(124);
    expect(await round(s.roundId)).toMatchObject({ win: '3000' });
  });
});

describe('POST /vendor/v1/adjust money', () => {
  it('credits a correction like a win: wallet, round, P&L and the member’s record', async () => {
    const p = await player(100);
    const s = await settled(p, '10', '0');
    expect(await round(s.roundId)).toMatchObject({ status: 'lose', win: '0' });
    const body = adjustBody(p, s, '25.50');
    const res = await adjust(body);
    expect(res).toEqual({
      ok: true,
      value: { balance: 115.5, currency: 'PHP', transactionId: body.transactionId, outstanding: 0 },
    });
    expect(await mainBalance(t, p.token)).toBe(115.5);
    expect(await round(s.roundId)).toEqual({ status: 'win', bet: '1000', win: '2550' });
    expect(await postingsOf(body.transactionId)).toEqual([{ id: expect.any(String), tx_type_id: 5004 }]);
    expect(await profit(p)).toMatchObject({ betAmount: 10, winAmount: 25.5, profit: 15.5 });
    const record = await t.app.inject({
      method: 'GET',
      url: `/wps/relay/ODSFE2_MemTransDet?startTime=${Date.now() - 600_000}&endTime=${Date.now() + 60_000}&codeTypes=betting&page=1&size=20`,
      headers: asMember(p.token),
    });
    expect(
      record.json().value.list.map((r: { txTypeId: number; amount: number }) => [r.txTypeId, r.amount]),
    ).toContainEqual([5004, 25.5]);
  });

  it('debits a correction within the balance, and refuses one that would take the win below zero', async () => {
    const p = await player(100);
    const s = await settled(p, '10', '30');
    const res = await adjust(adjustBody(p, s, '-30'));
    expect(res).toMatchObject({ ok: true, value: { balance: 90, outstanding: 0 } });
    expect(await round(s.roundId)).toEqual({ status: 'lose', bet: '1000', win: '0' });
    expect(await adjust(adjustBody(p, s, '-0.01'))).toMatchObject({ status: 409, errorCode: 'vendor.adjust.refused' });
    expect(await profit(p)).toMatchObject({ betAmount: 10, winAmount: 0, profit: -10 });
    // No debt was needed: no debt account below zero.
    expect((await debtAccount(p.id))?.balance ?? '0').toBe('0');
  });

  it('books what the balance cannot cover as the member’s debt, and a later credit repays it first', async () => {
    const p = await player(100);
    const s = await settled(p, '100', '50');
    // The member spends most of the win elsewhere before the draw is corrected.
    await settled(p, '40', '0');
    expect(await mainBalance(t, p.token)).toBe(10);
    const debit = await adjust(adjustBody(p, s, '-50'));
    expect(debit).toMatchObject({ ok: true, value: { balance: 0, outstanding: 40 } });
    expect(await mainBalance(t, p.token)).toBe(0);
    expect(await debtAccount(p.id)).toEqual({ balance: '-4000', partition: 'REAL', allow_negative: true });
    expect(await round(s.roundId)).toMatchObject({ status: 'lose', win: '0' });
    // The P&L counts the whole correction, the part taken from the wallet and the part owed.
    expect((await profit(p)).winAmount).toBe(0);

    const owed = await t.app.inject({
      method: 'GET',
      url: `/wps/operator/v1/members/profile?memberId=${p.id}`,
      headers: asOperator(op),
    });
    expect(owed.json().value).toMatchObject({ balance: 0, outstanding: 40 });
    expect(owed.json().value.wallets.map((w: { wallet: string }) => w.wallet)).not.toContain('DEBT');
    const ledger = await t.app.inject({
      method: 'GET',
      url: `/wps/operator/v1/members/ledger?memberId=${p.id}`,
      headers: asOperator(op),
    });
    expect(ledger.json().value.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          wallet: 'DEBT',
          kind: 'WIN_CORRECTION',
          txTypeId: 5004,
          amount: -40,
          balanceAfter: -40,
        }),
        expect.objectContaining({ wallet: 'MAIN', kind: 'WIN_CORRECTION', amount: -10, balanceAfter: 0 }),
      ]),
    );

    // The result is corrected back: the credit clears the debt first, the rest reaches the wallet.
    const credit = await adjust(adjustBody(p, s, '50'));
    expect(credit).toMatchObject({ ok: true, value: { balance: 10, outstanding: 0 } });
    expect((await debtAccount(p.id))!.balance).toBe('0');
    expect(await round(s.roundId)).toMatchObject({ status: 'lose', win: '5000' });
    expect((await profit(p)).winAmount).toBe(50);
  });

  it('keeps a trial member’s correction and debt in the trial partition', async () => {
    const p = await player(0, { trial: true });
    const s = await settled(p, '0', '30');
    expect(await adjust(adjustBody(p, s, '-30'))).toMatchObject({ ok: true, value: { balance: 0, outstanding: 0 } });
    const s2 = await settled(p, '0', '10');
    const body = adjustBody(p, s2, '-10');
    // Spend the 10 first so that the correction books a debt.
    await settled(p, '10', '0');
    expect(await adjust(body)).toMatchObject({ ok: true, value: { balance: 0, outstanding: 10 } });
    expect(await debtAccount(p.id)).toEqual({ balance: '-1000', partition: 'TRIAL', allow_negative: true });
    const partitions = await rows<{ key: string; partition: string }>(
      sql`select a.key, a.partition from ledger_entries e join ledger_accounts a on a.id = e.account_id
           join ledger_postings lp on lp.id = e.posting_id
          where lp.idempotency_key = ${`vendor:${VENDOR}:adj:${body.transactionId}`} order by a.key`,
    );
    expect(partitions.length).toBe(2);
    expect(partitions.every((r) => r.partition === 'TRIAL')).toBe(true);
    expect(partitions.map((r) => r.key)).toContainEqual(expect.stringMatching(/^S:VENDOR:ADJ:TRIAL#/));
  });
});

describe('POST /vendor/v1/adjust idempotency', () => {
  it('answers a replay byte for byte, even after the wallet moved, and refuses other content under the id', async () => {
    const p = await player(100);
    const s = await settled(p, '10', '20');
    const body = adjustBody(p, s, '-5.25');
    const first = await rawAdjust(body);
    expect(first.statusCode).toBe(200);
    await settled(p, '1', '0');
    const again = await rawAdjust(body);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await mainBalance(t, p.token)).toBe(103.75);
    // The same amount written another way is the same request.
    expect((await rawAdjust({ ...body, amount: '-05.25' })).body).toBe(first.body);
    for (const change of [{ amount: '-5.26' }, { reason: 'another reason' }, { amount: '5.25' }])
      expect(await adjust({ ...body, ...change }), JSON.stringify(change)).toMatchObject({
        status: 409,
        errorCode: 'vendor.tx.conflict',
      });
    // An id a win used is not an adjust's.
    expect(await adjust({ ...body, transactionId: s.winId })).toMatchObject({
      status: 409,
      errorCode: 'vendor.tx.conflict',
    });
    expect(await postingsOf(body.transactionId)).toHaveLength(1);
  });

  it('posts once for twelve identical calls sent at once, and answers all twelve the same', async () => {
    const p = await player(100);
    const s = await settled(p, '50', '80');
    await settled(p, '100', '0');
    const body = adjustBody(p, s, '-60');
    const answers = await Promise.all(Array.from({ length: 12 }, () => rawAdjust(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.json().value).toMatchObject({ balance: 0, outstanding: 30 });
    expect(await postingsOf(body.transactionId)).toHaveLength(1);
    expect((await debtAccount(p.id))!.balance).toBe('-3000');
    expect(await round(s.roundId)).toMatchObject({ win: '2000' });
  });

  it('queues different corrections of one win sent at once: the win never goes below zero', async () => {
    const p = await player(100);
    const s = await settled(p, '10', '30');
    const answers = await Promise.all(Array.from({ length: 5 }, () => adjust(adjustBody(p, s, '-10'))));
    expect(answers.filter((a) => a.ok)).toHaveLength(3);
    expect(answers.filter((a) => !a.ok && a.errorCode === 'vendor.adjust.refused')).toHaveLength(2);
    expect(await round(s.roundId)).toMatchObject({ win: '0' });
    expect(await mainBalance(t, p.token)).toBe(90);
  });
});

describe('the ledger after corrections', () => {
  it('holds every invariant, and each debt account stays at or below zero', async () => {
    const audit = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/v1/ledger/audit',
      headers: asOperator(op),
    });
    expect(audit.json().value.ok).toBe(true);
    const positive = await rows<{ n: number }>(
      sql`select count(*)::int as n from ledger_accounts where kind = 'MEMBER_DEBT' and balance > 0`,
    );
    expect(positive[0]!.n).toBe(0);
    const debts = await rows<{ n: number }>(
      sql`select count(*)::int as n from ledger_accounts where kind = 'MEMBER_DEBT' and balance < 0`,
    );
    expect(debts[0]!.n).toBeGreaterThan(0);
  });
});
