import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferSimulatorFaults } from '../src/modules/vendors/simulator/transfer-simulator.routes.js';
import { createSimulatorClient, newId } from '../src/modules/vendors/simulator/simulator-client.js';
import { injectTransport } from '../src/modules/vendors/simulator/simulator.routes.js';
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
  await t.app.vendors.setIntegration({
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
    expect(t.app.transferSimulator!.balanceOf(TEST_MERCHANT, 'SIMT', String(m.id))).toBe(30);

    // The member plays at the vendor: bet 10, win 25; the vendor reports the round.
    t.app.transferSimulator!.play(TEST_MERCHANT, 'SIMT', String(m.id), 1500);
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
    expect(t.app.transferSimulator!.balanceOf(TEST_MERCHANT, 'SIMT', String(m.id))).toBe(0);
  });

  it('a lost answer leaves the transfer pending; reconciliation settles it once', async () => {
    const m = await registerMember(t);
    await fund(t, op, m.username, 50);
    transferSimulatorFaults.loseAnswers = 1;
    const requestId = rid();
    const into = await transfer(m.token, { fromAccountTypeId: 2, toAccountTypeId: WALLET, amount: 20, requestId });
    expect(into.json().value).toEqual({ successAmount: 0, status: 'PENDING' });
    // The money is neither in the main wallet nor (yet) in the game wallet: it is in transit.
    expect(await wallets(m.token)).toMatchObject({ 2: 30, [WALLET]: 0 });
    // The vendor did apply it.
    expect(t.app.transferSimulator!.balanceOf(TEST_MERCHANT, 'SIMT', String(m.id))).toBe(20);

    await age();
    expect(await t.app.transfers.reconcile()).toBeGreaterThanOrEqual(1);
    expect(await wallets(m.token)).toMatchObject({ 2: 30, [WALLET]: 20 });
    // A retry of the member's request, and another reconciliation, change nothing.
    expect(
      (await transfer(m.token, { fromAccountTypeId: 2, toAccountTypeId: WALLET, amount: 20, requestId })).json().value,
    ).toEqual({
      successAmount: 20,
      status: 'SUCCESS',
    });
    await age();
    await t.app.transfers.reconcile();
    expect(await wallets(m.token)).toMatchObject({ 2: 30, [WALLET]: 20 });
    expect(t.app.transferSimulator!.balanceOf(TEST_MERCHANT, 'SIMT', String(m.id))).toBe(20);
  });

  it('a vendor that refuses returns the money to the main wallet', async () => {
    const m = await registerMember(t);
    await fund(t, op, m.username, 50);
    transferSimulatorFaults.refuseFundIn = true;
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
      transferSimulatorFaults.refuseFundIn = false;
    }
    const audit = await t.app.inject({ method: 'GET', url: '/wps/operator/v1/ledger/audit', headers: asOperator(op) });
    expect(audit.json().value.ok).toBe(true);
  });
});
