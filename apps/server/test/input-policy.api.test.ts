import {
  addPayoutAccount,
  createDeposit,
  getGameList,
  transferToUpline,
  updateDepositReference,
  addFavoriteGame,
  getTransactions,
  removePayoutAccount,
  withdraw,
} from '@pagoda/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, encrypted, randomIp, registerMember } from './helpers/accounts.js';
import { asMember } from './helpers/money.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  token = (await registerMember(t)).token;
});
afterAll(async () => {
  await t.close();
});

const send = (op: { method: string; path: string }, payload: unknown, auth = token, query = '') =>
  t.app.inject({
    method: op.method as 'GET' | 'POST',
    url: op.path + query,
    headers: auth ? asMember(auth) : wps,
    ...(op.method === 'GET' ? {} : { payload: payload as object }),
    remoteAddress: randomIp(),
  });

const expectValidationError = (res: { statusCode: number; json: () => unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { errorCode: string; message: string };
  expect(body.errorCode).toBe('validation.failed');
  expect(body.message).toContain(field);
};

describe('control characters are refused with validation.failed, never a 500', () => {
  it('GCSGAME_gameList?gameName=a%00b without a session', async () => {
    expectValidationError(await send(getGameList, null, '', '?gameType=RNG&gameName=a%00b'), 'gameName');
  });
  it('a NUL in a member query (transaction records language)', async () => {
    const res = await send(getTransactions, null, token, '?startTime=0&endTime=1&language=E%00N');
    expectValidationError(res, 'language');
  });
  it.each(['a\u0000b', 'tab\there', 'esc\u001b[0m'])('a control character in a body field (%j)', async (nodeId) => {
    expectValidationError(await send(addFavoriteGame, { nodeId, vendor: 'SIM', gameType: 'RNG' }), 'nodeId');
  });
});

describe('amounts', () => {
  it.each([' 1', '1 ', '\t100'])('refuses %j like every other malformed amount', async (amount) => {
    const res = await send(createDeposit, { channelCode: 'GCASH', amount, requestId: 'req-input-policy-1' });
    expectValidationError(res, 'amount');
  });
});

describe('free text refuses markup (text-field policy)', () => {
  it('a transfer remark', async () => {
    // An (E) call: the body is decrypted, then validated.
    const res = await encrypted(
      t,
      'POST',
      transferToUpline.path,
      { transferAmount: 10, password: '123456', remark: '<b>hi</b>', requestId: 'req-input-policy-2' },
      { Authorization: token },
    );
    expectValidationError(res, 'remark');
  });
  it('a deposit reference', async () => {
    const res = await send(updateDepositReference, { orderNo: 'D0123456789AB', reference: 'ref<script>x</script>' });
    expectValidationError(res, 'reference');
  });
});

describe('payee name: MCSFE_withdrawAddCard follows the brand payee-name rule, as registration does', () => {
  it.each(['<img src=x onerror=alert(1)>', 'Juan 123'])('refuses %j', async (holderName) => {
    const m = await registerMember(t);
    const res = await send(addPayoutAccount, { channelCode: 'GCASH', accountNo: '09171234567', holderName }, m.token);
    expectValidationError(res, 'holderName');
    const again = await send(
      addPayoutAccount,
      { channelCode: 'GCASH', accountNo: '09171234567', holderName: 'Juan Dela Cruz' },
      m.token,
    );
    // Nothing was set by the refused call: the first valid name becomes the payee name.
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toMatchObject({ holderName: 'Juan Dela Cruz' });
  });
});

describe('ids beyond the database integer', () => {
  it.each([
    [removePayoutAccount, { id: 3_000_000_000 }],
    [
      withdraw,
      { payoutAccountId: Number.MAX_SAFE_INTEGER, amount: 1, password: '123456', requestId: 'req-input-policy-3' },
    ],
  ] as const)('%# is not a 5xx', async (op, body) => {
    const res = await send(op, body);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});

describe('times beyond any date', () => {
  it('a bet-history window in the year 300000 is a validation error, not a 5xx', async () => {
    const far = 9_000_000_000_000_000;
    const res = await send(getTransactions, null, token, `?startTime=${far}&endTime=${far}`);
    expectValidationError(res, 'startTime');
  });
});
