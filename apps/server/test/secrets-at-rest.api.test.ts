import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, operators } from '../src/db/schema.js';
import { sealLegacySecrets } from '../src/modules/accounts/legacy-secrets.service.js';
import { CAPTCHA, registerMember } from './helpers/accounts.js';
import { operatorSignIn, operatorToken, totpSecrets } from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext, wps } from './helpers/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
});
afterAll(async () => {
  await t.close();
});

const memberSeeds = async (id: number) => (await t.database.db.select().from(members).where(eq(members.id, id)))[0]!;

describe('TOTP seeds at rest', () => {
  it('a member’s seed is stored sealed, and a code from it still binds', async () => {
    const { generate } = await import('otplib');
    const m = await registerMember(t);
    const auth = { ...wps, Authorization: m.token };
    const setup = (await t.app.inject({ method: 'POST', url: '/wps/member/security/totp/setup', headers: auth })).json()
      .value as { secret: string };
    const row = await memberSeeds(m.id);
    expect(row.totpPendingSecret).not.toContain(setup.secret);
    expect(t.services.secrets.isSealed(row.totpPendingSecret!)).toBe(true);
    const code = await generate({ secret: setup.secret });
    const bind = await t.app.inject({
      method: 'POST',
      url: '/wps/member/security/totp/bind',
      headers: auth,
      payload: { code },
    });
    expect(bind.statusCode).toBe(200);
    const bound = await memberSeeds(m.id);
    expect(bound.totpSecret).not.toContain(setup.secret);
    expect(t.services.secrets.open(bound.totpSecret!, 'member.totp')).toBe(setup.secret);
  });

  it('an operator’s seed is stored sealed, and signing in with its codes works', async () => {
    await operatorToken(t, 'SUPPORT');
    const enrolled = (await t.database.db.select().from(operators)).filter((o) => totpSecrets.has(o.username));
    expect(enrolled.length).toBeGreaterThan(0);
    for (const r of enrolled) {
      expect(t.services.secrets.isSealed(r.totpSecret!)).toBe(true);
      expect(r.totpSecret).not.toContain(totpSecrets.get(r.username));
      expect(t.services.secrets.open(r.totpSecret!, 'operator.totp')).toBe(totpSecrets.get(r.username));
    }
  });

  it('seeds stored in the clear before sealing existed are sealed at start, and keep working', async () => {
    const m = await registerMember(t);
    await t.database.db.update(members).set({ totpSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(members.id, m.id));
    const username = 'legacyop';
    const password = 'operator-pass-1';
    await t.services.operators.create(TEST_MERCHANT, username, password, 'SUPPORT');
    await operatorSignIn(t, username, password);
    const seed = totpSecrets.get(username)!;
    await t.database.db.update(operators).set({ totpSecret: seed }).where(eq(operators.username, username));

    expect(await sealLegacySecrets(t.database.db, t.services.secrets)).toBeGreaterThanOrEqual(2);
    expect(await sealLegacySecrets(t.database.db, t.services.secrets)).toBe(0);
    const row = await memberSeeds(m.id);
    expect(t.services.secrets.open(row.totpSecret!, 'member.totp')).toBe('JBSWY3DPEHPK3PXP');
    // The operator signs in with the same authenticator after the sealing.
    await expect(operatorSignIn(t, username, password)).resolves.toMatch(/\S{20,}/);
  });
});
