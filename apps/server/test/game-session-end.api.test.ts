import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatorClient, injectTransport, newId } from '../src/dev/vendor-simulator/simulator-client.js';
import { randomToken, sha256Hex } from '../src/lib/secrets.js';
import { passwordResetsRepository } from '../src/modules/accounts/password-resets.repository.js';
import { CAPTCHA, encrypted, registerMember } from './helpers/accounts.js';
import { fund, mainBalance, operatorToken } from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext, wps } from './helpers/test-app.js';

// Issue 14, finding 3: a game launched from a platform session must stop taking real money when
// that session ends (logout, password reset, a newer login), and its launch token opens one game
// session only. Wins and rollbacks of rounds already open still go through.

let t: TestContext;
let op: string;
let client: ReturnType<typeof createSimulatorClient>;
const SECRET = 'game-session-end-secret-0123456789abcd';

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  op = await operatorToken(t);
  await t.app.services.vendors.setIntegration({
    merchantCode: TEST_MERCHANT,
    vendorCode: 'SIM',
    adapter: 'seamless',
    secret: SECRET,
    launchUrl: 'https://games.vendor.example/play',
  });
  client = createSimulatorClient({
    merchant: TEST_MERCHANT,
    vendor: 'SIM',
    secret: SECRET,
    transport: injectTransport(t.app),
  });
});
afterAll(async () => {
  await t.close();
});

const asMember = (token: string) => ({ ...wps, Authorization: token });

/** A funded member who launched a SIM game through the portal's launch call. */
const launched = async () => {
  const m = await registerMember(t);
  await fund(t, op, m.username, 100);
  const res = await t.app.inject({
    method: 'GET',
    url: '/wps/game/launchGame?nodeId=SIM_golden-dragon&accountType=1',
    headers: asMember(m.token),
  });
  expect(res.statusCode).toBe(200);
  const token = new URL(res.json().value.content.game_url as string, 'http://x').searchParams.get('token')!;
  return { ...m, playerId: String(m.id), launchToken: token };
};

const bet = (p: { playerId: string; launchToken: string }, roundId = newId('r')) =>
  client.bet({
    token: p.launchToken,
    playerId: p.playerId,
    transactionId: newId('b'),
    roundId,
    gameCode: 'golden-dragon',
    amount: '5.00',
    currency: 'PHP',
  });

const logout = (token: string) =>
  t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: asMember(token) });

describe('launch tokens', () => {
  it('open one game session: a second exchange of the same token is refused', async () => {
    const p = await launched();
    expect((await client.authenticate(p.launchToken)).ok).toBe(true);
    expect(await client.authenticate(p.launchToken)).toMatchObject({
      ok: false,
      status: 401,
      errorCode: 'launch.token.invalid',
    });
    // The game session it opened still bets.
    expect((await bet(p)).ok).toBe(true);
  });

  it('are exchanged once even when two exchanges race', async () => {
    const p = await launched();
    const answers = await Promise.all([client.authenticate(p.launchToken), client.authenticate(p.launchToken)]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
  });
});

describe('ending the platform session ends the game session', () => {
  it('logout: bets are refused with launch.token.invalid, the win and the rollback of an open round still pay', async () => {
    const p = await launched();
    expect((await client.authenticate(p.launchToken)).ok).toBe(true);
    const openRound = newId('r');
    const placed = await bet(p, openRound);
    expect(placed.ok).toBe(true);
    const second = newId('r');
    const refundMe = {
      token: p.launchToken,
      playerId: p.playerId,
      transactionId: newId('b'),
      roundId: second,
      gameCode: 'golden-dragon',
      amount: '3.00',
      currency: 'PHP',
    };
    expect((await client.bet(refundMe)).ok).toBe(true);
    expect(await mainBalance(t, p.token)).toBe(92);

    expect((await logout(p.token)).statusCode).toBe(200);
    expect(await bet(p)).toMatchObject({ ok: false, status: 401, errorCode: 'launch.token.invalid' });
    // A fresh exchange of the token (it sits in the game URL) is refused too.
    expect((await client.authenticate(p.launchToken)).ok).toBe(false);

    const win = await client.win({
      playerId: p.playerId,
      transactionId: newId('w'),
      roundId: openRound,
      gameCode: 'golden-dragon',
      amount: '12.00',
      currency: 'PHP',
      endRound: true,
    });
    expect(win).toMatchObject({ ok: true, value: { balance: 104 } });
    const rollback = await client.rollback({
      playerId: p.playerId,
      transactionId: newId('rb'),
      refTransactionId: refundMe.transactionId,
      roundId: second,
    });
    expect(rollback).toMatchObject({ ok: true, value: { balance: 107 } });
  });

  it('a password reset ends the game session of every open platform session', async () => {
    const p = await launched();
    expect((await client.authenticate(p.launchToken)).ok).toBe(true);
    expect((await bet(p)).ok).toBe(true);
    const resetToken = randomToken();
    await passwordResetsRepository.insert(t.database.db, {
      memberId: p.id,
      tokenHash: sha256Hex(resetToken),
      expiresAt: new Date(Date.now() + 600_000),
    });
    const reset = await encrypted(t, 'POST', '/wps/member/password/reset', {
      token: resetToken,
      newPassword: 'reset1234',
      confirmNewPassword: 'reset1234',
    });
    expect(reset.statusCode).toBe(200);
    expect(await bet(p)).toMatchObject({ ok: false, errorCode: 'launch.token.invalid' });
  });

  it('a newer login elsewhere ends the older session and its game', async () => {
    const p = await launched();
    expect((await client.authenticate(p.launchToken)).ok).toBe(true);
    const login = await encrypted(t, 'POST', '/wps/session/login', { username: p.username, password: p.password });
    expect(login.statusCode).toBe(200);
    expect(await bet(p)).toMatchObject({ ok: false, errorCode: 'launch.token.invalid' });
  });

  it('holds across platform instances: the session state is read from the database, not a cache', async () => {
    const p = await launched();
    expect((await client.authenticate(p.launchToken)).ok).toBe(true);
    expect((await bet(p)).ok).toBe(true);
    // Another instance ends the session: here, straight in the shared database.
    const { sessions } = await import('../src/db/schema.js');
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(sessions)
      .set({ endedAt: new Date(), endReason: 'logout' })
      .where(eq(sessions.memberId, p.id));
    expect(await bet(p)).toMatchObject({ ok: false, errorCode: 'launch.token.invalid' });
  });
});
