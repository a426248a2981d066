import { API } from '@pagoda/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, randomIp, registerMember } from './helpers/accounts.js';
import { allOperations, originalClientHeaders } from './helpers/operations.js';
import { createTestApp, TEST_MERCHANT, type TestContext } from './helpers/test-app.js';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  token = (await registerMember(t)).token;
});
afterAll(async () => {
  await t.close();
});

const headers = { ...originalClientHeaders, Merchant: TEST_MERCHANT };

describe('the original client default headers (Content-Type: application/json on every call)', () => {
  it('covers every operation of the API map', () => {
    expect(allOperations.length).toBeGreaterThan(80);
    const ids = new Set(allOperations.map((op) => op.id));
    for (const id of Object.keys(API)) expect(ids).toContain(id);
  });

  it('DELETE /wps/session/logout with the header and no body ends the session', async () => {
    const member = await registerMember(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...headers, Authorization: member.token },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
  });

  it.each(allOperations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: an empty body is never refused as empty, and never a 5xx',
    async (_name, op) => {
      for (const auth of [{}, { Authorization: token }]) {
        const res = await t.app.inject({
          method: op.method,
          url: op.path,
          headers: { ...headers, ...auth },
          remoteAddress: randomIp(),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.body).not.toMatch(/Body cannot be empty/i);
        expect(res.body).not.toContain('FST_ERR_CTP_EMPTY_JSON_BODY');
      }
    },
  );
});
