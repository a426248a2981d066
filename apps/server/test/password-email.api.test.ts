import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema.js';
import { CAPTCHA, encrypted, registerMember } from './helpers/accounts.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

/** A real SMTP server on loopback that keeps what it receives. */
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    let data = '';
    stream.on('data', (c: Buffer) => (data += c.toString()));
    stream.on('end', () => {
      received.push(data);
      callback();
    });
  },
});

let t: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA, EMAIL_PROVIDER: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const form = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { ...wps, 'content-type': 'application/x-www-form-urlencoded', host: 'portal.example:8080' },
    payload,
  });

describe('POST /wps/member/password/email', () => {
  it('validates the form', async () => {
    const res = await form('username=');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });

  it('answers the same whether or not the account and e-mail match, and mails only a match', async () => {
    const m = await registerMember(t);
    await t.database.db.update(members).set({ email: 'owner@example.com' }).where(eq(members.id, m.id));
    const before = received.length;
    const unknown = await form(`username=nobody${Date.now()}&email=owner%40example.com`);
    const wrongMail = await form(`username=${m.username}&email=other%40example.com`);
    expect(unknown.json()).toEqual({ success: true, value: null });
    expect(wrongMail.json()).toEqual({ success: true, value: null });
    expect(received.length).toBe(before);

    const ok = await form(`username=${m.username}&email=OWNER%40example.com`);
    expect(ok.json()).toEqual({ success: true, value: null });
    await expect.poll(() => received.length).toBe(before + 1);
    const mail = received[received.length - 1]!.replace(/=\r\n/g, '');
    expect(mail).toContain('To: owner@example.com');
    const token = mail.match(/resetPassword\?token=3D([A-Za-z0-9_-]{43})|resetPassword\?token=([A-Za-z0-9_-]{43})/);
    const value = token?.[1] ?? token?.[2];
    expect(value).toBeTruthy();
    expect(mail).toContain('http://portal.example:8080/resetPassword?token=');

    const reset = await encrypted(t, 'POST', '/wps/member/password/reset', {
      token: value,
      newPassword: 'mail1234',
      confirmNewPassword: 'mail1234',
    });
    expect(reset.statusCode).toBe(200);
    const again = await encrypted(t, 'POST', '/wps/member/password/reset', {
      token: value,
      newPassword: 'mail5678',
      confirmNewPassword: 'mail5678',
    });
    expect(again.json().errorCode).toBe('reset.link.invalid');
    const login = await encrypted(t, 'POST', '/wps/session/login', { username: m.username, password: 'mail1234' });
    expect(login.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { ...wps, Authorization: m.token } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /wps/member/password/reset', () => {
  it('refuses an unencrypted call, a malformed token and an unknown one', async () => {
    const plain = await t.app.inject({ method: 'POST', url: '/wps/member/password/reset', headers: wps, payload: {} });
    expect(plain.json().errorCode).toBe('payload.encryption.required');
    const malformed = await encrypted(t, 'POST', '/wps/member/password/reset', {
      token: 'short',
      newPassword: 'abc12345',
      confirmNewPassword: 'abc12345',
    });
    expect(malformed.json().errorCode).toBe('validation.failed');
    const unknown = await encrypted(t, 'POST', '/wps/member/password/reset', {
      token: 'a'.repeat(43),
      newPassword: 'abc12345',
      confirmNewPassword: 'abc12345',
    });
    expect(unknown.json().errorCode).toBe('reset.link.invalid');
  });
});
