import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDemoVendors } from '../src/dev/vendor-simulator/demo-vendors.js';
import { createSimulatorClient, injectTransport, newId } from '../src/dev/vendor-simulator/simulator-client.js';
import { CAPTCHA, registerMember } from './helpers/accounts.js';
import { asMember, asOperator, balanceOf, fund, operatorToken, rid } from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext } from './helpers/test-app.js';

let t: TestContext;
let op: string;
const SECRET = 'transfer-vendor-secret-0123456789';
const WALLET = 201;

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  op = await operatorToken(t);
  await t.database.db.execute(
    sql`insert into game_vendors (merchant_code, code, category, display_name, account_type_id, wallet_mode)
        values (${TEST_MERCHANT}, 'SIMT', 'LIVE', 'Simulated transfer vendor', ${WALLET}, 'TRANSFER')`,
  );
  await t.app.services.vendors.setIntegration({
    merchantCode: TEST_MERCHANT,
    vendorCode: 'SIMT',
    adapter: 'transfer',
    secret: SECRET,
    launchUrl: 'https://t.example/play',
    walletApiUrl: '/sim/transfer',
  });
});
afterAll(async () => {
  await t.close();
});

const transfer = (token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: asMember(token), payload: body });
const wallets = async (token: string) => {
  const b = await balanceOf(t, token);
  return Object.fromEntries(b.balance.map((w) => [w.accountTypeId, w.availBalance]));
};
/** Makes every pending transfer old enough for the reconciliation job. */
const age = () => t.database.db.execute(sql`update vendor_transfers set updated_at = now() - interval '1 hour'`);

describe('transfer-mode vendor wallet (GCS_walletTransfer to a vendor with its own wallet)', () => {
  it('moves money in and out through the vendor, and keeps the game wallet in step with reported rounds', async () => {
    const m = await registerMember(t);
    await fund(t, op, m.username, 100);
    const into = await transfer(m.token, {
      fromAccountTypeId: 2,
      toAccountTypeId: WALLET,
      amount: 30,
      requestId: rid(),
    });
    expect(into.json().value).toEqual({ successAmount: 30, status: 'SUCCESS' });
    expect(await wallets(m.token)).toMatchObject({ 2: 70, [WALLET]: 30 });
    expect(await t.app.services.dev.transferSimulator!.balanceOf(TEST_MERCHANT, 'SIMT', String(m.id))).toBe(30);

    // The member plays at the vendor: bet 10, win 25; the vendor reports the round.
    await t.app.services.dev.transferSimulator!.play(TEST_MERCHANT, 'SIMT', String(m.id), 1500);
    const vendor = createSimulatorClient({
      merchant: TEST_MERCHANT,
      vendor: 'SIMT',
      secret: SECRET,
      transport: injectTransport(t.app),
    });
    const round = {
      playerId: String(m.id),
      transactionId: newId('rr'),
      roundId: newId('r'),
      gameCode: 'baccarat',
      bet: '10.00',
      win: '25.00',
      currency: 'PHP',
    };
    expect(await vendor.call('transfer/round', round)).toMatchObject({ ok: true, value: { balance: 45 } });
    expect(await vendor.call('transfer/round', round)).toMatchObject({ ok: true, value: { balance: 45 } });
    // A transfer-mode vendor cannot use the seamless calls.
    expect(await vendor.balance(String(m.id))).toMatchObject({ ok: false, errorCode: 'signature.invalid' });

    const out = await transfer(m.token, {
      fromAccountTypeId: WALLET,
      toAccountTypeId: 2,
      amount: 45,
      requestId: rid(),
    });
    expect(out.json().value).toEqual({ successAmount: 45, status: 'SUCCESS' });
    expect(await wallets(m.token)).toMatchObject({ 2: 115, [WALLET]: 0 });
    expect(await t.app.services.dev.transferSimulator!.balanceOf(TEST_MERCHANT, 'SIMT', String(m.id))).toBe(0);
  });

  it('a lost answer leaves the transfer pending; reconciliation settles it once', async () => {
    const m = await registerMember(t);
    await fund(t, op, m.username, 50);
    t.app.services.dev.transferSimulator!.faults.loseAnswers = 1;
    const requestId = rid();
    const into = await transfer(m.token, { fromAccountTypeId: 2, toAccountTypeId: WALLET, amount: 20, requestId });
    expect(into.json().value).toEqual({ successAmount: 0, status: 'PENDING' });
    // The money is neither in the main wallet nor (yet) in the game wallet: it is in transit.
    expect(await wallets(m.token)).toMatchObject({ 2: 30, [WALLET]: 0 });
    // The vendor did apply it.
    expect(await t.app.services.dev.transferSimulator!.balanceOf(TEST_MERCHANT, 'SIMT', String(m.id))).toBe(20);

    await age();
    expect(await t.app.services.transfers.reconcile()).toBeGreaterThanOrEqual(1);
    expect(await wallets(m.token)).toMatchObject({ 2: 30, [WALLET]: 20 });
    // A retry of the member's request, and another reconciliation, change nothing.
    expect(
      (await transfer(m.token, { fromAccountTypeId: 2, toAccountTypeId: WALLET, amount: 20, requestId })).json().value,
    ).toEqual({
      successAmount: 20,
      status: 'SUCCESS',
    });
    await age();
    await t.app.services.transfers.reconcile();
    expect(await wallets(m.token)).toMatchObject({ 2: 30, [WALLET]: 20 });
    expect(await t.app.services.dev.transferSimulator!.balanceOf(TEST_MERCHANT, 'SIMT', String(m.id))).toBe(20);
  });

  it('a vendor that refuses returns the money to the main wallet', async () => {
    const m = await registerMember(t);
    await fund(t, op, m.username, 50);
    t.app.services.dev.transferSimulator!.faults.refuseFundIn = true;
    try {
      const res = await transfer(m.token, {
        fromAccountTypeId: 2,
        toAccountTypeId: WALLET,
        amount: 10,
        requestId: rid(),
      });
      expect(res.statusCode).toBe(503);
      expect(await wallets(m.token)).toMatchObject({ 2: 50, [WALLET]: 0 });
    } finally {
      t.app.services.dev.transferSimulator!.faults.refuseFundIn = false;
    }
    const audit = await t.app.inject({ method: 'GET', url: '/wps/operator/v1/ledger/audit', headers: asOperator(op) });
    expect(audit.json().value.ok).toBe(true);
  });
});

describe("the demo's transfer-mode vendor (simulated slot at /sim/transfer/game)", () => {
  const PGS_WALLET = 102;
  const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload });

  it('registers the demo catalogue vendors once, and never over an operator setting', async () => {
    expect(await registerDemoVendors(t.app.services.vendors, TEST_MERCHANT)).toEqual(['PGS', 'PGL', 'PGF', 'PGP']);
    expect(await registerDemoVendors(t.app.services.vendors, TEST_MERCHANT)).toEqual([]);
    expect((await t.app.services.vendors.integration(TEST_MERCHANT, 'PGS'))?.adapter).toBe('transfer');
    expect((await t.app.services.vendors.integration(TEST_MERCHANT, 'PGF'))?.adapter).toBe('seamless');
  });

  it('plays from the vendor wallet after a transfer in, keeps both sides equal, and books each round', async () => {
    const m = await registerMember(t);
    await fund(t, op, m.username, 100);
    const launch = async () =>
      new URL(
        (
          await t.app.inject({
            method: 'GET',
            url: '/wps/game/launchGame?nodeId=PGS_golden-lantern&accountType=1',
            headers: asMember(m.token),
          })
        ).json().value.content.game_url as string,
        'http://localhost',
      );
    const url = await launch();
    expect(url.pathname).toBe('/sim/transfer/game');
    const game = { token: url.searchParams.get('token')!, vendor: url.searchParams.get('vendor')! };
    expect(game.vendor).toBe('PGS');
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.headers['content-type']).toMatch(/text\/html/);

    // Nothing to play with until money is transferred into the game.
    const opened = (await post('/sim/transfer/api/session', game)).json().value as { session: string };
    expect(opened).toMatchObject({ balance: 0, currency: 'PHP' });
    // The launch token opens one session: the page plays (and resumes after a reload) with that session.
    expect((await post('/sim/transfer/api/session', game)).json()).toMatchObject({
      success: false,
      errorCode: 'launch.token.invalid',
    });
    expect((await post('/sim/transfer/api/session', { ...game, session: opened.session })).json().value).toMatchObject({
      balance: 0,
    });
    const played = { vendor: game.vendor, session: opened.session };
    const short = await post('/sim/transfer/api/spin', { ...played, bet: '1.00' });
    expect(short.json()).toMatchObject({ success: false, errorCode: 'balance.not.enough' });

    expect(
      (
        await transfer(m.token, { fromAccountTypeId: 2, toAccountTypeId: PGS_WALLET, amount: 30, requestId: rid() })
      ).json().value,
    ).toEqual({ successAmount: 30, status: 'SUCCESS' });
    let vendorSide = 30;
    for (let i = 0; i < 6; i++) {
      const spin = await post('/sim/transfer/api/spin', { ...played, bet: '5.00' });
      expect(spin.statusCode).toBe(200);
      const v = spin.json().value as { balance: number; win: string };
      vendorSide = Math.round((vendorSide - 5 + Number(v.win)) * 100) / 100;
      expect(v.balance).toBe(vendorSide);
    }
    expect(await t.app.services.dev.transferSimulator!.balanceOf(TEST_MERCHANT, 'PGS', String(m.id))).toBe(vendorSide);
    expect((await wallets(m.token))[PGS_WALLET]).toBe(vendorSide);

    // Each round is in the betting record, under the vendor's category.
    const rounds = await t.database.db.execute(
      sql`select category, bet_amount::text as bet, status from bet_rounds where member_id = ${m.id} and vendor_code = 'PGS'`,
    );
    const rows = (rounds as { rows: { category: string; bet: string; status: string }[] }).rows;
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(['RNG']));
    expect(rows.every((r) => r.bet === '500' && ['win', 'lose', 'tie'].includes(r.status))).toBe(true);

    // A token the platform does not know opens no wallet.
    expect((await post('/sim/transfer/api/session', { token: 'x'.repeat(43), vendor: 'PGS' })).json()).toMatchObject({
      success: false,
      errorCode: 'launch.token.invalid',
    });
  });
});
